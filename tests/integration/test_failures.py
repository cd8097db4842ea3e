"""The request succeeds when memory fails: each case a real stack."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from memproxy.testing.procs import Envoy, Memproxy, free_port, serving
from memproxy.testing.stub_llm import StubLLM

QUESTION = {"model": "m", "input": "What's my budget for the Hawaii trip?"}


@contextmanager
def stack(upstream: StubLLM, home: Path, env: dict[str, str]) -> Iterator[tuple[Memproxy, Envoy]]:
    sidecar = Memproxy(home, env=env).start()
    envoy = Envoy(upstream_port=upstream.port, extproc_port=sidecar.extproc_port)
    with serving(sidecar, envoy) as pair:
        yield pair


def ask(envoy: Envoy, user: str = "alice") -> httpx.Response:
    return httpx.post(
        f"{envoy.url}/v1/responses", json=QUESTION, headers={"x-user-id": user}, timeout=10
    )


def metric(sidecar: Memproxy, name: str, labels: str) -> float:
    text = httpx.get(f"{sidecar.admin_url}/metrics", timeout=5).text
    for line in text.splitlines():
        if line.startswith(f"{name}{{{labels}}}"):
            return float(line.rsplit(" ", 1)[1])
    return 0.0


def test_sidecar_down_request_still_served(upstream: StubLLM) -> None:
    envoy = Envoy(upstream_port=upstream.port, extproc_port=free_port()).start()
    try:
        started = time.perf_counter()
        r = ask(envoy)
        assert r.status_code == 200 and time.perf_counter() - started < 2
        assert upstream.last("/v1/responses").json() == QUESTION
    finally:
        envoy.stop()


def test_store_unreachable_serves_without_memory(upstream: StubLLM, tmp_path: Path) -> None:
    env = {
        "MEMPROXY_MEMORY__MILVUS__URI": f"http://127.0.0.1:{free_port()}",
        "MEMPROXY_MEMORY__MILVUS__TIMEOUT_SECONDS": "0.5",
    }
    with stack(upstream, tmp_path, env) as (sidecar, envoy):
        r = ask(envoy)
        assert r.status_code == 200
        assert upstream.last("/v1/responses").json() == QUESTION
        ready = httpx.get(f"{sidecar.admin_url}/readyz", timeout=5).json()
        assert ready["store"] == "unavailable"
        admin = httpx.post(
            f"{sidecar.admin_url}/v1/memory", json={"user_id": "alice", "content": "x"}, timeout=10
        )
        assert admin.status_code == 503
        assert "error" in admin.json() and "Traceback" not in admin.text


def test_embedder_failure_serves_without_memory(upstream: StubLLM, tmp_path: Path) -> None:
    env = {"MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": "/dev/null/no-model-here"}
    with stack(upstream, tmp_path, env) as (sidecar, envoy):
        r = ask(envoy)
        assert r.status_code == 200
        assert upstream.last("/v1/responses").json() == QUESTION
        assert httpx.get(f"{sidecar.admin_url}/readyz", timeout=5).json()["embedder"] == (
            "unavailable"
        )


def test_search_past_deadline_goes_on_without_memory(upstream: StubLLM, tmp_path: Path) -> None:
    env = {"MEMPROXY_MEMORY__DEADLINE_MS": "0.001"}
    with stack(upstream, tmp_path, env) as (sidecar, envoy):
        httpx.post(
            f"{sidecar.admin_url}/v1/memory",
            timeout=10,
            json={"user_id": "alice", "content": "Budget for the Hawaii trip is $10,000"},
        )
        r = ask(envoy)
        assert r.status_code == 200
        assert upstream.last("/v1/responses").json() == QUESTION
        assert metric(sidecar, "memproxy_errors_total", 'stage="deadline"') >= 1


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b'{"model": "m", "input": ', "invalid_json"),
        (b'["not", "an", "object"]', "not_object"),
        (b'{"model": "m", "input": 42}', "bad_shape"),
        (b"\xff\xfe{}", "non_utf8"),
    ],
)
def test_bad_bodies_reach_upstream_unchanged(
    upstream: StubLLM,
    body: bytes,
    reason: str,
    shared_sidecar: tuple[Memproxy, Envoy],
) -> None:
    sidecar, envoy = shared_sidecar
    labels = f'api="responses",reason="{reason}"'
    before = metric(sidecar, "memproxy_unprocessable_total", labels)
    r = httpx.post(
        f"{envoy.url}/v1/responses",
        content=body,
        headers={"x-user-id": "alice", "content-type": "application/json"},
        timeout=10,
    )
    assert r.status_code in (200, 400)  # the stub upstream's own answer, never Envoy's 5xx
    assert upstream.last("/v1/responses").body == body
    assert metric(sidecar, "memproxy_unprocessable_total", labels) == before + 1
    assert httpx.get(f"{sidecar.admin_url}/healthz", timeout=5).status_code == 200


@pytest.fixture(scope="module")
def shared_sidecar(
    upstream: StubLLM, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Memproxy, Envoy]]:
    with stack(upstream, tmp_path_factory.mktemp("bad"), {}) as pair:
        yield pair


def test_compressed_body_passes_unchanged(
    upstream: StubLLM, shared_sidecar: tuple[Memproxy, Envoy]
) -> None:
    import gzip

    sidecar, envoy = shared_sidecar
    body = gzip.compress(json.dumps(QUESTION).encode())
    httpx.post(
        f"{envoy.url}/v1/responses",
        content=body,
        timeout=10,
        headers={
            "x-user-id": "alice",
            "content-type": "application/json",
            "content-encoding": "gzip",
        },
    )
    assert upstream.last("/v1/responses").body == body
    labels = 'api="responses",reason="encoded"'
    assert metric(sidecar, "memproxy_unprocessable_total", labels) >= 1


def test_hung_sidecar_costs_one_message_timeout_then_recovers(
    upstream: StubLLM, tmp_path: Path
) -> None:
    """SIGSTOP: the sidecar holds its streams open but answers nothing. Envoy waits one
    message_timeout (deploy/envoy.yaml: 0.2 s), then failure_mode_allow sends the request
    on unchanged; after SIGCONT memory is back with no restart."""
    with stack(upstream, tmp_path, {}) as (sidecar, envoy):
        r = httpx.post(
            f"{sidecar.admin_url}/v1/memory",
            timeout=10,
            json={"user_id": "alice", "content": "Budget for the Hawaii trip is $10,000"},
        )
        assert r.status_code == 201
        assert ask(envoy).status_code == 200
        assert "$10,000" in json.dumps(upstream.last("/v1/responses").json())
        assert sidecar.proc is not None
        os.kill(sidecar.proc.pid, signal.SIGSTOP)
        try:
            waits = []
            for _ in range(3):
                started = time.perf_counter()
                r = ask(envoy)
                waits.append(time.perf_counter() - started)
                assert r.status_code == 200
                assert upstream.last("/v1/responses").json() == QUESTION  # unchanged
            # about the message timeout each (0.2 s), far from the client's patience
            assert 0.15 < sorted(waits)[1] < 2, waits
        finally:
            os.kill(sidecar.proc.pid, signal.SIGCONT)
        deadline = time.monotonic() + 10
        while "$10,000" not in json.dumps(upstream.last("/v1/responses").json()):
            assert time.monotonic() < deadline, "memory did not come back after SIGCONT"
            assert ask(envoy).status_code == 200
            time.sleep(0.2)
