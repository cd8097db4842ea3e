"""The MemoryStore contract, against Milvus Lite and a real Milvus server."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import ListQuery, Memory, MemoryPatch, MemoryType, Scope, SearchQuery
from memproxy.store import hybrid
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM, put, vec

RNG = np.random.default_rng(3)


def near(base: list[float], noise: float, seed: int) -> list[float]:
    v = np.asarray(base) + noise * np.random.default_rng(seed).standard_normal(DIM)
    return list(v / np.linalg.norm(v))


def search(user: str, v: list[float], **kw: object) -> SearchQuery:
    return SearchQuery(
        scope=Scope(user_id=user, project_id=kw.pop("project", None)),  # type: ignore[arg-type]
        vector=v,
        **kw,
    )  # type: ignore[arg-type]


HOSTILE_USERS = [
    'alice" or user_key != "',
    "\\",
    "a' or '1'=='1",
    "☃🎉",
    "ctl\x01\x7f",
    "u" * 1000,
    'user_id != ""',
]


async def test_round_trip_with_metadata_as_stored(store: MilvusStore) -> None:
    meta = {"nested": {"list": [1, 2.5, None, True, "é"]}, "unicode": "日本 ☃", "n": 0}
    m = await put(
        store,
        "alice",
        "Budget is $10,000",
        vec(1),
        metadata=meta,
        entities=["Hawaii", "budget"],
        importance=5,
        confidence=4,
        type=MemoryType.PROCEDURAL,
        session_id="s1",
    )
    got = await store.get("alice", m.id)
    assert got is not None
    assert got.model_dump() == m.model_dump()
    assert got.metadata == meta and got.entities == ["Hawaii", "budget"]


async def test_retrieve_ranks_and_thresholds(store: MilvusStore) -> None:
    base = vec(10)
    close = await put(store, "alice", "close", near(base, 0.05, 1))
    mid = await put(store, "alice", "mid", near(base, 0.6, 2))
    await put(store, "alice", "far", vec(99))
    hits = await store.retrieve(search("alice", base, limit=5, threshold=-1))
    assert [h.memory.id for h in hits[:2]] == [close.id, mid.id]
    assert all(a.score >= b.score for a, b in itertools.pairwise(hits))
    assert hits[0].score <= 1.0
    high = await store.retrieve(search("alice", base, limit=5, threshold=0.9))
    assert [h.memory.id for h in high] == [close.id]
    assert len(await store.retrieve(search("alice", base, limit=1))) == 1


@pytest.mark.parametrize("mode", ["dense", "keyword", "hybrid"])
async def test_a_rank_vector_orders_the_hits_and_the_question_scores_them(
    store: MilvusStore, mode: hybrid.Mode
) -> None:
    """An adapted question (SearchQuery.rank_vector) ranks; every hit's score, and the
    threshold, stay the cosine to the question's own vector, on every path. b is not
    among the question's own 20 nearest (24 rows are nearer), so its cosine is read by
    id after the search."""
    question, moved = vec(10), vec(11)
    both = np.asarray(question) + 0.5 * np.asarray(moved)
    near_question, near_moved = list(both / np.linalg.norm(both)), near(moved, 0.05, 2)
    a = await put(store, "alice", "lisbon trip in june", near_question)
    b = await put(store, "alice", "lisbon flat by the river", near_moved)
    await put(store, "alice", "cello on sundays", vec(99))
    for k in range(24):
        await put(store, "alice", f"note {k}", near(question, 0.03, 100 + k))
    query = search("alice", question, text="lisbon", rank_vector=moved, limit=2, threshold=-1)
    hits = await store.search(query, mode)
    if mode != "keyword":  # keyword: BM25 orders them
        assert [h.memory.id for h in hits] == [b.id, a.id]
    cosine = {a.id: np.dot(near_question, question), b.id: np.dot(near_moved, question)}
    assert {h.memory.id for h in hits} == {a.id, b.id}
    assert [h.score for h in hits] == pytest.approx([cosine[h.memory.id] for h in hits], abs=1e-4)
    assert cosine[b.id] < 0.3 < 0.8 < cosine[a.id]
    gated = await store.search(query.model_copy(update={"threshold": 0.5}), mode)
    assert [h.memory.id for h in gated] == [a.id]


@pytest.mark.parametrize("user", HOSTILE_USERS)
async def test_users_are_isolated_even_with_hostile_ids(store: MilvusStore, user: str) -> None:
    v = vec(5)
    victim = await put(store, "victim", "victim secret", v)
    mine = await put(store, user, "my note", v)
    hits = await store.retrieve(search(user, v, threshold=-1))
    assert [h.memory.id for h in hits] == [mine.id]
    assert await store.get(user, victim.id) is None
    assert await store.update(user, victim.id, MemoryPatch(content="pwned")) is None
    assert await store.forget(user, victim.id) is False
    assert await store.forget_by_scope(Scope(user_id=user)) == 1
    assert [m.id for m in await store.list(ListQuery(scope=Scope(user_id=user)))] == []
    got = await store.get("victim", victim.id)
    assert got is not None and got.content == "victim secret"
    assert await store.get(user, mine.id) is None


async def test_project_scoping_as_in_seed_003(store: MilvusStore) -> None:
    v = vec(7)
    plain = await put(store, "alice", "no project", v)
    p1 = await put(store, "alice", "project one", v, project_id="p1")
    p2 = await put(store, "alice", "project two", v, project_id="p2")
    ids = lambda hits: {h.memory.id for h in hits}  # noqa: E731
    assert ids(await store.retrieve(search("alice", v, threshold=-1))) == {plain.id}
    assert ids(await store.retrieve(search("alice", v, threshold=-1, project="p1"))) == {p1.id}
    assert ids(await store.retrieve(search("alice", v, threshold=-1, project="p2"))) == {p2.id}
    every = await store.list(ListQuery(scope=Scope(user_id="alice"), all_projects=True))
    assert {m.id for m in every} == {plain.id, p1.id, p2.id}


async def test_archived_excluded_and_types_filter(store: MilvusStore) -> None:
    v = vec(8)
    sem = await put(store, "alice", "semantic", v)
    proc = await put(store, "alice", "procedure", v, type=MemoryType.PROCEDURAL)
    old = await put(store, "alice", "old", v)
    await store.update("alice", old.id, MemoryPatch(archived=True, superseded_by=sem.id))
    hits = await store.retrieve(search("alice", v, threshold=-1))
    assert {h.memory.id for h in hits} == {sem.id, proc.id}
    only = await store.retrieve(search("alice", v, threshold=-1, types=[MemoryType.PROCEDURAL]))
    assert [h.memory.id for h in only] == [proc.id]
    archived = await store.get("alice", old.id)
    assert archived is not None and archived.archived and archived.superseded_by == sem.id


async def test_update_changes_content_vector_and_time(store: MilvusStore) -> None:
    m = await put(store, "alice", "budget is $10K", vec(1))
    updated = await store.update("alice", m.id, MemoryPatch(content="budget is $15K"), vec(2))
    assert updated is not None and updated.content == "budget is $15K"
    assert updated.updated_at >= m.updated_at and updated.created_at == m.created_at
    assert updated.content_hash != m.content_hash
    hits = await store.retrieve(search("alice", vec(2), threshold=0.99))
    assert [h.memory.content for h in hits] == ["budget is $15K"]
    assert await store.count("alice") == 1


async def test_forget_and_forget_by_scope(store: MilvusStore) -> None:
    a = await put(store, "alice", "a", vec(1))
    await put(store, "alice", "b", vec(2), project_id="p1")
    await put(store, "alice", "c", vec(3), project_id="p2")
    bob = await put(store, "bob", "bob's", vec(1))
    assert await store.forget("alice", a.id) is True
    assert await store.forget("alice", a.id) is False
    assert await store.forget_by_scope(Scope(user_id="alice", project_id="p1")) == 1
    assert await store.count("alice") == 1
    assert await store.forget_by_scope(Scope(user_id="alice")) == 1
    assert await store.count("alice") == 0
    assert await store.get("bob", bob.id) is not None


async def test_list_pagination_newest_first(store: MilvusStore) -> None:
    made = [await put(store, "alice", f"m{i}", vec(i), created_at=1000 + i) for i in range(7)]
    page1 = await store.list(ListQuery(scope=Scope(user_id="alice"), limit=3))
    page3 = await store.list(ListQuery(scope=Scope(user_id="alice"), limit=3, offset=6))
    assert [m.content for m in page1] == ["m6", "m5", "m4"]
    assert [m.id for m in page3] == [made[0].id]
    typed = await store.list(ListQuery(scope=Scope(user_id="alice"), type=MemoryType.EPISODIC))
    assert typed == []


async def test_reads_past_one_query_of_16384_rows(big_store: MilvusStore) -> None:
    """One Milvus query returns at most 16,384 rows: list (and `memories export`, which
    pages through it), count, the quota's usage and forget's count must see every memory
    past that."""
    total = 16_384 + 250
    v = vec(1)  # one cheap vector for all: only the keys matter here
    batch = [(Memory(user_id="many", content=f"m{i}", created_at=i + 1), v) for i in range(total)]
    for start in range(0, total, 2000):  # one insert per 2,000: each within the call timeout
        await big_store.store(batch[start : start + 2000])
    tail = await big_store.list(ListQuery(scope=Scope(user_id="many"), limit=1000, offset=16_384))
    assert [m.content for m in tail] == [f"m{i}" for i in range(249, -1, -1)]
    assert await big_store.count("many") == total
    assert len({u.id for u in await big_store.active_usage("many", with_content=True)}) == total
    assert await big_store.forget_by_scope(Scope(user_id="many")) == total
    assert await big_store.count("many") == 0


async def test_external_write_id_is_idempotent(store: MilvusStore) -> None:
    first = await put(store, "alice", "v1", vec(1), external_write_id="job:1:0")
    second = await put(store, "alice", "v2", vec(1), external_write_id="job:1:0")
    assert second.id == first.id
    assert await store.count("alice") == 1
    got = await store.find_by_external_write_id("alice", "job:1:0")
    assert got is not None and got.content == "v2"
    assert await store.find_by_external_write_id("bob", "job:1:0") is None


async def test_find_by_hash_is_scoped(store: MilvusStore) -> None:
    m = await put(store, "alice", "Same Text", vec(1))
    await put(store, "bob", "Same Text", vec(1))
    found = await store.find_by_hash(Scope(user_id="alice"), m.content_hash)
    assert [x.id for x in found] == [m.id]
    assert await store.find_by_hash(Scope(user_id="alice", project_id="p"), m.content_hash) == []


async def test_unknown_and_malformed_ids(store: MilvusStore) -> None:
    await put(store, "alice", "x", vec(1))
    for bad in ["nope", '" or id != "', "0" * 32]:
        assert await store.get("alice", bad) is None
        assert await store.forget("alice", bad) is False


async def test_lite_persists_across_reopen(tmp_path: Path) -> None:
    settings = MilvusSettings(uri=str(tmp_path / "p.db"), dimension=DIM)
    first = MilvusStore(settings)
    await first.start()
    m = await put(first, "alice", "persist me", vec(1))
    await first.close()
    again = MilvusStore(settings)
    await again.start()
    hits = await again.retrieve(search("alice", vec(1), threshold=0.9))
    assert [h.memory.id for h in hits] == [m.id]
    await again.close()


async def test_unreachable_server_is_store_unavailable() -> None:
    from memproxy.store.base import StoreUnavailable
    from memproxy.testing.procs import free_port

    s = MilvusStore(MilvusSettings(uri=f"http://127.0.0.1:{free_port()}", timeout_seconds=1))
    with pytest.raises(StoreUnavailable):
        await s.start()
    assert await s.healthy() is False
    with pytest.raises(StoreUnavailable):
        await s.retrieve(search("alice", vec(1)))
    await s.close()


async def test_profile_candidates(store: MilvusStore) -> None:
    pinned = await put(store, "alice", "User is vegetarian.", vec(1), metadata={"pinned": True})
    pref = await put(
        store, "alice", "Answer briefly", vec(2), type=MemoryType.PREFERENCE, importance=4
    )
    rule = await put(
        store,
        "alice",
        "Never MySQL in production",
        vec(3),
        type=MemoryType.CONSTRAINT,
        importance=5,
    )
    await put(store, "alice", "Likes jazz", vec(4), type=MemoryType.PREFERENCE, importance=3)
    await put(store, "alice", "A fact", vec(5), importance=5)
    await put(store, "alice", "Not pinned", vec(6), metadata={"pinned": False})
    await put(
        store, "alice", "Old rule", vec(7), type=MemoryType.CONSTRAINT, importance=5, archived=True
    )
    await put(store, "bob", "Bob's pinned", vec(8), metadata={"pinned": True})
    await put(store, "alice", "Project pin", vec(9), metadata={"pinned": True}, project_id="p")
    learned = await put(
        store,
        "alice",
        "User lives in Graz.",
        vec(10),
        importance=4,
        metadata={"kind": "fact", "profile": True},
    )
    await put(
        store,
        "alice",
        "User likes chess.",
        vec(11),
        importance=3,
        metadata={"kind": "fact", "profile": True},
    )
    await put(
        store,
        "alice",
        "User lives in Linz.",
        vec(12),
        importance=4,
        archived=True,
        metadata={"kind": "fact", "profile": True},
    )
    found = await store.profile(Scope(user_id="alice"), 4, 8)
    assert {m.id for m in found} == {pinned.id, pref.id, rule.id, learned.id}
    assert await store.profile(Scope(user_id="alice"), 4, 0) == []


async def test_a_small_users_standing_memories_are_all_profile_candidates(
    store: MilvusStore,
) -> None:
    """While the scope holds at most `few` standing memories (any type but episodic,
    task, reflective; active; this user and project only), all are candidates; one
    more and only the pinned and profile-worthy ones are."""
    alice = Scope(user_id="alice")
    oven = await put(store, "alice", "User's flat has no oven.", vec(1), importance=2)
    owl = await put(store, "alice", "User is a night owl.", vec(2), type=MemoryType.SEMANTIC)
    await put(store, "alice", "User went to Rome last May.", vec(3), type=MemoryType.EPISODIC)
    await put(store, "alice", "Book the dentist.", vec(4), type=MemoryType.TASK)
    await put(store, "alice", "User lived in Linz.", vec(5), archived=True)
    await put(store, "alice", "A project fact.", vec(6), project_id="p")
    await put(store, "bob", "Bob's fact.", vec(7))
    assert {m.id for m in await store.profile(alice, 4, 8, few=2)} == {oven.id, owl.id}
    assert await store.profile(alice, 4, 8) == []  # few 0: never
    assert await store.profile(alice, 4, 8, few=1) == []  # two standing memories: not few
    third = await put(store, "alice", "User plays the cello.", vec(8))
    assert await store.profile(alice, 4, 8, few=2) == []  # the cache saw the write
    found = await store.profile(alice, 4, 8, few=3)
    assert {m.id for m in found} == {oven.id, owl.id, third.id}
    assert await store.profile(Scope(user_id="alice", project_id="p"), 4, 8, few=3) != []
    assert [m.content for m in await store.profile(Scope(user_id="bob"), 4, 8, few=3)] == [
        "Bob's fact."
    ]


async def test_profile_follows_every_write(store: MilvusStore) -> None:
    """The profile is cached per user (memproxy.store.profile_cache): a store, an update
    and a forget of the user each show in the next read; another user's write does not
    drop it."""
    alice = Scope(user_id="alice")
    assert await store.profile(alice, 4, 8) == []
    pinned = await put(store, "alice", "User is vegetarian.", vec(1), metadata={"pinned": True})
    assert [m.id for m in await store.profile(alice, 4, 8)] == [pinned.id]
    await store.update("alice", pinned.id, MemoryPatch(content="User is vegan."))
    assert [m.content for m in await store.profile(alice, 4, 8)] == ["User is vegan."]
    await put(store, "bob", "Bob's pin", vec(2), metadata={"pinned": True})
    assert [m.id for m in await store.profile(alice, 4, 8)] == [pinned.id]
    await store.forget("alice", pinned.id)
    assert await store.profile(alice, 4, 8) == []


async def test_a_profile_read_the_request_gave_up_on_still_fills_the_cache(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A request's memory deadline cancels its wait, not the read: the next request of
    the user is served from the cache instead of starting the same slow read again."""
    pinned = await put(store, "alice", "User is vegetarian.", vec(1), metadata={"pinned": True})
    slow_query = store.core.query
    reads = 0

    async def slow(*args: object, **kwargs: object) -> list[dict[str, object]]:
        nonlocal reads
        reads += 1
        await asyncio.sleep(0.3)
        return await slow_query(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store.core, "query", slow)
    alice = Scope(user_id="alice")
    with pytest.raises(TimeoutError):
        await asyncio.wait_for(store.profile(alice, 4, 8), 0.05)
    await asyncio.sleep(0.6)  # the read goes on and lands in the cache
    assert [m.id for m in await store.profile(alice, 4, 8)] == [pinned.id]
    assert reads == 1
