"""Named locks: {prefix}:lock:{sha256(name)} keys, held for a lease (PX)."""

from __future__ import annotations

import redis.asyncio as aioredis

from memproxy.state.redis.core import RedisBackend, digest

# KEYS lock; ARGV owner lease_ms: the lease renewed when the owner holds it
_RELOCK = """if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
return 0
"""
# KEYS lock; ARGV owner
_UNLOCK = """if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0
"""


class RedisLocks(RedisBackend):
    def _register(self, client: aioredis.Redis) -> None:
        super()._register(client)
        self._relock = client.register_script(_RELOCK)
        self._unlock = client.register_script(_UNLOCK)

    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool:
        key = f"{self._p}:lock:{digest(name)}"
        if await self._r.set(key, owner, nx=True, px=lease_ms):
            return True
        return bool(await self._relock(keys=[key], args=[owner, lease_ms]))

    async def unlock(self, name: str, owner: str) -> None:
        await self._unlock(keys=[f"{self._p}:lock:{digest(name)}"], args=[owner])
