"""Usage counters: counted on the request path without I/O, written in batches."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memproxy.config import IdentitySettings, MemorySettings, MilvusSettings
from memproxy.domain import Memory
from memproxy.lifecycle.usage import UsageTracker
from memproxy.metrics import Metrics
from memproxy.openai_apis import spec_for
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.milvus import MilvusStore
from tests.fakes import ListStore, WordEmbedder

DIM = 8


def vec(i: int) -> list[float]:
    return [1.0 if j == i else 0.0 for j in range(DIM)]


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[MilvusStore]:
    s = MilvusStore(MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM))
    await s.start()
    yield s
    await s.close()


class Clock:
    now = 1_000

    def __call__(self) -> int:
        return self.now


async def test_counts_are_written_at_the_flush_not_before(store: MilvusStore) -> None:
    a, b = await store.store(
        [
            (Memory(user_id="alice", content="Likes tea"), vec(0)),
            (Memory(user_id="alice", content="Lives in Oslo"), vec(1)),
        ]
    )
    (bobs,) = await store.store([(Memory(user_id="bob", content="Bob's"), vec(2))])
    clock, metrics = Clock(), Metrics()
    usage = UsageTracker(store, metrics, clock=clock)
    usage.seen("alice", [a.id, b.id])
    clock.now = 2_000
    usage.seen("alice", [a.id])
    usage.seen("alice", [a.id, bobs.id])  # another user's id: never counted for it
    got = await store.get("alice", a.id)
    assert got is not None and got.access_count == 0  # nothing written on the path
    assert await usage.flush() == 2
    a2, b2 = await store.get("alice", a.id), await store.get("alice", b.id)
    assert a2 is not None and (a2.access_count, a2.last_accessed) == (3, 2_000)
    assert b2 is not None and (b2.access_count, b2.last_accessed) == (1, 1_000)
    assert a2.updated_at == a.updated_at and a2.content == a.content  # usage is not an edit
    bob = await store.get("bob", bobs.id)
    assert bob is not None and bob.access_count == 0
    assert await usage.flush() == 0  # nothing pending
    usage.seen("alice", [a.id])
    await usage.flush()
    a3 = await store.get("alice", a.id)
    assert a3 is not None and a3.access_count == 4  # counts add up across flushes
    assert metrics.value("memproxy_lifecycle_total", {"action": "usage_written"}) == 3


async def test_a_failed_flush_is_counted_and_never_raises(tmp_path: Path) -> None:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "never.db"), dimension=DIM))
    metrics = Metrics()
    usage = UsageTracker(store, metrics)  # never started: every call fails
    usage.seen("alice", ["0" * 32])
    assert await usage.flush() == 0
    assert metrics.value("memproxy_errors_total", {"stage": "usage"}) == 1


def test_pending_is_bounded() -> None:
    metrics = Metrics()
    usage = UsageTracker(None, metrics, max_pending=2)  # type: ignore[arg-type]
    usage.seen("u", ["a", "b", "c"])
    usage.seen("u", ["a"])  # one already pending still counts
    assert usage.pending == 2
    assert metrics.value("memproxy_lifecycle_total", {"action": "usage_dropped"}) == 1


async def test_the_request_path_reports_what_it_injected() -> None:
    embedder, store = WordEmbedder(), ListStore()
    m = Memory(user_id="alice", content="alice budget for the hawaii trip is 10000")
    await store.add(embedder, m)
    await store.add(embedder, Memory(user_id="bob", content="bob budget for the hawaii trip"))
    seen: list[tuple[str, list[str]]] = []
    metrics = Metrics()
    retriever = Retriever(embedder, store, Rewriter("prepend"), metrics)  # type: ignore[arg-type]
    processor = RequestProcessor(
        MemorySettings(),
        IdentitySettings(),
        retriever,
        metrics,
        usage=lambda user, ids: seen.append((user, list(ids))),
    )
    body = json.dumps({"model": "m", "input": "what is my budget for the hawaii trip"})
    spec = spec_for("POST", "/v1/responses")
    assert spec is not None
    result = await processor.process(spec, {"x-user-id": "alice"}, body.encode())
    assert result.outcome == "injected"
    assert seen == [("alice", [m.id])]
