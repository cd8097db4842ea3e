"""The memory step of one request: body bytes in, new body bytes (or None) out.

This is the fail-open boundary of the request phase: any failure in a memory stage is
logged and counted, and the request goes on (without memories, or unchanged).
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memproxy.compress.compressor import Compressor
from memproxy.compress.plan import CompressionNote
from memproxy.config import IdentitySettings, MemorySettings
from memproxy.context.record import ContextRecord
from memproxy.domain import Memory, Scope, ScoredMemory
from memproxy.embed.base import EmbeddingError
from memproxy.metrics import Metrics
from memproxy.openai_apis.base import ApiSpec, BadBody
from memproxy.openai_apis.conversation import RequestView
from memproxy.pipeline.assemble import Assembly, Gates, assemble
from memproxy.pipeline.chain import Chains, Expansion, NoChains
from memproxy.pipeline.contexts import ContextLog, Facts, build_record
from memproxy.pipeline.decide import Signals, decide, should_search
from memproxy.pipeline.identify import BadIdentity, Identity, identify
from memproxy.pipeline.options import MemoryOptions, effective_options
from memproxy.pipeline.retrieve import Retriever, Searched
from memproxy.state.base import SessionKey
from memproxy.store.base import StoreUnavailable

log = logging.getLogger(__name__)

_MEMORY_FIELDS = ("memory_config", "memory_context")
MAX_QUERY_CHARS = 8192
"""The embedder reads only its first 256 tokens: a longer text costs CPU, not recall."""


@dataclass(frozen=True)
class RequestResult:
    body: bytes | None
    """The new body, or None to forward the original bytes unchanged."""
    outcome: str
    identity: Identity | None = None
    options: MemoryOptions | None = None
    view: RequestView | None = None
    session_id: str = ""
    client_input: list[dict[str, Any]] = field(default_factory=list)
    """Responses: the input items the client sent (before chain expansion)."""
    injected: int = 0
    compression: CompressionNote | None = None
    """What context compression did and why (None: not asked for)."""
    context: ContextRecord | None = None
    """The context record of a request that reached the memory decision."""
    context_header: bool = False
    """The client asked for x-memproxy-context (or the configuration always sends it)."""
    memories: tuple[ScoredMemory, ...] = ()
    """The memories injected, in the order they were rendered (profile first)."""

    @property
    def learnable(self) -> bool:
        return (
            self.identity is not None
            and self.options is not None
            and self.view is not None
            and self.options.auto_store
            and bool(self.view.query.strip())
        )


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() in ("1", "true", "yes")


class _Inexact(ValueError):
    """A number that json.dumps would not write back as the client sent it."""


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e400: json.dumps would write Infinity
        raise _Inexact(text)
    return value


_MINUS_ZERO = re.compile(rb"-0(?![.\deE])")
"""-0 not followed by a fraction or exponent: maybe an int -0 (or the text in a string)."""


def _int(text: str) -> int:
    if text == "-0":  # an int has no sign of zero: json.dumps would write 0
        raise _Inexact(text)
    return int(text)


def _constant(text: str) -> Any:
    raise ValueError(f"{text} is not JSON")  # Python's json accepts NaN and Infinity


def read_body(raw: bytes) -> tuple[dict[str, Any] | None, str]:
    """The request body as a JSON object, or None and the unprocessable reason.

    Only what can be written back as sent is read: a body with a number json.dumps
    would change (1e400 to Infinity, -0 to 0) is "inexact_number" and passes as it came;
    NaN and Infinity, which Python reads but JSON does not have, are "invalid_json".
    """
    try:
        text = raw.decode("utf-8-sig")  # a leading BOM is tolerated, as json.loads(bytes) does
    except UnicodeDecodeError:
        return None, "non_utf8"
    try:
        ints = _int if _MINUS_ZERO.search(raw) else None  # int checks only where needed
        body = json.loads(text, parse_float=_float, parse_int=ints, parse_constant=_constant)
    except RecursionError:
        return None, "too_deep"
    except _Inexact:
        return None, "inexact_number"
    except ValueError as exc:
        too_long = "integer string conversion" in str(exc)  # over int()'s 4300 digits
        return None, "inexact_number" if too_long else "invalid_json"
    if not isinstance(body, dict):
        return None, "not_object"
    return body, ""


def bounded(text: str) -> str:
    """A query text cut to what the memory pipeline can use (a huge paste stays cheap)."""
    return text[:MAX_QUERY_CHARS]


def _encode(body: dict[str, Any]) -> bytes:
    """Compact JSON; a lone surrogate the client escaped (\\ud800) stays an escape. Never
    NaN or Infinity (not JSON): a value from elsewhere (a stored chain) that would need
    one raises ValueError, and the request goes on as the client sent it."""
    try:
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    except UnicodeEncodeError:
        return json.dumps(body, ensure_ascii=True, separators=(",", ":"), allow_nan=False).encode()


def _without_memory_fields(raw: bytes) -> bytes | None:
    """The body minus memory_config/memory_context (None: forward it as it came)."""
    try:
        body, _ = read_body(raw)
        if body is None or not any(k in body for k in _MEMORY_FIELDS):
            return None
        return _encode({k: v for k, v in body.items() if k not in _MEMORY_FIELDS})
    except Exception:
        return None


NO_CHAINS = NoChains()


class RequestProcessor:
    def __init__(
        self,
        memory: MemorySettings,
        identity: IdentitySettings,
        retriever: Retriever,
        metrics: Metrics,
        chains: Chains = NO_CHAINS,
        compressor: Compressor | None = None,
        usage: Callable[[str, Sequence[str]], None] | None = None,
        contexts: ContextLog | None = None,
    ) -> None:
        self._contexts = contexts or ContextLog(memory)
        self._compressor = compressor
        self._memory = memory
        self._identity = identity
        self._retriever = retriever
        self._metrics = metrics
        self._chains = chains
        self._usage = usage
        """Counts what was injected (memproxy.lifecycle.usage: no I/O on this path)."""

    @property
    def contexts(self) -> ContextLog:
        return self._contexts

    async def process(
        self,
        spec: ApiSpec,
        headers: Mapping[str, str],
        raw: bytes,
        request_id: str = "",
        parsed: Callable[[RequestResult], None] | None = None,
    ) -> RequestResult:
        """parsed, when given, is called once the request is read (who asks, what, in which
        session, with which options) and before the slow steps (compression, retrieval):
        what a caller needs to record the user's turn if it stops waiting for the rest."""
        try:
            return await self._process(spec, headers, raw, request_id, parsed)
        except RecursionError:
            # parsed just under the limit, but too deep to walk or encode again
            return self._bad(spec.name, "too_deep")
        except Exception:
            log.exception("request %s: memory step failed", request_id)
            self._metrics.error("request")
            return RequestResult(_without_memory_fields(raw), "error")

    async def _process(
        self,
        spec: ApiSpec,
        headers: Mapping[str, str],
        raw: bytes,
        request_id: str,
        parsed: Callable[[RequestResult], None] | None,
    ) -> RequestResult:
        body, reason = read_body(raw)
        if body is None:
            return self._bad(spec.name, reason)
        try:
            view = spec.parse(body)
        except BadBody:
            return self._bad(spec.name, "bad_shape")

        changed = any(k in body for k in _MEMORY_FIELDS)
        clean = {k: v for k, v in body.items() if k not in _MEMORY_FIELDS}
        try:
            who = identify(headers, view.memory_context, self._identity)
        except BadIdentity as exc:
            log.warning("request %s: no memory, %s", request_id, exc)
            self._metrics.bad_input(exc.field)
            return RequestResult(_encode(clean) if changed else None, "bad_identity")
        if who is None:
            return RequestResult(_encode(clean) if changed else None, "no_user")

        client_input = spec.client_input(clean)
        session_id = who.session_id
        if view.previous_response_id:
            expansion = await self._expand(spec, who.user_id, clean, request_id)
            if expansion is not None:
                clean, changed = expansion.body, True
                view = _with_request_fields(spec.parse(clean), view)
                session_id = session_id or f"resp:{expansion.root_response_id}"
        if not session_id:
            session_id = spec.derived_session(clean)

        options, bad_fields = effective_options(self._memory, view.memory_config)
        for _ in bad_fields:
            self._metrics.bad_input("memory_config")
        key = SessionKey(who.user_id, session_id, who.project_id or "")
        note: CompressionNote | None = None
        if parsed is not None:
            parsed(RequestResult(None, "parsed", who, options, view, session_id, client_input))

        header = self._contexts.header_wanted(headers)
        facts = Facts(
            user_id=who.user_id,
            project_id=who.project_id or "",
            session_id=session_id,
            request_id=request_id,
            api=spec.name,
            model=_model(clean),
            query=bounded(view.query),
            decision="skip",
            reason="",
            rewrite=self._memory.query_rewrite,
        )

        def result(
            body: bytes | None, outcome: str, assembly: Assembly | None = None
        ) -> RequestResult:
            record = None
            if facts.reason:
                budget = self._contexts.budget(options)
                counter = self._contexts.counter.name
                record = build_record(facts, options, assembly, counter, budget=budget)
                self._contexts.keep(record)
            shown = (
                tuple(
                    ScoredMemory(memory=c.memory, score=1.0 if c.dense is None else c.dense)
                    for c in assembly.injected
                )
                if assembly is not None and assembly.text
                else ()
            )
            return RequestResult(
                body,
                outcome,
                who,
                options,
                view,
                session_id,
                client_input,
                len(shown),
                compression=note,
                memories=shown,
                context=record,
                context_header=header,
            )

        if not options.enabled:
            self._metrics.decision("disabled")
            return result(_encode(clean) if changed else None, "disabled")
        if self._compressor is not None and self._compressor.wanted(options.compress):
            start = time.perf_counter()
            with self._metrics.timed("compress"):
                compressed, note = await self._compressor.compress(spec, key, clean, request_id)
            facts.timings_ms["compress"] = _ms_since(start)
            facts.compression = note
            if compressed is not None:
                clean, changed = compressed, True
        unchanged = _encode(clean) if changed else None
        signals = Signals(
            fact_header=_truthy(headers.get(self._identity.fact_signal_header)),
            tool_header=_truthy(headers.get(self._identity.tool_signal_header)),
            forces_tool=view.forces_tool,
            ends_with_tool_result=view.ends_with_tool_result,
        )
        start = time.perf_counter()
        with self._metrics.timed("decide"):
            reason = decide(view.query, signals)
        facts.timings_ms["decide"] = _ms_since(start)
        facts.reason = reason.value
        self._metrics.decision(reason.value)
        if not should_search(reason):
            return result(unchanged, "skipped")

        facts.decision = "search"
        found = await self._retrieve(key, view, options, request_id, facts.timings_ms)
        if isinstance(found, str):
            facts.decision, facts.reason = "failed", found
            return result(unchanged, "memory_failed")
        profile, searched = found
        facts.searched_query = searched.text
        start = time.perf_counter()
        with self._metrics.timed("inject"):
            assembly = assemble(
                profile,
                searched.hits,
                Gates(options.threshold, options.margin),
                self._contexts.budget(options),
                self._contexts.counter,
            )
            new_body = _encode(spec.inject(clean, assembly.text)) if assembly.text else None
        facts.timings_ms["assemble"] = _ms_since(start)
        if new_body is None:
            return result(unchanged, "no_memories", assembly)
        self._metrics.injected(len(assembly.injected))
        if self._usage is not None:
            self._usage(who.user_id, [c.memory.id for c in assembly.injected])
        return result(new_body, "injected", assembly)

    async def _expand(
        self, spec: ApiSpec, user_id: str, body: dict[str, Any], request_id: str
    ) -> Expansion | None:
        try:
            with self._metrics.timed("history"):
                return await self._chains.expand(spec, user_id, body)
        except Exception as exc:
            log.warning("request %s: chain expansion failed (%s)", request_id, exc)
            self._metrics.error("history")
            return None

    async def _recent(self, key: SessionKey, view: RequestView) -> list[str]:
        recent = view.recent_user_texts(3)
        if recent or not key.session_id:
            return recent
        return await self._chains.recent_user_texts(key, 3)

    async def _retrieve(
        self,
        key: SessionKey,
        view: RequestView,
        options: MemoryOptions,
        request_id: str,
        timings: dict[str, float],
    ) -> tuple[list[Memory], Searched] | str:
        """The profile and the search, or the stage that failed. Past the deadline, the
        one that answered is served without the other (counted as search_late or
        profile_late); neither: the stage is "deadline"."""
        scope = Scope(user_id=key.user_id, project_id=key.project_id or None)
        # A model rewrite (llm, hyde) takes its own budget (rewrite_timeout_ms) before the
        # deadline starts: inside it, a real model's latency would drop the memories of
        # the very queries it is meant to help. Past its budget the plain query is used.
        text = await self._rewritten(key, view, request_id)

        async def search() -> Searched:
            recent = [] if text is not None else [bounded(t) for t in await self._recent(key, view)]
            return await self._retriever.search(scope, bounded(view.query), recent, options, text)

        searching = asyncio.ensure_future(search())
        profile = asyncio.ensure_future(
            self._retriever.profile(scope, self._memory.profile, timings)
        )
        try:
            done, late = await asyncio.wait(
                {searching, profile},
                timeout=self._memory.deadline_ms / 1000,
                return_when=asyncio.FIRST_EXCEPTION,
            )
        finally:
            searching.cancel()  # when late, or when this request is cancelled
            profile.cancel()
        failed = next((e for p in done if (e := p.exception()) is not None), None)
        if failed is None and done:
            # past the deadline, what answered is served: a user's first request, whose
            # rows are read cold, keeps its search hits when its profile is late
            for part, stage in ((searching, "search_late"), (profile, "profile_late")):
                if part in late:
                    log.debug("request %s: memory served without its %s", request_id, stage)
                    self._metrics.error(stage)
            found = searching.result() if searching in done else Searched(bounded(view.query), [])
            timings.update(found.timings_ms)
            return (profile.result() if profile in done else []), found
        if failed is None:
            stage = "deadline"
        elif isinstance(failed, EmbeddingError):
            stage = "embed"
        elif isinstance(failed, StoreUnavailable):
            stage = "search"
        else:
            log.error("request %s: memory retrieval failed", request_id, exc_info=failed)
            stage = "retrieve"
        log.warning("request %s: memory skipped (%s)", request_id, stage)
        self._metrics.error(stage)
        return stage

    async def _rewritten(self, key: SessionKey, view: RequestView, request_id: str) -> str | None:
        """The model-rewritten search text within rewrite_timeout_ms (past it, or when the
        history store fails, the query as it is), or None when no model rewrites."""
        if not self._retriever.rewrites_with_model:
            return None

        async def rewrite() -> str:
            recent = [bounded(t) for t in await self._recent(key, view)]
            return await self._retriever.search_text(bounded(view.query), recent)

        try:
            return await asyncio.wait_for(rewrite(), self._memory.rewrite_timeout_ms / 1000)
        except Exception as exc:  # the history store or the rewrite: search with the query
            log.warning("request %s: query rewrite skipped (%s)", request_id, type(exc).__name__)
            self._metrics.error("rewrite")
            return " ".join(bounded(view.query).split())

    def _bad(self, api: str, reason: str) -> RequestResult:
        self._metrics.unprocessable(api, reason)
        return RequestResult(None, "bad_input")


def _ms_since(start: float) -> float:
    return round((time.perf_counter() - start) * 1000, 3)


def _model(body: dict[str, Any]) -> str:
    model = body.get("model")
    return model[:256] if isinstance(model, str) else ""


def _with_request_fields(expanded: RequestView, original: RequestView) -> RequestView:
    """The expanded view keeps the client's memory fields and previous_response_id."""
    return RequestView(
        query=expanded.query,
        history=expanded.history,
        ends_with_tool_result=expanded.ends_with_tool_result,
        forces_tool=expanded.forces_tool,
        stream=expanded.stream,
        previous_response_id=original.previous_response_id,
        memory_config=original.memory_config,
        memory_context=original.memory_context,
    )
