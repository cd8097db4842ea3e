"""Memory writes told to the other processes sharing the state store, and theirs heard.

Each process keeps what it read of a user: their profile answers, keyword index and,
for a user with few memories, their rows (memproxy.store.rows), which a request then
searches without asking Milvus. A write in this process drops them at once; a write in
another one (a second worker of `server.processes`, another replica, the learner that
claimed the user's job elsewhere) went unseen until `profile_cache_seconds` (30 s)
passed. Now every write announces its users through the state store (SQLite's file for
the workers of one host, Redis for replicas), and each process reads the others'
announcements every `others_writes_seconds` (1 s) and drops what it holds of those
users (MilvusStore.written_elsewhere). The state store keeps an announcement for a
minute (WRITES_KEPT_MS); a process that could not read them for longer falls back on
profile_cache_seconds, as before.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from collections.abc import Sequence
from typing import Protocol

from memproxy.background import Background
from memproxy.store.milvus import MilvusStore

log = logging.getLogger(__name__)

_CLOSE_WAIT_S = 2.0
"""close() waits this long at most for announcements still being written."""


class Announcements(Protocol):
    """What the feed needs of the state store (memproxy.state.base.StateStore has it)."""

    async def announce_writes(self, origin: str, user_ids: Sequence[str]) -> None: ...

    async def writes_after(self, cursor: str | None, origin: str) -> tuple[list[str], str]: ...


class WriteFeed:
    def __init__(self, state: Announcements, store: MilvusStore, interval_s: float) -> None:
        self.origin = uuid.uuid4().hex
        """This process, in its announcements (its own are not read back)."""
        self._state = state
        self._store = store
        self.interval_s = interval_s
        self._sending = Background("a write announcement")
        self._failing = False

    @property
    def enabled(self) -> bool:
        return self.interval_s > 0

    def attach(self) -> None:
        """Announce every write of the store from now on (when enabled)."""
        if self.enabled:
            self._store.on_write = self.written

    def written(self, users: set[str]) -> None:
        """The store wrote these users' memories: announce them, in the background (a
        write never waits for it, and a failure only delays what others see)."""
        self._sending.keep(asyncio.get_running_loop().create_task(self._announce(sorted(users))))

    async def _announce(self, users: list[str]) -> None:
        try:
            await self._state.announce_writes(self.origin, users)
        except Exception as exc:
            log.debug("memory writes not announced: %s", exc)

    async def run_forever(self) -> None:
        """Read the other processes' announcements every interval_s, for good."""
        if not self.enabled:
            return
        cursor: str | None = None
        while True:
            cursor = await self.follow(cursor)
            await asyncio.sleep(self.interval_s)

    async def follow(self, cursor: str | None) -> str | None:
        """One read of the announcements after `cursor` (None: from now on); the users
        found are dropped from what the store holds. Returns the next cursor (the same
        one when the state store did not answer)."""
        try:
            users, after = await self._state.writes_after(cursor, self.origin)
        except Exception as exc:
            if not self._failing:
                log.warning("other processes' memory writes unread: %s", exc)
            self._failing = True
            return cursor
        self._failing = False
        if users:
            self._store.written_elsewhere(users)
        return after

    async def close(self) -> None:
        """Wait (briefly) for the announcements still being written."""
        await self._sending.drain(_CLOSE_WAIT_S)
