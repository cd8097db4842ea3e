"""The composition root: builds every running object from Settings, starts and stops them.

Start-up failures of memory dependencies (store, embedder) are logged and reported
by /readyz; the sidecar still serves, passing requests through without memory.
Configuration errors are loud and fatal (see config.load_settings).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path
from typing import Any

import grpc
import uvicorn

from memproxy.api.admin import create_admin_app
from memproxy.api.grpc_memory import add_memory_service
from memproxy.config import Settings
from memproxy.embed.factory import build_embedder
from memproxy.extproc.server import ExtProcServicer, add_extproc_service
from memproxy.extproc.session import SessionFactory
from memproxy.llm import ChatClient
from memproxy.metrics import Metrics
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.service import MemoryService
from memproxy.store.milvus import MilvusStore

log = logging.getLogger(__name__)

_MONITOR_INTERVAL_S = 2.0


class App:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        mem = settings.memory
        self.metrics = Metrics()
        self.store = MilvusStore(mem.milvus, self.metrics)
        self.embedder = build_embedder(mem.embedding, Path(settings.home))
        rewrite_model = mem.model_for(
            "memory_hyde" if mem.query_rewrite == "hyde" else "memory_rewrite"
        )
        self._llm = ChatClient(rewrite_model) if rewrite_model else None
        rewriter = Rewriter(mem.query_rewrite, self._llm, mem.rewrite_timeout_ms / 1000)
        retriever = Retriever(self.embedder, self.store, rewriter, self.metrics)
        processor = RequestProcessor(mem, settings.identity, retriever, self.metrics)
        self.sessions = SessionFactory(processor, self.metrics, enabled=mem.enabled)
        self.service = MemoryService(self.store, self.embedder, self.metrics, mem.max_memory_chars)
        self.store_ready = False
        self.embedder_ready = False
        self._grpc: grpc.aio.Server | None = None
        self._admin: uvicorn.Server | None = None
        self._tasks: list[asyncio.Task[Any]] = []
        self.extproc_port = settings.server.extproc_port
        self.admin_port = settings.server.admin_port

    async def health(self) -> dict[str, Any]:
        return {
            "serving": self._grpc is not None,
            "store": "up" if self.store_ready else "unavailable",
            "embedder": "up" if self.embedder_ready else "unavailable",
            "memory": "available" if self.store_ready and self.embedder_ready else "unavailable",
        }

    async def start(self) -> None:
        srv = self.settings.server
        try:
            await self.embedder.start()
            self.embedder_ready = True
        except Exception as exc:
            log.error("embedder unavailable, serving without memory: %s", exc)
        await self._connect_store()
        options = [
            ("grpc.max_receive_message_length", srv.max_message_bytes),
            ("grpc.max_send_message_length", srv.max_message_bytes),
            ("grpc.so_reuseport", 1),
        ]
        self._grpc = grpc.aio.server(options=options)
        add_extproc_service(self._grpc, ExtProcServicer(self.sessions, self.metrics))
        add_memory_service(self._grpc, self.service)
        self.extproc_port = self._grpc.add_insecure_port(f"{srv.extproc_host}:{srv.extproc_port}")
        await self._grpc.start()
        admin_app = create_admin_app(self.service, self.metrics, self.health, srv.admin_token)
        config = uvicorn.Config(
            admin_app,
            host=srv.admin_host,
            port=srv.admin_port,
            log_level="warning",
            lifespan="off",
            access_log=False,
        )
        self._admin = uvicorn.Server(config)
        self._admin.install_signal_handlers = lambda: None  # type: ignore[attr-defined]
        self._tasks.append(asyncio.create_task(self._admin.serve(), name="admin"))
        self._tasks.append(asyncio.create_task(self._monitor_store(), name="store-monitor"))
        while not self._admin.started:
            await asyncio.sleep(0.01)
            if self._tasks[0].done():
                self._tasks[0].result()  # raise the admin server's start-up error
        self.admin_port = self._admin.servers[0].sockets[0].getsockname()[1]
        log.info(
            "memproxy serving: ext_proc %s:%d, admin http://%s:%d",
            srv.extproc_host,
            self.extproc_port,
            srv.admin_host,
            self.admin_port,
        )

    async def _connect_store(self) -> None:
        try:
            await self.store.start()
            self.store_ready = await self.store.healthy()
        except Exception as exc:
            self.store_ready = False
            log.error("memory store unavailable, serving without memory: %s", exc)
        self.metrics.store_up(self.store_ready)

    async def _monitor_store(self) -> None:
        while True:
            await asyncio.sleep(_MONITOR_INTERVAL_S)
            was = self.store_ready
            if not was:
                await self._connect_store()
            else:
                self.store_ready = await self.store.healthy()
                self.metrics.store_up(self.store_ready)
            if was != self.store_ready:
                log.warning("memory store is %s", "up" if self.store_ready else "down")

    async def stop(self) -> None:
        """Stop taking streams, let those in flight finish (grace), then close stores."""
        if self._grpc is not None:
            await self._grpc.stop(self.settings.server.grace_seconds)
        if self._admin is not None:
            self._admin.should_exit = True
        for task in self._tasks:
            if task.get_name() != "admin":
                task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self._llm is not None:
            await self._llm.close()
        await self.embedder.close()
        await self.store.close()
