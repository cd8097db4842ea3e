"""The learning receipt of a job: the turns it read and what became of each fact the
model proposed (stored, updated, superseded, skipped, or dropped and why), kept in the
receipt log (memproxy.receipts) for the console and the admin API."""

from __future__ import annotations

import time
from collections.abc import Sequence

from memproxy.learn.dedup import Written
from memproxy.learn.extract import Extraction, Fact
from memproxy.receipts import OUTCOMES, FactReceipt, LearningReceipt, ReceiptLog
from memproxy.state.base import Job

MAX_TURN_CHARS = 2000
UNREADABLE = (
    "the extraction model's answer held no facts that could be read: the user's statements "
    "are kept in their own words instead"
)


def fact_receipt(fact: Fact, outcome: str, reason: str, written: Written | None) -> FactReceipt:
    """Pure: one fact's line of the receipt."""
    return FactReceipt(
        text=fact.gloss or fact.content,
        evidence=fact.evidence,
        about=fact.about,
        attribute=fact.attribute,
        profile=fact.profile,
        outcome=outcome,
        reason=reason,
        memory_id=written.memory_id if written else None,
        replaced_id=written.replaced_id if written else None,
    )


def receipt_of(
    job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]], now: float
) -> LearningReceipt:
    """Pure: the receipt of one job."""
    facts = [
        fact_receipt(f, w.outcome if w.outcome in OUTCOMES else "dropped", w.reason, w)
        for f, w in written
    ]
    facts += [fact_receipt(d.fact, "dropped", d.reason, None) for d in extraction.dropped]
    return LearningReceipt(
        user_id=job.key.user_id,
        job_id=job.id,
        created_at=now,
        turns=tuple(f"{t.role}: {t.text[:MAX_TURN_CHARS]}" for t in job.turns),
        model_seconds=round(extraction.model_seconds, 3),
        facts=tuple(facts),
        error=UNREADABLE if extraction.unreadable else None,
    )


class ReceiptWriter:
    """The learner's receipts, written to a receipt log."""

    def __init__(self, log: ReceiptLog) -> None:
        self._log = log

    async def job_learned(
        self, job: Job, extraction: Extraction, written: Sequence[tuple[Fact, Written]]
    ) -> None:
        await self._log.add(receipt_of(job, extraction, written, time.time()))
