"""Searching a user's memories: dense, keyword (BM25 over the user's own index) or hybrid
(both, fused by memproxy.store.hybrid), on Milvus or on the user's rows held in-process."""

from __future__ import annotations

import asyncio
import builtins
from collections.abc import Sequence
from typing import Any

from memproxy.domain import ScoredMemory, SearchQuery
from memproxy.store import filters, hybrid
from memproxy.store.milvus.core import Core
from memproxy.store.milvus.keyword_reads import KeywordReads
from memproxy.store.milvus.pool import Lane
from memproxy.store.rows import search_held
from memproxy.store.schema import TERMS
from memproxy.store.terms import keyword_query

_Row = tuple[dict[str, Any], float | None, float | None, float | None]
"""(entity, cosine to the question or None when not known yet, BM25 score, fused score)."""


class Search:
    def __init__(self, core: Core, rows: KeywordReads) -> None:
        self._core = core
        self._rows = rows

    async def retrieve(self, query: SearchQuery) -> builtins.list[ScoredMemory]:
        """Top-k in the store's mode (hybrid: fused dense + BM25 order); every hit scored
        by its cosine to the query, kept when that is >= a positive threshold."""
        mode: hybrid.Mode = "hybrid" if self._core.retrieval_mode == "hybrid" else "dense"
        return await self.search(query, mode)

    async def search(
        self, query: SearchQuery, mode: hybrid.Mode, fusion: hybrid.Fusion | None = None
    ) -> builtins.list[ScoredMemory]:
        """retrieve() in a given mode and fusion (the evaluation compares them); a query
        without words, or a collection without BM25, searches dense. A threshold of 0 or
        below sets no floor: hybrid's top-k may hold a keyword match whose cosine is
        negative, and a caller asking for threshold 0 wants the whole top-k."""
        words = self._core.cipher.blind(keyword_query(query.text))
        if mode != "dense" and (not self._core.bm25 or not words):
            mode = "dense"
        fusion = fusion or hybrid.Fusion.of(self._core.settings)
        held = self._rows.held(query)
        if held is not None:
            project = filters.optional_key_of(query.scope.project_id)
            types = {t.value for t in query.types}
            hits = search_held(
                held,
                query.vector,
                words.split(),
                project,
                types,
                query.limit,
                mode,
                fusion,
                query.rank_vector,
            )
            return self._scored(query, hits)
        expr = filters.scope_filter(
            query.scope.user_id,
            query.scope.project_id,
            include_archived=query.include_archived,
            types=query.types,
        )
        where = self._core.place.where(query.scope.user_id, "Strong" if query.fresh else "Bounded")
        if mode == "hybrid":
            return await self._hybrid(query, words, expr, where, fusion)
        rows: builtins.list[_Row]
        if mode == "dense":
            near = await self._dense_side(query, expr, where, query.limit)
            rows = [(e, cos, None, None) for e, _, cos in near]
        else:
            matched = await self._keyword_side(query, words, expr, where, query.limit)
            rows = [(e, cos, bm25, None) for e, _, cos, bm25 in matched]
        return self._scored(query, await self._own_cosines(query, rows, expr, where))

    async def _hybrid(
        self,
        query: SearchQuery,
        words: str,
        expr: str,
        where: dict[str, Any],
        fusion: hybrid.Fusion,
    ) -> builtins.list[ScoredMemory]:
        """The dense and the BM25 search (side by side on a server; Lite runs one call at
        a time), fused by memproxy (hybrid.fuse) on the cosines ranked by."""
        n = hybrid.depth(query.limit)
        terms = fusion.weighs_length  # the rows' keyword text is the prior's input
        dense, keyword = await asyncio.gather(
            self._dense_side(query, expr, where, n, terms),
            self._keyword_side(query, words, expr, where, n, terms),
        )
        entities = {e["id"]: e for e, _, _ in dense}
        ranked = {e["id"]: rank for e, rank, _ in dense}
        cosine = {e["id"]: cos for e, _, cos in dense}
        bm25: dict[str, float] = {}
        for entity, rank, cos, score in keyword:
            entities.setdefault(entity["id"], entity)
            ranked.setdefault(entity["id"], rank)
            if cosine.get(entity["id"]) is None:
                cosine[entity["id"]] = cos
            bm25[entity["id"]] = score
        fused = hybrid.fuse(
            [e["id"] for e, _, _ in dense],
            list(bm25),
            ranked,
            bm25,
            fusion,
            lengths={i: len(str(e.get(TERMS) or "").split()) for i, e in entities.items()},
        )
        rows = [(entities[i], cosine[i], bm25.get(i), f) for i, f in fused[: query.limit]]
        return self._scored(query, await self._own_cosines(query, rows, expr, where))

    def _scored(
        self,
        query: SearchQuery,
        rows: Sequence[tuple[dict[str, Any], float, float | None, float | None]],
    ) -> builtins.list[ScoredMemory]:
        """(entity, cosine, BM25 score, fused score) as hits; a positive threshold is a
        floor on the cosine."""
        return [
            ScoredMemory(
                memory=self._core.from_row(entity),
                score=min(1.0, cos),
                keyword_score=bm25,
                fused_score=fused,
            )
            for entity, cos, bm25, fused in rows
            if query.threshold <= 0 or cos >= query.threshold
        ]

    async def _dense_side(
        self, query: SearchQuery, expr: str, where: dict[str, Any], n: int, terms: bool = False
    ) -> builtins.list[tuple[dict[str, Any], float, float | None]]:
        """(entity, cosine ranked by, cosine to the query's vector) of the n nearest rows
        in the scope, best first. Ranked by a rank_vector, the one search asks for the
        question's own n nearest too (nq 2): a row among both has its cosine to the
        question, any other None (_own_cosines reads it). Returning the rows' vectors
        instead cost ~8 ms a search on the 2.3.5 server, ~17 ms p50 a user's first
        request (bench.latency, 2026-11-26). terms: the rows' keyword text too, whose
        words a hybrid search's length prior counts (hybrid.length_prior)."""
        moved = query.rank_vector is not None
        results = await self._core.rpc(
            self._core.need().search,
            self._core.collection,
            lane=Lane.READ if query.fresh else Lane.REQUEST,
            data=[query.rank_vector, query.vector] if moved else [query.vector],
            filter=expr,
            limit=n,
            output_fields=[*self._core.fields, TERMS] if terms else list(self._core.fields),
            search_params=_dense_params(n),
            **where,
        )
        if not results:
            return []
        own = {str(h["id"]): float(h["distance"]) for h in results[-1]}
        return [(h["entity"], float(h["distance"]), own.get(str(h["id"]))) for h in results[0]]

    async def _own_cosines(
        self, query: SearchQuery, rows: Sequence[_Row], expr: str, where: dict[str, Any]
    ) -> builtins.list[tuple[dict[str, Any], float, float | None, float | None]]:
        """The rows, each with its cosine to the question's own vector: those the searches
        did not give (ranked by a rank_vector, a row outside the question's own nearest:
        in about 3 of 10 searches of the real sets, 0.5 rows) asked in one more search,
        by id. A row gone meanwhile drops out."""
        missing = [str(e["id"]) for e, cos, _, _ in rows if cos is None]
        found: dict[str, float] = {}
        if missing:
            ids = filters.in_ids(missing)
            plain = query.model_copy(update={"rank_vector": None})
            near = await self._dense_side(plain, f"{ids} and {expr}", where, len(missing))
            found = {str(e["id"]): cos for e, cos, _ in near}
        return [
            (e, found[str(e["id"])] if cos is None else cos, bm25, fused)
            for e, cos, bm25, fused in rows
            if cos is not None or str(e["id"]) in found
        ]

    async def _keyword_side(
        self,
        query: SearchQuery,
        words: str,
        expr: str,
        where: dict[str, Any],
        n: int,
        terms: bool = False,
    ) -> builtins.list[tuple[dict[str, Any], float, float | None, float]]:
        """(entity, cosine ranked by, cosine to the query, BM25 score) of the n best
        keyword matches in the scope, best first: ranked by the user's own keyword index,
        then searched by id within the scope's filter (archived, project, types and
        expired rows drop out). A search, not a read by id: Milvus returns each row's
        cosine, and a filter this selective is searched exhaustively, not through the
        graph."""
        index = await self._rows.index(query.scope.user_id, query.fresh)
        project = filters.optional_key_of(query.scope.project_id)
        want = hybrid.keyword_candidates(n)
        ranked = index.top(words.split(), want, project) if index is not None else []
        if not ranked:
            return []
        ids = filters.in_ids(i for i, _ in ranked)
        found = await self._dense_side(query, f"{ids} and {expr}", where, len(ranked), terms)
        by_id = {e["id"]: (e, rank, cos) for e, rank, cos in found}
        return [(*by_id[i], score) for i, score in ranked if i in by_id][:n]


def _dense_params(limit: int) -> dict[str, Any]:
    return {"metric_type": "COSINE", "params": {"ef": max(64, limit * 4)}}
