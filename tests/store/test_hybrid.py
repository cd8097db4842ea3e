"""Hybrid retrieval: the mode a store gets, and what hybrid finds that dense misses.

Milvus Lite has the BM25 function; the 2.3.5 server of the tests does not, so there the
store says it runs dense and searches still answer.
"""

from __future__ import annotations

import uuid
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import MilvusSettings
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.store import schema, terms
from memproxy.store.hybrid import cosines, decide_mode, lite_keyword_pause, supports_bm25
from memproxy.store.migrate import migrate
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus
from tests.store.conftest import DIM


def vec(seed: int) -> list[float]:
    v = np.random.default_rng(seed).standard_normal(DIM)
    return list(v / np.linalg.norm(v))


@pytest.mark.parametrize(
    ("version", "ok"),
    [
        ("v2.5.9", True),
        ("2.6.0", True),
        ("v3.0.1", True),
        ("v2.3.5", False),
        ("", False),
        ("v2.4.15", False),
        ("dev", False),
    ],
)
def test_supports_bm25(version: str, ok: bool) -> None:
    assert supports_bm25(version) is ok


@pytest.mark.parametrize(
    ("wanted", "server", "exists", "sparse", "mode", "create", "why"),
    [
        ("auto", True, False, False, "hybrid", True, "fused"),
        ("hybrid", True, True, True, "hybrid", True, "fused"),
        ("auto", False, False, False, "dense", False, "no BM25 function"),
        ("auto", True, True, False, "dense", False, "migrate-collection"),
        ("dense", True, False, False, "dense", False, "is dense"),
    ],
)
def test_decide_mode(
    wanted: str, server: bool, exists: bool, sparse: bool, mode: str, create: bool, why: str
) -> None:
    d = decide_mode(wanted, server, exists, sparse)
    assert (d.mode, d.create_hybrid) == (mode, create)
    assert why in d.reason


def test_cosines() -> None:
    assert cosines([1.0, 0.0], [[2.0, 0.0], [0.0, 3.0], [0.0, 0.0]]) == [1.0, 0.0, 0.0]
    assert cosines([1.0, 0.0], []) == []


async def _fill(store: MilvusStore) -> Memory:
    """Ten memories near the query vector, and one far from it that shares its words."""
    q = vec(1)
    rows = []
    for i in range(10):
        v = np.asarray(q) + 0.3 * np.asarray(vec(100 + i))
        rows.append(
            (Memory(user_id="alice", content=f"filler note {i}"), list(v / np.linalg.norm(v)))
        )
    far = -np.asarray(q) + 0.1 * np.asarray(vec(7))
    target = Memory(user_id="alice", content="My trip to Lisbon moved to June")
    rows.append((target, list(far / np.linalg.norm(far))))
    return (await store.store(rows))[-1]  # as stored (its expiry resolved)


def _query(text: str, limit: int = 5) -> SearchQuery:
    return SearchQuery(
        scope=Scope(user_id="alice"), vector=vec(1), text=text, limit=limit, threshold=-1
    )


async def test_lite_hybrid_finds_the_keyword_match_dense_misses(tmp_path: Path) -> None:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "h.db"), dimension=DIM))
    await store.start()
    try:
        assert store.retrieval_mode == "hybrid"
        target = await _fill(store)
        dense = await store.search(_query("When is my trip to Lisbon?"), "dense")
        assert target.id not in [h.memory.id for h in dense]
        hits = await store.retrieve(_query("When is my trip to Lisbon?"))
        assert target.id in [h.memory.id for h in hits]
        by_id = {h.memory.id: h.score for h in hits}
        assert by_id[target.id] < 0  # scored by its cosine, whatever ranked it
        # threshold 0 sets no floor (the admin API's search at threshold 0 gets the whole
        # fused top-k); a positive threshold gates by cosine
        question = _query("When is my trip to Lisbon?")
        at_zero = await store.retrieve(question.model_copy(update={"threshold": 0.0}))
        assert target.id in [h.memory.id for h in at_zero]
        gated = await store.retrieve(question.model_copy(update={"threshold": 0.05}))
        assert target.id not in [h.memory.id for h in gated]
        # words that are all stop words search dense
        assert [h.memory.id for h in await store.retrieve(_query("what do you"))] == [
            h.memory.id for h in await store.search(_query("what do you"), "dense")
        ]
    finally:
        await store.close()


async def test_lite_collection_without_bm25_runs_dense(tmp_path: Path) -> None:
    path = str(tmp_path / "old.db")
    old = MilvusStore(MilvusSettings(uri=path, dimension=DIM, retrieval="dense"))
    await old.start()
    target = await _fill(old)
    await old.close()
    store = MilvusStore(MilvusSettings(uri=path, dimension=DIM))
    await store.start()
    try:
        assert store.retrieval_mode == "dense"
        assert "migrate-collection" in store.retrieval_reason
        hits = await store.retrieve(_query("When is my trip to Lisbon?", limit=20))
        assert target.id in [h.memory.id for h in hits]  # still answers, dense
    finally:
        await store.close()


async def test_server_2_3_runs_dense(milvus_server: LocalMilvus) -> None:
    settings = MilvusSettings(
        uri=milvus_server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
    )
    store = MilvusStore(settings)
    await store.start()
    try:
        assert store.retrieval_mode == "dense"
        assert "no BM25 function" in store.retrieval_reason
        target = await _fill(store)
        hits = await store.retrieve(_query("When is my trip to Lisbon?", limit=20))
        assert target.id in [h.memory.id for h in hits]
    finally:
        await store.close()


async def test_migrate_gives_an_old_lite_collection_hybrid(tmp_path: Path) -> None:
    path = str(tmp_path / "old.db")
    old = MilvusStore(MilvusSettings(uri=path, dimension=DIM, retrieval="dense"))
    await old.start()
    target = await _fill(old)
    await put_other_user(old)
    await old.close()
    settings = MilvusSettings(uri=path, dimension=DIM)
    assert "rebuilt with the BM25 field: 12 memories" in migrate(settings)
    assert "nothing to do" in migrate(settings)
    store = MilvusStore(settings)
    await store.start()
    try:
        assert store.retrieval_mode == "hybrid"
        hits = await store.retrieve(_query("When is my trip to Lisbon?"))
        assert target.id in [h.memory.id for h in hits]
        assert await store.get("alice", target.id) == target
        assert await store.count("bob") == 1
    finally:
        await store.close()


async def put_other_user(store: MilvusStore) -> None:
    await store.store([(Memory(user_id="bob", content="Bob's trip to Lisbon"), vec(1))])


@pytest.mark.parametrize(
    ("wanted", "rows", "limit", "paused"),
    [
        ("auto", 40_001, 40_000, True),
        ("auto", 40_000, 40_000, False),
        ("auto", 10**9, 0, False),  # 0: no limit
        ("hybrid", 10**9, 40_000, False),  # asked for: the operator's choice
        ("dense", 10**9, 40_000, False),
    ],
)
def test_lite_keyword_pause(wanted: str, rows: int, limit: int, paused: bool) -> None:
    reason = lite_keyword_pause(wanted, rows, limit)
    assert (reason is not None) is paused
    assert reason is None or "lite_keyword_max_rows" in reason


async def test_a_lite_store_past_its_keyword_row_limit_searches_dense(tmp_path: Path) -> None:
    """Lite's BM25 scans every user's rows (42 ms at 100k, past the request deadline, so a
    request got no memory at all): past lite_keyword_max_rows auto retrieval goes dense,
    new rows still carry their keyword text, and a restart counts the rows again."""
    path = str(tmp_path / "big.db")
    settings = MilvusSettings(uri=path, dimension=DIM, lite_keyword_max_rows=12)
    store = MilvusStore(settings)
    await store.start()
    try:
        target = await _fill(store)  # 11 rows: under the limit
        assert store.retrieval_mode == "hybrid"
        assert target.id in [h.memory.id for h in await store.retrieve(_query("Lisbon trip"))]
        late = Memory(user_id="alice", content="Lisbon hotel booked near the river")
        far = -np.asarray(vec(1)) + 0.1 * np.asarray(vec(8))
        await store.store([(late, list(far / np.linalg.norm(far)))])  # 12: still under
        assert store.retrieval_mode == "hybrid"
        await store.store([(Memory(user_id="bob", content="x"), vec(9))])  # 13: over
        assert store.retrieval_mode == "dense"
        assert "lite_keyword_max_rows" in store.retrieval_reason
        hits = await store.retrieve(_query("Lisbon trip"))
        assert hits == await store.search(_query("Lisbon trip"), "dense")
        assert target.id not in [h.memory.id for h in hits]  # dense: the far row is missed
        # the rows keep their keyword text: hybrid asked for by name still finds them
        fused = await store.search(_query("Lisbon hotel"), "hybrid")
        assert late.id in [h.memory.id for h in fused]
    finally:
        await store.close()
    again = MilvusStore(settings)  # a restart counts what the collection holds
    await again.start()
    try:
        assert again.retrieval_mode == "dense"
    finally:
        await again.close()
    roomy = MilvusStore(settings.model_copy(update={"lite_keyword_max_rows": 100}))
    await roomy.start()
    try:
        assert roomy.retrieval_mode == "hybrid"
    finally:
        await roomy.close()


async def test_rows_indexed_before_stemming_still_match_their_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rows written before stemming hold plural-folded words ("painted"); a query holds
    the stems and those words, so both old and new rows are found by keyword."""
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "s.db"), dimension=DIM))
    await store.start()
    try:
        folded_only = terms._content_words  # what keyword_text wrote before stemming
        monkeypatch.setattr(schema, "keyword_text", lambda text: " ".join(folded_only(text)))
        (old,) = await store.store(
            [(Memory(user_id="alice", content="We painted banners"), vec(3))]
        )
        monkeypatch.undo()
        (new,) = await store.store([(Memory(user_id="alice", content="She is painting"), vec(4))])
        await store.store([(Memory(user_id="alice", content="a walk by the river"), vec(5))])
        hits = await store.search(_query("Who painted the banners?"), "keyword")
        assert {old.id, new.id} <= {h.memory.id for h in hits}
        assert hits[0].memory.id == old.id  # two words matched
    finally:
        await store.close()
