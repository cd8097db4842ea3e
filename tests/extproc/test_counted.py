"""Every request that reached the request body is counted once in memproxy_requests_total,
including one Envoy stopped waiting for (message_timeout cancels the stream's task) and one
whose processing raised."""

from __future__ import annotations

import asyncio
import json

import pytest
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import MemorySettings
from memproxy.extproc.processor import MemoryProcessor
from memproxy.metrics import Metrics
from memproxy.openai_apis import SPECS
from memproxy.pipeline.contexts import ContextLog
from memproxy.pipeline.request import RequestResult
from memproxy.response.record import NoRecorder

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
