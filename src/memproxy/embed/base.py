"""The Embedder protocol, and the vectors every embedder gives."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

Vectors = npt.NDArray[np.float32]


def normalise(vectors: npt.NDArray[np.floating]) -> Vectors:
    """Each row scaled to unit L2 length (a zero row stays zero), as float32."""
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.asarray(vectors / np.clip(norms, 1e-12, None), dtype=np.float32)


class EmbeddingError(Exception):
    """The embedder failed; callers skip memory for the request."""


class Embedder(Protocol):
    dimension: int

    async def embed(self, texts: Sequence[str]) -> Vectors:
        """Return an (n, dimension) float32 array of L2-normalised vectors."""

    async def start(self) -> None:
        """Load the model and warm it up."""

    async def close(self) -> None: ...
