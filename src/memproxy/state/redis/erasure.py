"""Retention (memproxy.lifecycle, by the age:r / age:s zsets) and forgetting a user."""

from __future__ import annotations

import redis.asyncio as aioredis

from memproxy.state.base import PrunableKind
from memproxy.state.redis.core import RedisBackend, digest

# Retention (memproxy.lifecycle). KEYS age_r; ARGV before limit
_PRUNE_RESPONSES = """local n = 0
local keys = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', 0, ARGV[2])
for _, rk in ipairs(keys) do
  local index = redis.call('HGET', rk, 'index')
  if index then redis.call('SREM', index, string.match(rk, ':r:(%x+)$')) end
  n = n + redis.call('DEL', rk)
  redis.call('ZREM', KEYS[1], rk)
end
return {n, #keys}
"""
# KEYS age_s idle; ARGV before limit
_PRUNE_SESSIONS = """local n = 0
local metas = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1], 'LIMIT', 0, ARGV[2])
for _, meta in ipairs(metas) do
  local base = string.sub(meta, 1, -6)
  local scope = string.match(meta, '^(.*):s:%x+:meta$')
  local session = redis.call('HGET', meta, 'session')
  if session and scope then redis.call('HDEL', scope .. ':sessions', session) end
  n = n + redis.call('EXISTS', meta)
  redis.call('DEL', base .. ':turns', meta)
  redis.call('ZREM', KEYS[2], meta)
  redis.call('ZREM', KEYS[1], meta)
end
return {n, #metas}
"""
# Turns older than before, dropped from the head of each list (oldest first).
# KEYS age_s; ARGV before offset count
_PRUNE_TURNS = """local n, before = 0, tonumber(ARGV[1])
local metas = redis.call('ZRANGE', KEYS[1], ARGV[2], tonumber(ARGV[2]) + tonumber(ARGV[3]) - 1)
for _, meta in ipairs(metas) do
  local turns = string.sub(meta, 1, -6) .. ':turns'
  local drop = 0
  for _, raw in ipairs(redis.call('LRANGE', turns, 0, -1)) do
    if tonumber(cjson.decode(raw)['created_at']) < before then drop = drop + 1 else break end
  end
  if drop > 0 then redis.call('LTRIM', turns, drop, -1); n = n + drop end
end
return {n, #metas}
"""
# KEYS dead; ARGV job_key_prefix before limit
_PRUNE_DEAD = """local n = 0
for _, id in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if n >= tonumber(ARGV[3]) then break end
  local jk = ARGV[1] .. id
  if tonumber(redis.call('HGET', jk, 'created_at') or '0') < tonumber(ARGV[2]) then
    local index, order = unpack(redis.call('HMGET', jk, 'index', 'order'))
    if index then redis.call('SREM', index, id) end
    if order then redis.call('ZREM', order, id) end
    redis.call('DEL', jk)
    redis.call('SREM', KEYS[1], id)
    n = n + 1
  end
end
return n
"""
# KEYS projects due lease dead idle; ARGV user_base job_key_prefix [project ph]
_FORGET = """local n = 0
local function forget(ph)
  local base = ARGV[1] .. ':p:' .. ph
  for _, rh in ipairs(redis.call('SMEMBERS', base .. ':resps')) do
    n = n + redis.call('DEL', ARGV[1] .. ':r:' .. rh)
  end
  for _, sh in ipairs(redis.call('HVALS', base .. ':sessions')) do
    local s = base .. ':s:' .. sh
    redis.call('ZREM', KEYS[5], s .. ':meta')
    n = n + redis.call('LLEN', s .. ':turns')
    redis.call('DEL', s .. ':turns', s .. ':meta', s .. ':state')
  end
  for _, id in ipairs(redis.call('SMEMBERS', base .. ':jobs')) do
    if redis.call('GET', ARGV[1] .. ':busy') == id then redis.call('DEL', ARGV[1] .. ':busy') end
    redis.call('ZREM', ARGV[1] .. ':order', id)
    n = n + redis.call('DEL', ARGV[2] .. id)
    redis.call('ZREM', KEYS[2], id); redis.call('ZREM', KEYS[3], id)
    redis.call('SREM', KEYS[4], id)
  end
  redis.call('DEL', base .. ':resps', base .. ':sessions', base .. ':jobs')
end
if #ARGV == 4 then
  forget(ARGV[4])
  redis.call('HDEL', KEYS[1], ARGV[3])
else
  for _, ph in ipairs(redis.call('HVALS', KEYS[1])) do forget(ph) end
  redis.call('DEL', KEYS[1], ARGV[1] .. ':order')
end
return n
"""


class RedisErasure(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._forget = client.register_script(_FORGET)
        self._prunes = {
            kind: client.register_script(script)
            for kind, script in (
                ("responses", _PRUNE_RESPONSES),
                ("sessions", _PRUNE_SESSIONS),
                ("turns", _PRUNE_TURNS),
                ("dead_jobs", _PRUNE_DEAD),
            )
        }

    async def prune(self, kind: PrunableKind, before: int, limit: int) -> int:
        script = self._prunes.get(kind)
        if script is None:
            raise ValueError(f"no retention for {kind!r}")
        if kind == "dead_jobs":
            return int(await script(keys=[self._q[2]], args=[f"{self._p}:job:", before, limit]))
        if kind == "turns":  # every session's list, a page of `limit` sessions per call
            removed, offset = 0, 0
            while True:
                n, seen = await script(keys=[self._age_s], args=[before, offset, limit])
                removed, offset = removed + int(n), offset + int(seen)
                if int(seen) < limit:
                    return removed
        keys = [self._age_r] if kind == "responses" else [self._age_s, self._idle]
        n, _ = await script(keys=keys, args=[before, limit])
        return int(n)

    # forgetting -------------------------------------------------------------------
    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        """Delete the scope's responses, sessions, turns and jobs (any state); responses,
        turns and jobs removed are counted."""
        user = self._user(user_id)
        args = [user, f"{self._p}:job:"]
        if project_id is not None:
            args += [project_id, digest(project_id)]
        keys = [f"{user}:projects", *self._q, self._idle]
        return int(await self._forget(keys=keys, args=args))
