"""Context stores (records and learning receipts) for the tests of both backends."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from memproxy.config import ContextSettings
from memproxy.context.factory import build_context_store
from memproxy.context.store import ContextStore

MakeContext = Callable[..., ContextStore]
"""Opens a context store (keyword arguments: ContextSettings fields) on the test's data."""

CONTEXT_BACKENDS = ["sqlite", "redis"]


def open_context_store(
    backend: str, tmp_path: Path, redis_url: str, prefix: str, **settings: object
) -> ContextStore:
    """A context store of the backend, on tmp_path's state.db or the Redis server under prefix."""
    config = ContextSettings(**settings)  # type: ignore[arg-type]
    if backend == "redis":
        return build_context_store(config, redis_url, tmp_path, prefix=prefix)
    return build_context_store(config, str(tmp_path / "state.db"), tmp_path)
