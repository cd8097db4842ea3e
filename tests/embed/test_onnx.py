"""The ONNX path: the sentence-transformers vectors, unit length, truncation, threads."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import numpy as np
import pytest

import memproxy.embed.onnx as onnx_module
from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError
from memproxy.embed.onnx import OnnxEmbedder, load_tokenizer
from memproxy.embed.sentence import SentenceTransformerEmbedder
from tests.kit.embed import LONG, SENTENCES


def cos(a: np.ndarray, b: np.ndarray) -> float:
    return float(a @ b)


async def test_same_vectors_as_sentence_transformers(
    onnx_embedder: OnnxEmbedder, st_embedder: SentenceTransformerEmbedder
) -> None:
    ours, reference = await onnx_embedder.embed(SENTENCES), await st_embedder.embed(SENTENCES)
    assert ours.shape == reference.shape == (len(SENTENCES), 384)
    cosines = (ours * reference).sum(axis=1)
    worst = int(cosines.argmin())
    assert cosines.min() >= 0.999, (SENTENCES[worst][:60], float(cosines[worst]))


async def test_same_vectors_one_at_a_time(
    onnx_embedder: OnnxEmbedder, st_embedder: SentenceTransformerEmbedder
) -> None:
    for text in SENTENCES[:6]:
        ours, reference = await onnx_embedder.embed([text]), await st_embedder.embed([text])
        assert cos(ours[0], reference[0]) >= 0.999, text


async def test_unit_length_float32_384(onnx_embedder: OnnxEmbedder) -> None:
    vectors = await onnx_embedder.embed(SENTENCES)
    assert vectors.dtype == np.float32
    assert vectors.shape == (len(SENTENCES), onnx_embedder.dimension) == (len(SENTENCES), 384)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert np.isfinite(vectors).all()


async def test_batch_equals_single(onnx_embedder: OnnxEmbedder) -> None:
    batch = await onnx_embedder.embed(SENTENCES)
    for i, text in enumerate(SENTENCES):
        single = (await onnx_embedder.embed([text]))[0]
        np.testing.assert_allclose(single, batch[i], atol=1e-5, err_msg=text[:60])


async def test_empty_input_gives_no_rows(onnx_embedder: OnnxEmbedder) -> None:
    assert (await onnx_embedder.embed([])).shape == (0, 384)


async def test_truncates_at_256_tokens(onnx_embedder: OnnxEmbedder, onnx_model_dir: Path) -> None:
    tokenizer = load_tokenizer(onnx_model_dir / "tokenizer.json")
    assert len(tokenizer.encode(LONG).ids) == 256  # the packaged file alone would say 128
    # Only text after the window differs: same vector.
    a, b = await onnx_embedder.embed([LONG + " I love cats.", LONG + " Deploy on Fridays."])
    assert cos(a, b) >= 0.99999
    # A difference inside the window (past token 128) is seen.
    words = LONG.split(" ")
    words[150] = "volcano"
    c = (await onnx_embedder.embed([" ".join(words)]))[0]
    assert cos(a, c) < 0.9999


async def test_design_similarities(onnx_embedder: OnnxEmbedder) -> None:
    """The cosines the dedup thresholds were chosen from hold for this model."""
    texts = [
        "What am I allergic to?",
        "I am allergic to peanuts.",
        "My favourite colour is teal and I am allergic to peanuts.",
        "What's my budget for the trip?",
        "User's budget for the Hawaii trip is $10,000",
        "To deploy payment-service: run npm build, then docker push",
    ]
    q_allergy, allergy, mixed, q_budget, budget, deploy = await onnx_embedder.embed(texts)
    assert cos(q_allergy, allergy) == pytest.approx(0.63, abs=0.03)
    assert cos(q_allergy, mixed) == pytest.approx(0.44, abs=0.03)
    assert cos(q_budget, budget) == pytest.approx(0.68, abs=0.03)
    assert cos(q_allergy, allergy) > cos(q_allergy, mixed) > cos(q_allergy, deploy)
    assert cos(q_budget, budget) > cos(q_budget, deploy)
    assert abs(cos(budget, deploy)) < 0.1  # unrelated


async def test_threads_pinned(onnx_embedder: OnnxEmbedder) -> None:
    assert onnx_embedder._session is not None
    options = onnx_embedder._session.get_session_options()
    assert (options.intra_op_num_threads, options.inter_op_num_threads) == (1, 1)


async def test_event_loop_not_blocked(onnx_embedder: OnnxEmbedder) -> None:
    """A large batch runs on the embedding thread while the loop keeps ticking."""
    gaps: list[float] = []

    async def ticker() -> None:
        last = time.perf_counter()
        while True:
            await asyncio.sleep(0.002)
            now = time.perf_counter()
            gaps.append(now - last)
            last = now

    task = asyncio.create_task(ticker())
    started = time.perf_counter()
    await onnx_embedder.embed([LONG] * 10)
    elapsed = time.perf_counter() - started
    task.cancel()
    assert elapsed > 0.2, "batch too small to tell"
    assert len(gaps) > 10
    assert max(gaps) < min(0.1, elapsed / 2), (max(gaps), elapsed)


async def test_model_file_path_accepted(onnx_model_dir: Path, onnx_embedder: OnnxEmbedder) -> None:
    embedder = OnnxEmbedder(EmbeddingSettings(), onnx_model_dir / "model.onnx")
    await embedder.start()
    try:
        np.testing.assert_allclose(
            await embedder.embed(SENTENCES[:3]), await onnx_embedder.embed(SENTENCES[:3]), atol=1e-6
        )
    finally:
        await embedder.close()


async def test_not_started_raises() -> None:
    with pytest.raises(EmbeddingError, match="not started"):
        await OnnxEmbedder(EmbeddingSettings(), Path("/nonexistent")).embed(["hi"])


async def test_missing_model_without_torch_says_make_setup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_torch(target: Path) -> Path:
        raise ImportError("No module named 'torch'")

    monkeypatch.setattr(onnx_module, "ensure_onnx_model", no_torch)
    embedder = OnnxEmbedder(EmbeddingSettings(), tmp_path / "models")
    with pytest.raises(EmbeddingError, match="make setup"):
        await embedder.start()
    await embedder.close()


async def test_missing_custom_model_file(tmp_path: Path) -> None:
    embedder = OnnxEmbedder(EmbeddingSettings(), tmp_path / "mine.onnx")
    with pytest.raises(EmbeddingError, match="not found"):
        await embedder.start()
    await embedder.close()


async def test_dimension_mismatch_fails_start(onnx_model_dir: Path) -> None:
    embedder = OnnxEmbedder(EmbeddingSettings(dimension=768), onnx_model_dir)
    with pytest.raises(EmbeddingError, match="384-d"):
        await embedder.start()
    await embedder.close()


async def test_closed_embedder_raises(onnx_model_dir: Path) -> None:
    embedder = OnnxEmbedder(EmbeddingSettings(), onnx_model_dir)
    await embedder.start()
    await embedder.close()
    with pytest.raises(EmbeddingError):
        await embedder.embed(["hi"])
