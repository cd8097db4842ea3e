"""Where a user's rows live, and everything else that differs between Milvus Lite (a
local file) and a Milvus server (a URI): the one place that tells them apart.

On a server, the hashed user id is the partition key (HNSW, COSINE), reads ask a
consistency level, four calls run at once, a replacement is a delete then an insert
under the user's row lock, and a delete is followed by one Strong read. Milvus Lite's
partition key does not narrow what a filtered search scans (321 ms at 100k rows,
measured), so each user's rows go in one of N explicit partitions (a bucket of the user
key) and searches name it; its calls run one at a time (its flush moves rows while no
read runs), an upsert replaces in place, inserts are flushed every few calls, and past
lite_keyword_max_rows auto retrieval searches dense.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any, Literal, Protocol

from pymilvus import MilvusClient

from memproxy.config import MilvusSettings
from memproxy.domain import Memory
from memproxy.store import filters, hybrid
from memproxy.store.milvus.pool import CallPool
from memproxy.store.schema import build_schema

log = logging.getLogger(__name__)
Consistency = Literal["Strong", "Session", "Bounded"]
Rows = Sequence[tuple[Memory, list[float]]]
RowLock = Callable[[str], contextlib.AbstractAsyncContextManager[None]]
Insert = Callable[[Rows, bool, bool], Awaitable[None]]
"""(rows, upsert, same_terms): the store's insert."""
Swap = Callable[[Rows, Rows, bool], Awaitable[None]]
"""(new, old, same_terms): a delete, then an insert (restoring `old` if it fails)."""


class Placement(Protocol):
    threads: int
    """Milvus calls run at once."""

    def connect(self, s: MilvusSettings) -> MilvusClient: ...

    def create(self, client: MilvusClient, name: str, s: MilvusSettings, terms: bool) -> None:
        """The collection with its indexes (and on Lite its bucket partitions)."""

    def counted(self, client: MilvusClient, name: str, exists: bool, bm25: bool) -> None:
        """At connect: take stock of the rows (Lite's keyword pause counts them)."""

    def warm_where(self) -> dict[str, Any]:
        """Where the warm-up search at connect looks."""

    def where(self, user_id: str, level: Consistency = "Strong") -> dict[str, Any]:
        """A read of the user's rows: its partition, or its consistency level.

        On a server, Strong waits for the query nodes to catch up with the write clock
        (up to a time tick, ~200 ms, on every read): right for dedup and the admin API's
        read-your-writes across replicas, too slow for a request's deadline, which reads
        Bounded. Session waits only for this client's own last write: the quota's counts,
        read before every write, see what this sidecar wrote without paying a time tick
        each (another replica's writes of the last moment may be missed: a quota can be
        overshot by those, never without bound)."""

    def partition(self, user_id: str) -> str:
        """The partition a write of the user's rows names ("" for none)."""

    def scan_where(self) -> dict[str, Any]:
        """A read across users (expired rows)."""

    def keyword_pool(self, reader: CallPool) -> CallPool | None:
        """Where a user's rows are read ahead (None: the store's own pool)."""

    def locked(
        self, user_id: str, lock: RowLock | None
    ) -> contextlib.AbstractAsyncContextManager[None]:
        """Held around a read and the replacement of what was read."""

    def keyword_pause(self, s: MilvusSettings, bm25: bool) -> str | None:
        """Why auto retrieval searches dense for now (None: it does not)."""

    async def inserted(
        self, rows: int, calls: int, upsert: bool, flush: Callable[[], Awaitable[bool]]
    ) -> None:
        """After an insert of `rows` rows in `calls` calls."""

    async def replace(
        self, new: Rows, old: Rows, same_terms: bool, insert: Insert, swap: Swap
    ) -> None:
        """Put `new` in place of the rows with the same ids (`old`), never losing both."""

    async def deleted(self, settle: Callable[[], Awaitable[None]]) -> None:
        """After a delete of a user's rows."""


class Lite:
    threads = 1

    def __init__(self, s: MilvusSettings) -> None:
        self._buckets = s.num_partitions
        self._rows = 0
        """Rows in the collection at connect plus those inserted since (a delete is
        counted at the next connect); what lite_keyword_max_rows is held to."""
        self._unflushed = 0
        """Insert calls since the last flush."""
        self._settings = s
        self._bm25 = False

    def connect(self, s: MilvusSettings) -> MilvusClient:
        Path(s.uri).parent.mkdir(parents=True, exist_ok=True)
        # no keepalive pings: Lite's server (gRPC's defaults) answers pymilvus's, every
        # 10 s, with GOAWAY too_many_pings, which gRPC logs after minutes of idling
        return MilvusClient(s.uri, grpc_options={"grpc.keepalive_time_ms": 2**31 - 1})

    def create(self, client: MilvusClient, name: str, s: MilvusSettings, terms: bool) -> None:
        # The index is created apart, without waiting for it (sync=False): pymilvus's
        # wait first asks for a timestamp (AllocTimestamp), which Milvus Lite does not
        # implement, and grpc logs that as an ERROR traceback on every new database.
        # An index on an empty collection has nothing to wait for.
        schema = build_schema(s.dimension, partition_key=False, hybrid=terms)
        index = client.prepare_index_params()
        index.add_index("embedding", index_type="FLAT", metric_type="COSINE")
        client.create_collection(name, schema=schema)
        client.create_index(name, index, sync=False)
        for bucket in range(s.num_partitions):
            client.create_partition(name, f"b{bucket}")

    def counted(self, client: MilvusClient, name: str, exists: bool, bm25: bool) -> None:
        self._bm25 = bm25
        if bm25:
            self._rows = 0
            stats = client.get_collection_stats(name) if exists else {}
            self._count(int(stats.get("row_count", 0)))

    def warm_where(self) -> dict[str, Any]:
        return {"partition_names": ["b0"]}

    def where(self, user_id: str, level: Consistency = "Strong") -> dict[str, Any]:
        return {"partition_names": [self.partition(user_id)]}

    def partition(self, user_id: str) -> str:
        return f"b{int(filters.key_of(user_id)[:8], 16) % self._buckets}"

    def scan_where(self) -> dict[str, Any]:
        return {}

    def keyword_pool(self, reader: CallPool) -> CallPool | None:
        return None  # every call goes through the one thread

    def locked(
        self, user_id: str, lock: RowLock | None
    ) -> contextlib.AbstractAsyncContextManager[None]:
        return contextlib.nullcontext()  # one process per file

    def keyword_pause(self, s: MilvusSettings, bm25: bool) -> str | None:
        if not bm25:
            return None
        return hybrid.lite_keyword_pause(s.retrieval, self._rows, s.lite_keyword_max_rows)

    def _count(self, added: int) -> None:
        """Count rows written (past lite_keyword_max_rows auto searches dense)."""
        before = self.keyword_pause(self._settings, self._bm25)
        self._rows += added
        after = self.keyword_pause(self._settings, self._bm25)
        if (before is None) != (after is None):
            log.warning("retrieval: %s", after or "hybrid again")

    async def inserted(
        self, rows: int, calls: int, upsert: bool, flush: Callable[[], Awaitable[bool]]
    ) -> None:
        """Milvus Lite keeps every insert call as one batch in its in-memory table until
        that reaches 128 MB, and every filtered search rebuilds a table from all those
        batches: after 1,600 single writes a search took 10x as long. A flush every
        lite_flush_every calls turns them into per-partition segments (merged by Lite's
        own compaction), so searches stay fast under one-at-a-time writes. A failed
        flush loses nothing (the rows are in Lite's write-ahead log); it is tried again
        after the next insert."""
        if not upsert:
            self._count(rows)
        self._unflushed += calls
        if self._unflushed >= self._settings.lite_flush_every and await flush():
            self._unflushed = 0

    async def replace(
        self, new: Rows, old: Rows, same_terms: bool, insert: Insert, swap: Swap
    ) -> None:
        await insert(new, True, same_terms)  # one upsert per partition

    async def deleted(self, settle: Callable[[], Awaitable[None]]) -> None:
        return None


class Server:
    threads = 4

    def __init__(self, s: MilvusSettings) -> None:
        self._settings = s

    def connect(self, s: MilvusSettings) -> MilvusClient:
        return MilvusClient(s.uri, token=s.token.get_secret_value(), timeout=s.timeout_seconds)

    def create(self, client: MilvusClient, name: str, s: MilvusSettings, terms: bool) -> None:
        schema = build_schema(s.dimension, partition_key=True, hybrid=terms)
        index = client.prepare_index_params()
        params = {"M": 16, "efConstruction": 200} if s.index_type == "HNSW" else {}
        index.add_index("embedding", index_type=s.index_type, metric_type="COSINE", params=params)
        client.create_collection(
            name,
            schema=schema,
            index_params=index,
            num_partitions=s.num_partitions,
            consistency_level="Strong",
        )

    def counted(self, client: MilvusClient, name: str, exists: bool, bm25: bool) -> None:
        return None

    def warm_where(self) -> dict[str, Any]:
        return {}

    def where(self, user_id: str, level: Consistency = "Strong") -> dict[str, Any]:
        return {"consistency_level": level}

    def partition(self, user_id: str) -> str:
        return ""  # the partition key places the row

    def scan_where(self) -> dict[str, Any]:
        return {"consistency_level": "Strong"}

    def keyword_pool(self, reader: CallPool) -> CallPool | None:
        """A user's rows whole, 100 of them, cost ~15 ms and 10 ms of CPU: read on a
        thread of their own, they never queue before a request's own calls."""
        return reader

    def locked(
        self, user_id: str, lock: RowLock | None
    ) -> contextlib.AbstractAsyncContextManager[None]:
        return lock(user_id) if lock is not None else contextlib.nullcontext()

    def keyword_pause(self, s: MilvusSettings, bm25: bool) -> str | None:
        return None

    async def inserted(
        self, rows: int, calls: int, upsert: bool, flush: Callable[[], Awaitable[bool]]
    ) -> None:
        return None

    async def replace(
        self, new: Rows, old: Rows, same_terms: bool, insert: Insert, swap: Swap
    ) -> None:
        """A delete, then an insert, and if the insert fails the old rows put back:
        Milvus 2.3's upsert misroutes rows of a partition-key collection (measured: the
        row is stored, filters on the user miss it), and an insert before the delete
        would be deleted with it (same id)."""
        await swap(new, old, same_terms)

    async def deleted(self, settle: Callable[[], Awaitable[None]]) -> None:
        await settle()


def placement_for(s: MilvusSettings) -> Placement:
    return Server(s) if s.is_server else Lite(s)


def create_collection(
    client: MilvusClient, name: str, s: MilvusSettings, lite: bool, with_terms: bool
) -> None:
    """The collection with its indexes (and, on Lite, its bucket partitions)."""
    placement: Placement = Lite(s) if lite else Server(s)
    placement.create(client, name, s, with_terms)
