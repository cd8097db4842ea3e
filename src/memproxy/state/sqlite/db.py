"""SqliteBackend: the file, its one DB thread, and the transactions every concern runs.

All database work runs on one dedicated thread (the event loop never blocks, and the
connection is used from one thread only). Writes are BEGIN IMMEDIATE transactions, so
several processes may share one file (busy_timeout waits for the lock).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from memproxy.backends import SqliteThread
from memproxy.state.base import SessionKey
from memproxy.state.sqlite.schema import open_db

T = TypeVar("T")
SCOPE = "user_id=? AND project_id=? AND session_id=?"
"""The WHERE clause of one session's rows; its arguments are SqliteBackend._scope(key)."""


class SqliteBackend:
    """Opening, closing and probing the file; the base of each concern's mixin."""

    def __init__(
        self,
        path: str | Path,
        max_queue: int = 10_000,
        max_turns_per_session: int = 200,
        synchronous: str = "NORMAL",
    ) -> None:
        if synchronous.upper() not in ("NORMAL", "FULL"):
            raise ValueError("synchronous must be NORMAL or FULL")
        self._path = Path(path)
        self._max_queue = max_queue
        self._max_turns = max_turns_per_session
        self._sync = synchronous.upper()
        self._thread = SqliteThread("state-sqlite", "state store")

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return await self._thread.run(fn)

    async def _tx(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        return await self._thread.tx(fn)

    @staticmethod
    def _scope(key: SessionKey) -> tuple[str, str, str]:
        return key.user_id, key.project_id, key.session_id

    async def start(self) -> None:
        await self._thread.open(lambda: open_db(self._path, self._sync))

    async def close(self) -> None:
        await self._thread.close()

    async def healthy(self) -> bool:
        try:
            return await self._run(lambda db: db.execute("SELECT 1").fetchone() is not None)
        except Exception:
            return False
