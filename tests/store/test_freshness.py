"""The consistency a user's cached reads ask (memproxy.store.milvus.freshness): Bounded,
unless this process or another just wrote the user's memories."""

from __future__ import annotations

import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import Memory, Scope
from memproxy.store.milvus import MilvusStore, freshness
from memproxy.store.milvus.freshness import Freshness
from tests.kit.store import vec


def test_a_user_nobody_just_wrote_is_read_bounded() -> None:
    fresh = Freshness(MilvusSettings())
    assert fresh.level("bob") == "Bounded"


def test_a_write_here_asks_session_of_that_user_only_and_for_a_while(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    clock = [100.0]
    monkeypatch.setattr(freshness.time, "monotonic", lambda: clock[0])
    fresh = Freshness(MilvusSettings())
    fresh.written({"alice"})
    assert fresh.level("alice") == "Session"
    assert fresh.level("bob") == "Bounded"  # not behind alice's write
    clock[0] += freshness.STALENESS_S + 0.1
    assert fresh.level("alice") == "Bounded"


def test_a_write_elsewhere_asks_strong_before_session(monkeypatch: pytest.MonkeyPatch) -> None:
    fresh = Freshness(MilvusSettings())
    fresh.written({"alice"})
    monkeypatch.setattr(fresh.keywords, "known", lambda user: user == "alice")
    fresh.written_elsewhere(["alice"])
    assert fresh.level("alice") == "Strong"


def test_what_it_remembers_stays_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [0.0]
    monkeypatch.setattr(freshness.time, "monotonic", lambda: clock[0])
    fresh = Freshness(MilvusSettings(keyword_cache_users=2))
    for i in range(100):
        clock[0] = i * freshness.STALENESS_S  # each write outlives the one before
        fresh.written({f"user-{i}"})
    assert len(fresh._session_until) <= 4 * 2 + 1


async def test_a_profile_read_right_after_a_write_sees_it(server_store: MilvusStore) -> None:
    """Read your writes on a real server: the user just written reads Session."""
    scope = Scope(user_id="alice")
    assert await server_store.profile(scope, 4, 8, few=8) == []
    await server_store.store([(Memory(user_id="alice", content="Alice is vegan"), vec(1))])
    assert server_store.fresh.level("alice") == "Session"
    assert server_store.fresh.level("bob") == "Bounded"
    profile = await server_store.profile(scope, 4, 8, few=8)
    assert [m.content for m in profile] == ["Alice is vegan"]
