"""bench.lite_writes, small: the App it builds injects (both of its embedders started)."""

from __future__ import annotations

import pytest

from bench import lite_writes


async def test_a_short_run_injects_and_measures_every_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(lite_writes, "SEEDED_USERS", 5)
    points = await lite_writes.run(flush_every=4, writes=6, every=3, requests=4)
    assert [p["writes"] for p in points] == [0, 3, 6]
    # the questions' embedder was once left unstarted: every request went without memory
    assert all(p["injected_rate"] > 0 for p in points)
    assert all(p["search"]["p50_ms"] > 0 for p in points)
