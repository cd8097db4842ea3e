"""The design's path: sentence-transformers on torch (CPU), threads pinned."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors
from memproxy.embed.onnx_export import packaged_model_dir


class SentenceTransformerEmbedder:
    def __init__(self, settings: EmbeddingSettings) -> None:
        self.dimension = settings.dimension
        self._threads = settings.threads
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="embed-st")
        self._model: Any = None

    def _load(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        import torch
        from sentence_transformers import SentenceTransformer

        torch.set_num_threads(self._threads)
        self._model = SentenceTransformer(str(packaged_model_dir()), device="cpu")

    async def start(self) -> None:
        try:
            await asyncio.get_running_loop().run_in_executor(self._executor, self._load)
        except ImportError as exc:
            raise EmbeddingError("sentence-transformers backend needs memproxy[torch]") from exc
        await self.embed(["warm up"])

    def _run(self, texts: Sequence[str]) -> Vectors:
        if self._model is None:
            raise EmbeddingError("embedder not started")
        out = self._model.encode(list(texts), normalize_embeddings=True, convert_to_numpy=True)
        return np.asarray(out, dtype=np.float32)

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
            raise EmbeddingError(f"sentence-transformers embedding failed: {exc}") from exc

    async def close(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)
