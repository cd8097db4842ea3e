"""The admin HTTP API: memory REST routes, /healthz, /readyz, /metrics.

Errors are JSON {"error": {"code", "message", "field"}} with the right status; never a
stack trace (memproxy.api.errors). With an admin token set, every route but the health
checks needs `Authorization: Bearer <token>` (compared in constant time). GET
/openapi.json describes every route, body and status exactly (memproxy.api.schemas).
"""

from __future__ import annotations

import hmac
import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Annotated, Any
from urllib.parse import unquote_to_bytes

from fastapi import APIRouter, Body, Depends, FastAPI, Path, Query, Request
from fastapi.openapi.utils import get_openapi
from fastapi.responses import JSONResponse, PlainTextResponse, Response
from fastapi.routing import APIRoute
from starlette.convertors import Convertor, register_url_convertor

from memproxy.api import cleanup, errors
from memproxy.api.audit import Asked, audit, is_mutation
from memproxy.api.contexts import router as contexts_router
from memproxy.api.errors import ApiError, documented, error, not_found
from memproxy.api.schemas import (
    BatchBody,
    Deleted,
    FlushBody,
    Flushed,
    Liveness,
    MemoryList,
    Profile,
    Readiness,
    SearchBody,
    SearchHit,
    SearchResults,
    StoreBody,
)
from memproxy.domain import ListQuery, Memory, MemoryPatch, MemoryType, Scope
from memproxy.ids import MAX_ID, NullableId, RequiredId
from memproxy.metrics import Metrics
from memproxy.pipeline.replay import Replayer
from memproxy.service import MemoryService
from memproxy.store.limits import InvalidMemory

log = logging.getLogger(__name__)
MAX_BODY = 4 * 1024 * 1024
OPEN_ROUTES = frozenset({"/healthz", "/readyz"})
Health = Callable[[], Awaitable[dict[str, Any]]]


class PrometheusText(PlainTextResponse):
    media_type = "text/plain; version=0.0.4"


def _operation_id(route: APIRoute) -> str:
    return route.name


def _service(request: Request) -> MemoryService:
    service: MemoryService = request.app.state.service
    return service


FIXED = ("batch", "cleanup", "flush", "profile", "search")
"""The routes /v1/memory/<name>: never a memory id, so GET /v1/memory/search is a 405
(Allow: POST), not memory "search" (tests/api/test_admin.py checks the list)."""


class _MemoryIdConvertor(Convertor[str]):
    regex = f"(?!(?:{'|'.join(FIXED)})$)[^/]+"

    def convert(self, value: str) -> str:
        return value

    def to_string(self, value: str) -> str:
        return value


register_url_convertor("memory_id", _MemoryIdConvertor())
MemoryId = Annotated[
    str, Path(description="A memory's id (never batch, cleanup, flush, profile or search).")
]
Service = Annotated[MemoryService, Depends(_service)]
UserId = Annotated[RequiredId, Query(max_length=MAX_ID)]
ProjectId = Annotated[NullableId, Query(max_length=MAX_ID)]


def _links(memory_id: str, user_id: str, *operations: str) -> dict[str, Any]:
    """OpenAPI links: where a response's memory can be read, changed or deleted next."""
    parameters = {"memory_id": memory_id, "user_id": user_id}
    return {op: {"operationId": op, "parameters": parameters} for op in operations}


_FROM_BODY = ("$response.body#/id", "$response.body#/user_id")
_FROM_REQUEST = ("$request.path.memory_id", "$request.query.user_id")
ERROR_CONTENT = {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorResponse"}}}
"""An error's content where FastAPI would not write it (a text route, the 401s)."""
router = APIRouter(generate_unique_id_function=_operation_id)
UNKNOWN_SUPERSEDES = documented(404)[404] | {
    "description": "`supersedes` names no memory of this user (`not_found`, field "
    "`supersedes`, or `memories.<index>.supersedes`); nothing was stored."
}


@router.post(
    "/v1/memory",
    status_code=201,
    responses={
        201: {"links": _links(*_FROM_BODY, "get_memory", "update_memory", "delete_memory")},
        **documented(400, 409, 413, 500, 503),
        404: UNKNOWN_SUPERSEDES,
    },
)
async def store_memory(body: StoreBody, service: Service) -> Memory:
    try:
        (memory,) = await service.store([body], dedup=body.dedup)
    except InvalidMemory as exc:  # one memory: the field alone, no item index
        raise type(exc)(exc.field, exc.message) from None
    return memory


@router.post(
    "/v1/memory/batch",
    status_code=201,
    responses={**documented(400, 409, 413, 500, 503), 404: UNKNOWN_SUPERSEDES},
)
async def store_memories(body: BatchBody, service: Service) -> MemoryList:
    """All or nothing: every item is checked before one write; an invalid item is a
    400 naming it (field memories.<index>.<field>) and nothing is stored."""
    return MemoryList(memories=await service.store(body.memories, dedup=body.dedup))


@router.post("/v1/memory/search", responses=documented(400, 413, 500, 503))
async def search_memories(body: SearchBody, service: Service) -> SearchResults:
    scope = Scope(user_id=body.user_id, project_id=body.project_id or None)
    hits = await service.search(
        scope, body.query, body.limit, body.threshold, body.types, body.include_archived
    )
    results = [SearchHit(**hit.memory.model_dump(), score=hit.score) for hit in hits]
    return SearchResults(results=results)


@router.get("/v1/memory/profile", responses=documented(400, 500, 503))
async def get_profile(service: Service, user_id: UserId, project_id: ProjectId = None) -> Profile:
    """What every request of the user that searches memory gets injected first."""
    scope = Scope(user_id=user_id, project_id=project_id or None)
    return Profile(profile=await service.profile(scope))


@router.get("/v1/memory", responses=documented(400, 500, 503))
async def list_memories(
    service: Service,
    user_id: UserId,
    project_id: ProjectId = None,
    type: MemoryType | None = None,
    limit: Annotated[int, Query(ge=1, le=1000)] = 100,
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
    all_projects: bool = False,
    include_archived: bool = False,
) -> MemoryList:
    query = ListQuery(
        scope=Scope(user_id=user_id, project_id=project_id or None),
        all_projects=all_projects,
        type=type,
        limit=limit,
        offset=offset,
        include_archived=include_archived,
    )
    return MemoryList(memories=await service.list(query))


@router.get("/v1/memory/{memory_id:memory_id}", responses=documented(400, 404, 500, 503))
async def get_memory(memory_id: MemoryId, user_id: UserId, service: Service) -> Memory:
    memory = await service.get(user_id, memory_id)
    if memory is None:
        raise not_found(memory_id)
    return memory


@router.patch(
    "/v1/memory/{memory_id:memory_id}",
    responses={
        200: {"links": _links(*_FROM_BODY, "get_memory", "delete_memory")},
        **documented(400, 404, 413, 500, 503),
    },
)
async def update_memory(
    memory_id: MemoryId,
    patch: Annotated[MemoryPatch, Body(examples=[{"content": "Budget is $15,000"}])],
    user_id: UserId,
    service: Service,
) -> Memory:
    if patch.content is not None and not patch.content.strip():
        raise ApiError(400, "invalid", "content is blank", "content")
    memory = await service.update(user_id, memory_id, patch)
    if memory is None:
        raise not_found(memory_id)
    return memory


@router.delete(
    "/v1/memory/{memory_id:memory_id}",
    responses={
        200: {"links": _links(*_FROM_REQUEST, "get_memory")},
        **documented(400, 404, 500, 503),
    },
)
async def delete_memory(memory_id: MemoryId, user_id: UserId, service: Service) -> Deleted:
    if not await service.forget(user_id, memory_id):
        raise not_found(memory_id)
    return Deleted(deleted=1)


@router.delete("/v1/memory", responses=documented(400, 500, 503))
async def delete_memories(
    service: Service, user_id: UserId, project_id: ProjectId = None
) -> Deleted:
    """Forget a user, or a user's project: memories, conversation state, jobs, caches."""
    scope = Scope(user_id=user_id, project_id=project_id or None)
    return Deleted(deleted=await service.forget_by_scope(scope))


@router.post(
    "/v1/memory/flush",
    status_code=202,
    responses={
        **documented(400, 413, 500),
        503: documented(503)[503] | {"description": "The extraction queue is full (`queue_full`)."},
    },
)
async def flush(body: FlushBody, service: Service) -> Flushed:
    """Learn from the user's recent turns now instead of at the next batch."""
    return Flushed(jobs=await service.flush(body.user_id, body.session_id))


@router.get("/healthz")
async def healthz() -> Liveness:
    return Liveness(status="ok")


@router.get(
    "/readyz",
    response_model=None,
    responses={
        200: {"model": Readiness, "description": "Serving, with or without memory."},
        503: {
            "model": Readiness,
            "description": "Draining for shutdown: no new work. `Retry-After` says when to "
            "ask again (another replica serves meanwhile).",
            "headers": errors.RETRY_AFTER_HEADER,
        },
        **documented(500),
    },
)
async def readyz(request: Request) -> JSONResponse:
    state = await request.app.state.health()
    if state.get("serving"):
        return JSONResponse(state, 200)
    # every 503 this service sends says when to retry (errors.error's rule)
    return JSONResponse(state, 503, headers={"Retry-After": str(errors.RETRY_AFTER_S)})


@router.get(
    "/metrics",
    response_class=PrometheusText,
    responses={500: {"description": errors.WHEN[500], "content": ERROR_CONTENT}},
)
async def metrics(request: Request) -> PrometheusText:
    """Prometheus text exposition format."""
    return PrometheusText(request.app.state.metrics.render())


def _not_utf8(scope: Mapping[str, Any]) -> str:
    """ "path" or "query" when that part of the URL is not UTF-8 once percent-decoded."""
    parts = {"path": scope.get("raw_path") or b"", "query": scope.get("query_string") or b""}
    for name, raw in parts.items():
        try:
            unquote_to_bytes(raw.replace(b"+", b" ")).decode("utf-8")
        except UnicodeDecodeError:
            return name
    return ""


def _template(route: Any) -> str:
    """The route's path template as documented ({memory_id}, not {memory_id:memory_id})."""
    return str(getattr(route, "path_format", None) or getattr(route, "path", "unmatched"))


def _audit(request: Request, body: bytes, authenticated: bool, status: int) -> None:
    """The audit line of an admin mutation (memproxy.api.audit); never raises."""
    try:
        route = request.scope.get("route")
        client = request.client
        audit(
            Asked(
                method=request.method,
                path=request.url.path,
                route=_template(route),
                query=request.query_params,
                path_params=request.scope.get("path_params") or {},
                headers=request.headers,
                client=f"{client.host}:{client.port}" if client else "",
                authenticated=authenticated,
                body=body,
            ),
            status,
        )
    except Exception:
        log.exception("admin audit line failed")


async def _guard(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    """Auth, the body limit and the catch-all, around every route; counts every answer
    and writes the audit line of every mutation."""
    path, token, counts = request.url.path, request.app.state.admin_token, request.app.state.metrics
    authenticated = bool(token) and path not in OPEN_ROUTES
    mutation = is_mutation(request.method, path, path)
    if authenticated:
        given = request.headers.get("authorization", "")
        if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
            counts.admin_request("auth", 401)
            if mutation:
                _audit(request, b"", False, 401)
            return error(401, "unauthorized", "a valid bearer token is needed")
    body = b""
    length = request.headers.get("content-length")
    if length and length.isdigit() and int(length) > MAX_BODY:
        response: Response = error(413, "too_large", f"body over {MAX_BODY} bytes")
    elif not_utf8 := _not_utf8(request.scope):
        # Starlette would decode it with U+FFFD for each bad byte: Z%FF and Z%FE
        # would both read user Z\ufffd (memproxy.ids: an id is never repaired)
        response = error(400, "invalid", "not valid UTF-8 once percent-decoded", not_utf8)
    else:
        try:
            if mutation and request.method == "POST":  # the user ids it names (audit)
                body = await request.body()
            response = await call_next(request)
        except Exception:  # the one catch-all at this boundary
            log.exception("admin %s %s failed", request.method, path)
            response = error(500, "internal", "internal error")
    route = request.scope.get("route")
    counts.admin_request(_template(route), response.status_code)
    if mutation:
        _audit(request, body, authenticated, response.status_code)
    return response


def describe(app: FastAPI, bearer: bool) -> dict[str, Any]:
    """The OpenAPI document: FastAPI's, less its 422 (this API answers 400), with the
    bearer scheme and its 401 on every guarded route when a token is set."""
    doc = get_openapi(title=app.title, version=app.version, routes=app.routes)
    unauthorized = {"description": errors.WHEN[401], "content": ERROR_CONTENT}
    for path, item in doc["paths"].items():
        for operation in item.values():
            operation["responses"].pop("422", None)
            if bearer and path not in OPEN_ROUTES:
                operation["security"] = [{"bearer": []}]
                operation["responses"]["401"] = unauthorized
    components = doc.setdefault("components", {})
    for unused in ("HTTPValidationError", "ValidationError"):
        components.get("schemas", {}).pop(unused, None)
    if bearer:
        scheme = {"type": "http", "scheme": "bearer", "description": "server.admin_token"}
        components["securitySchemes"] = {"bearer": scheme}
    return doc


def create_admin_app(
    service: MemoryService,
    metrics: Metrics,
    health: Health,
    admin_token: str = "",
    extra: Callable[[FastAPI], None] | None = None,
    replayer: Replayer | None = None,
) -> FastAPI:
    app = FastAPI(title="memproxy admin", version="1", docs_url=None, redoc_url=None)
    app.state.service, app.state.metrics, app.state.health = service, metrics, health
    app.state.admin_token = admin_token
    app.state.routes = [*router.routes, *cleanup.router.routes, *contexts_router.routes]
    app.state.replayer = replayer
    app.middleware("http")(_guard)
    errors.install(app)
    app.include_router(router)
    app.include_router(cleanup.router)
    app.include_router(contexts_router)

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = describe(app, bearer=bool(admin_token))
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    if extra is not None:
        extra(app)
    return app
