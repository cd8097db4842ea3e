"""The words BM25 sees: a memory's or a query's text, lowercased, without stop words,
stemmed (Snowball English: "painted" and "painting" both "paint"; pure).

Milvus's BM25 function tokenizes on its own, but Milvus Lite 3.2.2 ignores analyzer
parameters (stop-word and stemmer filters alike: measured), so "what", "do" and "you"
would match nearly every turn of a conversation. The store therefore feeds the function
this normalised text, the same on Lite and on every server.

Rows written before stemming hold plural-folded words only, so a query searches the
stems and the folded words they differ from: old rows still match their words, and
`memproxy migrate-collection` is not needed for them.
"""

from __future__ import annotations

import functools
import re
import threading

import snowballstemmer

STOP_WORDS = frozenset(
    """
    a about above after again against all am an and any are aren't as at be because been
    before being below between both but by can can't cannot could couldn't did didn't do
    does doesn't doing don't down during each few for from further had hadn't has hasn't
    have haven't having he he'd he'll he's her here here's hers herself him himself his how
    how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most
    mustn't my myself no nor not of off on once only or other ought our ours ourselves out
    over own same shan't she she'd she'll she's should shouldn't so some such than that
    that's the their theirs them themselves then there there's these they they'd they'll
    they're they've this those through to too under until up very was wasn't we we'd we'll
    we're we've were weren't what what's when when's where where's which while who who's
    whom why why's will with won't would wouldn't you you'd you'll you're you've your yours
    yourself yourselves just also yeah yes oh ok okay really like get got go going know
    think well haha lol hmm um uh
    """.split()  # noqa: SIM905 (a word list reads better as text)
)
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


def fold(word: str) -> str:
    """A light plural and possessive fold ("dogs" -> "dog", "anna's" -> "anna")."""
    if word.endswith("'s"):
        word = word[:-2]
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


_STEMMERS = threading.local()  # a Snowball stemmer keeps state while it stems


@functools.lru_cache(maxsize=65_536)
def stem(word: str) -> str:
    stemmer = getattr(_STEMMERS, "english", None)
    if stemmer is None:
        stemmer = _STEMMERS.english = snowballstemmer.stemmer("english")
    return str(stemmer.stemWord(word))


def _content_words(text: str) -> list[str]:
    words = _WORD.findall(text.lower().replace("\u2019", "'"))
    return [fold(w) for w in words if w not in STOP_WORDS]


def keyword_text(text: str) -> str:
    """What a row's BM25 indexes: its content words stemmed, space-separated ("" when
    it has none)."""
    return " ".join(stem(w) for w in _content_words(text))


def keyword_query(text: str) -> str:
    """What a search looks for: the stems, each followed by the folded word when that
    differs (the form rows written before stemming hold)."""
    out: list[str] = []
    for word in _content_words(text):
        out.extend(dict.fromkeys((stem(word), word)))
    return " ".join(out)
