"""The store's write operations on memories: store (insert, or replace the row of the
same external write id), update, usage counts, forget; each read-then-replace of a user's
rows under their row lock where the placement has one."""

from __future__ import annotations

import builtins
import contextlib
from collections.abc import Callable, Mapping, Sequence

from memproxy.domain import Memory, MemoryPatch, Scope, now_ms
from memproxy.store import filters
from memproxy.store.limits import check_memories, check_memory
from memproxy.store.milvus.core import MAX_QUERY, Core
from memproxy.store.milvus.placement import RowLock
from memproxy.store.milvus.reads import Reads
from memproxy.store.milvus.writes import Writes

Expiry = Callable[[Memory], int]
"""A new memory's expires_at when its write gave none (memproxy.lifecycle.retention)."""


class Edits:
    def __init__(
        self, core: Core, reads: Reads, writes: Writes, default_expiry: Expiry | None
    ) -> None:
        self._core = core
        self._reads = reads
        self._writes = writes
        self._default_expiry = default_expiry
        writes.restores.locked = self._locked  # a put-back is a write of the user's rows
        self.row_lock: RowLock | None = None
        """On a server, held around every read-then-replace of a user's rows (an edit, a
        usage count) and every forget (memproxy.store.locks). Two clients replacing the
        same rows at once (delete, then insert the same ids) lost them on the 2.3.5
        server, and for good: an insert of the same id afterwards stayed invisible to a
        Strong read (measured: 2 of 3 rows gone after 90 interleaved usage counts from
        two clients; none lost from one client, nor from two taking turns)."""

    async def store(self, items: Sequence[tuple[Memory, Sequence[float]]]) -> builtins.list[Memory]:
        """Insert; a memory whose external_write_id exists replaces that row.

        Every item is checked (memproxy.store.limits) before anything is written. Rows go
        in one insert call per partition (on Milvus Lite every insert call is one unflushed
        batch that each search scans until the next flush: see Placement.inserted).
        """
        items = [(self._expiring(memory), vector) for memory, vector in items]
        check_memories([memory for memory, _ in items])
        stored: builtins.list[Memory] = []
        fresh: builtins.list[tuple[Memory, builtins.list[float]]] = []
        new: builtins.list[tuple[Memory, builtins.list[float]]] = []
        old: builtins.list[tuple[Memory, builtins.list[float]]] = []
        for memory, vector in items:
            row = None
            if memory.external_write_id:
                row = await self._reads.external_row(memory.user_id, memory.external_write_id)
            if row is not None and not self._writes.undos.keep(str(row["id"])):
                row = None  # being undone: written anew
            if row is None:
                fresh.append((memory, list(vector)))
            else:
                prior = self._core.from_row(row)
                memory = memory.model_copy(update={"id": prior.id, "created_at": prior.created_at})
                new.append((memory, list(vector)))
                old.append((prior, list(row["embedding"])))
            stored.append(memory)
        if new:
            await self._writes.replace(new, old)
        if fresh:
            await self._writes.insert(fresh, new_ids=True)
        return stored

    def _expiring(self, memory: Memory) -> Memory:
        """The memory with its expires_at resolved (the type's default when None)."""
        if memory.expires_at is not None:
            return memory
        expiry = self._default_expiry(memory) if self._default_expiry else 0
        return memory.model_copy(update={"expires_at": expiry})

    def _locked(self, user_id: str) -> contextlib.AbstractAsyncContextManager[None]:
        """Held around a read and the replacement of what was read (see row_lock)."""
        return self._core.place.locked(user_id, self.row_lock)

    async def update(
        self,
        user_id: str,
        memory_id: str,
        patch: MemoryPatch,
        vector: Sequence[float] | None = None,
    ) -> Memory | None:
        """Raises InvalidMemory (nothing written) when the patched memory would not fit."""
        async with self._locked(user_id):
            rows = await self._reads.rows(user_id, memory_id, with_vector=True)
            if not rows:
                return None
            row = rows[0]
            changes = patch.model_dump(exclude_none=True)
            before = self._core.from_row(row)
            memory = before.model_copy(update={**changes, "updated_at": now_ms()})
            if "content" in changes:
                memory = Memory.model_validate({**memory.model_dump(), "content_hash": ""})
            check_memory(memory)
            new = list(vector) if vector is not None else list(row["embedding"])
            await self._writes.replace([(memory, new)], [(before, list(row["embedding"]))])
            return memory

    async def forget(self, user_id: str, memory_id: str) -> bool:
        """Under the user's row lock: a replacement read before it by another process
        would put the row back."""
        async with self._locked(user_id):
            await self._writes.restores.forgotten(user_id, memory_id=memory_id)
            if not await self._reads.rows(user_id, memory_id):
                return False
            expr = f"{filters.eq_id(memory_id)} and " + filters.eq_key(
                "user_key", filters.key_of(user_id)
            )
            await self._writes.delete(user_id, expr)
            return True

    async def forget_by_scope(self, scope: Scope) -> int:
        expr = filters.scope_filter(
            scope.user_id,
            scope.project_id,
            all_projects=scope.project_id is None,
            include_archived=True,
        )
        async with self._locked(scope.user_id):  # as forget()
            await self._writes.restores.forgotten(scope.user_id, project_id=scope.project_id)
            found = await self._core.count(scope.user_id, expr, scan=True)
            if found:
                await self._writes.delete(scope.user_id, expr)
            return found

    async def touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        """One read and one write for the user's counted memories (a concurrent edit
        of one of them between the two may be lost: counters are written rarely)."""
        async with self._locked(user_id):
            ids = [i for i in usage if filters.is_memory_id(i)][:MAX_QUERY]
            if not ids:
                return 0
            key = filters.eq_key("user_key", filters.key_of(user_id))
            fields = [*self._core.fields, "embedding"]
            rows = await self._core.query(
                user_id, f"{filters.in_ids(ids)} and {key}", fields, len(ids)
            )
            new, old = [], []
            for row in rows:
                prior = self._core.from_row(row)
                count, at = usage[prior.id]
                changed = prior.model_copy(
                    update={
                        "access_count": prior.access_count + count,
                        "last_accessed": max(prior.last_accessed, at),
                    }
                )
                vector = [float(x) for x in row["embedding"]]
                new.append((changed, vector))
                old.append((prior, vector))
            if new:
                await self._writes.replace(new, old, same_terms=True)
            return len(new)
