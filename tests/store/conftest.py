"""The store contract runs against both backends: Milvus Lite and a real Milvus server."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memproxy.config import MilvusSettings
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8


@pytest.fixture(params=["lite", "server"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    if request.param == "lite":
        settings = MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM)
    else:
        server: LocalMilvus = request.getfixturevalue("milvus_server")
        settings = MilvusSettings(
            uri=server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
        )
    s = MilvusStore(settings)
    await s.start()
    yield s
    await s.close()
