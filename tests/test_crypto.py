"""AES-256-GCM sealing with key ids, rotation, and the blind index (pure)."""

from __future__ import annotations

import base64

import pytest

from memproxy.crypto import (
    AesGcmCipher,
    CryptoError,
    NoCipher,
    build_cipher,
    new_key_entry,
    parse_keys,
)

K1, K2 = new_key_entry("k1"), new_key_entry("k2")


def cipher(spec: str, primary: str) -> AesGcmCipher:
    return AesGcmCipher(parse_keys(spec), primary)


@pytest.mark.parametrize("text", ["", "Budget is $10,000", "日本 ☃ \U0001f389", "lone \ud800 x"])
def test_seal_then_open_gives_the_text_back(text: str) -> None:
    c = cipher(K1, "k1")
    sealed = c.seal(text, "m1:content")
    assert sealed.startswith("enc:v1:k1:") and (not text or text not in sealed)
    assert c.open(sealed, "m1:content") == text
    assert c.seal(text, "m1:content") != sealed  # a fresh nonce every time


def test_a_moved_altered_or_foreign_value_does_not_open() -> None:
    c = cipher(K1, "k1")
    sealed = c.seal("secret", "m1:content")
    with pytest.raises(CryptoError):
        c.open(sealed, "m2:content")  # copied onto another memory's row
    raw = bytearray(base64.b64decode(sealed.rsplit(":", 1)[1]))
    raw[-1] ^= 1
    with pytest.raises(CryptoError):
        c.open(sealed.rsplit(":", 1)[0] + ":" + base64.b64encode(raw).decode(), "m1:content")
    with pytest.raises(CryptoError, match="no key"):
        cipher(K2, "k2").open(sealed, "m1:content")


def test_rotation_reads_old_keys_and_writes_the_new_one() -> None:
    old = cipher(K1, "k1").seal("before", "a")
    ring = cipher(f"{K1},{K2}", "k2")
    assert ring.open(old, "a") == "before"
    assert ring.key_id_of(old) == "k1"
    assert ring.key_id_of(ring.seal("after", "a")) == "k2"


def test_plaintext_written_before_encryption_still_reads() -> None:
    assert cipher(K1, "k1").open("written in the clear", "a") == "written in the clear"


def test_bad_key_rings_are_refused() -> None:
    with pytest.raises(CryptoError, match="32"):
        parse_keys("k1:" + base64.b64encode(b"short").decode())
    with pytest.raises(CryptoError, match="alphanumeric"):
        parse_keys("no-colon-here")
    with pytest.raises(CryptoError, match="primary"):
        AesGcmCipher(parse_keys(K1), "k9")
    with pytest.raises(CryptoError, match="needs keys"):
        build_cipher(True, "")
    assert isinstance(build_cipher(False, ""), NoCipher)
    assert build_cipher(True, f"{K1}\n{K2}").key_id_of(build_cipher(True, K2).seal("x", "")) == "k2"


def test_the_blind_index_keeps_term_counts_and_hides_words() -> None:
    c, other = cipher(K1, "k1"), cipher(K2, "k2")
    index = c.blind("lisbon trip lisbon")
    tokens = index.split()
    assert len(tokens) == 3 and tokens[0] == tokens[2] != tokens[1]
    assert "lisbon" not in index and "trip" not in index
    assert c.blind("lisbon") == tokens[0]  # a query's word matches the stored one
    assert other.blind("lisbon") != tokens[0]  # another key, another index


def test_no_cipher_is_the_identity() -> None:
    c = NoCipher()
    assert c.seal("x", "a") == "x" and c.open("x", "a") == "x" and c.blind("a b") == "a b"
