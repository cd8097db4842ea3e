"""How long context records are kept: the one place both backends read it from.

A record is removed when it is older than `max_age_ms` or when its user has more than
`max_per_user` newer ones. Both stores prune a user's records on every save (SQLite: one
DELETE; Redis: the index trimmed, the record keys expire with their age) and drop them
all on a forget. A later retention rule (a TTL per record kind, say) belongs here.
"""

from __future__ import annotations

from dataclasses import dataclass

from memproxy.config import ContextSettings


@dataclass(frozen=True)
class Retention:
    max_per_user: int = 200
    max_age_ms: int = 7 * 86_400_000

    @classmethod
    def of(cls, settings: ContextSettings) -> Retention:
        return cls(settings.max_per_user, int(settings.max_age_seconds * 1000))

    def cutoff(self, now_ms: int) -> int:
        """Records created before this (epoch ms) are expired."""
        return now_ms - self.max_age_ms
