"""One session object per ext_proc stream, one method per phase.

`PassThrough` answers the headers and ends the stream (Envoy then skips the rest of
ext_proc for the request). `MemorySession` is the one generic session for every
memory-capable API; the API differences live in its adapter.
"""

from __future__ import annotations

import logging
from typing import Protocol

from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.extproc import messages
from memproxy.extproc.adapters import ApiAdapter, adapter_for
from memproxy.metrics import Metrics
from memproxy.pipeline.request import RequestProcessor

log = logging.getLogger(__name__)

Reply = tuple[pb.ProcessingResponse, bool]
"""A response for Envoy, and whether the session is done (the stream then ends)."""


class Session(Protocol):
    async def request_headers(self, msg: pb.HttpHeaders) -> Reply: ...

    async def request_body(self, msg: pb.HttpBody) -> Reply: ...


class PassThrough:
    """For streams memproxy does not touch."""

    async def request_headers(self, msg: pb.HttpHeaders) -> Reply:
        return messages.continue_request_headers(), True

    async def request_body(self, msg: pb.HttpBody) -> Reply:
        return messages.continue_request_body(), True


def _is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media in ("", "application/json") or media.endswith("+json")


class MemorySession:
    def __init__(
        self,
        adapter: ApiAdapter,
        headers: dict[str, str],
        processor: RequestProcessor,
        metrics: Metrics,
    ) -> None:
        self._adapter = adapter
        self._headers = headers
        self._processor = processor
        self._metrics = metrics
        self.request_id = headers.get("x-request-id", "")

    async def request_headers(self, msg: pb.HttpHeaders) -> Reply:
        reason = self._unusable_reason(msg)
        if reason:
            self._metrics.bad_input(reason)
            self._metrics.request(self._adapter.name, "bad_input")
            return messages.continue_request_headers(), True
        return messages.continue_request_headers(), False

    def _unusable_reason(self, msg: pb.HttpHeaders) -> str:
        if msg.end_of_stream:
            return "empty_body"
        encoding = self._headers.get("content-encoding", "identity").strip().lower()
        if encoding not in ("", "identity"):
            return "compressed"
        if not _is_json(self._headers.get("content-type", "")):
            return "content_type"
        return ""

    async def request_body(self, msg: pb.HttpBody) -> Reply:
        if not msg.end_of_stream:
            # Larger than Envoy's buffer (BUFFERED_PARTIAL): forward it untouched.
            self._metrics.bad_input("oversized")
            self._metrics.request(self._adapter.name, "bad_input")
            return messages.continue_request_body(), True
        result = await self._processor.process(
            self._adapter, self._headers, msg.body, self.request_id
        )
        self._metrics.request(self._adapter.name, result.outcome)
        if result.body is None:
            return messages.continue_request_body(), True
        return messages.replace_request_body(result.body), True


class SessionFactory:
    def __init__(self, processor: RequestProcessor, metrics: Metrics, enabled: bool) -> None:
        self._processor = processor
        self._metrics = metrics
        self._enabled = enabled

    def open(self, msg: pb.HttpHeaders) -> Session:
        headers = messages.header_map(msg)
        adapter = adapter_for(headers.get(":method", ""), headers.get(":path", ""))
        if adapter is None or not self._enabled:
            return PassThrough()
        return MemorySession(adapter, headers, self._processor, self._metrics)
