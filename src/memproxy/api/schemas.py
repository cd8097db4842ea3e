"""The admin API's bodies: what each route accepts and answers, errors included.

These models are the OpenAPI document (GET /openapi.json): a client generator or a
contract test learns every field and status from them.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.json_schema import SkipJsonSchema

from memproxy.context.record import ContextRecord
from memproxy.domain import Memory, MemoryType
from memproxy.ids import MAX_ID, NullableId, OptionalId, RequiredId
from memproxy.numbers import JsonFloat, JsonInt
from memproxy.service import NewMemory

MAX_BATCH = 1000

ErrorCode = Literal[
    "invalid",  # 400: error.field names the field
    "invalid_body",  # 400: the body is not a JSON object
    "unauthorized",  # 401
    "not_found",  # 404: no such memory for this user, or no such route
    "http_error",  # 404/405: no such route, or a method the route does not take
    "quota_exceeded",  # 409: error.quota and error.limit say which
    "too_large",  # 413
    "internal",  # 500
    "store_unavailable",  # 503
    "queue_full",  # 503
]


_EXAMPLE: dict[str, Any] = {
    "user_id": "alice",
    "content": "Budget for the Hawaii trip is $10,000",
    "type": "fact",
}


class StoreBody(NewMemory):
    model_config = ConfigDict(json_schema_extra={"examples": [{**_EXAMPLE, "importance": 4}]})

    dedup: bool = Field(
        False,
        strict=True,
        description="Return an exact duplicate already stored instead of a new memory.",
    )


class BatchBody(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"memories": [_EXAMPLE]}]})

    memories: list[NewMemory] = Field(max_length=MAX_BATCH)
    dedup: bool = Field(False, strict=True)


class FlushBody(BaseModel):
    model_config = ConfigDict(json_schema_extra={"examples": [{"user_id": "alice"}]})

    user_id: RequiredId = Field(max_length=MAX_ID)
    session_id: OptionalId = Field("", max_length=MAX_ID)


class SearchBody(BaseModel):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"user_id": "alice", "query": "trip budget?"}]}
    )

    user_id: RequiredId = Field(max_length=MAX_ID)
    query: str = Field(min_length=1, max_length=10_000)
    limit: JsonInt = Field(5, ge=1, le=100)
    threshold: JsonFloat = Field(
        -1.0,
        ge=-1,
        le=1,
        description="Least cosine a hit needs; 0 or below sets no floor (the whole top-k).",
    )
    types: list[MemoryType] = Field(default_factory=list)
    project_id: NullableId = Field(None, max_length=MAX_ID)
    include_archived: bool = Field(False, strict=True, description="Archived memories too.")


class SearchHit(Memory):
    score: float = Field(description="Cosine similarity to the query, -1 to 1.")


class SearchResults(BaseModel):
    results: list[SearchHit] = Field(description="Best first.")


class MemoryList(BaseModel):
    memories: list[Memory]


class Profile(BaseModel):
    profile: list[Memory] = Field(description="Pinned memories, injected with every request.")


class Deleted(BaseModel):
    deleted: int = Field(ge=0, description="Memories removed.")


class Flushed(BaseModel):
    jobs: int = Field(ge=0, description="Extraction jobs queued.")


class Liveness(BaseModel):
    status: Literal["ok"]


class QueueCounts(BaseModel):
    pending: int
    leased: int
    dead: int
    rejected_full: int


class Readiness(BaseModel):
    """200 while serving (with or without memory), 503 while draining for shutdown."""

    serving: bool
    pid: int = Field(description="The worker process that answered.")
    store: Literal["up", "unavailable"]
    embedder: Literal["up", "unavailable"]
    memory: Literal["available", "unavailable"]
    queue: QueueCounts | Literal["unavailable"]


class ContextList(BaseModel):
    contexts: list[ContextRecord] = Field(description="Newest first.")


class SessionView(BaseModel):
    session_id: str
    project_id: str
    turns: int = Field(description="Turns recorded (older ones may be trimmed).")
    learned_turns: int = Field(description="Of them, turns taken into extraction jobs.")
    created_at: int = Field(description="Epoch milliseconds (0: not known).")
    updated_at: int = Field(description="Epoch milliseconds (0: not known).")


class SessionList(BaseModel):
    sessions: list[SessionView]


class TurnView(BaseModel):
    role: str
    text: str
    index: int
    created_at: int


class JobView(BaseModel):
    id: str
    state: str = Field(description="pending, leased or dead (a finished job is gone).")
    reason: str
    turns: int
    attempts: int
    created_at: int
    last_error: str


class SessionDetail(SessionView):
    history: list[TurnView] = Field(description="The kept turns, oldest first.")
    memories: list[Memory] = Field(description="Memories learned from this session.")
    memories_truncated: bool = Field(description="Only the user's first 16,000 were read.")
    jobs: list[JobView] = Field(description="Its extraction jobs still queued.")


class MemoryCounts(BaseModel):
    total: int
    by_type: dict[str, int]
    by_state: dict[str, int] = Field(description="active, archived, superseded.")
    truncated: bool = Field(description="Only the user's first 16,000 were counted.")


class Stats(BaseModel):
    user_id: str
    memories: MemoryCounts
    sessions: int
    jobs: dict[str, int] = Field(description="Queued extraction jobs by state.")
    contexts: int = Field(description="Context records kept.")


class ErrorDetail(BaseModel):
    code: ErrorCode
    message: str
    # None is never sent (the key is left out), so the document says only what is
    field: str | SkipJsonSchema[None] = Field(
        None, description="The request field at fault, as a dotted path (400, 404)."
    )
    quota: Literal["max_memories", "max_bytes"] | SkipJsonSchema[None] = Field(
        None, description="The per-user quota reached (409)."
    )
    limit: int | SkipJsonSchema[None] = Field(None, description="That quota's limit (409).")


class ErrorResponse(BaseModel):
    """Every error: never a stack trace."""

    error: ErrorDetail
