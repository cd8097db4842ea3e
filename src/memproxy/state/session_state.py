"""A session's current state: the structured summary that stands in for its old turns.

Besides facts (long-term, in the memory store), a long session keeps a *current state*
(topic, decisions, open questions, key values) in the state store, with a TTL.
It is versioned by the turns it covers: `upto` turns of the session (indexes 0..upto-1,
as the state store numbers them) went into it, and `anchor` fingerprints the last
exchange it covers, so the request path can find that exchange in a body the client
sent and know which of its messages the state may replace.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

ANCHOR_EXCHANGES = 2
"""How many of the last covered exchanges the anchor fingerprints (one repeated
exchange, "thanks" / "you're welcome", must not pass for the covered one)."""


def anchor_of(exchanges: Sequence[tuple[str, str]]) -> str:
    """The fingerprint of the last ANCHOR_EXCHANGES (user text, answer text) exchanges,
    with surrounding whitespace ignored (clients resend the text, not always the spacing)."""
    joined = "\x01".join(f"{u.strip()}\x00{a.strip()}" for u, a in exchanges[-ANCHOR_EXCHANGES:])
    return hashlib.sha256(joined.encode("utf-8", "surrogatepass")).hexdigest()[:32]


@dataclass(frozen=True)
class SessionState:
    upto: int
    """The session's turns 0..upto-1 are covered (the state's version)."""
    anchor: str
    """anchor_of() the last exchanges covered."""
    data: dict[str, Any] = field(default_factory=dict)
    """{"topic": str, "values": {key: value}, "decisions": [...], "open": [...]}."""
    created_at: int = 0
    """Epoch ms of the write (set by the writer)."""

    def to_json(self) -> str:
        return json.dumps(
            {
                "upto": self.upto,
                "anchor": self.anchor,
                "data": self.data,
                "created_at": self.created_at,
            },
            ensure_ascii=True,
        )

    @classmethod
    def from_json(cls, raw: str | bytes) -> SessionState | None:
        """The stored state, or None when what is stored is not one (never raises)."""
        try:
            value = json.loads(raw)
            state = cls(
                upto=int(value["upto"]),
                anchor=str(value["anchor"]),
                data=dict(value["data"]),
                created_at=int(value.get("created_at", 0)),
            )
        except (ValueError, TypeError, KeyError):
            return None
        return state if state.upto >= 0 else None
