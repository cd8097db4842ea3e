"""The console's browser tier: a real stack (stub LLM <- Envoy -> `memproxy serve` with an
admin token) and headless Chromium (Debian's `chromium`) driven by Playwright.

Screenshots go to $MEMPROXY_SCREENSHOTS (default build/screenshots/).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from memproxy.testing.procs import RELAXED_DEADLINE, Memproxy, relaxed_envoy
from memproxy.testing.stub_llm import StubLLM
from tests.kit.console import TOKEN, Console

CHROMIUM = os.environ.get("MEMPROXY_CHROMIUM", "/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def console(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Console]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} missing: `make system-deps` installs Debian's chromium")
    upstream = StubLLM().start()
    home: Path = tmp_path_factory.mktemp("console")
    env = {
        **RELAXED_DEADLINE,
        "MEMPROXY_SERVER__ADMIN_TOKEN": TOKEN,
        # the gates under test: not every memory of a small user as its profile
        "MEMPROXY_MEMORY__PROFILE__ALL_WHEN_FEW": "false",
    }
    sidecar = Memproxy(home, env=env).start()
    envoy = relaxed_envoy(upstream.port, sidecar).start()
    try:
        yield Console(sidecar, envoy, upstream)
    finally:
        envoy.stop()
        sidecar.stop()
        upstream.stop()


@pytest.fixture(scope="session")
def shots() -> Path:
    where = Path(os.environ.get("MEMPROXY_SCREENSHOTS", ROOT / "build" / "screenshots"))
    where.mkdir(parents=True, exist_ok=True)
    return where


@pytest.fixture(scope="session")
def browser_profile() -> Iterator[Path]:
    where = Path(tempfile.mkdtemp(prefix="memproxy-chromium-"))
    yield where
    shutil.rmtree(where, ignore_errors=True)


@pytest.fixture
def page(browser_profile: Path) -> Iterator[Any]:
    """A fresh Chromium page (a new profile dir each test: no cookie carries over); a
    dialog (alert) fails the test."""
    from playwright.sync_api import sync_playwright

    profile = Path(tempfile.mkdtemp(dir=browser_profile))
    with sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, headless=True, args=ARGS
        )
        page = context.new_page()
        page.dialogs = []  # type: ignore[attr-defined]

        def on_dialog(dialog: Any) -> None:
            page.dialogs.append(dialog.message)  # type: ignore[attr-defined]
            dialog.dismiss()

        page.on("dialog", on_dialog)
        try:
            yield page
        finally:
            context.close()
