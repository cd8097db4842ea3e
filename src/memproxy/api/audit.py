"""One audit line for every admin mutation: who, what, which users; never content.

Logged on the `memproxy.audit` logger at INFO, for every store, update, delete, forget
and flush, refused ones included (401, 400, 404...), after the answer is known. The
line names the route (its template), the method, the status, the memory id of the
path, the user ids the request names (query, or body: `user_id` and each
`memories[].user_id`) and who asked: the client's address, whether a bearer token was
checked, and the caller's own `x-memproxy-actor` header if it sends one (the memproxy
CLI sends `cli:<login>`). Memory content, metadata and the token never appear.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memproxy.text import well_formed

log = logging.getLogger("memproxy.audit")

ACTOR_HEADER = "x-memproxy-actor"
MUTATING = frozenset({"POST", "PUT", "PATCH", "DELETE"})
READ_ONLY_POSTS = frozenset({"/v1/memory/search"})
MAX_FIELD = 256
MAX_USERS = 50


@dataclass(frozen=True)
class Asked:
    """What the audit needs from one admin request (the guard fills it)."""

    method: str
    path: str
    route: str
    """The route's template ("unmatched" when none answered, a 401 included)."""
    query: Mapping[str, str]
    path_params: Mapping[str, str]
    headers: Mapping[str, str]
    client: str
    authenticated: bool
    body: bytes = b""


def is_mutation(method: str, route: str, path: str) -> bool:
    return method in MUTATING and route not in READ_ONLY_POSTS and path not in READ_ONLY_POSTS


def _bounded(value: object) -> str:
    return well_formed(str(value))[:MAX_FIELD]


def body_users(raw: bytes) -> list[str]:
    """The user ids a JSON body names (user_id, memories[].user_id); [] for anything else."""
    try:
        body = json.loads(raw) if raw else None
    except (ValueError, RecursionError):
        return []
    if not isinstance(body, dict):
        return []
    found = [body.get("user_id")]
    items = body.get("memories")
    if isinstance(items, list):
        found += [m.get("user_id") for m in items if isinstance(m, dict)]
    return [u for u in found if isinstance(u, str) and u]


def audit_fields(asked: Asked, status: int) -> dict[str, Any]:
    """The audit line's fields (pure)."""
    users = [asked.query["user_id"]] if asked.query.get("user_id") else []
    users += body_users(asked.body)
    unique = list(dict.fromkeys(_bounded(u) for u in users))
    fields: dict[str, Any] = {
        "audit": "admin",
        "method": asked.method,
        "route": asked.route if asked.route != "unmatched" else _bounded(asked.path),
        "status": status,
        "user_ids": unique[:MAX_USERS],
        "who": {
            "client": asked.client,
            "auth": "bearer" if asked.authenticated else "none",
            "actor": _bounded(asked.headers.get(ACTOR_HEADER, "")),
        },
    }
    if len(unique) > MAX_USERS:
        fields["user_ids_total"] = len(unique)
    if asked.path_params.get("memory_id"):
        fields["memory_id"] = _bounded(asked.path_params["memory_id"])
    if asked.query.get("project_id"):
        fields["project_id"] = _bounded(asked.query["project_id"])
    return fields


def audit(asked: Asked, status: int) -> None:
    if not is_mutation(asked.method, asked.route, asked.path):
        return
    fields = audit_fields(asked, status)
    users = ",".join(fields["user_ids"]) or "-"
    log.info(
        "admin %s %s -> %d (users %s, by %s)",
        fields["method"],
        fields["route"],
        status,
        users,
        fields["who"]["client"],
        extra={"fields": fields},
    )
