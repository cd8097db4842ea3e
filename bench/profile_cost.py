"""What the profile costs a request: latency of the memory step and injected size.

The real set's users (bench.eval.chitchat: 12 users, ~3,100 conversation turns) are
loaded into a Milvus Lite file through MilvusStore (hybrid), each with PROFILE pinned
memories and as many important preferences. Each question then goes the way the request
path goes (memproxy.pipeline.request): Retriever.retrieve alone (the baseline), and
retrieve and the profile fetched together (asyncio.gather) and merged; the rendered
injected message is measured in characters and in approximate tokens (chars / 4).
Both arms run in the same process, alternating per question. The store caches each
user's profile until a write of theirs (memproxy.store.profile_cache): `--cache-size 0`
measures every profile read going to Milvus (the cost before the cache).

Usage: python -m bench.profile_cost [--cache-size N] [--out bench/results/profile-cost.json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.eval import chitchat
from bench.eval.run import RESULTS, load_store, seal
from memproxy.config import EmbeddingSettings, MemorySettings, MilvusSettings
from memproxy.domain import Memory, MemoryType, Scope
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.metrics import Metrics
from memproxy.pipeline.options import effective_options
from memproxy.pipeline.profile import merge
from memproxy.pipeline.render import render_memories
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.milvus import MilvusStore
from tests.support.procs import model_dir

PROFILE = 3
FACTS = (
    "User is vegetarian.",
    "User's daughter is allergic to peanuts.",
    "Never use MySQL in production.",
    "Answer in British English.",
    "Keep answers short, with code first.",
    "User uses a screen reader: no tables.",
)


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


async def run(work: Path, cache_size: int) -> dict[str, Any]:
    records = chitchat.load()
    settings = MemorySettings()
    options, _ = effective_options(settings, {})
    milvus = MilvusSettings(
        uri=str(work / "p.db"), timeout_seconds=60, profile_cache_size=cache_size
    )
    store = MilvusStore(milvus)
    embedder = CachedEmbedder(OnnxEmbedder(EmbeddingSettings(), ensure_onnx_model(model_dir())), 0)
    await store.start()
    await embedder.start()
    try:
        await load_store(store, embedder, records)
        extra = []
        for r in records:
            for i, fact in enumerate(FACTS):
                pinned = i < PROFILE
                memory = Memory(
                    user_id=r["user_id"],
                    content=fact,
                    type=MemoryType.SEMANTIC if pinned else MemoryType.PREFERENCE,
                    importance=3 if pinned else 5,
                    metadata={"pinned": True} if pinned else {},
                )
                extra.append((memory, (await embedder.inner.embed([fact]))[0].tolist()))
        await store.store(extra)
        seal(milvus)
        retriever = Retriever(embedder, store, Rewriter("prepend"), Metrics())
        base_ms: list[float] = []
        with_ms: list[float] = []
        base_chars: list[int] = []
        with_chars: list[int] = []
        for r in records:
            scope = Scope(user_id=r["user_id"])
            for q in r["questions"]:
                t0 = time.perf_counter()
                hits = await retriever.retrieve(scope, q["query"], [], options)
                t1 = time.perf_counter()
                both, profile = await asyncio.gather(
                    retriever.retrieve(scope, q["query"], [], options),
                    retriever.profile(scope, settings.profile),
                )
                merged = merge(profile, both)
                t2 = time.perf_counter()
                base_ms.append(1000 * (t1 - t0))
                with_ms.append(1000 * (t2 - t1))
                base_chars.append(len(render_memories(hits, settings.max_injected_chars)[0]))
                with_chars.append(len(render_memories(merged, settings.max_injected_chars)[0]))
    finally:
        await embedder.close()
        await store.close()

    def summary(ms: list[float], chars: list[int]) -> dict[str, float]:
        return {
            "p50_ms": statistics.median(ms),
            "p95_ms": pct(ms, 95),
            "mean_chars": statistics.mean(chars),
            "mean_tokens_approx": statistics.mean(chars) / 4,
        }

    base, prof = summary(base_ms, base_chars), summary(with_ms, with_chars)
    return {
        "questions": len(base_ms),
        "profile_memories_per_user": len(FACTS),
        "retrieval_mode": "hybrid",
        "baseline": base,
        "with_profile": prof,
        "ratio_p50": prof["p50_ms"] / base["p50_ms"],
        "extra_tokens_approx": prof["mean_tokens_approx"] - base["mean_tokens_approx"],
        "profile_cache_size": cache_size,
        "note": "embedding cache off; Milvus Lite, one process; tokens = chars / 4",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=RESULTS / "profile-cost.json")
    parser.add_argument("--cache-size", type=int, default=MilvusSettings().profile_cache_size)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memproxy-profile-") as work:
        report = asyncio.run(run(Path(work), args.cache_size))
    print(json.dumps(report, indent=2))
    args.out.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
