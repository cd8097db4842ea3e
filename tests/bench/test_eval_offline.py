"""bench.eval.offline gives the order the store gives: the same two generated users
stored in real Milvus Lite through MilvusStore and ranked in-process agree, question by
question, on the hybrid default and on RRF."""

from __future__ import annotations

import asyncio
import copy
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
import pytest

from bench.eval import generate
from bench.eval.offline import User, _embed, from_records, recall, store_ranking
from bench.eval.run import embedders, load_store, seal
from memproxy.config import EmbeddingSettings, MilvusSettings
from memproxy.domain import Scope, SearchQuery
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.store.hybrid import Fusion
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir

FUSIONS = [Fusion(), Fusion("rrf", rrf_k=60)]


LONGER = [
    "Lisbon.",
    "The trip to Lisbon moved to June.",
    "We booked the trip to Lisbon for June, a week near the river in Alfama, with a day "
    "in Sintra and a night of fado; Ana is coming along and wants to see the tiles museum.",
    "Lisbon in June, maybe.",
]
"""Memories of different lengths matching one question alike: the weighted fusion's
length prior orders them, on both sides of the comparison."""


def _records() -> list[dict[str, Any]]:
    """Two generated users, the first with LONGER and two more questions: one about them,
    one without a content word (searched dense by both)."""
    records = copy.deepcopy(generate.load(generate.DATA)[:2])
    first = records[0]
    template = first["memories"][0]
    ids = [f"longer-{i}" for i in range(len(LONGER))]
    first["memories"] += [
        {**template, "id": i, "content": text} for i, text in zip(ids, LONGER, strict=True)
    ]
    question = first["questions"][0]
    first["questions"] += [
        {
            **question,
            "id": "longer-q",
            "context": [],
            "query": "When is the Lisbon trip?",
            "expected": ids[1:3],
        },
        {
            **question,
            "id": "no-words-q",
            "context": [],
            "query": "what is it?",
            "expected": ids[:1],
        },
    ]
    return records


@pytest.mark.parametrize("fusion", FUSIONS, ids=["weighted", "rrf"])
def test_the_offline_ranking_is_the_stores(tmp_path: Path, fusion: Fusion) -> None:
    records = _records()
    users = from_records(asyncio.run(_embed(records)))
    stored = asyncio.run(_store_orders(tmp_path, records, users, fusion))
    compared = 0
    for record, user in zip(records, users, strict=True):
        for n, _ in enumerate(record["questions"]):
            assert store_ranking(user, n, fusion=fusion) == stored[record["user_id"]][n]
            compared += 1
    assert compared >= 20
    assert recall(users, lambda u, n: store_ranking(u, n, fusion=fusion), 10) > 50


async def _store_orders(
    tmp: Path, records: list[dict[str, object]], users: list[User], fusion: Fusion
) -> dict[str, list[list[str]]]:
    """Each question's hybrid order from MilvusStore, asked with the offline vectors."""
    milvus = MilvusSettings(uri=str(tmp / "m.db"), num_partitions=1, timeout_seconds=60)
    store = MilvusStore(milvus)
    embedder = CachedEmbedder(OnnxEmbedder(EmbeddingSettings(), model_dir()), 256)
    await store.start()
    await embedder.start()
    orders: dict[str, list[list[str]]] = {}
    try:
        await load_store(store, embedder, records)  # type: ignore[arg-type]
        seal(milvus)
        for record, user in zip(records, users, strict=True):
            scope = Scope(user_id=str(record["user_id"]))
            orders[scope.user_id] = []
            for n, text in enumerate(user.queries):
                query = SearchQuery(
                    scope=scope,
                    vector=user.query_vectors[n].tolist(),
                    text=text,
                    limit=10,
                    threshold=-1.0,
                )
                hits = await store.search(query, "hybrid", fusion)
                orders[scope.user_id].append([h.memory.id for h in hits])
    finally:
        await embedder.close()
        await store.close()
    return orders


def test_offline_questions_are_the_request_paths_vectors() -> None:
    """Each question is embedded alone, as a request embeds it: the int8 model quantises
    a batch's activations with one scale, so a batched question comes out different."""
    records = generate.load(generate.DATA)[:1]
    (user,) = from_records(asyncio.run(_embed(records)))
    assert len(user.queries) >= 5
    alone = asyncio.run(_alone(user.queries))
    np.testing.assert_allclose(user.query_vectors, alone, atol=1e-6)


async def _alone(questions: list[str]) -> npt.NDArray[np.float32]:
    plain = EmbeddingSettings(query_adapter=False)
    pair = embedders(plain, OnnxEmbedder(plain, model_dir()))
    await pair.start()
    try:
        return np.stack([np.asarray((await pair.questions.embed([q]))[0]) for q in questions])
    finally:
        await pair.close()
