"""memproxy.text: derived text is well-formed."""

from __future__ import annotations

import json

import pytest

from memproxy.text import well_formed


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("plain", "plain"),
        ("a \ud800 b", "a \ufffd b"),
        ("\udfff", "\ufffd"),
        (json.loads('"\\ud83d\\ude00"'), "\U0001f600"),  # an escaped pair is one character
        (json.loads('"\\ud83d x"'), "\ufffd x"),
    ],
)
def test_lone_surrogates_become_replacement_characters(text: str, expected: str) -> None:
    assert well_formed(text) == expected
    well_formed(text).encode()  # never raises
