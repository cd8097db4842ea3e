"""The layers of memproxy run one way: a module imports only from layers below its own.

    request:  extproc -> pipeline (identify, decide, rewrite, retrieve, render)
              -> openai_apis (inject)
    response: extproc -> response (capture, record) -> state; learn (extract, dedup) -> store

The two flows and the learner sit side by side and never import each other; what they
share (API specs, stores, embedders, text helpers) lies below them. Parsed with ast, so
an import inside a function counts as well.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SRC = ROOT / "src" / "memproxy"

LAYERS: list[tuple[frozenset[str], bool]] = [
    # (packages or top-level modules, whether they may import each other), lowest first
    (
        frozenset(
            {"memproxy", "text", "ids", "sanitize", "greeting", "config", "metrics", "domain"}
            | {"numbers", "ports"}
            | {"localproc", "llm", "v1", "logs", "tracing", "crypto", "background"}
            | {"backends"}
        ),
        True,
    ),  # shared pure pieces, settings, metrics, logs and traces, store connections
    (frozenset({"state", "store", "embed", "openai_apis", "context"}), False),  # the seams
    (frozenset({"quota", "compress", "receipts"}), False),  # receipts: beside context records
    (frozenset({"lifecycle"}), False),  # retention, cleanup, usage (memproxy.lifecycle)
    (frozenset({"pipeline", "response", "learn"}), False),  # the flows
    (frozenset({"service"}), False),  # the memory service (uses pipeline.profile)
    (frozenset({"extproc", "api"}), False),  # the servers
    (frozenset({"console"}), False),  # the web console (over the admin and self-service apps)
    (frozenset({"wiring"}), False),  # the composition of them all (build_wiring)
    (frozenset({"app", "supervisor", "envoy_config", "admin_client", "protogen"}), False),
    (frozenset({"demo"}), False),  # entry points: the demo (a user command) ...
    (frozenset({"commands"}), False),  # ... the subcommands ...
    (frozenset({"cli"}), False),  # ... and the CLI on top: one way, no cycle
    (frozenset({"testing"}), False),  # the testing kit (tests and bench share it): above all
]
RANK = {name: rank for rank, (names, _) in enumerate(LAYERS) for name in names}


def unit_of(path: Path, src: Path = SRC) -> str:
    """The package (or top-level module) a source file belongs to."""
    first = path.relative_to(src).with_suffix("").parts[0]
    return "memproxy" if first == "__init__" else first


def imported_units(tree: ast.AST) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules = [node.module]
            if node.module == "memproxy":
                modules = [f"memproxy.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        else:
            continue
        for module in modules:
            parts = module.split(".")
            if parts[0] == "memproxy":
                found.append((node.lineno, parts[1] if len(parts) > 1 else "memproxy"))
    return found


def crossings(src: Path = SRC) -> list[str]:
    bad: list[str] = []
    for path in sorted(src.rglob("*.py")):
        unit = unit_of(path, src)
        if unit == "v1":  # generated protobuf code
            continue
        for line, target in imported_units(ast.parse(path.read_text(), str(path))):
            if target == unit:
                continue
            own, theirs = RANK[unit], RANK[target]
            if theirs > own or (theirs == own and not LAYERS[own][1]):
                bad.append(f"{path.relative_to(src)}:{line} imports memproxy.{target}")
    return bad


def test_every_package_has_a_layer() -> None:
    units = {unit_of(p) for p in SRC.rglob("*.py")}
    assert units - RANK.keys() == set(), "place the new package in LAYERS"


def test_no_import_crosses_a_layer() -> None:
    assert crossings() == []


@pytest.mark.parametrize(
    ("unit", "line"),
    [
        ("pipeline", "from memproxy.extproc.processor import MemoryProcessor"),
        ("response", "from memproxy.pipeline.request import RequestResult"),
        ("learn", "from memproxy.pipeline.decide import is_greeting"),
        ("openai_apis", "import memproxy.state.base"),
        ("demo", "from memproxy.cli import main"),
        ("commands", "from memproxy.cli import version"),
    ],
)
def test_a_crossing_import_is_found(tmp_path: Path, unit: str, line: str) -> None:
    (tmp_path / unit).mkdir()
    (tmp_path / unit / "bad.py").write_text(f"def f() -> None:\n    {line}\n")
    target = line.split("memproxy.")[1].split(".")[0].split()[0]
    assert crossings(tmp_path) == [f"{unit}/bad.py:2 imports memproxy.{target}"]


def top_packages(tree: ast.AST) -> set[str]:
    """The top-level packages a module imports (inside functions too)."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module.split(".")[0])
        elif isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
    return found


def foreign_imports(root: Path = ROOT) -> list[str]:
    """bench never imports tests, tests never import bench (what both need is in the
    testing kit, memproxy.testing); tests/bench/ tests the benchmarks' own code."""
    bad: list[str] = []
    for tree_name, other in (("bench", "tests"), ("tests", "bench")):
        for path in sorted((root / tree_name).rglob("*.py")):
            if tree_name == "tests" and path.parent.name == "bench":
                continue
            if other in top_packages(ast.parse(path.read_text(), str(path))):
                bad.append(f"{path.relative_to(root)} imports {other}")
    return bad


def test_tests_and_bench_share_only_the_kit() -> None:
    assert foreign_imports() == []


@pytest.mark.parametrize(
    ("where", "line"),
    [
        ("bench/soak/run.py", "from tests.helpers import Envoy"),
        ("tests/integration/test_x.py", "import bench.common"),
    ],
)
def test_a_foreign_import_is_found(tmp_path: Path, where: str, line: str) -> None:
    for tree_name in ("bench", "tests"):
        (tmp_path / tree_name).mkdir()
    (tmp_path / where).parent.mkdir(parents=True, exist_ok=True)
    (tmp_path / where).write_text(f"def f() -> None:\n    {line}\n")
    other = "tests" if where.startswith("bench") else "bench"
    assert foreign_imports(tmp_path) == [f"{where} imports {other}"]
