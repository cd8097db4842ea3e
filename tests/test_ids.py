"""memproxy.ids: the one rule for ids, as a table."""

from __future__ import annotations

import pytest

from memproxy.ids import InvalidId, parse_id

UNICODE_SPACES = ["\u00a0", "\u2003", "\u3000", "\u2028", "\u1680", "\u205f", "\u200b"]


@pytest.mark.parametrize(
    ("raw", "parsed"),
    [
        ("alice", "alice"),
        (" alice\t", "alice"),  # HTTP's OWS, as Envoy trims it from a header
        ("al ice", "al ice"),
        ("", ""),
        (" \t ", ""),
        ("Z\ufffd", "Z\ufffd"),  # a real U+FFFD is a character like any other
        ("Zoë", "Zoë"),
        (b"Zo\xc3\xab", "Zoë"),
        (b" bob ", "bob"),
        *[(f"A{space}", f"A{space}") for space in UNICODE_SPACES],  # exact: another user
        *[(f"{space}A", f"{space}A") for space in UNICODE_SPACES],
    ],
)
def test_ids_are_exact_but_for_ascii_spaces_at_the_ends(raw: str | bytes, parsed: str) -> None:
    assert parse_id(raw) == parsed


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        (b"Z\xff", "UTF-8"),
        (b"Z\xfe", "UTF-8"),
        (b"Z\xc3", "UTF-8"),
        (b"Z\xe9", "UTF-8"),
        ("Z\udcff", "UTF-8"),  # header bytes decoded with surrogateescape
        ("Z\ud800", "UTF-8"),  # a JSON escape of a lone surrogate
        ("bad\x00id", "control"),
        ("line\nbreak", "control"),
        ("A\u0085", "control"),  # NEL is C1: str.strip() removed it, merging users
        ("A\x7f", "control"),
        ("a" * 1025, "longer"),
    ],
)
def test_broken_ids_are_refused_never_repaired(raw: str | bytes, why: str) -> None:
    with pytest.raises(InvalidId, match=why):
        parse_id(raw)


def test_the_length_limit_is_the_callers() -> None:
    assert parse_id("a" * 8, max_len=8) == "a" * 8
    with pytest.raises(InvalidId):
        parse_id("a" * 9, max_len=8)
