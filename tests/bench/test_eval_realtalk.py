"""bench.eval.realtalk: a set built from conversation files in REALTALK's format."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bench.eval import realtalk


def message(dia_id: str, speaker: str, text: str, day: int = 28) -> dict[str, Any]:
    return {
        "clean_text": text,
        "speaker": speaker,
        "date_time": f"{day}.12.2023, 18:37:49",
        "img_file": [],
        "dia_id": dia_id,
    }


CONVO = {
    "name": {"speaker_1": "Ana", "speaker_2": "Ben"},
    "session_1": [
        message("D1:1", "Ana", "I adopted a dog called Pico"),
        message("D1:2", "Ben", "  "),  # no text: not stored
        message("D1:3", "Ben", "Nice! I went hiking in Sintra"),
    ],
    "session_1_date_time": "28.12.2023, 18:37:49",
    "events_session_1": {"agent_a": [], "agent_b": []},
    "session_2": [message("D2:1", "Ana", "Pico chewed my shoes", day=29)],
    "qa": [
        {"question": "What is Ana's dog called?", "evidence": ["D1:1", "D2:1"], "category": 1},
        {"question": "Where did Ben hike?", "evidence": ["D1:3", "D9:9"], "category": 2},
        {"question": "What did Ben say?", "evidence": ["D1:2"], "category": 1},  # no text
        {"question": "Unanswerable?", "evidence": [], "category": 3},
    ],
}


def test_every_message_is_a_memory_and_questions_name_their_evidence() -> None:
    record = realtalk.build(CONVO, 3)
    assert record["user_id"] == "realtalk-3"
    assert [(m["id"], m["content"], m["session"]) for m in record["memories"]] == [
        ("realtalk-3:D1:1", "I adopted a dog called Pico", 1),
        ("realtalk-3:D1:3", "Nice! I went hiking in Sintra", 1),
        ("realtalk-3:D2:1", "Pico chewed my shoes", 2),
    ]
    assert record["memories"][0]["created_at"] < record["memories"][2]["created_at"]
    # evidence that was never stored (no text, or an id the sessions lack) is left out,
    # and a question with none left is not asked
    assert record["questions"] == [
        {
            "query": "What is Ana's dog called?",
            "expected": ["realtalk-3:D1:1", "realtalk-3:D2:1"],
            "kind": "1",
        },
        {"query": "Where did Ben hike?", "expected": ["realtalk-3:D1:3"], "kind": "2"},
    ]
    spoken = realtalk.build(CONVO, 3, speaker=True)
    assert spoken["memories"][0]["content"] == "Ana: I adopted a dog called Pico"


def test_only_the_top_level_conversations_are_read(tmp_path: Path) -> None:
    (tmp_path / "Chat_10_C_D.json").write_text(json.dumps(CONVO))
    (tmp_path / "Chat_2_A_B.json").write_text(json.dumps(CONVO))
    (tmp_path / "locomo").mkdir()  # another benchmark, kept for checking: never read
    (tmp_path / "locomo" / "Chat_1_X_Y.json").write_text("not json")
    records = realtalk.load(tmp_path)
    assert [r["user_id"] for r in records] == ["realtalk-0", "realtalk-1"]
    assert [p.name for p in realtalk.files(tmp_path)] == ["Chat_2_A_B.json", "Chat_10_C_D.json"]


def test_a_missing_copy_says_how_to_get_it(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match=r"git clone https://github\.com/danny911kr"):
        realtalk.load(tmp_path)


def test_speaker_groups_share_no_one_across_groups() -> None:
    people = [
        frozenset(p)
        for p in (
            ("Emi", "Elise"),
            ("Kevin", "Elise"),
            ("Ana", "Bo"),
            ("Kevin", "Paola"),
            ("Bo", "Cy"),
            ("Dee", "Eve"),
        )
    ]
    assert realtalk.speaker_groups(people) == [[0, 1, 3], [2, 4], [5]]
    assert realtalk.speaker_groups([]) == []
