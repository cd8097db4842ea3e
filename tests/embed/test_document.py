"""A stored memory's vector: the mean of its sentences' vectors (memproxy.embed.document)."""

from __future__ import annotations

import numpy as np
import pytest

from memproxy.embed.document import MAX_SENTENCES, document_vectors, pool, sentences
from memproxy.embed.onnx import OnnxEmbedder


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("I live in Porto.", ["I live in Porto."]),
        ("", [""]),
        (
            "We went hiking on Sunday. The view from the ridge was amazing!",
            ["We went hiking on Sunday.", "The view from the ridge was amazing!"],
        ),
        # a piece under three words joins its neighbour; line breaks split too
        ("Yes! I did go to the support group.", ["Yes! I did go to the support group."]),
        (
            "I adopted a dog. So cute. Her name is Luna\nShe is a beagle puppy",
            ["I adopted a dog. So cute.", "Her name is Luna", "She is a beagle puppy"],
        ),
        ("Wait. What?", ["Wait. What?"]),  # one piece after joining: the text as it is
        # a speaker's label at the start stands before each of their sentences
        (
            "Caroline: I went to a support group yesterday. It was so powerful.",
            ["Caroline: I went to a support group yesterday.", "Caroline: It was so powerful."],
        ),
        (
            "Dr. Ana Ruiz: Take it twice a day. Never on an empty stomach.",
            [
                "Dr. Ana Ruiz: Take it twice a day.",
                "Dr. Ana Ruiz: Never on an empty stomach.",
            ],
        ),
        # not a label: a clause before a colon mid-sentence
        (
            "User's rule is never MySQL: they run PostgreSQL. They also avoid Oracle.",
            ["User's rule is never MySQL: they run PostgreSQL.", "They also avoid Oracle."],
        ),
    ],
)
def test_sentences(text: str, parts: list[str]) -> None:
    assert sentences(text) == parts


def test_a_long_text_is_at_most_max_sentences() -> None:
    text = " ".join(f"This is sentence number {i}." for i in range(40))
    parts = sentences(text)
    assert len(parts) == MAX_SENTENCES
    assert parts[-1].endswith("number 39.")


def test_pool_averages_and_normalises_each_texts_rows() -> None:
    rows = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [0.6, 0.8, 0]], dtype=np.float32)
    pooled = pool(rows, [2, 1, 1])
    assert pooled.shape == (3, 3)
    np.testing.assert_allclose(pooled[0], [2**-0.5, 2**-0.5, 0], rtol=1e-6)
    np.testing.assert_array_equal(pooled[1:], rows[2:])


async def test_a_memory_vector_is_the_mean_of_its_sentences(onnx_embedder: OnnxEmbedder) -> None:
    one = "I moved to Lyon last month."
    two = "We went hiking on Sunday. My sister Ana is allergic to sesame."
    got = await document_vectors(onnx_embedder, [one, two])
    whole = await onnx_embedder.embed([one, two])
    np.testing.assert_allclose(got[0], whole[0], atol=1e-6)  # one sentence: as before
    parts = await onnx_embedder.embed(sentences(two))
    mean = parts.mean(axis=0)
    np.testing.assert_allclose(got[1], mean / np.linalg.norm(mean), atol=1e-5)
    assert (await document_vectors(onnx_embedder, [])).shape == (0, onnx_embedder.dimension)


async def test_a_question_about_one_sentence_finds_the_long_memory_closer(
    onnx_embedder: OnnxEmbedder,
) -> None:
    """The reason for the pooling: a question about one sentence of a long message is
    closer to the mean of its sentences than to the whole text pooled at once."""
    memory = (
        "Work has been crazy this week, three deadlines and a broken laptop. "
        "Anyway, my sister Ana is allergic to sesame, so the party food was tricky. "
        "We ended up ordering pizza for everyone and watching a movie until midnight."
    )
    (question,) = await onnx_embedder.embed(["What is Ana allergic to?"])
    (pooled,) = await document_vectors(onnx_embedder, [memory])
    (whole,) = await onnx_embedder.embed([memory])
    assert float(pooled @ question) > float(whole @ question) + 0.02
