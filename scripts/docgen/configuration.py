"""docs/reference/configuration.md from the Settings' own field descriptions."""

from __future__ import annotations

import json
import types
import typing
from typing import Any

from pydantic import BaseModel, SecretStr
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

from docgen import HEADER, cell


def _models_in(annotation: Any) -> list[type[BaseModel]]:
    """The BaseModel classes an annotation holds (itself, a list's or a dict's items)."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return [annotation]
    found: list[type[BaseModel]] = []
    for arg in typing.get_args(annotation):
        found.extend(_models_in(arg))
    return found


def _type_name(annotation: Any) -> str:
    if annotation is type(None):
        return "null"
    if isinstance(annotation, type):
        return "secret" if annotation is SecretStr else annotation.__name__
    origin = typing.get_origin(annotation)
    if origin is typing.Literal:
        return " \\| ".join(json.dumps(a) for a in typing.get_args(annotation))
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_type_name(a) for a in typing.get_args(annotation))
    args = ", ".join(_type_name(a) for a in typing.get_args(annotation))
    name = getattr(origin, "__name__", str(origin))
    return f"{name}[{args}]" if args else name


def _default(field: FieldInfo) -> str:
    if field.default_factory is not None:
        value = field.default_factory()  # type: ignore[call-arg]
    elif field.default is PydanticUndefined:
        return "required"
    else:
        value = field.default
    if isinstance(value, BaseModel):
        return "(section)"
    if isinstance(value, SecretStr):
        return '""' if not value.get_secret_value() else "(set)"
    if isinstance(value, list | dict | tuple):
        dumped = json.dumps(value, default=lambda v: v.model_dump(mode="json"))
        return f"`{dumped}`" if len(dumped) < 60 else "(see the example config)"
    return f"`{json.dumps(value)}`"


def _walk(
    model: type[BaseModel], prefix: str, seen: set[type[BaseModel]]
) -> list[tuple[str, type[BaseModel]]]:
    """(dotted prefix, model) for the model and every model section under it."""
    out = [(prefix, model)]
    for name, field in model.model_fields.items():
        for inner in _models_in(field.annotation):
            if inner in seen:
                continue
            seen.add(inner)
            shape = "[]" if typing.get_origin(field.annotation) is list else ""
            out.extend(_walk(inner, f"{prefix}{name}{shape}.", seen))
    return out


def undescribed() -> list[str]:
    """Dotted names of the settings fields that have no description."""
    from memproxy.config import Settings

    return [
        f"{prefix}{name}"
        for prefix, model in _walk(Settings, "", set())
        for name, field in model.model_fields.items()
        if not _is_section(field) and not (field.description or "").strip()
    ]


def _is_section(field: FieldInfo) -> bool:
    """A field holding one settings model: described by that model's docstring."""
    return bool(_models_in(field.annotation)) and typing.get_origin(field.annotation) is None


def page() -> str:
    from memproxy.config import Settings

    lines = [
        HEADER.format(source="src/memproxy/config/"),
        "# Configuration reference\n",
        "One YAML file (`memproxy --config FILE`, or `MEMPROXY_CONFIG=FILE`) plus environment "
        "overrides: `MEMPROXY_<SECTION>__<FIELD>`, e.g. "
        "`MEMPROXY_MEMORY__MILVUS__URI=http://127.0.0.1:19530`. The environment wins over "
        "the file. An invalid value stops the start with one line per field at fault; "
        "`memproxy check-config` prints the settings as loaded. `deploy/config.example.yaml` "
        "is a complete example.\n",
    ]
    for prefix, model in _walk(Settings, "", set()):
        section = prefix.rstrip(".") or "top level"
        lines.append(f"## `{section}`\n" if prefix else "## Top level\n")
        doc = (model.__doc__ or "").strip()
        if doc and model is not Settings:
            lines.append(" ".join(doc.split()) + "\n")
        rows = [
            "| field | type | default | description |",
            "|---|---|---|---|",
        ]
        for name, field in model.model_fields.items():
            if _is_section(field):
                continue  # a section of its own, below
            env = ""
            if "[]" not in prefix:
                env = f"<br>`MEMPROXY_{(prefix + name).upper().replace('.', '__')}`"
            rows.append(
                f"| `{name}`{env} | {_type_name(field.annotation)} | {_default(field)} "
                f"| {cell(field.description or '')} |"
            )
        lines.append("\n".join(rows) + "\n")
    return "\n".join(lines)
