"""Retention (memproxy.lifecycle) and forgetting a user: state leaving the file."""

from __future__ import annotations

import sqlite3

from memproxy.state.base import PrunableKind
from memproxy.state.sqlite.db import SCOPE, SqliteBackend

_PRUNE = {
    "responses": "DELETE FROM responses WHERE rowid IN "
    "(SELECT rowid FROM responses WHERE created_at < ? LIMIT ?)",
    "turns": "DELETE FROM turns WHERE rowid IN "
    "(SELECT rowid FROM turns WHERE created_at < ? LIMIT ?)",
    "dead_jobs": "DELETE FROM jobs WHERE id IN "
    "(SELECT id FROM jobs WHERE state = 'dead' AND created_at < ? LIMIT ?)",
}


class SqliteErasure(SqliteBackend):
    async def prune(self, kind: PrunableKind, before: int, limit: int) -> int:
        def prune(db: sqlite3.Connection) -> int:
            if kind != "sessions":
                return int(db.execute(_PRUNE[kind], (before, max(0, limit))).rowcount)
            rows = db.execute(
                "SELECT user_id, project_id, session_id FROM sessions WHERE updated_at < ? "
                "ORDER BY updated_at LIMIT ?",
                (before, max(0, limit)),
            ).fetchall()
            for r in rows:
                scope = (r["user_id"], r["project_id"], r["session_id"])
                db.execute(f"DELETE FROM turns WHERE {SCOPE}", scope)
                db.execute(f"DELETE FROM sessions WHERE {SCOPE}", scope)
            return len(rows)

        if kind not in ("responses", "sessions", "turns", "dead_jobs"):
            raise ValueError(f"no retention for {kind!r}")
        return await self._tx(prune)

    # forgetting -------------------------------------------------------------------
    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        """Delete the scope's responses, sessions, turns and jobs (any state); rows removed
        from responses, turns and jobs are counted."""

        def forget(db: sqlite3.Connection) -> int:
            where, args = "user_id=?", [user_id]
            if project_id is not None:
                where, args = "user_id=? AND project_id=?", [user_id, project_id]
            db.execute(f"DELETE FROM sessions WHERE {where}", args)
            db.execute(f"DELETE FROM session_states WHERE {where}", args)
            return sum(
                db.execute(f"DELETE FROM {table} WHERE {where}", args).rowcount
                for table in ("responses", "turns", "jobs")
            )

        return await self._tx(forget)
