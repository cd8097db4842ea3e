"""Retrieval modes side by side on both evaluation sets, through memproxy's MilvusStore.

Sets: `generated` (bench/eval/data/eval.jsonl, bench.eval.generate), `chitchat` (real
multi-session human conversations, bench.eval.chitchat; fetched from PyPI into a cache)
and `realtalk` / `realtalk-speaker` (21 days of real messaging between ten pairs of
people, with memory-probing questions and their evidence messages, bench.eval.realtalk;
read from a local copy, every message stored as its text or as "Speaker: text").
Each set is loaded into a fresh Milvus Lite collection made by MilvusStore (hybrid
schema: the dense vector plus Milvus's BM25 function over the content). Every question
is embedded by the ONNX MiniLM embedder (the generated set's questions with their
earlier turns prepended, as the request path rewrites them) and searched with the
store's own `search` in each mode, limit 10, no threshold:

  dense          cosine alone
  keyword        BM25 alone
  hybrid-rrf     both, fused by RRF (k=60)
  hybrid-w0.N    both, weighted: N * cosine / best + (1 - N) * BM25 / best (0.7: the
                 default)

Metrics (answerable questions for recall; every question for precision):
  R@5, R@10   share of a question's evidence memories among the first 5 / 10 hits
  P, R, F1    of what would be injected: the first `default_retrieval_limit` hits with
              cosine >= the threshold, then (`+margin`) only those within the relative
              margin of the best cosine; micro-averaged
  +profile    the same with the user's profile injected first (memproxy.pipeline.profile:
              select_profile over the user's preference and procedural memories, taken
              as importance-4 preferences, then merge): what a request gets with the
              profile on. chitchat has no such memories (every turn is episodic), so
              its profile is empty and the row equals the one without

Usage: python -m bench.eval.modes [--sets generated,chitchat,realtalk-speaker]
           [--out bench/results/eval-modes.json]
(realtalk needs its files: see bench.eval.realtalk; a set that cannot load is reported
and skipped.)
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any, TypeVar

from bench.eval import chitchat, generate, realtalk
from bench.eval.run import RESULTS, embedders, load_store, seal, to_memory
from memproxy.config import EmbeddingSettings, MemorySettings, MilvusSettings
from memproxy.domain import Memory, MemoryType, Scope, ScoredMemory, SearchQuery
from memproxy.embed.adapter import rank_vector
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.pipeline.profile import merge, select_profile
from memproxy.pipeline.request import bounded
from memproxy.pipeline.retrieve import near_best
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.hybrid import Fusion, Mode
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir

LIMIT = 10
MODES: dict[str, tuple[Mode, Fusion | None]] = {
    "dense": ("dense", None),
    "keyword": ("keyword", None),
    "hybrid-rrf": ("hybrid", Fusion("rrf", rrf_k=60)),
    "hybrid-w0.5": ("hybrid", Fusion("weighted", 0.5)),
    "hybrid-w0.6": ("hybrid", Fusion("weighted", 0.6)),
    "hybrid-w0.7": ("hybrid", Fusion("weighted", 0.7)),
    "hybrid-w0.8": ("hybrid", Fusion("weighted", 0.8)),
    "hybrid-w0.7-no-prior": ("hybrid", Fusion("weighted", 0.7, length_prior=0.0)),
}
THRESHOLDS = (0.0, 0.2, 0.25, 0.3, 0.35)
SETS = ("generated", "chitchat", "realtalk", "realtalk-speaker")
T = TypeVar("T")


def load_set(name: str) -> list[dict[str, Any]]:
    """A set's records by its name (one of SETS; another is a ValueError)."""
    if name not in SETS:
        raise ValueError(f"unknown set {name!r}: one of {', '.join(SETS)}")
    if name == "chitchat":
        return chitchat.load()
    if name.startswith("realtalk"):
        return realtalk.load(speaker=name == "realtalk-speaker")
    if not generate.DATA.exists():
        generate.write(generate.DATA)
    return generate.load(generate.DATA)


def set_names(value: str) -> str:
    """The --sets argument, checked: comma-separated names of SETS (argparse's `type`, so
    an unknown name is a usage error before anything starts)."""
    unknown = [name for name in value.split(",") if name not in SETS]
    if unknown:
        raise argparse.ArgumentTypeError(
            f"unknown set {', '.join(map(repr, unknown))}: one of {', '.join(SETS)}"
        )
    return value


def each_set(names: str, load: Callable[[str], T]) -> Iterator[tuple[str, T]]:
    """(name, what `load` gives) for each of the comma-separated sets that loads; one that
    cannot (REALTALK without its local copy) is reported and skipped."""
    for name in names.split(","):
        try:
            loaded = load(name)
        except FileNotFoundError as exc:
            print(f"{name}: skipped: {exc}")
            continue
        yield name, loaded


async def asked(rewriter: Rewriter, question: dict[str, Any]) -> str:
    """A question as the request path searches it: rewritten with its last three earlier
    turns, newest first."""
    recent = [bounded(t) for t in reversed(question.get("context", []))][:3]
    return await rewriter.rewrite(bounded(question["query"]), recent)


def injected(
    hits: Sequence[ScoredMemory], limit: int, threshold: float, margin: float | None
) -> list[str]:
    passed = [h for h in hits if h.score >= threshold][:limit]
    return [h.memory.id for h in near_best(passed, margin)]


PROFILE_TYPES = ("preference", "procedural")


def profile_of(record: dict[str, Any], settings: MemorySettings) -> list[Memory]:
    """The profile a request of this user would get: their active preference and
    procedural memories as importance-4 preferences, bounded by select_profile."""
    s = settings.profile
    candidates = [
        to_memory(record["user_id"], m).model_copy(
            update={"type": MemoryType.PREFERENCE, "importance": 4}
        )
        for m in record["memories"]
        if m["type"] in PROFILE_TYPES and not m["archived"]
    ]
    return select_profile(candidates, s.max_items, s.max_chars)


def with_profile(
    profile: Sequence[Memory], hits: Sequence[ScoredMemory], injected_ids: list[str]
) -> list[str]:
    by_id = {h.memory.id: h for h in hits}
    return [h.memory.id for h in merge(profile, [by_id[i] for i in injected_ids])]


def metrics(rows: Sequence[tuple[list[str], list[list[str]]]]) -> dict[str, Any]:
    """rows: (expected ids, [ranking, injected@t...]) per question."""
    out: dict[str, Any] = {}
    answerable = [r for r in rows if r[0]]
    for k in (5, 10):
        shares = [len(set(e) & set(ranks[0][:k])) / len(e) for e, ranks in answerable]
        out[f"r@{k}"] = sum(shares) / len(shares) if shares else None
    return out


def prf(pairs: Sequence[tuple[list[str], list[str]]]) -> dict[str, float | None]:
    hit = sum(len(set(e) & set(i)) for e, i in pairs)
    shown = sum(len(i) for _, i in pairs)
    wanted = sum(len(e) for e, _ in pairs)
    p = hit / shown if shown else None
    r = hit / wanted if wanted else None
    f1 = 2 * p * r / (p + r) if p and r else 0.0
    return {"p": p, "r": r, "f1": f1, "per_question": shown / max(1, len(pairs))}


async def evaluate_set(
    name: str, work: Path, settings: MemorySettings, embedding: EmbeddingSettings | None = None
) -> dict[str, Any]:
    """embedding: the questions' settings (the product's defaults unless given)."""
    records = load_set(name)
    milvus = MilvusSettings(uri=str(work / f"{name}.db"), num_partitions=1, timeout_seconds=60)
    store = MilvusStore(milvus)
    embedder = CachedEmbedder(
        OnnxEmbedder(EmbeddingSettings(), ensure_onnx_model(model_dir())), 4096
    )
    pair = embedders(embedding or EmbeddingSettings(), embedder)
    await store.start()
    await pair.start()
    rewriter = Rewriter("prepend")
    results: dict[str, list[tuple[list[str], list[ScoredMemory]]]] = {m: [] for m in MODES}
    profiles: list[list[Memory]] = []
    latency: dict[str, float] = {m: 0.0 for m in MODES}
    started = time.perf_counter()
    try:
        assert store.retrieval_mode == "hybrid", store.retrieval_reason
        await load_store(store, embedder, records)
        seal(milvus)
        for record in records:
            scope = Scope(user_id=record["user_id"])
            profile = profile_of(record, settings)
            for q in record["questions"]:
                profiles.append(profile)
                text = await asked(rewriter, q)
                vector = (await pair.questions.embed([text]))[0]
                query = SearchQuery(
                    scope=scope,
                    vector=vector.tolist(),
                    rank_vector=rank_vector(pair.adapter, vector),
                    text=text,
                    limit=LIMIT,
                    threshold=-1.0,
                )
                for label, (mode, fusion) in MODES.items():
                    t0 = time.perf_counter()
                    hits = await store.search(query, mode, fusion)
                    latency[label] += time.perf_counter() - t0
                    leaks = [h for h in hits if h.memory.user_id != record["user_id"]]
                    assert not leaks, "a hit of another user"
                    results[label].append((list(q["expected"]), hits))
    finally:
        await pair.close()
        await store.close()
    limit = settings.default_retrieval_limit
    margin = settings.default_relative_margin
    report: dict[str, Any] = {
        "set": name,
        "users": len(records),
        "memories": sum(len(r["memories"]) for r in records),
        "questions": len(results["dense"]),
        "seconds": time.perf_counter() - started,
        "modes": {},
    }
    for label, rows in results.items():
        entry = metrics([(e, [[h.memory.id for h in hits]]) for e, hits in rows])
        entry["search_ms_mean"] = 1000 * latency[label] / max(1, len(rows))
        for t in THRESHOLDS:
            for m_label, m in (("", None), ("+margin", margin)):
                entry[f"t{t}{m_label}"] = prf([(e, injected(h, limit, t, m)) for e, h in rows])
        t, m = settings.default_similarity_threshold, margin
        entry["default+profile"] = prf(
            [
                (e, with_profile(p, h, injected(h, limit, t, m)))
                for (e, h), p in zip(rows, profiles, strict=True)
            ]
        )
        entry["profile_items_mean"] = sum(len(p) for p in profiles) / max(1, len(profiles))
        report["modes"][label] = entry
    return report


def _pct(v: float | None) -> str:
    return "  -  " if v is None else f"{100 * v:5.1f}"


def table(reports: Sequence[dict[str, Any]], threshold: float) -> str:
    lines = []
    for rep in reports:
        lines.append(
            f"\n{rep['set']}: {rep['users']} users, {rep['memories']} memories, "
            f"{rep['questions']} questions"
        )
        lines.append(
            f"{'mode':<14} {'R@5':>5} {'R@10':>5} | t={threshold} +margin: {'P':>5} {'R':>5} "
            f"{'F1':>5} | +profile: {'P':>5} {'R':>5} {'F1':>5} | ms"
        )
        for label, m in rep["modes"].items():
            b, c = m[f"t{threshold}+margin"], m["default+profile"]
            lines.append(
                f"{label:<14} {_pct(m['r@5'])} {_pct(m['r@10'])} | {'':>16}"
                f"{_pct(b['p'])} {_pct(b['r'])} {_pct(b['f1'])} | {'':>9}"
                f"{_pct(c['p'])} {_pct(c['r'])} {_pct(c['f1'])} | "
                f"{m['search_ms_mean']:.1f}"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", type=set_names, default="generated,chitchat,realtalk-speaker")
    parser.add_argument("--out", type=Path, default=RESULTS / "eval-modes.json")
    parser.add_argument(
        "--no-query-adapter", action="store_true", help="questions not moved by the adapter"
    )
    args = parser.parse_args()
    settings = MemorySettings()
    embedding = EmbeddingSettings(query_adapter=not args.no_query_adapter)
    reports = []
    with tempfile.TemporaryDirectory(prefix="memproxy-modes-") as work:
        for name in args.sets.split(","):
            try:
                reports.append(asyncio.run(evaluate_set(name, Path(work), settings, embedding)))
            except FileNotFoundError as exc:
                print(f"{name}: skipped: {exc}")
    print(table(reports, settings.default_similarity_threshold))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    body = {
        "chitchat_licence": chitchat.LICENCE,
        "realtalk_licence": realtalk.LICENCE,
        "sets": reports,
    }
    args.out.write_text(json.dumps(body, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
