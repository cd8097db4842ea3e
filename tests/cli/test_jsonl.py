"""Parsing import lines (pure): what is imported, what is refused and why."""

from __future__ import annotations

import json

import pytest

from memproxy.commands.jsonl import BadLine, Line, dump, parse, parse_line


def test_an_exported_line_keeps_only_the_fields_that_can_be_stored() -> None:
    exported = {
        "id": "m1",
        "user_id": "u",
        "content": "c",
        "type": "episodic",
        "created_at": 1,
        "content_hash": "h",
        "score": 0.5,
        "metadata": {"a": 1},
    }
    parsed = parse_line(1, dump(exported))
    assert parsed == Line(
        1, {"user_id": "u", "content": "c", "type": "episodic", "metadata": {"a": 1}}
    )


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{oops", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ('"just a string"', "not a JSON object"),
        (json.dumps({"content": "c"}), "user_id missing"),
        (json.dumps({"user_id": "u", "content": "  "}), "content missing"),
        (json.dumps({"user_id": 7, "content": "c"}), "user_id missing"),
    ],
)
def test_bad_lines_say_why(text: str, reason: str) -> None:
    parsed = parse_line(4, text)
    assert isinstance(parsed, BadLine) and parsed.number == 4 and reason in parsed.reason


def test_blank_lines_are_skipped_and_numbers_are_the_files() -> None:
    good, bad = parse(["", dump({"user_id": "u", "content": "a"}), "x", "   \n"])
    assert [g.number for g in good] == [2]
    assert [b.number for b in bad] == [3]
