"""A stored memory's vector: the mean of its sentences' vectors.

all-MiniLM-L6-v2 pools a text's tokens into one vector, so a memory of several
sentences ends up near none of them: a question about one sentence of a long message
scores low against the whole. Embedding each sentence and averaging the (unit) sentence
vectors keeps every sentence's direction in the memory's vector. Through the store
(`python -m bench.eval.modes`, README: Retrieval modes), recall@10 of the default hybrid
on the real sets: realtalk-speaker 56.6 -> 58.4, realtalk 52.8 -> 53.9, chitchat 56.0 ->
57.3 (dense alone 42.1 -> 48.0, 40.9 -> 43.4, 58.5 -> 59.8); the generated set has no
memory of two sentences. A label's repetition before each sentence is most of the
speaker set's gain. A one-sentence memory gets exactly the vector it had; questions are
embedded whole, as before.

Pure apart from the one embedder call: `sentences` splits, `document_vectors` pools.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from memproxy.embed.base import Embedder, Vectors

_BOUNDARY = re.compile(r"(?<=[.!?])\s+|\n+")
MIN_WORDS = 3
"""A piece shorter than this joins its neighbour ("Yes! I did." is one sentence)."""
MAX_SENTENCES = 16
"""Past this, the rest of the text is one last piece (a long paste costs one call)."""


_LABEL = re.compile(r"^([A-Z][\w'.-]*(?: [A-Z][\w'.-]*){0,2}):\s+")
"""A speaker's or a note's label at the start ("Caroline: ", "Dr. Ana Ruiz: ")."""


def sentences(text: str) -> list[str]:
    """The text's sentences (on . ! ? and line breaks), short pieces joined to the one
    before them (the first to the one after); [text] when there is one or none. A label
    at the start ("Caroline: I went ... It was ...") stands before every sentence: each
    of them is the labelled speaker's."""
    label = _LABEL.match(text.strip())
    pieces = [p.strip() for p in _BOUNDARY.split(text.strip()) if p and p.strip()]
    merged: list[str] = []
    for piece in pieces:
        if merged and len(piece.split()) < MIN_WORDS:
            merged[-1] = f"{merged[-1]} {piece}"
        else:
            merged.append(piece)
    if len(merged) > 1 and len(merged[0].split()) < MIN_WORDS:
        merged[:2] = [f"{merged[0]} {merged[1]}"]
    if len(merged) > MAX_SENTENCES:
        merged[MAX_SENTENCES - 1 :] = [" ".join(merged[MAX_SENTENCES - 1 :])]
    if len(merged) < 2:
        return [text]
    if label is not None:
        merged[1:] = [f"{label.group(0)}{piece}" for piece in merged[1:]]
    return merged


def pool(vectors: Vectors, counts: Sequence[int]) -> Vectors:
    """Each text's sentence vectors (consecutive rows, `counts` of them) averaged and
    L2-normalised; a text of one sentence keeps its vector as it is."""
    out = np.empty((len(counts), vectors.shape[1]), dtype=np.float32)
    start = 0
    for n, count in enumerate(counts):
        rows = vectors[start : start + count]
        if count == 1:
            out[n] = rows[0]
        else:
            mean = rows.mean(axis=0)
            norm = float(np.linalg.norm(mean))
            out[n] = mean / norm if norm > 0 else rows[0]
        start += count
    return out


async def document_vectors(embedder: Embedder, texts: Sequence[str]) -> Vectors:
    """The vectors memories are stored with (one embedder call for all sentences)."""
    if not texts:
        return np.zeros((0, embedder.dimension), dtype=np.float32)
    split = [sentences(t) for t in texts]
    vectors = await embedder.embed([s for parts in split for s in parts])
    return pool(vectors, [len(parts) for parts in split])
