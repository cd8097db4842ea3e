"""`/my-memory`: the end user's own page, on the self-service port behind Envoy.

The user is who Envoy's trusted identity header names (memproxy.api.selfservice.user_of),
exactly as for the self-service API: the page lists what is remembered about them, forgets
one memory or all of it, and downloads all of it as JSON. Nothing of another user: every
read and every forget is scoped by that header. Forms carry a double-submit CSRF token (an
HttpOnly, SameSite=Strict cookie and the same value in a hidden field); each change leaves
the admin audit line (actor "self-service").
"""

from __future__ import annotations

import hmac
import json
import logging
import secrets
from typing import Annotated

from fastapi import FastAPI, Query, Request
from fastapi.responses import RedirectResponse, Response
from starlette.staticfiles import StaticFiles

from memproxy.api.audit import ACTOR_HEADER, Asked, audit
from memproxy.api.errors import ApiError
from memproxy.api.selfservice import user_of
from memproxy.config import IdentitySettings
from memproxy.console.app import parse_form
from memproxy.console.data import every_memory
from memproxy.console.render import page, secured
from memproxy.domain import ListQuery, Scope
from memproxy.service import MemoryService

log = logging.getLogger(__name__)
PATH = "/my-memory"
COOKIE = "memproxy_mine"
MAX_FORM = 16 * 1024
PAGE = 100


def _audit(request: Request, route: str, user: str, status: int, memory_id: str = "") -> None:
    client = request.client
    try:
        audit(
            Asked(
                method="POST",
                path=request.url.path,
                route=route,
                query={"user_id": user},
                path_params={"memory_id": memory_id},
                headers={ACTOR_HEADER: "self-service"},
                client=f"{client.host}:{client.port}" if client else "",
                authenticated=False,
            ),
            status,
        )
    except Exception:
        log.exception("self-service audit line failed")


def add_my_memory(app: FastAPI, service: MemoryService, identity: IdentitySettings) -> None:
    """The page's routes on the self-service app."""

    def who(request: Request) -> str | Response:
        try:
            return user_of(request, identity)
        except ApiError as exc:
            return secured(page("mine_error.html", exc.status, message=exc.message))

    async def form(request: Request) -> dict[str, str] | None:
        """The posted form when its CSRF token matches the cookie's, else None."""
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > MAX_FORM:
            return None
        fields = parse_form(await request.body())
        cookie = request.cookies.get(COOKIE, "")
        given = fields.get("csrf", "")
        ok = bool(cookie) and hmac.compare_digest(cookie.encode(), given.encode())
        return fields if ok else None

    def refused() -> Response:
        return secured(page("mine_error.html", 403, message="Stale form: reload the page."))

    @app.get(PATH)
    async def my_memory(
        request: Request, page_no: Annotated[int, Query(ge=0, le=999)] = 0
    ) -> Response:
        user = who(request)
        if isinstance(user, Response):
            return user
        query = ListQuery(
            scope=Scope(user_id=user),
            all_projects=True,
            include_archived=True,
            limit=PAGE + 1,
            offset=page_no * PAGE,
        )
        found = await service.list(query)
        token = request.cookies.get(COOKIE) or secrets.token_urlsafe(24)
        response = page(
            "mine.html",
            memories=found[:PAGE],
            more=len(found) > PAGE,
            page_no=page_no,
            first=page_no * PAGE + 1,
            csrf=token,
        )
        response.set_cookie(COOKIE, token, path=PATH, httponly=True, samesite="strict")
        return secured(response)

    @app.post(f"{PATH}/forget")
    async def forget_one(request: Request) -> Response:
        user = who(request)
        if isinstance(user, Response):
            return user
        fields = await form(request)
        if fields is None:
            response = refused()
        elif await service.forget(user, fields.get("memory_id", "")):
            response = RedirectResponse(PATH, 303)
        else:
            response = secured(page("mine_error.html", 404, message="No such memory of yours."))
        memory_id = (fields or {}).get("memory_id", "")
        _audit(request, f"{PATH}/forget", user, response.status_code, memory_id)
        return response

    @app.post(f"{PATH}/forget-all")
    async def forget_all(request: Request) -> Response:
        user = who(request)
        if isinstance(user, Response):
            return user
        fields = await form(request)
        if fields is None:
            response = refused()
        elif fields.get("confirm") != "yes":
            message = "Tick the box to confirm: everything will be forgotten."
            response = secured(page("mine_error.html", 400, message=message))
        else:
            await service.forget_by_scope(Scope(user_id=user))
            response = RedirectResponse(PATH, 303)
        _audit(request, f"{PATH}/forget-all", user, response.status_code)
        return response

    @app.get(f"{PATH}/download")
    async def download(request: Request) -> Response:
        user = who(request)
        if isinstance(user, Response):
            return user
        memories = await every_memory(service, user)
        body = json.dumps(
            {"memories": [m.model_dump(mode="json") for m in memories]},
            ensure_ascii=False,
            indent=2,
        )
        disposition = 'attachment; filename="my-memory.json"'
        return secured(
            Response(
                body, media_type="application/json", headers={"content-disposition": disposition}
            )
        )

    static = StaticFiles(packages=[("memproxy.console", "static")])
    app.mount(f"{PATH}/static", static, name="mine-static")
