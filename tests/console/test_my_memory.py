"""`/my-memory` in a real browser through the real Envoy: a user sees only their own
memories, forgets one, downloads all of them, forgets everything; never another user's,
and the page never reaches the LLM."""

from __future__ import annotations

import json
import uuid
from pathlib import Path
from typing import Any

import httpx

from tests.kit.console import Console, memories


def test_the_page_shows_and_forgets_only_its_own_users_memories(
    console: Console, page: Any, shots: Path
) -> None:
    user, other = f"ana-{uuid.uuid4().hex[:6]}", f"bob-{uuid.uuid4().hex[:6]}"
    tea = console.add_memory(user, "Likes green tea")
    console.add_memory(user, "Lives in Oslo")
    console.add_memory(user, "<img src=x onerror=alert(1)>")
    theirs = console.add_memory(other, "Bob's bank PIN is 9999")

    page.set_extra_http_headers({"x-user-id": user})
    page.goto(f"{console.envoy.url}/my-memory")
    text = page.locator("main").inner_text()
    assert "Likes green tea" in text and "Lives in Oslo" in text and "9999" not in text
    assert "<img src=x onerror=alert(1)>" in text and page.locator("main img").count() == 0
    page.screenshot(path=str(shots / "my-memory.png"), full_page=True)

    page.get_by_role("button", name="Forget: Likes green tea").click()
    assert page.url == f"{console.envoy.url}/my-memory"
    assert "Likes green tea" not in page.locator("main").inner_text()
    assert tea["id"] not in {m["id"] for m in memories(console, user)}

    with page.expect_download() as download:
        page.get_by_role("link", name="Download everything (JSON)").click()
    body = json.loads(Path(download.value.path()).read_text())
    assert {m["content"] for m in body["memories"]} == {
        "Lives in Oslo",
        "<img src=x onerror=alert(1)>",
    }
    assert {m["user_id"] for m in body["memories"]} == {user}

    page.get_by_label("Yes, forget everything remembered about me").check()
    page.get_by_role("button", name="Forget everything").click()
    assert page.locator("#nothing").inner_text() == "Nothing is remembered about you."
    assert memories(console, user) == []
    assert [m["id"] for m in memories(console, other)] == [theirs["id"]]
    assert page.dialogs == []
    assert not any(r.path.startswith("/my-memory") for r in console.upstream.requests)


def test_another_users_memory_id_and_a_forged_form_are_refused(console: Console) -> None:
    user, other = f"ana-{uuid.uuid4().hex[:6]}", f"bob-{uuid.uuid4().hex[:6]}"
    theirs = console.add_memory(other, "Bob's bank PIN is 9999")
    url = f"{console.envoy.url}/my-memory"
    with httpx.Client(headers={"x-user-id": user}, timeout=10) as client:
        shown = client.get(url)
        assert shown.status_code == 200 and "9999" not in shown.text
        csrf = client.cookies["memproxy_mine"]
        cross = client.post(f"{url}/forget", data={"memory_id": theirs["id"], "csrf": csrf})
        assert cross.status_code == 404
        forged = client.post(f"{url}/forget-all", data={"confirm": "yes", "csrf": "guess"})
        assert forged.status_code == 403
    assert [m["id"] for m in memories(console, other)] == [theirs["id"]]
    nobody = httpx.get(url, timeout=10)
    assert nobody.status_code == 401 and "9999" not in nobody.text
