"""The state store's protocols, one per concern, and StateStore, their union.

Conversation state (response chains, turns, current states) and the durable extraction
job queue live in one backend, so that recording a turn and enqueueing the extraction
job it triggers is one atomic write, made before the response completes: a crash after it
loses nothing, and a crash before it loses only an unrecorded turn.
Every read is scoped by user: another user's response id is "not found".
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from memproxy.state.session_state import SessionState
from memproxy.text import well_formed

PrunableKind = Literal["responses", "sessions", "turns", "dead_jobs"]
"""State records with a retention (memproxy.lifecycle.retention lists them all)."""


def new_job_id() -> str:
    """32 hex digits that sort by creation time (nanoseconds, then random): queues break
    ties of equal due times by id, so one user's jobs are learned in the order said."""
    return f"{time.time_ns():016x}{uuid.uuid4().hex[:16]}"


@dataclass(frozen=True)
class SessionKey:
    user_id: str
    session_id: str
    project_id: str = ""


@dataclass(frozen=True)
class StoredTurn:
    role: str  # "user" | "assistant"
    text: str
    response_id: str = ""
    index: int = 0  # position in the session, assigned by the store (0, 1, 2, ...)
    created_at: int = 0  # epoch ms, assigned by the store when 0

    def __post_init__(self) -> None:
        # SQLite and Redis take UTF-8 only: a lone surrogate a client escaped is U+FFFD
        object.__setattr__(self, "text", well_formed(self.text))


@dataclass(frozen=True)
class ResponseRecord:
    """One Responses-API exchange, for rebuilding previous_response_id chains."""

    response_id: str
    user_id: str
    previous_response_id: str = ""
    project_id: str = ""
    input_items: list[dict[str, Any]] = field(default_factory=list)
    output_items: list[dict[str, Any]] = field(default_factory=list)
    created_at: int = 0


@dataclass(frozen=True)
class Job:
    """An extraction job: a batch of turns of one session."""

    id: str
    key: SessionKey
    turns: tuple[StoredTurn, ...]
    reason: str  # "batch" | "flush" | "session_end" | "idle"
    attempts: int = 0
    created_at: int = 0
    last_error: str = ""


@dataclass(frozen=True)
class QueueStats:
    pending: int
    leased: int
    dead: int
    rejected_full: int


@dataclass(frozen=True)
class SessionInfo:
    """A conversation session as the admin API shows it."""

    key: SessionKey
    turns: int  # turns recorded so far (kept ones and trimmed ones)
    taken: int  # of them, turns already taken into extraction jobs
    created_at: int = 0  # epoch ms (0: not known)
    updated_at: int = 0


@dataclass(frozen=True)
class JobInfo:
    """An extraction job as the admin API shows it (no turn text)."""

    id: str
    key: SessionKey
    state: str  # "pending" | "leased" | "dead"
    reason: str
    turns: int
    attempts: int
    created_at: int
    last_error: str = ""


class QueueFull(Exception):
    """The queue is at capacity: the job was not accepted (counted, never blocking)."""

    @classmethod
    def at(cls, max_queue: int) -> QueueFull:
        return cls(f"extraction queue at capacity ({max_queue} jobs)")


WRITES_KEPT_MS = 60_000
"""How long an announced memory write stays readable by the other processes."""
WRITES_PAGE = 1_000
"""The most announcements one writes_after() returns."""


class Backend(Protocol):
    """Opening, closing and probing the backend every concern below lives in."""

    async def start(self) -> None: ...

    async def close(self) -> None: ...

    async def healthy(self) -> bool: ...


class ResponseChains(Protocol):
    """Responses-API exchanges, kept for rebuilding previous_response_id chains."""

    async def save_response(self, record: ResponseRecord) -> None: ...

    async def get_response(self, user_id: str, response_id: str) -> ResponseRecord | None: ...

    async def chain(
        self, user_id: str, response_id: str, max_depth: int = 64
    ) -> list[ResponseRecord] | None:
        """The chain ending at response_id, oldest first; None if it is unknown or belongs
        to another user. Bounded by max_depth and safe against cycles."""


class Turns(Protocol):
    """A session's turns, taken into extraction jobs in batches (the queue's producer)."""

    async def append_turns(
        self, key: SessionKey, turns: Sequence[StoredTurn], batch_size: int
    ) -> Job | None:
        """Record turns; when the session's not-yet-extracted turns reach batch_size, take
        them into a new job and enqueue it, atomically. Raises QueueFull if it cannot."""

    async def flush(self, key: SessionKey, reason: str = "flush") -> Job | None:
        """Enqueue the session's not-yet-extracted turns now (None if there are none)."""

    async def flush_idle(self, idle_seconds: float, limit: int = 100) -> list[Job]:
        """Enqueue the not-yet-extracted turns of up to `limit` sessions that got no turn
        for idle_seconds (reason "idle"), oldest first: a short chat that never reaches a
        batch is learned too. Safe on many replicas at once: each session's turns are
        taken by one of them, atomically, and the index lives in the store (restarts
        lose nothing)."""

    async def recent_turns(self, key: SessionKey, n: int) -> list[StoredTurn]:
        """The session's last n turns, oldest first."""

    async def sessions_of(self, user_id: str) -> list[SessionKey]: ...

    async def session_infos(self, user_id: str) -> list[SessionInfo]:
        """The user's sessions (every project), oldest first (the admin view)."""


class JobQueue(Protocol):
    """The durable extraction job queue, as its workers see it."""

    async def claim(self, lease_seconds: float) -> Job | None:
        """Lease the oldest due job; a lease that expires (worker crashed) is re-claimable.
        Never leases a job of a user who has another job under a live lease, on any
        replica: one user's jobs are learned one at a time, so dedup sees every earlier
        fact (two batches stating the same fact cannot both miss each other). And only
        the oldest of a user's pending or leased jobs: one waiting out a retry holds back
        the user's later jobs (first-in, first-out per user, even across retries), so a
        correction is never learned before the fact it corrects; a dead-lettered job no
        longer holds anything back."""

    async def renew(self, job_id: str, lease_seconds: float) -> bool:
        """Extend a leased job's lease to lease_seconds from now: its worker is still on
        it, however long the model takes. False when the job is no longer leased (settled,
        released for a retry, or forgotten): then there is nothing to keep."""

    async def ack(self, job_id: str) -> None: ...

    async def retry(
        self, job_id: str, error: str, delay_seconds: float, count_attempt: bool = True
    ) -> None:
        """Release the job for another attempt after delay_seconds (attempts += 1 unless
        count_attempt is False: waiting for a dependency that is down is not a failure)."""

    async def dead_letter(self, job_id: str, error: str) -> None: ...

    async def job_exists(self, job_id: str) -> bool:
        """Whether the job is still queued (pending, leased or dead): a forget removes it."""

    async def stats(self) -> QueueStats: ...

    async def jobs_of(self, user_id: str) -> list[JobInfo]:
        """The user's queued jobs (pending, leased or dead), oldest first (the admin view)."""


class CurrentStates(Protocol):
    """Each session's current state (context compression)."""

    async def save_state(self, key: SessionKey, state: SessionState, ttl_seconds: float) -> bool:
        """Store the session's current state for ttl_seconds, unless the one stored covers
        more turns (state.upto); False then. Atomic across replicas."""

    async def load_state(self, key: SessionKey) -> SessionState | None:
        """The session's current state; None when there is none or it expired."""


class Erasure(Protocol):
    """How state leaves: past its retention (prune) or when a user is forgotten."""

    async def prune(self, kind: PrunableKind, before: int, limit: int) -> int:
        """Remove up to limit records of kind older than before (epoch ms): responses by
        creation, sessions (with their turns) by their last turn, turns by their own
        time, dead-lettered jobs by creation. Returns how many went."""

    async def forget(self, user_id: str, project_id: str | None = None) -> int:
        """Remove the user's (or user+project's) responses, sessions, turns, current
        states and jobs in every state (pending, leased, dead-lettered)."""


class Locks(Protocol):
    """Named locks held across every process sharing this store."""

    async def try_lock(self, name: str, owner: str, lease_ms: int) -> bool:
        """Take the named lock for `owner` for lease_ms, unless another owner holds it
        (an expired lease is free)."""

    async def unlock(self, name: str, owner: str) -> None:
        """Free the named lock if `owner` holds it."""


class WriteAnnouncements(Protocol):
    """Memory writes, told to the other processes sharing this store."""

    async def announce_writes(self, origin: str, user_ids: Sequence[str]) -> None:
        """These users' memories were just written by `origin` (one process): the other
        processes sharing this store drop what they hold of them (memproxy.store.feed).
        Kept about WRITES_KEPT_MS, never as a record of the user."""

    async def writes_after(self, cursor: str | None, origin: str) -> tuple[list[str], str]:
        """The users written by processes other than `origin` since `cursor`, and the
        cursor to ask from next; `cursor` None: from now on (no users)."""


class Conversations(ResponseChains, Turns, Protocol):
    """What the request and response paths keep of a conversation: chains and turns."""


class StateStore(
    Backend,
    ResponseChains,
    Turns,
    JobQueue,
    CurrentStates,
    Erasure,
    Locks,
    WriteAnnouncements,
    Protocol,
):
    """Every concern in one backend (SQLite, Redis, or either sealed): a consumer names
    the protocols above it uses; only what builds and runs the whole takes this one."""
