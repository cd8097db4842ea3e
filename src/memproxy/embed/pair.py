"""The memories' embedder and the questions' one, started and closed as one.

With `embedding.query_int8` (onnx) questions have their own embedder (int8 weights, its
own thread and query cache); otherwise both are the same object, started once.
"""

from __future__ import annotations

from dataclasses import dataclass

from memproxy.embed.base import Embedder


@dataclass(frozen=True)
class Embedders:
    memories: Embedder
    """Embeds what is stored: admin API writes, learned facts, deduplication."""
    questions: Embedder
    """Embeds what is searched for: the request path's and the admin API's searches."""

    @classmethod
    def of(cls, memories: Embedder, questions: Embedder | None = None) -> Embedders:
        """The two; `questions` None: the memories' embedder embeds questions too."""
        return cls(memories, memories if questions is None else questions)

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
