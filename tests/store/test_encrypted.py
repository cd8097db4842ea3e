"""Encryption at rest in Milvus: rows hold no plaintext, reads give it back exactly,
the blind index finds what the plain index finds, and keys rotate (Milvus Lite)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from pymilvus import MilvusClient

from memproxy.config import MilvusSettings
from memproxy.crypto import AesGcmCipher, Cipher, new_key_entry, parse_keys
from memproxy.domain import ListQuery, Memory, Scope, SearchQuery
from memproxy.store.milvus import MilvusStore
from tests.kit.store import DIM, vec

K1, K2 = new_key_entry("k1"), new_key_entry("k2")
SECRETS = ("Zanzibar", "hunter2", "Quokka")
MEMORIES = [
    Memory(user_id="alice", content="My trip to Zanzibar is in June", entities=["Zanzibar"]),
    Memory(user_id="alice", content="The wifi password is hunter2", metadata={"pet": "Quokka"}),
    Memory(user_id="alice", content="Pinned: likes tea", metadata={"pinned": True}),
    Memory(user_id="alice", content="Trip budget for the trip is $10,000"),
    Memory(user_id="bob", content="Bob's trip to Lisbon"),
]
QUERIES = ["trip", "Zanzibar trip", "wifi password", "budget", "Lisbon", "tea"]


async def open_store(path: Path, cipher: Cipher | None) -> MilvusStore:
    store = MilvusStore(MilvusSettings(uri=str(path), dimension=DIM), cipher=cipher)
    await store.start()
    return store


@pytest.fixture
async def stores(tmp_path: Path) -> AsyncIterator[tuple[MilvusStore, MilvusStore, Path]]:
    plain = await open_store(tmp_path / "plain.db", None)
    sealed_path = tmp_path / "sealed.db"
    sealed = await open_store(sealed_path, AesGcmCipher(parse_keys(K1), "k1"))
    for store in (plain, sealed):
        await store.store([(m, vec(i)) for i, m in enumerate(MEMORIES)])
    yield plain, sealed, sealed_path
    await plain.close()
    await sealed.close()


def raw_rows(path: Path) -> list[dict[str, object]]:
    client = MilvusClient(str(path))
    try:
        return client.query("agentic_memory", filter='id != ""', output_fields=["*"])
    finally:
        client.close()


def file_bytes(path: Path) -> bytes:
    files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
    return b"".join(p.read_bytes() for p in files)


async def test_reads_give_back_exactly_what_was_written(
    stores: tuple[MilvusStore, MilvusStore, Path],
) -> None:
    plain, sealed, _ = stores
    for m in MEMORIES:
        assert await sealed.get(m.user_id, m.id) == await plain.get(m.user_id, m.id)
    scope = ListQuery(scope=Scope(user_id="alice"), all_projects=True)
    assert await sealed.list(scope) == await plain.list(scope)
    profile = await sealed.profile(Scope(user_id="alice"), 5, 8)
    assert [m.content for m in profile] == ["Pinned: likes tea"]  # pinned stays findable


def shows(text: str, word: str) -> bool:
    """Whether text holds word as a word: not inside a run of base64 or hex, where a
    ciphertext or a blind-index hash spells "tea" by chance (seen once in CI)."""
    edge = r"A-Za-z0-9+/=_-"
    return re.search(rf"(?<![{edge}]){re.escape(word)}(?![{edge}])", text, re.I) is not None


async def test_rows_hold_no_plaintext(stores: tuple[MilvusStore, MilvusStore, Path]) -> None:
    _, sealed, sealed_path = stores
    await sealed.close()  # everything on disk
    rows = raw_rows(sealed_path)
    assert len(rows) == len(MEMORIES)
    for row in rows:
        assert str(row["content"]).startswith("enc:v1:k1:")
        for secret in (*SECRETS, "trip", "tea", "budget"):
            assert not shows(repr(row), secret), (secret, row)
    on_disk = file_bytes(sealed_path)
    assert on_disk  # the grep reads what Milvus Lite wrote
    for secret in SECRETS:
        assert secret.encode() not in on_disk


async def test_the_same_grep_finds_plaintext_in_a_plain_store(tmp_path: Path) -> None:
    """The control: without a cipher, the rows and files do hold the words."""
    store = await open_store(tmp_path / "control.db", None)
    await store.store([(m, vec(i)) for i, m in enumerate(MEMORIES)])
    await store.close()
    rows = raw_rows(tmp_path / "control.db")
    for secret in ("Zanzibar", "trip", "tea"):  # the check above finds each in plain rows
        assert any(shows(repr(r), secret) for r in rows), secret
    assert b"Zanzibar" in file_bytes(tmp_path / "control.db")


@pytest.mark.parametrize("text", QUERIES)
async def test_blind_index_keyword_search_finds_what_plaintext_finds(
    stores: tuple[MilvusStore, MilvusStore, Path], text: str
) -> None:
    plain, sealed, _ = stores
    for user in ("alice", "bob"):
        query = SearchQuery(scope=Scope(user_id=user), vector=vec(99), text=text, limit=10)
        found_plain = [h.memory.id for h in await plain.search(query, "keyword")]
        found_sealed = [h.memory.id for h in await sealed.search(query, "keyword")]
        assert found_sealed == found_plain
        hybrid_plain = [h.memory.id for h in await plain.search(query, "hybrid")]
        assert [h.memory.id for h in await sealed.search(query, "hybrid")] == hybrid_plain
    hits = await sealed.search(
        SearchQuery(scope=Scope(user_id="alice"), vector=vec(99), text="Zanzibar", limit=3),
        "keyword",
    )
    assert hits and hits[0].memory.content == "My trip to Zanzibar is in June"


async def test_key_rotation_rewrites_every_row_with_the_new_key(tmp_path: Path) -> None:
    path = tmp_path / "rotate.db"
    old = await open_store(path, AesGcmCipher(parse_keys(K1), "k1"))
    await old.store([(m, vec(i)) for i, m in enumerate(MEMORIES)])
    await old.close()
    ring = AesGcmCipher(parse_keys(f"{K1},{K2}"), "k2")
    store = await open_store(path, ring)
    try:
        assert await store.get("alice", MEMORIES[0].id) is not None  # old rows still read
        assert await store.reseal() == len(MEMORIES)
        assert await store.reseal() == 0  # nothing left on the old key
        query = SearchQuery(scope=Scope(user_id="alice"), vector=vec(99), text="Zanzibar")
        assert [h.memory.id for h in await store.search(query, "keyword")] == [MEMORIES[0].id]
    finally:
        await store.close()
    assert {str(r["content"])[:10] for r in raw_rows(path)} == {"enc:v1:k2:"}
    only_new = await open_store(path, AesGcmCipher(parse_keys(K2), "k2"))  # k1 retired
    try:
        got = await only_new.get("alice", MEMORIES[1].id)
        assert got is not None and got.metadata == {"pet": "Quokka"}
    finally:
        await only_new.close()
