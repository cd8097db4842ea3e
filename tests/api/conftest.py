from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.config import MilvusSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.service import MemoryService
from memproxy.store.milvus import MilvusStore
from tests.kit.admin import health


@pytest.fixture
async def service(tmp_path: Path, real_embedder: OnnxEmbedder) -> AsyncIterator[MemoryService]:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "m.db")))
    await store.start()
    yield MemoryService(store, real_embedder, Metrics(), max_memory_chars=500)
    await store.close()


@pytest.fixture
async def admin(service: MemoryService) -> AsyncIterator[httpx.AsyncClient]:
    app = create_admin_app(service, Metrics(), health)
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://admin"
    ) as client:
        yield client
