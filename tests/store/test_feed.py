"""Writes of one process reach the rows, keyword index and profile another process holds
(memproxy.store.feed): two MilvusStore clients on one 2.3.5 server, one state store."""

from __future__ import annotations

import asyncio
import logging

import pytest

from memproxy.domain import Memory, Scope, SearchQuery, now_ms
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.feed import WriteFeed
from memproxy.store.milvus import MilvusStore
from tests.kit.store import hold, settled, vec


def _asked(user: str = "alice") -> SearchQuery:
    query = SearchQuery(
        scope=Scope(user_id=user), vector=vec(1), text="Lisbon trip", limit=5, threshold=-1
    )
    return query.model_copy(update={"fresh": False})


async def test_a_write_elsewhere_reaches_what_this_process_holds(
    server_store: MilvusStore, other_client: MilvusStore, state: SqliteStateStore
) -> None:
    writer, reader = server_store, other_client  # two processes
    theirs, mine = WriteFeed(state, writer, 1.0), WriteFeed(state, reader, 1.0)
    theirs.attach()
    mine.attach()
    await writer.store([(Memory(user_id="alice", content="My Lisbon trip is in May"), vec(2))])
    # a user this process never saw is read Bounded: one Strong read first, so that the
    # write of a moment ago is in what the query node answers
    await reader.search(_asked().model_copy(update={"fresh": True}), "dense")
    await hold(reader, _asked())
    assert reader.keyword_reads.held(_asked()) is not None
    profile = await reader.profile(Scope(user_id="alice"), 4, 8, few=8)
    assert [m.content for m in profile] == ["My Lisbon trip is in May"]
    cursor = await mine.follow(None)
    # the other process learns a fact: this one still holds the rows read before it
    (june,) = await writer.store(
        [(Memory(user_id="alice", content="The Lisbon trip moved to June"), vec(1))]
    )
    await theirs.close()  # its announcement is written
    assert june.id not in {h.memory.id for h in await reader.search(_asked(), "hybrid")}
    cursor = await mine.follow(cursor)
    # dropped, and read again (Strong: another client's write, just made) in the background
    assert reader.keyword_reads.held(_asked()) is None and reader.fresh.level("alice") == "Strong"
    assert reader.keyword_reads.reads
    profile = await reader.profile(Scope(user_id="alice"), 4, 8, few=8)
    assert "The Lisbon trip moved to June" in {m.content for m in profile}
    await settled(reader)  # read again whole: searched in-process, the new fact in it
    assert reader.keyword_reads.held(_asked()) is not None
    assert june.id in {h.memory.id for h in await reader.search(_asked(), "hybrid")}
    # its own writes come back to no one's feed as theirs; nothing more to read
    assert await mine.follow(cursor) == cursor


async def test_writes_are_announced_but_a_usage_count_is_not(
    server_store: MilvusStore, state: SqliteStateStore
) -> None:
    writer = server_store
    feed = WriteFeed(state, writer, 1.0)
    feed.attach()
    _, cursor = await state.writes_after(None, "someone else")
    (trip,) = await writer.store([(Memory(user_id="alice", content="Lisbon in May"), vec(2))])
    await writer.touch("alice", {trip.id: (1, now_ms())})
    await writer.forget("alice", trip.id)
    await feed.close()
    users, cursor = await state.writes_after(cursor, "someone else")
    assert users == ["alice"]
    # two announcements (store, forget), none for the usage count
    rows = await state._run(lambda db: db.execute("SELECT COUNT(*) FROM memory_writes").fetchone())
    assert rows[0] == 2


async def test_a_state_store_that_does_not_answer_keeps_the_cursor(
    server_store: MilvusStore, state: SqliteStateStore, caplog: pytest.LogCaptureFixture
) -> None:
    writer = server_store
    feed = WriteFeed(state, writer, 1.0)
    cursor = await feed.follow(None)
    await state.close()
    with caplog.at_level(logging.WARNING, "memproxy.store.feed"):
        assert await feed.follow(cursor) == cursor
        assert await feed.follow(cursor) == cursor
    assert len([r for r in caplog.records if "unread" in r.getMessage()]) == 1  # once
    feed.attach()
    (trip,) = await writer.store([(Memory(user_id="alice", content="Lisbon in May"), vec(2))])
    await asyncio.sleep(0)
    await feed.close()  # a failed announcement is dropped, the write stands
    assert await writer.get("alice", trip.id) is not None
