"""What context records cost the request path, in process: records on against records off.

One Milvus Lite store (a user with 200 memories, the real embedder, its query cache),
two request processors over the same retriever: "on" keeps every record (a SQLite
context store, written by the background writer in the same event loop, as in the
sidecar), "off" builds the record for the header and metadata but keeps none
(memory.context.records false). The two alternate request by request (the order flips
each pair); the background writes run between requests, so their CPU lands on the loop
the requests share. Reports medians and p90 of the memory step and their ratio, per
repeat, and the median of the repeats' ratios.

Usage: python -m bench.context_cost [--requests 400] [--repeats 5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import time
from pathlib import Path
from typing import Any

from bench.common import scratch
from memproxy.config import (
    ContextSettings,
    EmbeddingSettings,
    IdentitySettings,
    MemorySettings,
    MilvusSettings,
)
from memproxy.context.retention import Retention
from memproxy.context.sqlite import SqliteContextStore
from memproxy.context.tokens import WordPieceCounter
from memproxy.context.writer import RecordWriter
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.metrics import Metrics
from memproxy.openai_apis import spec_for
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.service import MemoryService, NewMemory
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir

RESULTS = Path(__file__).parent / "results"
BODY = json.dumps(
    {"model": "m", "messages": [{"role": "user", "content": "What's my budget for Hawaii?"}]}
).encode()
HEADERS = {"x-user-id": "bench-user", "x-session-id": "s1"}


def _q(values: list[float], q: float) -> float:
    return sorted(values)[min(len(values) - 1, int(q * len(values)))]


async def run(requests: int, repeats: int) -> dict[str, Any]:
    work = scratch("context-cost-")
    metrics = Metrics()
    memory = MemorySettings(deadline_ms=10_000, context=ContextSettings())
    embedder = CachedEmbedder(OnnxEmbedder(EmbeddingSettings(), model_dir()), 4096)
    store = MilvusStore(MilvusSettings(uri=str(work / "m.db")), metrics)
    records = SqliteContextStore(work / "state.db", Retention.of(memory.context))
    await embedder.start()
    await store.start()
    await records.start()
    service = MemoryService(store, embedder, metrics, 2000)
    notes = [
        f"User's note {i}: the {t} is {i * 7}"
        for i, t in zip(range(200), ["trip", "car", "gym", "book"] * 50, strict=True)
    ]
    await service.store(
        [
            NewMemory(user_id="bench-user", content=c)
            for c in ["User's budget for the Hawaii trip is $10,000", *notes]
        ]
    )
    counter = WordPieceCounter(model_dir() / "tokenizer.json", "all-MiniLM-L6-v2")
    counter.load()
    retriever = Retriever(embedder, store, Rewriter("prepend"), metrics)
    writer = RecordWriter(records, metrics)
    arms = {
        "on": RequestProcessor(
            memory,
            IdentitySettings(),
            retriever,
            metrics,
            contexts=ContextLog(memory, counter, writer),
        ),
        "off": RequestProcessor(
            memory,
            IdentitySettings(),
            retriever,
            metrics,
            contexts=ContextLog(memory, counter, None),
        ),
    }
    spec = spec_for("POST", "/v1/chat/completions")
    assert spec is not None
    for arm in arms.values():  # warm-up: caches, connections
        for _ in range(20):
            await arm.process(spec, HEADERS, BODY)
    out: list[dict[str, float]] = []
    for _ in range(repeats):
        times: dict[str, list[float]] = {"on": [], "off": []}
        for i in range(requests):
            for name in ("on", "off") if i % 2 else ("off", "on"):
                t = time.perf_counter()
                result = await arms[name].process(spec, HEADERS, BODY)
                times[name].append((time.perf_counter() - t) * 1000)
                assert result.outcome == "injected", result.outcome
                await asyncio.sleep(0)  # the writer's turn, as between requests
        on, off = times["on"], times["off"]
        out.append(
            {
                "on_p50_ms": statistics.median(on),
                "off_p50_ms": statistics.median(off),
                "on_p90_ms": _q(on, 0.9),
                "off_p90_ms": _q(off, 0.9),
                "p50_ratio": statistics.median(on) / statistics.median(off),
                "p90_ratio": _q(on, 0.9) / _q(off, 0.9),
            }
        )
    await writer.drain(10)
    kept = len(await records.list("bench-user", limit=100_000))
    await records.close()
    await store.close()
    await embedder.close()
    return {
        "requests_per_arm_per_repeat": requests,
        "repeats": out,
        "median_p50_ratio": statistics.median(r["p50_ratio"] for r in out),
        "median_p90_ratio": statistics.median(r["p90_ratio"] for r in out),
        "records_kept": kept,
        "errors": metrics.value("memproxy_errors_total", {"stage": "context_record"}),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=400)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--out", type=Path, default=RESULTS / "context-cost.json")
    args = parser.parse_args()
    result = asyncio.run(run(args.requests, args.repeats))
    result["date"] = time.strftime("%Y-%m-%d %H:%M:%S")
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
