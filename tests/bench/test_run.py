"""The benchmark index (bench/run.py) lists every benchmark: each runnable module under
bench/ is in it, or is a tool named here with what it is for."""

from __future__ import annotations

from pathlib import Path

from bench.run import DEFAULT, FULL, QUICK

BENCH = Path(__file__).resolve().parents[2] / "bench"

TOOLS = {
    "run": "the index itself",
    "stream_upstream": "the upstream bench.stream starts",
    "learn.upstream": "the upstream bench.learn starts",
    "learn.replay_upstream": "an upstream that replays recorded answers to bench.learn",
    "eval.run": "bench.eval's module (python -m bench.eval)",
    "soak.run": "bench.soak's module (python -m bench.soak)",
    "eval.generate": "writes the generated evaluation set",
    "eval.adapter": "trains the questions' adapter",
    "eval.offline": "the store's ranking in process, for trying ranking ideas",
}


def runnable(root: Path = BENCH) -> set[str]:
    """Modules `python -m bench.X` runs: a script's main guard, or a package's __main__."""
    found: set[str] = set()
    for path in root.rglob("*.py"):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__main__":
            found.add(".".join(parts[:-1]))
        elif 'if __name__ == "__main__":' in path.read_text():
            found.add(".".join(parts))
    return found


def test_every_benchmark_is_in_the_index() -> None:
    assert runnable() - TOOLS.keys() == FULL.keys()


def test_every_benchmark_has_quick_arguments_and_the_default_runs_listed_ones() -> None:
    assert QUICK.keys() == FULL.keys() and set(DEFAULT) <= FULL.keys()


def test_a_new_benchmark_is_found(tmp_path: Path) -> None:
    (tmp_path / "new_cost.py").write_text('if __name__ == "__main__":\n    main()\n')
    (tmp_path / "helper.py").write_text("def helper() -> None: ...\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__main__.py").write_text("")
    assert runnable(tmp_path) == {"new_cost", "pkg"}
