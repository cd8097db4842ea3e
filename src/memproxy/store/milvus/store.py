"""MilvusStore: the memory store on Milvus Lite (a local file) or a Milvus server (a URI).

What the store does, each in its own module:
- core: the client, the call pool (pool) and its budgets, what connecting found
- placement: every difference between Milvus Lite and a server
- connect: connecting, creating and warming up the collection
- writes: inserts answered truthfully, replacements, deletes; edits: the write operations
- freshness: what is held of each user and when it goes stale (here or elsewhere)
- search: dense, keyword and hybrid search; keyword_reads: each user's keyword index
- reads: by id, by external id, by hash, a page; profile: profiles and counts
- maintenance: re-sealing, re-embedding, pruning expired rows
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Iterable, Mapping, Sequence

from memproxy.config import MilvusSettings
from memproxy.crypto import Cipher, NoCipher
from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, ScoredMemory, SearchQuery
from memproxy.metrics import Metrics
from memproxy.store import hybrid
from memproxy.store.base import ActiveMemory
from memproxy.store.milvus import connect
from memproxy.store.milvus.core import Core
from memproxy.store.milvus.edits import Edits, Expiry
from memproxy.store.milvus.freshness import Freshness
from memproxy.store.milvus.keyword_reads import KeywordReads
from memproxy.store.milvus.maintenance import Maintenance, VectorsOf
from memproxy.store.milvus.placement import RowLock, placement_for
from memproxy.store.milvus.profile import Profiles
from memproxy.store.milvus.reads import Reads
from memproxy.store.milvus.search import Search
from memproxy.store.milvus.writes import Writes


class MilvusStore:
    def __init__(
        self,
        settings: MilvusSettings,
        metrics: Metrics | None = None,
        default_expiry: Expiry | None = None,
        cipher: Cipher | None = None,
    ) -> None:
        self.settings = settings
        self.core = Core(settings, cipher or NoCipher(), placement_for(settings))
        self.fresh = Freshness(settings)
        self.fresh.connected = lambda: self.core.client is not None
        self.keyword_reads = KeywordReads(self.core, self.fresh)
        self.writer = Writes(self.core, self.fresh)
        self.lookup = Reads(self.core)
        self.edits = Edits(self.core, self.lookup, self.writer, default_expiry)
        self.profiles = Profiles(self.core, self.fresh)
        self.searches = Search(self.core, self.keyword_reads)
        self.maintenance = Maintenance(self.core, self.writer)

    # lifecycle
    async def start(self) -> None:
        await connect.start(self.core)

    async def disconnect(self) -> None:
        await connect.disconnect(self.core)

    async def healthy(self) -> bool:
        return await self.core.probe()

    async def close(self) -> None:
        await self.writer.drain(2 * self.settings.timeout_seconds)
        self.keyword_reads.cancel()
        await self.disconnect()
        self.core.shutdown()

    @property
    def retrieval_mode(self) -> str:
        """hybrid or dense once connected ("unknown" before)."""
        return self.core.retrieval_mode

    @property
    def retrieval_reason(self) -> str:
        return self.core.retrieval_reason

    # writes
    async def store(self, items: Sequence[tuple[Memory, Sequence[float]]]) -> builtins.list[Memory]:
        return await self.edits.store(items)

    async def update(
        self,
        user_id: str,
        memory_id: str,
        patch: MemoryPatch,
        vector: Sequence[float] | None = None,
    ) -> Memory | None:
        return await self.edits.update(user_id, memory_id, patch, vector)

    async def forget(self, user_id: str, memory_id: str) -> bool:
        return await self.edits.forget(user_id, memory_id)

    async def forget_by_scope(self, scope: Scope) -> int:
        return await self.edits.forget_by_scope(scope)

    async def touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        return await self.edits.touch(user_id, usage)

    @property
    def row_lock(self) -> RowLock | None:
        return self.edits.row_lock

    @row_lock.setter
    def row_lock(self, lock: RowLock | None) -> None:
        self.edits.row_lock = lock

    # freshness across processes
    @property
    def on_write(self) -> Callable[[set[str]], None] | None:
        return self.fresh.on_write

    @on_write.setter
    def on_write(self, told: Callable[[set[str]], None] | None) -> None:
        self.fresh.on_write = told

    def written_elsewhere(self, users: Iterable[str]) -> None:
        self.fresh.written_elsewhere(users)

    def drop_cached_profiles(self) -> None:
        """Every cached profile answer goes (the next reads query Milvus)."""
        self.fresh.profiles.clear()

    # search
    async def retrieve(self, query: SearchQuery) -> builtins.list[ScoredMemory]:
        """Top-k in the store's mode (hybrid: fused dense + BM25 order); every hit scored
        by its cosine to the query, kept when that is >= a positive threshold."""
        mode: hybrid.Mode = "hybrid" if self.retrieval_mode == "hybrid" else "dense"
        return await self.searches.search(query, mode)

    async def search(
        self, query: SearchQuery, mode: hybrid.Mode, fusion: hybrid.Fusion | None = None
    ) -> builtins.list[ScoredMemory]:
        return await self.searches.search(query, mode, fusion)

    # reads
    async def get(self, user_id: str, memory_id: str) -> Memory | None:
        return await self.lookup.get(user_id, memory_id)

    async def get_vector(self, user_id: str, memory_id: str) -> builtins.list[float] | None:
        return await self.lookup.get_vector(user_id, memory_id)

    async def list(self, query: ListQuery) -> builtins.list[Memory]:
        return await self.lookup.list(query)

    async def find_by_hash(self, scope: Scope, content_hash: str) -> builtins.list[Memory]:
        return await self.lookup.find_by_hash(scope, content_hash)

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> Memory | None:
        """The row a write with this external_write_id stored; a row whose write failed
        and waits to be undone is the caller's now (its undo is called off)."""
        found = await self.lookup.find_by_external_write_id(user_id, external_id)
        return found if found is not None and self.writer.undos.keep(found.id) else None

    # profile and counts
    async def profile(
        self, scope: Scope, min_importance: int, limit: int, few: int = 0
    ) -> builtins.list[Memory]:
        return await self.profiles.profile(scope, min_importance, limit, few)

    async def count(self, user_id: str) -> int:
        return await self.profiles.count(user_id)

    async def count_active(self, user_id: str) -> int:
        return await self.profiles.count_active(user_id)

    async def active_usage(self, user_id: str, with_content: bool) -> builtins.list[ActiveMemory]:
        return await self.profiles.active_usage(user_id, with_content)

    # maintenance
    async def prune_expired(self, now: int, limit: int) -> int:
        return await self.maintenance.prune_expired(now, limit)

    async def reseal(self, batch: int = 500) -> int:
        return await self.maintenance.reseal(batch)

    async def reembed(self, vectors: VectorsOf, batch: int = 256) -> tuple[int, int]:
        return await self.maintenance.reembed(vectors, batch)
