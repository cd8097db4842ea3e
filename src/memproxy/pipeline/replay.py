"""Replay a context record: the same request's assembly against today's memories.

The recorded searched text is searched again (no rewrite: the rewrite already happened,
and an LLM rewrite would not repeat itself) with the recorded options and budget; the
profile is read again. The answer holds both records and what changed between them: what
a fix, a forget or a new memory did to what the model is given.
"""

from __future__ import annotations

import asyncio

from pydantic import BaseModel, Field

from memproxy.config import ProfileSettings
from memproxy.context.record import CandidateView, ContextRecord
from memproxy.domain import MemoryType, Scope
from memproxy.pipeline.assemble import Budget, Gates, assemble
from memproxy.pipeline.contexts import ContextLog, Facts, build_record
from memproxy.pipeline.options import MemoryOptions
from memproxy.pipeline.retrieve import Retriever


class Change(BaseModel):
    memory_id: str
    content: str
    then: str = Field(description="Its verdict in the record ('absent': not a candidate).")
    now: str = Field(description="Its verdict in the replay ('absent': not a candidate).")


class ReplayDiff(BaseModel):
    same_hash: bool
    added: list[CandidateView] = Field(description="Injected now, not then.")
    removed: list[CandidateView] = Field(description="Injected then, not now.")
    changed: list[Change] = Field(description="Every memory whose verdict changed.")


class Replay(BaseModel):
    original: ContextRecord
    replayed: ContextRecord
    diff: ReplayDiff


def _key(c: CandidateView) -> tuple[str, str]:
    return c.memory_id, c.content


def diff(then: ContextRecord, now: ContextRecord) -> ReplayDiff:
    """Pure: injected memories added and removed (by id and content), verdicts changed."""
    was = {_key(c): c for c in then.candidates if c.verdict == "injected"}
    got = {_key(c): c for c in now.candidates if c.verdict == "injected"}
    before = {c.memory_id: c for c in then.candidates}
    after = {c.memory_id: c for c in now.candidates}
    changed = [
        Change(
            memory_id=mid,
            content=(after.get(mid) or before[mid]).content,
            then=before[mid].verdict if mid in before else "absent",
            now=after[mid].verdict if mid in after else "absent",
        )
        for mid in [*before, *(m for m in after if m not in before)]
        if (before[mid].verdict if mid in before else "absent")
        != (after[mid].verdict if mid in after else "absent")
    ]
    return ReplayDiff(
        same_hash=then.context_hash == now.context_hash,
        added=[c for k, c in got.items() if k not in was],
        removed=[c for k, c in was.items() if k not in got],
        changed=changed,
    )


class Replayer:
    def __init__(self, retriever: Retriever, profile: ProfileSettings, log: ContextLog) -> None:
        self._retriever = retriever
        self._profile = profile
        self._log = log

    async def replay(self, record: ContextRecord) -> Replay:
        """Re-run the record's assembly now (a skipped request is replayed as searched)."""
        o = record.options
        options = (
            self._log.default_options()
            if o is None
            else MemoryOptions(
                enabled=True,
                auto_store=False,
                limit=o.limit,
                threshold=o.threshold,
                types=tuple(MemoryType(t) for t in o.types),
                margin=o.margin,
                token_budget=o.token_budget,
            )
        )
        budget = self._log.budget(options)
        if o is not None:
            budget = Budget(o.token_budget, o.profile_share, o.max_chars)
        scope = Scope(user_id=record.user_id, project_id=record.project_id or None)
        text = record.searched_query or record.query
        searched, profile = await asyncio.gather(
            self._retriever.search(scope, text, [], options, text),
            self._retriever.profile(scope, self._profile),
        )
        counter = self._log.counter
        assembly = assemble(
            profile, searched.hits, Gates(options.threshold, options.margin), budget, counter
        )
        facts = Facts(
            user_id=record.user_id,
            project_id=record.project_id,
            session_id=record.session_id,
            request_id=record.request_id,
            api=record.api,
            model=record.model,
            query=record.query,
            decision="search",
            reason="replay",
            rewrite=o.rewrite if o else "none",
            searched_query=text,
            timings_ms=searched.timings_ms,
        )
        replayed = build_record(facts, options, assembly, counter.name)
        return Replay(original=record, replayed=replayed, diff=diff(record, replayed))
