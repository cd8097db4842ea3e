"""Shared fixtures, started once per test session: the real embedder, a real Milvus
server and a real redis-server (both on 127.0.0.1, stopped by PID).

All async tests and fixtures share one session-wide event loop (pyproject), so
expensive real components are started once.

The tests are hermetic to the checkout they run in: they run in an empty directory, with
no MEMPROXY_* setting of the shell (only MEMPROXY_TEST_*), so what `make run` or `make
demo` left in ./data, or a MEMPROXY_CONFIG, changes no result.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from memproxy.config import EmbeddingSettings
from memproxy.context.store import ContextStore
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.state.sqlite import SqliteStateStore
from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import model_dir
from memproxy.testing.redis_server import RedisServer
from tests.kit.context import CONTEXT_BACKENDS, MakeContext, open_context_store


@pytest.fixture(scope="session", autouse=True)
def hermetic(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as mp:
        for key in [k for k in os.environ if k.startswith("MEMPROXY_")]:
            if not key.startswith("MEMPROXY_TEST_"):
                mp.delenv(key)
        mp.chdir(tmp_path_factory.mktemp("cwd"))
        yield


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


@pytest.fixture
async def state(tmp_path: Path) -> AsyncIterator[SqliteStateStore]:
    """A real SQLite state store, started, in the test's tmp_path."""
    store = SqliteStateStore(tmp_path / "state.db")
    await store.start()
    yield store
    await store.close()


@pytest.fixture(params=CONTEXT_BACKENDS)
async def make_context(
    request: pytest.FixtureRequest, tmp_path: Path
) -> AsyncIterator[MakeContext]:
    """Opens context stores of each backend (SQLite file, the session's redis-server), all
    on the same data; closed after the test."""
    opened: list[ContextStore] = []
    prefix = f"t{uuid.uuid4().hex[:12]}"

    def make(**settings: object) -> ContextStore:
        url = request.getfixturevalue("redis_server").url if request.param == "redis" else ""
        store = open_context_store(request.param, tmp_path, url, prefix, **settings)
        opened.append(store)
        return store

    yield make
    for store in opened:
        await store.close()
