"""The reference path: sentence-transformers on torch (CPU), threads pinned, off the loop.

Slower than ONNX Runtime (see bench/embedder.py) and needs the `torch` extra; torch is
imported only when this backend starts. torch's thread count is process-wide: pinning it
here also pins any other torch user in the process.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors
from memproxy.embed.onnx_export import packaged_model_dir

T = TypeVar("T")


class SentenceTransformerEmbedder:
    def __init__(self, settings: EmbeddingSettings) -> None:
        self.dimension = settings.dimension
        self.threads = settings.threads
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="embed-st")
        self._model: Any = None

    async def start(self) -> None:
        if self._model is None:
            await self._call(self._load)
        vectors = await self.embed(["warm up", "a second, somewhat longer warm-up sentence"])
        if vectors.shape[1] != self.dimension:
            raise EmbeddingError(
                f"the model gives {vectors.shape[1]}-d vectors; "
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
        except ImportError as exc:
            raise EmbeddingError(
                f"backend sentence-transformers needs the torch extra "
                f"(pip install 'memproxy[torch]'): {exc}"
            ) from exc
        except Exception as exc:
            raise EmbeddingError(
                f"sentence-transformers embedder: {type(exc).__name__}: {exc}"
            ) from exc

    def _load(self) -> None:
        """Runs on the embedding thread, so the thread settings apply where encode runs."""
        os.environ["HF_HUB_OFFLINE"] = "1"
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(self.threads)
        with contextlib.suppress(RuntimeError):  # settable only before torch's first work
            torch.set_num_interop_threads(1)
        self._model = SentenceTransformer(
            str(packaged_model_dir()), device="cpu", local_files_only=True
        )

    def _run(self, texts: list[str]) -> Vectors:
        if self._model is None:
            raise EmbeddingError("embedder not started")
        out = self._model.encode(
            texts, normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return np.asarray(out, dtype=np.float32)
