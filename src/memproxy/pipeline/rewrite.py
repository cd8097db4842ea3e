"""Query building: self-contained queries as they are, vague ones with context.

`build_search_query` is the context prepend (pure, ~0 ms). `Rewriter` adds the
optional LLM rewrite and HyDE modes; each has a timeout and falls back to the plain
(prepended) query on any failure.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Sequence
from typing import Literal

from memproxy.llm import ChatCompleter

log = logging.getLogger(__name__)

RewriteMode = Literal["prepend", "llm", "hyde", "none"]

_VAGUE = re.compile(
    r"^(?:how much|how many|how long|how so|what about|and (?:that|this|the other|then|so)"
    r"|this one|that one|which one|the other one|why|why not|what else|anything else|and\b"
    r"|what(?:'s| is| was) (?:it|that|this)|is (?:it|that)|does (?:it|that)|tell me more"
    r"|more|same|again|really|what if|how about)\b",
    re.IGNORECASE,
)
_ANAPHORA = re.compile(r"\b(it|that|this|those|these|they|them|there|one)\b", re.IGNORECASE)
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9'$-]*|\$?\d[\d,.]*")
_STOP = frozenset(
    """
    a an the and or but if then so of to in on at for with from by about as into over
    is are was were be been being am do does did have has had i me my mine we our us
    you your it its this that these those they them their there here what which who
    whom whose when where why how can could should would will shall may might must just
    also too very really not no yes ok okay please thanks thank hi hello hey some any
    all more most much many lets let's i'm i've i'll i'd it's that's what's don't
    doesn't didn't want need like get got go going think know tell say said make sure
    one
    """.split()  # noqa: SIM905 (a word list reads better as text)
)
_MAX_QUERY_CHARS = 2000


def is_self_contained(query: str) -> bool:
    """'What's my budget for the Hawaii trip?' is; 'How much?' and 'And that one?' aren't."""
    text = query.strip()
    if _VAGUE.match(text):
        return False
    words = text.split()
    if len(text) <= 20:
        return False
    return not (len(words) <= 5 and _ANAPHORA.search(text))


def key_terms(text: str, limit: int = 8) -> list[str]:
    """Content words of a turn, in order, without stopwords or repeats."""
    seen: list[str] = []
    for word in _WORD.findall(text):
        low = word.lower().strip("'")
        if low in _STOP or len(low) < 2 or low in (w.lower() for w in seen):
            continue
        seen.append(word)
        if len(seen) >= limit:
            break
    return seen


def build_search_query(query: str, recent_user_texts: Sequence[str]) -> str:
    """The context prepend: vague query + key terms of the last 3 user turns."""
    text = " ".join(query.split())[:_MAX_QUERY_CHARS]
    if is_self_contained(text) or not recent_user_texts:
        return text
    terms: list[str] = []
    for turn in recent_user_texts[:3]:
        terms.extend(t for t in key_terms(turn) if t.lower() not in {x.lower() for x in terms})
    return f"{text} {' '.join(terms)}".strip() if terms else text


_REWRITE_SYSTEM = (
    "You rewrite a user's latest message into one self-contained search query for their "
    "personal notes. Use the conversation only to resolve what the message refers to. "
    "Return ONLY the rewritten query, no quotes, no explanation."
)
_HYDE_SYSTEM = (
    "Write one short factual statement, in the third person about 'the user', that would "
    "answer the user's latest message if it were true (invent plausible values). "
    "Return ONLY that statement."
)


class Rewriter:
    """Chooses the search text for a query; never raises, never exceeds its timeout."""

    def __init__(
        self, mode: RewriteMode, llm: ChatCompleter | None = None, timeout_s: float = 0.3
    ) -> None:
        self.mode: RewriteMode = (
            mode if (llm is not None or mode in ("prepend", "none")) else ("prepend")
        )
        self._llm = llm
        self._timeout = timeout_s

    @property
    def uses_model(self) -> bool:
        return self._llm is not None and self.mode in ("llm", "hyde")

    async def rewrite(self, query: str, recent_user_texts: Sequence[str]) -> str:
        if self.mode == "none":
            return " ".join(query.split())[:_MAX_QUERY_CHARS]
        plain = build_search_query(query, recent_user_texts)
        if self._llm is None or self.mode == "prepend":
            return plain
        if self.mode == "llm" and is_self_contained(query):
            return plain
        system = _REWRITE_SYSTEM if self.mode == "llm" else _HYDE_SYSTEM
        context = "\n".join(f"- {t[:500]}" for t in reversed(list(recent_user_texts[:3])))
        user = f"Earlier messages:\n{context or '(none)'}\n\nLatest message: {query[:1000]}"
        try:
            out = await asyncio.wait_for(self._llm.complete(system, user), self._timeout)
        except Exception as exc:  # any failure: fall back to the plain query
            log.warning("query %s rewrite failed (%s); using the plain query", self.mode, exc)
            return plain
        out = " ".join(out.strip().strip('"').split())[:_MAX_QUERY_CHARS]
        return out or plain
