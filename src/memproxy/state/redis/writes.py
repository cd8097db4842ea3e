"""Memory writes announced to the other processes sharing this Redis: the {prefix}:writes
stream, trimmed to WRITES_KEPT_MS."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from memproxy.state.base import WRITES_KEPT_MS, WRITES_PAGE
from memproxy.state.redis.core import RedisBackend


class RedisWriteAnnouncements(RedisBackend):
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


def _users_of(raw: str) -> list[str]:
    """The user ids of an announcement (a JSON list of strings); none if it is not one."""
    try:
        users = json.loads(raw)
    except ValueError:
        return []
    return [u for u in users if isinstance(u, str)] if isinstance(users, list) else []
