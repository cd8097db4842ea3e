"""Optional OpenTelemetry tracing (the `otel` extra): one span per ext_proc stream,
a child span per pipeline stage, joined to Envoy's trace.

The stream's span continues the W3C trace context (`traceparent`) that Envoy sends:
first the ext_proc gRPC call's own metadata (Envoy's tracer puts its ext_proc span
there), else the HTTP request's headers (the client's or Envoy's). The stage spans
(decide, rewrite, embed, search, profile, history, inject, record) come from the same
hook that times them for the histograms (Metrics.timed). Tracing off, or the extra
not installed, is the null object: nothing is imported and nothing is recorded.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any, Protocol

from memproxy.config import TracingSettings

if TYPE_CHECKING:
    from opentelemetry.sdk.trace.export import SpanExporter

TRACE_HEADERS = ("traceparent", "tracestate")
STREAM_SPAN = "memproxy ext_proc"


class StreamTrace(Protocol):
    def active(self) -> AbstractContextManager[object]:
        """The stream's span is current within (one phase's work)."""

    def failed(self, exc: BaseException) -> None: ...

    def end(self) -> None: ...


class Tracing(Protocol):
    def stream(
        self, headers: Mapping[str, str], metadata: Mapping[str, str], request_id: str
    ) -> StreamTrace: ...

    def stage(self, name: str) -> AbstractContextManager[object]: ...

    def shutdown(self) -> None: ...


class _NoStream:
    def active(self) -> AbstractContextManager[object]:
        return nullcontext()

    def failed(self, exc: BaseException) -> None:
        pass

    def end(self) -> None:
        pass


NO_STREAM: StreamTrace = _NoStream()


class NoTracing:
    def stream(
        self, headers: Mapping[str, str], metadata: Mapping[str, str], request_id: str
    ) -> StreamTrace:
        return NO_STREAM

    def stage(self, name: str) -> AbstractContextManager[object]:
        return nullcontext()

    def shutdown(self) -> None:
        pass


def carrier(sources: Sequence[Mapping[str, str]]) -> dict[str, str]:
    """The trace context headers of the first source that has a traceparent (pure)."""
    for source in sources:
        if source.get("traceparent"):
            return {k: source[k] for k in TRACE_HEADERS if k in source}
    return {}


class _Stream:
    def __init__(self, span: Any) -> None:
        self._span = span

    def active(self) -> AbstractContextManager[object]:
        from opentelemetry import trace

        return trace.use_span(self._span, end_on_exit=False, record_exception=False)

    def failed(self, exc: BaseException) -> None:
        from opentelemetry.trace import Status, StatusCode

        self._span.record_exception(exc)
        self._span.set_status(Status(StatusCode.ERROR, type(exc).__name__))

    def end(self) -> None:
        self._span.end()


class OtelTracing:
    """Spans through the OpenTelemetry SDK, to OTLP (gRPC), the console, or a given
    exporter (the tests' in-memory one). Its own TracerProvider: no global state."""

    def __init__(self, settings: TracingSettings, exporter: SpanExporter | None = None) -> None:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
        from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
        from opentelemetry.trace.propagation.tracecontext import TraceContextTextMapPropagator

        resource = Resource.create({"service.name": settings.service_name})
        sampler = ParentBased(TraceIdRatioBased(settings.sample_ratio))
        self._provider = TracerProvider(resource=resource, sampler=sampler)
        if exporter is not None:
            self._provider.add_span_processor(SimpleSpanProcessor(exporter))
        else:
            self._provider.add_span_processor(BatchSpanProcessor(_exporter(settings)))
        self._tracer = self._provider.get_tracer("memproxy")
        self._propagator = TraceContextTextMapPropagator()

    def stream(
        self, headers: Mapping[str, str], metadata: Mapping[str, str], request_id: str
    ) -> StreamTrace:
        from opentelemetry.trace import SpanKind

        parent = self._propagator.extract(carrier([metadata, headers]))
        attributes = {"http.request.method": headers.get(":method", "")}
        attributes["url.path"] = headers.get(":path", "").split("?", 1)[0][:256]
        if request_id:
            attributes["memproxy.request_id"] = request_id
        span = self._tracer.start_span(
            STREAM_SPAN, context=parent, kind=SpanKind.SERVER, attributes=attributes
        )
        return _Stream(span)

    def stage(self, name: str) -> AbstractContextManager[object]:
        from opentelemetry import trace

        if not trace.get_current_span().is_recording():
            return nullcontext()  # no stream span here (a background job): no orphan
        return self._stage(name)

    @contextlib.contextmanager
    def _stage(self, name: str) -> Iterator[object]:
        with self._tracer.start_as_current_span(f"memproxy {name}") as span:
            yield span

    def shutdown(self) -> None:
        self._provider.shutdown()


def _exporter(settings: TracingSettings) -> SpanExporter:
    if settings.exporter == "console":
        from opentelemetry.sdk.trace.export import ConsoleSpanExporter

        return ConsoleSpanExporter()
    from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

    return OTLPSpanExporter(endpoint=settings.otlp_endpoint, insecure=settings.otlp_insecure)


def build_tracing(settings: TracingSettings) -> Tracing:
    """The configured tracing; a clear error when it is on and the extra is missing."""
    if not settings.enabled:
        return NoTracing()
    try:
        import opentelemetry.sdk.trace  # noqa: F401
    except ImportError:
        raise RuntimeError(
            "tracing.enabled needs OpenTelemetry: pip install 'memproxy[otel]'"
        ) from None
    return OtelTracing(settings)
