"""A bounded LRU of query embeddings, in front of any embedder."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

import numpy as np

from memproxy.embed.base import Embedder, Vectors


class CachedEmbedder:
    def __init__(self, inner: Embedder, size: int) -> None:
        self.inner = inner
        self.dimension = inner.dimension
        self._size = size
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self.hits = 0
        self.misses = 0

    async def start(self) -> None:
        await self.inner.start()

    async def close(self) -> None:
        await self.inner.close()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        if self._size == 0 or len(texts) != 1:
            return await self.inner.embed(texts)
        text = texts[0]
        cached = self._cache.get(text)
        if cached is not None:
            self.hits += 1
            self._cache.move_to_end(text)
            return cached[None, :]
        self.misses += 1
        vectors = await self.inner.embed(texts)
        self._cache[text] = vectors[0]
        if len(self._cache) > self._size:
            self._cache.popitem(last=False)
        return vectors
