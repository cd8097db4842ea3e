"""The questions' linear adapter: the shipped matrix, what it does to a question's vector,
the rank vector a search is ordered by, and when it is (not) used."""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.adapter import DEFAULT_PATH, MODEL, QueryAdapter, load_adapter, rank_vector
from memproxy.embed.document import document_vectors
from memproxy.embed.factory import build_query_embedder
from memproxy.embed.onnx import OnnxEmbedder


def test_the_shipped_adapter_is_for_minilm_and_moves_questions_a_little() -> None:
    adapter = load_adapter(MODEL, 384)
    assert adapter is not None and adapter.dimension == 384
    assert str(np.load(DEFAULT_PATH)["model"]) == MODEL
    rng = np.random.default_rng(0)
    q = rng.normal(size=(8, 384)).astype(np.float32)
    q /= np.linalg.norm(q, axis=1, keepdims=True)
    moved = adapter.apply(q)
    np.testing.assert_allclose(np.linalg.norm(moved, axis=1), 1.0, rtol=1e-5)
    cosines = np.sum(moved * q, axis=1)
    assert np.all(cosines < 0.999), "the matrix moves nothing"
    assert np.all(cosines > 0.3), "the matrix is not a small move from the question"


def test_a_search_ranks_by_the_moved_vector_only_with_an_adapter() -> None:
    adapter = load_adapter(MODEL, 384)
    assert adapter is not None
    q = np.random.default_rng(1).normal(size=384).astype(np.float32)
    assert rank_vector(None, q) is None
    moved = rank_vector(adapter, q)
    assert moved == pytest.approx(adapter.apply(q.reshape(1, -1))[0].tolist(), abs=1e-6)


def test_another_model_or_a_bad_file_leaves_questions_plain(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    assert load_adapter("all-mpnet-base-v2", 768) is None
    assert load_adapter(MODEL, 768) is None
    caplog.set_level(logging.WARNING)
    assert load_adapter(MODEL, 384, tmp_path / "absent.npz") is None
    (tmp_path / "bad.npz").write_bytes(b"not a zip")
    assert load_adapter(MODEL, 384, tmp_path / "bad.npz") is None
    QueryAdapter(np.zeros((3, 4), dtype=np.float32)).save(tmp_path / "odd.npz")
    assert load_adapter(MODEL, 384, tmp_path / "odd.npz") is None
    assert caplog.text.count("questions not adapted") >= 3


def test_the_factory_adapts_questions_by_default_and_not_when_told(tmp_path: Path) -> None:
    """The embedder caches plain question vectors; the adapter comes beside it."""
    home = tmp_path
    exported = home / "models" / "all-MiniLM-L6-v2"
    exported.mkdir(parents=True)
    for name in ("model.onnx", "tokenizer.json"):  # an export's files (never loaded here)
        (exported / name).touch()
    queries, adapter = build_query_embedder(EmbeddingSettings(), home)
    assert queries is not None and adapter is not None and adapter.dimension == 384
    assert isinstance(queries.inner, OnnxEmbedder) and queries.inner.query
    fp32, adapter = build_query_embedder(EmbeddingSettings(query_int8=False), home)
    assert fp32 is None and adapter is not None  # the memories' embedder asks
    plain, adapter = build_query_embedder(EmbeddingSettings(query_adapter=False), home)
    assert plain is not None and adapter is None and isinstance(plain.inner, OnnxEmbedder)
    packaged, adapter = build_query_embedder(EmbeddingSettings(), tmp_path / "elsewhere")
    assert packaged is None and adapter is not None  # one model: the memories' embedder asks


HISTORY = [
    "Paola: My shift at the hospital ran twelve hours again, the ward was packed.",
    "Paola: We watched a documentary about whales last night.",
    "Paola: I finally repainted the kitchen a pale green.",
    "Paola: The traffic on the way back was terrible today.",
    "Paola: My sister is visiting from Lyon next month.",
    "Paola: I bought new running shoes for the marathon.",
]
QUESTIONS = {
    "What does Paola do for a living?": 0,
    "Which city does Paola's sister live in?": 4,
    "What sport is Paola training for?": 5,
}


async def test_adapted_questions_rank_their_answers_higher(onnx_model_dir: Path) -> None:
    """With real weights: plain MiniLM ranks the messages that share the question's name
    and shape close to (or above) the answer; the adapter widens each such answer's lead
    over the best other message, keeps the clear answer first, and ranks no answer lower.

    Measured as margins (the answer's cosine less the best other message's), since the
    questions' int8 activations differ in the third decimal between CPUs: a rank decided
    by 0.005 may flip, the adapter's +0.02 to +0.03 does not."""
    settings = EmbeddingSettings(threads=1)
    memories = OnnxEmbedder(settings, onnx_model_dir)
    adapter = load_adapter(MODEL, 384)
    assert adapter is not None
    questions = OnnxEmbedder(settings, onnx_model_dir, query=True)
    await memories.start()
    await questions.start()
    try:
        stored = await document_vectors(memories, HISTORY)
        plain = np.stack([(await questions.embed([q]))[0] for q in QUESTIONS])  # as a request
    finally:
        await memories.close()
        await questions.close()
    moved = adapter.apply(plain)
    for n, answer in enumerate(QUESTIONS.values()):
        before, after = stored @ plain[n], stored @ moved[n]
        assert _rank(after, answer) <= _rank(before, answer), (n, before, after)
        if _margin(before, answer) > 0.1:  # clearly first without it: stays first
            assert _rank(after, answer) == 0, (n, before, after)
        else:
            assert _margin(after, answer) > _margin(before, answer) + 0.01, (n, before, after)
    shaped = stored @ moved[2]
    assert _rank(shaped, QUESTIONS["What sport is Paola training for?"]) == 0


def _rank(cosines: np.ndarray, row: int) -> int:
    return int(np.sum(cosines > cosines[row]))


def _margin(cosines: np.ndarray, row: int) -> float:
    return float(cosines[row] - np.max(np.delete(cosines, row)))
