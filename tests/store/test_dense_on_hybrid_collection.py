"""`memory.milvus.retrieval: dense` on a collection made for hybrid retrieval: the store
searches dense, but every write still fills the keyword text field. Before, its rows
lacked the field and Milvus refused them: new memories failed, and a usage count (a
delete, then an insert, on a server) deleted the user's most injected memories for good
(found by bench.latency runs alternating dense and hybrid on one server)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8


def _vector(axis: int) -> list[float]:
    return [1.0 if i == axis else 0.0 for i in range(DIM)]


@pytest.mark.parametrize("backend", ["lite", "server"])
async def test_a_dense_store_writes_rows_a_hybrid_collection_takes(
    backend: str, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    if backend == "lite":
        uri, collection = str(tmp_path / "lite.db"), "memories"
    else:
        server: LocalMilvus = request.getfixturevalue("milvus_server")
        uri, collection = server.uri, f"t_{uuid.uuid4().hex[:12]}"

    @asynccontextmanager
    async def opened(retrieval: str) -> AsyncIterator[MilvusStore]:
        s = MilvusSettings(uri=uri, dimension=DIM, collection=collection, retrieval=retrieval)
        store = MilvusStore(s)
        await store.start()
        try:
            yield store
        finally:
            await store.close()

    async with opened("auto") as hybrid:
        assert hybrid.retrieval_mode == "hybrid"
        (injected,) = await hybrid.store(
            [(Memory(user_id="alice", content="User's budget is $10,000"), _vector(0))]
        )

    async with opened("dense") as dense:
        assert dense.retrieval_mode == "dense"
        (lisbon,) = await dense.store(
            [(Memory(user_id="alice", content="User moved the Lisbon trip to June"), _vector(1))]
        )
        assert await dense.touch("alice", {injected.id: (2, 1_700_000_000_000)}) == 1
        kept = await dense.get("alice", injected.id)
        assert kept is not None and kept.access_count == 2

    async with opened("auto") as again:
        query = SearchQuery(
            scope=Scope(user_id="alice"), vector=_vector(7), text="Lisbon", limit=5, fresh=True
        )
        hits = await again.search(query, "keyword")
        assert [h.memory.id for h in hits] == [lisbon.id]  # its keyword text was written
        assert await again.get("alice", injected.id) is not None
