"""Added latency of memproxy through a real Envoy, as ratios against Envoy alone.

One run starts: a stub LLM upstream (its own process), Envoy without ext_proc, Envoy
with ext_proc -> memproxy (its own process, seeded with N memories), then measures in
interleaved rounds (so drift hits every mode alike) at concurrency 1:

  direct        client -> upstream
  envoy         client -> Envoy (no ext_proc) -> upstream           (the baseline)
  passthrough   Envoy + memproxy, a path memproxy does not touch (POST /v1/embeddings)
  skipped       Envoy + memproxy, memory skipped by the decision (a greeting)
  injected      Envoy + memproxy, memories searched and injected

Usage: python -m bench.latency [--memories 1000 100000] [--requests 300] [--milvus lite|server]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from tests.support.procs import Envoy, Memproxy, free_port, stop_pid, wait_http

RESULTS = Path(__file__).parent / "results"
QUESTION = "What's my budget for the Hawaii trip?"
TOPICS = [
    "budget",
    "flight",
    "hotel",
    "allergy",
    "deploy",
    "meeting",
    "car",
    "garden",
    "gym",
    "book",
    "music",
    "pet",
    "school",
    "tax",
    "recipe",
    "doctor",
]


def body_for(mode: str, user: str) -> tuple[str, dict[str, Any]]:
    if mode == "passthrough":
        return "/v1/embeddings", {"model": "m", "input": QUESTION}
    text = "Hello!" if mode == "skipped" else QUESTION
    return "/v1/responses", {"model": "m", "input": text}


async def seed(admin_url: str, n: int, users: int) -> float:
    """Store n short memories over `users` users through the admin batch API."""
    started = time.perf_counter()
    rng = np.random.default_rng(7)
    async with httpx.AsyncClient(timeout=300) as client:
        batch: list[dict[str, Any]] = [
            {"user_id": "user-1", "content": "User's budget for the Hawaii trip is $10,000"},
            {"user_id": "user-1", "content": "User prefers beach hotels on Maui"},
        ]
        for i in range(n):
            topic = TOPICS[int(rng.integers(len(TOPICS)))]
            batch.append(
                {
                    "user_id": f"user-{i % users}",
                    "content": f"User's {topic} note number {i}: value {rng.integers(1e6)}",
                }
            )
            if len(batch) == 500 or i == n - 1:
                r = await client.post(f"{admin_url}/v1/memory/batch", json={"memories": batch})
                r.raise_for_status()
                batch = []
    return time.perf_counter() - started


async def measure(url: str, mode: str, n: int, user: str) -> list[float]:
    path, body = body_for(mode, user)
    out: list[float] = []
    async with httpx.AsyncClient(base_url=url, timeout=30, headers={"x-user-id": user}) as client:
        for _ in range(5):  # warm-up
            (await client.post(path, json=body)).raise_for_status()
        for _ in range(n):
            t = time.perf_counter()
            r = await client.post(path, json=body)
            out.append(time.perf_counter() - t)
            r.raise_for_status()
    return out


def summary(samples: list[float]) -> dict[str, float]:
    ms = sorted(s * 1000 for s in samples)
    return {
        "p50_ms": statistics.median(ms),
        "p99_ms": ms[min(len(ms) - 1, int(len(ms) * 0.99))],
        "mean_ms": statistics.fmean(ms),
        "n": len(ms),
    }


async def run_one(memories: int, requests: int, rounds: int, milvus_uri: str | None) -> dict:
    work = Path(tempfile.mkdtemp(prefix="bench-"))
    up_port = free_port()
    upstream = subprocess.Popen([sys.executable, "-m", "tests.support.stub_llm", str(up_port)])
    env = {"MEMPROXY_MEMORY__MILVUS__URI": milvus_uri} if milvus_uri else {}
    if milvus_uri:
        env["MEMPROXY_MEMORY__MILVUS__COLLECTION"] = f"bench_{memories}_{int(time.time())}"
    sidecar = Memproxy(work / "memproxy", env=env)
    plain = with_proc = None
    try:
        wait_http(f"http://127.0.0.1:{up_port}/health", 20)
        sidecar.start(timeout=120)
        seconds = await seed(sidecar.admin_url, memories, max(1, memories // 100))
        plain = Envoy(upstream_port=up_port, extproc_port=free_port(), with_ext_proc=False).start()
        with_proc = Envoy(upstream_port=up_port, extproc_port=sidecar.extproc_port).start()
        urls = {
            "direct": f"http://127.0.0.1:{up_port}",
            "envoy": plain.url,
            "passthrough": with_proc.url,
            "skipped": with_proc.url,
            "injected": with_proc.url,
        }
        samples: dict[str, list[float]] = {m: [] for m in urls}
        for _ in range(rounds):
            for mode, url in urls.items():
                samples[mode] += await measure(url, mode, requests // rounds, "user-1")
        stats = {m: summary(s) for m, s in samples.items()}
        base = stats["envoy"]
        for s in stats.values():
            s["added_p50_ms"] = s["p50_ms"] - base["p50_ms"]
            s["added_p99_ms"] = s["p99_ms"] - base["p99_ms"]
            s["ratio_p50"] = s["p50_ms"] / base["p50_ms"]
        metrics = httpx.get(f"{sidecar.admin_url}/metrics", timeout=5).text
        injected = [
            ln
            for ln in metrics.splitlines()
            if ln.startswith("memproxy_requests_total") and "injected" in ln
        ]
        return {
            "memories": memories,
            "seed_seconds": seconds,
            "milvus": milvus_uri or "lite",
            "modes": stats,
            "injected_counter": injected,
        }
    finally:
        for proc in (with_proc, plain):
            if proc is not None:
                proc.stop()
        sidecar.stop()
        stop_pid(upstream)


def print_table(result: dict) -> None:
    print(
        f"\n{result['memories']} memories on {result['milvus']} "
        f"(seeded in {result['seed_seconds']:.0f}s)"
    )
    print(f"{'mode':<12}{'p50 ms':>9}{'p99 ms':>9}{'+p50 ms':>9}{'+p99 ms':>9}{'x envoy':>9}")
    for mode, s in result["modes"].items():
        print(
            f"{mode:<12}{s['p50_ms']:>9.2f}{s['p99_ms']:>9.2f}{s['added_p50_ms']:>9.2f}"
            f"{s['added_p99_ms']:>9.2f}{s['ratio_p50']:>9.2f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--memories", type=int, nargs="+", default=[1000, 100_000])
    parser.add_argument("--requests", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--milvus-uri", default=None, help="a Milvus server; default Milvus Lite")
    args = parser.parse_args()
    results = []
    for n in args.memories:
        result = asyncio.run(run_one(n, args.requests, args.rounds, args.milvus_uri))
        print_table(result)
        results.append(result)
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / "latency.json"
    out.write_text(json.dumps({"date": time.strftime("%Y-%m-%d"), "results": results}, indent=2))
    print(f"\nwrote {out}")


if __name__ == "__main__":
    main()
