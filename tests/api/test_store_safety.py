"""Issue 14 items 1-2 through the real admin API, on Milvus Lite and the Milvus server:
a value the store cannot hold is a 400 naming the field, written nowhere; an update
never loses the row it replaces; a batch is all or nothing."""

from __future__ import annotations

import asyncio
import json
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.config import MilvusSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.service import MemoryService
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus
from tests.kit.admin import health


@pytest.fixture(params=["lite", "server"])
async def store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    if request.param == "lite":
        settings = MilvusSettings(uri=str(tmp_path / "m.db"))
    else:
        server: LocalMilvus = request.getfixturevalue("milvus_server")
        settings = MilvusSettings(uri=server.uri, collection=f"t_{uuid.uuid4().hex[:12]}")
    s = MilvusStore(settings)
    await s.start()
    yield s
    await s.close()


@pytest.fixture
async def admin(
    store: MilvusStore, real_embedder: OnnxEmbedder
) -> AsyncIterator[httpx.AsyncClient]:
    service = MemoryService(store, real_embedder, Metrics(), max_memory_chars=500)
    app = create_admin_app(service, Metrics(), health)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://admin") as client:
        yield client


def invalid(r: httpx.Response, field: str) -> None:
    assert r.status_code == 400, r.text
    body = r.json()["error"]
    assert body["code"] == "invalid" and body["field"] == field, body
    assert body["message"]


async def add(admin: httpx.AsyncClient, **kw: Any) -> dict[str, Any]:
    r = await admin.post("/v1/memory", json={"user_id": "ana", "content": "Ana likes tea", **kw})
    assert r.status_code == 201, r.text
    return r.json()  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("patch", "field"),
    [
        ({"access_count": 2**64}, "access_count"),
        ({"last_accessed": -(10**20)}, "last_accessed"),
        ({"metadata": {"n": 2**64}}, "metadata.n"),
        ({"metadata": {"deep": [{"n": -(2**63) - 1}]}}, "metadata.deep.0.n"),
        ({"superseded_by": "x" * 65}, "superseded_by"),
        ({"entities": ["\ud800"]}, "entities"),  # refused by the API model (memproxy.text)
    ],
)
async def test_an_update_the_store_refuses_is_400_and_keeps_the_memory(
    admin: httpx.AsyncClient, patch: dict[str, Any], field: str
) -> None:
    before = await add(admin, metadata={"k": 1})
    r = await admin.patch(  # json.dumps escapes the lone surrogate, as a client would
        f"/v1/memory/{before['id']}",
        params={"user_id": "ana"},
        content=json.dumps(patch),
        headers={"content-type": "application/json"},
    )
    invalid(r, field)
    got = await admin.get(f"/v1/memory/{before['id']}", params={"user_id": "ana"})
    assert got.status_code == 200, got.text
    assert got.json() == before


async def test_an_update_replaces_the_row_where_the_user_finds_it(
    admin: httpx.AsyncClient,
) -> None:
    """The replacement (an upsert on Lite, delete + insert on a server) stays under the
    user: found by id, by list and by search, once."""
    old = await add(admin)
    r = await admin.patch(
        f"/v1/memory/{old['id']}",
        params={"user_id": "ana"},
        json={"content": "Ana drinks green tea every morning", "access_count": 2**63 - 1},
    )
    assert r.status_code == 200, r.text
    listed = (await admin.get("/v1/memory", params={"user_id": "ana"})).json()["memories"]
    assert [(m["id"], m["access_count"]) for m in listed] == [(old["id"], 2**63 - 1)]
    hits = await admin.post("/v1/memory/search", json={"user_id": "ana", "query": "green tea"})
    assert [h["content"] for h in hits.json()["results"]] == ["Ana drinks green tea every morning"]


async def test_a_memory_the_store_refuses_is_400_naming_the_field(
    admin: httpx.AsyncClient,
) -> None:
    r = await admin.post(
        "/v1/memory", json={"user_id": "ana", "content": "x y", "metadata": {"n": 2**64}}
    )
    invalid(r, "metadata.n")
    r = await admin.post(
        "/v1/memory", json={"user_id": "ana", "content": "x y", "project_id": "é" * 600}
    )
    invalid(r, "project_id")  # 600 characters, 1,200 bytes: the store holds 1,024
    listed = await admin.get("/v1/memory", params={"user_id": "ana", "all_projects": True})
    assert listed.json()["memories"] == []


async def test_a_batch_is_all_or_nothing(admin: httpx.AsyncClient) -> None:
    items: list[dict[str, Any]] = [
        {"user_id": "ana", "content": f"Ana fact number {n}"} for n in range(4)
    ]
    items[2]["metadata"] = {"n": 2**64}
    r = await admin.post("/v1/memory/batch", json={"memories": items})
    invalid(r, "memories.2.metadata.n")
    listed = await admin.get("/v1/memory", params={"user_id": "ana"})
    assert listed.json()["memories"] == []
    del items[2]["metadata"]
    r = await admin.post("/v1/memory/batch", json={"memories": items})
    assert r.status_code == 201, r.text
    listed = await admin.get("/v1/memory", params={"user_id": "ana"})
    assert len(listed.json()["memories"]) == 4


async def test_a_failed_replacement_keeps_the_old_row(
    admin: httpx.AsyncClient, store: MilvusStore
) -> None:
    """Fault injection at the pymilvus boundary: the write that replaces the row fails
    once (as on an outage); the old row is there afterwards, on both backends."""
    old = await add(admin, external_write_id="job:1")
    client: Any = store.core.client
    real_insert, real_upsert = client.insert, client.upsert
    failed: list[str] = []

    def fail_once(real: Any) -> Any:
        def write(*args: Any, **kwargs: Any) -> Any:
            if not failed:
                failed.append("x")
                raise ConnectionError("injected: store went away")
            return real(*args, **kwargs)

        return write

    client.insert, client.upsert = fail_once(real_insert), fail_once(real_upsert)
    try:
        r = await admin.patch(
            f"/v1/memory/{old['id']}", params={"user_id": "ana"}, json={"content": "changed"}
        )
        assert r.status_code == 503, r.text
        got = await admin.get(f"/v1/memory/{old['id']}", params={"user_id": "ana"})
        assert got.status_code == 200 and got.json()["content"] == old["content"]
        failed.clear()
        r = await admin.post(
            "/v1/memory", json={"user_id": "ana", "content": "again", "external_write_id": "job:1"}
        )
        assert r.status_code == 503, r.text
        got = await admin.get(f"/v1/memory/{old['id']}", params={"user_id": "ana"})
        assert got.status_code == 200 and got.json()["content"] == old["content"]
    finally:
        client.insert, client.upsert = real_insert, real_upsert
    listed = await admin.get("/v1/memory", params={"user_id": "ana"})
    assert [m["id"] for m in listed.json()["memories"]] == [old["id"]]


def taken_then_lost(real: Any, taken: list[str]) -> Any:
    """An insert the store takes and whose answer is lost (a call that timed out after
    the server had it)."""

    def write(*args: Any, **kwargs: Any) -> Any:
        real(*args, **kwargs)
        taken.append("x")
        raise ConnectionError("injected: the answer was lost")

    return write


def down_after(real: Any, taken: list[str], times: int) -> Any:
    """Reads that fail `times` times once an insert was taken (the store went away)."""
    failed: list[str] = []

    def read(*args: Any, **kwargs: Any) -> Any:
        if taken and len(failed) < times:
            failed.append("x")
            raise ConnectionError("injected: store went away")
        return real(*args, **kwargs)

    return read


async def listed_within(admin: httpx.AsyncClient, seconds: float) -> list[dict[str, Any]]:
    """Ana's memories once there are none, or after `seconds`."""
    deadline = asyncio.get_running_loop().time() + seconds
    while True:
        listed = (await admin.get("/v1/memory", params={"user_id": "ana"})).json()["memories"]
        if not listed or asyncio.get_running_loop().time() > deadline:
            return listed  # type: ignore[no-any-return]
        await asyncio.sleep(0.25)


async def test_a_write_the_store_took_though_the_call_failed_is_answered_as_stored(
    admin: httpx.AsyncClient, store: MilvusStore
) -> None:
    """The read-back finds the rows: 201, listed once."""
    client: Any = store.core.client
    real_insert, taken = client.insert, list[str]()
    client.insert = taken_then_lost(real_insert, taken)
    try:
        r = await admin.post("/v1/memory", json={"user_id": "ana", "content": "Ana likes tea"})
    finally:
        client.insert = real_insert
    assert taken and r.status_code == 201, r.text
    listed = await admin.get("/v1/memory", params={"user_id": "ana"})
    assert [m["id"] for m in listed.json()["memories"]] == [r.json()["id"]]


async def test_a_write_answered_503_is_not_stored_even_when_the_store_took_it(
    admin: httpx.AsyncClient, store: MilvusStore
) -> None:
    """The store took the insert, its answer was lost, and the store did not answer the
    read-back nor the first deletes either: 503, and once the store answers again the
    rows are deleted, so the client's retry (as a 503 asks) stores the memory once."""
    client: Any = store.core.client
    real_insert, real_query, real_delete = client.insert, client.query, client.delete
    taken: list[str] = []
    client.insert = taken_then_lost(real_insert, taken)
    client.query = down_after(real_query, taken, 1)
    client.delete = down_after(real_delete, taken, 2)
    try:
        r = await admin.post("/v1/memory", json={"user_id": "ana", "content": "Ana likes tea"})
        assert taken and r.status_code == 503, r.text
        assert r.headers["Retry-After"]
    finally:
        client.insert, client.query = real_insert, real_query
    try:
        assert await listed_within(admin, 20) == []
    finally:
        client.delete = real_delete
    retried = await add(admin)
    listed = await admin.get("/v1/memory", params={"user_id": "ana"})
    assert [m["id"] for m in listed.json()["memories"]] == [retried["id"]]
