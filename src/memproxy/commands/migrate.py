"""Collection upkeep, run with the sidecar stopped:
`memproxy migrate-collection` gives a collection made before hybrid retrieval its keyword
text field (memproxy.store.migrate); `memproxy reembed` gives every memory the vector the
embedder makes of it now (memproxy.embed.document: the mean of its sentences' vectors),
for memories stored before that, or after changing to a model of the same dimension."""

from __future__ import annotations

import argparse
import asyncio
import functools
import logging
import sys
from pathlib import Path

from memproxy.config import Settings
from memproxy.crypto import Cipher, build_cipher
from memproxy.store.migrate import migrate


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "migrate-collection",
        help="rebuild the memory collection with the keyword field hybrid retrieval needs",
        description="For a collection made before hybrid retrieval (the sidecar logs "
        "'retrieval: dense' and why). Copies every row and vector. Stop the sidecar first.",
    )
    parser.set_defaults(handler=run)
    reembed = sub.add_parser(
        "reembed",
        help="re-embed stored memories whose vector is not the embedder's now",
        description="Rewrites only the rows whose vector moved (a second run rewrites "
        "none): after an upgrade that changed how memories are embedded, or a change to "
        "another model of the same dimension. Stop the sidecar first.",
    )
    reembed.set_defaults(handler=run_reembed)


def _cipher(settings: Settings) -> Cipher:
    enc = settings.memory.encryption
    return build_cipher(enc.enabled, enc.keys.get_secret_value(), enc.key_file, enc.primary)


def run(_: argparse.Namespace, settings: Settings) -> int:
    try:
        print(migrate(settings.memory.milvus, _cipher(settings)))
    except Exception as exc:
        print(f"memproxy: migration failed: {exc}", file=sys.stderr)
        return 1
    return 0


async def _reembed(settings: Settings) -> tuple[int, int]:
    from memproxy.embed.document import document_vectors
    from memproxy.embed.factory import build_embedder
    from memproxy.store.milvus import MilvusStore  # the store (and pymilvus) only when run

    cipher = _cipher(settings)
    embedder = build_embedder(settings.memory.embedding, Path(settings.home))
    await embedder.start()
    try:
        store = MilvusStore(settings.memory.milvus, cipher=cipher)
        await store.start()
        try:
            return await store.reembed(functools.partial(document_vectors, embedder))
        finally:
            await store.close()
    finally:
        await embedder.close()


def run_reembed(_: argparse.Namespace, settings: Settings) -> int:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        read, rewritten = asyncio.run(_reembed(settings))
    except Exception as exc:
        print(f"memproxy: re-embedding failed: {exc}", file=sys.stderr)
        return 1
    print(f"{read} memories read, {rewritten} re-embedded")
    return 0
