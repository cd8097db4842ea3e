"""The pruner: removes what outlived its retention, in the background, in short calls.

Each target is pruned in batches of `batch` records (one short store call each, the
event loop free between them), at most `max_rounds` batches a run: a backlog drains
over several runs instead of holding a store's one thread. A failing target is logged
and counted (memproxy_errors_total{stage="prune"}); the others still run.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence

from memproxy.domain import now_ms
from memproxy.lifecycle.retention import Target
from memproxy.metrics import Metrics

log = logging.getLogger(__name__)
Clock = Callable[[], int]
"""Epoch milliseconds now (tests pass a clock they control)."""


class Pruner:
    def __init__(
        self,
        targets: Sequence[Target],
        metrics: Metrics,
        batch: int = 500,
        clock: Clock = now_ms,
        max_rounds: int = 20,
    ) -> None:
        self._targets = list(targets)
        self._metrics = metrics
        self._batch = batch
        self._clock = clock
        self._max_rounds = max_rounds

    async def run_once(self) -> dict[str, int]:
        """Prune every target once; returns how many records of each kind went."""
        now = self._clock()
        removed: dict[str, int] = {}
        for target in self._targets:
            if target.keep_ms is None:
                continue
            removed[target.kind] = n = await self._prune(target, now - target.keep_ms)
            if n:
                self._metrics.pruned(target.kind, n)
                log.info("retention: %d %s pruned", n, target.kind)
        return removed

    async def _prune(self, target: Target, before: int) -> int:
        total = 0
        for _ in range(self._max_rounds):
            try:
                n = await target.prune(before, self._batch)
            except Exception as exc:
                log.warning("retention: pruning %s failed: %s", target.kind, exc)
                self._metrics.error("prune")
                break
            total += n
            if n < self._batch:
                break
            await asyncio.sleep(0)
        return total

    async def run_forever(self, interval_s: float) -> None:
        """Prune every interval_s, first after one interval (start-up is left alone)."""
        while True:
            await asyncio.sleep(interval_s)
            await self.run_once()
