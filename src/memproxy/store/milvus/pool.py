"""The store's call pool: blocking pymilvus calls on a few threads, in order of priority.

pymilvus calls block, so they run on threads, never on the event loop. A call waits for
a free thread in one queue ordered by lane (a request's read first, then other reads,
then writes, each lane first come first served), and two budgets bound it apart:
- its turn: a call that has not started within `wait_s` is taken out of the queue and
  refused with StoreBusy; nothing of it ran, so a write refused this way wrote nothing;
- its run: a read that has not ended within `run_s` stops being waited for (its thread
  stays busy until pymilvus's own timeout ends it); a write is always waited for, so its
  outcome is known (pymilvus's timeout bounds it).
A caller cancelled while its call waits takes it out of the queue; one cancelled while
its call runs leaves it running. Writes waiting past `max_writes_waiting` are refused at
once (back-pressure): the queue never grows without bound behind a slow store.

A slow call is not a dead store: only a health probe (`probe`, on a thread of its own,
so it never waits behind the queue) or a failed connection says the store is down.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import heapq
import itertools
import math
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, TypeVar

from memproxy.store.base import StoreBusy, StoreUnavailable

T = TypeVar("T")


class Lane(IntEnum):
    """A call's priority: lower goes first."""

    REQUEST = 0
    """A request's own read (search, profile): it has a deadline of milliseconds."""
    READ = 1
    """Any other read: the admin API, deduplication, a user's rows read ahead."""
    WRITE = 2
    """Inserts, deletes and Milvus Lite's flushes."""


_EWMA = 0.2
"""Weight of the last call in the mean run time a Retry-After is estimated from."""


@dataclass(order=True)
class _Job:
    lane: int
    seq: int
    fn: Callable[[], Any] = field(compare=False)
    started: asyncio.Future[Future[Any]] = field(compare=False)
    dispatched: bool = field(default=False, compare=False)
    left: bool = field(default=False, compare=False)
    """Its caller stopped waiting, or it ran out of time, before it was dispatched (it
    stays in the heap until popped, then is skipped)."""


class CallPool:
    def __init__(self, threads: int, name: str, max_writes_waiting: int = 256) -> None:
        self.threads = threads
        self.executor = ThreadPoolExecutor(threads, thread_name_prefix=name)
        """Where the calls run; also for CPU work that belongs beside them."""
        self._probe = ThreadPoolExecutor(1, thread_name_prefix=f"{name}-probe")
        self._queue: list[_Job] = []
        self._seq = itertools.count()
        self._running = 0
        self._writes_waiting = 0
        self._max_writes_waiting = max_writes_waiting
        self._mean_run_s = 0.05

    @property
    def waiting(self) -> int:
        return sum(not job.started.done() for job in self._queue)

    def retry_after(self) -> int:
        """Seconds until the calls waiting now have run, as a Retry-After (1 to 60)."""
        backlog = (self.waiting + self._running) * self._mean_run_s / max(1, self.threads)
        return max(1, min(60, math.ceil(backlog)))

    async def run(self, fn: Callable[[], T], lane: Lane, wait_s: float, run_s: float | None) -> T:
        """fn's result. Raises StoreBusy when it did not start within wait_s (or the
        write queue is full), StoreUnavailable when it failed or a read ran past run_s."""
        if lane == Lane.WRITE and self._writes_waiting >= self._max_writes_waiting:
            raise StoreBusy("milvus: too many writes waiting", self.retry_after())
        loop = asyncio.get_running_loop()
        job = _Job(int(lane), next(self._seq), fn, loop.create_future())
        heapq.heappush(self._queue, job)
        self._writes_waiting += lane == Lane.WRITE
        timer = loop.call_later(wait_s, self._expire, job, wait_s)
        self._dispatch()
        try:
            # Awaited bare: a caller cancelled while its call waits cancels job.started at
            # once, so no dispatch can start it after that (_dispatch skips it).
            running = await job.started
        finally:
            timer.cancel()
            self._leave(job)
        outcome = asyncio.wrap_future(running)
        outcome.add_done_callback(_taken)  # a read given up on may fail later, unheard
        try:
            if run_s is None:
                return await asyncio.shield(outcome)
            return await asyncio.wait_for(asyncio.shield(outcome), run_s)
        except TimeoutError:
            raise StoreUnavailable(f"milvus: a call ran past {run_s:.1f}s") from None
        except (StoreUnavailable, asyncio.CancelledError):
            raise
        except Exception as exc:
            raise StoreUnavailable(f"milvus: {type(exc).__name__}: {exc}") from exc

    async def probe(self, fn: Callable[[], T], budget_s: float) -> T:
        """fn on the probe's own thread, never behind the queue (a health check)."""
        loop = asyncio.get_running_loop()
        try:
            return await asyncio.wait_for(loop.run_in_executor(self._probe, fn), budget_s)
        except Exception as exc:
            raise StoreUnavailable(f"milvus: {type(exc).__name__}: {exc}") from exc

    def _expire(self, job: _Job, wait_s: float) -> None:
        if not job.started.done():
            busy = StoreBusy(f"milvus: no turn within {wait_s:.1f}s", self.retry_after())
            job.started.set_exception(busy)

    def _leave(self, job: _Job) -> None:
        """A job whose caller stopped waiting (or which ran out of time) before it was
        dispatched: no longer counted as waiting."""
        if job.dispatched or job.left or not job.started.done():
            return
        job.left = True
        self._writes_waiting -= job.lane == Lane.WRITE

    def _dispatch(self) -> None:
        loop = asyncio.get_running_loop()
        while self._running < self.threads and self._queue:
            job = heapq.heappop(self._queue)
            if job.started.done():  # it left (counted by _leave)
                continue
            self._writes_waiting -= job.lane == Lane.WRITE
            job.dispatched = True
            self._running += 1
            began = loop.time()
            try:
                running = self.executor.submit(job.fn)
            except RuntimeError:  # shut down
                self._running -= 1
                job.started.set_exception(StoreUnavailable("milvus: the store is closed"))
                continue
            running.add_done_callback(functools.partial(self._later, loop, began))
            job.started.set_result(running)

    def _later(self, loop: asyncio.AbstractEventLoop, began: float, _: Future[Any]) -> None:
        """A call ended (on its thread): count it on the loop's."""
        with contextlib.suppress(RuntimeError):  # the loop is closed
            loop.call_soon_threadsafe(self._finished, began)

    def _finished(self, began: float) -> None:
        self._running -= 1
        took = asyncio.get_running_loop().time() - began
        self._mean_run_s += _EWMA * (took - self._mean_run_s)
        self._dispatch()

    def shutdown(self) -> None:
        for job in self._queue:
            if not job.started.done():
                job.started.set_exception(StoreUnavailable("milvus: the store is closed"))
        self._queue.clear()
        self.executor.shutdown(wait=False, cancel_futures=True)
        self._probe.shutdown(wait=False, cancel_futures=True)


def _taken(outcome: asyncio.Future[Any]) -> None:
    """Its exception taken: asyncio logs an error for one nobody took."""
    if not outcome.cancelled():
        outcome.exception()
