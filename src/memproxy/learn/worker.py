"""The learning worker pool: claim a job, extract facts, dedup, store; retry or dead-letter.

Jobs come from the durable queue in the state store. A job re-run after a crash
stores nothing twice: each fact is written with external_write_id "<job id>:<n>",
and a fact already written by an earlier attempt is skipped.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from memproxy.config import LearningSettings
from memproxy.domain import Memory
from memproxy.embed.base import Embedder
from memproxy.embed.document import document_vectors
from memproxy.learn.current_state import NoStateWriter, StateWriter
from memproxy.learn.dedup import BeforeWrite, Deduplicator, Written
from memproxy.learn.extract import Extraction, ExtractionParseError, Fact
from memproxy.learn.merge import NO_MERGER, Merger
from memproxy.learn.update_model import NO_DECIDER, Decider
from memproxy.metrics import Metrics
from memproxy.quota import NO_QUOTA, Quota
from memproxy.state.base import Job, StateStore, StoredTurn
from memproxy.store.base import MemoryReadWrite, StoreUnavailable
from memproxy.store.limits import InvalidMemory

log = logging.getLogger(__name__)
_MAX_WAIT_S = 30.0


class Extractor(Protocol):
    async def extract(self, turns: Sequence[StoredTurn]) -> Extraction: ...


class Receipts(Protocol):
    """Where the learner reports what became of each job's facts (the learning receipt)."""

    async def job_learned(
        self, job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]]
    ) -> None: ...


class NoReceipts:
    async def job_learned(
        self, job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]]
    ) -> None:
        return None


def embedded_text(fact_content: str, evidence: str) -> str:
    """What a learned fact is embedded as: its statement and, when they differ, the user's
    own words it rests on (questions come in the user's words, in the first person)."""
    if not evidence or evidence.strip() == fact_content.strip():
        return fact_content
    return f"{fact_content} {evidence}"


Alive = Callable[[str], Awaitable[bool]]


class JobGone(Exception):
    """The job left the queue while it ran: its scope was forgotten."""


@dataclass
class Outcome:
    counts: dict[str, int] = field(default_factory=dict)

    def add(self, key: str) -> None:
        self.counts[key] = self.counts.get(key, 0) + 1


class KeyedLocks:
    """One asyncio.Lock per key while anyone holds or waits for it (no unbounded growth)."""

    def __init__(self) -> None:
        self._locks: dict[str, tuple[asyncio.Lock, int]] = {}

    @contextlib.asynccontextmanager
    async def hold(self, key: str) -> AsyncIterator[None]:
        lock, users = self._locks.get(key, (asyncio.Lock(), 0))
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users <= 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)


class Learner:
    """Turns a job into stored memories. Jobs of one user are learned one at a time, so
    two batches stating the same fact cannot both miss each other in dedup."""

    def __init__(
        self,
        extractor: Extractor,
        embedder: Embedder,
        store: MemoryReadWrite,
        settings: LearningSettings,
        metrics: Metrics,
        decider: Decider = NO_DECIDER,
        quota: Quota = NO_QUOTA,
        merger: Merger = NO_MERGER,
        receipts: Receipts | None = None,
    ) -> None:
        self._extractor = extractor
        self._receipts = receipts or NoReceipts()
        self._embedder = embedder
        self._store = store
        self._settings = settings
        self._metrics = metrics
        self._dedup = Deduplicator(store, settings, decider, quota, merger, self._embed_one)
        self._users = KeyedLocks()

    async def run(self, job: Job, alive: Alive | None = None) -> Outcome:
        """alive(job id) is asked right before each write: a job whose user (or project)
        was forgotten meanwhile stops there (JobGone) instead of writing on. A fact an
        earlier attempt already wrote is recognised (and skipped) without asking."""
        async with self._users.hold(job.key.user_id):
            return await self._run(job, alive)

    async def _embed_one(self, content: str) -> list[float]:
        (vector,) = await document_vectors(self._embedder, [content])
        return list(vector.tolist())

    async def _run(self, job: Job, alive: Alive | None) -> Outcome:
        extraction = await self._extractor.extract(job.turns)
        facts = extraction.facts
        self._metrics.fact("extracted", len(facts))
        if extraction.dropped:
            self._metrics.fact("dropped", len(extraction.dropped))
        if extraction.unreadable:  # the model's facts lost; the user's words kept instead
            self._metrics.error("extraction_output")
        outcome = Outcome()
        written: list[tuple[Fact, Written]] = []
        if not facts:
            await self._report(job, extraction, written)
            return outcome
        texts = [embedded_text(f.content, f.evidence) for f in facts]
        vectors = await document_vectors(self._embedder, texts)

        async def still_queued() -> None:
            if alive is not None and not await alive(job.id):
                raise JobGone(f"job {job.id} was forgotten while it ran")

        for n, (fact, vector) in enumerate(zip(facts, vectors, strict=True)):
            result = await self._learn(job, n, fact, vector.tolist(), still_queued)
            outcome.add(result.outcome)
            written.append((fact, result))
        for key, count in outcome.counts.items():
            self._metrics.fact(key, count)
        stored = outcome.counts.get("stored", 0) + outcome.counts.get("superseded", 0)
        log.info("Memory: Stored %d facts (job %s: %s)", stored, job.id, outcome.counts)
        await self._report(job, extraction, written)
        return outcome

    async def _report(
        self, job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]]
    ) -> None:
        try:
            await self._receipts.job_learned(job, extraction, written)
        except Exception as exc:  # a receipt is a record, never a reason to fail the job
            log.warning("learning receipt not kept (job %s): %s", job.id, exc)

    async def _learn(
        self, job: Job, n: int, fact: Fact, vector: list[float], before_write: BeforeWrite
    ) -> Written:
        key = job.key
        metadata = self._provenance(job)
        if fact.kind:
            metadata["kind"] = fact.kind
        if fact.profile:
            metadata["profile"] = True
        metadata.update({k: v for k, v in fact.typing().items() if v})
        memory = Memory(
            user_id=key.user_id,
            project_id=key.project_id,
            session_id=key.session_id,
            type=fact.type,
            content=fact.content,
            source="conversation",
            importance=fact.importance,
            confidence=fact.confidence,
            entities=list(fact.entities),
            metadata=metadata,
            external_write_id=f"{job.id}:{n}",
        )
        try:
            return await self._dedup.apply_detailed(memory, vector, before_write)
        except InvalidMemory as exc:  # checked before any write: nothing half-done
            log.warning("fact not stored (job %s): does not fit the store: %s", job.id, exc)
            return Written("invalid", f"does not fit the store: {exc}")

    @staticmethod
    def _provenance(job: Job) -> dict[str, object]:
        return {
            "source": "conversation",
            "session_id": job.key.session_id,
            "job_id": job.id,
            "response_ids": sorted({t.response_id for t in job.turns if t.response_id}),
            "turn_indexes": [t.index for t in job.turns],
        }


class WorkerPool:
    """A fixed pool of tasks working the durable queue."""

    def __init__(
        self,
        state: StateStore,
        learner: Learner,
        settings: LearningSettings,
        metrics: Metrics,
        state_writer: StateWriter | NoStateWriter | None = None,
    ) -> None:
        self._state = state
        self._learner = learner
        self._state_writer = state_writer or NoStateWriter()
        self._settings = settings
        self._metrics = metrics
        self._wake = asyncio.Event()
        self._tasks: list[asyncio.Task[None]] = []
        self._running = False

    def wake(self) -> None:
        self._wake.set()

    def start(self) -> None:
        self._running = True
        self._tasks = [
            asyncio.create_task(self._loop(), name=f"learn-{i}")
            for i in range(self._settings.workers)
        ]
        if self._settings.idle_flush_minutes > 0:
            self._tasks.append(asyncio.create_task(self._idle_loop(), name="learn-idle"))

    async def flush_idle(self) -> int:
        """Enqueue the sessions idle for idle_flush_minutes (state store: durable, one
        replica takes each); the number of jobs made."""
        jobs = await self._state.flush_idle(self._settings.idle_flush_minutes * 60)
        for _ in jobs:
            self._metrics.job("accepted")
        if jobs:
            self._wake.set()
        return len(jobs)

    async def _idle_loop(self) -> None:
        while self._running:
            try:
                await self.flush_idle()
            except Exception as exc:  # state store down or queue full: next round
                log.warning("flushing idle sessions failed: %s", exc)
            await asyncio.sleep(self._settings.idle_check_seconds)

    async def stop(self) -> None:
        """Stop claiming; a job cut off mid-way stays leased and comes back after its lease."""
        self._running = False
        self._wake.set()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self._tasks = []

    async def _loop(self) -> None:
        while self._running:
            try:
                job = await self._state.claim(self._settings.lease_seconds)
            except Exception as exc:
                log.warning("claiming a job failed: %s", exc)
                job = None
            if job is None:
                self._wake.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), 1.0)
                continue
            try:
                await self.process(job)
            except Exception as exc:
                # Settling the job (ack, retry, dead-letter) needs the state store; when it
                # is down the job stays leased and returns after its lease. The worker
                # goes on: an escaped error used to end its task for good.
                log.warning(
                    "job %s not settled (state store?), back after its lease: %s", job.id, exc
                )
                self._metrics.job("unsettled")

    async def process(self, job: Job) -> None:
        async with self._lease_kept(job):
            await self._process(job)

    @contextlib.asynccontextmanager
    async def _lease_kept(self, job: Job) -> AsyncIterator[None]:
        """Renew the job's lease every third of it while this worker is on the job: the
        lease says that the worker is alive, not how long the model may take. Without it,
        a job slower than its lease was taken again by another worker (or replica), its
        extraction run twice and counted done twice. A renewal that fails (the state store
        down) is tried again at the next beat; a crashed worker renews nothing, so its job
        still comes back after one lease."""
        every = self._settings.lease_seconds / 3

        async def beat() -> None:
            while True:
                await asyncio.sleep(every)
                try:
                    if not await self._state.renew(job.id, self._settings.lease_seconds):
                        return  # settled, released or forgotten: nothing left to hold
                except Exception as exc:
                    log.warning("lease of job %s not renewed: %s", job.id, exc)

        task = asyncio.create_task(beat(), name=f"lease-{job.id}")
        try:
            yield
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def _process(self, job: Job) -> None:
        # The session's current state first (context compression): it never fails the
        # job, and a retried job finds its turns covered and writes nothing again.
        await self._state_writer.write(job, self._state.job_exists)
        try:
            await self._learner.run(job, self._state.job_exists)
        except JobGone as exc:
            log.info("%s; nothing more is written", exc)
            self._metrics.job("forgotten")
            return
        except ExtractionParseError as exc:
            log.warning("extraction output invalid, batch skipped (job %s): %s", job.id, exc)
            self._metrics.job("invalid_output")
            await self._state.ack(job.id)
            return
        except StoreUnavailable as exc:
            # The memory store is down: the job waits (durable) without using up its
            # attempts, and is stored once the store is back.
            delay = min(self._settings.backoff_seconds * 4, _MAX_WAIT_S)
            log.warning("memory store down; job %s waits %.1fs: %s", job.id, delay, exc)
            await self._state.retry(job.id, str(exc), delay, count_attempt=False)
            self._metrics.job("waiting")
            return
        except Exception as exc:
            await self._failed(job, f"{type(exc).__name__}: {exc}")
            return
        await self._state.ack(job.id)
        self._metrics.job("done")

    async def _failed(self, job: Job, error: str) -> None:
        attempts = job.attempts + 1
        if attempts >= self._settings.max_attempts:
            log.error("job %s dead-lettered after %d attempts: %s", job.id, attempts, error)
            await self._state.dead_letter(job.id, error)
            self._metrics.job("dead")
            self._metrics.fact("failed", len(job.turns))
            return
        delay = self._settings.backoff_seconds * 2 ** (attempts - 1)
        log.warning(
            "job %s failed (attempt %d), retry in %.1fs: %s", job.id, attempts, delay, error
        )
        await self._state.retry(job.id, error, delay)
        self._metrics.job("retried")
