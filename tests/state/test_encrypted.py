"""Encrypted state on both backends: turns and responses read back exactly, and neither
the SQLite file nor the Redis keys hold their text (the wrapper's contract runs with the
other stores', tests/state/conftest.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import redis.asyncio as aioredis

from memproxy.state.base import ResponseRecord, SessionKey, StateStore, StoredTurn
from memproxy.state.encrypted import EncryptedStateStore
from memproxy.state.session_state import SessionState
from tests.kit.state import CIPHER, MakeStore

KEY = SessionKey("alice", "s1")
SECRET = "my passport number is X1234567"


@pytest.fixture(params=["sqlite", "redis"])
def backend(request: pytest.FixtureRequest) -> str:
    """The store the wrapper seals into."""
    return str(request.param)


@pytest.fixture
async def sealed(make_store: MakeStore) -> AsyncIterator[EncryptedStateStore]:
    store = EncryptedStateStore(make_store(max_queue=50), CIPHER)
    await store.start()
    yield store
    await store.close()


async def exercise(store: StateStore) -> None:
    record = ResponseRecord(
        "r1",
        "alice",
        input_items=[{"role": "user", "content": SECRET}],
        output_items=[{"type": "message", "content": [{"type": "output_text", "text": "noted"}]}],
    )
    await store.save_response(record)
    await store.save_response(ResponseRecord("r2", "alice", previous_response_id="r1"))
    await store.append_turns(KEY, [StoredTurn("user", SECRET), StoredTurn("assistant", "ok")], 2)
    await store.save_state(KEY, SessionState(2, "anchor", {"values": {"passport": SECRET}}), 60)


async def test_reads_give_back_exactly_what_was_written(sealed: EncryptedStateStore) -> None:
    await exercise(sealed)
    got = await sealed.get_response("alice", "r1")
    assert got is not None and got.input_items == [{"role": "user", "content": SECRET}]
    chain = await sealed.chain("alice", "r2")
    assert chain is not None and chain[0].input_items[0]["content"] == SECRET
    assert chain[1].input_items == []
    assert [t.text for t in await sealed.recent_turns(KEY, 5)] == [SECRET, "ok"]
    state = await sealed.load_state(KEY)
    assert state is not None and state.data == {"values": {"passport": SECRET}}
    job = await sealed.claim(60)  # the batch of 2 became a job
    assert job is not None and [t.text for t in job.turns] == [SECRET, "ok"]
    assert await sealed.get_response("bob", "r1") is None


async def test_the_stores_hold_no_text(
    sealed: EncryptedStateStore,
    backend: str,
    prefix: str,
    tmp_path: Path,
    request: pytest.FixtureRequest,
) -> None:
    await exercise(sealed)
    if backend == "sqlite":
        await sealed.close()
        dumped = b"".join(p.read_bytes() for p in tmp_path.glob("state.db*"))
        assert dumped
    else:
        client = aioredis.Redis.from_url(request.getfixturevalue("redis_server").url)
        dumped = b""
        async for key in client.scan_iter(f"{prefix}:*"):
            kind = await client.type(key)
            if kind == b"hash":
                dumped += repr(await client.hgetall(key)).encode()
            elif kind == b"list":
                dumped += repr(await client.lrange(key, 0, -1)).encode()
            elif kind == b"string":
                dumped += repr(await client.get(key)).encode()
        await client.aclose()
        assert dumped
    assert b"passport" not in dumped and b"X1234567" not in dumped
    assert b"enc:v1:k1:" in dumped


async def test_the_same_check_finds_text_without_encryption(
    make_store: MakeStore, backend: str, tmp_path: Path
) -> None:
    """The control for SQLite: the plain store's file does hold the text."""
    if backend != "sqlite":
        pytest.skip("the Redis control is the plain store's own tests")
    store = make_store()
    await store.start()
    await exercise(store)
    await store.close()
    dumped = b"".join(p.read_bytes() for p in tmp_path.glob("state.db*"))
    assert b"X1234567" in dumped
