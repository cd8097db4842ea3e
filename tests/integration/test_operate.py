"""Operating the real sidecar (a `memproxy serve` process) behind a real Envoy: Prometheus
scrapes its metrics port without the admin token, gRPC health answers on the ext_proc
port and Envoy's health checks of the memproxy cluster pass, its log is JSON lines with
Envoy's request id, and admin mutations leave audit lines."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from dataclasses import dataclass

import grpc
import httpx
import pytest
from grpc_health.v1 import health_pb2, health_pb2_grpc
from prometheus_client.parser import text_string_to_metric_families

from memproxy.extproc.health import EXTPROC_SERVICE
from memproxy.localproc import free_port
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM

TOKEN = "op-" + "t" * 29


@dataclass
class Operated:
    memproxy: Memproxy
    envoy: Envoy
    metrics_port: int


@pytest.fixture(scope="module")
def operated(upstream: StubLLM, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Operated]:
    metrics_port = free_port()
    env = {
        "MEMPROXY_SERVER__ADMIN_TOKEN": TOKEN,
        "MEMPROXY_SERVER__METRICS_PORT": str(metrics_port),
        "MEMPROXY_LOG_FORMAT": "json",
    }
    sidecar = Memproxy(tmp_path_factory.mktemp("operate"), env=env).start()
    envoy = Envoy(upstream_port=upstream.port, extproc_port=sidecar.extproc_port).start()
    try:
        yield Operated(sidecar, envoy, metrics_port)
    finally:
        envoy.stop()
        sidecar.stop()


def ask(envoy: Envoy, user: str, request_id: str = "") -> httpx.Response:
    headers = {"x-user-id": user, **({"x-request-id": request_id} if request_id else {})}
    body = {"model": "m", "input": "What hotel do I like?"}
    return httpx.post(f"{envoy.url}/v1/responses", json=body, headers=headers, timeout=10)


def test_prometheus_scrape_works_without_the_admin_token(operated: Operated) -> None:
    assert ask(operated.envoy, "op-user").status_code == 200
    admin = operated.memproxy.admin_url
    assert httpx.get(f"{admin}/metrics", timeout=5).status_code == 401  # admin stays guarded
    scrape = httpx.get(f"http://127.0.0.1:{operated.metrics_port}/metrics", timeout=5)
    assert scrape.status_code == 200
    found = {f.name: f for f in text_string_to_metric_families(scrape.text)}
    assert found["memproxy_build_info"].samples[0].value == 1.0
    assert found["process_resident_memory_bytes"].samples[0].value > 0
    streams = found["memproxy_worker_streams"]
    assert streams.type == "counter"
    assert [s.labels for s in streams.samples if s.name.endswith("_total")] == [{"worker": "0"}]
    cache = {
        s.labels["result"]: s.value
        for s in found["memproxy_cache_requests"].samples
        if s.name.endswith("_total")
    }
    assert cache.get("miss", 0) >= 1  # the request's query went through the embedding cache
    ask(operated.envoy, "op-user-2")  # the same query, no history of its own: a hit
    again = httpx.get(f"http://127.0.0.1:{operated.metrics_port}/metrics", timeout=5).text
    assert 'memproxy_cache_requests_total{cache="embedding",result="hit"}' in again


def test_grpc_health_on_the_ext_proc_port(operated: Operated) -> None:
    with grpc.insecure_channel(f"127.0.0.1:{operated.memproxy.extproc_port}") as channel:
        stub = health_pb2_grpc.HealthStub(channel)
        for service in ("", EXTPROC_SERVICE):
            reply = stub.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
            assert reply.status == health_pb2.HealthCheckResponse.SERVING, service


def test_envoy_health_checks_the_memproxy_cluster(operated: Operated) -> None:
    admin = f"http://127.0.0.1:{operated.envoy.admin_port}"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        stats = httpx.get(f"{admin}/stats", params={"filter": "cluster.memproxy.health_check"})
        values = dict(line.split(": ", 1) for line in stats.text.splitlines() if ": " in line)
        if int(values.get("cluster.memproxy.health_check.success", "0")) >= 1:
            break
        time.sleep(0.2)
    else:
        raise AssertionError(stats.text)
    assert int(values["cluster.memproxy.health_check.failure"]) == 0
    clusters = httpx.get(f"{admin}/clusters", timeout=5).text
    assert "memproxy::127.0.0.1:" in clusters
    flags = [
        line
        for line in clusters.splitlines()
        if line.startswith("memproxy::") and "health_flags" in line
    ]
    assert flags and all(line.endswith("::healthy") for line in flags), flags


def log_lines(memproxy: Memproxy) -> list[dict[str, object]]:
    """The sidecar's JSON log lines (every line of its log must be one)."""
    return [json.loads(line) for line in memproxy.log_text().splitlines() if line.strip()]


def test_json_log_lines_carry_envoys_request_id(operated: Operated) -> None:
    too_long = "u" * 300  # over identity.max_id_length: no memory, and a warning line

    def new_lines(ask_with: str) -> list[dict[str, object]]:
        before = len(log_lines(operated.memproxy))
        assert ask(operated.envoy, too_long, request_id=ask_with).status_code == 200
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            lines = log_lines(operated.memproxy)[before:]
            if any("no memory" in str(line["message"]) for line in lines):
                return lines
            time.sleep(0.1)
        raise AssertionError(operated.memproxy.log_text()[-2000:])

    lines = new_lines("op-req-42")
    assert lines and all(line.get("request_id") == "op-req-42" for line in lines), lines
    assert lines[0]["level"] == "WARNING"
    # Envoy makes up an id when the client sends none: the line carries Envoy's
    (line,) = new_lines("")
    assert len(str(line["request_id"])) == 36, line  # Envoy's UUID
    assert str(line["request_id"]) in str(line["message"])


def test_admin_mutations_leave_audit_lines(operated: Operated) -> None:
    admin = operated.memproxy.admin_url
    auth = {"authorization": f"Bearer {TOKEN}"}
    secret = "op-secret-content-7"
    made = httpx.post(
        f"{admin}/v1/memory", json={"user_id": "op-audit", "content": secret}, headers=auth
    )
    assert made.status_code == 201
    httpx.delete(f"{admin}/v1/memory", params={"user_id": "op-audit"})  # no token: 401
    time.sleep(0.3)
    audits = [line for line in log_lines(operated.memproxy) if line.get("audit") == "admin"]
    summary = [(a["method"], a["route"], a["status"], a["user_ids"]) for a in audits]
    assert ("POST", "/v1/memory", 201, ["op-audit"]) in summary
    assert ("DELETE", "/v1/memory", 401, ["op-audit"]) in summary
    assert secret not in operated.memproxy.log_text() and TOKEN not in operated.memproxy.log_text()
