"""Log lines: plain text (the default) or JSON lines, each carrying the request id.

The ext_proc server binds Envoy's `x-request-id` for the stream it serves
(`bind_request_id`); every line logged while that stream's work runs, background work
it starts included (asyncio tasks copy the context), carries it as `request_id`. JSON
lines are one object per line: ts (UTC, ISO 8601), level, logger, message, request_id
when there is one, exc (the traceback) when there is one, and the fields a caller
passed in `extra={"fields": {...}}` (the audit lines: memproxy.api.audit).

Third-party libraries log through memproxy's handler too (one that installs a handler of
its own, pymilvus, is taken over), from WARNING up: their INFO lines speak of themselves
(faiss's CPU features, Milvus Lite's server, httpx's requests), not of what memproxy
serves. A warning a library repeats on every request with nothing to act on is left out
by logger name (QUIET).
"""

from __future__ import annotations

import contextlib
import importlib
import json
import logging
import sys
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, Literal

from memproxy.text import well_formed

LogFormat = Literal["text", "json"]
REQUEST_ID: ContextVar[str] = ContextVar("memproxy_request_id", default="")
MAX_REQUEST_ID = 128
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

OWN_HANDLERS = {"pymilvus": ("pymilvus", "pymilvus.milvus_client", "pymilvus.bulk_writer")}
"""Modules whose import gives these loggers a stderr handler of their own (and stops their
lines from reaching memproxy's): pymilvus.settings, at pymilvus's import."""
QUIET = {
    # Milvus Lite keeps no MVCC timestamps: every iterator over a user's rows (the store's
    # reads of them) warns that it falls back to the client's clock, which is what Lite
    # reads at anyway. A warning per request, and nothing to act on.
    "pymilvus.client.iterator": logging.ERROR,
}
"""Third-party loggers (and those under them) with the level below which their lines
are left out; any other library's: WARNING."""


def bind_request_id(value: str) -> None:
    """The request id for the lines logged from here on in this context (bounded)."""
    REQUEST_ID.set(well_formed(value)[:MAX_REQUEST_ID])


def is_own(logger: str) -> bool:
    return logger == "memproxy" or logger.startswith("memproxy.")


def third_party_level(logger: str) -> int:
    """The least level of a library's line that is logged: QUIET's for the logger or its
    nearest listed parent, else WARNING."""
    parts = logger.split(".")
    for end in range(len(parts), 0, -1):
        level = QUIET.get(".".join(parts[:end]))
        if level is not None:
            return level
    return logging.WARNING


class ThirdPartyFilter(logging.Filter):
    """memproxy's lines at their level; another library's from its third_party_level."""

    def filter(self, record: logging.LogRecord) -> bool:
        return is_own(record.name) or record.levelno >= third_party_level(record.name)


class RequestIdFilter(logging.Filter):
    """Sets record.request_id from the context (a handler's filter: every logger)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not getattr(record, "request_id", ""):
            record.request_id = REQUEST_ID.get()
        return True


def json_line(record: logging.LogRecord, exc_text: str = "") -> str:
    """One log record as a JSON object on one line (pure)."""
    line: dict[str, Any] = {
        "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
        "level": record.levelname,
        "logger": record.name,
        "message": record.getMessage(),
    }
    request_id = getattr(record, "request_id", "")
    if request_id:
        line["request_id"] = request_id
    fields = getattr(record, "fields", None)
    if isinstance(fields, dict):
        line.update({k: v for k, v in fields.items() if k not in line})
    if exc_text:
        line["exc"] = exc_text
    return json.dumps(line, ensure_ascii=False, default=str)


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        exc = self.formatException(record.exc_info) if record.exc_info else ""
        if record.stack_info:
            exc = f"{exc}\n{self.formatStack(record.stack_info)}".strip()
        return json_line(record, exc)


def formatter(fmt: LogFormat) -> logging.Formatter:
    return JsonFormatter() if fmt == "json" else logging.Formatter(TEXT_FORMAT)


def configure(level: str, fmt: LogFormat = "text") -> None:
    """The root logger: one stderr handler in the chosen format, with the request id.
    As logging.basicConfig, it leaves a root logger that has handlers already alone (an
    embedding program's, or a test runner's, when main() is called in-process)."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(formatter(fmt))
    handler.addFilter(ThirdPartyFilter())
    handler.addFilter(RequestIdFilter())
    logging.basicConfig(level=level, handlers=[handler])
    adopt_third_party()


def adopt_third_party() -> None:
    """The loggers in OWN_HANDLERS without their own handlers, their lines propagated to
    the root logger's. Their module is imported first: it configures them at import, which
    would undo this when it came after."""
    for module, names in OWN_HANDLERS.items():
        with contextlib.suppress(ImportError):
            importlib.import_module(module)
        for name in names:
            logger = logging.getLogger(name)
            logger.handlers.clear()
            logger.propagate = True
