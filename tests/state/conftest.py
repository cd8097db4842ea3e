"""Both state backends behind one fixture: SQLite on a temp file, Redis on the session's
real redis-server (tests/conftest.py)."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest

from memproxy.state.base import StateStore
from memproxy.state.factory import build_state_store

MakeStore = Callable[..., StateStore]


@pytest.fixture(params=["sqlite", "redis"])
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def make_store(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[MakeStore]:
    """A factory, so a test can open a second store on the same data (another replica,
    or the same sidecar after a restart)."""
    location = str(tmp_path / "state.db")
    prefix = f"t{uuid.uuid4().hex[:12]}"
    if backend == "redis":
        location = request.getfixturevalue("redis_server").url

    def make(**options: object) -> StateStore:
        if backend == "redis":
            options.setdefault("prefix", prefix)
        return build_state_store(location, **options)  # type: ignore[arg-type]

    yield make


@pytest.fixture
async def store(make_store: MakeStore) -> AsyncIterator[StateStore]:
    state = make_store(max_queue=50, max_turns_per_session=20)
    await state.start()
    yield state
    await state.close()
