"""An in-process ext_proc stack, as uvicorn's tests run a server: the product's own wiring
(build_wiring) behind the real ExtProcServicer, fed by a fake gRPC stream.

    harness = Harness(settings, store=store, embedder=embedder, state=state)
    out = await harness.run(request_headers("/v1/responses", {"x-user-id": "a"}),
                            request_body(raw))

A stream ends as Envoy would see it end: after the last message or when the processor
says it is done. Response phases (response_headers, response_body) reach the recorder
when memory.auto_store is on and the request had a user.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from typing import Any

from envoy.config.core.v3 import base_pb2
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import Settings
from memproxy.embed.base import Embedder
from memproxy.extproc.processor import DEFAULT_MAX_BODY_BYTES
from memproxy.extproc.server import ExtProcServicer
from memproxy.metrics import Metrics
from memproxy.state.base import StateStore
from memproxy.store.base import MemoryStore
from memproxy.wiring import Wiring, build_wiring


def header_map(values: dict[str, str | bytes]) -> base_pb2.HeaderMap:
    return base_pb2.HeaderMap(
        headers=[
            base_pb2.HeaderValue(key=k, raw_value=v if isinstance(v, bytes) else v.encode())
            for k, v in values.items()
        ]
    )


def request_headers(
    path: str, extra: Mapping[str, str] | None = None, method: str = "POST", eos: bool = False
) -> pb.ProcessingRequest:
    values: dict[str, str | bytes] = {
        ":path": path,
        ":method": method,
        "content-type": "application/json",
        **(extra or {}),
    }
    return pb.ProcessingRequest(
        request_headers=pb.HttpHeaders(headers=header_map(values), end_of_stream=eos)
    )


def request_body(data: bytes, eos: bool = True) -> pb.ProcessingRequest:
    return pb.ProcessingRequest(request_body=pb.HttpBody(body=data, end_of_stream=eos))


def response_headers(
    status: int = 200, content_type: str = "application/json", eos: bool = False
) -> pb.ProcessingRequest:
    values: dict[str, str | bytes] = {":status": str(status), "content-type": content_type}
    return pb.ProcessingRequest(
        response_headers=pb.HttpHeaders(headers=header_map(values), end_of_stream=eos)
    )


def response_body(data: bytes, eos: bool = True) -> pb.ProcessingRequest:
    return pb.ProcessingRequest(response_body=pb.HttpBody(body=data, end_of_stream=eos))


async def stream(*msgs: pb.ProcessingRequest) -> AsyncIterator[pb.ProcessingRequest]:
    """A fake gRPC request stream: these messages, then its end."""
    for msg in msgs:
        yield msg


class Harness:
    """build_wiring + ExtProcServicer; `metrics` and `wiring` are there to look at."""

    def __init__(
        self,
        settings: Settings,
        *,
        store: MemoryStore,
        embedder: Embedder,
        state: StateStore,
        metrics: Metrics | None = None,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
    ) -> None:
        self.metrics = metrics or Metrics()
        self.wiring: Wiring = build_wiring(
            settings,
            store=store,
            embedder=embedder,
            state=state,
            metrics=self.metrics,
            max_body_bytes=max_body_bytes,
        )
        self.servicer = ExtProcServicer(self.wiring.processors, self.metrics)

    async def run(self, *msgs: pb.ProcessingRequest) -> list[pb.ProcessingResponse]:
        """The answers to one stream's messages (fewer when the processor ends it early)."""
        context: Any = None  # the servicer never reads its gRPC context
        return [r async for r in self.servicer.Process(stream(*msgs), context)]

    async def close(self) -> None:
        await self.wiring.recorder.drain(5.0)
        await self.wiring.close()
