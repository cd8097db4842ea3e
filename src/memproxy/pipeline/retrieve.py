"""Rewrite → embed → search: the I/O part of the request path, with stage timings."""

from __future__ import annotations

from collections.abc import Sequence

from memproxy.embed.base import Embedder
from memproxy.metrics import Metrics
from memproxy.models import Scope, ScoredMemory, SearchQuery
from memproxy.pipeline.options import MemoryOptions
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

    async def retrieve(
        self, scope: Scope, query: str, recent_user_texts: Sequence[str], options: MemoryOptions
    ) -> list[ScoredMemory]:
        with self._metrics.timed("rewrite"):
            text = await self._rewriter.rewrite(query, recent_user_texts)
        with self._metrics.timed("embed"):
            vectors = await self._embedder.embed([text])
        with self._metrics.timed("search"):
            return await self._store.retrieve(
                SearchQuery(
                    scope=scope,
                    vector=vectors[0].tolist(),
                    limit=options.limit,
                    threshold=options.threshold,
                    types=list(options.types),
                    fresh=False,
                )
            )
