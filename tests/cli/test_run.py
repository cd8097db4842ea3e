"""`memproxy run` and its Envoy: ready only once Envoy is, and never left serving behind
an Envoy that is gone (nothing could reach the sidecar)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from memproxy.cli import EnvoyFailed, _envoy_ready
from memproxy.localproc import free_port, stop_process, until_stopped
from tests.kit.run import run_env


async def _child(code: str) -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(sys.executable, "-c", code)


def test_a_process_that_exits_is_never_ready() -> None:
    async def check() -> None:
        proc = await _child("raise SystemExit(3)")
        with pytest.raises(EnvoyFailed, match="exited with 3 before it was ready"):
            await _envoy_ready(proc, free_port(), within_s=30)

    asyncio.run(check())


def test_a_silent_admin_port_times_out_and_says_where_it_looked() -> None:
    async def check() -> None:
        proc = await _child("import time; time.sleep(30)")
        port = free_port()
        try:
            with pytest.raises(EnvoyFailed, match=f"127.0.0.1:{port}/ready after 1s"):
                await _envoy_ready(proc, port, within_s=1)
        finally:
            proc.kill()
            await proc.wait()

    asyncio.run(check())


@pytest.mark.parametrize("answers", [True, False])
def test_ready_only_once_the_admin_port_answers_200(tmp_path: Path, answers: bool) -> None:
    if answers:
        (tmp_path / "ready").write_text("LIVE\n")  # else http.server answers 404
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )

    async def check() -> None:
        proc = await _child("import time; time.sleep(30)")
        try:
            if answers:
                await _envoy_ready(proc, port, within_s=20)
            else:
                with pytest.raises(EnvoyFailed, match="not ready"):
                    await _envoy_ready(proc, port, within_s=3)
        finally:
            proc.kill()
            await proc.wait()

    try:
        asyncio.run(check())
    finally:
        stop_process(server)


def test_until_stopped_is_1_when_envoy_exits_and_0_on_a_signal() -> None:
    async def check() -> tuple[int, int]:
        gone = await _child("raise SystemExit(0)")
        exited = await until_stopped(asyncio.Event(), gone, "envoy")
        alive = await _child("import time; time.sleep(30)")
        stop = asyncio.Event()
        asyncio.get_running_loop().call_later(0.2, stop.set)
        try:
            signalled = await until_stopped(stop, alive, "envoy")
        finally:
            alive.kill()
            await alive.wait()
        return exited, signalled

    assert asyncio.run(check()) == (1, 0)


def test_run_exits_1_when_envoy_cannot_listen(tmp_path: Path) -> None:
    """The real Envoy on a port already taken: `run` says so and exits 1, rather than
    serve a sidecar nobody can reach."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        run = subprocess.run(
            [sys.executable, "-m", "memproxy.cli", "run"],
            env=run_env(tmp_path, taken.getsockname()[1], free_port()),
            capture_output=True,
            text=True,
            timeout=180,
        )
    assert run.returncode == 1, run.stderr[-2000:]
    assert "envoy exited with" in run.stderr and "before it was ready" in run.stderr
    assert "Traceback" not in run.stderr


def test_run_answers_through_envoy_as_soon_as_it_says_ready(tmp_path: Path) -> None:
    """The log line `envoy (pid N) ready` comes after Envoy's listener is bound."""
    upstream = free_port()
    stand_in = subprocess.Popen(
        [sys.executable, "-m", "memproxy.demo.upstream", "--port", str(upstream)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    listen = free_port()
    run = subprocess.Popen(
        [sys.executable, "-m", "memproxy.cli", "run"],
        env=run_env(tmp_path, listen, upstream),
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert run.stderr is not None
        for line in run.stderr:
            if "envoy (pid" in line and " ready on " in line:
                break
        else:
            pytest.fail(f"run exited {run.wait()} without saying envoy is ready")
        body = {"model": "memproxy-stand-in", "messages": [{"role": "user", "content": "Hi"}]}
        for _ in range(100):  # the stand-in upstream may still be starting (Envoy: 503)
            reply = httpx.post(f"http://127.0.0.1:{listen}/v1/chat/completions", json=body)
            if reply.status_code != 503:
                break
            time.sleep(0.1)
        assert reply.status_code == 200, reply.text
    finally:
        stop_process(run)
        stop_process(stand_in)


@pytest.mark.timeout(300)
def test_run_with_workers_stops_them_and_exits_1_when_its_envoy_dies(tmp_path: Path) -> None:
    """The supervisor's path (server.processes 2): Envoy killed under it, `run` stops its
    workers and exits 1. No Milvus is needed: the workers serve without memory."""
    env = {
        **run_env(tmp_path, free_port(), free_port()),
        "MEMPROXY_SERVER__PROCESSES": "2",
        "MEMPROXY_MEMORY__MILVUS__URI": f"http://127.0.0.1:{free_port()}",  # nothing there
    }
    run = subprocess.Popen(
        [sys.executable, "-m", "memproxy.cli", "run"],
        env=env,
        stderr=subprocess.PIPE,
        text=True,
    )
    workers: list[int] = []
    try:
        assert run.stderr is not None
        for line in run.stderr:
            if found := re.search(r"worker \d+ started \(pid (\d+)\)", line):
                workers.append(int(found.group(1)))
            if found := re.search(r"envoy \(pid (\d+)\) ready on ", line):
                envoy = int(found.group(1))
                break
        else:
            pytest.fail(f"run exited {run.wait()} without saying envoy is ready")
        assert len(workers) == 2
        os.kill(envoy, signal.SIGKILL)
        _, rest = run.communicate(timeout=120)
    finally:
        stop_process(run)
    assert run.returncode == 1, rest[-2000:]
    assert f"envoy (pid {envoy}) exited with -9; stopping" in rest
    assert "Traceback" not in rest
    assert "restarting" not in rest  # a stop, not a crash: the workers are not restarted
    for pid in workers:  # run waited for them: gone, not left serving
        assert not Path(f"/proc/{pid}").exists(), pid
