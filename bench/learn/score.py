"""Scoring the learning benchmark (pure): what was learned, invented, superseded, injected."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bench.learn.data import Fact, User

_WORD = re.compile(r"[\w']+")


def _fold(text: str, lang: str) -> str:
    """text lower-cased; outside English also without accents ("Cáceres" is "caceres": a
    memory written in English may drop them)."""
    if lang == "en":
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _words(text: str, lang: str) -> list[str]:
    """The words of text, folded; outside English, a word's elided article or pronoun is
    split off as well ("l'utilisateur" also gives "utilisateur")."""
    words = [_fold(w, lang) for w in _WORD.findall(text)]
    if lang == "en":
        return words
    return words + [p for w in words if "'" in w for p in w.split("'")[1:] if p]


def has(text: str, keywords: Sequence[str], lang: str = "en") -> bool:
    """Every keyword starts a word of text (case-insensitive; "peanut" finds "peanuts");
    a keyword "a|b" is found by either alternative."""
    words = _words(text, lang)
    return bool(keywords) and all(
        any(w.startswith(a) for a in _fold(k, lang).split("|") for w in words) for k in keywords
    )


_NOT = frozenset(
    {"not", "no", "never", "nor", "none", "without", "nobody", "nothing", "except"}  # English
    | {"nunca", "ni", "sin", "nada", "ningún", "ninguna", "ninguno", "jamás", "tampoco"}  # Spanish
    | {"menos", "excepto", "salvo"}
    | {"nicht", "nie", "niemals", "ohne", "nichts", "weder", "außer"}  # German
    | {"ne", "pas", "jamais", "sans", "rien", "aucun", "aucune", "sauf"}  # French
    | {"non", "senza", "niente", "nulla", "nessun", "nessuno", "nessuna", "tranne"}  # Italian
    | {"não", "nao", "sem", "nenhum", "nenhuma", "nem", "exceto"}  # Portuguese (and above)
)
_NOT_PREFIXES = ("kein", "dislik", "hate", "avoid", "detest", "détest", "odia", "hasst")


def negates(text: str) -> bool:
    """text says that something does not hold, in any of the benchmark's languages."""
    for w in (w.lower() for w in _WORD.findall(text)):
        if w in _NOT or w.endswith("n't") or w.startswith(("n'", *_NOT_PREFIXES)):
            return True
    return False


def holds(text: str, fact: Fact, lang: str = "en") -> bool:
    """text states the fact: all its keywords, and a "not" where the fact is a negation."""
    return has(text, fact.keywords, lang) and (not fact.negated or negates(text))


_ENDED = re.compile(
    r"\b(?:no longer|not anymore|any ?more|used to|former(?:ly)?|quit|left|is off|"
    r"cancell?ed|changed from|instead of)\b",
    re.I,
)
"""A memory that says the old value ended ("User no longer works at Sony.") is true."""

_ENDED_IN = {
    "es": re.compile(
        r"\b(?:ya no|antes|anterior(?:mente)?|antigu[oa]s?|ex|dej[óoé] de|dej[óé]|"
        r"sol[íi]a|en (?:lugar|vez) de|cambi[óo] de|se mud[óo] de|previamente)\b",
        re.I,
    ),
    "de": re.compile(
        r"\b(?:nicht mehr|kein\w* mehr|früher|ehemalig\w*|vorher|zuvor|bisher|statt|"
        r"anstatt|anstelle|aufgehört|gekündigt|verlassen|gewechselt|ex)\b",
        re.I,
    ),
    "it": re.compile(
        r"\b(?:non [^.]*?\bpiù|prima|precedente(?:mente)?|ex|vecchi[oae]|ha lasciato|"
        r"lasciat[oa]|smess[oa] di|ha smesso|invece (?:di|del|della)|al posto (?:di|del|della)|"
        r"cambiat[oa])\b",
        re.I,
    ),
    "pt": re.compile(
        r"\b(?:não [^.]*?\bmais|já não|antes|anterior(?:mente)?|antig[oa]s?|ex|deixou de|"
        r"deixou|largou|trocou|em vez de|no lugar de|mudou de)\b",
        re.I,
    ),
    "fr": re.compile(
        r"\b(?:n(?:e\b|')[^.]*?\bplus|auparavant|avant|ancien(?:ne)?s?|anciennement|"
        r"autrefois|quitt[ée]e?s?|au lieu de|à la place de|précédemment|ex)\b",
        re.I,
    ),
}
"""The same in the other languages a memory may be written in (with English, since a
memory of a Spanish, German, French, Italian or Portuguese speaker may be written in
English too)."""


def ended(text: str, lang: str = "en") -> bool:
    other = _ENDED_IN.get(lang)
    return bool(_ENDED.search(text) or (other and other.search(text)))


def stale(text: str, fact: Fact, lang: str = "en") -> bool:
    """A memory that states a changed fact's old value without its new one, and does not
    say that the old value ended."""
    return (
        bool(fact.old)
        and has(text, fact.old, lang)
        and not holds(text, fact, lang)
        and not ended(text, lang)
    )


def invented(text: str, user: User, others: Sequence[User] = (), lang: str = "en") -> bool:
    """A memory holding a word only an invention would hold (the user's forbidden words,
    another user's fact words the user never said), or a name or number the user never
    said (checked against all the user's own turns)."""
    said = " ".join(t for s in user.sessions for t in s)
    foreign = [k for o in others if o is not user for f in o.facts for k in f.keywords]
    if any(has(text, [w], lang) for w in user.forbidden):
        return True
    if any(has(text, [k], lang) and not has(said, [k], lang) for k in foreign):
        return True
    if lang != "en":
        return _unsaid_name(text, said, lang)
    said_words = {w.lower().split("'")[0] for w in _WORD.findall(said)}
    for token in _WORD.findall(text)[1:]:
        base = token.lower().split("'")[0]
        if (token[0].isupper() or token[0].isdigit()) and base not in said_words | {"user"}:
            return True
    return False


_THE_USER = {
    "es": {"usuario", "usuaria"},
    "de": {"nutzer", "nutzerin", "benutzer", "benutzerin", "anwender", "anwenderin"},
    "fr": {"utilisateur", "utilisatrice"},
}
"""The words a memory may use for the user, in its own language."""

_CALENDAR = {
    *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    *("january", "february", "march", "april", "may", "june", "july", "august"),
    *("september", "october", "november", "december"),
}
"""A memory of a user who spoke another language may be written in English, with its
days and months capitalised: a translated date is no invented name."""

_SENTENCES = re.compile(r"(?<=[.!?:;])\s+")


def _unsaid_name(text: str, said: str, lang: str) -> bool:
    """A number the user never said, or (not in German, which capitalises every noun) a
    capitalised word the user never said that does not start a sentence."""
    said_words = {p for w in _words(said, lang) for p in w.split("'")}
    known = said_words | {"user"} | _THE_USER.get(lang, set()) | _CALENDAR
    for sentence in _SENTENCES.split(text):
        for token in _WORD.findall(sentence)[1:]:
            for part in (p for p in token.split("'") if p):
                named = part[0].isupper() and lang != "de"
                if (named or part[0].isdigit()) and _fold(part, lang) not in known:
                    return True
    return False


@dataclass
class Tally:
    facts: int = 0
    learned: int = 0
    asked: int = 0
    injected: int = 0
    changed: int = 0
    superseded: int = 0

    def as_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"facts": self.facts, "learned": _share(self.learned, self.facts)}
        if self.asked:
            out["questions"] = self.asked
            out["answer_injected"] = _share(self.injected, self.asked)
        if self.changed:
            out["superseded_correctly"] = _share(self.superseded, self.changed)
        return out


def _share(n: int, d: int) -> float:
    return round(n / d, 3) if d else 0.0


def score(
    users: Sequence[User],
    active: Mapping[str, Sequence[str]],
    injected: Mapping[str, Sequence[Sequence[str]]],
    lang: str = "en",
) -> dict[str, Any]:
    """active: each user's active memories; injected: per user, per question, the memories
    injected; lang: the users' language. Returns per-kind and overall figures plus the
    failures, for the README."""
    kinds: dict[str, Tally] = {}
    total = Tally()
    stale_injections = 0
    memories = invented_n = 0
    misses: list[str] = []
    inventions: list[str] = []
    for user in users:
        mine = list(active.get(user.id, []))
        memories += len(mine)
        for m in mine:
            if invented(m, user, users, lang):
                invented_n += 1
                inventions.append(f"{user.id}: {m}")
        by_id = {f.id: f for f in user.facts}
        for fact in user.facts:
            for t in (kinds.setdefault(fact.kind, Tally()), total):
                t.facts += 1
                t.learned += any(holds(m, fact, lang) for m in mine)
                if fact.old:
                    t.changed += 1
                    t.superseded += not any(stale(m, fact, lang) for m in mine)
            if not any(holds(m, fact, lang) for m in mine):
                misses.append(f"not learned: {fact.id}")
        for question, got in zip(user.questions, injected.get(user.id, []), strict=False):
            fact = by_id[question.fact]
            ok = any(holds(m, fact, lang) for m in got)
            bad = sum(stale(m, fact, lang) for m in got)
            stale_injections += bad
            for t in (kinds[fact.kind], total):
                t.asked += 1
                t.injected += ok
            if not ok:
                misses.append(f"not injected: {question.text!r} ({user.id}) got {list(got)}")
    learned_and_injected = _share(total.injected, total.asked)
    return {
        "per_kind": {k: t.as_dict() for k, t in sorted(kinds.items())},
        "overall": {
            **total.as_dict(),
            "learned_and_injected": learned_and_injected,
            "memories": memories,
            "invented": _share(invented_n, memories),
            "stale_injections": stale_injections,
        },
        "misses": misses,
        "inventions": inventions,
    }
