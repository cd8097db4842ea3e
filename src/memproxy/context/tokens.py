"""Token counts for the memory message: a real tokenizer, or a stated estimate.

The budget is measured with the embedder's own WordPiece tokenizer (all-MiniLM-L6-v2's
tokenizer.json, read by the `tokenizers` library, without its 256-token truncation). It
is not the chat model's tokenizer, but a word-piece count tracks one far better than
characters do. Without the file (a remote embedder) the count is characters / 4,
and the record says which counter measured it.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Protocol

from tokenizers import Tokenizer

_REMEMBERED = 4096
"""Counts kept per counter: the same memory lines come back request after request."""


class TokenCounter(Protocol):
    name: str

    def count(self, text: str) -> int: ...


class CharEstimate:
    """About four characters a token (English text, BPE tokenizers)."""

    name = "chars/4"

    def count(self, text: str) -> int:
        return math.ceil(len(text) / 4)


class WordPieceCounter:
    """Counts with a tokenizer.json, loaded on first use; falls back to the estimate
    when the file is missing or unreadable."""

    def __init__(self, path: Path, name: str = "wordpiece") -> None:
        self._path = path
        self._tokenizer: Tokenizer | None = None
        self._fallback: CharEstimate | None = None
        self._seen: dict[str, int] = {}
        self.name = name

    def load(self) -> None:
        """Read the file now (at start-up), not on the first request."""
        self._load()

    def _load(self) -> Tokenizer | None:
        if self._tokenizer is None and self._fallback is None:
            try:
                tokenizer = Tokenizer.from_file(str(self._path))
            except Exception:
                self._fallback = CharEstimate()
                self.name = self._fallback.name
                return None
            tokenizer.no_padding()
            tokenizer.no_truncation()
            self._tokenizer = tokenizer
        return self._tokenizer

    def count(self, text: str) -> int:
        known = self._seen.get(text)
        if known is not None:
            return known
        tokenizer = self._load()
        if tokenizer is None:
            return CharEstimate().count(text)
        n = len(tokenizer.encode(text, add_special_tokens=False).ids)
        if len(self._seen) >= _REMEMBERED:
            self._seen.clear()  # a crude bound: memories repeat, queries rarely
        self._seen[text] = n
        return n
