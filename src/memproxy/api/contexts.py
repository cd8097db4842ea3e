"""Admin routes that show what memproxy did: context records (and their replay), the
conversation sessions and a user's statistics.

Every route is scoped by `user_id`: another user's record or session is "not found".
The records, sessions and jobs come from the state store; the memories from the
memory store; a replay re-runs the assembly (memproxy.pipeline.replay).
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from memproxy.api.errors import ApiError, documented
from memproxy.api.schemas import (
    ContextList,
    JobView,
    MemoryCounts,
    SessionDetail,
    SessionList,
    SessionView,
    Stats,
    TurnView,
)
from memproxy.context.record import ContextRecord
from memproxy.ids import MAX_ID, NullableId, OptionalId, RequiredId
from memproxy.pipeline.replay import Replay, Replayer
from memproxy.service import MemoryService
from memproxy.state.base import SessionInfo

UserId = Annotated[RequiredId, Query(max_length=MAX_ID)]
SessionId = Annotated[OptionalId, Query(max_length=MAX_ID)]
ProjectId = Annotated[NullableId, Query(max_length=MAX_ID)]
MAX_TURNS_SHOWN = 500

router = APIRouter(generate_unique_id_function=lambda route: route.name)
NOT_FOUND = documented(400, 404, 500)


def _service(request: Request) -> MemoryService:
    service: MemoryService = request.app.state.service
    return service


def _missing(kind: str, value: str, field: str) -> ApiError:
    return ApiError(404, "not_found", f"no {kind} {value!r} for this user", field)


@router.get("/v1/contexts", responses=documented(400, 500))
async def list_contexts(
    request: Request,
    user_id: UserId,
    session_id: SessionId = "",
    limit: Annotated[int, Query(ge=1, le=200)] = 20,
) -> ContextList:
    """The user's context records, newest first (of one session when given)."""
    store = _service(request).contexts
    found = await store.list(user_id, session_id or None, limit)
    return ContextList(contexts=found)


@router.get("/v1/contexts/{context_id}", responses=NOT_FOUND)
async def get_context(request: Request, context_id: str, user_id: UserId) -> ContextRecord:
    """What one request's memory step searched, found, kept, dropped and injected."""
    record = await _service(request).contexts.get(user_id, context_id)
    if record is None:
        raise _missing("context", context_id, "context_id")
    return record


@router.post("/v1/contexts/{context_id}/replay", responses=documented(400, 404, 500, 503))
async def replay_context(request: Request, context_id: str, user_id: UserId) -> Replay:
    """The recorded assembly re-run against today's memories, both, and what changed."""
    record = await _service(request).contexts.get(user_id, context_id)
    if record is None:
        raise _missing("context", context_id, "context_id")
    replayer: Replayer | None = request.app.state.replayer
    if replayer is None:
        raise ApiError(503, "store_unavailable", "replay is not available in this process")
    return await replayer.replay(record)


def _session_view(info: SessionInfo) -> SessionView:
    return SessionView(
        session_id=info.key.session_id,
        project_id=info.key.project_id,
        turns=info.turns,
        learned_turns=info.taken,
        created_at=info.created_at,
        updated_at=info.updated_at,
    )


async def _sessions(service: MemoryService, user_id: str) -> list[SessionInfo]:
    return [] if service.state is None else await service.state.session_infos(user_id)


@router.get("/v1/sessions", responses=documented(400, 500))
async def list_sessions(request: Request, user_id: UserId) -> SessionList:
    """The user's conversation sessions (every project), oldest first."""
    infos = await _sessions(_service(request), user_id)
    return SessionList(sessions=[_session_view(i) for i in infos])


@router.get("/v1/sessions/{session_id}", responses=documented(400, 404, 500, 503))
async def get_session(
    request: Request, session_id: str, user_id: UserId, project_id: ProjectId = None
) -> SessionDetail:
    """One session: its kept turns, the memories learned from it, its queued jobs."""
    service = _service(request)
    infos = [
        i
        for i in await _sessions(service, user_id)
        if i.key.session_id == session_id and (project_id is None or i.key.project_id == project_id)
    ]
    if not infos or service.state is None:
        raise _missing("session", session_id, "session_id")
    info = infos[0]
    turns = await service.state.recent_turns(info.key, MAX_TURNS_SHOWN)
    jobs = [j for j in await service.state.jobs_of(user_id) if j.key == info.key]
    memories, truncated = await service.newest(user_id)
    return SessionDetail(
        **_session_view(info).model_dump(),
        history=[
            TurnView(role=t.role, text=t.text, index=t.index, created_at=t.created_at)
            for t in turns
        ],
        memories=[
            m
            for m in memories
            if m.session_id == session_id and m.project_id == info.key.project_id
        ],
        memories_truncated=truncated,
        jobs=[
            JobView(
                id=j.id,
                state=j.state,
                reason=j.reason,
                turns=j.turns,
                attempts=j.attempts,
                created_at=j.created_at,
                last_error=j.last_error,
            )
            for j in jobs
        ],
    )


@router.get("/v1/stats", responses=documented(400, 500, 503))
async def get_stats(request: Request, user_id: UserId) -> Stats:
    """The user's memories by type and state, sessions, queued jobs and context records."""
    service = _service(request)
    memories, truncated = await service.newest(user_id)
    by_type: dict[str, int] = {}
    by_state = {"active": 0, "archived": 0, "superseded": 0}
    for m in memories:
        by_type[str(m.type)] = by_type.get(str(m.type), 0) + 1
        state = "superseded" if m.superseded_by else "archived" if m.archived else "active"
        by_state[state] += 1
    jobs = [] if service.state is None else await service.state.jobs_of(user_id)
    by_job: dict[str, int] = {"pending": 0, "leased": 0, "dead": 0}
    for j in jobs:
        by_job[j.state] = by_job.get(j.state, 0) + 1
    contexts = await service.contexts.list(user_id, None, 100_000)
    return Stats(
        user_id=user_id,
        memories=MemoryCounts(
            total=len(memories), by_type=by_type, by_state=by_state, truncated=truncated
        ),
        sessions=len(await _sessions(service, user_id)),
        jobs=by_job,
        contexts=len(contexts),
    )
