"""Several sidecar worker processes on one port (server.processes > 1).

The supervisor starts N workers, each a full App (`memproxy serve` with processes=1)
on the SAME ext_proc, admin and self-service ports: the workers bind them with
SO_REUSEPORT, so the kernel spreads Envoy's gRPC connections (and admin clients) over
them. It owns no request work itself; it

- claims the ports for its workers alone (memproxy.ports: another process on one is
  refused, and a port held by another process stops the supervisor with PortInUse; a
  port of 0 becomes one free port every worker shares): ext_proc, admin, self-service
  and, when set, the Prometheus port (server.metrics_port);
- sets PROMETHEUS_MULTIPROC_DIR so /metrics on any worker aggregates all of them, and
  each worker's slot (MEMPROXY_WORKER_INDEX: the `worker` label of its counters);
- restarts a worker that dies, with exponential backoff, logged and counted
  (`memproxy_worker_restarts_total`); past `MAX_RESTARTS` within `RESTART_WINDOW_S`
  it gives up, stops the others and exits 1 (a crash loop is a bug to see, not hide);
- forwards SIGTERM/SIGINT to every worker, waits for their drain
  (server.grace_seconds each, in parallel) and exits 0 on a clean stop;
- on `memproxy run`, starts Envoy once, after the workers;
- has the kernel SIGTERM the workers if it dies itself (PR_SET_PDEATHSIG).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import logging
import os
import shutil
import signal
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from memproxy.config import Settings
from memproxy.localproc import stop_async_process, until_stopped
from memproxy.ports import SHARED_ENV, Claim, claim

log = logging.getLogger("memproxy.supervisor")

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
WORKER_ENV = "MEMPROXY_WORKER_INDEX"  # memproxy.metrics (not imported: see _metrics)
BACKOFF_MIN_S = 0.5
BACKOFF_MAX_S = 10.0
MAX_RESTARTS = 10
RESTART_WINDOW_S = 60.0
_PR_SET_PDEATHSIG = 1
STOP_MARGIN_S = 15.0
"""Beyond grace_seconds, time a worker gets to close its stores before SIGKILL."""

EnvoyStarter = Callable[[int], Awaitable[asyncio.subprocess.Process]]


def backoff(restarts_in_window: int) -> float:
    """Delay before restarting a worker: 0.5 s doubling to 10 s."""
    return float(min(BACKOFF_MIN_S * 2 ** max(restarts_in_window - 1, 0), BACKOFF_MAX_S))


def _term_with_parent() -> None:
    """In the worker, before exec: SIGTERM when the supervisor dies (even by SIGKILL), so
    no orphaned worker keeps the port; it drains as on any SIGTERM."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


@dataclass
class _Worker:
    index: int
    proc: asyncio.subprocess.Process | None = None
    deaths: list[float] = field(default_factory=list)


class Supervisor:
    def __init__(
        self, settings: Settings, config_path: str | None, start_envoy: EnvoyStarter | None
    ) -> None:
        self.settings = settings
        self.count = settings.process_count
        self._config_path = config_path
        self._start_envoy = start_envoy
        self._stop = asyncio.Event()
        self._gave_up = False
        self._workers = [_Worker(i) for i in range(self.count)]
        self._env: dict[str, str] = {}
        self._restarts: Callable[[], None] = lambda: None
        self._mark_dead: Callable[[int], None] = lambda pid: None

    def _metrics(self, path: str) -> None:
        # prometheus_client picks its value class at import, which may have happened
        # already (a command module imports the store, the store the metrics): pick it
        # again now that the directory is set, so this counter is a file the workers read.
        os.environ[MULTIPROC_ENV] = path
        from prometheus_client import Counter, multiprocess, values

        values.ValueClass = values.get_value_class()

        counter = Counter(
            "memproxy_worker_restarts_total", "Worker processes restarted by the supervisor"
        )
        self._restarts = counter.inc
        self._mark_dead = lambda pid: multiprocess.mark_process_dead(pid, path)

    def _command(self) -> list[str]:
        config = ["--config", self._config_path] if self._config_path else []
        return [sys.executable, "-m", "memproxy.cli", *config, "serve"]

    async def _spawn(self, worker: _Worker) -> None:
        env = {**os.environ, **self._env, WORKER_ENV: str(worker.index)}
        worker.proc = await asyncio.create_subprocess_exec(
            *self._command(), env=env, preexec_fn=_term_with_parent
        )
        log.info("worker %d started (pid %d)", worker.index, worker.proc.pid)

    async def _keep(self, worker: _Worker) -> None:
        """Run one worker for the supervisor's life, restarting it when it dies."""
        while not self._stop.is_set():
            await self._spawn(worker)
            assert worker.proc is not None
            code = await worker.proc.wait()
            self._mark_dead(worker.proc.pid)
            if self._stop.is_set():
                return
            now = time.monotonic()
            worker.deaths = [t for t in worker.deaths if now - t < RESTART_WINDOW_S] + [now]
            if len(worker.deaths) > MAX_RESTARTS:
                log.error(
                    "worker %d died %d times in %.0fs: giving up",
                    worker.index,
                    len(worker.deaths),
                    RESTART_WINDOW_S,
                )
                self._gave_up = True
                self._stop.set()
                return
            delay = backoff(len(worker.deaths))
            log.warning(
                "worker %d (pid %d) exited with %s: restarting in %.1fs",
                worker.index,
                worker.proc.pid,
                code,
                delay,
            )
            self._restarts()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), delay)

    async def _stop_workers(self) -> None:
        live = [w.proc for w in self._workers if w.proc and w.proc.returncode is None]
        for proc in live:
            with contextlib.suppress(ProcessLookupError):
                proc.send_signal(signal.SIGTERM)
        limit = self.settings.server.grace_seconds + STOP_MARGIN_S
        for proc in live:
            try:
                await asyncio.wait_for(proc.wait(), limit)
            except TimeoutError:
                log.error("worker pid %d did not stop in %.0fs: killed", proc.pid, limit)
                proc.kill()
                await proc.wait()

    def _ports(self) -> list[tuple[str, str, int, str]]:
        """(role, host, port, the workers' variable) of each port; ext_proc, admin first."""
        srv = self.settings.server
        ports = [
            ("ext_proc", srv.extproc_host, srv.extproc_port, "MEMPROXY_SERVER__EXTPROC_PORT"),
            ("admin", srv.admin_host, srv.admin_port, "MEMPROXY_SERVER__ADMIN_PORT"),
        ]
        if srv.self_service:
            var = "MEMPROXY_SERVER__SELF_SERVICE_PORT"
            ports.append(("self-service", srv.extproc_host, srv.self_service_port, var))
        if srv.metrics_port is not None:
            var = "MEMPROXY_SERVER__METRICS_PORT"
            ports.append(("metrics", srv.metrics_host, srv.metrics_port, var))
        return ports

    async def run(self) -> int:
        srv = self.settings.server
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, self._stop.set)
        claims: list[Claim] = []
        try:
            for role, host, port, setting in self._ports():
                claims.append(claim(role, host, port))
                self._env[setting] = str(claims[-1].port)
        except BaseException:
            for held in claims:
                held.close()
            raise
        extproc_port, admin_port = claims[0].port, claims[1].port
        metrics_dir = tempfile.mkdtemp(prefix="memproxy-metrics-")
        self._metrics(metrics_dir)
        self._env |= {"MEMPROXY_SERVER__PROCESSES": "1", SHARED_ENV: "1"}
        log.info(
            "supervisor (pid %d): %d workers on ext_proc %s:%d, admin %s:%d",
            os.getpid(),
            self.count,
            srv.extproc_host,
            extproc_port,
            srv.admin_host,
            admin_port,
        )
        keepers = [asyncio.create_task(self._keep(w)) for w in self._workers]
        envoy: asyncio.subprocess.Process | None = None
        envoy_gone = 0
        try:
            if self._start_envoy is not None:
                envoy = await self._start_envoy(extproc_port)
            envoy_gone = await until_stopped(self._stop, envoy, "envoy")
            self._stop.set()  # the keepers must not take the workers' exits for crashes
            log.info("stopping %d workers (grace %.1fs)", self.count, srv.grace_seconds)
            await self._stop_workers()
        finally:
            for task in keepers:
                task.cancel()
            await asyncio.gather(*keepers, return_exceptions=True)
            await self._stop_workers()  # one spawned while the stop began
            if envoy is not None:
                await stop_async_process(envoy)
            for held in claims:
                held.close()
            shutil.rmtree(metrics_dir, ignore_errors=True)
        return 1 if self._gave_up or envoy_gone else 0
