"""Every request memproxy saw is counted once in memproxy_requests_total, including one
Envoy stopped waiting for (message_timeout cancels the stream's task), one whose body
never came (Envoy gave up on the headers), and one whose processing raised."""

from __future__ import annotations

import asyncio
import json

import pytest
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import MemorySettings
from memproxy.extproc.processor import MemoryProcessor, ProcessorFactory
from memproxy.extproc.server import ExtProcServicer
from memproxy.metrics import Metrics
from memproxy.openai_apis import SPECS
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.request import RequestResult
from memproxy.response.record import NoRecorder
from memproxy.testing.harness import request_headers

BODY = pb.HttpBody(body=json.dumps({"model": "m", "input": "hi"}).encode(), end_of_stream=True)


class Hanging:
    """A request processor that never finishes (a memory step slower than Envoy waits)."""

    contexts = ContextLog(MemorySettings())

    async def process(self, *_: object) -> RequestResult:
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


class Failing:
    contexts = ContextLog(MemorySettings())

    async def process(self, *_: object) -> RequestResult:
        raise RuntimeError("boom")


def processor(inner: object, metrics: Metrics) -> MemoryProcessor:
    spec = SPECS["/v1/responses"]
    return MemoryProcessor(spec, {}, inner, metrics, NoRecorder())  # type: ignore[arg-type]


def counted(metrics: Metrics, outcome: str) -> float:
    return metrics.value("memproxy_requests_total", {"api": "responses", "outcome": outcome})


async def test_a_request_envoy_gave_up_on_is_counted_as_cancelled() -> None:
    metrics = Metrics()
    task = asyncio.create_task(processor(Hanging(), metrics).request_body(BODY))
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert counted(metrics, "cancelled") == 1


async def test_a_request_whose_processing_raised_is_counted_as_error() -> None:
    metrics = Metrics()
    with pytest.raises(RuntimeError):
        await processor(Failing(), metrics).request_body(BODY)
    assert counted(metrics, "error") == 1


async def headers_then(end: str, metrics: Metrics) -> None:
    """A stream that sends a request's headers, then ends ("close") or is cancelled."""
    servicer = ExtProcServicer(ProcessorFactory(Hanging(), metrics, True), metrics)  # type: ignore[arg-type]
    gate = asyncio.Event()

    async def messages():  # type: ignore[no-untyped-def]
        yield request_headers("/v1/responses", {"x-user-id": "alice"})
        if end == "cancel":
            await gate.wait()  # Envoy never sends the body

    async def run() -> None:
        async for _ in servicer.Process(messages(), None):  # type: ignore[arg-type]
            pass

    task = asyncio.create_task(run())
    await asyncio.sleep(0.01)
    if end == "cancel":
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
    else:
        await task


@pytest.mark.parametrize("end", ["close", "cancel"])
async def test_a_request_whose_body_never_came_is_counted_once_as_cancelled(end: str) -> None:
    metrics = Metrics()
    await headers_then(end, metrics)
    assert counted(metrics, "cancelled") == 1
    assert metrics.value("memproxy_requests_total", {"api": "responses", "outcome": "ok"}) == 0


async def test_a_cancelled_body_is_counted_once() -> None:
    """Cancelled while its body is worked on: the body's handler and the stream's end both
    see it, and it is counted once."""
    metrics = Metrics()
    servicer = ExtProcServicer(ProcessorFactory(Hanging(), metrics, True), metrics)  # type: ignore[arg-type]

    async def messages():  # type: ignore[no-untyped-def]
        yield request_headers("/v1/responses", {"x-user-id": "alice"})
        yield pb.ProcessingRequest(request_body=BODY)

    async def run() -> None:
        async for _ in servicer.Process(messages(), None):  # type: ignore[arg-type]
            pass

    task = asyncio.create_task(run())
    await asyncio.sleep(0.05)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert counted(metrics, "cancelled") == 1


async def test_a_stream_cancelled_before_its_first_message_is_counted_unread() -> None:
    """Envoy stopped waiting before the sidecar read the headers (a busy event loop): the
    request is in no request series (its API is unknown), and in
    memproxy_streams_unread_total, so that streams = requests + unread."""
    metrics = Metrics()
    servicer = ExtProcServicer(ProcessorFactory(Hanging(), metrics, True), metrics)  # type: ignore[arg-type]

    async def messages():  # type: ignore[no-untyped-def]
        await asyncio.Event().wait()
        yield request_headers("/v1/responses", {"x-user-id": "alice"})

    async def run() -> None:
        async for _ in servicer.Process(messages(), None):  # type: ignore[arg-type]
            pass

    task = asyncio.create_task(run())
    await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert metrics.value("memproxy_streams_unread_total") == 1
    assert counted(metrics, "cancelled") == 0
    await headers_then("close", metrics)  # a stream that was read is not unread
    assert metrics.value("memproxy_streams_unread_total") == 1
