"""Read the assistant's answer from a response: the framing (JSON bytes or SSE) here,
what the JSON means in the API's spec. Pure.

A capture is fed the response as it passes and says at the end what it saw: the text,
the response id, the output items (Responses), and how it finished. Errors and
truncated streams finish as such and are never recorded as turns.
"""

from __future__ import annotations

import json

from memproxy.openai_apis.base import MAX_TEXT_CHARS, ApiSpec, Captured, Reading
from memproxy.response.sse import Event, SSEParser
from memproxy.text import well_formed

_MAX_JSON_BYTES = 8 << 20


class Capture:
    """Feeds bytes to a JSON or SSE reader for one API; `finish()` gives the result."""

    def __init__(self, spec: ApiSpec, streamed: bool) -> None:
        self.spec = spec
        self.streamed = streamed
        self._reading = Reading()
        self.result = self._reading.result
        self._json = bytearray()
        self._sse = SSEParser()
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
            self.result.text = well_formed("".join(self._reading.parts)[:MAX_TEXT_CHARS])
        else:
            self._from_json(bytes(self._json))
        return self.result

    def _from_json(self, raw: bytes) -> None:
        try:
            body = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):
            self.result.finish = "unparsed"
            return
        if not isinstance(body, dict) or ("error" in body and body.get("error")):
            self.result.finish = "error"
            return
        self.spec.read_json(body, self._reading)

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
        self.spec.read_event(data, self._reading)
