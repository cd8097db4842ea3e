"""The admin API's errors: one table from exception to JSON answer, and their docs.

Every error is `{"error": {"code", "message", "field"?}}` (memproxy.api.schemas.ErrorResponse)
with its status; never a stack trace.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.routing import Match, Route

from memproxy.api.schemas import ErrorCode, ErrorDetail, ErrorResponse
from memproxy.quota import QuotaExceeded
from memproxy.service import UnknownSupersedes
from memproxy.state.base import QueueFull
from memproxy.store.base import StoreBusy, StoreUnavailable
from memproxy.store.limits import InvalidMemory

log = logging.getLogger(__name__)


class ApiError(Exception):
    def __init__(self, status: int, code: ErrorCode, message: str, field: str = "") -> None:
        super().__init__(message)
        self.status, self.code, self.message, self.field = status, code, message, field


RETRY_AFTER_S = 5
"""A 503's Retry-After when nothing better is known (about one health check's interval)."""


def error(
    status: int,
    code: ErrorCode,
    message: str,
    field: str = "",
    headers: Mapping[str, str] | None = None,
    **extra: Any,
) -> JSONResponse:
    """The error's answer; a 503 always says when to retry (Retry-After)."""
    detail = ErrorDetail(code=code, message=message, field=field or None, **extra)
    body = ErrorResponse(error=detail).model_dump(mode="json", exclude_none=True)
    if status == 503 and "Retry-After" not in (headers or {}):
        headers = {**(headers or {}), "Retry-After": str(RETRY_AFTER_S)}
    return JSONResponse(body, status, headers=headers)


def not_found(memory_id: str) -> ApiError:
    return ApiError(404, "not_found", f"no memory {memory_id!r} for this user", "id")


def _field(loc: tuple[Any, ...]) -> str:
    """A validation error's location without its source (body, query, path)."""
    parts = list(loc[1:]) if loc and loc[0] in ("body", "query", "path") else list(loc)
    return ".".join(str(p) for p in parts)


def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
    first = exc.errors()[0] if exc.errors() else {"loc": (), "msg": "invalid request"}
    field = _field(tuple(first.get("loc", ())))
    if not field or first.get("type") == "json_invalid":
        return error(400, "invalid_body", "the body must be a JSON object", "body")
    return error(400, "invalid", str(first.get("msg")), field)


def _store_unavailable(_: Request, exc: StoreUnavailable) -> JSONResponse:
    """Nothing of the request was written (memproxy.store.milvus reads back a write
    whose call failed, and answers it as stored when it was)."""
    retry = {"Retry-After": str(exc.retry_after)}
    if isinstance(exc, StoreBusy):
        log.info("admin: memory store busy: %s", exc)
        return error(503, "store_unavailable", "the memory store is busy", headers=retry)
    log.warning("admin: memory store unavailable: %s", exc)
    return error(503, "store_unavailable", "the memory store is unavailable", headers=retry)


def _http_error(request: Request, exc: HTTPException) -> JSONResponse:
    """No such route (404), or a method the path does not take (405)."""
    headers = dict(exc.headers or {})
    if exc.status_code == 405:  # Starlette's Allow names only the first route's methods
        headers["Allow"] = ", ".join(_allowed(request))
    return error(exc.status_code, "http_error", str(exc.detail), headers=headers)


def _allowed(request: Request) -> list[str]:
    """The methods of every route whose path matches the request's (app.state.routes:
    the app's router keeps an included router as one opaque entry)."""
    methods: set[str] = set()
    for route in request.app.state.routes:
        if isinstance(route, Route) and route.matches(request.scope)[0] != Match.NONE:
            methods |= route.methods or set()
    return sorted(methods)


QUEUE_FULL = "the extraction queue is full; try again later"
Answer = Callable[[Request, Any], JSONResponse]
ERRORS: dict[type[Exception], Answer] = {
    RequestValidationError: _invalid,
    ApiError: lambda _, e: error(e.status, e.code, e.message, e.field),
    # a value the store cannot hold: refused before anything was written
    InvalidMemory: lambda _, e: error(400, "invalid", e.message, e.located("memories")),
    # a well-formed request naming a memory that is not there: 404, as for a path id
    UnknownSupersedes: lambda _, e: error(404, "not_found", e.message, e.located("memories")),
    QuotaExceeded: lambda _, e: error(409, "quota_exceeded", str(e), quota=e.quota, limit=e.limit),
    StoreUnavailable: _store_unavailable,
    QueueFull: lambda _, e: error(503, "queue_full", QUEUE_FULL),
    HTTPException: _http_error,
}
"""Exception -> answer. Anything else is the admin app's catch-all: a logged 500."""


def install(app: FastAPI) -> None:
    for exc_type, answer in ERRORS.items():
        app.add_exception_handler(exc_type, _handler(answer))


def _handler(answer: Answer) -> Callable[[Request, Exception], Awaitable[JSONResponse]]:
    async def handle(request: Request, exc: Exception) -> JSONResponse:  # async: no thread hop
        return answer(request, exc)

    return handle


WHEN: dict[int, str] = {
    400: "Invalid request: `invalid` names the field in `error.field`; `invalid_body` when "
    "the body is not a JSON object.",
    401: "No valid `Authorization: Bearer <admin token>` (`unauthorized`).",
    404: "No memory with this id for this user (`not_found`, field `id`).",
    409: "A per-user quota refuses the write (`quota_exceeded`, with `quota` and `limit`); "
    "nothing of the request was stored.",
    413: "The body is over 4 MiB (`too_large`).",
    500: "An unexpected failure, logged (`internal`).",
    503: "The memory store is unavailable or busy (`store_unavailable`); nothing of the "
    "request was written. `Retry-After` says in how many seconds to try again.",
}
RETRY_AFTER_HEADER = {
    "Retry-After": {
        "description": "Seconds after which a retry may succeed.",
        "schema": {"type": "integer", "minimum": 1},
    }
}


def documented(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI responses for these error statuses."""
    return {
        status: {"model": ErrorResponse, "description": WHEN[status]}
        | ({"headers": RETRY_AFTER_HEADER} if status == 503 else {})
        for status in statuses
    }
