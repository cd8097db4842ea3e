"""Which expiry a memory gets, and the list of what retention covers (pure)."""

from __future__ import annotations

import pytest

from memproxy.config import DAY_MS, RetentionSettings, days_ms
from memproxy.domain import Memory, MemoryType
from memproxy.lifecycle.retention import expiry_for, targets

SETTINGS = RetentionSettings(memory_days={MemoryType.EPISODIC: 2, MemoryType.TASK: 0.5})


@pytest.mark.parametrize(
    ("type_", "given", "expected"),
    [
        (MemoryType.EPISODIC, None, 1000 + 2 * DAY_MS),
        (MemoryType.TASK, None, 1000 + DAY_MS // 2),
        (MemoryType.PREFERENCE, None, 0),  # a type not named never expires
        (MemoryType.EPISODIC, 0, 0),  # the write said never
        (MemoryType.EPISODIC, 5, 5),  # the write's own time wins
    ],
)
def test_expiry_for(type_: MemoryType, given: int | None, expected: int) -> None:
    memory = Memory(user_id="u", content="c", type=type_, created_at=1000, expires_at=given)
    assert expiry_for(memory, SETTINGS) == expected


def test_zero_days_keeps_until_forgotten() -> None:
    assert days_ms(0) is None
    assert days_ms(1.5) == int(1.5 * DAY_MS)


def test_every_state_kind_has_a_target() -> None:
    kept = RetentionSettings(responses_days=0)
    found = {t.kind: t.keep_ms for t in targets(kept, state=None, prune_memories=None)}  # type: ignore[arg-type]
    assert found == {
        "responses": None,
        "sessions": 30 * DAY_MS,
        "turns": 30 * DAY_MS,
        "dead_jobs": 14 * DAY_MS,
    }


def test_the_default_retention_keeps_preferences_and_expires_episodes() -> None:
    defaults = RetentionSettings()
    assert MemoryType.PREFERENCE not in defaults.memory_days
    assert defaults.memory_days[MemoryType.EPISODIC] > 0
