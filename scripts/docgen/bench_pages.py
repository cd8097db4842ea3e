"""Benchmark pages, their tables and the README's headline table, from bench/results/."""

from __future__ import annotations

from pathlib import Path


def pages(root: Path) -> dict[Path, str]:
    return {}


def headline_table(root: Path) -> str:
    return "(figures: see the benchmark pages)\n"
