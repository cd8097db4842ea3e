"""The questions' linear adapter: a question's vector moved towards the messages that
answer such questions, before it is searched (`memory.embedding.query_adapter`).

z = q + qW, L2-normalised, with W one 384 x 384 matrix trained for all-MiniLM-L6-v2 by
`python -m bench.eval.adapter --chitchat-only` on 500 questions and the turns that
answered them in real chat conversations from an MIT-licensed corpus (only data whose
licence allows shipping what is learned from it; see that module). Memories keep their
plain vectors: nothing stored changes and the adapter can be switched off at any time.

The adapter only orders: the store ranks and fuses by the adapted question's cosine
(`SearchQuery.rank_vector`), and every hit's score stays its cosine to the plain
question (`SearchQuery.vector`), the scale thresholds and the relative margin were
tuned on. Gated on the adapted cosine instead (its values run lower and vary from
question to question: no one linear map fits them, R^2 0.72), the generated set's
injected F1 fell from 71.3 to 67.9; gated on the plain cosine it is 71.3.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import numpy.typing as npt

from memproxy.embed.base import Vectors

log = logging.getLogger(__name__)

DEFAULT_PATH = Path(__file__).with_name("query_adapter.npz")
MODEL = "all-MiniLM-L6-v2"
"""The model W was trained for: another model's questions are never adapted."""


@dataclass(frozen=True)
class QueryAdapter:
    matrix: npt.NDArray[np.float32]

    @classmethod
    def load(cls, path: Path = DEFAULT_PATH) -> QueryAdapter:
        with np.load(path) as data:
            matrix = np.asarray(data["matrix"], dtype=np.float32)
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            raise ValueError(f"{path}: the adapter's matrix is {matrix.shape}, not square")
        return cls(matrix)

    def save(self, path: Path) -> None:
        np.savez_compressed(
            path,
            matrix=self.matrix,
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


def rank_vector(
    adapter: QueryAdapter | None, vector: npt.NDArray[np.float32]
) -> list[float] | None:
    """A SearchQuery's rank_vector for this question vector: the vector moved (None: no
    adapter)."""
    if adapter is None:
        return None
    return [float(x) for x in adapter.apply(vector.reshape(1, -1))[0]]


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
