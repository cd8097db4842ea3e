"""`memproxy run` as the CLI tests start it: its environment on embedded defaults."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from memproxy.localproc import free_port, stop_process
from memproxy.testing.procs import model_dir


def run_env(home: Path, listen: int, upstream: int) -> dict[str, str]:
    """`memproxy run` on embedded defaults in home: Envoy on `listen`, in front of an
    upstream on `upstream`; every other port free."""
    return {
        **os.environ,
        "MEMPROXY_HOME": str(home),
        "MEMPROXY_MEMORY__MILVUS__URI": str(home / "memproxy.db"),
        "MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model_dir()),
        "MEMPROXY_SERVER__EXTPROC_PORT": str(free_port()),
        "MEMPROXY_SERVER__ADMIN_PORT": str(free_port()),
        "MEMPROXY_SERVER__SELF_SERVICE_PORT": str(free_port()),
        "MEMPROXY_ENVOY__LISTEN_PORT": str(listen),
        "MEMPROXY_ENVOY__ADMIN_PORT": str(free_port()),
        "MEMPROXY_ENVOY__UPSTREAM_URL": f"http://127.0.0.1:{upstream}",
    }


OWN_LINE = re.compile(
    r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} (DEBUG|INFO|WARNING|ERROR|CRITICAL) memproxy[.\w]*: "
)


ENVOY_LINE = re.compile(r"^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\]\[\d+\]\[\w+\]\[\w+\] ")


def foreign_lines(log: str) -> list[str]:
    """The lines that are neither memproxy's own log lines nor its Envoy's (in a normal
    session, a line of ours is one line: no traceback)."""
    lines = [line for line in log.splitlines() if line]
    return [line for line in lines if not (OWN_LINE.match(line) or ENVOY_LINE.match(line))]


def repeated_envoy_lines(log: str) -> list[str]:
    said = [ENVOY_LINE.sub("", line) for line in log.splitlines() if ENVOY_LINE.match(line)]
    return sorted({line for line in said if said.count(line) > 1})


@dataclass
class RunSession:
    """A running `memproxy run`: Envoy's listener, the admin port, the log it writes."""

    chat_url: str
    admin_url: str
    log: Path
    process: subprocess.Popen[str]


@contextmanager
def run_session(home: Path, env: Mapping[str, str] | None = None) -> Iterator[RunSession]:
    """`memproxy run` on embedded defaults in home, in front of the stand-in upstream,
    ready; stopped by SIGTERM (and the stand-in with it) on leaving. env: more settings."""
    upstream = free_port()
    stand_in = subprocess.Popen(
        [sys.executable, "-m", "memproxy.demo.upstream", "--port", str(upstream)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    listen, admin = free_port(), free_port()
    full = {**run_env(home, listen, upstream), "MEMPROXY_SERVER__ADMIN_PORT": str(admin)}
    log = home / "run.log"
    with log.open("w") as sink:
        run = subprocess.Popen(
            [sys.executable, "-m", "memproxy.cli", "run"],
            env={**full, **(env or {})},
            stderr=sink,
            text=True,
        )
    try:
        for _ in range(1200):
            if " ready on " in log.read_text():
                break
            assert run.poll() is None, log.read_text()[-2000:]
            time.sleep(0.1)
        yield RunSession(
            f"http://127.0.0.1:{listen}/v1/chat/completions",
            f"http://127.0.0.1:{admin}",
            log,
            run,
        )
    finally:
        stop_process(run)
        stop_process(stand_in)
