"""The Erasure contract, on every state store (tests/state/conftest.py): retention, where
each kind of record goes past its cut-off, and nothing younger, and nothing of another
kind (the clock is the caller's `before`); and forgetting a user or a project."""

from __future__ import annotations

import asyncio

import pytest

from memproxy.domain import now_ms
from memproxy.state.base import ResponseRecord, SessionKey, StateStore, StoredTurn
from tests.kit.state import drain, record, turns

DAY = 86_400_000
ALICE = SessionKey("alice", "s1")
BOB = SessionKey("bob", "s2", "proj")


def response(rid: str, created_at: int, prev: str = "") -> ResponseRecord:
    return ResponseRecord(
        response_id=rid,
        user_id="alice",
        previous_response_id=prev,
        input_items=[{"role": "user", "content": f"my secret {rid}"}],
        created_at=created_at,
    )


async def test_responses_older_than_the_cutoff_go(store: StateStore) -> None:
    now = now_ms()
    await store.save_response(response("old", now - 40 * DAY))
    await store.save_response(response("new", now, prev="old"))
    assert await store.prune("responses", now - 30 * DAY, 100) == 1
    assert await store.get_response("alice", "old") is None
    chain = await store.chain("alice", "new")
    assert chain is not None and [r.response_id for r in chain] == ["new"]
    assert await store.prune("responses", now - 30 * DAY, 100) == 0
    assert await store.prune("responses", now + DAY, 100) == 1  # the clock moved on
    assert await store.get_response("alice", "new") is None


async def test_responses_are_pruned_in_batches_of_limit(store: StateStore) -> None:
    now = now_ms()
    for i in range(5):
        await store.save_response(response(f"r{i}", now - 40 * DAY))
    assert await store.prune("responses", now, 2) == 2
    assert await store.prune("responses", now, 10) == 3


async def test_sessions_without_a_recent_turn_go_with_their_turns(store: StateStore) -> None:
    await store.append_turns(ALICE, [StoredTurn("user", "my pin is 4711")], 10)
    await store.append_turns(BOB, [StoredTurn("user", "I live in Oslo")], 10)
    now = now_ms()
    assert await store.prune("sessions", now - DAY, 100) == 0  # both active today
    assert len(await store.sessions_of("alice")) == 1
    assert await store.prune("sessions", now + DAY, 100) == 2  # a day later: idle
    assert await store.sessions_of("alice") == []
    assert await store.sessions_of("bob") == []
    assert await store.recent_turns(ALICE, 10) == []
    assert await store.recent_turns(BOB, 10) == []
    # the session starts afresh
    await store.append_turns(ALICE, [StoredTurn("user", "hello again")], 10)
    assert [t.text for t in await store.recent_turns(ALICE, 10)] == ["hello again"]


async def test_turns_older_than_the_cutoff_go_from_a_live_session(store: StateStore) -> None:
    now = now_ms()
    old = [StoredTurn("user", f"old {i}", created_at=now - 40 * DAY) for i in range(3)]
    await store.append_turns(ALICE, old, 100)
    await store.append_turns(ALICE, [StoredTurn("user", "new", created_at=now)], 100)
    assert await store.prune("turns", now - 30 * DAY, 100) == 3
    assert [t.text for t in await store.recent_turns(ALICE, 10)] == ["new"]
    assert await store.sessions_of("alice") == [ALICE]  # the session itself is live
    job = await store.flush(ALICE)  # what is left is still learned
    assert job is not None and [t.text for t in job.turns] == ["new"]


async def test_dead_jobs_go_and_live_jobs_stay(store: StateStore) -> None:
    dead = await store.append_turns(ALICE, [StoredTurn("user", "x")], 1)
    assert dead is not None
    claimed = await store.claim(60)
    assert claimed is not None and claimed.id == dead.id
    await store.dead_letter(dead.id, "boom")
    live = await store.append_turns(BOB, [StoredTurn("user", "y")], 1)
    assert live is not None
    now = now_ms()
    assert await store.prune("dead_jobs", now - DAY, 100) == 0
    assert await store.prune("dead_jobs", now + DAY, 100) == 1
    assert not await store.job_exists(dead.id)
    assert await store.job_exists(live.id)
    stats = await store.stats()
    assert (stats.dead, stats.pending) == (0, 1)


async def test_an_unknown_kind_is_refused(store: StateStore) -> None:
    with pytest.raises(ValueError, match="no retention"):
        await store.prune("everything", 0, 1)  # type: ignore[arg-type]


async def test_forget_removes_everything_of_the_scope_and_nothing_else(store: StateStore) -> None:
    in_project = SessionKey("alice", "s1", "proj")
    await store.save_response(record("r1"))
    await store.save_response(record("r2", project="proj"))
    await store.save_response(record("rb", user="bob"))
    await store.append_turns(ALICE, turns("a", "b"), 1)
    await store.append_turns(in_project, turns("p"), 1)
    await store.append_turns(BOB, turns("bob's"), 1)

    removed = await store.forget("alice", "proj")
    assert removed >= 3  # r2, the turn, its job
    assert await store.get_response("alice", "r2") is None
    assert await store.get_response("alice", "r1") is not None
    assert await store.recent_turns(in_project, 5) == []

    await store.forget("alice")
    assert await store.get_response("alice", "r1") is None
    assert await store.sessions_of("alice") == []
    assert await store.recent_turns(ALICE, 5) == []
    left = await drain(store)
    assert [j.key.user_id for j in left] == ["bob"]
    assert await store.get_response("bob", "rb") is not None
    # the forgotten session starts again from scratch
    job = await store.append_turns(ALICE, turns("new"), 1)
    assert job is not None and [t.text for t in job.turns] == ["new"]


async def test_forgetting_a_project_frees_its_users_later_jobs(store: StateStore) -> None:
    await store.append_turns(SessionKey("alice", "s1", "p1"), turns("one"), 1)
    await store.append_turns(SessionKey("alice", "s2"), turns("two"), 1)
    first = await store.claim(60)
    assert first is not None and first.key.project_id == "p1"
    await store.retry(first.id, "later", 30)
    assert await store.claim(60) is None
    await store.forget("alice", "p1")
    left = await store.claim(60)
    assert left is not None and left.key == SessionKey("alice", "s2")


async def test_a_forgotten_session_is_never_flushed(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("I live in Lisbon"), 10)
    await store.append_turns(BOB, turns("I live in Oslo"), 10)
    await store.forget("alice")
    await asyncio.sleep(0.25)
    (job,) = await store.flush_idle(0.2)
    assert job.key == BOB
