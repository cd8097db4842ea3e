"""On a Milvus server a replacement (a usage count, an edit) is a delete, then an insert
of the same id. A caller cancelled between the two (a usage flush cut short by the
sidecar's shutdown) must not lose the row: before, the insert never ran."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import Memory
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8


async def test_a_touch_cancelled_between_delete_and_insert_keeps_the_memory(
    milvus_server: LocalMilvus, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = MilvusSettings(
        uri=milvus_server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
    )
    store = MilvusStore(settings)
    await store.start()
    release = asyncio.Event()
    try:
        (memory,) = await store.store(
            [
                (
                    Memory(user_id="alice", content="User's budget is $10,000"),
                    [1.0] + [0.0] * (DIM - 1),
                )
            ]
        )
        deleted = asyncio.Event()
        insert = store.writer.insert

        async def slow_insert(*args: Any, **kwargs: Any) -> Any:
            deleted.set()  # the old row is gone by now
            await release.wait()
            return await insert(*args, **kwargs)

        monkeypatch.setattr(store.writer, "insert", slow_insert)
        touch = asyncio.create_task(store.touch("alice", {memory.id: (3, 1_700_000_000_000)}))
        await asyncio.wait_for(deleted.wait(), 60)
        touch.cancel()  # as shutdown cancels the usage flush
        with pytest.raises(asyncio.CancelledError):
            await touch

    finally:
        release.set()
        await store.close()  # waits for the replacement its caller left

    reader = MilvusStore(settings)
    await reader.start()
    try:
        got = await reader.get("alice", memory.id)
        assert got is not None, "the memory was deleted and never written back"
        assert got.content == memory.content and got.access_count == 3
    finally:
        await reader.close()
