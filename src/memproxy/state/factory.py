"""Pick the state backend from its URL: redis://... for Redis, anything else a SQLite path."""

from __future__ import annotations

from pathlib import Path

from memproxy.state.base import StateStore


def build_state_store(url: str, home: Path, max_queue: int = 10_000) -> StateStore:
    if url.startswith(("redis://", "rediss://", "unix://")):
        from memproxy.state.redis import RedisStateStore

        return RedisStateStore(url, max_queue=max_queue)
    from memproxy.state.sqlite import SqliteStateStore

    return SqliteStateStore(url or home / "state.db", max_queue=max_queue)
