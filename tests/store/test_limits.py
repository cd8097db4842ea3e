"""memproxy.store.limits: what the store accepts, as a table (pure)."""

from __future__ import annotations

from typing import Any

import pytest

from memproxy.domain import Memory
from memproxy.store.limits import InvalidMemory, check_memories, check_memory


def memory(**kw: Any) -> Memory:
    return Memory(user_id="u", content="c", **kw)


@pytest.mark.parametrize(
    "fields",
    [
        {},
        {"access_count": 2**63 - 1, "last_accessed": -(2**63)},
        {"metadata": {"n": 2**64 - 1, "m": -(2**63), "f": 1e308, "s": "é", "l": [None, True]}},
        {"superseded_by": "x" * 64, "project_id": "é" * 512},
        {"metadata": {"s": "a" * 65_000}},
        {"metadata": {"d": [[[[{"a": 1}]]]]}},
    ],
)
def test_accepted(fields: dict[str, Any]) -> None:
    check_memory(memory(**fields))


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"access_count": 2**63}, "access_count"),
        ({"last_accessed": -(10**20)}, "last_accessed"),
        ({"created_at": 2**64}, "created_at"),
        ({"metadata": {"n": 2**64}}, "metadata.n"),
        ({"metadata": {"a": [0, {"n": -(2**63) - 1}]}}, "metadata.a.1.n"),
        ({"metadata": {"f": float("inf")}}, "metadata.f"),
        ({"metadata": {"f": float("nan")}}, "metadata.f"),
        ({"metadata": {"s": "\ud800"}}, "metadata.s"),
        ({"metadata": {"\udfff": 1}}, "metadata.\udfff"),
        ({"metadata": {"s": "a" * 70_000}}, "metadata"),
        ({"superseded_by": "x" * 65}, "superseded_by"),
        ({"project_id": "é" * 513}, "project_id"),  # 1,026 bytes: VARCHAR(1024) counts bytes
        ({"session_id": "\ud800"}, "session_id"),
        ({"entities": ["ok", "\ud800"]}, "entities.1"),
        ({"entities": ["e" * 70_000]}, "entities"),
    ],
)
def test_refused_naming_the_field(fields: dict[str, Any], field: str) -> None:
    with pytest.raises(InvalidMemory) as caught:
        check_memory(memory(**fields))
    assert caught.value.field == field
    assert caught.value.index is None


def test_too_deep() -> None:
    deep: Any = 1
    for _ in range(70):
        deep = [deep]
    with pytest.raises(InvalidMemory, match="nested deeper"):
        check_memory(memory(metadata={"d": deep}))


def test_a_batch_names_the_first_bad_item() -> None:
    items = [memory(), memory(), memory(metadata={"n": 2**64}), memory(access_count=2**64)]
    with pytest.raises(InvalidMemory) as caught:
        check_memories(items)
    assert (caught.value.index, caught.value.field) == (2, "metadata.n")
    assert caught.value.located("memories") == "memories.2.metadata.n"
