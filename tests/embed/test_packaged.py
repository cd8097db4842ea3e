"""The model installed with memproxy: found with nothing exported, its vectors the
exported model's, one embedder for memories and questions, and check-config content."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np

from memproxy.commands.check import problems
from memproxy.config import EmbeddingSettings, MemorySettings, Settings
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.factory import (
    build_embedder,
    build_query_embedder,
    is_packaged,
    model_location,
    onnx_files,
)
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.packaged import TOKENIZER, packaged_model
from tests.kit.embed import SENTENCES


def test_the_model_and_its_tokenizer_are_installed() -> None:
    found = packaged_model("all-MiniLM-L6-v2")
    assert found is not None
    model, tokenizer = found
    assert model.name == "model.onnx" and model.stat().st_size > 20_000_000
    assert tokenizer == TOKENIZER and tokenizer.is_file()
    assert packaged_model("multilingual-e5-small") is None


def test_chosen_only_where_nothing_is_exported(tmp_path: Path) -> None:
    settings = EmbeddingSettings()
    assert is_packaged(settings, tmp_path)
    assert onnx_files(settings, tmp_path) == packaged_model(settings.model)
    exported = tmp_path / "models" / "all-MiniLM-L6-v2"
    exported.mkdir(parents=True)
    (exported / "model.onnx").touch()
    assert is_packaged(settings, tmp_path)  # half an export is no export
    (exported / "tokenizer.json").touch()
    assert not is_packaged(settings, tmp_path)
    assert model_location(settings, tmp_path) == (exported, None)
    mine = EmbeddingSettings(onnx_path=str(tmp_path / "mine"))
    assert not is_packaged(mine, tmp_path)  # onnx_path is always obeyed


async def test_same_vectors_as_the_exported_model(
    onnx_embedder: OnnxEmbedder, tmp_path: Path
) -> None:
    embedder = build_embedder(EmbeddingSettings(), tmp_path)
    assert isinstance(embedder, CachedEmbedder) and isinstance(embedder.inner, OnnxEmbedder)
    await embedder.start()
    try:
        ours, exported = await embedder.embed(SENTENCES), await onnx_embedder.embed(SENTENCES)
    finally:
        await embedder.close()
    assert ours.dtype == np.float32 and ours.shape == (len(SENTENCES), 384)
    np.testing.assert_allclose(np.linalg.norm(ours, axis=1), 1.0, atol=1e-5)
    cosines = (ours * exported).sum(axis=1)
    worst = int(cosines.argmin())
    assert cosines.min() >= 0.98, (SENTENCES[worst][:60], float(cosines[worst]))
    assert cosines.mean() >= 0.99


def test_questions_share_the_memories_embedder(tmp_path: Path) -> None:
    questions, adapter = build_query_embedder(EmbeddingSettings(), tmp_path)
    assert questions is None  # no other weights to run: the memories' embedder asks
    assert adapter is not None or not EmbeddingSettings().query_adapter


def test_check_config_is_content_without_an_export(tmp_path: Path) -> None:
    settings = Settings(home=str(tmp_path), memory=MemorySettings())
    assert not [p for p in problems(settings) if "embedding" in p]
    missing = Settings(
        home=str(tmp_path),
        memory=MemorySettings(embedding=EmbeddingSettings(onnx_path=str(tmp_path / "none"))),
    )
    assert any("no model.onnx" in p for p in problems(missing))


def test_finding_it_imports_no_torch() -> None:
    code = (
        "import sys\n"
        "from pathlib import Path\n"
        "from memproxy.config import EmbeddingSettings\n"
        "from memproxy.embed.factory import onnx_files\n"
        "assert onnx_files(EmbeddingSettings(), Path('/nonexistent'))[0].is_file()\n"
        "assert 'torch' not in sys.modules and 'onnx' not in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
