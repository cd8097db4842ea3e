"""Per-user quotas (memproxy.quota) on both store paths, against real Milvus Lite.

The admin path is MemoryService.store (and the admin HTTP API over it); the learner's
path is the Deduplicator. Both go through the one QuotaGuard.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import grpc
import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.api.grpc_memory import add_memory_service
from memproxy.config import LearningSettings, QuotaSettings
from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, SearchQuery
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.learn.dedup import Deduplicator
from memproxy.metrics import Metrics
from memproxy.quota import (
    QuotaExceeded,
    QuotaGuard,
    Usage,
    choose_archive,
    exceeded,
    lowest_value_first,
    may_exceed_bytes,
)
from memproxy.service import MemoryService, NewMemory
from memproxy.store.base import ActiveMemory
from memproxy.store.milvus import MilvusStore
from memproxy.v1 import memory_pb2 as pb
from memproxy.v1 import memory_pb2_grpc as pb_grpc

MAX_CHARS = 80


def row(
    id: str, importance: int = 3, access: int = 0, created: int = 0, size: int = 10
) -> ActiveMemory:
    return ActiveMemory(id, importance, access, created, size)


# the pure core ------------------------------------------------------------------------
def test_lowest_value_is_lowest_importance_then_least_accessed_then_oldest() -> None:
    rows = [
        row("a", importance=5, access=0, created=1),
        row("b", importance=1, access=9, created=1),
        row("c", importance=1, access=0, created=5),
        row("d", importance=1, access=0, created=2),
        row("e", importance=3, access=0, created=0),
    ]
    assert [r.id for r in lowest_value_first(rows)] == ["d", "c", "b", "e", "a"]


@pytest.mark.parametrize(
    ("usage", "limits", "quota"),
    [
        (Usage(10, 100), QuotaSettings(max_memories=10, max_bytes=100), None),
        (Usage(11, 100), QuotaSettings(max_memories=10, max_bytes=100), "max_memories"),
        (Usage(10, 101), QuotaSettings(max_memories=10, max_bytes=100), "max_bytes"),
        (Usage(10**6, 10**9), QuotaSettings(max_memories=0, max_bytes=0), None),  # unlimited
    ],
)
def test_exceeded(usage: Usage, limits: QuotaSettings, quota: str | None) -> None:
    assert exceeded(usage, limits) == quota


def test_choose_archive_takes_the_fewest_lowest_value() -> None:
    rows = [row("keep", importance=5, size=50), row("low", 1, size=10), row("mid", 2, size=40)]
    limits = QuotaSettings(max_memories=3, max_bytes=0)
    assert choose_archive(rows, Usage(4, 0), limits) == [rows[1]]
    assert choose_archive(rows, Usage(3, 0), limits) == []
    # bytes: 100 used + 30 new over 100: archiving "low" (10) is not enough, "mid" too
    by_bytes = QuotaSettings(max_memories=0, max_bytes=100)
    assert [r.id for r in choose_archive(rows, Usage(4, 130), by_bytes) or []] == ["low", "mid"]
    # nothing to archive makes room
    assert choose_archive([], Usage(4, 0), limits) is None


def test_content_is_read_only_when_bytes_could_be_over() -> None:
    assert not may_exceed_bytes(count=100, new_bytes=50, max_item_bytes=8000, max_bytes=10**7)
    assert may_exceed_bytes(count=1300, new_bytes=50, max_item_bytes=8000, max_bytes=10**7)
    assert not may_exceed_bytes(count=10**6, new_bytes=50, max_item_bytes=8000, max_bytes=0)


def test_defaults() -> None:
    q = QuotaSettings()
    assert (q.max_memories, q.max_bytes, q.policy) == (10_000, 10 * 1024 * 1024, "archive_lowest")


# against Milvus Lite ------------------------------------------------------------------
class Rig:
    def __init__(self, store: MilvusStore, embedder: OnnxEmbedder, quota: QuotaSettings) -> None:
        self.store, self.embedder, self.metrics = store, embedder, Metrics()
        self.guard = QuotaGuard(store, quota, self.metrics, MAX_CHARS)
        self.service = MemoryService(store, embedder, self.metrics, MAX_CHARS, quota=self.guard)
        self.dedup = Deduplicator(store, LearningSettings(), quota=self.guard)

    async def add(self, user: str, content: str, importance: int = 3) -> Memory:
        (m,) = await self.service.store(
            [NewMemory(user_id=user, content=content, importance=importance)]
        )
        return m

    async def learn(self, user: str, content: str) -> str:
        (vector,) = await self.embedder.embed([content])
        memory = Memory(user_id=user, content=content, source="conversation")
        return await self.dedup.apply(memory, vector.tolist())

    async def active(self, user: str) -> list[str]:
        query = ListQuery(scope=Scope(user_id=user), all_projects=True)
        return sorted(m.content for m in await self.store.list(query))

    async def archived(self, user: str) -> list[Memory]:
        query = ListQuery(scope=Scope(user_id=user), all_projects=True, include_archived=True)
        return [m for m in await self.store.list(query) if m.archived]

    async def search(self, user: str, text: str) -> list[str]:
        (vector,) = await self.embedder.embed([text])
        query = SearchQuery(scope=Scope(user_id=user), vector=vector.tolist(), limit=10)
        return [h.memory.content for h in await self.store.retrieve(query)]

    def quota(self, action: str) -> float:
        return self.metrics.value("memproxy_quota_total", {"action": action})


@pytest.fixture
def rig_for(milvus: MilvusStore, real_embedder: OnnxEmbedder):  # type: ignore[no-untyped-def]
    def make(**quota: object) -> Rig:
        return Rig(milvus, real_embedder, QuotaSettings(**quota))  # type: ignore[arg-type]

    return make


async def test_archive_lowest_makes_room_on_the_admin_path(rig_for, user: str) -> None:  # type: ignore[no-untyped-def]
    rig: Rig = rig_for(max_memories=3, max_bytes=0, policy="archive_lowest")
    await rig.add(user, "User's favourite colour is teal", importance=5)
    low = await rig.add(user, "User once visited Lisbon for a conference", importance=2)
    await rig.add(user, "User plays the cello on weekends", importance=2)
    # the cello memory is read more often: of the two importance-2 memories, Lisbon goes
    await rig.store.update(
        user,
        (await rig.store.list(ListQuery(scope=Scope(user_id=user))))[0].id,
        MemoryPatch(access_count=5),
    )
    assert await rig.store.count_active(user) == 3

    await rig.add(user, "User is allergic to peanuts", importance=3)
    assert await rig.active(user) == sorted(
        [
            "User's favourite colour is teal",
            "User plays the cello on weekends",
            "User is allergic to peanuts",
        ]
    )
    (archived,) = await rig.archived(user)
    assert archived.id == low.id and archived.metadata["archived_reason"] == "quota"
    assert rig.quota("archived") == 1 and await rig.store.count_active(user) == 3
    # archived by quota: never found by a search again
    assert "User once visited Lisbon for a conference" not in await rig.search(
        user, "Which city did I visit for a conference?"
    )

    # a batch of two archives two
    await rig.service.store(
        [
            NewMemory(user_id=user, content="User drives a blue Volvo"),
            NewMemory(user_id=user, content="User works as a nurse in Oslo"),
        ]
    )
    assert len(await rig.active(user)) == 3 and rig.quota("archived") == 3
    assert "User's favourite colour is teal" in await rig.active(user)  # importance 5 stays


async def test_refuse_keeps_everything_and_names_the_quota(rig_for, user: str) -> None:  # type: ignore[no-untyped-def]
    rig: Rig = rig_for(max_memories=2, max_bytes=0, policy="refuse")
    await rig.add(user, "User's favourite colour is teal")
    await rig.add(user, "User plays the cello on weekends")
    with pytest.raises(QuotaExceeded) as info:
        await rig.add(user, "User is allergic to peanuts")
    assert info.value.quota == "max_memories" and info.value.limit == 2
    assert await rig.store.count_active(user) == 2 and await rig.archived(user) == []
    assert rig.quota("refused") == 1
    # another user is not affected by this user's quota
    await rig.add(user + "-other", "User is allergic to peanuts")


async def test_bytes_quota_counts_utf8_content(rig_for, user: str) -> None:  # type: ignore[no-untyped-def]
    rig: Rig = rig_for(max_memories=0, max_bytes=100, policy="refuse")
    await rig.add(user, "é" * 30)  # 60 bytes, 30 characters
    with pytest.raises(QuotaExceeded) as info:
        await rig.add(user, "User lives in Oslo, Norway, near the harbour")  # 44 bytes
    assert info.value.quota == "max_bytes"
    await rig.add(user, "User lives in Oslo")  # 18 bytes: fits
    assert len(await rig.active(user)) == 2

    archiving: Rig = rig_for(max_memories=0, max_bytes=100, policy="archive_lowest")
    await archiving.add(user, "User lives in Oslo, Norway, near the harbour")
    assert await archiving.active(user) == sorted(
        ["User lives in Oslo", "User lives in Oslo, Norway, near the harbour"]
    )
    assert archiving.quota("archived") == 1  # the oldest of equal value: the 60-byte one
    # a memory that could never fit is refused even under archive_lowest
    with pytest.raises(QuotaExceeded):
        await archiving.add(user, "é" * 60)  # 120 bytes


async def test_learner_counts_and_skips_past_the_quota(rig_for, user: str) -> None:  # type: ignore[no-untyped-def]
    rig: Rig = rig_for(max_memories=1, max_bytes=0, policy="refuse")
    assert await rig.learn(user, "User's budget for the Hawaii trip is $10,000") == "stored"
    assert await rig.learn(user, "User is allergic to peanuts") == "refused_quota"
    assert await rig.active(user) == ["User's budget for the Hawaii trip is $10,000"]
    # a rewording updates in place and a duplicate is skipped: neither needs room
    assert await rig.learn(user, "User's budget for the Hawaii trip is $10,000") == "skipped"
    assert rig.quota("refused") == 1

    archiving: Rig = rig_for(max_memories=1, max_bytes=0, policy="archive_lowest")
    assert await archiving.learn(user, "User is allergic to peanuts") == "stored"
    assert await archiving.active(user) == ["User is allergic to peanuts"]
    assert [m.content for m in await archiving.archived(user)] == [
        "User's budget for the Hawaii trip is $10,000"
    ]
    assert "User's budget for the Hawaii trip is $10,000" not in await archiving.search(
        user, "What is my budget for Hawaii?"
    )


@pytest.fixture
async def refusing_admin(
    milvus: MilvusStore, real_embedder: OnnxEmbedder
) -> AsyncIterator[httpx.AsyncClient]:
    rig = Rig(milvus, real_embedder, QuotaSettings(max_memories=1, policy="refuse"))

    async def health() -> dict[str, object]:
        return {"serving": True}

    app = create_admin_app(rig.service, rig.metrics, health)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://admin") as client:
        yield client


async def test_admin_api_answers_409_naming_the_quota(
    refusing_admin: httpx.AsyncClient, user: str
) -> None:
    first = await refusing_admin.post("/v1/memory", json={"user_id": user, "content": "one fact"})
    assert first.status_code == 201, first.text
    r = await refusing_admin.post("/v1/memory", json={"user_id": user, "content": "two facts"})
    assert r.status_code == 409, r.text
    error = r.json()["error"]
    assert error["code"] == "quota_exceeded" and error["quota"] == "max_memories"
    assert "max_memories" in error["message"] and error["limit"] == 1
    batch = await refusing_admin.post(
        "/v1/memory/batch", json={"memories": [{"user_id": user, "content": "three facts"}]}
    )
    assert batch.status_code == 409


async def test_grpc_store_past_the_quota_is_resource_exhausted(
    milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    rig = Rig(milvus, real_embedder, QuotaSettings(max_memories=1, policy="refuse"))
    server = grpc.aio.server()
    add_memory_service(server, rig.service)
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    try:
        async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
            stub = pb_grpc.MemoryServiceStub(channel)
            await stub.Store(pb.StoreRequest(memories=[pb.NewMemory(user_id=user, content="a b")]))
            with pytest.raises(grpc.aio.AioRpcError) as err:
                await stub.Store(
                    pb.StoreRequest(memories=[pb.NewMemory(user_id=user, content="c d")])
                )
            assert err.value.code() == grpc.StatusCode.RESOURCE_EXHAUSTED
            assert "max_memories" in (err.value.details() or "")
    finally:
        await server.stop(0)
