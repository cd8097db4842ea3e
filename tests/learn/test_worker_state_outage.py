"""The state store failing while a worker settles a job (found by bench.soak: a Redis
stopped mid-traffic). ack() raising used to end the worker's task for good: with every
worker gone, the queue grew and nothing more was learned. Now the worker logs, counts
the job as unsettled and goes on; the job returns after its lease, and its re-run stores
nothing twice (external_write_id)."""

from __future__ import annotations

import asyncio
import time

from memproxy.config import LearningSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.milvus import MilvusStore
from tests.learn.fake_vllm import FakeVLLM
from tests.learn.test_worker import BUDGET, PEANUTS, facts_answer, llm_rig

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
