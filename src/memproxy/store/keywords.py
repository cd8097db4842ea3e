"""BM25 over one user's memories, with that user's own statistics (pure).

Milvus's BM25 weighs a word by how rare it is in the whole collection. Within one
user's memories that is the wrong rarity: a name or a topic the user talks about all
the time is rare among everyone's rows, so it scores as if it told the user's memories
apart, and a fused ranking follows it. On the real conversation sets of the evaluation
(`bench.eval.modes`), the same fusion scored 2-3 points of recall@10 higher with each
user's own statistics (an offline check with the same hits, keyword text and weights).

So the store ranks a hybrid search's keyword side itself: an index of the user's rows'
keyword text (memproxy.store.terms; blind-indexed when encrypted), read on the user's
first search and kept per user (KeywordCache) until a write of theirs makes it stale.
Okapi BM25 with Lucene's idf, k1 1.2 (Milvus's and Lucene's default) and b 0.4, less
length normalisation than their 0.75: memories are a sentence or two, and on REALTALK
b 0.4 gave BM25 alone and the fused ranking about a point more recall@10 (chitchat the
same).
"""

from __future__ import annotations

import math
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

K1 = 1.2
B = 0.4
V = TypeVar("V")


@dataclass(frozen=True)
class KeywordIndex:
    ids: tuple[str, ...]
    lengths: tuple[int, ...]
    postings: dict[str, tuple[tuple[int, int], ...]]
    """word -> ((row number, times the word occurs in the row), ...)."""
    groups: tuple[str, ...]
    """Each row's group: the store's project key ("" for none)."""

    @classmethod
    def build(cls, rows: Iterable[tuple[str, str] | tuple[str, str, str]]) -> KeywordIndex:
        """From (memory id, keyword text) or (memory id, keyword text, group) rows."""
        ids: list[str] = []
        lengths: list[int] = []
        groups: list[str] = []
        postings: dict[str, list[tuple[int, int]]] = {}
        for n, (memory_id, text, *group) in enumerate(rows):
            words = text.split()
            ids.append(memory_id)
            lengths.append(len(words))
            groups.append(group[0] if group else "")
            for word, count in Counter(words).items():
                postings.setdefault(word, []).append((n, count))
        return cls(
            tuple(ids),
            tuple(lengths),
            {w: tuple(p) for w, p in postings.items()},
            tuple(groups),
        )

    def __len__(self) -> int:
        return len(self.ids)

    def top(
        self, words: Sequence[str], n: int, group: str | None = None
    ) -> list[tuple[str, float]]:
        """The n best-scoring rows for the query words, (id, BM25 > 0), best first (ties
        in row order); with a group, only that group's rows are ranked (the word
        statistics stay those of all the user's rows)."""
        rows = len(self.ids)
        if rows == 0 or n <= 0:
            return []
        mean_length = sum(self.lengths) / rows or 1.0
        scores: dict[int, float] = {}
        for word in dict.fromkeys(words):
            posting = self.postings.get(word, ())
            if not posting:
                continue
            idf = math.log(1.0 + (rows - len(posting) + 0.5) / (len(posting) + 0.5))
            for row, count in posting:
                if group is not None and self.groups[row] != group:
                    continue
                norm = K1 * (1.0 - B + B * self.lengths[row] / mean_length)
                scores[row] = scores.get(row, 0.0) + idf * count * (K1 + 1.0) / (count + norm)
        best = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
        return [(self.ids[row], score) for row, score in best]


@dataclass
class _Cached(Generic[V]):
    index: V
    built: float
    stale: bool
    weight: int


class KeywordCache(Generic[V]):
    """The last keyword index read for each user (at most `size` users, least recently
    used out; with `max_weight`, also while their entries weigh more than that in all,
    by `weigh`: the rows held beside an index, memproxy.store.rows). A write of the
    user makes theirs stale, and so does age past `ttl_seconds` (bounding how long
    another process's writes go unseen), but a stale index is kept: the request path
    searches with it while a new one is read in the background, since reading a user's
    rows can take longer than the request's memory deadline (73 ms for 900 rows on
    Milvus Lite here) and every exchange writes learned facts. size 0 keeps nothing."""

    def __init__(
        self,
        size: int,
        ttl_seconds: float,
        clock: Callable[[], float] = time.monotonic,
        max_weight: int = 0,
        weigh: Callable[[V], int] = lambda _: 0,
    ) -> None:
        self.size = size
        self.ttl = ttl_seconds
        self.max_weight = max_weight
        self._weigh = weigh
        self._weight = 0
        self._clock = clock
        self._entries: OrderedDict[str, _Cached[V]] = OrderedDict()
        self._writes: dict[str, int] = {}

    def token(self, user_id: str) -> int:
        """Taken before a read: put() keeps what a read saw as stale when the user wrote
        since."""
        return self._writes.get(user_id, 0)

    def fresh(self, user_id: str) -> V | None:
        entry = self._entries.get(user_id)
        if entry is None or entry.stale or self._clock() - entry.built >= self.ttl:
            return None
        self._entries.move_to_end(user_id)
        return entry.index

    def written_since(self, user_id: str) -> bool:
        """The user's entry is stale by a write (not by age)."""
        entry = self._entries.get(user_id)
        return entry is not None and entry.stale

    def known(self, user_id: str) -> bool:
        """An entry of the user is kept, fresh or stale (their order is left as is)."""
        return user_id in self._entries

    def any(self, user_id: str) -> V | None:
        """The user's last index, fresh or stale."""
        entry = self._entries.get(user_id)
        if entry is None:
            return None
        self._entries.move_to_end(user_id)
        return entry.index

    def put(self, user_id: str, token: int, index: V) -> None:
        if self.size <= 0:
            return
        stale = token != self._writes.get(user_id, 0)
        self._drop(user_id)
        entry = _Cached(index, self._clock(), stale, self._weigh(index))
        self._entries[user_id] = entry
        self._weight += entry.weight
        while len(self._entries) > self.size or (
            self.max_weight > 0 and self._weight > self.max_weight and len(self._entries) > 1
        ):
            self._drop(next(iter(self._entries)))

    def _drop(self, user_id: str) -> None:
        entry = self._entries.pop(user_id, None)
        if entry is not None:
            self._weight -= entry.weight

    @property
    def weight(self) -> int:
        """What the entries held weigh in all."""
        return self._weight

    def written(self, user_id: str) -> None:
        self.rewritten(user_id)
        entry = self._entries.get(user_id)
        if entry is not None:
            entry.stale = True

    def rewritten(self, user_id: str) -> None:
        """The user's rows were written again with the same keyword text and status (a
        usage count): the index held stays as fresh as it was, but what a read in
        flight finds is kept as stale (on a server a rewrite is a delete, then an
        insert: that read may have missed the rows)."""
        self._writes[user_id] = self._writes.get(user_id, 0) + 1
        if len(self._writes) > 4 * max(1, self.size):  # counters of users long gone
            self._writes = {u: self._writes[u] for u in self._entries if u in self._writes}

    def clear(self) -> None:
        for user_id in list(self._entries):
            self.written(user_id)
