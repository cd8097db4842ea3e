"""One replacement of a user's rows at a time, across every process on the state store.

A Milvus server row is edited by deleting it and inserting it again with the same id
(memproxy.store.milvus.writes: 2.3's upsert misroutes rows of a partition-key collection). Two
processes doing that to the same rows at once (the usage counts of two workers, or a
count beside an edit) lost the rows on the 2.3.5 server, for good; and a forget between
another process's read and insert would be undone by the insert. So each read-then-
replace of a user's rows, and each forget, holds that user's lock: an asyncio lock
within the process,
and a lease in the state store (SQLite's file for one host's workers, Redis for
replicas) across processes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import AsyncIterator
from typing import Protocol

from memproxy.store.base import StoreUnavailable

log = logging.getLogger(__name__)

LEASE_MS = 15_000
"""A lock's lease: a process that dies holding one frees it when this has passed."""
WAIT_S = 30.0
"""How long a replacement waits for the lock before it gives up (StoreUnavailable)."""
_POLL_S = 0.02


class Leases(Protocol):
    """What the locks need of the state store (memproxy.state.base.StateStore has it)."""

    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool: ...

    async def unlock(self, name: str, owner: str) -> None: ...


class RowLocks:
    def __init__(self, state: Leases, owner: str) -> None:
        self._state = state
        self._owner = owner
        self._local: weakref.WeakValueDictionary[str, asyncio.Lock] = weakref.WeakValueDictionary()

    @contextlib.asynccontextmanager
    async def hold(self, user_id: str) -> AsyncIterator[None]:
        local = self._local.get(user_id)
        if local is None:
            local = self._local[user_id] = asyncio.Lock()
        async with local:
            name = f"rows:{user_id}"
            await self._take(name)
            try:
                yield
            finally:
                try:
                    await self._state.unlock(name, self._owner)
                except Exception as exc:  # the lease ends by itself
                    log.debug("a row lock not freed: %s", exc)

    async def _take(self, name: str) -> None:
        deadline = time.monotonic() + WAIT_S
        while True:
            try:
                if await self._state.try_lock(name, self._owner, LEASE_MS):
                    return
            except Exception as exc:
                raise StoreUnavailable(f"row lock unavailable: {exc}") from exc
            if time.monotonic() > deadline:
                raise StoreUnavailable("row lock: another process held it too long")
            await asyncio.sleep(_POLL_S)
