"""Pick the embedder by backend name (a registry), wrapped in the query cache; and the
questions' own one where the onnx backend embeds them with int8 weights or moves them
with the query adapter.

Backends are imported only when chosen, so torch is never imported for onnx/remote.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import QueryAdapter, load_adapter
from memproxy.embed.base import Embedder
from memproxy.embed.cache import CachedEmbedder, Lookups, uncounted
from memproxy.embed.onnx_export import default_model_dir

Builder = Callable[[EmbeddingSettings, Path], Embedder]


def model_dir(settings: EmbeddingSettings, home: Path) -> Path:
    """embedding.onnx_path if set, else {home}/models/{model}."""
    if settings.onnx_path:
        return Path(settings.onnx_path)
    return default_model_dir(home, settings.model)


def _onnx(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.onnx import OnnxEmbedder

    return OnnxEmbedder(settings, model_dir(settings, home))


def _sentence(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.sentence import SentenceTransformerEmbedder

    return SentenceTransformerEmbedder(settings)


def _remote(settings: EmbeddingSettings, home: Path) -> Embedder:
    from memproxy.embed.remote import RemoteEmbedder

    return RemoteEmbedder(settings)


BACKENDS: dict[str, Builder] = {
    "onnx": _onnx,
    "sentence-transformers": _sentence,
    "remote": _remote,
}


def build_query_embedder(
    settings: EmbeddingSettings, home: Path, lookups: Lookups = uncounted
) -> tuple[CachedEmbedder | None, QueryAdapter | None]:
    """The questions' own embedder behind its query cache (int8 weights, embed/quantise.py),
    None where questions use build_embedder's (another backend, or query_int8 off); and
    the query adapter that moves their vectors (embed/adapter.py), None when off or not
    made for this model."""
    if settings.backend != "onnx":
        return None, None
    adapter = load_adapter(settings.model, settings.dimension) if settings.query_adapter else None
    if not settings.query_int8:
        return None, adapter
    from memproxy.embed.onnx import OnnxEmbedder

    inner = OnnxEmbedder(settings, model_dir(settings, Path(home)), query=True)
    return CachedEmbedder(inner, settings.cache_size, lookups), adapter


def build_embedder(
    settings: EmbeddingSettings, home: Path, lookups: Lookups = uncounted
) -> Embedder:
    """The configured backend (not started) behind a CachedEmbedder of cache_size entries
    (its hits and misses told to lookups)."""
    try:
        builder = BACKENDS[settings.backend]
    except KeyError:
        raise ValueError(
            f"unknown embedding backend {settings.backend!r}; one of {sorted(BACKENDS)}"
        ) from None
    return CachedEmbedder(builder(settings, Path(home)), settings.cache_size, lookups)
