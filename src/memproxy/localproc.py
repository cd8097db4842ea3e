"""Local child processes on loopback: a free port, and stopping a child by its PID.

Shared by the demo stack, the local Milvus and Redis servers, and the tests' helpers.
"""

from __future__ import annotations

import asyncio
import signal
import socket
import subprocess


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def stop_process(proc: subprocess.Popen[bytes], timeout: float = 10) -> None:
    """SIGTERM, then SIGKILL if it has not exited after `timeout` seconds."""
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(5)


async def stop_async_process(proc: asyncio.subprocess.Process, grace_s: float = 5) -> None:
    """stop_process for a child started with asyncio (Envoy under `memproxy run`):
    SIGTERM, then SIGKILL after `grace_s` seconds."""
    if proc.returncode is not None:
        return
    proc.terminate()
    try:
        await asyncio.wait_for(proc.wait(), grace_s)
    except TimeoutError:
        proc.kill()
