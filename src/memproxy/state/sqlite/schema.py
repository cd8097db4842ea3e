"""The SQLite state file's tables, the migration of older files, and opening one."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from memproxy.backends import connect_sqlite

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


def open_db(path: Path, synchronous: str) -> sqlite3.Connection:
    """Open (creating or migrating) the state file: WAL, autocommit, rows by name."""
    db = connect_sqlite(path, synchronous)
    db.row_factory = sqlite3.Row
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
