"""Usage counters: which memories requests injected, written in batches off the path.

`seen` runs on the request path: a dict update, no I/O, no await. A background task
`flush`es the counts every few seconds: per user one read of the rows and one write
(MemoryStore.touch adds the counts to access_count and moves last_accessed). The quota
archives the least accessed first (memproxy.quota); cleanup's stale rule counts an
injection as use (memproxy.lifecycle.cleanup). Counts are best effort: a store down
at a flush, or a crash, loses that batch's counts (logged, memproxy_errors_total
{stage="usage"}); past max_pending distinct memories, new ones wait for the next flush.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from memproxy.domain import now_ms
from memproxy.metrics import Metrics
from memproxy.store.base import UsageCounts

log = logging.getLogger(__name__)


class UsageTracker:
    def __init__(
        self,
        store: UsageCounts,
        metrics: Metrics,
        clock: Callable[[], int] = now_ms,
        max_pending: int = 100_000,
    ) -> None:
        self._store = store
        self._metrics = metrics
        self._clock = clock
        self._max_pending = max_pending
        self._pending: dict[tuple[str, str], tuple[int, int]] = {}

    def seen(self, user_id: str, memory_ids: Sequence[str]) -> None:
        """Count one injection of each memory (the request path: no I/O)."""
        now = self._clock()
        for memory_id in memory_ids:
            key = (user_id, memory_id)
            count, _ = self._pending.get(key, (0, 0))
            if count == 0 and len(self._pending) >= self._max_pending:
                self._metrics.lifecycle("usage_dropped")
                continue
            self._pending[key] = (count + 1, now)

    @property
    def pending(self) -> int:
        return len(self._pending)

    async def flush(self) -> int:
        """Write every pending count; returns how many memories were updated."""
        pending, self._pending = self._pending, {}
        by_user: dict[str, dict[str, tuple[int, int]]] = {}
        for (user_id, memory_id), counted in pending.items():
            by_user.setdefault(user_id, {})[memory_id] = counted
        written = 0
        for user_id, counts in by_user.items():
            try:
                written += await self._store.touch(user_id, counts)
            except Exception as exc:
                log.warning("usage: %d counts not written: %s", len(counts), exc)
                self._metrics.error("usage")
        self._metrics.lifecycle("usage_written", written)
        return written

    async def run_forever(self, interval_s: float) -> None:
        while True:
            await asyncio.sleep(interval_s)
            await self.flush()
