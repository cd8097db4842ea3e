"""The sentence-transformers path: packaged weights, unit vectors, one pinned thread."""

from __future__ import annotations

import asyncio

import numpy as np
import pytest
import torch

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError
from memproxy.embed.sentence import SentenceTransformerEmbedder


async def test_unit_vectors(st_embedder: SentenceTransformerEmbedder) -> None:
    vectors = await st_embedder.embed(["What am I allergic to?", "", "日本語"])
    assert vectors.dtype == np.float32 and vectors.shape == (3, 384)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert (await st_embedder.embed([])).shape == (0, 384)


async def test_threads_pinned_on_the_embedding_thread(
    st_embedder: SentenceTransformerEmbedder,
) -> None:
    loop = asyncio.get_running_loop()
    assert await loop.run_in_executor(st_embedder._executor, torch.get_num_threads) == 1


async def test_max_seq_length_is_256(st_embedder: SentenceTransformerEmbedder) -> None:
    assert st_embedder._model.max_seq_length == 256


async def test_similar_beats_unrelated(st_embedder: SentenceTransformerEmbedder) -> None:
    q, fact, other = await st_embedder.embed(
        [
            "What am I allergic to?",
            "I am allergic to peanuts.",
            "To deploy payment-service: run npm build, then docker push",
        ]
    )
    assert float(q @ fact) > 0.5 > 0.1 > float(q @ other)


async def test_not_started_raises() -> None:
    embedder = SentenceTransformerEmbedder(EmbeddingSettings())
    with pytest.raises(EmbeddingError, match="not started"):
        await embedder.embed(["hi"])
    await embedder.close()
