"""Fact extraction: typed facts from the memory_extraction model, or the user's own turns.

The model types each fact and quotes the user's words it rests on (memproxy.learn.prompt);
code checks the quote against the transcript (memproxy.learn.evidence) and keeps only what
rests on the user's own statements. Every fact, from either extractor, is sanitized: no
control characters or role markers, length-capped, and instruction-like text ("ignore
previous instructions ...") is dropped, because a stored memory is injected into every
later request of its user. An answer with no JSON list of facts in it stores none of the
model's facts: with learning.keep_unextracted (the default) the user's statements are
kept in their own words instead (the job's receipt says why); without it the answer
raises ExtractionParseError and the batch is skipped.

Both extractors return an Extraction: the facts kept, and each fact dropped with its
reason (the learning receipt shows them).
"""

from __future__ import annotations

import logging
import time
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from memproxy.config import LearningSettings
from memproxy.domain import MemoryType, content_hash
from memproxy.greeting import is_greeting
from memproxy.learn.certainty import ASKS, CHAT, STATES, UNSURE, CertaintyCheck
from memproxy.learn.evidence import (
    KEPT,
    Turn,
    Verdict,
    asking_part,
    clause_of,
    clauses,
    content_terms,
    found_in,
    ground,
    is_question,
    names,
    said_within,
    sentence_of,
    sentences,
    stated_part,
    stated_sentences,
    stating_value,
    unquoted_sentences,
    word_count,
    words,
)
from memproxy.learn.language import language_of, may_be, warm
from memproxy.learn.parse import ExtractionParseError, answer_items, level
from memproxy.learn.prompt import (
    ATTRIBUTES,
    DISCARDED,
    EXAMPLE_NAMES,
    POLARITIES,
    build_extraction_prompt,
    fact_schema,
)
from memproxy.learn.standalone import Standalone, preceding
from memproxy.learn.subject import in_profile, is_user
from memproxy.llm import ChatCompleter
from memproxy.sanitize import looks_like_injection, sanitize_memory
from memproxy.state.base import StoredTurn

__all__ = ["Extraction", "ExtractionParseError", "Fact", "LLMExtractor", "VerbatimExtractor"]

log = logging.getLogger(__name__)

MAX_FACTS = 50
DEFAULT_MAX_CHARS = 2000
_PROCEDURAL = frozenset({"skill"})
_CONSTRAINT = frozenset({"diet", "allergy", "health", "accessibility"})
_PREFERENCE = frozenset({"preference", "dislike", "language"})


@dataclass(frozen=True)
class Fact:
    type: MemoryType
    content: str
    kind: str = ""  # fact | preference | constraint | episodic | said (the user's own words)
    importance: int = 3
    confidence: int = 3
    entities: tuple[str, ...] = ()
    profile: bool = False  # matters beyond its topic: injected with every search
    about: str = "user"
    attribute: str = "other"
    value: str = ""
    polarity: str = "holds"
    since: str = ""
    evidence: str = ""
    gloss: str = ""  # the model's statement, when the memory keeps the user's own words

    def typing(self) -> dict[str, Any]:
        """What the model said of the fact, as the memory's metadata keeps it."""
        return {
            "about": self.about,
            "attribute": self.attribute,
            "value": self.value,
            "polarity": self.polarity,
            "since": self.since,
            "evidence": self.evidence,
            "gloss": self.gloss,
        }


@dataclass(frozen=True)
class Dropped:
    fact: Fact
    reason: str


NO_FACT = DISCARDED | {CHAT}
"""What the model types as no fact: unsure and asks while extracting, and small talk
when a sentence is asked about alone (memproxy.learn.certainty)."""
_NO_FACT_REASONS = {
    UNSURE: "the user was not sure",
    CHAT: "small talk: tells nothing about the user",
}


@dataclass
class Extraction:
    facts: list[Fact] = field(default_factory=list)
    dropped: list[Dropped] = field(default_factory=list)
    model_seconds: float = 0.0
    unreadable: int = 0
    """The model's answers that held no JSON list of facts (what the user said was then
    kept in their own words, see unextracted)."""

    def judged(self) -> list[Fact]:
        """What the model typed as no fact (the user unsure, only asking, or chatting)."""
        return [d.fact for d in self.dropped if d.fact.polarity in NO_FACT]


# sanitizing -------------------------------------------------------------------------
def sanitize(text: str, max_chars: int) -> str:
    """One stored line (memproxy.sanitize.sanitize_memory, shared with the admin API)."""
    return sanitize_memory(text, max_chars)


def _acceptable(content: str) -> bool:
    return word_count(content) >= 2 and len(content) >= 5 and not looks_like_injection(content)


def _text(item: dict[str, Any], key: str, limit: int) -> str:
    value = item.get(key)
    return sanitize(value, limit) if isinstance(value, str) else ""


def _choice(item: dict[str, Any], key: str, allowed: Sequence[str], default: str) -> str:
    value = item.get(key)
    folded = value.strip().lower() if isinstance(value, str) else ""
    return folded if folded in allowed else default


def _kind(attribute: str, episodic: bool) -> str:
    if episodic:
        return "episodic"
    if attribute in _CONSTRAINT:
        return "constraint"
    if attribute in _PREFERENCE:
        return "preference"
    return "fact"


def typed_fact(item: Any, max_chars: int) -> Fact | None:
    """Pure: one fact of the model's answer, sanitized and typed, or None when it has no
    acceptable statement. Unknown attributes are "other"; an unknown polarity "holds"."""
    if not isinstance(item, dict):
        return None
    content = next(
        (
            sanitize(item[k], max_chars)
            for k in ("statement", "content", "fact", "memory")
            if isinstance(item.get(k), str)
        ),
        "",
    )
    if is_question(content):
        content = stated_part(content)
    if not _acceptable(content):
        return None
    attribute = _choice(item, "attribute", ATTRIBUTES, "other")
    episodic = item.get("episodic") is True
    about = _text(item, "about", 100) or "user"
    fact_polarity = _choice(item, "polarity", POLARITIES, "holds")
    profile = in_profile(attribute, about, item.get("profile") is True, fact_polarity)
    importance = level(item.get("importance"))
    value = _text(item, "value", 300)
    return Fact(
        type=(
            MemoryType.EPISODIC
            if episodic
            else MemoryType.PROCEDURAL
            if attribute in _PROCEDURAL
            else MemoryType.SEMANTIC
        ),
        content=content,
        kind=_kind(attribute, episodic),
        importance=max(importance, 4) if profile else importance,
        confidence=5,
        entities=() if is_user(about) else (about,),
        profile=profile and not episodic,
        about="user" if is_user(about) else about,
        attribute=attribute,
        value=value,
        polarity=fact_polarity,
        since=_text(item, "since", 100),
        evidence=_text(item, "evidence", 1000),
    )


def parse_facts(text: str, max_chars: int = DEFAULT_MAX_CHARS) -> list[Fact]:
    """Pure and defensive: the typed facts in a model's answer, sanitized, deduplicated,
    capped. Raises ExtractionParseError when the answer holds no JSON list at all."""
    facts: list[Fact] = []
    seen: set[str] = set()
    for item in answer_items(text)[: MAX_FACTS * 4]:
        fact = typed_fact(item, max_chars)
        if fact is None or (key := content_hash(fact.content)) in seen:
            continue
        seen.add(key)
        facts.append(fact)
        if len(facts) >= MAX_FACTS:
            break
    return facts


def in_own_words(fact: Fact, words_said: str, turns: Sequence[Turn] = ()) -> Fact:
    """Pure: the fact stated in the user's own words (the model's statement kept as the
    gloss), when those words can be a memory: never an instruction to a model ("Ignore
    all previous instructions ..." quoted as evidence), which the model's statement, once
    sanitized, may not be. With the turns, the words are the whole sentence the user said
    them in (evidence.sentence_of): a quoted clause alone loses what it was about; of a
    quote of several sentences, those that state the fact's value; and when that sentence
    holds none of the value, the sentence of the turn that does (evidence.stating_value)."""
    if turns:
        words_said = stating_value(fact.value, sentence_of(words_said, turns, fact.value), turns)
    if not _acceptable(words_said):
        return fact
    return replace(fact, content=words_said, gloss=fact.gloss or fact.content)


def restates(fact: Fact, turns: Sequence[Turn] = ()) -> Fact:
    """Pure: the fact, or, when its statement shares no word of four letters or more, nor a
    number, with its evidence and the model typed no attribute ("other"), the user's own
    words it rests on: a small model sometimes narrates a turn ("User provides their
    location and occupation.") instead of saying what it holds; the user's words are true."""
    if fact.attribute != "other" or not fact.evidence or fact.kind == "episodic":
        return fact
    if content_terms(fact.content) & content_terms(fact.evidence):
        return fact
    return in_own_words(fact, stated_part(fact.evidence) or fact.evidence, turns)


def keeps_names(fact: Fact, turns: Sequence[Turn]) -> Fact:
    """Pure: the fact, or, when its statement leaves out a name its evidence holds (the
    person it is about: "Ravi's on nights at the bakery" stated as "User has been staying
    at the bakery"), the user's own words it rests on: a statement that drops whom the
    user spoke of says something else, and the user's words are true. The model's
    statement stays as the gloss. Only the names of the clause that states the value
    count: in "I'm Ines, I live in Porto" the user's own name is not whom "User lives in
    Porto." is about (evidence.clause_of)."""
    if not fact.evidence or fact.kind == "episodic":
        return fact
    stating = clause_of(fact.value, fact.evidence)
    if not names(stating, " ".join(t.text for t in turns)) - set(words(fact.content)):
        return fact
    own = in_own_words(fact, stated_part(fact.evidence) or fact.evidence, turns)
    # never a statement holding the value for words that hold none of it
    value = content_terms(fact.value)
    if value & content_terms(fact.content) and not value & content_terms(own.content):
        return fact
    return own


def in_users_language(fact: Fact, language: str | None, turns: Sequence[Turn] = ()) -> Fact:
    """Pure: the fact in the words and language the user said it. A statement the model
    wrote in another language than the user's (a small model translates into English
    whatever it is told) is replaced by the user's own words it rests on; the model's
    statement stays in the fact's typing as a gloss."""
    if language is None or not fact.evidence or may_be(fact.content, language):
        return fact
    return in_own_words(fact, fact.evidence, turns)


def kept_apart(facts: Sequence[Fact]) -> list[Fact]:
    """Pure: facts of one sentence kept apart. A fact kept in the user's own words is their
    whole sentence (sentence_of), so several facts said in one sentence ("I'm Ines, I live
    in Porto and I work as a nurse") would become one memory, typed as one of them: a
    later change of that one ("I moved to Lyon") would then archive the others with it.
    Facts of different subjects that came to the same words keep the clause each quotes
    instead, where it is another and can be a memory (the user's language kept)."""
    subjects: dict[str, set[tuple[str, str]]] = {}
    for fact in facts:
        subjects.setdefault(content_hash(fact.content), set()).add((fact.about, fact.attribute))
    out: list[Fact] = []
    for fact in facts:
        if not fact.gloss or len(subjects[content_hash(fact.content)]) < 2:
            out.append(fact)
            continue
        clause = stated_part(fact.evidence) or fact.evidence
        apart = (
            _acceptable(clause)
            and content_hash(clause) != content_hash(fact.content)
            and said_within(clause, fact.content)
        )
        out.append(replace(fact, content=clause) if apart else fact)
    return out


def _words_of(fact: Fact) -> str:
    """The user's words a fact is kept as (kept in their own words: the whole sentence its
    evidence sits in) or rests on (its evidence; its statement when it has none)."""
    if fact.gloss or fact.kind == "said":
        return fact.content
    return fact.evidence or fact.content


def turns_of(stored: Sequence[StoredTurn]) -> list[Turn]:
    return [Turn("user" if t.role == "user" else "assistant", t.text) for t in stored]


def no_fact_reason(polarity: str) -> str:
    """Why a fact typed as no fact (unsure, asks, chat) is not kept, for its receipt."""
    return _NO_FACT_REASONS.get(polarity, "a question or request")


def said_as_is(words_said: str, memory_type: MemoryType = MemoryType.SEMANTIC) -> Fact:
    """Pure: the user's own words kept as they said them (kind "said", no typing), their
    own evidence."""
    return Fact(memory_type, words_said, kind="said", confidence=3, evidence=words_said)


def copied_names(fact: Fact, turns: Sequence[Turn]) -> set[str]:
    """Pure: the names of the prompt's worked example that the fact holds and the user
    never said (a small model copies examples)."""
    said = {w for t in turns if t.role == "user" for w in words(t.text)}
    return set(words(f"{fact.content} {fact.value}")) & set(EXAMPLE_NAMES) - said


def uncopied(fact: Fact, turns: Sequence[Turn]) -> Fact:
    """Pure: the fact, or, when it holds a name copied from the prompt's example ("User is
    a tiler in <the example's town>" for "I'm a tiler and I live on cold pizza"), the
    user's sentence it quotes, kept in their own words without the model's typing. Its
    statement and value are not the user's; dropped whole, it took the user's sentence
    with it (the other facts of that sentence cover it, so it was not kept for what the
    model left out either). The user's words are then checked as any kept verbatim are:
    grounded, and asked alone whether the user states them. A fact the model typed as no
    fact (unsure, asks) stays as it is, and is dropped as such."""
    if (
        not fact.evidence
        or fact.kind == "episodic"
        or fact.polarity in DISCARDED
        or not copied_names(fact, turns)
    ):
        return fact
    words_said = sentence_of(fact.evidence, turns)
    if not _acceptable(words_said):
        return fact
    return said_as_is(words_said, fact.type)


def check(fact: Fact, turns: Sequence[Turn], grounded_only: bool) -> Verdict:
    """Pure: whether a proposed fact is kept. Not what the model itself typed as no fact
    (the user unsure, or only asking); nothing copied from the prompt's example; an
    episodic summary rests on the whole conversation, every other fact on its quoted
    evidence."""
    if fact.polarity in DISCARDED:
        return Verdict(False, no_fact_reason(fact.polarity))
    if copied := copied_names(fact, turns):
        return Verdict(False, f"copied from the prompt's example ({min(copied)})")
    if fact.kind == "episodic" or not grounded_only:
        return KEPT
    if fact.attribute == "name" and not said_name(fact.value, turns):
        return Verdict(False, "a name the user never said")
    return ground(fact.evidence, fact.value, fact.content, turns)


def said_name(value: str, turns: Sequence[Turn]) -> bool:
    """Pure: whether the user said every word of a name (a name is never inferred): a
    small model fills the field with the prompt's own subject ("User's name is the user.")
    or a relation ("mother"), and such a memory, one value at a time, would take the place
    of the real name when it comes."""
    said = " ".join(t.text for t in turns if t.role == "user")
    return bool(words(value)) and found_in(_unaccented(value), _unaccented(said)) == 1.0


def _unaccented(text: str) -> str:
    """Text without its combining marks ("José" and "Jose" are one name to a model that
    writes English)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


# what the model left out -------------------------------------------------------------
_UNEXTRACTED_MIN_WORDS = 4
"""A clause shorter than this ("Long day.", "ok that works", "no meat") says too little alone."""


def unextracted(
    turns: Sequence[StoredTurn], facts: Sequence[Fact], max_chars: int, judged: Sequence[Fact] = ()
) -> list[Fact]:
    """Pure: the user's statements that the kept facts leave out, in the user's own words:
    a small model drops facts, and the user's words invent none. A statement, or what a
    question states before it asks (evidence.stated_part), is kept whole when one of its
    clauses, of at least _UNEXTRACTED_MIN_WORDS words, has fewer than half of its content
    words in the facts' statements and values, or a shorter one names someone no fact does:
    "I'm Ines, I live in Porto and I work as a nurse." keeps the job the model left out,
    and the clause keeps its context."""
    extra: list[Fact] = []
    for said in left_out(turns, facts, judged):
        content = sanitize(said, max_chars)
        if _acceptable(content):
            extra.append(said_as_is(content))
    return extra


def left_out(
    turns: Sequence[StoredTurn], facts: Sequence[Fact], judged: Sequence[Fact] = ()
) -> list[str]:
    """Pure: per user turn, its statements that the facts leave out (see unextracted).
    judged: what the model typed as no fact (the user unsure, or only asking): the words
    it quoted are covered, so the user's hedge is not kept verbatim after all; of what it
    typed as a question or request, only what asks (evidence.asking_part), so that the
    statements of a turn quoted whole for its question are still looked at."""
    covered: set[str] = set()
    for fact in facts:
        covered |= content_terms(fact.content) | content_terms(fact.value)
    judged_words = [_judged_words(fact) for fact in judged]
    for quote in judged_words:
        covered |= content_terms(quote)
    said = " ".join(t.text for t in turns)
    named = {w for f in facts for w in words(f"{f.content} {f.value}")}
    named |= {w for quote in judged_words for w in words(quote)}
    out: list[str] = []
    for turn in turns:
        if turn.role != "user":
            continue
        kept = [s for s in stated_sentences(turn.text) if _leaves_out(s, covered, named, said)]
        if kept:
            out.append(" ".join(kept))
            covered |= content_terms(out[-1])
            named |= set(words(out[-1]))
    return out


def _judged_words(fact: Fact) -> str:
    """The words a fact typed as no fact covers: what asks, of a question or request (a
    whole turn quoted for its question also holds the user's statements); its whole
    quote, of a hedge or small talk."""
    return asking_part(fact.evidence) if fact.polarity == ASKS else fact.evidence


def _leaves_out(sentence: str, covered: set[str], named: set[str], said: str) -> bool:
    """A part of the sentence that the facts leave out: a part of a few words whose content
    words are mostly not covered, or a short clause holding, after its first word, a name
    no fact holds ("I'm Ines, I live in Porto": the user's name is said in two words; "Long
    day today." opens with a capital and holds none). The parts are its clauses, a short
    clause joined to the next (statement_units)."""
    for clause in clauses(sentence):
        if word_count(clause) < _UNEXTRACTED_MIN_WORDS and (
            names(clause, said) - named - set(words(clause)[:1])
        ):
            return True
    for unit in statement_units(sentence):
        if word_count(unit) >= _UNEXTRACTED_MIN_WORDS:
            content = content_terms(unit)
            if 2 * len(content & covered) < len(content):
                return True
    return False


def statement_units(sentence: str) -> list[str]:
    """Pure: a sentence's clauses, each clause of fewer than _UNEXTRACTED_MIN_WORDS words
    joined to the clause after it (the last one to the one before). A short clause says too
    little alone, but a sentence may be all short clauses: "And our youngest, Tam, has
    coeliac disease." or "Me: tiler, two kids, Leeds." state facts that no clause of
    theirs states alone; a sentence shorter than that is one unit."""
    units: list[str] = []
    pending: list[str] = []
    for clause in clauses(sentence):
        pending.append(clause)
        if word_count(" ".join(pending)) >= _UNEXTRACTED_MIN_WORDS:
            units.append(", ".join(pending))
            pending = []
    if pending and units:
        units[-1] = ", ".join([units[-1], *pending])
    elif pending:
        units.append(", ".join(pending))
    return units


# extractors -------------------------------------------------------------------------
class LLMExtractor:
    """Facts from the memory_extraction model, typed and checked against the transcript.
    Raises LLMError (retried) or ExtractionParseError (the batch is skipped).

    per_turn: one model call per user turn (with the turn alone) instead of one per
    batch; keep_unextracted: also keep, in the user's own words, statements the model's
    facts leave out (see unextracted)."""

    def __init__(
        self,
        client: ChatCompleter,
        episodic_summary: bool,
        max_chars: int,
        grounded_only: bool,
        per_turn: bool,
        keep_unextracted: bool,
    ) -> None:
        self._client = client
        self._episodic = episodic_summary
        self._max = max_chars
        self._grounded_only = grounded_only
        self._per_turn = per_turn
        self._keep_unextracted = keep_unextracted
        warm()  # the language classifier's model, loaded before any request is served
        self.dropped_ungrounded = 0
        self.kept_unextracted = 0

    @classmethod
    def from_settings(
        cls, client: ChatCompleter, learning: LearningSettings, max_chars: int
    ) -> LLMExtractor:
        """The extractor as `memory.learning` configures it."""
        return cls(
            client,
            learning.episodic_summary,
            max_chars,
            learning.grounded_facts_only,
            learning.extraction_per_turn,
            learning.keep_unextracted,
        )

    async def extract(self, turns: Sequence[StoredTurn]) -> Extraction:
        parts = [[t] for t in turns if t.role == "user"] if self._per_turn else [list(turns)]
        result = Extraction()
        seen: set[str] = set()
        for part in parts:
            got = await self._extract(part, turns)
            result.model_seconds += got.model_seconds
            result.unreadable += got.unreadable
            result.dropped += got.dropped
            for fact in got.facts:
                if (key := content_hash(fact.content)) not in seen:
                    seen.add(key)
                    result.facts.append(fact)
        result.facts = result.facts[:MAX_FACTS]
        check = CertaintyCheck(self._client)
        result.facts = await self._said_as_so(check, result, result.facts)
        if self._keep_unextracted:
            await self._second_look(turns, result, seen)
            result.facts = await self._said_as_so(check, result, result.facts)
            extra = unextracted(turns, result.facts, self._max, result.judged())
            extra = await self._said_as_so(check, result, extra)
            self.kept_unextracted += len(extra)
            result.facts += extra
        result.facts = await self._standing_alone(turns, result.facts)
        return result

    async def _standing_alone(
        self, turns: Sequence[StoredTurn], facts: Sequence[Fact]
    ) -> list[Fact]:
        """The facts, each kept in the user's own words made to stand alone where those
        words refer back to someone named earlier in their turn ("He has early dementia"
        after "My father-in-law moved in"; memproxy.learn.standalone): the user's words naming
        that person, copied by the model and checked, put before them.
        What the model wrote itself, and words that open their turn, stay as they are."""
        standalone = Standalone(self._client)
        transcript = turns_of(turns)
        out: list[Fact] = []
        for fact in facts:
            if fact.gloss or fact.kind == "said":
                before = preceding(fact.content, transcript)
                alone = sanitize(await standalone.of(fact.content, before), self._max)
                if content_hash(alone) != content_hash(fact.content) and _acceptable(alone):
                    fact = replace(fact, content=alone)
            out.append(fact)
        return out

    @staticmethod
    async def _said_as_so(
        check: CertaintyCheck, result: Extraction, facts: Sequence[Fact]
    ) -> list[Fact]:
        """The facts whose words the model, asked about each of their sentences alone (a
        question's stating clauses only), labels a statement in one sentence at least
        ("Ciao! Giornata infinita: faccio la restauratrice ..." opens with a greeting and
        states a job); the others go to result.dropped typed as the model then said
        (unsure, asks, chat), so that their words are not kept verbatim either
        (memproxy.learn.certainty). Of the user's own words kept verbatim, only the
        sentences labelled statements stay. The statements of several sentences are asked
        about together too, whether the user doubts what they say. The words judged are
        those kept, not only the clause the model quoted."""
        kept: list[Fact] = []
        for fact in facts:
            if fact.kind == "episodic":
                kept.append(fact)
                continue
            said = _words_of(fact)
            # what each sentence states: "My sister is allergic to sesame, so which cake
            # can I bake?" is asked about as "My sister is allergic to sesame"
            parts = [p for s in sentences(said) if (p := stated_part(s))] or [said]
            labels = [await check.label(part) for part in parts]
            stating = [p for p, label in zip(parts, labels, strict=True) if label == STATES]
            if len(stating) > 1 and await check.doubted(" ".join(stating)):
                # a doubt said over several sentences, none of them a doubt alone ("My
                # cousin wants me to buy a share in his boat. Though I'd never have the
                # time."); a fact beside a doubt is not asked so (the doubt is unsure)
                labels = [UNSURE]
            if STATES not in labels:
                reason = f"{no_fact_reason(labels[0])} (asked alone)"
                result.dropped.append(Dropped(replace(fact, polarity=labels[0]), reason))
                continue
            if fact.kind == "said" and len(parts) > 1:
                stated = " ".join(
                    p for p, label in zip(parts, labels, strict=True) if label == STATES
                )
                fact = replace(fact, content=stated, evidence=stated)
            kept.append(fact)
        return kept

    async def _second_look(
        self, turns: Sequence[StoredTurn], result: Extraction, seen: set[str]
    ) -> None:
        """The statements the model's facts left out, asked about alone: a small model
        reads a short text better than a long one, and the facts it then types take part
        in supersession (the user's words kept verbatim cannot)."""
        missed = left_out(turns, result.facts, result.judged())
        if not missed:
            return
        part = [StoredTurn(role="user", text=text) for text in missed]
        got = await self._extract(part, turns)
        result.model_seconds += got.model_seconds
        result.unreadable += got.unreadable
        result.dropped += got.dropped
        for fact in got.facts:
            if (key := content_hash(fact.content)) not in seen and len(result.facts) < MAX_FACTS:
                seen.add(key)
                result.facts.append(fact)

    async def _extract(self, part: Sequence[StoredTurn], whole: Sequence[StoredTurn]) -> Extraction:
        if not any(t.text.strip() for t in part if t.role == "user"):
            return Extraction()
        system, user = build_extraction_prompt(part, self._episodic)
        start = time.perf_counter()
        answer = await self._client.complete(system, user, fact_schema(self._episodic))
        took = time.perf_counter() - start
        transcript = turns_of(whole)
        language = language_of(" ".join(t.text for t in whole if t.role == "user"))
        out = Extraction(model_seconds=took)
        try:
            proposed_facts = parse_facts(answer, self._max)
        except ExtractionParseError:
            if not self._keep_unextracted:
                raise
            # a model that rambles past its token limit or answers in prose: its facts
            # are lost, and what the user said is kept as they said it (unextracted)
            log.warning("extraction answer unreadable; the user's statements kept as said")
            out.unreadable = 1
            return out
        for proposed in proposed_facts:
            fact = uncopied(in_users_language(proposed, language, transcript), transcript)
            if fact.kind == "episodic" and not self._episodic:
                continue
            verdict = check(fact, transcript, self._grounded_only)
            if verdict.kept:
                out.facts.append(keeps_names(restates(fact, transcript), transcript))
            else:
                out.dropped.append(Dropped(fact, verdict.reason))
        out.facts = kept_apart(out.facts)
        self.dropped_ungrounded += len(out.dropped)
        return out


class VerbatimExtractor:
    """No extraction model configured: the user's own turns become episodic memories.

    A turn keeps its statements (not its questions); a turn with none is skipped, as are
    greetings, trivially short and instruction-like turns; the assistant's turns are never
    stored. Nothing here depends on the language of the turn."""

    def __init__(self, max_chars: int = DEFAULT_MAX_CHARS, min_chars: int = 8) -> None:
        self._max = max_chars
        self._min = min_chars

    async def extract(self, turns: Sequence[StoredTurn]) -> Extraction:
        out = Extraction()
        seen: set[str] = set()
        for turn in turns:
            if turn.role != "user":
                continue
            said = " ".join(
                s
                for s in unquoted_sentences(turn.text)
                if not is_question(s) and not is_greeting(s)
            )
            text = sanitize(said, self._max)
            if len(text) < self._min or is_greeting(text) or not _acceptable(text):
                continue
            if (key := content_hash(text)) not in seen:
                seen.add(key)
                out.facts.append(said_as_is(text, MemoryType.EPISODIC))
        return out
