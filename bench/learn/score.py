"""Scoring the learning benchmark (pure): what was learned, invented, superseded, injected."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bench.learn.data import Fact, User

_WORD = re.compile(r"[\w']+")


def has(text: str, keywords: Sequence[str]) -> bool:
    """Every keyword starts a word of text (case-insensitive; "peanut" finds "peanuts")."""
    words = [w.lower() for w in _WORD.findall(text)]
    return bool(keywords) and all(any(w.startswith(k.lower()) for w in words) for k in keywords)


def holds(text: str, fact: Fact) -> bool:
    return has(text, fact.keywords)


_ENDED = re.compile(
    r"\b(?:no longer|not anymore|any ?more|used to|former(?:ly)?|quit|left|is off|"
    r"cancell?ed|changed from|instead of)\b",
    re.I,
)
"""A memory that says the old value ended ("User no longer works at Sony.") is true."""


def stale(text: str, fact: Fact) -> bool:
    """A memory that states a changed fact's old value without its new one, and does not
    say that the old value ended."""
    return (
        bool(fact.old) and has(text, fact.old) and not holds(text, fact) and not _ENDED.search(text)
    )


def invented(text: str, user: User, others: Sequence[User] = ()) -> bool:
    """A memory holding a word only an invention would hold (the user's forbidden words,
    another user's fact words the user never said), or a name or number the user never
    said (checked against all the user's own turns)."""
    said = " ".join(t for s in user.sessions for t in s)
    said_words = {w.lower().split("'")[0] for w in _WORD.findall(said)}
    foreign = [k for o in others if o is not user for f in o.facts for k in f.keywords]
    if any(has(text, [w]) for w in user.forbidden):
        return True
    if any(has(text, [k]) and not has(said, [k]) for k in foreign):
        return True
    for token in _WORD.findall(text)[1:]:
        base = token.lower().split("'")[0]
        if (token[0].isupper() or token[0].isdigit()) and base not in said_words | {"user"}:
            return True
    return False


@dataclass
class Tally:
    facts: int = 0
    learned: int = 0
    asked: int = 0
    injected: int = 0
    changed: int = 0
    superseded: int = 0

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"facts": self.facts, "learned": _share(self.learned, self.facts)}
        if self.asked:
            out["questions"] = self.asked
            out["answer_injected"] = _share(self.injected, self.asked)
        if self.changed:
            out["superseded_correctly"] = _share(self.superseded, self.changed)
        return out


def _share(n: int, d: int) -> float:
    return round(n / d, 3) if d else 0.0


def score(
    users: Sequence[User],
    active: Mapping[str, Sequence[str]],
    injected: Mapping[str, Sequence[Sequence[str]]],
) -> dict[str, Any]:
    """active: each user's active memories; injected: per user, per question, the memories
    injected. Returns per-kind and overall figures plus the failures, for the README."""
    kinds: dict[str, Tally] = {}
    total = Tally()
    stale_injections = 0
    memories = invented_n = 0
    misses: list[str] = []
    inventions: list[str] = []
    for user in users:
        mine = list(active.get(user.id, []))
        memories += len(mine)
        for m in mine:
            if invented(m, user, users):
                invented_n += 1
                inventions.append(f"{user.id}: {m}")
        by_id = {f.id: f for f in user.facts}
        for fact in user.facts:
            for t in (kinds.setdefault(fact.kind, Tally()), total):
                t.facts += 1
                t.learned += any(holds(m, fact) for m in mine)
                if fact.old:
                    t.changed += 1
                    t.superseded += not any(stale(m, fact) for m in mine)
            if not any(holds(m, fact) for m in mine):
                misses.append(f"not learned: {fact.id}")
        for question, got in zip(user.questions, injected.get(user.id, []), strict=False):
            fact = by_id[question.fact]
            ok = any(holds(m, fact) for m in got)
            bad = sum(stale(m, fact) for m in got)
            stale_injections += bad
            for t in (kinds[fact.kind], total):
                t.asked += 1
                t.injected += ok
            if not ok:
                misses.append(f"not injected: {question.text!r} ({user.id}) got {list(got)}")
    learned_and_injected = _share(total.injected, total.asked)
    return {
        "per_kind": {k: t.as_dict() for k, t in sorted(kinds.items())},
        "overall": {
            **total.as_dict(),
            "learned_and_injected": learned_and_injected,
            "memories": memories,
            "invented": _share(invented_n, memories),
            "stale_injections": stale_injections,
        },
        "misses": misses,
        "inventions": inventions,
    }
