"""Each session's current state (context compression): u:{uh}:p:{ph}:s:{sh}:state."""

from __future__ import annotations

import redis.asyncio as aioredis

from memproxy.state.base import SessionKey
from memproxy.state.redis.core import RedisBackend, digest
from memproxy.state.session_state import SessionState

# KEYS state; ARGV upto json ttl_ms: kept unless the stored state covers more turns
_SAVE_STATE = """local old = tonumber(redis.call('HGET', KEYS[1], 'upto') or '-1')
if old > tonumber(ARGV[1]) then return 0 end
redis.call('HSET', KEYS[1], 'upto', ARGV[1], 'json', ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
"""


class RedisCurrentStates(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._save_state = client.register_script(_SAVE_STATE)

    def _state_key(self, key: SessionKey) -> str:
        return f"{self._scope(key.user_id, key.project_id)}:s:{digest(key.session_id)}:state"

    async def save_state(self, key: SessionKey, state: SessionState, ttl_seconds: float) -> bool:
        args: list[str | int] = [state.upto, state.to_json(), max(1, int(ttl_seconds * 1000))]
        return bool(await self._save_state(keys=[self._state_key(key)], args=args))

    async def load_state(self, key: SessionKey) -> SessionState | None:
        raw = await self._r.hget(self._state_key(key), "json")
        return SessionState.from_json(raw) if raw else None
