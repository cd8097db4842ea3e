"""Rebuild a collection made before hybrid retrieval with the keyword text field (or
before retention, with expires_at: 0 for every row), keeping every row.

Milvus cannot add a field to an existing collection, so the migration copies
the rows (vectors included, nothing is re-embedded) into a new collection with the
hybrid schema, checks the count, drops the old collection and gives the new one its
name. Run it with the sidecar stopped (`memproxy migrate-collection`); a run that stops
half-way leaves the old collection as it was, and the next run starts the copy afresh.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

from pymilvus import MilvusClient

from memproxy.config import MilvusSettings
from memproxy.crypto import Cipher, NoCipher
from memproxy.store.schema import EXPIRES, FIELDS, TERMS, has_field, has_terms, terms_of

log = logging.getLogger(__name__)
_COPIED = [*FIELDS, "user_key", "project_key", "ext_key", "embedding"]


def _client(s: MilvusSettings) -> MilvusClient:
    if s.is_server:
        return MilvusClient(s.uri, token=s.token.get_secret_value(), timeout=s.timeout_seconds)
    return MilvusClient(s.uri)


def _count(client: MilvusClient, name: str) -> int:
    rows = client.query(name, filter="", output_fields=["count(*)"])
    return int(rows[0]["count(*)"]) if rows else 0


def _batches(
    client: MilvusClient, name: str, size: int, fields: list[str]
) -> Iterator[list[dict[str, Any]]]:
    it = client.query_iterator(name, batch_size=size, filter='id != ""', output_fields=fields)
    try:
        while rows := it.next():
            yield [dict(r) for r in rows]
    finally:
        it.close()


def migrate(settings: MilvusSettings, cipher: Cipher | None = None, batch: int = 1000) -> str:
    """Migrate the configured collection (its rows opened with `cipher` when encrypted);
    returns what was done, in a sentence."""
    from memproxy.store.milvus import create_collection

    cipher = cipher or NoCipher()
    name, lite = settings.collection, not settings.is_server
    client = _client(settings)
    try:
        if not client.has_collection(name):
            return f"no collection {name!r}: the sidecar creates it, hybrid, on start"
        description = client.describe_collection(name)
        if has_terms(description) and has_field(description, EXPIRES):
            return f"collection {name!r} already has the keyword and expiry fields: nothing to do"
        tmp = f"{name}__hybrid"
        if client.has_collection(tmp):
            client.drop_collection(tmp)  # a copy an interrupted run left
        create_collection(client, tmp, settings, lite, with_terms=True)
        client.load_collection(name)
        copied = 0
        fields = [*_COPIED, EXPIRES] if has_field(description, EXPIRES) else _COPIED
        for rows in _batches(client, name, batch, fields):
            groups: dict[str, list[dict[str, Any]]] = {}
            for row in rows:
                # as the store writes it: of the opened content (sealed text matches nothing)
                content = cipher.open(str(row["content"]), f"{row['id']}:content")
                row[TERMS] = terms_of(content, cipher)
                row.setdefault(EXPIRES, 0)
                part = f"b{int(row['user_key'][:8], 16) % settings.num_partitions}" if lite else ""
                groups.setdefault(part, []).append(row)
            for part, group in groups.items():
                client.insert(tmp, group, **({"partition_name": part} if part else {}))
            copied += len(rows)
            log.info("migrate: %d rows copied", copied)
        client.flush(tmp)
        client.load_collection(tmp)
        before, after = _count(client, name), _count(client, tmp)
        if before != after:
            raise RuntimeError(f"copied {after} rows of {before}: the old collection is kept")
        client.drop_collection(name)
        client.rename_collection(tmp, name)
        return f"collection {name!r} rebuilt with the keyword field: {after} memories"
    finally:
        client.close()
