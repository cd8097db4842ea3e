"""The re-rankers of the evaluation (bench/eval/rank.py): pure functions."""

from __future__ import annotations

import pytest

from bench.eval.rank import (
    DAY_MS,
    Candidate,
    dense_order,
    drop_superseded,
    hybrid_order,
    mmr,
    rank_order,
    recency_factor,
    recency_weighted,
    rrf,
    select,
    within_margin,
)

NOW = 100 * DAY_MS


def test_dense_order_and_select() -> None:
    cands = [Candidate("a", 0.3, 0), Candidate("b", 0.9, 0), Candidate("c", 0.5, 0)]
    order = dense_order(cands)
    assert order == ["b", "c", "a"]
    scores = {c.id: c.score for c in cands}
    assert select(order, lambda i: scores[i] >= 0.4, 5) == ["b", "c"]
    assert select(order, lambda i: True, 1) == ["b"]


def test_rrf_sums_reciprocal_ranks() -> None:
    fused = rrf([["a", "b"], ["b", "c"]], k=60)
    assert fused["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert fused["a"] == pytest.approx(1 / 61)
    assert rrf([["a"], ["b"]], k=60, weights=(1.0, 0.5))["b"] == pytest.approx(0.5 / 61)


def test_rank_order_drops_non_matches() -> None:
    assert rank_order({"a": 0.0, "b": 2.0, "c": 1.0}) == ["b", "c"]


def test_hybrid_lifts_a_keyword_match() -> None:
    cands = [Candidate("a", 0.50, 0), Candidate("b", 0.49, 0), Candidate("c", 0.48, 0)]
    assert hybrid_order(cands, {"c": 3.0}) == ["c", "a", "b"]
    assert hybrid_order(cands, {})[0] == "a"


def test_mmr_skips_a_near_duplicate() -> None:
    cands = [Candidate("a", 0.9, 0), Candidate("a2", 0.89, 0), Candidate("b", 0.6, 0)]

    def sim(x: str, y: str) -> float:
        return 0.99 if {x, y} == {"a", "a2"} else 0.0

    assert mmr(cands, sim, lam=0.7, limit=2) == ["a", "b"]
    assert mmr(cands, sim, lam=1.0, limit=2) == ["a", "a2"]


def test_recency() -> None:
    assert recency_factor(0) == pytest.approx(1.0)
    assert recency_factor(30, half_life_days=30, weight=0.2) == pytest.approx(0.9)
    assert recency_factor(10_000, weight=0.2) == pytest.approx(0.8)
    old, new = Candidate("old", 0.6, NOW - 60 * DAY_MS), Candidate("new", 0.58, NOW)
    assert dense_order(recency_weighted([old, new], NOW)) == ["new", "old"]


def test_drop_superseded_keeps_the_newest() -> None:
    created = {"old": 1, "new": 2, "other": 0}

    def sim(x: str, y: str) -> float:
        return 0.9 if {x, y} == {"old", "new"} else 0.1

    assert drop_superseded(["old", "new", "other"], created, sim, 0.85) == ["new", "other"]
    assert drop_superseded(["old", "new"], created, sim, 0.95) == ["old", "new"]


def test_within_margin() -> None:
    cands = [Candidate("a", 0.7, 0), Candidate("b", 0.65, 0), Candidate("c", 0.5, 0)]
    assert within_margin(cands, 0.1) == {"a", "b"}
    assert within_margin([], 0.1) == set()
