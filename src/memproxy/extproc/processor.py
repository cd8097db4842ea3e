"""One processor object per ext_proc stream, one method per phase.

`PassThrough` answers the headers and ends the stream (Envoy then skips the rest of
ext_proc for the request). `MemoryProcessor` is the one generic processor for every
memory-capable API; the API differences live in its spec (memproxy.openai_apis). When the
response is to be learned from, the processor asks Envoy for it (STREAMED: every chunk is
answered at once, nothing is held) and records the exchange at its end.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Protocol

from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import ENVOY_MAX_MESSAGE_TIMEOUT_S, ENVOY_MESSAGE_TIMEOUT_S
from memproxy.context.record import summary
from memproxy.extproc import messages
from memproxy.extproc.timeouts import body_timeout, names_memory_fields
from memproxy.metrics import Metrics
from memproxy.openai_apis import spec_for
from memproxy.openai_apis.base import ApiSpec, Captured
from memproxy.pipeline.contexts import HEADER as CONTEXT_HEADER
from memproxy.pipeline.contexts import header_value
from memproxy.pipeline.request import RequestProcessor, RequestResult
from memproxy.response.capture import Capture
from memproxy.response.record import Asked, Exchange, NoRecorder, Recording
from memproxy.text import well_formed

log = logging.getLogger(__name__)

Reply = tuple[pb.ProcessingResponse, bool]
"""A response for Envoy, and whether the processor is done (the stream then ends)."""

SESSION_END_HEADER = "x-memproxy-session-end"


class Processor(Protocol):
    headers: dict[str, str]
    """The request's headers ({} for a stream memproxy does not touch)."""
    request_id: str
    """Envoy's x-request-id ("" when none), for log lines and spans."""

    async def request_headers(self, msg: pb.HttpHeaders) -> Reply: ...

    def interim(self, msg: pb.HttpBody) -> pb.ProcessingResponse | None:
        """A message for Envoy before the body is worked on (more time), or None."""

    async def request_body(self, msg: pb.HttpBody) -> Reply: ...

    async def response_headers(self, msg: pb.HttpHeaders) -> Reply: ...

    async def response_body(self, msg: pb.HttpBody) -> Reply: ...

    def aborted(self) -> None:
        """The stream ended before the processor was done (client gone, Envoy reset, Envoy
        stopped waiting): called once, also when the stream's task is cancelled."""


class PassThrough:
    """For streams memproxy does not touch."""

    def __init__(self) -> None:
        self.headers: dict[str, str] = {}
        self.request_id = ""

    async def request_headers(self, msg: pb.HttpHeaders) -> Reply:
        return messages.continue_request_headers(), True

    def interim(self, msg: pb.HttpBody) -> pb.ProcessingResponse | None:
        return None

    async def request_body(self, msg: pb.HttpBody) -> Reply:
        return messages.continue_request_body(), True

    async def response_headers(self, msg: pb.HttpHeaders) -> Reply:
        return messages.continue_response_headers(), True

    async def response_body(self, msg: pb.HttpBody) -> Reply:
        return messages.continue_response_body(), True

    def aborted(self) -> None:
        pass


NO_RECORDER = NoRecorder()

DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024 - 64 * 1024
"""Bodies declared larger pass untouched (memproxy reads up to about Envoy's 8 MiB buffer)."""


def _is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media in ("", "application/json") or media.endswith("+json")


def _declared_length(headers: dict[str, str]) -> int | None:
    value = headers.get("content-length", "").strip()
    return int(value) if value.isdigit() else None


def unusable_reason(headers: dict[str, str], end_of_stream: bool, max_body_bytes: int) -> str:
    """Why a request can be told unreadable from its headers alone ("" when it cannot)."""
    length = _declared_length(headers)
    if end_of_stream or length == 0:
        return "empty"
    encoding = headers.get("content-encoding", "identity").strip().lower()
    if encoding not in ("", "identity"):
        return "encoded"
    if not _is_json(headers.get("content-type", "")):
        return "content_type"
    if length is not None and length > max_body_bytes:
        return "too_large"
    return ""


class MemoryProcessor:
    def __init__(
        self,
        spec: ApiSpec,
        headers: dict[str, str],
        processor: RequestProcessor,
        metrics: Metrics,
        recorder: Recording,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        timeouts: tuple[float, float] = (ENVOY_MESSAGE_TIMEOUT_S, ENVOY_MAX_MESSAGE_TIMEOUT_S),
    ) -> None:
        self._spec = spec
        self._timeouts = timeouts
        self._max_body_bytes = max_body_bytes
        self._headers = self.headers = headers
        self._processor = processor
        self._metrics = metrics
        self._recorder = recorder
        self._result: RequestResult | None = None
        self._parsed: RequestResult | None = None
        """The request as read, before its memory step ended (what a cancelled one said)."""
        self._capture: Capture | None = None
        self._counted = self._recorded = False
        self._context_header = processor.contexts.header_wanted(headers)
        self.request_id = well_formed(headers.get("x-request-id", ""))  # for log lines

    # request ------------------------------------------------------------------
    async def request_headers(self, msg: pb.HttpHeaders) -> Reply:
        reason = unusable_reason(self._headers, msg.end_of_stream, self._max_body_bytes)
        if reason:
            return self._pass_through(reason, messages.continue_request_headers())
        return messages.continue_request_headers(
            capture=self._recorder.asks_for_responses, response_headers=self._context_header
        ), False

    def _readable(self, msg: pb.HttpBody) -> bool:
        return msg.end_of_stream and len(msg.body) <= self._max_body_bytes

    def interim(self, msg: pb.HttpBody) -> pb.ProcessingResponse | None:
        """More time for a large body, or one naming a memory field (extproc.timeouts)."""
        if not self._readable(msg):
            return None
        wait_s, max_s = self._timeouts
        named = names_memory_fields(msg.body)
        seconds = body_timeout(len(msg.body), named, wait_s, max_s)
        return None if seconds is None else messages.override_timeout(seconds)

    async def request_body(self, msg: pb.HttpBody) -> Reply:
        if not self._readable(msg):
            # Larger than Envoy's buffer (BUFFERED_PARTIAL sent only its start), or a
            # chunked body Envoy read whole in one go: forward it untouched.
            if names_memory_fields(msg.body):
                self._metrics.memory_fields_forwarded(self._spec.name, "too_large")
            return self._pass_through("too_large", messages.continue_request_body())
        try:
            result = await self._processor.process(
                self._spec, self._headers, msg.body, self.request_id, self._read
            )
        except asyncio.CancelledError:
            # Envoy stopped waiting (message_timeout) and forwarded the request unchanged:
            # it was still seen, so it is still counted, and what the user said is
            # recorded when the stream ends (aborted)
            self._count("cancelled")
            self._result = self._parsed
            if names_memory_fields(msg.body):
                self._metrics.memory_fields_forwarded(self._spec.name, "timeout")
            raise
        except Exception:
            self._count("error")
            raise
        self._count(result.outcome)
        reply = (
            messages.continue_request_body()
            if result.body is None
            else messages.replace_request_body(result.body)
        )
        if result.context is not None:
            reply = messages.with_metadata(reply, summary(result.context).model_dump())
        wanted = self._recorder.asks_for_responses and result.identity is not None
        header = self._context_header and result.context is not None
        if wanted or header:
            self._result = result
        return reply, not (wanted or header)

    def _read(self, parsed: RequestResult) -> None:
        self._parsed = parsed

    def _pass_through(self, reason: str, reply: pb.ProcessingResponse) -> Reply:
        """Count an unreadable request and end the stream: Envoy forwards it as it came."""
        self._metrics.unprocessable(self._spec.name, reason)
        self._count("bad_input")
        return reply, True

    def _count(self, outcome: str) -> None:
        """memproxy_requests_total, once per request."""
        if not self._counted:
            self._counted = True
            self._metrics.request(self._spec.name, outcome)

    # response -----------------------------------------------------------------
    async def response_headers(self, msg: pb.HttpHeaders) -> Reply:
        headers = messages.header_map(msg)
        add = self._added_headers()
        if (
            not self._recorder.asks_for_responses
            or self._result is None
            or self._result.identity is None
        ):
            return messages.continue_response_headers(add), True
        if headers.get(":status") != "200" or msg.end_of_stream:
            self._metrics.capture("error")
            return messages.continue_response_headers(add), True
        media = headers.get("content-type", "").split(";", 1)[0].strip().lower()
        self._capture = Capture(self._spec, streamed=media == "text/event-stream")
        return messages.continue_response_headers(add), False

    def _added_headers(self) -> dict[str, str]:
        context = self._result.context if self._result is not None else None
        if not self._context_header or context is None:
            return {}
        return {CONTEXT_HEADER: header_value(context.id, context.injected)}

    async def response_body(self, msg: pb.HttpBody) -> Reply:
        if self._capture is None:
            return messages.continue_response_body(), True
        self._capture.feed(msg.body)
        if not msg.end_of_stream:
            return messages.continue_response_body(), False
        await self._record()
        return messages.continue_response_body(), True

    async def _record(self) -> None:
        assert self._capture is not None
        captured = self._capture.finish()
        if self._capture.malformed:
            self._metrics.unprocessable(self._spec.name, "bad_sse")
        exchange = self._exchange(captured)
        if exchange is not None:
            await self._recorder.record_within(exchange, self.request_id)

    def _exchange(self, captured: Captured) -> Exchange | None:
        """The exchange to record, once per stream (None: recorded already, or nothing
        was asked for)."""
        if self._recorded or self._result is None:
            return None
        self._recorded = True
        end = self._headers.get(SESSION_END_HEADER, "").lower() in ("1", "true", "yes") or (
            self._result.view is not None
            and self._result.view.memory_context.get("session_end") is True
        )
        return Exchange(self._spec, asked(self._result), captured, end)

    def aborted(self) -> None:
        # Envoy stopped waiting before the body came (message_timeout on the headers, on a
        # loaded machine) and forwarded the request: it was seen, so it is counted
        self._count("cancelled")
        # The answer was cut short (Envoy stopped waiting for a chunk, the client left), or
        # never came to the sidecar (Envoy stopped waiting for the memory step): the
        # user's turn is recorded all the same, with what came of the answer
        result = self._result
        if not self._recorder.asks_for_responses or result is None or result.identity is None:
            return
        captured = self._capture.finish() if self._capture is not None else Captured()
        if captured.finish == "unparsed":  # a JSON answer cut short: no answer to keep
            captured = Captured()
        exchange = self._exchange(captured)
        if exchange is not None:
            self._recorder.record_behind(exchange, self.request_id)


def asked(result: RequestResult) -> Asked | None:
    """The request phase's result as the response path reads it (None: no user)."""
    who, view = result.identity, result.view
    if who is None or view is None:
        return None
    return Asked(
        user_id=who.user_id,
        project_id=who.project_id or "",
        session_id=result.session_id,
        query=view.query,
        previous_response_id=view.previous_response_id,
        client_input=result.client_input,
        learnable=result.learnable,
    )


class ProcessorFactory:
    def __init__(
        self,
        processor: RequestProcessor,
        metrics: Metrics,
        enabled: bool,
        recorder: Recording = NO_RECORDER,
        max_body_bytes: int = DEFAULT_MAX_BODY_BYTES,
        timeouts: tuple[float, float] = (ENVOY_MESSAGE_TIMEOUT_S, ENVOY_MAX_MESSAGE_TIMEOUT_S),
    ) -> None:
        """timeouts: how long the memory step may take (MemorySettings.ext_proc_wait_s)
        and the most Envoy may be asked to wait (its max_message_timeout)."""
        self._timeouts = timeouts
        self._max_body_bytes = max_body_bytes
        self._processor = processor
        self._metrics = metrics
        self._enabled = enabled
        self._recorder = recorder

    def open(self, msg: pb.HttpHeaders) -> Processor:
        headers = messages.header_map(msg)
        spec = spec_for(headers.get(":method", ""), headers.get(":path", ""))
        if spec is None or not self._enabled:
            return PassThrough()
        return MemoryProcessor(
            spec,
            headers,
            self._processor,
            self._metrics,
            self._recorder,
            self._max_body_bytes,
            self._timeouts,
        )
