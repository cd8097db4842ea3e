"""The latency benchmark's per-mode memory outcomes (pure)."""

from bench.latency import memory_outcomes


def test_requests_with_a_late_part_are_not_counted_within_the_deadline() -> None:
    counts = {
        "responses/injected": 95.0,
        "responses/no_memories": 3.0,
        "responses/memory_failed": 2.0,
        "responses/skipped": 40.0,
        "error/deadline": 2.0,
        "error/search_late": 1.0,
        "error/profile_late": 4.0,
        "error/embed": 0.0,
    }
    got = memory_outcomes(counts)
    assert got["searched"] == 100
    assert (got["deadline"], got["search_late"], got["profile_late"]) == (2, 1, 4)
    assert got["within_deadline"] == 93
    assert got["within_share"] == 0.93
    assert got["injected"] == 95


def test_a_mode_that_never_searched_has_nothing_to_serve() -> None:
    got = memory_outcomes({"responses/skipped": 30.0, "responses/no_user": 30.0})
    assert got["searched"] == 0
    assert got["within_share"] == 1.0
