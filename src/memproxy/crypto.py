"""Encryption at rest (seed 001: AES-256-GCM), with key ids for rotation, and the blind
index that keeps keyword search working over encrypted content.

A sealed value is text: `enc:v1:<key id>:<base64(nonce | ciphertext | tag)>`, so it fits
the VARCHAR, JSON and TEXT columns plaintext used. Each seal binds its context (the
`aad`, e.g. the memory's id): a sealed value copied onto another row does not open.
`cryptography`'s AESGCM does the cryptography; nothing here is hand-rolled.

The blind index (seed 001) is what BM25 sees instead of the words: each normalised
keyword (memproxy.store.terms) replaced by a keyed hash of it, so equal words still
match and BM25 still counts them, while the index holds no word. It leaks what any
keyword index leaks: which memories share a word and how often. Vectors are NOT
encrypted (Milvus must compute on them); an embedding can leak the gist of its text.

`NoCipher` is the null object of a store without encryption (the default).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
from collections.abc import Mapping
from typing import Protocol

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

PREFIX = "enc:v1:"
_NONCE = 12


class CryptoError(ValueError):
    """A sealed value that does not open: unknown key id, wrong key, altered or moved."""


class Cipher(Protocol):
    enabled: bool

    def seal(self, text: str, aad: str) -> str: ...

    def open(self, value: str, aad: str) -> str: ...

    def blind(self, words: str) -> str: ...

    def key_id_of(self, value: str) -> str: ...


def parse_keys(spec: str) -> dict[str, bytes]:
    """`kid:base64key` entries, comma- or line-separated; each key 32 bytes (AES-256)."""
    keys: dict[str, bytes] = {}
    for entry in spec.replace("\n", ",").split(","):
        entry = entry.strip()
        if not entry or entry.startswith("#"):
            continue
        kid, sep, b64 = entry.partition(":")
        if not sep or not kid.isalnum():
            raise CryptoError(f"key entry {kid!r}: want <alphanumeric id>:<base64 key>")
        key = base64.b64decode(b64, validate=True)
        if len(key) != 32:
            raise CryptoError(f"key {kid!r}: {len(key)} bytes, AES-256 needs 32")
        keys[kid] = key
    return keys


def new_key_entry(kid: str) -> str:
    return f"{kid}:{base64.b64encode(os.urandom(32)).decode()}"


class AesGcmCipher:
    """Seals with the primary key; opens with any key of the ring (rotation)."""

    enabled = True

    def __init__(self, keys: Mapping[str, bytes], primary: str) -> None:
        if primary not in keys:
            raise CryptoError(f"primary key {primary!r} is not in the key ring")
        self._aead = {kid: AESGCM(key) for kid, key in keys.items()}
        self.primary = primary
        # the blind index has its own key, derived from the primary's: the index stays
        # valid until the collection is re-encrypted (memproxy rotate-key)
        self._index_key = hmac.new(keys[primary], b"memproxy blind index", "sha256").digest()

    def seal(self, text: str, aad: str) -> str:
        nonce = os.urandom(_NONCE)
        data = text.encode("utf-8", "surrogatepass")
        sealed = self._aead[self.primary].encrypt(nonce, data, aad.encode())
        return f"{PREFIX}{self.primary}:{base64.b64encode(nonce + sealed).decode()}"

    def open(self, value: str, aad: str) -> str:
        if not value.startswith(PREFIX):
            return value  # written before encryption was turned on
        kid, _, b64 = value[len(PREFIX) :].partition(":")
        aead = self._aead.get(kid)
        if aead is None:
            raise CryptoError(f"no key {kid!r} in the key ring")
        raw = base64.b64decode(b64)
        try:
            data = aead.decrypt(raw[:_NONCE], raw[_NONCE:], aad.encode())
        except InvalidTag:
            raise CryptoError("sealed value does not open (wrong key, altered or moved)") from None
        return data.decode("utf-8", "surrogatepass")

    def blind(self, words: str) -> str:
        """The blind index of normalised keywords (memproxy.store.terms.keyword_text): one
        keyed hash per word, order and repeats kept."""
        return " ".join(
            "b" + hmac.new(self._index_key, word.encode(), hashlib.sha256).hexdigest()[:16]
            for word in words.split()
        )

    def key_id_of(self, value: str) -> str:
        return value[len(PREFIX) :].partition(":")[0] if value.startswith(PREFIX) else ""


class NoCipher:
    """Encryption off: values stored as given, the index is the keywords themselves."""

    enabled = False

    def seal(self, text: str, aad: str) -> str:
        return text

    def open(self, value: str, aad: str) -> str:
        return value

    def blind(self, words: str) -> str:
        return words

    def key_id_of(self, value: str) -> str:
        return ""


def key_ring(keys: str, key_file: str = "") -> dict[str, bytes]:
    """The ring from the settings' keys and key file (the file's entries last)."""
    spec = keys
    if key_file:
        with open(key_file, encoding="utf-8") as f:
            spec = f"{spec}\n{f.read()}"
    return parse_keys(spec)


def build_cipher(enabled: bool, keys: str, key_file: str = "", primary: str = "") -> Cipher:
    """AesGcmCipher when enabled (a ring is then required), else NoCipher."""
    if not enabled:
        return NoCipher()
    ring = key_ring(keys, key_file)
    if not ring:
        raise CryptoError("memory.encryption.enabled needs keys or a key_file")
    return AesGcmCipher(ring, primary or list(ring)[-1])
