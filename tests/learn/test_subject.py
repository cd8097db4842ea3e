"""Whom and what a fact is about, from the model's typing (memproxy.learn.subject): what
supersedes what, and what goes into the profile. Tables; the words of the sentences
never matter, so any language works."""

from __future__ import annotations

from typing import Any

import pytest

from memproxy.domain import Memory
from memproxy.learn.decide import verbatim_holding
from memproxy.learn.subject import in_profile, is_user, replaces, same_person, same_subject


def typing(about: str, attribute: str, value: str, polarity: str = "holds") -> dict[str, Any]:
    return {"about": about, "attribute": attribute, "value": value, "polarity": polarity}


@pytest.mark.parametrize(
    ("new", "old", "replaced"),
    [
        pytest.param(
            typing("user", "home", "Leeds"), typing("user", "home", "Manchester"), True, id="moved"
        ),
        pytest.param(
            typing("user", "work", "Bank in Linz"),
            typing("user", "work", "primary school in Graz"),
            True,
            id="new-job",
        ),
        pytest.param(
            typing("user", "diet", "pescetariana"),
            typing("user", "diet", "vegetariana"),
            True,
            id="es-diet-changed",
        ),
        pytest.param(
            typing("user", "allergy", "shellfish"),
            typing("user", "allergy", "peanuts"),
            False,
            id="two-allergies-stand-side-by-side",
        ),
        pytest.param(
            typing("user", "allergy", "peanuts", "no_longer"),
            typing("user", "allergy", "peanuts"),
            True,
            id="polarity-changed",
        ),
        pytest.param(
            typing("user", "hobby", "chess", "not"),
            typing("user", "hobby", "chess"),
            True,
            id="polarity-not",
        ),
        pytest.param(
            typing("sister Ana", "diet", "vegan"),
            typing("user", "diet", "vegetarian"),
            False,
            id="a-sisters-diet-does-not-touch-the-users",
        ),
        pytest.param(
            typing("Ana", "diet", "vegan"),
            typing("sister Ana", "diet", "vegetarian"),
            True,
            id="the-same-person-named-twice",
        ),
        pytest.param(
            typing("son Emil", "age", "8"), typing("daughter Lea", "age", "5"), False, id="two-kids"
        ),
        pytest.param(
            typing("user", "home", "LEEDS"), typing("user", "home", "Leeds"), False, id="same-value"
        ),
        pytest.param(
            typing("user", "other", "likes Bach"),
            typing("user", "other", "likes jazz"),
            False,
            id="generic-attribute",
        ),
        pytest.param(
            typing("user", "home", "Leeds"), {"kind": "fact"}, False, id="an-untyped-old-memory"
        ),
        pytest.param(
            typing("user", "work", "Bank"),
            typing("user", "home", "Linz"),
            False,
            id="another-attribute",
        ),
    ],
)
def test_replaces(new: dict[str, Any], old: dict[str, Any], replaced: bool) -> None:
    assert replaces(new, old) is replaced


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("user", "User", True),
        ("me", "", True),
        ("user", "sister Ana", False),
        ("son", "son Emil", True),
        ("sister Ana", "brother Ben", False),
        ("Schwester Anna", "Anna", True),
    ],
)
def test_same_person(a: str, b: str, same: bool) -> None:
    assert same_person(a, b) is same


def test_same_subject_needs_a_specific_attribute_of_one_person() -> None:
    assert same_subject(typing("user", "home", "a"), typing("the user", "home", "b"))
    assert not same_subject(typing("user", "other", "a"), typing("user", "other", "b"))
    assert not same_subject(typing("user", "", "a"), typing("user", "", "b"))
    assert not same_subject(typing("user", "home", "a"), {"attribute": "home"})
    assert is_user("Myself") and not is_user("mother")


@pytest.mark.parametrize(
    ("attribute", "about", "flagged", "polarity", "profile"),
    [
        ("diet", "user", False, "holds", True),  # standing, whatever the model flagged
        ("allergy", "son Emil", False, "holds", True),  # of someone they care for
        ("accessibility", "user", True, "not", True),
        ("allergy", "user", True, "no_longer", False),  # stopped: not a constraint
        ("home", "user", True, "holds", True),  # the model's flag
        ("home", "user", False, "holds", False),
        ("work", "sister Ana", True, "holds", False),  # flagged, but not the user's
        ("trip", "user", True, "holds", False),  # one occasion: never
        ("other", "user", True, "holds", False),
        ("possession", "user", True, "holds", False),
    ],
)
def test_in_profile(
    attribute: str, about: str, flagged: bool, polarity: str, profile: bool
) -> None:
    assert in_profile(attribute, about, flagged, polarity) is profile


def _memory(content: str, job: str, n: int, **metadata: object) -> Memory:
    return Memory(
        user_id="u1", content=content, metadata=dict(metadata), external_write_id=f"{job}:{n}"
    )


def test_the_users_words_holding_a_superseded_value_go_with_it() -> None:
    old = _memory("User lives in Galway.", "j1", 0, kind="fact", attribute="home", value="Galway")
    new = _memory("User lives in Sligo.", "j2", 0, kind="fact", attribute="home", value="Sligo")
    said = _memory("I rent a tiny flat in Galway above a chip shop.", "j1", 1, kind="said")
    other_job = _memory("We drove through Galway once.", "j0", 0, kind="said")
    typed = _memory("User's sister lives in Galway.", "j1", 2, kind="fact", about="sister")
    both = _memory("From Galway to Sligo, what a week.", "j1", 3, kind="said")
    found = verbatim_holding(old, new, [said, other_job, typed, both, old, new])
    assert found == [said]  # same turns, the user's own words, the old value and not the new
    assert verbatim_holding(old.model_copy(update={"metadata": {}}), new, [said]) == []
