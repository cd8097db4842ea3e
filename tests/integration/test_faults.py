"""Faults with the real component stopped or killed: the request always goes through,
memory comes back by itself, and nothing the sidecar accepted to learn is lost.

Each case runs the real processes (Envoy, the sidecar as a child process, a Milvus
standalone server from the `milvus` wheel) on 127.0.0.1 and stops every one by its PID
in a finally block. Slow by nature (a Milvus start is 10-60 s), so marked `slow`; one
Milvus server serves the whole module and the tests start and kill it themselves.
"""

from __future__ import annotations

import asyncio
import json
import signal
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from memproxy.pipeline.render import HEADER
from memproxy.state.base import QueueStats
from memproxy.state.factory import build_state_store
from memproxy.testing.clients import extraction_env, memories, say_facts, sdk, wait_for
from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import Envoy, Memproxy, free_port
from memproxy.testing.stub_llm import StubLLM

pytestmark = pytest.mark.slow

BUDGET = "Budget for the Hawaii trip is $10,000"
FACT_CONTENTS = {"User's budget for the Hawaii trip is $10,000", "User is allergic to peanuts"}
QUESTION = {"model": "m", "input": "What's my budget for the Hawaii trip?"}
# What the client sends: the memory fields are the sidecar's to strip, the rest is the
# upstream's, unchanged.
ASKED = {**QUESTION, "memory_config": {"retrieval_limit": 3}}
MILVUS_START_S = 180  # a cold start on a busy 2-core machine


@pytest.fixture(scope="module")
def local_milvus(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalMilvus]:
    """A Milvus server on a fixed port and data dir, not started: each test starts, kills
    and restarts it as its fault needs. Stopped by PID at the end of the module."""
    milvus = LocalMilvus(tmp_path_factory.mktemp("milvus"), MILVUS_START_S, port=free_port())
    try:
        yield milvus
    finally:
        milvus.stop()


def milvus_env(milvus: LocalMilvus, **extra: str) -> dict[str, str]:
    """A sidecar on the Milvus server. Short store timeouts make a dead server cheap; the
    150 ms deadline (Envoy waits 200 ms) keeps injection reliable on a busy machine."""
    return {
        "MEMPROXY_MEMORY__MILVUS__URI": milvus.uri,
        "MEMPROXY_MEMORY__MILVUS__TIMEOUT_SECONDS": "2",
        "MEMPROXY_MEMORY__DEADLINE_MS": "150",
        **extra,
    }


@contextmanager
def sidecar_and_envoy(
    upstream: StubLLM, home: Path, env: dict[str, str], **ext_proc: object
) -> Iterator[tuple[Memproxy, Envoy]]:
    """The sidecar and an Envoy in front of the upstream (ext_proc settings overridable),
    both stopped by PID however the test ends."""
    sidecar = Memproxy(home, env=env)
    envoy = Envoy(upstream_port=upstream.port, extproc_port=0, overrides=dict(ext_proc))
    try:
        sidecar.start()
        envoy.extproc_port = sidecar.extproc_port
        envoy.start()
        yield sidecar, envoy
    finally:
        envoy.stop()
        sidecar.stop()


def readyz(sidecar: Memproxy) -> tuple[int, dict[str, object]]:
    r = httpx.get(f"{sidecar.admin_url}/readyz", timeout=5)
    body: dict[str, object] = r.json()
    return r.status_code, body


def metric(sidecar: Memproxy, name: str, labels: str = "") -> float:
    text = httpx.get(f"{sidecar.admin_url}/metrics", timeout=5).text
    prefix = f"{name}{{{labels}}} " if labels else f"{name} "
    for line in text.splitlines():
        if line.startswith(prefix):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def ask_unchanged(envoy: Envoy, upstream: StubLLM, user: str, held: bool = False) -> None:
    """A request without memory: answered at once, and the upstream gets what the client
    sent less the memory fields. held: or with the user's memories, searched in the rows
    the sidecar holds of them (memproxy.store.rows), which it does until it notices the
    store is gone."""
    started = time.monotonic()
    r = httpx.post(f"{envoy.url}/v1/responses", json=ASKED, headers={"x-user-id": user}, timeout=10)
    assert r.status_code == 200, r.text
    assert time.monotonic() - started < 3
    sent = upstream.last("/v1/responses").json()
    if held and sent != QUESTION:
        assert BUDGET in json.dumps(sent) and sent["input"][-1]["content"] == QUESTION["input"]
        return
    assert sent == QUESTION


def injected(envoy: Envoy, upstream: StubLLM, user: str) -> bool:
    """Whether a request for the user now reaches the upstream with the budget memory."""
    r = httpx.post(f"{envoy.url}/v1/responses", json=ASKED, headers={"x-user-id": user}, timeout=10)
    assert r.status_code == 200, r.text
    sent = json.dumps(upstream.last("/v1/responses").json())
    return HEADER in sent and "$10,000" in sent


def add_memory(sidecar: Memproxy, user: str, content: str) -> httpx.Response:
    return httpx.post(
        f"{sidecar.admin_url}/v1/memory", json={"user_id": user, "content": content}, timeout=10
    )


def exactly_once(sidecar: Memproxy, user: str, expected: set[str]) -> None:
    """The facts are stored, and still once each after any duplicate work would land."""
    wait_for(lambda: {str(m["content"]) for m in memories(sidecar, user)} >= expected, 60)
    time.sleep(3)
    contents = [str(m["content"]) for m in memories(sidecar, user)]
    assert sorted(contents) == sorted(expected), contents


@pytest.mark.timeout(MILVUS_START_S + 150)
def test_milvus_down_at_start_serves_then_reconnects_by_itself(
    upstream: StubLLM, local_milvus: LocalMilvus, tmp_path: Path
) -> None:
    user = f"d-{uuid.uuid4().hex[:6]}"
    local_milvus.stop()  # down when the sidecar starts
    with sidecar_and_envoy(upstream, tmp_path, milvus_env(local_milvus)) as (sidecar, envoy):
        status, ready = readyz(sidecar)
        assert status == 200, ready  # serving without memory is ready
        assert ready["serving"] is True
        assert ready["store"] == ready["memory"] == "unavailable"
        ask_unchanged(envoy, upstream, user)
        refused = add_memory(sidecar, user, BUDGET)
        assert refused.status_code == 503 and "Traceback" not in refused.text

        local_milvus.start()
        wait_for(lambda: readyz(sidecar)[1]["memory"] == "available", 60)
        assert add_memory(sidecar, user, BUDGET).status_code == 201
        wait_for(lambda: injected(envoy, upstream, user), 20)


@pytest.mark.timeout(2 * MILVUS_START_S + 200)
def test_milvus_killed_mid_traffic_jobs_wait_then_land_once(
    learning_upstream: StubLLM, local_milvus: LocalMilvus, tmp_path: Path
) -> None:
    known, talker = f"k-{uuid.uuid4().hex[:6]}", f"t-{uuid.uuid4().hex[:6]}"
    if not local_milvus.running:
        local_milvus.start()
    # max_attempts 2: a job that spent an attempt per outage try would be dead-lettered
    env = extraction_env(
        learning_upstream, **milvus_env(local_milvus), MEMPROXY_MEMORY__LEARNING__MAX_ATTEMPTS="2"
    )
    with sidecar_and_envoy(learning_upstream, tmp_path, env) as (sidecar, envoy):
        wait_for(lambda: readyz(sidecar)[1]["memory"] == "available", 60)
        assert add_memory(sidecar, known, BUDGET).status_code == 201
        wait_for(lambda: injected(envoy, learning_upstream, known), 20)

        local_milvus.kill()  # SIGKILL by PID, mid-traffic
        ask_unchanged(envoy, learning_upstream, known, held=True)  # before the sidecar notices
        wait_for(lambda: readyz(sidecar)[1]["store"] == "unavailable", 20)
        assert readyz(sidecar)[0] == 200
        ask_unchanged(envoy, learning_upstream, known)
        say_facts(envoy, talker, "outage")  # its jobs are queued during the outage
        queue = readyz(sidecar)[1]["queue"]
        assert isinstance(queue, dict)
        jobs = queue["pending"] + queue["leased"]
        assert jobs >= 1 and queue["dead"] == 0, queue
        # three tries a job on average, more than max_attempts: none may be dead-lettered
        waits = 3 * jobs
        wait_for(lambda: metric(sidecar, "memproxy_jobs_total", 'outcome="waiting"') >= waits, 60)
        still = readyz(sidecar)[1]["queue"]
        assert isinstance(still, dict)
        assert still["pending"] + still["leased"] == jobs and still["dead"] == 0, still
        for outcome in ("retried", "dead"):
            assert metric(sidecar, "memproxy_jobs_total", f'outcome="{outcome}"') == 0

        local_milvus.start()  # same data dir and port
        wait_for(lambda: readyz(sidecar)[1]["memory"] == "available", 60)
        exactly_once(sidecar, talker, FACT_CONTENTS)
        assert [m["content"] for m in memories(sidecar, known)] == [BUDGET]  # survived
        wait_for(lambda: injected(envoy, learning_upstream, known), 20)
        after = readyz(sidecar)[1]["queue"]
        assert isinstance(after, dict)
        assert after["pending"] == after["leased"] == after["dead"] == 0, after


def queue_stats(home: Path) -> QueueStats:
    """The sidecar's durable queue, read from its SQLite file while it is down."""

    async def read() -> QueueStats:
        state = build_state_store("", home)
        await state.start()
        try:
            return await state.stats()
        finally:
            await state.close()

    return asyncio.run(read())


@pytest.mark.timeout(180)
def test_sigterm_drains_the_stream_in_flight_and_keeps_pending_jobs(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    user, grace = f"g-{uuid.uuid4().hex[:6]}", 15.0
    env = extraction_env(
        learning_upstream,
        MEMPROXY_SERVER__GRACE_SECONDS=str(grace),
        MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS="2",
        MEMPROXY_MEMORY__LEARNING__MAX_ATTEMPTS="50",
    )
    learning_upstream.config.extraction_status = 503  # jobs cannot finish in this run
    # Envoy's 200 ms message timeout could end the ext_proc stream on a busy machine
    # before the SIGTERM (Envoy goes on without it): then there would be nothing to drain.
    slack = {"message_timeout": "5s"}
    with sidecar_and_envoy(learning_upstream, tmp_path, env, **slack) as (sidecar, envoy):
        c = sdk(envoy, user, "drain")
        for text in (
            "My budget for the Hawaii trip is $10,000.",
            "I'm allergic to peanuts.",
            "We are going in June.",
        ):
            c.responses.create(model="m", input=text)
        learning_upstream.config.chunks, learning_upstream.config.chunk_delay_s = 8, 0.4
        assert sidecar.proc is not None
        body = {"model": "m", "input": "I prefer beach hotels.", "stream": True}
        headers = {"x-user-id": user, "x-session-id": "drain"}
        with httpx.stream(
            "POST", f"{envoy.url}/v1/responses", json=body, headers=headers, timeout=30
        ) as stream:
            lines = stream.iter_lines()
            seen = [next(line for line in lines if line.startswith("data:"))]
            assert metric(sidecar, "memproxy_active_streams") == 1  # the sidecar is in it
            sidecar.proc.send_signal(signal.SIGTERM)  # the 4th turn of a batch, in flight
            stopped_at = time.monotonic()
            wait_for(lambda: readyz(sidecar)[0] == 503, 2)  # draining: not ready
            passed = httpx.post(  # a new request meanwhile goes through
                f"{envoy.url}/v1/responses", json=QUESTION, headers={"x-user-id": "x"}, timeout=10
            )
            assert passed.status_code == 200
            assert sidecar.proc.poll() is None  # still there for the stream (~3 s to go)
            seen += list(lines)
        events = [json.loads(line[5:]) for line in seen if line.startswith("data:")]
        assert events[-1]["type"] == "response.completed"
        text = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
        assert text == learning_upstream.config.answer

        assert sidecar.proc.wait(grace + 10) == 0
        assert time.monotonic() - stopped_at < grace  # done when the stream was, not at grace
        stats = queue_stats(tmp_path)
        assert stats.pending + stats.leased >= 1 and stats.dead == 0, stats

        learning_upstream.config.extraction_status = 200
        sidecar.start()  # same home, same ports: Envoy finds it again
        exactly_once(sidecar, user, FACT_CONTENTS)
        # the exchange that was in flight at SIGTERM is part of what was learned
        assert learning_upstream.matching("/v1/chat/completions", "beach hotels")
