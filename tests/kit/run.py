"""`memproxy run` as the CLI tests start it: its environment on embedded defaults."""

from __future__ import annotations

import os
import re
from pathlib import Path

from memproxy.localproc import free_port
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
