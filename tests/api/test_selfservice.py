"""The self-service app on its own (the Envoy tier is tests/integration/test_self_service.py):
the identity header's edge cases, and no other way to name a user."""

from __future__ import annotations

from collections.abc import AsyncIterator

import httpx
import pytest

from memproxy.api.selfservice import create_self_service_app
from memproxy.config import IdentitySettings
from memproxy.metrics import Metrics
from memproxy.service import MemoryService, NewMemory


@pytest.fixture
async def app_client(service: MemoryService) -> AsyncIterator[httpx.AsyncClient]:
    app = create_self_service_app(service, Metrics(), IdentitySettings())
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://self") as client:
        yield client


async def test_only_the_header_names_the_user(
    app_client: httpx.AsyncClient, service: MemoryService
) -> None:
    (alice,) = await service.store([NewMemory(user_id="alice", content="Likes tea")])
    (bob,) = await service.store([NewMemory(user_id="bob", content="Bob's PIN is 4711")])
    # a user_id in the query, or a body, names nobody: the header does
    r = await app_client.get(
        "/v1/memories", params={"user_id": "bob"}, headers={"x-user-id": "alice"}
    )
    assert [m["id"] for m in r.json()["memories"]] == [alice.id]
    r = await app_client.delete(f"/v1/memories/{bob.id}", headers={"x-user-id": "alice"})
    assert r.status_code == 404 and r.json()["error"]["code"] == "not_found"
    assert await service.get("bob", bob.id) is not None


@pytest.mark.parametrize(
    ("headers", "status"),
    [
        ([], 401),
        ([(b"x-user-id", b"")], 401),
        ([(b"x-user-id", b"alice"), (b"x-user-id", b"bob")], 401),  # ambiguous
        ([(b"x-user-id", b"\xff\xfe")], 400),  # not UTF-8
        ([(b"x-user-id", b"a\x01b")], 400),  # a control character
        ([(b"x-user-id", b"a" * 257)], 400),  # over identity.max_id_length
    ],
)
async def test_a_missing_or_bad_identity_is_refused(
    app_client: httpx.AsyncClient, headers: list[tuple[bytes, bytes]], status: int
) -> None:
    for method, path in (("GET", "/v1/memories"), ("DELETE", "/v1/memories")):
        r = await app_client.request(method, path, headers=headers)
        assert r.status_code == status, (method, r.text)
        assert "error" in r.json()


async def test_a_utf8_user_is_that_user(
    app_client: httpx.AsyncClient, service: MemoryService
) -> None:
    (m,) = await service.store([NewMemory(user_id="ユーザー", content="Lives in Kyoto")])
    r = await app_client.get("/v1/memories", headers=[(b"x-user-id", "ユーザー".encode())])
    assert [x["id"] for x in r.json()["memories"]] == [m.id]
