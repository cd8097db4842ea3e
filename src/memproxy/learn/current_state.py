"""The background current-state writer: one step of every extraction job.

It rides the durable extraction queue: each job (every extraction_batch_size turns, at
idle, at session end) holds the session's next turns, and the writer folds them into
the session's current state (the model reports what changed, compress.delta merges it,
with the user's informative statements kept verbatim; without a model, those alone)
and stores it, versioned by the last turn it covers. A job retried after a crash finds
its turns already covered and writes nothing; a write that failed leaves a gap that the
next job fills from the turns the state store still holds. A failure here is logged and
counted and never holds up the job's extraction: a missing or stale state only means
requests go uncompressed.
"""

from __future__ import annotations

import itertools
import logging
from collections.abc import Awaitable, Callable, Sequence

from memproxy.compress.delta import DELTA_SCHEMA, Delta, build_prompt, merge, parse_delta
from memproxy.domain import now_ms
from memproxy.learn.evidence import statements
from memproxy.llm import ChatCompleter
from memproxy.metrics import Metrics
from memproxy.state.base import Job, StateStore, StoredTurn
from memproxy.state.session_state import SessionState, anchor_of

log = logging.getLogger(__name__)

MAX_FOLD_TURNS = 60
"""At most this many turns go to the model at once (a gap left by failed writes is
folded in from the newest end; turns older than that are left out)."""
_LOOKBACK_TURNS = 200


Alive = Callable[[str], Awaitable[bool]]


def exchanges(turns: Sequence[StoredTurn]) -> list[tuple[str, str]]:
    """(user text, answer text) pairs, as the recorder stores them: a user turn and the
    assistant turn right after it."""
    pairs: list[tuple[str, str]] = []
    for turn, following in itertools.pairwise(turns):
        if turn.role == "user" and following.role == "assistant":
            pairs.append((turn.text, following.text))
    return pairs


class NoStateWriter:
    """Compression off: no state is written."""

    async def write(self, job: Job, alive: Alive | None = None) -> SessionState | None:
        return None


class StateWriter:
    def __init__(
        self,
        state: StateStore,
        model: ChatCompleter | None,
        ttl_seconds: float,
        metrics: Metrics,
    ) -> None:
        self._state = state
        self._model = model
        self._ttl = ttl_seconds
        self._metrics = metrics

    async def write(self, job: Job, alive: Alive | None = None) -> SessionState | None:
        """The state after the job's turns, stored; None when nothing was written (the
        job's turns are covered already, or it failed: logged and counted)."""
        try:
            written = await self._write(job, alive)
        except Exception as exc:
            log.warning("current state not written (job %s): %s", job.id, exc)
            self._metrics.state_write("failed")
            return None
        self._metrics.state_write("written" if written else "skipped")
        return written

    async def _write(self, job: Job, alive: Alive | None) -> SessionState | None:
        if not job.turns:
            return None
        last = max(t.index for t in job.turns)
        previous = await self._state.load_state(job.key)
        start = previous.upto if previous is not None else 0
        if start > last:
            return None  # a retried job: its turns are in the state already
        stored = await self._state.recent_turns(job.key, _LOOKBACK_TURNS)
        by_index = {t.index: t for t in stored} | {t.index: t for t in job.turns}
        new = [by_index[i] for i in sorted(by_index) if start <= i <= last][-MAX_FOLD_TURNS:]
        covered = [by_index[i] for i in sorted(by_index) if i <= last]
        pairs = exchanges(covered)
        if not new or not pairs:
            return None
        so_far = previous.data if previous else {}
        delta = Delta()
        if self._model is not None:
            system, user = build_prompt(so_far, new)
            delta = parse_delta(await self._model.complete(system, user, DELTA_SCHEMA))
        said = [statements(t.text) for t in new if t.role == "user"]
        data = merge(so_far, delta, said)
        state = SessionState(last + 1, anchor_of(pairs), data, now_ms())
        if alive is not None and not await alive(job.id):
            return None  # its user was forgotten meanwhile
        if not await self._state.save_state(job.key, state, self._ttl):
            return None  # a newer state got there first
        log.info("current state of a session now covers %d turns (job %s)", state.upto, job.id)
        return state
