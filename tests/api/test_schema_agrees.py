"""What the OpenAPI document says is what the admin API does (the cases schemathesis
found): ids by their rule, strict booleans and numbers, no route shadowing another."""

from __future__ import annotations

import json
import re
from typing import Any

import httpx
import pytest

from memproxy.api.admin import FIXED, create_admin_app
from memproxy.metrics import Metrics
from tests.kit.admin import health as _health


def _document() -> dict[str, Any]:
    return create_admin_app(None, Metrics(), _health).openapi()  # type: ignore[arg-type]


def test_every_fixed_route_under_v1_memory_is_kept_from_the_id_route() -> None:
    fixed = {p.split("/")[3] for p in _document()["paths"] if re.fullmatch(r"/v1/memory/\w+", p)}
    assert fixed == set(FIXED)


@pytest.mark.parametrize("method", ["GET", "PATCH", "DELETE", "OPTIONS"])
async def test_a_fixed_route_is_no_memory_id(admin: httpx.AsyncClient, method: str) -> None:
    r = await admin.request(method, "/v1/memory/search", params={"user_id": "alice"})
    assert r.status_code == 405, r.text
    assert r.headers["allow"] == "POST"


async def test_the_id_route_allows_its_own_methods(admin: httpx.AsyncClient) -> None:
    r = await admin.request("OPTIONS", "/v1/memory/some-id")
    assert r.status_code == 405 and r.headers["allow"] == "DELETE, GET, PATCH"


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/v1/memory", {"user_id": "alice", "content": "x", "dedup": 0}),
        ("POST", "/v1/memory", {"user_id": "alice", "content": "x", "importance": True}),
        ("POST", "/v1/memory", {"user_id": "alice", "content": "x", "importance": "3"}),
        ("POST", "/v1/memory/cleanup", {"user_id": "alice", "dry_run": 0}),
        ("POST", "/v1/memory/search", {"user_id": "alice", "query": "q", "include_archived": 0}),
        ("POST", "/v1/memory/search", {"user_id": "alice", "query": "q", "limit": True}),
        ("PATCH", "/v1/memory/some-id?user_id=alice", {"expires_at": False}),
    ],
)
async def test_a_value_of_the_wrong_json_type_is_refused(
    admin: httpx.AsyncClient, method: str, path: str, body: dict[str, Any]
) -> None:
    r = await admin.request(method, path, json=body)
    assert r.status_code == 400, r.text
    assert r.json()["error"]["field"] in body


async def test_an_integral_number_is_an_integer(admin: httpx.AsyncClient) -> None:
    """JSON Schema counts 3.0 as an integer: so does the API."""
    body = {"user_id": "alice", "query": "q", "limit": 3.0}
    assert (await admin.post("/v1/memory/search", json=body)).status_code == 200


def test_ids_are_documented_with_their_rule() -> None:
    doc = _document()
    user = next(
        p["schema"]
        for p in doc["paths"]["/v1/memory"]["get"]["parameters"]
        if p["name"] == "user_id"
    )
    assert user["minLength"] == 1 and user["maxLength"] == 1024
    pattern = re.compile(user["pattern"])
    for ok in ("alice", " alice\t", "a b", "ünï 名"):
        assert pattern.search(ok), ok
    for bad in ("", " ", "\t", "a\x00b", "a\x1fb", "a\x85b", "a\x7f"):
        assert not pattern.search(bad), bad
    project = doc["components"]["schemas"]["SearchBody"]["properties"]["project_id"]
    string = next(s for s in project["anyOf"] if s.get("type") == "string")
    assert "minLength" not in string and re.search(string["pattern"], "")


@pytest.mark.parametrize("user", ["", "   ", "a\x01b"])
async def test_an_id_the_rule_refuses_is_a_400(admin: httpx.AsyncClient, user: str) -> None:
    r = await admin.get("/v1/memory", params={"user_id": user})
    assert r.status_code == 400 and r.json()["error"]["field"] == "user_id"


def test_bounds_are_json_schema_keywords() -> None:
    """minimum/maximum, never pydantic's own ge/le (which a validator can leak)."""
    text = json.dumps(_document())
    assert not re.search(r'"(ge|le|gt|lt)":', text)
    patch = _document()["components"]["schemas"]["MemoryPatch"]["properties"]["importance"]
    assert {"type": "integer", "minimum": 1, "maximum": 5} in patch["anyOf"]
