"""Memory writes announced to the other processes on this file (memory_writes)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from memproxy.domain import now_ms
from memproxy.state.base import WRITES_KEPT_MS, WRITES_PAGE
from memproxy.state.sqlite.db import SqliteBackend


class SqliteWriteAnnouncements(SqliteBackend):
    async def announce_writes(self, origin: str, user_ids: Sequence[str]) -> None:
        if not user_ids:
            return
        at = now_ms()

        def write(db: sqlite3.Connection) -> None:
            db.execute("DELETE FROM memory_writes WHERE at < ?", (at - WRITES_KEPT_MS,))
            db.executemany(
                "INSERT INTO memory_writes (origin, user_id, at) VALUES (?, ?, ?)",
                [(origin, u, at) for u in dict.fromkeys(user_ids)],
            )

        await self._tx(write)

    async def writes_after(self, cursor: str | None, origin: str) -> tuple[list[str], str]:
        def read(db: sqlite3.Connection) -> tuple[list[str], str]:
            if cursor is None:
                (last,) = db.execute("SELECT COALESCE(MAX(seq), 0) FROM memory_writes").fetchone()
                return [], str(last)
            rows = db.execute(
                "SELECT seq, origin, user_id FROM memory_writes WHERE seq > ? ORDER BY seq LIMIT ?",
                (int(cursor), WRITES_PAGE),
            ).fetchall()
            users = [r["user_id"] for r in rows if r["origin"] != origin]
            return list(dict.fromkeys(users)), str(rows[-1]["seq"]) if rows else cursor

        return await self._run(read)
