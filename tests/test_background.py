"""memproxy.background: work held until it ends, its error taken, drained with a bound."""

from __future__ import annotations

import asyncio
import gc
import logging

import pytest

from memproxy.background import Background


def test_work_is_held_until_it_ends_then_dropped() -> None:
    async def check() -> tuple[int, int, str]:
        work = Background("a test")
        gate = asyncio.Event()

        async def wait_then_answer() -> str:
            await gate.wait()
            return "done"

        task = work.keep(asyncio.ensure_future(wait_then_answer()))
        del task
        gc.collect()  # only the Background holds the task now
        held = len(work)
        gate.set()
        await work.drain(5)
        return held, len(work), "ok"

    assert asyncio.run(check()) == (1, 0, "ok")


def test_a_failure_is_taken_and_logged_not_left_unretrieved(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def fail() -> None:
        raise RuntimeError("store down")

    async def check() -> None:
        work = Background("a profile read")
        work.keep(asyncio.ensure_future(fail()))
        await work.drain(5)

    with caplog.at_level(logging.DEBUG, logger="memproxy.background"):
        asyncio.run(check())
    assert "a profile read failed in the background: store down" in caplog.text
    assert "never retrieved" not in caplog.text


def test_drain_waits_no_longer_than_its_bound() -> None:
    async def check() -> tuple[int, bool]:
        work = Background("a slow write")
        slow = work.keep(asyncio.ensure_future(asyncio.sleep(30)))
        await work.drain(0.1)
        still = len(work)
        slow.cancel()
        await asyncio.gather(slow, return_exceptions=True)
        return still, slow.cancelled()

    assert asyncio.run(check()) == (1, True)
