"""memproxy.v1.MemoryService over gRPC: a thin layer over MemoryService.

Errors map to status codes: INVALID_ARGUMENT (naming the field), NOT_FOUND,
UNAVAILABLE when the store is down, RESOURCE_EXHAUSTED past a per-user quota.
"""

from __future__ import annotations

import logging
from typing import Any

import grpc
from google.protobuf import json_format, struct_pb2
from pydantic import ValidationError

from memproxy.domain import ListQuery, Memory, MemoryPatch, MemoryType, Scope
from memproxy.ids import InvalidId, parse_id
from memproxy.quota import QuotaExceeded
from memproxy.service import MemoryService, NewMemory
from memproxy.store.base import StoreUnavailable
from memproxy.store.limits import InvalidMemory
from memproxy.v1 import memory_pb2 as pb
from memproxy.v1 import memory_pb2_grpc as pb_grpc

log = logging.getLogger(__name__)


def to_pb(memory: Memory) -> pb.Memory:
    data = memory.model_dump(mode="json")
    metadata = struct_pb2.Struct()
    metadata.update(data.pop("metadata"))
    data["expires_at"] = data.get("expires_at") or 0
    return pb.Memory(**data, metadata=metadata)


def _struct(message: Any, field: str) -> dict[str, Any] | None:
    if not message.HasField(field):
        return None
    value: dict[str, Any] = json_format.MessageToDict(getattr(message, field))
    return value


class _Abort(Exception):
    def __init__(self, code: grpc.StatusCode, message: str) -> None:
        super().__init__(message)
        self.code, self.message = code, message


def _need(value: str, field: str) -> str:
    if not value:
        raise _Abort(grpc.StatusCode.INVALID_ARGUMENT, f"{field}: required")
    return value


def _id(value: str, field: str, required: bool = True) -> str:
    """An id by the one rule of memproxy.ids (the admin REST API applies the same)."""
    try:
        parsed = parse_id(value)
    except InvalidId as exc:
        raise _Abort(grpc.StatusCode.INVALID_ARGUMENT, f"{field}: {exc}") from None
    return _need(parsed, field) if required else parsed


def _scope(request: Any) -> Scope:
    project = _id(request.project_id, "project_id", required=False)
    return Scope(user_id=_id(request.user_id, "user_id"), project_id=project or None)


def _types(values: Any) -> list[MemoryType]:
    try:
        return [MemoryType(v) for v in values]
    except ValueError as exc:
        raise _Abort(grpc.StatusCode.INVALID_ARGUMENT, f"types: {exc}") from None


class MemoryServicer(pb_grpc.MemoryServiceServicer):
    def __init__(self, service: MemoryService) -> None:
        self._service = service

    async def _run(self, context: grpc.aio.ServicerContext, coro: Any) -> Any:
        try:
            return await coro
        except _Abort as exc:
            await context.abort(exc.code, exc.message)
        except ValidationError as exc:
            err = exc.errors()[0]
            field = ".".join(str(p) for p in err["loc"])
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"{field}: {err['msg']}")
        except InvalidMemory as exc:  # refused before anything was written
            field = exc.located("memories")
            await context.abort(grpc.StatusCode.INVALID_ARGUMENT, f"{field}: {exc.message}")
        except StoreUnavailable:
            await context.abort(grpc.StatusCode.UNAVAILABLE, "the memory store is unavailable")
        except QuotaExceeded as exc:
            await context.abort(grpc.StatusCode.RESOURCE_EXHAUSTED, str(exc))

    async def Store(self, request: pb.StoreRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.StoreResponse:
            items = [
                NewMemory(
                    user_id=m.user_id,
                    content=m.content,
                    type=m.type or "semantic",
                    project_id=m.project_id,
                    session_id=m.session_id,
                    importance=m.importance or 3,
                    confidence=m.confidence or 3,
                    entities=list(m.entities),
                    metadata=_struct(m, "metadata") or {},
                    external_write_id=m.external_write_id,
                )
                for m in request.memories
            ]
            stored = await self._service.store(items, dedup=request.dedup)
            return pb.StoreResponse(memories=[to_pb(m) for m in stored])

        return await self._run(context, go())

    async def Retrieve(self, request: pb.RetrieveRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.RetrieveResponse:
            scope = _scope(request)
            threshold = request.threshold if request.HasField("threshold") else -1.0
            hits = await self._service.search(
                scope,
                _need(request.query, "query"),
                request.limit or 5,
                threshold,
                _types(request.types),
            )
            return pb.RetrieveResponse(
                results=[pb.ScoredMemory(memory=to_pb(h.memory), score=h.score) for h in hits]
            )

        return await self._run(context, go())

    async def Get(self, request: pb.GetRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.Memory:
            memory = await self._service.get(_id(request.user_id, "user_id"), request.id)
            if memory is None:
                raise _Abort(grpc.StatusCode.NOT_FOUND, "no such memory for this user")
            return to_pb(memory)

        return await self._run(context, go())

    async def Update(self, request: pb.UpdateRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.Memory:
            patch = MemoryPatch(
                content=request.content if request.HasField("content") else None,
                type=request.type if request.HasField("type") else None,  # type: ignore[arg-type]
                importance=request.importance if request.HasField("importance") else None,
                confidence=request.confidence if request.HasField("confidence") else None,
                entities=list(request.entities) if request.set_entities else None,
                metadata=_struct(request, "metadata"),
                archived=request.archived if request.HasField("archived") else None,
            )
            memory = await self._service.update(_id(request.user_id, "user_id"), request.id, patch)
            if memory is None:
                raise _Abort(grpc.StatusCode.NOT_FOUND, "no such memory for this user")
            return to_pb(memory)

        return await self._run(context, go())

    async def Forget(self, request: pb.ForgetRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.ForgetResponse:
            if not await self._service.forget(_id(request.user_id, "user_id"), request.id):
                raise _Abort(grpc.StatusCode.NOT_FOUND, "no such memory for this user")
            return pb.ForgetResponse(deleted=1)

        return await self._run(context, go())

    async def ForgetByScope(
        self, request: pb.ForgetByScopeRequest, context: grpc.aio.ServicerContext
    ) -> Any:
        async def go() -> pb.ForgetResponse:
            scope = _scope(request)
            return pb.ForgetResponse(deleted=await self._service.forget_by_scope(scope))

        return await self._run(context, go())

    async def List(self, request: pb.ListRequest, context: grpc.aio.ServicerContext) -> Any:
        async def go() -> pb.ListResponse:
            query = ListQuery(
                scope=_scope(request),
                all_projects=request.all_projects,
                type=_types([request.type])[0] if request.type else None,
                limit=request.limit or 100,
                offset=request.offset,
            )
            return pb.ListResponse(memories=[to_pb(m) for m in await self._service.list(query)])

        return await self._run(context, go())


def add_memory_service(server: grpc.aio.Server, service: MemoryService) -> None:
    pb_grpc.add_MemoryServiceServicer_to_server(MemoryServicer(service), server)
