"""The remote embedder against a local OpenAI-compatible /v1/embeddings stub."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError
from memproxy.embed.cache import CachedEmbedder
from memproxy.embed.factory import build_embedder
from memproxy.embed.remote import RemoteEmbedder
from memproxy.testing.procs import free_port
from tests.kit.embed import StubEmbeddings


def settings_for(url: str, **overrides: object) -> EmbeddingSettings:
    values: dict[str, object] = {
        "backend": "remote",
        "remote_url": url,
        "remote_model": "all-MiniLM-L6-v2",
        "timeout_seconds": 1.0,
        **overrides,
    }
    return EmbeddingSettings.model_validate(values)


async def test_request_shape_order_and_normalisation(stub_embeddings: StubEmbeddings) -> None:
    stub_embeddings.api_key = "sk-test"
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url, remote_api_key="sk-test"))
    out = await embedder.embed(["first", "second", "third"])
    await embedder.close()
    path, headers, body = stub_embeddings.requests[-1]
    assert path == "/v1/embeddings"
    assert headers["authorization"] == "Bearer sk-test"
    assert body == {
        "model": "all-MiniLM-L6-v2",
        "input": ["first", "second", "third"],
        "encoding_format": "float",
    }
    # The stub answers in reverse order with 3.0 at position `index`.
    assert out.dtype == np.float32 and out.shape == (3, 384)
    np.testing.assert_array_equal(out, np.eye(3, 384, dtype=np.float32))


async def test_trailing_slash_in_url(stub_embeddings: StubEmbeddings) -> None:
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url + "/"))
    await embedder.start()
    await embedder.close()
    assert stub_embeddings.requests[-1][0] == "/v1/embeddings"


@pytest.mark.parametrize(
    ("mode", "message"),
    [
        ("error", "HTTP 500"),
        ("not_json", "invalid JSON"),
        ("wrong_dim", "shape"),
        ("missing_item", "expected 2 items"),
        ("bad_index", "index"),
        ("zero_vector", "zero"),
    ],
)
async def test_bad_answers_raise_embedding_error(
    stub_embeddings: StubEmbeddings, mode: str, message: str
) -> None:
    stub_embeddings.mode = mode
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url))
    with pytest.raises(EmbeddingError, match=message):
        await embedder.embed(["a", "b"])
    await embedder.close()


async def test_wrong_key_is_an_embedding_error(stub_embeddings: StubEmbeddings) -> None:
    stub_embeddings.api_key = "right"
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url, remote_api_key="wrong"))
    with pytest.raises(EmbeddingError, match=r"HTTP 401.*Incorrect API key"):
        await embedder.embed(["a"])
    await embedder.close()


async def test_timeout(stub_embeddings: StubEmbeddings) -> None:
    stub_embeddings.delay_s = 1.5
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url, timeout_seconds=0.2))
    started = time.perf_counter()
    with pytest.raises(EmbeddingError, match="Timeout"):
        await embedder.embed(["a"])
    assert time.perf_counter() - started < 1.0
    await embedder.close()


async def test_unreachable() -> None:
    embedder = RemoteEmbedder(settings_for(f"http://127.0.0.1:{free_port()}/v1"))
    with pytest.raises(EmbeddingError, match="ConnectError"):
        await embedder.start()
    await embedder.close()


async def test_no_url_fails_at_start_not_construction() -> None:
    embedder = RemoteEmbedder(EmbeddingSettings(backend="remote"))
    with pytest.raises(EmbeddingError, match="remote_url"):
        await embedder.start()
    await embedder.close()


async def test_empty_input_sends_nothing(stub_embeddings: StubEmbeddings) -> None:
    embedder = RemoteEmbedder(settings_for(stub_embeddings.url))
    assert (await embedder.embed([])).shape == (0, 384)
    assert stub_embeddings.requests == []
    await embedder.close()


async def test_through_factory_a_repeat_query_is_cached(
    stub_embeddings: StubEmbeddings, tmp_path: Path
) -> None:
    embedder = build_embedder(settings_for(stub_embeddings.url), home=tmp_path)
    assert isinstance(embedder, CachedEmbedder)
    assert isinstance(embedder.inner, RemoteEmbedder)
    first = await embedder.embed(["What's my budget?"])
    second = await embedder.embed(["What's my budget?"])
    np.testing.assert_array_equal(first, second)
    assert len(stub_embeddings.requests) == 1
    await embedder.close()
