"""Per-query latency of one short sentence: ONNX Runtime vs sentence-transformers
(and, with --int8, the int8 weights the sidecar embeds questions with by default:
model-int8.onnx beside the model, memproxy.embed.quantise; bench.eval.modes and
bench.eval.offline measure recall with them).

Both backends embed the same sentence through the public async API (the path the
sidecar takes: event loop -> embedding thread -> model), one query at a time, with
`--threads` intra-op threads each. Rounds alternate the backends' order, so drift and
neighbours' load hit both alike; each round gives a p50 and a p99, and the table shows
the median over rounds. Writes bench/results/embedder.json.

Usage: python -m bench.embedder [--rounds 7] [--queries 300] [--threads 1] [--int8]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import statistics
import time
from importlib.metadata import version
from pathlib import Path
from typing import Any

import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import Embedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.embed.sentence import SentenceTransformerEmbedder
from memproxy.testing.procs import model_dir

RESULTS = Path(__file__).parent / "results"
SENTENCE = "What's my budget for the Hawaii trip?"


async def one_round(embedder: Embedder, queries: int) -> list[float]:
    """Latencies in ms of `queries` sequential single-sentence embeds."""
    samples = []
    for _ in range(queries):
        started = time.perf_counter_ns()
        await embedder.embed([SENTENCE])
        samples.append((time.perf_counter_ns() - started) / 1e6)
    return samples


def percentiles(samples: list[float]) -> dict[str, float]:
    p50, p99 = np.percentile(samples, [50, 99])
    return {"p50_ms": float(p50), "p99_ms": float(p99)}


async def run(
    rounds: int, queries: int, warmup: int, threads: int, int8: bool = False
) -> dict[str, Any]:
    settings = EmbeddingSettings(threads=threads)
    fp32 = ensure_onnx_model(model_dir())
    backends: dict[str, Embedder] = {
        "onnx": OnnxEmbedder(settings, fp32),
        "sentence-transformers": SentenceTransformerEmbedder(settings),
    }
    if int8:
        backends["onnx-int8"] = OnnxEmbedder(settings, fp32, query=True)
    for embedder in backends.values():
        await embedder.start()
        await one_round(embedder, warmup)
    vectors = {name: (await e.embed([SENTENCE]))[0] for name, e in backends.items()}
    per_round: dict[str, list[dict[str, float]]] = {name: [] for name in backends}
    load_before = os.getloadavg()
    for r in range(rounds):
        order = list(backends)[r % len(backends) :] + list(backends)[: r % len(backends)]
        for name in order:
            per_round[name].append(percentiles(await one_round(backends[name], queries)))
    for embedder in backends.values():
        await embedder.close()
    medians = {
        name: {key: statistics.median(p[key] for p in rows) for key in ("p50_ms", "p99_ms")}
        for name, rows in per_round.items()
    }
    onnx, st = medians["onnx"], medians["sentence-transformers"]
    return {
        "sentence": SENTENCE,
        "threads": threads,
        "rounds": rounds,
        "queries_per_round": queries,
        "results": {name: medians[name] | {"rounds": per_round[name]} for name in backends},
        "ratio_onnx_over_st": {
            "p50": onnx["p50_ms"] / st["p50_ms"],
            "p99": onnx["p99_ms"] / st["p99_ms"],
        },
        "cosine_onnx_vs_st": float(vectors["onnx"] @ vectors["sentence-transformers"]),
        "cosine_onnx_vs_int8": (float(vectors["onnx"] @ vectors["onnx-int8"]) if int8 else None),
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "onnxruntime": version("onnxruntime"),
            "torch": version("torch"),
            "sentence-transformers": version("sentence-transformers"),
        },
    }


def print_table(result: dict[str, Any]) -> None:
    rows = result["results"]
    print(
        f"one short sentence, {result['threads']} thread(s), median of "
        f"{result['rounds']} rounds x {result['queries_per_round']} queries"
    )
    print(f"{'backend':<24}{'p50 ms':>10}{'p99 ms':>10}")
    for name, row in rows.items():
        print(f"{name:<24}{row['p50_ms']:>10.2f}{row['p99_ms']:>10.2f}")
    ratio = result["ratio_onnx_over_st"]
    print(f"{'ratio onnx/st':<24}{ratio['p50']:>10.2f}{ratio['p99']:>10.2f}")
    print(f"cosine onnx vs st: {result['cosine_onnx_vs_st']:.6f}")
    if result["cosine_onnx_vs_int8"] is not None:
        print(f"cosine onnx vs int8: {result['cosine_onnx_vs_int8']:.6f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--int8", action="store_true", help="also the int8-weight model")
    parser.add_argument("--out", type=Path, default=RESULTS / "embedder.json")
    args = parser.parse_args()
    result = asyncio.run(run(args.rounds, args.queries, args.warmup, args.threads, args.int8))
    print_table(result)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
