"""The durable extraction job queue, as its workers see it: job:{id} hashes in the
q:due / q:lease zsets and the q:dead set. Jobs enter it with the turns they take
(memproxy.state.redis.turns)."""

from __future__ import annotations

import json

import redis.asyncio as aioredis

from memproxy.state.base import Job, JobInfo, QueueStats, SessionKey, StoredTurn
from memproxy.state.redis.core import NOW, RedisBackend

# KEYS due lease; ARGV job_key_prefix lease_ms
# A job is taken only while its user's busy key (held for the lease, PX) is free or its own,
# and only when it is the oldest of its user's unfinished jobs (the head of u:{uh}:order):
# a job waiting out a retry holds back the user's later ones, so a correction is never
# learned before the fact it corrects.
_CLAIM = (
    NOW
    + """
local lease_ms = tonumber(ARGV[2])
local function grab(id, jk, busy, expired)
  redis.call('ZREM', KEYS[1], id)
  local lease_end = now + lease_ms
  redis.call('ZADD', KEYS[2], lease_end, id)
  if busy then redis.call('SET', busy, id, 'PX', lease_ms) end
  redis.call('HSET', jk, 'state', 'leased', 'lease_until', ms(lease_end))
  if expired then
    redis.call('HINCRBY', jk, 'attempts', 1)
    redis.call('HSET', jk, 'last_error', 'lease expired')
  end
  return {id, redis.call('HGETALL', jk)}
end
local function take(zset, expired)
  for offset = 0, 900, 100 do
    local ids = redis.call('ZRANGEBYSCORE', zset, '-inf', now, 'LIMIT', offset, 100)
    for _, id in ipairs(ids) do
      local jk = ARGV[1] .. id
      if redis.call('EXISTS', jk) == 0 then  -- forgotten meanwhile
        redis.call('ZREM', KEYS[1], id); redis.call('ZREM', KEYS[2], id)
      else
        local busy, order = unpack(redis.call('HMGET', jk, 'busy', 'order'))
        local holder = busy and redis.call('GET', busy)
        local head = order and redis.call('ZRANGE', order, 0, 0)[1]
        if (not holder or holder == id) and (not head or head == id) then
          return grab(id, jk, busy, expired)
        end
        -- Held back by its user's oldest job: that one, retried, is due later than the
        -- user's newer jobs and may lie past this scan's 1,000; take it when it is due
        -- (else a backlog of held-back jobs filled the window and nothing was claimed).
        if not holder and head and head ~= id and not expired then
          local due = redis.call('ZSCORE', KEYS[1], head)
          local hk = ARGV[1] .. head
          if due and tonumber(due) <= now and redis.call('EXISTS', hk) == 1 then
            return grab(head, hk, busy, false)
          end
        end
      end
    end
    if #ids < 100 then return nil end
  end
  return nil
end
return take(KEYS[2], true) or take(KEYS[1], false) or false
"""
)
_FREE = """local function free(jk, id, finished)
  local busy, order = unpack(redis.call('HMGET', jk, 'busy', 'order'))
  if busy and redis.call('GET', busy) == id then redis.call('DEL', busy) end
  if finished and order then redis.call('ZREM', order, id) end
end
"""
# KEYS lease; ARGV job_key id lease_ms: the job's lease and its user's busy key, extended
# while the job is still leased (and the busy key still its own).
_RENEW = (
    NOW
    + """
if redis.call('HGET', ARGV[1], 'state') ~= 'leased' then return 0 end
local lease_end = now + tonumber(ARGV[3])
redis.call('ZADD', KEYS[1], 'XX', lease_end, ARGV[2])
redis.call('HSET', ARGV[1], 'lease_until', ms(lease_end))
local busy = redis.call('HGET', ARGV[1], 'busy')
if busy and redis.call('GET', busy) == ARGV[2] then
  redis.call('PEXPIRE', busy, tonumber(ARGV[3]))
end
return 1
"""
)
# KEYS due lease dead; ARGV job_key id
_ACK = (
    _FREE
    + """free(ARGV[1], ARGV[2], true)
local idx = redis.call('HGET', ARGV[1], 'index')
if idx then redis.call('SREM', idx, ARGV[2]) end
redis.call('DEL', ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[2]); redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('SREM', KEYS[3], ARGV[2])
return 1
"""
)
# KEYS due lease dead; ARGV job_key id error delay_ms ('' = dead-letter) attempt_step
_RELEASE = (
    NOW
    + _FREE
    + """
local state = redis.call('HGET', ARGV[1], 'state')
if not state or state == 'dead' then return 0 end
free(ARGV[1], ARGV[2], ARGV[4] == '')
redis.call('ZREM', KEYS[1], ARGV[2]); redis.call('ZREM', KEYS[2], ARGV[2])
redis.call('HINCRBY', ARGV[1], 'attempts', tonumber(ARGV[5]))
redis.call('HSET', ARGV[1], 'last_error', ARGV[3], 'lease_until', '0')
if ARGV[4] == '' then
  redis.call('HSET', ARGV[1], 'state', 'dead')
  redis.call('SADD', KEYS[3], ARGV[2])
else
  local due = now + tonumber(ARGV[4])
  redis.call('HSET', ARGV[1], 'state', 'pending', 'due_at', ms(due))
  redis.call('ZADD', KEYS[1], due, ARGV[2])
end
return 1
"""
)


class RedisJobQueue(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._claim, self._renew, self._ack, self._release = (
            client.register_script(s) for s in (_CLAIM, _RENEW, _ACK, _RELEASE)
        )

    async def claim(self, lease_seconds: float) -> Job | None:
        """An expired lease first (its worker is gone: attempts += 1), else the oldest due job;
        never one of a user whose busy key another live lease holds (scans 1,000 per zset)."""
        got = await self._claim(
            keys=self._q[:2], args=[f"{self._p}:job:", int(lease_seconds * 1000)]
        )
        if not got:
            return None
        job_id, flat = got
        h = dict(zip(flat[::2], flat[1::2], strict=True))
        return Job(
            id=job_id,
            key=SessionKey(h["user"], h["session"], h["project"]),
            turns=tuple(StoredTurn(**t) for t in json.loads(h["turns"])),
            reason=h["reason"],
            attempts=int(h["attempts"]),
            created_at=int(h["created_at"]),
            last_error=h["last_error"],
        )

    async def renew(self, job_id: str, lease_seconds: float) -> bool:
        args: list[str | int] = [f"{self._p}:job:{job_id}", job_id, int(lease_seconds * 1000)]
        return bool(await self._renew(keys=self._q[1:2], args=args))

    async def ack(self, job_id: str) -> None:
        await self._ack(keys=self._q, args=[f"{self._p}:job:{job_id}", job_id])

    async def retry(
        self, job_id: str, error: str, delay_seconds: float, count_attempt: bool = True
    ) -> None:
        args: list[str | int] = [
            f"{self._p}:job:{job_id}",
            job_id,
            error[:2000],
            int(delay_seconds * 1000),
            int(count_attempt),
        ]
        await self._release(keys=self._q, args=args)

    async def dead_letter(self, job_id: str, error: str) -> None:
        await self._release(
            keys=self._q, args=[f"{self._p}:job:{job_id}", job_id, error[:2000], "", 1]
        )

    async def job_exists(self, job_id: str) -> bool:
        return bool(await self._r.exists(f"{self._p}:job:{job_id}"))

    async def stats(self) -> QueueStats:
        async with self._r.pipeline(transaction=False) as p:
            p.zcard(self._q[0])
            p.zcard(self._q[1])
            p.scard(self._q[2])
            p.get(f"{self._p}:q:rejected")
            pending, leased, dead, rejected = await p.execute()
        return QueueStats(int(pending), int(leased), int(dead), int(rejected or 0))

    async def jobs_of(self, user_id: str) -> list[JobInfo]:
        projects = await self._r.hgetall(f"{self._user(user_id)}:projects")
        out: list[JobInfo] = []
        for project_id in sorted(str(p) for p in projects):
            members = await self._r.smembers(f"{self._scope(user_id, project_id)}:jobs")
            for job_id in sorted(str(m) for m in members):
                raw = await self._r.hgetall(f"{self._p}:job:{job_id}")
                h = {str(k): str(v) for k, v in raw.items()}
                if not h:
                    continue
                n = len(json.loads(h.get("turns") or "[]"))
                out.append(
                    JobInfo(
                        str(job_id),
                        SessionKey(user_id, h.get("session", ""), project_id),
                        h.get("state", ""),
                        h.get("reason", ""),
                        n,
                        int(h.get("attempts", 0)),
                        int(h.get("created_at", 0)),
                        h.get("last_error", ""),
                    )
                )
        return sorted(out, key=lambda j: (j.created_at, j.id))
