"""Both context stores (SQLite file, real redis-server): scoped by user, bounded by count
and age, removed by forget."""

from __future__ import annotations

from pathlib import Path

from memproxy.config import ContextSettings
from memproxy.context.factory import build_context_store
from memproxy.context.record import ContextRecord, new_context_id
from memproxy.context.store import NoContextStore
from memproxy.domain import now_ms
from tests.kit.context import MakeContext


def record(user: str, session: str = "s1", project: str = "", age_ms: int = 0) -> ContextRecord:
    return ContextRecord(
        id=new_context_id(),
        context_hash="sha256:x",
        user_id=user,
        session_id=session,
        project_id=project,
        created_at=now_ms() - age_ms,
        decision="search",
        reason="search",
        query="q",
        injected_text="secret of " + user,
    )


async def test_scoped_by_user_and_session(make_context: MakeContext) -> None:
    store = make_context()
    await store.start()
    mine, other = record("alice", "s1"), record("bob", "s1")
    second = record("alice", "s2")
    for r in (mine, other, second):
        await store.save(r)
    assert await store.get("alice", mine.id) == mine
    assert await store.get("bob", mine.id) is None  # another user's id is not found
    assert await store.get("alice", "../" + mine.id) is None
    assert [r.id for r in await store.list("alice")] == [second.id, mine.id]  # newest first
    assert [r.id for r in await store.list("alice", "s1")] == [mine.id]
    assert [r.id for r in await store.list("bob")] == [other.id]


async def test_bounded_by_count_per_user(make_context: MakeContext) -> None:
    store = make_context(max_per_user=3)
    await store.start()
    saved = [record("alice") for _ in range(7)]
    for r in saved:
        await store.save(r)
    await store.save(record("bob"))
    kept = await store.list("alice", limit=100)
    assert [r.id for r in kept] == [r.id for r in reversed(saved[-3:])]
    assert await store.get("alice", saved[0].id) is None
    assert len(await store.list("bob")) == 1


async def test_bounded_by_age(make_context: MakeContext) -> None:
    store = make_context(max_age_seconds=60)
    await store.start()
    old, fresh = record("alice", age_ms=120_000), record("alice")
    await store.save(old)
    await store.save(fresh)
    assert await store.get("alice", old.id) is None
    assert [r.id for r in await store.list("alice")] == [fresh.id]


async def test_forget_a_user_or_a_project(make_context: MakeContext) -> None:
    store = make_context()
    await store.start()
    plain, work, bob = record("alice"), record("alice", project="work"), record("bob")
    for r in (plain, work, bob):
        await store.save(r)
    assert await store.forget("alice", "work") == 1
    assert [r.id for r in await store.list("alice")] == [plain.id]
    assert await store.forget("alice") == 1
    assert await store.list("alice") == [] and await store.get("alice", plain.id) is None
    assert [r.id for r in await store.list("bob")] == [bob.id]


async def test_records_off_keeps_nothing(tmp_path: Path) -> None:
    store = build_context_store(ContextSettings(records=False), "", tmp_path)
    assert isinstance(store, NoContextStore)
    await store.save(record("alice"))
    assert await store.list("alice") == []


async def test_sqlite_records_commit_without_an_fsync_each(tmp_path: Path) -> None:
    """synchronous=NORMAL, as the state store in the same file (FULL fsyncs each save)."""
    from memproxy.context.sqlite import SqliteContextStore

    store = build_context_store(ContextSettings(), "", tmp_path)
    assert isinstance(store, SqliteContextStore)
    await store.start()
    try:
        await store.save(record("u"))
        synchronous = await store._run(lambda db: db.execute("PRAGMA synchronous").fetchone())
        assert synchronous == (1,)  # NORMAL
        assert [r.user_id for r in await store.list("u")] == ["u"]
    finally:
        await store.close()
