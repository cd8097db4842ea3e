"""A session's turns (u:{uh}:p:{ph}:s:{sh}:turns lists), taken into extraction jobs in
batches (the queue's producer): one script records them and enqueues the job."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import redis.asyncio as aioredis

from memproxy.state.base import Job, QueueFull, SessionInfo, SessionKey, StoredTurn, new_job_id
from memproxy.state.redis.core import NOW, RedisBackend, digest

# KEYS meta turns sessions projects ujobs due lease rejected job busy order idle age_s
# ARGV user project ph session sh batch max_queue max_turns job_id reason (fragment created)*
_APPEND = (
    NOW
    + """
local n = (#ARGV - 10) / 2
if n == 0 and redis.call('EXISTS', KEYS[1]) == 0 then return {0, '', ms(now)} end
local nxt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
local taken = tonumber(redis.call('HGET', KEYS[1], 'taken') or '0')
for i = 0, n - 1 do
  local created = tonumber(ARGV[12 + 2 * i])
  if created == 0 then created = now end
  redis.call('RPUSH', KEYS[2], ARGV[11 + 2 * i] .. ',"index":' .. ms(nxt) ..
    ',"created_at":' .. ms(created) .. '}')
  nxt = nxt + 1
end
if n > 0 then
  redis.call('HSET', KEYS[1], 'next', ms(nxt), 'taken', ms(taken), 'user', ARGV[1],
    'project', ARGV[2], 'session', ARGV[4])
  redis.call('HSETNX', KEYS[3], ARGV[4], ARGV[5])
  redis.call('HSETNX', KEYS[4], ARGV[2], ARGV[3])
  redis.call('ZADD', KEYS[13], now, KEYS[1])
end
local status, turns = 0, ''
local pending = nxt - taken
if pending > 0 and pending >= tonumber(ARGV[6]) then
  if redis.call('ZCARD', KEYS[6]) + redis.call('ZCARD', KEYS[7]) >= tonumber(ARGV[7]) then
    redis.call('INCR', KEYS[8])
    status = 2
  else
    turns = '[' .. table.concat(redis.call('LRANGE', KEYS[2], -pending, -1), ',') .. ']'
    redis.call('HSET', KEYS[9], 'user', ARGV[1], 'project', ARGV[2], 'session', ARGV[4],
      'reason', ARGV[10], 'turns', turns, 'attempts', '0', 'created_at', ms(now),
      'due_at', ms(now), 'lease_until', '0', 'last_error', '', 'state', 'pending',
      'index', KEYS[5], 'busy', KEYS[10], 'order', KEYS[11])
    redis.call('ZADD', KEYS[6], now, ARGV[9])
    redis.call('ZADD', KEYS[11], 0, ARGV[9])
    redis.call('SADD', KEYS[5], ARGV[9])
    taken = nxt
    redis.call('HSET', KEYS[1], 'taken', ms(taken))
    status = 1
  end
end
if nxt > taken then redis.call('ZADD', KEYS[12], now, KEYS[1])
else redis.call('ZREM', KEYS[12], KEYS[1]) end
local len = redis.call('LLEN', KEYS[2])
local drop = math.min(len - tonumber(ARGV[8]), taken - (nxt - len))
if drop > 0 then redis.call('LTRIM', KEYS[2], drop, -1) end
return {status, turns, ms(now)}
"""
)


class RedisTurns(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._append = client.register_script(_APPEND)

    async def append_turns(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int
    ) -> Job | None:
        return await self._enqueue(key, turns, batch_size, "batch")

    async def flush(self, key: SessionKey, reason: str = "flush") -> Job | None:
        return await self._enqueue(key, (), 1, reason)

    async def _enqueue(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int, reason: str
    ) -> Job | None:
        scope = self._scope(key.user_id, key.project_id)
        sh, job_id = digest(key.session_id), new_job_id()
        keys = [
            f"{scope}:s:{sh}:meta",
            f"{scope}:s:{sh}:turns",
            f"{scope}:sessions",
            f"{self._user(key.user_id)}:projects",
            f"{scope}:jobs",
            *self._q[:2],
            f"{self._p}:q:rejected",
            f"{self._p}:job:{job_id}",
            f"{self._user(key.user_id)}:busy",
            f"{self._user(key.user_id)}:order",
            self._idle,
            self._age_s,
        ]
        args: list[Any] = [
            key.user_id,
            key.project_id,
            digest(key.project_id),
            key.session_id,
            sh,
            max(1, batch_size),
            self._max_queue,
            self._max_turns,
            job_id,
            reason,
        ]
        for t in turns:
            body = {"role": t.role, "text": t.text, "response_id": t.response_id}
            args += [json.dumps(body, ensure_ascii=False)[:-1], t.created_at]
        status, raw, now = await self._append(keys=keys, args=args)
        if int(status) == 2:
            raise QueueFull.at(self._max_queue)
        if int(status) != 1:
            return None
        job_turns = tuple(StoredTurn(**t) for t in json.loads(raw))
        return Job(job_id, key, job_turns, reason, 0, int(now))

    async def flush_idle(self, idle_seconds: float, limit: int = 100) -> list[Job]:
        (secs, micros) = await self._r.time()
        before = secs * 1000 + micros // 1000 - int(idle_seconds * 1000)
        metas = await self._r.zrangebyscore(self._idle, "-inf", before, start=0, num=max(0, limit))
        jobs: list[Job] = []
        for meta in (str(m) for m in metas):
            user, project, session = await self._r.hmget(meta, ["user", "project", "session"])
            if user is None or project is None or session is None:  # forgotten meanwhile
                await self._r.zrem(self._idle, meta)
                continue
            try:
                job = await self.flush(SessionKey(str(user), str(session), str(project)), "idle")
            except QueueFull:
                if not jobs:
                    raise
                break
            if job is not None:
                jobs.append(job)
        return jobs

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        if n <= 0:
            return []
        scope = self._scope(key.user_id, key.project_id)
        raws = await self._r.lrange(f"{scope}:s:{digest(key.session_id)}:turns", -n, -1)
        return [StoredTurn(**json.loads(r)) for r in raws]

    async def sessions_of(self, user_id: str) -> list[SessionKey]:
        projects = await self._r.hgetall(f"{self._user(user_id)}:projects")
        out: list[SessionKey] = []
        for project_id in sorted(str(p) for p in projects):
            sessions = await self._r.hkeys(f"{self._scope(user_id, project_id)}:sessions")
            out += [SessionKey(user_id, str(s), project_id) for s in sorted(sessions)]
        return out

    async def session_infos(self, user_id: str) -> list[SessionInfo]:
        """From each session's meta (turn counts) and its first and last kept turn."""
        out: list[SessionInfo] = []
        for key in await self.sessions_of(user_id):
            base = f"{self._scope(user_id, key.project_id)}:s:{digest(key.session_id)}"
            meta = {str(k): str(v) for k, v in (await self._r.hgetall(f"{base}:meta")).items()}
            ends = [await self._r.lindex(f"{base}:turns", i) for i in (0, -1)]
            times = [int(json.loads(t).get("created_at", 0)) if t else 0 for t in ends]
            out.append(
                SessionInfo(key, int(meta.get("next", 0)), int(meta.get("taken", 0)), *times)
            )
        return sorted(out, key=lambda i: (i.created_at, i.key.session_id))
