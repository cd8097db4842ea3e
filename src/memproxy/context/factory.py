"""Pick the context store beside the state store: the same Redis, or the same SQLite file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memproxy.config import ContextSettings
from memproxy.context.retention import Retention
from memproxy.context.store import ContextStore, NoContextStore

REDIS_SCHEMES = ("redis://", "rediss://", "unix://")
"""As memproxy.state.factory's: the records live beside the state."""


def build_context_store(
    settings: ContextSettings, state_url: str, home: Path | str, **options: Any
) -> ContextStore:
    """options: `prefix` (the Redis key prefix, as the state store's)."""
    if not settings.records:
        return NoContextStore()
    retention = Retention.of(settings)
    if state_url.startswith(REDIS_SCHEMES):
        from memproxy.context.redis import RedisContextStore

        return RedisContextStore(state_url, retention, **options)
    from memproxy.context.sqlite import SqliteContextStore

    return SqliteContextStore(Path(state_url) if state_url else Path(home) / "state.db", retention)
