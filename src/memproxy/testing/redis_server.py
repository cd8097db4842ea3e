"""Run a real, throwaway redis-server on loopback (tests, benchmarks, local runs).

Debian's package provides the binary (`apt-get install -y redis-server`). The server is
durable like a production one (appendonly yes, appendfsync everysec) in its own data
directory, listens on 127.0.0.1 only, and is stopped by its PID (SIGTERM, then SIGKILL).

    with RedisServer() as server:
        store = RedisStateStore(server.url)
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from types import TracebackType

from memproxy.localproc import free_port

FALLBACK_BINARY = "/usr/bin/redis-server"


def find_redis_server() -> str | None:
    found = shutil.which("redis-server")
    if found:
        return found
    return FALLBACK_BINARY if os.access(FALLBACK_BINARY, os.X_OK) else None


def ping(port: int, timeout: float = 0.5) -> bool:
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            s.sendall(b"PING\r\n")
            return s.recv(64).startswith(b"+PONG")
    except OSError:
        return False


class RedisServer:
    """One redis-server process. start() may be called again after stop() or kill(): it
    comes back on the same port and data directory (what survives shows durability)."""

    def __init__(
        self, data_dir: str | Path | None = None, port: int | None = None, binary: str = ""
    ) -> None:
        self.binary = binary or find_redis_server() or ""
        if not self.binary:
            raise FileNotFoundError("redis-server not found: apt-get install -y redis-server")
        self._tmp: tempfile.TemporaryDirectory[str] | None = None
        if data_dir is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="memproxy-redis-")
            data_dir = self._tmp.name
        self.data_dir = Path(data_dir)
        self.port = port or 0
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    def start(self, timeout: float = 15.0) -> RedisServer:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        for attempt in range(5):  # a free port may be taken before redis binds it
            port = self.port or free_port()
            if self._spawn(port, timeout):
                self.port = port
                return self
            if self.port and attempt >= 1:
                break
        raise RuntimeError(f"redis-server did not start; see {self.data_dir / 'redis.log'}")

    def _spawn(self, port: int, timeout: float) -> bool:
        args = [
            self.binary,
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--protected-mode",
            "yes",
            "--daemonize",
            "no",
            "--dir",
            str(self.data_dir),
            "--logfile",
            "redis.log",
            "--appendonly",
            "yes",
            "--appendfsync",
            "everysec",
            "--save",
            "",
        ]
        self.proc = subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self.proc = None
                return False
            if ping(port):
                return True
            time.sleep(0.02)
        self.stop()
        return False

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM (redis flushes its append-only file), then SIGKILL after timeout."""
        self._signal(signal.SIGTERM, timeout)

    def kill(self) -> None:
        """SIGKILL: a crash, for durability tests."""
        self._signal(signal.SIGKILL, 10.0)

    def _signal(self, sig: signal.Signals, timeout: float) -> None:
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        os.kill(proc.pid, sig)
        try:
            proc.wait(timeout)
        except subprocess.TimeoutExpired:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout)

    def close(self) -> None:
        self.stop()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
