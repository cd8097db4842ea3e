"""A day of learned facts written one at a time into Milvus Lite: do searches stay fast?

The learner stores each fact it extracts as one insert. Milvus Lite kept every insert
call as one batch of its in-memory table (until 128 MB) and every filtered search
rebuilt a table from all of them, so searches slowed down write by write until memory
missed the request deadline, also for users with none of the new rows. The store now
flushes Lite after every `milvus.lite_flush_every` inserts.

One run, in-process, built by memproxy's own wiring (App), with the real ONNX embedder:
seed 100 users x 10 memories (in batches, as an import would), then write --writes
single memories (POST /v1/memory's path: MemoryService.store with one item) spread over
400 users, and at every --every writes measure
  search  admin search latency (embedding of a cached question + the store search)
  inject  chat requests through the request pipeline with its deadline (35 ms):
          the share that got their memories (outcome "injected")
each as a ratio against the start of the same run. With --compare (the default) the
same is run a second time with flushing off (lite_flush_every never reached: the old
store), up to 1,000 writes, so the result shows both in one run, on one machine.

Writes bench/results/lite-writes.json. Usage:
  python -m bench.lite_writes [--writes 2000] [--every 500] [--requests 40] [--no-compare]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import platform
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.common import latency_summary
from memproxy.app import App
from memproxy.config import Settings
from memproxy.domain import Scope
from memproxy.openai_apis import SPECS
from memproxy.service import NewMemory
from memproxy.testing.procs import model_dir

RESULTS = Path(__file__).parent / "results"
SEEDED_USERS = 100
WRITE_USERS = 400
FACT = "My budget for the Hawaii trip is {n} dollars."
QUESTION = "What's my budget for the Hawaii trip?"
COMPARE_WRITES = 1000
"""The no-flush run stops here: past it each of its searches takes seconds."""
NEVER = 100_000  # lite_flush_every (its maximum) never reached here: the store before the fix


def build(home: Path, flush_every: int) -> App:
    settings = Settings.model_validate(
        {
            "home": str(home),
            "memory": {
                "milvus": {"uri": str(home / "lite.db"), "lite_flush_every": flush_every},
                "embedding": {"onnx_path": str(model_dir())},
            },
        }
    )
    return App(settings)


async def seed(app: App) -> None:
    items = [
        NewMemory(user_id=f"user-{u}", content=FACT.format(n=1000 + u * 10 + k))
        for u in range(SEEDED_USERS)
        for k in range(10)
    ]
    for start in range(0, len(items), 100):
        await app.service.store(items[start : start + 100])


async def measure(app: App, requests: int) -> dict[str, Any]:
    """Admin searches and chat requests for seeded users (some with new rows, some not)."""
    users = [f"user-{i * 3 % SEEDED_USERS}" for i in range(requests)]
    searches: list[float] = []
    for user in users:
        t = time.perf_counter()
        await app.service.search(Scope(user_id=user), QUESTION)
        searches.append(time.perf_counter() - t)
    adapter = SPECS["/v1/chat/completions"]
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": QUESTION}]})
    injected = 0
    for user in users:
        result = await app.processor.process(adapter, {"x-user-id": user}, body.encode())
        injected += result.outcome == "injected"
    return {"search": latency_summary(searches), "injected_rate": injected / len(users)}


async def run(flush_every: int, writes: int, every: int, requests: int) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="lite-writes-") as tmp:
        app = build(Path(tmp), flush_every)
        await app.state.start()
        await app.embedders.start()
        await app.store.start()
        try:
            await seed(app)
            await measure(app, 5)  # warm the question's embedding and the search path
            points = [{"writes": 0, **await measure(app, requests)}]
            write_s: list[float] = []
            for i in range(1, writes + 1):
                item = NewMemory(user_id=f"user-{i % WRITE_USERS}", content=f"Learned fact {i}.")
                t = time.perf_counter()
                await app.service.store([item])
                write_s.append(time.perf_counter() - t)
                if i % every == 0:
                    point = {"writes": i, **await measure(app, requests)}
                    point["write"] = latency_summary(write_s)
                    write_s = []
                    points.append(point)
                    print(f"  {flush_every=} {_line(points[0], point)}", flush=True)
        finally:
            await app.store.close()
            await app.embedders.close()
            await app.state.close()
    base = points[0]
    for p in points:
        p["search_p50_ratio"] = p["search"]["p50_ms"] / base["search"]["p50_ms"]
        p["search_p99_ratio"] = p["search"]["p99_ms"] / base["search"]["p99_ms"]
        p["injected_ratio"] = p["injected_rate"] / max(base["injected_rate"], 1e-9)
    return points


def _line(base: dict[str, Any], p: dict[str, Any]) -> str:
    return (
        f"{p['writes']:>5} writes: search p50 {p['search']['p50_ms']:.1f} ms "
        f"(x{p['search']['p50_ms'] / base['search']['p50_ms']:.2f}), "
        f"p99 {p['search']['p99_ms']:.1f} ms, injected {p['injected_rate']:.0%} "
        f"(start {base['injected_rate']:.0%})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--writes", type=int, default=2000)
    parser.add_argument("--every", type=int, default=500)
    parser.add_argument("--requests", type=int, default=40)
    default_every = Settings().memory.milvus.lite_flush_every
    parser.add_argument("--flush-every", type=int, default=default_every)
    parser.add_argument("--no-compare", action="store_true", help="skip the no-flush run")
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)  # not a line per request past the deadline
    modes = {"flush": (args.flush_every, args.writes)}
    if not args.no_compare:
        modes["no_flush"] = (NEVER, min(args.writes, COMPARE_WRITES))
    result: dict[str, Any] = {
        "benchmark": "lite_writes",
        "machine": f"{platform.machine()}, {platform.python_version()}",
        "writes": args.writes,
        "requests_per_point": args.requests,
        "deadline_ms": Settings().memory.deadline_ms,
        "modes": {},
    }
    for name, (flush_every, writes) in modes.items():
        print(f"{name} (lite_flush_every={flush_every}):", flush=True)
        points = asyncio.run(run(flush_every, writes, args.every, args.requests))
        result["modes"][name] = {"lite_flush_every": flush_every, "points": points}
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / "lite-writes.json"
    out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
