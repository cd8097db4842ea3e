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
from typing import Any

_SURROGATE = re.compile("[\ud800-\udfff]")


def has_lone_surrogate(value: Any) -> bool:
    """True when a str anywhere in a JSON value (keys included) holds a lone surrogate."""
    if isinstance(value, str):
        return _SURROGATE.search(value) is not None
    if isinstance(value, dict):
        return any(has_lone_surrogate(k) or has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_lone_surrogate(v) for v in value)
    return False


def refuse_lone_surrogates(value: Any) -> Any:
    """A pydantic validator: API input the store could not write (UTF-8) is a 400."""
    if has_lone_surrogate(value):
        raise ValueError("holds a lone surrogate (\\ud800 ... \\udfff): not valid UTF-8")
    return value


def well_formed(text: str) -> str:
    """text with each lone surrogate replaced by U+FFFD (text itself when it has none)."""
    return _SURROGATE.sub("\ufffd", text)
