"""An audit line for every admin mutation: who, what, which users, never content."""

from __future__ import annotations

import json
import logging

import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.api.audit import ACTOR_HEADER, Asked, audit_fields, body_users, is_mutation
from memproxy.metrics import Metrics
from memproxy.service import MemoryService

TOKEN = "s3cret-token"
SECRET_CONTENT = "my passport number is X123"
# not hex: a memory id in the log must not look like leaked content (it held "b1" once)
BOB_CONTENT = "bob's note"


async def _health() -> dict[str, object]:
    return {"serving": True}


def audit_lines(caplog: pytest.LogCaptureFixture) -> list[dict[str, object]]:
    return [r.fields for r in caplog.records if r.name == "memproxy.audit"]  # type: ignore[attr-defined]


async def test_each_mutation_is_audited_without_content(
    service: MemoryService, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="memproxy.audit")
    app = create_admin_app(service, Metrics(), _health, admin_token=TOKEN)
    auth = {"authorization": f"Bearer {TOKEN}", ACTOR_HEADER: "cli:ops"}
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url="http://a"
    ) as client:
        made = await client.post(
            "/v1/memory", json={"user_id": "alice", "content": SECRET_CONTENT}, headers=auth
        )
        memory_id = made.json()["id"]
        batch = {
            "memories": [
                {"user_id": "bob", "content": BOB_CONTENT},
                {"user_id": "carol", "content": "c"},
            ]
        }
        assert (await client.post("/v1/memory/batch", json=batch, headers=auth)).status_code == 201
        await client.patch(
            f"/v1/memory/{memory_id}",
            params={"user_id": "alice"},
            json={"content": "x y"},
            headers=auth,
        )
        await client.delete(f"/v1/memory/{memory_id}", params={"user_id": "alice"}, headers=auth)
        await client.delete(
            "/v1/memory", params={"user_id": "bob", "project_id": "p1"}, headers=auth
        )
        # reads are not audited
        await client.post(
            "/v1/memory/search", json={"user_id": "alice", "query": "q"}, headers=auth
        )
        await client.get("/v1/memory", params={"user_id": "alice"}, headers=auth)
        # refused mutations are: no token, and a 404
        await client.delete(f"/v1/memory/{memory_id}", params={"user_id": "mallory"})
        await client.delete("/v1/memory/" + "f" * 32, params={"user_id": "alice"}, headers=auth)
    got = audit_lines(caplog)
    summary = [(g["method"], g["route"], g["status"], g["user_ids"]) for g in got]
    assert summary == [
        ("POST", "/v1/memory", 201, ["alice"]),
        ("POST", "/v1/memory/batch", 201, ["bob", "carol"]),
        ("PATCH", "/v1/memory/{memory_id}", 200, ["alice"]),
        ("DELETE", "/v1/memory/{memory_id}", 200, ["alice"]),
        ("DELETE", "/v1/memory", 200, ["bob"]),
        ("DELETE", f"/v1/memory/{memory_id}", 401, ["mallory"]),
        ("DELETE", "/v1/memory/{memory_id}", 404, ["alice"]),
    ]
    assert got[0]["who"] == {"client": "127.0.0.1:123", "auth": "bearer", "actor": "cli:ops"}
    assert got[2]["memory_id"] == memory_id and got[4]["project_id"] == "p1"
    assert got[5]["who"]["auth"] == "none"  # type: ignore[index]
    text = "\n".join(r.getMessage() for r in caplog.records) + json.dumps(got)
    for secret in (SECRET_CONTENT, BOB_CONTENT, "x y", TOKEN):
        assert secret not in text


def test_only_mutations_are_audited() -> None:
    assert is_mutation("POST", "/v1/memory", "/v1/memory")
    assert is_mutation("DELETE", "/v1/memory/{memory_id}", "/v1/memory/a")
    assert not is_mutation("POST", "/v1/memory/search", "/v1/memory/search")
    assert not is_mutation("GET", "/v1/memory", "/v1/memory")


@pytest.mark.parametrize(
    ("raw", "users"),
    [
        (b'{"user_id": "u", "content": "c"}', ["u"]),
        (b'{"memories": [{"user_id": "a"}, {"user_id": 5}, "x", {}]}', ["a"]),
        (b"not json", []),
        (b"[1, 2]", []),
        (b"[" * 100_000, []),
        (b"", []),
    ],
)
def test_body_users_reads_only_user_ids(raw: bytes, users: list[str]) -> None:
    assert body_users(raw) == users


def test_fields_are_bounded() -> None:
    many = json.dumps({"memories": [{"user_id": f"u{i}"} for i in range(60)]}).encode()
    asked = Asked(
        "POST",
        "/v1/memory/batch",
        "/v1/memory/batch",
        {},
        {},
        {ACTOR_HEADER: "a" * 999},
        "c",
        True,
        many,
    )
    fields = audit_fields(asked, 201)
    assert len(fields["user_ids"]) == 50 and fields["user_ids_total"] == 60
    assert len(fields["who"]["actor"]) == 256
