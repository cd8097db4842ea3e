"""Cleanup, archive and supersession through the admin API (real store and embedder)."""

from __future__ import annotations

from pathlib import Path

import httpx

from memproxy.api.admin import create_admin_app
from memproxy.config import DAY_MS, MilvusSettings, QuotaSettings
from memproxy.domain import Memory, MemoryType, now_ms
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.quota import QuotaGuard
from memproxy.service import MemoryService
from memproxy.store.milvus import MilvusStore
from tests.kit.admin import add, health

EPI = MemoryType.EPISODIC


async def seed(service: MemoryService) -> dict[str, Memory]:
    """Memories of every age and kind, written as they were on their day."""
    now = now_ms()

    def old(days: float, importance: int, **kw: object) -> Memory:
        at = now - int(days * DAY_MS)
        return Memory(importance=importance, created_at=at, updated_at=at, **kw)  # type: ignore[arg-type]

    rows = {
        "episode": old(40, 1, user_id="alice", content="Chatted about the weather", type=EPI),
        "stale": old(20, 1, user_id="alice", content="Mentioned a blue mug"),
        "superseded": old(1, 4, user_id="alice", content="Lives in Rome", superseded_by="0" * 32),
        "kept_old": old(40, 5, user_id="alice", content="Allergic to nuts", type=EPI),
        "fresh": old(0, 1, user_id="alice", content="Likes green tea"),
        "bob": old(40, 1, user_id="bob", content="Bob's old episode", type=EPI),
    }
    vectors = await service._embedder.embed([m.content for m in rows.values()])
    stored = await service.store_backend.store(
        [(m, v.tolist()) for m, v in zip(rows.values(), vectors, strict=True)]
    )
    return dict(zip(rows, stored, strict=True))


async def active_ids(admin: httpx.AsyncClient, user: str) -> set[str]:
    listed = await admin.get("/v1/memory", params={"user_id": user})
    return {m["id"] for m in listed.json()["memories"]}


async def test_a_dry_run_names_what_the_real_run_archives(
    admin: httpx.AsyncClient, service: MemoryService
) -> None:
    memories = await seed(service)
    expected = {memories[k].id: k for k in ("episode", "stale", "superseded")}
    before = await active_ids(admin, "alice")
    dry = await admin.post("/v1/memory/cleanup", json={"user_id": "alice"})
    assert dry.status_code == 200, dry.text
    assert dry.json()["dry_run"] is True
    named = {m["id"]: m["reason"] for m in dry.json()["archived"]}
    assert named == {
        memories["episode"].id: "old_episodic",
        memories["stale"].id: "stale",
        memories["superseded"].id: "superseded",
    }
    assert await active_ids(admin, "alice") == before  # a dry run archives nothing
    real = await admin.post("/v1/memory/cleanup", json={"user_id": "alice", "dry_run": False})
    assert {m["id"]: m["reason"] for m in real.json()["archived"]} == named
    assert await active_ids(admin, "alice") == before - set(expected)
    listed = await admin.get("/v1/memory", params={"user_id": "alice", "include_archived": True})
    reasons = {m["id"]: m["metadata"].get("archived_reason") for m in listed.json()["memories"]}
    assert {i: reasons[i] for i in expected} == named
    again = await admin.post("/v1/memory/cleanup", json={"user_id": "alice", "dry_run": False})
    assert again.json()["archived"] == []
    assert memories["bob"].id in await active_ids(admin, "bob")  # another user's: untouched


async def test_cleanup_thresholds_come_from_the_body(
    admin: httpx.AsyncClient, service: MemoryService
) -> None:
    memories = await seed(service)
    body = {"user_id": "alice", "episodic_max_importance": 5, "stale_days": 100}
    body["superseded"] = False
    found = await admin.post("/v1/memory/cleanup", json=body)
    assert {m["id"] for m in found.json()["archived"]} == {
        memories["episode"].id,
        memories["kept_old"].id,
    }
    bad = await admin.post("/v1/memory/cleanup", json={"user_id": "alice", "stale_days": -1})
    assert bad.status_code == 400 and bad.json()["error"]["field"] == "stale_days"


async def test_archive_and_unarchive_with_patch_and_search_archived(
    admin: httpx.AsyncClient,
) -> None:
    m = await add(admin, "alice", "The wifi password is hunter2")
    query = {"user_id": "alice", "query": "wifi password", "threshold": 0.3}
    hits = await admin.post("/v1/memory/search", json=query)
    assert [h["id"] for h in hits.json()["results"]] == [m["id"]]
    archived = await admin.patch(
        f"/v1/memory/{m['id']}", params={"user_id": "alice"}, json={"archived": True}
    )
    assert archived.json()["archived"] is True
    assert (await admin.post("/v1/memory/search", json=query)).json()["results"] == []
    with_archived = await admin.post("/v1/memory/search", json={**query, "include_archived": True})
    assert [h["id"] for h in with_archived.json()["results"]] == [m["id"]]
    back = await admin.patch(
        f"/v1/memory/{m['id']}", params={"user_id": "alice"}, json={"archived": False}
    )
    assert back.json()["archived"] is False
    hits = await admin.post("/v1/memory/search", json=query)
    assert [h["id"] for h in hits.json()["results"]] == [m["id"]]


async def test_a_correction_supersedes_the_old_memory(admin: httpx.AsyncClient) -> None:
    old = await add(admin, "alice", "Lives in Rome")
    new = await add(admin, "alice", "Moved to Oslo", type="correction", supersedes=old["id"])
    assert new["metadata"]["supersedes"] == old["id"]
    got = (await admin.get(f"/v1/memory/{old['id']}", params={"user_id": "alice"})).json()
    assert got["archived"] is True and got["superseded_by"] == new["id"]
    assert got["metadata"]["archived_reason"] == "superseded"
    assert await active_ids(admin, "alice") == {new["id"]}


async def test_supersedes_only_the_users_own_memory(admin: httpx.AsyncClient) -> None:
    bobs = await add(admin, "bob", "Bob's vault code is 1234")
    for hostile in (bobs["id"], "not-an-id", 'x" or user_key != "', "0" * 32):
        r = await admin.post(
            "/v1/memory", json={"user_id": "alice", "content": "hi", "supersedes": hostile}
        )
        assert r.status_code == 404, r.text  # no such memory of hers
        assert r.json()["error"] == {
            "code": "not_found",
            "message": "the user has no memory with this id",
            "field": "supersedes",
        }
    assert await active_ids(admin, "alice") == set()  # nothing was stored
    got = (await admin.get(f"/v1/memory/{bobs['id']}", params={"user_id": "bob"})).json()
    assert got["archived"] is False and got["superseded_by"] == ""


async def test_unarchiving_passes_the_quota(tmp_path: Path, real_embedder: OnnxEmbedder) -> None:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "q.db")))
    await store.start()
    quota = QuotaGuard(store, QuotaSettings(max_memories=1, policy="refuse"), Metrics(), 500)
    service = MemoryService(store, real_embedder, Metrics(), 500, quota=quota)
    app = create_admin_app(service, Metrics(), health)
    try:
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://admin"
        ) as admin:
            a = await add(admin, "alice", "First fact")
            where = {"user_id": "alice"}
            await admin.patch(f"/v1/memory/{a['id']}", params=where, json={"archived": True})
            await add(admin, "alice", "Second fact")
            back = await admin.patch(
                f"/v1/memory/{a['id']}", params={"user_id": "alice"}, json={"archived": False}
            )
            assert back.status_code == 409, back.text
            assert back.json()["error"]["quota"] == "max_memories"
    finally:
        await store.close()
