"""Real multi-session conversations for the replay benchmark (bench.learn.replay), from
the Chit-Chat set that bench.eval.chitchat fetches (MIT), and the rule that says whether a
memory holds an answer. Pure: the raw dataset in, people and verdicts out.

- A person is one of the participants in the most conversations (ties by id), the
  order bench.eval.chitchat uses; their sessions are their first conversations in time
  in which they say at least MIN_TURNS turns (the set holds many chats left after a
  line). They are the user; the other participant plays the assistant, whose turn after
  each of theirs is the scripted answer (a participant's consecutive blocks are one turn).
- A question is a real question the partner asked them (bench.eval.chitchat's rule: the
  partner's turn ends in a question of 5+ words that is not small talk), and its
  evidence is the person's answer, the next turn. Questions the person asked are left
  out: their answers are the partner's words, not the user's, and a learner should not
  keep them.
- A memory holds the answer when it contains at least half of the evidence's content
  words: words of MIN_LETTERS+ letters (or numbers of 2+ digits), case-folded, not in
  STOP and not in the question (whose own words would be found for free). Two words are
  the same when the shorter, less at most its last two letters, starts the longer and
  they share four letters or more ("work", "works", "worked" and "working" are one
  word): learned memories reword ("I love" -> "User loves"), and words sharing only
  three letters are never joined.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bench.eval import chitchat

MIN_TURNS = 2
MIN_LETTERS = 4
ENDING = 2  # letters a word may differ by at its end
NO_REPLY = "OK."  # the assistant's answer to a person's last turn that the partner left
_STOP_WORDS = """about after again also always anything anyway back been before being
    both cause could does doing done down each either else even ever every from going
    gonna good have having here into just know like little lots made make many maybe
    more most much must never nice okay only other over pretty probably quite really
    right same should some something sometimes still such sure than thank thanks that
    their them then there these they thing things think this those though through time
    very want well were what when where which while will with would yeah your yours
    haha hahaha hehe user"""  # "User ..." starts every learned memory: never an answer
STOP = frozenset(_STOP_WORDS.split())
_TOKEN = re.compile(r"[^\W\d_]+|\d+")


@dataclass(frozen=True)
class Exchange:
    said: str  # the person's turn
    reply: str  # the partner's next turn, the assistant's scripted answer


@dataclass(frozen=True)
class Asked:
    question: str  # the partner's question, as they wrote it
    evidence: str  # the person's answer, the next turn
    session: int


@dataclass(frozen=True)
class Person:
    id: str  # replay-<n>: the user id memproxy sees
    participant: str  # the dataset's sender id
    sessions: tuple[tuple[Exchange, ...], ...]
    questions: tuple[Asked, ...]


def turns_of(convo: dict[str, Any]) -> list[dict[str, Any]]:
    """The conversation's turns, a speaker's consecutive blocks joined into one."""
    merged: list[dict[str, Any]] = []
    for turn in chitchat._turns(convo):
        if merged and merged[-1]["sender"] == turn["sender"]:
            merged[-1] = {**merged[-1], "text": f"{merged[-1]['text']} {turn['text']}"}
        else:
            merged.append(turn)
    return merged


def participants(raw: dict[str, Any]) -> list[str]:
    """Every participant, most conversations first (ties by id)."""
    seen: Counter[str] = Counter()
    for convo in raw.values():
        seen.update(chitchat.senders(convo))
    return [p for p, _ in sorted(seen.items(), key=lambda kv: (-kv[1], kv[0]))]


def exchanges(turns: Sequence[dict[str, Any]], who: str) -> tuple[Exchange, ...]:
    """Each of who's turns with the partner's answer (NO_REPLY where there is none)."""
    out = []
    for i, turn in enumerate(turns):
        if turn["sender"] != who:
            continue
        follows = turns[i + 1]["text"] if i + 1 < len(turns) else ""
        out.append(Exchange(turn["text"], follows or NO_REPLY))
    return tuple(out)


def asked_of(turns: Sequence[dict[str, Any]], who: str, session: int) -> list[Asked]:
    """The partner's questions that who answered, with evidence content words."""
    found = []
    for i, question in chitchat.question_pairs(turns):
        evidence = turns[i + 1]["text"]
        if turns[i]["sender"] != who and content_words(evidence, question):
            found.append(Asked(question, evidence, session))
    return found


def person(raw: dict[str, Any], who: str, n: int, sessions: int) -> Person | None:
    """who's first `sessions` sessions (None: fewer than that)."""
    convos = sorted(
        (c for c in raw.values() if who in chitchat.senders(c)),
        key=lambda c: turns_of(c)[0]["at"] if turns_of(c) else 0,
    )
    chosen = [t for t in map(turns_of, convos) if sum(x["sender"] == who for x in t) >= MIN_TURNS]
    if len(chosen) < sessions:
        return None
    chosen = chosen[:sessions]
    questions = [q for s, turns in enumerate(chosen) for q in asked_of(turns, who, s)]
    return Person(f"replay-{n}", who, tuple(exchanges(t, who) for t in chosen), tuple(questions))


def select(raw: dict[str, Any], users: int, sessions: int) -> list[Person]:
    """The first `users` participants (most conversations first) with `sessions` sessions."""
    people: list[Person] = []
    for who in participants(raw):
        if len(people) == users:
            break
        if (p := person(raw, who, len(people), sessions)) is not None:
            people.append(p)
    return people


def words(text: str) -> list[str]:
    return _TOKEN.findall(text.casefold())


def same(a: str, b: str) -> bool:
    """a and b are one word: the shorter, less at most its last ENDING letters, starts the
    longer, and they share at least MIN_LETTERS letters."""
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return a == b or common >= max(MIN_LETTERS, min(len(a), len(b)) - ENDING)


def content_words(evidence: str, question: str) -> list[str]:
    """The evidence's content words, each once, minus STOP and the question's words."""
    asked = words(question)
    out: list[str] = []
    for w in words(evidence):
        long_enough = len(w) >= MIN_LETTERS if not w.isdigit() else len(w) >= 2
        if not long_enough or w in STOP or w in out:
            continue
        if not any(same(w, q) for q in asked):
            out.append(w)
    return out


def holds(memory: str, wanted: Sequence[str]) -> bool:
    """memory holds at least half of the wanted words (and at least one)."""
    have = words(memory)
    hits = sum(any(same(w, m) for m in have) for w in wanted)
    return bool(wanted) and 2 * hits >= len(wanted)


def answered(memories: Iterable[str], asked: Asked) -> bool:
    """One of the memories holds the answer to the question."""
    wanted = content_words(asked.evidence, asked.question)
    return any(holds(m, wanted) for m in memories)
