"""`memproxy keygen` prints a new AES-256 key entry for memory.encryption.keys;
`memproxy rotate-key` re-encrypts every memory with the primary key (run it with the
sidecar stopped, after adding the new key to the ring and making it primary; the old
key can leave the ring once the state store's records written under it have expired:
memory.retention)."""

from __future__ import annotations

import argparse
import asyncio
import sys

from memproxy.config import Settings
from memproxy.crypto import CryptoError, build_cipher, new_key_entry


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    keygen = sub.add_parser(
        "keygen",
        help="print a new encryption key entry (kid:base64) for memory.encryption.keys",
        epilog="example: memproxy keygen k2 >> keys.txt   # then memory.encryption.key_file",
    )
    keygen.add_argument("kid", help="the key's id (letters and digits)")
    keygen.set_defaults(handler=run_keygen)
    rotate = sub.add_parser(
        "rotate-key",
        help="re-encrypt every stored memory with the primary encryption key",
        description="Run with the sidecar stopped, after adding the new key and making it "
        "memory.encryption.primary. Drop the old key once the state records sealed with "
        "it have expired.",
    )
    rotate.set_defaults(handler=run_rotate)


def run_keygen(args: argparse.Namespace, _: Settings) -> int:
    if not str(args.kid).isalnum():
        print("memproxy: a key id is letters and digits only", file=sys.stderr)
        return 2
    print(new_key_entry(args.kid))
    return 0


async def _reseal(settings: Settings) -> int:
    enc = settings.memory.encryption
    from memproxy.store.milvus import MilvusStore  # the store (and pymilvus) only when run

    cipher = build_cipher(True, enc.keys.get_secret_value(), enc.key_file, enc.primary)
    store = MilvusStore(settings.memory.milvus, cipher=cipher)
    await store.start()
    try:
        return await store.reseal()
    finally:
        await store.close()


def run_rotate(_: argparse.Namespace, settings: Settings) -> int:
    if not settings.memory.encryption.enabled:
        print("memproxy: memory.encryption.enabled is false: nothing to rotate", file=sys.stderr)
        return 2
    try:
        count = asyncio.run(_reseal(settings))
    except (CryptoError, Exception) as exc:
        print(f"memproxy: rotation failed: {exc}", file=sys.stderr)
        return 1
    print(f"{count} memories re-encrypted with the primary key")
    return 0
