"""The admin HTTP API: memory REST routes, /healthz, /readyz, /metrics.

Errors are JSON {"error": {"code", "message", "field"}} with the right status; never a
stack trace. With an admin token set, every route but the health checks needs
`Authorization: Bearer <token>` (compared in constant time).
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Annotated, Any
from urllib.parse import unquote_to_bytes

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException

from memproxy.ids import MAX_ID, NullableId, OptionalId, RequiredId
from memproxy.metrics import Metrics
from memproxy.models import ListQuery, Memory, MemoryPatch, MemoryType, Scope
from memproxy.quota import QuotaExceeded
from memproxy.service import MemoryService, NewMemory
from memproxy.state.base import QueueFull
from memproxy.store.base import StoreUnavailable
from memproxy.store.limits import InvalidMemory

log = logging.getLogger(__name__)
MAX_BODY = 4 * 1024 * 1024
MAX_BATCH = 1000
OPEN_ROUTES = frozenset({"/healthz", "/readyz"})


UserQuery = Annotated[RequiredId, Query(max_length=MAX_ID)]
ProjectQuery = Annotated[NullableId, Query(max_length=MAX_ID)]


class ApiError(Exception):
    def __init__(self, status: int, code: str, message: str, field: str = "") -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field = status, code, message, field


def error(status: int, code: str, message: str, field: str = "") -> JSONResponse:
    body: dict[str, Any] = {"code": code, "message": message}
    if field:
        body["field"] = field
    return JSONResponse({"error": body}, status)


class StoreBody(NewMemory):
    dedup: bool = False


class BatchBody(BaseModel):
    memories: list[NewMemory] = Field(max_length=MAX_BATCH)
    dedup: bool = False


class FlushBody(BaseModel):
    user_id: RequiredId = Field(max_length=MAX_ID)
    session_id: OptionalId = Field("", max_length=MAX_ID)


class SearchBody(BaseModel):
    user_id: RequiredId = Field(max_length=MAX_ID)
    query: str = Field(min_length=1, max_length=10_000)
    limit: int = Field(5, ge=1, le=100)
    threshold: float = Field(-1.0, ge=-1, le=1)
    types: list[MemoryType] = Field(default_factory=list)
    project_id: NullableId = Field(None, max_length=MAX_ID)


def _field(loc: tuple[Any, ...]) -> str:
    """A validation error's location without its source (body, query, path)."""
    parts = list(loc[1:]) if loc and loc[0] in ("body", "query", "path") else list(loc)
    return ".".join(str(p) for p in parts)


def _not_utf8(scope: Mapping[str, Any]) -> str:
    """ "path" or "query" when that part of the URL is not UTF-8 once percent-decoded."""
    parts = {"path": scope.get("raw_path") or b"", "query": scope.get("query_string") or b""}
    for name, raw in parts.items():
        try:
            unquote_to_bytes(raw.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return name
    return ""


def create_admin_app(
    service: MemoryService,
    metrics: Metrics,
    health: Callable[[], Awaitable[dict[str, Any]]],
    admin_token: str = "",
    extra: Callable[[FastAPI], None] | None = None,
) -> FastAPI:
    app = FastAPI(title="memproxy admin", version="1", docs_url=None, redoc_url=None)

    @app.middleware("http")
    async def guard(request: Request, call_next: Callable[[Request], Awaitable[Response]]):  # type: ignore[no-untyped-def]
        path = request.url.path
        if admin_token and path not in OPEN_ROUTES:
            given = request.headers.get("authorization", "")
            if not hmac.compare_digest(given.encode(), f"Bearer {admin_token}".encode()):
                response: Response = error(401, "unauthorized", "a valid bearer token is needed")
                metrics.admin_request("auth", 401)
                return response
        length = request.headers.get("content-length")
        if length and length.isdigit() and int(length) > MAX_BODY:
            response = error(413, "too_large", f"body over {MAX_BODY} bytes")
        elif not_utf8 := _not_utf8(request.scope):
            # Starlette would decode it with U+FFFD for each bad byte: Z%FF and Z%FE
            # would both read user Z\ufffd (memproxy.ids: an id is never repaired)
            response = error(400, "invalid", "not valid UTF-8 once percent-decoded", not_utf8)
        else:
            try:
                response = await call_next(request)
            except Exception:  # the one catch-all at this boundary
                log.exception("admin %s %s failed", request.method, path)
                response = error(500, "internal", "internal error")
        route = request.scope.get("route")
        metrics.admin_request(getattr(route, "path", "unmatched"), response.status_code)
        return response

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
        field = _field(tuple(first.get("loc", ())))
        if not field or first.get("type") == "json_invalid":
            return error(400, "invalid_body", "the body must be a JSON object", "body")
        return error(400, "invalid", str(first.get("msg")), field)

    @app.exception_handler(ApiError)
    async def api_error(_: Request, exc: ApiError) -> JSONResponse:
        return error(exc.status, exc.code, exc.message, exc.field)

    @app.exception_handler(InvalidMemory)
    async def invalid_memory(_: Request, exc: InvalidMemory) -> JSONResponse:
        """A value the store cannot hold: refused before anything was written."""
        return error(400, "invalid", exc.message, exc.located("memories"))

    @app.exception_handler(StoreUnavailable)
    async def unavailable(_: Request, exc: StoreUnavailable) -> JSONResponse:
        log.warning("admin: memory store unavailable: %s", exc)
        return error(503, "store_unavailable", "the memory store is unavailable")

    @app.exception_handler(QuotaExceeded)
    async def quota_exceeded(_: Request, exc: QuotaExceeded) -> JSONResponse:
        body = {"code": "quota_exceeded", "message": str(exc), "quota": exc.quota,
                "limit": exc.limit}  # fmt: skip
        return JSONResponse({"error": body}, 409)

    @app.exception_handler(QueueFull)
    async def queue_full(_: Request, exc: QueueFull) -> JSONResponse:
        return error(503, "queue_full", "the extraction queue is full; try again later")

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> JSONResponse:
        return error(exc.status_code, "http_error", str(exc.detail))

    def dump(memory: Memory) -> dict[str, Any]:
        return memory.model_dump(mode="json")

    def not_found(memory_id: str) -> ApiError:
        return ApiError(404, "not_found", f"no memory {memory_id!r} for this user", "id")

    @app.post("/v1/memory", status_code=201)
    async def store_one(body: StoreBody) -> dict[str, Any]:
        try:
            (memory,) = await service.store([body], dedup=body.dedup)
        except InvalidMemory as exc:  # one memory: the field alone, no item index
            raise InvalidMemory(exc.field, exc.message) from None
        return dump(memory)

    @app.post("/v1/memory/batch", status_code=201)
    async def store_batch(body: BatchBody) -> dict[str, Any]:
        """All or nothing: every item is checked before one write; an invalid item is a
        400 naming it (field memories.<index>.<field>) and nothing is stored."""
        stored = await service.store(body.memories, dedup=body.dedup)
        return {"memories": [dump(m) for m in stored]}

    @app.post("/v1/memory/search")
    async def search(body: SearchBody) -> dict[str, Any]:
        scope = Scope(user_id=body.user_id, project_id=body.project_id or None)
        hits = await service.search(scope, body.query, body.limit, body.threshold, body.types)
        return {"results": [{**dump(h.memory), "score": h.score} for h in hits]}

    @app.get("/v1/memory/profile")
    async def profile(
        user_id: str = Query(min_length=1, max_length=MAX_ID),
        project_id: str | None = Query(None, max_length=MAX_ID),
    ) -> dict[str, Any]:
        """What every request of the user that searches memory gets injected first."""
        found = await service.profile(Scope(user_id=user_id, project_id=project_id or None))
        return {"profile": [dump(m) for m in found]}

    @app.get("/v1/memory")
    async def list_memories(
        user_id: UserQuery,
        project_id: ProjectQuery = None,
        type: MemoryType | None = None,
        limit: int = Query(100, ge=1, le=1000),
        offset: int = Query(0, ge=0, le=100_000),
        all_projects: bool = False,
        include_archived: bool = False,
    ) -> dict[str, Any]:
        query = ListQuery(
            scope=Scope(user_id=user_id, project_id=project_id or None),
            all_projects=all_projects,
            type=type,
            limit=limit,
            offset=offset,
            include_archived=include_archived,
        )
        return {"memories": [dump(m) for m in await service.list(query)]}

    @app.get("/v1/memory/{memory_id}")
    async def get_one(memory_id: str, user_id: UserQuery) -> dict[str, Any]:
        memory = await service.get(user_id, memory_id)
        if memory is None:
            raise not_found(memory_id)
        return dump(memory)

    @app.patch("/v1/memory/{memory_id}")
    async def patch_one(memory_id: str, patch: MemoryPatch, user_id: UserQuery) -> dict[str, Any]:
        if patch.content is not None and not patch.content.strip():
            raise ApiError(400, "invalid", "content is blank", "content")
        memory = await service.update(user_id, memory_id, patch)
        if memory is None:
            raise not_found(memory_id)
        return dump(memory)

    @app.delete("/v1/memory/{memory_id}")
    async def delete_one(memory_id: str, user_id: UserQuery) -> dict[str, Any]:
        if not await service.forget(user_id, memory_id):
            raise not_found(memory_id)
        return {"deleted": 1}

    @app.delete("/v1/memory")
    async def delete_scope(
        user_id: UserQuery,
        project_id: ProjectQuery = None,
    ) -> dict[str, Any]:
        count = await service.forget_by_scope(Scope(user_id=user_id, project_id=project_id or None))
        return {"deleted": count}

    @app.post("/v1/memory/flush", status_code=202)
    async def flush(body: FlushBody) -> dict[str, Any]:
        """Learn from the user's recent turns now instead of at the next batch."""
        return {"jobs": await service.flush(body.user_id, body.session_id)}

    @app.get("/healthz")
    async def healthz() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/readyz")
    async def readyz() -> JSONResponse:
        state = await health()
        return JSONResponse(state, 200 if state.get("serving") else 503)

    @app.get("/metrics")
    async def metrics_route() -> Response:
        return Response(metrics.render(), media_type="text/plain; version=0.0.4")

    if extra is not None:
        extra(app)
    return app
