"""A user's first request in a process (memproxy.store.milvus.keyword_reads, cold): their
rows read whole in one query, held, and the profile and the hybrid search answered from
them, where before the profile asked two queries and the search one or two, with no
keyword side at all. Two first requests of one user read once; a write while the read
runs is not lost; never another user's rows. Lite and the 2.3.5 server."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from memproxy.domain import Memory, MemoryType, Scope, SearchQuery
from memproxy.store import filters
from memproxy.store.milvus import MilvusStore
from memproxy.store.milvus import keyword_reads as reads_module
from memproxy.store.milvus.freshness import Freshness
from memproxy.store.rows import UserRows
from tests.kit.store import open_store, settled, vec

ALICE = [
    ("My Lisbon trip moved to June", MemoryType.SEMANTIC, {}),
    ("I prefer window seats on flights", MemoryType.PREFERENCE, {}),
    ("Never book me a red-eye flight", MemoryType.CONSTRAINT, {}),
    ("My sister lives in Lisbon near the river", MemoryType.EPISODIC, {}),
    ("Call me Ali", MemoryType.EPISODIC, {"pinned": True}),
]


@pytest.fixture
def calls(store: MilvusStore, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The Milvus calls the store makes from now on (query, search)."""
    made: list[str] = []
    client = store.core.need()
    for name in ("query", "search"):
        original = getattr(client, name)

        def counted(*args: Any, _name: str = name, _fn: Any = original, **kw: Any) -> Any:
            made.append(_name)
            return _fn(*args, **kw)

        monkeypatch.setattr(client, name, counted)
    return made


async def _seed(store: MilvusStore, user: str, offset: int = 0) -> list[Memory]:
    return await store.store(
        [
            (Memory(user_id=user, content=text, type=kind, importance=4, metadata=meta), vec(i))
            for i, (text, kind, meta) in enumerate(ALICE, start=offset)
        ]
    )


async def _cold(store: MilvusStore, *users: str) -> None:
    """Drop what the store holds of these users (a new process), once Milvus shows a
    read of theirs every row written (a server's reads may lag a write a moment)."""
    await settled(store)
    for user in users:
        expr = filters.scope_filter(user, None, all_projects=True)
        for _ in range(250):
            wanted = await store.core.count(user, expr, "Strong")
            seen = await store.core.query(user, expr, ["id"], 100, level=store.fresh.level(user))
            if len(seen) == wanted:
                break
            await asyncio.sleep(0.02)
    new = Freshness(store.settings)  # what a new process holds: nothing
    store.fresh.keywords, store.fresh.profiles = new.keywords, new.profiles


def _request(user: str, text: str = "Lisbon trip", seed: int = 0) -> SearchQuery:
    return SearchQuery(
        scope=Scope(user_id=user), vector=vec(seed), text=text, limit=5, threshold=-1, fresh=False
    )


async def _first_request(store: MilvusStore, user: str) -> tuple[list[Any], list[Memory]]:
    """What a request asks of the store: the search and the profile, side by side."""
    hits, profile = await asyncio.gather(
        store.retrieve(_request(user)), store.profile(Scope(user_id=user), 4, 8, 8)
    )
    return hits, profile


async def test_a_first_request_is_answered_from_one_read_and_warms_the_user(
    store: MilvusStore, calls: list[str]
) -> None:
    stored = await _seed(store, "alice")
    await _cold(store, "alice")
    calls.clear()
    hits, profile = await _first_request(store, "alice")
    assert calls == ["query"]  # one read, no search, no profile query
    # the hybrid ranking, keyword side included (before: dense alone on a first request)
    assert hits[0].memory.id == stored[0].id and hits[0].keyword_score is not None
    assert {h.memory.user_id for h in hits} == {"alice"}
    # a small user's profile is all of their standing memories, and the pinned one
    assert {m.id for m in profile} == {stored[i].id for i in (0, 1, 2, 4)}
    held = store.fresh.keywords.fresh("alice")
    assert held is not None and held.whole and held.held == len(ALICE)
    calls.clear()
    again = await store.retrieve(_request("alice", "window seats", 1))
    assert calls == [] and again  # warm: in-process
    # the same answers as Milvus gives (a fresh search, the admin API's)
    asked = await store.search(_request("alice").model_copy(update={"fresh": True}), "hybrid")
    assert [h.memory.id for h in hits] == [h.memory.id for h in asked]


async def test_the_profile_read_whole_is_the_profile_milvus_reads(
    store: MilvusStore, calls: list[str]
) -> None:
    """Past `few` standing memories: the pinned ones and the important preferences and
    constraints of the scope's project only, as the store's filters select them."""
    items = [
        (Memory(user_id="ann", content=f"Ann fact {i}", importance=5), vec(i)) for i in range(6)
    ]
    items += [
        (
            Memory(
                user_id="ann", content="Ann likes tea", type=MemoryType.PREFERENCE, importance=4
            ),
            vec(20),
        ),
        (
            Memory(
                user_id="ann", content="Ann hates noise", type=MemoryType.CONSTRAINT, importance=2
            ),
            vec(21),
        ),
        (Memory(user_id="ann", content="Ann's name", metadata={"pinned": True}), vec(22)),
        (
            Memory(
                user_id="ann", content="Ann is a chemist", importance=4, metadata={"profile": True}
            ),
            vec(23),
        ),
        (
            Memory(
                user_id="ann",
                content="Ann at work",
                type=MemoryType.PREFERENCE,
                project_id="w",
                importance=4,
            ),
            vec(24),
        ),
        (Memory(user_id="bob", content="Bob likes tea", type=MemoryType.PREFERENCE), vec(25)),
    ]
    stored = await store.store(items)
    expected: dict[tuple[str | None, int], set[str]] = {}
    for project in (None, "w"):
        for few in (0, 3, 20):
            store.fresh.profiles.clear()
            asked = await store.profiles._read_profile(
                ("ann", project, 4, 8, few), Scope(user_id="ann", project_id=project), 4, 8, few
            )
            expected[(project, few)] = {m.id for m in asked}
    assert expected[(None, 3)] == {stored[i].id for i in (6, 8, 9)}  # not the weak constraint
    assert expected[(None, 20)] == {m.id for m in stored[:10]}
    assert expected[("w", 0)] == {stored[10].id}
    await _cold(store, "ann")
    for (project, few), ids in expected.items():
        store.fresh.profiles.clear()
        calls.clear()
        found = await store.profile(Scope(user_id="ann", project_id=project), 4, 8, few)
        assert {m.id for m in found} == ids, (project, few)
        assert calls in ([], ["query"])  # the read whole, once; no profile query
        assert store.keyword_reads.held_rows("ann") is not None


async def test_two_first_requests_of_a_user_read_once_and_users_never_mix(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    alice = await _seed(store, "alice")
    bob = await _seed(store, "bob", offset=40)  # the same words, other vectors
    await _cold(store, "alice", "bob")
    started: list[str] = []
    read = store.keyword_reads.read

    async def counted(user_id: str) -> UserRows:
        started.append(user_id)
        return await read(user_id)

    monkeypatch.setattr(store.keyword_reads, "read", counted)
    answers = await asyncio.gather(*(_first_request(store, u) for u in ("alice", "bob") * 3))
    assert sorted(started) == ["alice", "bob"]
    by = {"alice": alice, "bob": bob}
    owned = {user: {m.id for m in mine} for user, mine in by.items()}
    for user, (hits, profile) in zip(("alice", "bob") * 3, answers, strict=True):
        assert hits and {h.memory.id for h in hits} <= owned[user]
        assert {m.id for m in profile} == {m.id for i, m in enumerate(by[user]) if i != 3}
    for user in ("alice", "bob"):
        held = store.keyword_reads.held_rows(user)
        assert held is not None and set(held.keywords.ids) == owned[user]


async def test_a_write_while_the_first_read_runs_is_not_lost(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _seed(store, "alice")
    await _cold(store, "alice")
    gate = asyncio.Event()
    read = store.keyword_reads.read

    async def held_back(user_id: str) -> UserRows:
        rows = await read(user_id)  # read (and held) before the write below
        await gate.wait()
        return rows

    monkeypatch.setattr(store.keyword_reads, "read", held_back)
    first = asyncio.ensure_future(store.retrieve(_request("alice", "Porto")))
    for _ in range(200):  # the rows are read, the read not ended
        if (
            store.keyword_reads.first.get("alice") is None
            or store.keyword_reads.first["alice"].done()
        ):
            break
        await asyncio.sleep(0.02)
    (porto,) = await store.store(
        [(Memory(user_id="alice", content="Porto in July, by train"), vec(30))]
    )
    gate.set()
    await first
    await settled(store)  # the read ended with a write since: the rows read again
    monkeypatch.setattr(store.keyword_reads, "read", read)
    await settled(store)
    hits = await store.retrieve(_request("alice", "Porto train", 30))
    assert hits[0].memory.id == porto.id and hits[0].keyword_score is not None
    held = store.keyword_reads.held_rows("alice")
    assert held is not None and porto.id in held.keywords.ids


async def test_a_user_with_too_many_rows_asks_milvus_at_once(
    store: MilvusStore, calls: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reads_module, "FIRST_READ_ROWS", 3)
    await _seed(store, "alice")  # 5 rows: more than a first read takes whole
    await _cold(store, "alice")
    calls.clear()
    hits, profile = await _first_request(store, "alice")
    assert hits and profile and "search" in calls  # answered by Milvus, as before
    await settled(store)
    index = store.fresh.keywords.any("alice")
    assert index is not None and not index.whole and len(index.keywords) == 5
    await store.retrieve(_request("alice"))  # searched again: read whole (row cap 2,000)
    await settled(store)
    assert store.keyword_reads.held_rows("alice") is not None


@pytest.fixture(params=["lite"])
async def waitless(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    async for s in open_store(request, tmp_path, first_read_wait_ms=0):
        yield s


async def test_without_a_wait_a_first_request_asks_milvus(waitless: MilvusStore) -> None:
    store = waitless
    await _seed(store, "alice")
    await _cold(store, "alice")
    hits = await store.retrieve(_request("alice"))
    assert hits and all(h.keyword_score is None for h in hits)  # dense only, as before
    await settled(store)
    index = store.fresh.keywords.any("alice")
    assert index is not None and not index.whole  # the keyword index alone, first
