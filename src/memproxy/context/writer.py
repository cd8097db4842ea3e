"""Write context records off the request's critical path.

`submit` only puts the record on a bounded queue; one background task writes them in
order. A full queue drops the record (counted), a failed write is logged and counted:
neither ever touches the request. `drain` on shutdown writes what is left, bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging

from memproxy.context.record import ContextRecord
from memproxy.context.store import ContextStore
from memproxy.metrics import Metrics

log = logging.getLogger(__name__)


class RecordWriter:
    def __init__(self, store: ContextStore, metrics: Metrics, queue_max: int = 1000) -> None:
        self._store = store
        self._metrics = metrics
        self._queue: asyncio.Queue[ContextRecord] = asyncio.Queue(queue_max)
        self._task: asyncio.Task[None] | None = None

    def submit(self, record: ContextRecord) -> None:
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="contexts")
        try:
            self._queue.put_nowait(record)
        except asyncio.QueueFull:
            self._metrics.error("context_dropped")

    async def _run(self) -> None:
        while True:
            record = await self._queue.get()
            try:
                await self._store.save(record)
            except Exception as exc:
                log.warning("context record %s not kept: %s", record.id, exc)
                self._metrics.error("context_record")
            finally:
                self._queue.task_done()

    async def flush(self) -> None:
        """Wait until every record submitted so far is written (or failed)."""
        await self._queue.join()

    async def drain(self, grace_seconds: float) -> None:
        """Write what waits (up to grace_seconds), then stop the task."""
        if self._task is None:
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._queue.join(), grace_seconds)
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None
