"""BM25 over one user's memories, with that user's own statistics (pure).

Milvus's BM25 weighs a word by how rare it is in the whole collection. Within one
user's memories that is the wrong rarity: a name or a topic the user talks about all
the time is rare among everyone's rows, so it scores as if it told the user's memories
apart, and a fused ranking follows it. On the real conversation sets of the evaluation
(`bench.eval.modes`), the same fusion scored 2-3 points of recall@10 higher with each
user's own statistics (an offline check with the same hits, keyword text and weights).

So the store ranks a hybrid search's keyword side itself: an index of the user's rows'
keyword text (memproxy.store.terms; blind-indexed when encrypted), built on the user's
first search and kept in a per-user cache that every write of the user drops.
Okapi BM25 with Milvus's defaults (k1 1.2, b 0.75) and Lucene's idf.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

K1 = 1.2
B = 0.75


@dataclass(frozen=True)
class KeywordIndex:
    ids: tuple[str, ...]
    lengths: tuple[int, ...]
    postings: dict[str, tuple[tuple[int, int], ...]]
    """word -> ((row number, times the word occurs in the row), ...)."""

    @classmethod
    def build(cls, rows: Iterable[tuple[str, str]]) -> KeywordIndex:
        """From (memory id, keyword text) pairs."""
        ids: list[str] = []
        lengths: list[int] = []
        postings: dict[str, list[tuple[int, int]]] = {}
        for n, (memory_id, text) in enumerate(rows):
            words = text.split()
            ids.append(memory_id)
            lengths.append(len(words))
            for word, count in Counter(words).items():
                postings.setdefault(word, []).append((n, count))
        return cls(tuple(ids), tuple(lengths), {w: tuple(p) for w, p in postings.items()})

    def __len__(self) -> int:
        return len(self.ids)

    def top(self, words: Sequence[str], n: int) -> list[tuple[str, float]]:
        """The n best-scoring rows for the query words, (id, BM25 > 0), best first (ties
        in row order)."""
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
                norm = K1 * (1.0 - B + B * self.lengths[row] / mean_length)
                scores[row] = scores.get(row, 0.0) + idf * count * (K1 + 1.0) / (count + norm)
        best = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:n]
        return [(self.ids[row], score) for row, score in best]
