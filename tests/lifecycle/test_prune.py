"""The pruner: every kind past its retention goes, on a clock the test controls; a
failing kind is counted and the others still go."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from memproxy.config import DAY_MS, MilvusSettings, RetentionSettings
from memproxy.domain import Memory, now_ms
from memproxy.lifecycle.prune import Pruner
from memproxy.lifecycle.retention import Target, targets
from memproxy.metrics import Metrics
from memproxy.state.base import ResponseRecord, SessionKey, StoredTurn
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.milvus import MilvusStore

DIM = 8


@dataclass
class Clock:
    now: int

    def __call__(self) -> int:
        return self.now


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[SqliteStateStore, MilvusStore]]:
    state = SqliteStateStore(tmp_path / "state.db")
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM))
    await state.start()
    await store.start()
    yield state, store
    await store.close()
    await state.close()


async def test_each_kind_goes_once_past_its_retention(
    stores: tuple[SqliteStateStore, MilvusStore],
) -> None:
    state, store = stores
    start = now_ms()
    key = SessionKey("alice", "s1")
    await state.save_response(ResponseRecord("r1", "alice", created_at=start))
    await state.append_turns(key, [StoredTurn("user", "my pin is 4711")], 10)
    job = await state.append_turns(SessionKey("bob", "s"), [StoredTurn("user", "x")], 1)
    assert job is not None and await state.claim(60) is not None
    await state.dead_letter(job.id, "boom")
    vector = [1.0] + [0.0] * (DIM - 1)
    expiring = Memory(user_id="alice", content="Rome", expires_at=start + DAY_MS)
    (memory,) = await store.store([(expiring, vector)])
    settings = RetentionSettings(responses_days=1, sessions_days=2, turns_days=3, dead_jobs_days=4)
    metrics = Metrics()
    clock = Clock(start)
    pruner = Pruner(targets(settings, state, store.prune_expired), metrics, clock=clock)

    assert set((await pruner.run_once()).values()) == {0}  # nothing is old yet
    clock.now = start + DAY_MS + 1000
    removed = await pruner.run_once()
    assert removed == {"memories": 1, "responses": 1, "sessions": 0, "turns": 0, "dead_jobs": 0}
    assert await store.get("alice", memory.id) is None
    clock.now = start + 4 * DAY_MS + 1000
    removed = await pruner.run_once()
    # the sessions took their turns with them
    assert removed == {"memories": 0, "responses": 0, "sessions": 2, "turns": 0, "dead_jobs": 1}
    assert await state.sessions_of("alice") == []
    assert (await state.stats()).dead == 0
    for kind, n in {"memories": 1, "responses": 1, "sessions": 2, "dead_jobs": 1}.items():
        assert metrics.value("memproxy_pruned_total", {"kind": kind}) == n


async def test_a_failing_kind_is_counted_and_the_others_run() -> None:
    calls: list[tuple[int, int]] = []

    async def broken(before: int, limit: int) -> int:
        raise ConnectionError("store down")

    async def many(before: int, limit: int) -> int:
        calls.append((before, limit))
        return limit if len(calls) < 3 else 1  # a backlog: full batches, then the rest

    metrics = Metrics()
    pruner = Pruner(
        [Target("a", 0, broken), Target("b", 10, many), Target("kept", None, broken)],
        metrics,
        batch=5,
        clock=lambda: 100,
    )
    assert await pruner.run_once() == {"a": 0, "b": 11}
    assert calls == [(90, 5)] * 3
    assert metrics.value("memproxy_errors_total", {"stage": "prune"}) == 1
    assert metrics.value("memproxy_pruned_total", {"kind": "b"}) == 11


async def test_a_backlog_drains_over_several_runs() -> None:
    async def endless(before: int, limit: int) -> int:
        return limit

    pruner = Pruner([Target("x", 0, endless)], Metrics(), batch=10, max_rounds=3)
    assert await pruner.run_once() == {"x": 30}
