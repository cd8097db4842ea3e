"""The store's hold on its collection: the client, the call pool every Milvus call goes
through with its budgets, and what connecting found (the fields, the retrieval mode).

pymilvus calls are blocking: they run on the pool's threads (memproxy.store.milvus.pool),
never on the loop, and each carries its own timeout, so a dead server cannot hold a
thread for long (pymilvus otherwise retries an unreachable server for minutes).
"""

from __future__ import annotations

import builtins
import contextlib
import functools
from collections.abc import Callable
from typing import Any, TypeVar

from pymilvus import MilvusClient

from memproxy.config import MilvusSettings
from memproxy.crypto import Cipher
from memproxy.domain import Memory
from memproxy.store import hybrid
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus.placement import Consistency, Placement
from memproxy.store.milvus.pool import CallPool, Lane
from memproxy.store.schema import EXPIRES, FIELDS, from_row

T = TypeVar("T")
ITER_BATCH = 4096
"""Rows per query_iterator page: a full scan (list) reads every key, page by page."""
MAX_QUERY = 16_384
"""Milvus answers at most this many rows per query (offset + limit)."""
SCAN_PAGE_S = 30.0
"""Budget of one such page: admin reads only (never a request's), on a possibly busy host."""
PATIENT_TURN_S = 10.0
"""How long a call that no request waits for (a write, the quota's count before it, an
admin read) waits for its turn at least: queued behind others on a busy host is no
failure (the queue's length is bounded: memproxy.store.milvus.pool)."""
WRITE_RUN_S = 60.0
"""How long a write's call is waited for at most, past which its outcome is unknown (it
is read back: memproxy answers only what it knows was written)."""


class Core:
    def __init__(self, settings: MilvusSettings, cipher: Cipher, place: Placement) -> None:
        self.settings = settings
        self.cipher = cipher
        self.place = place
        self.collection = settings.collection
        self.pool = CallPool(place.threads, "milvus")
        """Every Milvus call, a request's reads first (memproxy.store.milvus.pool)."""
        self.reader = CallPool(1, "milvus-rows")
        """Reads of a user's rows, which no request waits for, where the placement
        reads them apart (Placement.keyword_pool), and the index built from them."""
        self.client: MilvusClient | None = None
        self.fields = [*FIELDS, EXPIRES]
        """What reads return: a collection made before retention has no expires_at."""
        self.decision: hybrid.Decision | None = None
        """The retrieval decision at connect (hybrid.decide_mode): the search mode, and
        whether every write fills the keyword text field (`terms`; in dense retrieval
        too, since a collection made for hybrid refuses rows without it)."""

    @property
    def bm25(self) -> bool:
        """Whether this store searches hybrid (the decision at connect)."""
        return self.decision is not None and self.decision.mode == "hybrid"

    @property
    def terms(self) -> bool:
        """Whether writes fill the keyword text field."""
        return self.decision is not None and self.decision.terms

    @property
    def keyword_paused(self) -> str | None:
        return self.place.keyword_pause(self.settings, self.bm25)

    @property
    def retrieval_mode(self) -> str:
        if self.decision is None:
            return "unknown"
        return "dense" if self.keyword_paused else self.decision.mode

    @property
    def retrieval_reason(self) -> str:
        if self.decision is None:
            return "not connected"
        return self.keyword_paused or self.decision.reason

    def need(self) -> MilvusClient:
        if self.client is None:
            raise StoreUnavailable("milvus: not connected")
        return self.client

    def from_row(self, row: dict[str, Any]) -> Memory:
        return from_row(row, self.cipher)

    async def call(
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
        budget = budget_s or self.settings.timeout_seconds
        pool = on or self.pool
        call = functools.partial(fn, *args, **kwargs)
        turn = budget if lane == Lane.REQUEST else max(PATIENT_TURN_S, 2 * budget)
        run = max(WRITE_RUN_S, 4 * budget) if lane == Lane.WRITE else budget
        return await pool.run(call, lane, turn, run)

    async def rpc(
        self,
        fn: Callable[..., T],
        *args: Any,
        on: CallPool | None = None,
        lane: Lane = Lane.READ,
        **kwargs: Any,
    ) -> T:
        """One pymilvus call with its own timeout: the pool thread is free again when the
        call ends (without one, pymilvus retries an unreachable server for minutes)."""
        timeout = self.settings.timeout_seconds
        return await self.call(fn, *args, on=on, lane=lane, timeout=timeout, **kwargs)

    async def probe(self) -> bool:
        """Whether the store answers, asked on the probe's own thread (never behind the
        queue): a slow call is not a dead store."""
        client, timeout = self.client, self.settings.timeout_seconds
        if client is None:
            return False
        try:
            await self.pool.probe(
                lambda: client.has_collection(self.collection, timeout=timeout), timeout
            )
            return True
        except StoreUnavailable:
            return False

    async def query(
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
        client = self.need()

        def read(**kwargs: Any) -> builtins.list[dict[str, Any]]:
            # the rows made dicts on the call's thread: pymilvus decodes its fields
            # lazily, on first access (a user's rows whole, 100 with their vectors:
            # ~4 ms of CPU), which on the loop held up every other request
            return [dict(r) for r in client.query(self.collection, **kwargs)]

        return await self.rpc(
            read,
            on=on,
            lane=lane,
            filter=expr,
            output_fields=fields,
            limit=limit,
            offset=offset,
            **self.place.where(user_id, level),
        )

    async def count(
        self, user_id: str, expr: str, level: Consistency = "Strong", scan: bool = False
    ) -> int:
        """Rows matching expr: one count(*), which no row limit caps (a plain query
        returns at most 16,384 rows). A scan (an admin read) has a page's budget: counting
        a large scope on Lite takes seconds."""
        client = self.need()
        budget = max(SCAN_PAGE_S, self.settings.timeout_seconds) if scan else None
        rows = await self.call(
            client.query,
            self.collection,
            filter=expr,
            output_fields=["count(*)"],
            timeout=budget or self.settings.timeout_seconds,
            budget_s=budget,
            **self.place.where(user_id, level),
        )
        return int(rows[0]["count(*)"]) if rows else 0

    async def query_all(
        self, user_id: str, expr: str, fields: builtins.list[str], level: Consistency = "Strong"
    ) -> builtins.list[dict[str, Any]]:
        """Every row matching expr, page by page (a plain query stops at 16,384 rows);
        each page is one call with its own timeout."""
        client = self.need()
        budget = max(SCAN_PAGE_S, self.settings.timeout_seconds)
        iterator = await self.call(
            client.query_iterator,
            self.collection,
            batch_size=ITER_BATCH,
            filter=expr,
            output_fields=fields,
            timeout=budget,
            budget_s=budget,
            **self.place.where(user_id, level),
        )
        rows: builtins.list[dict[str, Any]] = []
        try:
            while batch := await self.call(iterator.next, budget_s=budget):
                rows.extend(dict(r) for r in batch)
        finally:
            with contextlib.suppress(StoreUnavailable):
                await self.call(iterator.close)
        return rows

    def shutdown(self) -> None:
        self.pool.shutdown()
        self.reader.shutdown()
