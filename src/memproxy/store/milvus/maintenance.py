"""Work over the whole collection, run by commands with the sidecar stopped (re-sealing
under a new key, re-embedding) or by the retention pruner (expired rows)."""

from __future__ import annotations

import builtins
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from memproxy.domain import Memory
from memproxy.store import filters
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus.core import SCAN_PAGE_S, Core
from memproxy.store.milvus.pool import Lane
from memproxy.store.milvus.writes import Writes
from memproxy.store.schema import EXPIRES

log = logging.getLogger(__name__)
_SAME_VECTOR = 0.9999
"""reembed: a stored vector at this cosine or more to the new one is kept as it is."""
VectorsOf = Callable[[Sequence[str]], Awaitable[npt.NDArray[np.float32]]]
"""Texts to their vectors, one row each (memproxy.embed.document.document_vectors)."""


class Maintenance:
    def __init__(self, core: Core, writes: Writes) -> None:
        self._core = core
        self._writes = writes

    async def pages(self, batch: int) -> AsyncIterator[builtins.list[dict[str, Any]]]:
        """Every row of the collection, vectors included, a page at a time (by id: a row
        rewritten in place keeps its id, so it is never read twice)."""
        client = self._core.need()
        iterator = await self._core.call(
            client.query_iterator,
            self._core.collection,
            batch_size=batch,
            filter='id != ""',
            output_fields=[*self._core.fields, "embedding"],
            budget_s=SCAN_PAGE_S,
        )
        try:
            while rows := await self._core.call(iterator.next, budget_s=SCAN_PAGE_S):
                yield [dict(row) for row in rows]
        finally:
            with contextlib.suppress(StoreUnavailable):
                await self._core.call(iterator.close)

    async def reseal(self, batch: int = 500) -> int:
        """Rewrite every row not sealed with the cipher's current key (key rotation, or
        rows written before encryption was on): opened with any key of the ring, sealed
        with the primary, blind index rebuilt. Returns how many rows were rewritten. Run
        it with the sidecar stopped (`memproxy rotate-key`)."""
        current = self._core.cipher.key_id_of(self._core.cipher.seal("", "probe"))
        stale: list[tuple[Memory, builtins.list[float]]] = []
        async for rows in self.pages(batch):
            for row in rows:
                if self._core.cipher.key_id_of(str(row["content"])) != current:
                    vector = [float(x) for x in row["embedding"]]
                    stale.append((self._core.from_row(row), vector))
        for start in range(0, len(stale), batch):
            part = stale[start : start + batch]
            await self._writes.replace(part, part)
        return len(stale)

    async def reembed(self, vectors: VectorsOf, batch: int = 256) -> tuple[int, int]:
        """Give every row the vector `vectors` makes of its content now, where that
        differs from the stored one (cosine under 0.9999): memories stored before their
        vector became the mean of their sentences', or by another embedding model of
        the same dimension. Everything else about a row is kept. Returns (rows read,
        rows rewritten); a second run rewrites none. Run it with the sidecar stopped
        (`memproxy reembed`)."""
        read = rewritten = 0
        async for rows in self.pages(batch):
            memories = [self._core.from_row(row) for row in rows]
            old = np.asarray([row["embedding"] for row in rows], dtype=np.float32)
            new = np.asarray(await vectors([m.content for m in memories]), dtype=np.float32)
            if new.shape != old.shape:
                raise ValueError(
                    f"the embedder makes {new.shape[-1]}-d vectors and the collection holds "
                    f"{old.shape[-1]}-d ones: for another dimension, export each user's "
                    "memories (memproxy memories export) and import them into a new collection"
                )
            moved = np.einsum("ij,ij->i", old, new) < _SAME_VECTOR
            by_user: dict[str, list[int]] = {}
            for n in np.flatnonzero(moved):
                by_user.setdefault(memories[n].user_id, []).append(int(n))
            for picked in by_user.values():
                await self._writes.replace(
                    [(memories[n], new[n].tolist()) for n in picked],
                    [(memories[n], old[n].tolist()) for n in picked],
                    same_terms=True,
                )
            read += len(rows)
            rewritten += int(moved.sum())
            log.info("reembed: %d rows read, %d rewritten", read, rewritten)
        return read, rewritten

    async def prune_expired(self, now: int, limit: int) -> int:
        """Delete up to limit memories (any user) whose expires_at has passed."""
        if EXPIRES not in self._core.fields:
            return 0
        client = self._core.need()
        expr = f"{EXPIRES} > 0 and {EXPIRES} <= {int(now)}"
        level = self._core.place.scan_where()
        rows = await self._core.rpc(
            client.query,
            self._core.collection,
            filter=expr,
            output_fields=["id"],
            limit=limit,
            **level,
        )
        ids = [str(r["id"]) for r in rows if filters.is_memory_id(str(r["id"]))]
        if not ids:
            return 0
        listed = filters.in_ids(ids)
        await self._core.rpc(
            client.delete, self._core.collection, filter=f"{listed} and {expr}", lane=Lane.WRITE
        )
        return len(ids)
