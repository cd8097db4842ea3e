"""The ResponseChains contract, on every state store (tests/state/conftest.py)."""

from __future__ import annotations

import asyncio
import json

import pytest

from memproxy.state.base import ResponseChains, ResponseRecord, SessionKey, StateStore
from tests.kit.state import record, turns

ALICE = SessionKey("alice", "s1")


async def test_response_round_trip_is_scoped_to_its_user(store: ResponseChains) -> None:
    await store.save_response(record("resp_1"))
    got = await store.get_response("alice", "resp_1")
    assert got is not None
    assert got.input_items == [{"role": "user", "content": "q resp_1"}]
    assert got.output_items[0]["content"][0]["text"] == "resp_1"
    assert got.created_at > 0
    assert await store.get_response("bob", "resp_1") is None
    assert await store.chain("bob", "resp_1") is None


async def test_lone_surrogates_are_recorded(store: StateStore) -> None:
    """A client's escaped \\ud800 reaches turns (U+FFFD) and chains (the escape kept);
    UTF-8-only SQLite and Redis refused it and the exchange was never learned (issue 14)."""
    item = json.loads('{"role": "user", "content": "budget \\ud800"}')
    await store.save_response(
        ResponseRecord(response_id="resp_s", user_id="alice", input_items=[item])
    )
    got = await store.get_response("alice", "resp_s")
    assert got is not None and got.input_items == [item]
    await store.append_turns(ALICE, turns(item["content"], "ok \udfff"), 10)
    assert [t.text for t in await store.recent_turns(ALICE, 5)] == ["budget \ufffd", "ok \ufffd"]


async def test_chain_is_oldest_first_and_bounded(store: ResponseChains) -> None:
    for i in range(1, 6):
        await store.save_response(record(f"r{i}", prev=f"r{i - 1}" if i > 1 else ""))
    chain = await store.chain("alice", "r5")
    assert chain is not None
    assert [r.response_id for r in chain] == ["r1", "r2", "r3", "r4", "r5"]
    short = await store.chain("alice", "r5", max_depth=2)
    assert short is not None
    assert [r.response_id for r in short] == ["r4", "r5"]
    assert await store.chain("alice", "unknown") is None


async def test_chain_survives_a_cycle(store: ResponseChains) -> None:
    await store.save_response(record("a", prev="b"))
    await store.save_response(record("b", prev="a"))
    chain = await asyncio.wait_for(store.chain("alice", "a"), 5)
    assert chain is not None
    assert sorted(r.response_id for r in chain) == ["a", "b"]


async def test_chain_never_crosses_into_another_users_responses(store: ResponseChains) -> None:
    await store.save_response(record("secret", user="bob"))
    await store.save_response(record("mine", prev="secret", user="alice"))
    chain = await store.chain("alice", "mine")
    assert chain is not None
    assert [r.response_id for r in chain] == ["mine"]


@pytest.mark.parametrize(
    "user_id",
    ["a:b", "a*", "{x}", "user\nnewline", "ユーザー", "x" * 5000, "'; DROP TABLE jobs; --"],
)
async def test_hostile_ids_stay_isolated(store: StateStore, user_id: str) -> None:
    await store.save_response(record("r", user=user_id))
    await store.append_turns(SessionKey(user_id, "s"), turns("my pin is 4711"), 10)
    assert await store.get_response(user_id, "r") is not None
    for other in ("a", "", "*", "alice"):
        if other != user_id:
            assert await store.get_response(other, "r") is None
            assert await store.sessions_of(other) == []
    assert [t.text for t in await store.recent_turns(SessionKey(user_id, "s"), 5)] == [
        "my pin is 4711"
    ]
