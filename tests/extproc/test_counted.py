"""Every request memproxy saw is counted once in memproxy_requests_total, including one
Envoy stopped waiting for (message_timeout cancels the stream's task), one whose body
never came (Envoy gave up on the headers), and one whose processing raised."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

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
from memproxy.testing.harness import stream as harness_stream

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


def requests_counted(metrics: Metrics) -> float:
    """memproxy_requests_total over every api and outcome."""
    return sum(
        sample.value
        for family in metrics.registry.collect()
        if family.name == "memproxy_requests"
        for sample in family.samples
        if sample.name == "memproxy_requests_total"
    )


async def stream(
    metrics: Metrics, messages: AsyncIterator[pb.ProcessingRequest], cancel_after: float | None
) -> None:
    """One ext_proc stream of these messages through the servicer (a request processor
    that never finishes), cancelled after `cancel_after` seconds (Envoy stopped waiting)
    or run until the messages end."""
    servicer = ExtProcServicer(ProcessorFactory(Hanging(), metrics, True), metrics)  # type: ignore[arg-type]

    async def run() -> None:
        async for _ in servicer.Process(messages, None):  # type: ignore[arg-type]
            pass

    task = asyncio.create_task(run())
    if cancel_after is None:
        await task
        return
    await asyncio.sleep(cancel_after)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task


async def then_wait(*msgs: pb.ProcessingRequest) -> AsyncIterator[pb.ProcessingRequest]:
    """These messages, then nothing more (Envoy never sends the rest)."""
    for msg in msgs:
        yield msg
    await asyncio.Event().wait()


HEADERS = request_headers("/v1/responses", {"x-user-id": "alice"})


async def headers_then(end: str, metrics: Metrics) -> None:
    """A stream that sends a request's headers, then ends ("close") or is cancelled."""
    if end == "cancel":
        await stream(metrics, then_wait(HEADERS), cancel_after=0.01)
    else:
        await stream(metrics, harness_stream(HEADERS), cancel_after=None)


@pytest.mark.parametrize("end", ["close", "cancel"])
async def test_a_request_whose_body_never_came_is_counted_once_as_cancelled(end: str) -> None:
    metrics = Metrics()
    await headers_then(end, metrics)
    assert counted(metrics, "cancelled") == 1
    assert requests_counted(metrics) == 1


async def test_a_cancelled_body_is_counted_once() -> None:
    """Cancelled while its body is worked on: the body's handler and the stream's end both
    see it, and it is counted once."""
    metrics = Metrics()
    body = pb.ProcessingRequest(request_body=BODY)
    await stream(metrics, then_wait(HEADERS, body), cancel_after=0.05)
    assert counted(metrics, "cancelled") == 1
    assert requests_counted(metrics) == 1


async def test_a_stream_cancelled_before_its_first_message_is_counted_unread() -> None:
    """Envoy stopped waiting before the sidecar read the headers (a busy event loop): the
    request is in no request series (its API is unknown), and in
    memproxy_streams_unread_total, so that streams = requests + unread."""
    metrics = Metrics()
    await stream(metrics, then_wait(), cancel_after=0.01)
    assert metrics.value("memproxy_streams_unread_total") == 1
    assert requests_counted(metrics) == 0
    await headers_then("close", metrics)  # a stream that was read is not unread
    assert metrics.value("memproxy_streams_unread_total") == 1
