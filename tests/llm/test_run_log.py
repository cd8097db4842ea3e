"""A `memproxy run` session that learns with the real model logs only memproxy's lines.

Envoy in front of the stand-in upstream, the real local model (llama-server) as the
extraction model: a user says a few things about themself, ends the session, the
learner extracts, dedups and stores (Milvus Lite's reads and writes, the model's calls),
and a later question gets the learned memory. Every line on stderr must be memproxy's
own or its Envoy's, none repeated: a third-party warning (pymilvus, httpx, gRPC's
C-core) shows up here.
"""

from __future__ import annotations

import time
from pathlib import Path

import httpx
import pytest

from memproxy.demo import stack
from tests.kit.run import foreign_lines, repeated_envoy_lines, run_session

TURNS = (
    "Hi! I'm Oskar, I work as a tram driver in Graz.",
    "My daughter Ilse is allergic to peanuts, so I always check the labels.",
)


def chat(url: str, session: str, text: str, end: bool = False) -> str:
    headers = {"x-user-id": "oskar", "x-session-id": session}
    if end:
        headers["x-memproxy-session-end"] = "true"
    body = {"model": "memproxy-stand-in", "messages": [{"role": "user", "content": text}]}
    for _ in range(100):  # the stand-in upstream may still be starting (Envoy: 503)
        reply = httpx.post(url, json=body, headers=headers, timeout=60)
        if reply.status_code != 503:
            break
        time.sleep(0.1)
    assert reply.status_code == 200, reply.text
    return reply.text


@pytest.mark.timeout(600)
def test_a_learning_run_session_logs_only_memproxys_own_lines(llm_url: str, tmp_path: Path) -> None:
    env = {
        **stack.extraction_env(llm_url, "qwen2.5-coder-1.5b"),
        "MEMPROXY_MEMORY__DEADLINE_MS": "2000",  # beside a model using both cores
    }
    started = time.monotonic()
    with run_session(tmp_path, env) as run:
        for n, text in enumerate(TURNS):
            chat(run.chat_url, "s1", text, end=n == len(TURNS) - 1)
        settled = stack.wait_learned(run.admin_url, 1, 420)
        assert settled.get("done", 0) >= 1, settled
        listed = httpx.get(
            f"{run.admin_url}/v1/memory", params={"user_id": "oskar"}, timeout=30
        ).json()["memories"]
        assert any("peanut" in m["content"].lower() for m in listed), listed
        reply = chat(
            run.chat_url, "s2", "What snacks could I pack for a school trip with my daughter?"
        )
        assert "peanut" in reply.lower()  # the stand-in lists the memories it was given
    minutes = (time.monotonic() - started) / 60
    text = run.log.read_text()
    assert " ready on " in text and run.process.returncode == 0, text[-2000:]
    assert foreign_lines(text) == []
    assert repeated_envoy_lines(text) == []
    lines = [line for line in text.splitlines() if line]
    print(f"{len(lines)} log lines in {minutes:.1f} min")
