"""The console's browser tier: the stack it runs on, its admin calls and its sign-in."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import httpx

from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM

TOKEN = "console-test-token-1f0c"


@dataclass
class Console:
    memproxy: Memproxy
    envoy: Envoy
    upstream: StubLLM

    @property
    def url(self) -> str:
        return f"{self.memproxy.admin_url}/console"

    def admin(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        headers = {"authorization": f"Bearer {TOKEN}"}
        return httpx.request(
            method, f"{self.memproxy.admin_url}{path}", headers=headers, timeout=20, **kwargs
        )

    def add_memory(self, user: str, content: str, **fields: object) -> dict[str, Any]:
        r = self.admin("POST", "/v1/memory", json={"user_id": user, "content": content, **fields})
        assert r.status_code == 201, r.text
        body: dict[str, Any] = r.json()
        return body


def memories(console: Console, user: str) -> list[dict[str, Any]]:
    r = console.admin("GET", "/v1/memory", params={"user_id": user, "all_projects": "true"})
    assert r.status_code == 200, r.text
    found: list[dict[str, Any]] = r.json()["memories"]
    return found


def sign_in(page: Any, console: Console, token: str = TOKEN) -> None:
    page.goto(f"{console.url}/login")
    page.get_by_label("Admin token").fill(token)
    page.get_by_role("button", name="Sign in").click()
