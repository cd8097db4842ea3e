"""A bounded LRU of embeddings keyed by exact text, in front of any embedder.

Meant for query embeddings: a user who asks the same thing again (or a client that
retries) costs a dict lookup instead of a model run. Every text of every call goes
through the cache; the misses of one call are embedded together in one inner call.
Callers get fresh arrays, so writing into a result cannot change what is cached.

Safe for one event loop: no await happens between a lookup and the matching insert,
so the LRU is never seen half-updated. Two concurrent misses of the same text both
reach the inner embedder (and store the same vector); that is allowed.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence

import numpy as np

from memproxy.embed.base import Embedder, Vectors
from memproxy.text import well_formed

Lookups = Callable[[int, int], None]
"""Told (hits, misses) after every call that used the cache (memproxy.metrics counts them)."""


def uncounted(hits: int, misses: int) -> None:
    pass


class CachedEmbedder:
    def __init__(self, inner: Embedder, size: int, lookups: Lookups = uncounted) -> None:
        if size < 0:
            raise ValueError("cache size must be >= 0")
        self.inner = inner
        self._lookups = lookups
        self.size = size
        self.dimension = inner.dimension
        self.hits = 0
        self.misses = 0
        self._entries: OrderedDict[str, Vectors] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    async def start(self) -> None:
        await self.inner.start()

    async def close(self) -> None:
        await self.inner.close()

    def clear(self) -> None:
        self._entries.clear()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        texts = [well_formed(text) for text in texts]  # the tokenizer refuses lone surrogates
        if self.size == 0 or not texts:
            return await self.inner.embed(texts)
        found: dict[str, Vectors] = {}
        for text in texts:
            vector = self._get(text)
            if vector is not None:
                found[text] = vector
        hits = sum(text in found for text in texts)
        self.hits += hits
        self.misses += len(texts) - hits
        self._lookups(hits, len(texts) - hits)
        missing = [text for text in dict.fromkeys(texts) if text not in found]
        if missing:
            vectors = await self.inner.embed(missing)
            for text, vector in zip(missing, vectors, strict=True):
                found[text] = self._put(text, vector)
        return np.stack([found[text] for text in texts])  # a new array, never a cached one

    def _get(self, text: str) -> Vectors | None:
        vector = self._entries.get(text)
        if vector is not None:
            self._entries.move_to_end(text)
        return vector

    def _put(self, text: str, vector: Vectors) -> Vectors:
        stored = np.array(vector, dtype=np.float32)  # a copy, not a view of the batch
        stored.flags.writeable = False
        self._entries[text] = stored
        self._entries.move_to_end(text)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)
        return stored
