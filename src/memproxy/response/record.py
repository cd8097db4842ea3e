"""Record a finished exchange: the response (for chains) and the turns (for learning).

Runs at the end of the response, before its last chunk is released: the turns and any
extraction job they trigger are persisted in one atomic write of the state store, so
an accepted job survives a crash. Extraction itself runs later, in the worker pool.
A state store that does not answer within `record_timeout_s` (Redis hung) no longer
holds the chunk: the write goes on in the background and the client gets its answer.
A stream that ends before its answer does is recorded in the background too, the user's
turn with what came of the answer.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from memproxy.background import Background
from memproxy.metrics import Metrics
from memproxy.openai_apis.base import ApiSpec, Captured
from memproxy.state.base import (
    Conversations,
    Job,
    QueueFull,
    ResponseRecord,
    SessionKey,
    StoredTurn,
)

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Asked:
    """What the request phase settled about a request, as the response path needs it."""

    user_id: str
    project_id: str
    session_id: str
    query: str
    previous_response_id: str = ""
    client_input: list[dict[str, Any]] = field(default_factory=list)
    learnable: bool = False


@dataclass(frozen=True)
class Exchange:
    spec: ApiSpec
    asked: Asked | None
    """None: the request had no user (nothing to record beyond the capture's count)."""
    captured: Captured
    session_end: bool = False


class Recording(Protocol):
    """The response path as the ext_proc processor sees it."""

    asks_for_responses: bool
    """Whether responses are wanted at all (Envoy is then asked to stream them)."""

    async def record_within(self, exchange: Exchange, request_id: str = "") -> bool: ...

    def record_behind(self, exchange: Exchange, request_id: str = "") -> None:
        """Record in the background (a stream that ended before its answer did)."""

    async def drain(self, timeout_s: float) -> None: ...


class NoRecorder:
    """memory.auto_store off: no response is asked for, nothing is recorded."""

    asks_for_responses = False

    async def record_within(self, exchange: Exchange, request_id: str = "") -> bool:
        return True

    def record_behind(self, exchange: Exchange, request_id: str = "") -> None:
        pass

    async def drain(self, timeout_s: float) -> None:
        pass


class Recorder:
    asks_for_responses = True

    def __init__(
        self,
        state: Conversations,
        batch_size: int,
        metrics: Metrics,
        wake: Callable[[], None],
        record_timeout_s: float = 0.15,
    ) -> None:
        self._state = state
        self._batch = batch_size
        self._metrics = metrics
        self._wake = wake
        self._timeout = record_timeout_s
        self._behind = Background("a turn recorded")

    async def record_within(self, exchange: Exchange, request_id: str = "") -> bool:
        """Record, waiting at most record_timeout_s; past it the write finishes in the
        background (counted as record_slow) and False says the caller need not wait."""
        task = self._behind.keep(asyncio.create_task(self._record_logged(exchange, request_id)))
        done, _ = await asyncio.wait({task}, timeout=self._timeout)
        if not done:
            self._metrics.error("record_slow")
        return bool(done)

    def record_behind(self, exchange: Exchange, request_id: str = "") -> None:
        self._behind.keep(asyncio.create_task(self._record_logged(exchange, request_id)))

    async def drain(self, timeout_s: float) -> None:
        """Wait (bounded) for records still being written in the background."""
        await self._behind.drain(timeout_s)

    async def _record_logged(self, exchange: Exchange, request_id: str) -> None:
        try:
            with self._metrics.timed("record"):
                await self.record(exchange)
        except Exception:
            log.exception("request %s: recording the exchange failed", request_id)
            self._metrics.error("record")

    async def record(self, exchange: Exchange) -> None:
        """A completed answer records the response (for chains) and both turns. One cut
        short (Envoy stopped waiting, the client left) records the user's turn and what
        came of the answer: what the user said was accepted and is learned all the same.
        An error answer records nothing."""
        req, got = exchange.asked, exchange.captured
        cut = got.finish == "truncated"
        if not (got.ok or cut):
            self._metrics.capture(got.finish)
            return
        self._metrics.capture("truncated" if cut else "recorded")
        if req is None:
            return
        session_id = req.session_id or (f"resp:{got.response_id}" if got.response_id else "")
        if exchange.spec.keeps_responses and got.response_id and not cut:
            await self._state.save_response(
                ResponseRecord(
                    response_id=got.response_id,
                    user_id=req.user_id,
                    previous_response_id=req.previous_response_id,
                    project_id=req.project_id,
                    input_items=req.client_input,
                    output_items=got.output_items,
                )
            )
        if not req.learnable or not session_id:
            return
        key = SessionKey(req.user_id, session_id, req.project_id)
        turns = [StoredTurn("user", req.query)]
        if got.text.strip():
            turns.append(StoredTurn("assistant", got.text, response_id=got.response_id))
        try:
            self._accepted(await self._state.append_turns(key, turns, self._batch))
            if exchange.session_end:
                self._accepted(await self._state.flush(key, "session_end"))
        except QueueFull:
            log.warning("extraction queue full: batch for a session left pending")
            self._metrics.job("rejected_full")

    def _accepted(self, job: Job | None) -> None:
        """A job is durable once enqueued: counted (bench.soak accounts for each), and a
        worker woken."""
        if job is not None:
            self._metrics.job("accepted")
            self._wake()
