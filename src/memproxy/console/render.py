"""Templates and the headers every console page carries.

Jinja2 with autoescaping on for every template: memories, queries and model text are
written by users and models, so a stored `<script>` renders as text. No inline script
or style anywhere: the Content-Security-Policy forbids both.
"""

from __future__ import annotations

import datetime as dt
import json
from typing import Any

from jinja2 import Environment, PackageLoader
from starlette.responses import HTMLResponse, Response

CSP = (
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; "
    "frame-ancestors 'none'; base-uri 'none'"
)
HEADERS = {
    "content-security-policy": CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
}


def when(ms: int | float | None) -> str:
    """Epoch milliseconds as a UTC time ("" for none)."""
    if not ms:
        return ""
    return dt.datetime.fromtimestamp(ms / 1000, dt.UTC).strftime("%Y-%m-%d %H:%M:%S UTC")


def score(value: float | None) -> str:
    return "" if value is None else f"{value:.3f}"


def _env() -> Environment:
    env = Environment(
        loader=PackageLoader("memproxy.console", "templates"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["when"] = when
    env.filters["score"] = score
    env.filters["pretty"] = lambda v: json.dumps(v, indent=2, ensure_ascii=False, default=str)
    return env


ENV = _env()


def page(name: str, status: int = 200, **context: Any) -> HTMLResponse:
    html = ENV.get_template(name).render(**context)
    return HTMLResponse(html, status, headers=HEADERS)


def secured(response: Response) -> Response:
    for key, value in HEADERS.items():
        response.headers.setdefault(key, value)
    return response
