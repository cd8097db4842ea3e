"""The current-state writer over a real SqliteStateStore's queue, with a scripted model."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from memproxy.learn.current_state import StateWriter
from memproxy.metrics import Metrics
from memproxy.state.base import Job, SessionKey, StoredTurn
from memproxy.state.session_state import anchor_of
from memproxy.state.sqlite import SqliteStateStore

KEY = SessionKey("alice", "s1")


class Model:
    """Answers each state prompt with the next scripted delta; records the prompts."""

    def __init__(self, *answers: Any) -> None:
        self.answers = list(answers)
        self.prompts: list[str] = []

    async def complete(self, system: str, user: str, schema: dict[str, Any] | None = None) -> str:
        self.prompts.append(user)
        answer = self.answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer if isinstance(answer, str) else json.dumps(answer)


@pytest.fixture
async def state(tmp_path: Path) -> AsyncIterator[SqliteStateStore]:
    store = SqliteStateStore(tmp_path / "state.db")
    await store.start()
    yield store
    await store.close()


async def exchange(state: SqliteStateStore, n: int, batch: int = 4) -> Job | None:
    turns = [StoredTurn("user", f"u{n}"), StoredTurn("assistant", f"a{n}")]
    if await state.append_turns(KEY, turns, batch) is None:
        return None
    job = await state.claim(60)
    assert job is not None
    await state.ack(job.id)  # the user's next job can be claimed
    return job


def values(**kv: str) -> dict[str, Any]:
    return {"topic": "trip", "values": [{"key": k, "value": v} for k, v in kv.items()]}


async def test_each_job_folds_its_turns_into_the_state(state: SqliteStateStore) -> None:
    model = Model(values(city="Lisbon"), values(budget="$5"))
    writer = StateWriter(state, model, 60, Metrics())
    assert await exchange(state, 0) is None
    first = await exchange(state, 1)
    assert first is not None
    written = await writer.write(first)
    assert written is not None and written.upto == 4
    assert written.anchor == anchor_of([("u0", "a0"), ("u1", "a1")])
    await exchange(state, 2)
    second = await exchange(state, 3)
    assert second is not None
    await writer.write(second)
    stored = await state.load_state(KEY)
    assert stored is not None and stored.upto == 8
    assert stored.data["values"] == {"city": "Lisbon", "budget": "$5"}
    assert '"u3"' in model.prompts[1] and '"u1"' not in model.prompts[1]  # only new turns
    assert "Lisbon" in model.prompts[1]  # with the state so far


async def test_without_a_model_the_state_holds_the_users_statements(
    state: SqliteStateStore,
) -> None:
    writer = StateWriter(state, None, 60, Metrics())
    await state.append_turns(KEY, [StoredTurn("user", "Hi!"), StoredTurn("assistant", "Hello")], 9)
    turns = [
        StoredTurn("user", "Our budget is $10,000. Can you help?"),
        StoredTurn("assistant", "Sure."),
    ]
    await state.append_turns(KEY, turns, 4)
    job = await state.claim(60)
    assert job is not None
    written = await writer.write(job)
    assert written is not None and written.data["user_said"] == ["Our budget is $10,000."]


async def test_a_retried_job_writes_nothing_again(state: SqliteStateStore) -> None:
    model = Model(values(city="Lisbon"))
    writer = StateWriter(state, model, 60, Metrics())
    await exchange(state, 0)
    job = await exchange(state, 1)
    assert job is not None
    assert await writer.write(job) is not None
    assert await writer.write(job) is None  # covered already: no model call
    assert model.answers == []


async def test_a_failed_write_leaves_a_gap_the_next_job_fills(state: SqliteStateStore) -> None:
    metrics = Metrics()
    model = Model(RuntimeError("model down"), values(city="Lisbon"))
    writer = StateWriter(state, model, 60, metrics)
    await exchange(state, 0)
    job = await exchange(state, 1)
    assert job is not None and await writer.write(job) is None
    assert metrics.value("memproxy_state_writes_total", {"outcome": "failed"}) == 1
    await exchange(state, 2)
    job = await exchange(state, 3)
    assert job is not None
    written = await writer.write(job)
    assert written is not None and written.upto == 8
    assert all(f'"u{i}"' in model.prompts[1] for i in range(4))  # the gap folded in


async def test_a_job_forgotten_while_it_ran_stores_no_state(state: SqliteStateStore) -> None:
    writer = StateWriter(state, Model(values(city="Lisbon")), 60, Metrics())
    await exchange(state, 0)
    job = await exchange(state, 1)
    assert job is not None

    async def gone(job_id: str) -> bool:
        return False

    assert await writer.write(job, gone) is None
    assert await state.load_state(KEY) is None


async def test_an_unreadable_answer_is_counted_and_stores_nothing(
    state: SqliteStateStore,
) -> None:
    metrics = Metrics()
    writer = StateWriter(state, Model("no json here"), 60, metrics)
    await exchange(state, 0)
    job = await exchange(state, 1)
    assert job is not None and await writer.write(job) is None
    assert await state.load_state(KEY) is None
    assert metrics.value("memproxy_state_writes_total", {"outcome": "failed"}) == 1
