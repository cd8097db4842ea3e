"""The one collection schema, for every feature of the memory API.

Rows <-> Memory conversion lives here too (pure).
"""

from __future__ import annotations

import json
from typing import Any

from pymilvus import DataType, MilvusClient

from memproxy.crypto import Cipher, NoCipher
from memproxy.domain import Memory, MemoryType
from memproxy.store.filters import key_of, optional_key_of
from memproxy.store.terms import keyword_text

_PLAIN = NoCipher()
ID_LEN = 64
KEY_LEN = 64
IDENT_LEN = 1024
CONTENT_LEN = 65535
VARCHAR_LIMITS = {
    "id": ID_LEN,
    "user_id": IDENT_LEN,
    "project_id": IDENT_LEN,
    "session_id": IDENT_LEN,
    "type": 32,
    "content": CONTENT_LEN,
    "source": 64,
    "external_write_id": IDENT_LEN,
    "content_hash": KEY_LEN,
    "superseded_by": ID_LEN,
}
"""max_length of each VARCHAR field a Memory fills (the derived keys are always 64 hex)."""

FIELDS = (
    "id",
    "user_id",
    "project_id",
    "session_id",
    "type",
    "content",
    "importance",
    "confidence",
    "entities",
    "source",
    "metadata",
    "external_write_id",
    "content_hash",
    "created_at",
    "updated_at",
    "access_count",
    "last_accessed",
    "archived",
    "superseded_by",
)
"""The fields returned to callers (never the embedding or the derived keys)."""

EXPIRES = "expires_at"
"""When the memory is deleted (epoch ms, 0: never); a collection made before retention
has no such field (memproxy.store.milvus then writes none: `memproxy migrate-collection`)."""

SPARSE = "sparse"
"""BM25 of the keyword text, filled by a Milvus function: collections made by sessions
before memproxy ranked keywords itself have it (Lite, servers >= 2.5); it is no longer
read or made."""
TERMS = "terms"
"""The content's keyword text (memproxy.store.terms; blind-indexed when encrypted): what
hybrid retrieval's keyword side ranks (memproxy.store.keywords)."""


def build_schema(dimension: int, partition_key: bool, hybrid: bool = False) -> Any:
    """The collection's schema; hybrid adds the content's keyword text (a plain VARCHAR:
    every Milvus version memproxy runs on has it)."""
    schema = MilvusClient.create_schema(
        auto_id=False,
        enable_dynamic_field=False,
        partition_key_field="user_key" if partition_key else None,
    )
    varchar = DataType.VARCHAR
    schema.add_field("id", varchar, max_length=VARCHAR_LIMITS["id"], is_primary=True)
    schema.add_field("user_key", varchar, max_length=KEY_LEN, is_partition_key=partition_key)
    schema.add_field("user_id", varchar, max_length=VARCHAR_LIMITS["user_id"])
    schema.add_field("project_key", varchar, max_length=KEY_LEN)
    schema.add_field("project_id", varchar, max_length=VARCHAR_LIMITS["project_id"])
    schema.add_field("session_id", varchar, max_length=VARCHAR_LIMITS["session_id"])
    schema.add_field("type", varchar, max_length=VARCHAR_LIMITS["type"])
    schema.add_field("content", varchar, max_length=VARCHAR_LIMITS["content"])
    schema.add_field("embedding", DataType.FLOAT_VECTOR, dim=dimension)
    schema.add_field("importance", DataType.INT64)
    schema.add_field("confidence", DataType.INT64)
    schema.add_field("entities", DataType.JSON)
    schema.add_field("source", varchar, max_length=VARCHAR_LIMITS["source"])
    schema.add_field("metadata", DataType.JSON)
    schema.add_field("external_write_id", varchar, max_length=VARCHAR_LIMITS["external_write_id"])
    schema.add_field("ext_key", varchar, max_length=KEY_LEN)
    schema.add_field("content_hash", varchar, max_length=VARCHAR_LIMITS["content_hash"])
    schema.add_field("created_at", DataType.INT64)
    schema.add_field("updated_at", DataType.INT64)
    schema.add_field("access_count", DataType.INT64)
    schema.add_field("last_accessed", DataType.INT64)
    schema.add_field("archived", DataType.BOOL)
    schema.add_field("superseded_by", varchar, max_length=VARCHAR_LIMITS["superseded_by"])
    schema.add_field(EXPIRES, DataType.INT64)
    if hybrid:
        schema.add_field(TERMS, varchar, max_length=CONTENT_LEN)
    return schema


def has_terms(description: dict[str, Any]) -> bool:
    """Whether a collection (describe_collection's answer) has the keyword text field."""
    return has_field(description, TERMS)


def has_field(description: dict[str, Any], name: str) -> bool:
    return any(f.get("name") == name for f in description.get("fields", []))


def to_row(
    memory: Memory,
    vector: list[float],
    hybrid: bool = False,
    expiry: bool = True,
    cipher: Cipher = _PLAIN,
) -> dict[str, Any]:
    """The row of a memory (its expires_at resolved: None is written as 0, never).

    With a cipher, content, metadata and entities are sealed (bound to the memory's id)
    and the BM25 text is the blind index; metadata.pinned stays readable (the profile
    filter needs it), and so do the vector and the other fields.
    """
    row = memory.model_dump(mode="json")
    if cipher.enabled:
        row["content"] = cipher.seal(memory.content, f"{memory.id}:content")
        sealed = cipher.seal(json.dumps(row["metadata"]), f"{memory.id}:metadata")
        row["metadata"] = {"enc": sealed, **({"pinned": True} if _pinned(memory) else {})}
        row["entities"] = {
            "values": [],
            "enc": cipher.seal(json.dumps(row["entities"]), f"{memory.id}:entities"),
        }
    if expiry:
        row[EXPIRES] = memory.expires_at or 0
    else:
        row.pop(EXPIRES, None)
    row.update(
        # Milvus 2.3 JSON fields must be objects
        entities=row["entities"] if cipher.enabled else {"values": row["entities"]},
        user_key=key_of(memory.user_id),
        project_key=optional_key_of(memory.project_id),
        ext_key=optional_key_of(memory.external_write_id),
        embedding=[float(x) for x in vector],
    )
    if hybrid:
        row[TERMS] = terms_of(memory.content, cipher)
    return row


def terms_of(content: str, cipher: Cipher = _PLAIN) -> str:
    """The keyword text field of a memory's (plain) content: its BM25 words, blind-indexed
    when encrypted, cut to the field's length."""
    return cipher.blind(keyword_text(content))[:CONTENT_LEN]


def _pinned(memory: Memory) -> bool:
    return memory.metadata.get("pinned") is True


def from_row(row: dict[str, Any], cipher: Cipher = _PLAIN) -> Memory:
    data = {k: row[k] for k in (*FIELDS, EXPIRES) if k in row}
    memory_id = str(data.get("id", ""))
    if "content" in data:
        data["content"] = cipher.open(str(data["content"]), f"{memory_id}:content")
    for name in ("metadata", "entities"):
        value = data.get(name)
        if isinstance(value, dict) and isinstance(value.get("enc"), str):
            opened = json.loads(cipher.open(value["enc"], f"{memory_id}:{name}"))
            data[name] = {"values": opened} if name == "entities" else opened
    data.setdefault(EXPIRES, 0)
    data["type"] = MemoryType(data.get("type", "semantic"))
    entities = data.get("entities") or {}
    data["entities"] = entities.get("values", []) if isinstance(entities, dict) else entities
    data["metadata"] = data.get("metadata") or {}
    return Memory.model_validate(data)
