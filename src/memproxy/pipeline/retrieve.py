"""Rewrite → embed → search: the I/O part of the request path, with stage timings."""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field

from memproxy.config import ProfileSettings
from memproxy.domain import Memory, Scope, ScoredMemory, SearchQuery
from memproxy.embed.adapter import QueryAdapter, rank_vector
from memproxy.embed.base import Embedder
from memproxy.metrics import Metrics
from memproxy.pipeline.options import MemoryOptions
from memproxy.pipeline.profile import select_profile
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.base import RequestReads


@dataclass
class Searched:
    """One search: the text searched (after rewrite/HyDE) and the store's hits, best
    first, the threshold not applied (a context record explains what it leaves out)."""

    text: str
    hits: list[ScoredMemory]
    timings_ms: dict[str, float] = field(default_factory=dict)


class Retriever:
    def __init__(
        self,
        embedder: Embedder,
        store: RequestReads,
        rewriter: Rewriter,
        metrics: Metrics,
        adapter: QueryAdapter | None = None,
    ) -> None:
        """adapter: moves a question's vector for the store's ranking (embed/adapter.py);
        hits keep their cosine to the question's own vector."""
        self._embedder = embedder
        self._adapter = adapter
        self._store = store
        self._rewriter = rewriter
        self._metrics = metrics

    @property
    def rewrites_with_model(self) -> bool:
        """The query is rewritten by a model (llm or hyde): slow, so the request path
        gives it its own budget before the memory deadline starts."""
        return self._rewriter.uses_model

    async def search_text(self, query: str, recent_user_texts: Sequence[str]) -> str:
        """The text to search with (the rewriter's; never raises)."""
        with self._metrics.timed("rewrite"):
            return await self._rewriter.rewrite(query, recent_user_texts)

    async def retrieve(
        self,
        scope: Scope,
        query: str,
        recent_user_texts: Sequence[str],
        options: MemoryOptions,
        text: str | None = None,
    ) -> list[ScoredMemory]:
        """text: the search text if already made (search_text), else made here."""
        found = await self.search(scope, query, recent_user_texts, options, text)
        hits = [h for h in found.hits if h.score >= options.threshold]
        return near_best(hits, options.margin)

    async def search(
        self,
        scope: Scope,
        query: str,
        recent_user_texts: Sequence[str],
        options: MemoryOptions,
        text: str | None = None,
    ) -> Searched:
        """Embed and search `text` (made from the query by the rewriter when None: a
        replay passes the recorded text); the top `limit` hits whatever their score."""
        timings: dict[str, float] = {}
        if text is None:
            with self._stage("rewrite", timings):
                text = await self._rewriter.rewrite(query, recent_user_texts)
        with self._stage("embed", timings):
            vectors = await self._embedder.embed([text])
        with self._stage("search", timings):
            hits = await self._store.retrieve(
                SearchQuery(
                    scope=scope,
                    vector=vectors[0].tolist(),
                    rank_vector=rank_vector(self._adapter, vectors[0]),
                    text=text,
                    limit=options.limit,
                    threshold=-1.0,  # the store applies it after its top-k: same hits
                    types=list(options.types),
                    fresh=False,
                )
            )
        return Searched(text, hits, timings)

    @contextmanager
    def _stage(self, name: str, timings: dict[str, float]) -> Iterator[None]:
        start = time.perf_counter()
        with self._metrics.timed(name):
            yield
        timings[name] = round((time.perf_counter() - start) * 1000, 3)

    async def profile(
        self, scope: Scope, settings: ProfileSettings, timings: dict[str, float] | None = None
    ) -> list[Memory]:
        """The scope's profile, ordered and bounded (empty when disabled)."""
        if not settings.enabled or settings.max_items == 0:
            return []
        with self._stage("profile", {} if timings is None else timings):
            found = await self._store.profile(
                scope, settings.min_importance, settings.max_items, settings.few
            )
        return select_profile(found, settings.max_items, settings.max_chars)


def near_best(hits: Sequence[ScoredMemory], margin: float | None) -> list[ScoredMemory]:
    """The hits whose score is within `margin` of the best one, in their order (None: all).
    A question about one fact then gets that fact, not four loosely related ones beside
    it; several facts that match about equally well all stay."""
    if margin is None or not hits:
        return list(hits)
    floor = max(h.score for h in hits) - margin
    return [h for h in hits if h.score >= floor]
