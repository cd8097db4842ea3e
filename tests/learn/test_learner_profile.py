"""The learner writes what the extractor typed: kind, profile and the model's typing reach
the metadata, the statement and its evidence are embedded together, and each job's
outcome reaches the receipts hook."""

from __future__ import annotations

import builtins
from collections.abc import Sequence
from typing import Any

import pytest

from memproxy.config import LearningSettings
from memproxy.domain import ListQuery, Memory, ScoredMemory, SearchQuery
from memproxy.embed.document import document_vectors
from memproxy.learn.dedup import Written
from memproxy.learn.extract import DEFAULT_MAX_CHARS, Extraction, Fact, LLMExtractor
from memproxy.learn.worker import Learner, embedded_text
from memproxy.metrics import Metrics
from memproxy.state.base import Job, SessionKey, StoredTurn
from tests.fakes import WordEmbedder
from tests.learn.fake_vllm import FakeVLLM, extraction_answer, fact_item


class WrittenStore:
    """Records what is stored; no earlier memories (every fact is new)."""

    def __init__(self) -> None:
        self.stored: list[Memory] = []
        self.vectors: list[Any] = []

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> None:
        return None

    async def retrieve(self, query: SearchQuery) -> list[ScoredMemory]:
        return []

    async def list(self, query: ListQuery) -> list[Memory]:
        return []

    async def store(self, items: Sequence[tuple[Memory, Any]]) -> builtins.list[Memory]:
        self.stored.extend(m for m, _ in items)
        self.vectors.extend(v for _, v in items)
        return [m for m, _ in items]


GRAZ = fact_item(
    "User lives in Graz.", "I live in Graz", "home", "Graz", profile=True, importance=2
)
QUITO = fact_item(
    "User's budget for the Quito trip is 900.",
    "my Quito trip budget is 900",
    "trip",
    "900",
    profile=True,  # flagged, but a trip is one occasion: never the profile
)
SAID = "I live in Graz; my Quito trip budget is 900."
UNGROUNDED = fact_item("User stays at the Hotel Sacher.", "the Hotel Sacher is lovely", "trip")


class Recording:
    def __init__(self, fail: bool = False) -> None:
        self.fail = fail
        self.jobs: list[tuple[Job, Extraction, list[tuple[Fact, Written]]]] = []

    async def job_learned(
        self, job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]]
    ) -> None:
        self.jobs.append((job, extraction, list(written)))
        if self.fail:
            raise RuntimeError("receipts store down")


def learner(
    store: WrittenStore, embedder: WordEmbedder, receipts: Recording | None = None
) -> Learner:
    answer = extraction_answer(GRAZ, QUITO, UNGROUNDED)
    extractor = LLMExtractor(
        FakeVLLM(answer).client(), False, DEFAULT_MAX_CHARS, True, False, False
    )
    settings = LearningSettings()
    return Learner(extractor, embedder, store, settings, Metrics(), receipts=receipts)  # type: ignore[arg-type]


JOB = Job("j1", SessionKey("ana", "s1", ""), (StoredTurn("user", SAID),), "batch")


async def test_typed_facts_are_written_with_their_typing_and_profile() -> None:
    store, embedder = WrittenStore(), WordEmbedder()
    await learner(store, embedder).run(JOB)
    assert [(m.content, m.importance, m.metadata.get("profile")) for m in store.stored] == [
        ("User lives in Graz.", 4, True),
        ("User's budget for the Quito trip is 900.", 3, None),
    ]
    home = store.stored[0].metadata
    assert {k: home[k] for k in ("about", "attribute", "value", "polarity", "evidence")} == {
        "about": "user",
        "attribute": "home",
        "value": "Graz",
        "polarity": "holds",
        "evidence": "I live in Graz",
    }
    assert "since" not in home and "gloss" not in home  # empty fields are left out
    # embedded with the user's own words: later questions come in the first person
    said = await document_vectors(
        embedder,
        [
            "User lives in Graz. I live in Graz",
            "User's budget for the Quito trip is 900. my Quito trip budget is 900",
        ],
    )
    assert [list(v) for v in store.vectors] == [list(v) for v in said]


@pytest.mark.parametrize(
    ("content", "evidence", "embedded"),
    [
        ("User lives in Graz.", "I live in Graz", "User lives in Graz. I live in Graz"),
        ("Trabajo como enfermera.", "Trabajo como enfermera. ", "Trabajo como enfermera."),
        ("User lives in Graz.", "", "User lives in Graz."),
    ],
)
def test_embedded_text(content: str, evidence: str, embedded: str) -> None:
    assert embedded_text(content, evidence) == embedded


async def test_each_job_reaches_the_receipts_with_what_became_of_its_facts() -> None:
    receipts = Recording()
    await learner(WrittenStore(), WordEmbedder(), receipts).run(JOB)
    ((job, extraction, written),) = receipts.jobs
    assert job == JOB
    assert [(d.fact.content, d.reason) for d in extraction.dropped] == [
        ("User stays at the Hotel Sacher.", "evidence not in the user's turns")
    ]
    assert [(f.content, w.outcome, w.reason) for f, w in written] == [
        ("User lives in Graz.", "stored", "new"),
        ("User's budget for the Quito trip is 900.", "stored", "new"),
    ]
    assert all(w.memory_id for _, w in written)


async def test_a_failing_receipt_never_fails_the_job() -> None:
    store, receipts = WrittenStore(), Recording(fail=True)
    outcome = await learner(store, WordEmbedder(), receipts).run(JOB)
    assert outcome.counts == {"stored": 2} and len(store.stored) == 2 and receipts.jobs
