"""Reading a user's memories by id, by external write id, by content hash, and a page of
them in order: the admin API's and the write path's reads (always Strong)."""

from __future__ import annotations

import builtins
from typing import Any

from memproxy.domain import ListQuery, Memory, Scope
from memproxy.store import filters
from memproxy.store.milvus.core import Core


class Reads:
    def __init__(self, core: Core) -> None:
        self._core = core

    async def rows(
        self, user_id: str, memory_id: str, with_vector: bool = False
    ) -> builtins.list[dict[str, Any]]:
        if not filters.is_memory_id(memory_id):
            return []
        expr = f"{filters.eq_id(memory_id)} and " + filters.eq_key(
            "user_key", filters.key_of(user_id)
        )
        fields = [*self._core.fields, "embedding"] if with_vector else list(self._core.fields)
        return await self._core.query(user_id, expr, fields, 1)

    async def get(self, user_id: str, memory_id: str) -> Memory | None:
        rows = await self.rows(user_id, memory_id)
        return self._core.from_row(rows[0]) if rows else None

    async def get_vector(self, user_id: str, memory_id: str) -> builtins.list[float] | None:
        rows = await self.rows(user_id, memory_id, with_vector=True)
        return [float(x) for x in rows[0]["embedding"]] if rows else None

    async def list(self, query: ListQuery) -> builtins.list[Memory]:
        expr = filters.scope_filter(
            query.scope.user_id,
            query.scope.project_id,
            all_projects=query.all_projects,
            include_archived=query.include_archived,
            types=[query.type] if query.type else [],
        )
        keys = await self._core.query_all(query.scope.user_id, expr, ["id", "created_at"])
        keys.sort(key=lambda r: (-int(r["created_at"]), r["id"]))
        page = [r["id"] for r in keys[query.offset : query.offset + query.limit]]
        if not page:
            return []
        ids = filters.in_ids(i for i in page if filters.is_memory_id(i))
        rows = await self._core.query(
            query.scope.user_id, f"{ids} and {expr}", list(self._core.fields), len(page)
        )
        by_id = {r["id"]: self._core.from_row(r) for r in rows}
        return [by_id[i] for i in page if i in by_id]

    async def find_by_hash(self, scope: Scope, content_hash: str) -> builtins.list[Memory]:
        expr = f"{filters.scope_filter(scope.user_id, scope.project_id)} and " + filters.eq_key(
            "content_hash", content_hash
        )
        rows = await self._core.query(scope.user_id, expr, list(self._core.fields), 100)
        return [self._core.from_row(r) for r in rows]

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> Memory | None:
        row = await self.external_row(user_id, external_id, with_vector=False)
        return self._core.from_row(row) if row is not None else None

    async def external_row(
        self, user_id: str, external_id: str, with_vector: bool = True
    ) -> dict[str, Any] | None:
        expr = " and ".join(
            [
                filters.eq_key("user_key", filters.key_of(user_id)),
                filters.eq_key("ext_key", filters.key_of(external_id)),
            ]
        )
        fields = [*self._core.fields, "embedding"] if with_vector else list(self._core.fields)
        rows = await self._core.query(user_id, expr, fields, 1)
        return rows[0] if rows else None
