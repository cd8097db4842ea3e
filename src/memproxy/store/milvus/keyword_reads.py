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
from memproxy.store.rows import UserRows
from memproxy.store.schema import TERMS

log = logging.getLogger(__name__)


class KeywordReads:
    def __init__(self, core: Core, fresh: Freshness) -> None:
        self._core = core
        self._fresh = fresh
        self.reads: dict[str, tuple[asyncio.Future[UserRows], int]] = {}
        """Each user's read of their rows in flight, and their write count
        (KeywordCache.token) when it began."""
        fresh.read_ahead = self.ahead

    def held(self, query: SearchQuery) -> UserRows | None:
        """The user's rows, when this search may run on them in-process: a request's
        search (not fresh: the admin API and deduplication ask Milvus, which also sees
        another process's writes at once), of active memories only, in a store with
        keyword text, and rows read since the user's last write here and within
        profile_cache_seconds; not while the store is disconnected (found dead: memory
        is unavailable then, as without held rows)."""
        core = self._core
        if query.fresh or query.include_archived or not core.bm25 or core.client is None:
            return None
        held = self._fresh.keywords.fresh(query.scope.user_id)
        return held if held is not None and held.whole else None

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
            started = (
                asyncio.ensure_future(self.read(user_id)),
                self._fresh.keywords.token(user_id),
            )
            self.reads[user_id] = started
            started[0].add_done_callback(self._done(user_id))
        return started[0]

    def _done(self, user_id: str) -> Callable[[asyncio.Future[UserRows]], None]:
        def done(read: asyncio.Future[UserRows]) -> None:
            if self.reads.get(user_id, (None, 0))[0] is read:
                del self.reads[user_id]
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
        statistics are those of what the user has now. With row_cache_user_rows, for a
        user read before (an entry is kept, fresh or stale), one query for the rows whole
        (fields and vectors, held when no more than that); otherwise, or past it, their
        id, keyword text and project only: one query, then page by page past its 16,384
        rows. A user's first read is of the keyword text only (~4.5 ms and 2 ms of CPU
        for 100 rows against ~15 and 10 whole): most users seen once are not seen again
        before their entry leaves, and their first request is no slower than with none
        held; their next search reads the rows whole (_admitted)."""
        core, keywords = self._core, self._fresh.keywords
        token = keywords.token(user_id)
        expr = filters.eq_key("user_key", filters.key_of(user_id)) + " and archived == false"
        cap = self._row_cap()
        on = core.place.keyword_pool(core.reader)
        level = self._fresh.level(user_id)
        read: UserRows | None = None
        if cap > 0 and keywords.known(user_id):
            fields = [*core.fields, TERMS, "project_key", "embedding"]
            found = await core.query(user_id, expr, fields, cap + 1, level=level, on=on)
            if 0 < len(found) <= cap:  # a user with no memories: Milvus sees their first
                read = await self._build(found, "embedding")
        if read is None:
            fields = ["id", TERMS, "project_key"]
            found = await core.query(user_id, expr, fields, MAX_QUERY, level=level, on=on)
            if len(found) >= MAX_QUERY:
                found = await core.query_all(user_id, expr, fields, level=level)
            read = await self._build(found, None)
        keywords.put(user_id, token, read)
        return read

    async def _build(self, found: builtins.list[dict[str, Any]], vector: str | None) -> UserRows:
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(
            self._core.reader.executor, UserRows.build, found, TERMS, "project_key", vector
        )

    def cancel(self) -> None:
        """At close: nobody waits for the reads in flight."""
        for read, _ in list(self.reads.values()):
            read.cancel()
