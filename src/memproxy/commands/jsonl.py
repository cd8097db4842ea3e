"""JSON lines of memories: what export writes and import reads (pure)."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

# The fields a stored memory can be given back (POST /v1/memory/batch); the rest of an
# exported line (id, hashes, timestamps, counters) is the store's own.
IMPORTED_FIELDS = (
    "user_id",
    "content",
    "type",
    "project_id",
    "session_id",
    "importance",
    "confidence",
    "entities",
    "metadata",
    "external_write_id",
    "source",
)


@dataclass(frozen=True)
class Line:
    number: int
    memory: dict[str, Any]


@dataclass(frozen=True)
class BadLine:
    number: int
    reason: str


def dump(memory: dict[str, Any]) -> str:
    return json.dumps(memory, ensure_ascii=False, sort_keys=True)


def parse_line(number: int, text: str) -> Line | BadLine | None:
    """One line: a memory to import, a reason it cannot be, or None for a blank line."""
    if not text.strip():
        return None
    try:
        record = json.loads(text)
    except ValueError as exc:
        return BadLine(number, f"not JSON ({exc.args[0].split(':')[0]})")
    if not isinstance(record, dict):
        return BadLine(number, "not a JSON object")
    for key in ("user_id", "content"):
        value = record.get(key)
        if not isinstance(value, str) or not value.strip():
            return BadLine(number, f"{key} missing or not a non-empty string")
    return Line(number, {k: record[k] for k in IMPORTED_FIELDS if k in record})


def parse(lines: Iterable[str]) -> tuple[list[Line], list[BadLine]]:
    good: list[Line] = []
    bad: list[BadLine] = []
    for number, text in enumerate(lines, start=1):
        parsed = parse_line(number, text)
        if isinstance(parsed, Line):
            good.append(parsed)
        elif isinstance(parsed, BadLine):
            bad.append(parsed)
    return good, bad
