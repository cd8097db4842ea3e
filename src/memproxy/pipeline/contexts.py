"""Context records on the request path: build one from what the memory step did (pure),
and `ContextLog`, what the processor needs (budget, token counter, header switch, and a
writer that keeps records off the critical path)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

from memproxy.compress.plan import CompressionNote
from memproxy.config import ContextSettings, MemorySettings
from memproxy.context.hashing import context_hash
from memproxy.context.record import (
    PRIORITY,
    SECTIONS,
    CandidateView,
    CompressionView,
    ContextRecord,
    Decision,
    Settings,
    TokenUsage,
    new_context_id,
)
from memproxy.context.tokens import CharEstimate, TokenCounter
from memproxy.context.writer import RecordWriter
from memproxy.domain import now_ms
from memproxy.pipeline.assemble import Assembly, Budget
from memproxy.pipeline.options import MemoryOptions, effective_options

EMPTY_HASH = context_hash({}, PRIORITY)
HEADER = "x-memproxy-context"
"""Request: `on` asks for the response header; response: `<id>; injected=<n>`."""
_ON = ("on", "1", "true", "yes")


@dataclass
class Facts:
    """Who asked what, and what the memory step decided."""

    user_id: str
    project_id: str
    session_id: str
    request_id: str
    api: str
    model: str
    query: str
    decision: Decision
    reason: str
    rewrite: str = "none"
    searched_query: str = ""
    compression: CompressionNote | None = None
    timings_ms: dict[str, float] = field(default_factory=dict)


def settings_of(options: MemoryOptions, budget: Budget, rewrite: str) -> Settings:
    return Settings(
        limit=options.limit,
        threshold=options.threshold,
        margin=options.margin,
        types=[str(t) for t in options.types],
        token_budget=budget.tokens,
        profile_share=budget.profile_share,
        max_chars=budget.max_chars,
        rewrite=rewrite,
    )


def build_record(
    facts: Facts,
    options: MemoryOptions | None = None,
    assembly: Assembly | None = None,
    counter: str = "",
    context_id: str = "",
    budget: Budget | None = None,
) -> ContextRecord:
    """budget: the one the assembly ran with, or would have (recorded with the options)."""
    record = ContextRecord(
        id=context_id or new_context_id(),
        context_hash=EMPTY_HASH if assembly is None else hash_of(assembly),
        user_id=facts.user_id,
        project_id=facts.project_id,
        session_id=facts.session_id,
        request_id=facts.request_id,
        api=facts.api,
        model=facts.model,
        created_at=now_ms(),
        decision=facts.decision,
        reason=facts.reason,
        query=facts.query,
        searched_query=facts.searched_query,
        timings_ms=dict(facts.timings_ms),
    )
    if facts.compression is not None:
        record.compression = CompressionView(**asdict(facts.compression))
    budget = assembly.budget if assembly is not None else budget
    if options is not None and budget is not None:
        record.options = settings_of(options, budget, facts.rewrite)
    if assembly is None:
        return record
    record.candidates = candidates_of(assembly)
    record.injected = len(assembly.injected)
    record.injected_text = assembly.text
    record.not_fit = not_fit(assembly)
    record.tokens = usage_of(assembly, counter)
    return record


def sections_of(assembly: Assembly) -> dict[str, list[str]]:
    injected = assembly.injected
    sections: dict[str, list[str]] = {
        kind: [c.line for c in injected if c.section == kind] for kind in SECTIONS
    }
    return {"framing": [assembly.framing] if injected else [], **sections}


def hash_of(assembly: Assembly) -> str:
    return context_hash(sections_of(assembly), PRIORITY)


def candidates_of(assembly: Assembly) -> list[CandidateView]:
    return [
        CandidateView(
            memory_id=c.memory.id,
            section=c.section,
            type=str(c.memory.type),
            content=c.memory.content,
            verdict=c.verdict,
            tokens=c.tokens,
            dense_score=c.dense,
            keyword_score=c.keyword,
            fused_score=c.fused,
            rank=c.rank,
        )
        for c in assembly.candidates
    ]


def usage_of(assembly: Assembly, counter: str) -> TokenUsage:
    b = assembly.budget
    used = assembly.tokens_by_section
    return TokenUsage(
        budget=b.tokens,
        profile_budget=int(b.tokens * b.profile_share),
        counter=counter,
        framing=used.get("framing", 0),
        pinned=used.get("pinned", 0),
        profile=used.get("profile", 0),
        retrieved=used.get("retrieved", 0),
        total=assembly.total_tokens,
    )


def not_fit(assembly: Assembly) -> list[str]:
    budgets = ("over_budget", "over_char_cap")
    return [c.memory.id for c in assembly.candidates if c.verdict in budgets]


class ContextLog:
    def __init__(
        self,
        memory: MemorySettings,
        counter: TokenCounter | None = None,
        writer: RecordWriter | None = None,
    ) -> None:
        self.settings: ContextSettings = memory.context
        self._memory = memory
        self.counter: TokenCounter = counter or CharEstimate()
        self._writer = writer

    def budget(self, options: MemoryOptions) -> Budget:
        return Budget(
            tokens=options.token_budget or self.settings.token_budget,
            profile_share=self.settings.profile_share,
            max_chars=self._memory.max_injected_chars,
        )

    def default_options(self) -> MemoryOptions:
        """The configured options, no request's memory_config applied."""
        return effective_options(self._memory, {})[0]

    def header_wanted(self, headers: Mapping[str, str]) -> bool:
        return self.settings.header or headers.get(HEADER, "").strip().lower() in _ON

    def keep(self, record: ContextRecord) -> None:
        if self._writer is not None:
            self._writer.submit(record)


def header_value(record_id: str, injected: int) -> str:
    return f"{record_id}; injected={injected}"
