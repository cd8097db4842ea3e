"""A user's profile candidates (cached; pinned memories, preferences, constraints,
standing memories) and the counts the quotas and the admin API read."""

from __future__ import annotations

import asyncio
import builtins

from memproxy.background import Background
from memproxy.domain import Memory, Scope
from memproxy.store import filters
from memproxy.store.base import ActiveMemory, content_bytes
from memproxy.store.milvus.core import Core
from memproxy.store.milvus.freshness import Freshness
from memproxy.store.milvus.pool import Lane
from memproxy.store.profile_cache import Key as ProfileKey


class Profiles:
    def __init__(self, core: Core, fresh: Freshness) -> None:
        self._core = core
        self._fresh = fresh
        self._reads = Background("a profile read")

    async def profile(
        self, scope: Scope, min_importance: int, limit: int, few: int = 0
    ) -> builtins.list[Memory]:
        """The scope's profile candidates (memproxy.pipeline.profile orders and bounds
        them): pinned memories, and preferences and constraints of min_importance; and
        all of its standing memories when it holds at most `few` of them."""
        if limit <= 0:
            return []
        key = (scope.user_id, scope.project_id, min_importance, limit, few)
        cached = self._fresh.profiles.get(key)
        if cached is not None:
            return builtins.list(cached)
        # The read finishes and fills the cache even when the request that asked stops
        # waiting (its memory deadline): else on a slow store (Lite at 100k memories,
        # 58 ms) every request of the user would start the same read again and none would
        # ever be served from the cache.
        read = self._reads.keep(
            asyncio.ensure_future(self._read_profile(key, scope, min_importance, limit, few))
        )
        return builtins.list(await asyncio.shield(read))

    async def _read_profile(
        self, key: ProfileKey, scope: Scope, min_importance: int, limit: int, few: int
    ) -> builtins.list[Memory]:
        token = self._fresh.profiles.token()
        fields = list(self._core.fields)
        level = self._fresh.level(scope.user_id)
        wanted = filters.profile_filter(scope.user_id, scope.project_id, min_importance)
        request = Lane.REQUEST
        read = self._core.query(scope.user_id, wanted, fields, 4 * limit, level=level, lane=request)
        if few > 0:  # beside it, one row more than `few`: that many tells there are more
            expr = filters.standing_filter(scope.user_id, scope.project_id)
            more = self._core.query(scope.user_id, expr, fields, few + 1, level=level, lane=request)
            rows, standing = await asyncio.gather(read, more)
            if len(standing) <= few:
                rows += standing
        else:
            rows = await read
        found = builtins.list({m.id: m for m in map(self._core.from_row, rows)}.values())
        self._fresh.profiles.put(key, token, found)
        return found

    async def count(self, user_id: str) -> int:
        expr = filters.eq_key("user_key", filters.key_of(user_id))
        return await self._core.count(user_id, expr, scan=True)

    # per-user quotas (memproxy.quota) -------------------------------------------------
    async def count_active(self, user_id: str) -> int:
        """The user's active (not archived) memories in every project: one count(*)."""
        return await self._core.count(
            user_id, filters.scope_filter(user_id, None, all_projects=True), "Session"
        )

    async def active_usage(self, user_id: str, with_content: bool) -> builtins.list[ActiveMemory]:
        """What a quota decision needs of each active memory (all of them, page by page);
        the content is read only with_content, to measure its bytes."""
        expr = filters.scope_filter(user_id, None, all_projects=True)
        fields = ["id", "importance", "access_count", "created_at"]
        wanted = [*fields, "content"] if with_content else fields
        rows = await self._core.query_all(user_id, expr, wanted, level="Session")
        return [
            ActiveMemory(
                id=str(r["id"]),
                importance=int(r["importance"]),
                access_count=int(r["access_count"]),
                created_at=int(r["created_at"]),
                size=content_bytes(self._core.cipher.open(str(r["content"]), f"{r['id']}:content"))
                if with_content
                else 0,
            )
            for r in rows
        ]
