"""The store's hybrid ranking reproduced in-process, for trying ranking ideas in seconds.

`bench.eval.modes` loads every set into Milvus Lite and searches it through MilvusStore:
minutes a run. Here each set's vectors are computed once (memories as the store embeds
them, the mean of their sentences' vectors; questions rewritten as the request path
does, one at a time with the product's int8 question weights, not moved by the query
adapter, which `--query-adapter` applies) and cached in
~/.cache/memproxy/eval/offline/<set>-q8-single.npy; a ranking is then numpy and the
store's own pure parts (memproxy.store.keywords, terms, hybrid.fuse) over the cached
vectors, archived memories left out as a search leaves them. It gives the store's
figures (REALTALK with plain questions as in `bench/results/eval-modes-realtalk.json`),
and tests/bench/test_eval_offline.py checks its order
against MilvusStore.search on real Milvus Lite and its questions against the request
path's. An idea that wins here must still be built into the store and measured
through `bench.eval.modes`.

    python -m bench.eval.offline [--sets realtalk,realtalk-speaker,chitchat,generated]

A ranker is `(user, question number) -> ids, best first`; `recall` scores one over a set.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from bench.eval.modes import asked, each_set, load_set, set_names
from bench.eval.run import embedders
from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import QueryAdapter
from memproxy.embed.document import document_vectors
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.pipeline.rewrite import Rewriter
from memproxy.store.hybrid import Fusion, depth, fuse, keyword_candidates
from memproxy.store.keywords import KeywordIndex
from memproxy.store.terms import keyword_query, keyword_text
from memproxy.testing.procs import model_dir

CACHE = Path.home() / ".cache" / "memproxy" / "eval" / "offline"
VERSION = "-q8-single"
"""Of the cache's files: questions embedded with the int8 weights (embed/quantise.py),
one at a time, as the request path embeds them. The int8 model quantises its
activations with one scale over the whole input, so a question embedded in a batch of
64 came out different (cosine 0.989 mean, 0.960 at worst, to the same question alone):
the "-q8" files were batched, and figures from them ran up to 2.5 points off the
store's (chitchat R@10 58.9 offline against 56.4 through the store, 2026-11-27)."""
BATCH = 64
"""Memories per embedder call (a user's whole history at once took 12 GB)."""


@dataclass
class User:
    ids: list[str]
    contents: list[str]
    vectors: npt.NDArray[np.float32]
    """One row per memory, as the store holds them."""
    queries: list[str]
    """Each question as the request path rewrites it."""
    query_vectors: npt.NDArray[np.float32]
    expected: list[list[str]]
    index: KeywordIndex

    @functools.cached_property
    def lengths(self) -> dict[str, int]:
        """Each memory's keyword text's words (what hybrid.length_prior counts)."""
        return dict(zip(self.index.ids, self.index.lengths, strict=True))


Ranker = Callable[[User, int], list[str]]


async def _embed(records: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    plain = EmbeddingSettings(query_adapter=False)  # adapters are tried on the plain vectors
    embedder = OnnxEmbedder(plain, model_dir())
    pair = embedders(plain, embedder)
    await pair.start()
    rewriter = Rewriter("prepend")
    out: list[dict[str, Any]] = []
    try:
        for record in records:
            active = [m for m in record["memories"] if not m["archived"]]  # as searched
            texts = [m["content"] for m in active]
            queries = [await asked(rewriter, q) for q in record["questions"]]
            vectors = [
                await document_vectors(embedder, texts[i : i + BATCH])
                for i in range(0, len(texts), BATCH)
            ]
            vectors_asked = [await pair.questions.embed([q]) for q in queries]
            out.append(
                {
                    "ids": [m["id"] for m in active],
                    "contents": texts,
                    "vectors": np.concatenate(vectors) if vectors else np.zeros((0, 384)),
                    "queries": queries,
                    "query_vectors": np.concatenate(vectors_asked)
                    if vectors_asked
                    else np.zeros((0, 384)),
                    "expected": [list(q["expected"]) for q in record["questions"]],
                }
            )
    finally:
        await pair.close()
    return out


def from_records(rows: Sequence[dict[str, Any]]) -> list[User]:
    """Users from embedded records (what `load` caches)."""
    return [
        User(
            ids=list(r["ids"]),
            contents=list(r["contents"]),
            vectors=np.asarray(r["vectors"], dtype=np.float32),
            queries=list(r["queries"]),
            query_vectors=np.asarray(r["query_vectors"], dtype=np.float32),
            expected=[list(e) for e in r["expected"]],
            index=KeywordIndex.build(zip(r["ids"], map(keyword_text, r["contents"]), strict=True)),
        )
        for r in rows
    ]


def load(name: str, cache: Path = CACHE) -> list[User]:
    """A set's users, embedded on the first call and read from the cache after."""
    path = cache / f"{name}{VERSION}.npy"
    if not path.exists():
        rows = asyncio.run(_embed(load_set(name)))
        cache.mkdir(parents=True, exist_ok=True)
        np.save(path, np.asarray(rows, dtype=object), allow_pickle=True)
    return from_records(list(np.load(path, allow_pickle=True)))


def store_ranking(user: User, n: int, limit: int = 10, fusion: Fusion | None = None) -> list[str]:
    """The order MilvusStore's hybrid search gives question n (hybrid._hybrid and its two
    sides), at the default weighted fusion unless told otherwise. A question without
    content words is searched dense, as the store searches it."""
    cos = user.vectors @ user.query_vectors[n]
    words = keyword_query(user.queries[n]).split()
    if not words:
        return [user.ids[j] for j in np.argsort(-cos, kind="stable")[:limit]]
    deep = depth(limit)
    dense = [user.ids[j] for j in np.argsort(-cos, kind="stable")[:deep]]
    cosine = {i: float(c) for i, c in zip(user.ids, cos, strict=True)}
    keyword = user.index.top(words, keyword_candidates(deep))
    keyword = keyword[:deep]
    fused = fuse(
        dense,
        [i for i, _ in keyword],
        cosine,
        dict(keyword),
        fusion or Fusion(),
        lengths=user.lengths,
    )
    return [i for i, _ in fused[:limit]]


def adapted(users: Sequence[User], adapter: QueryAdapter) -> list[User]:
    """The users with their questions moved by the adapter."""
    return [replace(u, query_vectors=adapter.apply(u.query_vectors)) for u in users]


def recall(users: Sequence[User], ranker: Ranker, k: int) -> float:
    """Mean share of each answerable question's evidence among the ranker's first k."""
    shares = [
        len(set(expected) & set(ranker(user, n)[:k])) / len(expected)
        for user in users
        for n, expected in enumerate(user.expected)
        if expected
    ]
    return 100 * sum(shares) / len(shares) if shares else 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sets", type=set_names, default="realtalk,realtalk-speaker,chitchat,generated"
    )
    parser.add_argument("--query-adapter", action="store_true", help="move the questions")
    args = parser.parse_args()
    for name, users in each_set(args.sets, load):
        if args.query_adapter:
            users = adapted(users, QueryAdapter.load())
        r5, r10 = recall(users, store_ranking, 5), recall(users, store_ranking, 10)
        print(f"{name:<18} store ranking R@5 {r5:5.1f}  R@10 {r10:5.1f}")


if __name__ == "__main__":
    main()
