"""The dedup decision for one new fact (pure): skip it, add it, reword a memory in place,
or supersede what it changes (see memproxy.learn.dedup for how it is applied).

A learned fact carries the model's typing (memproxy.learn.subject): whom it is about, the
attribute, the value, the polarity. The pure core (decide_by_score):

- the same content (content_hash) among the candidates: SKIP;
- a memory on the same subject (the same person's same attribute, found by its typing,
  however far apart the two sentences embed): the same value, SKIP; a changed value of an
  attribute with one value at a time (home, work, diet ...) or a changed polarity ("no
  longer"), SUPERSEDE it; another value of an attribute that may hold several (allergies,
  trips ...), the update-decision model is asked with those memories among the
  candidates, and without a model it is added;
- otherwise by cosine (measured with all-MiniLM-L6-v2, a changed value scores 0.56-0.93,
  so a cosine alone cannot tell a correction from a new fact): best score >=
  near_duplicate_threshold with the same numbers, a rewording, UPDATE in place; with
  other numbers, ask the model (without one, SUPERSEDE: newest wins, the old one archived
  and linked, not lost); in the gray zone a fact whose words hold all of a candidate's
  and more takes its place (UPDATE), one whose words a candidate holds is not stored
  (SKIP), and otherwise the model is asked (mem0-style ADD / UPDATE / DELETE / NONE),
  without one ADD; below, ADD;
- a fact that says something stopped (polarity "no_longer") supersedes its closest
  candidate from the gray zone up that shares a word with it, when no typing decides;
- a superseding fact that leaves out details of the old memory is merged with it first
  (memproxy.learn.merge); another memory holding the value a correction replaced is
  superseded by its own merge with the correction (also_changed);
- the update model's word on a memory far in meaning from the new fact is not taken
  unless the typing says the value changed (beyond_reach), nor its change or end of a
  memory typed on another subject (archives_another_subject);
- a superseded memory keeps when it held: `valid_until` (epoch ms) in its metadata, and
  the new one's `since` as the user said it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from memproxy.domain import Memory, ScoredMemory
from memproxy.learn.evidence import words
from memproxy.learn.merge import details_of, terms_of
from memproxy.learn.subject import (
    polarity,
    replaces,
    same_subject,
    same_value,
    specific,
    typed,
)


class Action(StrEnum):
    ADD = "add"
    UPDATE = "update"  # a rewording: the old memory takes the new content
    SUPERSEDE = "supersede"  # a correction: a new memory; the old one archived, linked
    DELETE = "delete"  # the old one is no longer true: archived, linked to the new one
    SKIP = "skip"
    ASK = "ask"


@dataclass(frozen=True)
class Decision:
    action: Action
    target: Memory | None = None
    also: tuple[Memory, ...] = ()
    """Other memories the new one replaces too (an attribute with one value at a time that
    had several values stored: each of them no longer holds)."""
    keep_content: bool = False
    """UPDATE only: the target keeps its words and takes the new fact's typing (a typed
    fact that says less than the memory it rewords)."""


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def numbers_of(text: str) -> frozenset[str]:
    return frozenset(n.replace(",", "") for n in _NUMBER.findall(text))


def content_words(text: str) -> set[str]:
    """Pure: a fact's words of three or more letters, and its numbers, folded; in any
    language."""
    return {w for w in words(text) if len(w) >= 3 or w.isdigit()}


def contains(wider: Memory, narrower: Memory) -> bool:
    """Pure: whether `wider` says all that `narrower` does and more, by their words, with
    the same polarity ("User does not drive." holds the words of "User drives." and says
    the opposite)."""
    wide, narrow = content_words(wider.content), content_words(narrower.content)
    if not narrow or not narrow <= wide:
        return False
    return polarity(wider.metadata) == polarity(narrower.metadata)


def shares_subject(new: str, old: str) -> bool:
    """Pure: whether two untyped facts share a word of four or more letters or a number
    (a correction about the trip cannot supersede the diet)."""

    def keys(text: str) -> set[str]:
        return {w for w in content_words(text) if len(w) >= 4 or w.isdigit()} - {"user"}

    return bool(keys(new) & keys(old))


def other_subjects(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    """Pure: two memories the model typed about different specific subjects (the user's
    diet and home): a shared word ("Nutzer", "usuario") does not make one a change of the
    other."""
    return specific(a) and specific(b) and not same_subject(a, b)


def new_numbers(content: str, candidates: Sequence[ScoredMemory]) -> frozenset[str]:
    """Pure: the numbers of a new fact that none of its candidates holds."""
    held = frozenset().union(*(numbers_of(c.memory.content) for c in candidates))
    return numbers_of(content) - held


def job_of(memory: Memory) -> str:
    """The learning job that wrote a memory ("" for one written otherwise): its
    external_write_id is "<job id>:<n>" (memproxy.learn.worker)."""
    return memory.external_write_id.rpartition(":")[0] if memory.external_write_id else ""


def written_by(memory: Memory, job: str) -> bool:
    return bool(job) and job_of(memory) == job


def left_out_by_its_job(new: Memory, held: Memory | None) -> bool:
    """Pure: whether `new` is the user's own words kept because the facts its learning
    job stated leave part of them out (memproxy.learn.extract.unextracted), and `held`
    one of those facts: "already stored" by `held` is then what that check found untrue
    ("im a respiratory therapist, three 12 hour shifts a week ..." beside the model's
    "User works three 12-hour shifts a week ...": at cosine 0.65 the update model is
    asked, and its "already stored" would drop the job the fact leaves out)."""
    job = job_of(new)
    return new.metadata.get("kind") == "said" and held is not None and written_by(held, job)


MODEL_REACH = 0.3
"""The cosine under which the update model's word on a stored memory is not taken when no
typing says the value changed. The model is asked about every memory typed on the new
fact's subject, however far apart the two embed, and for an attribute that may hold
several values its "UPDATE" there archives a true memory for a fact about something else
(a receipt: "User is told to stay put in the dongas tonight due to a cyclone warning."
replaced, at 0.24, the memory of the user's job at a mine, both typed as the user's
trips by Qwen2.5-1.5B). A change of one attribute sits from 0.34 up (UNRELATED_BELOW), and
one the cosine misses (across languages, where all-MiniLM-L6-v2's says little) is still
found by the typing (subject.replaces)."""


def beyond_reach(new: Memory, target: Memory, score: float) -> bool:
    """Pure: whether the update model's decision about `target` (a change of it, its end,
    or the same thing) is set aside and the new fact added: the two are under
    MODEL_REACH apart in meaning (`score`, their cosine; 0 when unknown), and no typing
    says the new value replaces the old (a one-value attribute that changed, or a
    polarity: subject.replaces). A second allergy, trip or hobby is then kept beside the
    first, and nothing the user said is archived for a fact about something else."""
    return score < MODEL_REACH and not replaces(new.metadata, target.metadata)


def archives_another_subject(new: Memory, target: Memory, action: Action) -> bool:
    """Pure: whether the update model's decision would archive a memory the model typed on
    another specific subject than the new fact (a mother's age for her care home, a name
    for a street, a weekly errand for a hobby): a change of one attribute makes no other
    untrue, and the update model, shown any two memories typed alike in their words
    ("User's X is Y."), answers UPDATE almost whatever they say. Its word on such a
    memory is set aside and the new fact added. (Of the six such supersessions in the
    learning sets' receipts none was a change: three archived a true memory, three
    replaced one garbled memory by another.)"""
    return action in (Action.SUPERSEDE, Action.DELETE) and other_subjects(
        new.metadata, target.metadata
    )


def decide_by_score(
    new: Memory,
    candidates: Sequence[ScoredMemory],
    near: float,
    gray: float,
    can_ask: bool,
    job: str = "",
    subject: Sequence[Memory] = (),
    related: Collection[str] | None = None,
) -> Decision:
    """Pure: the decision for a new fact given its scored candidates (best first or not)
    and the memories on its subject found by typing (`subject`). job: the learning job
    the new fact comes from, whose other facts it never supersedes (facts learned from the
    same turns stand side by side). related: the ids of the memories whose cosine to the
    new fact reaches UNRELATED_BELOW (None: all): a memory typed on the same subject but
    unrelated in meaning is replaced only when a model, asked, says so (a car typed as
    the user's work would otherwise archive their employer)."""
    digest = new.content_hash
    for hit in candidates:
        if hit.memory.content_hash == digest:
            return Decision(Action.SKIP, hit.memory)
    same: dict[str, Memory] = {}
    for memory in [*subject, *(h.memory for h in candidates)]:
        if same_subject(new.metadata, memory.metadata) and not written_by(memory, job):
            same.setdefault(memory.id, memory)
    if same:
        for memory in same.values():
            if same_value(new.metadata, memory.metadata):
                return Decision(Action.SKIP, memory)
        replaced = [m for m in same.values() if replaces(new.metadata, m.metadata)]
        if related is not None and can_ask and any(m.id not in related for m in replaced):
            return Decision(Action.ASK)
        if replaced:
            newest = max(replaced, key=lambda m: m.updated_at)
            rest = tuple(m for m in replaced if m.id != newest.id)
            return Decision(Action.SUPERSEDE, newest, rest)
        return Decision(Action.ASK) if can_ask else Decision(Action.ADD)
    if not candidates:
        return Decision(Action.ADD)
    best = max(candidates, key=lambda h: h.score)
    ended = polarity(new.metadata) == "no_longer"
    if not ended and best.score < near:
        # in the gray zone, one fact that says all of the other and more (not the same
        # words: a rewording is asked about as before): nothing new is stored, or the
        # old memory takes the fuller wording in place
        for hit in sorted(candidates, key=lambda h: -h.score):
            if hit.score < gray:
                break
            wider = contains(hit.memory, new)
            narrower = contains(new, hit.memory)
            if wider and not narrower:
                return Decision(Action.SKIP, hit.memory)
            if narrower and not wider:
                return Decision(Action.UPDATE, hit.memory)
    changed = [
        h
        for h in candidates
        if h.score >= gray
        and shares_subject(new.content, h.memory.content)
        and not written_by(h.memory, job)
        and not other_subjects(new.metadata, h.memory.metadata)
    ]
    if ended and changed:
        return Decision(Action.SUPERSEDE, max(changed, key=lambda h: h.score).memory)
    if best.score >= near:
        return near_duplicate(new, best.memory, can_ask, job)
    if best.score >= gray and can_ask:
        return Decision(Action.ASK)
    return Decision(Action.ADD)


def near_duplicate(new: Memory, old: Memory, can_ask: bool, job: str = "") -> Decision:
    """Pure: the decision for a new fact that embeds next to a memory (cosine from
    near_duplicate_threshold up). Other numbers are a changed value (asked, or without a
    model superseded). With the same numbers it is a rewording, taken in place, unless
    taking it would lose what the memory says: a name or number of the memory the new
    fact leaves out ("User lives in a small town." beside "User lives in Ripon, a small
    town.") keeps the memory: the new fact is not stored when the memory says all of it
    (a typed one gives the memory its typing), else it is asked about (without a model,
    added beside). Two facts of one learning job are two things the user said: one
    replaces the other only when it says all of it and more, and neither is stored again
    when the other says it all."""
    if numbers_of(new.content) != numbers_of(old.content) and not written_by(old, job):
        return Decision(Action.ASK) if can_ask else Decision(Action.SUPERSEDE, old)
    wider, narrower = contains(old, new), contains(new, old)
    if written_by(old, job):
        if narrower and not wider:
            return Decision(Action.UPDATE, old)
        return Decision(Action.SKIP, old) if wider else Decision(Action.ADD)
    if not details_of(old.content) - details_of(new.content):
        return Decision(Action.UPDATE, old)
    if wider:
        retyped = specific(new.metadata) and not specific(old.metadata)
        return (
            Decision(Action.UPDATE, old, keep_content=True)
            if retyped
            else Decision(Action.SKIP, old)
        )
    return Decision(Action.ASK) if can_ask else Decision(Action.ADD)


UNRELATED_BELOW = 0.2
"""The cosine under which two memories typed on one subject are unrelated in meaning:
"I sold the Civic and bought a Tesla Model 3" sits at 0.06 to "User's work is a Django
shop." (both typed as the user's work by the 1.5B model), while a real change of one
attribute sits from 0.34 ("User works as a nurse." / "User is a software engineer at
Google.") to 0.84 (all-MiniLM-L6-v2; 0.59 to 0.71 for moves and new jobs said in Russian,
Chinese, Spanish and German)."""

ALSO_CHANGED_FLOOR = 0.3
"""The cosine from which another memory may hold what a correction changed: "The wedding
got moved to June 20th, same place." sits at 0.40 to "User's sister's wedding is in Porto
on May 14th and they need to book flights." (all-MiniLM-L6-v2), under the gray zone. A
subject word, a replaced detail and a strict merge must also agree before such a memory
is superseded."""


def also_changed(
    correction: str,
    target: Memory | None,
    candidates: Sequence[ScoredMemory],
    floor: float,
    job: str = "",
) -> list[Memory]:
    """Pure: the other candidates that hold what a correction changed in the memory it
    supersedes: a number or name of that memory the correction does not carry ("May 14"
    when the wedding moved to June 20th), in a candidate from `floor` up that shares a
    subject with the correction and is not of its own learning job.

    With no target (a correction under the gray zone to everything), a candidate
    qualifies when each of the two holds a detail the other lacks (a value that
    changed)."""
    brought = details_of(correction)
    replaced = details_of(target.content) - brought if target is not None else None
    if replaced == frozenset():
        return []

    def holds_old_value(memory: Memory) -> bool:
        details = details_of(memory.content)
        if replaced is not None:
            return bool(details & replaced)
        return bool(details - brought) and bool(brought - details)

    return [
        h.memory
        for h in candidates
        if (target is None or h.memory.id != target.id)
        and h.score >= floor
        and not written_by(h.memory, job)
        and shares_subject(correction, h.memory.content)
        and holds_old_value(h.memory)
    ]


def merges(correction: Memory) -> bool:
    """Pure: whether a correction may be merged with what it supersedes. One the model
    typed as saying that something stopped or does not hold ("User no longer works at
    Sony.") replaces as it came: a merge would keep what it ends. (An untyped one, the
    user's own words, is merged only when the merge keeps a word it brings: "quit" in
    "I quit Sony", memproxy.learn.merge.parse_merged.)"""
    return not typed(correction.metadata) or polarity(correction.metadata) == "holds"


def holds_value(content: str, value: str) -> bool:
    """Pure: whether a text holds every content word of a value ("Galway" in "I rent a
    tiny flat in Galway above a chip shop.")."""
    wanted = content_words(value)
    return bool(wanted) and wanted <= content_words(content)


def verbatim_holding(old: Memory, new: Memory, memories: Sequence[Memory]) -> list[Memory]:
    """Pure: the user's own words kept verbatim beside `old` (learned from the same turns:
    keep_unextracted) that hold the value `old` held and not the value `new` brings: once
    `old` is superseded they would still say the old value, so they go with it (archived
    and linked, not lost)."""
    value = old.metadata.get("value")
    job = job_of(old)
    if not isinstance(value, str) or not value or not job:
        return []
    new_value = new.metadata.get("value")
    return [
        m
        for m in memories
        if m.id not in (old.id, new.id)
        and not m.archived
        and m.user_id == old.user_id
        and m.metadata.get("kind") == "said"
        and job_of(m) == job
        and holds_value(m.content, value)
        and not (isinstance(new_value, str) and holds_value(m.content, new_value))
    ]


_TYPING = ("about", "attribute", "value", "polarity", "since", "kind")
"""What the model said a memory is about (memproxy.learn.subject), and its kind."""


def reworded_metadata(old: Mapping[str, Any], new: Mapping[str, Any]) -> dict[str, Any]:
    """Pure: the metadata of a memory reworded in place by a new fact: the new one's over
    the old's, except that a rewording the model did not type on a specific attribute
    (the user's own words kept as said, "other") leaves the old memory's typing and kind
    as they were. "User is allergic to penicillin." (an allergy) reworded by the user's
    fuller sentence beside it stays an allergy, and is found by its subject when it
    changes; a typed rewording types the memory anew."""
    merged = {**old, **new}
    if specific(old) and not specific(new):
        merged.update({k: old[k] for k in _TYPING if k in old})
    return merged


_STANDING = ("profile", "pinned")


def keeps_standing(old: Memory, new: Memory) -> Memory:
    """Pure: the memory that supersedes `old`, in the profile and pinned if `old` was, and
    at least as important: where the user lives stays in the profile when they move."""
    carried = {k: True for k in _STANDING if old.metadata.get(k) is True}
    if not carried and new.importance >= old.importance:
        return new
    metadata = {**new.metadata, **carried}
    importance = max(new.importance, old.importance)
    return new.model_copy(update={"metadata": metadata, "importance": importance})


def keeps_the_rest(merged: str, old: Memory, correction: str) -> bool:
    """Pure: a merge that supersedes a second memory keeps every content word of it but
    the names it replaces (that memory was not what the correction was about: "they need
    to book flights" must survive the wedding's new date)."""
    replaced = {d[:4] for d in details_of(old.content) - details_of(correction)}
    return terms_of(old.content) - replaced <= terms_of(merged)
