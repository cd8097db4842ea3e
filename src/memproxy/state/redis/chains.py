"""Responses-API exchanges (u:{uh}:r:{rh} hashes) and the chains they form."""

from __future__ import annotations

import json
from dataclasses import replace

import redis.asyncio as aioredis

from memproxy.state.base import ResponseRecord
from memproxy.state.redis.core import RedisBackend, digest

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


def _record_json(r: ResponseRecord) -> str:
    """ASCII JSON: an item may hold a lone surrogate the client escaped, which Redis
    (UTF-8) cannot take; the escape comes back as the client sent it."""
    return json.dumps(r.__dict__)


class RedisChains(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._chain = client.register_script(_CHAIN)

    async def save_response(self, record: ResponseRecord) -> None:
        if not record.created_at:
            (secs, micros) = await self._r.time()
            record = replace(record, created_at=secs * 1000 + micros // 1000)
        user, rh = self._user(record.user_id), digest(record.response_id)
        prev = digest(record.previous_response_id) if record.previous_response_id else ""
        index = f"{self._scope(record.user_id, record.project_id)}:resps"
        async with self._r.pipeline(transaction=True) as tx:
            fields = {"json": _record_json(record), "prev": prev, "index": index}
            tx.hset(f"{user}:r:{rh}", mapping=fields)  # type: ignore[arg-type]
            tx.zadd(self._age_r, {f"{user}:r:{rh}": record.created_at})
            tx.sadd(index, rh)
            tx.hsetnx(f"{user}:projects", record.project_id, digest(record.project_id))
            await tx.execute()

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None:
        raw = await self._r.hget(f"{self._user(user_id)}:r:{digest(response_id)}", "json")
        return ResponseRecord(**json.loads(raw)) if raw else None

    async def chain(
        self, user_id: str, response_id: str, max_depth: int = 64
    ) -> list[ResponseRecord] | None:
        if not response_id or max_depth < 1:
            return None
        raws = await self._chain(args=[f"{self._user(user_id)}:r:", digest(response_id), max_depth])
        return [ResponseRecord(**json.loads(r)) for r in reversed(raws)] or None
