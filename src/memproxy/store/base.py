"""The store protocols, one per concern (reads, writes, maintenance), and MemoryStore, all
of them: the memory operations over stored vectors.

A store never embeds: callers pass vectors. Every read and write is scoped by a
user id, so a caller can never reach a memory of another user by its id.
"""

from __future__ import annotations

import builtins
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from memproxy.domain import ListQuery, Memory, MemoryPatch, Scope, ScoredMemory, SearchQuery


@dataclass(frozen=True)
class ActiveMemory:
    """An active memory as a quota decision sees it (memproxy.quota)."""

    id: str
    importance: int
    access_count: int
    created_at: int
    size: int = 0  # UTF-8 bytes of its content; 0 when not measured


def content_bytes(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


class StoreUnavailable(Exception):
    """The backend cannot be reached (or timed out); callers fail open.

    retry_after: seconds after which a retry may succeed (an HTTP Retry-After)."""

    def __init__(self, message: str, retry_after: int = 5) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class StoreBusy(StoreUnavailable):
    """The call never ran: it found no turn in the store's queue within its budget, or
    the queue was full. A write refused so wrote nothing."""


@runtime_checkable
class RequestReads(Protocol):
    """What a request's memory needs (memproxy.pipeline.retrieve)."""

    async def retrieve(self, query: SearchQuery) -> builtins.list[ScoredMemory]:
        """Top-k by cosine within the scope, best first, score >= threshold."""

    async def profile(
        self, scope: Scope, min_importance: int, limit: int, few: int = 0
    ) -> builtins.list[Memory]:
        """Pinned memories, and preferences and constraints of min_importance (up to 4x
        limit, unordered); and every active memory of a standing type
        (filters.STANDING_TYPES) when the scope holds at most `few` of them (0: never)."""


@runtime_checkable
class MemoryReads(RequestReads, Protocol):
    """Reads of a user's memories: searches, by id, by key, a page, counts."""

    async def get(self, user_id: str, memory_id: str) -> Memory | None: ...

    async def get_vector(self, user_id: str, memory_id: str) -> builtins.list[float] | None: ...

    async def list(self, query: ListQuery) -> builtins.list[Memory]: ...

    async def find_by_hash(self, scope: Scope, content_hash: str) -> builtins.list[Memory]: ...

    async def find_by_external_write_id(self, user_id: str, external_id: str) -> Memory | None: ...

    async def count(self, user_id: str) -> int: ...

    async def count_active(self, user_id: str) -> int:
        """The user's active (not archived) memories, every project."""

    async def active_usage(self, user_id: str, with_content: bool) -> builtins.list[ActiveMemory]:
        """Each active memory of the user (bounded), with its size only with_content."""


@runtime_checkable
class MemoryWrites(Protocol):
    """Writes of a user's memories; each answered only with what was written."""

    async def store(self, items: Sequence[tuple[Memory, Sequence[float]]]) -> builtins.list[Memory]:
        """Insert (or, for an existing id or external_write_id of the user, replace)."""

    async def update(
        self,
        user_id: str,
        memory_id: str,
        patch: MemoryPatch,
        vector: Sequence[float] | None = None,
    ) -> Memory | None:
        """Apply patch (updated_at set); None if the user has no such memory."""

    async def forget(self, user_id: str, memory_id: str) -> bool: ...

    async def forget_by_scope(self, scope: Scope) -> int:
        """project_id None: every memory of the user; else that project's only."""


@runtime_checkable
class UsageCounts(Protocol):
    """Injection counts (memproxy.lifecycle.usage)."""

    async def touch(self, user_id: str, usage: Mapping[str, tuple[int, int]]) -> int:
        """Add each memory's injections to access_count and move last_accessed to the
        time given ({id: (count, epoch ms)}); ids the user has no memory of are skipped.
        Returns how many memories were updated (updated_at is left as it was)."""


@runtime_checkable
class StoreMaintenance(UsageCounts, Protocol):
    """The store's own upkeep: connecting, health, retention, closing."""

    async def start(self) -> None:
        """Connect and create the collection if needed. May raise StoreUnavailable."""

    async def healthy(self) -> bool: ...

    async def prune_expired(self, now: int, limit: int) -> int:
        """Delete up to limit memories of any user whose expires_at (epoch ms) is <= now."""

    async def close(self) -> None: ...


class MemoryReadWrite(MemoryReads, MemoryWrites, Protocol):
    """Reads and writes (the memory service, the quotas)."""


@runtime_checkable
class MemoryStore(MemoryReads, MemoryWrites, StoreMaintenance, Protocol):
    """All of it: what a store implements, and what the composition root wires."""
