"""Chain expansion from memproxy's own state (and the session's recent turns it keeps).

vLLM keeps no response store by default, so a client's previous_response_id would 404:
memproxy rebuilds the chain from its state store and sends the full input instead.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Protocol

from memproxy.config import LearningSettings
from memproxy.openai_apis.base import ApiSpec
from memproxy.state.base import Conversations, ResponseRecord, SessionKey

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Expansion:
    body: dict[str, Any]
    root_response_id: str


def chain_items(chain: list[ResponseRecord]) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    for record in chain:
        items.extend(record.input_items)
        items.extend(record.output_items)
    return items


class Chains(Protocol):
    async def expand(
        self, spec: ApiSpec, user_id: str, body: dict[str, Any]
    ) -> Expansion | None: ...

    async def recent_user_texts(self, key: SessionKey, n: int) -> list[str]: ...


class NoChains:
    """No state to read: no chain is expanded, no stored turn is read."""

    async def expand(self, spec: ApiSpec, user_id: str, body: dict[str, Any]) -> Expansion | None:
        return None

    async def recent_user_texts(self, key: SessionKey, n: int) -> list[str]:
        return []


class ChainExpander:
    def __init__(self, state: Conversations, settings: LearningSettings) -> None:
        self._state = state
        self._settings = settings

    @property
    def state(self) -> Conversations:
        return self._state

    async def expand(self, spec: ApiSpec, user_id: str, body: dict[str, Any]) -> Expansion | None:
        """The body with previous_response_id replaced by the full chain, or None when the
        chain is unknown for this user (the request then goes as the client sent it)."""
        previous = body.get("previous_response_id")
        if not self._settings.expand_previous_response or not isinstance(previous, str):
            return None
        chain = await self._state.chain(user_id, previous, self._settings.max_chain_depth)
        if not chain:
            return None
        return Expansion(spec.replay(body, chain_items(chain)), chain[0].response_id)

    async def recent_user_texts(self, key: SessionKey, n: int) -> list[str]:
        turns = await self._state.recent_turns(key, n * 2)
        return [t.text for t in reversed(turns) if t.role == "user"][:n]
