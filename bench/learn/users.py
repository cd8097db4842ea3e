"""The learning benchmark's data types: a user's sessions, the facts they state and the
questions asked later (bench.learn.data and bench.learn.sets_heldout hold the sets)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    id: str
    kind: str  # self_direct | self_passing | close_person | preference | constraint | changed
    # | inferred (said only by what it implies) | negation (something the user does not do)
    keywords: tuple[str, ...]  # each starts a word of the memory; "a|b": either does
    old: tuple[str, ...] = ()  # a changed fact: the old value's keywords
    negated: bool = False  # the memory must also say "not" (not, no, nicht, ne, pas, ...)


@dataclass(frozen=True)
class Question:
    text: str
    fact: str  # the fact id whose keywords the injected memory must hold


@dataclass(frozen=True)
class User:
    id: str
    sessions: tuple[tuple[str, ...], ...]  # the user's turns, session by session
    facts: tuple[Fact, ...] = ()
    questions: tuple[Question, ...] = ()
    forbidden: tuple[str, ...] = ()  # words that only an invented memory would hold
    idle: bool = False  # no session end: learned by the inactivity flush
    replies: tuple[tuple[str, str], ...] = ()
    """(a turn of the user's, the assistant's scripted answer to it): the upstream answers
    that turn with these words instead of listing the memories it was given."""
