"""Tracing with the OpenTelemetry SDK's in-memory exporter: one span per ext_proc stream,
joined to Envoy's trace by traceparent, a child span per pipeline stage."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import NoReturn

import pytest
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import SpanKind, StatusCode

from memproxy.config import IdentitySettings, MemorySettings, TracingSettings
from memproxy.domain import Memory
from memproxy.extproc.processor import ProcessorFactory
from memproxy.extproc.server import ExtProcServicer
from memproxy.metrics import Metrics
from memproxy.pipeline.request import RequestProcessor
from memproxy.pipeline.retrieve import Retriever
from memproxy.pipeline.rewrite import Rewriter
from memproxy.testing.harness import request_body as body
from memproxy.testing.harness import request_headers as headers
from memproxy.tracing import STREAM_SPAN, NoTracing, OtelTracing, build_tracing, carrier
from tests.fakes import ListStore, WordEmbedder


async def stream(*msgs: pb.ProcessingRequest) -> AsyncIterator[pb.ProcessingRequest]:
    for msg in msgs:
        yield msg


TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736"
ENVOY_SPAN = "00f067aa0ba902b7"
TRACEPARENT = f"00-{TRACE_ID}-{ENVOY_SPAN}-01"
QUESTION = json.dumps({"model": "m", "input": "what is my budget for the hawaii trip"}).encode()


class Context:
    """The part of a gRPC ServicerContext the servicer reads: the call's metadata."""

    def __init__(self, **metadata: str) -> None:
        self._metadata = tuple(metadata.items())

    def invocation_metadata(self) -> tuple[tuple[str, str], ...]:
        return self._metadata


class Traced:
    def __init__(self, store: ListStore, embedder: WordEmbedder) -> None:
        self.exporter = InMemorySpanExporter()
        self.metrics = Metrics()
        tracing = OtelTracing(TracingSettings(enabled=True), self.exporter)
        self.metrics.trace_stages(tracing.stage)
        retriever = Retriever(embedder, store, Rewriter("prepend"), self.metrics)  # type: ignore[arg-type]
        processor = RequestProcessor(MemorySettings(), IdentitySettings(), retriever, self.metrics)
        sessions = ProcessorFactory(processor, self.metrics, True)
        self.servicer = ExtProcServicer(sessions, self.metrics, tracing)

    async def ask(self, context: Context | None = None, **extra: str) -> None:
        msgs = (headers("/v1/responses", {"x-user-id": "alice", **extra}), body(QUESTION))
        async for _ in self.servicer.Process(stream(*msgs), context):  # type: ignore[arg-type]
            pass

    def spans(self) -> list[ReadableSpan]:
        return list(self.exporter.get_finished_spans())


@pytest.fixture
async def traced() -> Traced:
    embedder = WordEmbedder()
    store = ListStore()
    await store.add(embedder, Memory(user_id="alice", content="budget for the hawaii trip 10000"))
    return Traced(store, embedder)


def by_name(spans: list[ReadableSpan]) -> dict[str, ReadableSpan]:
    return {s.name: s for s in spans}


async def test_stream_span_continues_envoys_trace_and_stages_are_its_children(
    traced: Traced,
) -> None:
    await traced.ask(None, traceparent=TRACEPARENT, **{"x-request-id": "req-1"})
    spans = by_name(traced.spans())
    root = spans[STREAM_SPAN]
    assert root.context is not None and root.parent is not None
    assert format(root.context.trace_id, "032x") == TRACE_ID  # one trace with Envoy's
    assert format(root.parent.span_id, "016x") == ENVOY_SPAN
    assert root.kind == SpanKind.SERVER
    assert root.attributes is not None and root.attributes["memproxy.request_id"] == "req-1"
    stages = {"memproxy decide", "memproxy embed", "memproxy search", "memproxy inject"}
    assert stages <= set(spans), sorted(spans)
    for name in stages:
        child = spans[name]
        assert child.parent is not None and child.parent.span_id == root.context.span_id, name
        assert child.context is not None and child.context.trace_id == root.context.trace_id


async def test_grpc_metadata_trace_context_wins_over_the_request_header(
    traced: Traced,
) -> None:
    other = "00-11111111111111111111111111111111-2222222222222222-01"
    await traced.ask(Context(traceparent=TRACEPARENT), traceparent=other)
    root = by_name(traced.spans())[STREAM_SPAN]
    assert root.parent is not None and format(root.parent.span_id, "016x") == ENVOY_SPAN


async def test_without_traceparent_a_new_trace_starts(traced: Traced) -> None:
    await traced.ask()
    root = by_name(traced.spans())[STREAM_SPAN]
    assert root.parent is None and root.context is not None and root.context.trace_id != 0


async def test_envoys_unsampled_decision_is_followed(traced: Traced) -> None:
    await traced.ask(traceparent=f"00-{TRACE_ID}-{ENVOY_SPAN}-00")
    assert traced.spans() == []


async def test_a_stage_outside_any_stream_makes_no_orphan_span(traced: Traced) -> None:
    with traced.metrics.timed("record"):
        pass
    assert traced.spans() == []


async def test_a_failed_phase_marks_the_span_and_the_request_goes_on(traced: Traced) -> None:
    async def broken(*args: object, **kwargs: object) -> NoReturn:
        raise RuntimeError("boom")

    traced.servicer._processors._processor.process = broken  # type: ignore[method-assign]
    await traced.ask(traceparent=TRACEPARENT)
    root = by_name(traced.spans())[STREAM_SPAN]
    assert root.status.status_code == StatusCode.ERROR
    assert traced.metrics.value("memproxy_errors_total", {"stage": "extproc"}) == 1


def test_carrier_takes_the_first_source_with_a_traceparent() -> None:
    assert carrier([{}, {"traceparent": "a", "tracestate": "b", "x": "c"}]) == {
        "traceparent": "a",
        "tracestate": "b",
    }
    assert carrier([{"traceparent": "m"}, {"traceparent": "h"}]) == {"traceparent": "m"}
    assert carrier([{"tracestate": "only"}]) == {}


def test_tracing_off_is_the_null_object() -> None:
    assert isinstance(build_tracing(TracingSettings()), NoTracing)
    on = build_tracing(TracingSettings(enabled=True))
    assert isinstance(on, OtelTracing)
    on.shutdown()
