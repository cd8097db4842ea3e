"""EncryptedStateStore: any StateStore with turns and stored responses sealed at rest.

Turn texts, a response's input and output items and a session's current state are
sealed (memproxy.crypto, AES-256-GCM, bound to their user) before the inner store
writes them, and opened on every read, jobs included: the SQLite file and the Redis
keys hold no conversation text. Ids, times and counters stay readable (the stores
index and scope by them).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from memproxy.crypto import Cipher
from memproxy.state.base import (
    Job,
    JobInfo,
    PrunableKind,
    QueueStats,
    ResponseRecord,
    SessionInfo,
    SessionKey,
    StateStore,
    StoredTurn,
)
from memproxy.state.session_state import SessionState


class EncryptedStateStore:
    def __init__(self, inner: StateStore, cipher: Cipher) -> None:
        self.inner = inner
        self._cipher = cipher

    # sealing ----------------------------------------------------------------------
    def _seal_items(self, items: list[dict[str, Any]], aad: str) -> list[dict[str, Any]]:
        return [{"enc": self._cipher.seal(json.dumps(items), aad)}] if items else []

    def _open_items(self, items: list[dict[str, Any]], aad: str) -> list[dict[str, Any]]:
        if len(items) == 1 and set(items[0]) == {"enc"}:
            opened: list[dict[str, Any]] = json.loads(self._cipher.open(items[0]["enc"], aad))
            return opened
        return items

    def _seal_record(self, r: ResponseRecord) -> ResponseRecord:
        aad = f"{r.user_id}:{r.response_id}"
        return replace(
            r,
            input_items=self._seal_items(r.input_items, f"{aad}:in"),
            output_items=self._seal_items(r.output_items, f"{aad}:out"),
        )

    def _open_record(self, r: ResponseRecord) -> ResponseRecord:
        aad = f"{r.user_id}:{r.response_id}"
        return replace(
            r,
            input_items=self._open_items(r.input_items, f"{aad}:in"),
            output_items=self._open_items(r.output_items, f"{aad}:out"),
        )

    def _seal_turn(self, user_id: str, t: StoredTurn) -> StoredTurn:
        return replace(t, text=self._cipher.seal(t.text, f"{user_id}:turn"))

    def _open_turn(self, user_id: str, t: StoredTurn) -> StoredTurn:
        return replace(t, text=self._cipher.open(t.text, f"{user_id}:turn"))

    def _open_job(self, job: Job | None) -> Job | None:
        if job is None:
            return None
        turns = tuple(self._open_turn(job.key.user_id, t) for t in job.turns)
        return replace(job, turns=turns)

    # conversations ------------------------------------------------------------------
    async def save_response(self, record: ResponseRecord) -> None:
        await self.inner.save_response(self._seal_record(record))

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None:
        found = await self.inner.get_response(user_id, response_id)
        return self._open_record(found) if found else None

    async def chain(
        self, user_id: str, response_id: str, max_depth: int = 64
    ) -> list[ResponseRecord] | None:
        found = await self.inner.chain(user_id, response_id, max_depth)
        return [self._open_record(r) for r in found] if found else found

    async def append_turns(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int
    ) -> Job | None:
        sealed = [self._seal_turn(key.user_id, t) for t in turns]
        return self._open_job(await self.inner.append_turns(key, sealed, batch_size))

    async def flush(self, key: SessionKey, reason: str = "flush") -> Job | None:
        return self._open_job(await self.inner.flush(key, reason))

    async def flush_idle(self, idle_seconds: float, limit: int = 100) -> list[Job]:
        jobs = await self.inner.flush_idle(idle_seconds, limit)
        return [j for j in map(self._open_job, jobs) if j is not None]

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        turns = await self.inner.recent_turns(key, n)
        return [self._open_turn(key.user_id, t) for t in turns]

    async def claim(self, lease_seconds: float) -> Job | None:
        return self._open_job(await self.inner.claim(lease_seconds))

    # current states (context compression): their data is conversation content -------
    def _state_aad(self, key: SessionKey) -> str:
        return f"{key.user_id}:{key.project_id}:{key.session_id}:state"

    async def save_state(self, key: SessionKey, state: SessionState, ttl_seconds: float) -> bool:
        sealed = {"enc": self._cipher.seal(json.dumps(state.data), self._state_aad(key))}
        return await self.inner.save_state(key, replace(state, data=sealed), ttl_seconds)

    async def load_state(self, key: SessionKey) -> SessionState | None:
        found = await self.inner.load_state(key)
        if found is None or set(found.data) != {"enc"}:
            return found
        data = json.loads(self._cipher.open(str(found.data["enc"]), self._state_aad(key)))
        return replace(found, data=data)

    # the rest holds no conversation text ---------------------------------------------
    async def start(self) -> None:
        await self.inner.start()

    async def close(self) -> None:
        await self.inner.close()

    async def healthy(self) -> bool:
        return await self.inner.healthy()

    async def sessions_of(self, user_id: str) -> list[SessionKey]:
        return await self.inner.sessions_of(user_id)

    async def announce_writes(self, origin: str, user_ids: Sequence[str]) -> None:
        await self.inner.announce_writes(origin, user_ids)

    async def writes_after(self, cursor: str | None, origin: str) -> tuple[list[str], str]:
        return await self.inner.writes_after(cursor, origin)

    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool:
        return await self.inner.try_lock(name, owner, lease_ms)

    async def unlock(self, name: str, owner: str) -> None:
        await self.inner.unlock(name, owner)

    async def session_infos(self, user_id: str) -> list[SessionInfo]:
        """Counts and times only: nothing to open."""
        return await self.inner.session_infos(user_id)

    async def jobs_of(self, user_id: str) -> list[JobInfo]:
        """No turn text (a count): nothing to open."""
        return await self.inner.jobs_of(user_id)

    async def renew(self, job_id: str, lease_seconds: float) -> bool:
        return await self.inner.renew(job_id, lease_seconds)

    async def ack(self, job_id: str) -> None:
        await self.inner.ack(job_id)

    async def retry(
        self, job_id: str, error: str, delay_seconds: float, count_attempt: bool = True
    ) -> None:
        await self.inner.retry(job_id, error, delay_seconds, count_attempt)

    async def dead_letter(self, job_id: str, error: str) -> None:
        await self.inner.dead_letter(job_id, error)

    async def job_exists(self, job_id: str) -> bool:
        return await self.inner.job_exists(job_id)

    async def stats(self) -> QueueStats:
        return await self.inner.stats()

    async def prune(self, kind: PrunableKind, before: int, limit: int) -> int:
        return await self.inner.prune(kind, before, limit)

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        return await self.inner.forget(user_id, project_id)
