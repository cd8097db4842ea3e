"""What a request's memory message is built from: the profile (memory.profile), the
context records and token budget (memory.context), and context compression
(memory.compression)."""

from __future__ import annotations

from pydantic import BaseModel, Field


class ProfileSettings(BaseModel):
    """The user's profile: memories injected with every request that searches memory."""

    enabled: bool = Field(True, description="Inject the profile before retrieved memories.")
    min_importance: int = Field(
        4, ge=1, le=5, description="Preference and constraint memories from this importance."
    )
    max_items: int = Field(12, ge=0, le=50, description="At most this many profile memories.")
    max_chars: int = Field(
        1200, ge=0, le=20000, description="The profile's own budget within the injected message."
    )
    all_when_few: bool = Field(
        True,
        description="While the scope holds at most max_items standing memories (any type "
        "but episodic, task, reflective), the profile is all of them.",
    )

    @property
    def few(self) -> int:
        """How many standing memories a scope may hold for all to be in its profile."""
        return self.max_items if self.all_when_few else 0


class ContextSettings(BaseModel):
    """Context records (what each request's memory step did) and the memory message's
    token budget."""

    token_budget: int = Field(
        1000,
        ge=16,
        le=100_000,
        description="Tokens of the whole memory message (framing, profile, retrieved); "
        "a request may lower or raise it with memory_config.token_budget.",
    )
    profile_share: float = Field(
        0.5, ge=0, le=1, description="At most this share of the budget goes to the profile."
    )
    records: bool = Field(True, description="Keep a context record of each memory step.")
    header: bool = Field(
        False, description="Always answer with x-memproxy-context (else only when asked)."
    )
    max_per_user: int = Field(200, ge=1, le=100_000, description="Records kept per user.")
    max_age_seconds: float = Field(
        7 * 86400.0, gt=0, description="Records older than this are removed."
    )
    queue_max: int = Field(
        1000, ge=1, description="Records waiting to be written; past it one is dropped (counted)."
    )


class CompressionSettings(BaseModel):
    """Context compression: a session's current state, written in
    the background, stands in for its old turns."""

    enabled: bool = Field(
        False,
        description="Write a current state per session (the memory_state model, else "
        "memory_extraction, at every extraction job: every extraction_batch_size turns, "
        "at idle and at session end) and let requests be compressed with it.",
    )
    by_default: bool = Field(
        False,
        description="Compress requests that do not say memory_config.compress (with "
        "enabled; a request's memory_config.compress true/false always wins).",
    )
    keep_recent_turns: int = Field(
        5, ge=0, le=100, description="Exchanges before the current one sent as they were."
    )
    recent_tokens: int = Field(
        3000,
        ge=0,
        description="Token budget (estimated, chars/4) of those recent exchanges: fewer "
        "are kept raw when they do not fit (the current exchange always is).",
    )
    state_ttl_seconds: float = Field(
        7 * 24 * 3600, gt=0, description="A current state not updated for this long expires."
    )
    load_timeout_ms: float = Field(
        50.0, gt=0, description="Past this wait for the state store, the history goes whole."
    )
