"""What the profile costs a request: latency of the memory step and injected size.

The real set's users (bench.eval.chitchat: 12 users, ~3,100 conversation turns) are
loaded into a Milvus Lite file through MilvusStore (hybrid), each with PROFILE pinned
memories and as many important preferences. Each question then goes the way the request
path goes (memproxy.pipeline.request): Retriever.retrieve alone (the baseline), and
retrieve and the profile fetched together (asyncio.gather) and merged; the rendered
injected message is measured in characters and in approximate tokens (chars / 4).
Three arms run in the same process, alternating per question: the baseline; the
profile read from Milvus every time (the store's profile cache dropped first: the cost
before memproxy.store.profile_cache); and the profile as the store serves it (cached
per user until a write of theirs). `--users N` takes the first N users only.

Usage: python -m bench.profile_cost [--users N] [--out bench/results/profile-cost.json]
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
from memproxy.testing.procs import model_dir

PROFILE = 3
ARMS = ("baseline", "profile_uncached", "profile")
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


async def run(work: Path, users: int) -> dict[str, Any]:
    records = chitchat.load()[:users]
    settings = MemorySettings()
    options, _ = effective_options(settings, {})
    milvus = MilvusSettings(uri=str(work / "p.db"), timeout_seconds=60)
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
        ms: dict[str, list[float]] = {arm: [] for arm in ARMS}
        chars: dict[str, list[int]] = {arm: [] for arm in ARMS}
        for r in records:
            scope = Scope(user_id=r["user_id"])
            for q in r["questions"]:
                for arm in ARMS:
                    if arm == "profile_uncached":
                        store.drop_cached_profiles()
                    t0 = time.perf_counter()
                    if arm == "baseline":
                        shown = await retriever.retrieve(scope, q["query"], [], options)
                    else:
                        hits, profile = await asyncio.gather(
                            retriever.retrieve(scope, q["query"], [], options),
                            retriever.profile(scope, settings.profile),
                        )
                        shown = merge(profile, hits)
                    ms[arm].append(1000 * (time.perf_counter() - t0))
                    chars[arm].append(len(render_memories(shown, settings.max_injected_chars)[0]))
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

    arms = {arm: summary(ms[arm], chars[arm]) for arm in ARMS}
    base = arms["baseline"]
    return {
        "questions": len(ms["baseline"]),
        "profile_memories_per_user": len(FACTS),
        "retrieval_mode": "hybrid",
        **arms,
        "ratio_p50": {arm: arms[arm]["p50_ms"] / base["p50_ms"] for arm in ARMS},
        "extra_tokens_approx": arms["profile"]["mean_tokens_approx"] - base["mean_tokens_approx"],
        "note": "embedding cache off; Milvus Lite, one process; tokens = chars / 4",
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=RESULTS / "profile-cost.json")
    parser.add_argument("--users", type=int, default=chitchat.USERS)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memproxy-profile-") as work:
        report = asyncio.run(run(Path(work), args.users))
    print(json.dumps(report, indent=2))
    args.out.write_text(json.dumps(report, indent=2) + "\n")


if __name__ == "__main__":
    main()
