"""Rewrite → embed → search: the I/O part of the request path, with stage timings."""

from __future__ import annotations

from collections.abc import Sequence

from memproxy.config import ProfileSettings
from memproxy.domain import Memory, Scope, ScoredMemory, SearchQuery
from memproxy.embed.base import Embedder
from memproxy.metrics import Metrics
from memproxy.pipeline.options import MemoryOptions
from memproxy.pipeline.profile import select_profile
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.base import MemoryStore


class Retriever:
    def __init__(
        self, embedder: Embedder, store: MemoryStore, rewriter: Rewriter, metrics: Metrics
    ) -> None:
        self._embedder = embedder
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
        if text is None:
            text = await self.search_text(query, recent_user_texts)
        with self._metrics.timed("embed"):
            vectors = await self._embedder.embed([text])
        with self._metrics.timed("search"):
            hits = await self._store.retrieve(
                SearchQuery(
                    scope=scope,
                    vector=vectors[0].tolist(),
                    text=text,
                    limit=options.limit,
                    threshold=options.threshold,
                    types=list(options.types),
                    fresh=False,
                )
            )
        return near_best(hits, options.margin)

    async def profile(self, scope: Scope, settings: ProfileSettings) -> list[Memory]:
        """The scope's profile, ordered and bounded (empty when disabled)."""
        if not settings.enabled or settings.max_items == 0:
            return []
        with self._metrics.timed("profile"):
            found = await self._store.profile(scope, settings.min_importance, settings.max_items)
        return select_profile(found, settings.max_items, settings.max_chars)


def near_best(hits: Sequence[ScoredMemory], margin: float | None) -> list[ScoredMemory]:
    """The hits whose score is within `margin` of the best one, in their order (None: all).
    A question about one fact then gets that fact, not four loosely related ones beside
    it; several facts that match about equally well all stay."""
    if margin is None or not hits:
        return list(hits)
    floor = max(h.score for h in hits) - margin
    return [h for h in hits if h.score >= floor]
