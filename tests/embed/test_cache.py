"""The query LRU: identical vectors, hit/miss counts, bounded, LRU order, batches."""

from __future__ import annotations

import numpy as np
import pytest

from memproxy.embed.base import EmbeddingError
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.onnx import OnnxEmbedder
from tests.kit.embed import Counting


async def test_hit_returns_identical_vector_without_inner_call() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=4)
    first = await cache.embed(["alpha"])
    again = await cache.embed(["alpha"])
    np.testing.assert_array_equal(first, again)
    assert again.shape == (1, 8) and again.dtype == np.float32
    assert (cache.hits, cache.misses, len(inner.calls)) == (1, 1, 1)


async def test_bounded_and_least_recently_used_goes_first() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=2)
    await cache.embed(["a"])
    await cache.embed(["b"])
    await cache.embed(["a"])  # a is now the most recent
    await cache.embed(["c"])  # evicts b
    assert len(cache) == 2
    await cache.embed(["a"])
    assert cache.hits == 2
    await cache.embed(["b"])
    assert cache.misses == 4 and len(cache) == 2
    assert inner.calls == [["a"], ["b"], ["c"], ["b"]]


async def test_batch_embeds_only_the_misses_once_each() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=10)
    await cache.embed(["a"])
    out = await cache.embed(["b", "a", "b", "c"])
    assert inner.calls[-1] == ["b", "c"]
    assert (cache.hits, cache.misses) == (1, 4)
    np.testing.assert_array_equal(out, await Counting().embed(["b", "a", "b", "c"]))


async def test_results_are_copies() -> None:
    cache = CachedEmbedder(Counting(), size=4)
    first = await cache.embed(["a"])
    first[:] = 0
    assert np.linalg.norm((await cache.embed(["a"]))[0]) == pytest.approx(1.0)


async def test_size_zero_just_delegates() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=0)
    await cache.embed(["a"])
    await cache.embed(["a"])
    assert len(inner.calls) == 2 and len(cache) == 0 and cache.hits == 0


async def test_errors_are_not_cached() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=4)
    inner.fail = True
    with pytest.raises(EmbeddingError):
        await cache.embed(["a"])
    inner.fail = False
    await cache.embed(["a"])
    assert len(inner.calls) == 2 and len(cache) == 1


async def test_lifecycle_and_empty_input_delegate() -> None:
    inner = Counting()
    cache = CachedEmbedder(inner, size=4)
    await cache.start()
    await cache.close()
    assert inner.started and inner.closed and cache.dimension == 8
    assert (await cache.embed([])).shape == (0, 8)


def test_negative_size_refused() -> None:
    with pytest.raises(ValueError):
        CachedEmbedder(Counting(), size=-1)


async def test_real_model_cached_equals_fresh(onnx_embedder: OnnxEmbedder) -> None:
    cache = CachedEmbedder(onnx_embedder, size=8)
    text = "What's my budget for the trip?"
    await cache.embed([text])
    np.testing.assert_array_equal(await cache.embed([text]), await onnx_embedder.embed([text]))
    assert cache.hits == 1


@pytest.mark.parametrize("size", [0, 4])
async def test_lone_surrogates_reach_the_model_as_replacement_characters(
    onnx_embedder: OnnxEmbedder, size: int
) -> None:
    """The tokenizer refuses a lone surrogate (TypeError) that a client escaped."""
    cached = CachedEmbedder(onnx_embedder, size)
    got = await cached.embed(["budget \ud800 trip"])
    assert np.array_equal(got, await onnx_embedder.embed(["budget \ufffd trip"]))
