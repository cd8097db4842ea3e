"""The memory step of one request: body bytes in, new body bytes (or None) out.

This is the fail-open boundary of the request phase: any failure in a memory stage is
logged and counted, and the request goes on (without memories, or unchanged).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memproxy.config import IdentitySettings, MemorySettings
from memproxy.embed.base import EmbeddingError
from memproxy.extproc.adapters import ApiAdapter, BadBody
from memproxy.metrics import Metrics
from memproxy.models import Scope, ScoredMemory
from memproxy.pipeline.decide import Signals, decide, should_search
from memproxy.pipeline.identify import Identity, identify
from memproxy.pipeline.options import MemoryOptions, effective_options
from memproxy.pipeline.render import render_memories
from memproxy.pipeline.retrieve import Retriever
from memproxy.store.base import StoreUnavailable

log = logging.getLogger(__name__)

_MEMORY_FIELDS = ("memory_config", "memory_context")


@dataclass(frozen=True)
class RequestResult:
    body: bytes | None
    """The new body, or None to forward the original bytes unchanged."""
    outcome: str
    identity: Identity | None = None
    options: MemoryOptions | None = None
    parsed: dict[str, Any] | None = None
    injected: int = 0


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes")


def _encode(body: dict[str, Any]) -> bytes:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode()


class RequestProcessor:
    def __init__(
        self,
        memory: MemorySettings,
        identity: IdentitySettings,
        retriever: Retriever,
        metrics: Metrics,
    ) -> None:
        self._memory = memory
        self._identity = identity
        self._retriever = retriever
        self._metrics = metrics

    async def process(
        self, adapter: ApiAdapter, headers: Mapping[str, str], raw: bytes, request_id: str = ""
    ) -> RequestResult:
        try:
            body = json.loads(raw)
        except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
            return self._bad("invalid_json")
        if not isinstance(body, dict):
            return self._bad("not_an_object")
        try:
            view = adapter.parse(body)
        except BadBody:
            return self._bad("not_" + adapter.name)

        had_memory_fields = any(k in body for k in _MEMORY_FIELDS)
        clean = {k: v for k, v in body.items() if k not in _MEMORY_FIELDS}
        unchanged = _encode(clean) if had_memory_fields else None

        who = identify(headers, view.memory_context, self._identity)
        if who is None:
            return RequestResult(unchanged, "no_user", parsed=clean)
        options, bad_fields = effective_options(self._memory, view.memory_config)
        for _ in bad_fields:
            self._metrics.bad_input("memory_config")
        if not options.enabled:
            self._metrics.decision("disabled")
            return RequestResult(unchanged, "disabled", who, options, clean)

        signals = Signals(
            fact_header=_truthy(headers.get(self._identity.fact_signal_header)),
            tool_header=_truthy(headers.get(self._identity.tool_signal_header)),
            forces_tool=view.forces_tool,
            ends_with_tool_result=view.ends_with_tool_result,
        )
        with self._metrics.timed("decide"):
            reason = decide(view.query, signals)
        self._metrics.decision(reason.value)
        if not should_search(reason):
            return RequestResult(unchanged, "skipped", who, options, clean)

        scope = Scope(user_id=who.user_id, project_id=who.project_id)
        memories = await self._retrieve(scope, view.query, view.recent_user_texts(3), options,
                                        request_id)
        if memories is None:
            return RequestResult(unchanged, "memory_failed", who, options, clean)
        with self._metrics.timed("inject"):
            text, count = render_memories(memories, self._memory.max_injected_chars)
            if not text:
                return RequestResult(unchanged, "no_memories", who, options, clean)
            new_body = _encode(adapter.inject(clean, text))
        self._metrics.injected(count)
        return RequestResult(new_body, "injected", who, options, clean, injected=count)

    async def _retrieve(
        self,
        scope: Scope,
        query: str,
        recent: list[str],
        options: MemoryOptions,
        request_id: str,
    ) -> list[ScoredMemory] | None:
        deadline = self._memory.deadline_ms / 1000
        try:
            return await asyncio.wait_for(
                self._retriever.retrieve(scope, query, recent, options), deadline
            )
        except TimeoutError:
            stage = "deadline"
        except EmbeddingError:
            stage = "embed"
        except StoreUnavailable:
            stage = "search"
        except Exception:
            log.exception("request %s: memory retrieval failed", request_id)
            stage = "retrieve"
        log.warning("request %s: memory skipped (%s)", request_id, stage)
        self._metrics.error(stage)
        return None

    def _bad(self, reason: str) -> RequestResult:
        self._metrics.bad_input(reason)
        return RequestResult(None, "bad_input")
