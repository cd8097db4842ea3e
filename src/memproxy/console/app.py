"""The operator console's ASGI app and how it sits beside the admin API.

`with_console` sends /console and below to the console, everything else to the admin
API unchanged. The console's guard signs a user in by the session cookie (memproxy.
console.auth), answers the login page (401, no data) without one, checks the CSRF token
of every POST, counts every answer (routes prefixed console:) and writes the admin
audit line of every POST (memproxy.api.audit), the login included; never the token.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import parse_qs

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import RedirectResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Receive, Scope, Send

from memproxy.api.audit import ACTOR_HEADER, Asked, audit
from memproxy.console import auth
from memproxy.console.render import page, secured

log = logging.getLogger(__name__)
PREFIX = "/console"
LOGIN = f"{PREFIX}/login"
MAX_FORM = 256 * 1024
ACTOR = "console"


def with_console(admin: ASGIApp, console: ASGIApp) -> ASGIApp:
    """One ASGI app: /console and below to the console, the rest to the admin API."""

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "") if scope["type"] == "http" else ""
        if path == PREFIX or path.startswith(f"{PREFIX}/"):
            await console(scope, receive, send)
        else:
            await admin(scope, receive, send)

    return app


def parse_form(raw: bytes) -> dict[str, str]:
    """An urlencoded form's fields, the first value of each (bad UTF-8 replaced)."""
    fields = parse_qs(raw.decode("utf-8", "replace"), keep_blank_values=True)
    return {k: v[0] for k, v in fields.items()}


def form_of(request: Request) -> dict[str, str]:
    form: dict[str, str] = getattr(request.state, "form", {})
    return form


def login_page(request: Request, status: int, message: str = "") -> Response:
    configured = bool(request.app.state.admin_token)
    return page("login.html", status, message=message, configured=configured, signed_in=False)


def _audit(request: Request, signed_in: bool, status: int) -> None:
    try:
        form, client = form_of(request), request.client
        route = request.scope.get("route")
        user = form.get("user_id", "")
        audit(
            Asked(
                method=request.method,
                path=request.url.path,
                route=getattr(route, "path", "unmatched"),
                query={"user_id": user} if user else {},
                path_params={"memory_id": form.get("memory_id", "")},
                headers={ACTOR_HEADER: ACTOR},
                client=f"{client.host}:{client.port}" if client else "",
                authenticated=signed_in,
            ),
            status,
        )
    except Exception:
        log.exception("console audit line failed")


async def _answer(
    request: Request, call_next: Callable[[Request], Awaitable[Response]]
) -> Response:
    token: str = request.app.state.admin_token
    path = request.url.path
    cookie = request.cookies.get(auth.COOKIE, "")
    signed_in = auth.session_valid(token, cookie)
    request.state.cookie = cookie if signed_in else ""
    request.state.form = {}
    if request.method == "POST":
        length = request.headers.get("content-length", "")
        if length.isdigit() and int(length) > MAX_FORM:
            return page("error.html", 413, message="form too large", signed_in=signed_in)
        request.state.form = parse_form(await request.body())
    if path == LOGIN or path.startswith(f"{PREFIX}/static/"):
        return await call_next(request)
    if not signed_in:
        return login_page(request, 401)
    if request.method == "POST" and not auth.csrf_valid(
        token, cookie, form_of(request).get("csrf", "")
    ):
        return page("error.html", 403, message="stale or missing form token", signed_in=True)
    return await call_next(request)


async def _guard(request: Request, call_next: Callable[[Request], Awaitable[Response]]) -> Response:
    try:
        response = await _answer(request, call_next)
    except Exception:  # the one catch-all at this boundary
        log.exception("console %s %s failed", request.method, request.url.path)
        response = page("error.html", 500, message="internal error", signed_in=False)
    route = getattr(request.scope.get("route"), "path", "unmatched")
    request.app.state.metrics.admin_request(f"console:{route}", response.status_code)
    if request.method == "POST":
        signed_in = bool(getattr(request.state, "cookie", ""))
        _audit(request, signed_in or response.status_code == 303, response.status_code)
    return secured(response)


def _login_routes(app: FastAPI) -> None:
    @app.get(LOGIN)
    async def login_form(request: Request) -> Response:
        if request.state.cookie:
            return RedirectResponse(f"{PREFIX}/users", 303)
        return login_page(request, 200)

    @app.post(LOGIN)
    async def login(request: Request) -> Response:
        token: str = request.app.state.admin_token
        if not auth.token_matches(token, form_of(request).get("token", "")):
            return login_page(request, 401, "That token is not the admin token.")
        response = RedirectResponse(f"{PREFIX}/users", 303)
        response.set_cookie(
            auth.COOKIE,
            auth.issue(token),
            max_age=auth.MAX_AGE_S,
            path=PREFIX,
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
        )
        return response

    @app.post(f"{PREFIX}/logout")
    async def logout() -> Response:
        response = RedirectResponse(LOGIN, 303)
        response.delete_cookie(auth.COOKIE, path=PREFIX, httponly=True, samesite="strict")
        return response

    @app.get(PREFIX)
    @app.get(f"{PREFIX}/")
    async def home() -> Response:
        return RedirectResponse(f"{PREFIX}/users", 303)


def create_console_app(admin_token: str, **parts: Any) -> FastAPI:
    """parts: service, metrics, health, replayer, receipts, counter (memproxy.console.
    pages and .insight read them from app.state)."""
    from memproxy.console import insight, pages

    app = FastAPI(title="memproxy console", docs_url=None, redoc_url=None, openapi_url=None)
    app.state.admin_token = admin_token
    for name, value in parts.items():
        setattr(app.state, name, value)
    _login_routes(app)
    app.include_router(pages.router)
    app.include_router(insight.router)
    static = StaticFiles(packages=[("memproxy.console", "static")])
    app.mount(f"{PREFIX}/static", static, name="static")
    app.middleware("http")(_guard)

    @app.exception_handler(RequestValidationError)
    async def invalid(request: Request, exc: RequestValidationError) -> Response:
        fields = ", ".join(str(e.get("loc", ["?"])[-1]) for e in exc.errors())
        return page("error.html", 400, message=f"missing or invalid: {fields}", signed_in=True)

    return app
