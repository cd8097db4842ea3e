"""Issue 3 end to end: what a user says in one session is there in the next."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import openai
import pytest

from memproxy.pipeline.render import HEADER
from tests.support.procs import Envoy, Memproxy
from tests.support.stub_llm import StubConfig, StubLLM

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
        **extra,
    }


@pytest.fixture
def learning_upstream() -> Iterator[StubLLM]:
    stub = StubLLM(config=StubConfig(extraction_answer=FACTS, chunks=3)).start()
    yield stub
    stub.stop()


def sdk(envoy: Envoy, user: str, session: str) -> openai.OpenAI:
    return openai.OpenAI(
        base_url=f"{envoy.url}/v1",
        api_key="none",
        max_retries=0,
        default_headers={"x-user-id": user, "x-session-id": session},
    )


def memories(sidecar: Memproxy, user: str) -> list[dict[str, object]]:
    r = httpx.get(f"{sidecar.admin_url}/v1/memory", params={"user_id": user}, timeout=10)
    r.raise_for_status()
    items: list[dict[str, object]] = r.json()["memories"]
    return items


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


def test_facts_from_one_session_reach_the_next(learning_upstream: StubLLM, tmp_path: Path) -> None:
    user, other = f"u-{uuid.uuid4().hex[:6]}", f"o-{uuid.uuid4().hex[:6]}"
    sidecar = Memproxy(tmp_path, env=extraction_env(learning_upstream)).start()
    envoy = Envoy(upstream_port=learning_upstream.port, extproc_port=sidecar.extproc_port)
    try:
        envoy.start()
        say_facts(envoy, user, "session-A")
        stored = wait_for(lambda: memories(sidecar, user))
        contents = {m["content"] for m in stored}
        assert "User's budget for the Hawaii trip is $10,000" in contents
        meta = stored[0]["metadata"]
        assert isinstance(meta, dict) and meta.get("session_id") == "session-A"
        assert "Memory: Stored 2 facts" in sidecar.log_text()

        sdk(envoy, user, "session-B").responses.create(
            model="m", input="What's my budget for the Hawaii trip?"
        )
        sent = learning_upstream.last("/v1/responses").json()
        assert HEADER in sent["input"][0]["content"] and "$10,000" in sent["input"][0]["content"]

        sdk(envoy, other, "session-C").responses.create(
            model="m", input="What's my budget for the Hawaii trip?"
        )
        sent = learning_upstream.last("/v1/responses").json()
        assert "$10,000" not in json.dumps(sent)
        assert memories(sidecar, other) == []
    finally:
        envoy.stop()
        sidecar.stop()


def test_previous_response_id_works_against_an_upstream_without_a_store(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    sidecar = Memproxy(tmp_path).start()
    envoy = Envoy(upstream_port=learning_upstream.port, extproc_port=sidecar.extproc_port)
    try:
        envoy.start()
        c = sdk(envoy, "ada", "s1")
        first = c.responses.create(model="m", input="My name is Ada.")
        second = c.responses.create(
            model="m", input="What is my name?", previous_response_id=first.id
        )
        third = c.responses.create(model="m", input="And again?", previous_response_id=second.id)
        assert third.output_text
        sent = learning_upstream.last("/v1/responses").json()
        assert "previous_response_id" not in sent
        texts = json.dumps(sent["input"])
        assert (
            texts.index("My name is Ada.")
            < texts.index("What is my name?")
            < texts.index("And again?")
        )
        # another user cannot continue Ada's conversation
        with pytest.raises(openai.NotFoundError):
            sdk(envoy, "mallory", "s2").responses.create(
                model="m", input="What is her name?", previous_response_id=first.id
            )
    finally:
        envoy.stop()
        sidecar.stop()


def test_sigkill_with_pending_jobs_loses_nothing(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    user = f"k-{uuid.uuid4().hex[:6]}"
    env = extraction_env(learning_upstream, MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS="1")
    learning_upstream.config.extraction_status = 503  # extraction LLM down: jobs wait
    sidecar = Memproxy(tmp_path, env=env).start()
    envoy = Envoy(upstream_port=learning_upstream.port, extproc_port=sidecar.extproc_port)
    try:
        envoy.start()
        say_facts(envoy, user, "session-K")
        wait_for(lambda: learning_upstream.config.extraction_calls >= 1)
        sidecar.kill()  # SIGKILL
        assert memories_after_restart(sidecar, learning_upstream, user) == {
            "User's budget for the Hawaii trip is $10,000",
            "User is allergic to peanuts",
        }
    finally:
        envoy.stop()
        sidecar.stop()


def memories_after_restart(sidecar: Memproxy, upstream: StubLLM, user: str) -> set[str]:
    upstream.config.extraction_status = 200
    sidecar.start()
    stored = wait_for(lambda: memories(sidecar, user))
    time.sleep(3)  # any duplicate processing would have landed by now
    stored = memories(sidecar, user)
    contents = [str(m["content"]) for m in stored]
    assert len(contents) == len(set(contents)), contents
    return set(contents)
