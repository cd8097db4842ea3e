"""Each user's keyword index, and for a user with few rows the rows themselves, read from
Milvus off the request path and held (memproxy.store.keywords, memproxy.store.rows)."""

from __future__ import annotations

import asyncio
import builtins
import logging
from collections.abc import Callable
from typing import Any

from memproxy.domain import SearchQuery
from memproxy.store import filters
from memproxy.store.keywords import KeywordIndex
from memproxy.store.milvus.core import MAX_QUERY, Core
from memproxy.store.milvus.freshness import Freshness
from memproxy.store.milvus.pool import Lane
from memproxy.store.rows import UserRows
from memproxy.store.schema import TERMS

log = logging.getLogger(__name__)

FIRST_READ_ROWS = 500
"""A user no entry is kept of is read whole (their first request waits for it) when
they have at most this many active rows (and row_cache_user_rows allows): ~10 ms and
~7 ms of CPU for 100 rows on the 2.3.5 server here, under load. Past it the read stops
there, the request asks Milvus, and their keyword index is read alone (as for a user
over row_cache_user_rows); their next search reads them whole (_admitted)."""


class KeywordReads:
    def __init__(self, core: Core, fresh: Freshness) -> None:
        self._core = core
        self._fresh = fresh
        self.reads: dict[str, tuple[asyncio.Future[UserRows], int]] = {}
        """Each user's read of their rows in flight, and their write count
        (KeywordCache.token) when it began."""
        self._urgent: set[str] = set()
        """Users whose read a request waits for (cold): it goes in the store's own pool,
        a request's lane, not behind the other reads of rows on theirs."""
        self.first: dict[str, asyncio.Future[UserRows | None]] = {}
        """Beside each read in flight: as soon as it knows, the rows it read whole and
        put in the cache, or None (too many rows, none at all, or it failed)."""
        fresh.read_ahead = self.ahead

    def held(self, query: SearchQuery) -> UserRows | None:
        """The user's rows, when this search may run on them in-process: a request's
        search (not fresh: the admin API and deduplication ask Milvus, which also sees
        another process's writes at once), of active memories only, in a store with
        keyword text, and rows read since the user's last write here and within
        profile_cache_seconds; not while the store is disconnected (found dead: memory
        is unavailable then, as without held rows)."""
        if query.fresh or query.include_archived:
            return None
        return self.held_rows(query.scope.user_id)

    def held_rows(self, user_id: str) -> UserRows | None:
        """The user's rows, held whole and fresh (held's rule without a query's)."""
        core = self._core
        if not core.bm25 or core.client is None:
            return None
        held = self._fresh.keywords.fresh(user_id)
        return held if held is not None and held.whole else None

    async def cold(self, user_id: str) -> UserRows | None:
        """For a request that found none of the user's rows held (their first request
        here, or their rows stale): the read of their rows whole, started or joined
        (two requests of one user read once), waited for up to first_read_wait_ms; the
        rows when they are held then, fresh. None: the request asks Milvus (a user with
        too many rows to hold, a read past the wait, a write of the user meanwhile); a
        read begun goes on, for the next request."""
        wait_s = self._core.settings.first_read_wait_ms / 1000
        held = self.held_rows(user_id)
        if held is not None or wait_s <= 0 or self._row_cap() <= 0:
            return held
        if not self._core.bm25 or self._core.client is None:
            return None
        known = self._fresh.keywords.any(user_id)
        if known is not None and not known.whole and len(known.keywords) > self._row_cap():
            return None  # read before: too many rows to hold
        began = self.reads.get(user_id)
        if began is not None and began[1] != self._fresh.keywords.token(user_id):
            return None  # the read in flight began before the user's last write
        if began is None:
            self._urgent.add(user_id)
        self.ahead(user_id)
        first = self.first.get(user_id)
        if first is None:
            return None
        try:
            await asyncio.wait_for(asyncio.shield(first), wait_s)
        except TimeoutError:
            return None
        return self.held_rows(user_id)  # None when the user wrote since the read began

    async def index(self, user_id: str, fresh: bool) -> KeywordIndex | None:
        """The user's keyword index. A fresh search (the admin API, dedup) waits for a
        current one (read from after the user's last write); the request path takes the
        last one read, even stale, and never waits for a read (it starts one in the
        background: None the first time)."""
        keywords = self._fresh.keywords
        cached = keywords.fresh(user_id)
        if cached is not None:
            if self._admitted(cached):
                self.ahead(user_id)
            return cached.keywords
        read = self.ahead(user_id)
        if not fresh:
            cached = keywords.any(user_id)
            return cached.keywords if cached is not None else None
        began = self.reads[user_id][1]
        rows = await asyncio.shield(read)
        if began != keywords.token(user_id):
            # that read was in flight before the user's last write and may have missed it:
            # the next one begins after this search did
            rows = await asyncio.shield(self.ahead(user_id))
        return rows.keywords

    def _row_cap(self) -> int:
        """The most active rows a user may have and be held (0: none held)."""
        s = self._core.settings
        return min(s.row_cache_user_rows, s.row_cache_rows)

    def _admitted(self, cached: UserRows) -> bool:
        """A user searched again whose index was read without their rows, though they
        have few enough to hold (their first read: see read): read them whole now, in
        the background."""
        return not cached.whole and 0 < len(cached.keywords) <= self._row_cap()

    def ahead(self, user_id: str) -> asyncio.Future[UserRows]:
        """The read of the user's rows in flight, started if none is."""
        started = self.reads.get(user_id)
        if started is None:
            self.first[user_id] = asyncio.get_running_loop().create_future()
            started = (
                asyncio.ensure_future(self.read(user_id)),
                self._fresh.keywords.token(user_id),
            )
            self.reads[user_id] = started
            started[0].add_done_callback(self._done(user_id))
        return started[0]

    def _done(self, user_id: str) -> Callable[[asyncio.Future[UserRows]], None]:
        def done(read: asyncio.Future[UserRows]) -> None:
            self._urgent.discard(user_id)
            if self.reads.get(user_id, (None, 0))[0] is read:
                del self.reads[user_id]
                _tell(self.first.pop(user_id, None), None)
            if read.cancelled():
                return
            if read.exception() is not None:
                log.debug("a keyword index read failed: %s", read.exception())
            elif read.result().whole and self._fresh.keywords.written_since(user_id):
                # the user wrote while their held rows were read: read them again
                self._fresh.reread({user_id}, same_terms=False)

        return done

    async def read(self, user_id: str) -> UserRows:
        """Every row of the user that is not archived: a search of archived memories
        (an admin's, include_archived) finds them by the dense side only, and the word
        statistics are those of what the user has now. With row_cache_user_rows, one
        query for the rows whole (fields and vectors), held when no more than that (a
        user no entry is kept of: FIRST_READ_ROWS at most, since their first request
        waits for it, cold); otherwise, or past it, their id, keyword text and project
        only: one query, then page by page past its 16,384 rows. As soon as it knows,
        it tells `first` whether the rows are held."""
        core, keywords = self._core, self._fresh.keywords
        token = keywords.token(user_id)
        first = self.first.get(user_id)
        expr = filters.eq_key("user_key", filters.key_of(user_id)) + " and archived == false"
        cap = self._row_cap()
        on = core.place.keyword_pool(core.reader)
        urgent = user_id in self._urgent
        self._urgent.discard(user_id)
        level = self._fresh.level(user_id)
        read: UserRows | None = None
        limit = 0
        try:
            if cap > 0:
                limit = cap if keywords.known(user_id) else self._first_cap(cap)
            if limit > 0:
                fields = [*core.fields, TERMS, "project_key", "embedding"]
                lane = Lane.REQUEST if urgent else Lane.READ
                found = await core.query(
                    user_id,
                    expr,
                    fields,
                    limit + 1,
                    level=level,
                    on=None if urgent else on,
                    lane=lane,
                )
                if 0 < len(found) <= limit:  # a user with no memories: Milvus sees their first
                    read = await self._build(found, "embedding", urgent)
                    keywords.put(user_id, token, read)
                    _tell(first, read)
                    return read
                _tell(first, None)
                if not found:  # no rows: an empty index, no second query
                    read = await self._build(found, None)
            if read is None:
                fields = ["id", TERMS, "project_key"]
                found = await core.query(user_id, expr, fields, MAX_QUERY, level=level, on=on)
                if len(found) >= MAX_QUERY:
                    found = await core.query_all(user_id, expr, fields, level=level)
                read = await self._build(found, None)
            keywords.put(user_id, token, read)
            return read
        finally:
            _tell(first, None)

    def _first_cap(self, cap: int) -> int:
        """The most rows a user's first read reads whole: none when no request waits
        for it (first_read_wait_ms 0: their keyword index alone, ~4.5 ms and 2 ms of
        CPU for 100 rows against ~15 and 10 whole, most users seen once are not seen
        again before their entry leaves; their next search reads them whole)."""
        if self._core.settings.first_read_wait_ms <= 0:
            return 0
        return min(cap, FIRST_READ_ROWS)

    async def _build(
        self, found: builtins.list[dict[str, Any]], vector: str | None, urgent: bool = False
    ) -> UserRows:
        """UserRows from the rows read, off the loop: beside the reads of rows, or for a
        read a request waits for, beside the store's calls (not behind another user's
        read on the one thread of the reads)."""
        loop = asyncio.get_running_loop()
        pool = self._core.pool if urgent else self._core.reader
        return await loop.run_in_executor(
            pool.executor, UserRows.build, found, TERMS, "project_key", vector
        )

    def cancel(self) -> None:
        """At close: nobody waits for the reads in flight."""
        for read, _ in list(self.reads.values()):
            read.cancel()


def _tell(first: asyncio.Future[UserRows | None] | None, rows: UserRows | None) -> None:
    """The first outcome of a read, once."""
    if first is not None and not first.done():
        first.set_result(rows)
