"""Responses (`POST /v1/responses`), both directions; its answers are kept for chains."""

from __future__ import annotations

from typing import Any

from memproxy.openai_apis.base import (
    MAX_TEXT_CHARS,
    BadBody,
    Reading,
    content_text,
    input_items,
    insert_after_leading,
    is_one_of,
    replay_as_input,
    text_of,
    view,
)
from memproxy.openai_apis.conversation import RequestView, Turn

_REPLAYABLE = frozenset({"message", "function_call", "function_call_output"})


class Responses:
    name = "responses"
    path = "/v1/responses"
    keeps_responses = True
    history_field = "input"

    # request ------------------------------------------------------------------
    def parse(self, body: dict[str, Any]) -> RequestView:
        items = body.get("input")
        if isinstance(items, str):
            return view(body, [Turn("user", content_text(items))], ends_with_tool=False)
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
        return view(body, turns, ends_with_tool=ends_with_tool)

    def inject(self, body: dict[str, Any], text: str) -> dict[str, Any]:
        message = {"role": "system", "content": text}
        items = body.get("input")
        if isinstance(items, str):
            return {**body, "input": [message, {"role": "user", "content": items}]}
        return {**body, "input": insert_after_leading(list(items or []), message)}

    def client_input(self, body: dict[str, Any]) -> list[dict[str, Any]]:
        return input_items(body.get("input"))

    def derived_session(self, body: dict[str, Any]) -> str:
        return ""  # a chain's session is its root response, known after expansion

    def replay(self, body: dict[str, Any], chain: list[dict[str, Any]]) -> dict[str, Any]:
        return replay_as_input(body, chain)

    # response -----------------------------------------------------------------
    def read_json(self, body: dict[str, Any], reading: Reading) -> None:
        result = reading.result
        result.response_id = text_of(body.get("id"))
        output = body.get("output")
        items = [
            i
            for i in (output if isinstance(output, list) else [])
            if isinstance(i, dict) and is_one_of(i.get("type"), _REPLAYABLE)
        ]
        result.output_items = items
        texts = [
            content_text(i.get("content"))
            for i in items
            if i.get("type") == "message" and i.get("role") == "assistant"
        ]
        result.text = "\n".join(t for t in texts if t)[:MAX_TEXT_CHARS]
        status = body.get("status")
        result.finish = (
            "completed"
            if status in (None, "completed")
            else "incomplete"
            if status == "incomplete"
            else "error"
        )

    def read_event(self, data: dict[str, Any], reading: Reading) -> None:
        result = reading.result
        kind = data.get("type")
        if kind == "response.output_text.delta" and isinstance(data.get("delta"), str):
            reading.add(data["delta"])
        elif kind in ("response.created", "response.in_progress"):
            response = data.get("response")
            if isinstance(response, dict):
                result.response_id = text_of(response.get("id")) or result.response_id
        elif kind in ("response.completed", "response.incomplete", "response.failed"):
            response = data.get("response")
            if isinstance(response, dict):
                self.read_json(response, reading)
                if result.text:  # the final object's text wins over the deltas
                    reading.parts = [result.text]
            if kind == "response.failed":
                result.finish = "error"
