"""The JobQueue contract, on every state store (tests/state/conftest.py): claim, ack,
retry and dead-letter, one user's jobs one at a time and in order, across replicas and
restarts."""

from __future__ import annotations

import asyncio

import pytest

from memproxy.state.base import QueueFull, SessionKey, StateStore
from tests.kit.state import MakeStore, record, turns

ALICE = SessionKey("alice", "s1")
BOB = SessionKey("bob", "s1")


async def test_claim_ack_retry_dead_letter(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("fact one"), 1)
    await store.append_turns(BOB, turns("fact two"), 1)
    assert (await store.stats()).pending == 2
    first = await store.claim(60)
    second = await store.claim(60)
    assert first is not None and second is not None
    assert {first.key.user_id, second.key.user_id} == {"alice", "bob"}
    assert await store.claim(60) is None  # both leased
    stats = await store.stats()
    assert (stats.pending, stats.leased) == (0, 2)

    await store.ack(first.id)
    await store.retry(second.id, "llm down", 0)
    again = await store.claim(60)
    assert again is not None and again.id == second.id
    assert again.attempts == 1 and again.last_error == "llm down"
    await store.retry(again.id, "milvus down", 0, count_attempt=False)
    waited = await store.claim(60)
    assert waited is not None and waited.attempts == 1
    await store.dead_letter(waited.id, "gave up")
    stats = await store.stats()
    assert (stats.pending, stats.leased, stats.dead) == (0, 0, 1)
    assert await store.claim(60) is None


async def test_retry_delay_is_honoured(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("x"), 1)
    job = await store.claim(60)
    assert job is not None
    await store.retry(job.id, "later", 30)
    assert await store.claim(60) is None
    assert (await store.stats()).pending == 1


async def test_an_expired_lease_is_claimed_again(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("x"), 1)
    job = await store.claim(0.05)
    assert job is not None
    await asyncio.sleep(0.2)  # the worker "crashed": no ack, no retry
    again = await store.claim(60)
    assert again is not None and again.id == job.id
    assert again.attempts == 1 and again.last_error == "lease expired"
    assert [t.text for t in again.turns] == ["x"]


async def test_a_renewed_lease_is_not_claimed_again(make_store: MakeStore) -> None:
    """The worker on a job renews its lease: no replica takes the job, or another of its
    user's jobs, while it is renewed; once renewal stops, the lease runs out as before."""
    a, b = make_store(), make_store()
    await a.start()
    await b.start()
    try:
        await a.append_turns(ALICE, turns("x"), 1)
        await a.append_turns(SessionKey("alice", "s2"), turns("y"), 1)
        job = await a.claim(0.3)
        assert job is not None
        for _ in range(4):  # 0.6 s in all: twice the lease first granted
            await asyncio.sleep(0.15)
            assert await a.renew(job.id, 0.3)
            assert await b.claim(60) is None
        await asyncio.sleep(0.5)  # its worker is gone: no renewal
        again = await b.claim(60)
        assert again is not None and again.id == job.id
        assert again.attempts == 1 and again.last_error == "lease expired"
    finally:
        await a.close()
        await b.close()


async def test_a_lease_is_not_renewed_once_its_job_is_settled(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("x"), 1)
    await store.append_turns(BOB, turns("y"), 1)
    done, later = await store.claim(60), await store.claim(60)
    assert done is not None and later is not None
    await store.ack(done.id)
    assert not await store.renew(done.id, 60)
    await store.retry(later.id, "llm down", 30)
    assert not await store.renew(later.id, 60)  # pending again: no lease to renew
    assert (await store.stats()).leased == 0


async def test_full_queue_rejects_the_job_but_keeps_the_turns(make_store: MakeStore) -> None:
    store = make_store(max_queue=2)
    await store.start()
    try:
        for user in ("u1", "u2"):
            await store.append_turns(SessionKey(user, "s"), turns("x"), 1)
        with pytest.raises(QueueFull):
            await store.append_turns(ALICE, turns("my budget is $10,000"), 1)
        assert (await store.stats()).rejected_full == 1
        assert [t.text for t in await store.recent_turns(ALICE, 5)] == ["my budget is $10,000"]
        job = await store.claim(60)
        assert job is not None
        await store.ack(job.id)
        flushed = await store.flush(ALICE)  # room again: the kept turns are not lost
        assert flushed is not None and [t.text for t in flushed.turns] == ["my budget is $10,000"]
    finally:
        await store.close()


async def test_jobs_survive_a_restart(make_store: MakeStore) -> None:
    first = make_store()
    await first.start()
    await first.append_turns(ALICE, turns("I live in Lisbon"), 1)
    await first.save_response(record("r1"))
    leased = await first.claim(0.05)
    assert leased is not None
    await first.close()  # the sidecar is gone with the job leased

    second = make_store()
    await second.start()
    try:
        await asyncio.sleep(0.1)
        job = await second.claim(60)
        assert job is not None and job.id == leased.id
        assert [t.text for t in job.turns] == ["I live in Lisbon"]
        assert await second.get_response("alice", "r1") is not None
    finally:
        await second.close()


async def test_replicas_claim_each_job_exactly_once(make_store: MakeStore) -> None:
    replicas = [make_store(), make_store(), make_store()]
    for r in replicas:
        await r.start()
    try:
        for i in range(30):
            await replicas[i % 3].append_turns(SessionKey(f"u{i}", "s"), turns(f"f{i}"), 1)

        async def work(r: StateStore) -> list[str]:
            got: list[str] = []
            while (job := await r.claim(60)) is not None:
                got.append(job.id)
                await r.ack(job.id)
            return got

        results = await asyncio.gather(*(work(r) for r in replicas))
        ids = [i for got in results for i in got]
        assert len(ids) == 30 and len(set(ids)) == 30
    finally:
        for r in replicas:
            await r.close()


async def test_one_users_jobs_are_leased_one_at_a_time(make_store: MakeStore) -> None:
    """Across replicas: while alice's first job is leased, her second waits; bob's goes."""
    a, b = make_store(), make_store()
    await a.start()
    await b.start()
    try:
        await a.append_turns(ALICE, turns("budget is $10,000"), 1)
        await b.append_turns(SessionKey("alice", "s2"), turns("budget is $10,000"), 1)
        await a.append_turns(BOB, turns("x"), 1)
        first = await a.claim(60)
        assert first is not None and first.key == ALICE
        other = await b.claim(60)
        assert other is not None and other.key == BOB
        assert await b.claim(60) is None  # alice's second job waits for her first
        await a.retry(first.id, "transient", 30)  # released, but still the oldest
        assert await b.claim(60) is None  # alice's second job waits behind it
        await a.dead_letter(first.id, "gave up")  # a dead job holds nothing back
        second = await b.claim(60)
        assert second is not None and second.key == SessionKey("alice", "s2")
    finally:
        await a.close()
        await b.close()


async def test_a_crashed_lease_frees_its_user(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("one"), 1)
    await store.append_turns(SessionKey("alice", "s2"), turns("two"), 1)
    crashed = await store.claim(0.05)
    assert crashed is not None
    await asyncio.sleep(0.2)
    claimed = {(await store.claim(60)).id}  # type: ignore[union-attr]
    assert crashed.id in claimed  # the expired lease comes back first
    assert await store.claim(60) is None  # and holds alice again


async def test_one_users_jobs_are_claimed_in_the_order_they_were_made(store: StateStore) -> None:
    """Jobs made within the same millisecond still come out first-in, first-out: a
    correction learned before the fact it corrects would be superseded by it."""
    made = [
        await store.append_turns(SessionKey("alice", f"s{i}"), turns(f"v{i}"), 1) for i in range(12)
    ]
    claimed = []
    for _ in made:
        job = await store.claim(60)
        assert job is not None
        claimed.append(job.key.session_id)
        await store.ack(job.id)
    assert claimed == [f"s{i}" for i in range(12)]


async def test_a_retried_job_is_not_overtaken_by_its_users_later_jobs(store: StateStore) -> None:
    """A fact and its correction: while the fact waits out a retry, the correction waits
    too (learned first, it would be superseded by the older fact); other users go on."""
    await store.append_turns(ALICE, turns("budget is $10K"), 1)
    await store.append_turns(SessionKey("alice", "s2"), turns("budget is now $15K"), 1)
    await store.append_turns(BOB, turns("x"), 1)
    fact = await store.claim(60)
    assert fact is not None and [t.text for t in fact.turns] == ["budget is $10K"]
    await store.retry(fact.id, "llm down", 0.3)
    bob = await store.claim(60)
    assert bob is not None and bob.key == BOB
    assert await store.claim(60) is None  # the correction waits behind the fact
    await asyncio.sleep(0.4)
    again = await store.claim(60)
    assert again is not None and again.id == fact.id
    await store.ack(again.id)
    correction = await store.claim(60)
    assert correction is not None and [t.text for t in correction.turns] == ["budget is now $15K"]
    await store.ack(correction.id)
    await store.ack(bob.id)
    assert await store.claim(60) is None


async def test_the_jobs_of_one_user(store: StateStore) -> None:
    a = SessionKey("alice", "s1")
    job = await store.append_turns(a, turns("hi", "hello", "I like tea", "noted"), batch_size=4)
    assert job is not None
    await store.append_turns(a, turns("more"), batch_size=4)
    await store.append_turns(SessionKey("bob", "s1"), turns("bob's"), batch_size=1)

    jobs = await store.jobs_of("alice")
    assert [(j.id, j.key, j.state, j.reason, j.turns) for j in jobs] == [
        (job.id, a, "pending", "batch", 4)
    ]
    assert [j.key.user_id for j in await store.jobs_of("bob")] == ["bob"]
    assert await store.jobs_of("nobody") == []
