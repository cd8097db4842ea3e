"""The benchmark's conversations: users who state facts directly and in passing, about
themselves and people close to them, preferences and constraints, facts that change
later, distractor turns (questions, greetings, thanks), and a user who tells nothing.

A fact is found in a memory when every one of its keywords is (case-insensitive, a
keyword matching the start of a word: "peanut" finds "peanuts"). A changed fact also
names its old value: a memory with the old value and not the new one is stale.
The names, places and numbers here appear in no prompt of memproxy's.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    id: str
    kind: str  # self_direct | self_passing | close_person | preference | constraint | changed
    keywords: tuple[str, ...]
    old: tuple[str, ...] = ()  # a changed fact: the old value's keywords


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


USERS: tuple[User, ...] = (
    User(
        "ines",
        sessions=(
            (
                "Hi there!",
                "I'm Ines, I live in Porto and I work as a nurse at a children's hospital.",
                "Can you recommend a good novel for a long flight?",
                "Thanks!",
            ),
            ("Quick update: I moved from Porto to Lyon last month.",),
        ),
        facts=(
            Fact("ines.name", "self_direct", ("Ines",)),
            Fact("ines.job", "self_direct", ("nurse",)),
            Fact("ines.city", "changed", ("Lyon",), old=("Porto",)),
        ),
        questions=(
            Question("What is my name?", "ines.name"),
            Question("What do I do for work?", "ines.job"),
            Question("Which city do I live in?", "ines.city"),
        ),
        forbidden=("novel", "flight"),
    ),
    User(
        "tomas",
        sessions=(
            (
                "My son Emil is allergic to peanuts, so what snacks can I pack for his "
                "school trip?",
                "Also, I'm vegetarian myself: no meat, no fish.",
                "ok thanks",
            ),
        ),
        facts=(
            Fact("tomas.son", "close_person", ("Emil", "peanut")),
            Fact("tomas.diet", "constraint", ("vegetarian",)),
        ),
        questions=(
            Question("Can you suggest a dinner recipe for me?", "tomas.diet"),
            Question("What should I leave out when I bake cookies for my son?", "tomas.son"),
        ),
        forbidden=("school trip",),
    ),
    User(
        "priya",
        sessions=(
            (
                "I'm planning a trip to Kyoto in April with a budget of 3000 euros.",
                "What's the weather like there in spring?",
                "I prefer quiet ryokans over big hotels.",
            ),
            ("Change of plans: the Kyoto trip moves from April to October.",),
        ),
        facts=(
            Fact("priya.trip", "changed", ("Kyoto", "October"), old=("April",)),
            Fact("priya.budget", "self_passing", ("3000",)),
            Fact("priya.stay", "preference", ("ryokan",)),
        ),
        questions=(
            Question("When is my trip to Kyoto?", "priya.trip"),
            Question("How much can I spend on my trip?", "priya.budget"),
            Question("Where should I stay on my trip?", "priya.stay"),
        ),
        forbidden=("rain", "cherry"),
    ),
    User(
        "marek",
        sessions=(
            (
                "I maintain a billing service written in Rust that runs on Kubernetes.",
                "How do I add a readiness probe?",
                "We can only deploy on Tuesdays because of a change freeze.",
            ),
        ),
        facts=(
            Fact("marek.lang", "self_passing", ("billing", "Rust")),
            Fact("marek.deploy", "constraint", ("Tuesday",)),
        ),
        questions=(
            Question("What language is my billing service written in?", "marek.lang"),
            Question("On which day of the week can I deploy my billing service?", "marek.deploy"),
        ),
        forbidden=("readiness",),
    ),
    User(
        "sofia",
        sessions=(
            (
                "My partner Luca and I are adopting a dog next week. Luca is a vet, so he will "
                "handle the shots. Which breeds suit a small flat?",
                "We live in a small flat in Turin without a garden.",
            ),
        ),
        facts=(
            Fact("sofia.partner", "close_person", ("Luca", "vet")),
            Fact("sofia.city", "self_passing", ("Turin",)),
        ),
        questions=(
            Question("What does my partner do for a living?", "sofia.partner"),
            Question("Which city do I live in?", "sofia.city"),
        ),
        forbidden=("beagle", "poodle", "terrier"),
        idle=True,
    ),
    User(
        "olga",  # tells nothing about herself: anything learned is invented
        sessions=(
            (
                "Hello!",
                "What is the capital of Australia?",
                "How do I boil an egg?",
                "Thanks a lot!",
            ),
        ),
        questions=(),
        forbidden=("Canberra", "egg", "Australia"),
    ),
)
