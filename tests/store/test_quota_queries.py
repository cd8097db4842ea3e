"""The store queries behind per-user quotas (memproxy.quota), on Milvus Lite and a server.

The server variant runs with the rest of tests/store (the `store` fixture's "server"
param); it could not be checked here: the local Milvus server did not come up in time.
"""

from __future__ import annotations

from memproxy.domain import Memory, MemoryPatch
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM


async def test_count_and_usage_of_active_memories(store: MilvusStore) -> None:
    vector = [1.0] + [0.0] * (DIM - 1)
    items = [
        Memory(user_id="alice", content="é" * 10, importance=2),
        Memory(user_id="alice", content="plain", project_id="p", importance=4),
        Memory(user_id="alice", content="archived later"),
        Memory(user_id="bob", content="bob's"),
    ]
    await store.store([(m, vector) for m in items])
    await store.update("alice", items[2].id, MemoryPatch(archived=True))
    assert await store.count_active("alice") == 2  # every project, archived not counted
    assert await store.count_active("bob") == 1
    assert await store.count_active("nobody") == 0
    usage = {u.id: u for u in await store.active_usage("alice", with_content=True)}
    assert set(usage) == {items[0].id, items[1].id}
    assert (usage[items[0].id].size, usage[items[0].id].importance) == (20, 2)  # UTF-8 bytes
    assert usage[items[1].id].size == 5
    bare = await store.active_usage("alice", with_content=False)
    assert {u.size for u in bare} == {0}
