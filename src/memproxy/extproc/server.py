"""The ext_proc gRPC servicer: owns only the stream loop.

One catch-all per message: a failure answers "continue unchanged" and ends the
stream, so Envoy forwards the request as the client sent it.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import grpc
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb
from envoy.service.ext_proc.v3 import external_processor_pb2_grpc as pb_grpc

from memproxy.extproc import messages
from memproxy.extproc.processor import PassThrough, Processor, ProcessorFactory
from memproxy.metrics import Metrics

log = logging.getLogger(__name__)


class ExtProcServicer(pb_grpc.ExternalProcessorServicer):
    def __init__(self, processors: ProcessorFactory, metrics: Metrics) -> None:
        self._processors = processors
        self._metrics = metrics

    async def Process(
        self,
        request_iterator: AsyncIterator[pb.ProcessingRequest],
        context: grpc.aio.ServicerContext,
    ) -> AsyncIterator[pb.ProcessingResponse]:
        self._metrics.stream_started()
        processor: Processor = PassThrough()
        try:
            async for request in request_iterator:
                phase = request.WhichOneof("request")
                try:
                    if phase == "request_headers":
                        processor = self._processors.open(request.request_headers)
                        response, done = await processor.request_headers(request.request_headers)
                    elif phase == "request_body":
                        response, done = await processor.request_body(request.request_body)
                    elif phase == "response_headers":
                        response, done = await processor.response_headers(request.response_headers)
                    elif phase == "response_body":
                        response, done = await processor.response_body(request.response_body)
                    else:
                        response, done = messages.continue_for(phase), False
                except Exception:
                    log.exception("ext_proc %s failed; continuing unchanged", phase)
                    self._metrics.error("extproc")
                    response, done = messages.continue_for(phase), True
                yield response
                if done:
                    return
            processor.aborted()
        finally:
            self._metrics.stream_ended()


def add_extproc_service(server: grpc.aio.Server, servicer: ExtProcServicer) -> None:
    pb_grpc.add_ExternalProcessorServicer_to_server(servicer, server)
