"""Memory stores for the store tests (Milvus Lite or the session's Milvus server), the
vectors they hold, and waits for their background reads."""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import Memory, SearchQuery
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8


def lite_settings(path: Path) -> MilvusSettings:
    """A Milvus Lite file in path with one partition: every user's rows share it, so user
    isolation rests on the store's filters alone (the strictest layout)."""
    return MilvusSettings(uri=str(path / "lite.db"), num_partitions=1, timeout_seconds=30)


def vec(seed: int) -> list[float]:
    """A unit vector of DIM dimensions, the same for the same seed."""
    v = np.random.default_rng(seed).standard_normal(DIM)
    return list(v / np.linalg.norm(v))


async def put(store: MilvusStore, user: str, content: str, v: list[float], **kw: Any) -> Memory:
    """Store one memory of the user with the vector v."""
    (m,) = await store.store([(Memory(user_id=user, content=content, **kw), v)])
    return m


async def open_store(
    request: pytest.FixtureRequest, tmp_path: Path, **settings: Any
) -> AsyncIterator[MilvusStore]:
    """A started store on the fixture's param: "lite" (a file in tmp_path) or "server"
    (a new collection on the session's Milvus server); closed after."""
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
