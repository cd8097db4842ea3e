"""What the store accepts, checked before anything is written (pure).

Every write ends in MilvusStore.store or .update (admin REST, gRPC, the learner, the
quota's archiving), and both check each memory here first; MemoryService also checks a
whole batch before its quota admits (and may archive) anything. A value Milvus would
refuse is refused here instead, naming the field, so a client's mistake is a 400
(gRPC INVALID_ARGUMENT), never a 503 after half a batch or after an update's delete.

Measured on Milvus Lite 3.2.2 and the Milvus 2.3.5 server: integers are int64; VARCHAR
max_length counts UTF-8 bytes on the server (characters on Lite: bytes is the stricter);
a JSON field holds at most 65,536 bytes; pymilvus encodes JSON with orjson, which
refuses integers outside [-2^63, 2^64) and strings that are not UTF-8 (lone surrogates)
and writes NaN and infinities as null (refused here: the stored value would differ).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from typing import Any

from memproxy.domain import Memory
from memproxy.store.schema import VARCHAR_LIMITS

INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1
JSON_INT_MAX = 2**64 - 1
JSON_MAX_BYTES = 65_536
JSON_MAX_DEPTH = 64
INT_FIELDS = (
    "importance",
    "confidence",
    "created_at",
    "updated_at",
    "access_count",
    "last_accessed",
)


class InvalidMemory(ValueError):
    """A memory the store would refuse: `field` names where (dotted path), `index` which
    item of a batch (None for one memory)."""

    def __init__(self, field: str, message: str, index: int | None = None) -> None:
        super().__init__(f"{field}: {message}")
        self.field, self.message, self.index = field, message, index

    def located(self, prefix: str) -> str:
        """The field as a batch names it: prefix.index.field (or just field)."""
        return self.field if self.index is None else f"{prefix}.{self.index}.{self.field}"


def _check_text(field: str, value: str, limit: int | None = None) -> None:
    try:
        size = len(value.encode("utf-8"))
    except UnicodeEncodeError:
        raise InvalidMemory(field, "not valid UTF-8 (a lone surrogate)") from None
    if limit is not None and size > limit:
        raise InvalidMemory(field, f"{size} bytes of UTF-8, over the {limit} the store holds")


def _check_json(field: str, value: Any, depth: int = 0) -> None:
    if depth > JSON_MAX_DEPTH:
        raise InvalidMemory(field, f"nested deeper than {JSON_MAX_DEPTH} levels")
    if value is None or isinstance(value, bool):
        return
    if isinstance(value, int):
        if not INT64_MIN <= value <= JSON_INT_MAX:
            raise InvalidMemory(field, f"integer outside [-2^63, 2^64-1]: {value}")
    elif isinstance(value, float):
        if not math.isfinite(value):
            raise InvalidMemory(field, "not a finite number")
    elif isinstance(value, str):
        _check_text(field, value)
    elif isinstance(value, list):
        for n, item in enumerate(value):
            _check_json(f"{field}.{n}", item, depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise InvalidMemory(field, "object keys must be strings")
            _check_text(f"{field}.{key}", key)
            _check_json(f"{field}.{key}", item, depth + 1)
    else:
        raise InvalidMemory(field, f"{type(value).__name__} is not a JSON value")


def _check_json_field(field: str, value: Any, stored: Any) -> None:
    """value as the client names it; stored: the JSON the row holds (value, or a wrapper)."""
    _check_json(field, value)
    size = len(json.dumps(stored, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
    if size > JSON_MAX_BYTES:
        raise InvalidMemory(field, f"{size} bytes as JSON, over the {JSON_MAX_BYTES} it holds")


def check_memory(memory: Memory) -> None:
    """Raise InvalidMemory for the first field of `memory` the store would refuse."""
    for field, limit in VARCHAR_LIMITS.items():
        value = getattr(memory, field, None)
        if isinstance(value, str):
            _check_text(field, value, limit)
    for field in INT_FIELDS:
        number = getattr(memory, field)
        if not INT64_MIN <= number <= INT64_MAX:
            raise InvalidMemory(field, f"outside the int64 range: {number}")
    _check_json_field("metadata", memory.metadata, memory.metadata)
    _check_json_field("entities", memory.entities, {"values": memory.entities})  # as to_row


def check_memories(memories: Sequence[Memory]) -> None:
    """check_memory on each, the error naming the item's index: all or nothing."""
    for index, memory in enumerate(memories):
        try:
            check_memory(memory)
        except InvalidMemory as exc:
            raise InvalidMemory(exc.field, exc.message, index) from None
