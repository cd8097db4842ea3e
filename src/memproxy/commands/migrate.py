"""`memproxy migrate-collection`: give a collection made before hybrid retrieval its keyword
text field (memproxy.store.migrate). Run it with the sidecar stopped."""

from __future__ import annotations

import argparse
import sys

from memproxy.config import Settings
from memproxy.crypto import build_cipher
from memproxy.store.migrate import migrate


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "migrate-collection",
        help="rebuild the memory collection with the keyword field hybrid retrieval needs",
    )
    parser.set_defaults(handler=run)


def run(_: argparse.Namespace, settings: Settings) -> int:
    enc = settings.memory.encryption
    try:
        cipher = build_cipher(enc.enabled, enc.keys.get_secret_value(), enc.key_file, enc.primary)
        print(migrate(settings.memory.milvus, cipher))
    except Exception as exc:
        print(f"memproxy: migration failed: {exc}", file=sys.stderr)
        return 1
    return 0
