"""Memory writes announced to the other processes (memproxy.store.feed), on both
backends: another process reads each user once, a process never reads its own, a read
from now on starts after what is there, and what is read is bounded and well formed."""

from __future__ import annotations

import json

import pytest

from memproxy.state import base
from memproxy.state.base import StateStore
from memproxy.state.redis import RedisStateStore
from memproxy.state.redis import writes as redis_writes
from memproxy.state.sqlite import SqliteStateStore
from memproxy.state.sqlite import writes as sqlite_writes
from tests.kit.state import MakeStore


async def test_another_process_reads_each_write_once_and_never_its_own(
    make_store: MakeStore,
) -> None:
    one, two = make_store(), make_store()  # two processes on the same data
    await one.start()
    await two.start()
    try:
        await one.announce_writes("a", ["old"])
        empty, cursor = await two.writes_after(None, "b")  # from now on: not "old"
        assert empty == []
        await one.announce_writes("a", ["alice", "bob"])
        await one.announce_writes("a", [])
        await two.announce_writes("b", ["carol"])
        await one.announce_writes("a", ["alice", "dave"])
        users, after = await two.writes_after(cursor, "b")
        assert users == ["alice", "bob", "dave"]  # each once, in order; not its own carol
        assert await two.writes_after(after, "b") == ([], after)
        mine, _ = await one.writes_after(cursor, "a")
        assert mine == ["carol"]
    finally:
        await one.close()
        await two.close()


async def test_a_read_returns_a_page_and_the_next_one_goes_on(
    store: StateStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    for module in (sqlite_writes, redis_writes):
        monkeypatch.setattr(module, "WRITES_PAGE", 2)
    _, cursor = await store.writes_after(None, "b")
    for user in ("u1", "u2", "u3"):
        await store.announce_writes("a", [user])
    first, cursor = await store.writes_after(cursor, "b")
    second, cursor = await store.writes_after(cursor, "b")
    assert (first, second) == (["u1", "u2"], ["u3"])


async def test_sqlite_keeps_an_announcement_a_minute(
    tmp_path: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SqliteStateStore(f"{tmp_path}/state.db")
    await store.start()
    try:
        clock = [1_000_000]
        monkeypatch.setattr(sqlite_writes, "now_ms", lambda: clock[0])
        _, cursor = await store.writes_after(None, "b")
        await store.announce_writes("a", ["gone"])
        clock[0] += base.WRITES_KEPT_MS + 1
        await store.announce_writes("a", ["kept"])
        assert (await store.writes_after(cursor, "b"))[0] == ["kept"]
    finally:
        await store.close()


async def test_redis_reads_past_an_announcement_that_is_not_well_formed(
    redis_server: object,
) -> None:
    store = RedisStateStore(redis_server.url, prefix="writes-bad")  # type: ignore[attr-defined]
    await store.start()
    try:
        _, cursor = await store.writes_after(None, "b")
        client = store._r
        await client.xadd("writes-bad:writes", {"origin": "a", "users": "not json"})
        await client.xadd("writes-bad:writes", {"origin": "a", "users": json.dumps({"x": 1})})
        await client.xadd("writes-bad:writes", {"users": json.dumps(["no-origin", 7])})
        await store.announce_writes("a", ["fine"])
        users, _ = await store.writes_after(cursor, "b")
        assert users == ["no-origin", "fine"]
    finally:
        await store.close()
