"""An incremental Server-Sent Events parser (pure).

Envoy's STREAMED mode delivers TCP reads, not events: an event can be split across
chunks and a chunk can hold several events. Feed chunks in order; complete events come
out. Bounded: a line longer than max_line_bytes is dropped and flagged.

`malformed` says the stream broke the format somewhere: a line with an unknown field
name (garbage), an over-long line, or a last event without its closing blank line.
The parser reads on regardless; the flag is for counting.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Event:
    event: str
    data: str


_FIELDS = frozenset({"data", "event", "id", "retry"})


class SSEParser:
    def __init__(self, max_line_bytes: int = 1 << 20) -> None:
        self._buffer = b""
        self._event = ""
        self._data: list[str] = []
        self._max = max_line_bytes
        self.overflowed = False
        self.garbage = False
        self.unterminated = False

    @property
    def malformed(self) -> bool:
        return self.overflowed or self.garbage or self.unterminated

    def feed(self, chunk: bytes) -> list[Event]:
        buffer = self._buffer + chunk
        events: list[Event] = []
        lines = _LineCutter(buffer)
        while (cut := lines.next()) is not None:
            event = self._line(buffer[cut[0] : cut[1]].decode("utf-8", "replace"))
            if event is not None:
                events.append(event)
        self._buffer = buffer[lines.pos :]
        if len(self._buffer) > self._max:
            self.overflowed = True
            self._buffer = b""
        return events

    def close(self) -> list[Event]:
        """End of stream: a final event without its blank line still counts."""
        self.unterminated = bool(self._buffer) or bool(self._data or self._event)
        events = self.feed(b"\n\n") if self._buffer else []
        if self._data:
            events.append(self._emit())
        return events

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
        elif name not in _FIELDS:
            self.garbage = True
        return None

    def _emit(self) -> Event:
        event = Event(self._event or "message", "\n".join(self._data))
        self._event, self._data = "", []
        return event


class _LineCutter:
    """Finds line ends (LF, CRLF, CR) in one buffer in a single pass: linear in its size."""

    def __init__(self, buffer: bytes) -> None:
        self._buffer = buffer
        self.pos = 0
        self._lf = -2
        self._cr = -2

    def _find(self, cached: int, byte: bytes) -> int:
        if cached == -1 or cached >= self.pos:
            return cached
        return self._buffer.find(byte, self.pos)

    def next(self) -> tuple[int, int] | None:
        """(start, end) of the next complete line; pos moves past its terminator."""
        self._lf = self._find(self._lf, b"\n")
        self._cr = self._find(self._cr, b"\r")
        lf, cr, start = self._lf, self._cr, self.pos
        if cr == -1 or (lf != -1 and lf < cr):
            if lf == -1:
                return None
            self.pos = lf + 1
            return start, lf
        if cr + 1 >= len(self._buffer):
            return None  # a lone \r at the end: a \n may follow in the next chunk
        self.pos = cr + (2 if self._buffer[cr + 1] == 0x0A else 1)
        return start, cr
