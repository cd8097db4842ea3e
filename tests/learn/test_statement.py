"""A learned fact as stored: a statement about "User", and whether it is profile."""

from __future__ import annotations

import pytest

from memproxy.learn.statement import normalise, profile_worthy


@pytest.mark.parametrize(
    ("written", "stored"),
    [  # what the 1.5B model wrote in bench.learn, and what is stored
        ("User's I'm vegetarian myself: no meat, no fish.",
         "User is vegetarian: no meat, no fish."),
        ("We can only deploy on Tuesdays because of a change freeze.",
         "User can only deploy on Tuesdays because of a change freeze."),
        ("User's Emil is allergic to peanuts, so what snacks can I pack for his school trip?",
         "User's Emil is allergic to peanuts."),
        ("I'm Ines, I live in Porto and I work as a nurse.",
         "User is Ines, they live in Porto and they work as a nurse."),
        ("My son is allergic to peanuts", "User's son is allergic to peanuts"),
        ("I have two cats. What should I feed them?", "User has two cats."),
        ("User's Quito trip budget is $4,000", "User's Quito trip budget is $4,000"),
        ("  User   lives in   Graz. ", "User lives in Graz."),
        ("What is the capital of Peru?", ""),
        ("so which cake can I bake?", ""),
        ("The US office is in Denver", "The US office is in Denver"),  # not about User: as is
    ],
)  # fmt: skip
def test_normalise(written: str, stored: str) -> None:
    assert normalise(written) == stored


@pytest.mark.parametrize(
    ("kind", "content", "importance", "profile"),
    [
        ("constraint", "User can only deploy on Tuesdays", 3, True),
        ("fact", "User's son Emil is allergic to peanuts.", 3, True),
        ("fact", "User is vegetarian.", 2, True),
        ("fact", "User's name is Ines.", 3, True),
        ("correction", "User lives in Lyon (changed from Porto).", 3, True),
        ("fact", "User works as a nurse at a children's hospital.", 3, True),
        ("preference", "User prefers quiet ryokans over big hotels.", 4, True),
        ("preference", "User prefers quiet ryokans over big hotels.", 3, False),
        ("fact", "User's budget for the Kyoto trip is 3000 euros.", 5, False),
        ("fact", "User's partner Luca is a vet.", 3, False),
        ("task", "User never finished the tax form.", 5, False),
        ("episodic", "User asked about their diet.", 5, False),
    ],
)
def test_profile_worthy(kind: str, content: str, importance: int, profile: bool) -> None:
    assert profile_worthy(kind, content, importance) is profile
