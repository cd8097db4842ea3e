"""A usage count rewrites a user's rows with their keyword text unchanged, so it must not
make the next request re-read the user's keyword index (before, every count did: on
Milvus Lite that read shares the one call thread with the searches); a real write
still does. Lite and the 2.3.5 server."""

from __future__ import annotations

import asyncio

import pytest

from memproxy.domain import Memory, Scope, SearchQuery, now_ms
from memproxy.store.milvus import MilvusStore
from memproxy.store.rows import UserRows
from tests.kit.store import hold, vec


async def test_a_usage_count_keeps_the_keyword_index(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert store.retrieval_mode == "hybrid"
    (trip,) = await store.store(
        [(Memory(user_id="alice", content="My Lisbon trip is in June"), vec(1))]
    )
    query = SearchQuery(
        scope=Scope(user_id="alice"), vector=vec(2), text="Lisbon trip", threshold=-1
    )
    assert [h.memory.id for h in await store.search(query, "hybrid")] == [trip.id]
    await hold(store, query)  # the rows held too, where they are
    reads: list[str] = []
    read = store.keyword_reads.read

    async def counted(user_id: str) -> UserRows:
        reads.append(user_id)
        return await read(user_id)

    monkeypatch.setattr(store.keyword_reads, "read", counted)
    assert await store.touch("alice", {trip.id: (1, now_ms())}) == 1
    request = query.model_copy(update={"fresh": False})
    await store.search(request, "hybrid")  # on a server the row may be mid-swap: no hit
    await asyncio.sleep(0.05)
    assert reads == []
    (hit,) = await store.search(query, "hybrid")
    assert hit.memory.id == trip.id and hit.memory.access_count == 1
    assert hit.keyword_score is not None
    assert reads == []
    await store.store([(Memory(user_id="alice", content="Porto in July"), vec(3))])
    await store.search(request, "hybrid")
    await asyncio.sleep(0.05)
    assert reads == ["alice"]


async def test_a_fresh_search_does_not_take_a_read_begun_before_a_write(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read of the user's rows in flight when they write (a background read started by
    an earlier search) has not seen that write: a fresh search after the write (the admin
    API, dedup) must not take its index. Before, it did, and the new memory was missing
    from the keyword side (seen as a flaky test on a loaded machine)."""
    (trip,) = await store.store(
        [(Memory(user_id="alice", content="My Lisbon trip is in June"), vec(1))]
    )
    query = SearchQuery(
        scope=Scope(user_id="alice"), vector=vec(2), text="Lisbon trip", threshold=-1
    )
    assert [h.memory.id for h in await store.search(query, "keyword")] == [trip.id]
    gate = asyncio.Event()
    read = store.keyword_reads.read

    async def held_back(user_id: str) -> UserRows:
        rows = await read(user_id)  # reads the rows as they are now
        await gate.wait()
        return rows

    monkeypatch.setattr(store.keyword_reads, "read", held_back)
    early = store.keyword_reads.ahead("alice")
    await asyncio.sleep(0.2)  # the early read has its rows
    (late,) = await store.store(
        [(Memory(user_id="alice", content="Lisbon again in October"), vec(3))]
    )
    gate.set()
    monkeypatch.setattr(store.keyword_reads, "read", read)
    found = [h.memory.id for h in await store.search(query, "keyword")]
    assert early.done()
    assert set(found) == {trip.id, late.id}
