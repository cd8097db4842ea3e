"""Traces joined end to end with real parts: a real Envoy with its OpenTelemetry tracer
and the real sidecar with tracing on both export over OTLP/gRPC to one collector (a
gRPC TraceService in this test); memproxy's stream span is a child of Envoy's span in
the same trace, and its stage spans are children of it."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from concurrent import futures
from dataclasses import dataclass, field
from pathlib import Path

import grpc
import httpx
import pytest
from opentelemetry.proto.collector.trace.v1 import trace_service_pb2, trace_service_pb2_grpc
from opentelemetry.proto.trace.v1 import trace_pb2

from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM
from memproxy.tracing import STREAM_SPAN

HTTP_OPTIONS = "envoy.extensions.upstreams.http.v3.HttpProtocolOptions"


@dataclass
class Collector(trace_service_pb2_grpc.TraceServiceServicer):
    """Keeps every span exported to it, with its service.name."""

    spans: list[tuple[str, trace_pb2.Span]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def Export(
        self, request: trace_service_pb2.ExportTraceServiceRequest, context: object
    ) -> trace_service_pb2.ExportTraceServiceResponse:
        with self.lock:
            for resource_spans in request.resource_spans:
                attrs = {a.key: a.value.string_value for a in resource_spans.resource.attributes}
                service = attrs.get("service.name", "")
                for scope in resource_spans.scope_spans:
                    self.spans.extend((service, span) for span in scope.spans)
        return trace_service_pb2.ExportTraceServiceResponse()

    def of(self, service: str) -> list[trace_pb2.Span]:
        with self.lock:
            return [span for s, span in self.spans if s == service]


@pytest.fixture
def collector() -> Iterator[tuple[Collector, int]]:
    server = grpc.server(futures.ThreadPoolExecutor(4))
    kept = Collector()
    trace_service_pb2_grpc.add_TraceServiceServicer_to_server(kept, server)
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    yield kept, port
    server.stop(None)


@dataclass
class TracedEnvoy(Envoy):
    """Envoy with its OpenTelemetry tracer, every request sampled, to the collector."""

    collector_port: int = 0

    def config(self) -> dict[str, object]:
        config = super().config()
        statics = config["static_resources"]
        hcm = statics["listeners"][0]["filter_chains"][0]["filters"][0]["typed_config"]  # type: ignore[index]
        hcm["tracing"] = {
            "random_sampling": {"value": 100},
            "provider": {
                "name": "envoy.tracers.opentelemetry",
                "typed_config": {
                    "@type": "type.googleapis.com/envoy.config.trace.v3.OpenTelemetryConfig",
                    "grpc_service": {"envoy_grpc": {"cluster_name": "otel"}, "timeout": "1s"},
                    "service_name": "envoy",
                },
            },
        }
        statics["clusters"].append(  # type: ignore[index]
            {
                "name": "otel",
                "type": "STATIC",
                "connect_timeout": "1s",
                "typed_extension_protocol_options": {
                    HTTP_OPTIONS: {
                        "@type": f"type.googleapis.com/{HTTP_OPTIONS}",
                        "explicit_http_config": {"http2_protocol_options": {}},
                    }
                },
                "load_assignment": {
                    "cluster_name": "otel",
                    "endpoints": [
                        {
                            "lb_endpoints": [
                                {
                                    "endpoint": {
                                        "address": {
                                            "socket_address": {
                                                "address": "127.0.0.1",
                                                "port_value": self.collector_port,
                                            }
                                        }
                                    }
                                }
                            ]
                        }
                    ],
                },
            }
        )
        return config


@pytest.mark.timeout(180)
def test_memproxy_spans_join_envoys_trace(
    collector: tuple[Collector, int], upstream: StubLLM, tmp_path: Path
) -> None:
    kept, port = collector
    env = {
        "MEMPROXY_TRACING__ENABLED": "true",
        "MEMPROXY_TRACING__OTLP_ENDPOINT": f"http://127.0.0.1:{port}",
        "OTEL_BSP_SCHEDULE_DELAY": "200",  # export batches every 200 ms (SDK setting)
        "MEMPROXY_MEMORY__DEADLINE_MS": "5000",  # every stage runs, even on a busy machine
    }
    sidecar = Memproxy(tmp_path, env=env).start()
    envoy = TracedEnvoy(
        upstream_port=upstream.port, extproc_port=sidecar.extproc_port, collector_port=port
    )
    try:
        envoy.start()
        body = {"model": "m", "input": "What hotel do I like?"}
        r = httpx.post(f"{envoy.url}/v1/responses", json=body, headers={"x-user-id": "t-user"})
        assert r.status_code == 200
        deadline = time.monotonic() + 30  # Envoy flushes its spans every 5 s
        while time.monotonic() < deadline:
            ours = [s for s in kept.of("memproxy") if s.name == STREAM_SPAN]
            if ours and kept.of("envoy"):
                break
            time.sleep(0.2)
    finally:
        envoy.stop()
        sidecar.stop()  # flushes memproxy's batch
    (stream,) = [s for s in kept.of("memproxy") if s.name == STREAM_SPAN]
    envoy_spans = {s.span_id: s for s in kept.of("envoy")}
    parent = envoy_spans.get(stream.parent_span_id)
    assert parent is not None, (stream, list(envoy_spans.values()))
    assert parent.trace_id == stream.trace_id  # one trace, Envoy's
    stages = [s for s in kept.of("memproxy") if s.parent_span_id == stream.span_id]
    assert {"memproxy decide", "memproxy embed", "memproxy search"} <= {s.name for s in stages}
    assert all(s.trace_id == stream.trace_id for s in stages)
