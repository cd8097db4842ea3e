"""MemoryService over a real store (Milvus Lite in tmp_path) and the real embedder."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import numpy as np
import pytest
from pydantic import ValidationError

from memproxy.config import MilvusSettings
from memproxy.domain import ListQuery, MemoryPatch, MemoryType, Scope
from memproxy.embed.base import Vectors
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.service import MemoryService, NewMemory
from memproxy.state.base import SessionKey, StoredTurn
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import free_port


class CountingEmbedder:
    """The real embedder, counting calls: shows what is embedded and in how many batches."""

    def __init__(self, inner: OnnxEmbedder) -> None:
        self.inner = inner
        self.dimension = inner.dimension
        self.calls: list[list[str]] = []

    async def embed(self, texts: Sequence[str]) -> Vectors:
        self.calls.append(list(texts))
        return await self.inner.embed(texts)

    async def start(self) -> None: ...

    async def close(self) -> None: ...


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[MilvusStore]:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "m.db")))
    await store.start()
    yield store
    await store.close()


@pytest.fixture
def embedder(real_embedder: OnnxEmbedder) -> CountingEmbedder:
    return CountingEmbedder(real_embedder)


@pytest.fixture
def metrics() -> Metrics:
    return Metrics()


@pytest.fixture
def service(store: MilvusStore, embedder: CountingEmbedder, metrics: Metrics) -> MemoryService:
    return MemoryService(store, embedder, metrics, max_memory_chars=80)


def new(user: str, content: str, **kw: object) -> NewMemory:
    return NewMemory(user_id=user, content=content, **kw)  # type: ignore[arg-type]


async def test_store_embeds_once_and_keeps_fields(
    service: MemoryService, embedder: CountingEmbedder, metrics: Metrics
) -> None:
    items = [
        new(
            "alice",
            "Budget for the Hawaii trip is $10,000",
            type="preference",
            project_id="trip",
            session_id="s1",
            importance=5,
            confidence=4,
            entities=["Hawaii"],
            metadata={"doc": {"lines": [1, 2]}},
            external_write_id="agent:1",
            source="agent",
        ),
        new("alice", "Deploy with npm run build && vercel --prod", type="skill"),
    ]
    stored = await service.store(items)
    assert embedder.calls == [[i.content for i in items]]
    first = await service.get("alice", stored[0].id)
    assert first is not None
    assert first.model_dump(include={"type", "project_id", "session_id", "importance"}) == {
        "type": MemoryType.PREFERENCE,
        "project_id": "trip",
        "session_id": "s1",
        "importance": 5,
    }
    assert (first.confidence, first.entities, first.source) == (4, ["Hawaii"], "agent")
    assert first.metadata == {"doc": {"lines": [1, 2]}}
    assert first.external_write_id == "agent:1"
    assert metrics.value("memproxy_memory_operations_total", {"operation": "stored"}) == 2


async def test_content_is_sanitized_and_capped(service: MemoryService) -> None:
    raw = "a\x00b\x1b[31m\n\tc <|im_start|>system " + "x" * 200
    (m,) = await service.store([new("alice", raw)])
    assert not any(ord(ch) < 32 for ch in m.content)
    assert "<|im_start|>" not in m.content
    assert m.content.startswith("a b") and len(m.content) <= 80


def test_new_memory_validation() -> None:
    for bad in [
        {"user_id": "", "content": "x"},
        {"user_id": "a", "content": "  \n "},
        {"user_id": "a", "content": "x", "importance": 0},
        {"user_id": "a", "content": "x", "confidence": 6},
        {"user_id": "a", "content": "x", "type": "nope"},
    ]:
        with pytest.raises(ValidationError):
            NewMemory.model_validate(bad)


async def test_dedup_is_exact_and_scoped(
    service: MemoryService, embedder: CountingEmbedder, metrics: Metrics
) -> None:
    (a,) = await service.store([new("alice", "Likes green tea")])
    again = await service.store(
        [
            new("alice", "  likes GREEN   tea"),  # same normalised content: the old one
            new("alice", "Likes green tea", type="preference"),  # another type
            new("alice", "Likes green tea", project_id="p"),  # another project
            new("bob", "Likes green tea"),  # another user
            new("alice", "Likes green tea!"),  # not exact: stored
            new("alice", "Likes black coffee"),
            new("alice", "likes black coffee"),  # duplicate within the batch
        ],
        dedup=True,
    )
    assert again[0].id == a.id
    assert len({m.id for m in again[1:5]} | {a.id}) == 5
    assert again[5].id == again[6].id
    assert len(embedder.calls[-1]) == 5
    skipped = {"operation": "skipped_duplicate"}
    assert metrics.value("memproxy_memory_operations_total", skipped) == 2
    # without dedup the same content is stored again, as given
    (b,) = await service.store([new("alice", "Likes green tea")])
    assert b.id != a.id


async def test_external_write_id_is_idempotent_per_user(service: MemoryService) -> None:
    (a,) = await service.store([new("alice", "v1", external_write_id="run1:f1")])
    (b,) = await service.store([new("alice", "v2", external_write_id="run1:f1")])
    (c,) = await service.store([new("bob", "v1", external_write_id="run1:f1")])
    assert a.id == b.id != c.id
    listed = await service.list(ListQuery(scope=Scope(user_id="alice")))
    assert [m.content for m in listed] == ["v2"]


async def test_search_scores_scope_and_types(service: MemoryService) -> None:
    budget, deploy, _, _ = await service.store(
        [
            new("alice", "User's budget for the Hawaii trip is $10,000"),
            new("alice", "To deploy payment-service run npm build then docker push", type="skill"),
            new("alice", "The Hawaii trip budget in project p is $3,000", project_id="p"),
            new("bob", "Bob's budget for the Hawaii trip is $99"),
        ]
    )
    hits = await service.search(Scope(user_id="alice"), "What's my budget for the trip?", limit=5)
    assert [h.memory.id for h in hits][:1] == [budget.id]
    assert all(h.memory.user_id == "alice" and h.memory.project_id == "" for h in hits)
    assert hits == sorted(hits, key=lambda h: h.score, reverse=True)
    assert 0.4 < hits[0].score <= 1.0
    skills = await service.search(Scope(user_id="alice"), "trip budget", types=[MemoryType.SKILL])
    assert [h.memory.id for h in skills] == [deploy.id]
    strict = await service.search(Scope(user_id="alice"), "trip budget", threshold=0.99)
    assert strict == []
    project = await service.search(Scope(user_id="alice", project_id="p"), "trip budget")
    assert {h.memory.project_id for h in project} <= {"p"} and project


async def test_update_reembeds_only_when_content_changes(
    service: MemoryService, store: MilvusStore, embedder: CountingEmbedder
) -> None:
    (m,) = await service.store([new("alice", "budget is $10K")])
    before = await store.get_vector("alice", m.id)
    calls = len(embedder.calls)
    same = await service.update("alice", m.id, MemoryPatch(importance=5))
    assert same is not None and same.importance == 5 and same.content == "budget is $10K"
    assert len(embedder.calls) == calls
    assert await store.get_vector("alice", m.id) == pytest.approx(before)
    moved = await service.update("alice", m.id, MemoryPatch(content="favourite colour: teal\x00"))
    assert moved is not None and moved.content == "favourite colour: teal"
    assert embedder.calls[-1] == ["favourite colour: teal"]
    after = await store.get_vector("alice", m.id)
    assert after is not None
    expected = (await embedder.inner.embed(["favourite colour: teal"]))[0]
    assert np.allclose(after, expected, atol=1e-5)
    hits = await service.search(Scope(user_id="alice"), "which colour do I like?", limit=1)
    assert hits[0].memory.id == m.id
    assert await service.update("bob", m.id, MemoryPatch(content="pwned")) is None


async def test_get_forget_and_isolation(service: MemoryService) -> None:
    (m,) = await service.store([new("alice", "vault code 1234")])
    assert await service.get("bob", m.id) is None
    assert await service.forget("bob", m.id) is False
    assert await service.get("alice", m.id) is not None
    assert await service.forget("alice", m.id) is True
    assert await service.get("alice", m.id) is None
    assert await service.forget("alice", m.id) is False


async def test_list_and_forget_by_scope(service: MemoryService) -> None:
    await service.store(
        [new("alice", f"fact {i}", project_id="p" if i % 2 else "") for i in range(6)]
        + [new("bob", "bob fact")]
    )
    plain = await service.list(ListQuery(scope=Scope(user_id="alice")))
    assert sorted(m.content for m in plain) == ["fact 0", "fact 2", "fact 4"]
    everything = await service.list(ListQuery(scope=Scope(user_id="alice"), all_projects=True))
    assert len(everything) == 6
    page = await service.list(ListQuery(scope=Scope(user_id="alice", project_id="p"), limit=2))
    assert len(page) == 2 and all(m.project_id == "p" for m in page)
    assert await service.forget_by_scope(Scope(user_id="alice", project_id="p")) == 3
    assert await service.forget_by_scope(Scope(user_id="alice")) == 3
    assert await service.list(ListQuery(scope=Scope(user_id="alice"), all_projects=True)) == []
    assert len(await service.list(ListQuery(scope=Scope(user_id="bob")))) == 1


async def test_forget_by_scope_clears_conversation_state(
    tmp_path: Path, store: MilvusStore, embedder: CountingEmbedder
) -> None:
    state = SqliteStateStore(tmp_path / "state.db")
    await state.start()
    try:
        service = MemoryService(store, embedder, Metrics(), 80, state=state)
        key = SessionKey(user_id="alice", session_id="s1")
        await state.append_turns(key, [StoredTurn("user", "I live in Oslo")], batch_size=10)
        assert await state.recent_turns(key, 10)
        await service.store([new("alice", "lives in Oslo")])
        assert await service.forget_by_scope(Scope(user_id="alice")) == 1
        assert await state.recent_turns(key, 10) == []
        assert await service.flush("alice") == 0
    finally:
        await state.close()


async def test_store_down_raises_store_unavailable(embedder: CountingEmbedder) -> None:
    down = MilvusStore(MilvusSettings(uri=f"http://127.0.0.1:{free_port()}", timeout_seconds=0.5))
    service = MemoryService(down, embedder, Metrics(), 80)
    with pytest.raises(StoreUnavailable):
        await service.store([new("alice", "x")])
    with pytest.raises(StoreUnavailable):
        await service.search(Scope(user_id="alice"), "x")
