"""Embedders: the memories' and the questions' embedder, each started and closed once."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from memproxy.embed.base import Vectors
from memproxy.embed.pair import Embedders


class Recording:
    """An embedder that only records its lifecycle (the pair never embeds)."""

    dimension = 3

    def __init__(self, name: str, calls: list[str]) -> None:
        self.name = name
        self.calls = calls

    async def embed(self, texts: Sequence[str]) -> Vectors:
        return np.zeros((len(texts), self.dimension), dtype=np.float32)

    async def start(self) -> None:
        self.calls.append(f"start {self.name}")

    async def close(self) -> None:
        self.calls.append(f"close {self.name}")


async def test_one_embedder_for_both_is_started_and_closed_once() -> None:
    calls: list[str] = []
    memories = Recording("memories", calls)
    pair = Embedders.of(memories)
    assert pair.questions is memories and pair.each == (memories,)
    await pair.start()
    await pair.close()
    assert calls == ["start memories", "close memories"]


async def test_two_embedders_are_each_started_and_closed() -> None:
    calls: list[str] = []
    memories, questions = Recording("memories", calls), Recording("questions", calls)
    pair = Embedders.of(memories, (questions, None))
    assert pair.memories is memories and pair.questions is questions
    await pair.start()
    await pair.close()
    assert calls == ["start memories", "start questions", "close memories", "close questions"]
