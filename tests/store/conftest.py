"""The store contract runs against both backends: Milvus Lite and a real Milvus server."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import SearchQuery
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8


async def open_store(
    request: pytest.FixtureRequest, tmp_path: Path, **settings: Any
) -> AsyncIterator[MilvusStore]:
    if request.param == "lite":
        s = MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM, **settings)
    else:
        server: LocalMilvus = request.getfixturevalue("milvus_server")
        s = MilvusSettings(
            uri=server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}", **settings
        )
    store = MilvusStore(s)
    await store.start()
    yield store
    await store.close()


@pytest.fixture(params=["lite", "server"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    async for s in open_store(request, tmp_path):
        yield s


@pytest.fixture(params=["lite", "server"])
async def big_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    """For tens of thousands of rows: each call may take its time on a busy machine."""
    async for s in open_store(request, tmp_path, timeout_seconds=60):
        yield s


async def settled(store: MilvusStore) -> None:
    """Until no read of a user's rows is in flight."""
    for _ in range(200):
        if not store.keyword_reads.reads:
            return
        await asyncio.sleep(0.02)
    raise AssertionError("a read of the rows never ended")


async def hold(store: MilvusStore, query: SearchQuery) -> None:
    """Search twice, each time until its reads end: a user's first read is of their
    keyword index only, the second search reads their rows whole."""
    for _ in range(2):
        await store.search(query, "hybrid")
        await settled(store)


@pytest.fixture(params=["server"])
async def server_store(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[MilvusStore]:
    async for s in open_store(request, tmp_path):
        yield s


@pytest.fixture
async def other_client(server_store: MilvusStore) -> AsyncIterator[MilvusStore]:
    """A second client of server_store's collection: another process's store."""
    store = MilvusStore(MilvusSettings(**server_store.settings.model_dump()))
    await store.start()
    yield store
    await store.close()
