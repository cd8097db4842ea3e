"""Retention: when each record expires, and the one list of what is pruned.

`targets` is the one place a new kind of stored personal data gets its retention: a
name (the metric's label), how long it is kept, and the store call that removes what
is older (state stores implement `prune` for every kind of `PrunableKind`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from memproxy.config import RetentionSettings, days_ms
from memproxy.domain import Memory
from memproxy.state.base import Erasure

Prune = Callable[[int, int], Awaitable[int]]
"""(before epoch ms, at most this many) -> records removed."""


@dataclass(frozen=True)
class Target:
    kind: str
    keep_ms: int | None
    """None: kept until forgotten; 0: each record carries its own expiry (before = now)."""
    prune: Prune


def expiry_for(memory: Memory, settings: RetentionSettings) -> int:
    """The memory's expires_at: its own when the write gave one (0: never), else its
    created_at plus its type's retention (0 when the type never expires)."""
    if memory.expires_at is not None:
        return memory.expires_at
    keep = days_ms(settings.memory_days.get(memory.type, 0.0))
    return memory.created_at + keep if keep else 0


def targets(
    settings: RetentionSettings,
    state: Erasure,
    prune_memories: Prune | None = None,
) -> list[Target]:
    """Every kind of personal data memproxy keeps, with its retention."""

    def state_kind(kind: str) -> Prune:
        async def prune(before: int, limit: int) -> int:
            return await state.prune(kind, before, limit)  # type: ignore[arg-type]

        return prune

    found = [
        Target("responses", days_ms(settings.responses_days), state_kind("responses")),
        Target("sessions", days_ms(settings.sessions_days), state_kind("sessions")),
        Target("turns", days_ms(settings.turns_days), state_kind("turns")),
        Target("dead_jobs", days_ms(settings.dead_jobs_days), state_kind("dead_jobs")),
    ]
    if prune_memories is not None:
        found.insert(0, Target("memories", 0, prune_memories))
    return found
