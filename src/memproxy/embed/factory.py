"""Pick the embedder by name (a registry), wrapped in the query cache."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import Embedder
from memproxy.embed.cache import CachedEmbedder


def model_dir(settings: EmbeddingSettings, home: Path) -> Path:
    return Path(settings.onnx_path) if settings.onnx_path else home / "models" / settings.model


def _onnx(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.onnx import OnnxEmbedder

    return OnnxEmbedder(settings, model_dir(settings, home))


def _sentence(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.sentence import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(settings)


def _remote(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.remote import RemoteEmbedder

    return RemoteEmbedder(settings)


BACKENDS: dict[str, Callable[[EmbeddingSettings, Path], Embedder]] = {
    "onnx": _onnx,
    "sentence-transformers": _sentence,
    "remote": _remote,
}


def build_embedder(settings: EmbeddingSettings, home: Path) -> Embedder:
    return CachedEmbedder(BACKENDS[settings.backend](settings, home), settings.cache_size)
