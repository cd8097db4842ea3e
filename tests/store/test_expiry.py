"""Memories expire: at the expires_at a write gave, or at their type's default."""

from __future__ import annotations

import functools
from pathlib import Path

from memproxy.config import DAY_MS, MilvusSettings, RetentionSettings
from memproxy.domain import Memory, MemoryPatch, MemoryType, now_ms
from memproxy.lifecycle.retention import expiry_for
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM, put, vec


async def test_expired_memories_are_pruned_and_no_others(store: MilvusStore) -> None:
    now = now_ms()
    gone = await put(store, "alice", "Passing mood", vec(1), expires_at=now - 1)
    later = await put(store, "alice", "Trip next week", vec(2), expires_at=now + DAY_MS)
    never = await put(store, "bob", "Allergic to nuts", vec(3), expires_at=0)
    assert (gone.expires_at, never.expires_at) == (now - 1, 0)
    assert await store.prune_expired(now, 100) == 1
    assert await store.get("alice", gone.id) is None
    assert await store.get("alice", later.id) is not None
    assert await store.prune_expired(now + 2 * DAY_MS, 100) == 1  # the clock moved on
    assert await store.get("alice", later.id) is None
    assert await store.get("bob", never.id) is not None
    assert await store.prune_expired(2**62, 100) == 0


async def test_prune_takes_at_most_limit(store: MilvusStore) -> None:
    for i in range(5):
        await put(store, f"user{i}", f"note {i}", vec(i), expires_at=1)
    assert await store.prune_expired(now_ms(), 2) == 2
    assert await store.prune_expired(now_ms(), 10) == 3


async def test_an_update_can_set_or_clear_the_expiry(store: MilvusStore) -> None:
    m = await put(store, "alice", "Lives in Oslo", vec(4))
    assert m.expires_at == 0  # no default expiry configured: never
    changed = await store.update("alice", m.id, MemoryPatch(expires_at=5))
    assert changed is not None and changed.expires_at == 5
    got = await store.get("alice", m.id)
    assert got is not None and got.expires_at == 5


async def test_a_type_default_applies_when_the_write_gives_none(tmp_path: Path) -> None:
    retention = RetentionSettings(memory_days={MemoryType.EPISODIC: 1})
    settings = MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM)
    store = MilvusStore(settings, default_expiry=functools.partial(expiry_for, settings=retention))
    await store.start()
    try:
        episodic, preference = MemoryType.EPISODIC, MemoryType.PREFERENCE
        episode, pref, pinned = await store.store(
            [
                (Memory(user_id="a", content="Talked about Rome", type=episodic), vec(5)),
                (Memory(user_id="a", content="Likes tea", type=preference), vec(6)),
                (Memory(user_id="a", content="Kept", type=episodic, expires_at=0), vec(7)),
            ]
        )
        assert episode.expires_at == episode.created_at + DAY_MS
        assert (pref.expires_at, pinned.expires_at) == (0, 0)
        stored = await store.get("a", episode.id)
        assert stored is not None and stored.expires_at == episode.expires_at
        assert await store.prune_expired(episode.created_at + DAY_MS - 1, 100) == 0
        assert await store.prune_expired(episode.created_at + DAY_MS, 100) == 1
        assert await store.get("a", pref.id) is not None
        assert await store.get("a", pinned.id) is not None
    finally:
        await store.close()
