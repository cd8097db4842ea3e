"""Per-request memory options: memory_config in the body over the configured defaults."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from memproxy.config import MemorySettings
from memproxy.models import MemoryType


@dataclass(frozen=True)
class MemoryOptions:
    enabled: bool
    auto_store: bool
    limit: int
    threshold: float
    types: tuple[MemoryType, ...] = ()
    margin: float | None = None


def effective_options(
    defaults: MemorySettings, config: Mapping[str, Any]
) -> tuple[MemoryOptions, list[str]]:
    """Merge a request's memory_config; invalid fields are ignored and named in the list."""
    bad: list[str] = []
    enabled, auto_store = defaults.enabled, defaults.auto_store
    limit, threshold = defaults.default_retrieval_limit, defaults.default_similarity_threshold
    types: tuple[MemoryType, ...] = ()
    margin = defaults.default_relative_margin
    if "enabled" in config:
        if isinstance(config["enabled"], bool):
            enabled = config["enabled"] and defaults.enabled
        else:
            bad.append("enabled")
    if "auto_store" in config:
        if isinstance(config["auto_store"], bool):
            auto_store = config["auto_store"] and defaults.auto_store
        else:
            bad.append("auto_store")
    raw_limit = config.get("retrieval_limit")
    if raw_limit is not None:
        if isinstance(raw_limit, int) and not isinstance(raw_limit, bool) and 0 < raw_limit <= 50:
            limit = raw_limit
        else:
            bad.append("retrieval_limit")
    raw_threshold = config.get("similarity_threshold")
    if raw_threshold is not None:
        if (
            isinstance(raw_threshold, int | float)
            and not isinstance(raw_threshold, bool)
            and (-1 <= raw_threshold <= 1)
        ):
            threshold = float(raw_threshold)
        else:
            bad.append("similarity_threshold")
    if "relative_margin" in config:
        raw_margin = config["relative_margin"]
        if raw_margin is None:
            margin = None
        elif (
            isinstance(raw_margin, int | float)
            and not isinstance(raw_margin, bool)
            and 0 <= raw_margin <= 2
        ):
            margin = float(raw_margin)
        else:
            bad.append("relative_margin")
    raw_types = config.get("memory_types")
    if raw_types is not None:
        valid = {t.value for t in MemoryType}
        if isinstance(raw_types, list) and all(t in valid for t in raw_types):
            types = tuple(MemoryType(t) for t in raw_types)
        else:
            bad.append("memory_types")
    return MemoryOptions(enabled, auto_store, limit, threshold, types, margin), bad
