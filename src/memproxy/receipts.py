"""Learning receipts: what one extraction job read and what became of each fact.

The learner adds one `LearningReceipt` per job to a `ReceiptLog`; the console and the
admin API read them back. Receipts live beside the context records, in the same store
(SQLite table or Redis keys), under the same retention (memproxy.context.retention) and,
with memory.encryption on, sealed the same way (memproxy.context.encrypted): they hold
the user's own words. With context records off, the log is a null object.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any, Protocol

from memproxy.context.store import ContextStore, NoContextStore

OUTCOMES = ("stored", "updated", "superseded", "merged", "skipped", "dropped")


@dataclass(frozen=True)
class FactReceipt:
    text: str
    """The fact as the model proposed it."""
    evidence: str
    """The user's words it rests on ("" if none)."""
    about: str
    """"user" or the other person ("my sister Ana" -> "Ana (sister)")."""
    attribute: str
    """What the fact is about: "diet", "home city", ..."""
    profile: bool
    outcome: str
    """stored, updated, superseded, merged, skipped or dropped."""
    reason: str
    """Why: "evidence not in the user's turns", "duplicate of <id>", "replaces <id>"..."""
    memory_id: str | None = None
    """The memory written or kept."""
    replaced_id: str | None = None
    """The memory updated, superseded or merged into."""


@dataclass(frozen=True)
class LearningReceipt:
    user_id: str
    job_id: str
    created_at: float
    """Unix seconds."""
    turns: tuple[str, ...]
    """The turns the job read, each "role: text"."""
    model_seconds: float
    facts: tuple[FactReceipt, ...]
    error: str | None = None


class ReceiptLog(Protocol):
    async def add(self, receipt: LearningReceipt) -> None: ...

    async def recent(self, user_id: str, limit: int = 50) -> list[LearningReceipt]: ...

    async def get(self, user_id: str, job_id: str) -> LearningReceipt | None: ...


def dump(receipt: LearningReceipt) -> str:
    return json.dumps(asdict(receipt), ensure_ascii=False)


def load(body: str) -> LearningReceipt:
    raw: dict[str, Any] = json.loads(body)
    facts = tuple(FactReceipt(**f) for f in raw.pop("facts", []))
    return LearningReceipt(**{**raw, "turns": tuple(raw.get("turns", [])), "facts": facts})


class NoReceiptLog:
    """Receipts off (context records off): nothing kept, nothing found."""

    async def add(self, receipt: LearningReceipt) -> None:
        pass

    async def recent(self, user_id: str, limit: int = 50) -> list[LearningReceipt]:
        return []

    async def get(self, user_id: str, job_id: str) -> LearningReceipt | None:
        return None


class StoredReceiptLog:
    """Receipts as another record kind of a ContextStore (its retention, its cipher)."""

    def __init__(self, store: ContextStore) -> None:
        self._store = store

    async def add(self, receipt: LearningReceipt) -> None:
        created_ms = int(receipt.created_at * 1000)
        await self._store.save_receipt(receipt.user_id, receipt.job_id, created_ms, dump(receipt))

    async def recent(self, user_id: str, limit: int = 50) -> list[LearningReceipt]:
        found = [load(b) for _, b in await self._store.receipts(user_id, limit)]
        return [r for r in found if r.user_id == user_id]

    async def get(self, user_id: str, job_id: str) -> LearningReceipt | None:
        body = await self._store.receipt(user_id, job_id)
        if body is None:
            return None
        receipt = load(body)
        return receipt if receipt.user_id == user_id and receipt.job_id == job_id else None


def receipt_log(store: ContextStore) -> ReceiptLog:
    """The log over `store`; the null log when the store keeps nothing."""
    return NoReceiptLog() if isinstance(store, NoContextStore) else StoredReceiptLog(store)
