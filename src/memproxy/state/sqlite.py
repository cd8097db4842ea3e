"""SqliteStateStore: the embedded StateStore (WAL, one writer thread, durable jobs).

synchronous=NORMAL in WAL mode: a committed transaction survives the process being
killed (SIGKILL); only a power loss or OS crash can drop the last commits.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from memproxy.models import now_ms
from memproxy.state.base import (
    Job,
    QueueFull,
    QueueStats,
    ResponseRecord,
    SessionKey,
    StoredTurn,
)

T = TypeVar("T")

SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    response_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, project_id TEXT NOT NULL,
    previous_response_id TEXT NOT NULL, input_items TEXT NOT NULL, output_items TEXT NOT NULL,
    created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS responses_user ON responses(user_id, project_id);
CREATE TABLE IF NOT EXISTS turns (
    user_id TEXT NOT NULL, session_id TEXT NOT NULL, project_id TEXT NOT NULL,
    idx INTEGER NOT NULL, role TEXT NOT NULL, text TEXT NOT NULL, response_id TEXT NOT NULL,
    created_at INTEGER NOT NULL, taken INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, session_id, idx));
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, session_id TEXT NOT NULL,
    project_id TEXT NOT NULL, turns TEXT NOT NULL, reason TEXT NOT NULL, state TEXT NOT NULL,
    attempts INTEGER NOT NULL, due_at INTEGER NOT NULL, lease_until INTEGER NOT NULL,
    last_error TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS jobs_due ON jobs(state, due_at);
CREATE INDEX IF NOT EXISTS jobs_user ON jobs(user_id);
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
"""


def _turns_json(turns: Sequence[StoredTurn]) -> str:
    return json.dumps([t.__dict__ for t in turns], ensure_ascii=False)


def _job(row: sqlite3.Row) -> Job:
    turns = tuple(StoredTurn(**t) for t in json.loads(row["turns"]))
    return Job(
        id=row["id"],
        key=SessionKey(row["user_id"], row["session_id"], row["project_id"]),
        turns=turns, reason=row["reason"], attempts=row["attempts"],
        created_at=row["created_at"], last_error=row["last_error"],
    )  # fmt: skip


def _record(row: sqlite3.Row) -> ResponseRecord:
    return ResponseRecord(
        response_id=row["response_id"], user_id=row["user_id"],
        previous_response_id=row["previous_response_id"], project_id=row["project_id"],
        input_items=json.loads(row["input_items"]), output_items=json.loads(row["output_items"]),
        created_at=row["created_at"],
    )  # fmt: skip


class SqliteStateStore:
    def __init__(
        self, path: str | Path, max_queue: int = 10_000, max_turns_per_session: int = 200
    ) -> None:
        self._path = Path(path)
        self._max_queue = max_queue
        self._max_turns = max_turns_per_session
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="state")
        self._db: sqlite3.Connection | None = None

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        def call() -> T:
            if self._db is None:
                raise RuntimeError("state store not started")
            return fn(self._db)

        return await asyncio.get_running_loop().run_in_executor(self._executor, call)

    async def _tx(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        def tx(db: sqlite3.Connection) -> T:
            db.execute("BEGIN IMMEDIATE")
            try:
                out = fn(db)
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")
            return out

        return await self._run(tx)

    async def start(self) -> None:
        def open_db() -> None:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(
                self._path, isolation_level=None, check_same_thread=False, timeout=10
            )
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA busy_timeout=10000")
            db.executescript(SCHEMA)
            self._db = db

        await asyncio.get_running_loop().run_in_executor(self._executor, open_db)

    async def close(self) -> None:
        def shut() -> None:
            if self._db is not None:
                self._db.close()
                self._db = None

        await asyncio.get_running_loop().run_in_executor(self._executor, shut)
        self._executor.shutdown(wait=True)

    async def healthy(self) -> bool:
        try:
            return await self._run(lambda db: db.execute("SELECT 1").fetchone() is not None)
        except Exception:
            return False

    # conversations --------------------------------------------------------------
    async def save_response(self, record: ResponseRecord) -> None:
        def save(db: sqlite3.Connection) -> None:
            db.execute(
                "INSERT INTO responses VALUES (?,?,?,?,?,?,?) ON CONFLICT(response_id) DO "
                "UPDATE SET output_items=excluded.output_items WHERE user_id=excluded.user_id",
                (record.response_id, record.user_id, record.project_id,
                 record.previous_response_id, json.dumps(record.input_items),
                 json.dumps(record.output_items), record.created_at or now_ms()),
            )  # fmt: skip

        await self._run(save)

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None:
        def get(db: sqlite3.Connection) -> ResponseRecord | None:
            row = db.execute(
                "SELECT * FROM responses WHERE response_id=? AND user_id=?",
                (response_id, user_id),
            ).fetchone()
            return _record(row) if row else None

        return await self._run(get)

    async def chain(
        self, user_id: str, response_id: str, max_depth: int = 64
    ) -> list[ResponseRecord] | None:
        def walk(db: sqlite3.Connection) -> list[ResponseRecord] | None:
            out: list[ResponseRecord] = []
            seen: set[str] = set()
            current = response_id
            while current and current not in seen and len(out) < max_depth:
                seen.add(current)
                row = db.execute(
                    "SELECT * FROM responses WHERE response_id=? AND user_id=?",
                    (current, user_id),
                ).fetchone()
                if row is None:
                    break
                out.append(_record(row))
                current = row["previous_response_id"]
            return list(reversed(out)) or None

        return await self._run(walk)

    async def append_turns(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int
    ) -> Job | None:
        def append(db: sqlite3.Connection) -> Job | None:
            (last,) = db.execute(
                "SELECT COALESCE(MAX(idx), -1) FROM turns WHERE user_id=? AND session_id=?",
                (key.user_id, key.session_id),
            ).fetchone()
            now = now_ms()
            db.executemany(
                "INSERT INTO turns VALUES (?,?,?,?,?,?,?,?,0)",
                [(key.user_id, key.session_id, key.project_id, last + 1 + i, t.role, t.text,
                  t.response_id, t.created_at or now) for i, t in enumerate(turns)],
            )  # fmt: skip
            self._trim(db, key, last + len(turns))
            return self._take_job(db, key, "batch", batch_size)

        return await self._tx_full(append)

    async def flush(self, key: SessionKey, reason: str = "flush") -> Job | None:
        return await self._tx_full(lambda db: self._take_job(db, key, reason, 1))

    async def _tx_full(self, fn: Callable[[sqlite3.Connection], Job | None]) -> Job | None:
        """Run fn in a transaction; a full queue still commits what fn wrote."""
        try:
            return await self._tx(fn)
        except QueueFull:
            await self._tx(lambda db: db.execute(
                "INSERT INTO counters VALUES ('rejected_full', 1) "
                "ON CONFLICT(name) DO UPDATE SET value = value + 1"))  # fmt: skip
            raise

    def _trim(self, db: sqlite3.Connection, key: SessionKey, last: int) -> None:
        db.execute(
            "DELETE FROM turns WHERE user_id=? AND session_id=? AND taken=1 AND idx<=?",
            (key.user_id, key.session_id, last - self._max_turns),
        )

    def _take_job(
        self, db: sqlite3.Connection, key: SessionKey, reason: str, batch_size: int
    ) -> Job | None:
        rows = db.execute(
            "SELECT * FROM turns WHERE user_id=? AND session_id=? AND taken=0 ORDER BY idx",
            (key.user_id, key.session_id),
        ).fetchall()
        if len(rows) < max(1, batch_size):
            return None
        (depth,) = db.execute(
            "SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'leased')"
        ).fetchone()
        if depth >= self._max_queue:
            db.execute("COMMIT")  # keep the turns: they join a later batch
            db.execute("BEGIN IMMEDIATE")
            raise QueueFull(f"{depth} jobs queued")
        turns = [StoredTurn(r["role"], r["text"], r["response_id"], r["idx"], r["created_at"])
                 for r in rows]  # fmt: skip
        now = now_ms()
        job = Job(uuid.uuid4().hex, key, tuple(turns), reason, 0, now)
        db.execute(
            "INSERT INTO jobs VALUES (?,?,?,?,?,?,'pending',0,?,0,'',?)",
            (job.id, key.user_id, key.session_id, key.project_id, _turns_json(turns), reason,
             now, now),
        )  # fmt: skip
        db.execute(
            f"UPDATE turns SET taken=1 WHERE user_id=? AND session_id=? AND idx IN "
            f"({','.join('?' * len(turns))})",
            (key.user_id, key.session_id, *[t.index for t in turns]),
        )
        return job

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        def recent(db: sqlite3.Connection) -> list[StoredTurn]:
            rows = db.execute(
                "SELECT * FROM turns WHERE user_id=? AND session_id=? ORDER BY idx DESC LIMIT ?",
                (key.user_id, key.session_id, n),
            ).fetchall()
            return [StoredTurn(r["role"], r["text"], r["response_id"], r["idx"], r["created_at"])
                    for r in reversed(rows)]  # fmt: skip

        return await self._run(recent)

    async def sessions_of(self, user_id: str) -> list[SessionKey]:
        def sessions(db: sqlite3.Connection) -> list[SessionKey]:
            rows = db.execute(
                "SELECT DISTINCT session_id, project_id FROM turns WHERE user_id=?", (user_id,)
            ).fetchall()
            return [SessionKey(user_id, r["session_id"], r["project_id"]) for r in rows]

        return await self._run(sessions)

    # queue ------------------------------------------------------------------------
    async def claim(self, lease_seconds: float) -> Job | None:
        def claim(db: sqlite3.Connection) -> Job | None:
            now = now_ms()
            row = db.execute(
                "SELECT * FROM jobs WHERE (state='pending' AND due_at<=?) OR "
                "(state='leased' AND lease_until<=?) ORDER BY created_at LIMIT 1",
                (now, now),
            ).fetchone()
            if row is None:
                return None
            db.execute(
                "UPDATE jobs SET state='leased', lease_until=? WHERE id=?",
                (now + int(lease_seconds * 1000), row["id"]),
            )
            return _job(row)

        return await self._tx(claim)

    async def ack(self, job_id: str) -> None:
        await self._run(lambda db: db.execute("DELETE FROM jobs WHERE id=?", (job_id,)))

    async def retry(self, job_id: str, error: str, delay_seconds: float) -> None:
        due = now_ms() + int(delay_seconds * 1000)
        await self._run(lambda db: db.execute(
            "UPDATE jobs SET state='pending', attempts=attempts+1, due_at=?, last_error=? "
            "WHERE id=?", (due, error[:2000], job_id)))  # fmt: skip

    async def dead_letter(self, job_id: str, error: str) -> None:
        await self._run(lambda db: db.execute(
            "UPDATE jobs SET state='dead', attempts=attempts+1, last_error=? WHERE id=?",
            (error[:2000], job_id)))  # fmt: skip

    async def stats(self) -> QueueStats:
        def stats(db: sqlite3.Connection) -> QueueStats:
            counts = dict(db.execute("SELECT state, COUNT(*) FROM jobs GROUP BY state").fetchall())
            row = db.execute("SELECT value FROM counters WHERE name='rejected_full'").fetchone()
            return QueueStats(counts.get("pending", 0), counts.get("leased", 0),
                              counts.get("dead", 0), row[0] if row else 0)  # fmt: skip

        return await self._run(stats)

    # forgetting -------------------------------------------------------------------
    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        def forget(db: sqlite3.Connection) -> int:
            where, args = "user_id=?", [user_id]
            if project_id is not None:
                where, args = "user_id=? AND project_id=?", [user_id, project_id]
            total = 0
            for table in ("responses", "turns", "jobs"):
                total += db.execute(f"DELETE FROM {table} WHERE {where}", args).rowcount
            return total

        return await self._tx(forget)

    def describe(self) -> dict[str, Any]:
        return {"backend": "sqlite", "path": str(self._path)}
