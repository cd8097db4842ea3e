"""bench.eval.modes: the profile a user's request gets, and what it adds to the injected."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

from bench.eval.modes import prf, profile_of, set_names, with_profile
from memproxy.config import MemorySettings
from memproxy.domain import Memory, ScoredMemory


def row(i: str, type: str, archived: bool = False) -> dict[str, Any]:
    return {
        "id": i,
        "content": f"memory {i}",
        "created_at": int(i),
        "session": 0,
        "type": type,
        "archived": archived,
        "superseded_by": "",
    }


def test_the_profile_is_the_active_preferences_and_procedures_bounded() -> None:
    record = {
        "user_id": "u",
        "memories": [
            row("1", "fact"),
            row("2", "preference"),
            row("3", "procedural"),
            row("4", "preference", archived=True),
            row("5", "episodic"),
        ],
    }
    assert sorted(m.id for m in profile_of(record, MemorySettings())) == ["2", "3"]
    many = {"user_id": "u", "memories": [row(str(i), "preference") for i in range(1, 20)]}
    assert len(profile_of(many, MemorySettings())) == MemorySettings().profile.max_items


def test_the_profile_goes_first_and_is_not_injected_twice() -> None:
    profile = [Memory(id="p", user_id="u", content="User is vegetarian.")]
    hits = [
        ScoredMemory(memory=Memory(id=i, user_id="u", content=f"memory {i}"), score=0.5)
        for i in ("a", "p", "b")
    ]
    assert with_profile(profile, hits, ["a", "p"]) == ["p", "a"]
    assert with_profile([], hits, ["b"]) == ["b"]


def test_prf_counts_what_is_injected() -> None:
    got = prf([(["a"], ["p", "a"]), (["b"], ["p"])])
    assert (got["p"], got["r"]) == (1 / 3, 1 / 2)


def test_an_unknown_set_name_is_a_usage_error_before_anything_starts() -> None:
    assert set_names("generated,realtalk-speaker") == "generated,realtalk-speaker"
    with pytest.raises(argparse.ArgumentTypeError, match="'realtak'"):
        set_names("generated,realtak")
