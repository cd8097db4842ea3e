"""The fast path: all-MiniLM-L6-v2 on ONNX Runtime, threads pinned, off the event loop.

Same steps as sentence-transformers (WordPiece tokenisation truncated at 256 tokens,
the transformer, mean pooling over the attention mask, L2 normalisation), so the same
vectors: tests/embed checks cosine >= 0.999 against the torch model.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import TypeVar

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors, normalise
from memproxy.embed.minilm import (
    MODEL_FILE,
    TOKENIZER_FILE,
    encode,
    load_tokenizer,
    mean_pool,
)
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.embed.quantise import QuantiseError, ensure_query_model

log = logging.getLogger(__name__)

T = TypeVar("T")

_WARMUP = ("warm up", "a second, somewhat longer sentence to warm up the batch path", "")


def model_files(location: Path, tokenizer: Path | None = None) -> tuple[Path, Path]:
    """(model, tokenizer) for a model directory, or for a path to the .onnx file itself
    (its tokenizer beside it unless `tokenizer` says where)."""
    if location.suffix == ".onnx":
        return location, tokenizer or location.parent / TOKENIZER_FILE
    return location / MODEL_FILE, location / TOKENIZER_FILE


class OnnxEmbedder:
    """Embeds on one dedicated thread with `settings.threads` intra-op threads.

    `model_dir` holds model.onnx and tokenizer.json (or is the .onnx file, with the
    tokenizer beside it or at `tokenizer`: the packaged model, embed/packaged.py). A
    missing directory is exported on start() when torch is installed; otherwise start()
    raises EmbeddingError pointing at `make setup`.

    `query=True` (the questions' embedder) runs the directory's int8 weights,
    model-int8.onnx (embed/quantise.py), made on start() when absent; where they cannot
    be made (no onnx package, a read-only directory) or `model_dir` is a .onnx file,
    the fp32 model, logged.
    """

    def __init__(
        self,
        settings: EmbeddingSettings,
        model_dir: Path,
        *,
        query: bool = False,
        tokenizer: Path | None = None,
    ) -> None:
        self.dimension = settings.dimension
        self.threads = settings.threads
        self.query = query and Path(model_dir).suffix != ".onnx"
        self.model_path, self.tokenizer_path = model_files(Path(model_dir), tokenizer)
        name = "embed-questions" if self.query else "embed-onnx"
        self._executor = ThreadPoolExecutor(1, thread_name_prefix=name)
        self._session: ort.InferenceSession | None = None
        self._tokenizer: Tokenizer | None = None
        self._inputs: frozenset[str] = frozenset()

    async def start(self) -> None:
        if self._session is None:
            await self._call(self._load)
        for texts in (_WARMUP[:1], _WARMUP, _WARMUP[:1]):
            vectors = await self.embed(texts)
        if vectors.shape[1] != self.dimension:
            raise EmbeddingError(
                f"{self.model_path} gives {vectors.shape[1]}-d vectors; "
                f"embedding.dimension is {self.dimension}"
            )

    async def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        return await self._call(self._run, list(texts))

    async def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)

    async def _call(self, fn: Callable[..., T], *args: object) -> T:
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, fn, *args)
        except EmbeddingError:
            raise
        except Exception as exc:
            raise EmbeddingError(f"onnx embedder: {type(exc).__name__}: {exc}") from exc

    def _load(self) -> None:
        self._ensure_files()
        if self.query:
            self.model_path = self._query_model()
        options = ort.SessionOptions()
        options.intra_op_num_threads = self.threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        session = ort.InferenceSession(
            str(self.model_path), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = frozenset(i.name for i in session.get_inputs())
        self._tokenizer = load_tokenizer(self.tokenizer_path)
        self._session = session

    def _ensure_files(self) -> None:
        if self.model_path.is_file() and self.tokenizer_path.is_file():
            return
        if self.model_path.suffix == ".onnx" and self.model_path.name != MODEL_FILE:
            raise EmbeddingError(f"ONNX model not found: {self.model_path}")
        try:
            ensure_onnx_model(self.model_path.parent)
        except ImportError as exc:
            raise EmbeddingError(
                f"no ONNX model in {self.model_path.parent} and torch is not installed to "
                f"export one ({exc}); run `make setup`, or "
                f"`memproxy model export {self.model_path.parent}` "
                "where torch is installed"
            ) from exc

    def _query_model(self) -> Path:
        try:
            return ensure_query_model(self.model_path.parent)
        except (ImportError, OSError, QuantiseError) as exc:  # OSError: a read-only dir
            log.warning("questions embedded with fp32 weights: no int8 model (%s)", exc)
            return self.model_path

    def _run(self, texts: list[str]) -> Vectors:
        if self._session is None or self._tokenizer is None:
            raise EmbeddingError("embedder not started")
        feeds = encode(self._tokenizer, texts)
        out = self._session.run(
            None, {name: value for name, value in feeds.items() if name in self._inputs}
        )[0]
        if out.ndim == 2:  # a graph with pooling inside
            return normalise(out)
        return mean_pool(out, feeds["attention_mask"])
