"""The operator console in a real browser, against `memproxy serve` behind the real Envoy:
sign in, find a memory learned through a chat, open the request that injected it (its
verdict and score, a below-threshold miss and its reason), forget a memory and see the
next request go without it, stored markup shown as text, and no data without the token."""

from __future__ import annotations

import time
import uuid
from pathlib import Path
from typing import Any

import httpx
import pytest

from memproxy.pipeline.render import HEADER
from tests.kit.console import TOKEN, Console, memories, sign_in

BUDGET = "My budget for the Hawaii trip is $10,000"
PEANUTS = "User is allergic to peanuts"


@pytest.fixture
def user() -> str:
    return f"user-{uuid.uuid4().hex[:8]}"


def chat(console: Console, user: str, text: str, session: str) -> tuple[str, int, str]:
    """One chat turn through Envoy: the context record's id, how many memories were
    injected, and the memory text the LLM got."""
    r = httpx.post(
        f"{console.envoy.url}/v1/chat/completions",
        headers={"x-user-id": user, "x-session-id": session, "x-memproxy-context": "on"},
        json={"model": "m", "messages": [{"role": "user", "content": text}]},
        timeout=30,
    )
    assert r.status_code == 200, r.text
    context_id, injected = r.headers["x-memproxy-context"].split("; ")
    messages = console.upstream.last("/v1/chat/completions").json()["messages"]
    sent = "\n".join(
        str(m["content"]) for m in messages if m["role"] == "system" and HEADER in m["content"]
    )
    return context_id, int(injected.removeprefix("injected=")), sent


def learned(console: Console, user: str, text: str) -> dict[str, Any]:
    """Flush the user's turns and wait for `text` to be learned (no extraction model:
    the sidecar keeps the user's turns as they were said)."""
    flushed = console.admin("POST", "/v1/memory/flush", json={"user_id": user})
    assert flushed.status_code == 202, flushed.text
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        found = [m for m in memories(console, user) if text in m["content"]]
        if found:
            return found[0]
        time.sleep(0.2)
    raise AssertionError(f"{text!r} not learned: {memories(console, user)}")


def test_a_learned_memory_and_the_request_that_injected_it(
    console: Console, user: str, page: Any, shots: Path
) -> None:
    chat(console, user, BUDGET, "trip")
    memory = learned(console, user, BUDGET)
    console.add_memory(user, PEANUTS)
    context_id, injected, sent = chat(console, user, "What's my budget for the Hawaii trip?", "s2")
    assert injected >= 1 and "$10,000" in sent and "peanuts" not in sent

    sign_in(page, console)
    assert page.url.endswith("/console/users")
    page.get_by_label("User id").fill(user)
    page.get_by_role("button", name="Find").click()
    assert int(page.locator("#count").inner_text()) >= 2
    page.get_by_role("link", name="Memories", exact=True).click()
    page.get_by_role("link", name=BUDGET).first.wait_for()
    page.screenshot(path=str(shots / "console-memories.png"), full_page=True)

    page.get_by_label("Search (as injection retrieves)").fill("Hawaii budget")
    page.get_by_role("button", name="Apply").click()
    first = page.locator("tbody tr").first
    assert BUDGET in first.inner_text()
    page.get_by_role("link", name=BUDGET).first.click()
    assert memory["id"] in page.locator("main").inner_text()

    page.get_by_role("link", name="Requests", exact=True).click()
    page.locator("tr", has_text="What's my budget for the Hawaii trip?").get_by_role("link").click()
    assert context_id in page.locator("main").inner_text()
    hit = page.locator("table.candidates tr", has_text=BUDGET)
    miss = page.locator("table.candidates tr", has_text=PEANUTS)
    assert hit.locator("td.verdict").inner_text() == "injected"
    assert 0.3 < float(hit.locator("td").nth(3).inner_text()) <= 1.0
    assert miss.locator("td.verdict").inner_text() == "below the score threshold"
    page.screenshot(path=str(shots / "console-request.png"), full_page=True)

    page.get_by_role("button", name="Replay: what would be injected now").click()
    assert page.locator("h1").inner_text() == "Replay"
    assert "the same context would be injected" in page.locator("main").inner_text()

    page.get_by_role("link", name="Profile", exact=True).click()
    assert page.locator("#profile-tokens").inner_text().isdigit()
    page.get_by_role("link", name="Health", exact=True).click()
    assert "memproxy_admin_requests" in page.locator("main").inner_text()
    page.screenshot(path=str(shots / "console-health.png"), full_page=True)


def test_forget_in_the_console_and_the_next_request_goes_without(
    console: Console, user: str, page: Any
) -> None:
    cat = console.add_memory(user, "My cat is named Whiskers")
    _, injected, sent = chat(console, user, "What is my cat called?", "pets")
    assert injected == 1 and "Whiskers" in sent

    sign_in(page, console)
    page.goto(f"{console.url}/memory?user_id={user}&memory_id={cat['id']}")
    page.get_by_role("button", name="Forget").click()
    assert page.url.startswith(f"{console.url}/memories")
    assert "Whiskers" not in page.locator("main").inner_text()
    assert memories(console, user) == []
    _, injected, sent = chat(console, user, "What is my cat called?", "pets")
    assert injected == 0 and "Whiskers" not in sent
    deadline = time.monotonic() + 5
    while "/console/memory/forget" not in console.memproxy.log_text():
        assert time.monotonic() < deadline, "no audit line"
        time.sleep(0.1)
    line = next(
        x for x in console.memproxy.log_text().splitlines() if "/console/memory/forget" in x
    )
    assert user in line and "Whiskers" not in line and TOKEN not in console.memproxy.log_text()


def test_edit_pin_and_archive_change_the_memory(console: Console, user: str, page: Any) -> None:
    m = console.add_memory(user, "Prefers window seats")
    sign_in(page, console)
    page.goto(f"{console.url}/memory?user_id={user}&memory_id={m['id']}")
    page.get_by_label("Text").fill("Prefers aisle seats")
    page.get_by_role("button", name="Save").click()
    page.get_by_role("button", name="Pin").click()
    page.get_by_role("button", name="Archive").click()
    (now,) = [x for x in memories(console, user) if x["id"] == m["id"]] or [
        console.admin("GET", f"/v1/memory/{m['id']}", params={"user_id": user}).json()
    ]
    assert now["content"] == "Prefers aisle seats"
    assert now["metadata"].get("pinned") is True and now["archived"] is True
    page.goto(f"{console.url}/memories?user_id={user}&state=archived")
    assert "Prefers aisle seats" in page.locator("main").inner_text()


def test_stored_markup_renders_as_text(console: Console, user: str, page: Any) -> None:
    markup = "<img src=x onerror=alert(1)>"
    script = "<script>alert(2)</script>"
    m = console.add_memory(user, markup)
    s = console.add_memory(user, script)
    assert s["content"] == script
    sign_in(page, console)
    page.goto(f"{console.url}/memories?user_id={user}")
    page.get_by_text(script).wait_for()
    for url in (
        f"{console.url}/memories?user_id={user}",
        f"{console.url}/memory?user_id={user}&memory_id={m['id']}",
    ):
        page.goto(url)
        page.get_by_text(markup).first.wait_for()
        assert page.locator("main img").count() == 0
        assert page.locator("main script").count() == 0
    page.wait_for_timeout(300)
    assert page.dialogs == []


def test_wrong_or_missing_token_gets_the_login_page_and_no_data(
    console: Console, user: str, page: Any
) -> None:
    console.add_memory(user, "The vault code is 4711")
    listing = f"{console.url}/memories?user_id={user}"
    r = page.goto(listing)
    assert r.status == 401
    assert page.locator("h1").inner_text() == "Sign in" and "4711" not in page.content()

    sign_in(page, console, "not-the-token")
    assert "not the admin token" in page.content() and "4711" not in page.content()
    page.context.add_cookies([{"name": "memproxy_console", "value": "1.2.3", "url": console.url}])
    page.goto(listing)
    assert page.locator("h1").inner_text() == "Sign in" and "4711" not in page.content()

    page.context.clear_cookies()
    sign_in(page, console)
    assert TOKEN not in page.url
    (cookie,) = [c for c in page.context.cookies() if c["name"] == "memproxy_console"]
    assert cookie["httpOnly"] is True and cookie["sameSite"] == "Strict"
    page.goto(listing)
    assert "4711" in page.content()
    csp = page.goto(listing).headers["content-security-policy"]
    assert "script-src" not in csp and "default-src 'none'" in csp

    # a change without the form's CSRF token is refused, with the session cookie
    m = memories(console, user)[0]
    forged = httpx.post(
        f"{console.url}/memory/forget",
        data={"user_id": user, "memory_id": m["id"]},
        cookies={"memproxy_console": cookie["value"]},
        timeout=10,
    )
    assert forged.status_code == 403 and memories(console, user) != []


def test_usable_on_a_phone_and_with_a_keyboard(
    console: Console, user: str, page: Any, shots: Path
) -> None:
    console.add_memory(user, "A long memory " + "with many words " * 30)
    page.set_viewport_size({"width": 390, "height": 844})
    sign_in(page, console)
    page.goto(f"{console.url}/memories?user_id={user}")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=str(shots / "console-memories-phone.png"), full_page=True)
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "Skip to content"
    for field in ("Search (as injection retrieves)", "Type", "Show"):
        assert page.get_by_label(field).count() == 1  # every control has its label
    assert page.locator("h1").count() == 1


def test_the_supersession_chain_shows_what_replaced_what(
    console: Console, user: str, page: Any
) -> None:
    old = console.add_memory(user, "Lives in Bergen")
    new = console.add_memory(user, "Lives in Oslo", supersedes=old["id"])
    sign_in(page, console)
    for shown in (old, new):
        page.goto(f"{console.url}/memory?user_id={user}&memory_id={shown['id']}")
        links = page.locator("ol.chain li")
        assert links.count() == 2
        assert "Lives in Bergen" in links.nth(0).inner_text()
        assert "until" in links.nth(0).inner_text()
        assert "Lives in Oslo" in links.nth(1).inner_text()
        assert "current" in links.nth(1).inner_text()
    page.goto(f"{console.url}/memories?user_id={user}&state=all")
    row = page.locator("tr", has_text="Lives in Bergen")
    assert "superseded" in row.inner_text()
