"""Progress on stderr: a live counter on a terminal, one final line otherwise."""

from __future__ import annotations

import io

from memproxy.commands.progress import Progress


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_not_a_terminal_gets_one_line() -> None:
    out = io.StringIO()
    progress = Progress("imported", 3, out)
    progress.advance(2)
    progress.advance(1)
    progress.finish(", 0 failed")
    assert out.getvalue() == "imported 3 of 3, 0 failed\n"


def test_a_terminal_gets_a_live_counter() -> None:
    out = Tty()
    progress = Progress("exported", out=out)
    progress.advance(5)
    progress.finish()
    assert out.getvalue() == "\rexported 5\rexported 5\n"
