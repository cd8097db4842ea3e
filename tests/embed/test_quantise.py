"""The questions' int8 weights: made once from the fp32 model, checked before they are
used, and used only for questions (memories stay fp32)."""

from __future__ import annotations

import logging
import shutil
import sys
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed import quantise
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.factory import build_embedder, build_query_embedder
from memproxy.embed.minilm import MODEL_FILE, TOKENIZER_FILE
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.quantise import (
    QUERY_MODEL_FILE,
    QuantiseError,
    ensure_query_model,
    query_model_path,
)

QUESTIONS = [
    "What am I allergic to?",
    "Can you suggest a dinner recipe for me?",
    "What did Vanessa say about her new job last week?",
]


@pytest.fixture
def fp32_only(tmp_path: Path, onnx_model_dir: Path) -> Path:
    """A model directory as an export before this change left it: no int8 weights."""
    for name in (MODEL_FILE, TOKENIZER_FILE):
        shutil.copy(onnx_model_dir / name, tmp_path / name)
    return tmp_path


async def _vectors(model: Path, texts: list[str], *, query: bool) -> np.ndarray:
    embedder = OnnxEmbedder(EmbeddingSettings(threads=1), model, query=query)
    await embedder.start()
    try:
        return await embedder.embed(texts)
    finally:
        await embedder.close()


async def test_questions_get_int8_weights_made_once_close_to_fp32(fp32_only: Path) -> None:
    embedder = OnnxEmbedder(EmbeddingSettings(threads=1), fp32_only, query=True)
    await embedder.start()
    try:
        asked = await embedder.embed(QUESTIONS)
    finally:
        await embedder.close()
    assert embedder.model_path == fp32_only / QUERY_MODEL_FILE
    made = query_model_path(fp32_only)
    assert sorted(p.name for p in fp32_only.iterdir()) == [
        QUERY_MODEL_FILE,
        MODEL_FILE,
        TOKENIZER_FILE,
    ]  # no temporary file left
    assert made.stat().st_size < (fp32_only / MODEL_FILE).stat().st_size * 0.7
    fp32 = await _vectors(fp32_only, QUESTIONS, query=False)
    cosines = (asked * fp32).sum(axis=1)
    assert cosines.min() > 0.98  # the same model's vectors ...
    assert cosines.max() < 0.9999  # ... from other weights
    np.testing.assert_allclose(np.linalg.norm(asked, axis=1), 1.0, atol=1e-5)
    before = made.stat().st_mtime_ns
    assert ensure_query_model(fp32_only) == made  # present: not made again
    assert made.stat().st_mtime_ns == before


def test_weights_that_stray_from_fp32_are_refused_and_never_published(
    fp32_only: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quantise, "_CHECK_MIN_COSINE", 0.99999)
    with pytest.raises(QuantiseError, match="cosine"):
        ensure_query_model(fp32_only)
    assert sorted(p.name for p in fp32_only.iterdir()) == [MODEL_FILE, TOKENIZER_FILE]


async def test_without_the_onnx_package_questions_use_fp32_and_say_so(
    fp32_only: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime.quantization", None)  # import fails
    with pytest.raises(ImportError):
        ensure_query_model(fp32_only)
    with caplog.at_level(logging.WARNING, logger="memproxy.embed.onnx"):
        asked = await _vectors(fp32_only, QUESTIONS, query=True)
    assert "fp32" in caplog.text
    np.testing.assert_array_equal(asked, await _vectors(fp32_only, QUESTIONS, query=False))
    assert not query_model_path(fp32_only).exists()


async def test_a_directory_it_cannot_write_leaves_questions_on_fp32(
    fp32_only: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def read_only(directory: Path, name: str) -> None:
        raise PermissionError(13, "Permission denied", str(directory / name))

    monkeypatch.setattr(quantise, "temp_file", read_only)
    with caplog.at_level(logging.WARNING, logger="memproxy.embed.onnx"):
        asked = await _vectors(fp32_only, QUESTIONS, query=True)
    assert "Permission denied" in caplog.text
    np.testing.assert_array_equal(asked, await _vectors(fp32_only, QUESTIONS, query=False))


async def test_a_model_file_given_is_used_for_questions_as_it_is(fp32_only: Path) -> None:
    """embedding.onnx_path naming a .onnx file: that file for both sides, nothing made."""
    model = fp32_only / MODEL_FILE
    asked = await _vectors(model, QUESTIONS, query=True)
    np.testing.assert_array_equal(asked, await _vectors(model, QUESTIONS, query=False))
    assert not query_model_path(fp32_only).exists()


def test_the_factory_gives_questions_their_own_embedder_only_for_onnx(tmp_path: Path) -> None:
    home = tmp_path
    exported = home / "models" / "all-MiniLM-L6-v2"
    exported.mkdir(parents=True)
    for name in ("model.onnx", "tokenizer.json"):  # an export's files (never loaded here)
        (exported / name).touch()
    plain = EmbeddingSettings(cache_size=9, query_adapter=False)
    queries, adapter = build_query_embedder(plain, home)
    assert queries is not None and queries.size == 9 and adapter is None
    assert isinstance(queries.inner, OnnxEmbedder) and queries.inner.query
    memories = build_embedder(EmbeddingSettings(), home)
    assert isinstance(memories, CachedEmbedder)
    assert isinstance(memories.inner, OnnxEmbedder) and not memories.inner.query
    neither = EmbeddingSettings(query_int8=False, query_adapter=False)
    assert build_query_embedder(neither, home) == (None, None)
    assert build_query_embedder(EmbeddingSettings(backend="remote"), home) == (None, None)
