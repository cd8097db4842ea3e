"""Domain types shared by every layer: memories, scopes, searches.

Plain pydantic models: validated at the edges (admin API, extraction), cheap to build
on the hot path, serialised the same way by REST, gRPC and the stores.
"""

from __future__ import annotations

import hashlib
import time
import uuid
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from memproxy.numbers import OptionalJsonInt
from memproxy.sanitize import sanitize_memory
from memproxy.text import refuse_lone_surrogates


class MemoryType(StrEnum):
    """The API's three types (semantic, procedural, episodic) plus finer ones."""

    SEMANTIC = "semantic"
    PROCEDURAL = "procedural"
    EPISODIC = "episodic"
    REFLECTIVE = "reflective"
    FACT = "fact"
    SKILL = "skill"
    PREFERENCE = "preference"
    CONSTRAINT = "constraint"
    TASK = "task"
    CORRECTION = "correction"


MAX_EPOCH_MS = 2**53
"""Bound on an epoch-ms field a client sets (exact in JSON numbers and in int64)."""


def now_ms() -> int:
    return int(time.time() * 1000)


def new_memory_id() -> str:
    return uuid.uuid4().hex


def content_hash(content: str) -> str:
    """Hash of normalised content (case- and whitespace-insensitive), for exact dedup."""
    normal = " ".join(content.lower().split())
    return hashlib.sha256(normal.encode()).hexdigest()


class Memory(BaseModel):
    """One stored memory, as every API returns it (the embedding is never returned)."""

    model_config = ConfigDict(json_schema_serialization_defaults_required=True)  # all sent

    id: str = Field(default_factory=new_memory_id)
    user_id: str
    project_id: str = ""
    session_id: str = ""
    type: MemoryType = MemoryType.SEMANTIC
    content: str
    importance: int = Field(3, ge=1, le=5)
    confidence: int = Field(3, ge=1, le=5)
    entities: list[str] = Field(default_factory=list)
    source: str = "api"
    metadata: dict[str, Any] = Field(default_factory=dict)
    external_write_id: str = ""
    content_hash: str = ""
    created_at: int = Field(default_factory=now_ms, description="Epoch milliseconds.")
    updated_at: int = Field(default_factory=now_ms, description="Epoch milliseconds.")
    access_count: int = 0
    last_accessed: int = 0
    archived: bool = False
    superseded_by: str = ""
    expires_at: int | None = Field(
        None,
        ge=0,
        le=MAX_EPOCH_MS,
        description="Epoch milliseconds after which the memory is deleted; 0: never. Left "
        "out of a write: its type's retention (memory.retention.memory_days).",
    )

    def model_post_init(self, __context: Any) -> None:
        if not self.content_hash:
            self.content_hash = content_hash(self.content)


class ScoredMemory(BaseModel):
    memory: Memory
    score: float
    keyword_score: float | None = Field(
        None, description="BM25 score, where the store's answer gave one (keyword search)."
    )
    fused_score: float | None = Field(
        None,
        description="The fused rank score of a hybrid search (RRF, or weighted times the "
        "memory's length prior).",
    )


class Scope(BaseModel):
    """Who a read or a forget is for.

    project_id None means "no project": reads see only non-project memories;
    forget_by_scope with project_id None removes all of the user's memories.
    """

    user_id: str
    project_id: str | None = None


class SearchQuery(BaseModel):
    scope: Scope
    vector: list[float] = Field(
        description="The question's vector: each hit's score is its cosine to it."
    )
    rank_vector: list[float] | None = Field(
        None,
        description="The vector the dense side ranks and fuses by, when not `vector`: a "
        "question's moved by the query adapter (embed/adapter.py).",
    )
    text: str = Field(
        "", description="The query's words, for the keyword (BM25) half of hybrid retrieval."
    )
    limit: int = Field(5, ge=1, le=1000)
    threshold: float = -1.0
    types: list[MemoryType] = Field(default_factory=list)
    include_archived: bool = False
    fresh: bool = Field(
        True,
        description="See every write acknowledged before the search. The request path sets "
        "False: a view at most a moment stale, so a search never waits on the server's clock.",
    )


class ListQuery(BaseModel):
    scope: Scope
    all_projects: bool = Field(False, description="List every project's memories of the user.")
    type: MemoryType | None = None
    limit: int = Field(100, ge=1, le=1000)
    offset: int = Field(0, ge=0, le=100_000)
    include_archived: bool = False


class MemoryPatch(BaseModel):
    """Fields an update may change; None leaves a field as it is."""

    content: str | None = None
    type: MemoryType | None = None
    importance: OptionalJsonInt = Field(None, ge=1, le=5)
    confidence: OptionalJsonInt = Field(None, ge=1, le=5)
    entities: list[str] | None = None
    metadata: dict[str, Any] | None = None
    archived: bool | None = Field(None, strict=True)
    superseded_by: str | None = None
    access_count: OptionalJsonInt = Field(None)
    last_accessed: OptionalJsonInt = Field(None)
    expires_at: OptionalJsonInt = Field(
        None, ge=0, le=MAX_EPOCH_MS, description="Epoch ms of deletion; 0: never."
    )

    _utf8 = field_validator("entities", "metadata")(refuse_lone_surrogates)

    @field_validator("content")
    @classmethod
    def _not_blank(cls, value: str | None) -> str | None:
        if value is not None and not sanitize_memory(value, len(value) + 1):
            raise ValueError("content is blank without its role markers and control characters")
        return value
