"""`memproxy migrate-collection` on a real Milvus Lite file, with encryption on."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memproxy.config import MilvusSettings
from memproxy.crypto import AesGcmCipher, parse_keys
from memproxy.domain import Memory, Scope, SearchQuery
from memproxy.store.milvus import MilvusStore
from tests.cli.conftest import Cli


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
