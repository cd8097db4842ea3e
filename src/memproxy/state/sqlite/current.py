"""Each session's current state (context compression), in session_states."""

from __future__ import annotations

import sqlite3

from memproxy.domain import now_ms
from memproxy.state.base import SessionKey
from memproxy.state.session_state import SessionState
from memproxy.state.sqlite.db import SCOPE, SqliteBackend


class SqliteCurrentStates(SqliteBackend):
    async def save_state(self, key: SessionKey, state: SessionState, ttl_seconds: float) -> bool:
        def save(db: sqlite3.Connection) -> bool:
            now = now_ms()
            db.execute(
                "DELETE FROM session_states WHERE rowid IN (SELECT rowid FROM "
                "session_states WHERE expires_at<=? LIMIT 100)",
                (now,),
            )
            cur = db.execute(
                "INSERT INTO session_states VALUES (?,?,?,?,?,?) ON CONFLICT DO UPDATE SET "
                "upto=excluded.upto, payload=excluded.payload, expires_at=excluded.expires_at "
                "WHERE excluded.upto>=session_states.upto OR session_states.expires_at<=?",
                (
                    *self._scope(key),
                    state.upto,
                    state.to_json(),
                    now + int(ttl_seconds * 1000),
                    now,
                ),
            )
            return cur.rowcount > 0

        return await self._tx(save)

    async def load_state(self, key: SessionKey) -> SessionState | None:
        def load(db: sqlite3.Connection) -> SessionState | None:
            row = db.execute(
                f"SELECT payload FROM session_states WHERE {SCOPE} AND expires_at>?",
                (*self._scope(key), now_ms()),
            ).fetchone()
            return SessionState.from_json(row[0]) if row else None

        return await self._run(load)
