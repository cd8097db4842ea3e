"""The admin API for tests: a health probe that reports all up, and memories added."""

from __future__ import annotations

from typing import Any

import httpx


async def health() -> dict[str, object]:
    """The sidecar's health as the admin app asks for it: everything up."""
    return {"serving": True, "store": "up", "embedder": "up", "memory": "available"}


async def add(admin: httpx.AsyncClient, user: str, content: str, **kw: object) -> dict[str, Any]:
    """POST /v1/memory, which must answer 201; the stored memory."""
    r = await admin.post("/v1/memory", json={"user_id": user, "content": content, **kw})
    assert r.status_code == 201, r.text
    body: dict[str, Any] = r.json()
    return body
