"""Context records in the state store's Redis (same server and prefix, own keys).

Ids appear in key names only as sha256 hex digests (no id can reach another user's keys):
  {prefix}:ctx:{uh}:all            zset of the user's record ids, score: created_at (ms)
  {prefix}:ctx:{uh}:s:{sh}         zset of one session's record ids
  {prefix}:ctx:{uh}:p:{ph}         zset of one project's record ids
  {prefix}:ctx:{uh}:r:{idh}        the record's JSON, expiring with the retention's age
  {prefix}:ctx:{uh}:rc             zset of the user's learning receipts' job ids
  {prefix}:ctx:{uh}:j:{jh}         a receipt's JSON, expiring with the retention's age
Each save trims the user's index to the retention (age and count) and deletes what falls
out; the session and project indexes are trimmed by age and read through the record keys.
"""

from __future__ import annotations

import builtins
import hashlib

import redis.asyncio as aioredis

from memproxy.backends import connect_redis
from memproxy.context.record import ContextRecord
from memproxy.context.retention import Retention
from memproxy.domain import now_ms


def _h(value: str) -> str:
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()


class RedisContextStore:
    def __init__(
        self, url: str, retention: Retention, prefix: str = "memproxy", timeout: float = 5.0
    ) -> None:
        self._url = url
        self._retention = retention
        self._p = prefix
        self._timeout = timeout
        self._client: aioredis.Redis | None = None

    @property
    def _r(self) -> aioredis.Redis:
        if self._client is None:
            raise RuntimeError("context store not started")
        return self._client

    async def start(self) -> None:
        client = await connect_redis(self._url, self._timeout)
        self._client = client

    async def close(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    def _user(self, user_id: str) -> str:
        return f"{self._p}:ctx:{_h(user_id)}"

    def _key(self, user_id: str, context_id: str) -> str:
        return f"{self._user(user_id)}:r:{_h(context_id)}"

    async def save(self, record: ContextRecord) -> None:
        user = self._user(record.user_id)
        indexes = [
            f"{user}:all",
            f"{user}:s:{_h(record.session_id)}",
            f"{user}:p:{_h(record.project_id)}",
        ]
        keep_ms = max(1, record.created_at + self._retention.max_age_ms - now_ms())
        async with self._r.pipeline(transaction=True) as tx:
            tx.set(self._key(record.user_id, record.id), record.model_dump_json(), px=keep_ms)
            for index in indexes:
                tx.zadd(index, {record.id: record.created_at})
                tx.pexpire(index, self._retention.max_age_ms)
            await tx.execute()
        await self._prune(record.user_id, indexes)

    async def _prune(self, user_id: str, indexes: list[str]) -> None:
        """The retention rule (memproxy.context.retention) for one user."""
        cutoff = self._retention.cutoff(now_ms())
        index = f"{self._user(user_id)}:all"
        extra = await self._r.zrange(index, 0, -(self._retention.max_per_user + 1))
        old = await self._r.zrangebyscore(index, "-inf", f"({cutoff}")
        gone = sorted({str(i) for i in [*extra, *old]})
        async with self._r.pipeline(transaction=True) as tx:
            for name in indexes:
                tx.zremrangebyscore(name, "-inf", f"({cutoff}")
                if gone:
                    tx.zrem(name, *gone)
            if gone:
                tx.delete(*(self._key(user_id, i) for i in gone))
            await tx.execute()

    async def get(self, user_id: str, context_id: str) -> ContextRecord | None:
        body = await self._r.get(self._key(user_id, context_id))
        if body is None:
            return None
        record = ContextRecord.model_validate_json(body)
        return record if record.user_id == user_id and record.id == context_id else None

    async def list(
        self, user_id: str, session_id: str | None = None, limit: int = 50
    ) -> list[ContextRecord]:
        user = self._user(user_id)
        index = f"{user}:all" if session_id is None else f"{user}:s:{_h(session_id)}"
        cutoff = self._retention.cutoff(now_ms())
        found = await self._r.zrevrangebyscore(index, "+inf", cutoff, start=0, num=max(0, limit))
        ids = [str(i) for i in found]
        if not ids:
            return []
        bodies = await self._r.mget([self._key(user_id, i) for i in ids])
        records = [ContextRecord.model_validate_json(b) for b in bodies if b is not None]
        return [r for r in records if r.user_id == user_id]

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        user = self._user(user_id)
        index = f"{user}:all" if project_id is None else f"{user}:p:{_h(project_id)}"
        ids = [str(i) for i in await self._r.zrange(index, 0, -1)]
        if project_id is None:
            keys = [k async for k in self._r.scan_iter(match=f"{user}:*", count=500)]
            if keys:
                await self._r.delete(*keys)
            return len(ids)
        async with self._r.pipeline(transaction=True) as tx:
            tx.delete(index)
            if ids:
                tx.delete(*(self._key(user_id, i) for i in ids))
                tx.zrem(f"{user}:all", *ids)
            await tx.execute()
        return len(ids)

    def _receipt_key(self, user_id: str, job_id: str) -> str:
        return f"{self._user(user_id)}:j:{_h(job_id)}"

    async def save_receipt(self, user_id: str, job_id: str, created_at: int, body: str) -> None:
        """Receipts follow the records' retention; a user forget's scan drops them."""
        index = f"{self._user(user_id)}:rc"
        keep_ms = max(1, created_at + self._retention.max_age_ms - now_ms())
        async with self._r.pipeline(transaction=True) as tx:
            tx.set(self._receipt_key(user_id, job_id), body, px=keep_ms)
            tx.zadd(index, {job_id: created_at})
            tx.pexpire(index, self._retention.max_age_ms)
            await tx.execute()
        cutoff = self._retention.cutoff(now_ms())
        extra = await self._r.zrange(index, 0, -(self._retention.max_per_user + 1))
        old = await self._r.zrangebyscore(index, "-inf", f"({cutoff}")
        gone = sorted({str(i) for i in [*extra, *old]})
        if gone:
            async with self._r.pipeline(transaction=True) as tx:
                tx.zrem(index, *gone)
                tx.delete(*(self._receipt_key(user_id, j) for j in gone))
                await tx.execute()

    async def receipts(self, user_id: str, limit: int = 50) -> builtins.list[tuple[str, str]]:
        index = f"{self._user(user_id)}:rc"
        cutoff = self._retention.cutoff(now_ms())
        found = await self._r.zrevrangebyscore(index, "+inf", cutoff, start=0, num=max(0, limit))
        jobs = [str(j) for j in found]
        if not jobs:
            return []
        bodies = await self._r.mget([self._receipt_key(user_id, j) for j in jobs])
        return [(j, str(b)) for j, b in zip(jobs, bodies, strict=True) if b is not None]

    async def receipt(self, user_id: str, job_id: str) -> str | None:
        body = await self._r.get(self._receipt_key(user_id, job_id))
        return None if body is None else str(body)
