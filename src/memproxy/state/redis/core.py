"""RedisBackend: the client, the key names every concern shares, and the registration
of the Lua scripts (each concern's mixin registers its own in _register)."""

from __future__ import annotations

import hashlib

import redis.asyncio as aioredis

from memproxy.backends import connect_redis

NOW = """local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local function ms(x) return string.format('%.0f', x) end
"""
"""The head of a script that reads the server's clock: `now` (ms) and `ms` (no exponent)."""


def digest(value: str) -> str:
    """An id as it appears in key names: its sha256, hex."""
    return hashlib.sha256(value.encode()).hexdigest()


class RedisBackend:
    """Opening, closing and probing the connection; the base of each concern's mixin."""

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
        client = await connect_redis(self._url, self._timeout)
        self._client = client
        self._register(client)

    def _register(self, client: aioredis.Redis) -> None:
        """Register the concern's Lua scripts on the client (each mixin adds its own)."""

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
        return f"{self._p}:u:{digest(user_id)}"

    def _scope(self, user_id: str, project_id: str) -> str:
        return f"{self._user(user_id)}:p:{digest(project_id)}"
