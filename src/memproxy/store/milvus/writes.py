"""Writing rows: inserts (answered only as what is known to be stored), replacements
that never lose both the old and the new rows, and deletes."""

from __future__ import annotations

import asyncio
import builtins
import contextlib
import logging
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from memproxy.background import Background
from memproxy.domain import Memory
from memproxy.store import filters
from memproxy.store.base import StoreBusy, StoreUnavailable
from memproxy.store.milvus.core import Core
from memproxy.store.milvus.freshness import Freshness
from memproxy.store.milvus.placement import Rows
from memproxy.store.milvus.pool import Lane
from memproxy.store.schema import EXPIRES, to_row

log = logging.getLogger(__name__)


class Writes:
    def __init__(self, core: Core, fresh: Freshness) -> None:
        self._core = core
        self._fresh = fresh
        self.swaps = Background("a replacement")
        """Server replacements (delete, then insert) in flight: see _swap."""
        self.undos = Undos(core, fresh)
        self.restores = Restores(core, self)

    async def insert(
        self, rows: Rows, upsert: bool = False, same_terms: bool = False, new_ids: bool = False
    ) -> None:
        """One insert (or upsert) call per partition. An insert whose call failed is
        read back: stored after all, it is answered as stored; partly stored, or after
        an earlier call of it stored, what it wrote is deleted, so that a write answered
        as failed wrote nothing (a client may send it again).

        new_ids: the rows' ids are new (not a replacement's, whose ids are the old rows'):
        then every id of a failed call is deleted, a row that lands after the read-back
        too, and when the store does not answer the read-back or the delete, the delete
        is retried in the background until it does (Undos): the failure answered holds."""
        core = self._core
        client = core.need()
        write = client.upsert if upsert else client.insert
        groups: dict[str, builtins.list[dict[str, Any]]] = {}
        users = {memory.user_id for memory, _ in rows}
        for memory, vector in rows:
            row = to_row(
                memory,
                vector,
                core.terms,
                expiry=EXPIRES in core.fields,
                cipher=core.cipher,
            )
            groups.setdefault(core.place.partition(memory.user_id), []).append(row)
        with self._fresh.writing(users, same_terms):
            done: builtins.list[tuple[str, builtins.list[dict[str, Any]]]] = []
            for part, batch in groups.items():
                kwargs: dict[str, Any] = {"partition_name": part} if part else {}
                try:
                    await core.rpc(write, core.collection, batch, lane=Lane.WRITE, **kwargs)
                except StoreUnavailable as exc:
                    if upsert or not await self._landed(part, batch, exc, users, new_ids):
                        for written in done:
                            await self._undo(*written, exc, users, new_ids)
                        raise
                done.append((part, batch))
        await core.place.inserted(len(rows), len(groups), upsert, self._flush)

    async def _landed(
        self,
        part: str,
        batch: Sequence[dict[str, Any]],
        exc: Exception,
        users: set[str],
        new_ids: bool,
    ) -> bool:
        """Whether a failed insert's rows are stored after all (a call that timed out
        may have written them): read back; any row there and not all, it is undone."""
        if isinstance(exc, StoreBusy):
            return False  # it never ran
        ids = [str(row["id"]) for row in batch]
        try:
            found = await self.stored(part, ids)
        except StoreUnavailable as lost:
            if new_ids:
                self.undos.later(part, ids, users, str(exc))
                raise StoreUnavailable(
                    f"{exc}; its rows are deleted when the store answers ({lost})"
                ) from exc
            raise StoreUnavailable(f"{exc}; whether it was written is unknown ({lost})") from exc
        if len(found) == len(ids):
            log.info("milvus: an insert that failed (%s) was stored: answered as stored", exc)
            return True
        await self._undo(
            part, batch if new_ids else [r for r in batch if r["id"] in found], exc, users, new_ids
        )
        return False

    async def stored(self, part: str, ids: builtins.list[str]) -> set[str]:
        """Which of these ids of one insert call are stored (a Strong read)."""
        core = self._core
        where = {"partition_names": [part]} if part else {"consistency_level": "Strong"}
        rows = await core.rpc(
            core.need().query,
            core.collection,
            filter=filters.in_ids(ids),
            output_fields=["id"],
            limit=len(ids),
            **where,
        )
        return {str(r["id"]) for r in rows}

    async def _undo(
        self,
        part: str,
        rows: Sequence[dict[str, Any]],
        exc: Exception,
        users: set[str],
        new_ids: bool,
    ) -> None:
        """Delete rows an insert wrote before a later part of it failed: a write answered
        as failed leaves nothing behind."""
        if not rows:
            return
        ids = [str(row["id"]) for row in rows]
        try:
            await self.undos.delete(part, ids)
        except StoreUnavailable as lost:
            if new_ids:
                self.undos.later(part, ids, users, str(exc))
                return
            log.error("milvus: %d rows of a failed write (%s) not undone: %s", len(rows), exc, lost)

    async def _flush(self) -> bool:
        """Milvus Lite's flush (Placement.inserted says when). It runs on the store's one
        Lite thread like every other call, so no read runs while rows move from the
        table to segments: a write acknowledged is readable."""
        core = self._core
        try:
            await core.rpc(core.need().flush, core.collection, lane=Lane.WRITE)
        except StoreUnavailable as exc:
            log.warning("milvus lite: flush failed, retried on the next write (%s)", exc)
            return False
        return True

    async def replace(self, new: Rows, old: Rows, same_terms: bool = False) -> None:
        """Put `new` in place of the rows with the same ids (`old`), never losing both
        (Placement.replace)."""
        await self._core.place.replace(new, old, same_terms, self.insert, self._shielded_swap)

    async def _shielded_swap(self, new: Rows, old: Rows, same_terms: bool) -> None:
        swap = self.swaps.keep(asyncio.ensure_future(self._swap(new, old, same_terms)))
        await asyncio.shield(swap)

    async def _swap(self, new: Rows, old: Rows, same_terms: bool) -> None:
        """A delete, then an insert. Shielded: a caller cancelled between the delete and
        the insert (a usage flush cut short by shutdown) does not stop the insert, which
        would lose the rows; close() waits for swaps still running."""
        ids = filters.in_ids(m.id for m, _ in old if filters.is_memory_id(m.id))
        await self.delete(old[0][0].user_id, ids, same_terms)
        try:
            await self.insert(new, same_terms=same_terms)
        except StoreUnavailable:  # the same ids as the old rows: never deleted later
            try:
                await self.insert(old, same_terms=same_terms)
            except StoreUnavailable as exc:
                self.restores.later(old, same_terms, str(exc))
            raise

    async def delete(self, user_id: str, expr: str, same_terms: bool = False) -> None:
        core = self._core
        part = core.place.partition(user_id)
        kwargs: dict[str, Any] = {"partition_name": part} if part else {}
        with self._fresh.writing({user_id}, same_terms):
            await core.rpc(
                core.need().delete, core.collection, filter=expr, lane=Lane.WRITE, **kwargs
            )
            await core.place.deleted(lambda: self._settle(user_id))

    async def _settle(self, user_id: str) -> None:
        """A 2.3 server answers a delete without its timestamp, so a Session read after it
        waits for nothing and can still show the deleted rows (a forgotten pin stayed in
        the profile). One Strong read here, on the write path, makes the query nodes
        catch up with the delete, so the request path's Session and Bounded reads that
        follow see it without paying a time tick themselves."""
        key = filters.eq_key("user_key", filters.key_of(user_id))
        await self._core.query(user_id, key, ["id"], 1, level="Strong")

    async def drain(self, timeout_s: float) -> None:
        """Replacements whose callers were cancelled: let them land; the deletes of
        failed writes and the rows of failed replacements still waiting for the store."""
        await asyncio.gather(
            self.swaps.drain(timeout_s),
            self.undos.drain(timeout_s),
            self.restores.drain(timeout_s),
        )


UNDO_TRIES = 9
UNDO_FIRST_WAIT_S = 0.5
"""The first retry of an undo (or a restore) waits this long, each next one twice as
long (about four minutes in all, past a Milvus restart)."""


def _waits() -> Iterator[float]:
    wait = UNDO_FIRST_WAIT_S
    for _ in range(UNDO_TRIES):
        yield wait
        wait *= 2


class Undos:
    """The deletes that make a failed write's answer true: rows of an insert call whose
    outcome was unknown (the call failed, and the store did not answer the read-back)
    are deleted by id once the store answers, so that a client retrying the write
    stores it once. Ids are a new write's own: nothing else is deleted.

    A retry of the same write (its external_write_id) that finds such a row before its
    undo ran adopts it (keep): the row is then the retry's and is not deleted. Without
    that, the retry answered "stored" (or the learner skipped the fact as written) and
    the undo deleted the row afterwards: a write accepted and lost."""

    def __init__(self, core: Core, fresh: Freshness) -> None:
        self._core = core
        self._fresh = fresh
        self._pending = Background("a failed write's undo")
        self._waiting: set[str] = set()
        """Ids whose undo has not started its delete: a retry may still adopt them."""
        self._deleting: set[str] = set()
        """Ids whose undo's delete call is under way."""

    async def delete(self, part: str, ids: Sequence[str]) -> None:
        core = self._core
        kwargs: dict[str, Any] = {"partition_name": part} if part else {}
        await core.rpc(
            core.need().delete,
            core.collection,
            filter=filters.in_ids(ids),
            lane=Lane.WRITE,
            **kwargs,
        )

    def keep(self, memory_id: str) -> bool:
        """Whether a row found by its external_write_id stays: its undo, if one waits,
        is called off. False while the undo's delete is under way (the row is going)."""
        if memory_id in self._deleting:
            return False
        self._waiting.discard(memory_id)
        return True

    def later(self, part: str, ids: Sequence[str], users: set[str], why: str) -> None:
        self._waiting.update(ids)
        self._pending.keep(asyncio.ensure_future(self._retry(part, list(ids), set(users), why)))

    async def _retry(self, part: str, ids: builtins.list[str], users: set[str], why: str) -> None:
        for wait in _waits():
            await asyncio.sleep(wait)
            ids = [i for i in ids if i in self._waiting]
            if not ids:
                log.info("milvus: the rows of a failed write (%s) were kept by its retry", why)
                return
            self._waiting.difference_update(ids)
            self._deleting.update(ids)
            try:
                with self._fresh.writing(users, False):
                    await self.delete(part, ids)
            except StoreUnavailable:
                self._waiting.update(ids)
                continue
            finally:
                self._deleting.difference_update(ids)
            log.info("milvus: %d rows of a failed write (%s) deleted", len(ids), why)
            return
        self._waiting.difference_update(ids)
        log.error(
            "milvus: %d rows of a failed write (%s) not undone: the store never answered",
            len(ids),
            why,
        )

    async def drain(self, timeout_s: float) -> None:
        await self._pending.drain(timeout_s)


class Restores:
    """The old rows of a replacement whose insert and immediate restore both failed
    after its delete (the store went away in between): put back once the store answers,
    those of their ids not stored by then (the new rows may have landed after all).
    Before, they were logged as lost: a usage count during a Milvus restart deleted the
    memories it counted.

    A forget of the user (or of one of the rows) meanwhile calls the restore off, and
    waits for one under way, so that its delete takes what was put back: a forgotten
    memory never returns. `locked` (the user's row lock, set by the edits) is held around
    each put-back, as around every other read-then-write of a user's rows."""

    def __init__(self, core: Core, writes: Writes) -> None:
        self._core = core
        self._writes = writes
        self._pending = Background("a failed replacement's restore")
        self._waiting: dict[str, Memory] = {}
        """The rows still to put back, by id."""
        self._putting: dict[str, asyncio.Future[None]] = {}
        """A put-back under way, by user."""
        self.locked: Callable[[str], contextlib.AbstractAsyncContextManager[None]] = (
            lambda user_id: contextlib.nullcontext()
        )

    def later(self, old: Rows, same_terms: bool, why: str) -> None:
        log.warning("milvus: %d replaced rows put back when the store answers (%s)", len(old), why)
        self._waiting.update({memory.id: memory for memory, _ in old})
        self._pending.keep(asyncio.ensure_future(self._retry(list(old), same_terms, why)))

    async def forgotten(
        self, user_id: str, project_id: str | None = None, memory_id: str | None = None
    ) -> None:
        """The user's rows (of one project, or one row) are being forgotten: none of them
        is put back from now on, and a put-back under way ends first."""
        for waiting_id, memory in list(self._waiting.items()):
            if (
                memory.user_id == user_id
                and memory_id in (None, waiting_id)
                and project_id in (None, memory.project_id)
            ):
                del self._waiting[waiting_id]
        busy = self._putting.get(user_id)
        if busy is not None:
            with contextlib.suppress(Exception):
                await asyncio.shield(busy)

    async def _retry(self, old: Rows, same_terms: bool, why: str) -> None:
        user_id = old[0][0].user_id  # a replacement's rows are one user's
        for wait in _waits():
            await asyncio.sleep(wait)
            try:
                async with self.locked(user_id):
                    old = [(memory, vector) for memory, vector in old if memory.id in self._waiting]
                    if old:
                        await self._putting_back(user_id, old, same_terms)
            except Exception as exc:  # the store (or the row lock's state store) still away
                log.debug("milvus: replaced rows not put back yet (%s): %s", why, exc)
                continue
            self._done(old)
            if old:
                log.info("milvus: %d replaced rows put back (%s)", len(old), why)
            else:
                log.info("milvus: replaced rows not put back: forgotten meanwhile (%s)", why)
            return
        self._done(old)
        log.error("milvus: %d replaced rows lost: the store never answered (%s)", len(old), why)

    async def _putting_back(self, user_id: str, old: Rows, same_terms: bool) -> None:
        """The put-back, seen by a forget of the user while it runs (see forgotten)."""
        put = asyncio.ensure_future(self._put_back(old, same_terms))
        self._putting[user_id] = put
        try:
            await put
        finally:
            self._putting.pop(user_id, None)

    def _done(self, old: Rows) -> None:
        for memory, _ in old:
            self._waiting.pop(memory.id, None)

    async def _put_back(self, old: Rows, same_terms: bool) -> None:
        """The rows not stored by now (one user's: one partition) inserted again."""
        part = self._core.place.partition(old[0][0].user_id)
        stored = await self._writes.stored(part, [memory.id for memory, _ in old])
        missing = [(memory, vector) for memory, vector in old if memory.id not in stored]
        if missing:
            await self._writes.insert(missing, same_terms=same_terms)

    async def drain(self, timeout_s: float) -> None:
        await self._pending.drain(timeout_s)
