"""Milvus filter expressions, built so that no user input can change their meaning.

Primary defence: identifiers that come from users never enter an expression. The user,
project and external write id are stored and filtered as SHA-256 hex keys (64 chars of
[0-9a-f]); memory ids must match the uuid4-hex pattern memproxy generates, or they are
"not found"; types come from the MemoryType enum. `quote_string` is the second line:
a literal escaper for anything else, property-tested.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from memproxy.domain import MemoryType

_ID = re.compile(r"^[0-9a-f]{32}$")
_KEY = re.compile(r"^[0-9a-f]{64}$")


def key_of(value: str) -> str:
    """The 64-hex key stored for an identifier (every string, "" included)."""
    return hashlib.sha256(value.encode("utf-8", "surrogatepass")).hexdigest()


def optional_key_of(value: str | None) -> str:
    """Like key_of, but no value ("" or None: no project, no external id) stays ""."""
    return key_of(value) if value else ""


def is_memory_id(value: str) -> bool:
    return bool(_ID.match(value))


_ESCAPES = {
    **{c: f"\\u{c:04x}" for c in (*range(32), 127)},
    **{ord(ch): "\\" + ch for ch in ('"', "\\", "'")},
}
"""str.translate table: quotes and backslash backslash-escaped, controls as \\uXXXX."""


def quote_string(value: str) -> str:
    """A Milvus string literal for any text: backslash, quotes and controls escaped."""
    return '"' + value.translate(_ESCAPES) + '"'


def _key_literal(key: str) -> str:
    if key and not _KEY.match(key):
        raise ValueError("not a key")
    return f'"{key}"'


def eq_key(field: str, key: str) -> str:
    return f"{field} == {_key_literal(key)}"


def eq_id(memory_id: str) -> str:
    if not is_memory_id(memory_id):
        raise ValueError("not a memory id")
    return f'id == "{memory_id}"'


def in_ids(ids: Iterable[str]) -> str:
    """`id in [...]` over ids, each a quoted literal. Ids a user sent are checked with
    is_memory_id first by the caller; ids read back from the store are taken as they are
    (a harness, or an import, may have stored others)."""
    return f"id in [{', '.join(map(quote_string, ids))}]"


def in_types(types: Iterable[MemoryType]) -> str:
    values = ", ".join(f'"{MemoryType(t).value}"' for t in types)
    return f"type in [{values}]"


def scope_filter(
    user_id: str,
    project_id: str | None,
    *,
    all_projects: bool = False,
    include_archived: bool = False,
    types: Iterable[MemoryType] = (),
) -> str:
    """user AND (project scope) AND (not archived) AND (types); the scoping rule:
    project_id None means non-project memories only, unless all_projects."""
    parts = [eq_key("user_key", key_of(user_id))]
    if not all_projects:
        parts.append(eq_key("project_key", optional_key_of(project_id)))
    if not include_archived:
        parts.append("archived == false")
    types = list(types)
    if types:
        parts.append(in_types(types))
    return " and ".join(parts)


PROFILE_TYPES = (MemoryType.PREFERENCE, MemoryType.CONSTRAINT)


STANDING_TYPES = tuple(
    t for t in MemoryType if t not in (MemoryType.EPISODIC, MemoryType.TASK, MemoryType.REFLECTIVE)
)
"""What holds of the user beyond one occasion: every type but events, tasks and
reflections (what a small user's profile takes whole: memproxy.pipeline.profile)."""


def standing_filter(user_id: str, project_id: str | None) -> str:
    """The scope's active memories of a standing type."""
    return scope_filter(user_id, project_id, types=STANDING_TYPES)


def profile_filter(user_id: str, project_id: str | None, min_importance: int) -> str:
    """The scope's active memories that belong in its profile: pinned ones, and
    preferences and constraints, or facts the learner marked profile-worthy (metadata
    "profile", memproxy.learn.subject.in_profile), of at least min_importance."""
    typed = f'({in_types(PROFILE_TYPES)} or metadata["profile"] == true)'
    wanted = f"({typed} and importance >= {int(min_importance)})"
    return f'{scope_filter(user_id, project_id)} and (metadata["pinned"] == true or {wanted})'
