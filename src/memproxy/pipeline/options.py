"""Per-request memory options: memory_config in the body over the configured defaults.

`RequestConfig` is a lenient model: each field of memory_config is checked on its own,
and a field of the wrong type or out of range is ignored (and named) while the others
still apply. Whatever a client puts there, this never raises.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    ValidationError,
)

from memproxy.config import MemorySettings
from memproxy.domain import MemoryType


@dataclass(frozen=True)
class MemoryOptions:
    enabled: bool
    auto_store: bool
    limit: int
    threshold: float
    types: tuple[MemoryType, ...] = ()
    margin: float | None = None
    token_budget: int | None = None
    """memory_config.token_budget; None: the configured memory.context.token_budget."""
    compress: bool | None = None
    """memory_config.compress as the request gave it (None: not given)."""


Number = StrictInt | StrictFloat  # a JSON number; true/false are not numbers


class RequestConfig(BaseModel):
    """memory_config as a client may send it; None means not given (relative_margin:
    null, given, turns the margin off)."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    enabled: StrictBool | None = None
    auto_store: StrictBool | None = None
    retrieval_limit: Annotated[StrictInt, Field(gt=0, le=50)] | None = None
    similarity_threshold: Annotated[Number, Field(ge=-1, le=1)] | None = None
    relative_margin: Annotated[Number, Field(ge=0, le=2)] | None = None
    memory_types: list[MemoryType] | None = None
    token_budget: Annotated[StrictInt, Field(ge=16, le=100_000)] | None = None
    compress: StrictBool | None = None


def parse_config(config: Mapping[str, Any]) -> tuple[RequestConfig, list[str]]:
    """The valid fields of a request's memory_config, and the names of the invalid ones."""
    try:
        return RequestConfig.model_validate(dict(config)), []
    except ValidationError as exc:
        bad = sorted({str(e["loc"][0]) for e in exc.errors() if e["loc"]})
    kept = {k: v for k, v in config.items() if k not in bad}
    return RequestConfig.model_validate(kept), bad


def effective_options(
    defaults: MemorySettings, config: Mapping[str, Any]
) -> tuple[MemoryOptions, list[str]]:
    """Merge a request's memory_config; invalid fields are ignored and named in the list.
    A request can turn memory or learning off, never on when the configuration has it off."""
    given, bad = parse_config(config)
    margin = defaults.default_relative_margin
    if "relative_margin" in given.model_fields_set:
        margin = None if given.relative_margin is None else float(given.relative_margin)
    threshold = given.similarity_threshold
    options = MemoryOptions(
        enabled=defaults.enabled and given.enabled is not False,
        auto_store=defaults.auto_store and given.auto_store is not False,
        limit=given.retrieval_limit or defaults.default_retrieval_limit,
        threshold=defaults.default_similarity_threshold if threshold is None else float(threshold),
        types=tuple(given.memory_types or ()),
        margin=margin,
        token_budget=given.token_budget,
        compress=given.compress,
    )
    return options, bad
