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
    # Its first start on a fresh machine lays out etcd and object storage: ~30 s idle,
    # past 120 s on a loaded 2-core machine (seen in a fresh-clone run).
    with LocalMilvus(start_timeout_s=420) as server:
        yield server


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    with RedisServer() as server:
        yield server
