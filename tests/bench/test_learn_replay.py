"""The conversation replay's pure parts: which people and sessions it replays, the
questions it asks, the rule that says a memory holds an answer, and the scripted answers
given in order."""

from __future__ import annotations

from typing import Any

import pytest

from bench.learn.conversations import (
    NO_REPLY,
    Asked,
    Exchange,
    answered,
    content_words,
    holds,
    same,
    select,
)
from bench.learn.replay_upstream import InOrder


def convo(day: int, *blocks: tuple[str, str]) -> dict[str, Any]:
    """A conversation on day `day`: each block one message of a sender, a minute apart."""
    return {
        "messages": [
            [{"sender": who, "text": text, "timestamp": f"2018-05-{day:02d}T10:{n:02d}:00Z"}]
            for n, (who, text) in enumerate(blocks)
        ]
    }


GARAGE = "I repair vintage motorbikes in a garage near Porto."
RAW = {
    # ann and bob are in three conversations each, cid in two; in c2 ann says one line
    "c3": convo(
        3,
        ("ann", "Hello there"),
        ("bob", "Hi! What do you do for a living these days?"),
        ("ann", GARAGE),
        ("ann", "Mostly old Ducatis."),  # one turn with the block before
        ("bob", "Nice."),
    ),
    "c1": convo(
        1,
        ("bob", "So where did you grow up as a kid?"),
        ("ann", "I grew up on a sheep farm outside Galway, with two brothers."),
        ("bob", "Where are you living these days then?"),
        ("ann", "Dublin now."),  # too short to be an answer; no reply after it
    ),
    "c2": convo(2, ("ann", "hi"), ("cid", "hello")),
    "c4": convo(
        4,
        ("cid", "Which instrument have you been learning this year?"),
        ("bob", "The cello, my teacher is brilliant and patient with me."),
        ("bob", "What was the last book you read that made you cry?"),
        ("cid", "A novel about a lighthouse keeper and his daughter."),
        ("bob", "Sounds sad but lovely."),
    ),
}


def test_people_are_the_most_active_and_sessions_come_in_time_order() -> None:
    people = select(RAW, users=2, sessions=2)
    assert [p.participant for p in people] == ["ann", "bob"]  # a tie: by id
    assert [p.id for p in people] == ["replay-0", "replay-1"]
    # c1 then c3 (c2, one line of ann's, is no session); each turn with the partner's next
    assert people[0].sessions == (
        (
            Exchange(
                "I grew up on a sheep farm outside Galway, with two brothers.",
                "Where are you living these days then?",
            ),
            Exchange("Dublin now.", NO_REPLY),
        ),
        (
            Exchange("Hello there", "Hi! What do you do for a living these days?"),
            Exchange(f"{GARAGE} Mostly old Ducatis.", "Nice."),
        ),
    )


def test_questions_are_the_partners_and_the_answer_is_the_next_turn() -> None:
    ann, bob = select(RAW, users=2, sessions=2)
    assert ann.questions == (
        Asked(
            "So where did you grow up as a kid?",
            "I grew up on a sheep farm outside Galway, with two brothers.",
            0,
        ),
        Asked("What do you do for a living these days?", f"{GARAGE} Mostly old Ducatis.", 1),
    )
    assert bob.questions == ()  # in c1 and c3 bob asks, ann answers: nothing about bob
    (bob,) = select(RAW, users=1, sessions=3)
    # cid asks bob in c4; bob's own question to cid, answered by cid, is left out
    assert bob.questions == (
        Asked(
            "Which instrument have you been learning this year?",
            "The cello, my teacher is brilliant and patient with me. "
            "What was the last book you read that made you cry?",
            2,
        ),
    )


def test_a_person_without_enough_sessions_is_passed_over() -> None:
    people = select(RAW, users=3, sessions=3)
    assert [p.participant for p in people] == ["bob"]  # ann has two sessions, cid one
    assert [p.id for p in people] == ["replay-0"]
    assert select(RAW, users=1, sessions=4) == []


@pytest.mark.parametrize(
    ("a", "b", "one"),
    [
        ("work", "works", True),
        ("working", "worked", True),
        ("love", "loves", True),
        ("studies", "studied", True),
        ("studying", "studies", False),  # "stud" only: the rule is crude, for both modes
        ("brothers", "brother", True),
        ("that", "than", False),  # three letters in common
        ("basketball", "baseball", False),
        ("teacher", "teaching", True),
        ("2019", "2018", False),
        ("farm", "farmer", True),
        ("motorbikes", "motorway", False),  # "motorw" does not start "motorbikes"
    ],
)
def test_same_word(a: str, b: str, one: bool) -> None:
    assert same(a, b) is one
    assert same(b, a) is one


def test_content_words_leave_out_short_common_and_asked_words() -> None:
    words = content_words(
        "I grew up on a sheep farm outside Galway, with two brothers in 1990.",
        "So where did you grow up as a kid?",
    )
    # "grew" is not "grow" (three letters in common): only the question's own words go
    assert words == ["grew", "sheep", "farm", "outside", "galway", "brothers", "1990"]
    assert content_words("I work there, I worked there", "Where do you work?") == []
    assert content_words("yeah that is really something", "what?") == []


@pytest.mark.parametrize(
    ("memory", "found"),
    [
        ("I grew up on a sheep farm outside Galway, with two brothers.", True),  # verbatim
        ("User grew up on a sheep farm near Galway.", True),  # 4 of 6: farm, sheep, grew, galway
        ("User has two brothers and grew up in Ireland.", False),  # 2 of 6
        ("User's brother farms sheep outside Galway.", True),  # brother(s), farm, sheep, ...
        ("User lives in Galway.", False),
    ],
)
def test_holds_at_least_half_of_the_answer(memory: str, found: bool) -> None:
    wanted = content_words(
        "I grew up on a sheep farm outside Galway, with two brothers.",
        "So where did you grow up as a kid?",
    )
    assert wanted == ["grew", "sheep", "farm", "outside", "galway", "brothers"]
    assert holds(memory, wanted) is found


def test_answered_needs_one_memory_with_the_answer_not_several_with_parts() -> None:
    asked = Asked("What do you do for a living?", GARAGE, 0)
    assert content_words(GARAGE, asked.question) == [
        "repair",
        "vintage",
        "motorbikes",
        "garage",
        "near",
        "porto",
    ]
    parts = ["User repairs things.", "User likes vintage cars.", "Porto is lovely."]
    assert not answered(parts, asked)  # each holds one of six words
    assert answered([*parts, "User repairs vintage motorbikes."], asked)  # 3 of 6
    assert not answered([], asked)
    assert not holds("anything", [])  # no words to find: never answered


def test_scripted_answers_come_in_the_order_they_were_said() -> None:
    replies = InOrder({"hi": ["hello", "hey there", "yo"], "bye": ["see you"]})
    assert [replies.get("hi"), replies.get("hi"), replies.get("hi"), replies.get("hi")] == [
        "hello",
        "hey there",
        "yo",
        "yo",  # past the last answer, the last one again
    ]
    assert replies.get("bye", "") == "see you"
    assert replies.get("unknown", "") == ""
    assert sorted(replies) == ["bye", "hi"] and len(replies) == 2
