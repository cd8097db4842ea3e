"""Learner and WorkerPool on a real SqliteStateStore queue, the real embedder and Milvus Lite.

Jobs are made the way production makes them (SqliteStateStore.append_turns) and claimed
from the durable queue; the extraction model is a scripted vLLM. Queue rows are read
back from the SQLite file itself to check attempts, due times and dead letters.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import httpx
import pytest

from memproxy.config import LearningSettings
from memproxy.domain import ListQuery, Memory, MemoryType, Scope, now_ms
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.learn.extract import Extraction, LLMExtractor, VerbatimExtractor
from memproxy.learn.worker import Extractor, KeyedLocks, Learner, WorkerPool
from memproxy.metrics import Metrics
from memproxy.state.base import Job, SessionKey, StoredTurn
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus import MilvusStore
from tests.kit.store import lite_settings
from tests.learn.fake_vllm import FakeVLLM, extraction_answer, fact_item

SETTINGS = LearningSettings(max_attempts=3, backoff_seconds=0.05, lease_seconds=30, workers=2)
BUDGET = "User's budget for the Hawaii trip is $10,000"
PEANUTS = "User is allergic to peanuts"
MAUI = "User prefers Maui over Oahu"
CONVERSATION = [
    ("user", "Hi! For the Hawaii trip my budget is $10,000.", "resp_a"),
    ("assistant", "Great! Maui or Oahu?", "resp_a"),
    ("user", "Maui. Also, I'm allergic to peanuts; my passport expires in March 2027.", "resp_b"),
    ("assistant", "Noted, I'll avoid peanut dishes.", "resp_b"),
]


PASSPORT = "User's passport expires in March 2027"
BERLIN = "User lives in Berlin"
TYPED = {
    BUDGET: fact_item(BUDGET, "my budget is $10,000", "trip", "$10,000", importance=4),
    PEANUTS: fact_item(PEANUTS, "I'm allergic to peanuts", "allergy", "peanuts", profile=True),
    PASSPORT: fact_item(PASSPORT, "my passport expires in March 2027", "other", "March 2027"),
    BERLIN: fact_item(BERLIN, "I live in Berlin", "home", "Berlin"),
}
"""What the scripted model says of each fact, its evidence quoted from the turns."""
TYPING = ("about", "attribute", "value", "polarity", "since", "evidence")


def facts_answer(*statements: str) -> str:
    return extraction_answer(*(TYPED[s] for s in statements))


class Rig:
    """One learning stack: queue, learner, pool, metrics."""

    def __init__(
        self,
        state: SqliteStateStore,
        store: MilvusStore,
        embedder: OnnxEmbedder,
        extractor: Extractor,
        settings: LearningSettings = SETTINGS,
    ) -> None:
        self.state, self.store, self.settings = state, store, settings
        self.metrics = Metrics()
        self.learner = Learner(extractor, embedder, store, settings, self.metrics)
        self.pool = WorkerPool(state, self.learner, settings, self.metrics)

    async def enqueue(
        self,
        user: str,
        turns: Sequence[tuple[str, str, str]] = CONVERSATION,
        session: str = "s1",
        project: str = "",
    ) -> Job:
        key = SessionKey(user, session, project)
        stored = [StoredTurn(role, text, response_id) for role, text, response_id in turns]
        job = await self.state.append_turns(key, stored, batch_size=len(stored))
        assert job is not None
        return job

    async def claim_due(self, timeout: float = 5.0, lease: float | None = None) -> Job:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            job = await self.state.claim(lease or self.settings.lease_seconds)
            if job is not None:
                return job
            await asyncio.sleep(0.01)
        raise AssertionError("no job became due")

    async def memories(self, user: str, project: str | None = None) -> list[Memory]:
        query = ListQuery(scope=Scope(user_id=user, project_id=project), include_archived=True)
        return await self.store.list(query)

    def jobs(self, outcome: str) -> float:
        return self.metrics.value("memproxy_jobs_total", {"outcome": outcome})

    def facts(self, outcome: str) -> float:
        return self.metrics.value("memproxy_facts_total", {"outcome": outcome})

    async def queue(self) -> tuple[int, int, int]:
        stats = await self.state.stats()
        return stats.pending, stats.leased, stats.dead


def job_row(tmp_path: Path, job_id: str) -> dict[str, Any]:
    """The job's row, read from the SQLite file by a second connection."""
    with sqlite3.connect(tmp_path / "state.db") as db:
        db.row_factory = sqlite3.Row
        row = db.execute("SELECT * FROM jobs WHERE id=?", (job_id,)).fetchone()
    assert row is not None, "job row missing"
    return dict(row)


def llm_rig(
    state: SqliteStateStore,
    store: MilvusStore,
    embedder: OnnxEmbedder,
    llm: FakeVLLM,
    settings: LearningSettings = SETTINGS,
) -> Rig:
    extractor = LLMExtractor(llm.client(), False, 2000, True, False, False)
    return Rig(state, store, embedder, extractor, settings)


# a job's facts are stored once, with provenance ----------------------------------------
async def test_a_job_is_learned_once_with_provenance(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    llm = FakeVLLM(facts_answer(BUDGET, PEANUTS))
    rig = llm_rig(state, milvus, real_embedder, llm)
    job = await rig.enqueue(user, session="trip-planning")
    claimed = await rig.claim_due()
    assert claimed.id == job.id
    await rig.pool.process(claimed)

    assert await rig.queue() == (0, 0, 0)  # acked
    assert rig.jobs("done") == 1 and rig.facts("extracted") == 2 and rig.facts("stored") == 2
    memories = {m.content: m for m in await rig.memories(user)}
    assert set(memories) == {BUDGET, PEANUTS}
    for n, content in enumerate([BUDGET, PEANUTS]):
        m = memories[content]
        assert m.user_id == user and m.session_id == "trip-planning" and m.project_id == ""
        assert m.type is MemoryType.SEMANTIC and m.source == "conversation"
        assert m.external_write_id == f"{job.id}:{n}" and not m.archived
        expected: dict[str, object] = {
            "source": "conversation",
            "session_id": "trip-planning",
            "job_id": job.id,
            "response_ids": ["resp_a", "resp_b"],
            "turn_indexes": [0, 1, 2, 3],
            # the model's typing, as it said it (empty fields left out)
            **{k: v for k in TYPING if (v := TYPED[content][k])},
        }
        if content == PEANUTS:  # an allergy matters beyond its topic: a profile memory
            expected.update(kind="constraint", profile=True)
        else:
            expected["kind"] = "fact"
        assert m.metadata == expected
    _, prompt = llm.prompt()
    assert all(text in prompt for _, text, _ in CONVERSATION)

    # the same job delivered again (e.g. its ack was lost) stores nothing new
    await rig.pool.process(claimed)
    assert {m.id for m in await rig.memories(user)} == {m.id for m in memories.values()}
    assert rig.facts("skipped") == 2 and rig.facts("stored") == 2


async def test_a_project_job_is_learned_into_its_project(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    rig = llm_rig(state, milvus, real_embedder, FakeVLLM(facts_answer(BUDGET)))
    await rig.enqueue(user, project="hawaii")
    await rig.pool.process(await rig.claim_due())
    assert [(m.content, m.project_id) for m in await rig.memories(user, "hawaii")] == [
        (BUDGET, "hawaii")
    ]
    assert await rig.memories(user) == []  # not among the user's non-project memories


async def test_verbatim_fallback_learns_the_users_own_turns(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    rig = Rig(state, milvus, real_embedder, VerbatimExtractor())
    turns = [
        ("user", "hi", "r1"),
        ("assistant", "Hello! How can I help you today?", "r1"),
        ("user", "I'm allergic to peanuts, keep that in mind for restaurants", "r2"),
        ("assistant", "Your budget is $10,000 and you love sushi.", "r2"),
        ("user", "thanks!", "r3"),
        ("user", "ok", "r4"),
    ]
    job = await rig.enqueue(user, turns)
    await rig.pool.process(await rig.claim_due())
    (memory,) = await rig.memories(user)
    assert memory.content == "I'm allergic to peanuts, keep that in mind for restaurants"
    assert memory.type is MemoryType.EPISODIC and memory.external_write_id == f"{job.id}:0"
    assert memory.metadata["response_ids"] == ["r1", "r2", "r3", "r4"]
    assert await rig.queue() == (0, 0, 0)


# failures -------------------------------------------------------------------------------
async def test_a_transient_llm_error_is_retried_with_backoff_then_dead_lettered(
    state: SqliteStateStore,
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
    tmp_path: Path,
) -> None:
    llm = FakeVLLM(503)
    rig = llm_rig(state, milvus, real_embedder, llm)
    job = await rig.enqueue(user)
    for attempt in (1, 2):
        claimed = await rig.claim_due()
        assert claimed.id == job.id and claimed.attempts == attempt - 1
        before = now_ms()
        await rig.pool.process(claimed)
        after = now_ms()
        row = job_row(tmp_path, job.id)
        delay_ms = int(SETTINGS.backoff_seconds * 2 ** (attempt - 1) * 1000)  # 50, then 100
        assert row["state"] == "pending" and row["attempts"] == attempt
        assert before + delay_ms <= row["due_at"] <= after + delay_ms
        assert row["last_error"].startswith("LLMError: HTTPStatusError")

    claimed = await rig.claim_due()
    await rig.pool.process(claimed)  # the third attempt of max_attempts=3
    row = job_row(tmp_path, job.id)
    assert row["state"] == "dead" and row["attempts"] == 3 and "503" in row["last_error"]
    assert await rig.queue() == (0, 0, 1)
    assert await state.claim(30) is None  # a dead letter is never claimed again
    assert llm.calls == 3
    assert rig.jobs("retried") == 2 and rig.jobs("dead") == 1 and rig.jobs("done") == 0
    assert rig.facts("failed") == len(CONVERSATION)
    assert await rig.memories(user) == []


async def test_a_job_recovers_when_the_llm_comes_back(
    state: SqliteStateStore,
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
    tmp_path: Path,
) -> None:
    llm = FakeVLLM(httpx.ConnectError("connection refused"), facts_answer(BUDGET))
    rig = llm_rig(state, milvus, real_embedder, llm)
    job = await rig.enqueue(user)
    await rig.pool.process(await rig.claim_due())
    assert job_row(tmp_path, job.id)["attempts"] == 1
    assert "ConnectError" in job_row(tmp_path, job.id)["last_error"]
    claimed = await rig.claim_due()
    assert claimed.attempts == 1 and "ConnectError" in claimed.last_error
    await rig.pool.process(claimed)
    assert [m.content for m in await rig.memories(user)] == [BUDGET]
    assert await rig.queue() == (0, 0, 0)
    assert rig.jobs("retried") == 1 and rig.jobs("done") == 1


@pytest.mark.parametrize(
    "answer",
    [
        "I'm sorry, but I can't help with that.",
        "<think>\nThe user only greeted me.\n</think>\n\nNothing to remember here.",
        '{"status": "ok"}',
    ],
)
async def test_invalid_model_output_skips_the_batch(
    state: SqliteStateStore,
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
    answer: str,
) -> None:
    llm = FakeVLLM(answer)
    rig = llm_rig(state, milvus, real_embedder, llm)
    await rig.enqueue(user)
    await rig.pool.process(await rig.claim_due())
    assert await rig.queue() == (0, 0, 0)  # acked: not retried, not dead-lettered
    assert await state.claim(30) is None and llm.calls == 1
    assert rig.jobs("invalid_output") == 1
    assert rig.jobs("retried") == 0 and rig.jobs("dead") == 0 and rig.jobs("done") == 0
    assert await rig.memories(user) == []


async def test_a_store_outage_waits_without_using_attempts(
    state: SqliteStateStore, real_embedder: OnnxEmbedder, user: str, tmp_path: Path
) -> None:
    down = MilvusStore(lite_settings(tmp_path / "milvus"))  # not started: unreachable
    one_try = SETTINGS.model_copy(update={"max_attempts": 1})
    rig = llm_rig(state, down, real_embedder, FakeVLLM(facts_answer(BUDGET)), one_try)
    try:
        await _outage_then_recovery(rig, down, user, tmp_path)
    finally:
        await down.close()


async def _outage_then_recovery(rig: Rig, down: MilvusStore, user: str, tmp_path: Path) -> None:
    job = await rig.enqueue(user)
    for waits in (1, 2, 3):  # more outages than max_attempts allows failures
        claimed = await rig.claim_due()
        assert claimed.attempts == 0
        before = now_ms()
        await rig.pool.process(claimed)
        row = job_row(tmp_path, job.id)
        assert row["state"] == "pending" and row["attempts"] == 0
        assert "not connected" in row["last_error"]
        assert row["due_at"] >= before + int(SETTINGS.backoff_seconds * 4 * 1000)
        assert rig.jobs("waiting") == waits
    assert rig.jobs("dead") == 0 and rig.jobs("retried") == 0

    await down.start()  # the store is back
    await rig.pool.process(await rig.claim_due())
    assert [m.content for m in await rig.memories(user)] == [BUDGET]
    assert await rig.queue() == (0, 0, 0) and rig.jobs("done") == 1


# a crash mid-job --------------------------------------------------------------------------
class HostCrash(BaseException):
    """The process dies (SIGKILL, OOM): nothing in the worker catches it."""


class FaultyStore(MilvusStore):
    """A real Milvus Lite store that fails its n-th write (1-based) once."""

    def __init__(self, path: Path, fail_on: int, error: BaseException) -> None:
        super().__init__(lite_settings(path))
        self.writes, self.fail_on, self.error = 0, fail_on, error

    async def store(self, items: Sequence[tuple[Memory, Sequence[float]]]) -> list[Memory]:
        self.writes += 1
        if self.writes == self.fail_on:
            raise self.error
        return await super().store(items)


THREE = [BUDGET, PEANUTS, PASSPORT]


async def test_a_job_rerun_after_a_crash_stores_nothing_twice(
    state: SqliteStateStore, real_embedder: OnnxEmbedder, user: str, tmp_path: Path
) -> None:
    store = FaultyStore(tmp_path / "milvus", fail_on=2, error=HostCrash())
    await store.start()
    try:
        rig = llm_rig(state, store, real_embedder, FakeVLLM(facts_answer(*THREE)))
        job = await rig.enqueue(user)
        with pytest.raises(HostCrash):
            await rig.pool.process(await rig.claim_due(lease=1.0))
        assert [m.content for m in await rig.memories(user)] == [BUDGET]  # one of three
        assert await rig.queue() == (0, 1, 0)  # still leased by the dead worker
        assert await state.claim(30) is None

        claimed = await rig.claim_due()  # the lease expires: another worker takes it
        assert claimed.id == job.id and claimed.attempts == 1
        assert claimed.last_error == "lease expired"
        await rig.pool.process(claimed)

        memories = await rig.memories(user)
        assert sorted(m.content for m in memories) == sorted(THREE)
        assert sorted(m.external_write_id for m in memories) == [f"{job.id}:{n}" for n in range(3)]
        assert await rig.queue() == (0, 0, 0)
        assert rig.facts("skipped") == 1 and rig.facts("stored") == 2
    finally:
        await store.close()


async def test_a_job_cut_off_by_a_store_outage_resumes_without_duplicates(
    state: SqliteStateStore, real_embedder: OnnxEmbedder, user: str, tmp_path: Path
) -> None:
    store = FaultyStore(tmp_path / "milvus", fail_on=3, error=StoreUnavailable("milvus: timeout"))
    await store.start()
    try:
        rig = llm_rig(state, store, real_embedder, FakeVLLM(facts_answer(*THREE)))
        job = await rig.enqueue(user)
        await rig.pool.process(await rig.claim_due())
        assert len(await rig.memories(user)) == 2
        assert job_row(tmp_path, job.id)["attempts"] == 0 and rig.jobs("waiting") == 1

        await rig.pool.process(await rig.claim_due())
        memories = await rig.memories(user)
        assert sorted(m.content for m in memories) == sorted(THREE)
        assert len({m.external_write_id for m in memories}) == 3
        assert await rig.queue() == (0, 0, 0)
    finally:
        await store.close()


# concurrency ---------------------------------------------------------------------------
async def test_jobs_of_one_user_are_learned_one_at_a_time(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    rig = llm_rig(state, milvus, real_embedder, FakeVLLM(facts_answer(BUDGET)))
    phone = await rig.enqueue(user, session="phone")
    laptop = await rig.enqueue(user, session="laptop")
    # (the queue also hands out one job per user at a time; run them directly so that
    # only the Learner's own per-user lock keeps them apart)
    await asyncio.gather(rig.learner.run(phone), rig.learner.run(laptop))
    # had both jobs searched before either stored, both would have added the fact
    assert [m.content for m in await rig.memories(user)] == [BUDGET]
    assert rig.facts("stored") == 1 and rig.facts("skipped") == 1


def route(prompt: str) -> str | int:
    """A model answering each transcript on its own (workers run jobs concurrently)."""
    if "Berlin" in prompt:
        return facts_answer(BERLIN)
    if "Hawaii" in prompt:
        return facts_answer(BUDGET)
    if "gibberish" in prompt:
        return "¯\\_(ツ)_/¯"
    return 503


async def test_the_pool_works_the_queue_end_to_end(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    llm = FakeVLLM(route)
    rig = llm_rig(state, milvus, real_embedder, llm)
    users = {name: f"{user}-{name}" for name in ("alice", "bob", "carol", "dave")}
    await rig.enqueue(users["alice"], [("user", "I live in Berlin", "r1")])
    await rig.enqueue(users["bob"], [("user", "My Hawaii budget is $10,000", "r2")])
    await rig.enqueue(users["carol"], [("user", "an LLM outage for this one", "r3")])
    await rig.enqueue(users["dave"], [("user", "gibberish answer please", "r4")])

    rig.pool.start()
    try:
        deadline = time.monotonic() + 20
        while await rig.queue() != (0, 0, 1):
            assert time.monotonic() < deadline, await rig.queue()
            rig.pool.wake()
            await asyncio.sleep(0.02)
    finally:
        await rig.pool.stop()

    assert [m.content for m in await rig.memories(users["alice"])] == [BERLIN]
    assert [m.content for m in await rig.memories(users["bob"])] == [BUDGET]
    assert await rig.memories(users["carol"]) == []
    assert await rig.memories(users["dave"]) == []
    assert rig.jobs("done") == 2 and rig.jobs("invalid_output") == 1
    assert rig.jobs("retried") == 2 and rig.jobs("dead") == 1
    assert llm.calls == 2 + 1 + SETTINGS.max_attempts


# KeyedLocks ----------------------------------------------------------------------------
async def test_keyed_locks_serialise_one_key_and_not_others() -> None:
    locks = KeyedLocks()
    events: list[str] = []
    release = asyncio.Event()

    async def hold(key: str, name: str) -> None:
        async with locks.hold(key):
            events.append(f"{name} in")
            await release.wait()
            events.append(f"{name} out")

    tasks = [asyncio.create_task(hold(k, n)) for k, n in (("a", "a1"), ("a", "a2"), ("b", "b1"))]
    await asyncio.sleep(0.05)
    assert events == ["a1 in", "b1 in"]  # a2 waits for a1; b1 does not
    release.set()
    await asyncio.gather(*tasks)
    assert events.index("a2 in") > events.index("a1 out")
    assert not locks._locks  # nobody holds or waits: nothing kept


async def test_keyed_locks_forget_a_cancelled_waiter() -> None:
    locks = KeyedLocks()

    async def enter() -> None:
        async with locks.hold("a"):
            raise AssertionError("a cancelled waiter never gets the lock")

    async with locks.hold("a"):
        waiter = asyncio.create_task(enter())
        await asyncio.sleep(0.01)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
    assert not locks._locks
    async with locks.hold("a"):  # and the key is usable again
        pass
    assert not locks._locks


# the state store failing while a worker settles a job ---------------------------------
# The state store failing while a worker settles a job (found by bench.soak: a Redis
# stopped mid-traffic). ack() raising used to end the worker's task for good: with every
# worker gone, the queue grew and nothing more was learned. Now the worker logs, counts
# the job as unsettled and goes on; the job returns after its lease, and its re-run stores
# nothing twice (external_write_id).

ONE_WORKER = LearningSettings(max_attempts=3, backoff_seconds=0.05, lease_seconds=0.5, workers=1)


class AckFailsOnce:
    """The real SQLite queue whose first ack raises, as redis-py does while Redis is down."""

    def __init__(self, state: SqliteStateStore) -> None:
        self._state = state
        self.failed = 0

    def __getattr__(self, name: str) -> object:
        return getattr(self._state, name)

    async def ack(self, job_id: str) -> None:
        if not self.failed:
            self.failed += 1
            raise ConnectionError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")
        await self._state.ack(job_id)


async def test_a_worker_survives_a_state_store_error_while_settling_a_job(
    state: SqliteStateStore, milvus: MilvusStore, real_embedder: OnnxEmbedder, user: str
) -> None:
    llm = FakeVLLM(lambda prompt: facts_answer(PEANUTS if "peanuts" in prompt else BUDGET))
    rig = llm_rig(state, milvus, real_embedder, llm, ONE_WORKER)
    flaky = AckFailsOnce(state)
    rig.pool._state = flaky  # type: ignore[assignment]  # the pool's view of the queue only
    await rig.enqueue(f"{user}-a", [("user", "My Hawaii budget is $10,000", "r1")])
    await rig.enqueue(f"{user}-b", [("user", "I'm allergic to peanuts", "r2")])

    rig.pool.start()
    try:
        deadline = time.monotonic() + 20
        while await rig.queue() != (0, 0, 0):
            assert time.monotonic() < deadline, await rig.queue()  # the lone worker died
            rig.pool.wake()
            await asyncio.sleep(0.05)
    finally:
        await rig.pool.stop()

    assert flaky.failed == 1 and rig.jobs("unsettled") == 1
    assert [m.content for m in await rig.memories(f"{user}-a")] == [BUDGET]  # once, re-run
    assert [m.content for m in await rig.memories(f"{user}-b")] == [PEANUTS]
    assert rig.jobs("done") == 2


# a job that takes longer than its lease --------------------------------------------------
# The lease says that the worker is alive, not how long a job may take: a slow model (a
# small one on a few CPU cores takes minutes a session) must not make a second worker take
# the job again, run its extraction twice and count it done twice.

SHORT_LEASE = LearningSettings(max_attempts=3, backoff_seconds=0.05, lease_seconds=0.6, workers=2)


class SlowExtractor:
    """The user's own turns, after a wait several leases long; counts its runs."""

    def __init__(self, seconds: float) -> None:
        self._seconds = seconds
        self.runs = 0

    async def extract(self, turns: Sequence[StoredTurn]) -> Extraction:
        self.runs += 1
        await asyncio.sleep(self._seconds)
        return await VerbatimExtractor().extract(turns)


async def test_a_job_longer_than_its_lease_is_run_once(
    state: SqliteStateStore,
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
    tmp_path: Path,
) -> None:
    slow = SlowExtractor(seconds=SHORT_LEASE.lease_seconds * 4)
    rig = Rig(state, milvus, real_embedder, slow, SHORT_LEASE)
    said = [("user", "I'm allergic to peanuts and I live in Berlin.", "r1")]
    job = await rig.enqueue(user, said)
    rig.pool.start()
    try:
        await asyncio.sleep(SHORT_LEASE.lease_seconds * 2)
        assert job_row(tmp_path, job.id)["attempts"] == 0  # its lease is kept alive
        deadline = time.monotonic() + 20
        while await rig.queue() != (0, 0, 0):
            assert time.monotonic() < deadline, await rig.queue()
            await asyncio.sleep(0.05)
        await asyncio.sleep(SHORT_LEASE.lease_seconds * 5)  # a second run would end by now
    finally:
        await rig.pool.stop()
    assert slow.runs == 1
    assert rig.jobs("done") == 1 and rig.jobs("retried") == 0
    assert len(await rig.memories(user)) == 1


async def test_a_crashed_workers_job_still_comes_back_after_its_lease(
    state: SqliteStateStore,
    milvus: MilvusStore,
    real_embedder: OnnxEmbedder,
    user: str,
) -> None:
    """Renewal lives in the running worker: once it is gone the lease runs out as before."""
    rig = Rig(state, milvus, real_embedder, VerbatimExtractor(), SHORT_LEASE)
    job = await rig.enqueue(user, [("user", "I live in Berlin.", "r1")])
    assert (await rig.claim_due()).id == job.id  # a worker that dies holding it
    again = await rig.claim_due(timeout=SHORT_LEASE.lease_seconds * 5)
    assert again.id == job.id and again.last_error == "lease expired"
