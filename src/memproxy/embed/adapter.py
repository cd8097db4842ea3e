"""The questions' linear adapter: a question's vector moved towards the messages that
answer such questions, before it is searched (`memory.embedding.query_adapter`).

z = q + qW, L2-normalised, with W one 384 x 384 matrix trained for all-MiniLM-L6-v2 by
`python -m bench.eval.adapter` on real conversations (REALTALK and Chit-Chat questions
against their users' histories; see that module). Memories keep their plain vectors:
nothing stored changes and the adapter can be switched off at any time.

An adapted question's cosines run lower than a plain one's, so a hit's score is mapped
back onto the plain cosine's scale (`Scale`: a * cosine + b, fitted when W was trained):
thresholds and the relative margin keep their meaning. The store ranks and fuses by the
adapted cosine; only the score a caller sees, and the threshold it passes, are mapped.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from memproxy.domain import ScoredMemory
from memproxy.embed.base import Embedder, Vectors

log = logging.getLogger(__name__)

DEFAULT_PATH = Path(__file__).with_name("query_adapter.npz")
MODEL = "all-MiniLM-L6-v2"
"""The model W was trained for: another model's questions are never adapted."""


@dataclass(frozen=True)
class Scale:
    """A hit's score from its adapted cosine: a * cosine + b, within [-1, 1]."""

    a: float = 1.0
    b: float = 0.0

    def score(self, cosine: float) -> float:
        return max(-1.0, min(1.0, self.a * cosine + self.b))

    def floor(self, threshold: float) -> float:
        """The adapted cosine a hit needs to score `threshold` (<= 0 stays: no floor)."""
        return threshold if threshold <= 0 else (threshold - self.b) / self.a

    def hits(self, found: list[ScoredMemory]) -> list[ScoredMemory]:
        if self == IDENTITY:
            return found
        return [h.model_copy(update={"score": self.score(h.score)}) for h in found]


IDENTITY = Scale()


@dataclass(frozen=True)
class QueryAdapter:
    matrix: npt.NDArray[np.float32]
    scale: Scale

    @classmethod
    def load(cls, path: Path = DEFAULT_PATH) -> QueryAdapter:
        with np.load(path) as data:
            matrix = np.asarray(data["matrix"], dtype=np.float32)
            a, b = (float(x) for x in data["scale"])
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            raise ValueError(f"{path}: the adapter's matrix is {matrix.shape}, not square")
        return cls(matrix, Scale(a, b))

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            matrix=self.matrix,
            scale=np.asarray([self.scale.a, self.scale.b]),
            model=np.asarray(MODEL),
        )

    @property
    def dimension(self) -> int:
        return int(self.matrix.shape[0])

    def apply(self, vectors: Vectors) -> Vectors:
        """Each row moved (q + qW) and L2-normalised."""
        moved = vectors + vectors @ self.matrix
        norms = np.linalg.norm(moved, axis=1, keepdims=True)
        return (moved / np.where(norms > 0, norms, 1.0)).astype(np.float32)


class AdaptedEmbedder:
    """An embedder of questions whose vectors the adapter moves (it owns `inner`)."""

    def __init__(self, inner: Embedder, adapter: QueryAdapter) -> None:
        if inner.dimension != adapter.dimension:
            raise ValueError(
                f"the query adapter is {adapter.dimension}-dimensional, "
                f"the embedder {inner.dimension}"
            )
        self.inner = inner
        self.adapter = adapter
        self.dimension = inner.dimension

    async def start(self) -> None:
        await self.inner.start()

    async def close(self) -> None:
        await self.inner.close()

    async def embed(self, texts: Sequence[str]) -> Vectors:
        return self.adapter.apply(await self.inner.embed(texts))


def load_adapter(model: str, dimension: int, path: Path = DEFAULT_PATH) -> QueryAdapter | None:
    """The adapter for this model, or None (another model, or no usable file: logged)."""
    if model != MODEL:
        log.info("questions not adapted: the query adapter is for %s, not %s", MODEL, model)
        return None
    try:
        adapter = QueryAdapter.load(path)
    except (OSError, ValueError, KeyError) as exc:
        log.warning("questions not adapted: no usable query adapter (%s)", exc)
        return None
    if adapter.dimension != dimension:
        log.warning("questions not adapted: adapter %d-d, model %d-d", adapter.dimension, dimension)
        return None
    return adapter
