"""One contract per store protocol (memproxy.store.base), run on every implementation of
it: Milvus Lite, a real Milvus server, and the in-memory fake the pipeline tests use."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, SearchQuery, now_ms
from memproxy.store.base import (
    MemoryReads,
    MemoryStore,
    MemoryWrites,
    RequestReads,
    StoreMaintenance,
    UsageCounts,
)
from memproxy.store.milvus import MilvusStore
from tests.fakes import ListStore
from tests.kit.store import DIM, open_store


def vec(seed: int) -> list[float]:
    v = np.random.default_rng(seed).standard_normal(DIM)
    return list(v / np.linalg.norm(v))


@dataclass
class Impl:
    name: str
    store: object
    put: Callable[[Memory, list[float]], Awaitable[Memory]]


async def _milvus(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Impl]:
    async for store in open_store(request, tmp_path):

        async def put(memory: Memory, vector: list[float], s: MilvusStore = store) -> Memory:
            (stored,) = await s.store([(memory, vector)])
            return stored

        yield Impl(request.param, store, put)


@pytest.fixture(params=["lite", "server", "fake"])
async def impl(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Impl]:
    if request.param != "fake":
        async for found in _milvus(request, tmp_path):
            yield found
        return
    fake = ListStore()

    async def put(memory: Memory, vector: list[float]) -> Memory:
        fake.items.append((memory, np.asarray(vector, dtype=np.float32)))
        return memory

    yield Impl("fake", fake, put)


def implements(impl: Impl, protocol: type) -> None:
    if impl.name == "fake" and protocol not in (RequestReads, UsageCounts):
        pytest.skip(f"the fake implements no {protocol.__name__}")
    assert isinstance(impl.store, protocol)


async def test_request_reads(impl: Impl) -> None:
    implements(impl, RequestReads)
    store: RequestReads = impl.store  # type: ignore[assignment]
    mine = await impl.put(Memory(user_id="alice", content="Budget is $10,000"), vec(1))
    await impl.put(Memory(user_id="bob", content="Budget is $3,000"), vec(1))
    pinned = await impl.put(
        Memory(user_id="alice", content="User is vegetarian.", metadata={"pinned": True}), vec(2)
    )
    query = SearchQuery(scope=Scope(user_id="alice"), vector=vec(1), limit=1, threshold=0.5)
    assert [h.memory.id for h in await store.retrieve(query)] == [mine.id]
    assert [m.id for m in await store.profile(Scope(user_id="alice"), 4, 8)] == [pinned.id]
    assert await store.profile(Scope(user_id="carol"), 4, 8) == []


async def test_memory_reads(impl: Impl) -> None:
    implements(impl, MemoryReads)
    store: MemoryReads = impl.store  # type: ignore[assignment]
    mine = await impl.put(
        Memory(user_id="alice", content="Budget is $10,000", external_write_id="w-1"), vec(1)
    )
    assert await store.get("alice", mine.id) == mine
    assert await store.get("bob", mine.id) is None
    assert (await store.find_by_external_write_id("alice", "w-1")) == mine
    assert [m.id for m in await store.find_by_hash(Scope(user_id="alice"), mine.content_hash)] == [
        mine.id
    ]
    assert [m.id for m in await store.list(ListQuery(scope=Scope(user_id="alice")))] == [mine.id]
    assert await store.count("alice") == await store.count_active("alice") == 1
    assert [m.id for m in await store.active_usage("alice", with_content=False)] == [mine.id]


async def test_memory_writes(impl: Impl) -> None:
    implements(impl, MemoryWrites)
    store: MemoryStore = impl.store  # type: ignore[assignment]
    (first,) = await store.store([(Memory(user_id="alice", content="Budget is $10,000"), vec(1))])
    changed = await store.update("alice", first.id, MemoryPatch(content="Budget is $15,000"))
    assert changed is not None and (await store.get("alice", first.id)) == changed
    assert await store.update("bob", first.id, MemoryPatch(content="mine now")) is None
    assert not await store.forget("bob", first.id)
    assert await store.forget("alice", first.id)
    assert await store.get("alice", first.id) is None
    await store.store([(Memory(user_id="alice", content=f"fact {n}"), vec(n)) for n in range(3)])
    assert await store.forget_by_scope(Scope(user_id="alice")) == 3


async def test_usage_counts(impl: Impl) -> None:
    implements(impl, UsageCounts)
    store: UsageCounts = impl.store  # type: ignore[assignment]
    mine = await impl.put(Memory(user_id="alice", content="Budget is $10,000"), vec(1))
    at = now_ms()
    assert await store.touch("bob", {mine.id: (2, at)}) == 0
    assert await store.touch("alice", {mine.id: (2, at), "no-such-id": (1, at)}) == 1


async def test_store_maintenance(impl: Impl) -> None:
    implements(impl, StoreMaintenance)
    store: MemoryStore = impl.store  # type: ignore[assignment]
    assert await store.healthy()
    gone = await impl.put(Memory(user_id="alice", content="old news", expires_at=1000), vec(1))
    kept = await impl.put(Memory(user_id="alice", content="still true", expires_at=0), vec(2))
    assert await store.prune_expired(now_ms(), 10) == 1
    assert await store.get("alice", gone.id) is None
    assert await store.get("alice", kept.id) is not None
