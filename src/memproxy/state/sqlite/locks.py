"""Named locks: rows of the locks table, held across every process on the file."""

from __future__ import annotations

import sqlite3

from memproxy.domain import now_ms
from memproxy.state.sqlite.db import SqliteBackend


class SqliteLocks(SqliteBackend):
    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool:
        at = now_ms()

        def take(db: sqlite3.Connection) -> bool:
            held = db.execute("SELECT owner, until FROM locks WHERE name=?", (name,)).fetchone()
            if held is not None and held["owner"] != owner and held["until"] > at:
                return False
            db.execute(
                "INSERT OR REPLACE INTO locks (name, owner, until) VALUES (?, ?, ?)",
                (name, owner, at + lease_ms),
            )
            return True

        return await self._tx(take)

    async def unlock(self, name: str, owner: str) -> None:
        await self._tx(
            lambda db: db.execute("DELETE FROM locks WHERE name=? AND owner=?", (name, owner))
        )
