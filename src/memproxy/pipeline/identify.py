"""Who is asking: the user (and project, session) of a request. Pure.

The user id comes from a trusted header that Envoy's auth layer sets (jwt_authn or
ext_authz); `memory_context` in the body is honoured only with trust_body_identity
(development). No user means no memory. Every id follows memproxy.ids (exact, UTF-8,
ASCII spaces at the ends trimmed): an id given but broken raises BadIdentity, and the
request goes on without memory, counted; it never falls back to another id.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memproxy.config import IdentitySettings
from memproxy.ids import InvalidId, parse_id


@dataclass(frozen=True)
class Identity:
    user_id: str
    project_id: str | None = None
    session_id: str = ""


class BadIdentity(ValueError):
    """An id was given but breaks the id rule; `field` names which one."""

    def __init__(self, field: str, why: str) -> None:
        super().__init__(f"{field}: {why}")
        self.field = field


def _id(value: Any, field: str, max_len: int) -> str:
    """The id in a header or body value; "" when none was given."""
    if value is None:
        return ""
    if not isinstance(value, str):
        raise BadIdentity(field, "not a string")
    try:
        return parse_id(value, max_len)
    except InvalidId as exc:
        raise BadIdentity(field, str(exc)) from None


def identify(
    headers: Mapping[str, str], memory_context: Mapping[str, Any], settings: IdentitySettings
) -> Identity | None:
    """The request's identity; None without a user; BadIdentity for a broken id."""
    limit = settings.max_id_length
    user = _id(headers.get(settings.user_header), "user_id", limit)
    project = _id(headers.get(settings.project_header), "project_id", limit)
    session = _id(headers.get(settings.session_header), "session_id", limit)
    if settings.trust_body_identity:
        user = user or _id(memory_context.get("user_id"), "user_id", limit)
        project = project or _id(memory_context.get("project_id"), "project_id", limit)
    session = session or _id(memory_context.get("session_id"), "session_id", limit)
    if not user:
        return None
    return Identity(user_id=user, project_id=project or None, session_id=session)
