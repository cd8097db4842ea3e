"""No test imports another test module: what tests share lives in the kit (tests/kit).

A test module (test_*.py) or a conftest.py imported from elsewhere ties tests together
by accident: a fixture module's helpers change with its fixtures, and pytest may import
the same file twice under two names. Parsed with ast, so an import inside a function
counts as well.
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent

NOT_YET: set[tuple[str, str]] = set()


def is_test_module(module: str) -> bool:
    last = module.rsplit(".", 1)[-1]
    return last == "conftest" or last.startswith("test_")


def imported(tree: ast.AST) -> list[tuple[int, str]]:
    """The modules a file imports (`from tests.x import y`: tests.x and, should y be a
    module, tests.x.y); a relative import's module as written, dots first."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            found.append((node.lineno, module))
            found += [(node.lineno, f"{module.rstrip('.')}.{a.name}") for a in node.names]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return sorted(found)


def imports_of_test_modules(root: Path = TESTS) -> list[str]:
    bad: list[str] = []
    for path in sorted(root.rglob("*.py")):
        name = path.relative_to(root).as_posix()
        for line, module in imported(ast.parse(path.read_text(), str(path))):
            ours = module.startswith(("tests.", "."))
            if ours and is_test_module(module) and (name, module) not in NOT_YET:
                bad.append(f"{name}:{line} imports {module}")
    return bad


def test_no_test_imports_another_test_module() -> None:
    assert imports_of_test_modules() == []


def test_every_exception_is_still_needed() -> None:
    """An exception whose import went goes from NOT_YET too."""
    for name, module in NOT_YET:
        path = TESTS / name
        assert path.is_file() and module in {m for _, m in imported(ast.parse(path.read_text()))}, (
            f"{name} no longer imports {module}: drop it from NOT_YET"
        )


def test_an_import_of_a_test_module_is_found(tmp_path: Path) -> None:
    (tmp_path / "store").mkdir()
    (tmp_path / "store" / "test_a.py").write_text(
        "from tests.store.test_milvus_store import vec\n"
        "from tests.kit.store import DIM\n"
        "def f() -> None:\n"
        "    from tests.store import conftest\n"
        "from .test_b import g\n"
    )
    assert imports_of_test_modules(tmp_path) == [
        "store/test_a.py:1 imports tests.store.test_milvus_store",
        "store/test_a.py:4 imports tests.store.conftest",
        "store/test_a.py:5 imports .test_b",
    ]
