"""Forget removes everything memproxy holds for the scope, in every store, and nothing else.

Real Milvus Lite, the real embedder behind the real query cache, and both state
backends: SQLite on a temp file and Redis on the session's real redis-server. After a
forget by user+project and then by user, each store is checked directly: no vectors
(archived ones included), no responses, sessions or turns, no job in any state
(pending, leased, dead-lettered), no Redis key of the user, no SQLite row of the user,
an empty query cache; another user's data is untouched.
"""

from __future__ import annotations

import hashlib
import sqlite3
import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import redis.asyncio as aioredis

from memproxy.config import LearningSettings, MilvusSettings
from memproxy.domain import ListQuery, MemoryPatch, MemoryType, Scope
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.learn.extract import Extraction, Fact
from memproxy.learn.worker import Learner, WorkerPool
from memproxy.metrics import Metrics
from memproxy.service import MemoryService, NewMemory
from memproxy.state.base import ResponseRecord, SessionKey, StateStore, StoredTurn
from memproxy.state.factory import build_state_store
from memproxy.store.milvus import MilvusStore

PROJECTS = ("", "p")


@pytest.fixture(params=["sqlite", "redis"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def location(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    if backend == "redis":
        return str(request.getfixturevalue("redis_server").url)
    return str(tmp_path / "state.db")


@pytest.fixture
def prefix() -> str:
    """The Redis keys' prefix of the test's state store."""
    return f"f{uuid.uuid4().hex[:10]}"


@pytest.fixture
async def state(location: str, prefix: str) -> AsyncIterator[StateStore]:
    options: dict[str, Any] = {"prefix": prefix} if location.startswith("redis") else {}
    store = build_state_store(location, **options)
    await store.start()
    yield store
    await store.close()


@pytest.fixture
async def milvus(tmp_path: Path) -> AsyncIterator[MilvusStore]:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "m.db"), num_partitions=1))
    await store.start()
    yield store
    await store.close()


@pytest.fixture
def embedder(real_embedder: OnnxEmbedder) -> CachedEmbedder:
    return CachedEmbedder(real_embedder, 64)


@pytest.fixture
def service(milvus: MilvusStore, embedder: CachedEmbedder, state: StateStore) -> MemoryService:
    return MemoryService(milvus, embedder, Metrics(), 500, state=state)


@dataclass
class Seeded:
    """What one user was given, per project."""

    user: str
    responses: dict[str, list[str]] = field(default_factory=dict)
    sessions: dict[str, list[SessionKey]] = field(default_factory=dict)
    jobs: dict[str, list[str]] = field(default_factory=dict)


async def seed(service: MemoryService, state: StateStore, user: str) -> Seeded:
    """Memories (one archived) and conversation state (a response chain, two sessions,
    two jobs) in each project."""
    out = Seeded(user)
    for project in PROJECTS:
        stored = await service.store(
            [
                NewMemory(user_id=user, project_id=project, content=f"{user} likes tea {project}"),
                NewMemory(user_id=user, project_id=project, content=f"{user} is in Oslo {project}"),
            ]
        )
        await service.store_backend.update(user, stored[1].id, MemoryPatch(archived=True))
        first, second = f"resp_{uuid.uuid4().hex}", f"resp_{uuid.uuid4().hex}"
        items = [{"text": "My budget is $10"}]
        await state.save_response(
            ResponseRecord(first, user, project_id=project, input_items=items)
        )
        await state.save_response(ResponseRecord(second, user, first, project_id=project))
        out.responses[project] = [first, second]
        keys = [
            SessionKey(user, f"s1-{project}", project),
            SessionKey(user, f"s2-{project}", project),
        ]
        turns = [StoredTurn("user", f"I am {user}", first), StoredTurn("assistant", "Hi", first)]
        batch = await state.append_turns(keys[0], turns, batch_size=2)  # a job at once
        await state.append_turns(keys[1], turns[:1], batch_size=10)
        flushed = await state.flush(keys[1])
        assert batch is not None and flushed is not None
        out.sessions[project] = keys
        out.jobs[project] = [batch.id, flushed.id]
    return out


async def leave_leased_and_dead(state: StateStore, users: Sequence[str]) -> None:
    """Claim jobs until each user has one dead-lettered and one under a live lease."""
    dead: set[str] = set()
    leased: set[str] = set()
    while leased != set(users):
        job = await state.claim(60)
        assert job is not None
        if job.key.user_id not in dead:
            await state.dead_letter(job.id, "boom")
            dead.add(job.key.user_id)
        else:
            leased.add(job.key.user_id)


async def vectors(service: MemoryService, user: str) -> list[str]:
    query = ListQuery(scope=Scope(user_id=user), all_projects=True, include_archived=True)
    return sorted(m.project_id for m in await service.list(query))


async def state_of(state: StateStore, seeded: Seeded, project: str) -> dict[str, object]:
    user = seeded.user
    return {
        "responses": [
            await state.get_response(user, r) is not None for r in seeded.responses[project]
        ],
        "chain": await state.chain(user, seeded.responses[project][-1]) is not None,
        "turns": [len(await state.recent_turns(k, 10)) for k in seeded.sessions[project]],
        "jobs": [await state.job_exists(j) for j in seeded.jobs[project]],
        "sessions": sorted(
            k.session_id for k in await state.sessions_of(user) if k.project_id == project
        ),
    }


GONE = {
    "responses": [False, False],
    "chain": False,
    "turns": [0, 0],
    "jobs": [False, False],
    "sessions": [],
}


def kept(project: str) -> dict[str, object]:
    return {
        "responses": [True, True],
        "chain": True,
        "turns": [2, 1],
        "jobs": [True, True],
        "sessions": [f"s1-{project}", f"s2-{project}"],
    }


async def raw_leftovers(location: str, prefix: str, user: str) -> list[str]:
    """Anything of the user's straight from the backend: SQLite rows or Redis keys."""
    if location.startswith("redis"):
        client = aioredis.Redis.from_url(location, decode_responses=True)
        try:
            uh = hashlib.sha256(user.encode()).hexdigest()
            keys = [k async for k in client.scan_iter(f"{prefix}:*")]
            hits = [k for k in keys if uh in k]
            for k in keys:  # job hashes name the user inside
                if k.startswith(f"{prefix}:job:") and await client.hget(k, "user") == user:
                    hits.append(k)
            return hits
        finally:
            await client.aclose()
    with sqlite3.connect(location) as db:
        tables = ("responses", "sessions", "turns", "jobs")
        counts = {
            t: db.execute(f"SELECT COUNT(*) FROM {t} WHERE user_id=?", (user,)).fetchone()[0]
            for t in tables
        }
        return [f"{t}:{n}" for t, n in counts.items() if n]


async def test_forget_by_project_then_by_user_leaves_nothing(
    service: MemoryService,
    state: StateStore,
    embedder: CachedEmbedder,
    location: str,
    prefix: str,
) -> None:
    alice, bob = f"alice-{uuid.uuid4().hex[:6]}", f"bob-{uuid.uuid4().hex[:6]}"
    a = await seed(service, state, alice)
    b = await seed(service, state, bob)
    await leave_leased_and_dead(state, [alice, bob])
    stats = await state.stats()
    assert (stats.pending, stats.leased, stats.dead) == (4, 2, 2)
    await service.search(Scope(user_id=alice), "Where do I live?")
    assert len(embedder) > 0  # the query cache holds alice's question now

    # forget alice's project p
    assert await service.forget_by_scope(Scope(user_id=alice, project_id="p")) == 2
    assert await vectors(service, alice) == ["", ""]
    assert await state_of(state, a, "p") == GONE
    assert await state_of(state, a, "") == kept("")
    # The query-embedding cache is keyed by text alone, with no user in it, so one user's
    # entries cannot be picked out: a forget empties it whole.
    assert len(embedder) == 0

    # forget alice entirely
    await service.search(Scope(user_id=alice), "Where do I live?")
    assert await service.forget_by_scope(Scope(user_id=alice)) == 2
    assert await vectors(service, alice) == []
    assert await service.store_backend.count(alice) == 0
    for project in PROJECTS:
        assert await state_of(state, a, project) == GONE
    assert await state.sessions_of(alice) == []
    assert await raw_leftovers(location, prefix, alice) == []
    assert len(embedder) == 0

    # bob is untouched: memories, archived one included, state and jobs
    assert await vectors(service, bob) == ["", "", "p", "p"]
    for project in PROJECTS:
        assert await state_of(state, b, project) == kept(project)
    stats = await state.stats()
    assert (stats.pending, stats.leased, stats.dead) == (2, 1, 1)
    assert await raw_leftovers(location, prefix, bob)
    # alice's leased job is gone with her lease: no job of hers is ever claimed again
    claimed = [await state.claim(60) for _ in range(3)]
    assert {j.key.user_id for j in claimed if j is not None} <= {bob}


class ForgettingExtractor:
    """An extraction that takes long enough for the user to be forgotten meanwhile."""

    def __init__(self, service: MemoryService, scope: Scope) -> None:
        self.service, self.scope = service, scope

    async def extract(self, turns: Sequence[StoredTurn]) -> Extraction:
        await self.service.forget_by_scope(self.scope)
        fact = Fact(
            MemoryType.SEMANTIC,
            "User lives in Oslo with two cats",
            attribute="home",
            value="Oslo",
            evidence="I live in Oslo with 2 cats",
        )
        return Extraction([fact])


async def test_a_job_running_while_its_user_is_forgotten_writes_nothing(
    service: MemoryService, state: StateStore, embedder: CachedEmbedder
) -> None:
    user = f"carol-{uuid.uuid4().hex[:6]}"
    key = SessionKey(user, "s1", "")
    job = await state.append_turns(key, [StoredTurn("user", "I live in Oslo with 2 cats")], 1)
    assert job is not None
    claimed = await state.claim(60)
    assert claimed is not None and claimed.id == job.id
    metrics, settings = Metrics(), LearningSettings()
    extractor = ForgettingExtractor(service, Scope(user_id=user))
    learner = Learner(extractor, embedder, service.store_backend, settings, metrics)
    await WorkerPool(state, learner, settings, metrics).process(claimed)
    assert await vectors(service, user) == []
    assert metrics.value("memproxy_jobs_total", {"outcome": "forgotten"}) == 1
    assert not await state.job_exists(job.id)
