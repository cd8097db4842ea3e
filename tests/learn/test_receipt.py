"""Learning receipts from the learner: a job's receipt names every fact the model proposed
and what became of it (stored, superseded, skipped, or dropped with the reason), read back
from the real receipt log (SQLite context store) with the real Milvus Lite store."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memproxy.config import ContextSettings, LearningSettings
from memproxy.context.factory import build_context_store
from memproxy.domain import ListQuery, MemoryType, Scope
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.learn.dedup import Written
from memproxy.learn.extract import Dropped, Extraction, ExtractionParseError, Fact, LLMExtractor
from memproxy.learn.receipt import UNREADABLE, ReceiptWriter, receipt_of
from memproxy.learn.worker import Learner
from memproxy.metrics import Metrics
from memproxy.receipts import ReceiptLog, StoredReceiptLog
from memproxy.state.base import Job, SessionKey, StoredTurn
from memproxy.store.milvus import MilvusStore
from tests.learn.fake_vllm import FakeVLLM, extraction_answer, fact_item

TURNS = (
    StoredTurn("user", "I moved to Tartu last spring. Can you suggest a cafe?", index=0),
    StoredTurn("assistant", "Try the Werner cafe on the town hall square.", index=1),
)


@pytest.fixture
async def log(tmp_path: Path) -> AsyncIterator[ReceiptLog]:
    store = build_context_store(ContextSettings(), str(tmp_path / "state.db"), tmp_path)
    await store.start()
    yield StoredReceiptLog(store)
    await store.close()


def test_a_receipt_tells_each_facts_fate() -> None:
    home = Fact(MemoryType.SEMANTIC, "User lives in Tartu.", attribute="home", value="Tartu")
    cafe = Fact(MemoryType.SEMANTIC, "User likes the Werner cafe.", value="Werner cafe")
    spanish = Fact(MemoryType.SEMANTIC, "Vivo en Tartu.", evidence="Vivo en Tartu", gloss="x")
    job = Job("job-1", SessionKey("u1", "s1", ""), TURNS, "batch")
    extraction = Extraction(
        facts=[home, spanish],
        dropped=[Dropped(cafe, "value from the assistant's words (werner)")],
        model_seconds=2.5,
    )
    written = [
        (home, Written("superseded", "replaces m0 (by its subject)", "m1", "m0")),
        (spanish, Written("refused_quota", "quota")),
    ]
    receipt = receipt_of(job, extraction, written, now=100.0)
    assert receipt.user_id == "u1" and receipt.job_id == "job-1" and receipt.created_at == 100.0
    assert receipt.turns[0].startswith("user: I moved to Tartu")
    assert receipt.model_seconds == 2.5
    fates = [(f.text, f.outcome, f.memory_id, f.replaced_id) for f in receipt.facts]
    assert fates == [
        ("User lives in Tartu.", "superseded", "m1", "m0"),
        ("x", "dropped", None, None),  # the model's gloss of a memory kept in the user's words
        ("User likes the Werner cafe.", "dropped", None, None),
    ]
    assert receipt.facts[2].reason.startswith("value from the assistant")


async def test_the_learner_keeps_a_receipt_of_each_job(
    milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str, log: ReceiptLog
) -> None:
    llm = FakeVLLM(
        extraction_answer(
            fact_item("User lives in Tartu.", "I moved to Tartu last spring", "home", "Tartu"),
            fact_item("User likes the Werner cafe.", "Try the Werner cafe", "preference", "cafe"),
        )
    )
    extractor = LLMExtractor(llm.client(), False, 2000, True, False, False)
    learner = Learner(
        extractor,
        real_embedder,
        milvus,
        LearningSettings(),
        Metrics(),
        receipts=ReceiptWriter(log),
    )
    job = Job("job-r1", SessionKey(user, "s1", ""), TURNS, "session_end")
    await learner.run(job)

    (receipt,) = await log.recent(user)
    assert receipt.job_id == "job-r1"
    fates = {f.text: (f.outcome, f.reason) for f in receipt.facts}
    assert fates["User lives in Tartu."][0] == "stored"
    assert fates["User likes the Werner cafe."] == ("dropped", "evidence is the assistant's words")
    stored = {f.memory_id for f in receipt.facts if f.outcome == "stored"}
    memory = await milvus.get(user, stored.pop() or "")
    assert memory is not None and memory.content == "User lives in Tartu."
    assert await log.get(user, "job-r1") == receipt


@pytest.mark.parametrize("keep_unextracted", [True, False])
async def test_an_unreadable_answer_keeps_what_the_user_said_and_says_so(
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
    log: ReceiptLog,
    keep_unextracted: bool,
) -> None:
    # a model cut off mid-answer or answering in prose: nothing of it can be read
    llm = FakeVLLM('{"facts": [{"evidence": "I moved to Tartu last spring", "about": "us')
    extractor = LLMExtractor(llm.client(), False, 2000, True, False, keep_unextracted)
    metrics = Metrics()
    learner = Learner(
        extractor, real_embedder, milvus, LearningSettings(), metrics, receipts=ReceiptWriter(log)
    )
    job = Job("job-r2", SessionKey(user, "s1", ""), TURNS, "session_end")
    if not keep_unextracted:  # the batch is skipped (the worker acks it as invalid output)
        with pytest.raises(ExtractionParseError):
            await learner.run(job)
        return
    await learner.run(job)
    assert metrics.value("memproxy_errors_total", {"stage": "extraction_output"}) == 1
    (receipt,) = await log.recent(user)
    assert receipt.error == UNREADABLE
    (memory,) = await milvus.list(ListQuery(scope=Scope(user_id=user)))
    # the user's statement in their own words; the question after it is no fact
    assert memory.content == "I moved to Tartu last spring."
    assert [(f.outcome, f.memory_id) for f in receipt.facts] == [("stored", memory.id)]
