"""What encryption at rest costs on the injected path: the memory search a request makes
(Milvus Lite, hybrid retrieval, 5 hits), plaintext against encrypted, in one process.

Two stores hold the same memories (same ids, vectors and words), one plain and one
sealed (AES-256-GCM content, metadata and entities; a blind index for BM25). Rounds
alternate which store goes first, so drift hits both alike. What encryption adds to a
request is the difference: opening the hits, hashing the query's words. The embedding,
the decision and Envoy are the same with or without it (bench.latency measures those).

Usage: python -m bench.encryption [--memories 1000] [--searches 300] [--rounds 4]
Writes bench/results/encryption.json and prints the sealed/plain ratio of p50 and p99.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time
from pathlib import Path
from typing import Any

import numpy as np

from bench.common import latency_summary, scratch
from memproxy.config import MilvusSettings
from memproxy.crypto import AesGcmCipher, new_key_entry, parse_keys
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.store.milvus import MilvusStore
from memproxy.store.schema import from_row, to_row
from memproxy.store.terms import keyword_text

RESULTS = Path(__file__).parent / "results"
DIM = 384
QUESTION = "What's my budget for the Hawaii trip?"
TOPICS = ["budget", "flight", "hotel", "allergy", "deploy", "meeting", "car", "garden"]


def unit(rng: np.random.Generator) -> list[float]:
    v = rng.standard_normal(DIM)
    return [float(x) for x in v / np.linalg.norm(v)]


def corpus(n: int, users: int) -> list[tuple[Memory, list[float]]]:
    rng = np.random.default_rng(7)
    rows = []
    for i in range(n):
        topic = TOPICS[i % len(TOPICS)]
        text = f"User's {topic} note number {i} for the Hawaii trip: value {rng.integers(10**6)}"
        memory = Memory(
            user_id=f"user-{i % users}",
            content=text,
            entities=[topic],
            metadata={"source": "bench"},
        )
        rows.append((memory, unit(rng)))
    return rows


async def timed(store: MilvusStore, queries: list[SearchQuery]) -> list[float]:
    out = []
    for q in queries:
        t = time.perf_counter()
        hits = await store.retrieve(q)
        out.append(time.perf_counter() - t)
        assert hits, "every search finds memories"
    return out


async def run(memories: int, searches: int, rounds: int) -> dict[str, Any]:
    work = scratch("bench-enc-")
    cipher = AesGcmCipher(parse_keys(new_key_entry("bench")), "bench")
    stores = {
        "plain": MilvusStore(MilvusSettings(uri=str(work / "plain.db"))),
        "encrypted": MilvusStore(MilvusSettings(uri=str(work / "sealed.db")), cipher=cipher),
    }
    rows = corpus(memories, max(1, memories // 100))
    rng = np.random.default_rng(11)
    queries = [
        SearchQuery(
            scope=Scope(user_id=f"user-{i % 10}"),
            vector=unit(rng),
            text=QUESTION,
            limit=5,
            fresh=False,
        )
        for i in range(searches)
    ]
    seconds: dict[str, list[float]] = {name: [] for name in stores}
    try:
        for store in stores.values():
            await store.start()
            for start in range(0, len(rows), 500):
                await store.store(rows[start : start + 500])
            await timed(store, queries[:20])  # warm-up
        names = list(stores)
        for r in range(rounds):
            for name in names[r % 2 :] + names[: r % 2]:
                seconds[name] += await timed(stores[name], queries)
    finally:
        for store in stores.values():
            await store.close()
    stats = {name: latency_summary(s) for name, s in seconds.items()}
    plain, sealed = stats["plain"], stats["encrypted"]
    return {
        "memories": memories,
        "searches_per_store": len(seconds["plain"]),
        "retrieval": "hybrid",
        "stats": stats,
        "ratio_p50": sealed["p50_ms"] / plain["p50_ms"],
        "ratio_p99": sealed["p99_ms"] / plain["p99_ms"],
        "added_p50_ms": sealed["p50_ms"] - plain["p50_ms"],
        "loadavg": os.getloadavg(),
    }


def crypto_cost(iterations: int = 2000) -> dict[str, float]:
    """The crypto work one search adds, alone: 5 hits read from rows (content, metadata,
    entities opened) and the query's words blinded, against the same reads in plain."""
    cipher = AesGcmCipher(parse_keys(new_key_entry("bench")), "bench")
    memories = [m for m, _ in corpus(5, 1)]
    plain_rows = [to_row(m, [0.0] * 4) for m in memories]
    sealed_rows = [to_row(m, [0.0] * 4, cipher=cipher) for m in memories]
    words = keyword_text(QUESTION)
    times: dict[str, list[float]] = {"plain": [], "encrypted": []}
    for i in range(iterations):
        for name in ("plain", "encrypted") if i % 2 else ("encrypted", "plain"):
            t = time.perf_counter()
            if name == "plain":
                [from_row(r) for r in plain_rows]
            else:
                cipher.blind(words)
                [from_row(r, cipher) for r in sealed_rows]
            times[name].append(time.perf_counter() - t)
    p50 = {name: float(np.median(s)) * 1e6 for name, s in times.items()}
    return {
        "plain_p50_us": p50["plain"],
        "encrypted_p50_us": p50["encrypted"],
        "added_us": p50["encrypted"] - p50["plain"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--searches", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--out", type=Path, default=RESULTS / "encryption.json")
    parser.add_argument("--crypto-only", action="store_true", help="only the crypto work")
    args = parser.parse_args()
    cost = crypto_cost()
    print(
        f"crypto work per search (5 hits): {cost['encrypted_p50_us']:.0f} us encrypted, "
        f"{cost['plain_p50_us']:.0f} us plain: +{cost['added_us']:.0f} us"
    )
    if args.crypto_only:
        return
    result = {**asyncio.run(run(args.memories, args.searches, args.rounds)), "crypto": cost}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    s = result["stats"]
    print(json.dumps(s, indent=2))
    print(
        f"encrypted search p50 x{result['ratio_p50']:.2f} of plaintext "
        f"({result['added_p50_ms']:+.3f} ms), p99 x{result['ratio_p99']:.2f}; "
        f"load average {result['loadavg'][0]:.1f}"
    )


if __name__ == "__main__":
    main()
