"""A write whose outcome the store could not tell (the call failed, the read-back too)
is undone once the store answers, unless its retry (the same external_write_id) found
the row first: then the row is the retry's and stays. A replacement whose insert and
restore both failed after its delete puts the old rows back once the store answers.
Before, both lost memories that had been accepted (the learner skipped a fact its
earlier attempt had written, and the undo then deleted it; a usage count during a
Milvus restart deleted the memories it counted)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import ListQuery, Memory, Scope
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus import MilvusStore
from memproxy.store.milvus import writes as writes_module
from memproxy.testing.milvus_server import LocalMilvus

DIM = 8
VECTOR = [1.0] + [0.0] * (DIM - 1)


class Faults:
    """Makes chosen store calls fail: `landing` calls run, then raise (the store wrote,
    the answer was lost); `failing` calls raise without running."""

    def __init__(self, store: MilvusStore) -> None:
        self.landing: dict[str, int] = {}
        self.failing: dict[str, int] = {}
        self._rpc = store.core.rpc

    async def rpc(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        name = getattr(fn, "__name__", "")
        if self.failing.get(name, 0) > 0:
            self.failing[name] -= 1
            raise StoreUnavailable(f"{name}: injected failure")
        result = await self._rpc(fn, *args, **kwargs)
        if self.landing.get(name, 0) > 0:
            self.landing[name] -= 1
            raise StoreUnavailable(f"{name}: injected lost answer")
        return result


@pytest.fixture
async def lite(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[MilvusStore]:
    monkeypatch.setattr(writes_module, "UNDO_FIRST_WAIT_S", 0.2)
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "w.db"), dimension=DIM))
    await store.start()
    try:
        yield store
    finally:
        await store.close()


def faulty(store: MilvusStore, monkeypatch: pytest.MonkeyPatch) -> Faults:
    faults = Faults(store)
    monkeypatch.setattr(store.core, "rpc", faults.rpc)
    return faults


async def contents(store: MilvusStore, user: str) -> list[str]:
    query = ListQuery(scope=Scope(user_id=user), limit=100, include_archived=True)
    return sorted(m.content for m in await store.list(query))


async def a_write_with_unknown_outcome(store: MilvusStore, faults: Faults, write_id: str) -> None:
    """The insert lands but its answer is lost, and the read-back gets no answer."""
    faults.landing["insert"] = 1
    faults.failing["query"] = 1
    memory = Memory(user_id="alice", content="User keeps bees", external_write_id=write_id)
    with pytest.raises(StoreUnavailable):
        await store.store([(memory, VECTOR)])


async def test_a_write_nobody_retries_is_undone(
    lite: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    await a_write_with_unknown_outcome(lite, faulty(lite, monkeypatch), "job-1:0")
    await lite.writer.drain(30)
    assert await contents(lite, "alice") == []


async def test_a_retry_that_finds_the_row_keeps_it(
    lite: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The learner's retry: the fact its earlier attempt wrote is found and skipped."""
    await a_write_with_unknown_outcome(lite, faulty(lite, monkeypatch), "job-1:0")
    found = await lite.find_by_external_write_id("alice", "job-1:0")
    assert found is not None
    await lite.writer.drain(30)
    assert await contents(lite, "alice") == ["User keeps bees"]


async def test_a_client_retry_with_the_same_key_stores_it_once(
    lite: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The admin API's retry with its idempotency key replaces the row it finds."""
    await a_write_with_unknown_outcome(lite, faulty(lite, monkeypatch), "key-7")
    again = Memory(user_id="alice", content="User keeps bees", external_write_id="key-7")
    await lite.store([(again, VECTOR)])
    await lite.writer.drain(30)
    assert await contents(lite, "alice") == ["User keeps bees"]


@pytest.fixture
async def server(
    milvus_server: LocalMilvus, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[MilvusStore]:
    """A store on the real Milvus server, where a replacement is a delete, then an insert
    (a put-back's first try after a second: time for a forget to come first)."""
    monkeypatch.setattr(writes_module, "UNDO_FIRST_WAIT_S", 1.0)
    settings = MilvusSettings(
        uri=milvus_server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
    )
    store = MilvusStore(settings)
    await store.start()
    try:
        yield store
    finally:
        await store.close()


async def a_usage_count_between_two_failures(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch, memories: list[Memory]
) -> None:
    """The usage count's insert fails after its delete, and so does its restore."""
    kept = await store.store([(memory, VECTOR) for memory in memories])
    faulty(store, monkeypatch).failing["insert"] = 2
    with pytest.raises(StoreUnavailable):
        await store.touch(memories[0].user_id, {m.id: (1, 1_700_000_000_000) for m in kept})


async def test_a_replacement_that_could_not_restore_puts_the_rows_back_later(
    server: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On a server a usage count deletes the user's counted rows, then inserts them
    counted; the store gone between the two (the insert and its restore both fail)."""
    first = Memory(user_id="alice", content="User is allergic to peanuts")
    second = Memory(user_id="alice", content="User lives in Porto")
    await a_usage_count_between_two_failures(server, monkeypatch, [first, second])
    await server.writer.drain(60)
    assert await contents(server, "alice") == sorted([first.content, second.content])


async def test_a_forget_meanwhile_keeps_the_rows_from_coming_back(
    server: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The user forgets everything while the rows of a failed usage count wait to be put
    back: they are not put back."""
    memory = Memory(user_id="alice", content="User lives in Porto")
    await a_usage_count_between_two_failures(server, monkeypatch, [memory])
    await server.forget_by_scope(Scope(user_id="alice"))
    await server.writer.drain(60)
    assert await contents(server, "alice") == []
