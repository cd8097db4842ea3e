"""What every API spec shares: the spec Protocol and the pure pieces its files build on.

A spec holds both directions of one API: parse the request into a RequestView, inject
a system message, derive a conversation id, replay a stored chain, and read the answer
(a JSON body or stream events) into a `Reading`. Pure functions over parsed JSON;
`inject` and `replay` return a new body, the input is not mutated.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from memproxy.openai_apis.conversation import RequestView, Turn
from memproxy.text import well_formed

_TEXT_PART_TYPES = frozenset({"text", "input_text", "output_text"})
_LEADING_ROLES = frozenset({"system", "developer"})
MAX_TEXT_CHARS = 64_000

Finish = Literal["completed", "incomplete", "error", "truncated", "unparsed"]


def is_one_of(value: Any, names: frozenset[str]) -> bool:
    """`value in names`, safe for the unhashable values a hostile body can hold."""
    return isinstance(value, str) and value in names


class BadBody(ValueError):
    """The body is not a request of this API; it passes through unchanged."""


def content_text(content: Any) -> str:
    """Text of a message content: a string, or the text parts of a part list; well-formed
    (a lone surrogate the client escaped is U+FFFD here, see memproxy.text)."""
    if isinstance(content, str):
        return well_formed(content)
    if isinstance(content, list):
        parts = [
            p["text"]
            for p in content
            if isinstance(p, dict)
            and is_one_of(p.get("type"), _TEXT_PART_TYPES)
            and isinstance(p.get("text"), str)
        ]
        return well_formed("\n".join(parts))
    return ""


def forces_tool(tool_choice: Any) -> bool:
    return tool_choice == "required" or (
        isinstance(tool_choice, dict) and tool_choice.get("type") not in (None, "none", "auto")
    )


def _dict_field(body: dict[str, Any], name: str) -> dict[str, Any]:
    value = body.get(name)
    return value if isinstance(value, dict) else {}


def view(body: dict[str, Any], turns: list[Turn], ends_with_tool: bool) -> RequestView:
    query = ""
    history = turns
    if turns and turns[-1].role == "user" and not ends_with_tool:
        query = turns[-1].text
        history = turns[:-1]
    prev = body.get("previous_response_id")
    return RequestView(
        query=query,
        history=tuple(history),
        ends_with_tool_result=ends_with_tool,
        forces_tool=forces_tool(body.get("tool_choice")),
        stream=body.get("stream") is True,
        previous_response_id=well_formed(prev) if isinstance(prev, str) else "",
        memory_config=_dict_field(body, "memory_config"),
        memory_context=_dict_field(body, "memory_context"),
    )


def insert_after_leading(items: list[Any], message: dict[str, Any]) -> list[Any]:
    index = 0
    while (
        index < len(items)
        and isinstance(items[index], dict)
        and is_one_of(items[index].get("role"), _LEADING_ROLES)
    ):
        index += 1
    return [*items[:index], message, *items[index:]]


def input_items(value: Any) -> list[dict[str, Any]]:
    """A Responses `input` as a list of items (a string is one user message)."""
    if isinstance(value, str):
        return [{"role": "user", "content": value}]
    if isinstance(value, list):
        return [item for item in value if isinstance(item, dict)]
    return []


def replay_as_input(body: dict[str, Any], chain: list[dict[str, Any]]) -> dict[str, Any]:
    """The body with previous_response_id replaced by the chain's items before its input."""
    expanded = {k: v for k, v in body.items() if k != "previous_response_id"}
    expanded["input"] = chain + input_items(body.get("input"))
    return expanded


def text_of(value: Any) -> str:
    return well_formed(value) if isinstance(value, str) else ""


@dataclass
class Captured:
    text: str = ""
    response_id: str = ""
    finish: Finish = "truncated"
    output_items: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.finish in ("completed", "incomplete") and bool(self.text.strip())


@dataclass
class Reading:
    """An answer being read: what a spec has found so far, and the streamed text parts."""

    result: Captured = field(default_factory=Captured)
    parts: list[str] = field(default_factory=list)
    size: int = 0

    def add(self, piece: str) -> None:
        if self.size < MAX_TEXT_CHARS:
            self.parts.append(piece)
            self.size += len(piece)


class ApiSpec(Protocol):
    name: str
    """The API's label in metrics."""
    path: str
    """The route it serves (POST)."""
    keeps_responses: bool
    """Answers are stored so that a later previous_response_id can be replayed."""
    history_field: str
    """The body field holding the conversation (what context compression shortens)."""

    def parse(self, body: dict[str, Any]) -> RequestView:
        """The request as the pipeline sees it; BadBody when it is not of this API."""

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]:
        """A new body with `text` as a system message after the leading system ones."""

    def client_input(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        """The input items the client sent, kept to replay the chain later."""

    def derived_session(self, body: dict[str, Any]) -> str:
        """A conversation id read from the body itself ("" when the API has none)."""

    def replay(self, body: dict[str, Any], chain: list[dict[str, Any]]) -> dict[str, Any]:
        """The body with previous_response_id replaced by the stored chain's items."""

    def read_json(self, body: dict[str, Any], reading: Reading) -> None:
        """Read a whole answer (a JSON object that is not an error)."""

    def read_event(self, data: dict[str, Any], reading: Reading) -> None:
        """Read one stream event's JSON data (not an error, not [DONE])."""
