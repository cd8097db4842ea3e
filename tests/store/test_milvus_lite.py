"""Milvus Lite under the learner's write pattern (one memory per insert), and its start.

Milvus Lite keeps every insert call as one batch of its in-memory table until that holds
128 MB, and each filtered search rebuilds a table from all of those batches: the store
must flush, or searches slow down with every single write. The count of unflushed
batches is read from Lite's engine (the only place the mechanism shows; a Lite upgrade
that renames it fails this test loudly rather than passing blindly).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

import pytest
from milvus_lite.server_manager import server_manager_instance

from memproxy.config import MilvusSettings
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM, vec


def unflushed_batches(settings: MilvusSettings) -> int:
    """Insert batches waiting in Lite's in-memory table (what every search walks)."""
    _, db, _ = server_manager_instance._servers[os.path.abspath(settings.uri)]
    return len(db.get_collection(settings.collection)._memtable._insert_batches)


async def test_single_writes_stay_bounded_and_each_is_readable_at_once(tmp_path: Path) -> None:
    settings = MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM)
    writes = 2 * settings.lite_flush_every + 10
    store = MilvusStore(settings)
    await store.start()
    try:
        for i in range(writes):
            user = f"user-{i % 7}"
            (m,) = await store.store([(Memory(user_id=user, content=f"fact {i}"), vec(i))])
            # acknowledged means readable, also by the write that set off a flush
            assert await store.get(user, m.id) == m
            hits = await store.retrieve(
                SearchQuery(scope=Scope(user_id=user), vector=vec(i), limit=1, threshold=0.99)
            )
            assert [h.memory.id for h in hits] == [m.id]
        assert unflushed_batches(settings) < settings.lite_flush_every
        assert sum([await store.count(f"user-{u}") for u in range(7)]) == writes
    finally:
        await store.close()


async def test_a_new_database_starts_without_an_error_logged(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """pymilvus's wait for an index asks for AllocTimestamp, which Lite does not
    implement; grpc logged that as an ERROR traceback on every new database."""
    caplog.set_level(logging.WARNING)
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "lite.db"), dimension=DIM))
    await store.start()
    await store.close()
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR] == []
