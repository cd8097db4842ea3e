"""The Turns contract, on every state store (tests/state/conftest.py): turns recorded,
batched into jobs, flushed when a session goes idle, and the sessions a user has."""

from __future__ import annotations

import asyncio

from memproxy.state.base import SessionKey, Turns
from tests.kit.state import MakeStore, drain, turns

ALICE = SessionKey("alice", "s1")
BOB = SessionKey("bob", "s1")


async def test_turns_are_indexed_and_batched_into_jobs(store: Turns) -> None:
    assert await store.append_turns(ALICE, turns("one", "two"), 3) is None
    job = await store.append_turns(ALICE, turns("three", "four"), 3)
    assert job is not None
    assert [t.text for t in job.turns] == ["one", "two", "three", "four"]
    assert [t.index for t in job.turns] == [0, 1, 2, 3]
    assert job.reason == "batch" and job.key == ALICE and job.attempts == 0
    # the next job holds only turns after the first
    assert await store.append_turns(ALICE, turns("five"), 3) is None
    flushed = await store.flush(ALICE)
    assert flushed is not None
    assert [(t.text, t.index) for t in flushed.turns] == [("five", 4)]
    assert flushed.reason == "flush"
    assert await store.flush(ALICE) is None  # nothing pending
    assert await store.flush(SessionKey("alice", "never-seen")) is None


async def test_recent_turns_and_sessions(store: Turns) -> None:
    await store.append_turns(ALICE, turns("a", "b", "c"), 100)
    await store.append_turns(SessionKey("alice", "s2", "proj"), turns("x"), 100)
    recent = await store.recent_turns(ALICE, 2)
    assert [(t.text, t.index) for t in recent] == [("b", 1), ("c", 2)]
    assert all(t.created_at > 0 for t in recent)
    assert await store.recent_turns(ALICE, 0) == []
    assert set(await store.sessions_of("alice")) == {ALICE, SessionKey("alice", "s2", "proj")}
    # the same session id in another project is another session
    assert await store.recent_turns(SessionKey("alice", "s1", "proj"), 5) == []


async def test_history_is_trimmed_but_unextracted_turns_are_kept(store: Turns) -> None:
    # max_turns_per_session=20: with nothing extracted, every turn stays
    for i in range(30):
        await store.append_turns(ALICE, turns(f"t{i}"), 1000)
    assert len(await store.recent_turns(ALICE, 100)) == 30
    job = await store.flush(ALICE)
    assert job is not None and len(job.turns) == 30
    await store.append_turns(ALICE, turns("t30"), 1000)
    kept = await store.recent_turns(ALICE, 100)
    assert len(kept) == 20
    assert kept[-1].text == "t30" and kept[-1].index == 30


async def test_concurrent_appends_to_one_session_lose_nothing(make_store: MakeStore) -> None:
    replicas = [make_store(), make_store()]
    for r in replicas:
        await r.start()
    try:
        await asyncio.gather(
            *(replicas[i % 2].append_turns(ALICE, turns(f"t{i}"), 7) for i in range(40))
        )
        jobs = await drain(replicas[0])
        rest = await replicas[1].flush(ALICE)
        seen = [t for j in [*jobs, *([rest] if rest else [])] for t in j.turns]
        assert sorted(t.text for t in seen) == sorted(f"t{i}" for i in range(40))
        assert sorted(t.index for t in seen) == list(range(40))
    finally:
        for r in replicas:
            await r.close()


async def test_idle_sessions_are_flushed_after_a_restart(make_store: MakeStore) -> None:
    first = make_store()
    await first.start()
    await first.append_turns(ALICE, turns("I live in Lisbon", "Noted."), 10)
    await first.append_turns(BOB, turns("one", "two"), 2)  # batched: nothing pending
    await first.close()  # the sidecar restarts before the chat is ever batched

    second = make_store()
    await second.start()
    try:
        assert await second.flush_idle(idle_seconds=60) == []  # not idle long enough
        await asyncio.sleep(0.25)
        (job,) = await second.flush_idle(idle_seconds=0.2)
        assert job.key == ALICE and job.reason == "idle"
        assert [t.text for t in job.turns] == ["I live in Lisbon", "Noted."]
        assert await second.flush_idle(idle_seconds=0.2) == []  # taken once
        claimed = [j.id for j in await drain(second)]
        assert claimed[-1] == job.id

        await second.append_turns(ALICE, turns("I moved to Porto"), 10)  # active again
        assert await second.flush_idle(idle_seconds=0.2) == []
        await asyncio.sleep(0.25)
        (again,) = await second.flush_idle(idle_seconds=0.2)
        assert [t.text for t in again.turns] == ["I moved to Porto"]
    finally:
        await second.close()


async def test_replicas_flush_each_idle_session_exactly_once(make_store: MakeStore) -> None:
    replicas = [make_store(), make_store(), make_store()]
    for r in replicas:
        await r.start()
    try:
        for i in range(12):
            key = SessionKey(f"u{i}", "s")
            await replicas[i % 3].append_turns(key, turns(f"f{i}", f"a{i}"), 10)
        await asyncio.sleep(0.25)
        results = await asyncio.gather(*(r.flush_idle(0.2, limit=100) for r in replicas))
        texts = sorted(t.text for jobs in results for j in jobs for t in j.turns)
        assert texts == sorted([f"f{i}" for i in range(12)] + [f"a{i}" for i in range(12)])
    finally:
        for r in replicas:
            await r.close()


async def test_the_sessions_of_one_user(store: Turns) -> None:
    a = SessionKey("alice", "s1")
    b = SessionKey("alice", "s2", "work")
    job = await store.append_turns(a, turns("hi", "hello", "I like tea", "noted"), batch_size=4)
    assert job is not None
    await store.append_turns(a, turns("more"), batch_size=4)
    await store.append_turns(b, turns("one"), batch_size=4)
    await store.append_turns(SessionKey("bob", "s1"), turns("bob's"), batch_size=1)

    infos = {i.key: i for i in await store.session_infos("alice")}
    assert set(infos) == {a, b}
    assert (infos[a].turns, infos[a].taken) == (5, 4)
    assert (infos[b].turns, infos[b].taken) == (1, 0)
    assert infos[a].updated_at >= infos[a].created_at > 0
    assert await store.session_infos("nobody") == []
