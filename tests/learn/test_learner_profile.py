"""The learner writes what the extractor marked: kind and profile reach the metadata."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from memproxy.config import LearningSettings
from memproxy.domain import Memory, ScoredMemory, SearchQuery
from memproxy.learn.extract import LLMExtractor
from memproxy.learn.worker import Learner
from memproxy.metrics import Metrics
from memproxy.state.base import Job, SessionKey, StoredTurn
from tests.fakes import WordEmbedder
from tests.learn.fake_vllm import FakeVLLM


class WrittenStore:
    """Records what is stored; no earlier memories (every fact is new)."""

    def __init__(self) -> None:
        self.stored: list[Memory] = []
        self.vectors: list[Any] = []

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> None:
        return None

    async def retrieve(self, query: SearchQuery) -> list[ScoredMemory]:
        return []

    async def store(self, items: Sequence[tuple[Memory, Any]]) -> list[Memory]:
        self.stored.extend(m for m, _ in items)
        self.vectors.extend(v for _, v in items)
        return [m for m, _ in items]


ANSWER = json.dumps(
    {
        "memories": [
            {"type": "fact", "content": "User lives in Graz.", "importance": 2},
            {
                "type": "fact",
                "content": "User's budget for the Quito trip is 900.",
                "importance": 3,
            },
        ]
    }
)


async def test_profile_worthy_facts_are_written_as_profile() -> None:
    store = WrittenStore()
    extractor = LLMExtractor(FakeVLLM(ANSWER).client(), episodic_summary=False)
    embedder, settings = WordEmbedder(), LearningSettings()
    learner = Learner(extractor, embedder, store, settings, Metrics())  # type: ignore[arg-type]
    turns = [StoredTurn("user", "I live in Graz; my Quito trip budget is 900.")]
    await learner.run(Job("j1", SessionKey("ana", "s1", ""), tuple(turns), "batch"))
    assert [(m.content, m.importance, m.metadata.get("profile")) for m in store.stored] == [
        ("User lives in Graz.", 4, True),
        ("User's budget for the Quito trip is 900.", 3, None),
    ]
    # embedded as the user would say it: later questions come in the first person
    said = await embedder.embed(["I live in Graz.", "My budget for the Quito trip is 900."])
    assert [list(v) for v in store.vectors] == [list(v) for v in said]
