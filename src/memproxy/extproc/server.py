"""The ext_proc gRPC servicer: owns only the stream loop.

One catch-all per message: a failure answers "continue unchanged" and ends the
stream, so Envoy forwards the request as the client sent it. The stream's request id
(Envoy's x-request-id) is bound for the log lines of its work (memproxy.logs), and its
span (memproxy.tracing) is current while each phase is handled.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import grpc
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb
from envoy.service.ext_proc.v3 import external_processor_pb2_grpc as pb_grpc

from memproxy.extproc import messages
from memproxy.extproc.processor import PassThrough, Processor, ProcessorFactory, Reply
from memproxy.logs import bind_request_id
from memproxy.metrics import Metrics
from memproxy.tracing import NO_STREAM, NoTracing, StreamTrace, Tracing

log = logging.getLogger(__name__)


def call_metadata(context: grpc.aio.ServicerContext | None) -> dict[str, str]:
    """The gRPC call's metadata as text (Envoy's trace context travels there)."""
    try:
        pairs = context.invocation_metadata() if context is not None else None
    except Exception:
        return {}
    return {k: v for k, v in pairs or () if isinstance(v, str)}


class ExtProcServicer(pb_grpc.ExternalProcessorServicer):
    def __init__(
        self, processors: ProcessorFactory, metrics: Metrics, tracing: Tracing | None = None
    ) -> None:
        self._processors = processors
        self._metrics = metrics
        self._tracing = tracing or NoTracing()

    async def Process(
        self,
        request_iterator: AsyncIterator[pb.ProcessingRequest],
        context: grpc.aio.ServicerContext,
    ) -> AsyncIterator[pb.ProcessingResponse]:
        self._metrics.stream_started()
        processor: Processor = PassThrough()
        traced: StreamTrace = NO_STREAM
        finished = read = False
        try:
            async for request in request_iterator:
                read = True
                phase = request.WhichOneof("request")
                try:
                    if phase == "request_headers":
                        processor = self._processors.open(request.request_headers)
                        bind_request_id(processor.request_id)
                        if processor.headers:
                            traced = self._tracing.stream(
                                processor.headers, call_metadata(context), processor.request_id
                            )
                    early = (
                        processor.interim(request.request_body) if phase == "request_body" else None
                    )
                    if early is not None:
                        yield early
                    with traced.active():
                        response, done = await _handle(processor, phase, request)
                except Exception as exc:
                    log.exception("ext_proc %s failed; continuing unchanged", phase)
                    self._metrics.error("extproc")
                    traced.failed(exc)
                    response, done = messages.continue_for(phase), True
                yield response
                if done:
                    finished = True
                    return
        finally:
            if not finished:  # the stream ended or was cancelled before the processor was done
                processor.aborted()
            if not read:
                self._metrics.stream_unread()
            traced.end()
            self._metrics.stream_ended()


async def _handle(processor: Processor, phase: str, request: pb.ProcessingRequest) -> Reply:
    if phase == "request_headers":
        return await processor.request_headers(request.request_headers)
    if phase == "request_body":
        return await processor.request_body(request.request_body)
    if phase == "response_headers":
        return await processor.response_headers(request.response_headers)
    if phase == "response_body":
        return await processor.response_body(request.response_body)
    return messages.continue_for(phase), False


def add_extproc_service(server: grpc.aio.Server, servicer: ExtProcServicer) -> None:
    pb_grpc.add_ExternalProcessorServicer_to_server(servicer, server)
