"""memproxy.store.keywords: BM25 over one user's rows, with their own statistics (pure)."""

from __future__ import annotations

import math

import pytest

from memproxy.store.keywords import K1, B, KeywordCache, KeywordIndex


def bm25(tf: int, length: int, mean: float, rows: int, having: int) -> float:
    idf = math.log(1 + (rows - having + 0.5) / (having + 0.5))
    return idf * tf * (K1 + 1) / (tf + K1 * (1 - B + B * length / mean))


def test_okapi_scores_with_the_indexs_own_statistics() -> None:
    index = KeywordIndex.build(
        [("a", "lisbon trip june"), ("b", "lisbon lisbon"), ("c", "dog walk"), ("d", "")]
    )
    assert len(index) == 4
    mean = (3 + 2 + 2 + 0) / 4
    top = dict(index.top(["lisbon", "june"], 10))
    assert top == pytest.approx(
        {
            "a": bm25(1, 3, mean, 4, 2) + bm25(1, 3, mean, 4, 1),
            "b": bm25(2, 2, mean, 4, 2),
        }
    )
    assert [i for i, _ in index.top(["lisbon", "june"], 1)] == ["a"]
    # a repeated query word counts once; unknown words and no words score nothing
    assert dict(index.top(["june", "june"], 10)) == pytest.approx({"a": bm25(1, 3, mean, 4, 1)})
    assert index.top(["paris"], 10) == [] == index.top([], 10)
    assert index.top(["lisbon"], 0) == [] == KeywordIndex.build([]).top(["lisbon"], 5)


def test_a_word_in_every_row_tells_them_apart_least() -> None:
    """A name the user's rows all hold is nearly worthless inside them, however rare it is
    among other users' rows; the row with the rarer word wins."""
    rows = [(f"r{i}", f"anna said hello {i}") for i in range(10)]
    rows.append(("hike", "anna went hiking"))
    index = KeywordIndex.build(rows)
    best = index.top(["anna", "hiking"], 3)
    assert best[0][0] == "hike"
    assert best[0][1] > 5 * best[1][1]


def test_a_group_ranks_only_its_rows_with_every_rows_statistics() -> None:
    index = KeywordIndex.build([("a", "lisbon lisbon", "p1"), ("b", "lisbon", ""), ("c", "dog")])
    assert index.groups == ("p1", "", "")
    every = dict(index.top(["lisbon"], 5))
    assert list(every) == ["a", "b"]
    assert index.top(["lisbon"], 5, "") == [("b", every["b"])]
    assert [i for i, _ in index.top(["lisbon"], 5, "p1")] == ["a"]
    assert index.top(["lisbon"], 5, "p2") == []


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_the_cache_keeps_a_stale_index_for_the_request_path() -> None:
    clock = Clock()
    cache: KeywordCache[KeywordIndex] = KeywordCache(2, 30, clock)
    a1 = KeywordIndex.build([("m1", "lisbon")])
    assert cache.fresh("a") is None and cache.any("a") is None
    cache.put("a", cache.token("a"), a1)
    assert cache.fresh("a") is a1
    cache.written("a")  # a write of a: stale, still there for the request path
    assert cache.fresh("a") is None and cache.any("a") is a1
    token = cache.token("a")
    a2 = KeywordIndex.build([("m1", "lisbon"), ("m2", "porto")])
    cache.written("a")  # a write while the read ran: what it read is stale already
    cache.put("a", token, a2)
    assert cache.fresh("a") is None and cache.any("a") is a2
    cache.put("a", cache.token("a"), a2)
    assert cache.fresh("a") is a2
    clock.now = 30.0  # old: stale (another process's writes go unseen at most ttl)
    assert cache.fresh("a") is None and cache.any("a") is a2
    for user in ("b", "c"):  # at most 2 users: a, the least recently used, goes
        cache.put(user, cache.token(user), a1)
    assert cache.any("a") is None and cache.any("b") is a1
    off: KeywordCache[KeywordIndex] = KeywordCache(0, 30)
    off.put("a", 0, a1)
    assert off.any("a") is None


def test_a_rewrite_keeps_the_index_fresh_but_not_a_read_it_overlapped() -> None:
    """A usage count rewrites rows with their keyword text unchanged: the index held
    stays fresh (before, each count made the next request re-read the user's rows), but
    a read that ran across it (on a server a delete, then an insert) is kept as stale."""
    cache: KeywordCache[KeywordIndex] = KeywordCache(2, 30)
    a1 = KeywordIndex.build([("m1", "lisbon")])
    cache.put("a", cache.token("a"), a1)
    token = cache.token("a")
    cache.rewritten("a")
    assert cache.fresh("a") is a1
    a2 = KeywordIndex.build([("m2", "porto")])
    cache.put("a", token, a2)  # read before the rewrite, finished after it
    assert cache.fresh("a") is None and cache.any("a") is a2
    cache.written("a")
    cache.rewritten("a")  # a rewrite does not make a stale index fresh
    assert cache.fresh("a") is None
