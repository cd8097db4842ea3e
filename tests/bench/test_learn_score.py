"""The learning benchmark's scoring (pure) and its data's consistency."""

# ruff: noqa: RUF001  (Cyrillic letters are what the Russian cases test)

from __future__ import annotations

import pytest

from bench.learn.__main__ import injected_of
from bench.learn.data import LANGS, SETS, Fact, Question, User
from bench.learn.score import ended, has, invented, negates, score, stale

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


@pytest.mark.parametrize(
    ("text", "keywords", "found"),
    [
        ("用户的女儿在学钢琴。", ("钢琴",), True),  # a run of Han is a whole clause
        ("用户的女儿在学钢琴。", ("女儿", "钢琴|piano"), True),
        ("用户的女儿在学钢琴。", ("琴钢",), False),
        ("用户的教练叫Kevin。", ("Kevin",), True),  # Latin letters beside Han are a word
        ("用户的预算是300块。", ("300",), True),
        ("用户的预算是1300块。", ("300",), False),  # a number still starts a word
        ("User's daughter learns piano.", ("钢琴|piano",), True),
    ],
)
def test_has_in_a_script_without_spaces(text: str, keywords: tuple[str, ...], found: bool) -> None:
    assert has(text, keywords, "zh") is found
    assert has(text, keywords) is found  # whatever the language said to be


@pytest.mark.parametrize(
    ("text", "says_not"),
    [
        ("Пользователь не пьёт кофе.", True),
        ("У пользователя нет машины.", True),
        ("Он никогда не летает.", True),
        ("Никакого сахара.", True),
        ("Пьёт чай без сахара.", True),
        ("Пользователь пьёт кофе.", False),
        ("用户不喝酒。", True),
        ("用户没有车。", True),
        ("别给用户发链接。", True),
        ("用户从未坐过飞机。", True),
        ("用户忌口海鲜。", True),
        ("用户喝酒。", False),
        ("用户特别喜欢游泳。", False),  # 特别: especially
        ("用户觉得这家店不错。", False),  # 不错: good
        ("用户无论如何都要去。", False),  # 无论: whatever
        ("用户想给别人买礼物。", False),  # 别人: others
    ],
)
def test_negates_in_russian_and_chinese(text: str, says_not: bool) -> None:
    assert negates(text) is says_not


@pytest.mark.parametrize(
    ("lang", "text", "says_ended"),
    [
        ("ru", "Пользователь больше не ходит в бассейн.", True),
        ("ru", "Раньше пользователь жил в Омске.", True),
        ("ru", "Пользователь бросил курить.", True),
        ("ru", "Пользователь ушёл из МТС.", True),
        ("ru", "Пользователь живёт в Омске.", False),
        ("zh", "用户不再抽烟了。", True),
        ("zh", "用户以前住在成都。", True),
        ("zh", "用户已经辞职了。", True),
        ("zh", "用户戒了酒。", True),
        ("zh", "用户住在成都。", False),
    ],
)
def test_ended_in_russian_and_chinese(lang: str, text: str, says_ended: bool) -> None:
    assert ended(text, lang) is says_ended
    assert not ended(text)  # English alone cannot tell


def test_a_han_or_kana_text_keeps_no_other_language_apart() -> None:
    """What the unspaced reading changes nowhere else: a text without Han or kana splits
    into the same words as before."""
    assert has("l'utilisateur habite à Lyon", ["Lyon"], "fr")
    assert not has("User eats apeanut", ["peanut"], "de")
    assert not negates("User loves espresso.")


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


@pytest.mark.parametrize("set_name", list(SETS))
def test_every_question_names_a_fact_of_its_user(set_name: str) -> None:
    for user in SETS[set_name]:
        ids = {f.id for f in user.facts}
        assert all(q.fact in ids for q in user.questions)
        said = " ".join(t for s in user.sessions for t in s)
        for fact in user.facts:  # the benchmark only asks for what was said, read in the
            # set's language (a French "de l'ostéoporose" holds "ostéoporose"); a fact to be
            # inferred may be named by the inference alone (a job never named: "ice cream
            # van" from a day of Flakes and chimes), which a memory holds only if the model
            # inferred it
            if fact.kind != "inferred":
                assert has(said, fact.keywords, LANGS[set_name]), fact.id
