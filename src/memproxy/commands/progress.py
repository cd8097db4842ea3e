"""Progress of long work on stderr: a live counter on a terminal, one line otherwise."""

from __future__ import annotations

import sys
import time
from typing import TextIO


class Progress:
    def __init__(self, verb: str, total: int | None = None, out: TextIO | None = None) -> None:
        self.verb, self.total, self.done = verb, total, 0
        self.out = out or sys.stderr
        self.live = self.out.isatty()
        self._shown = 0.0

    def _line(self) -> str:
        of = f" of {self.total}" if self.total is not None else ""
        return f"{self.verb} {self.done}{of}"

    def advance(self, n: int) -> None:
        self.done += n
        now = time.monotonic()
        if self.live and now - self._shown > 0.1:
            self._shown = now
            self.out.write(f"\r{self._line()}")
            self.out.flush()

    def finish(self, extra: str = "") -> None:
        prefix = "\r" if self.live else ""
        self.out.write(f"{prefix}{self._line()}{extra}\n")
        self.out.flush()
