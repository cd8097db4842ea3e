"""One real stack for the integration tier: stub LLM <- Envoy (ext_proc) -> memproxy."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from memproxy.testing.clients import FACTS
from memproxy.testing.procs import RELAXED_DEADLINE, Memproxy, relaxed_envoy
from memproxy.testing.stub_llm import StubConfig, StubLLM
from tests.kit.stack import Stack


@pytest.fixture(scope="session")
def upstream() -> Iterator[StubLLM]:
    stub = StubLLM().start()
    yield stub
    stub.stop()


@pytest.fixture(scope="session")
def stack(upstream: StubLLM, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    home: Path = tmp_path_factory.mktemp("memproxy")
    sidecar = Memproxy(home, env=dict(RELAXED_DEADLINE)).start()
    envoy = relaxed_envoy(upstream.port, sidecar).start()
    try:
        yield Stack(upstream, sidecar, envoy)
    finally:
        envoy.stop()
        sidecar.stop()


@pytest.fixture
def user() -> str:
    return f"user-{uuid.uuid4().hex[:8]}"


@pytest.fixture
def learning_upstream() -> Iterator[StubLLM]:
    stub = StubLLM(config=StubConfig(extraction_answer=FACTS, chunks=3)).start()
    yield stub
    stub.stop()
