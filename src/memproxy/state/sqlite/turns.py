"""A session's turns, taken into extraction jobs in batches (the queue's producer).

Turns taken into jobs always form a prefix of a session: sessions.taken_upto is that
watermark, next_index the index the next turn gets.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence

from memproxy.domain import now_ms
from memproxy.state.base import Job, QueueFull, SessionInfo, SessionKey, StoredTurn, new_job_id
from memproxy.state.sqlite.db import SCOPE, SqliteBackend
from memproxy.state.sqlite.jobs import job_payload


def _turn(r: sqlite3.Row) -> StoredTurn:
    return StoredTurn(r["role"], r["text"], r["response_id"], r["idx"], r["created_at"])


class SqliteTurns(SqliteBackend):
    async def append_turns(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int
    ) -> Job | None:
        def append(db: sqlite3.Connection) -> tuple[Job | None, bool]:
            now = now_ms()
            db.execute(
                "INSERT INTO sessions VALUES (?,?,?,0,0,?,?) ON CONFLICT DO NOTHING",
                (key.user_id, key.project_id, key.session_id, now, now),
            )
            (first,) = db.execute(
                f"SELECT next_index FROM sessions WHERE {SCOPE}", self._scope(key)
            ).fetchone()
            db.executemany(
                "INSERT INTO turns VALUES (?,?,?,?,?,?,?,?)",
                [
                    (
                        *self._scope(key),
                        first + i,
                        t.role,
                        t.text,
                        t.response_id,
                        t.created_at or now,
                    )
                    for i, t in enumerate(turns)
                ],
            )
            db.execute(
                f"UPDATE sessions SET next_index=?, updated_at=? WHERE {SCOPE}",
                (first + len(turns), now, *self._scope(key)),
            )
            return self._take(db, key, "batch", batch_size, now)

        return await self._enqueue(append)

    async def flush(self, key: SessionKey, reason: str = "flush") -> Job | None:
        return await self._enqueue(lambda db: self._take(db, key, reason, 1, now_ms()))

    async def flush_idle(self, idle_seconds: float, limit: int = 100) -> list[Job]:
        def take_idle(db: sqlite3.Connection) -> tuple[list[Job], bool]:
            now = now_ms()
            rows = db.execute(
                "SELECT user_id, project_id, session_id FROM sessions "
                "WHERE next_index > taken_upto AND updated_at <= ? ORDER BY updated_at LIMIT ?",
                (now - int(idle_seconds * 1000), max(0, limit)),
            ).fetchall()
            jobs: list[Job] = []
            for r in rows:
                key = SessionKey(r["user_id"], r["session_id"], r["project_id"])
                job, full = self._take(db, key, "idle", 1, now)
                if full:
                    return jobs, True
                if job is not None:
                    jobs.append(job)
            return jobs, False

        jobs, full = await self._tx(take_idle)
        if full and not jobs:
            raise QueueFull.at(self._max_queue)
        return jobs

    async def _enqueue(
        self, fn: Callable[[sqlite3.Connection], tuple[Job | None, bool]]
    ) -> Job | None:
        """Commit what fn wrote; raise QueueFull after the commit when fn found no room."""
        job, full = await self._tx(fn)
        if full:
            raise QueueFull.at(self._max_queue)
        return job

    def _take(
        self, db: sqlite3.Connection, key: SessionKey, reason: str, batch_size: int, now: int
    ) -> tuple[Job | None, bool]:
        """Take the session's pending turns into a job when there are batch_size of them."""
        row = db.execute(
            f"SELECT next_index, taken_upto FROM sessions WHERE {SCOPE}", self._scope(key)
        ).fetchone()
        if row is None:
            return None, False
        nxt, taken = row
        job: Job | None = None
        if nxt - taken >= max(1, batch_size):
            (depth,) = db.execute(
                "SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'leased')"
            ).fetchone()
            if depth >= self._max_queue:
                db.execute(
                    "INSERT INTO counters VALUES ('rejected_full', 1) "
                    "ON CONFLICT(name) DO UPDATE SET value = value + 1"
                )
                self._trim(db, key, nxt, taken)
                return None, True
            rows = db.execute(
                f"SELECT * FROM turns WHERE {SCOPE} AND idx>=? ORDER BY idx",
                (*self._scope(key), taken),
            ).fetchall()
            job = Job(new_job_id(), key, tuple(_turn(r) for r in rows), reason, 0, now)
            payload = job_payload(job.turns)
            db.execute(
                "INSERT INTO jobs VALUES (?,?,?,?,?,?,'pending',0,?,0,'',?)",
                (job.id, key.user_id, key.project_id, key.session_id, payload, reason, now, now),
            )
            db.execute(f"UPDATE sessions SET taken_upto=? WHERE {SCOPE}", (nxt, *self._scope(key)))
            taken = nxt
        self._trim(db, key, nxt, taken)
        return job, False

    def _trim(self, db: sqlite3.Connection, key: SessionKey, nxt: int, taken: int) -> None:
        """Keep at most max_turns turns; only turns already taken into jobs are dropped."""
        db.execute(
            f"DELETE FROM turns WHERE {SCOPE} AND idx<?",
            (*self._scope(key), min(taken, nxt - self._max_turns)),
        )

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        def recent(db: sqlite3.Connection) -> list[StoredTurn]:
            rows = db.execute(
                f"SELECT * FROM turns WHERE {SCOPE} ORDER BY idx DESC LIMIT ?",
                (*self._scope(key), max(0, n)),
            ).fetchall()
            return [_turn(r) for r in reversed(rows)]

        return await self._run(recent)

    async def sessions_of(self, user_id: str) -> list[SessionKey]:
        def sessions(db: sqlite3.Connection) -> list[SessionKey]:
            rows = db.execute(
                "SELECT project_id, session_id FROM sessions WHERE user_id=? ORDER BY created_at",
                (user_id,),
            ).fetchall()
            return [SessionKey(user_id, r["session_id"], r["project_id"]) for r in rows]

        return await self._run(sessions)

    async def session_infos(self, user_id: str) -> list[SessionInfo]:
        def infos(db: sqlite3.Connection) -> list[SessionInfo]:
            rows = db.execute(
                "SELECT * FROM sessions WHERE user_id=? ORDER BY created_at, session_id",
                (user_id,),
            ).fetchall()
            return [
                SessionInfo(
                    SessionKey(user_id, r["session_id"], r["project_id"]),
                    r["next_index"],
                    r["taken_upto"],
                    r["created_at"],
                    r["updated_at"],
                )
                for r in rows
            ]

        return await self._run(infos)
