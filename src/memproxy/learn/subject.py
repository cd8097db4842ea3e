"""Whom and what a fact is about, as the extraction model typed it (pure).

A learned memory carries, in its metadata, `about` ("user" or the other person as the
user named them), `attribute` (a key of memproxy.learn.prompt.ATTRIBUTES), `value` and
`polarity`. Two facts on the same subject are the same person's same attribute: a new one
is a candidate update of the old. Some attributes hold one value at a time (one home, one
diet): a new value of such an attribute replaces the old one. What decides this is the
model's typing, never the words of the sentence, so it works in any language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from memproxy.learn.evidence import fold, words

EXCLUSIVE = frozenset({"name", "age", "home", "work", "relationship", "diet"})
"""Attributes with one value at a time for one person: a new value supersedes the old."""
GENERIC = frozenset({"other", ""})
"""Attributes too broad to say that two facts are about the same thing."""
STANDING = frozenset({"diet", "allergy", "health", "accessibility", "language"})
"""Attributes that shape answers on any topic: in the profile whatever the model flagged
(a standing constraint the model forgot to flag)."""
NEVER_PROFILE = frozenset({"plan", "trip", "other", "possession", "project", "money", "pet"})
"""Attributes of one occasion or thing: never in the profile, whatever the model flagged."""
_USER = frozenset({"user", "the user", "me", "myself", ""})


def is_user(about: str) -> bool:
    """Pure: whether `about` names the user themself."""
    return fold(about) in _USER


def same_person(a: str, b: str) -> bool:
    """Pure: both the user, or two mentions of one other person ("sister Ana" and "Ana",
    "son" and "son Emil"): a shared word."""
    if is_user(a) or is_user(b):
        return is_user(a) and is_user(b)
    return bool(set(words(a)) & set(words(b)))


def typed(metadata: Mapping[str, Any]) -> bool:
    """Pure: whether a memory carries the model's typing (older memories do not)."""
    return isinstance(metadata.get("attribute"), str) and isinstance(metadata.get("about"), str)


def specific(metadata: Mapping[str, Any]) -> bool:
    """Pure: a memory the model typed on a specific attribute (not "other")."""
    return typed(metadata) and metadata["attribute"] not in GENERIC


def same_subject(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Pure: two typed memories about the same person's same (specific) attribute."""
    return (
        specific(a)
        and typed(b)
        and a["attribute"] == b["attribute"]
        and same_person(str(a["about"]), str(b["about"]))
    )


def polarity(metadata: Mapping[str, Any]) -> str:
    value = metadata.get("polarity")
    return value if isinstance(value, str) and value else "holds"


def same_value(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Pure: the same value with the same polarity (folded words compared)."""
    return polarity(a) == polarity(b) and words(str(a.get("value", ""))) == words(
        str(b.get("value", ""))
    )


def replaces(new: Mapping[str, Any], old: Mapping[str, Any]) -> bool:
    """Pure: whether a new fact on the old one's subject replaces it without asking: an
    attribute with one value at a time that changed, or a polarity that changed ("User no
    longer eats meat" after "User eats meat")."""
    if not same_subject(new, old) or same_value(new, old):
        return False
    return str(new["attribute"]) in EXCLUSIVE or polarity(new) != polarity(old)


def in_profile(attribute: str, about: str, flagged: bool, fact_polarity: str) -> bool:
    """Pure: whether a fact belongs in the profile: the model's flag, bounded by its
    attribute (never for one occasion or thing; always for a standing constraint that
    still holds, of the user or of someone they care for)."""
    if attribute in NEVER_PROFILE or fact_polarity == "no_longer":
        return False
    if attribute in STANDING:
        return True
    return flagged and is_user(about)
