"""An incremental Server-Sent Events parser (pure).

Envoy's STREAMED mode delivers TCP reads, not events: an event can be split across
chunks and a chunk can hold several events. Feed chunks in order; complete events come
out. Bounded: a line longer than max_line_bytes is dropped and flagged.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    event: str
    data: str


class SSEParser:
    def __init__(self, max_line_bytes: int = 1 << 20) -> None:
        self._buffer = b""
        self._event = ""
        self._data: list[str] = []
        self._max = max_line_bytes
        self.overflowed = False

    def feed(self, chunk: bytes) -> list[Event]:
        self._buffer += chunk
        events: list[Event] = []
        while True:
            cut = self._next_line_end()
            if cut is None:
                break
            end, skip = cut
            line = self._buffer[:end]
            self._buffer = self._buffer[end + skip :]
            event = self._line(line.decode("utf-8", "replace"))
            if event is not None:
                events.append(event)
        if len(self._buffer) > self._max:
            self.overflowed = True
            self._buffer = b""
        return events

    def close(self) -> list[Event]:
        """End of stream: a final event without its blank line still counts."""
        events = self.feed(b"\n\n") if self._buffer else []
        if self._data:
            events.append(self._emit())
        return events

    def _next_line_end(self) -> tuple[int, int] | None:
        lf, cr = self._buffer.find(b"\n"), self._buffer.find(b"\r")
        if cr == -1 or (lf != -1 and lf < cr):
            return None if lf == -1 else (lf, 1)
        if cr + 1 < len(self._buffer):
            return cr, 2 if self._buffer[cr + 1] == 0x0A else 1
        return None  # a lone \r at the end: a \n may follow in the next chunk

    def _line(self, line: str) -> Event | None:
        if not line:
            return self._emit() if (self._data or self._event) else None
        if line.startswith(":"):
            return None
        name, _, value = line.partition(":")
        value = value[1:] if value.startswith(" ") else value
        if name == "data":
            self._data.append(value)
        elif name == "event":
            self._event = value
        return None

    def _emit(self) -> Event:
        event = Event(self._event or "message", "\n".join(self._data))
        self._event, self._data = "", []
        return event
