"""Local child processes on loopback: a free port, stopping a child by its PID, and
waiting for a stop signal or a needed child to exit.

Shared by the demo stack, the local Milvus and Redis servers, and the tests' helpers.
"""

from __future__ import annotations

import asyncio
import logging
import signal
import socket
import subprocess
from collections import deque
from typing import Any

log = logging.getLogger(__name__)


_HANDED_OUT: deque[int] = deque(maxlen=256)
"""The ports free_port gave last, none of which it gives again."""


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now, and not one of the last
    ports this process was given: the kernel may hand the same port to two calls in a row
    before either is bound (a sidecar's admin and self-service ports once collided so)."""
    while True:
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = int(s.getsockname()[1])
        if port not in _HANDED_OUT:
            _HANDED_OUT.append(port)
            return port


def stop_process(proc: subprocess.Popen[Any], timeout: float = 10) -> None:
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


async def until_stopped(
    stop: asyncio.Event, child: asyncio.subprocess.Process | None, name: str
) -> int:
    """Waits for `stop` (0), or for the child to exit on its own first (1, logged): a
    child the process cannot serve without (Envoy under `memproxy run`)."""
    waits: list[asyncio.Task[object]] = [asyncio.create_task(stop.wait())]
    if child is not None:
        waits.append(asyncio.create_task(child.wait()))
    try:
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
    finally:
        for task in waits:
            task.cancel()
    if stop.is_set() or child is None:
        return 0
    log.error("%s (pid %d) exited with %s; stopping", name, child.pid, child.returncode)
    return 1
