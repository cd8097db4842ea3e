"""A context record: what one request's memory step searched, found, kept, dropped and
injected, and how long each stage took. Stored as JSON; the admin API returns it as is.
"""

from __future__ import annotations

import time
import uuid
from typing import Literal

from pydantic import BaseModel, Field

from memproxy.context.hashing import SCHEMA_VERSION

Decision = Literal["search", "skip", "failed"]
Section = Literal["pinned", "profile", "retrieved"]
Verdict = Literal[
    "injected",
    "below_threshold",
    "below_margin",
    "duplicate_of_profile",
    "over_budget",
    "over_char_cap",
]
SECTIONS: tuple[Section, ...] = ("pinned", "profile", "retrieved")
PRIORITY: dict[str, int] = {"framing": 0, "pinned": 3, "profile": 3, "retrieved": 4}
"""Priorities by section (lower first): pinned and profile memories before retrieved ones."""


def new_context_id() -> str:
    """`ctx_` and 32 hex digits that sort by creation time (nanoseconds, then random)."""
    return f"ctx_{time.time_ns():016x}{uuid.uuid4().hex[:16]}"


class CandidateView(BaseModel):
    memory_id: str
    section: Section
    type: str
    content: str
    verdict: Verdict = Field(description="injected, or why it was left out.")
    tokens: int = Field(description="Tokens of its bullet line.")
    dense_score: float | None = Field(None, description="Cosine to the searched query.")
    keyword_score: float | None = Field(
        None, description="BM25 score, where the keyword search found it (keyword or hybrid)."
    )
    fused_score: float | None = Field(None, description="Fused score of a hybrid search.")
    rank: int | None = Field(None, description="Position in the store's answer (0: best).")


class TokenUsage(BaseModel):
    budget: int = Field(description="Token budget of the whole memory message.")
    profile_budget: int = Field(description="Of it, at most this for pinned and profile.")
    counter: str = Field(description="What counted them: a tokenizer or an estimate.")
    framing: int = 0
    pinned: int = 0
    profile: int = 0
    retrieved: int = 0
    total: int = 0


class Settings(BaseModel):
    """The options the assembly ran with (the request's memory_config applied)."""

    limit: int
    threshold: float
    margin: float | None
    types: list[str] = Field(default_factory=list)
    token_budget: int
    profile_share: float
    max_chars: int
    rewrite: str = Field(description="How the query was rewritten before the search.")


class CompressionView(BaseModel):
    """What context compression did to the request's history, and why."""

    outcome: str = Field(
        description="compressed, or why not: off, short, no_state, stale_state, unmatched, "
        "not_a_list, not_smaller, failed."
    )
    state_upto: int = Field(-1, description="Session turns the state used (or refused) covers.")
    cut_items: int = Field(0, description="Messages replaced by the state.")
    kept_items: int = Field(0, description="Messages of the history sent as they were.")
    tokens_before: int = Field(0, description="Estimated tokens of the history as it came.")
    tokens_after: int = Field(0, description="Estimated tokens of the history as sent.")


class ContextRecord(BaseModel):
    id: str
    schema_version: str = SCHEMA_VERSION
    context_hash: str = Field(
        description="sha256 over the injected sections (memproxy.context.hashing)."
    )
    user_id: str
    project_id: str = ""
    session_id: str = ""
    request_id: str = ""
    api: str = ""
    model: str = Field("", description="The model the request asked for.")
    created_at: int = Field(description="Epoch milliseconds.")
    decision: Decision
    reason: str = Field(description="Why: the decision's reason, or the failed stage.")
    query: str = Field(description="The user's latest message, as the request had it.")
    searched_query: str = Field("", description="What was searched (after rewrite/HyDE).")
    options: Settings | None = None
    candidates: list[CandidateView] = Field(default_factory=list)
    injected: int = Field(0, description="Memories injected.")
    injected_text: str = ""
    not_fit: list[str] = Field(
        default_factory=list, description="Ids of memories left out by a budget."
    )
    tokens: TokenUsage | None = None
    compression: CompressionView | None = Field(
        None, description="What compression did (absent: the request did not ask for it)."
    )
    timings_ms: dict[str, float] = Field(default_factory=dict)


class ContextSummary(BaseModel):
    """A record without content: for headers, Envoy's dynamic metadata and listings."""

    id: str
    context_hash: str
    session_id: str = ""
    created_at: int
    decision: Decision
    reason: str
    injected: int
    candidates: int
    tokens: int


def summary(record: ContextRecord) -> ContextSummary:
    return ContextSummary(
        id=record.id,
        context_hash=record.context_hash,
        session_id=record.session_id,
        created_at=record.created_at,
        decision=record.decision,
        reason=record.reason,
        injected=record.injected,
        candidates=len(record.candidates),
        tokens=record.tokens.total if record.tokens else 0,
    )
