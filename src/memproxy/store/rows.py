"""A user's active rows held in memory, and the store's search run over them (pure).

A hybrid search on a Milvus server is two calls side by side (the dense search, and the
keyword side's search of its BM25 hits by id): 8-11 ms mean of the injected request
path's 13-18 ms over Envoy alone at 100k-1M memories (bench.latency, 2026-11-26), most
of it the round trips, not the scoring. The store already reads every active row of a
user to build their keyword index (memproxy.store.keywords); for a user with few
enough rows it reads their fields and vectors with it, and a request's search of that
user then runs here: a few hundred dot products and the same BM25 and fusion, well
under a millisecond, no call at all.

The ranking is the store's: the n nearest rows by exact cosine in the scope (Milvus's
search at these sizes is exhaustive within the user's filter, so the same rows), the
keyword side's best BM25 rows in the scope with their cosines, fused by hybrid.fuse.
The scope here is what the store's filter says for a search of the request path: the
user (the rows are theirs), the project (its key, "" for none), not archived (only
active rows are held) and, when given, the types. What may be searched here, and how
fresh the rows must be, the store decides (memproxy.store.milvus.keyword_reads).
"""

from __future__ import annotations

import pickle
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import numpy.typing as npt

from memproxy.store import hybrid
from memproxy.store.keywords import KeywordIndex

Hit = tuple[dict[str, Any], float, float | None, float | None]
"""(entity, cosine, BM25 score or None, fused score or None): what the store scores."""


@dataclass(frozen=True)
class UserRows:
    """A user's keyword index and, when held, each of its rows' fields (`entities`, in
    the index's row order), type and unit vector (`vectors`, one row each).

    The fields are kept pickled, one bytes object a row, and unpickled for the hits only
    (10 rows: ~0.1 ms): held as dicts, 50,000 rows (row_cache_rows) made each of
    Python's full garbage collections traverse them, 28 ms against 1-3 (measured here),
    a pause any request may fall into."""

    keywords: KeywordIndex
    entities: tuple[bytes, ...] = ()
    types: tuple[str, ...] = ()
    vectors: npt.NDArray[np.float32] | None = field(default=None, compare=False)

    @classmethod
    def build(
        cls, rows: Sequence[Mapping[str, Any]], text: str, group: str, vector: str | None
    ) -> UserRows:
        """From rows as Milvus returns them: `text` names the keyword text field, `group`
        the project key; with `vector` (the embedding field) the rows are held too."""
        keywords = KeywordIndex.build(
            (str(r["id"]), str(r.get(text) or ""), str(r.get(group) or "")) for r in rows
        )
        if vector is None:
            return cls(keywords)
        if not rows:
            return cls(keywords, (), (), np.zeros((0, 0), dtype=np.float32))
        held = tuple(
            pickle.dumps({k: v for k, v in r.items() if k not in (vector, text)}) for r in rows
        )
        types = tuple(str(r.get("type", "")) for r in rows)
        vectors = np.asarray([r[vector] for r in rows], dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        unit = (vectors / np.where(norms > 0, norms, 1.0)).astype(np.float32)
        return cls(keywords, held, types, unit)

    def entity(self, row: int) -> dict[str, Any]:
        """A held row's fields, as Milvus returned them."""
        fields: dict[str, Any] = pickle.loads(self.entities[row])  # bytes pickled above
        return fields

    @cached_property
    def position(self) -> dict[str, int]:
        """Each memory id's row number."""
        return {memory_id: i for i, memory_id in enumerate(self.keywords.ids)}

    @property
    def whole(self) -> bool:
        """The rows are held (a user without any included), not only their index."""
        return self.vectors is not None

    @property
    def held(self) -> int:
        """How many rows are held."""
        return len(self.entities)


def search_held(
    rows: UserRows,
    vector: Sequence[float],
    words: Sequence[str],
    project_key: str,
    types: Collection[str],
    limit: int,
    mode: hybrid.Mode,
    fusion: hybrid.Fusion,
    rank_vector: Sequence[float] | None = None,
) -> list[Hit]:
    """The store's search of these rows (every row must be held): the project's rows,
    of the given types when any; dense: the `limit` nearest; keyword: the `limit` best
    BM25 matches; hybrid: both `hybrid.depth(limit)` deep, fused, the best `limit`.
    Ranked and fused by the cosine to `rank_vector` when given, else to `vector`; each
    hit's cosine is to `vector`."""
    if rows.vectors is None or not rows.entities:
        return []
    shown = rows.vectors @ _unit(vector)
    cosine = shown if rank_vector is None else rows.vectors @ _unit(rank_vector)
    groups = rows.keywords.groups
    inside = np.array(
        [
            g == project_key and (not types or t in types)
            for g, t in zip(groups, rows.types, strict=True)
        ],
        dtype=bool,
    )
    if mode == "dense":
        nearest = _nearest(cosine, inside, limit)
        return [(rows.entity(i), float(shown[i]), None, None) for i in nearest]
    n = hybrid.depth(limit) if mode == "hybrid" else limit
    position = rows.position
    ranked = rows.keywords.top(words, hybrid.keyword_candidates(n), project_key)
    keyword = [(position[i], score) for i, score in ranked if inside[position[i]]][:n]
    if mode == "keyword":
        return [(rows.entity(i), float(shown[i]), score, None) for i, score in keyword]
    dense = _nearest(cosine, inside, n)
    ids = rows.keywords.ids
    bm25 = {ids[i]: score for i, score in keyword}
    fused = hybrid.fuse(
        [ids[i] for i in dense],
        list(bm25),
        {ids[i]: float(cosine[i]) for i in (*dense, *(i for i, _ in keyword))},
        bm25,
        fusion,
        lengths={ids[i]: rows.keywords.lengths[i] for i in (*dense, *(i for i, _ in keyword))},
    )
    return [
        (rows.entity(position[i]), float(shown[position[i]]), bm25.get(i), score)
        for i, score in fused[:limit]
    ]


def _unit(vector: Sequence[float]) -> npt.NDArray[np.float32]:
    query = np.asarray(vector, dtype=np.float32)
    norm = float(np.linalg.norm(query))
    return query / norm if norm > 0 else query


def _nearest(cosine: npt.NDArray[np.float32], inside: npt.NDArray[np.bool_], n: int) -> list[int]:
    """The rows inside the scope, nearest first, at most n."""
    candidates = np.flatnonzero(inside)
    if n <= 0 or not len(candidates):
        return []
    order = np.argsort(-cosine[candidates], kind="stable")[:n]
    return [int(i) for i in candidates[order]]
