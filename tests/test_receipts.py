"""Learning receipts: both context stores (SQLite file, real redis-server) keep them by
user, newest first, under the records' retention and dropped on a user forget; sealed at
rest with encryption on; a null log with records off."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

from memproxy.config import ContextSettings
from memproxy.context.encrypted import EncryptedContextStore
from memproxy.context.factory import build_context_store
from memproxy.receipts import (
    FactReceipt,
    LearningReceipt,
    NoReceiptLog,
    StoredReceiptLog,
    dump,
    load,
    receipt_log,
)
from tests.kit.context import MakeContext
from tests.kit.state import CIPHER


def receipt(user: str, job: str, age_s: float = 0, error: str | None = None) -> LearningReceipt:
    return LearningReceipt(
        user_id=user,
        job_id=job,
        created_at=time.time() - age_s,
        turns=("user: I'm vegetarian now", "assistant: Noted!"),
        model_seconds=1.25,
        facts=(
            FactReceipt(
                text="User is vegetarian",
                evidence="I'm vegetarian now",
                about="user",
                attribute="diet",
                profile=True,
                outcome="superseded",
                reason="replaces m1",
                memory_id="m2",
                replaced_id="m1",
            ),
            FactReceipt("User asked about tofu", "", "user", "", False, "dropped", "a question"),
        ),
        error=error,
    )


def test_a_receipt_survives_json_exactly() -> None:
    r = receipt("alice", "j1", error="model timed out")
    assert load(dump(r)) == r


async def test_kept_by_user_newest_first(make_context: MakeContext) -> None:
    store = make_context()
    await store.start()
    log = receipt_log(store)
    old, new, theirs = receipt("alice", "j1", 10), receipt("alice", "j2"), receipt("bob", "j3")
    for r in (old, new, theirs):
        await log.add(r)
    assert await log.recent("alice") == [new, old]
    assert await log.recent("alice", limit=1) == [new]
    assert await log.get("alice", "j1") == old
    assert await log.get("alice", "j3") is None  # another user's job is not found
    assert await log.get("bob", "j3") == theirs


async def test_the_records_retention_bounds_them(make_context: MakeContext) -> None:
    store = make_context(max_per_user=2, max_age_seconds=60)
    await store.start()
    log = receipt_log(store)
    await log.add(receipt("alice", "expired", age_s=120))
    for n in range(3):
        await log.add(receipt("alice", f"j{n}", age_s=3 - n))
    assert [r.job_id for r in await log.recent("alice")] == ["j2", "j1"]
    assert await log.get("alice", "expired") is None


async def test_forgetting_the_user_drops_them_a_project_forget_does_not(
    make_context: MakeContext,
) -> None:
    store = make_context()
    await store.start()
    log = receipt_log(store)
    await log.add(receipt("alice", "j1"))
    await log.add(receipt("bob", "j2"))
    await store.forget("alice", "some-project")
    assert [r.job_id for r in await log.recent("alice")] == ["j1"]
    await store.forget("alice")
    assert await log.recent("alice") == [] and await log.get("alice", "j1") is None
    assert [r.job_id for r in await log.recent("bob")] == ["j2"]


async def test_sealed_at_rest_with_encryption_on(tmp_path: Path) -> None:
    inner = build_context_store(ContextSettings(), str(tmp_path / "state.db"), tmp_path)
    log = StoredReceiptLog(EncryptedContextStore(inner, CIPHER))
    await inner.start()
    try:
        r = receipt("alice", "j1")
        await log.add(r)
        assert await log.recent("alice") == [r] and await log.get("alice", "j1") == r
        raw = await inner.receipt("alice", "j1")
        assert raw is not None and "vegetarian" not in raw and "tofu" not in raw
    finally:
        await inner.close()
    with sqlite3.connect(tmp_path / "state.db") as db:
        (body,) = db.execute("SELECT body FROM receipts").fetchone()
    assert "vegetarian" not in body


async def test_records_off_is_the_null_log(tmp_path: Path) -> None:
    store = build_context_store(ContextSettings(records=False), "", tmp_path)
    log = receipt_log(store)
    assert isinstance(log, NoReceiptLog)
    await log.add(receipt("alice", "j1"))
    assert await log.recent("alice") == [] and await log.get("alice", "j1") is None


async def test_the_wiring_gives_the_learner_a_log_beside_the_records(tmp_path: Path) -> None:
    from memproxy.config import Settings
    from memproxy.metrics import Metrics
    from memproxy.state.factory import build_state_store
    from memproxy.wiring import build_wiring
    from tests.fakes import ListStore, WordEmbedder

    parts = {
        "store": ListStore(),
        "embedder": WordEmbedder(),
        "state": build_state_store(str(tmp_path / "s.db"), tmp_path, 100),
        "metrics": Metrics(),
    }
    settings = Settings(home=str(tmp_path))
    records = build_context_store(ContextSettings(), str(tmp_path / "s.db"), tmp_path)
    kept = build_wiring(settings, contexts=records, **parts)  # type: ignore[arg-type]
    assert isinstance(kept.receipts, StoredReceiptLog)
    await records.start()
    try:
        await kept.receipts.add(receipt("alice", "j1"))
        assert [r.job_id for r in await kept.receipts.recent("alice")] == ["j1"]
    finally:
        await records.close()
    off = build_wiring(settings, **parts)  # type: ignore[arg-type]
    assert isinstance(off.receipts, NoReceiptLog)
