"""The benchmark pages' plots (SVG), drawn from bench/results/ with matplotlib."""

from __future__ import annotations

from pathlib import Path


def write_all(root: Path) -> list[Path]:
    return []
