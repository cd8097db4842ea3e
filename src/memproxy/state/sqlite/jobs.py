"""The durable extraction job queue, as its workers see it: the jobs table.

Jobs enter it with the turns they take (memproxy.state.sqlite.turns).
"""

from __future__ import annotations

import json
import sqlite3
from typing import Any

from memproxy.domain import now_ms
from memproxy.state.base import Job, JobInfo, QueueStats, SessionKey, StoredTurn
from memproxy.state.sqlite.db import SqliteBackend

# no other job of the same user is under a live lease (one user's jobs run one at a time)
_USER_IDLE = "user_id NOT IN (SELECT user_id FROM jobs WHERE state='leased' AND lease_until>?)"
# The oldest of its user's unfinished jobs: one waiting out a retry holds back the later
# ones, so a correction is never learned before the fact it corrects.
_USER_HEAD = (
    "NOT EXISTS (SELECT 1 FROM jobs o WHERE o.user_id=jobs.user_id AND "
    "o.state IN ('pending', 'leased') AND (o.created_at, o.id) < "
    "(jobs.created_at, jobs.id))"
)


def job_payload(turns: tuple[StoredTurn, ...]) -> str:
    """A job's turns as the jobs table's payload column holds them."""
    return json.dumps({"turns": [t.__dict__ for t in turns]}, ensure_ascii=False)


def _job(row: sqlite3.Row, **changes: Any) -> Job:
    turns = tuple(StoredTurn(**t) for t in json.loads(row["payload"])["turns"])
    fields = {"attempts": row["attempts"], "last_error": row["last_error"], **changes}
    key = SessionKey(row["user_id"], row["session_id"], row["project_id"])
    return Job(row["id"], key, turns, row["reason"], created_at=row["created_at"], **fields)


class SqliteJobQueue(SqliteBackend):
    async def claim(self, lease_seconds: float) -> Job | None:
        """An expired lease first (its worker is gone: attempts += 1), else the oldest due job;
        never a job of a user who has another job under a live lease or an older one pending."""

        def claim(db: sqlite3.Connection) -> Job | None:
            now = now_ms()
            row = db.execute(
                "SELECT * FROM jobs WHERE state='leased' AND lease_until<=? AND "
                f"{_USER_IDLE} ORDER BY lease_until LIMIT 1",
                (now, now),
            ).fetchone()
            expired = row is not None
            row = (
                row
                or db.execute(
                    "SELECT * FROM jobs WHERE state='pending' AND due_at<=? AND "
                    f"{_USER_IDLE} AND {_USER_HEAD} ORDER BY due_at, created_at, id LIMIT 1",
                    (now, now),
                ).fetchone()
            )
            if row is None:
                return None
            attempts = row["attempts"] + (1 if expired else 0)
            error = "lease expired" if expired else row["last_error"]
            db.execute(
                "UPDATE jobs SET state='leased', lease_until=?, attempts=?, last_error=? "
                "WHERE id=?",
                (now + int(lease_seconds * 1000), attempts, error, row["id"]),
            )
            return _job(row, attempts=attempts, last_error=error)

        return await self._tx(claim)

    async def renew(self, job_id: str, lease_seconds: float) -> bool:
        def renew(db: sqlite3.Connection) -> bool:
            until = now_ms() + int(lease_seconds * 1000)
            cursor = db.execute(
                "UPDATE jobs SET lease_until=? WHERE id=? AND state='leased'", (until, job_id)
            )
            return cursor.rowcount > 0

        return await self._tx(renew)

    async def ack(self, job_id: str) -> None:
        await self._run(lambda db: db.execute("DELETE FROM jobs WHERE id=?", (job_id,)))

    async def retry(
        self, job_id: str, error: str, delay_seconds: float, count_attempt: bool = True
    ) -> None:
        due = now_ms() + int(delay_seconds * 1000)
        step = 1 if count_attempt else 0
        await self._run(
            lambda db: db.execute(
                "UPDATE jobs SET state='pending', attempts=attempts+?, due_at=?, last_error=? "
                "WHERE id=?",
                (step, due, error[:2000], job_id),
            )
        )

    async def dead_letter(self, job_id: str, error: str) -> None:
        await self._run(
            lambda db: db.execute(
                "UPDATE jobs SET state='dead', attempts=attempts+1, lease_until=0, last_error=? "
                "WHERE id=?",
                (error[:2000], job_id),
            )
        )

    async def job_exists(self, job_id: str) -> bool:
        return await self._run(
            lambda db: db.execute("SELECT 1 FROM jobs WHERE id=?", (job_id,)).fetchone() is not None
        )

    async def stats(self) -> QueueStats:
        def stats(db: sqlite3.Connection) -> QueueStats:
            counts = dict(db.execute("SELECT state, COUNT(*) FROM jobs GROUP BY state").fetchall())
            row = db.execute("SELECT value FROM counters WHERE name='rejected_full'").fetchone()
            return QueueStats(
                counts.get("pending", 0),
                counts.get("leased", 0),
                counts.get("dead", 0),
                row[0] if row else 0,
            )

        return await self._run(stats)

    async def jobs_of(self, user_id: str) -> list[JobInfo]:
        def jobs(db: sqlite3.Connection) -> list[JobInfo]:
            rows = db.execute(
                "SELECT id, project_id, session_id, state, reason, attempts, created_at, "
                "last_error, json_array_length(payload, '$.turns') AS n FROM jobs "
                "WHERE user_id=? ORDER BY created_at, id",
                (user_id,),
            ).fetchall()
            return [
                JobInfo(
                    r["id"],
                    SessionKey(user_id, r["session_id"], r["project_id"]),
                    r["state"],
                    r["reason"],
                    r["n"],
                    r["attempts"],
                    r["created_at"],
                    r["last_error"],
                )
                for r in rows
            ]

        return await self._run(jobs)
