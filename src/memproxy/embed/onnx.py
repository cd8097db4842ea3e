"""The fast path: all-MiniLM-L6-v2 on ONNX Runtime, threads pinned, off the event loop.

Same vectors as sentence-transformers (tokenise, transformer, mean pooling over the
attention mask, L2 normalisation); tested to cosine >= 0.999.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors
from memproxy.embed.onnx_export import MODEL_FILE, TOKENIZER_FILE, ensure_onnx_model

MAX_TOKENS = 256  # the model's max_seq_length


def mean_pool(hidden: Vectors, mask: np.ndarray) -> Vectors:
    weights = mask[..., None].astype(np.float32)
    summed = (hidden * weights).sum(axis=1)
    pooled = summed / np.clip(weights.sum(axis=1), 1e-9, None)
    norms = np.linalg.norm(pooled, axis=1, keepdims=True)
    return (pooled / np.clip(norms, 1e-12, None)).astype(np.float32)


class OnnxEmbedder:
    def __init__(self, settings: EmbeddingSettings, model_dir: Path) -> None:
        self.dimension = settings.dimension
        self._threads = settings.threads
        self._dir = model_dir
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="embed")
        self._session: object | None = None
        self._tokenizer: object | None = None

    async def start(self) -> None:
        await asyncio.get_running_loop().run_in_executor(self._executor, self._load)
        await self.embed(["warm up", "a second, somewhat longer warm-up sentence"])

    def _load(self) -> None:
        import onnxruntime as ort
        from tokenizers import Tokenizer

        if not (self._dir / MODEL_FILE).is_file():
            try:
                ensure_onnx_model(self._dir)
            except ImportError as exc:
                raise EmbeddingError(
                    f"no ONNX model in {self._dir}; run `make setup` to export it"
                ) from exc
        options = ort.SessionOptions()
        options.intra_op_num_threads = self._threads
        options.inter_op_num_threads = 1
        options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        self._session = ort.InferenceSession(
            str(self._dir / MODEL_FILE), options, providers=["CPUExecutionProvider"]
        )
        tokenizer = Tokenizer.from_file(str(self._dir / TOKENIZER_FILE))
        tokenizer.enable_truncation(MAX_TOKENS)
        tokenizer.enable_padding()
        self._tokenizer = tokenizer

    def _run(self, texts: Sequence[str]) -> Vectors:
        if self._session is None or self._tokenizer is None:
            raise EmbeddingError("embedder not started")
        encodings = self._tokenizer.encode_batch(list(texts))  # type: ignore[attr-defined]
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        (hidden,) = self._session.run(["last_hidden_state"], feeds)  # type: ignore[attr-defined]
        return mean_pool(hidden, mask)

    async def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        try:
            return await asyncio.get_running_loop().run_in_executor(
                self._executor, self._run, texts
            )
        except EmbeddingError:
            raise
        except Exception as exc:
            raise EmbeddingError(f"onnx embedding failed: {exc}") from exc

    async def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
