"""The operator CLI run in-process, as the CLI tests see it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

TOKEN = "cli-test-token"


@dataclass
class Result:
    rc: int
    out: str
    err: str


Cli = Callable[..., Result]
"""Runs `memproxy ARGS...` (the `cli` fixture); stdin from `stdin=` when given."""
