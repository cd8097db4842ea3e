"""Which messages of a long history a current state may replace (pure).

A history (Chat Completions messages or Responses input items) is read as a prefix
(what comes before the first user message) and exchanges: a user message and all that
follows it up to the next one (answers, tool calls, tool results). Only whole exchanges
are ever cut, so a tool call never loses its result. The rules:

- system and developer messages stay, wherever they are;
- the last exchange (the one being answered) and up to `keep_recent` before it stay as
  they are, as many as fit `recent_tokens`;
- an older exchange with a tool call, a tool result or any item memproxy does not know
  stays whole (memproxy records no turns of those, so no state covers them);
- the other older exchanges are replaced by one message holding the state, but only
  when the state covers all of them: its anchor (the last exchanges it covers) is found
  in the history at or after the newest of them. Otherwise nothing is cut.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from memproxy.openai_apis.base import content_text
from memproxy.state.session_state import ANCHOR_EXCHANGES, SessionState, anchor_of

Kind = Literal["lead", "user", "assistant", "tool"]
Outcome = Literal[
    "compressed", "short", "no_state", "stale_state", "unmatched", "not_a_list", "not_smaller"
]

_LEAD_ROLES = ("system", "developer")


@dataclass(frozen=True)
class CompressionNote:
    """What compression did to one request and why: the piece a request's context
    record attaches (issue 18)."""

    outcome: str
    """compressed, or why not: off (not asked), short (nothing old to replace), no_state,
    stale_state (it covers less than the old part), unmatched (its turns are not in this
    history), not_a_list, not_smaller, failed (the state store did not answer)."""
    state_upto: int = -1
    """The version of the state used or refused (the session turns it covers); -1: none."""
    cut_items: int = 0
    """Messages replaced by the state."""
    kept_items: int = 0
    """Messages of the history sent as they were."""
    tokens_before: int = 0
    """Estimated tokens of the history as it came (chars / 4)."""
    tokens_after: int = 0
    """Estimated tokens of the history as sent."""

    @property
    def applied(self) -> bool:
        return self.outcome == "compressed"


@dataclass
class Exchange:
    items: list[dict[str, Any]] = field(default_factory=list)
    kinds: list[Kind] = field(default_factory=list)

    @property
    def has_tool(self) -> bool:
        return "tool" in self.kinds

    def texts(self) -> tuple[str, str]:
        """(user text, answer text) as memproxy records the exchange's turns."""
        user = next((content_text(i.get("content")) for i, k in self._pairs() if k == "user"), "")
        answers = [content_text(i.get("content")) for i, k in self._pairs() if k == "assistant"]
        return user, "\n".join(a for a in answers if a)

    def _pairs(self) -> list[tuple[dict[str, Any], Kind]]:
        return list(zip(self.items, self.kinds, strict=True))


def kind_of(item: Any) -> Kind:
    if not isinstance(item, dict):
        return "tool"  # unknown: kept, never cut
    role, kind = item.get("role"), item.get("type", "message")
    if kind != "message":
        return "tool"  # function_call, function_call_output, reasoning, ...
    if role in _LEAD_ROLES:
        return "lead"
    if role == "user":
        return "user"
    if role == "assistant" and not item.get("tool_calls") and not item.get("function_call"):
        return "assistant"
    return "tool"


def split(items: Sequence[Any]) -> tuple[list[Any], list[Exchange]]:
    """(prefix items, exchanges)."""
    prefix: list[Any] = []
    exchanges: list[Exchange] = []
    for item in items:
        kind = kind_of(item)
        if kind == "user":
            exchanges.append(Exchange())
        if not exchanges:
            prefix.append(item)
        else:
            exchanges[-1].items.append(item)
            exchanges[-1].kinds.append(kind)
    return prefix, exchanges


def estimate_tokens(items: Sequence[Any]) -> int:
    """About four characters a token, plus a few per message for its framing."""
    return sum(len(json.dumps(i, ensure_ascii=False)) // 4 + 4 for i in items)


def covered_upto(exchanges: Sequence[Exchange], anchor: str) -> int:
    """The index (in `exchanges`) of the newest exchange whose anchor is `anchor`, or -1.
    Anchors run over the exchanges without tools, the ones memproxy records."""
    plain = [(i, e.texts()) for i, e in enumerate(exchanges) if not e.has_tool]
    for n in range(len(plain), 0, -1):
        window = [texts for _, texts in plain[max(0, n - ANCHOR_EXCHANGES) : n]]
        if anchor_of(window) == anchor:
            return plain[n - 1][0]
    return -1


def _tail_start(exchanges: Sequence[Exchange], keep_recent: int, recent_tokens: int) -> int:
    """The first exchange kept as it is: the last one always, and up to keep_recent
    before it while they fit recent_tokens."""
    start = len(exchanges) - 1
    used = estimate_tokens(exchanges[start].items)
    while start > 0 and len(exchanges) - start <= keep_recent:
        cost = estimate_tokens(exchanges[start - 1].items)
        if used + cost > recent_tokens:
            break
        used += cost
        start -= 1
    return start


def plan(
    items: Any,
    state: SessionState | None,
    state_message: dict[str, Any] | None,
    keep_recent: int,
    recent_tokens: int,
) -> tuple[list[Any] | None, CompressionNote]:
    """The history with its old exchanges replaced by `state_message`, or None (send it
    as it came), and the note saying what was done and why."""
    if not isinstance(items, list):
        return None, CompressionNote("not_a_list")
    before = estimate_tokens(items)
    prefix, exchanges = split(items)
    start = _tail_start(exchanges, keep_recent, recent_tokens) if exchanges else 0
    old = exchanges[:start]
    cuttable = [i for i, e in enumerate(old) if not e.has_tool]
    upto = state.upto if state is not None else -1

    def unchanged(outcome: Outcome) -> tuple[None, CompressionNote]:
        return None, CompressionNote(outcome, upto, 0, len(items), before, before)

    if not cuttable:
        return unchanged("short")
    if state is None or state_message is None:
        return unchanged("no_state")
    covered = covered_upto(exchanges, state.anchor)
    if covered < 0:
        return unchanged("unmatched")
    if covered < cuttable[-1]:
        return unchanged("stale_state")
    kept_old: list[Any] = []
    cut = 0
    for exchange in old:
        if exchange.has_tool:
            kept_old.extend(exchange.items)
            continue
        leads = [i for i, k in zip(exchange.items, exchange.kinds, strict=True) if k == "lead"]
        kept_old.extend(leads)
        cut += len(exchange.items) - len(leads)
    tail = [item for e in exchanges[start:] for item in e.items]
    out = [*prefix, state_message, *kept_old, *tail]
    after = estimate_tokens(out)
    if after >= before:
        return unchanged("not_smaller")
    return out, CompressionNote("compressed", upto, cut, len(out) - 1, before, after)
