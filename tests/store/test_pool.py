"""The store's call pool: lanes in order, a call's turn and its run bounded apart, writes
always waited for, back-pressure, and a probe that never waits behind the queue."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import AsyncIterator, Callable

import pytest

from memproxy.store.base import StoreBusy, StoreUnavailable
from memproxy.store.milvus.pool import CallPool, Lane


@pytest.fixture
async def pool() -> AsyncIterator[CallPool]:
    p = CallPool(1, "test-pool", max_writes_waiting=3)
    yield p
    p.shutdown()


def blocker() -> tuple[threading.Event, Callable[[], None]]:
    release = threading.Event()

    def block() -> None:
        release.wait(10)

    return release, block


async def test_a_request_read_goes_before_writes_queued_earlier(pool: CallPool) -> None:
    release, block = blocker()
    order: list[str] = []
    first = asyncio.ensure_future(pool.run(block, Lane.WRITE, 5, None))
    await asyncio.sleep(0.05)
    calls = [
        pool.run(lambda: order.append("write"), Lane.WRITE, 5, None),
        pool.run(lambda: order.append("read"), Lane.READ, 5, 5),
        pool.run(lambda: order.append("request"), Lane.REQUEST, 5, 5),
    ]
    waiting = asyncio.gather(*calls)
    await asyncio.sleep(0.05)
    release.set()
    await waiting
    await first
    assert order == ["request", "read", "write"]


async def test_a_call_without_a_turn_in_its_budget_never_runs(pool: CallPool) -> None:
    release, block = blocker()
    ran: list[int] = []
    first = asyncio.ensure_future(pool.run(block, Lane.WRITE, 5, None))
    await asyncio.sleep(0.05)
    with pytest.raises(StoreBusy) as refused:
        await pool.run(lambda: ran.append(1), Lane.WRITE, 0.1, None)
    assert refused.value.retry_after >= 1
    release.set()
    await first
    await pool.run(lambda: None, Lane.WRITE, 5, None)  # the queue drained past it
    assert ran == []


async def test_a_write_is_waited_for_past_a_read_budget(pool: CallPool) -> None:
    def slow() -> str:
        time.sleep(0.3)
        return "written"

    assert await pool.run(slow, Lane.WRITE, 5, None) == "written"
    with pytest.raises(StoreUnavailable):
        await pool.run(slow, Lane.READ, 5, 0.1)


async def test_writes_past_the_queue_bound_are_refused_at_once(pool: CallPool) -> None:
    release, block = blocker()
    first = asyncio.ensure_future(pool.run(block, Lane.WRITE, 5, None))
    await asyncio.sleep(0.05)
    queued = [asyncio.ensure_future(pool.run(lambda: None, Lane.WRITE, 5, None)) for _ in range(3)]
    await asyncio.sleep(0.05)
    t = time.monotonic()
    with pytest.raises(StoreBusy):
        await pool.run(lambda: None, Lane.WRITE, 5, None)
    assert time.monotonic() - t < 0.5
    release.set()
    await asyncio.gather(first, *queued)


async def test_a_cancelled_waiting_call_never_runs(pool: CallPool) -> None:
    release, block = blocker()
    ran: list[int] = []
    first = asyncio.ensure_future(pool.run(block, Lane.WRITE, 5, None))
    await asyncio.sleep(0.05)
    waiting = asyncio.ensure_future(pool.run(lambda: ran.append(1), Lane.REQUEST, 5, 5))
    await asyncio.sleep(0.05)
    waiting.cancel()
    release.set()
    await first
    await pool.run(lambda: None, Lane.WRITE, 5, None)
    assert ran == [] and pool.waiting == 0


async def test_the_probe_does_not_wait_behind_the_queue(pool: CallPool) -> None:
    release, block = blocker()
    first = asyncio.ensure_future(pool.run(block, Lane.WRITE, 5, None))
    await asyncio.sleep(0.05)
    assert await pool.probe(lambda: "up", 1.0) == "up"
    release.set()
    await first
