"""Builders for ext_proc ProcessingResponse messages (xds-protos upb stubs).

Header values are always read and written as raw_value bytes: Envoy sends only
raw_value, and a `value` written for content-length is forwarded empty. Bytes that are
not UTF-8 are kept as lone surrogates (surrogateescape), never replaced: two different
byte strings stay two different values, and memproxy.ids refuses them as ids.
"""

from __future__ import annotations

from envoy.config.core.v3 import base_pb2
from envoy.extensions.filters.http.ext_proc.v3 import processing_mode_pb2 as mode_pb
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

_MODE = mode_pb.ProcessingMode
CAPTURE_RESPONSE = _MODE(
    request_header_mode=_MODE.SEND,
    request_body_mode=_MODE.BUFFERED_PARTIAL,
    request_trailer_mode=_MODE.SKIP,
    response_header_mode=_MODE.SEND,
    response_body_mode=_MODE.STREAMED,
    response_trailer_mode=_MODE.SKIP,
)
"""Request as configured, plus the response headers and each response chunk as it passes."""


def header_map(headers: pb.HttpHeaders) -> dict[str, str]:
    return {
        h.key.lower(): (h.raw_value or h.value.encode()).decode("utf-8", "surrogateescape")
        for h in headers.headers.headers
    }


def continue_request_headers(capture: bool = False) -> pb.ProcessingResponse:
    """Continue; with capture, also ask for the response (needs allow_mode_override)."""
    if capture:
        return pb.ProcessingResponse(
            request_headers=pb.HeadersResponse(), mode_override=CAPTURE_RESPONSE
        )
    return pb.ProcessingResponse(request_headers=pb.HeadersResponse())


def continue_request_body() -> pb.ProcessingResponse:
    return pb.ProcessingResponse(request_body=pb.BodyResponse())


def continue_response_headers() -> pb.ProcessingResponse:
    return pb.ProcessingResponse(response_headers=pb.HeadersResponse())


def continue_response_body() -> pb.ProcessingResponse:
    return pb.ProcessingResponse(response_body=pb.BodyResponse())


def replace_request_body(body: bytes) -> pb.ProcessingResponse:
    """A new request body, with content-length set to match it."""
    length = base_pb2.HeaderValueOption(
        header=base_pb2.HeaderValue(key="content-length", raw_value=str(len(body)).encode())
    )
    common = pb.CommonResponse(
        header_mutation=pb.HeaderMutation(set_headers=[length]),
        body_mutation=pb.BodyMutation(body=body),
    )
    return pb.ProcessingResponse(request_body=pb.BodyResponse(response=common))


_CONTINUE = {
    "request_headers": continue_request_headers,
    "request_body": continue_request_body,
    "response_headers": continue_response_headers,
    "response_body": continue_response_body,
    "request_trailers": lambda: pb.ProcessingResponse(request_trailers=pb.TrailersResponse()),
    "response_trailers": lambda: pb.ProcessingResponse(response_trailers=pb.TrailersResponse()),
}


def continue_for(phase: str) -> pb.ProcessingResponse:
    """The do-nothing answer to a message of the given phase."""
    return _CONTINUE[phase]()
