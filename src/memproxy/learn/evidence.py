"""Grounding by evidence, in any language: a learned fact must rest on the user's own words.

The extraction model quotes, for each fact, the words of the user's turn it rests on. A
fact is kept when that quote is found in what the user said (after Unicode normalisation:
NFKC, case folding, punctuation and spacing ignored), not when it is found only in the
assistant's turns, and not when the quote is a question the user asked ("Can you find me
a hotel in Nice?" says nothing about the user). The value of a fact may not lean on the
assistant's words: a word of it that the assistant said and the user never did (the
hotel the assistant suggested) drops the fact. Numbers must have been said by the user.

Nothing here knows a language: words are Unicode word runs, and text without spaces
between words (Chinese, Japanese, Thai) is compared as a run of characters.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

_WORD = re.compile(r"\w+")
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_EMOJI = "\u2600-\u27bf\u200d\ufe0f\U0001f000-\U0001faff"
"""Pictographs, dingbats, and the joiner and variation selector emoji are written with."""
_SENTENCE_END = re.compile(
    rf"(?<=[.!?\u061f])\s+|(?<=[\u3002\uff01\uff1f])\s*|(?<=\s[{_EMOJI}])\s+|"
    rf"(?<=[{_EMOJI}][{_EMOJI}])\s+|\n+"
)
"""After terminal punctuation and a space; after the full-width marks of unspaced
scripts (Chinese, Japanese) with or without one; after emoji written apart from the word
before them and followed by a space: in a chat they end a sentence the way a full stop
does ("no more night shifts 🎉 what should i cook?" states a change before it asks, and
"die Küche ist ein Schlachtfeld 🙃 bin Pflegerin" holds two sentences). An emoji that
stands for a word mid-sentence ("Lisbon ✈️ next week") parts it too: the price of
reading chat."""
_QUESTION_MARKS = ("?", "\uff1f", "\u061f", ";")  # Latin, full-width, Arabic, Greek
_MIN_SHARE = 0.75
"""The share of a quote's words that must be found, in order of appearance or not, in one
turn of the user's: a small model trims or re-inflects a word or two of a quote."""


def fold(text: str) -> str:
    """Pure: text as compared: NFKC, case-folded, accents kept, spacing collapsed."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def words(text: str) -> list[str]:
    """Pure: the folded word runs of a text."""
    return _WORD.findall(fold(text))


_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
"""Letters of the scripts written without spaces between words (Japanese kana, Han)."""


def word_count(text: str) -> int:
    """Pure: about how many words a text holds: its word runs, a run of an unspaced script
    counted as one word per two characters ("用户住在大阪" is a sentence, not a word)."""
    count = 0
    for run in words(text):
        unspaced = len(_UNSPACED.findall(run))
        count += max(1, (unspaced + 1) // 2 + (len(run) > unspaced)) if unspaced else 1
    return count


_UNSPACED_RUNS = re.compile(f"({_UNSPACED.pattern}+)")


def terms(text: str) -> list[str]:
    """Pure: the folded terms of a text, to compare what two texts say: its word runs, a
    run of an unspaced script as its overlapping pairs of characters ("电瓶换了" is
    "电瓶", "瓶换", "换了"), so that a sentence of Chinese or Japanese is not one word."""
    out: list[str] = []
    for run in words(text):
        for part in _UNSPACED_RUNS.split(run):
            if _UNSPACED.match(part):
                out += [part[i : i + 2] for i in range(max(1, len(part) - 1))]
            elif part:
                out.append(part)
    return out


def is_unspaced(term: str) -> bool:
    """Pure: a term of an unspaced script (see terms)."""
    return bool(_UNSPACED.match(term))


def numbers(text: str) -> frozenset[str]:
    """Pure: the numbers in a text, thousands separators dropped ("3,000" is "3000")."""
    found = _NUMBER.findall(unicodedata.normalize("NFKC", text))
    return frozenset(n.replace(",", "") for n in found)


_CASED_WORD = re.compile(r"[^\W\d_]{2,}")
_MIN_OPENING_NAME = 4
"""A sentence's first word counts as a name from this many letters: shorter ones are
mostly the words sentences open with ("My", "Mi", "Ich", "Je"), written with a capital
only there."""


def names(text: str, said: str) -> frozenset[str]:
    """Pure: the folded words of `text` written with a capital that nobody in the
    conversation (`said`: its turns) writes in lower case: names and what the user calls
    people ("Ravi", "Sebastien", "Lucía"); a sentence's first word only from
    _MIN_OPENING_NAME letters. In any cased script; a script without case has none."""
    lower = {w for w in _CASED_WORD.findall(unicodedata.normalize("NFKC", said)) if w.islower()}
    found: set[str] = set()
    for sentence in sentences(unicodedata.normalize("NFKC", text)):
        for n, w in enumerate(_CASED_WORD.findall(sentence)):
            opening = n == 0 and len(w) < _MIN_OPENING_NAME
            if w[0].isupper() and w.lower() not in lower and not opening:
                found.add(w.casefold())
    return frozenset(found)


def sentences(text: str) -> list[str]:
    """Pure: a turn's sentences, split after terminal punctuation of any script."""
    return [s.strip() for s in _SENTENCE_END.split(text) if s.strip()]


def is_question(sentence: str) -> bool:
    """Pure: a sentence that asks (ends in a question mark of any script, or opens with the
    Spanish inverted one)."""
    s = sentence.strip().rstrip("\"'\u201d\u00bb)")
    return s.endswith(_QUESTION_MARKS[:3]) or s.startswith("\u00bf")


def statements(text: str) -> str:
    """Pure: what a turn states: its statements, and the stating clauses of its questions."""
    return " ".join(p for s in sentences(text) if (p := stated_part(s)))


_QUOTES = (
    ("'", "'"),
    ('"', '"'),
    ("\u201c", "\u201d"),  # “ ”
    ("\u2018", "\u2019"),  # single curly quotation marks
    ("\u201e", "\u201c"),  # „ “
    ("\u201e", "\u201d"),  # „ ”
    ("\u00ab", "\u00bb"),  # « »
    ("\u00bb", "\u00ab"),  # » «
    ("\u300c", "\u300d"),  # 「 」
    ("\u300e", "\u300f"),  # 『 』
)
_STRAIGHT = frozenset("'\"")
_STRAIGHT_OPENS = r"(?<![^\s:(\[\uff1a])"
"""A straight quotation mark opens at the start or after a space, colon or bracket (the
apostrophe of "I'm" or "the boys' bikes" opens nothing); the others open anywhere."""


_APOSTROPHE_INSIDE = r"(?<=\w)'(?=\w)"
"""A straight single mark between two letters is an apostrophe inside a word ("don't",
"d'o", "aujourd'hui"): it neither opens nor closes a quotation."""
_SINGLE_CLOSE = r"(?<=\S)'(?!\w)(?!(?<=(?<!\w)\w')\s+\w)(?!(?<=(?<!\w)\w\w')\s+\w)"
"""Where a straight single mark may close a quotation: after a word and before no letter,
but not after a word of one or two letters that the sentence goes on from, which is an
elision ("io so' Settimio", "co' la bici")."""
_SINGLE_OPEN = rf"{_STRAIGHT_OPENS}'(?=\w)"
"""Where a straight single mark may open a quotation: before a letter, where
_STRAIGHT_OPENS allows."""
_SINGLE_OPENS = re.compile(_SINGLE_OPEN)
_SINGLE_CLOSES = re.compile(rf"{_SINGLE_CLOSE}(?:(?<!s')|(?!\s+\w))")
"""The marks counted as closing: a plural's possessive ("the parents' group", "the kids'
play") is not counted."""


def _quotation(opens: str, closes: str) -> str:
    """A quotation's pattern: a straight mark where _STRAIGHT_OPENS allows, and a letter or
    digit right after it; another mark anywhere, with spaces after it ("« Bonjour »"). A
    straight single quotation runs over apostrophes inside words to a mark that may close
    it (_SINGLE_CLOSE)."""
    straight = opens in _STRAIGHT
    before, space = (_STRAIGHT_OPENS, "") if straight else ("", r"\s*")
    if opens == closes == "'":
        inside = rf"(?:[^'\n]|{_APOSTROPHE_INSIDE})+?"
        return rf"(?:{_SINGLE_OPEN}{inside}{_SINGLE_CLOSE})"
    inside = rf"[^{re.escape(closes)}\n]+"
    return rf"(?:{before}{re.escape(opens)}{space}(?=\w){inside}{re.escape(closes)})"


_QUOTED = re.compile("|".join(_quotation(a, b) for a, b in _QUOTES))
_QUOTED_NOT_SINGLE = re.compile("|".join(_quotation(a, b) for a, b in _QUOTES if a != "'"))


QUOTED_MIN_WORDS = 4
"""A quotation of fewer words ("my band, 'The Night Owls'") is a name or a phrase of the
user's own sentence; one of this many or more is text the user quoted."""


def _single_marks_pair(text: str) -> bool:
    """Whether a turn's straight single marks at the ends of words pair up, as many that
    could open a quotation as could close one. A turn written with elisions marks the
    ends of words without pairs ("Te dico 'na cosa, co' la bici so' arrivato", Romanesco;
    "'o marito mio fa 'o tassista", Neapolitan; "'s avonds", Dutch; "'ne Nacht", German;
    "runnin' round 'cause", spoken English): none of its marks is a quotation."""
    return len(_SINGLE_OPENS.findall(text)) == len(_SINGLE_CLOSES.findall(text))


def quoted(text: str) -> list[str]:
    """Pure: the texts the user quoted in a turn (QUOTED_MIN_WORDS words or more, within
    quotation marks of any script): a text given to be worked on ("Can you tidy this up:
    'Per my last email, the figures is still wrong.'") says nothing about the user."""
    pattern = _QUOTED if _single_marks_pair(text) else _QUOTED_NOT_SINGLE
    spans = (m.group(0)[1:-1].strip() for m in pattern.finditer(text))
    return [q for q in spans if word_count(q) >= QUOTED_MIN_WORDS]


def unquoted_sentences(text: str) -> list[str]:
    """Pure: a turn's sentences that quote no text (quoted): one that does gives the quoted
    text a frame ("Could you make this sound friendlier:"), which says nothing either."""
    marked = text
    for q in quoted(text):
        marked = marked.replace(q, "\x00")
    # the quotation marks and what ends the quotation end the sentence that frames it
    marked = re.sub(r"\W\x00\W+", "\x00. ", marked)
    return [s for s in sentences(marked) if "\x00" not in s]


def _compact(text: str) -> str:
    """Folded text with everything but letters and digits removed (for unspaced scripts)."""
    return "".join(_WORD.findall(fold(text)))


def said_within(clause: str, sentence: str) -> bool:
    """Pure: whether a quoted clause is the user's words as they wrote them, a part of
    their sentence (its letters and digits in a row: punctuation and case aside). A quote
    is grounded when most of its words are the user's, and a small model misquotes ("I
    got married on Saturday, Ana!" for "I got married on Saturday, bro!"): kept as a
    memory in the user's words, a misquote would be words they never wrote."""
    return _compact(clause) in _compact(sentence)


def found_in(quote: str, text: str) -> float:
    """Pure: how much of `quote` is in `text`, 0..1: the share of its words found among the
    text's words, or 1.0 when the quote's letters occur as one run in the text's (a
    language written without spaces, or a quote that only differs in punctuation)."""
    q = words(quote)
    if not q:
        return 0.0
    if said_within(quote, text):
        return 1.0
    have = set(words(text))
    return sum(w in have for w in q) / len(q)


@dataclass(frozen=True)
class Turn:
    role: str  # "user" | "assistant"
    text: str


@dataclass(frozen=True)
class Verdict:
    kept: bool
    reason: str = ""


KEPT = Verdict(True)


def ground(
    evidence: str, value: str, statement: str, turns: Sequence[Turn], min_share: float = _MIN_SHARE
) -> Verdict:
    """Pure: whether a fact rests on the user's own words, and why not when it does not.

    evidence: the model's quote; value and statement: what the fact says. The quote must be
    found in one of the user's turns (min_share of its words), not better in an assistant
    turn, and must not be the user's question; every number of the statement must have been
    said by the user; no word of the value may come from the assistant alone."""
    user = [t.text for t in turns if t.role == "user"]
    assistant = [t.text for t in turns if t.role != "user"]
    if not substantial(evidence, value):
        return Verdict(False, "evidence too slight to rest a fact on")
    best_user = max((found_in(evidence, t) for t in user), default=0.0)
    if best_user < min_share:
        best_assistant = max((found_in(evidence, t) for t in assistant), default=0.0)
        if best_assistant >= min_share:
            return Verdict(False, "evidence is the assistant's words")
        return Verdict(False, "evidence not in the user's turns")
    if _rests_on_question(evidence, user):
        return Verdict(False, "evidence is a question the user asked")
    if _rests_on_quoted(evidence, user):
        return Verdict(False, "evidence is text the user quoted, not what they said")
    said = " ".join(user)
    unsaid = set(words(evidence)) - set(words(said))
    if unsaid & set(words(value)):  # "I live in Oslo" quoted from "I live in Porto"
        return Verdict(False, f"a quoted word of the value the user never said ({min(unsaid)})")
    if not numbers(statement) <= numbers(said):
        return Verdict(False, "a number the user never said")
    borrowed = _assistant_only(value, said, assistant)
    if borrowed:
        return Verdict(False, f"value from the assistant's words ({borrowed})")
    return KEPT


_CLAUSE = re.compile(r"\s*[,;:\u3001\uff0c]\s*")
_MIN_STATEMENT_WORDS = 3


def clauses(sentence: str) -> list[str]:
    """Pure: a sentence's clauses, parted at commas, semicolons and colons of any script."""
    return [c for c in _CLAUSE.split(sentence.strip()) if c]


def stated_part(sentence: str) -> str:
    """Pure: what a sentence states: all of a statement; of a question, the clauses before
    the one that asks ("My son is allergic to nuts, so what can I pack?" states "My son is
    allergic to nuts"), when they hold a few words."""
    if not is_question(sentence):
        return sentence
    leading = ", ".join(clauses(sentence)[:-1])
    return leading if word_count(leading) >= _MIN_STATEMENT_WORDS else ""


def asking_part(quote: str) -> str:
    """Pure: what a quote of the user's asks: of each question in it, the clause that asks
    (not what the question states: "My son is allergic to nuts, so what can I pack?" asks
    "so what can I pack?"); a quote holding no question (a request: "Write me a poem.") is
    all asking. A model quotes a whole turn for what the user asks ("Can you recommend a
    pillow? I'm hypermobile and my neck pops out."), and the turn's statements are not
    what was asked."""
    asked = [clauses(s)[-1] if stated_part(s) else s for s in sentences(quote) if is_question(s)]
    return " ".join(asked) or quote


def stated_sentences(text: str) -> list[str]:
    """Pure: what a turn states, sentence by sentence: its statements and what its
    questions state (stated_part: "My girlfriend Bea is a huge Arsenal fan, any gift
    ideas?" states who Bea is), none of the sentences framing a text the user quoted to be
    worked on (unquoted_sentences)."""
    return [p for s in unquoted_sentences(text) if (p := stated_part(s))]


def clause_of(value: str, quote: str) -> str:
    """Pure: the clause of `quote` that states `value` (the clause holding most of its words,
    or all of its letters in a script without spaces), or the whole quote when none holds
    any or the quote is one clause: "I'm Ines, I live in Porto" states Porto in its second
    clause, where the user's own name is not."""
    parts = clauses(quote)
    if len(parts) < 2 or not words(value):
        return quote
    share, best = max((found_in(value, part), part) for part in parts)
    return best if share > 0 else quote


def sentence_of(quote: str, turns: Sequence[Turn], value: str = "") -> str:
    """Pure: what the user's sentence holding `quote` states (see stated_part), or the
    quote when no user sentence holds it: a model quotes a clause ("mi riempio di bolle"),
    and kept alone a clause loses what it was about ("I'm allergic to nickel, ... I break
    out in hives"). A quote of several sentences is narrowed to those of its sentences
    that state `value` (see quoted_sentences): the sentences around a fact in one quote
    are often a greeting, the weather or a doubt about something else."""
    for turn in turns:
        if turn.role != "user":
            continue
        for sentence in sentences(turn.text):
            if found_in(quote, sentence) >= _MIN_SHARE and (said := stated_part(sentence)):
                return said if found_in(quote, said) >= _MIN_SHARE else quote
    return " ".join(quoted_sentences(quote, turns, value)) or quote


def around(words: str, turns: Sequence[Turn]) -> tuple[list[str], list[str]]:
    """Pure: the sentences of the user's turn before and after those `words` span (words a
    memory keeps or a fact quotes: a sentence, a clause of one, or several sentences);
    ([], []) when no user turn holds them as they are."""
    said = sentences(words)
    if not said:
        return [], []
    for turn in turns:
        if turn.role != "user":
            continue
        spoken = sentences(turn.text)
        first = next((i for i, s in enumerate(spoken) if said[0] in s), None)
        if first is None:
            continue
        last = next((i for i in range(first, len(spoken)) if said[-1] in spoken[i]), first)
        return spoken[:first], spoken[last + 1 :]
    return [], []


def quoted_sentences(quote: str, turns: Sequence[Turn], value: str = "") -> list[str]:
    """Pure: the stating parts (stated_part) of the user's sentences that a quote of several
    sentences spans, in order; with `value`, only those that state most of it (none when
    no sentence states any of it, or the quote is in no user turn). A turn's sentence is
    in the quote when most of its words are."""
    for turn in turns:
        if turn.role != "user" or found_in(quote, turn.text) < _MIN_SHARE:
            continue
        spanned = [
            said
            for sentence in sentences(turn.text)
            if found_in(sentence, quote) >= _MIN_SHARE and (said := stated_part(sentence))
        ]
        if not value:
            return spanned
        shares = [found_in(value, said) for said in spanned]
        best = max(shares, default=0.0)
        return [s for s, share in zip(spanned, shares, strict=True) if share == best > 0]
    return []


def content_terms(text: str) -> set[str]:
    """Pure: what a text says, in most languages, without the short function words a
    restatement changes ("I'm", "my"): its terms (see terms) of four letters or more, its
    numbers, and in an unspaced script its pairs of characters."""
    return {w for w in terms(text) if len(w) >= 4 or w.isdigit() or is_unspaced(w)}


_VALUE_SHARE = 0.5
"""The share of a value's content terms a sentence must hold to be the one stating it."""


def stating_value(value: str, kept: str, turns: Sequence[Turn]) -> str:
    """Pure: the user's words to keep for a fact of this `value`: `kept` (the sentence its
    quote sits in) when it holds any of the value's content terms, or else the sentence of
    the same user turn that holds most of them (at least half). A model quotes the sentence
    beside the one that states the fact ("Grew up on a sheep ranch in Wyoming ..." for a
    value "lamb" said in "And I don't eat lamb."), and a memory kept in those words would
    lose the fact. A value the user never said in that turn (one the model translated, or
    inferred: "vegetarian" for "I don't eat meat") keeps `kept`."""
    wanted = content_terms(value)
    if not wanted or wanted & content_terms(kept):
        return kept
    for turn in turns:
        if turn.role != "user" or found_in(kept, turn.text) < _MIN_SHARE:
            continue
        stated = stated_sentences(turn.text)
        scored = [(len(wanted & content_terms(s)) / len(wanted), s) for s in stated]
        share, best = max(scored, key=lambda pair: pair[0], default=(0.0, kept))
        return best if share >= _VALUE_SHARE else kept
    return kept


def substantial(evidence: str, value: str) -> bool:
    """Pure: a quote that can carry a fact: three words or more, two of which one is the
    value ("Soy vegana."), or in a script without spaces four letters or more; "Thanks!" and
    "Hi there!" carry none."""
    quoted = words(evidence)
    if word_count(evidence) >= 3:  # word runs, an unspaced script's by its letters
        return True
    if len(quoted) == 2:  # the value one of them: "Soy vegana." holds one, "lol nice" none
        return 0 < len(set(words(value)) & set(quoted)) < 2
    return (
        len(quoted) == 1
        and " " not in fold(evidence).strip()
        and len(quoted[0]) >= 4
        and (not quoted[0].isascii())
    )


def _rests_on_question(evidence: str, user_turns: Iterable[str]) -> bool:
    """The quote was taken from a question of the user's and not from what that question
    states around it."""
    stated = " ".join(stated_part(s) for t in user_turns for s in sentences(t))
    return found_in(evidence, stated) < _MIN_SHARE and found_in(stated_part(evidence), stated) < 1


def _rests_on_quoted(evidence: str, user_turns: Iterable[str]) -> bool:
    """The quote was taken from a text the user quoted (a message to tidy up) or from the
    sentence framing it ("Could you make this sound friendlier:"), not from what they
    said around it (unquoted_sentences)."""
    turns = list(user_turns)
    if not any(quoted(t) for t in turns):
        return False
    own = " ".join(s for t in turns for s in unquoted_sentences(t))
    return found_in(evidence, own) < _MIN_SHARE


def _assistant_only(value: str, said: str, assistant: Sequence[str]) -> str:
    """A word of the value (of 4+ letters, or a number) that an assistant turn holds and the
    user never said; "" when there is none."""
    if not assistant:
        return ""
    user_words = set(words(said))
    user_compact = _compact(said)
    assistant_words = set().union(*(words(t) for t in assistant))
    for w in words(value):
        long_enough = len(w) >= 4 or w.isdigit()
        if long_enough and w in assistant_words and w not in user_words and w not in user_compact:
            return w
    return ""
