"""Pick the embedder by backend name (a registry), wrapped in the query cache; and the
questions' own one where the onnx backend embeds them with int8 weights or moves them
with the query adapter.

The onnx backend runs all-MiniLM-L6-v2 from `embedding.onnx_path`, else the model
exported under {home}/models (`memproxy model export`, needs torch), else the model
installed with memproxy (embed/packaged.py); `embedding.model: multilingual-e5-small`
runs on its own engine (embed/e5.py).

Backends are imported only when chosen, so torch is never imported for onnx/remote.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import QueryAdapter, load_adapter
from memproxy.embed.base import Embedder
from memproxy.embed.cache import CachedEmbedder, Lookups, uncounted
from memproxy.embed.e5 import MODEL_NAME as E5_MODEL
from memproxy.embed.minilm import MODEL_FILE, TOKENIZER_FILE
from memproxy.embed.onnx_export import default_model_dir, is_exported
from memproxy.embed.packaged import packaged_model

Builder = Callable[[EmbeddingSettings, Path], Embedder]


def model_dir(settings: EmbeddingSettings, home: Path) -> Path:
    """embedding.onnx_path if set, else {home}/models/{model}."""
    if settings.onnx_path:
        return Path(settings.onnx_path)
    return default_model_dir(home, settings.model)


def model_location(settings: EmbeddingSettings, home: Path) -> tuple[Path, Path | None]:
    """What the onnx backend loads: a model directory (model.onnx and tokenizer.json) or
    a .onnx file, and the tokenizer where it is not beside the model. onnx_path if set;
    else the exported model under {home}/models if there; else the packaged model if
    installed; else the export's directory (exported on start where torch is)."""
    exported = model_dir(settings, home)
    if settings.onnx_path or is_exported(exported):
        return exported, None
    packaged = packaged_model(settings.model)
    if packaged is not None:
        return packaged
    return exported, None


def onnx_files(settings: EmbeddingSettings, home: Path) -> tuple[Path, Path]:
    """(model.onnx, tokenizer.json) the onnx backend runs (model_location's files)."""
    location, tokenizer = model_location(settings, home)
    if location.suffix == ".onnx":
        return location, tokenizer or location.parent / TOKENIZER_FILE
    return location / MODEL_FILE, location / TOKENIZER_FILE


def is_packaged(settings: EmbeddingSettings, home: Path) -> bool:
    """The onnx backend runs the model installed with memproxy (nothing exported)."""
    return model_location(settings, home)[1] is not None


def _onnx(settings: EmbeddingSettings, home: Path) -> Embedder:
    if settings.model == E5_MODEL:
        from memproxy.embed.e5 import E5Embedder

        return E5Embedder(settings)
    from memproxy.embed.onnx import OnnxEmbedder

    location, tokenizer = model_location(settings, home)
    return OnnxEmbedder(settings, location, tokenizer=tokenizer)


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
    """The questions' own embedder behind its query cache (int8 weights, embed/quantise.py;
    multilingual-e5-small's query side, embed/e5.py), None where questions use
    build_embedder's (another backend, query_int8 off, or the packaged model, which has
    no other weights for questions); and the query adapter that moves their vectors
    (embed/adapter.py), None when off or not made for this model."""
    if settings.backend != "onnx":
        return None, None
    if settings.model == E5_MODEL:
        from memproxy.embed.e5 import E5Embedder

        return CachedEmbedder(E5Embedder(settings, query=True), settings.cache_size, lookups), None
    adapter = load_adapter(settings.model, settings.dimension) if settings.query_adapter else None
    if not settings.query_int8 or is_packaged(settings, Path(home)):
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
