"""What an identifier is: the one rule every path applies to user, project and session ids.

The ext_proc header path (and `memory_context` in development), the admin REST API and
the gRPC memory API all read ids through `parse_id`, so they agree about who a user is:

- an id is exact: "alice" and "alice" + U+00A0 (or U+3000, U+2028, ...) are two users;
  nothing is case-folded, Unicode-normalised or repaired;
- the one normalisation is HTTP's: ASCII spaces and tabs at either end are not part of
  an id (Envoy trims them from every header value, so every other path trims them too);
- an id must be valid UTF-8: header bytes that are not (and a JSON escape of a lone
  surrogate) are refused, never replaced with U+FFFD (that would merge users);
- no control characters (C0, DEL, C1) and at most `max_len` characters.

A refused id is never dropped silently either: the ext_proc path forwards the request
without memory and counts it; the APIs answer 400 / INVALID_ARGUMENT naming the field.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, GetJsonSchemaHandler
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

OWS = " \t"
"""HTTP's optional whitespace (RFC 9110): the only characters trimmed from an id."""
MAX_ID = 1024
"""The APIs' limit; the ext_proc path's is identity.max_id_length."""
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f]")
_SURROGATE = re.compile("[\ud800-\udfff]")


class InvalidId(ValueError):
    """An id that breaks the rule above; the message says which part."""


def parse_id(value: str | bytes, max_len: int = MAX_ID) -> str:
    """The id in value ("" for none), or InvalidId. Bytes must be UTF-8; a str may hold
    lone surrogates (a JSON escape, or header bytes decoded with surrogateescape)."""
    if isinstance(value, bytes):
        try:
            value = value.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidId("not valid UTF-8") from None
    value = value.strip(OWS)
    if _SURROGATE.search(value):
        raise InvalidId("not valid UTF-8")
    if _CONTROL.search(value):
        raise InvalidId("holds a control character")
    if len(value) > max_len:
        raise InvalidId(f"longer than {max_len} characters")
    return value


def _required(value: str) -> str:
    value = parse_id(value)
    if not value:
        raise ValueError("an id is required (not empty or only spaces)")
    return value


def _optional(value: str) -> str:
    return parse_id(value)


def _optional_or_none(value: str | None) -> str | None:
    return None if value is None else parse_id(value)


_NOT_CONTROL = "\\u0000-\\u001f\\u007f-\\u009f"
ID_PATTERN = f"^[ \\t]*[^{_NOT_CONTROL}]*[ \\t]*$"
"""The rule as the OpenAPI document states it (ECMA-262): no control character but
tabs at either end (OWS, trimmed)."""
REQUIRED_ID_PATTERN = f"^[ \\t]*[^ {_NOT_CONTROL}][^{_NOT_CONTROL}]*[ \\t]*$"
"""And not empty once OWS is trimmed."""


class _Documented:
    """The id rule in the JSON schema of a field (OpenAPI), beside its maxLength."""

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern

    def __get_pydantic_json_schema__(
        self, core: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        schema: dict[str, Any] = handler(core)
        for branch in schema.get("anyOf", [schema]):  # str | None: the string branch
            if branch.get("type") == "string":
                branch["pattern"] = self.pattern
                if self.pattern == REQUIRED_ID_PATTERN:
                    branch["minLength"] = max(1, branch.get("minLength", 1))
        return schema


RequiredId = Annotated[str, AfterValidator(_required), _Documented(REQUIRED_ID_PATTERN)]
"""A user id on the APIs: the rule above, and not empty."""
OptionalId = Annotated[str, AfterValidator(_optional), _Documented(ID_PATTERN)]
"""A project or session id on the APIs: the rule above; "" means none."""
NullableId = Annotated[str | None, AfterValidator(_optional_or_none), _Documented(ID_PATTERN)]
