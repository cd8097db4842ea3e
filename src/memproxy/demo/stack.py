"""The demo's processes: the stand-in upstream and memproxy + Envoy (`memproxy run`).

Each runs as a child on free loopback ports, logs to a file in the demo's home, and is
stopped by its PID (SIGTERM, then SIGKILL), whatever happens.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import httpx
from prometheus_client.parser import text_string_to_metric_families

from memproxy.localproc import free_port, stop_process


class StartError(RuntimeError):
    """A child did not come up; the message names it and its log file."""


def stop(proc: subprocess.Popen[bytes], timeout: float = 15) -> None:
    stop_process(proc, timeout)


def wait_ok(url: str, proc: subprocess.Popen[bytes], name: str, log: Path, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise StartError(f"{name} exited with {proc.returncode}; see {log}")
        try:
            if httpx.get(url, timeout=1).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.1)
    raise StartError(f"{name} not ready at {url} after {timeout:.0f}s; see {log}")


@contextmanager
def child(
    name: str, argv: list[str], home: Path, env: dict[str, str]
) -> Iterator[tuple[subprocess.Popen[bytes], Path]]:
    """Run argv with its output in {home}/{name}.log; stopped by PID on the way out."""
    log = home / f"{name}.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(argv, env={**os.environ, **env}, stdout=out, stderr=out)
    try:
        yield proc, log
    finally:
        stop(proc)


@dataclass(frozen=True)
class Ports:
    envoy: int
    envoy_admin: int
    extproc: int
    admin: int


@contextmanager
def stand_in(home: Path, model: str) -> Iterator[str]:
    port = free_port()
    argv = [sys.executable, "-m", "memproxy.demo.upstream", "--port", str(port), "--model", model]
    with child("upstream", argv, home, {}) as (proc, log):
        url = f"http://127.0.0.1:{port}"
        wait_ok(f"{url}/health", proc, "stand-in upstream", log, 20)
        yield url


@contextmanager
def memproxy(
    home: Path, upstream: str, model_dir: Path | None, extra_env: dict[str, str] | None = None
) -> Iterator[Ports]:
    """`memproxy run` (sidecar + Envoy) on embedded defaults in `home`, the exported model
    in model_dir (None: the model installed with memproxy) (extra_env: more MEMPROXY_*
    settings, e.g. an extraction model)."""
    ports = Ports(free_port(), free_port(), free_port(), free_port())
    env = {
        "MEMPROXY_HOME": str(home),
        "MEMPROXY_MEMORY__MILVUS__URI": str(home / "memproxy.db"),
        **({"MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model_dir)} if model_dir else {}),
        "MEMPROXY_SERVER__EXTPROC_PORT": str(ports.extproc),
        "MEMPROXY_SERVER__ADMIN_PORT": str(ports.admin),
        "MEMPROXY_SERVER__SELF_SERVICE_PORT": str(free_port()),
        "MEMPROXY_ENVOY__LISTEN_PORT": str(ports.envoy),
        "MEMPROXY_ENVOY__ADMIN_PORT": str(ports.envoy_admin),
        "MEMPROXY_ENVOY__UPSTREAM_URL": upstream,
        **(extra_env or {}),
    }
    argv = [sys.executable, "-m", "memproxy.cli", "run"]
    with child("memproxy", argv, home, env) as (proc, log):
        wait_ok(f"http://127.0.0.1:{ports.admin}/healthz", proc, "memproxy", log, 90)
        wait_ok(f"http://127.0.0.1:{ports.envoy_admin}/ready", proc, "envoy", log, 30)
        yield ports


def extraction_env(url: str, model: str) -> dict[str, str]:
    """MEMPROXY_* settings that make the OpenAI-compatible server at url (serving model)
    the memory_extraction model: one worker, generous timeouts (a CPU-served model
    takes 10-60 s per extraction), an idle session learned within seconds."""
    parts = urlsplit(url)
    extraction = {
        "model_role": "memory_extraction",
        "llm_provider": "openai-compatible",
        "llm_endpoint": {"address": parts.hostname, "port": parts.port, "base_path": "/v1"},
        "llm_model_name": model,
        "llm_timeout_seconds": 600,
        "max_tokens": 1200,
        "temperature": 0,
    }
    return {
        "MEMPROXY_MEMORY__EXTERNAL_MODELS": json.dumps([extraction]),
        "MEMPROXY_MEMORY__LEARNING__WORKERS": "1",
        "MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS": "1200",
    }


SETTLED = ("done", "invalid_output", "dead", "forgotten")


def counts(admin: str, name: str, label: str) -> dict[str, float]:
    """A counter's samples by one label, from the admin /metrics."""
    text = httpx.get(f"{admin}/metrics", timeout=5).text
    return {
        s.labels[label]: s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
        if s.name == name
    }


def jobs(admin: str) -> dict[str, float]:
    """memproxy_jobs_total by outcome."""
    return counts(admin, "memproxy_jobs_total", "outcome")


def recorded(admin: str) -> float:
    """How many answers the sidecar captured and recorded."""
    return counts(admin, "memproxy_captures_total", "finish").get("recorded", 0.0)


def wait_learned(admin: str, want: int, timeout_s: float) -> dict[str, float]:
    """Wait until at least `want` extraction jobs were accepted and all of them settled;
    give up when no job settled for timeout_s (a slow model on a long backlog is still
    progressing: a stall is no progress, not a long wait)."""
    counts: dict[str, float] = {}
    progress, deadline = -1.0, 0.0
    while True:
        counts = jobs(admin)
        accepted = counts.get("accepted", 0)
        settled = sum(counts.get(k, 0) for k in SETTLED)
        if accepted >= want and settled >= accepted:
            return counts
        if settled != progress:
            progress, deadline = settled, time.monotonic() + timeout_s
        elif time.monotonic() > deadline:
            raise TimeoutError(f"no extraction job settled in {timeout_s:.0f}s: {counts}")
        time.sleep(1)
