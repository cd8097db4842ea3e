"""Numbers in request bodies as their JSON schema states them.

pydantic's lax mode takes `true` and `"3"` for an integer or a number (the documents say
neither is one); its strict mode refuses `3.0`, which JSON Schema counts as an integer.
These take JSON numbers only, integral ones for an integer.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BeforeValidator


def _number_only(value: Any) -> Any:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError("must be a JSON number")
    return value


def _number_or_null(value: Any) -> Any:
    return None if value is None else _number_only(value)


JsonInt = Annotated[int, BeforeValidator(_number_only)]
"""An integer: a JSON number without a fraction (3 or 3.0; never true or "3")."""
OptionalJsonInt = Annotated[int | None, BeforeValidator(_number_or_null)]
"""An integer or null. One validator around the union: one inside it would leave the
field's ge/le in the JSON schema as pydantic's own keys, not minimum/maximum."""
JsonFloat = Annotated[float, BeforeValidator(_number_only)]
"""A number: a JSON number (never true or "0.5")."""
