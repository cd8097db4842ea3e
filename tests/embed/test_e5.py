"""multilingual-e5-small (embed/e5.py): unit vectors, queries and passages apart, the
same fact found across languages, and the factory's choice by model name."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.e5 import MODEL_NAME, E5Embedder
from memproxy.embed.factory import build_embedder, build_query_embedder

FACTS = [
    "Trabajo como enfermera en el hospital infantil.",
    "Mein Hund ist ein grauer Windhund namens Pimienta.",
    "Mon anniversaire est le 14 mars.",
    "I am allergic to peanuts.",
]
QUESTIONS = ["What is my job?", "Wie heißt mein Hund?", "¿Cuándo es mi cumpleaños?", "Alergias?"]


@pytest.fixture(scope="module")
async def pair() -> AsyncIterator[tuple[E5Embedder, E5Embedder]]:
    settings = EmbeddingSettings(model=MODEL_NAME)
    passages, queries = E5Embedder(settings), E5Embedder(settings, query=True)
    await passages.start()
    await queries.start()
    yield passages, queries
    await passages.close()
    await queries.close()


async def test_unit_length_float32_384(pair: tuple[E5Embedder, E5Embedder]) -> None:
    vectors = await pair[0].embed([*FACTS, "", "x" * 3000])
    assert vectors.dtype == np.float32 and vectors.shape == (len(FACTS) + 2, 384)
    np.testing.assert_allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert (await pair[0].embed([])).shape == (0, 384)


async def test_questions_and_memories_take_their_prefixes(
    pair: tuple[E5Embedder, E5Embedder],
) -> None:
    passage, query = (await pair[0].embed(["my dog"]))[0], (await pair[1].embed(["my dog"]))[0]
    assert 0.8 < float(passage @ query) < 0.999


async def test_each_question_finds_its_fact_in_another_language(
    pair: tuple[E5Embedder, E5Embedder],
) -> None:
    facts, questions = await pair[0].embed(FACTS), await pair[1].embed(QUESTIONS[:3])
    best = (questions @ facts.T).argmax(axis=1)
    assert best.tolist() == [0, 1, 2]


def test_chosen_by_model_name_on_both_sides(tmp_path: Path) -> None:
    settings = EmbeddingSettings(model=MODEL_NAME)
    memories = build_embedder(settings, tmp_path)
    assert isinstance(memories, CachedEmbedder) and isinstance(memories.inner, E5Embedder)
    assert not memories.inner.query
    questions, adapter = build_query_embedder(settings, tmp_path)
    assert isinstance(questions, CachedEmbedder) and isinstance(questions.inner, E5Embedder)
    assert questions.inner.query and adapter is None  # the adapter is MiniLM's
