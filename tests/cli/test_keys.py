"""`memproxy keygen` and `memproxy rotate-key` on a real Milvus Lite file."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from memproxy.config import MilvusSettings
from memproxy.crypto import AesGcmCipher, parse_keys
from memproxy.domain import Memory
from memproxy.store.milvus import MilvusStore
from tests.kit.cli import Cli


def test_keygen_prints_a_usable_entry(cli: Cli) -> None:
    result = cli("keygen", "k7")
    assert result.rc == 0
    ((kid, key),) = parse_keys(result.out.strip()).items()
    assert kid == "k7" and len(key) == 32
    assert cli("keygen", "bad-id").rc == 2


def test_rotate_key_reencrypts_with_the_primary(
    cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = cli("keygen", "k1").out.strip(), cli("keygen", "k2").out.strip()
    uri = str(tmp_path / "m.db")

    async def write() -> None:
        store = MilvusStore(
            MilvusSettings(uri=uri, dimension=4), cipher=AesGcmCipher(parse_keys(old), "k1")
        )
        await store.start()
        await store.store([(Memory(user_id="u", content="Lives in Oslo"), [1.0, 0, 0, 0])])
        await store.close()

    asyncio.run(write())
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__URI", uri)
    monkeypatch.setenv("MEMPROXY_MEMORY__MILVUS__DIMENSION", "4")
    assert cli("rotate-key").rc == 2  # encryption is off
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__ENABLED", "true")
    monkeypatch.setenv("MEMPROXY_MEMORY__ENCRYPTION__KEYS", f"{old},{new}")
    result = cli("rotate-key")
    assert result.rc == 0, result.err
    assert result.out.startswith("1 memories re-encrypted")
    assert cli("rotate-key").out.startswith("0 memories")
