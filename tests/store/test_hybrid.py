"""Hybrid retrieval: the mode a store gets, and what hybrid finds that dense misses.

Milvus Lite has the BM25 function; the 2.3.5 server of the tests does not, so there the
store says it runs dense and searches still answer.
"""

from __future__ import annotations

import asyncio
import math
import uuid
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import MilvusSettings
from memproxy.crypto import AesGcmCipher, new_key_entry, parse_keys
from memproxy.domain import Memory, MemoryPatch, Scope, SearchQuery
from memproxy.store import schema, terms
from memproxy.store.hybrid import (
    Fusion,
    decide_mode,
    fuse,
    length_prior,
    lite_keyword_pause,
)
from memproxy.store.migrate import migrate
from memproxy.store.milvus import MilvusStore
from memproxy.testing.milvus_server import LocalMilvus
from tests.kit.store import DIM, vec


@pytest.mark.parametrize(
    ("wanted", "exists", "terms", "mode", "create", "why"),
    [
        ("auto", False, False, "hybrid", True, "fused"),
        ("hybrid", True, True, "hybrid", True, "fused"),
        ("auto", True, False, "dense", False, "migrate-collection"),
        ("dense", False, False, "dense", False, "is dense"),
        # dense on a collection made for hybrid still writes its keyword text field
        ("dense", True, True, "dense", True, "is dense"),
    ],
)
def test_decide_mode(
    wanted: str, exists: bool, terms: bool, mode: str, create: bool, why: str
) -> None:
    d = decide_mode(wanted, exists, terms)
    assert (d.mode, d.terms) == (mode, create)
    assert why in d.reason


def test_fuse_weighted_divides_each_side_by_its_best() -> None:
    cosine = {"a": 0.9, "b": 0.6, "c": -0.2, "d": 0.3}
    bm25 = {"c": 8.0, "d": 4.0}
    fused = dict(fuse(["a", "b"], ["c", "d"], cosine, bm25, Fusion("weighted", 0.6), lengths={}))
    assert fused == pytest.approx({"a": 0.6, "b": 0.4, "c": 0.4, "d": 0.2 + 0.2})
    # ties (exact in binary) keep the dense order, then the keyword one
    even = Fusion("weighted", 0.5)
    halves = fuse(
        ["a", "b"], ["c", "d"], {"a": 1.0, "b": 0.5}, {"c": 2.0, "d": 1.0}, even, lengths={}
    )
    assert halves == [("a", 0.5), ("c", 0.5), ("b", 0.25), ("d", 0.25)]
    # all weight on one side is that side's order
    only_bm25 = fuse(["a", "b"], ["c", "d"], cosine, bm25, Fusion("weighted", 0.0), lengths={})
    assert [i for i, _ in only_bm25][:2] == ["c", "d"]


def test_fuse_rrf_sums_reciprocal_ranks() -> None:
    rrf = Fusion("rrf", rrf_k=10)
    fused = dict(fuse(["a", "b"], ["b", "c"], {}, {}, rrf, lengths={"c": 30}))
    # without a length prior: RRF's scores differ too little from rank to rank for one
    assert fused == pytest.approx({"a": 1 / 11, "b": 1 / 12 + 1 / 11, "c": 1 / 12})
    assert [i for i, _ in fuse(["a", "b"], ["b", "c"], {}, {}, rrf, lengths={})] == ["b", "a", "c"]


def test_fuse_prefers_the_longer_of_two_equal_matches() -> None:
    """Each weighted score is multiplied by 1 + length_prior * ln(1 + words): equal
    scores order by length, and a clearly better match stays ahead of a longer one."""
    fusion = Fusion("weighted", 0.6)
    cosine = {"a": 0.8, "b": 0.8, "c": 0.2}
    lengths = {"a": 2, "b": 12, "c": 4}
    fused = fuse(["a", "b", "c"], [], cosine, {}, fusion, lengths=lengths)
    assert [i for i, _ in fused][:2] == ["b", "a"]
    plain = dict(
        fuse(["a", "b", "c"], [], cosine, {}, replace(fusion, length_prior=0.0), lengths=lengths)
    )
    for i, score in fused:
        assert score == pytest.approx(plain[i] * (1 + fusion.length_prior * math.log1p(lengths[i])))
    assert [i for i, _ in fused][-1] == "c"
    # an id without a length counts no words; a prior of 0 leaves the order as fused
    assert [i for i, _ in fuse(["a", "b"], [], cosine, {}, fusion, lengths={"b": 3})] == ["b", "a"]
    assert [
        i
        for i, _ in fuse(
            ["a", "b"], [], cosine, {}, replace(fusion, length_prior=0.0), lengths=lengths
        )
    ] == ["a", "b"]


@pytest.mark.parametrize("fusion", [Fusion("weighted", 0.6), Fusion("rrf")])
def test_fuse_with_nothing_or_no_scores(fusion: Fusion) -> None:
    assert fuse([], [], {}, {}, fusion, lengths={}) == []
    # every cosine negative and no BM25: nothing to divide by, the dense order stays
    assert [i for i, _ in fuse(["a", "b"], [], {"a": -0.1, "b": -0.3}, {}, fusion, lengths={})] == [
        "a",
        "b",
    ]


def at_cosine(cosine: float, seed: int) -> list[float]:
    """A unit vector at this cosine to the query's, vec(1)."""
    q = np.asarray(vec(1))
    side = np.asarray(vec(seed))
    side = side - (side @ q) * q
    return list(cosine * q + np.sqrt(1 - cosine**2) * side / np.linalg.norm(side))


async def _fill(store: MilvusStore, target_cosine: float = 0.6) -> Memory:
    """Ten memories near the query vector (cosine ~0.95), and one at `target_cosine` to it
    that shares its words: dense ranks it 11th."""
    q = np.asarray(vec(1))
    rows = []
    for i in range(10):
        v = q + 0.3 * np.asarray(vec(100 + i))
        rows.append(
            (Memory(user_id="alice", content=f"filler note {i}"), list(v / np.linalg.norm(v)))
        )
    target = Memory(user_id="alice", content="My trip to Lisbon moved to June")
    rows.append((target, at_cosine(target_cosine, 7)))
    return (await store.store(rows))[-1]  # as stored (its expiry resolved)


def _query(text: str, limit: int = 5) -> SearchQuery:
    return SearchQuery(
        scope=Scope(user_id="alice"), vector=vec(1), text=text, limit=limit, threshold=-1
    )


async def test_rows_stored_under_ids_of_their_own_are_found_by_both_sides(
    tmp_path: Path,
) -> None:
    """The evaluation stores each message under its own id ("realtalk-3:D1:5"): the
    keyword side's fetch by id, and the read of the question's cosines, quote ids as
    they are (a check for memproxy's own id pattern there dropped every keyword hit)."""
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "i.db"), dimension=DIM))
    await store.start()
    try:
        rows = [
            (Memory(id=f"set-0:D1:{i}", user_id="alice", content=f"filler note {i}"), vec(50 + i))
            for i in range(30)
        ]
        target = Memory(id='set-0:D9:"1"', user_id="alice", content="My trip to Lisbon moved")
        await store.store([*rows, (target, at_cosine(0.1, 7))])
        question = _query("When is my trip to Lisbon?")
        for mode in ("keyword", "hybrid"):
            hits = await store.search(question, mode, Fusion("rrf"))
            assert target.id in [h.memory.id for h in hits], mode
        adapted = question.model_copy(update={"rank_vector": vec(60)})
        hits = await store.search(adapted, "dense")
        assert {h.memory.id: round(h.score, 3) for h in hits}[rows[10][0].id] == round(
            float(np.dot(vec(60), vec(1))), 3
        )
    finally:
        await store.close()


async def test_lite_hybrid_finds_the_keyword_match_dense_misses(tmp_path: Path) -> None:
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "h.db"), dimension=DIM))
    await store.start()
    try:
        assert store.retrieval_mode == "hybrid"
        target = await _fill(store, target_cosine=-0.99)
        question = _query("When is my trip to Lisbon?")
        dense = await store.search(question, "dense")
        assert target.id not in [h.memory.id for h in dense]
        # the default (weighted) fusion does not lift a memory unrelated in meaning
        # (cosine -0.99) over ten close ones by its words alone; RRF does
        assert target.id not in [h.memory.id for h in await store.retrieve(question)]
        rrf = Fusion("rrf")
        hits = await store.search(question, "hybrid", rrf)
        assert target.id in [h.memory.id for h in hits]
        by_id = {h.memory.id: h for h in hits}
        assert by_id[target.id].score < 0  # scored by its cosine, whatever ranked it
        assert (by_id[target.id].keyword_score or 0) > 0  # BM25 scores are positive
        # first in BM25, last (11th) of the dense search, which reads the whole top 20
        assert by_id[target.id].fused_score == pytest.approx(1 / 61 + 1 / 71)
        # threshold 0 sets no floor (the admin API's search at threshold 0 gets the whole
        # fused top-k); a positive threshold gates by cosine
        at_zero = await store.search(question.model_copy(update={"threshold": 0.0}), "hybrid", rrf)
        assert target.id in [h.memory.id for h in at_zero]
        gated = await store.search(question.model_copy(update={"threshold": 0.05}), "hybrid", rrf)
        assert target.id not in [h.memory.id for h in gated]
        # words that are all stop words search dense
        assert [h.memory.id for h in await store.retrieve(_query("what do you"))] == [
            h.memory.id for h in await store.search(_query("what do you"), "dense")
        ]
    finally:
        await store.close()


async def test_lite_weighted_fusion_lifts_a_related_keyword_match(tmp_path: Path) -> None:
    """The default fusion (weighted 0.7): a memory sharing the question's words at cosine
    0.6 ranks first, where dense alone ranks it under ten closer ones."""
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "w.db"), dimension=DIM))
    await store.start()
    try:
        target = await _fill(store, target_cosine=0.6)
        question = _query("When is my trip to Lisbon?")
        assert target.id not in [h.memory.id for h in await store.search(question, "dense")]
        hits = await store.retrieve(question)
        assert hits[0].memory.id == target.id
        assert hits[0].score == pytest.approx(0.6, abs=0.01)
        best = max(h.score for h in hits)
        w = Fusion().dense_weight
        assert w == 0.7
        prior = length_prior(len(terms.keyword_text(target.content).split()), 0.4)
        assert hits[0].fused_score == pytest.approx((w * 0.6 / best + (1 - w)) * prior, abs=0.01)
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


async def test_server_2_3_runs_hybrid(milvus_server: LocalMilvus) -> None:
    """The 2.3.5 server has no BM25 function: memproxy ranks the keyword side itself, so
    a server of any version gets hybrid retrieval."""
    settings = MilvusSettings(
        uri=milvus_server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
    )
    store = MilvusStore(settings)
    await store.start()
    try:
        assert store.retrieval_mode == "hybrid"
        target = await _fill(store)
        await put_other_user(store)
        question = _query("When is my trip to Lisbon?")
        assert target.id not in [h.memory.id for h in await store.search(question, "dense")]
        hits = await store.retrieve(question)
        assert hits[0].memory.id == target.id
        assert all(h.memory.user_id == "alice" for h in hits)
    finally:
        await store.close()


async def test_server_keyword_hits_come_back_from_an_indexed_segment(
    milvus_server: LocalMilvus,
) -> None:
    """The keyword side fetches its hits by an id-filtered vector search. Once the
    server has built the HNSW graph over the user's rows, every ranked hit must still
    come back, even the ones far from the query in meaning (a graph walk would miss
    them; the filter makes Milvus search those rows exhaustively)."""
    settings = MilvusSettings(
        uri=milvus_server.uri, dimension=DIM, collection=f"t_{uuid.uuid4().hex[:12]}"
    )
    store = MilvusStore(settings)
    await store.start()
    try:
        rng = np.random.default_rng(5)
        rows = [
            (Memory(user_id="alice", content=f"filler note {i}"), vec(1000 + i))
            for i in range(3000)
        ]
        far = [
            (Memory(user_id="alice", content=f"Lisbon trip plan {i}"), at_cosine(-0.9, 50 + i))
            for i in range(20)
        ]
        rng.shuffle(rows)
        for start in range(0, len(rows), 1000):
            await store.store(rows[start : start + 1000])
        wanted = {m.id for m in await store.store(far)}
        client = store.core.need()
        await asyncio.to_thread(client.flush, settings.collection)
        for _ in range(240):
            info = await asyncio.to_thread(client.describe_index, settings.collection, "embedding")
            if int(info.get("indexed_rows", 0)) >= 3020:
                break
            await asyncio.sleep(0.5)
        else:
            pytest.fail(f"the server did not index the rows: {info}")
        hits = await store.search(
            _query("When is my Lisbon trip?", limit=20).model_copy(update={"fresh": True}),
            "keyword",
        )
        assert {h.memory.id for h in hits} == wanted
        assert all(-0.95 < h.score < -0.85 for h in hits)  # each scored by its cosine
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
    assert "rebuilt with the keyword field: 12 memories" in migrate(settings)
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


async def test_migrate_indexes_the_opened_words_of_an_encrypted_collection(
    tmp_path: Path,
) -> None:
    """An encrypted row's keyword text is the blind index of its opened content, as the
    store writes it: indexing the sealed text (the old migration) matched no question."""
    path = str(tmp_path / "sealed.db")
    cipher = AesGcmCipher(parse_keys(new_key_entry("k1")), "k1")
    old = MilvusStore(MilvusSettings(uri=path, dimension=DIM, retrieval="dense"), cipher=cipher)
    await old.start()
    target = await _fill(old, target_cosine=-0.5)
    await old.close()
    settings = MilvusSettings(uri=path, dimension=DIM)
    assert "rebuilt with the keyword field: 11 memories" in migrate(settings, cipher)
    store = MilvusStore(settings, cipher=cipher)
    await store.start()
    try:
        hits = await store.search(_query("When is my trip to Lisbon?"), "keyword")
        assert [h.memory.id for h in hits] == [target.id]
        assert (await store.get("alice", target.id)) == target
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
        await store.store([(late, at_cosine(0.6, 8))])  # 12: still under
        assert store.retrieval_mode == "hybrid"
        await store.store([(Memory(user_id="bob", content="x"), vec(9))])  # 13: over
        assert store.retrieval_mode == "dense"
        assert "lite_keyword_max_rows" in store.retrieval_reason
        hits = await store.retrieve(_query("Lisbon trip"))
        assert hits == await store.search(_query("Lisbon trip"), "dense")
        assert target.id not in [h.memory.id for h in hits]  # dense: ranked 11th, missed
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


async def test_keyword_scores_use_the_users_own_rows_only(tmp_path: Path) -> None:
    """Another user's rows change neither which of alice's rows the keyword side ranks
    first nor their BM25 scores (Milvus's own BM25 counts every user's rows); a write of
    alice is searched at once (her cached index is dropped), and the scope's filter still
    holds (an archived row is not returned)."""
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "k.db"), dimension=DIM))
    await store.start()
    try:
        target = await _fill(store)
        question = _query("When is my trip to Lisbon?")
        before = {h.memory.id: h.keyword_score for h in await store.search(question, "keyword")}
        assert list(before) == [target.id]
        noisy = [
            (Memory(user_id="bob", content=f"Lisbon trip filler note {i}"), vec(200 + i))
            for i in range(30)
        ]
        await store.store(noisy)
        after = {h.memory.id: h.keyword_score for h in await store.search(question, "keyword")}
        assert after == before
        late = Memory(user_id="alice", content="Lisbon again in October")
        (late,) = await store.store([(late, at_cosine(0.4, 9))])
        found = [h.memory.id for h in await store.search(question, "keyword")]
        assert found[:2] == [target.id, late.id]
        await store.update("alice", target.id, MemoryPatch(archived=True))
        assert target.id not in [h.memory.id for h in await store.search(question, "keyword")]
        assert target.id not in [h.memory.id for h in await store.retrieve(question)]
    finally:
        await store.close()


async def test_the_request_path_never_waits_for_a_keyword_index(tmp_path: Path) -> None:
    """A request's search (fresh=False) uses the user's last keyword index, even stale
    after a write, and reads a new one in the background; with none yet it searches
    dense only. An admin search (fresh) waits for a current one."""
    store = MilvusStore(MilvusSettings(uri=str(tmp_path / "r.db"), dimension=DIM))
    await store.start()
    try:
        target = await _fill(store)
        request = _query("When is my trip to Lisbon?").model_copy(update={"fresh": False})
        first = await store.retrieve(request)
        assert target.id not in [h.memory.id for h in first]  # no index yet: dense
        await asyncio.sleep(0.5)  # the read it started
        assert (await store.retrieve(request))[0].memory.id == target.id
        late = Memory(user_id="alice", content="Lisbon trip booked: flights in June")
        (late,) = await store.store([(late, at_cosine(0.5, 9))])
        stale = [h.memory.id for h in await store.search(request, "keyword")]
        assert stale == [target.id]  # the stale index: the new row not yet
        await asyncio.sleep(0.5)
        assert late.id in [h.memory.id for h in await store.search(request, "keyword")]
        late2 = Memory(user_id="alice", content="Lisbon hotel by the river")
        (late2,) = await store.store([(late2, at_cosine(0.5, 10))])
        fresh = [h.memory.id for h in await store.search(_query("Lisbon hotel"), "keyword")]
        assert fresh[0] == late2.id  # an admin search waits for a current index
    finally:
        await store.close()


async def test_archived_and_other_projects_rows_never_crowd_out_the_keyword_side(
    store: MilvusStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A user's archived rows and another project's rows that match the question's words
    better than the one row in scope do not take the keyword side's places: it ranks
    only active rows of the search's project, reading past one query's row cap."""
    # page past the first read
    monkeypatch.setattr("memproxy.store.milvus.keyword_reads.MAX_QUERY", 8)
    old = [
        (Memory(user_id="alice", content=f"Lisbon Lisbon trip {i}"), vec(300 + i))
        for i in range(12)
    ]
    other = [
        (Memory(user_id="alice", project_id="work", content=f"Lisbon trip work {i}"), vec(400 + i))
        for i in range(12)
    ]
    stored = await store.store([*old, *other])
    for memory in stored[:12]:
        await store.update("alice", memory.id, MemoryPatch(archived=True))
    (target,) = await store.store(
        [(Memory(user_id="alice", content="We might see Lisbon some day, who knows"), vec(9))]
    )
    question = _query("When is my trip to Lisbon?", limit=3)
    found = [h.memory.id for h in await store.search(question, "keyword")]
    assert found == [target.id]
    index = store.fresh.keywords.any("alice")
    assert index is not None and len(index.keywords) == 13  # every active row, over two reads
    in_work = question.model_copy(update={"scope": Scope(user_id="alice", project_id="work")})
    work = {h.memory.id for h in await store.search(in_work, "keyword")}
    assert len(work) == 3 and work <= {m.id for m in stored[12:]}
    archived = question.model_copy(update={"include_archived": True})
    assert [h.memory.id for h in await store.search(archived, "keyword")] == [target.id]
