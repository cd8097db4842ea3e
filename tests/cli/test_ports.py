"""A second `memproxy serve` on a port a running sidecar holds exits at once, non-zero,
naming the port; so does a supervisor (server.processes = 2) on one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from memproxy.localproc import free_port
from memproxy.testing.procs import Memproxy, model_dir

ROLES = {
    "ext_proc": ("MEMPROXY_SERVER__EXTPROC_PORT", "extproc_port"),
    "admin": ("MEMPROXY_SERVER__ADMIN_PORT", "admin_port"),
    "self-service": ("MEMPROXY_SERVER__SELF_SERVICE_PORT", "self_service_port"),
}


def second(home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """`memproxy serve` on free ports but those in env, run to its end."""
    ports = {var: str(free_port()) for var, _ in ROLES.values()}
    return subprocess.run(
        [sys.executable, "-m", "memproxy.cli", "serve"],
        env={
            **os.environ,
            "MEMPROXY_HOME": str(home),
            "MEMPROXY_MEMORY__MILVUS__URI": str(home / "other.db"),
            "MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model_dir()),
            **ports,
            **env,
        },
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize("role", ROLES)
def test_a_second_sidecar_on_a_held_port_exits_naming_it(
    sidecar: Memproxy, tmp_path: Path, role: str
) -> None:
    var, attr = ROLES[role]
    port = getattr(sidecar, attr)
    done = second(tmp_path, **{var: str(port)})
    assert done.returncode == 1, done.stderr[-2000:]
    assert f"{role} port {port} on 127.0.0.1 is in use by another process" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "other.db").exists()  # it stopped before opening a store
    assert sidecar.proc is not None and sidecar.proc.poll() is None  # the first goes on


def test_a_supervisor_on_a_held_port_exits_naming_it(sidecar: Memproxy, tmp_path: Path) -> None:
    done = second(
        tmp_path,
        MEMPROXY_SERVER__PROCESSES="2",
        MEMPROXY_MEMORY__MILVUS__URI="http://127.0.0.1:1",  # never reached
        MEMPROXY_SERVER__EXTPROC_PORT=str(sidecar.extproc_port),
    )
    assert done.returncode == 1, done.stderr[-2000:]
    assert f"ext_proc port {sidecar.extproc_port} on 127.0.0.1 is in use" in done.stderr
    assert "worker 0 started" not in done.stderr
