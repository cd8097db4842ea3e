"""Learning receipts on the console and the admin API: receipts added through the log (the
sidecar's own SQLite store, as the learner adds them) show what each job read and what
became of every fact, with its reason; markup in them renders as text."""

from __future__ import annotations

import asyncio
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import httpx

from memproxy.context.retention import Retention
from memproxy.context.sqlite import SqliteContextStore
from memproxy.receipts import FactReceipt, LearningReceipt, StoredReceiptLog
from tests.kit.console import Console, sign_in


def add(console: Console, receipt: LearningReceipt) -> None:
    async def run() -> None:
        store = SqliteContextStore(console.memproxy.home / "state.db", Retention())
        await store.start()
        try:
            await StoredReceiptLog(store).add(receipt)
        finally:
            await store.close()

    with ThreadPoolExecutor(1) as pool:  # Playwright's sync API holds this thread's loop
        pool.submit(asyncio.run, run()).result()


def test_a_jobs_receipt_says_what_was_kept_and_what_was_dropped(
    console: Console, page: Any, shots: Path
) -> None:
    user = f"user-{uuid.uuid4().hex[:8]}"
    job = f"job-{uuid.uuid4().hex[:8]}"
    add(
        console,
        LearningReceipt(
            user_id=user,
            job_id=job,
            created_at=time.time(),
            turns=("user: I'm vegetarian now <script>alert(1)</script>", "assistant: Noted."),
            model_seconds=2.5,
            facts=(
                FactReceipt(
                    text="User is vegetarian",
                    evidence="I'm vegetarian now",
                    about="user",
                    attribute="diet",
                    profile=True,
                    outcome="superseded",
                    reason="replaces m-old",
                    memory_id="m-new",
                    replaced_id="m-old",
                ),
                FactReceipt(
                    text="User's sister Ana lives in Rome",
                    evidence="",
                    about="Ana (sister)",
                    attribute="home city",
                    profile=False,
                    outcome="dropped",
                    reason="evidence not in the user's turns",
                ),
            ),
        ),
    )
    api = f"{console.memproxy.admin_url}/v1/receipts"
    assert httpx.get(api, params={"user_id": user}, timeout=10).status_code == 401
    listed = console.admin("GET", "/v1/receipts", params={"user_id": user}).json()["receipts"]
    assert [r["job_id"] for r in listed] == [job]
    one = console.admin("GET", f"/v1/receipts/{job}", params={"user_id": user})
    assert one.json()["facts"][1]["outcome"] == "dropped"
    elsewhere = console.admin("GET", f"/v1/receipts/{job}", params={"user_id": "someone"})
    assert elsewhere.status_code == 404

    sign_in(page, console)
    page.goto(f"{console.url}/receipts?user_id={user}")
    page.locator("tr", has_text=job).get_by_role("link").click()
    kept = page.locator("tr", has_text="User is vegetarian")
    dropped = page.locator("tr", has_text="Ana lives in Rome")
    assert kept.locator("td.outcome").inner_text() == "superseded"
    assert "replaces m-old" in kept.inner_text()
    assert dropped.locator("td.outcome").inner_text() == "dropped"
    assert "evidence not in the user's turns" in dropped.inner_text()
    assert "2.50 s" in page.locator("main").inner_text()
    page.get_by_text("user: I'm vegetarian now <script>alert(1)</script>").wait_for()
    assert page.locator("main script").count() == 0 and page.dialogs == []
    page.screenshot(path=str(shots / "console-receipt.png"), full_page=True)
