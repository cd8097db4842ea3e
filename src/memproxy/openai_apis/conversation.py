"""A request's conversation, as the API adapters see it: API-neutral and immutable."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Turn:
    role: str
    text: str


@dataclass(frozen=True)
class RequestView:
    """What the pipeline needs from a request body, whatever the API."""

    query: str
    """The text of the latest user turn ("" when the request ends with no user turn)."""
    history: tuple[Turn, ...] = ()
    """Earlier user/assistant turns in the body, oldest first (the latest user turn excluded)."""
    ends_with_tool_result: bool = False
    forces_tool: bool = False
    stream: bool = False
    previous_response_id: str = ""
    memory_config: dict[str, Any] = field(default_factory=dict)
    memory_context: dict[str, Any] = field(default_factory=dict)

    def recent_user_texts(self, n: int) -> list[str]:
        """The last n earlier user turns, newest first."""
        return [t.text for t in reversed(self.history) if t.role == "user" and t.text][:n]
