"""Scoring the learning benchmark (pure): what was learned, invented, superseded, injected."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bench.learn.data import Fact, User

_HAN = "\u3005\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f"
"""Han and kana: scripts written without spaces, where a run of word characters is a
whole clause ("用户住在成都"), not a word."""

_UNSPACED = re.compile(f"[{_HAN}]")

_WORD = re.compile(rf"[{_HAN}]+|(?:(?![{_HAN}])[\w'])+")
"""A word: a run of letters, digits and apostrophes; a run of Han or kana is one apart
from the letters and digits around it ("预算3000元" gives "预算", "3000" and "元")."""


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
    a keyword "a|b" is found by either alternative. An alternative in Han or kana is
    found anywhere in the text ("钢琴" in "女儿在学钢琴"): those scripts have no spaces."""
    words = _words(text, lang)
    folded = _fold(text, lang)

    def found(a: str) -> bool:
        if _UNSPACED.search(a):
            return a in folded
        return any(w.startswith(a) for w in words)

    return bool(keywords) and all(
        any(found(a) for a in _fold(k, lang).split("|")) for k in keywords
    )


_NOT = frozenset(
    {"not", "no", "never", "nor", "none", "without", "nobody", "nothing", "except"}  # English
    | {"nunca", "ni", "sin", "nada", "ningún", "ninguna", "ninguno", "jamás", "tampoco"}  # Spanish
    | {"menos", "excepto", "salvo"}
    | {"nicht", "nie", "niemals", "ohne", "nichts", "weder", "außer"}  # German
    | {"ne", "pas", "jamais", "sans", "rien", "aucun", "aucune", "sauf"}  # French
    | {"non", "senza", "niente", "nulla", "nessun", "nessuno", "nessuna", "tranne"}  # Italian
    | {"não", "nao", "sem", "nenhum", "nenhuma", "nem", "exceto"}  # Portuguese (and above)
    | {"не", "нет", "ни", "никогда", "ничего", "никто", "никого", "нигде", "никуда"}  # Russian
    | {"без", "нельзя", "кроме", "нисколько"}
    | {"niet", "geen", "nooit", "zonder", "niets", "niks", "niemand", "nergens", "behalve"}  # Dutch
)
_NOT_PREFIXES = (
    *("kein", "dislik", "hate", "avoid", "detest", "détest", "odia", "hasst"),
    *("никак", "ненавид", "избега"),  # Russian: никакой, ненавидит, избегает
    *("hekel", "vermijd"),  # Dutch: een hekel aan, vermijdt
)
_NOT_HAN = re.compile(
    "不(?![错錯过過少断斷久仅僅但管])|没|沒|(?<![特区區分类類级級性告离離辨识識派鉴鑒个個])"
    "[别別](?![人的墅针針处處])|[无無](?![论論])|从未|從未|勿|禁|忌|拒|讨厌|討厭|避免|除了"
)
"""Chinese has no spaces: a negation is a character or word anywhere in a clause (不, 没有,
别, 从不, 无, 忌口, 除了 ...), but not 不错 (good), 不过 (but), 特别 (especially), 别人
(others) or 无论 (whatever)."""


def negates(text: str) -> bool:
    """text says that something does not hold, in any of the benchmark's languages."""
    if _NOT_HAN.search(text):
        return True
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
    "ru": re.compile(
        r"\b(?:больше не|уже не|не [^.]*? больше|раньше|ранее|прежн\w*|бывш\w*|когда-то|"
        r"в прошлом|до этого|бросил\w*|перестал\w*|уш[её]л|ушла|ушли|перешл\w*|переш[её]л|"
        r"сменил\w*|поменял\w*|уволил\w*|отказал\w*|вместо)\b",
        re.I,
    ),
    "nl": re.compile(
        r"\b(?:niet [^.]*?\bmeer|niet langer|geen [^.]*?\bmeer|vroeger|voorheen|eerder|"
        r"voormalig\w*|vorig\w*|ex|gestopt|stopte|opgezegd|overgestapt|gewisseld|verruild|"
        r"ingeruild|verkocht|verhuisd|in plaats van|tot voor kort)\b",
        re.I,
    ),
    "zh": re.compile(
        "不再|已经不|已不|以前|之前|从前|原来|原先|曾经|过去|此前|先前|前任|戒了|戒掉|辞职|"
        "离职|辞掉|退出|不干了|不用了|不去了|换成|换了|换到|改成|改为|改用|改去|转去|转到|"
        "而不是|取代|代替"
    ),
}
"""The same in the other languages a memory may be written in (with English, since a
memory of a Spanish, German, French, Italian, Portuguese, Dutch, Russian or Chinese
speaker may be written in English too). Chinese has no spaces, so no word boundaries either."""


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
    "nl": {"gebruiker", "gebruikster"},
    "ru": {"пользователь", "пользователя", "пользователю", "пользователем", "пользователе"}
    | {"пользовательница", "пользовательницы", "пользовательнице", "пользовательницу"},
}
"""The words a memory may use for the user, in its own language."""

_CALENDAR = {
    *("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    *("january", "february", "march", "april", "may", "june", "july", "august"),
    *("september", "october", "november", "december"),
}
"""A memory of a user who spoke another language may be written in English, with its
days and months capitalised: a translated date is no invented name."""

_SENTENCES = re.compile(r"(?<=[.!?:;])\s+|(?<=[\u3002\uff01\uff1f\uff1b\uff1a])\s*")
"""A sentence ends at a full stop and the spaces after it; in Chinese, at its own full
stop, exclamation or question mark, semicolon or colon, spaces or none."""


_NOT_LATIN = frozenset({"ru", "zh"})
"""Languages not written in Latin letters: a memory written in English spells their names
in Latin letters the user never typed ("Samara", "Shanghai"), so there a capitalised
Latin word is no sign of an invented name."""


def _declined(word: str, said: set[str]) -> bool:
    """word is a said word with another case ending (Russian: "Казани" for "Казань"):
    they share all but the last two letters of each, and at least three."""
    for s in said:
        n = 0
        for a, b in zip(word, s, strict=False):
            if a != b:
                break
            n += 1
        if n >= max(3, len(word) - 2, len(s) - 2):
            return True
    return False


def _unsaid_name(text: str, said: str, lang: str) -> bool:
    """A number the user never said, or (not in German, which capitalises every noun) a
    capitalised word the user never said that does not start a sentence (in Russian, a
    said name with another case ending is no new name; in Russian and Chinese, a name in
    Latin letters is not checked)."""
    said_words = {p for w in _words(said, lang) for p in w.split("'")}
    known = said_words | {"user"} | _THE_USER.get(lang, set()) | _CALENDAR
    for sentence in _SENTENCES.split(text):
        for token in _WORD.findall(sentence)[1:]:
            for part in (p for p in token.split("'") if p):
                named = part[0].isupper() and lang != "de"
                if named and lang in _NOT_LATIN and part[0].isascii():
                    continue
                if (named or part[0].isdigit()) and _fold(part, lang) not in known:
                    if named and lang == "ru" and _declined(_fold(part, lang), said_words):
                        continue
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
