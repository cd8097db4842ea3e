"""Filter building: no identifier can change an expression's meaning."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memproxy.domain import MemoryType
from memproxy.store import filters

HOSTILE = [
    'alice" or user_key != "',
    "alice' or 1==1 or '",
    "\\",
    '\\"',
    'x" || true || "',
    'user_id != ""',
    "a and b or c",
    "☃ 日本 🎉",
    "line\nbreak\x00nul\x7f",
    "a" * 10_000,
    "",
]
KEY = re.compile(r"^[0-9a-f]{64}$")


@pytest.mark.parametrize("user", HOSTILE[:-1])
def test_hostile_user_ids_become_hex_keys(user: str) -> None:
    expr = filters.scope_filter(user, user)
    keys = re.findall(r'"([^"]*)"', expr)
    assert all(KEY.match(k) for k in keys), expr
    assert user not in expr or user == ""


@given(st.text(max_size=300), st.one_of(st.none(), st.text(max_size=50)))
@settings(max_examples=300)
def test_any_identifier_yields_the_same_expression_shape(user: str, project: str | None) -> None:
    expr = filters.scope_filter(user, project, types=[MemoryType.SEMANTIC])
    shape = re.sub(r'"[0-9a-f]{64}"', "K", expr)
    assert shape in (
        'user_key == K and project_key == K and archived == false and type in ["semantic"]',
        'user_key == K and project_key == "" and archived == false and type in ["semantic"]',
    )


@given(st.text(max_size=200))
@settings(max_examples=300)
def test_quote_string_never_closes_early(value: str) -> None:
    quoted = filters.quote_string(value)
    assert quoted.startswith('"') and quoted.endswith('"')
    inner = quoted[1:-1]
    # every quote or backslash inside is escaped: walking escapes never ends the literal
    i = 0
    while i < len(inner):
        if inner[i] == "\\":
            i += 2
            continue
        assert inner[i] not in ('"', "'") and ord(inner[i]) >= 32
        i += 1
    assert i == len(inner)


@given(st.text(max_size=64))
def test_memory_ids_are_validated(value: str) -> None:
    if not re.fullmatch(r"[0-9a-f]{32}", value):
        with pytest.raises(ValueError):
            filters.eq_id(value)


def test_keys_distinguish_values() -> None:
    assert filters.key_of("alice") != filters.key_of("alice ")
    assert filters.optional_key_of("") == filters.optional_key_of(None) == ""
    assert KEY.match(filters.key_of(""))


@given(st.lists(st.one_of(st.text(max_size=40), st.sampled_from(HOSTILE))))
def test_an_id_list_has_one_closed_literal_per_id(values: list[str]) -> None:
    good = "0123456789abcdef" * 2
    expr = filters.in_ids([good, *values])
    assert expr.startswith(f'id in ["{good}"') and expr.endswith("]")
    unescaped = re.findall(r'(?<!\\)(?:\\\\)*"', expr)
    assert len(unescaped) == 2 * (len(values) + 1), expr
    assert filters.in_ids([]) == "id in []"
