"""The context hash: sha256 over a normalised, versioned description.

Each section that holds injected text is described by its type, its priority and the
sha256 of its content (its bullet lines, whitespace collapsed, Unicode NFC); sections
are sorted by type. Ids, scores and timestamps are not part of it: the same memories
rendered the same way give the same hash, on any replica, on any day.
"""

from __future__ import annotations

import hashlib
import json
import unicodedata
from collections.abc import Mapping, Sequence

SCHEMA_VERSION = "memproxy-context/1"


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def _normal(line: str) -> str:
    return " ".join(unicodedata.normalize("NFC", line).split())


def context_hash(sections: Mapping[str, Sequence[str]], priority: Mapping[str, int]) -> str:
    """`sha256:<hex>` of {schema_version, sections: [{type, priority, content_hash}]}, the
    sections sorted by type and the empty ones left out; lines keep their order."""
    described = [
        {
            "type": kind,
            "priority": priority.get(kind, 9),
            "content_hash": _sha("\n".join(_normal(line) for line in lines)),
        }
        for kind, lines in sorted(sections.items())
        if lines
    ]
    normalized = {"schema_version": SCHEMA_VERSION, "sections": described}
    return "sha256:" + _sha(json.dumps(normalized, sort_keys=True, separators=(",", ":")))
