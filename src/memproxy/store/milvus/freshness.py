"""What the store holds of each user (profile answers, keyword index, rows) and when it
goes stale: after a write here, or another process's (memproxy.store.feed)."""

from __future__ import annotations

import builtins
import contextlib
import time
from collections.abc import Callable, Iterable, Iterator

from memproxy.config import MilvusSettings
from memproxy.domain import Memory
from memproxy.store.keywords import KeywordCache
from memproxy.store.milvus.placement import Consistency
from memproxy.store.profile_cache import ProfileCache
from memproxy.store.rows import UserRows

STALENESS_S = 5.0
"""Milvus's default bounded staleness: how long after a write of a user their cached
reads ask more than Bounded (Strong after another process's write, Session after this
one's). Past it, every query node has caught up and a Bounded read sees the write."""


class Freshness:
    def __init__(self, settings: MilvusSettings) -> None:
        self._settings = settings
        self.profiles: ProfileCache[builtins.list[Memory]] = ProfileCache(
            settings.profile_cache_size, settings.profile_cache_seconds
        )
        self.keywords: KeywordCache[UserRows] = KeywordCache(
            settings.keyword_cache_users,
            settings.profile_cache_seconds,
            max_weight=settings.row_cache_rows,
            weigh=lambda read: read.held,
        )
        """Each user's keyword index (memproxy.store.keywords) and, for a user with few
        rows, the rows themselves (memproxy.store.rows); stale after their writes."""
        self.on_write: Callable[[set[str]], None] | None = None
        """Told of the users whose memories this store just wrote (memproxy.store.feed
        announces them to the other processes; a usage count is not told)."""
        self.read_ahead: Callable[[str], object] = lambda _: None
        """Starts a read of a user's rows in the background (KeywordReads.ahead)."""
        self.connected: Callable[[], bool] = lambda: True
        self._strong_until: dict[str, float] = {}
        """Users another process wrote: until when their reads here ask Strong (see
        written_elsewhere)."""
        self._session_until: dict[str, float] = {}
        """Users this process wrote: until when their reads ask Session (see level)."""

    @contextlib.contextmanager
    def writing(self, users: set[str], same_terms: bool = False) -> Iterator[None]:
        """Around a write of these users' rows: what is held of them is stale from before
        it begins (a read while it runs is not kept either), read again after it, and
        the other processes are told."""
        self.written(users, same_terms)
        try:
            yield
        finally:
            self.written(users, same_terms)
            self.reread(users, same_terms)
            self.announce(users, same_terms)

    def written(self, users: Iterable[str], same_terms: bool = False) -> None:
        """Cached reads of these users go stale; with same_terms (rows written again with
        their keyword text and status unchanged: a usage count, a re-embedding) the
        keyword index stays fresh, and only a read in flight is not kept."""
        now = time.monotonic()
        self._session_until = self._bounded(self._session_until, now)
        for user_id in users:
            self._session_until[user_id] = now + STALENESS_S
            self.profiles.written(user_id)
            if same_terms:
                self.keywords.rewritten(user_id)
            else:
                self.keywords.written(user_id)

    def reread(self, users: Iterable[str], same_terms: bool) -> None:
        """After a write: the rows of users whose rows are held are read again now, in
        the background, so that their next request finds them current (a user in a
        conversation writes learned facts after every exchange). A usage count
        (same_terms) changes nothing a search reads."""
        if same_terms or not self.connected():
            return
        for user_id in users:
            cached = self.keywords.any(user_id)
            if cached is not None and cached.whole:
                self.read_ahead(user_id)

    def announce(self, users: set[str], same_terms: bool) -> None:
        if self.on_write is not None and not same_terms:
            self.on_write(users)

    def written_elsewhere(self, users: Iterable[str]) -> None:
        """Another process wrote these users' memories (memproxy.store.feed): what this
        one holds of them (profile answers, keyword index, rows) is stale, and held rows
        are read again now. Their reads ask Strong for the next few seconds: a Session
        read sees this client's own writes only, and Milvus may answer from a query node
        that has not caught up with another client's write yet."""
        now = time.monotonic()
        self._strong_until = self._bounded(self._strong_until, now)
        known = {u for u in users if self.keywords.known(u) or self.profiles.holds(u)}
        for user_id in known:
            self._strong_until[user_id] = now + STALENESS_S
        self.written(known)
        self.reread(known, same_terms=False)

    def level(self, user_id: str) -> Consistency:
        """A cached read's consistency: Strong just after another process wrote the
        user's memories, Session just after this one did, else Bounded. Session waits for
        this client's last write of any user (up to a time tick, ~200 ms): asked for
        every user, a request's profile read would wait behind every usage count and
        learned fact this process writes."""
        now = time.monotonic()
        if self._strong_until.get(user_id, 0.0) > now:
            return "Strong"
        return "Session" if self._session_until.get(user_id, 0.0) > now else "Bounded"

    def _bounded(self, until: dict[str, float], now: float) -> dict[str, float]:
        """until without the users past their time, once it holds more than a few times
        the users whose keyword index is held."""
        if len(until) > 4 * max(1, self._settings.keyword_cache_users):
            return {u: t for u, t in until.items() if t > now}
        return until
