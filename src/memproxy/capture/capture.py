"""Read the assistant's answer from a response, JSON or SSE, per API. Pure.

A capture is fed the response as it passes and says at the end what it saw: the text,
the response id, the output items (Responses), and how it finished. Errors and
truncated streams finish as such and are never recorded as turns.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Literal

from memproxy.capture.sse import Event, SSEParser
from memproxy.extproc.adapters import content_text, is_one_of
from memproxy.text import well_formed

Finish = Literal["completed", "incomplete", "error", "truncated", "unparsed"]
_MAX_JSON_BYTES = 8 << 20
_MAX_TEXT_CHARS = 64_000
_REPLAYABLE = frozenset({"message", "function_call", "function_call_output"})


@dataclass
class Captured:
    text: str = ""
    response_id: str = ""
    finish: Finish = "truncated"
    output_items: list[dict[str, Any]] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.finish in ("completed", "incomplete") and bool(self.text.strip())


class Capture:
    """Feeds bytes to a JSON or SSE reader for one API; `finish()` gives the result."""

    def __init__(self, api: str, streamed: bool) -> None:
        self.api = api
        self.streamed = streamed
        self.result = Captured()
        self._json = bytearray()
        self._sse = SSEParser()
        self._parts: list[str] = []
        self._size = 0
        self._too_big = False
        self._bad_data = False

    @property
    def malformed(self) -> bool:
        """A streamed answer broke the SSE format or carried data that is not JSON."""
        return self.streamed and (self._sse.malformed or self._bad_data)

    def feed(self, chunk: bytes) -> None:
        if self._too_big:
            return
        if not self.streamed:
            self._json += chunk
            if len(self._json) > _MAX_JSON_BYTES:
                self._too_big, self._json = True, bytearray()
            return
        for event in self._sse.feed(chunk):
            self._event(event)

    def finish(self) -> Captured:
        if self._too_big:
            self.result.finish = "unparsed"
        elif self.streamed:
            for event in self._sse.close():
                self._event(event)
            self.result.text = well_formed("".join(self._parts)[:_MAX_TEXT_CHARS])
        else:
            self._from_json(bytes(self._json))
        return self.result

    # JSON -------------------------------------------------------------------
    def _from_json(self, raw: bytes) -> None:
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):
            self.result.finish = "unparsed"
            return
        if not isinstance(body, dict) or ("error" in body and body.get("error")):
            self.result.finish = "error"
            return
        if self.api == "responses":
            self._from_response_object(body)
        else:
            self._from_chat_completion(body)

    def _from_chat_completion(self, body: dict[str, Any]) -> None:
        choices = body.get("choices")
        first = choices[0] if isinstance(choices, list) and choices else {}
        message = first.get("message") if isinstance(first, dict) else None
        if not isinstance(message, dict):
            message = None
        self.result.response_id = _str(body.get("id"))
        self.result.text = content_text((message or {}).get("content"))[:_MAX_TEXT_CHARS]
        reason = first.get("finish_reason") if isinstance(first, dict) else None
        self.result.finish = (
            "incomplete" if reason == "length" else ("completed" if message else "unparsed")
        )

    def _from_response_object(self, body: dict[str, Any]) -> None:
        self.result.response_id = _str(body.get("id"))
        output = body.get("output")
        items = [
            i
            for i in (output if isinstance(output, list) else [])
            if isinstance(i, dict) and is_one_of(i.get("type"), _REPLAYABLE)
        ]
        self.result.output_items = items
        texts = [
            content_text(i.get("content"))
            for i in items
            if i.get("type") == "message" and i.get("role") == "assistant"
        ]
        self.result.text = "\n".join(t for t in texts if t)[:_MAX_TEXT_CHARS]
        status = body.get("status")
        self.result.finish = (
            "completed"
            if status in (None, "completed")
            else "incomplete"
            if status == "incomplete"
            else "error"
        )

    # SSE --------------------------------------------------------------------
    def _event(self, event: Event) -> None:
        if event.data == "[DONE]":
            if self.result.finish == "truncated":
                self.result.finish = "completed"
            return
        try:
            data = json.loads(event.data)
        except (ValueError, RecursionError):
            self._bad_data = True
            return
        if not isinstance(data, dict):
            self._bad_data = True
            return
        if data.get("error") or event.event == "error" or data.get("type") == "error":
            self.result.finish = "error"
            return
        if self.api == "responses":
            self._response_event(data)
        else:
            self._chat_chunk(data)

    def _chat_chunk(self, data: dict[str, Any]) -> None:
        self.result.response_id = self.result.response_id or _str(data.get("id"))
        choices = data.get("choices")
        for choice in choices if isinstance(choices, list) else []:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            delta = choice.get("delta") or {}
            piece = delta.get("content") if isinstance(delta, dict) else None
            if isinstance(piece, str):
                self._add(piece)
            if choice.get("finish_reason") == "length":
                self.result.finish = "incomplete"

    def _response_event(self, data: dict[str, Any]) -> None:
        kind = data.get("type")
        if kind == "response.output_text.delta" and isinstance(data.get("delta"), str):
            self._add(data["delta"])
        elif kind in ("response.created", "response.in_progress"):
            response = data.get("response")
            if isinstance(response, dict):
                self.result.response_id = _str(response.get("id")) or self.result.response_id
        elif kind in ("response.completed", "response.incomplete", "response.failed"):
            response = data.get("response")
            if isinstance(response, dict):
                parts, self._parts = self._parts, []
                self._from_response_object(response)
                self._parts = [self.result.text] if self.result.text else parts
            if kind == "response.failed":
                self.result.finish = "error"

    def _add(self, piece: str) -> None:
        if self._size < _MAX_TEXT_CHARS:
            self._parts.append(piece)
            self._size += len(piece)


def _str(value: Any) -> str:
    return well_formed(value) if isinstance(value, str) else ""
