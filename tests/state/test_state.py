"""The StateStore contract, run against both backends (SQLite file, real redis-server)."""

from __future__ import annotations

import asyncio
import json

import pytest

from memproxy.state.base import (
    Job,
    QueueFull,
    ResponseRecord,
    SessionKey,
    StateStore,
    StoredTurn,
)
from tests.state.conftest import MakeStore

ALICE = SessionKey("alice", "s1")
BOB = SessionKey("bob", "s1")


def turns(*texts: str) -> list[StoredTurn]:
    return [StoredTurn("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(texts)]


def record(rid: str, prev: str = "", user: str = "alice", project: str = "") -> ResponseRecord:
    return ResponseRecord(
        response_id=rid,
        user_id=user,
        previous_response_id=prev,
        project_id=project,
        input_items=[{"role": "user", "content": f"q {rid}"}],
        output_items=[{"type": "message", "content": [{"type": "output_text", "text": rid}]}],
    )


async def drain(store: StateStore) -> list[Job]:
    """Claim and ack every job (one user's jobs are leased one at a time)."""
    claimed = []
    while (job := await store.claim(60)) is not None:
        claimed.append(job)
        await store.ack(job.id)
    return claimed


# conversations ------------------------------------------------------------------------
async def test_response_round_trip_is_scoped_to_its_user(store: StateStore) -> None:
    await store.save_response(record("resp_1"))
    got = await store.get_response("alice", "resp_1")
    assert got is not None
    assert got.input_items == [{"role": "user", "content": "q resp_1"}]
    assert got.output_items[0]["content"][0]["text"] == "resp_1"
    assert got.created_at > 0
    assert await store.get_response("bob", "resp_1") is None
    assert await store.chain("bob", "resp_1") is None


async def test_lone_surrogates_are_recorded(store: StateStore) -> None:
    """A client's escaped \\ud800 reaches turns (U+FFFD) and chains (the escape kept);
    UTF-8-only SQLite and Redis refused it and the exchange was never learned (issue 14)."""
    item = json.loads('{"role": "user", "content": "budget \\ud800"}')
    await store.save_response(
        ResponseRecord(response_id="resp_s", user_id="alice", input_items=[item])
    )
    got = await store.get_response("alice", "resp_s")
    assert got is not None and got.input_items == [item]
    await store.append_turns(ALICE, turns(item["content"], "ok \udfff"), 10)
    assert [t.text for t in await store.recent_turns(ALICE, 5)] == ["budget \ufffd", "ok \ufffd"]


async def test_chain_is_oldest_first_and_bounded(store: StateStore) -> None:
    for i in range(1, 6):
        await store.save_response(record(f"r{i}", prev=f"r{i - 1}" if i > 1 else ""))
    chain = await store.chain("alice", "r5")
    assert chain is not None
    assert [r.response_id for r in chain] == ["r1", "r2", "r3", "r4", "r5"]
    short = await store.chain("alice", "r5", max_depth=2)
    assert short is not None
    assert [r.response_id for r in short] == ["r4", "r5"]
    assert await store.chain("alice", "unknown") is None


async def test_chain_survives_a_cycle(store: StateStore) -> None:
    await store.save_response(record("a", prev="b"))
    await store.save_response(record("b", prev="a"))
    chain = await asyncio.wait_for(store.chain("alice", "a"), 5)
    assert chain is not None
    assert sorted(r.response_id for r in chain) == ["a", "b"]


async def test_chain_never_crosses_into_another_users_responses(store: StateStore) -> None:
    await store.save_response(record("secret", user="bob"))
    await store.save_response(record("mine", prev="secret", user="alice"))
    chain = await store.chain("alice", "mine")
    assert chain is not None
    assert [r.response_id for r in chain] == ["mine"]


@pytest.mark.parametrize(
    "user_id",
    ["a:b", "a*", "{x}", "user\nnewline", "ユーザー", "x" * 5000, "'; DROP TABLE jobs; --"],
)
async def test_hostile_ids_stay_isolated(store: StateStore, user_id: str) -> None:
    await store.save_response(record("r", user=user_id))
    await store.append_turns(SessionKey(user_id, "s"), turns("my pin is 4711"), 10)
    assert await store.get_response(user_id, "r") is not None
    for other in ("a", "", "*", "alice"):
        if other != user_id:
            assert await store.get_response(other, "r") is None
            assert await store.sessions_of(other) == []
    assert [t.text for t in await store.recent_turns(SessionKey(user_id, "s"), 5)] == [
        "my pin is 4711"
    ]


# turns and batching ------------------------------------------------------------------
async def test_turns_are_indexed_and_batched_into_jobs(store: StateStore) -> None:
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


async def test_recent_turns_and_sessions(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("a", "b", "c"), 100)
    await store.append_turns(SessionKey("alice", "s2", "proj"), turns("x"), 100)
    recent = await store.recent_turns(ALICE, 2)
    assert [(t.text, t.index) for t in recent] == [("b", 1), ("c", 2)]
    assert all(t.created_at > 0 for t in recent)
    assert await store.recent_turns(ALICE, 0) == []
    assert set(await store.sessions_of("alice")) == {ALICE, SessionKey("alice", "s2", "proj")}
    # the same session id in another project is another session
    assert await store.recent_turns(SessionKey("alice", "s1", "proj"), 5) == []


async def test_history_is_trimmed_but_unextracted_turns_are_kept(store: StateStore) -> None:
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


# the queue ---------------------------------------------------------------------------
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


# forgetting --------------------------------------------------------------------------
async def test_forget_removes_everything_of_the_scope_and_nothing_else(store: StateStore) -> None:
    in_project = SessionKey("alice", "s1", "proj")
    await store.save_response(record("r1"))
    await store.save_response(record("r2", project="proj"))
    await store.save_response(record("rb", user="bob"))
    await store.append_turns(ALICE, turns("a", "b"), 1)
    await store.append_turns(in_project, turns("p"), 1)
    await store.append_turns(BOB, turns("bob's"), 1)

    removed = await store.forget("alice", "proj")
    assert removed >= 3  # r2, the turn, its job
    assert await store.get_response("alice", "r2") is None
    assert await store.get_response("alice", "r1") is not None
    assert await store.recent_turns(in_project, 5) == []

    await store.forget("alice")
    assert await store.get_response("alice", "r1") is None
    assert await store.sessions_of("alice") == []
    assert await store.recent_turns(ALICE, 5) == []
    left = await drain(store)
    assert [j.key.user_id for j in left] == ["bob"]
    assert await store.get_response("bob", "rb") is not None
    # the forgotten session starts again from scratch
    job = await store.append_turns(ALICE, turns("new"), 1)
    assert job is not None and [t.text for t in job.turns] == ["new"]


# durability and several replicas -----------------------------------------------------
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


async def test_forgetting_a_project_frees_its_users_later_jobs(store: StateStore) -> None:
    await store.append_turns(SessionKey("alice", "s1", "p1"), turns("one"), 1)
    await store.append_turns(SessionKey("alice", "s2"), turns("two"), 1)
    first = await store.claim(60)
    assert first is not None and first.key.project_id == "p1"
    await store.retry(first.id, "later", 30)
    assert await store.claim(60) is None
    await store.forget("alice", "p1")
    left = await store.claim(60)
    assert left is not None and left.key == SessionKey("alice", "s2")


# the inactivity flush -------------------------------------------------------------------
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


async def test_a_forgotten_session_is_never_flushed(store: StateStore) -> None:
    await store.append_turns(ALICE, turns("I live in Lisbon"), 10)
    await store.append_turns(BOB, turns("I live in Oslo"), 10)
    await store.forget("alice")
    await asyncio.sleep(0.25)
    (job,) = await store.flush_idle(0.2)
    assert job.key == BOB
