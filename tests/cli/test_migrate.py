"""`memproxy migrate-collection` and `memproxy reembed` on a real Milvus Lite file, with
encryption on (the real embedder for the vectors)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import numpy as np
import pytest

from memproxy.config import EmbeddingSettings, MilvusSettings
from memproxy.crypto import AesGcmCipher, parse_keys
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.embed.document import document_vectors
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.store.milvus import MilvusStore
from memproxy.testing.procs import model_dir
from tests.kit.cli import Cli


def test_migrating_an_encrypted_collection_indexes_its_opened_words(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    key = cli("keygen", "k1").out.strip()
    cipher = AesGcmCipher(parse_keys(key), "k1")
    uri = str(tmp_path / "m.db")
    memory = Memory(user_id="u", content="Lives in Oslo")

    async def write() -> None:
        settings = MilvusSettings(uri=uri, dimension=4, retrieval="dense")
        store = MilvusStore(settings, cipher=cipher)
        await store.start()
        await store.store([(memory, [1.0, 0, 0, 0])])
        await store.close()

    async def found() -> list[str]:
        store = MilvusStore(MilvusSettings(uri=uri, dimension=4), cipher=cipher)
        await store.start()
        try:
            query = SearchQuery(
                scope=Scope(user_id="u"), vector=[0, 1.0, 0, 0], text="Oslo?", threshold=-1
            )
            return [h.memory.id for h in await store.search(query, "keyword")]
        finally:
            await store.close()

    asyncio.run(write())
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__URI", uri)
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__DIMENSION", "4")
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__ENABLED", "true")
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__KEYS", key)
    result = cli("migrate-collection")
    assert result.rc == 0, result.err
    assert "rebuilt with the keyword field: 1 memories" in result.out
    assert asyncio.run(found()) == [memory.id]


def test_reembed_gives_old_memories_the_sentence_mean_vector(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Memories stored with their whole text's vector (before memproxy.embed.document)
    get the mean of their sentences' vectors, sealed content opened, every other field
    kept; a one-sentence memory and a second run rewrite nothing."""
    key = cli("keygen", "k1").out.strip()
    cipher = AesGcmCipher(parse_keys(key), "k1")
    uri = str(tmp_path / "m.db")
    long = Memory(
        user_id="u",
        content="Ana went to a pottery class. Her daughter is allergic to sesame.",
        metadata={"source": "chat"},
    )
    short = Memory(user_id="v", content="I like green tea.")

    async def embedder() -> OnnxEmbedder:
        ensure_onnx_model(model_dir())
        real = OnnxEmbedder(EmbeddingSettings(), model_dir())
        await real.start()
        return real

    async def write() -> tuple[list[Memory], np.ndarray, np.ndarray]:
        real = await embedder()
        whole = await real.embed([long.content, short.content])
        pooled = await document_vectors(real, [long.content])
        await real.close()
        store = MilvusStore(MilvusSettings(uri=uri), cipher=cipher)
        await store.start()
        stored = await store.store([(long, whole[0].tolist()), (short, whole[1].tolist())])
        await store.close()
        return stored, whole, pooled

    async def read() -> tuple[list[Memory | None], list[list[float] | None]]:
        store = MilvusStore(MilvusSettings(uri=uri), cipher=cipher)
        await store.start()
        try:
            ids = [(long.user_id, long.id), (short.user_id, short.id)]
            return (
                [await store.get(u, i) for u, i in ids],
                [await store.get_vector(u, i) for u, i in ids],
            )
        finally:
            await store.close()

    stored, whole, pooled = asyncio.run(write())
    assert float(whole[0] @ pooled[0]) < 0.99  # the two vectors differ: the test can fail
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__URI", uri)
    monkeypatch.setenv("MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH", str(model_dir()))
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__ENABLED", "true")
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__KEYS", key)
    result = cli("reembed")
    assert result.rc == 0, result.err
    assert result.out.strip() == "2 memories read, 1 re-embedded"
    memories, vectors = asyncio.run(read())
    assert memories == stored
    assert vectors[0] is not None and vectors[1] is not None
    assert float(np.asarray(vectors[0]) @ pooled[0]) > 0.9999
    assert np.allclose(vectors[1], whole[1], atol=1e-6)
    assert cli("reembed").out.strip() == "2 memories read, 0 re-embedded"
