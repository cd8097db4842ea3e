"""SqliteStateStore: the embedded StateStore (WAL, one DB thread, durable jobs).

Durability: journal_mode=WAL with synchronous=NORMAL (the default here). A commit is
written to the WAL file before the call returns, so a SIGKILL of the process loses no
committed job; only an OS crash or power loss can drop the last commits (the WAL is
fsynced at checkpoints). synchronous="FULL" fsyncs every commit, for hosts where that
matters more than a ~ms fsync per response.

All database work runs on one dedicated thread (the event loop never blocks, and the
connection is used from one thread only). Writes are BEGIN IMMEDIATE transactions, so
several processes may share one file (busy_timeout waits for the lock).
Turns taken into jobs always form a prefix of a session: sessions.taken_upto is that
watermark, next_index the index the next turn gets.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, TypeVar

from memproxy.domain import now_ms
from memproxy.state.base import (
    WRITES_KEPT_MS,
    WRITES_PAGE,
    Job,
    JobInfo,
    PrunableKind,
    QueueFull,
    QueueStats,
    ResponseRecord,
    SessionInfo,
    SessionKey,
    StoredTurn,
    new_job_id,
)
from memproxy.state.session_state import SessionState

T = TypeVar("T")
SCHEMA_VERSION = 1
SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    user_id TEXT NOT NULL, response_id TEXT NOT NULL, project_id TEXT NOT NULL,
    previous_response_id TEXT NOT NULL, input_items TEXT NOT NULL, output_items TEXT NOT NULL,
    created_at INTEGER NOT NULL, PRIMARY KEY (user_id, response_id));
CREATE INDEX IF NOT EXISTS responses_scope ON responses(user_id, project_id);
CREATE TABLE IF NOT EXISTS sessions (
    user_id TEXT NOT NULL, project_id TEXT NOT NULL, session_id TEXT NOT NULL,
    next_index INTEGER NOT NULL, taken_upto INTEGER NOT NULL,
    created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, project_id, session_id));
CREATE INDEX IF NOT EXISTS sessions_idle ON sessions(updated_at);
CREATE TABLE IF NOT EXISTS turns (
    user_id TEXT NOT NULL, project_id TEXT NOT NULL, session_id TEXT NOT NULL,
    idx INTEGER NOT NULL, role TEXT NOT NULL, text TEXT NOT NULL, response_id TEXT NOT NULL,
    created_at INTEGER NOT NULL, PRIMARY KEY (user_id, project_id, session_id, idx));
CREATE TABLE IF NOT EXISTS jobs (
    id TEXT PRIMARY KEY, user_id TEXT NOT NULL, project_id TEXT NOT NULL,
    session_id TEXT NOT NULL, payload TEXT NOT NULL, reason TEXT NOT NULL,
    state TEXT NOT NULL, attempts INTEGER NOT NULL, due_at INTEGER NOT NULL,
    lease_until INTEGER NOT NULL, last_error TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS jobs_pending ON jobs(state, due_at, created_at);
CREATE INDEX IF NOT EXISTS jobs_leased ON jobs(state, lease_until);
CREATE INDEX IF NOT EXISTS jobs_scope ON jobs(user_id, project_id);
CREATE TABLE IF NOT EXISTS counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
"""
# Added after schema version 1 (context compression): created on every start if missing.
STATES = """
CREATE TABLE IF NOT EXISTS session_states (
    user_id TEXT NOT NULL, project_id TEXT NOT NULL, session_id TEXT NOT NULL,
    upto INTEGER NOT NULL, payload TEXT NOT NULL, expires_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, project_id, session_id));
CREATE INDEX IF NOT EXISTS session_states_expiry ON session_states(expires_at);
"""
WRITES = """
CREATE TABLE IF NOT EXISTS memory_writes (
    seq INTEGER PRIMARY KEY AUTOINCREMENT, origin TEXT NOT NULL, user_id TEXT NOT NULL,
    at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS memory_writes_age ON memory_writes(at);
CREATE TABLE IF NOT EXISTS locks (
    name TEXT PRIMARY KEY, owner TEXT NOT NULL, until INTEGER NOT NULL);
"""
"""Memory writes announced to the other processes on this file (announce_writes), and
the row locks they take (try_lock)."""
AGE_INDEXES = """
CREATE INDEX IF NOT EXISTS responses_age ON responses(created_at);
CREATE INDEX IF NOT EXISTS turns_age ON turns(created_at);
"""
"""For retention (memproxy.lifecycle): made on every start, so older files get them."""
_PRUNE = {
    "responses": "DELETE FROM responses WHERE rowid IN "
    "(SELECT rowid FROM responses WHERE created_at < ? LIMIT ?)",
    "turns": "DELETE FROM turns WHERE rowid IN "
    "(SELECT rowid FROM turns WHERE created_at < ? LIMIT ?)",
    "dead_jobs": "DELETE FROM jobs WHERE id IN "
    "(SELECT id FROM jobs WHERE state = 'dead' AND created_at < ? LIMIT ?)",
}
# The first layout (one `taken` flag per turn, job turns in a `turns` column): copied over.
MIGRATE_V0 = """
DROP INDEX IF EXISTS responses_user; DROP INDEX IF EXISTS jobs_due;
DROP INDEX IF EXISTS jobs_user;
ALTER TABLE responses RENAME TO responses_v0; ALTER TABLE turns RENAME TO turns_v0;
ALTER TABLE jobs RENAME TO jobs_v0;
{schema}
INSERT OR IGNORE INTO responses SELECT user_id, response_id, project_id, previous_response_id,
    input_items, output_items, created_at FROM responses_v0;
INSERT OR IGNORE INTO turns SELECT user_id, project_id, session_id, idx, role, text,
    response_id, created_at FROM turns_v0;
INSERT OR IGNORE INTO sessions SELECT user_id, MAX(project_id), session_id, MAX(idx) + 1,
    COALESCE(MAX(CASE WHEN taken = 1 THEN idx END) + 1, 0), MIN(created_at), MAX(created_at)
    FROM turns_v0 GROUP BY user_id, session_id;
INSERT OR IGNORE INTO jobs SELECT id, user_id, project_id, session_id,
    json_object('turns', json(turns)), reason, state, attempts, due_at, lease_until,
    last_error, created_at FROM jobs_v0;
DROP TABLE responses_v0; DROP TABLE turns_v0; DROP TABLE jobs_v0;
"""
_SCOPE = "user_id=? AND project_id=? AND session_id=?"
# no other job of the same user is under a live lease (one user's jobs run one at a time)
_USER_IDLE = "user_id NOT IN (SELECT user_id FROM jobs WHERE state='leased' AND lease_until>?)"
# The oldest of its user's unfinished jobs: one waiting out a retry holds back the later
# ones, so a correction is never learned before the fact it corrects.
_USER_HEAD = (
    "NOT EXISTS (SELECT 1 FROM jobs o WHERE o.user_id=jobs.user_id AND "
    "o.state IN ('pending', 'leased') AND (o.created_at, o.id) < "
    "(jobs.created_at, jobs.id))"
)


def _turn(r: sqlite3.Row) -> StoredTurn:
    return StoredTurn(r["role"], r["text"], r["response_id"], r["idx"], r["created_at"])


def _job(row: sqlite3.Row, **changes: Any) -> Job:
    turns = tuple(StoredTurn(**t) for t in json.loads(row["payload"])["turns"])
    fields = {"attempts": row["attempts"], "last_error": row["last_error"], **changes}
    key = SessionKey(row["user_id"], row["session_id"], row["project_id"])
    return Job(row["id"], key, turns, row["reason"], created_at=row["created_at"], **fields)


def _record(row: sqlite3.Row) -> ResponseRecord:
    return ResponseRecord(
        response_id=row["response_id"],
        user_id=row["user_id"],
        previous_response_id=row["previous_response_id"],
        project_id=row["project_id"],
        input_items=json.loads(row["input_items"]),
        output_items=json.loads(row["output_items"]),
        created_at=row["created_at"],
    )


class SqliteStateStore:
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
        self._executor: ThreadPoolExecutor | None = None
        self._db: sqlite3.Connection | None = None

    async def _run(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        def call() -> T:
            if self._db is None:
                raise RuntimeError("state store not started")
            return fn(self._db)

        if self._executor is None:
            raise RuntimeError("state store not started")
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
        def open_db() -> sqlite3.Connection:
            self._path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self._path, isolation_level=None, check_same_thread=False)
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA busy_timeout=10000")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA synchronous={self._sync}")
            (version,) = db.execute("PRAGMA user_version").fetchone()
            if version < SCHEMA_VERSION:
                old = db.execute("SELECT 1 FROM pragma_table_info('turns') WHERE name='taken'")
                script = MIGRATE_V0.format(schema=SCHEMA) if old.fetchone() else SCHEMA
                try:
                    db.executescript(
                        f"BEGIN IMMEDIATE; {script} PRAGMA user_version={SCHEMA_VERSION}; COMMIT;"
                    )
                except sqlite3.Error:
                    if db.in_transaction:
                        db.execute("ROLLBACK")
                    db.close()
                    raise
            db.executescript(STATES)
            db.executescript(WRITES)
            db.executescript(AGE_INDEXES)
            return db

        if self._executor is None:
            self._executor = ThreadPoolExecutor(1, thread_name_prefix="state-sqlite")
        self._db = await asyncio.get_running_loop().run_in_executor(self._executor, open_db)

    async def close(self) -> None:
        if self._executor is None:
            return

        def shut() -> None:
            if self._db is not None:
                self._db.close()
                self._db = None

        await asyncio.get_running_loop().run_in_executor(self._executor, shut)
        self._executor.shutdown(wait=True)
        self._executor = None

    async def healthy(self) -> bool:
        try:
            return await self._run(lambda db: db.execute("SELECT 1").fetchone() is not None)
        except Exception:
            return False

    # conversations --------------------------------------------------------------
    async def save_response(self, record: ResponseRecord) -> None:
        row = (
            record.user_id,
            record.response_id,
            record.project_id,
            record.previous_response_id,
            json.dumps(record.input_items),
            json.dumps(record.output_items),
            record.created_at or now_ms(),
        )
        await self._run(
            lambda db: db.execute("INSERT OR REPLACE INTO responses VALUES (?,?,?,?,?,?,?)", row)
        )

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None:
        def get(db: sqlite3.Connection) -> ResponseRecord | None:
            row = db.execute(
                "SELECT * FROM responses WHERE user_id=? AND response_id=?",
                (user_id, response_id),
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
                    "SELECT * FROM responses WHERE user_id=? AND response_id=?",
                    (user_id, current),
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
        def append(db: sqlite3.Connection) -> tuple[Job | None, bool]:
            now = now_ms()
            db.execute(
                "INSERT INTO sessions VALUES (?,?,?,0,0,?,?) ON CONFLICT DO NOTHING",
                (key.user_id, key.project_id, key.session_id, now, now),
            )
            (first,) = db.execute(
                f"SELECT next_index FROM sessions WHERE {_SCOPE}", self._scope(key)
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
                f"UPDATE sessions SET next_index=?, updated_at=? WHERE {_SCOPE}",
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
            raise QueueFull(f"extraction queue at capacity ({self._max_queue} jobs)")
        return jobs

    async def _enqueue(
        self, fn: Callable[[sqlite3.Connection], tuple[Job | None, bool]]
    ) -> Job | None:
        """Commit what fn wrote; raise QueueFull after the commit when fn found no room."""
        job, full = await self._tx(fn)
        if full:
            raise QueueFull(f"extraction queue at capacity ({self._max_queue} jobs)")
        return job

    @staticmethod
    def _scope(key: SessionKey) -> tuple[str, str, str]:
        return key.user_id, key.project_id, key.session_id

    def _take(
        self, db: sqlite3.Connection, key: SessionKey, reason: str, batch_size: int, now: int
    ) -> tuple[Job | None, bool]:
        """Take the session's pending turns into a job when there are batch_size of them."""
        row = db.execute(
            f"SELECT next_index, taken_upto FROM sessions WHERE {_SCOPE}", self._scope(key)
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
                f"SELECT * FROM turns WHERE {_SCOPE} AND idx>=? ORDER BY idx",
                (*self._scope(key), taken),
            ).fetchall()
            job = Job(new_job_id(), key, tuple(_turn(r) for r in rows), reason, 0, now)
            payload = json.dumps({"turns": [t.__dict__ for t in job.turns]}, ensure_ascii=False)
            db.execute(
                "INSERT INTO jobs VALUES (?,?,?,?,?,?,'pending',0,?,0,'',?)",
                (job.id, key.user_id, key.project_id, key.session_id, payload, reason, now, now),
            )
            db.execute(f"UPDATE sessions SET taken_upto=? WHERE {_SCOPE}", (nxt, *self._scope(key)))
            taken = nxt
        self._trim(db, key, nxt, taken)
        return job, False

    def _trim(self, db: sqlite3.Connection, key: SessionKey, nxt: int, taken: int) -> None:
        """Keep at most max_turns turns; only turns already taken into jobs are dropped."""
        db.execute(
            f"DELETE FROM turns WHERE {_SCOPE} AND idx<?",
            (*self._scope(key), min(taken, nxt - self._max_turns)),
        )

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        def recent(db: sqlite3.Connection) -> list[StoredTurn]:
            rows = db.execute(
                f"SELECT * FROM turns WHERE {_SCOPE} ORDER BY idx DESC LIMIT ?",
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

    # current states -------------------------------------------------------------
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
                f"SELECT payload FROM session_states WHERE {_SCOPE} AND expires_at>?",
                (*self._scope(key), now_ms()),
            ).fetchone()
            return SessionState.from_json(row[0]) if row else None

        return await self._run(load)

    # queue ------------------------------------------------------------------------
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

    # retention --------------------------------------------------------------------
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
                db.execute(f"DELETE FROM turns WHERE {_SCOPE}", scope)
                db.execute(f"DELETE FROM sessions WHERE {_SCOPE}", scope)
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

    # memory writes, told to the other processes; row locks -------------------------
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

    # admin views ------------------------------------------------------------------
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
