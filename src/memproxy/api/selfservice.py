"""Self-service: a user's own memories, through Envoy, without the admin token.

Envoy routes /v1/memories to this app (deploy/envoy.yaml: never to the LLM). It acts
only for the user the trusted identity header names (identity.user_header, set by
Envoy's auth layer exactly as for chat requests): GET /v1/memories lists what memproxy
remembers of them, DELETE /v1/memories/{id} forgets one memory, DELETE /v1/memories
forgets everything (memories, conversation state, jobs). Any other user's memory id is
a 404, as on the admin API. It listens on server.extproc_host like ext_proc: only
Envoy should reach it, since whoever reaches it can name any user in the header.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import FastAPI, Query, Request
from fastapi.responses import Response

from memproxy.api import errors
from memproxy.api.errors import ApiError, not_found
from memproxy.api.schemas import Deleted, MemoryList
from memproxy.config import IdentitySettings
from memproxy.domain import ListQuery, Scope
from memproxy.ids import InvalidId, parse_id
from memproxy.metrics import Metrics
from memproxy.service import MemoryService

log = logging.getLogger(__name__)
ROUTES = ("/v1/memories", "/v1/memories/{memory_id}")


def user_of(request: Request, identity: IdentitySettings) -> str:
    """The user the trusted header names (its raw bytes, UTF-8), or a 401 ApiError."""
    name = identity.user_header.encode("latin-1")
    values = [v for k, v in request.headers.raw if k.lower() == name]
    if len(values) != 1:
        why = "no" if not values else "more than one"
        raise ApiError(401, "unauthorized", f"{why} {identity.user_header} header")
    try:
        user = parse_id(values[0], identity.max_id_length)
    except InvalidId as exc:
        raise ApiError(400, "invalid", f"{identity.user_header}: {exc}", "user_id") from None
    if not user:
        raise ApiError(401, "unauthorized", f"empty {identity.user_header} header")
    return user


def create_self_service_app(
    service: MemoryService, metrics: Metrics, identity: IdentitySettings
) -> FastAPI:
    app = FastAPI(title="memproxy self-service", version="1", docs_url=None, redoc_url=None)
    app.state.service, app.state.metrics, app.state.routes = service, metrics, []
    errors.install(app)

    @app.get("/v1/memories")
    async def my_memories(
        request: Request,
        limit: Annotated[int, Query(ge=1, le=1000)] = 100,
        offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
        include_archived: bool = False,
    ) -> MemoryList:
        """What memproxy remembers of the user, every project, newest first."""
        scope = Scope(user_id=user_of(request, identity))
        query = ListQuery(
            scope=scope,
            all_projects=True,
            limit=limit,
            offset=offset,
            include_archived=include_archived,
        )
        return MemoryList(memories=await service.list(query))

    @app.delete("/v1/memories/{memory_id}")
    async def forget_my_memory(memory_id: str, request: Request) -> Deleted:
        if not await service.forget(user_of(request, identity), memory_id):
            raise not_found(memory_id)
        return Deleted(deleted=1)

    @app.delete("/v1/memories")
    async def forget_me(request: Request) -> Deleted:
        """Everything memproxy holds for the user: memories, conversations, jobs."""
        scope = Scope(user_id=user_of(request, identity))
        return Deleted(deleted=await service.forget_by_scope(scope))

    app.state.routes = app.router.routes
    app.middleware("http")(_guard)
    return app


async def _guard(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    """The one catch-all: an unexpected failure is logged and a JSON 500; every answer
    is counted (memproxy_admin_requests_total, routes prefixed self:)."""
    try:
        response = await call_next(request)
    except Exception:
        log.exception("self-service %s %s failed", request.method, request.url.path)
        response = errors.error(500, "internal", "internal error")
    route = request.scope.get("route")
    request.app.state.metrics.admin_request(
        f"self:{getattr(route, 'path', 'unmatched')}", response.status_code
    )
    return response
