"""Per-user quotas on active memories: a count and the bytes of their content.

Every write of a new memory goes through QuotaGuard.admit, from both store paths: the
admin REST / gRPC API (memproxy.service) and the learner (memproxy.learn.dedup, for a
fact that adds a memory; an update in place or a supersession adds none). Past a quota
the configured policy applies:

- `archive_lowest`: the lowest-value active memories (lowest importance, then least
  accessed, then oldest) are archived, one by one, until the new ones fit. Archived
  memories are never searched or injected, do not count, and stay listable with
  include_archived (metadata.archived_reason = "quota") until forgotten.
- `refuse`: nothing is written; QuotaExceeded names the quota (the admin API answers
  409, gRPC RESOURCE_EXHAUSTED, the learner counts the fact and skips it). New
  memories that could not fit even in an empty quota are refused under either policy.

Cost per write: one count(*) query. The bytes need the content of the user's active
memories, read only when they could be over: count x (4 x max_memory_chars) + the new
bytes > max_bytes, i.e. past ~1,300 memories with the defaults; then one query reads
those contents (at most max_bytes, at most 16,384 rows). Quotas are soft under
concurrency: two writers for one user at the same moment may both fit in the last slot.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from memproxy.config import QuotaSettings
from memproxy.domain import MemoryPatch
from memproxy.metrics import Metrics
from memproxy.store.base import ActiveMemory, MemoryReadWrite, content_bytes

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Usage:
    count: int
    bytes: int


class QuotaExceeded(Exception):
    """A write would take a user past a quota, and the policy (or the size) refuses it."""

    def __init__(self, quota: str, limit: int) -> None:
        super().__init__(f"per-user quota memory.quota.{quota} ({limit}) reached")
        self.quota = quota  # "max_memories" | "max_bytes"
        self.limit = limit


def exceeded(usage: Usage, settings: QuotaSettings) -> str | None:
    """The quota that usage is over (None: within both; 0 means no limit)."""
    if settings.max_memories and usage.count > settings.max_memories:
        return "max_memories"
    if settings.max_bytes and usage.bytes > settings.max_bytes:
        return "max_bytes"
    return None


def may_exceed_bytes(count: int, new_bytes: int, max_item_bytes: int, max_bytes: int) -> bool:
    """Whether count memories of at most max_item_bytes each, plus new_bytes, could be
    over max_bytes: if not, their content need not be read."""
    return bool(max_bytes) and count * max_item_bytes + new_bytes > max_bytes


def lowest_value_first(rows: Sequence[ActiveMemory]) -> list[ActiveMemory]:
    """Lowest importance, then least accessed, then oldest (id breaks ties)."""
    return sorted(rows, key=lambda r: (r.importance, r.access_count, r.created_at, r.id))


def choose_archive(
    rows: Sequence[ActiveMemory], usage: Usage, settings: QuotaSettings
) -> list[ActiveMemory] | None:
    """The fewest lowest-value memories whose archiving brings usage (the new memories
    included) within the quotas; None when even archiving every one is not enough."""
    count, size = usage.count, usage.bytes
    chosen: list[ActiveMemory] = []
    candidates = iter(lowest_value_first(rows))
    while exceeded(Usage(count, size), settings):
        victim = next(candidates, None)
        if victim is None:
            return None
        chosen.append(victim)
        count, size = count - 1, size - victim.size
    return chosen


class Quota(Protocol):
    async def admit(self, user_id: str, contents: Sequence[str]) -> int: ...


class NoQuota:
    """No quota configured anywhere: every memory is admitted, nothing archived."""

    async def admit(self, user_id: str, contents: Sequence[str]) -> int:
        return 0


NO_QUOTA = NoQuota()


class QuotaGuard:
    def __init__(
        self, store: MemoryReadWrite, settings: QuotaSettings, metrics: Metrics, max_item_chars: int
    ) -> None:
        self._store = store
        self._settings = settings
        self._metrics = metrics
        self._max_item_bytes = 4 * max_item_chars  # UTF-8: at most 4 bytes a character

    @property
    def enabled(self) -> bool:
        return bool(self._settings.max_memories or self._settings.max_bytes)

    async def admit(self, user_id: str, contents: Sequence[str]) -> int:
        """Make room for new memories of user_id with these contents, or raise
        QuotaExceeded; returns how many memories were archived to make room."""
        s = self._settings
        if not self.enabled or not contents:
            return 0
        new_count, new_bytes = len(contents), sum(content_bytes(c) for c in contents)
        never = exceeded(Usage(new_count, new_bytes), s)
        if never is not None:  # would not fit in an empty quota
            raise self._refuse(never, new_count)
        count = await self._store.count_active(user_id)
        rows: list[ActiveMemory] | None = None
        used = 0
        if may_exceed_bytes(count, new_bytes, self._max_item_bytes, s.max_bytes):
            rows = await self._store.active_usage(user_id, with_content=True)
            count, used = max(count, len(rows)), sum(r.size for r in rows)
        usage = Usage(count + new_count, used + new_bytes)
        quota = exceeded(usage, s)
        if quota is None:
            return 0
        if s.policy == "refuse":
            raise self._refuse(quota, new_count)
        if rows is None:
            rows = await self._store.active_usage(user_id, with_content=False)
        victims = choose_archive(rows, usage, s)
        if victims is None:
            raise self._refuse(quota, new_count)
        for victim in victims:
            await self._archive(user_id, victim.id)
        self._metrics.quota("archived", len(victims))
        log.info("quota %s: archived %d memories of a user to make room", quota, len(victims))
        return len(victims)

    def _refuse(self, quota: str, count: int) -> QuotaExceeded:
        self._metrics.quota("refused", count)
        limit = self._settings.max_memories if quota == "max_memories" else self._settings.max_bytes
        return QuotaExceeded(quota, limit)

    async def _archive(self, user_id: str, memory_id: str) -> None:
        memory = await self._store.get(user_id, memory_id)
        if memory is None or memory.archived:  # forgotten or archived meanwhile
            return
        metadata = {**memory.metadata, "archived_reason": "quota"}
        await self._store.update(user_id, memory_id, MemoryPatch(archived=True, metadata=metadata))
