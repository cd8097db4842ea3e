"""The installed package's tests (make test-package): the repository's build inputs, the
clean environment every child gets, and the built artefacts and venv they install."""

from __future__ import annotations

import os
import subprocess
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())


def clean_env(**extra: str) -> dict[str, str]:
    drop = ("PYTHON", "PIP_", "VIRTUAL_ENV", "MEMPROXY_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    return {**env, **extra}


def sh(argv: list[str | Path], timeout: float, **kw: Any) -> subprocess.CompletedProcess[str]:
    """argv to completion; a failure shows its output."""
    result = subprocess.run(
        [str(a) for a in argv], capture_output=True, text=True, timeout=timeout, **kw
    )
    if result.returncode != 0:
        raise AssertionError(f"{argv} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result


def offline(house: Path) -> dict[str, str]:
    return clean_env(PIP_NO_INDEX="1", PIP_FIND_LINKS=str(house), PIP_DISABLE_PIP_VERSION_CHECK="1")


@dataclass(frozen=True)
class Built:
    sdist: Path
    wheel: Path


@dataclass(frozen=True)
class Venv:
    path: Path
    wheelhouse: Path
    wheel: Path
    home: Path
    """An empty directory outside the source tree: the working directory of every run."""

    def bin(self, name: str) -> Path:
        return self.path / "bin" / name

    def run(
        self, *argv: str | Path, timeout: float = 120, **env: str
    ) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(a) for a in argv],
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=self.home,
            env=clean_env(**env),
        )

    def pip_install(self, *args: str | Path) -> None:
        pip = [self.bin("python"), "-m", "pip", "install", "-q", *args]
        sh(pip, 900, env=offline(self.wheelhouse), cwd=self.home)
