"""Pick the state backend from its URL: redis://, rediss:// or unix:// is Redis, anything
else a SQLite path (empty: {home}/state.db)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from memproxy.state.base import StateStore

REDIS_SCHEMES = ("redis://", "rediss://", "unix://")


def build_state_store(
    url_or_path: str,
    home: Path | str | None = None,
    max_queue: int = 10_000,
    max_turns_per_session: int = 200,
    **options: Any,
) -> StateStore:
    """options: `prefix` (Redis key prefix), `synchronous` (SQLite: NORMAL or FULL)."""
    if url_or_path.startswith(REDIS_SCHEMES):
        from memproxy.state.redis import RedisStateStore

        return RedisStateStore(
            url_or_path,
            max_queue=max_queue,
            max_turns_per_session=max_turns_per_session,
            **options,
        )
    from memproxy.state.sqlite import SqliteStateStore

    if not url_or_path and home is None:
        raise ValueError("no state path: give a SQLite path, a redis:// URL or a home dir")
    path = Path(url_or_path) if url_or_path else Path(home or ".") / "state.db"
    return SqliteStateStore(
        path, max_queue=max_queue, max_turns_per_session=max_turns_per_session, **options
    )
