"""The evaluation set's generator: deterministic, every question kind, no cross-user
answers, and the committed file is what the generator makes."""

from __future__ import annotations

from typing import Any

import pytest

from bench.eval import generate


@pytest.fixture(scope="module")
def records() -> list[dict[str, Any]]:
    return generate.generate()


def test_deterministic(records: list[dict[str, Any]]) -> None:
    assert generate.dumps(generate.generate()) == generate.dumps(records)
    assert generate.dumps(generate.generate(seed=8)) != generate.dumps(records)


def test_committed_set_is_the_generated_one(records: list[dict[str, Any]]) -> None:
    assert generate.DATA.read_text() == generate.dumps(records)


def test_every_kind(records: list[dict[str, Any]]) -> None:
    kinds = {q["kind"] for r in records for q in r["questions"]}
    assert kinds == set(generate.KINDS)
    subkinds = {q["subkind"] for r in records for q in r["questions"] if q["kind"] == "none"}
    assert subkinds == {"none_absent", "none_general", "none_task"}
    for r in records:
        assert 20 <= len(r["memories"]) <= 40
        assert {q["kind"] for q in r["questions"]} == set(generate.KINDS)


def test_answers_belong_to_the_asking_user(records: list[dict[str, Any]]) -> None:
    owner = {m["id"]: r["user_id"] for r in records for m in r["memories"]}
    assert len(owner) == sum(len(r["memories"]) for r in records)  # ids are unique
    foreign_total = 0
    for r in records:
        for q in r["questions"]:
            for memory_id in q["expected"] + q["stale"] + q["distractors"]:
                assert owner[memory_id] == r["user_id"], q["id"]
            for memory_id in q["foreign"]:
                assert owner[memory_id] != r["user_id"], q["id"]
            foreign_total += len(q["foreign"])
            if q["kind"] == "distractor":
                assert q["foreign"], "a distractor question has near-identical foreign facts"
    assert foreign_total > 0


def test_question_shapes(records: list[dict[str, Any]]) -> None:
    for r in records:
        memories = {m["id"]: m for m in r["memories"]}
        for q in r["questions"]:
            kind = q["kind"]
            assert bool(q["expected"]) == (kind != "none"), q["id"]
            assert all(not memories[i]["archived"] for i in q["expected"])
            if kind == "vague":
                assert q["context"]
            if kind == "distractor":
                assert q["distractors"] and q["entity"]
            if kind in ("changed", "changed_both"):
                (old,) = (memories[i] for i in q["stale"])
                (new,) = (memories[i] for i in q["expected"])
                assert old["created_at"] < new["created_at"]
                assert old["archived"] == (kind == "changed")
                assert old["superseded_by"] == (new["id"] if kind == "changed" else "")
            if q["subkind"] == "none_absent":
                assert q["topic"] not in {m["topic"] for m in r["memories"]}
