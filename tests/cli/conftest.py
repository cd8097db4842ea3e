"""A real sidecar (Milvus Lite) for the operator CLI, and the CLI run in-process."""

from __future__ import annotations

import uuid
from collections.abc import Iterator

import pytest

from memproxy.cli import main
from memproxy.testing.procs import Memproxy
from tests.kit.cli import Cli, Result


@pytest.fixture(scope="module")
def sidecar(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memproxy]:
    proc = Memproxy(tmp_path_factory.mktemp("cli-memproxy")).start()
    yield proc
    proc.stop()


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> Cli:
    """Run `memproxy ARGS...`; stdin from `stdin=` when given."""
    monkeypatch.delenv("MEMPROXY_ADMIN_TOKEN", raising=False)

    def run(*argv: str) -> Result:
        capsys.readouterr()
        rc = main(list(argv))
        captured = capsys.readouterr()
        assert "Traceback" not in captured.err
        return Result(rc, captured.out, captured.err)

    return run


@pytest.fixture
def user() -> str:
    return f"cli-{uuid.uuid4().hex[:8]}"
