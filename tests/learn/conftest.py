"""Fixtures for the learning tier: real Milvus Lite, real SQLite state, a scripted vLLM.

Only the LLM is fake (FakeVLLM in tests/learn/fake_vllm.py). The embedder is the real
all-MiniLM-L6-v2 (session fixture `real_embedder`), the memory store a real Milvus Lite
file and the job queue a real SqliteStateStore.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator

import pytest

from memproxy.store.milvus import MilvusStore
from tests.kit.store import lite_settings


@pytest.fixture(scope="module")
async def milvus(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[MilvusStore]:
    """One Milvus Lite store per module (a start costs ~1 s); tests keep apart by
    using their own user ids (fixture `user`)."""
    store = MilvusStore(lite_settings(tmp_path_factory.mktemp("milvus")))
    await store.start()
    yield store
    await store.close()


@pytest.fixture
def user() -> str:
    return f"u-{uuid.uuid4().hex[:10]}"
