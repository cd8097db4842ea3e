"""Chat Completions (`POST /v1/chat/completions`), both directions."""

from __future__ import annotations

import hashlib
from typing import Any

from memproxy.openai_apis.base import (
    MAX_TEXT_CHARS,
    BadBody,
    Reading,
    content_text,
    insert_after_leading,
    replay_as_input,
    text_of,
    view,
)
from memproxy.openai_apis.conversation import RequestView, Turn


def derived_chat_session(messages: Any) -> str:
    """A stable id for a chat conversation: clients resend it whole, so its first user
    message (and system prompt) identify it across turns."""
    first_user, system = "", ""
    for msg in messages if isinstance(messages, list) else []:
        if not isinstance(msg, dict):
            continue
        if msg.get("role") in ("system", "developer") and not system:
            system = content_text(msg.get("content"))
        if msg.get("role") == "user":
            first_user = content_text(msg.get("content"))
            break
    digest = hashlib.sha256(f"{system}\x00{first_user}".encode()).hexdigest()[:32]
    return f"chat:{digest}"


class ChatCompletions:
    name = "chat_completions"
    path = "/v1/chat/completions"
    keeps_responses = False
    history_field = "messages"

    # request ------------------------------------------------------------------
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
        return view(body, turns, ends_with_tool=last_role in ("tool", "function"))

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]:
        message = {"role": "system", "content": text}
        return {**body, "messages": insert_after_leading(list(body["messages"]), message)}

    def client_input(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        return []

    def derived_session(self, body: dict[str, Any]) -> str:
        return derived_chat_session(body.get("messages"))

    def replay(self, body: dict[str, Any], chain: list[dict[str, Any]]) -> dict[str, Any]:
        # A chat body naming a previous_response_id gets the chain as Responses input,
        # as it always has (the one replay memproxy knows).
        return replay_as_input(body, chain)

    # response -----------------------------------------------------------------
    def read_json(self, body: dict[str, Any], reading: Reading) -> None:
        result = reading.result
        choices = body.get("choices")
        first = choices[0] if isinstance(choices, list) and choices else {}
        message = first.get("message") if isinstance(first, dict) else None
        if not isinstance(message, dict):
            message = None
        result.response_id = text_of(body.get("id"))
        result.text = content_text((message or {}).get("content"))[:MAX_TEXT_CHARS]
        reason = first.get("finish_reason") if isinstance(first, dict) else None
        result.finish = (
            "incomplete" if reason == "length" else ("completed" if message else "unparsed")
        )

    def read_event(self, data: dict[str, Any], reading: Reading) -> None:
        result = reading.result
        result.response_id = result.response_id or text_of(data.get("id"))
        choices = data.get("choices")
        for choice in choices if isinstance(choices, list) else []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            piece = delta.get("content") if isinstance(delta, dict) else None
            if isinstance(piece, str):
                reading.add(piece)
            if choice.get("finish_reason") == "length":
                result.finish = "incomplete"
