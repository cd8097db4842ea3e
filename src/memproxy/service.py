"""MemoryService: the memory operations with text in and out.

Embeds, sanitizes (memproxy.sanitize) and delegates to a MemoryStore, within the
per-user quotas (memproxy.quota). The REST and gRPC APIs are thin layers over it.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from pydantic import BaseModel, Field, field_validator

from memproxy.config import ProfileSettings
from memproxy.context.store import ContextStore, NoContextStore
from memproxy.domain import (
    MAX_EPOCH_MS,
    ListQuery,
    Memory,
    MemoryPatch,
    MemoryType,
    Scope,
    ScoredMemory,
    SearchQuery,
    now_ms,
)
from memproxy.embed.adapter import QueryAdapter, rank_vector
from memproxy.embed.base import Embedder
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.document import document_vectors
from memproxy.ids import MAX_ID, OptionalId, RequiredId
from memproxy.lifecycle.cleanup import CleanupRules, Pick, choose
from memproxy.metrics import Metrics
from memproxy.numbers import JsonInt, OptionalJsonInt
from memproxy.pipeline.profile import select_profile
from memproxy.quota import NO_QUOTA, Quota
from memproxy.sanitize import sanitize_memory
from memproxy.state.base import Erasure, JobQueue, Turns
from memproxy.store.base import MemoryReadWrite
from memproxy.store.limits import InvalidMemory, check_memories
from memproxy.text import refuse_lone_surrogates

_ADMIT_AT_ONCE = 8
"""Users whose quota a batch checks at once (the store's pool has 4 threads)."""

READ_PAGE, READ_PAGES = 1000, 16
"""A user's memories read whole (MemoryService.newest: export, sessions, stats): 16 pages
of 1,000 at most."""


class UnknownSupersedes(InvalidMemory):
    """`supersedes` names no memory of the user (the admin API's 404, field supersedes)."""


class NewMemory(BaseModel):
    """A memory to store, as a client gives it."""

    user_id: RequiredId = Field(max_length=MAX_ID, description="Exact; see memproxy.ids.")
    content: str = Field(min_length=1, max_length=100_000)
    type: MemoryType = MemoryType.SEMANTIC
    project_id: OptionalId = Field("", max_length=MAX_ID)
    session_id: OptionalId = Field("", max_length=MAX_ID)
    importance: JsonInt = Field(3, ge=1, le=5)
    confidence: JsonInt = Field(3, ge=1, le=5)
    entities: list[str] = Field(default_factory=list, max_length=64)
    metadata: dict[str, Any] = Field(default_factory=dict)
    external_write_id: str = Field("", max_length=MAX_ID)
    source: str = Field("api", max_length=64)
    pinned: bool = Field(
        False,
        strict=True,
        description="In the user's profile: injected with every request (metadata.pinned).",
    )
    expires_at: OptionalJsonInt = Field(
        None,
        ge=0,
        le=MAX_EPOCH_MS,
        description="Epoch ms after which the memory is deleted; 0: never; left out: its "
        "type's retention (memory.retention.memory_days).",
    )
    supersedes: OptionalId = Field(
        "",
        max_length=MAX_ID,
        description="The id of the user's memory this one corrects: that one is archived "
        "and linked (superseded_by); an id the user has no memory of is a 400.",
    )

    _utf8 = field_validator("entities", "metadata")(refuse_lone_surrogates)

    @field_validator("content")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value.strip():
            raise ValueError("content is blank")
        if not sanitize_memory(value, len(value)):
            raise ValueError("content is blank without its role markers and control characters")
        return value


def _metadata(item: NewMemory) -> dict[str, Any]:
    metadata = {**item.metadata, "pinned": True} if item.pinned else item.metadata
    return {**metadata, "supersedes": item.supersedes} if item.supersedes else metadata


def sanitize(content: str, limit: int) -> str:
    """Stored text: no control characters or role markers, capped in length.

    Newlines survive as spaces: a memory is one line when it is injected.
    """
    return sanitize_memory(content, limit)


class UserState(Turns, JobQueue, Erasure, Protocol):
    """What the service and the admin views over it use of the state store: a user's
    sessions and jobs, flushing them, and forgetting the user."""


class MemoryService:
    def __init__(
        self,
        store: MemoryReadWrite,
        embedder: Embedder,
        metrics: Metrics,
        max_memory_chars: int,
        state: UserState | None = None,
        quota: Quota = NO_QUOTA,
        profile: ProfileSettings | None = None,
        contexts: ContextStore | None = None,
        *,
        query_embedder: Embedder | None = None,
        query_adapter: QueryAdapter | None = None,
    ) -> None:
        """Memories are embedded by `embedder`; a search's question by `query_embedder`
        (the same one unless given), moved by `query_adapter` for the store's ranking."""
        self.contexts: ContextStore = contexts or NoContextStore()
        self.store_backend = store
        self.profile_settings = profile or ProfileSettings()
        self.state = state
        self._embedder = embedder
        self._queries = embedder if query_embedder is None else query_embedder
        self._adapter = query_adapter
        self._metrics = metrics
        self._limit = max_memory_chars
        self._quota = quota

    async def store(self, items: list[NewMemory], dedup: bool = False) -> list[Memory]:
        """Store items (embedded in one batch); the result lines up with items.

        Raises InvalidMemory (naming the item and field) before anything is written when
        an item does not fit the store (memproxy.store.limits).
        dedup: an exact duplicate (same normalised content, user, project and type),
        stored before or earlier in items, is returned instead of stored again. Near
        duplicates are the learning path's business (memproxy.learn.dedup).
        """
        memories = [
            Memory(
                **item.model_dump(exclude={"content", "pinned", "metadata", "supersedes"}),
                content=sanitize(item.content, self._limit),
                metadata=_metadata(item),
            )
            for item in items
        ]
        check_memories(memories)  # all or nothing: before a lookup, a quota or a write
        await self._check_supersedes(items)
        out: list[Memory | None] = [None] * len(memories)
        todo: list[int] = []
        first: dict[tuple[str, str, str, str], int] = {}  # exact duplicates within the batch
        copies: dict[int, int] = {}
        for i, memory in enumerate(memories):
            key = (memory.user_id, memory.project_id, memory.type, memory.content_hash)
            if dedup and key in first:
                copies[i] = first[key]
            elif dedup and (existing := await self._exact(memory)) is not None:
                out[i] = existing
            else:
                first.setdefault(key, i)
                todo.append(i)
        skipped = len(memories) - len(todo)
        if skipped:
            self._metrics.memory_op("skipped_duplicate", skipped)
        if todo:  # room for all first: a refusal writes nothing
            by_user: dict[str, list[str]] = {}
            for i in todo:
                by_user.setdefault(memories[i].user_id, []).append(memories[i].content)
            quota = self._quota
            users = list(by_user.items())
            for start in range(0, len(users), _ADMIT_AT_ONCE):  # one user's admit is ~1 query
                await asyncio.gather(
                    *(quota.admit(u, c) for u, c in users[start : start + _ADMIT_AT_ONCE])
                )
        if todo:
            vectors = await document_vectors(self._embedder, [memories[i].content for i in todo])
            stored = await self.store_backend.store(
                [(memories[i], vectors[n].tolist()) for n, i in enumerate(todo)]
            )
            for i, memory in zip(todo, stored, strict=True):
                out[i] = memory
            self._metrics.memory_op("stored", len(stored))
        for i, j in copies.items():
            out[i] = out[j]
        stored_all = [m for m in out if m is not None]
        for item, memory in zip(items, stored_all, strict=True):
            if item.supersedes and memory.id != item.supersedes:
                await self._archive(memory.user_id, item.supersedes, "superseded", memory.id)
        return stored_all

    async def _check_supersedes(self, items: list[NewMemory]) -> None:
        """Every memory a new one supersedes must be the user's (checked before a write)."""
        for index, item in enumerate(items):
            if item.supersedes and not await self.store_backend.get(item.user_id, item.supersedes):
                message = "the user has no memory with this id"
                raise UnknownSupersedes("supersedes", message, index if len(items) > 1 else None)

    async def _archive(
        self, user_id: str, memory_id: str, reason: str, superseded_by: str = ""
    ) -> Memory | None:
        """Archive one memory (metadata.archived_reason says why); None when it is gone."""
        memory = await self.store_backend.get(user_id, memory_id)
        if memory is None:
            return None
        patch = MemoryPatch(
            archived=True,
            metadata={**memory.metadata, "archived_reason": reason},
            superseded_by=superseded_by or None,
        )
        archived = await self.store_backend.update(user_id, memory_id, patch)
        self._metrics.lifecycle("archived")
        return archived

    async def cleanup(
        self, scope: Scope, rules: CleanupRules, dry_run: bool, now: int | None = None
    ) -> list[Pick]:
        """Seed 001's cleanup of the scope's active memories (project None: every
        project): what a dry run returns is what the real run archives."""
        memories: list[Memory] = []
        query = ListQuery(scope=scope, all_projects=scope.project_id is None, limit=1000)
        while page := await self.store_backend.list(query):
            memories += page
            if len(page) < query.limit or query.offset + query.limit > 100_000:
                break
            query = query.model_copy(update={"offset": query.offset + query.limit})
        picks = choose(memories, rules, now if now is not None else now_ms())
        if not dry_run:
            for pick in picks:
                await self._archive(scope.user_id, pick.memory.id, pick.reason)
        return picks

    async def _exact(self, memory: Memory) -> Memory | None:
        scope = Scope(user_id=memory.user_id, project_id=memory.project_id or None)
        same = await self.store_backend.find_by_hash(scope, memory.content_hash)
        return next((m for m in same if m.type == memory.type), None)

    async def search(
        self,
        scope: Scope,
        query: str,
        limit: int = 5,
        threshold: float = -1.0,
        types: list[MemoryType] | None = None,
        include_archived: bool = False,
    ) -> list[ScoredMemory]:
        vector = (await self._queries.embed([query]))[0]
        return await self.store_backend.retrieve(
            SearchQuery(
                scope=scope,
                vector=vector.tolist(),
                rank_vector=rank_vector(self._adapter, vector),
                text=query,
                limit=limit,
                threshold=threshold,
                types=types or [],
                include_archived=include_archived,
            )
        )

    async def profile(self, scope: Scope) -> list[Memory]:
        """The scope's profile as a request injects it (empty when disabled)."""
        s = self.profile_settings
        if not s.enabled or s.max_items == 0:
            return []
        found = await self.store_backend.profile(scope, s.min_importance, s.max_items, s.few)
        return select_profile(found, s.max_items, s.max_chars)

    async def get(self, user_id: str, memory_id: str) -> Memory | None:
        return await self.store_backend.get(user_id, memory_id)

    async def update(self, user_id: str, memory_id: str, patch: MemoryPatch) -> Memory | None:
        """Unarchiving a memory makes it count again: it passes the user's quota first."""
        if patch.archived is False and self._quota is not None:
            current = await self.store_backend.get(user_id, memory_id)
            if current is not None and current.archived:
                await self._quota.admit(user_id, [current.content])
                self._metrics.lifecycle("unarchived")
        vector = None
        if patch.content is not None:
            patch = patch.model_copy(update={"content": sanitize(patch.content, self._limit)})
            vector = (await document_vectors(self._embedder, [patch.content or ""]))[0].tolist()
        updated = await self.store_backend.update(user_id, memory_id, patch, vector)
        if updated is not None:
            self._metrics.memory_op("updated")
        return updated

    async def forget(self, user_id: str, memory_id: str) -> bool:
        done = await self.store_backend.forget(user_id, memory_id)
        if done:
            self._metrics.memory_op("forgotten")
        return done

    async def forget_by_scope(self, scope: Scope) -> int:
        """Everything memproxy holds for the scope. Conversation state first (responses,
        sessions, turns and jobs in every state, dead letters included), so nothing
        queued can re-create a memory (a job already running stops before its next
        write: memproxy.learn.worker), and the context records; then the memories,
        archived ones included; then the embedding caches, which are keyed by text
        alone (no user), so they are emptied whole rather than left holding the forgotten
        user's queries."""
        if self.state is not None:
            await self.state.forget(scope.user_id, scope.project_id)
        await self.contexts.forget(scope.user_id, scope.project_id)
        count = await self.store_backend.forget_by_scope(scope)
        for embedder in (self._embedder, self._queries):
            if isinstance(embedder, CachedEmbedder):
                embedder.clear()
        self._metrics.memory_op("forgotten", count)
        return count

    async def flush(self, user_id: str, session_id: str = "") -> int:
        """Queue extraction of the user's not-yet-learned turns now; returns jobs queued."""
        if self.state is None:
            return 0
        sessions = await self.state.sessions_of(user_id)
        jobs = 0
        for key in sessions:
            if (not session_id or key.session_id == session_id) and await self.state.flush(key):
                jobs += 1
                self._metrics.job("accepted")
        return jobs

    async def newest(self, user_id: str, pages: int = READ_PAGES) -> tuple[list[Memory], bool]:
        """The user's newest `pages` pages of READ_PAGE memories, every project, archived
        and superseded ones too, and whether there are more (a bounded full read)."""
        out: list[Memory] = []
        for n in range(pages):
            query = ListQuery(
                scope=Scope(user_id=user_id),
                all_projects=True,
                include_archived=True,
                limit=READ_PAGE,
                offset=n * READ_PAGE,
            )
            found = await self.store_backend.list(query)
            out += found
            if len(found) < READ_PAGE:
                return out, False
        return out, True

    async def list(self, query: ListQuery) -> list[Memory]:
        return await self.store_backend.list(query)
