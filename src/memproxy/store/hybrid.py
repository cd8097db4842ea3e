"""Which retrieval a Milvus store gets, and the pure parts of a hybrid search.

Hybrid retrieval ranks a user's memories by the dense vector (a Milvus search) and by
BM25 over their keyword text, with the user's own word statistics
(memproxy.store.keywords), and memproxy fuses the two itself (`fuse`): weighted, each
side's scores divided by its best, or RRF over the two rankings. Milvus's rankers are
not used: on Milvus Lite its BM25 distances are negative and its WeightedRanker's
normalisation ranks them badly, and its BM25 weighs words by every user's rows.
Every collection memproxy makes holds each row's keyword text, on every Milvus version
(no server function is needed); a collection made before hybrid gets dense retrieval
until `memproxy migrate-collection` rebuilds it, which the store logs at start-up and
/readyz shows.

Whatever ranks the hits, a hit's score stays the cosine of its vector to the query's:
thresholds and the relative margin keep their meaning in every mode.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from memproxy.config import MilvusSettings

Mode = Literal["hybrid", "dense", "keyword"]
"""keyword (BM25 alone) is for the evaluation only: no setting picks it."""


@dataclass(frozen=True)
class Decision:
    mode: Literal["hybrid", "dense"]
    reason: str
    terms: bool
    """Rows carry the keyword text field: a new collection is made with it, and every
    write to a collection that has it fills it, in either mode (Milvus refuses a row
    without a field of its schema, and a usage count is a delete and an insert: a
    refused insert lost the memory)."""


def decide_mode(wanted: str, exists: bool, collection_terms: bool) -> Decision:
    """The mode a store runs in, from the setting and the collection."""
    terms = collection_terms if exists else wanted != "dense"
    if wanted == "dense":
        return Decision("dense", "memory.milvus.retrieval is dense", terms)
    if not terms:
        reason = (
            "the collection was made before hybrid retrieval (no keyword text field); "
            "run `memproxy migrate-collection` to rebuild it with one"
        )
        return Decision("dense", reason, terms)
    return Decision("hybrid", "dense vectors and BM25 (per user), fused", terms)


def lite_keyword_pause(wanted: str, rows: int, max_rows: int) -> str | None:
    """Why a Milvus Lite store in auto retrieval searches dense only for now (None: it
    need not). Set when Lite's own BM25 ranked the keyword side: it scored every row of
    the collection, whoever's (42 ms at 100k rows on this project's 2-core machine, past
    the request's memory deadline, so a request got no memories at all), where the dense
    search reads the user's partition (5 ms). memproxy now ranks the keyword side itself
    from the user's rows, and at 100k rows hybrid is still too slow on Lite (search
    stage 26 ms mean against dense's 8; 27% of memory steps past the deadline: Lite
    runs one call at a time and its id-filtered search costs 7-12 ms), so the limit
    stays. An explicit `retrieval: hybrid` is the operator's choice and is kept."""
    if wanted != "auto" or max_rows == 0 or rows <= max_rows:
        return None
    return (
        f"Milvus Lite holds {rows:,} rows, over memory.milvus.lite_keyword_max_rows "
        f"({max_rows:,}): hybrid was too slow for the request deadline at this size "
        "on Lite (use a Milvus server for hybrid at this size)"
    )


@dataclass(frozen=True)
class Fusion:
    """How the two searches' hits become one ranking."""

    kind: Literal["rrf", "weighted"] = "weighted"
    dense_weight: float = 0.7
    rrf_k: int = 60
    length_prior: float = 0.4
    """How much a longer memory is preferred (length_prior): 0 not at all."""

    @classmethod
    def of(cls, settings: MilvusSettings) -> Fusion:
        return cls(settings.fusion, settings.dense_weight, settings.rrf_k, settings.length_prior)

    @property
    def weighs_length(self) -> bool:
        """The fused scores are multiplied by the length prior (weighted fusion only)."""
        return self.kind == "weighted" and self.length_prior > 0


def length_prior(words: int, weight: float) -> float:
    """A memory's fused score is multiplied by 1 + weight * ln(1 + words), words its
    keyword text's (content words, memproxy.store.terms). The longer of two equally
    matched messages more often holds what a question asks for: on REALTALK the evidence
    messages have 15.4 content words on average against 8.8 for all messages (Chit-Chat
    9.7 against 7.6), and neither BM25 (length-normalised) nor the mean of a memory's
    sentence vectors (length-blind) ranks by that. Weight 0.4 at dense weight 0.7 was
    the best of those measured (bench.eval.offline, 2026-11-27; R@10 realtalk-speaker /
    realtalk / chitchat / generated 60.1 / 55.4 / 58.1 / 98.4 without, 61.3 / 58.3 /
    58.1 / 98.4 with; R@5 +2.7 / +1.6 / +1.3 / +0.1; README, "Longer memories first")."""
    return 1.0 + weight * math.log1p(max(0, words))


def fuse(
    dense: Sequence[str],
    keyword: Sequence[str],
    cosine: Mapping[str, float],
    bm25: Mapping[str, float],
    fusion: Fusion,
    *,
    lengths: Mapping[str, int],
) -> list[tuple[str, float]]:
    """(id, fused score), best first, of every id either search found.

    dense / keyword: each search's ids, best first. cosine: every id's cosine to the
    query; bm25: the keyword hits' BM25 scores (an id the keyword search did not return
    scores 0 there). weighted: dense_weight * cosine / best cosine + (1 - dense_weight) *
    bm25 / best bm25 (negative cosines count 0); rrf: the sum of 1 / (rrf_k + rank) over
    the rankings an id is in. A weighted score is then multiplied by the id's
    length_prior, from lengths (its keyword text's words; an id not there counts none);
    an RRF score is not (its scores differ by little from rank to rank, so the prior
    would outweigh the ranks: the generated set's R@5 fell from 96.4 to 88.5). Ties keep
    the dense order, then the keyword order."""
    ids = list(dict.fromkeys([*dense, *keyword]))
    if fusion.kind == "rrf":
        score = dict.fromkeys(ids, 0.0)
        for ranking in (dense, keyword):
            for rank, i in enumerate(ranking, start=1):
                score[i] += 1.0 / (fusion.rrf_k + rank)
    else:
        best_cos = max((max(0.0, cosine.get(i, 0.0)) for i in ids), default=0.0)
        best_bm25 = max((bm25.get(i, 0.0) for i in ids), default=0.0)
        w = fusion.dense_weight
        score = {
            i: w * _share(max(0.0, cosine.get(i, 0.0)), best_cos)
            + (1.0 - w) * _share(bm25.get(i, 0.0), best_bm25)
            for i in ids
        }
    if fusion.weighs_length:
        score = {
            i: s * length_prior(lengths.get(i, 0), fusion.length_prior) for i, s in score.items()
        }
    return sorted(score.items(), key=lambda kv: -kv[1])


def _share(value: float, best: float) -> float:
    return value / best if best > 0 else 0.0


def depth(limit: int) -> int:
    """How many hits each ranking contributes to the fusion."""
    return min(1000, max(2 * limit, 20))


def keyword_candidates(depth: int) -> int:
    """How many of the user's best keyword rows are read to give the fusion `depth` of
    them: twice as many, since the search's filter (the project, the types, expiry)
    drops some after the ranking."""
    return 2 * depth
