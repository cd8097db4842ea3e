"""Talking to the stack as a client does (the openai SDK through Envoy) and reading what
the sidecar learned (its admin API)."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx
import openai

from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM

FACTS = json.dumps(
    [
        {"type": "semantic", "content": "User's budget for the Hawaii trip is $10,000"},
        {"type": "semantic", "content": "User is allergic to peanuts"},
    ]
)


def extraction_env(upstream: StubLLM, **extra: str) -> dict[str, str]:
    model = {
        "model_role": "memory_extraction",
        "llm_model_name": "stub",
        "llm_endpoint": {"address": "127.0.0.1", "port": upstream.port},
        "llm_timeout_seconds": 5,
    }
    return {
        "MEMPROXY_MEMORY__EXTERNAL_MODELS": json.dumps([model]),
        "MEMPROXY_MEMORY__EXTRACTION_BATCH_SIZE": "4",
        "MEMPROXY_MEMORY__LEARNING__BACKOFF_SECONDS": "0.2",
        # the stub answers canned facts whatever was said, so neither grounding nor what
        # its facts leave out means anything here (both: tests/learn, tests/llm)
        "MEMPROXY_MEMORY__LEARNING__GROUNDED_FACTS_ONLY": "false",
        "MEMPROXY_MEMORY__LEARNING__KEEP_UNEXTRACTED": "false",
        **extra,
    }


def sdk(envoy: Envoy, user: str, session: str) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=f"{envoy.url}/v1",
        api_key="none",
        max_retries=0,
        default_headers={"x-user-id": user, "x-session-id": session},
    )


def memories(sidecar: Memproxy, user: str) -> list[dict[str, Any]]:
    r = httpx.get(f"{sidecar.admin_url}/v1/memory", params={"user_id": user}, timeout=10)
    r.raise_for_status()
    items: list[dict[str, Any]] = r.json()["memories"]
    return items


def context_record(sidecar: Memproxy, user: str, context_id: str) -> dict[str, Any]:
    """A request's context record, once the sidecar has written it (off the request
    path: read until it is there, 5 s at most)."""
    url = f"{sidecar.admin_url}/v1/contexts/{context_id}"
    for _ in range(100):
        r = httpx.get(url, params={"user_id": user}, timeout=10)
        if r.status_code == 200:
            found: dict[str, Any] = r.json()
            return found
        time.sleep(0.05)
    raise AssertionError(f"no record {context_id}: {r.text}")


def wait_for(predicate, timeout: float = 30):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError("condition not met in time")


def say_facts(envoy: Envoy, user: str, session: str) -> None:
    """Four exchanges: both APIs, streamed and not."""
    c = sdk(envoy, user, session)
    c.responses.create(model="m", input="My budget for the Hawaii trip is $10,000.")
    with c.responses.stream(model="m", input="Also, I'm allergic to peanuts.") as s:
        assert s.get_final_response().output_text
    c.chat.completions.create(
        model="m", messages=[{"role": "user", "content": "We are going in June."}]
    )
    stream = c.chat.completions.create(
        model="m",
        stream=True,
        messages=[
            {"role": "user", "content": "We are going in June."},
            {"role": "assistant", "content": "Great."},
            {"role": "user", "content": "I prefer beach hotels."},
        ],
    )
    assert "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices)
