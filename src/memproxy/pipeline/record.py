"""Record a finished exchange: the response (for chains) and the turns (for learning).

Runs at the end of the response, before its last chunk is released: the turns and any
extraction job they trigger are persisted in one atomic write of the state store, so
an accepted job survives a crash. Extraction itself runs later, in the worker pool.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from memproxy.capture.capture import Captured
from memproxy.metrics import Metrics
from memproxy.pipeline.request import RequestResult
from memproxy.state.base import QueueFull, ResponseRecord, SessionKey, StateStore, StoredTurn

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Exchange:
    api: str
    request: RequestResult
    captured: Captured
    session_end: bool = False


class Recorder:
    def __init__(
        self, state: StateStore, batch_size: int, metrics: Metrics, wake: Callable[[], None]
    ) -> None:
        self._state = state
        self._batch = batch_size
        self._metrics = metrics
        self._wake = wake

    async def record(self, exchange: Exchange) -> None:
        req, got = exchange.request, exchange.captured
        if not got.ok:
            self._metrics.capture(got.finish)
            return
        self._metrics.capture("recorded")
        who = req.identity
        if who is None or req.view is None:
            return
        session_id = req.session_id or (f"resp:{got.response_id}" if got.response_id else "")
        if exchange.api == "responses" and got.response_id:
            await self._state.save_response(
                ResponseRecord(
                    response_id=got.response_id,
                    user_id=who.user_id,
                    previous_response_id=req.view.previous_response_id,
                    project_id=who.project_id or "",
                    input_items=req.client_input,
                    output_items=got.output_items,
                )
            )
        if not req.learnable or not session_id:
            return
        key = SessionKey(who.user_id, session_id, who.project_id or "")
        turns = [
            StoredTurn("user", req.view.query),
            StoredTurn("assistant", got.text, response_id=got.response_id),
        ]
        try:
            job = await self._state.append_turns(key, turns, self._batch)
            if exchange.session_end:
                job = await self._state.flush(key, "session_end") or job
        except QueueFull:
            log.warning("extraction queue full: batch for a session left pending")
            self._metrics.job("rejected_full")
            return
        if job is not None:
            self._wake()
