"""The admin API's OpenAPI document is exact: schemathesis fuzzes the real API by it.

The admin app is served over HTTP by uvicorn (as `memproxy run` serves it) on a real
Milvus Lite store with the real embedder, a token set. schemathesis (its CLI, in a
subprocess, so this loop keeps serving) runs every phase: the documented examples,
boundary coverage, fuzzing, and a stateful phase that follows the document's links
(create -> get/patch/delete, patch -> get, delete -> get). A server error (5xx), a
status the document does not list, a body or media type that does not match it, or
an operation that answers without the bearer token fails the test with the report.

MEMPROXY_FUZZ_SEED picks another seed (a fixed one keeps `make test` reproducible).
"""

from __future__ import annotations

import asyncio
import os
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn

from memproxy.api.admin import create_admin_app
from memproxy.metrics import Metrics
from memproxy.service import MemoryService

TOKEN = "fuzz-token"
HERE = Path(__file__).parent


async def _health() -> dict[str, object]:
    queue = {"pending": 0, "leased": 0, "dead": 0, "rejected_full": 0}
    return {
        "serving": True,
        "pid": os.getpid(),
        "store": "up",
        "embedder": "up",
        "memory": "available",
        "queue": queue,
    }


@pytest.fixture
async def served(service: MemoryService) -> AsyncIterator[str]:
    app = create_admin_app(service, Metrics(), _health, admin_token=TOKEN)
    config = uvicorn.Config(
        app, host="127.0.0.1", port=0, log_level="warning", lifespan="off", access_log=False
    )
    server = uvicorn.Server(config)
    task = asyncio.create_task(server.serve())
    while not server.started:
        await asyncio.sleep(0.01)
        if task.done():
            task.result()
    port = server.servers[0].sockets[0].getsockname()[1]
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    await task


def _document(token: str = TOKEN) -> dict[str, Any]:
    # the document needs no store: the service is never called
    return create_admin_app(None, Metrics(), _health, admin_token=token).openapi()  # type: ignore[arg-type]


def _operations(doc: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(m.upper(), p, op) for p, item in doc["paths"].items() for m, op in item.items()]


def test_every_answer_is_documented_with_a_schema() -> None:
    doc = _document()
    error = {"$ref": "#/components/schemas/ErrorResponse"}
    for method, path, op in _operations(doc):
        responses = op["responses"]
        assert "422" not in responses, (method, path)  # the API answers 400
        for status, response in responses.items():
            for media, content in response["content"].items():
                assert content["schema"], (method, path, status, media)  # never {}
                if status >= "400" and path != "/readyz":  # its 503 is a Readiness
                    assert (media, content["schema"]) == ("application/json", error)
        if "503" in responses:  # every 503 says when to retry, /readyz's too
            assert "Retry-After" in responses["503"].get("headers", {}), (method, path)
        if op.get("parameters") or "requestBody" in op:
            assert "400" in responses, (method, path)
        if "requestBody" in op:
            assert "413" in responses, (method, path)
    assert "HTTPValidationError" not in doc["components"]["schemas"]


def test_route_specific_statuses_and_media_types() -> None:
    paths = _document()["paths"]
    for method in ("get", "patch", "delete"):
        assert "404" in paths["/v1/memory/{memory_id}"][method]["responses"]
    assert "409" in paths["/v1/memory"]["post"]["responses"]
    assert "503" in paths["/v1/memory/search"]["post"]["responses"]
    assert set(paths["/readyz"]["get"]["responses"]) == {"200", "503", "500"}
    metrics = paths["/metrics"]["get"]["responses"]["200"]["content"]
    assert metrics == {"text/plain; version=0.0.4": {"schema": {"type": "string"}}}
    created = paths["/v1/memory"]["post"]["responses"]["201"]
    assert created["content"]["application/json"]["schema"] == {
        "$ref": "#/components/schemas/Memory"
    }
    links = {link["operationId"] for link in created["links"].values()}
    assert links == {"get_memory", "update_memory", "delete_memory"}


def test_bearer_auth_is_declared_only_with_a_token() -> None:
    doc = _document()
    assert doc["components"]["securitySchemes"] == {
        "bearer": {"type": "http", "scheme": "bearer", "description": "server.admin_token"}
    }
    for method, path, op in _operations(doc):
        guarded = path not in ("/healthz", "/readyz")
        assert (op.get("security") == [{"bearer": []}]) is guarded, (method, path)
        assert ("401" in op["responses"]) is guarded, (method, path)
    open_doc = _document(token="")
    assert "securitySchemes" not in open_doc["components"]
    assert not any("401" in op["responses"] for _, _, op in _operations(open_doc))


async def test_405_allows_every_method_of_the_path(admin: httpx.AsyncClient) -> None:
    r = await admin.request("PUT", "/v1/memory")
    assert r.status_code == 405 and r.json()["error"]["code"] == "http_error"
    assert r.headers["allow"] == "DELETE, GET, POST"


async def test_schemathesis_finds_nothing(served: str, tmp_path: Path) -> None:
    async with httpx.AsyncClient(base_url=served) as client:
        assert (await client.get("/openapi.json")).status_code == 401  # guarded like the API
        doc = await client.get("/openapi.json", headers={"authorization": f"Bearer {TOKEN}"})
    (tmp_path / "openapi.json").write_bytes(doc.content)
    command = [
        str(Path(sys.executable).with_name("st")),
        f"--config-file={HERE / 'schemathesis.toml'}",
        "run",
        str(tmp_path / "openapi.json"),
        f"--url={served}",
        f"--seed={os.environ.get('MEMPROXY_FUZZ_SEED', '1')}",
        "--no-color",
        f"--report-dir={tmp_path}",
    ]
    proc = await asyncio.create_subprocess_exec(
        *command,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env={**os.environ, "MEMPROXY_ADMIN_TOKEN": TOKEN},
    )
    out, _ = await asyncio.wait_for(proc.communicate(), 240)
    report = out.decode(errors="replace")
    assert proc.returncode == 0, report
    assert re.search(r"API Links: +[1-9]\d* covered", report), report  # links followed
