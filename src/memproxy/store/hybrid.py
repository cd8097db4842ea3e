"""Which retrieval a Milvus store gets, and the pure parts of a hybrid search.

Hybrid retrieval ranks a user's memories by the dense vector and by BM25 over the
content (a Milvus BM25 function fills a sparse vector on insert) and fuses the two
rankings (RRF or weighted). Milvus Lite and servers from 2.5 on have the function; a 2.3
server and a collection made before hybrid (no sparse field) get dense retrieval, which
the store logs at start-up and /readyz shows.

Whatever ranks the hits, a hit's score stays the cosine of its vector to the query's:
thresholds and the relative margin keep their meaning in every mode.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import numpy as np
from pymilvus import RRFRanker, WeightedRanker

from memproxy.config import MilvusSettings

Mode = Literal["hybrid", "dense", "keyword"]
"""keyword (BM25 alone) is for the evaluation only: no setting picks it."""

_VERSION = re.compile(r"v?(\d+)\.(\d+)")


def supports_bm25(server_version: str) -> bool:
    """Whether a Milvus server of this version (`v2.5.9`, `2.3.5`) has the BM25 function."""
    match = _VERSION.match(server_version.strip())
    if match is None:
        return False
    return (int(match[1]), int(match[2])) >= (2, 5)


@dataclass(frozen=True)
class Decision:
    mode: Literal["hybrid", "dense"]
    reason: str
    create_hybrid: bool  # a new collection gets the sparse field


def decide_mode(wanted: str, server_bm25: bool, exists: bool, collection_sparse: bool) -> Decision:
    """The mode a store runs in, from the setting, the server and the collection."""
    if wanted == "dense":
        return Decision("dense", "memory.milvus.retrieval is dense", create_hybrid=False)
    if not server_bm25:
        reason = "this Milvus server has no BM25 function (needs >= 2.5)"
        return Decision("dense", reason, create_hybrid=False)
    if exists and not collection_sparse:
        reason = (
            "the collection was made before hybrid retrieval (no BM25 field); "
            "run `memproxy migrate-collection` to rebuild it with one"
        )
        return Decision("dense", reason, create_hybrid=False)
    return Decision("hybrid", "BM25 and dense vectors, fused", create_hybrid=True)


def lite_keyword_pause(wanted: str, rows: int, max_rows: int) -> str | None:
    """Why a Milvus Lite store in auto retrieval searches dense only for now (None: it
    need not). Lite's BM25 search scores every row of the collection, whoever's: 42 ms at
    100k rows on this project's 2-core machine, past the request's memory deadline (so a
    request got no memories at all), where its dense search reads the user's partition
    (5 ms). An explicit `retrieval: hybrid` is the operator's choice and is kept."""
    if wanted != "auto" or max_rows == 0 or rows <= max_rows:
        return None
    return (
        f"Milvus Lite holds {rows:,} rows, over memory.milvus.lite_keyword_max_rows "
        f"({max_rows:,}): its BM25 search scans every user's rows, too slow for the "
        "request deadline (use a Milvus server >= 2.5 for hybrid at this size)"
    )


def ranker(settings: MilvusSettings) -> Any:
    if settings.fusion == "weighted":
        return WeightedRanker(settings.dense_weight, 1.0 - settings.dense_weight)
    return RRFRanker(settings.rrf_k)


def depth(limit: int) -> int:
    """How many hits each ranking contributes to the fusion."""
    return min(1000, max(2 * limit, 20))


def cosines(query: Sequence[float], vectors: Sequence[Sequence[float]]) -> list[float]:
    """Cosine of each vector to the query (0.0 for a zero vector)."""
    if not vectors:
        return []
    q = np.asarray(query, dtype=np.float32)
    m = np.asarray(vectors, dtype=np.float32)
    norms = np.linalg.norm(m, axis=1) * float(np.linalg.norm(q))
    dots = m @ q
    out = np.divide(dots, norms, out=np.zeros_like(dots), where=norms > 0)
    return [min(1.0, float(x)) for x in out]
