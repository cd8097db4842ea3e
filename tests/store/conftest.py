"""The store contract runs against both backends: Milvus Lite and a real Milvus server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memproxy.config import MilvusSettings
from memproxy.store.milvus import MilvusStore
from tests.kit.store import open_store


@pytest.fixture(params=["lite", "server"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    async for s in open_store(request, tmp_path):
        yield s


@pytest.fixture(params=["lite", "server"])
async def big_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    """For tens of thousands of rows: each call may take its time on a busy machine."""
    async for s in open_store(request, tmp_path, timeout_seconds=60):
        yield s


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
