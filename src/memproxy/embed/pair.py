"""The memories' embedder and the questions' one, started and closed as one.

With `embedding.query_int8` (onnx) questions have their own embedder (int8 weights, its
own thread and query cache); otherwise both are the same object, started once.
"""

from __future__ import annotations

from dataclasses import dataclass

from memproxy.embed.adapter import QueryAdapter
from memproxy.embed.base import Embedder


@dataclass(frozen=True)
class Embedders:
    memories: Embedder
    """Embeds what is stored: admin API writes, learned facts, deduplication."""
    questions: Embedder
    """Embeds what is searched for: the request path's and the admin API's searches."""
    adapter: QueryAdapter | None = None
    """Moves a question's vector before the store ranks by it (embed/adapter.py)."""

    @classmethod
    def of(
        cls,
        memories: Embedder,
        questions: tuple[Embedder | None, QueryAdapter | None] = (None, None),
    ) -> Embedders:
        """The two (build_query_embedder's answer, with the questions' adapter); None:
        the memories' embedder embeds questions too."""
        asking, adapter = questions
        return cls(memories, memories if asking is None else asking, adapter)

    @property
    def each(self) -> tuple[Embedder, ...]:
        """Each distinct embedder, the memories' first."""
        if self.questions is self.memories:
            return (self.memories,)
        return (self.memories, self.questions)

    async def start(self) -> None:
        for embedder in self.each:
            await embedder.start()

    async def close(self) -> None:
        for embedder in self.each:
            await embedder.close()
