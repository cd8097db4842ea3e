"""Admin routes of the data lifecycle: seed 001's cleanup (dry run or real)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import BaseModel, ConfigDict, Field

from memproxy.api.errors import documented
from memproxy.domain import Memory, Scope
from memproxy.ids import MAX_ID, NullableId, RequiredId
from memproxy.lifecycle.cleanup import CleanupRules, Reason
from memproxy.service import MemoryService


class CleanupBody(CleanupRules):
    model_config = ConfigDict(
        json_schema_extra={"examples": [{"user_id": "alice", "dry_run": True}]}
    )

    user_id: RequiredId = Field(max_length=MAX_ID)
    project_id: NullableId = Field(
        None, max_length=MAX_ID, description="One project's memories; left out: every project."
    )
    dry_run: bool = Field(
        True, strict=True, description="Say what would be archived, archive nothing."
    )


class ArchivedMemory(Memory):
    reason: Reason = Field(description="The rule that archives it.")


class CleanupResult(BaseModel):
    dry_run: bool
    archived: list[ArchivedMemory] = Field(
        description="What was archived (dry run: what would be), as it was before."
    )


def _service(request: Request) -> MemoryService:
    service: MemoryService = request.app.state.service
    return service


router = APIRouter(generate_unique_id_function=lambda route: route.name)


@router.post("/v1/memory/cleanup", responses=documented(400, 413, 500, 503))
async def cleanup_memories(
    body: CleanupBody, service: Annotated[MemoryService, Depends(_service)]
) -> CleanupResult:
    """Archive the user's old low-importance episodic memories, stale low-importance
    memories and superseded memories (thresholds in the body)."""
    scope = Scope(user_id=body.user_id, project_id=body.project_id or None)
    rules = CleanupRules.model_validate(body.model_dump(include=set(CleanupRules.model_fields)))
    picks = await service.cleanup(scope, rules, body.dry_run)
    archived = [ArchivedMemory(**p.memory.model_dump(), reason=p.reason) for p in picks]
    return CleanupResult(dry_run=body.dry_run, archived=archived)
