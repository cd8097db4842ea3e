"""Seed 001's cleanup rules, as a table (pure)."""

from __future__ import annotations

import pytest

from memproxy.config import DAY_MS
from memproxy.domain import Memory, MemoryType
from memproxy.lifecycle.cleanup import CleanupRules, choose, reason_for

NOW = 1_000 * DAY_MS
RULES = CleanupRules()


def memory(days_old: float, importance: int = 3, **kw: object) -> Memory:
    at = int(NOW - days_old * DAY_MS)
    fields = {"created_at": at, "updated_at": at, **kw}
    return Memory(user_id="u", content="c", importance=importance, **fields)  # type: ignore[arg-type]


EPISODIC = MemoryType.EPISODIC


@pytest.mark.parametrize(
    ("case", "expected"),
    [
        (memory(31, 2, type=EPISODIC), "old_episodic"),
        (memory(29, 2, type=EPISODIC), None),  # not old yet
        (memory(31, 3, type=EPISODIC), None),  # important enough
        (memory(31, 2), None),  # not episodic, importance 2 is not stale-low
        (memory(15, 1), "stale"),
        (memory(13, 1), None),  # updated recently
        (memory(15, 1, last_accessed=NOW - DAY_MS), None),  # injected yesterday: in use
        (memory(15, 2), None),
        (memory(0, 5, superseded_by="abc"), "superseded"),
        (memory(90, 1, type=EPISODIC, archived=True), None),  # already archived
    ],
)
def test_reason_for(case: Memory, expected: str | None) -> None:
    assert reason_for(case, RULES, NOW) == expected


def test_thresholds_come_from_the_rules() -> None:
    rules = CleanupRules(episodic_days=1, episodic_max_importance=5, superseded=False)
    assert reason_for(memory(2, 5, type=EPISODIC), rules, NOW) == "old_episodic"
    assert reason_for(memory(0, 5, superseded_by="abc"), rules, NOW) is None


def test_choose_keeps_the_listing_order() -> None:
    a, b, c = memory(40, 1, type=EPISODIC), memory(1, 5), memory(20, 1)
    assert [(p.memory.id, p.reason) for p in choose([a, b, c], RULES, NOW)] == [
        (a.id, "old_episodic"),
        (c.id, "stale"),
    ]
