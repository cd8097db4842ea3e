"""Cleanup (seed 001): archive a user's old, stale and superseded memories in bulk.

The rules are pure (`choose`): a dry run and a real run pick the same memories from
the same listing, and the real run archives exactly those (metadata.archived_reason
says which rule). Archived memories are never searched or injected (unless a search
asks include_archived), stay listable, and come back with PATCH {"archived": false}.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel, Field

from memproxy.config import DAY_MS
from memproxy.domain import Memory, MemoryType
from memproxy.numbers import JsonFloat, JsonInt

Reason = Literal["old_episodic", "stale", "superseded"]


class CleanupRules(BaseModel):
    """Seed 001's cleanup rules, thresholds as its defaults."""

    episodic_days: JsonFloat = Field(
        30.0, ge=0, le=36_500, description="Episodic memories older than this ..."
    )
    episodic_max_importance: JsonInt = Field(2, ge=1, le=5, description="... of at most this.")
    stale_days: JsonFloat = Field(
        14.0,
        ge=0,
        le=36_500,
        description="Memories not updated nor injected for this long ...",
    )
    stale_max_importance: JsonInt = Field(1, ge=1, le=5, description="... of at most this.")
    superseded: bool = Field(True, strict=True, description="Memories a newer one superseded.")


@dataclass(frozen=True)
class Pick:
    memory: Memory
    reason: Reason


def reason_for(memory: Memory, rules: CleanupRules, now: int) -> Reason | None:
    """The first rule that archives memory, or None (already archived: None)."""
    if memory.archived:
        return None
    if rules.superseded and memory.superseded_by:
        return "superseded"
    if (
        memory.type == MemoryType.EPISODIC
        and memory.importance <= rules.episodic_max_importance
        and memory.created_at < now - rules.episodic_days * DAY_MS
    ):
        return "old_episodic"
    last_touched = max(memory.updated_at, memory.last_accessed)
    if (
        memory.importance <= rules.stale_max_importance
        and last_touched < now - rules.stale_days * DAY_MS
    ):
        return "stale"
    return None


def choose(memories: Sequence[Memory], rules: CleanupRules, now: int) -> list[Pick]:
    """What a cleanup archives, in the listing's order."""
    picks = [(m, reason_for(m, rules, now)) for m in memories]
    return [Pick(m, reason) for m, reason in picks if reason is not None]
