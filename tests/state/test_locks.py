"""The Locks contract, on every state store (tests/state/conftest.py): a named lock is
held by one owner across processes, its holder takes it again, an expired lease is free,
and only its holder frees it."""

from __future__ import annotations

import asyncio

from tests.kit.state import MakeStore


async def test_a_lock_is_held_by_one_owner_across_processes(make_store: MakeStore) -> None:
    one, two = make_store(), make_store()  # two processes on the same data
    await one.start()
    await two.start()
    try:
        assert await one.try_lock("rows:alice", "a", 60_000)
        assert not await two.try_lock("rows:alice", "b", 60_000)
        assert await two.try_lock("rows:bob", "b", 60_000)  # another name is another lock
        assert await one.try_lock("rows:alice", "a", 60_000)  # its holder renews it
        await two.unlock("rows:alice", "b")  # not b's to free
        assert not await two.try_lock("rows:alice", "b", 60_000)
        await one.unlock("rows:alice", "a")
        assert await two.try_lock("rows:alice", "b", 60_000)
    finally:
        await one.close()
        await two.close()


async def test_an_expired_lease_is_free(make_store: MakeStore) -> None:
    store = make_store()
    await store.start()
    try:
        assert await store.try_lock("rows:alice", "a dead process", 50)
        assert not await store.try_lock("rows:alice", "b", 60_000)
        await asyncio.sleep(0.2)
        assert await store.try_lock("rows:alice", "b", 60_000)
        assert not await store.try_lock("rows:alice", "a dead process", 60_000)
    finally:
        await store.close()
