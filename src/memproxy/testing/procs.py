"""Real processes for integration tests and benchmarks: Envoy and the memproxy sidecar.

Each is started on free loopback ports and stopped by its PID (SIGTERM, then SIGKILL).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import httpx

from memproxy import envoy_config
from memproxy.localproc import free_port, stop_process

stop_pid = stop_process


RELAXED_DEADLINE = {"MEMPROXY_MEMORY__DEADLINE_MS": "1000"}
"""Sidecar env for a test that is not about the request deadline: 35 ms (the default) is
missed on a busy machine ("memory skipped (deadline)") and the test fails for nothing."""
RELAXED_EXT_PROC = {"message_timeout": "2s"}
"""Envoy overrides to go with it: Envoy waits longer for the sidecar than the deadline."""


def wait_http(url: str, timeout: float, proc: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"process exited with {proc.returncode} before {url} answered")
        try:
            if httpx.get(url, timeout=1).status_code == 200:
                return
        except httpx.HTTPError as exc:
            last = exc
        time.sleep(0.05)
    raise RuntimeError(f"{url} not ready after {timeout}s: {last}")


@dataclass
class Envoy:
    upstream_port: int
    extproc_port: int
    with_ext_proc: bool = True
    overrides: dict[str, object] = field(default_factory=dict)
    self_service_port: int = 8091
    source: Path = envoy_config.DEFAULT_CONFIG
    listen_port: int = 0
    admin_port: int = 0
    proc: subprocess.Popen[bytes] | None = None
    # its config and log; a temporary one, removed when it stops (unless kept)
    workdir: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="envoy-")))
    keep_workdir: bool = False

    def config(self) -> dict[str, object]:
        self.listen_port = self.listen_port or free_port()
        self.admin_port = self.admin_port or free_port()
        ports = envoy_config.EnvoyPorts(
            self.listen_port,
            self.admin_port,
            self.extproc_port,
            "127.0.0.1",
            self.upstream_port,
            self.self_service_port,
        )
        config = envoy_config.render(ports, self.source, with_ext_proc=self.with_ext_proc)
        if self.with_ext_proc and self.overrides:
            envoy_config.ext_proc_filter(config).update(self.overrides)
        return config

    def start(self) -> Envoy:
        self.workdir.mkdir(parents=True, exist_ok=True)
        path = envoy_config.write(self.config(), self.workdir / "envoy.yaml")
        log = open(self.workdir / "envoy.log", "wb")  # noqa: SIM115 (kept open for the child)
        self.proc = subprocess.Popen(
            [
                envoy_config.envoy_binary(),
                "-c",
                str(path),
                "--log-level",
                "warn",
                "--base-id",
                str(self.admin_port),
                "--concurrency",
                "2",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        wait_http(f"http://127.0.0.1:{self.admin_port}/ready", 20, self.proc)
        return self

    def stop(self) -> None:
        if self.proc is not None:
            stop_pid(self.proc)
        if not self.keep_workdir:
            shutil.rmtree(self.workdir, ignore_errors=True)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.listen_port}"


@dataclass
class Memproxy:
    """The sidecar as a child process (`python -m memproxy.cli serve`)."""

    home: Path
    env: dict[str, str] = field(default_factory=dict)
    extproc_port: int = 0
    admin_port: int = 0
    self_service_port: int = 0
    proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 60) -> Memproxy:
        self.extproc_port = self.extproc_port or free_port()
        self.admin_port = self.admin_port or free_port()
        self.self_service_port = self.self_service_port or free_port()
        self.home.mkdir(parents=True, exist_ok=True)
        env = {
            **os.environ,
            "MEMPROXY_HOME": str(self.home),
            "MEMPROXY_SERVER__EXTPROC_PORT": str(self.extproc_port),
            "MEMPROXY_SERVER__ADMIN_PORT": str(self.admin_port),
            "MEMPROXY_SERVER__SELF_SERVICE_PORT": str(self.self_service_port),
            "MEMPROXY_MEMORY__MILVUS__URI": str(self.lite_db),
            "MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model_dir()),
            **self.env,
        }
        log = open(self.home / "memproxy.log", "ab")  # noqa: SIM115 (kept open for the child)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "memproxy.cli", "serve"],
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        wait_http(f"{self.admin_url}/healthz", timeout, self.proc)
        return self

    def stop(self) -> None:
        if self.proc is not None:
            stop_pid(self.proc, timeout=20)

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(5)

    @property
    def lite_db(self) -> Path:
        """Its embedded Milvus Lite file (unless env names another store)."""
        return self.home / "memproxy.db"

    @property
    def admin_url(self) -> str:
        return f"http://127.0.0.1:{self.admin_port}"

    def log_text(self) -> str:
        return (self.home / "memproxy.log").read_text(errors="replace")


def model_dir() -> Path:
    """The exported ONNX model (made by `make setup`)."""
    root = Path(__file__).resolve().parents[3]  # a source checkout
    return Path(os.environ.get("MEMPROXY_TEST_MODEL_DIR", root / "data/models/all-MiniLM-L6-v2"))


def relaxed_envoy(upstream_port: int, sidecar: Memproxy) -> Envoy:
    """An Envoy (not started) in front of `sidecar` that waits for it past
    RELAXED_DEADLINE: for tests about what is injected or learned, not about timing."""
    return Envoy(
        upstream_port=upstream_port,
        extproc_port=sidecar.extproc_port,
        self_service_port=sidecar.self_service_port,
        overrides=dict(RELAXED_EXT_PROC),
    )


@contextmanager
def serving(sidecar: Memproxy, envoy: Envoy) -> Iterator[tuple[Memproxy, Envoy]]:
    """A started sidecar and its Envoy (started here), both stopped by PID on the way out,
    whatever the test did."""
    try:
        envoy.start()
        yield sidecar, envoy
    finally:
        envoy.stop()
        sidecar.stop()
