"""One small adapter per API: read a body into a RequestView, inject a system message.

Pure functions over parsed JSON. `inject` returns a new body; the input is not mutated.
"""

from __future__ import annotations

from typing import Any, Protocol

from memproxy.pipeline.conversation import RequestView, Turn
from memproxy.text import well_formed

_TEXT_PART_TYPES = frozenset({"text", "input_text", "output_text"})
_LEADING_ROLES = frozenset({"system", "developer"})


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


def _view(body: dict[str, Any], turns: list[Turn], ends_with_tool: bool) -> RequestView:
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


def _insert_after_leading(items: list[Any], message: dict[str, Any]) -> list[Any]:
    index = 0
    while (
        index < len(items)
        and isinstance(items[index], dict)
        and is_one_of(items[index].get("role"), _LEADING_ROLES)
    ):
        index += 1
    return [*items[:index], message, *items[index:]]


class ApiAdapter(Protocol):
    name: str

    def parse(self, body: dict[str, Any]) -> RequestView: ...

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]: ...


class ChatCompletionsAdapter:
    name = "chat_completions"

    def parse(self, body: dict[str, Any]) -> RequestView:
        messages = body.get("messages")
        if not isinstance(messages, list):
            raise BadBody("messages is not a list")
        turns: list[Turn] = []
        last_role = ""
        for msg in messages:
            if not isinstance(msg, dict):
                continue
            role = msg.get("role")
            last_role = role if isinstance(role, str) else ""
            if role in ("user", "assistant"):
                turns.append(Turn(role, content_text(msg.get("content"))))
        return _view(body, turns, ends_with_tool=last_role in ("tool", "function"))

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]:
        message = {"role": "system", "content": text}
        return {**body, "messages": _insert_after_leading(list(body["messages"]), message)}


class ResponsesAdapter:
    name = "responses"

    def parse(self, body: dict[str, Any]) -> RequestView:
        items = body.get("input")
        if isinstance(items, str):
            return _view(body, [Turn("user", content_text(items))], ends_with_tool=False)
        if not isinstance(items, list):
            raise BadBody("input is neither a string nor a list")
        turns: list[Turn] = []
        last_type = ""
        for item in items:
            if not isinstance(item, dict):
                continue
            kind = item.get("type", "message")
            last_type = kind if isinstance(kind, str) else ""
            role = item.get("role")
            if kind == "message" and role in ("user", "assistant"):
                turns.append(Turn(role, content_text(item.get("content"))))
        ends_with_tool = last_type.endswith("_call_output") or last_type == "function_call"
        return _view(body, turns, ends_with_tool=ends_with_tool)

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]:
        message = {"role": "system", "content": text}
        items = body.get("input")
        if isinstance(items, str):
            return {**body, "input": [message, {"role": "user", "content": items}]}
        return {**body, "input": _insert_after_leading(list(items or []), message)}


ADAPTERS: dict[str, ApiAdapter] = {
    "/v1/chat/completions": ChatCompletionsAdapter(),
    "/v1/responses": ResponsesAdapter(),
}


def adapter_for(method: str, path: str) -> ApiAdapter | None:
    """The adapter for a memory-capable route; None means pass through untouched."""
    if method != "POST":
        return None
    return ADAPTERS.get(path.split("?", 1)[0].rstrip("/") or "/")
