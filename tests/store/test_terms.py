"""keyword_text: what the BM25 function sees (pure)."""

from __future__ import annotations

import pytest

from memproxy.store.terms import fold, keyword_text


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("What do you think about my trip to Lisbon?", "trip lisbon"),
        ("User is vegetarian.", "user vegetarian"),
        ("Anna's dogs love the parties", "anna dog love party"),
        ("I'm NOT sure, you know", "sure"),
        ("what do you", ""),
        ("", ""),
        ("PostgreSQL 16 — on-call", "postgresql 16 call"),
        ("it\u2019s Bob\u2019s", "bob"),
    ],
)
def test_keyword_text(text: str, words: str) -> None:
    assert keyword_text(text) == words


@pytest.mark.parametrize(
    ("word", "folded"),
    [("dogs", "dog"), ("class", "class"), ("bus", "bus"), ("is", "is"), ("cities", "city")],
)
def test_fold(word: str, folded: str) -> None:
    assert fold(word) == folded
