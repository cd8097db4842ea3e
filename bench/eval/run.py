"""Retrieval quality on the evaluation set, through memproxy's own request path.

The set (bench/eval/data/eval.jsonl, made by bench.eval.generate when absent) is loaded
into a fresh Milvus Lite file with memproxy's MilvusStore and its ONNX MiniLM embedder
(behind the query cache, as served). One partition holds every user, so only the
store's user filter keeps users apart: every hit is checked to be the asking user's.

Each question is a request: a Responses body (the question's earlier user turns, then
the question) sent to the product's own request processor, built by
memproxy.wiring.build_wiring as the sidecar builds it (decide, the prepend rewrite,
embed, search, profile, render), with a deadline that never cuts it. What it injected is
the `default` row. For the other rows the same Retriever is asked once more for a long
candidate list (limit 50, no threshold), and the variants re-rank and gate it offline: a threshold
sweep, no context prepend (Rewriter "none"), hybrid dense + BM25 (bm25s over the user's
memories as the store lists them) fused by RRF, MMR, recency weighting, and recency
with older near-duplicates dropped. Every variant gates on cosine (recency: on the
recency-weighted cosine) and injects at most `default_retrieval_limit` memories.

Metrics, per question kind and overall:
  R@k      share of a question's expected memories in the top k of the ranking (no gate)
  P        relevant injected / injected (micro; `none` questions count: all their
           injections are irrelevant)
  R        share of expected memories injected (answerable kinds)
  F1       of P and R
  wrong%   questions with an injected memory of another topic (neither expected nor stale)
  stale%   changed questions with the superseded fact injected
  FP%      `none` questions with anything injected

Usage: python -m bench.eval [--data PATH] [--out bench/results/eval.json]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import os
import platform
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import bm25s
import numpy as np
from pymilvus import MilvusClient

from bench.eval import generate
from bench.eval.rank import (
    Candidate,
    dense_order,
    drop_superseded,
    hybrid_order,
    mmr,
    recency_weighted,
    select,
    within_margin,
)
from memproxy.config import EmbeddingSettings, MemorySettings, MilvusSettings, Settings
from memproxy.domain import ListQuery, Memory, MemoryType, Scope, ScoredMemory
from memproxy.embed.base import Embedder
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.document import document_vectors
from memproxy.embed.factory import build_query_embedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.embed.pair import Embedders
from memproxy.metrics import Metrics
from memproxy.openai_apis import SPECS
from memproxy.pipeline.options import MemoryOptions, effective_options
from memproxy.pipeline.request import bounded
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.state.base import StateStore
from memproxy.state.sqlite import SqliteStateStore
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir
from memproxy.wiring import build_wiring

RESULTS = Path(__file__).resolve().parents[1] / "results"
THRESHOLDS = tuple(round(0.20 + 0.05 * i, 2) for i in range(9))  # 0.20 .. 0.60
CANDIDATES = 50
KS = (1, 3, 5)
HALF_LIFE_DAYS = 30.0
RECENCY_WEIGHT = 0.2
MMR_LAMBDA = 0.7
NEAR_DUPLICATES = (0.85, 0.6)
MARGIN = 0.1
NO_DEADLINE_MS = 600_000.0
"""The eval measures what is found, not how fast: the request deadline must not cut it."""
RESPONSES = SPECS["/v1/responses"]
SEARCHED = frozenset({"injected", "no_memories"})


@dataclass
class Observed:
    """One question as the request path saw it."""

    question: dict[str, Any]
    searched: bool
    default_injected: list[str]
    candidates: list[Candidate]  # prepend query, no threshold
    plain_candidates: list[Candidate]  # no context prepend
    keyword_scores: dict[str, float]  # BM25 of the prepend query over the user's memories
    now_ms: int


@dataclass(frozen=True)
class Outcome:
    ranking: list[str]
    injected: list[str]


Variant = Callable[[Observed, float], Outcome]


# loading --------------------------------------------------------------------------------
def to_memory(user_id: str, row: dict[str, Any]) -> Memory:
    return Memory(
        id=row["id"],
        user_id=user_id,
        session_id=f"{user_id}-s{row['session']}",
        type=MemoryType(row["type"]),
        content=row["content"],
        source="eval",
        created_at=row["created_at"],
        updated_at=row["created_at"],
        archived=row["archived"],
        superseded_by=row["superseded_by"],
    )


async def load_store(
    store: MilvusStore, embedder: CachedEmbedder, records: Sequence[dict[str, Any]]
) -> dict[str, np.ndarray]:
    """Every memory embedded and stored; returns the vectors by id (for MMR, collapse)."""
    rows = [(r["user_id"], m) for r in records for m in r["memories"]]
    vectors: dict[str, np.ndarray] = {}
    items: list[tuple[Memory, list[float]]] = []
    batch = 64
    for start in range(0, len(rows), batch):
        chunk = rows[start : start + batch]
        # as the admin API stores them: each memory the mean of its sentences
        embedded = await document_vectors(embedder.inner, [m["content"] for _, m in chunk])
        for (user_id, m), v in zip(chunk, embedded, strict=True):
            items.append((to_memory(user_id, m), v.tolist()))
            vectors[m["id"]] = np.asarray(v, dtype=np.float32)
    # one insert: many small ones leave Milvus Lite with a segment each, and slow searches
    await store.store(items)
    return vectors


def seal(settings: MilvusSettings) -> None:
    """Flush the collection through a second pymilvus client (MilvusStore has no flush):
    Milvus Lite searches rows still in a growing segment ~5x slower (measured here: 66 ms
    vs 9 ms a search at 1.6k rows), which would make this run take minutes longer."""
    client = MilvusClient(settings.uri)
    try:
        client.flush(settings.collection)
    finally:
        client.close()


def tokens(texts: Sequence[str]) -> list[list[str]]:
    out = bm25s.tokenize(list(texts), stopwords="en", return_ids=False, show_progress=False)
    return [list(t) for t in out]


class KeywordIndex:
    """BM25 (bm25s) over one user's active memories, as the store lists them."""

    def __init__(self, memories: Sequence[Memory]) -> None:
        self.ids = [m.id for m in memories]
        self._bm25 = bm25s.BM25()
        self._bm25.index(tokens([m.content for m in memories]), show_progress=False)

    def scores(self, query: str) -> dict[str, float]:
        terms = tokens([query])[0]
        if not terms or not self.ids:
            return {}
        values = self._bm25.get_scores(terms)
        return {i: float(s) for i, s in zip(self.ids, values, strict=True)}


def candidates_of(hits: Sequence[ScoredMemory]) -> list[Candidate]:
    return [Candidate(h.memory.id, h.score, h.memory.created_at) for h in hits]


# the request path -------------------------------------------------------------------------
@dataclass
class Checks:
    leaks: int = 0  # hits of another user
    foreign: int = 0  # hits among the question's near-identical memories of other users
    archived: int = 0  # archived (superseded) memories returned by a search
    default_mismatch: int = 0  # the default row differs from the candidate list's top-k
    skipped: int = 0  # questions decide() did not search
    skipped_by_kind: dict[str, int] = field(default_factory=dict)
    searches: int = 0


def embedders(settings: EmbeddingSettings, memories: Embedder) -> Embedders:
    """`memories`, and the product's own embedder of questions over the test model (its
    int8 weights, memproxy.embed.quantise; the query adapter, memproxy.embed.adapter)
    unless `settings` embed questions as memories."""
    located = settings.model_copy(update={"onnx_path": str(model_dir())})
    return Embedders.of(memories, build_query_embedder(located, Path(located.onnx_path)))


async def observe(
    records: Sequence[dict[str, Any]],
    store: MilvusStore,
    embedder: CachedEmbedder,
    state: StateStore,
    settings: MemorySettings,
    options: MemoryOptions,
    questions: Embedders,
) -> tuple[list[Observed], Checks]:
    """Each question through the product's own request processor (build_wiring): the
    default row is what it injected; the wide candidate lists feed the variants.
    Questions are embedded by `questions` (embedders(): the product's int8
    question weights and query adapter, or `embedder` itself), memories by `embedder`."""
    metrics = Metrics()
    wiring = build_wiring(
        Settings(memory=settings),
        store=store,
        embedder=embedder,
        state=state,
        metrics=metrics,
        query_embedder=questions.questions,
        query_adapter=questions.adapter,
    )
    prepend = wiring.retriever
    plain = Retriever(questions.questions, store, Rewriter("none"), metrics, questions.adapter)
    rewriter = Rewriter("prepend")
    wide = replace(options, limit=CANDIDATES, threshold=-1.0, margin=None)
    checks = Checks()
    observed: list[Observed] = []
    for record in records:
        user_id = record["user_id"]
        scope = Scope(user_id=user_id)
        listed = await store.list(ListQuery(scope=scope, limit=1000))
        active = [m for m in record["memories"] if not m["archived"]]
        assert {m.id for m in listed} == {m["id"] for m in active}, user_id
        assert len(listed) <= CANDIDATES, "the candidate list must cover every memory"
        index = KeywordIndex(listed)
        for q in record["questions"]:
            query = bounded(q["query"])
            recent = [bounded(t) for t in reversed(q["context"])][:3]  # newest first
            result = await wiring.processor.process(
                RESPONSES, {"x-user-id": user_id}, request_body(q), q["id"]
            )
            if result.outcome not in SEARCHED | {"skipped"}:
                raise RuntimeError(f"question {q['id']}: the request path said {result.outcome}")
            if result.outcome == "skipped":
                checks.skipped += 1
                checks.skipped_by_kind[q["kind"]] = checks.skipped_by_kind.get(q["kind"], 0) + 1
                observed.append(Observed(q, False, [], [], [], {}, record["now_ms"]))
                continue
            hits = list(result.memories)
            wide_hits = await prepend.retrieve(scope, query, recent, wide)
            plain_hits = await plain.retrieve(scope, query, recent, wide)
            checks.searches += 3
            for h in [*hits, *wide_hits, *plain_hits]:
                checks.leaks += h.memory.user_id != user_id
                checks.foreign += h.memory.id in q["foreign"]
                checks.archived += h.memory.archived
            cands = candidates_of(wide_hits)
            cosine = _cos_gate(cands, options.threshold)
            near = within_margin(cands, options.margin if options.margin is not None else 2.0)
            derived = select(dense_order(cands), _within(cosine, near), 5)
            checks.default_mismatch += [h.memory.id for h in hits] != derived[: len(hits)]
            text = await rewriter.rewrite(query, recent)
            observed.append(
                Observed(
                    q,
                    True,
                    [h.memory.id for h in hits],
                    cands,
                    candidates_of(plain_hits),
                    index.scores(text),
                    record["now_ms"],
                )
            )
    return observed, checks


def request_body(question: dict[str, Any]) -> bytes:
    """The question as a client sends it: its earlier user turns, then the question."""
    turns = [*question["context"], question["query"]]
    return json.dumps(
        {"model": "eval", "input": [{"role": "user", "content": t} for t in turns]}
    ).encode()


def _within(gate: Callable[[str], bool], ids: set[str]) -> Callable[[str], bool]:
    return lambda i: gate(i) and i in ids


def _cos_gate(cands: Sequence[Candidate], threshold: float) -> Callable[[str], bool]:
    cosine = {c.id: c.score for c in cands}
    return lambda i: cosine.get(i, -1.0) >= threshold


# variants -------------------------------------------------------------------------------
def make_variants(vectors: dict[str, np.ndarray], limit: int) -> dict[str, Variant]:
    @functools.lru_cache(maxsize=200_000)
    def sim(a: str, b: str) -> float:
        return float(vectors[a] @ vectors[b])

    def dense(o: Observed, t: float) -> Outcome:
        order = dense_order(o.candidates)
        return Outcome(order, select(order, _cos_gate(o.candidates, t), limit))

    def relative(margin: float) -> Variant:
        def run(o: Observed, t: float) -> Outcome:
            order = dense_order(o.candidates)
            near = within_margin(o.candidates, margin)
            cosine = _cos_gate(o.candidates, t)
            return Outcome(order, select(order, lambda i: cosine(i) and i in near, limit))

        return run

    def no_context(o: Observed, t: float) -> Outcome:
        order = dense_order(o.plain_candidates)
        return Outcome(order, select(order, _cos_gate(o.plain_candidates, t), limit))

    def hybrid(weight: float) -> Variant:
        def run(o: Observed, t: float) -> Outcome:
            order = hybrid_order(o.candidates, o.keyword_scores, keyword_weight=weight)
            return Outcome(order, select(order, _cos_gate(o.candidates, t), limit))

        return run

    def diverse(o: Observed, t: float) -> Outcome:
        ranking = mmr(o.candidates, sim, MMR_LAMBDA, limit=10)
        gated = [c for c in o.candidates if c.score >= t]
        return Outcome(ranking, mmr(gated, sim, MMR_LAMBDA, limit))

    def recent(o: Observed, t: float) -> Outcome:
        weighted = recency_weighted(o.candidates, o.now_ms, HALF_LIFE_DAYS, RECENCY_WEIGHT)
        order = dense_order(weighted)
        return Outcome(order, select(order, _cos_gate(weighted, t), limit))

    def recent_collapse(near: float) -> Variant:
        def run(o: Observed, t: float) -> Outcome:
            weighted = recency_weighted(o.candidates, o.now_ms, HALF_LIFE_DAYS, RECENCY_WEIGHT)
            created = {c.id: c.created_at for c in o.candidates}
            gate = _cos_gate(weighted, t)
            ranking = drop_superseded(dense_order(weighted), created, sim, near)
            passing = [i for i in dense_order(weighted) if gate(i)]
            return Outcome(ranking, drop_superseded(passing, created, sim, near)[:limit])

        return run

    variants: dict[str, Variant] = {
        "dense": dense,
        "no context prepend": no_context,
        f"dense + relative gate (>= top - {MARGIN})": relative(MARGIN),
        "hybrid dense+BM25 (RRF k=60)": hybrid(1.0),
        "hybrid dense+BM25 (RRF, BM25 weight 0.5)": hybrid(0.5),
        f"MMR (lambda={MMR_LAMBDA})": diverse,
        f"recency (half-life {HALF_LIFE_DAYS:g}d, w={RECENCY_WEIGHT})": recent,
    }
    for near in NEAR_DUPLICATES:
        variants[f"recency + drop older near-dups (cos>={near})"] = recent_collapse(near)
    return variants


def outcomes(observed: Sequence[Observed], variant: Variant, t: float) -> list[Outcome]:
    return [variant(o, t) if o.searched else Outcome([], []) for o in observed]


# scoring --------------------------------------------------------------------------------
def score(
    observed: Sequence[Observed], results: Sequence[Outcome], kinds: Sequence[str] | None = None
) -> dict[str, Any]:
    """The metrics of one variant over the questions of `kinds` (None: all)."""
    rows = [
        (o.question, r)
        for o, r in zip(observed, results, strict=True)
        if kinds is None or o.question["kind"] in kinds
    ]
    answerable = [(q, r) for q, r in rows if q["expected"]]
    changed = [(q, r) for q, r in rows if q["stale"]]
    nones = [(q, r) for q, r in rows if q["kind"] == "none"]
    out: dict[str, Any] = {"n": len(rows)}
    for k in KS:
        out[f"recall@{k}"] = _mean(
            len(set(r.ranking[:k]) & set(q["expected"])) / len(q["expected"]) for q, r in answerable
        )
    injected = sum(len(r.injected) for _, r in rows)
    relevant = sum(len(set(r.injected) & set(q["expected"])) for q, r in rows)
    precision = relevant / injected if injected else None
    recall = _mean(
        len(set(r.injected) & set(q["expected"])) / len(q["expected"]) for q, r in answerable
    )
    out["precision"] = precision
    out["recall"] = recall
    out["f1"] = (
        2 * precision * recall / (precision + recall)
        if precision is not None and recall is not None and precision + recall > 0
        else None
    )
    out["wrong_share"] = _mean(
        any(i not in q["expected"] and i not in q["stale"] for i in r.injected)
        for q, r in answerable
    )
    out["stale_share"] = _mean(any(i in q["stale"] for i in r.injected) for q, r in changed)
    out["fp_rate"] = _mean(bool(r.injected) for _, r in nones)
    out["injected_per_question"] = injected / len(rows) if rows else None
    return out


def counts(observed: Sequence[Observed], results: Sequence[Outcome]) -> np.ndarray:
    """Per question: (injected, relevant injected, share of expected injected, answerable)."""
    rows = []
    for o, r in zip(observed, results, strict=True):
        expected = set(o.question["expected"])
        relevant = len(set(r.injected) & expected)
        rows.append(
            (
                len(r.injected),
                relevant,
                relevant / len(expected) if expected else 0.0,
                bool(expected),
            )
        )
    return np.asarray(rows, dtype=np.float64)


def f1_of(sums: np.ndarray) -> np.ndarray:
    """F1 of (P, R) from column sums of `counts` (one row per bootstrap round)."""
    precision = np.divide(
        sums[..., 1], sums[..., 0], out=np.zeros_like(sums[..., 0]), where=sums[..., 0] > 0
    )
    recall = sums[..., 2] / np.maximum(sums[..., 3], 1)
    total = precision + recall
    return np.divide(2 * precision * recall, total, out=np.zeros_like(total), where=total > 0)


def bootstrap_f1_delta(
    base: np.ndarray, other: np.ndarray, rounds: int = 2000, seed: int = 0
) -> tuple[float, float, float]:
    """F1(other) - F1(base) and its 95% interval, resampling questions (paired)."""
    rng = np.random.default_rng(seed)
    idx = rng.integers(0, len(base), size=(rounds, len(base)))
    deltas = f1_of(other[idx].sum(axis=1)) - f1_of(base[idx].sum(axis=1))
    point = float(f1_of(other.sum(axis=0)) - f1_of(base.sum(axis=0)))
    low, high = np.percentile(deltas, [2.5, 97.5])
    return point, float(low), float(high)


def _mean(values: Any) -> float | None:
    items = [float(v) for v in values]
    return sum(items) / len(items) if items else None


def evaluate(
    observed: Sequence[Observed], variants: dict[str, Variant], default_t: float
) -> dict[str, Any]:
    kinds = list(generate.KINDS)
    default = [Outcome(dense_order(o.candidates), o.default_injected) for o in observed]
    base = counts(observed, default)
    report: dict[str, Any] = {
        "default_by_kind": {k: score(observed, default, [k]) for k in kinds}
        | {"all": score(observed, default)},
        "variants": {},
        "sweeps": {},
    }
    for name, variant in variants.items():
        sweep: dict[str, dict[str, Any]] = {}
        for t in THRESHOLDS:
            swept = outcomes(observed, variant, t)
            sweep[f"{t:.2f}"] = score(observed, swept)
            if name == "dense":
                delta, low, high = bootstrap_f1_delta(base, counts(observed, swept))
                sweep[f"{t:.2f}"]["f1_delta_vs_default"] = {"delta": delta, "ci95": [low, high]}
        best_t, best = max(sweep.items(), key=lambda kv: kv[1]["f1"] or 0.0)
        report["sweeps"][name] = sweep
        results = outcomes(observed, variant, default_t)
        at_default = score(observed, results)
        at_default["by_kind"] = {k: score(observed, results, [k]) for k in kinds}
        at_default["vague_recall@5"] = at_default["by_kind"]["vague"]["recall@5"]
        at_default["best_threshold"] = float(best_t)
        at_default["best_f1"] = best["f1"]
        delta, low, high = bootstrap_f1_delta(base, counts(observed, results))
        at_default["f1_delta_vs_default"] = {"delta": delta, "ci95": [low, high]}
        report["variants"][name] = at_default
    return report


def pair_similarity(
    records: Sequence[dict[str, Any]], vectors: dict[str, np.ndarray]
) -> dict[str, dict[str, float]]:
    """Cosine between a changed fact's old and new memory, and between the two instances
    of a distractor topic: how far a similarity-only "newest wins" rule could go."""
    pairs: dict[str, list[float]] = {"update (old vs new)": [], "distractor siblings": []}
    for record in records:
        for q in record["questions"]:
            if q["kind"] == "broad":  # its stale memory is of another topic than expected[0]
                continue
            for other, label in (
                (q["stale"], "update (old vs new)"),
                (q["distractors"], "distractor siblings"),
            ):
                pairs[label] += [float(vectors[i] @ vectors[q["expected"][0]]) for i in other]
    return {
        label: {f"p{p}": float(np.percentile(v, p)) for p in (5, 25, 50, 75, 95)}
        for label, v in pairs.items()
        if v
    }


# output ---------------------------------------------------------------------------------
def _pct(value: float | None) -> str:
    return "-" if value is None else f"{100 * value:.1f}"


def _num(value: float | None) -> str:
    return "-" if value is None else f"{value:.3f}"


def table(report: dict[str, Any], default_t: float) -> str:
    cols = ("R@1", "R@3", "R@5", "P", "R", "F1", "wrong%", "stale%", "FP%", "inj/q")
    head = (
        f"{'':<52}{'n':>5}"
        + "".join(f"{c:>8}" for c in cols)
        + f"{'vagR@5':>8}{'best t/F1':>12}  dF1 vs default [95% CI]"
    )
    lines = [head, "-" * len(head)]

    def row(label: str, m: dict[str, Any], extra: str = "") -> str:
        cells = [
            _pct(m["recall@1"]),
            _pct(m["recall@3"]),
            _pct(m["recall@5"]),
            _num(m["precision"]),
            _num(m["recall"]),
            _num(m["f1"]),
            _pct(m["wrong_share"]),
            _pct(m["stale_share"]),
            _pct(m["fp_rate"]),
            _num(m["injected_per_question"]),
        ]
        return f"{label:<52}{m['n']:>5}" + "".join(f"{c:>8}" for c in cells) + extra

    for kind, m in report["default_by_kind"].items():
        lines.append(row(f"default (request path, t={default_t}) / {kind}", m))
    lines.append("-" * len(head))
    for name, m in report["variants"].items():
        d = m["f1_delta_vs_default"]
        extra = (
            f"{_pct(m['vague_recall@5']):>8}{m['best_threshold']:>7.2f}/{_num(m['best_f1'])}"
            f"  {d['delta']:+.3f} [{d['ci95'][0]:+.3f},{d['ci95'][1]:+.3f}]"
        )
        lines.append(row(f"{name} (t={default_t})", m, extra))
    lines.append("-" * len(head))
    for t, m in report["sweeps"]["dense"].items():
        d = m["f1_delta_vs_default"]
        extra = f"{'':>20}  {d['delta']:+.3f} [{d['ci95'][0]:+.3f},{d['ci95'][1]:+.3f}]"
        lines.append(row(f"dense sweep t={t}", m, extra))
    return "\n".join(lines)


async def run(data: Path, work: Path) -> dict[str, Any]:
    started = time.perf_counter()
    if not data.exists():
        generate.write(data)
    records = generate.load(data)
    settings = MemorySettings(deadline_ms=NO_DEADLINE_MS)
    options, _ = effective_options(settings, {})
    milvus = MilvusSettings(uri=str(work / "eval.db"), num_partitions=1, timeout_seconds=60)
    store = MilvusStore(milvus)
    embedder = CachedEmbedder(
        OnnxEmbedder(EmbeddingSettings(), ensure_onnx_model(model_dir())),
        settings.embedding.cache_size,
    )
    pair = embedders(settings.embedding, embedder)
    state = SqliteStateStore(work / "state.db")
    await store.start()
    await pair.start()
    await state.start()
    try:
        vectors = await load_store(store, embedder, records)
        seal(milvus)
        loaded = time.perf_counter()
        observed, checks = await observe(records, store, embedder, state, settings, options, pair)
        searched = time.perf_counter()
    finally:
        await state.close()
        await pair.close()
        await store.close()
    report = evaluate(observed, make_variants(vectors, options.limit), options.threshold)
    dense_sweep = report["sweeps"]["dense"]
    best_t, best = max(dense_sweep.items(), key=lambda kv: kv[1]["f1"] or 0.0)
    report |= {
        "data": str(data),
        "users": len(records),
        "memories": len(vectors),
        "questions": len(observed),
        "default": {
            "threshold": options.threshold,
            "limit": options.limit,
            "relative_margin": options.margin,
            "rewrite": "prepend",
        },
        "best_dense_threshold_by_f1": {"threshold": float(best_t), **best},
        "checks": checks.__dict__,
        "pair_similarity": pair_similarity(records, vectors),
        "seconds": {
            "load": loaded - started,
            "search": searched - loaded,
            "total": time.perf_counter() - started,
        },
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
    }
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=generate.DATA)
    parser.add_argument("--out", type=Path, default=RESULTS / "eval.json")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="memproxy-eval-") as work:
        report = asyncio.run(run(args.data, Path(work)))
    print(table(report, report["default"]["threshold"]))
    checks = report["checks"]
    print(
        f"\n{report['users']} users, {report['memories']} memories, {report['questions']} "
        f"questions; decide() skipped {checks['skipped']} {checks['skipped_by_kind']}; "
        f"{checks['searches']} searches: "
        f"{checks['leaks']} hits of another user, {checks['foreign']} of a near-identical "
        f"foreign memory, {checks['archived']} archived; default row vs candidate top-k "
        f"mismatches: {checks['default_mismatch']}; {report['seconds']['total']:.0f}s"
    )
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=2) + "\n")
    print(f"wrote {args.out}")
    if checks["leaks"] or checks["foreign"] or checks["archived"]:
        raise SystemExit("isolation or archive check failed")


if __name__ == "__main__":
    main()
