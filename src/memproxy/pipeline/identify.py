"""Who is asking: the user (and project, session) of a request. Pure.

The user id comes from a trusted header that Envoy's auth layer sets (jwt_authn or
ext_authz); `memory_context` in the body is honoured only with trust_body_identity
(development). No user means no memory.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memproxy.config import IdentitySettings


@dataclass(frozen=True)
class Identity:
    user_id: str
    project_id: str | None = None
    session_id: str = ""


def _clean(value: Any, max_len: int) -> str | None:
    if not isinstance(value, str):
        return None
    value = value.strip()
    if not value or len(value) > max_len or any(ord(c) < 32 or ord(c) == 127 for c in value):
        return None
    return value


def identify(
    headers: Mapping[str, str], memory_context: Mapping[str, Any], settings: IdentitySettings
) -> Identity | None:
    limit = settings.max_id_length
    user = _clean(headers.get(settings.user_header), limit)
    project = _clean(headers.get(settings.project_header), limit)
    session = _clean(headers.get(settings.session_header), limit) or ""
    if settings.trust_body_identity:
        user = user or _clean(memory_context.get("user_id"), limit)
        project = project or _clean(memory_context.get("project_id"), limit)
    session = session or _clean(memory_context.get("session_id"), limit) or ""
    if user is None:
        return None
    return Identity(user_id=user, project_id=project, session_id=session)
