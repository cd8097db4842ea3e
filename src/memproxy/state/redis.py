"""RedisStateStore: the StateStore for several sidecar replicas sharing one Redis.

Every multi-key change is one Lua script (atomic on the server); times come from the
server's clock (TIME), so replicas with skewed clocks agree on dues and leases.
User, project, session and response ids appear in key names only as sha256 hex digests:
no id can reach another user's keys. Key layout under {prefix}:
  u:{uh}:projects                 hash project_id -> ph (what forget(user) walks)
  u:{uh}:busy                     the job id leased for the user (PX: expires with the lease)
  u:{uh}:order                    zset (score 0, lexical) of the user's pending and leased job
                                  ids: ids sort by creation, so its head is the oldest one
  u:{uh}:r:{rh}                   hash json (the ResponseRecord), prev (rh of previous)
  u:{uh}:p:{ph}:resps             set of rh;   u:{uh}:p:{ph}:jobs  set of job ids
  u:{uh}:p:{ph}:sessions          hash session_id -> sh
  u:{uh}:p:{ph}:s:{sh}:meta       hash next (next turn index), taken (turns up to it are in jobs)
  u:{uh}:p:{ph}:s:{sh}:turns      list of turn JSON, oldest first
  u:{uh}:p:{ph}:s:{sh}:state      hash upto, json: the session's current state (PX: its TTL)
  job:{id}                        hash of the job; q:due / q:lease zsets (score: due / lease
                                  end, ms); q:dead set; q:rejected counter
  q:idle                          zset of session meta keys with turns not yet in a job,
                                  score: the last turn's time (ms); meta also holds the raw
                                  user, project and session ids, for flush_idle's jobs
  age:r / age:s                   zsets for retention: response keys by creation, session
                                  meta keys by their last turn (ms); a forgotten key left
                                  in one holds only hashes and goes at its expiry
Durability is the server's: run it with appendonly yes (appendfsync everysec loses at most
a second of writes on an OS crash, always loses none). Not for Redis Cluster: scripts
touch keys they derive.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

import redis.asyncio as aioredis

from memproxy.state.base import (
    WRITES_KEPT_MS,
    WRITES_PAGE,
    Job,
    JobInfo,
    PrunableKind,
    QueueFull,
    QueueStats,
    ResponseRecord,
    SessionInfo,
    SessionKey,
    StoredTurn,
    new_job_id,
)
from memproxy.state.session_state import SessionState

_NOW = """local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function ms(x) return string.format('%.0f', x) end
"""
# KEYS meta turns sessions projects ujobs due lease rejected job busy order idle age_s
# ARGV user project ph session sh batch max_queue max_turns job_id reason (fragment created)*
_APPEND = (
    _NOW
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
# KEYS lock; ARGV owner lease_ms: the lease renewed when the owner holds it
_RELOCK = """if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
"""
# KEYS lock; ARGV owner
_UNLOCK = """if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
"""
# KEYS due lease; ARGV job_key_prefix lease_ms
# A job is taken only while its user's busy key (held for the lease, PX) is free or its own,
# and only when it is the oldest of its user's unfinished jobs (the head of u:{uh}:order):
# a job waiting out a retry holds back the user's later ones, so a correction is never
# learned before the fact it corrects.
_CLAIM = (
    _NOW
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
    _NOW
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
# ARGV response_key_prefix start_rh max_depth
_CHAIN = """local out, seen, rh = {}, {}, ARGV[2]
while rh and rh ~= '' and not seen[rh] and #out < tonumber(ARGV[3]) do
  seen[rh] = true
  local v = redis.call('HMGET', ARGV[1] .. rh, 'json', 'prev')
  if not v[1] then break end
  out[#out + 1] = v[1]
  rh = v[2]
end
return out
"""
# KEYS state; ARGV upto json ttl_ms: kept unless the stored state covers more turns
_SAVE_STATE = """local old = tonumber(redis.call('HGET', KEYS[1], 'upto') or '-1')
if old > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'upto', ARGV[1], 'json', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
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


def _h(value: str) -> str:
    return hashlib.sha256(value.encode()).hexdigest()


def _record_json(r: ResponseRecord) -> str:
    """ASCII JSON: an item may hold a lone surrogate the client escaped, which Redis
    (UTF-8) cannot take; the escape comes back as the client sent it."""
    return json.dumps(r.__dict__)


class RedisStateStore:
    def __init__(
        self,
        url: str,
        prefix: str = "memproxy",
        max_queue: int = 10_000,
        max_turns_per_session: int = 200,
        socket_timeout: float = 5.0,
    ) -> None:
        self._url = url
        self._p = prefix
        self._max_queue = max_queue
        self._max_turns = max_turns_per_session
        self._timeout = socket_timeout
        self._client: aioredis.Redis | None = None
        self._q = [f"{prefix}:q:due", f"{prefix}:q:lease", f"{prefix}:q:dead"]
        self._idle = f"{prefix}:q:idle"
        self._age_r, self._age_s = f"{prefix}:age:r", f"{prefix}:age:s"
        self._writes = f"{prefix}:writes"

    @property
    def _r(self) -> aioredis.Redis:
        if self._client is None:
            raise RuntimeError("state store not started")
        return self._client

    async def start(self) -> None:
        client = aioredis.Redis.from_url(
            self._url,
            decode_responses=True,
            socket_timeout=self._timeout,
            socket_connect_timeout=self._timeout,
        )
        await client.ping()
        self._client = client
        self._append, self._claim, self._ack, self._release, self._chain, self._forget = (
            client.register_script(s) for s in (_APPEND, _CLAIM, _ACK, _RELEASE, _CHAIN, _FORGET)
        )
        self._save_state = client.register_script(_SAVE_STATE)
        self._relock = client.register_script(_RELOCK)
        self._unlock = client.register_script(_UNLOCK)
        self._prunes = {
            kind: client.register_script(script)
            for kind, script in (
                ("responses", _PRUNE_RESPONSES),
                ("sessions", _PRUNE_SESSIONS),
                ("turns", _PRUNE_TURNS),
                ("dead_jobs", _PRUNE_DEAD),
            )
        }

    async def close(self) -> None:
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def healthy(self) -> bool:
        try:
            return bool(await self._r.ping())
        except Exception:
            return False

    def _user(self, user_id: str) -> str:
        return f"{self._p}:u:{_h(user_id)}"

    def _scope(self, user_id: str, project_id: str) -> str:
        return f"{self._user(user_id)}:p:{_h(project_id)}"

    # conversations --------------------------------------------------------------
    async def save_response(self, record: ResponseRecord) -> None:
        if not record.created_at:
            (secs, micros) = await self._r.time()
            record = replace(record, created_at=secs * 1000 + micros // 1000)
        user, rh = self._user(record.user_id), _h(record.response_id)
        prev = _h(record.previous_response_id) if record.previous_response_id else ""
        index = f"{self._scope(record.user_id, record.project_id)}:resps"
        async with self._r.pipeline(transaction=True) as tx:
            fields = {"json": _record_json(record), "prev": prev, "index": index}
            tx.hset(f"{user}:r:{rh}", mapping=fields)  # type: ignore[arg-type]
            tx.zadd(self._age_r, {f"{user}:r:{rh}": record.created_at})
            tx.sadd(index, rh)
            tx.hsetnx(f"{user}:projects", record.project_id, _h(record.project_id))
            await tx.execute()

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None:
        raw = await self._r.hget(f"{self._user(user_id)}:r:{_h(response_id)}", "json")
        return ResponseRecord(**json.loads(raw)) if raw else None

    async def chain(
        self, user_id: str, response_id: str, max_depth: int = 64
    ) -> list[ResponseRecord] | None:
        if not response_id or max_depth < 1:
            return None
        raws = await self._chain(args=[f"{self._user(user_id)}:r:", _h(response_id), max_depth])
        return [ResponseRecord(**json.loads(r)) for r in reversed(raws)] or None

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
        sh, job_id = _h(key.session_id), new_job_id()
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
            _h(key.project_id),
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
            raise QueueFull(f"extraction queue at capacity ({self._max_queue} jobs)")
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
        raws = await self._r.lrange(f"{scope}:s:{_h(key.session_id)}:turns", -n, -1)
        return [StoredTurn(**json.loads(r)) for r in raws]

    async def sessions_of(self, user_id: str) -> list[SessionKey]:
        projects = await self._r.hgetall(f"{self._user(user_id)}:projects")
        out: list[SessionKey] = []
        for project_id in sorted(str(p) for p in projects):
            sessions = await self._r.hkeys(f"{self._scope(user_id, project_id)}:sessions")
            out += [SessionKey(user_id, str(s), project_id) for s in sorted(sessions)]
        return out

    # current states -------------------------------------------------------------
    def _state_key(self, key: SessionKey) -> str:
        return f"{self._scope(key.user_id, key.project_id)}:s:{_h(key.session_id)}:state"

    async def save_state(self, key: SessionKey, state: SessionState, ttl_seconds: float) -> bool:
        args: list[str | int] = [state.upto, state.to_json(), max(1, int(ttl_seconds * 1000))]
        return bool(await self._save_state(keys=[self._state_key(key)], args=args))

    async def load_state(self, key: SessionKey) -> SessionState | None:
        raw = await self._r.hget(self._state_key(key), "json")
        return SessionState.from_json(raw) if raw else None

    # queue ------------------------------------------------------------------------
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

    # retention --------------------------------------------------------------------
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
            args += [project_id, _h(project_id)]
        keys = [f"{user}:projects", *self._q, self._idle]
        return int(await self._forget(keys=keys, args=args))

    # memory writes, told to the other processes; row locks -------------------------
    async def announce_writes(self, origin: str, user_ids: Sequence[str]) -> None:
        if not user_ids:
            return
        (secs, micros) = await self._r.time()
        oldest = secs * 1000 + micros // 1000 - WRITES_KEPT_MS
        users = json.dumps(list(dict.fromkeys(user_ids)))
        await self._r.xadd(
            self._writes, {"origin": origin, "users": users}, minid=oldest, approximate=True
        )

    async def writes_after(self, cursor: str | None, origin: str) -> tuple[list[str], str]:
        if cursor is None:
            last: Any = await self._r.xrevrange(self._writes, count=1)
            return [], str(last[0][0]) if last else "0-0"
        found: Any = await self._r.xread({self._writes: cursor}, count=WRITES_PAGE)
        entries: list[tuple[str, dict[str, str]]] = found[0][1] if found else []
        users: dict[str, None] = {}
        for _, fields in entries:
            if fields.get("origin") != origin:
                users.update(dict.fromkeys(_users_of(fields.get("users", "[]"))))
        return list(users), str(entries[-1][0]) if entries else cursor

    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool:
        key = f"{self._p}:lock:{_h(name)}"
        if await self._r.set(key, owner, nx=True, px=lease_ms):
            return True
        return bool(await self._relock(keys=[key], args=[owner, lease_ms]))

    async def unlock(self, name: str, owner: str) -> None:
        await self._unlock(keys=[f"{self._p}:lock:{_h(name)}"], args=[owner])

    # admin views ------------------------------------------------------------------
    async def session_infos(self, user_id: str) -> list[SessionInfo]:
        """From each session's meta (turn counts) and its first and last kept turn."""
        out: list[SessionInfo] = []
        for key in await self.sessions_of(user_id):
            base = f"{self._scope(user_id, key.project_id)}:s:{_h(key.session_id)}"
            meta = {str(k): str(v) for k, v in (await self._r.hgetall(f"{base}:meta")).items()}
            ends = [await self._r.lindex(f"{base}:turns", i) for i in (0, -1)]
            times = [int(json.loads(t).get("created_at", 0)) if t else 0 for t in ends]
            out.append(
                SessionInfo(key, int(meta.get("next", 0)), int(meta.get("taken", 0)), *times)
            )
        return sorted(out, key=lambda i: (i.created_at, i.key.session_id))

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


def _users_of(raw: str) -> list[str]:
    """The user ids of an announcement (a JSON list of strings); none if it is not one."""
    try:
        users = json.loads(raw)
    except ValueError:
        return []
    return [u for u in users if isinstance(u, str)] if isinstance(users, list) else []
