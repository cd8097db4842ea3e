"""A per-user cache of profile reads, dropped on every write of that user (pure).

The profile (memproxy.pipeline.profile) is a filtered query over the JSON metadata and
the type and importance fields, asked with every request that searches memory. Its
answer changes only when the user's memories change, so the store keeps the last answer
per (user, project, importance, limit, few) and forgets all of a user's entries whenever
it writes or deletes a row of that user. A write by another process (a second sidecar on
the same server) is not seen here: `ttl_seconds` bounds how long such a change can go
unnoticed.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

V = TypeVar("V")
Key = tuple[str, str | None, int, int, int]
"""(user id, project id, min importance, limit, few)."""


@dataclass(frozen=True)
class _Entry(Generic[V]):
    expires: float
    value: V


class ProfileCache(Generic[V]):
    """LRU of at most `size` answers, each valid `ttl_seconds` and until a write of its
    user. size 0 (or ttl 0) turns it off: get() always misses, put() keeps nothing."""

    def __init__(
        self, size: int, ttl_seconds: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.size = size
        self.ttl = ttl_seconds
        self._clock = clock
        self._entries: OrderedDict[Key, _Entry[V]] = OrderedDict()
        self._by_user: dict[str, set[Key]] = {}
        self._writes = 0

    @property
    def enabled(self) -> bool:
        return self.size > 0 and self.ttl > 0

    def token(self) -> int:
        """Taken before the query; put() drops an answer if any write happened since, so
        an answer read while a write ran is never kept."""
        return self._writes

    def get(self, key: Key) -> V | None:
        entry = self._entries.get(key)
        if entry is None:
            return None
        if entry.expires <= self._clock():
            self._drop(key)
            return None
        self._entries.move_to_end(key)
        return entry.value

    def put(self, key: Key, token: int, value: V) -> None:
        if not self.enabled or token != self._writes:
            return
        self._entries[key] = _Entry(self._clock() + self.ttl, value)
        self._entries.move_to_end(key)
        self._by_user.setdefault(key[0], set()).add(key)
        while len(self._entries) > self.size:
            self._drop(next(iter(self._entries)))

    def holds(self, user_id: str) -> bool:
        """An answer of the user is kept."""
        return user_id in self._by_user

    def written(self, user_id: str) -> None:
        """A row of the user was written or deleted: every cached answer of theirs is old."""
        self._writes += 1
        for key in self._by_user.pop(user_id, set()):
            self._entries.pop(key, None)

    def clear(self) -> None:
        self._writes += 1
        self._entries.clear()
        self._by_user.clear()

    def _drop(self, key: Key) -> None:
        self._entries.pop(key, None)
        keys = self._by_user.get(key[0])
        if keys is not None:
            keys.discard(key)
            if not keys:
                del self._by_user[key[0]]
