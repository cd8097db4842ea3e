"""Usage counts of many users are written together: one read of the counted rows and one
replacement per partition, not one of each per user (on a server each user's cost four
calls in turn, two of them Strong reads: a burst of new users kept the store busy for
minutes beside the requests' own reads). Lite and the 2.3.5 server."""

from __future__ import annotations

from typing import Any

import pytest

from memproxy.domain import Memory, now_ms
from memproxy.store.milvus import MilvusStore
from tests.kit.store import vec

USERS = [f"user-{n}" for n in range(6)]


async def test_many_users_counts_in_a_few_calls(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    stored = await store.store(
        [(Memory(user_id=u, content=f"{u} likes tea"), vec(n)) for n, u in enumerate(USERS)]
    )
    bobs = await store.store([(Memory(user_id="bob", content="Bob's own"), vec(9))])
    at = now_ms()
    usage = {m.user_id: {m.id: (2, at)} for m in stored}
    usage["user-0"][bobs[0].id] = (5, at)  # another user's id: never counted for user-0
    calls: list[str] = []
    rpc = store.core.rpc

    async def counted(call: Any, *args: Any, **kwargs: Any) -> Any:
        calls.append(getattr(call, "__name__", str(call)))
        return await rpc(call, *args, **kwargs)

    monkeypatch.setattr(store.core, "rpc", counted)
    assert await store.touch_many(usage) == len(USERS)
    parts = {store.core.place.partition(u) for u in USERS}
    # per partition: a read, then a delete, a Strong read and an insert (a server: one
    # partition for all, where one call per user before made 24) or an upsert (Lite,
    # whose users sit in bucket partitions)
    assert len(calls) <= 4 * len(parts)
    monkeypatch.undo()
    for memory in stored:
        got = await store.get(memory.user_id, memory.id)
        assert got is not None and got.access_count == 2 and got.last_accessed == at
        assert got.content == memory.content
    theirs = await store.get("bob", bobs[0].id)
    assert theirs is not None and theirs.access_count == 0
