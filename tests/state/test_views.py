"""The admin views of conversation state, on both backends: sessions and jobs of a user."""

from __future__ import annotations

from memproxy.state.base import SessionKey, StateStore, StoredTurn


def turns(*texts: str) -> list[StoredTurn]:
    return [StoredTurn("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(texts)]


async def test_sessions_and_jobs_of_one_user(store: StateStore) -> None:
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

    jobs = await store.jobs_of("alice")
    assert [(j.id, j.key, j.state, j.reason, j.turns) for j in jobs] == [
        (job.id, a, "pending", "batch", 4)
    ]
    assert [j.key.user_id for j in await store.jobs_of("bob")] == ["bob"]
    assert await store.session_infos("nobody") == [] and await store.jobs_of("nobody") == []
