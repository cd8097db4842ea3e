"""Profile selection and merging (pure)."""

from __future__ import annotations

from memproxy.domain import Memory, MemoryType, ScoredMemory
from memproxy.pipeline.profile import is_pinned, merge, select_profile


def mem(content: str, importance: int = 4, pinned: bool = False, at: int = 1) -> Memory:
    return Memory(
        user_id="u",
        content=content,
        type=MemoryType.PREFERENCE,
        importance=importance,
        metadata={"pinned": True} if pinned else {},
        updated_at=at,
    )


def test_pinned_first_then_importance_then_newest() -> None:
    a, b, c, d = mem("a", 4, at=1), mem("b", 5), mem("c", 3, pinned=True), mem("d", 4, at=9)
    assert select_profile([a, b, c, d], 10, 1000) == [c, b, d, a]
    assert is_pinned(c) and not is_pinned(a)
    assert not is_pinned(mem("x").model_copy(update={"metadata": {"pinned": "yes"}}))


def test_bounded_by_items_and_chars() -> None:
    items = [mem(f"fact {i}", at=i) for i in range(20)]
    assert len(select_profile(items, 8, 10_000)) == 8
    assert select_profile(items, 8, 0) == []
    long, short = mem("x" * 300, 5), mem("short", 4)
    assert select_profile([long, short], 8, 100) == [short]  # the long one does not fit
    assert select_profile([long], 8, 400) == [long]


def test_merge_puts_profile_first_without_duplicates() -> None:
    p = mem("User is vegetarian.")
    same_text = Memory(user_id="u", content="User is vegetarian.")
    other = Memory(user_id="u", content="Trip to Lisbon in June")
    hits = [ScoredMemory(memory=x, score=0.5) for x in (p, same_text, other)]
    merged = merge([p], hits)
    assert [h.memory.id for h in merged] == [p.id, other.id]
    assert merged[0].score == 1.0
    assert merge([], hits) == hits
