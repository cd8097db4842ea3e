"""The current-state part of the StateStore contract (context compression), both backends."""

from __future__ import annotations

import asyncio

from memproxy.state.base import SessionKey, StateStore, StoredTurn
from memproxy.state.session_state import SessionState, anchor_of

ALICE = SessionKey("alice", "s1")


def state(upto: int, topic: str = "trip") -> SessionState:
    return SessionState(upto, anchor_of([("q", "a")]), {"topic": topic}, 1)


async def test_a_state_is_kept_per_session_and_user(store: StateStore) -> None:
    assert await store.load_state(ALICE) is None
    assert await store.save_state(ALICE, state(10), 60)
    assert await store.load_state(ALICE) == state(10)
    assert await store.load_state(SessionKey("bob", "s1")) is None
    assert await store.load_state(SessionKey("alice", "s2")) is None
    assert await store.load_state(SessionKey("alice", "s1", "project-x")) is None


async def test_an_older_state_never_replaces_a_newer_one(store: StateStore) -> None:
    assert await store.save_state(ALICE, state(20, "new"), 60)
    assert not await store.save_state(ALICE, state(10, "old"), 60)
    assert (await store.load_state(ALICE)) == state(20, "new")
    assert await store.save_state(ALICE, state(20, "same version, rewritten"), 60)
    assert await store.save_state(ALICE, state(30, "newer"), 60)
    assert (await store.load_state(ALICE)) == state(30, "newer")


async def test_a_state_expires_after_its_ttl(store: StateStore) -> None:
    assert await store.save_state(ALICE, state(20), 0.05)
    await asyncio.sleep(0.2)
    assert await store.load_state(ALICE) is None
    assert await store.save_state(ALICE, state(10), 60)  # an expired one holds nothing back
    assert await store.load_state(ALICE) == state(10)


async def test_forgetting_a_user_removes_the_states(store: StateStore) -> None:
    for key in (ALICE, SessionKey("alice", "s2", "p"), SessionKey("bob", "s1")):
        await store.append_turns(key, [StoredTurn("user", "hi")], 100)
        assert await store.save_state(key, state(1), 60)
    await store.forget("alice", "p")
    assert await store.load_state(SessionKey("alice", "s2", "p")) is None
    assert await store.load_state(ALICE) == state(1)
    await store.forget("alice")
    assert await store.load_state(ALICE) is None
    assert await store.load_state(SessionKey("bob", "s1")) == state(1)


def test_a_stored_state_that_is_not_one_reads_as_none() -> None:
    assert SessionState.from_json("not json") is None
    assert SessionState.from_json('{"upto": "x", "anchor": "a", "data": {}}') is None
    assert SessionState.from_json('{"upto": -1, "anchor": "a", "data": {}}') is None
    assert SessionState.from_json(state(3).to_json()) == state(3)
