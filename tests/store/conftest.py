"""The store contract runs against both backends: Milvus Lite and a real Milvus server."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from memproxy.config import MilvusSettings
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
