"""Text memproxy keeps or computes with is well-formed Unicode. Pure.

JSON can escape a lone surrogate (`"\\ud800"`) and Python's json reads it into a str
that UTF-8 cannot encode: SQLite, Redis, the tokenizer, gRPC and hashing all refuse it.
The forwarded body keeps the client's escape as it is (memproxy.pipeline.request); the
text memproxy derives from it (queries, turns, session ids, memories, embeddings) has
each lone surrogate replaced by U+FFFD. Ids are the exception: an id is never repaired,
it is refused (memproxy.ids).
"""

from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")


def well_formed(text: str) -> str:
    """text with each lone surrogate replaced by U+FFFD (text itself when it has none)."""
    return _SURROGATE.sub("\ufffd", text)
