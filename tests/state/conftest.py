"""Every state store behind one fixture: SQLite on a temp file, Redis on the session's
real redis-server (tests/conftest.py), and the sealing wrapper; each contract test of
tests/state runs on all three."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from memproxy.state.base import StateStore
from tests.kit.state import BACKENDS, MakeStore, open_state


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def prefix() -> str:
    """The Redis keys' prefix of this test's stores."""
    return f"t{uuid.uuid4().hex[:12]}"


@pytest.fixture
def make_store(
    backend: str, tmp_path: Path, prefix: str, request: pytest.FixtureRequest
) -> MakeStore:
    """A factory, so a test can open a second store on the same data (another replica,
    or the same sidecar after a restart)."""
    url = request.getfixturevalue("redis_server").url if backend == "redis" else ""

    def make(**options: object) -> StateStore:
        return open_state(backend, tmp_path, url, prefix, **options)

    return make


@pytest.fixture
async def store(make_store: MakeStore) -> AsyncIterator[StateStore]:
    state = make_store(max_queue=50, max_turns_per_session=20)
    await state.start()
    yield state
    await state.close()
