"""The learning benchmark's scoring (pure) and its data's consistency."""

from __future__ import annotations

import pytest

from bench.learn.__main__ import injected_of
from bench.learn.data import SETS, Fact, Question, User
from bench.learn.score import has, invented, score, stale

CITY = Fact("u.city", "changed", ("Lyon",), old=("Porto",))
NUT = Fact("u.son", "close_person", ("Emil", "peanut"))
USER = User(
    "u",
    sessions=(("My son Emil is allergic to peanuts.", "I live in Porto."), ("I moved to Lyon.",)),
    facts=(CITY, NUT),
    questions=(Question("Where do I live?", "u.city"), Question("Snacks for my son?", "u.son")),
    forbidden=("cashew",),
)


@pytest.mark.parametrize(
    ("text", "keywords", "found"),
    [
        ("User's son Emil is allergic to peanuts", ("emil", "peanut"), True),
        ("User's son is allergic to peanuts", ("Emil", "peanut"), False),
        ("User eats apeanut", ("peanut",), False),  # a keyword starts a word
        ("anything", (), False),
    ],
)
def test_has(text: str, keywords: tuple[str, ...], found: bool) -> None:
    assert has(text, keywords) is found


def test_stale_and_invented() -> None:
    assert stale("User lives in Porto", CITY)
    assert not stale("User lives in Lyon (changed from Porto)", CITY)
    assert not stale("User no longer lives in Porto.", CITY)  # true, if incomplete
    assert invented("User's son Emil is allergic to cashews", USER)  # forbidden
    assert invented("User lives in Madrid", USER)  # a name never said
    assert invented("User's budget is 4000", USER)  # a number never said
    assert not invented("User's son Emil is allergic to peanuts", USER)
    other = User("o", sessions=(("I live in Oslo.",),), facts=(NUT,))
    assert invented("User is allergic to peanuts", other, [USER, other])  # another's fact


def test_score() -> None:
    active = {"u": ["User lives in Porto", "User's son Emil is allergic to peanuts"]}
    injected = {"u": [["User lives in Porto"], ["User's son Emil is allergic to peanuts"]]}
    result = score([USER], active, injected)
    overall = result["overall"]
    assert overall["learned"] == 0.5 and overall["learned_and_injected"] == 0.5
    assert overall["superseded_correctly"] == 0.0 and overall["stale_injections"] == 1
    assert overall["invented"] == 0.0 and overall["memories"] == 2
    assert result["per_kind"]["close_person"]["answer_injected"] == 1.0
    good = score([USER], {"u": ["User lives in Lyon"]}, {"u": [["User lives in Lyon"], []]})
    assert good["overall"]["superseded_correctly"] == 1.0
    assert good["overall"]["stale_injections"] == 0


def test_injected_of_reads_the_stand_ins_answer() -> None:
    assert injected_of("[stand-in model] I was given no memories.") == []
    answer = "[stand-in model] I was given 2 memories: • User is a nurse • User lives in Lyon"
    assert injected_of(answer) == ["User is a nurse", "User lives in Lyon"]


@pytest.mark.parametrize("users", SETS.values(), ids=list(SETS))
def test_every_question_names_a_fact_of_its_user(users: tuple[User, ...]) -> None:
    for user in users:
        ids = {f.id for f in user.facts}
        assert all(q.fact in ids for q in user.questions)
        said = " ".join(t for s in user.sessions for t in s)
        for fact in user.facts:  # the benchmark only asks for what was said
            assert has(said, fact.keywords), fact.id
