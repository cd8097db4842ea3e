"""Re-rankers and fusion measured by the evaluation: small pure functions over a
question's candidates, written so they could move into memproxy's request path as they
are (the search pipeline: RRF fusion, temporal decay, MMR diversity).

A candidate is one memory of the user with its cosine to the query. Every function
returns memory ids, best first; the injection gate and the top-k are applied by `select`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

DAY_MS = 86_400_000
Similarity = Callable[[str, str], float]


@dataclass(frozen=True)
class Candidate:
    id: str
    score: float  # cosine between the query and the memory
    created_at: int  # epoch ms


def dense_order(candidates: Sequence[Candidate]) -> list[str]:
    """By cosine, best first (ties by id, so the order is total)."""
    return [c.id for c in sorted(candidates, key=lambda c: (-c.score, c.id))]


def select(order: Sequence[str], passes: Callable[[str], bool], limit: int) -> list[str]:
    """What would be injected: the first `limit` ids of `order` that pass the gate."""
    return [i for i in order if passes(i)][:limit]


def rank_order(scores: Mapping[str, float]) -> list[str]:
    """Ids with a positive score, best first (a keyword ranking: zero means no match)."""
    return [i for i, s in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])) if s > 0]


def rrf(
    rankings: Sequence[Sequence[str]], k: int = 60, weights: Sequence[float] | None = None
) -> dict[str, float]:
    """Reciprocal rank fusion: sum over rankings of weight / (k + rank), rank from 1."""
    fused: dict[str, float] = {}
    for n, ranking in enumerate(rankings):
        weight = 1.0 if weights is None else weights[n]
        for rank, memory_id in enumerate(ranking, start=1):
            fused[memory_id] = fused.get(memory_id, 0.0) + weight / (k + rank)
    return fused


def hybrid_order(
    candidates: Sequence[Candidate],
    keyword_scores: Mapping[str, float],
    k: int = 60,
    keyword_weight: float = 1.0,
) -> list[str]:
    """Dense and keyword rankings fused with RRF (the keyword ranking weighted by
    `keyword_weight`); ties by cosine, then id."""
    cosine = {c.id: c.score for c in candidates}
    fused = rrf([dense_order(candidates), rank_order(keyword_scores)], k, (1.0, keyword_weight))
    return sorted(fused, key=lambda i: (-fused[i], -cosine.get(i, -1.0), i))


def mmr(
    candidates: Sequence[Candidate], similarity: Similarity, lam: float = 0.7, limit: int = 5
) -> list[str]:
    """Maximal marginal relevance: each pick maximises
    lam * cosine(query, m) - (1 - lam) * max cosine(m, already picked)."""
    pool = sorted(candidates, key=lambda c: (-c.score, c.id))
    picked: list[str] = []
    while pool and len(picked) < limit:

        def gain(c: Candidate) -> float:
            redundancy = max((similarity(c.id, p) for p in picked), default=0.0)
            return lam * c.score - (1.0 - lam) * redundancy

        best = max(pool, key=lambda c: (gain(c), -pool.index(c)))
        picked.append(best.id)
        pool.remove(best)
    return picked


def recency_factor(age_days: float, half_life_days: float = 30.0, weight: float = 0.2) -> float:
    """1 for a memory made now, falling towards 1 - weight with age (half-life decay)."""
    age = max(0.0, age_days)
    return (1.0 - weight) + weight * math.pow(0.5, age / half_life_days)


def recency_weighted(
    candidates: Sequence[Candidate],
    now_ms: int,
    half_life_days: float = 30.0,
    weight: float = 0.2,
) -> list[Candidate]:
    """The candidates with their cosine scaled by `recency_factor` of their age."""
    return [
        Candidate(
            c.id,
            c.score * recency_factor((now_ms - c.created_at) / DAY_MS, half_life_days, weight),
            c.created_at,
        )
        for c in candidates
    ]


def drop_superseded(
    order: Sequence[str],
    created_at: Mapping[str, int],
    similarity: Similarity,
    threshold: float = 0.85,
) -> list[str]:
    """Newest wins: drop a memory when a newer one in `order` is a near duplicate of it
    (cosine >= threshold), e.g. an old budget beside its update."""
    return [
        i
        for i in order
        if not any(
            j != i and created_at[j] > created_at[i] and similarity(i, j) >= threshold
            for j in order
        )
    ]


def within_margin(candidates: Sequence[Candidate], margin: float) -> set[str]:
    """Ids whose score is within `margin` of the best one (a gate relative to the top hit:
    a clear winner leaves its weaker neighbours out)."""
    if not candidates:
        return set()
    top = max(c.score for c in candidates)
    return {c.id for c in candidates if c.score >= top - margin}
