"""Two processes counting usage of the same rows at once (two clients of one 2.3.5
server): with the row lock (memproxy.store.locks) every row stays; each replacement is
a delete, then an insert of the same id, and without it rows were lost for good."""

from __future__ import annotations

import asyncio

import pytest

from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, now_ms
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.base import StoreUnavailable
from memproxy.store.locks import RowLocks
from memproxy.store.milvus import MilvusStore
from tests.kit.store import vec


async def test_usage_counts_and_edits_from_two_processes_lose_no_row(
    server_store: MilvusStore, other_client: MilvusStore, state: SqliteStateStore
) -> None:
    one, two = server_store, other_client  # two processes
    one.row_lock = RowLocks(state, "process-1").hold
    two.row_lock = RowLocks(state, "process-2").hold
    stored = await one.store(
        [(Memory(user_id="alice", content=f"fact {i}"), vec(i)) for i in range(3)]
    )
    ids = [m.id for m in stored]

    async def count(store: MilvusStore, rounds: int) -> None:
        for k in range(rounds):
            await store.touch("alice", {i: (1, now_ms()) for i in ids[: 1 + k % 3]})

    async def edit(store: MilvusStore) -> None:
        for k in range(3):
            await store.update("alice", ids[2], MemoryPatch(importance=1 + k % 5))

    await asyncio.gather(count(one, 6), count(two, 6), count(one, 6), edit(two))
    found = await one.list(ListQuery(scope=Scope(user_id="alice"), limit=100))
    assert sorted(m.content for m in found) == ["fact 0", "fact 1", "fact 2"]
    # one at a time, so no count is lost either: fact 0 was counted in every round
    by_id = {m.id: m for m in found}
    assert by_id[ids[0]].access_count == 18 and by_id[ids[2]].importance == 3


async def test_a_lock_another_process_holds_is_waited_for_then_given_up(
    server_store: MilvusStore, state: SqliteStateStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    one = server_store
    (trip,) = await one.store([(Memory(user_id="alice", content="Lisbon in May"), vec(1))])
    assert await state.try_lock("rows:alice", "a dead process", 60_000)
    monkeypatch.setattr("memproxy.store.locks.WAIT_S", 0.3)
    one.row_lock = RowLocks(state, "process-1").hold
    with pytest.raises(StoreUnavailable):
        await one.update("alice", trip.id, MemoryPatch(importance=5))
    with pytest.raises(StoreUnavailable):
        await one.forget("alice", trip.id)
    assert await one.touch("bob", {}) == 0  # nothing to count: no lock needed either
    await state.unlock("rows:alice", "a dead process")
    updated = await one.update("alice", trip.id, MemoryPatch(importance=5))
    assert updated is not None and updated.importance == 5
    assert await one.forget("alice", trip.id) and await one.get("alice", trip.id) is None
    assert await state.try_lock("rows:alice", "another", 1000)  # freed after use
