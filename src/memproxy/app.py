"""The composition root: builds every running object from Settings, starts and stops them.

Start-up failures of memory dependencies (store, embedder) are logged and reported
by /readyz; the sidecar still serves, passing requests through without memory, and
reconnects to the store by itself (with backoff) when it comes back or after it dies.
Configuration errors are loud and fatal (see config.load_settings).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import grpc
import uvicorn

from memproxy.api.admin import create_admin_app
from memproxy.api.grpc_memory import add_memory_service
from memproxy.api.metrics_http import create_metrics_app
from memproxy.api.receipts import add_receipts_api
from memproxy.api.selfservice import create_self_service_app
from memproxy.config import ENVOY_MESSAGE_TIMEOUT_S, Settings
from memproxy.console.app import create_console_app, with_console
from memproxy.console.mine import add_my_memory
from memproxy.context.encrypted import EncryptedContextStore
from memproxy.context.factory import build_context_store
from memproxy.context.store import ContextStore
from memproxy.crypto import build_cipher
from memproxy.embed.factory import build_embedder, build_query_embedder
from memproxy.embed.pair import Embedders
from memproxy.extproc.health import Health
from memproxy.extproc.server import ExtProcServicer, add_extproc_service
from memproxy.lifecycle.retention import expiry_for
from memproxy.metrics import Metrics
from memproxy.ports import PortInUse, listen, shared
from memproxy.state.base import StateStore
from memproxy.state.encrypted import EncryptedStateStore
from memproxy.state.factory import build_state_store
from memproxy.store.feed import WriteFeed
from memproxy.store.locks import RowLocks
from memproxy.store.milvus import MilvusStore
from memproxy.tracing import build_tracing
from memproxy.wiring import build_wiring

log = logging.getLogger(__name__)

_MONITOR_INTERVAL_S = 2.0
_QUEUE_STATUS_TIMEOUT_S = 1.0  # /readyz waits no longer for the state store
_RECONNECT_MIN_S = 1.0
_RECONNECT_MAX_S = 10.0
"""Reconnect backoff: fast after a blip, one cheap attempt every 10 s in a long outage."""


class _AdminServer(uvicorn.Server):
    """uvicorn without signal handling of its own. The CLI owns SIGTERM/SIGINT: uvicorn's
    capture_signals would take SIGTERM over, shut the admin API down at once (mid-drain,
    /readyz gone) and only then hand the signal on. Here the admin stops last."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        yield

    def install_signal_handlers(self) -> None:  # uvicorn < 0.29
        pass


class App:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        mem = settings.memory
        home = Path(settings.home)
        self.metrics = Metrics()
        enc = mem.encryption  # a bad key ring is fatal here, like any config error
        cipher = build_cipher(enc.enabled, enc.keys.get_secret_value(), enc.key_file, enc.primary)
        self.tracing = build_tracing(settings.tracing)
        self.metrics.trace_stages(self.tracing.stage)
        self.store = MilvusStore(
            mem.milvus,
            self.metrics,
            functools.partial(expiry_for, settings=mem.retention),
            cipher,
        )

        def lookups(hits: int, misses: int) -> None:
            self.metrics.cache("embedding", hits, misses)

        self.embedders = Embedders.of(
            build_embedder(mem.embedding, home, lookups),
            build_query_embedder(mem.embedding, home, lookups),
        )
        self.embedder = self.embedders.memories
        self.query_embedder = self.embedders.questions
        state = build_state_store(mem.learning.state_url, home, mem.learning.queue_max)
        self.state: StateStore = EncryptedStateStore(state, cipher) if cipher.enabled else state
        contexts = build_context_store(mem.context, mem.learning.state_url, home)
        self.contexts: ContextStore = (
            EncryptedContextStore(contexts, cipher) if cipher.enabled else contexts
        )
        self.feed = WriteFeed(self.state, self.store, mem.milvus.others_writes_seconds)
        self.feed.attach()
        self.store.row_lock = RowLocks(self.state, self.feed.origin).hold
        self.wiring = build_wiring(
            settings,
            store=self.store,
            embedder=self.embedder,
            query_embedder=self.query_embedder,
            query_adapter=self.embedders.adapter,
            state=self.state,
            metrics=self.metrics,
            contexts=self.contexts,
        )
        self.processor = self.wiring.processor
        self.learner = self.wiring.learner
        self.workers = self.wiring.workers
        self.recorder = self.wiring.recorder
        self.processors = self.wiring.processors
        self.service = self.wiring.service
        self.replayer = self.wiring.replayer
        self.store_ready = False
        self.embedder_ready = False
        self.draining = False
        self._serving = False
        self._grpc: grpc.aio.Server | None = None
        self._http: list[uvicorn.Server] = []
        self._sockets: dict[str, socket.socket] = {}
        self.grpc_health = Health()
        self._tasks: list[asyncio.Task[Any]] = []
        self.extproc_port = settings.server.extproc_port
        self.admin_port = settings.server.admin_port
        self.self_service_port = settings.server.self_service_port
        self.metrics_port = settings.server.metrics_port

    async def health(self) -> dict[str, Any]:
        """/readyz: "serving" decides the status (a sidecar without memory still serves,
        one draining for shutdown does not take new work); the rest says what works."""
        return {
            "serving": self._serving and not self.draining,
            "pid": os.getpid(),  # several processes: the worker that answered
            "store": "up" if self.store_ready else "unavailable",
            "embedder": "up" if self.embedder_ready else "unavailable",
            "memory": "available" if self.store_ready and self.embedder_ready else "unavailable",
            "retrieval": {"mode": self.store.retrieval_mode, "why": self.store.retrieval_reason},
            "queue": await self._queue_status(),
        }

    async def _queue_status(self) -> dict[str, int] | str:
        """The queue's counts, or "unavailable" while the state store does not answer
        (a Redis down made /readyz a 500; a hung one would hold it for the socket timeout)."""
        try:
            stats = await asyncio.wait_for(self.state.stats(), _QUEUE_STATUS_TIMEOUT_S)
        except Exception as exc:
            log.warning("readiness: state store did not answer: %s", exc or type(exc).__name__)
            return "unavailable"
        return dict(stats.__dict__)

    def _bind(self) -> None:
        """Every port, before any other work: a port another process holds is PortInUse
        (fatal) before a store or a model is opened. Alone, the ports are this process's
        only; in a supervisor's worker, shared with its other workers (memproxy.ports)."""
        srv = self.settings.server
        together = shared()
        options = [
            ("grpc.max_receive_message_length", srv.max_message_bytes),
            ("grpc.max_send_message_length", srv.max_message_bytes),
            ("grpc.so_reuseport", 1 if together else 0),
        ]
        self._grpc = grpc.aio.server(options=options)
        add_extproc_service(
            self._grpc, ExtProcServicer(self.processors, self.metrics, self.tracing)
        )
        add_memory_service(self._grpc, self.service)
        self.grpc_health.add_to(self._grpc)
        try:
            self.extproc_port = self._grpc.add_insecure_port(
                f"{srv.extproc_host}:{srv.extproc_port}"
            )
        except RuntimeError as exc:  # grpc's "Failed to bind to address"
            raise PortInUse("ext_proc", srv.extproc_host, srv.extproc_port) from exc
        wanted = [("admin", srv.admin_host, srv.admin_port)]
        if srv.metrics_port is not None:
            wanted.append(("metrics", srv.metrics_host, srv.metrics_port))
        if srv.self_service:
            wanted.append(("self-service", srv.extproc_host, srv.self_service_port))
        for role, host, port in wanted:
            self._sockets[role] = listen(role, host, port, together)

    async def start(self) -> None:
        srv = self.settings.server
        try:
            self._bind()
        except PortInUse:
            self._close_sockets()
            if self._grpc is not None:
                await self._grpc.stop(None)  # the ext_proc port, when another one failed
            raise
        await self.state.start()  # local durable state: a failure here is fatal
        await self.contexts.start()
        try:
            await self.embedders.start()
            self.embedder_ready = True
            self.wiring.counter.load()  # the export above may have written the tokenizer
        except Exception as exc:
            log.error("embedder unavailable, serving without memory: %s", exc)
        await self._connect_store()
        assert self._grpc is not None
        await self._grpc.start()
        self._serving = True
        await self.grpc_health.serving()
        await self._start_admin()
        self._tasks.append(asyncio.create_task(self._keep_store(), name="store"))
        self._tasks.append(asyncio.create_task(self._monitor_queue(), name="queue"))
        retention = self.settings.memory.retention
        for name, work in (
            ("prune", self.wiring.pruner.run_forever(retention.prune_interval_seconds)),
            ("usage", self.wiring.usage.run_forever(retention.usage_flush_seconds)),
            ("writes", self.feed.run_forever()),
        ):
            self._tasks.append(asyncio.create_task(work, name=name))
        self.workers.start()
        log.info(
            "memproxy serving: ext_proc %s:%d (gRPC health too), admin http://%s:%d%s",
            srv.extproc_host,
            self.extproc_port,
            srv.admin_host,
            self.admin_port,
            ""
            if self.metrics_port is None
            else f", metrics http://{srv.metrics_host}:{self.metrics_port}/metrics",
        )
        wait = self.settings.memory.ext_proc_wait_s
        if wait > ENVOY_MESSAGE_TIMEOUT_S:  # memproxy run renders it; another Envoy must too
            log.warning(
                "Envoy's ext_proc message_timeout must be at least %.3fs here (memory "
                "deadline, query rewrite by a model); shorter, requests go without memory",
                wait,
            )

    async def _start_admin(self) -> None:
        srv = self.settings.server
        token, receipts = srv.admin_token.get_secret_value(), self.wiring.receipts
        admin_app = create_admin_app(
            self.service,
            self.metrics,
            self.health,
            token,
            extra=lambda app: add_receipts_api(app, receipts),
            replayer=self.replayer,
        )
        console = create_console_app(
            token,
            service=self.service,
            metrics=self.metrics,
            health=self.health,
            replayer=self.replayer,
            receipts=receipts,
            counter=self.wiring.counter,
        )
        admin = with_console(admin_app, console)
        self.admin_port = await self._serve_http(admin, "admin")
        if srv.metrics_port is not None:
            scrape = create_metrics_app(self.metrics)
            self.metrics_port = await self._serve_http(scrape, "metrics")
        if srv.self_service:  # beside ext_proc: only Envoy reaches it
            app = create_self_service_app(self.service, self.metrics, self.settings.identity)
            add_my_memory(app, self.service, self.settings.identity)
            self.self_service_port = await self._serve_http(app, "self-service")

    async def _serve_http(self, app: Any, role: str) -> int:
        """Serve an ASGI app on the socket _bind made for it; returns the bound port."""
        sock = self._sockets[role]
        host, port = sock.getsockname()[:2]
        config = uvicorn.Config(
            app, host=host, port=port, log_level="warning", lifespan="off", access_log=False
        )
        server = _AdminServer(config)
        self._http.append(server)
        task = asyncio.create_task(server.serve(sockets=[sock]), name="http")
        self._tasks.append(task)
        while not server.started:
            await asyncio.sleep(0.01)
            if task.done():
                task.result()  # raise the HTTP server's start-up error
        bound: int = server.servers[0].sockets[0].getsockname()[1]
        return bound

    async def _connect_store(self, quiet: bool = False) -> bool:
        """One connection attempt; True when the store is up."""
        try:
            await self.store.start()
            ready = await self.store.healthy()
        except Exception as exc:
            ready = False
            if not quiet:
                log.error("memory store unavailable, serving without memory: %s", exc)
        self._store_is(ready)
        return ready

    def _store_is(self, ready: bool) -> None:
        if ready != self.store_ready:
            log.warning("memory store is %s", "up" if ready else "down")
        self.store_ready = ready
        self.metrics.store_up(ready)

    async def _keep_store(self) -> None:
        """Watch the store while it is up; while it is down, reconnect with backoff.

        A store found dead is disconnected at once, so requests and learning jobs fail
        fast (and go on without memory, or wait in the queue) instead of each waiting
        on a dead server; the first successful reconnect brings memory back.
        """
        delay = _RECONNECT_MIN_S
        while True:
            if self.store_ready:
                await asyncio.sleep(_MONITOR_INTERVAL_S)
                if not await self.store.healthy():
                    await self.store.disconnect()
                    self._store_is(False)
                delay = _RECONNECT_MIN_S
            elif not await self._connect_store(quiet=delay > _RECONNECT_MIN_S):
                log.info("memory store: next reconnect attempt in %.0fs", delay)
                await asyncio.sleep(delay)
                delay = min(delay * 2, _RECONNECT_MAX_S)

    async def _monitor_queue(self) -> None:
        while True:
            await asyncio.sleep(_MONITOR_INTERVAL_S)
            with contextlib.suppress(Exception):
                stats = await self.state.stats()
                self.metrics.queue(stats.pending, stats.leased, stats.dead)

    async def stop(self) -> None:
        """Stop taking streams, let those in flight finish (server.grace_seconds; Envoy
        passes new requests through meanwhile), then stop the workers (their jobs stay
        durable) and close the stores. /readyz says 503 from the first moment."""
        self.draining = True
        await self.grpc_health.draining()
        if self._grpc is not None:
            grace = self.settings.server.grace_seconds
            log.info("draining in-flight streams (up to %.1fs)", grace)
            await self._grpc.stop(grace)
        # records a slow state store still owes
        await self.recorder.drain(self.settings.server.grace_seconds)
        await self.workers.stop()
        await self.wiring.context_writer.drain(self.settings.server.grace_seconds)
        for server in self._http:
            server.should_exit = True
        for task in self._tasks:
            if task.get_name() not in ("admin", "self-service"):
                task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        await self.wiring.close()
        await self.feed.close()
        await self.embedders.close()
        await self.store.close()
        await self.contexts.close()
        await self.state.close()
        self.tracing.shutdown()  # flushes the spans still batched
        self._close_sockets()

    def _close_sockets(self) -> None:
        for sock in self._sockets.values():
            sock.close()
