"""Embedders: text to unit-length vectors."""

from memproxy.embed.base import Embedder, EmbeddingError

__all__ = ["Embedder", "EmbeddingError"]
