"""`memproxy demo` end to end: a subprocess that must show cross-session memory."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from memproxy.testing.procs import RELAXED_DEADLINE, free_port, model_dir


def run_demo(*args: str) -> subprocess.CompletedProcess[str]:
    """`memproxy demo` as a child. Past the timeout it gets SIGTERM, not subprocess.run's
    SIGKILL: on SIGTERM it stops the stand-in, memproxy and Envoy it started."""
    cmd = [sys.executable, "-m", "memproxy.demo", *args]
    # not about the request deadline: on a busy machine the first question of session 2
    # (the user's first search after learning) can miss the default 35 ms
    model = {"MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model_dir())}
    env = {**os.environ, **model, **RELAXED_DEADLINE}
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        out, err = proc.communicate(timeout=240)
    except subprocess.TimeoutExpired:
        proc.terminate()
        out, err = proc.communicate(timeout=60)
    return subprocess.CompletedProcess(cmd, proc.returncode, out, err)


def test_demo_shows_cross_session_memory(tmp_path: Path) -> None:
    result = run_demo("--home", str(tmp_path / "demo"))
    out = result.stdout
    assert result.returncode == 0, out + result.stderr
    assert "STAND-IN" in out and "DEMO_UPSTREAM=" in out
    remembered = out.split("What memproxy remembered after session 1")[1].split("Session 2")[0]
    for fact in ("$10,000", "peanuts", "Rust"):
        assert fact in remembered
    session_2 = out.split("== Session 2")[1]
    assert session_2.count("-> remembered from session 1") == 3
    # the greeting the user opened with is not part of the memory (no model: greetings are cut)
    assert "I was given 1 memory: • I'm planning a trip to Hawaii" in session_2
    assert "Hi!" not in remembered
    assert "Cross-session memory shown in 3 of 3" in out
    assert (tmp_path / "demo" / "memproxy.log").exists()


def test_demo_fails_clearly_when_the_upstream_is_not_there(tmp_path: Path) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    result = run_demo("--home", str(tmp_path), "--upstream", url)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("memproxy demo:")
