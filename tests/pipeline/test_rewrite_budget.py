"""A model rewrite (llm, hyde) has its own budget: it never uses up the memory deadline.

A real model takes 0.1 s (a GPU) to seconds (a CPU) per rewrite, far over the 35 ms
deadline of embed + search. Before, the rewrite ran inside that deadline and turning
HyDE on dropped every memory; now it runs first, within rewrite_timeout_ms.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

from memproxy.config import IdentitySettings, MemorySettings, ProfileSettings
from memproxy.domain import Memory
from memproxy.metrics import Metrics
from memproxy.openai_apis import SPECS
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from tests.fakes import ListStore, WordEmbedder

HYDE = "alice lives in graz"


class SlowModel:
    def __init__(self, delay_s: float) -> None:
        self.delay_s, self.calls = delay_s, 0

    async def complete(self, system: str, user: str, schema: dict[str, Any] | None = None) -> str:
        self.calls += 1
        await asyncio.sleep(self.delay_s)
        return HYDE


async def injected(model_delay_s: float, rewrite_timeout_ms: float) -> tuple[str, SlowModel]:
    embedder, store = WordEmbedder(), ListStore()
    await store.add(embedder, Memory(user_id="alice", content="alice lives in graz austria"))
    model = SlowModel(model_delay_s)
    settings = MemorySettings(
        deadline_ms=35,
        rewrite_timeout_ms=rewrite_timeout_ms,
        query_rewrite="hyde",
        default_similarity_threshold=0.5,
        profile=ProfileSettings(all_when_few=False),  # the search under test, not the profile
    )
    rewriter = Rewriter("hyde", model, rewrite_timeout_ms / 1000)
    retriever = Retriever(embedder, store, rewriter, Metrics())  # type: ignore[arg-type]
    processor = RequestProcessor(settings, IdentitySettings(), retriever, Metrics())
    body = {"model": "m", "messages": [{"role": "user", "content": "which city do I call home?"}]}
    result = await processor.process(
        SPECS["/v1/chat/completions"], {"x-user-id": "alice"}, json.dumps(body).encode()
    )
    return result.outcome, model


async def test_a_slow_rewrite_within_its_budget_finds_the_memory() -> None:
    outcome, model = await injected(model_delay_s=0.2, rewrite_timeout_ms=2000)
    assert (outcome, model.calls) == ("injected", 1)


async def test_a_rewrite_past_its_budget_searches_with_the_query_in_the_deadline() -> None:
    outcome, model = await injected(model_delay_s=5, rewrite_timeout_ms=50)
    assert model.calls == 1
    assert outcome == "no_memories"  # the plain query misses here: no model call again
