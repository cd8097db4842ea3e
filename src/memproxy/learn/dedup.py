"""Dedup before storing: each new fact is decided (memproxy.learn.decide, and the update
model where it asks: memproxy.learn.update_model) and the decision applied to the store:
a memory added, reworded in place, or superseded (archived, linked to what replaced it,
with when it stopped holding; the user's verbatim words that held the old value go with
it).

Candidates come from a search scoped to the new memory's own user, project and type,
and are checked again for the user before anything is changed.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from memproxy.config import LearningSettings
from memproxy.domain import (
    ListQuery,
    Memory,
    MemoryPatch,
    Scope,
    ScoredMemory,
    SearchQuery,
    content_hash,
    new_memory_id,
)
from memproxy.learn.decide import (
    ALSO_CHANGED_FLOOR,
    MODEL_REACH,
    UNRELATED_BELOW,
    Action,
    Decision,
    also_changed,
    archives_another_subject,
    beyond_reach,
    decide_by_score,
    job_of,
    keeps_standing,
    keeps_the_rest,
    left_out_by_its_job,
    merges,
    new_numbers,
    reworded_metadata,
    verbatim_holding,
    written_by,
)
from memproxy.learn.merge import NO_MERGER, Merger
from memproxy.learn.subject import polarity, same_subject
from memproxy.learn.update_model import MODEL_WORD, NO_DECIDER, Decider
from memproxy.quota import NO_QUOTA, Quota, QuotaExceeded
from memproxy.store.base import MemoryReadWrite

log = logging.getLogger(__name__)
CANDIDATES = 5
"""The nearest memories a new fact is compared with."""
RELATED_LOOKED = 50
"""The nearest memories looked through for those related in meaning to a new fact
(decide.UNRELATED_BELOW)."""

BeforeWrite = Callable[[], Awaitable[None]]
EmbedOne = Callable[[str], Awaitable[list[float]]]


class ReplacedByJob:
    """The content hashes each recent learning job superseded (at most `jobs` jobs, the
    oldest out). A fact of the same job with such a content is not stored again: a model
    that reads "it's shellfish I'm allergic to, fish is fine" as both "allergic to
    shellfish" and "allergic to fish" would otherwise store the old allergy anew once the
    first had superseded it. A job re-run after a
    crash records its supersessions again as it finds them done."""

    def __init__(self, jobs: int = 256) -> None:
        self._jobs = jobs
        self._hashes: OrderedDict[str, set[str]] = OrderedDict()

    def add(self, job: str, digest: str) -> None:
        if not job:
            return
        self._hashes.setdefault(job, set()).add(digest)
        self._hashes.move_to_end(job)
        while len(self._hashes) > self._jobs:
            self._hashes.popitem(last=False)

    def has(self, job: str, digest: str) -> bool:
        return bool(job) and digest in self._hashes.get(job, ())


class JobListings:
    """The user's memories as a learning job found them, listed once per job (at most
    `jobs` jobs held, the oldest out): a job's facts are compared with the memories that
    were there before it (never with its own), so one listing serves them all; a memory
    the job archives meanwhile is dropped from it."""

    def __init__(self, jobs: int = 16) -> None:
        self._jobs = jobs
        self._held: OrderedDict[tuple[str, str, str], dict[str, Memory]] = OrderedDict()

    def get(self, key: tuple[str, str, str]) -> list[Memory] | None:
        held = self._held.get(key)
        return None if held is None else list(held.values())

    def put(self, key: tuple[str, str, str], memories: Sequence[Memory]) -> None:
        if not key[2]:
            return
        self._held[key] = {m.id: m for m in memories}
        self._held.move_to_end(key)
        while len(self._held) > self._jobs:
            self._held.popitem(last=False)

    def archived(self, memory_id: str) -> None:
        for held in self._held.values():
            held.pop(memory_id, None)


# applying a decision to the store -----------------------------------------------------
SUBJECT_SCAN = 1000
"""The user's memories looked through for the new fact's subject (the store lists at most
1,000 at once)."""


def set_aside_reason(new: Memory, action: Action, target: Memory, score: float) -> str:
    """Pure: why the update model's `action` about `target` is not taken, for the new
    fact's receipt ("" when it is taken): the two are far in meaning
    (decide.beyond_reach), or it would archive a memory typed on another subject
    (decide.archives_another_subject). The new fact is then added."""
    if beyond_reach(new, target, score):
        why = f"cosine {score:.2f}, under {MODEL_REACH}"
    elif archives_another_subject(new, target, action):
        why = f"it is about {target.metadata.get('about')}/{target.metadata.get('attribute')}"
    else:
        return ""
    word = MODEL_WORD.get(action, action.value)
    return f"the update model's {word} of {target.id} set aside: {why}"


@dataclass(frozen=True)
class Written:
    """What became of one fact: the outcome, why, the memory written or kept, and the
    memory it updated or superseded."""

    outcome: str
    reason: str
    memory_id: str | None = None
    replaced_id: str | None = None


def _with_subject(
    candidates: Sequence[ScoredMemory], subject: Sequence[Memory], nearby: Sequence[ScoredMemory]
) -> list[ScoredMemory]:
    """The candidates shown to the update model: the memories on the fact's subject first
    (with their cosine when known), then the rest of the candidates."""
    scores = {h.memory.id: h.score for h in nearby}
    first = [ScoredMemory(memory=m, score=scores.get(m.id, 0.0)) for m in subject]
    ids = {m.id for m in subject}
    return (first + [h for h in candidates if h.memory.id not in ids])[:CANDIDATES]


class Deduplicator:
    """Writes one new memory with dedup; returns its outcome for the metrics:
    "stored", "updated", "superseded", "skipped" or "refused_quota" (a fact that adds a
    memory goes through the per-user quota first, memproxy.quota)."""

    def __init__(
        self,
        store: MemoryReadWrite,
        settings: LearningSettings,
        decider: Decider = NO_DECIDER,
        quota: Quota = NO_QUOTA,
        merger: Merger = NO_MERGER,
        embed: EmbedOne | None = None,
    ) -> None:
        """merger and embed: a correction that leaves out details of the memory it
        supersedes is merged with it and embedded again (memproxy.learn.merge)."""
        self._store = store
        self._settings = settings
        self._decider = decider
        self._quota = quota
        self._merger = merger if embed is not None else NO_MERGER
        self._embed = embed
        self._replaced = ReplacedByJob()
        self._listings = JobListings()

    async def apply(
        self, memory: Memory, vector: Sequence[float], before_write: BeforeWrite | None = None
    ) -> str:
        """The outcome alone (see apply_detailed)."""
        return (await self.apply_detailed(memory, vector, before_write)).outcome

    async def apply_detailed(
        self, memory: Memory, vector: Sequence[float], before_write: BeforeWrite | None = None
    ) -> Written:
        """before_write is awaited right before the store is written to (it may raise to
        stop: the learner's check that the job was not forgotten meanwhile)."""
        user = memory.user_id
        if memory.external_write_id:
            done = await self._store.find_by_external_write_id(user, memory.external_write_id)
            if done is not None:  # written by an earlier attempt of the same job
                outcome = await self._finish_supersession(done, fresh=False)
                return Written(outcome, "written by an earlier attempt", done.id)
        if self._replaced.has(job_of(memory), content_hash(memory.content)):
            return Written("skipped", "what this job's own fact just replaced")
        s = self._settings
        gray = min(s.gray_zone_threshold, s.near_duplicate_threshold)
        floor = min(gray, ALSO_CHANGED_FLOOR)
        around = await self._candidates(memory, vector, min(floor, UNRELATED_BELOW), RELATED_LOOKED)
        related = {h.memory.id for h in around if h.score >= UNRELATED_BELOW}
        nearby = sorted(around, key=lambda h: -h.score)[:CANDIDATES]
        nearby = [h for h in nearby if h.score >= floor]
        candidates = [h for h in nearby if h.score >= gray]
        subject = await self._same_subject(memory)
        job = job_of(memory)
        ended = polarity(memory.metadata) == "no_longer"

        def by_score(can_ask: bool) -> Decision:
            return decide_by_score(
                memory,
                candidates,
                s.near_duplicate_threshold,
                gray,
                can_ask,
                job,
                subject,
                related,
            )

        decision = by_score(self._decider.can_ask)
        asked = decision.action is Action.ASK
        set_aside = ""
        if asked:
            shown = _with_subject(candidates, subject, nearby)
            decision = await self._ask(memory, shown)
            scores = {h.memory.id: h.score for h in around}
            if (about := decision.target) is not None:
                set_aside = set_aside_reason(
                    memory, decision.action, about, scores.get(about.id, 0.0)
                )
                if set_aside:
                    decision = Decision(Action.ADD)
            if decision.action is Action.SKIP and (
                new_numbers(memory.content, shown) or left_out_by_its_job(memory, decision.target)
            ):
                # "already stored" for a fact with a number no memory holds, or for the
                # user's words its own job's facts leave part of: decided as without a
                # model, so nothing the user said is lost
                decision = by_score(False)
        target = decision.target
        if (
            target is not None
            and decision.action in (Action.SUPERSEDE, Action.DELETE)
            and written_by(target, job)
        ):  # facts from the same turns stand side by side
            decision, target = Decision(Action.ADD), None
        how = "the update model" if asked else "its subject" if subject else "similarity"
        if decision.action is Action.SKIP:
            held = target.id if target is not None else None
            return Written("skipped", f"already stored (by {how})", held)
        if decision.action is Action.UPDATE and target is not None:
            content = target.content if decision.keep_content else memory.content
            metadata = reworded_metadata(target.metadata, memory.metadata)
            patch = MemoryPatch(content=content, metadata=metadata)
            if before_write is not None:
                await before_write()
            kept = None if decision.keep_content else vector  # its words: its vector
            await self._store.update(user, target.id, patch, kept)
            return Written("updated", f"reworded in place (by {how})", target.id, target.id)
        said = memory
        if target is not None and decision.action in (Action.SUPERSEDE, Action.DELETE):
            if not same_subject(memory.metadata, target.metadata):
                memory, vector = await self._keep_unchanged(memory, vector, target)
            link = {"supersedes": target.id, "supersede_reason": decision.action.value}
            memory = memory.model_copy(update={"metadata": {**memory.metadata, **link}})
            memory = keeps_standing(target, memory)
        if target is None:  # a supersession adds no memory
            try:
                await self._quota.admit(user, [memory.content])
            except QuotaExceeded as exc:
                log.info("fact not stored: %s", exc)
                return Written("refused_quota", str(exc))
        if before_write is not None:
            await before_write()
        (stored,) = await self._store.store([(memory, vector)])
        outcome = await self._finish_supersession(stored, fresh=True) if target else "stored"
        for other in decision.also if target is not None else ():
            await self._archive(other, stored, Action.SUPERSEDE.value)
        # a supersession's target, or a fact saying something stopped that found none
        if decision.action is Action.SUPERSEDE or (decision.action is Action.ADD and ended):
            for other in also_changed(said.content, target, nearby, ALSO_CHANGED_FLOOR, job):
                await self._supersede_merged(said, other, before_write)
        if target is not None:
            return Written(outcome, f"replaces {target.id} (by {how})", stored.id, target.id)
        return Written(outcome, f"new ({set_aside})" if set_aside else "new", stored.id)

    async def _same_subject(self, memory: Memory) -> list[Memory]:
        """The user's active memories on the new fact's subject (by the model's typing)."""
        if not memory.metadata.get("attribute"):
            return []
        listed = await self._listed(memory.user_id, memory.project_id, job_of(memory))
        return [
            m
            for m in listed
            if m.user_id == memory.user_id
            and not m.archived
            and same_subject(memory.metadata, m.metadata)
        ]

    async def _supersede_merged(
        self, correction: Memory, old: Memory, before_write: BeforeWrite | None
    ) -> None:
        """A second memory that holds what the correction changed is superseded by its
        own merge with the correction; when no merge keeps every detail it stays as it is
        (nothing of it is lost). Written with its own external_write_id, so a re-run of
        the job finds it and completes the link."""
        write_id = (
            f"{correction.external_write_id}+{old.id}" if correction.external_write_id else ""
        )
        if write_id:
            done = await self._store.find_by_external_write_id(correction.user_id, write_id)
            if done is not None:
                await self._finish_supersession(done, fresh=False)
                return
        if not merges(correction):
            return
        merged = await self._merger.merge(old.content, correction.content)
        if (
            merged is None
            or self._embed is None
            or not keeps_the_rest(merged, old, correction.content)
        ):
            return
        link = {
            "correction": correction.content,
            "supersedes": old.id,
            "supersede_reason": Action.SUPERSEDE.value,
        }
        new = correction.model_copy(
            update={
                "id": new_memory_id(),
                "content": merged,
                "content_hash": content_hash(merged),
                "external_write_id": write_id,
                "metadata": {**correction.metadata, **link},
            }
        )
        vector = await self._embed(merged)
        if before_write is not None:
            await before_write()
        (stored,) = await self._store.store([(keeps_standing(old, new), vector)])
        await self._finish_supersession(stored, fresh=True)

    async def _candidates(
        self, memory: Memory, vector: Sequence[float], floor: float, limit: int
    ) -> list[ScoredMemory]:
        hits = await self._store.retrieve(
            SearchQuery(
                scope=Scope(user_id=memory.user_id, project_id=memory.project_id or None),
                vector=list(vector),
                limit=limit,
                threshold=floor,
                types=[memory.type],
            )
        )
        return [
            h
            for h in hits
            if h.memory.user_id == memory.user_id
            and h.memory.project_id == memory.project_id
            and h.memory.type == memory.type
            and not h.memory.archived
        ]

    async def _keep_unchanged(
        self, memory: Memory, vector: Sequence[float], old: Memory
    ) -> tuple[Memory, Sequence[float]]:
        """The correction merged with what the old memory says that it does not change
        (its own text kept in metadata.correction), or the correction as it came."""
        if not merges(memory):
            return memory, vector
        merged = await self._merger.merge(old.content, memory.content)
        if merged is None or self._embed is None:
            return memory, vector
        metadata = {**memory.metadata, "correction": memory.content}
        update = {"content": merged, "content_hash": content_hash(merged), "metadata": metadata}
        return memory.model_copy(update=update), await self._embed(merged)

    async def _ask(self, new: Memory, candidates: list[ScoredMemory]) -> Decision:
        try:
            return await self._decider.decide(new, candidates)
        except Exception as exc:  # the decision is an enhancement: ADD keeps the fact
            log.warning("update decision failed (%s: %s); adding the fact", type(exc).__name__, exc)
            return Decision(Action.ADD)

    async def _finish_supersession(self, new: Memory, fresh: bool) -> str:
        """Archive the memory that `new` supersedes and link it to `new`. Idempotent: a
        re-run after a crash between the two writes completes the link."""
        old_id = new.metadata.get("supersedes")
        if not isinstance(old_id, str) or not old_id:
            return "skipped"
        old = await self._store.get(new.user_id, old_id)
        if old is None or old.user_id != new.user_id:  # forgotten meanwhile
            return "stored" if fresh else "skipped"
        self._replaced.add(job_of(new), old.content_hash)
        if old.superseded_by == new.id:  # linked by an earlier attempt
            return "skipped"
        reason = new.metadata.get("supersede_reason", Action.SUPERSEDE.value)
        await self._archive(old, new, reason)
        listed = await self._listed(new.user_id, new.project_id, job_of(new))
        for said in verbatim_holding(old, new, listed):
            await self._archive(said, new, "held the superseded value")
        return "superseded"

    async def _listed(self, user: str, project: str, job: str) -> list[Memory]:
        """The user's memories, listed once per learning job (JobListings)."""
        key = (user, project, job)
        held = self._listings.get(key)
        if held is not None:
            return held
        scope = Scope(user_id=user, project_id=project or None)
        listed = await self._store.list(ListQuery(scope=scope, limit=SUBJECT_SCAN))
        self._listings.put(key, listed)
        return listed

    async def _archive(self, old: Memory, new: Memory, reason: str) -> None:
        """`old` archived, superseded by `new`, and when it stopped holding."""
        self._listings.archived(old.id)
        held_until = {"archived_reason": reason, "valid_until": new.created_at}
        patch = MemoryPatch(
            archived=True, superseded_by=new.id, metadata={**old.metadata, **held_until}
        )
        await self._store.update(new.user_id, old.id, patch)
