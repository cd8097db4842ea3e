"""Reading bench/results/: the latest run per benchmark and configuration."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

RESULTS = Path("bench/results")

# One file per benchmark and configuration: the latest run (older runs are in git).
LATENCY = {
    "100k memories, Milvus server": "latency-100k-server.json",
    "1M memories, Milvus server": "latency-1m-server.json",
    "100k memories, Milvus Lite": "latency-100k-lite.json",
}
COMPRESSION = [
    "compression-200-0.5b.json",
    "compression-200-1.5b.json",
    "compression-300-1.5b.json",
]
LEARN_NAME = re.compile(r"^learn-(?P<model>[a-z0-9.]+)(?:-(?P<set>[a-z]))?\.json$")


def load(root: Path, name: str) -> Any:
    return json.loads((root / RESULTS / name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class LearnRun:
    model: str
    set: str
    data: dict[str, Any]
    name: str


def learn_runs(root: Path) -> list[LearnRun]:
    """Every learn-<model>[-<set>].json (bench.learn's default names; set a has none),
    ordered by model, then set."""
    runs = []
    for path in sorted((root / RESULTS).glob("learn-*.json")):
        match = LEARN_NAME.match(path.name)
        if match is None:
            continue  # a variant run (another option): not the benchmark's table
        data = json.loads(path.read_text(encoding="utf-8"))
        runs.append(LearnRun(match["model"], match["set"] or "a", data, path.name))
    order = {"1.5b": 0, "0.5b": 1, "none": 9}
    return sorted(runs, key=lambda r: (order.get(r.model, 5), r.model, r.set))


def pct(value: float | None, digits: int = 0) -> str:
    return "-" if value is None else f"{value * 100:.{digits}f}%"


def ms(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"
