"""Responses-API exchanges in the responses table, and the chains they form."""

from __future__ import annotations

import json
import sqlite3

from memproxy.domain import now_ms
from memproxy.state.base import ResponseRecord
from memproxy.state.sqlite.db import SqliteBackend


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


class SqliteChains(SqliteBackend):
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
