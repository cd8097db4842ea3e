"""The relative gate: only hits within a margin of the best one are injected."""

from __future__ import annotations

from memproxy.domain import Memory, ScoredMemory
from memproxy.pipeline.retrieve import near_best


def hit(content: str, score: float) -> ScoredMemory:
    return ScoredMemory(memory=Memory(user_id="u", content=content), score=score)


HITS = [hit("budget is $15K", 0.81), hit("likes hiking", 0.74), hit("team of 5", 0.52)]


def test_a_clear_winner_leaves_weaker_neighbours_out() -> None:
    assert [h.memory.content for h in near_best(HITS, 0.1)] == ["budget is $15K", "likes hiking"]
    assert [h.memory.content for h in near_best(HITS, 0.05)] == ["budget is $15K"]


def test_equally_good_hits_all_stay_in_order() -> None:
    assert near_best(HITS, 0.5) == HITS
    assert near_best(HITS, None) == HITS
    assert near_best([], 0.1) == []
