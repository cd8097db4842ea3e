"""JSON log lines carrying Envoy's x-request-id on every line about a request."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator

import pytest
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import IdentitySettings, MemorySettings
from memproxy.extproc.processor import ProcessorFactory
from memproxy.extproc.server import ExtProcServicer
from memproxy.logs import (
    REQUEST_ID,
    JsonFormatter,
    RequestIdFilter,
    bind_request_id,
    configure,
    third_party_level,
)
from memproxy.metrics import Metrics
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.testing.harness import request_body as body
from memproxy.testing.harness import request_headers as headers
from tests.fakes import ListStore, WordEmbedder


async def stream(*msgs: pb.ProcessingRequest) -> AsyncIterator[pb.ProcessingRequest]:
    for msg in msgs:
        yield msg


@pytest.fixture
def lines() -> Iterator[io.StringIO]:
    """What memproxy's loggers write, as JSON lines, through the formatter and filter."""
    out = io.StringIO()
    handler = logging.StreamHandler(out)
    handler.setFormatter(JsonFormatter())
    handler.addFilter(RequestIdFilter())
    root = logging.getLogger("memproxy")
    root.addHandler(handler)
    old = root.level
    root.setLevel(logging.INFO)
    try:
        yield out
    finally:
        root.removeHandler(handler)
        root.setLevel(old)


def parsed(out: io.StringIO) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.getvalue().splitlines()]


def servicer(embedder: WordEmbedder) -> ExtProcServicer:
    metrics = Metrics()
    retriever = Retriever(embedder, ListStore(), Rewriter("prepend"), metrics)  # type: ignore[arg-type]
    memory = MemorySettings(deadline_ms=2000)
    processor = RequestProcessor(memory, IdentitySettings(), retriever, metrics)
    return ExtProcServicer(ProcessorFactory(processor, metrics, True), metrics)


async def run(service: ExtProcServicer, request_id: str, user: str) -> None:
    question = b'{"model":"m","input":"what is my budget for the trip"}'
    msgs = (
        headers("/v1/responses", {"x-user-id": user, "x-request-id": request_id}),
        body(question),
    )
    async for _ in service.Process(stream(*msgs), None):  # type: ignore[arg-type]
        pass


async def test_every_line_about_a_request_carries_its_id(lines: io.StringIO) -> None:
    # the embedder fails: the request goes on without memory, with a warning line
    service = servicer(WordEmbedder(fail=True, delay_s=0.01))
    # two streams at once, each in its own task as gRPC runs them: no id leaks across
    await asyncio.gather(
        asyncio.create_task(run(service, "req-a", "alice")),
        asyncio.create_task(run(service, "req-b", "bob")),
    )
    got = parsed(lines)
    assert len(got) == 2, got
    assert {line["request_id"] for line in got} == {"req-a", "req-b"}
    for line in got:
        assert line["level"] == "WARNING" and line["logger"] == "memproxy.pipeline.request"
        assert str(line["request_id"]) in str(line["message"])  # the line is about it
        assert str(line["ts"]).endswith("+00:00")


async def test_a_line_outside_any_request_has_no_request_id(lines: io.StringIO) -> None:
    logging.getLogger("memproxy.test").info("started")
    (line,) = parsed(lines)
    assert line["message"] == "started" and "request_id" not in line


def test_exceptions_and_fields_are_json_not_a_bare_traceback(lines: io.StringIO) -> None:
    log = logging.getLogger("memproxy.test")
    try:
        raise ValueError("bad \u2603 \n second line")
    except ValueError:
        log.exception("failed", extra={"fields": {"route": "/x", "message": "not overwritten"}})
    (line,) = parsed(lines)
    assert line["message"] == "failed" and line["route"] == "/x"
    assert "ValueError" in str(line["exc"]) and "\u2603" in str(line["exc"])
    assert len(lines.getvalue().splitlines()) == 1  # one line, tracebacks included


def test_request_id_is_bounded_and_well_formed() -> None:
    async def bind() -> str:
        bind_request_id("x" * 1000 + "\ud800")
        return REQUEST_ID.get()

    got = asyncio.run(bind())
    assert len(got) == 128 and set(got) == {"x"}
    assert REQUEST_ID.get() == ""  # the task's context, not the caller's


def test_configure_json_writes_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        configure("DEBUG", "json")  # a root with handlers (pytest's) is left alone
        assert root.handlers == handlers and root.level == level
        root.handlers.clear()  # a fresh process
        configure("INFO", "json")
        logging.getLogger("memproxy.test").warning("hello %s", "there")
        err = capsys.readouterr().err.strip().splitlines()
        assert json.loads(err[-1])["message"] == "hello there"
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)


THIRD_PARTY = """
import logging
import subprocess
import sys
from memproxy.logs import configure
configure("INFO")
from pymilvus.client.iterator import query_iterator  # configures pymilvus's own loggers
query_iterator.log.warning("failed to get mvccTs from milvus server, use client-side ts")
logging.getLogger("pymilvus.client.grpc_handler").warning("the server is gone")
logging.getLogger("pymilvus.milvus_client").info("connected")
"""


def test_third_party_lines_go_through_memproxys_handler_less_the_noise() -> None:
    """pymilvus's own stderr handler is taken over (its lines in memproxy's format), its
    per-request iterator warning is left out, and its chatter below WARNING too."""
    run = subprocess.run(
        [sys.executable, "-c", THIRD_PARTY], capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert lines[0].endswith(" WARNING pymilvus.client.grpc_handler: the server is gone")


@pytest.mark.parametrize(
    ("logger", "level"),
    [
        ("faiss.loader", logging.WARNING),
        ("httpx", logging.WARNING),
        ("pymilvus.client.grpc_handler", logging.WARNING),
        ("pymilvus.client.iterator", logging.ERROR),
        ("pymilvus.client.iterator.query_iterator", logging.ERROR),
        ("pymilvus.client.iterators", logging.WARNING),
    ],
)
def test_a_librarys_lines_start_at_its_level(logger: str, level: int) -> None:
    assert third_party_level(logger) == level
