"""build_embedder: the registry, the model directory, the cache wrapper, lazy imports."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from memproxy.config import EmbeddingSettings, Settings
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.factory import BACKENDS, build_embedder, model_dir
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.remote import RemoteEmbedder
from memproxy.embed.sentence import SentenceTransformerEmbedder


def test_registry_covers_every_configurable_backend() -> None:
    backends = EmbeddingSettings.model_fields["backend"].annotation.__args__  # type: ignore[union-attr]
    assert set(BACKENDS) == set(backends)


@pytest.mark.parametrize(
    ("backend", "cls"),
    [
        ("onnx", OnnxEmbedder),
        ("sentence-transformers", SentenceTransformerEmbedder),
        ("remote", RemoteEmbedder),
    ],
)
def test_builds_the_named_backend_behind_the_cache(backend: str, cls: type) -> None:
    settings = EmbeddingSettings.model_validate({"backend": backend, "cache_size": 7})
    embedder = build_embedder(settings, Path("/srv/mp"))
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, cls)
    assert embedder.size == 7 and embedder.dimension == 384


def test_onnx_model_location(tmp_path: Path) -> None:
    home = Path(Settings().home)
    assert model_dir(EmbeddingSettings(), home) == home / "models" / "all-MiniLM-L6-v2"
    assert model_dir(EmbeddingSettings(onnx_path="/opt/m"), home) == Path("/opt/m")
    exported = tmp_path / "models" / "all-MiniLM-L6-v2"
    exported.mkdir(parents=True)
    for name in ("model.onnx", "tokenizer.json"):  # an export's files (never loaded here)
        (exported / name).touch()
    embedder = build_embedder(EmbeddingSettings(), tmp_path)
    assert isinstance(embedder, CachedEmbedder) and isinstance(embedder.inner, OnnxEmbedder)
    assert embedder.inner.model_path == exported / "model.onnx"


def test_onnx_backend_does_not_import_torch() -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from memproxy.config import EmbeddingSettings\n"
        "from memproxy.embed.factory import build_embedder\n"
        "build_embedder(EmbeddingSettings(), Path('/tmp'))\n"
        "build_embedder(EmbeddingSettings(backend='sentence-transformers'), Path('/tmp'))\n"
        "assert 'torch' not in sys.modules, 'torch imported'\n"
        "assert 'sentence_transformers' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
