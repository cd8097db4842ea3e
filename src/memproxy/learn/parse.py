"""Reading a model's JSON answer defensively: code fences, prose around the JSON, a
trailing comma, {"facts": [...]}, a lone object, a reasoning <think> block, an array cut
short by max_tokens. Pure."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

MAX_ANSWER_CHARS = 200_000
_CONTENT_KEYS = ("statement", "content", "fact", "text", "memory", "value")
_LIST_KEYS = ("facts", "memories", "items", "results", "data")


class ExtractionParseError(ValueError):
    """The model's answer holds no parseable list of facts."""


_THINK = re.compile(r"<think>.*?</think>", re.S | re.I)
_FENCE = re.compile(r"```[a-zA-Z]*\s*(.*?)```", re.S)
_TRAILING_COMMA = re.compile(r",\s*([\]}])")
_ARRAY_OF_OBJECTS = re.compile(r"\[\s*\{")
_NEXT_OBJECT = re.compile(r"\s*,\s*\{")


def _json_values(text: str) -> Iterator[Any]:
    """Every JSON array or object in text, in order (nested ones are not repeated)."""
    decoder = json.JSONDecoder()
    i = 0
    while True:
        starts = [p for p in (text.find("[", i), text.find("{", i)) if p != -1]
        if not starts:
            return
        start = min(starts)
        try:
            value, end = decoder.raw_decode(text, start)
        except (ValueError, RecursionError):
            i = start + 1
            continue
        yield value
        i = end


def _as_items(value: Any) -> list[Any] | None:
    """The list of fact items a JSON value stands for, or None if it is not fact-shaped."""
    if isinstance(value, list):
        return value
    if isinstance(value, dict):
        for key in _LIST_KEYS:
            if isinstance(value.get(key), list):
                return list(value[key])
        if any(isinstance(value.get(k), str) for k in _CONTENT_KEYS):
            return [value]
    return None


def _salvage(text: str) -> list[Any] | None:
    """The complete objects of an array of objects cut short (max_tokens), or None."""
    opening = _ARRAY_OF_OBJECTS.search(text)
    if opening is None:
        return None
    decoder, items, i = json.JSONDecoder(), [], opening.end() - 1
    while True:
        try:
            value, i = decoder.raw_decode(text, i)
        except (ValueError, RecursionError):
            break
        items.append(value)
        follow = _NEXT_OBJECT.match(text, i)
        if follow is None:
            break
        i = follow.end() - 1
    return items or None


def answer_items(text: str) -> list[Any]:
    text = _THINK.sub(" ", text[:MAX_ANSWER_CHARS])
    sources = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for source in sources:
        for variant in (source, _TRAILING_COMMA.sub(r"\1", source)):
            shaped = [items for v in _json_values(variant) if (items := _as_items(v)) is not None]
            # prefer a list holding objects over a stray "[1]" in the prose
            for items in shaped:
                if any(isinstance(x, dict) for x in items):
                    return items
            if shaped:
                return shaped[0]
    salvaged = _salvage(text)
    if salvaged is not None:
        return salvaged
    raise ExtractionParseError(f"no JSON list of facts in the answer: {text[:120]!r}")


def level(value: Any) -> int:
    """A 1-5 level from whatever the model gave (3 when it gave nothing usable)."""
    if isinstance(value, str) and value.strip().isdigit():
        value = int(value.strip())
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return min(5, max(1, value))
    return 3
