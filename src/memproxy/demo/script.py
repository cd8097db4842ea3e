"""The demo's scripted conversation and its check (pure data and functions)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Api = Literal["responses", "chat"]


@dataclass(frozen=True)
class Turn:
    api: Api
    text: str
    stream: bool = False
    expect: str = ""
    """Session 2: a word the answer must carry when memory works (case-insensitive)."""


USER = "alice"
SESSION_1 = (
    Turn("responses", "Hi! I'm planning a trip to Hawaii and my budget is $10,000."),
    Turn("chat", "Important for restaurants: I'm allergic to peanuts."),
    Turn(
        "responses", "My preferred programming language is Rust, so please use it in code examples."
    ),
)
SESSION_2 = (
    Turn("responses", "What's my budget for the Hawaii trip?", expect="10,000"),
    Turn(
        "chat", "Which food allergy should the restaurant know about?", stream=True, expect="peanut"
    ),
    Turn("chat", "Which programming language do I prefer?", expect="rust"),
)


def shows_memory(turn: Turn, answer: str) -> bool:
    return bool(turn.expect) and turn.expect.lower() in answer.lower()
