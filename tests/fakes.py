"""Hand-written fakes for I/O seams, for unit tests of the logic around them.

The real store and embedder are tested against real Milvus and the real model in
their own tiers; these stand in where the behaviour under test is not theirs.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Mapping, Sequence

import numpy as np

from memproxy.domain import Memory, Scope, ScoredMemory, SearchQuery
from memproxy.embed.base import EmbeddingError, Vectors
from memproxy.store.base import StoreUnavailable
from memproxy.store.filters import PROFILE_TYPES, STANDING_TYPES


class WordEmbedder:
    """Bag-of-words vectors: texts sharing words are similar. Deterministic."""

    dimension = 64

    def __init__(self, fail: bool = False, delay_s: float = 0.0) -> None:
        self.fail, self.delay_s, self.calls = fail, delay_s, 0

    async def start(self) -> None: ...

    async def close(self) -> None: ...

    async def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls += 1
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        if self.fail:
            raise EmbeddingError("embedder down")
        out = np.zeros((len(texts), self.dimension), dtype=np.float32)
        for i, text in enumerate(texts):
            for word in text.lower().replace("?", " ").replace(".", " ").split():
                out[i, int(hashlib.md5(word.encode()).hexdigest(), 16) % self.dimension] += 1
            norm = np.linalg.norm(out[i])
            out[i] = out[i] / norm if norm else out[i]
        return out


class ListStore:
    """An in-memory store with the real store's scoping rules, for pipeline tests."""

    def __init__(self, down: bool = False, profile_delay_s: float = 0.0) -> None:
        self.items: list[tuple[Memory, np.ndarray]] = []
        self.down = down
        self.profile_delay_s = profile_delay_s

    async def add(self, embedder: WordEmbedder, memory: Memory) -> None:
        vec = (await embedder.embed([memory.content]))[0]
        self.items.append((memory, vec))

    async def retrieve(self, query: SearchQuery) -> list[ScoredMemory]:
        if self.down:
            raise StoreUnavailable("down")
        q = np.asarray(query.vector, dtype=np.float32)
        hits = [
            ScoredMemory(memory=m, score=float(np.dot(q, v)))
            for m, v in self.items
            if _in_scope(m, query.scope)
            and not m.archived
            and (not query.types or m.type in query.types)
        ]
        hits = [h for h in hits if query.threshold <= 0 or h.score >= query.threshold]
        return sorted(hits, key=lambda h: -h.score)[: query.limit]

    async def prune_expired(self, now: int, limit: int) -> int:
        expired = [
            i for i, (m, _) in enumerate(self.items) if m.expires_at and m.expires_at <= now
        ][:limit]
        for i in reversed(expired):
            del self.items[i]
        return len(expired)

    async def profile(
        self, scope: Scope, min_importance: int, limit: int, few: int = 0
    ) -> list[Memory]:
        if self.profile_delay_s:
            await asyncio.sleep(self.profile_delay_s)
        if self.down:
            raise StoreUnavailable("down")
        active = [m for m, _ in self.items if _in_scope(m, scope) and not m.archived]
        found = [
            m
            for m in active
            if m.metadata.get("pinned") is True
            or (
                (m.type in PROFILE_TYPES or m.metadata.get("profile") is True)
                and m.importance >= min_importance
            )
        ][: 4 * limit]
        standing = [m for m in active if m.type in STANDING_TYPES]
        if 0 < len(standing) <= few:
            found += [m for m in standing if m not in found]
        return found

    async def touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        """Injection counts (memproxy.lifecycle.usage), written as the real store does."""
        done = 0
        for i, (memory, vec) in enumerate(self.items):
            if memory.user_id == user_id and memory.id in usage:
                count, at = usage[memory.id]
                update = {"access_count": memory.access_count + count, "last_accessed": at}
                self.items[i] = (memory.model_copy(update=update), vec)
                done += 1
        return done


def _in_scope(memory: Memory, scope: Scope) -> bool:
    return memory.user_id == scope.user_id and memory.project_id == (scope.project_id or "")
