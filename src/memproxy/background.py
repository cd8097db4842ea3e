"""Work that runs on after its starter stopped waiting for it: held until it ends
(asyncio keeps only weak references to tasks), its error taken and logged, and waited
for, within a bound, at shutdown.

Used for a store replacement or profile read whose caller was cancelled, a turn recorded
past its wait, and the write announcements of the multi-process feed.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any, TypeVar

log = logging.getLogger(__name__)

T = TypeVar("T")


class Background:
    def __init__(self, name: str) -> None:
        self.name = name
        """What the work is, in the debug line of a failure."""
        self._pending: set[asyncio.Future[Any]] = set()

    def keep(self, work: asyncio.Future[T]) -> asyncio.Future[T]:
        """Hold `work` until it ends; returns it (to await or shield)."""
        self._pending.add(work)
        work.add_done_callback(self._done)
        return work

    def _done(self, work: asyncio.Future[Any]) -> None:
        self._pending.discard(work)
        if not work.cancelled() and work.exception() is not None:
            log.debug("%s failed in the background: %s", self.name, work.exception())

    def __len__(self) -> int:
        return len(self._pending)

    async def drain(self, timeout_s: float) -> None:
        """Wait up to timeout_s for the work still running (none: at once)."""
        if self._pending:
            await asyncio.wait(set(self._pending), timeout=timeout_s)
