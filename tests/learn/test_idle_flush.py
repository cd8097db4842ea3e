"""The inactivity flush: a short chat that never reaches a batch is learned once idle."""

from __future__ import annotations

import asyncio
from pathlib import Path

from memproxy.config import LearningSettings
from memproxy.learn.worker import Outcome, WorkerPool
from memproxy.metrics import Metrics
from memproxy.state.base import Job, SessionKey, StoredTurn
from memproxy.state.factory import build_state_store

KEY = SessionKey("alice", "short-chat")
CHAT = [
    StoredTurn("user", "My sister Ottilie is allergic to sesame."),
    StoredTurn("assistant", "Noted."),
]


class RecordingLearner:
    def __init__(self) -> None:
        self.jobs: list[Job] = []

    async def run(self, job: Job, alive: object = None) -> Outcome:
        self.jobs.append(job)
        return Outcome()


async def run_pool(tmp_path: Path, idle_minutes: float, wait_s: float) -> list[Job]:
    state = build_state_store(str(tmp_path / "state.db"))
    await state.start()
    learner = RecordingLearner()
    settings = LearningSettings(idle_flush_minutes=idle_minutes, idle_check_seconds=0.05)
    pool = WorkerPool(state, learner, settings, Metrics())  # type: ignore[arg-type]
    try:
        assert await state.append_turns(KEY, CHAT, batch_size=10) is None  # below a batch
        pool.start()
        for _ in range(int(wait_s / 0.05)):
            if learner.jobs:
                break
            await asyncio.sleep(0.05)
        return learner.jobs
    finally:
        await pool.stop()
        await state.close()


async def test_an_idle_short_chat_is_learned(tmp_path: Path) -> None:
    (job,) = await run_pool(tmp_path, idle_minutes=0.3 / 60, wait_s=5.0)
    assert job.key == KEY and job.reason == "idle"
    assert [t.text for t in job.turns] == [t.text for t in CHAT]


async def test_the_flush_can_be_turned_off(tmp_path: Path) -> None:
    assert await run_pool(tmp_path, idle_minutes=0, wait_s=0.6) == []
