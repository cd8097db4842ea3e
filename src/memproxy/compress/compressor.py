"""Compression on the request path: the session's current state in place of old turns.

Opt-in: memory.compression.enabled in the configuration, then memory_config.compress
per request (or compression.by_default). One state-store read, bounded by
load_timeout_ms; any failure sends the history as it came (fail open), and every
request gets a CompressionNote saying what was done and why.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from memproxy.compress.delta import render
from memproxy.compress.plan import CompressionNote, kind_of, plan
from memproxy.config import CompressionSettings
from memproxy.metrics import Metrics
from memproxy.openai_apis.base import ApiSpec
from memproxy.state.base import CurrentStates, SessionKey

log = logging.getLogger(__name__)

OFF = CompressionNote("off")


class Compressor:
    def __init__(
        self, state: CurrentStates, settings: CompressionSettings, metrics: Metrics
    ) -> None:
        self._state = state
        self._settings = settings
        self._metrics = metrics

    @property
    def enabled(self) -> bool:
        return self._settings.enabled

    def wanted(self, asked: bool | None) -> bool:
        """Whether a request is compressed: the configuration allows it, and the request
        asks for it (memory_config.compress) or the default is on."""
        return self._settings.enabled and (self._settings.by_default if asked is None else asked)

    async def compress(
        self, spec: ApiSpec, key: SessionKey, body: dict[str, Any], request_id: str = ""
    ) -> tuple[dict[str, Any] | None, CompressionNote]:
        """A new body with the old exchanges replaced by the state, or None, and the note."""
        items = body.get(spec.history_field)
        new_items, note = await self._compress(key, items, request_id)
        self._metrics.compression(note.outcome, note.tokens_before - note.tokens_after)
        if new_items is None:
            return None, note
        return {**body, spec.history_field: new_items}, note

    async def _compress(
        self, key: SessionKey, items: Any, request_id: str
    ) -> tuple[list[Any] | None, CompressionNote]:
        settings = self._settings
        if not isinstance(items, list):
            return None, CompressionNote("not_a_list")
        users = sum(1 for i in items if kind_of(i) == "user")
        if users <= settings.keep_recent_turns + 1 or not key.session_id:
            return plan(items, None, None, settings.keep_recent_turns, settings.recent_tokens)
        try:
            state = await asyncio.wait_for(
                self._state.load_state(key), settings.load_timeout_ms / 1000
            )
        except Exception as exc:
            log.warning(
                "request %s: no compression, state store: %s", request_id, exc or type(exc).__name__
            )
            self._metrics.error("compress")
            return None, CompressionNote("failed")
        message = {"role": "system", "content": render(state.data)} if state else None
        return plan(items, state, message, settings.keep_recent_turns, settings.recent_tokens)
