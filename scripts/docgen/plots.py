"""The benchmark pages' plots (SVG in docs/benchmarks/img/), drawn from bench/results/.

Written deterministically (no date in the file, a fixed hash salt), so a rerun on the
same results and the same matplotlib writes the same bytes.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt

from docgen.bench_pages import STORE_MODES, learning_by_model
from docgen.results import COMPRESSION, LATENCY, load

IMG = Path("docs/benchmarks/img")
SHORT = {
    "envoy": "Envoy alone",
    "passthrough": "pass-through",
    "anonymous": "no user",
    "skipped": "skipped",
    "injected": "injected",
    "fresh": "new question",
    "many_users": "other user",
}
plt.rcParams.update({"svg.hashsalt": "memproxy", "svg.fonttype": "none", "font.size": 9})


def _svg(fig: Any) -> str:
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    return buffer.getvalue()


def _bars(ax: Any, labels: list[str], series: dict[str, list[float]]) -> None:
    width = 0.8 / max(len(series), 1)
    for i, (name, values) in enumerate(series.items()):
        xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(labels))]
        ax.bar(xs, values, width, label=name)
    ax.set_xticks(range(len(labels)), labels, rotation=20, ha="right")
    ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)


def latency(root: Path) -> str:
    fig, axes = plt.subplots(1, 2, figsize=(10, 3.6), sharey=True)
    for ax, (label, name) in zip(axes, list(LATENCY.items())[:2], strict=True):
        modes = load(root, name)["results"][0]["concurrency"]["1"]
        keys = [k for k in SHORT if k in modes]
        labels = [SHORT[k] for k in keys]
        _bars(
            ax,
            labels,
            {
                "p50": [modes[k]["p50_ms"] for k in keys],
                "p99": [modes[k]["p99_ms"] for k in keys],
            },
        )
        ax.set_title(label)
    axes[0].set_ylabel("ms per request, c=1")
    return _svg(fig)


def retrieval(root: Path) -> str:
    sets = [*load(root, "eval-modes.json")["sets"], *load(root, "eval-modes-realtalk.json")["sets"]]
    fig, ax = plt.subplots(figsize=(9, 3.6))
    series = {
        text.strip("*").replace(" (default)", ", default"): [
            s["modes"].get(key, {}).get("r@10", 0) * 100 for s in sets
        ]
        for key, text in STORE_MODES.items()
    }
    _bars(ax, [s["set"] for s in sets], series)
    ax.set_ylabel("recall@10, %")
    ax.legend(frameon=False, fontsize=7, loc="upper left", bbox_to_anchor=(1.0, 1.0))
    return _svg(fig)


def learning(root: Path) -> str:
    by_model = learning_by_model(root)
    sets = sorted({s for runs in by_model.values() for s in runs})
    fig, ax = plt.subplots(figsize=(9, 3.2))
    series = {
        model: [runs[s]["answer_injected"] * 100 if s in runs else 0 for s in sets]
        for model, runs in by_model.items()
    }
    _bars(ax, [f"set {s}" for s in sets], series)
    ax.set_ylabel("answer injected, % of questions")
    ax.set_ylim(0, 105)
    ax.legend(frameon=False, loc="upper left", bbox_to_anchor=(1.0, 1.0), title="model")
    return _svg(fig)


def compression(root: Path) -> str:
    runs = [load(root, name) for name in COMPRESSION]
    fig, ax = plt.subplots(figsize=(6, 3.2))
    _bars(
        ax,
        [f"{r['turns']} turns, {r['model']}" for r in runs],
        {
            "full history": [r["summary"]["full"]["prompt_tokens_mean"] for r in runs],
            "compressed": [r["summary"]["compressed"]["prompt_tokens_mean"] for r in runs],
        },
    )
    ax.set_ylabel("prompt tokens (mean)")
    return _svg(fig)


def throughput(root: Path) -> str:
    d = load(root, "throughput.json")
    keys = ["envoy", "passthrough", "anonymous", "skipped", "injected"]
    fig, ax = plt.subplots(figsize=(7, 3.2))
    _bars(
        ax,
        [SHORT[k] for k in keys],
        {
            f"{procs} process{'es' if procs != '1' else ''}": [run["modes"][k]["rps"] for k in keys]
            for procs, run in d["by_processes"].items()
        },
    )
    ax.set_ylabel("requests/s at c=16")
    return _svg(fig)


PLOTS: dict[str, Callable[[Path], str]] = {
    "latency.svg": latency,
    "retrieval.svg": retrieval,
    "learning.svg": learning,
    "compression.svg": compression,
    "throughput.svg": throughput,
}


def render_all(root: Path) -> dict[Path, str]:
    return {IMG / name: draw(root) for name, draw in PLOTS.items()}


def write_all(root: Path) -> list[Path]:
    written = []
    for path, text in render_all(root).items():
        target = root / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if not target.is_file() or target.read_text(encoding="utf-8") != text:
            target.write_text(text, encoding="utf-8")
            written.append(target)
    return written
