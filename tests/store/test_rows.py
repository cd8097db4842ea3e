"""A user's rows held in memory (memproxy.store.rows): a request's search of them asks
Milvus nothing and ranks as Milvus does; a write is never missed; another user's rows
are never searched; what is held is bounded. Lite and the 2.3.5 server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from memproxy.domain import Memory, MemoryPatch, MemoryType, Scope, SearchQuery
from memproxy.store import hybrid
from memproxy.store.filters import optional_key_of
from memproxy.store.milvus import MilvusStore
from memproxy.store.rows import UserRows, search_held
from tests.kit.store import hold, open_store, settled, vec

TEXTS = [
    "My Lisbon trip moved to June",
    "I am vegetarian and cook a lot",
    "The trip to Porto is in July, by train",
    "My sister lives in Lisbon near the river",
    "I play the cello on Sundays",
    "Work trip to Berlin next week",
    "I am allergic to peanuts",
    "We cook pasta on Fridays",
]
QUESTIONS = ["When is my Lisbon trip?", "What do I cook?", "trip train", "cello Sundays"]
MODES: list[tuple[hybrid.Mode, hybrid.Fusion | None]] = [
    ("hybrid", hybrid.Fusion("weighted", 0.6)),
    ("hybrid", hybrid.Fusion("rrf")),
    ("dense", None),
    ("keyword", None),
]


def _row(i: int, project: str = "", kind: str = "semantic") -> dict[str, Any]:
    return {
        "id": f"{i:032x}",
        "terms": TEXTS[i % len(TEXTS)].lower(),
        "project_key": optional_key_of(project),
        "type": kind,
        "embedding": [float(x) for x in vec(i)],
    }


def test_search_held_keeps_to_the_project_and_the_types() -> None:
    rows = [_row(0), _row(1, "work"), _row(2, kind="episodic"), _row(3), _row(4, "work")]
    held = UserRows.build(rows, "terms", "project_key", "embedding")
    assert held.held == 5 and "embedding" not in held.entity(0) and held.entity(1)["type"]
    fusion = hybrid.Fusion()
    for mode in ("dense", "keyword", "hybrid"):
        hits = search_held(held, vec(9), ["trip", "lisbon"], "", (), 10, mode, fusion)
        assert {e["id"] for e, *_ in hits} <= {rows[i]["id"] for i in (0, 2, 3)}
        work = search_held(held, vec(9), ["cook"], optional_key_of("work"), (), 10, mode, fusion)
        assert {e["id"] for e, *_ in work} <= {rows[i]["id"] for i in (1, 4)}
        typed = search_held(held, vec(9), ["trip"], "", {"episodic"}, 10, mode, fusion)
        assert {e["id"] for e, *_ in typed} <= {rows[2]["id"]}
    dense = search_held(held, vec(9), [], "", (), 10, "dense", fusion)
    expected = sorted((0, 2, 3), key=lambda i: -float(np.dot(vec(i), vec(9))))
    assert [e["id"] for e, *_ in dense] == [rows[i]["id"] for i in expected]
    assert [c for _, c, *_ in dense] == pytest.approx([np.dot(vec(i), vec(9)) for i in expected])
    moved = search_held(held, vec(9), [], "", (), 10, "dense", fusion, rank_vector=vec(11))
    by_rank = sorted((0, 2, 3), key=lambda i: -float(np.dot(vec(i), vec(11))))
    assert by_rank != expected  # the rank vector orders them otherwise
    assert [e["id"] for e, *_ in moved] == [rows[i]["id"] for i in by_rank]
    assert [c for _, c, *_ in moved] == pytest.approx([np.dot(vec(i), vec(9)) for i in by_rank])
    unheld = UserRows.build(rows, "terms", "project_key", None)
    assert not unheld.whole and len(unheld.keywords) == 5
    assert search_held(unheld, vec(9), ["trip"], "", (), 10, "hybrid", fusion) == []
    nobody = UserRows.build([], "terms", "project_key", "embedding")  # held: nothing to find
    assert nobody.whole and nobody.held == 0
    assert search_held(nobody, vec(9), ["trip"], "", (), 10, "hybrid", fusion) == []


async def _seed(store: MilvusStore) -> list[Memory]:
    items = []
    for i, text in enumerate(TEXTS):
        project = "work" if i % 4 == 3 else ""
        kind = MemoryType.EPISODIC if i % 3 == 2 else MemoryType.SEMANTIC
        items.append((Memory(user_id="alice", content=text, project_id=project, type=kind), vec(i)))
    # bob's rows say the same, nearer still to every question: never alice's to search
    items += [(Memory(user_id="bob", content=t), vec(40 + i)) for i, t in enumerate(TEXTS)]
    stored = await store.store(items)
    await store.update("alice", stored[1].id, MemoryPatch(archived=True))
    return stored


def _request(text: str, seed: int, **update: Any) -> SearchQuery:
    query = SearchQuery(
        scope=Scope(user_id="alice"), vector=vec(seed), text=text, limit=5, threshold=-1
    )
    return query.model_copy(update={"fresh": False, **update})


@pytest.fixture
def milvus_searches(store: MilvusStore, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The Milvus searches the store makes from now on (its filters)."""
    calls: list[str] = []
    client = store.core.need()
    search = client.search

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(str(kwargs.get("filter")))
        return search(*args, **kwargs)

    monkeypatch.setattr(client, "search", counted)
    return calls


async def test_a_request_searches_held_rows_in_process_as_milvus_ranks_them(
    store: MilvusStore, milvus_searches: list[str]
) -> None:
    await _seed(store)
    await hold(store, _request("trip", 1, fresh=True))  # reads alice's rows
    assert store.fresh.keywords.any("alice") is not None
    assert store.fresh.keywords.any("alice").held == 7  # type: ignore[union-attr]  # not archived
    milvus_searches.clear()
    cases = [
        (
            _request(
                q,
                20 + n,
                scope=Scope(user_id="alice", project_id=p),
                types=t,
                rank_vector=r,
            ),
            mode,
            f,
        )
        for n, q in enumerate(QUESTIONS)
        for r in (None, vec(60 + n))
        for p in (None, "work")
        for t in ([], [MemoryType.EPISODIC])
        for mode, f in MODES
    ]
    held = []
    for query, mode, fusion in cases:
        held.append(await store.search(query, mode, fusion))
    assert milvus_searches == []  # every one of them in-process
    found = 0
    for (query, mode, fusion), hits in zip(cases, held, strict=True):
        asked = await store.search(query.model_copy(update={"fresh": True}), mode, fusion)
        assert [h.memory.id for h in hits] == [h.memory.id for h in asked], (query, mode)
        assert [h.score for h in hits] == pytest.approx([h.score for h in asked], abs=1e-4)
        assert [h.keyword_score for h in hits] == pytest.approx(
            [h.keyword_score for h in asked], abs=1e-4
        )
        assert [h.memory for h in hits] == [h.memory for h in asked]
        assert all(h.memory.user_id == "alice" and not h.memory.archived for h in hits)
        found += len(hits)
    assert found > 20
    assert len(milvus_searches) >= len(cases)  # fresh searches ask Milvus


async def test_a_write_is_never_missed_by_held_rows(
    store: MilvusStore, milvus_searches: list[str]
) -> None:
    stored = await _seed(store)
    lisbon = _request("Lisbon trip", 1)
    await hold(store, lisbon.model_copy(update={"fresh": True}))
    milvus_searches.clear()
    before = [h.memory.id for h in await store.search(lisbon, "hybrid")]
    assert stored[0].id in before and milvus_searches == []
    # forgotten: gone from the very next request, before any read of the rows again
    assert await store.forget("alice", stored[0].id)
    assert stored[0].id not in [h.memory.id for h in await store.search(lisbon, "hybrid")]
    # a new memory: searched in Milvus until the rows are read again (a read the write
    # started by itself), then in-process
    (new,) = await store.store([(Memory(user_id="alice", content="Lisbon in May"), vec(1))])
    calls = len(milvus_searches)
    await store.search(lisbon, "hybrid")
    assert len(milvus_searches) > calls
    await settled(store)
    calls = len(milvus_searches)
    hits = await store.search(lisbon, "hybrid")
    assert hits[0].memory.id == new.id and stored[0].id not in {h.memory.id for h in hits}
    assert len(milvus_searches) == calls
    # an edit, and an archive
    await store.update("alice", new.id, MemoryPatch(content="Madrid in May"))
    await settled(store)  # a server's request path may not see a write for a moment
    edited = {h.memory.id: h.memory.content for h in await store.search(lisbon, "hybrid")}
    assert edited[new.id] == "Madrid in May"
    await store.update("alice", new.id, MemoryPatch(archived=True))
    await settled(store)
    assert new.id not in [h.memory.id for h in await store.search(lisbon, "hybrid")]
    # bob's held rows are bob's: the same words, his memories only
    bob = lisbon.model_copy(update={"scope": Scope(user_id="bob")})
    await hold(store, bob.model_copy(update={"fresh": True}))
    calls = len(milvus_searches)
    for user in ("alice", "bob"):
        asked = lisbon.model_copy(update={"scope": Scope(user_id=user)})
        hits = await store.search(asked, "hybrid")
        assert hits and {h.memory.user_id for h in hits} == {user}
    assert len(milvus_searches) == calls


@pytest.fixture(params=["lite"])
async def small_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[MilvusStore]:
    async for s in open_store(request, tmp_path, row_cache_user_rows=3, row_cache_rows=5):
        yield s


async def test_what_is_held_is_bounded(small_store: MilvusStore) -> None:
    store = small_store
    for user, n in (("many", 4), ("ann", 3), ("ben", 2)):
        await store.store(
            [(Memory(user_id=user, content=f"{user} fact {i}"), vec(i)) for i in range(n)]
        )
    for user in ("many", "ann", "ben"):
        query = SearchQuery(
            scope=Scope(user_id=user), vector=vec(0), text="fact", limit=5, threshold=-1
        )
        hits = await store.search(query, "hybrid")
        assert hits and all(h.keyword_score is not None for h in hits)
        await settled(store)
    # a user's first read is of their keyword index only: nobody's rows are held yet
    assert store.fresh.keywords.weight == 0
    for user in ("many", "ann", "ben"):
        query = SearchQuery(
            scope=Scope(user_id=user), vector=vec(0), text="fact", limit=5, threshold=-1
        )
        await store.search(query, "hybrid")
        # searched again: read whole, but never for "many", past row_cache_user_rows (3)
        assert bool(store.keyword_reads.reads) == (user != "many")
        await settled(store)
    many = store.fresh.keywords.any("many")
    assert many is not None and not many.whole and len(many.keywords) == 4
    # 3 + 2 rows: within row_cache_rows (5), both held
    assert store.fresh.keywords.weight == 5
    await store.store([(Memory(user_id="cid", content="cid fact"), vec(7))])
    query = SearchQuery(scope=Scope(user_id="cid"), vector=vec(7), text="fact", threshold=-1)
    await hold(store, query)
    assert store.fresh.keywords.any("ann") is None  # least recently searched, out
    assert store.fresh.keywords.weight == 3
