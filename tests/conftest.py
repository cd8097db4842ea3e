"""Shared fixtures, started once per test session: the real embedder, a real Milvus
server and a real redis-server (both on 127.0.0.1, stopped by PID).

All async tests and fixtures share one session-wide event loop (pyproject), so
expensive real components are started once.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.state.redis_server import RedisServer
from memproxy.store.milvus_server import LocalMilvus
from tests.support.procs import model_dir


@pytest.fixture(scope="session")
async def real_embedder() -> AsyncIterator[OnnxEmbedder]:
    ensure_onnx_model(model_dir())
    embedder = OnnxEmbedder(EmbeddingSettings(), model_dir())
    await embedder.start()
    yield embedder
    await embedder.close()


@pytest.fixture(scope="session")
def milvus_server() -> Iterator[LocalMilvus]:
    with LocalMilvus() as server:
        yield server


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    with RedisServer() as server:
        yield server
