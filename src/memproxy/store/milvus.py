"""MilvusStore: the MemoryStore on Milvus Lite (a local file) or a Milvus server (a URI).

On a server, the hashed user id is the partition key (HNSW, COSINE). Milvus Lite's
partition key does not narrow what a filtered search scans (321 ms at 100k rows,
measured), so on Lite memproxy places each user's rows in one of N explicit
partitions (a bucket of the user key) and searches only that partition.
pymilvus calls are blocking: they run on a dedicated thread pool, never on the loop,
and each carries its own timeout, so a dead server cannot hold a pool thread for long
(pymilvus otherwise retries an unreachable server for minutes).
"""

from __future__ import annotations

import asyncio
import builtins
import contextlib
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal, TypeVar

import numpy as np
import numpy.typing as npt
from pymilvus import MilvusClient

from memproxy.background import Background
from memproxy.config import MilvusSettings
from memproxy.crypto import Cipher, NoCipher
from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, ScoredMemory, SearchQuery, now_ms
from memproxy.metrics import Metrics
from memproxy.store import filters, hybrid
from memproxy.store.base import ActiveMemory, StoreBusy, StoreUnavailable, content_bytes
from memproxy.store.keywords import KeywordCache, KeywordIndex
from memproxy.store.limits import check_memories, check_memory
from memproxy.store.pool import CallPool, Lane
from memproxy.store.profile_cache import Key as ProfileKey
from memproxy.store.profile_cache import ProfileCache
from memproxy.store.rows import UserRows, search_held
from memproxy.store.schema import (
    EXPIRES,
    FIELDS,
    TERMS,
    build_schema,
    from_row,
    has_field,
    has_terms,
    to_row,
)
from memproxy.store.terms import keyword_query

_Row = tuple[dict[str, Any], float | None, float | None, float | None]
"""(entity, cosine to the question or None when not known yet, BM25 score, fused score)."""

log = logging.getLogger(__name__)
T = TypeVar("T")
Consistency = Literal["Strong", "Session", "Bounded"]
_ITER_BATCH = 4096
"""Rows per query_iterator page: a full scan (list) reads every key, page by page."""
_MAX_QUERY = 16_384
"""Milvus answers at most this many rows per query (offset + limit): one touch() call's ids."""
_SCAN_PAGE_S = 30.0
"""Budget of one such page: admin reads only (never a request's), on a possibly busy host."""
_SAME_VECTOR = 0.9999
"""reembed: a stored vector at this cosine or more to the new one is kept as it is."""
VectorsOf = Callable[[Sequence[str]], Awaitable[npt.NDArray[np.float32]]]
"""Texts to their vectors, one row each (memproxy.embed.document.document_vectors)."""
_PATIENT_TURN_S = 10.0
"""How long a call that no request waits for (a write, the quota's count before it, an
admin read) waits for its turn at least: queued behind others on a busy host is no
failure (the queue's length is bounded: memproxy.store.pool)."""
_WRITE_RUN_S = 60.0
"""How long a write's call is waited for at most, past which its outcome is unknown (it
is read back: memproxy answers only what it knows was written)."""
_CONNECT_BUDGET_S = 30.0
"""Connecting may create and load the collection: slower than one call, bounded still."""
_ELSEWHERE_STRONG_S = 5.0
"""After another process's write of a user, how long their cached reads ask Strong: past
Milvus's default bounded staleness (5 s), every query node has caught up."""


Expiry = Callable[[Memory], int]
"""A new memory's expires_at when its write gave none (memproxy.lifecycle.retention)."""


class MilvusStore:
    def __init__(
        self,
        settings: MilvusSettings,
        metrics: Metrics | None = None,
        default_expiry: Expiry | None = None,
        cipher: Cipher | None = None,
    ) -> None:
        self._settings = settings
        self._cipher: Cipher = cipher or NoCipher()
        self._metrics = metrics
        self._default_expiry = default_expiry
        self._fields = [*FIELDS, EXPIRES]
        """What reads return: a collection made before retention has no expires_at."""
        self._lite = not settings.is_server
        self._pool = CallPool(1 if self._lite else 4, "milvus")
        """Every Milvus call, a request's reads first (memproxy.store.pool)."""
        self._reader = CallPool(1, "milvus-rows")
        """Reads of a user's rows, which no request waits for, and the index built from
        them: on a server they never queue before a request's own calls (a user's rows
        whole, 100 of them, cost ~15 ms and 10 ms of CPU here); on Lite, whose calls all
        go through its one thread, only the building runs here, off the event loop."""
        self._client: MilvusClient | None = None
        self._collection = settings.collection
        self._buckets = settings.num_partitions
        self._unflushed = 0
        """Insert calls since Milvus Lite last flushed (see _insert)."""
        self._decision: hybrid.Decision | None = None
        """The retrieval decision at connect (hybrid.decide_mode): the search mode, and
        whether every write fills the keyword text field (`terms`; in dense retrieval
        too, since a collection made for hybrid refuses rows without it)."""
        self._row_count = 0
        """Milvus Lite: rows in the collection at connect plus those inserted since (a
        delete is counted at the next connect); what lite_keyword_max_rows is held to."""
        self._profiles: ProfileCache[builtins.list[Memory]] = ProfileCache(
            settings.profile_cache_size, settings.profile_cache_seconds
        )
        self._profile_reads = Background("a profile read")
        self._keywords: KeywordCache[UserRows] = KeywordCache(
            settings.keyword_cache_users,
            settings.profile_cache_seconds,
            max_weight=settings.row_cache_rows,
            weigh=lambda read: read.held,
        )
        """Each user's keyword index (memproxy.store.keywords) and, for a user with few
        rows, the rows themselves (memproxy.store.rows); stale after their writes."""
        self._keyword_reads: dict[str, tuple[asyncio.Future[UserRows], int]] = {}
        """Each user's read of their rows in flight, and their write count
        (KeywordCache.token) when it began."""
        self.on_write: Callable[[set[str]], None] | None = None
        """Told of the users whose memories this store just wrote (memproxy.store.feed
        announces them to the other processes; a usage count is not told)."""
        self.row_lock: Callable[[str], contextlib.AbstractAsyncContextManager[None]] | None = None
        """On a server, held around every read-then-replace of a user's rows (an edit, a
        usage count) and every forget (memproxy.store.locks). Two clients replacing the
        same rows at once (delete, then insert the same ids) lost them on the 2.3.5
        server, and for good: an insert of the same id afterwards stayed invisible to a
        Strong read (measured: 2 of 3 rows gone after 90 interleaved usage counts from
        two clients; none lost from one client, nor from two taking turns)."""
        self._strong_until: dict[str, float] = {}
        """Users another process wrote: until when their reads here ask Strong (see
        written_elsewhere)."""
        self._swaps = Background("a replacement")
        """Server replacements (delete, then insert) in flight: see _swap."""

    @property
    def retrieval_mode(self) -> str:
        """hybrid or dense once connected ("unknown" before)."""
        if self._decision is None:
            return "unknown"
        return "dense" if self._keyword_paused else self._decision.mode

    @property
    def _bm25(self) -> bool:
        """Whether this store searches hybrid (the decision at connect). Whether writes
        fill the keyword text field is the decision's `terms`, which dense retrieval on
        a collection made for hybrid has too."""
        return self._decision is not None and self._decision.mode == "hybrid"

    @property
    def retrieval_reason(self) -> str:
        if self._decision is None:
            return "not connected"
        return self._keyword_paused or self._decision.reason

    @property
    def _keyword_paused(self) -> str | None:
        """Why auto retrieval on Lite searches dense for now (hybrid.lite_keyword_pause)."""
        if not self._lite or not self._bm25:
            return None
        s = self._settings
        return hybrid.lite_keyword_pause(s.retrieval, self._row_count, s.lite_keyword_max_rows)

    def _count_rows(self, added: int) -> None:
        """Lite: count rows written (past lite_keyword_max_rows auto searches dense)."""
        before = self._keyword_paused
        self._row_count += added
        after = self._keyword_paused
        if (before is None) != (after is None):
            log.warning("retrieval: %s", after or "hybrid again")

    # plumbing -----------------------------------------------------------------
    async def _call(
        self,
        fn: Callable[..., T],
        *args: Any,
        budget_s: float | None = None,
        on: CallPool | None = None,
        lane: Lane = Lane.READ,
        **kwargs: Any,
    ) -> T:
        """fn on the pool. A request's read waits up to the budget for its turn, any
        other call longer (it has no request deadline, and a write refused must be sent
        again); a read runs for the budget at most, a write until pymilvus's own timeout
        ends it (bounded here too, in case it does not), so that what it did is known."""
        budget = budget_s or self._settings.timeout_seconds
        pool = on or self._pool
        call = functools.partial(fn, *args, **kwargs)
        turn = budget if lane == Lane.REQUEST else max(_PATIENT_TURN_S, 2 * budget)
        run = max(_WRITE_RUN_S, 4 * budget) if lane == Lane.WRITE else budget
        return await pool.run(call, lane, turn, run)

    async def _rpc(
        self,
        fn: Callable[..., T],
        *args: Any,
        on: CallPool | None = None,
        lane: Lane = Lane.READ,
        **kwargs: Any,
    ) -> T:
        """One pymilvus call with its own timeout: the pool thread is free again when the
        call ends (without one, pymilvus retries an unreachable server for minutes)."""
        timeout = self._settings.timeout_seconds
        return await self._call(fn, *args, on=on, lane=lane, timeout=timeout, **kwargs)

    def _need(self) -> MilvusClient:
        if self._client is None:
            raise StoreUnavailable("milvus: not connected")
        return self._client

    def _partition(self, user_id: str) -> str:
        return f"b{int(filters.key_of(user_id)[:8], 16) % self._buckets}"

    def _where(self, user_id: str, level: Consistency = "Strong") -> dict[str, Any]:
        """Where a user's rows live: a partition on Lite, the partition key on a server.

        On a server, Strong consistency waits for the query nodes to catch up with the
        write clock (up to a time tick, ~200 ms, on every read): right for dedup and the
        admin API's read-your-writes across replicas, too slow for a request's deadline,
        which reads Bounded. Session waits only for this client's own last write: the
        quota's counts, read before every write, see what this sidecar wrote without
        paying a time tick each (another replica's writes of the last moment may be
        missed: a quota can be overshot by those, never without bound).
        """
        if self._lite:
            return {"partition_names": [self._partition(user_id)]}
        return {"consistency_level": level}

    # lifecycle ----------------------------------------------------------------
    async def start(self) -> None:
        """Connect (again): a new client replaces the old one only once it works, so a
        reconnect after an outage never leaves the store without a client it had."""
        budget = max(_CONNECT_BUDGET_S, self._settings.timeout_seconds)
        client = await self._call(self._connect, budget_s=budget)
        old, self._client = self._client, client
        if old is not None and old is not client:
            await self._close_client(old)

    async def disconnect(self) -> None:
        """Drop the client of a store found dead: calls then fail at once with
        StoreUnavailable instead of each waiting on a dead server, until start()."""
        client, self._client = self._client, None
        if client is not None:
            await self._close_client(client)

    async def _close_client(self, client: MilvusClient) -> None:
        with contextlib.suppress(StoreUnavailable):
            await self._call(client.close)

    def _connect(self) -> MilvusClient:
        s = self._settings
        if self._lite:
            Path(s.uri).parent.mkdir(parents=True, exist_ok=True)
            client = MilvusClient(s.uri)
        else:
            client = MilvusClient(
                s.uri, token=s.token.get_secret_value(), timeout=s.timeout_seconds
            )
        try:
            self._prepare(client)
        except Exception:
            with contextlib.suppress(Exception):
                client.close()
            raise
        return client

    def _prepare(self, client: MilvusClient) -> None:
        """Create the collection if it is new, load it and warm up the search path."""
        s = self._settings
        exists = client.has_collection(self._collection)
        terms = exists and has_terms(client.describe_collection(self._collection))
        decision = hybrid.decide_mode(s.retrieval, exists=exists, collection_terms=terms)
        if s.retrieval == "hybrid" and decision.mode != "hybrid":
            log.warning("retrieval: hybrid asked for, dense used: %s", decision.reason)
        log.info("retrieval: %s (%s)", decision.mode, decision.reason)
        self._decision = decision
        if self._lite and decision.mode == "hybrid":
            self._row_count = 0
            stats = client.get_collection_stats(self._collection) if exists else {}
            self._count_rows(int(stats.get("row_count", 0)))
        expiry = not exists or has_field(client.describe_collection(self._collection), EXPIRES)
        if not expiry:
            log.warning(
                "retention: the collection has no expires_at field, memories never expire; "
                "run `memproxy migrate-collection` to rebuild it with one"
            )
        self._fields = [*FIELDS, EXPIRES] if expiry else list(FIELDS)
        if not exists:
            self._create(client, decision.terms)
        client.load_collection(self._collection)
        # The first search of a process is slow (~90 ms on Lite): pay it here, not in a
        # request's deadline.
        probe = [1.0] + [0.0] * (s.dimension - 1)
        where = {"partition_names": ["b0"]} if self._lite else {}
        client.search(self._collection, data=[probe], limit=1, filter="archived == false", **where)
        # and so is the first profile (JSON) filter
        expr = filters.profile_filter("warm-up", None, 5)
        client.query(self._collection, filter=expr, output_fields=["id"], limit=1, **where)

    def _create(self, client: MilvusClient, with_terms: bool) -> None:
        create_collection(client, self._collection, self._settings, self._lite, with_terms)

    async def healthy(self) -> bool:
        if self._client is None:
            return False
        client, timeout = self._client, self._settings.timeout_seconds
        try:
            await self._pool.probe(
                lambda: client.has_collection(self._collection, timeout=timeout), timeout
            )
            return True
        except StoreUnavailable:
            return False

    async def close(self) -> None:
        # replacements whose callers were cancelled: let them land
        await self._swaps.drain(2 * self._settings.timeout_seconds)
        for read, _ in list(self._keyword_reads.values()):  # nobody waits for them now
            read.cancel()
        await self.disconnect()
        self._pool.shutdown()
        self._reader.shutdown()

    # writes -------------------------------------------------------------------
    async def store(self, items: Sequence[tuple[Memory, Sequence[float]]]) -> list[Memory]:
        """Insert; a memory whose external_write_id exists replaces that row (_replace).

        Every item is checked (memproxy.store.limits) before anything is written. Rows go
        in one insert call per partition (on Milvus Lite every insert call is one unflushed
        batch that each search scans until the next flush: see _flush).
        """
        items = [(self._expiring(memory), vector) for memory, vector in items]
        check_memories([memory for memory, _ in items])
        stored: list[Memory] = []
        fresh: list[tuple[Memory, builtins.list[float]]] = []
        new: list[tuple[Memory, builtins.list[float]]] = []
        old: list[tuple[Memory, builtins.list[float]]] = []
        for memory, vector in items:
            row = None
            if memory.external_write_id:
                row = await self._external_row(memory.user_id, memory.external_write_id)
            if row is None:
                fresh.append((memory, list(vector)))
            else:
                prior = self._from_row(row)
                memory = memory.model_copy(update={"id": prior.id, "created_at": prior.created_at})
                new.append((memory, list(vector)))
                old.append((prior, list(row["embedding"])))
            stored.append(memory)
        if new:
            await self._replace(new, old)
        if fresh:
            await self._insert(fresh)
        return stored

    def _from_row(self, row: dict[str, Any]) -> Memory:
        return from_row(row, self._cipher)

    def _expiring(self, memory: Memory) -> Memory:
        """The memory with its expires_at resolved (the type's default when None)."""
        if memory.expires_at is not None:
            return memory
        expiry = self._default_expiry(memory) if self._default_expiry else 0
        return memory.model_copy(update={"expires_at": expiry})

    async def _insert(
        self,
        rows: Sequence[tuple[Memory, builtins.list[float]]],
        upsert: bool = False,
        same_terms: bool = False,
    ) -> None:
        client = self._need()
        write = client.upsert if upsert else client.insert
        groups: dict[str, builtins.list[dict[str, Any]]] = {}
        users = {memory.user_id for memory, _ in rows}
        terms = self._decision is not None and self._decision.terms
        for memory, vector in rows:
            part = self._partition(memory.user_id) if self._lite else ""
            row = to_row(
                memory,
                vector,
                terms,
                expiry=EXPIRES in self._fields,
                cipher=self._cipher,
            )
            groups.setdefault(part, []).append(row)
        try:
            self._written(users, same_terms)
            done: builtins.list[tuple[str, builtins.list[dict[str, Any]]]] = []
            for part, batch in groups.items():
                kwargs: dict[str, Any] = {"partition_name": part} if part else {}
                try:
                    await self._rpc(write, self._collection, batch, lane=Lane.WRITE, **kwargs)
                except StoreUnavailable as exc:
                    if upsert or not await self._landed(part, batch, exc):
                        for written in done:
                            await self._undo(*written, exc)
                        raise
                done.append((part, batch))
        finally:
            self._written(users, same_terms)  # a read while the write ran is not kept either
            self._reread(users, same_terms)
            self._announce(users, same_terms)
        if self._lite:
            if not upsert:
                self._count_rows(len(rows))
            self._unflushed += len(groups)
            if self._unflushed >= self._settings.lite_flush_every:
                await self._flush()

    async def _landed(self, part: str, batch: Sequence[dict[str, Any]], exc: Exception) -> bool:
        """Whether a failed insert's rows are stored after all (a call that timed out
        may have written them): read back; any row there and not all, it is undone."""
        if isinstance(exc, StoreBusy):
            return False  # it never ran
        ids = [str(row["id"]) for row in batch]
        try:
            found = await self._ids_stored(part, ids)
        except StoreUnavailable as lost:
            raise StoreUnavailable(f"{exc}; whether it was written is unknown ({lost})") from exc
        if len(found) == len(ids):
            log.info("milvus: an insert that failed (%s) was stored: answered as stored", exc)
            return True
        await self._undo(part, [row for row in batch if row["id"] in found], exc)
        return False

    async def _ids_stored(self, part: str, ids: builtins.list[str]) -> set[str]:
        """Which of these ids of one insert call are stored (a Strong read)."""
        client = self._need()
        where = {"partition_names": [part]} if part else {"consistency_level": "Strong"}
        rows = await self._rpc(
            client.query,
            self._collection,
            filter=filters.in_ids(ids),
            output_fields=["id"],
            limit=len(ids),
            **where,
        )
        return {str(r["id"]) for r in rows}

    async def _undo(self, part: str, rows: Sequence[dict[str, Any]], exc: Exception) -> None:
        """Delete rows an insert wrote before a later part of it failed: a write answered
        as failed leaves nothing behind."""
        if not rows:
            return
        client = self._need()
        kwargs: dict[str, Any] = {"partition_name": part} if part else {}
        try:
            ids = filters.in_ids(str(row["id"]) for row in rows)
            await self._rpc(client.delete, self._collection, filter=ids, lane=Lane.WRITE, **kwargs)
        except StoreUnavailable as lost:
            log.error("milvus: %d rows of a failed write (%s) not undone: %s", len(rows), exc, lost)

    async def _replace(
        self,
        new: Sequence[tuple[Memory, builtins.list[float]]],
        old: Sequence[tuple[Memory, builtins.list[float]]],
        same_terms: bool = False,
    ) -> None:
        """Put `new` in place of the rows with the same ids (`old`), never losing both.

        On Lite one upsert per partition. On a server delete, then insert, and if the
        insert fails put the old rows back: Milvus 2.3's upsert misroutes rows of a
        partition-key collection (measured: the row is stored, filters on the user miss
        it), and an insert before the delete would be deleted with it (same id).
        """
        if self._lite:
            await self._insert(new, upsert=True, same_terms=same_terms)
            return
        swap = self._swaps.keep(asyncio.ensure_future(self._swap(new, old, same_terms)))
        await asyncio.shield(swap)

    async def _swap(
        self,
        new: Sequence[tuple[Memory, builtins.list[float]]],
        old: Sequence[tuple[Memory, builtins.list[float]]],
        same_terms: bool,
    ) -> None:
        """_replace on a server. Shielded by it: a caller cancelled between the delete and
        the insert (a usage flush cut short by shutdown) does not stop the insert, which
        would lose the rows; close() waits for swaps still running."""
        ids = filters.in_ids(m.id for m, _ in old if filters.is_memory_id(m.id))
        await self._delete(old[0][0].user_id, ids, same_terms)
        try:
            await self._insert(new, same_terms=same_terms)
        except StoreUnavailable:
            try:
                await self._insert(old, same_terms=same_terms)
            except StoreUnavailable:
                log.error("milvus: %d replaced rows lost (insert and restore failed)", len(old))
            raise

    async def _flush(self) -> None:
        """Milvus Lite keeps every insert call as one batch in its in-memory table until
        that reaches 128 MB, and every filtered search rebuilds a table from all those
        batches (pyarrow take over one chunk per insert): after 1,600 single writes a
        search took 10x as long. A flush turns them into per-partition segments (merged
        by Lite's own compaction), so searches stay fast under one-at-a-time writes.

        It runs on the store's one Lite thread like every other call, so no read runs
        while rows move from the table to segments: a write acknowledged is readable.
        A failed flush loses nothing (the rows are in Lite's write-ahead log); it is
        tried again on the next insert.
        """
        try:
            await self._rpc(self._need().flush, self._collection, lane=Lane.WRITE)
        except StoreUnavailable as exc:
            log.warning("milvus lite: flush failed, retried on the next write (%s)", exc)
            return
        self._unflushed = 0

    async def update(
        self,
        user_id: str,
        memory_id: str,
        patch: MemoryPatch,
        vector: Sequence[float] | None = None,
    ) -> Memory | None:
        """Raises InvalidMemory (nothing written) when the patched memory would not fit."""
        async with self._swapping(user_id):
            return await self._update(user_id, memory_id, patch, vector)

    async def _update(
        self,
        user_id: str,
        memory_id: str,
        patch: MemoryPatch,
        vector: Sequence[float] | None,
    ) -> Memory | None:
        rows = await self._rows(user_id, memory_id, with_vector=True)
        if not rows:
            return None
        row = rows[0]
        changes = patch.model_dump(exclude_none=True)
        memory = self._from_row(row).model_copy(update={**changes, "updated_at": now_ms()})
        if "content" in changes:
            memory = Memory.model_validate({**memory.model_dump(), "content_hash": ""})
        check_memory(memory)
        new = list(vector) if vector is not None else list(row["embedding"])
        await self._replace([(memory, new)], [(self._from_row(row), list(row["embedding"]))])
        return memory

    async def forget(self, user_id: str, memory_id: str) -> bool:
        """Under the user's row lock: a replacement read before it by another process
        would put the row back."""
        async with self._swapping(user_id):
            if not await self._rows(user_id, memory_id):
                return False
            expr = f"{filters.eq_id(memory_id)} and " + filters.eq_key(
                "user_key", filters.key_of(user_id)
            )
            await self._delete(user_id, expr)
            return True

    def _swapping(self, user_id: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Held around a read and the replacement of what was read (see row_lock)."""
        if self._lite or self.row_lock is None:
            return contextlib.nullcontext()
        return self.row_lock(user_id)

    async def touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        """One read and one write for the user's counted memories (a concurrent edit
        of one of them between the two may be lost: counters are written rarely)."""
        async with self._swapping(user_id):
            return await self._touch(user_id, usage)

    async def _touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        ids = [i for i in usage if filters.is_memory_id(i)][:_MAX_QUERY]
        if not ids:
            return 0
        expr = filters.in_ids(ids) + " and " + filters.eq_key("user_key", filters.key_of(user_id))
        rows = await self._query(user_id, expr, [*self._fields, "embedding"], len(ids))
        new, old = [], []
        for row in rows:
            prior = self._from_row(row)
            count, at = usage[prior.id]
            changed = prior.model_copy(
                update={
                    "access_count": prior.access_count + count,
                    "last_accessed": max(prior.last_accessed, at),
                }
            )
            vector = [float(x) for x in row["embedding"]]
            new.append((changed, vector))
            old.append((prior, vector))
        if new:
            await self._replace(new, old, same_terms=True)
        return len(new)

    async def _pages(self, batch: int) -> AsyncIterator[builtins.list[dict[str, Any]]]:
        """Every row of the collection, vectors included, a page at a time (by id: a row
        rewritten in place keeps its id, so it is never read twice)."""
        client = self._need()
        iterator = await self._call(
            client.query_iterator,
            self._collection,
            batch_size=batch,
            filter='id != ""',
            output_fields=[*self._fields, "embedding"],
            budget_s=_SCAN_PAGE_S,
        )
        try:
            while rows := await self._call(iterator.next, budget_s=_SCAN_PAGE_S):
                yield [dict(row) for row in rows]
        finally:
            with contextlib.suppress(StoreUnavailable):
                await self._call(iterator.close)

    async def reseal(self, batch: int = 500) -> int:
        """Rewrite every row not sealed with the cipher's current key (key rotation, or
        rows written before encryption was on): opened with any key of the ring, sealed
        with the primary, blind index rebuilt. Returns how many rows were rewritten. Run
        it with the sidecar stopped (`memproxy rotate-key`)."""
        current = self._cipher.key_id_of(self._cipher.seal("", "probe"))
        stale: list[tuple[Memory, builtins.list[float]]] = []
        async for rows in self._pages(batch):
            for row in rows:
                if self._cipher.key_id_of(str(row["content"])) != current:
                    vector = [float(x) for x in row["embedding"]]
                    stale.append((self._from_row(row), vector))
        for start in range(0, len(stale), batch):
            part = stale[start : start + batch]
            await self._replace(part, part)
        return len(stale)

    async def reembed(self, vectors: VectorsOf, batch: int = 256) -> tuple[int, int]:
        """Give every row the vector `vectors` makes of its content now, where that
        differs from the stored one (cosine under 0.9999): memories stored before their
        vector became the mean of their sentences', or by another embedding model of
        the same dimension. Everything else about a row is kept. Returns (rows read,
        rows rewritten); a second run rewrites none. Run it with the sidecar stopped
        (`memproxy reembed`)."""
        read = rewritten = 0
        async for rows in self._pages(batch):
            memories = [self._from_row(row) for row in rows]
            old = np.asarray([row["embedding"] for row in rows], dtype=np.float32)
            new = np.asarray(await vectors([m.content for m in memories]), dtype=np.float32)
            if new.shape != old.shape:
                raise ValueError(
                    f"the embedder makes {new.shape[-1]}-d vectors and the collection holds "
                    f"{old.shape[-1]}-d ones: for another dimension, export each user's "
                    "memories (memproxy memories export) and import them into a new collection"
                )
            moved = np.einsum("ij,ij->i", old, new) < _SAME_VECTOR
            by_user: dict[str, list[int]] = {}
            for n in np.flatnonzero(moved):
                by_user.setdefault(memories[n].user_id, []).append(int(n))
            for picked in by_user.values():
                await self._replace(
                    [(memories[n], new[n].tolist()) for n in picked],
                    [(memories[n], old[n].tolist()) for n in picked],
                    same_terms=True,
                )
            read += len(rows)
            rewritten += int(moved.sum())
            log.info("reembed: %d rows read, %d rewritten", read, rewritten)
        return read, rewritten

    async def prune_expired(self, now: int, limit: int) -> int:
        """Delete up to limit memories (any user) whose expires_at has passed."""
        if EXPIRES not in self._fields:
            return 0
        client = self._need()
        expr = f"{EXPIRES} > 0 and {EXPIRES} <= {int(now)}"
        level: dict[str, Any] = {} if self._lite else {"consistency_level": "Strong"}
        rows = await self._rpc(
            client.query, self._collection, filter=expr, output_fields=["id"], limit=limit, **level
        )
        ids = [str(r["id"]) for r in rows if filters.is_memory_id(str(r["id"]))]
        if not ids:
            return 0
        listed = filters.in_ids(ids)
        await self._rpc(
            client.delete, self._collection, filter=f"{listed} and {expr}", lane=Lane.WRITE
        )
        return len(ids)

    async def forget_by_scope(self, scope: Scope) -> int:
        expr = filters.scope_filter(
            scope.user_id,
            scope.project_id,
            all_projects=scope.project_id is None,
            include_archived=True,
        )
        async with self._swapping(scope.user_id):  # as forget()
            found = await self._count(scope.user_id, expr, scan=True)
            if found:
                await self._delete(scope.user_id, expr)
            return found

    async def _delete(self, user_id: str, expr: str, same_terms: bool = False) -> None:
        client = self._need()
        kwargs: dict[str, Any] = {"partition_name": self._partition(user_id)} if self._lite else {}
        try:
            self._written({user_id}, same_terms)
            await self._rpc(client.delete, self._collection, filter=expr, lane=Lane.WRITE, **kwargs)
            if not self._lite:
                await self._settle(user_id)
        finally:
            self._written({user_id}, same_terms)
            self._reread({user_id}, same_terms)
            self._announce({user_id}, same_terms)

    async def _settle(self, user_id: str) -> None:
        """A 2.3 server answers a delete without its timestamp, so a Session read after it
        waits for nothing and can still show the deleted rows (a forgotten pin stayed in
        the profile). One Strong read here, on the write path, makes the query nodes
        catch up with the delete, so the request path's Session and Bounded reads that
        follow see it without paying a time tick themselves."""
        key = filters.eq_key("user_key", filters.key_of(user_id))
        await self._query(user_id, key, ["id"], 1, level="Strong")

    def drop_cached_profiles(self) -> None:
        """Every cached profile answer goes (the next reads query Milvus)."""
        self._profiles.clear()

    def _written(self, users: set[str], same_terms: bool = False) -> None:
        """Cached reads of these users go stale; with same_terms (rows written again with
        their keyword text and status unchanged: a usage count, a re-embedding) the
        keyword index stays fresh, and only a read in flight is not kept."""
        for user_id in users:
            self._profiles.written(user_id)
            if same_terms:
                self._keywords.rewritten(user_id)
            else:
                self._keywords.written(user_id)

    def _reread(self, users: set[str], same_terms: bool) -> None:
        """After a write: the rows of users whose rows are held are read again now, in
        the background, so that their next request finds them current (a user in a
        conversation writes learned facts after every exchange). A usage count
        (same_terms) changes nothing a search reads."""
        if same_terms or self._client is None:
            return
        for user_id in users:
            cached = self._keywords.any(user_id)
            if cached is not None and cached.whole:
                self._read_in_background(user_id)

    def _announce(self, users: set[str], same_terms: bool) -> None:
        if self.on_write is not None and not same_terms:
            self.on_write(users)

    def written_elsewhere(self, users: Iterable[str]) -> None:
        """Another process wrote these users' memories (memproxy.store.feed): what this
        one holds of them (profile answers, keyword index, rows) is stale, and held rows
        are read again now. Their reads ask Strong for the next few seconds: a Session
        read sees this client's own writes only, and Milvus may answer from a query node
        that has not caught up with another client's write yet."""
        now = time.monotonic()
        if len(self._strong_until) > 4 * max(1, self._settings.keyword_cache_users):
            self._strong_until = {u: t for u, t in self._strong_until.items() if t > now}
        known = {u for u in users if self._keywords.known(u) or self._profiles.holds(u)}
        for user_id in known:
            self._strong_until[user_id] = now + _ELSEWHERE_STRONG_S
        self._written(known)
        self._reread(known, same_terms=False)

    def _level(self, user_id: str) -> Consistency:
        """A cached read's consistency: Session, or Strong just after another process
        wrote the user's memories."""
        return "Strong" if self._strong_until.get(user_id, 0.0) > time.monotonic() else "Session"

    # reads --------------------------------------------------------------------
    async def retrieve(self, query: SearchQuery) -> list[ScoredMemory]:
        """Top-k in the store's mode (hybrid: fused dense + BM25 order); every hit scored
        by its cosine to the query, kept when that is >= a positive threshold."""
        mode: hybrid.Mode = "hybrid" if self.retrieval_mode == "hybrid" else "dense"
        return await self.search(query, mode)

    async def search(
        self, query: SearchQuery, mode: hybrid.Mode, fusion: hybrid.Fusion | None = None
    ) -> builtins.list[ScoredMemory]:
        """retrieve() in a given mode and fusion (the evaluation compares them); a query
        without words, or a collection without BM25, searches dense. A threshold of 0 or
        below sets no floor: hybrid's top-k may hold a keyword match whose cosine is
        negative, and a caller asking for threshold 0 wants the whole top-k."""
        words = self._cipher.blind(keyword_query(query.text))
        if mode != "dense" and (not self._bm25 or not words):
            mode = "dense"
        fusion = fusion or hybrid.Fusion.of(self._settings)
        held = self._held(query)
        if held is not None:
            project = filters.optional_key_of(query.scope.project_id)
            types = {t.value for t in query.types}
            hits = search_held(
                held,
                query.vector,
                words.split(),
                project,
                types,
                query.limit,
                mode,
                fusion,
                query.rank_vector,
            )
            return self._scored(query, hits)
        expr = filters.scope_filter(
            query.scope.user_id,
            query.scope.project_id,
            include_archived=query.include_archived,
            types=query.types,
        )
        where = self._where(query.scope.user_id, "Strong" if query.fresh else "Bounded")
        if mode == "hybrid":
            return await self._hybrid(query, words, expr, where, fusion)
        rows: builtins.list[_Row]
        if mode == "dense":
            near = await self._dense_side(query, expr, where, query.limit)
            rows = [(e, cos, None, None) for e, _, cos in near]
        else:
            matched = await self._keyword_side(query, words, expr, where, query.limit)
            rows = [(e, cos, bm25, None) for e, _, cos, bm25 in matched]
        return self._scored(query, await self._own_cosines(query, rows, expr, where))

    async def _hybrid(
        self,
        query: SearchQuery,
        words: str,
        expr: str,
        where: dict[str, Any],
        fusion: hybrid.Fusion,
    ) -> builtins.list[ScoredMemory]:
        """The dense and the BM25 search (side by side on a server; Lite runs one call at
        a time), fused by memproxy (hybrid.fuse) on the cosines ranked by."""
        n = hybrid.depth(query.limit)
        terms = fusion.weighs_length  # the rows' keyword text is the prior's input
        dense, keyword = await asyncio.gather(
            self._dense_side(query, expr, where, n, terms),
            self._keyword_side(query, words, expr, where, n, terms),
        )
        entities = {e["id"]: e for e, _, _ in dense}
        ranked = {e["id"]: rank for e, rank, _ in dense}
        cosine = {e["id"]: cos for e, _, cos in dense}
        bm25: dict[str, float] = {}
        for entity, rank, cos, score in keyword:
            entities.setdefault(entity["id"], entity)
            ranked.setdefault(entity["id"], rank)
            if cosine.get(entity["id"]) is None:
                cosine[entity["id"]] = cos
            bm25[entity["id"]] = score
        fused = hybrid.fuse(
            [e["id"] for e, _, _ in dense],
            list(bm25),
            ranked,
            bm25,
            fusion,
            lengths={i: len(str(e.get(TERMS) or "").split()) for i, e in entities.items()},
        )
        rows = [(entities[i], cosine[i], bm25.get(i), f) for i, f in fused[: query.limit]]
        return self._scored(query, await self._own_cosines(query, rows, expr, where))

    def _scored(
        self,
        query: SearchQuery,
        rows: Sequence[tuple[dict[str, Any], float, float | None, float | None]],
    ) -> builtins.list[ScoredMemory]:
        """(entity, cosine, BM25 score, fused score) as hits; a positive threshold is a
        floor on the cosine."""
        return [
            ScoredMemory(
                memory=self._from_row(entity),
                score=min(1.0, cos),
                keyword_score=bm25,
                fused_score=fused,
            )
            for entity, cos, bm25, fused in rows
            if query.threshold <= 0 or cos >= query.threshold
        ]

    async def _dense_side(
        self, query: SearchQuery, expr: str, where: dict[str, Any], n: int, terms: bool = False
    ) -> builtins.list[tuple[dict[str, Any], float, float | None]]:
        """(entity, cosine ranked by, cosine to the query's vector) of the n nearest rows
        in the scope, best first. Ranked by a rank_vector, the one search asks for the
        question's own n nearest too (nq 2): a row among both has its cosine to the
        question, any other None (_own_cosines reads it). Returning the rows' vectors
        instead cost ~8 ms a search on the 2.3.5 server, ~17 ms p50 a user's first
        request (bench.latency, 2026-11-26). terms: the rows' keyword text too, whose
        words a hybrid search's length prior counts (hybrid.length_prior)."""
        moved = query.rank_vector is not None
        results = await self._rpc(
            self._need().search,
            self._collection,
            lane=Lane.READ if query.fresh else Lane.REQUEST,
            data=[query.rank_vector, query.vector] if moved else [query.vector],
            filter=expr,
            limit=n,
            output_fields=[*self._fields, TERMS] if terms else list(self._fields),
            search_params=_dense_params(n),
            **where,
        )
        if not results:
            return []
        own = {str(h["id"]): float(h["distance"]) for h in results[-1]}
        return [(h["entity"], float(h["distance"]), own.get(str(h["id"]))) for h in results[0]]

    async def _own_cosines(
        self, query: SearchQuery, rows: Sequence[_Row], expr: str, where: dict[str, Any]
    ) -> builtins.list[tuple[dict[str, Any], float, float | None, float | None]]:
        """The rows, each with its cosine to the question's own vector: those the searches
        did not give (ranked by a rank_vector, a row outside the question's own nearest:
        in about 3 of 10 searches of the real sets, 0.5 rows) asked in one more search,
        by id. A row gone meanwhile drops out."""
        missing = [str(e["id"]) for e, cos, _, _ in rows if cos is None]
        found: dict[str, float] = {}
        if missing:
            ids = filters.in_ids(missing)
            plain = query.model_copy(update={"rank_vector": None})
            near = await self._dense_side(plain, f"{ids} and {expr}", where, len(missing))
            found = {str(e["id"]): cos for e, cos, _ in near}
        return [
            (e, found[str(e["id"])] if cos is None else cos, bm25, fused)
            for e, cos, bm25, fused in rows
            if cos is not None or str(e["id"]) in found
        ]

    async def _keyword_side(
        self,
        query: SearchQuery,
        words: str,
        expr: str,
        where: dict[str, Any],
        n: int,
        terms: bool = False,
    ) -> builtins.list[tuple[dict[str, Any], float, float | None, float]]:
        """(entity, cosine ranked by, cosine to the query, BM25 score) of the n best
        keyword matches in the scope, best first: ranked by the user's own keyword index,
        then searched by id within the scope's filter (archived, project, types and
        expired rows drop out). A search, not a read by id: Milvus returns each row's
        cosine, and a filter this selective is searched exhaustively, not through the
        graph."""
        index = await self._keyword_index(query.scope.user_id, query.fresh)
        project = filters.optional_key_of(query.scope.project_id)
        want = hybrid.keyword_candidates(n)
        ranked = index.top(words.split(), want, project) if index is not None else []
        if not ranked:
            return []
        ids = filters.in_ids(i for i, _ in ranked)
        found = await self._dense_side(query, f"{ids} and {expr}", where, len(ranked), terms)
        by_id = {e["id"]: (e, rank, cos) for e, rank, cos in found}
        return [(*by_id[i], score) for i, score in ranked if i in by_id][:n]

    def _held(self, query: SearchQuery) -> UserRows | None:
        """The user's rows, when this search may run on them in-process: a request's
        search (not fresh: the admin API and deduplication ask Milvus, which also sees
        another process's writes at once), of active memories only, in a store with
        keyword text, and rows read since the user's last write here and within
        profile_cache_seconds; not while the store is disconnected (found dead: memory
        is unavailable then, as without held rows)."""
        if query.fresh or query.include_archived or not self._bm25 or self._client is None:
            return None
        held = self._keywords.fresh(query.scope.user_id)
        return held if held is not None and held.whole else None

    async def _keyword_index(self, user_id: str, fresh: bool) -> KeywordIndex | None:
        """The user's keyword index. A fresh search (the admin API, dedup) waits for a
        current one (read from after the user's last write); the request path takes the
        last one read, even stale, and never waits for a read (it starts one in the
        background: None the first time)."""
        cached = self._keywords.fresh(user_id)
        if cached is not None:
            if self._admitted(cached):
                self._read_in_background(user_id)
            return cached.keywords
        read = self._read_in_background(user_id)
        if not fresh:
            cached = self._keywords.any(user_id)
            return cached.keywords if cached is not None else None
        began = self._keyword_reads[user_id][1]
        rows = await asyncio.shield(read)
        if began != self._keywords.token(user_id):
            # that read was in flight before the user's last write and may have missed it:
            # the next one begins after this search did
            rows = await asyncio.shield(self._read_in_background(user_id))
        return rows.keywords

    def _row_cap(self) -> int:
        """The most active rows a user may have and be held (0: none held)."""
        return min(self._settings.row_cache_user_rows, self._settings.row_cache_rows)

    def _admitted(self, cached: UserRows) -> bool:
        """A user searched again whose index was read without their rows, though they
        have few enough to hold (their first read: see _read_keywords): read them whole
        now, in the background."""
        return not cached.whole and 0 < len(cached.keywords) <= self._row_cap()

    def _read_in_background(self, user_id: str) -> asyncio.Future[UserRows]:
        """The read of the user's rows in flight, started if none is."""
        started = self._keyword_reads.get(user_id)
        if started is None:
            started = (
                asyncio.ensure_future(self._read_keywords(user_id)),
                self._keywords.token(user_id),
            )
            self._keyword_reads[user_id] = started
            started[0].add_done_callback(self._keyword_read_done(user_id))
        return started[0]

    def _keyword_read_done(self, user_id: str) -> Callable[[asyncio.Future[UserRows]], None]:
        def done(read: asyncio.Future[UserRows]) -> None:
            if self._keyword_reads.get(user_id, (None, 0))[0] is read:
                del self._keyword_reads[user_id]
            if read.cancelled():
                return
            if read.exception() is not None:
                log.debug("a keyword index read failed: %s", read.exception())
            elif read.result().whole and self._keywords.written_since(user_id):
                # the user wrote while their held rows were read: read them again
                self._reread({user_id}, same_terms=False)

        return done

    async def _read_keywords(self, user_id: str) -> UserRows:
        """Every row of the user that is not archived: a search of archived memories
        (an admin's, include_archived) finds them by the dense side only, and the word
        statistics are those of what the user has now. With row_cache_user_rows, for a
        user read before (an entry is kept, fresh or stale), one query for the rows whole
        (fields and vectors, held when no more than that); otherwise, or past it, their
        id, keyword text and project only: one query, then page by page past its 16,384
        rows. A user's first read is of the keyword text only (~4.5 ms and 2 ms of CPU
        for 100 rows against ~15 and 10 whole): most users seen once are not seen again
        before their entry leaves, and their first request is no slower than with none
        held; their next search reads the rows whole (_admitted)."""
        token = self._keywords.token(user_id)
        expr = filters.eq_key("user_key", filters.key_of(user_id)) + " and archived == false"
        cap = self._row_cap()
        on = None if self._lite else self._reader
        level = self._level(user_id)
        read: UserRows | None = None
        if cap > 0 and self._keywords.known(user_id):
            fields = [*self._fields, TERMS, "project_key", "embedding"]
            found = await self._query(user_id, expr, fields, cap + 1, level=level, on=on)
            if 0 < len(found) <= cap:  # a user with no memories: Milvus sees their first
                read = await self._build(found, "embedding")
        if read is None:
            fields = ["id", TERMS, "project_key"]
            found = await self._query(user_id, expr, fields, _MAX_QUERY, level=level, on=on)
            if len(found) >= _MAX_QUERY:
                found = await self._query_all(user_id, expr, fields, level=level)
            read = await self._build(found, None)
        self._keywords.put(user_id, token, read)
        return read

    async def _build(self, found: builtins.list[dict[str, Any]], vector: str | None) -> UserRows:
        loop = asyncio.get_running_loop()
        build = UserRows.build
        return await loop.run_in_executor(
            self._reader.executor, build, found, TERMS, "project_key", vector
        )

    async def _query(
        self,
        user_id: str,
        expr: str,
        fields: builtins.list[str],
        limit: int,
        offset: int = 0,
        level: Consistency = "Strong",
        on: CallPool | None = None,
        lane: Lane = Lane.READ,
    ) -> builtins.list[dict[str, Any]]:
        client = self._need()
        rows = await self._rpc(
            client.query,
            self._collection,
            on=on,
            lane=lane,
            filter=expr,
            output_fields=fields,
            limit=limit,
            offset=offset,
            **self._where(user_id, level),
        )
        return [dict(r) for r in rows]

    async def _count(
        self, user_id: str, expr: str, level: Consistency = "Strong", scan: bool = False
    ) -> int:
        """Rows matching expr: one count(*), which no row limit caps (a plain query
        returns at most 16,384 rows). A scan (an admin read) has a page's budget: counting
        a large scope on Lite takes seconds."""
        client = self._need()
        budget = max(_SCAN_PAGE_S, self._settings.timeout_seconds) if scan else None
        rows = await self._call(
            client.query,
            self._collection,
            filter=expr,
            output_fields=["count(*)"],
            timeout=budget or self._settings.timeout_seconds,
            budget_s=budget,
            **self._where(user_id, level),
        )
        return int(rows[0]["count(*)"]) if rows else 0

    async def _query_all(
        self, user_id: str, expr: str, fields: builtins.list[str], level: Consistency = "Strong"
    ) -> builtins.list[dict[str, Any]]:
        """Every row matching expr, page by page (a plain query stops at 16,384 rows);
        each page is one call with its own timeout."""
        client = self._need()
        budget = max(_SCAN_PAGE_S, self._settings.timeout_seconds)
        iterator = await self._call(
            client.query_iterator,
            self._collection,
            batch_size=_ITER_BATCH,
            filter=expr,
            output_fields=fields,
            timeout=budget,
            budget_s=budget,
            **self._where(user_id, level),
        )
        rows: builtins.list[dict[str, Any]] = []
        try:
            while batch := await self._call(iterator.next, budget_s=budget):
                rows.extend(dict(r) for r in batch)
        finally:
            with contextlib.suppress(StoreUnavailable):
                await self._call(iterator.close)
        return rows

    async def _rows(
        self, user_id: str, memory_id: str, with_vector: bool = False
    ) -> builtins.list[dict[str, Any]]:
        if not filters.is_memory_id(memory_id):
            return []
        expr = f"{filters.eq_id(memory_id)} and " + filters.eq_key(
            "user_key", filters.key_of(user_id)
        )
        fields = [*self._fields, "embedding"] if with_vector else list(self._fields)
        return await self._query(user_id, expr, fields, 1)

    async def get(self, user_id: str, memory_id: str) -> Memory | None:
        rows = await self._rows(user_id, memory_id)
        return self._from_row(rows[0]) if rows else None

    async def get_vector(self, user_id: str, memory_id: str) -> builtins.list[float] | None:
        rows = await self._rows(user_id, memory_id, with_vector=True)
        return [float(x) for x in rows[0]["embedding"]] if rows else None

    async def list(self, query: ListQuery) -> builtins.list[Memory]:
        expr = filters.scope_filter(
            query.scope.user_id,
            query.scope.project_id,
            all_projects=query.all_projects,
            include_archived=query.include_archived,
            types=[query.type] if query.type else [],
        )
        keys = await self._query_all(query.scope.user_id, expr, ["id", "created_at"])
        keys.sort(key=lambda r: (-int(r["created_at"]), r["id"]))
        page = [r["id"] for r in keys[query.offset : query.offset + query.limit]]
        if not page:
            return []
        ids = filters.in_ids(i for i in page if filters.is_memory_id(i))
        rows = await self._query(
            query.scope.user_id, f"{ids} and {expr}", list(self._fields), len(page)
        )
        by_id = {r["id"]: self._from_row(r) for r in rows}
        return [by_id[i] for i in page if i in by_id]

    async def profile(
        self, scope: Scope, min_importance: int, limit: int, few: int = 0
    ) -> builtins.list[Memory]:
        """The scope's profile candidates (memproxy.pipeline.profile orders and bounds
        them): pinned memories, and preferences and constraints of min_importance; and
        all of its standing memories when it holds at most `few` of them."""
        if limit <= 0:
            return []
        key = (scope.user_id, scope.project_id, min_importance, limit, few)
        cached = self._profiles.get(key)
        if cached is not None:
            return builtins.list(cached)
        # The read finishes and fills the cache even when the request that asked stops
        # waiting (its memory deadline): else on a slow store (Lite at 100k memories,
        # 58 ms) every request of the user would start the same read again and none would
        # ever be served from the cache.
        read = self._profile_reads.keep(
            asyncio.ensure_future(self._read_profile(key, scope, min_importance, limit, few))
        )
        return builtins.list(await asyncio.shield(read))

    async def _read_profile(
        self, key: ProfileKey, scope: Scope, min_importance: int, limit: int, few: int
    ) -> builtins.list[Memory]:
        token = self._profiles.token()
        fields = list(self._fields)
        level = self._level(scope.user_id)
        wanted = filters.profile_filter(scope.user_id, scope.project_id, min_importance)
        request = Lane.REQUEST
        read = self._query(scope.user_id, wanted, fields, 4 * limit, level=level, lane=request)
        if few > 0:  # beside it, one row more than `few`: that many tells there are more
            expr = filters.standing_filter(scope.user_id, scope.project_id)
            more = self._query(scope.user_id, expr, fields, few + 1, level=level, lane=request)
            rows, standing = await asyncio.gather(read, more)
            if len(standing) <= few:
                rows += standing
        else:
            rows = await read
        found = builtins.list({m.id: m for m in map(self._from_row, rows)}.values())
        self._profiles.put(key, token, found)
        return found

    async def find_by_hash(self, scope: Scope, content_hash: str) -> builtins.list[Memory]:
        expr = f"{filters.scope_filter(scope.user_id, scope.project_id)} and " + filters.eq_key(
            "content_hash", content_hash
        )
        rows = await self._query(scope.user_id, expr, list(self._fields), 100)
        return [self._from_row(r) for r in rows]

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> Memory | None:
        row = await self._external_row(user_id, external_id, with_vector=False)
        return self._from_row(row) if row is not None else None

    async def _external_row(
        self, user_id: str, external_id: str, with_vector: bool = True
    ) -> dict[str, Any] | None:
        expr = " and ".join(
            [
                filters.eq_key("user_key", filters.key_of(user_id)),
                filters.eq_key("ext_key", filters.key_of(external_id)),
            ]
        )
        fields = [*self._fields, "embedding"] if with_vector else list(self._fields)
        rows = await self._query(user_id, expr, fields, 1)
        return rows[0] if rows else None

    async def count(self, user_id: str) -> int:
        expr = filters.eq_key("user_key", filters.key_of(user_id))
        return await self._count(user_id, expr, scan=True)

    # per-user quotas (memproxy.quota) -------------------------------------------------
    async def count_active(self, user_id: str) -> int:
        """The user's active (not archived) memories in every project: one count(*)."""
        return await self._count(
            user_id, filters.scope_filter(user_id, None, all_projects=True), "Session"
        )

    async def active_usage(self, user_id: str, with_content: bool) -> builtins.list[ActiveMemory]:
        """What a quota decision needs of each active memory (all of them, page by page);
        the content is read only with_content, to measure its bytes."""
        expr = filters.scope_filter(user_id, None, all_projects=True)
        fields = ["id", "importance", "access_count", "created_at"]
        wanted = [*fields, "content"] if with_content else fields
        rows = await self._query_all(user_id, expr, wanted, level="Session")
        return [
            ActiveMemory(
                id=str(r["id"]),
                importance=int(r["importance"]),
                access_count=int(r["access_count"]),
                created_at=int(r["created_at"]),
                size=content_bytes(self._cipher.open(str(r["content"]), f"{r['id']}:content"))
                if with_content
                else 0,
            )
            for r in rows
        ]


def create_collection(
    client: MilvusClient, name: str, s: MilvusSettings, lite: bool, with_terms: bool
) -> None:
    """The collection with its indexes (and, on Lite, its bucket partitions)."""
    schema = build_schema(s.dimension, partition_key=not lite, hybrid=with_terms)
    index = client.prepare_index_params()
    if lite:
        # The index is created apart, without waiting for it (sync=False): pymilvus's
        # wait first asks for a timestamp (AllocTimestamp), which Milvus Lite does not
        # implement, and grpc logs that as an ERROR traceback on every new database.
        # An index on an empty collection has nothing to wait for.
        index.add_index("embedding", index_type="FLAT", metric_type="COSINE")
        client.create_collection(name, schema=schema)
        client.create_index(name, index, sync=False)
        for bucket in range(s.num_partitions):
            client.create_partition(name, f"b{bucket}")
        return
    params = {"M": 16, "efConstruction": 200} if s.index_type == "HNSW" else {}
    index.add_index("embedding", index_type=s.index_type, metric_type="COSINE", params=params)
    client.create_collection(
        name,
        schema=schema,
        index_params=index,
        num_partitions=s.num_partitions,
        consistency_level="Strong",
    )


def _dense_params(limit: int) -> dict[str, Any]:
    return {"metric_type": "COSINE", "params": {"ef": max(64, limit * 4)}}
