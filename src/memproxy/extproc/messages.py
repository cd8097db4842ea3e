"""Builders for ext_proc ProcessingResponse messages (xds-protos upb stubs).

Header values are always read and written as raw_value bytes: Envoy sends only
raw_value, and a `value` written for content-length is forwarded empty. Bytes that are
not UTF-8 are kept as lone surrogates (surrogateescape), never replaced: two different
byte strings stay two different values, and memproxy.ids refuses them as ids.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from envoy.config.core.v3 import base_pb2
from envoy.extensions.filters.http.ext_proc.v3 import processing_mode_pb2 as mode_pb
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb
from google.protobuf import duration_pb2, struct_pb2

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
RESPONSE_HEADERS = _MODE(
    request_header_mode=_MODE.SEND,
    request_body_mode=_MODE.BUFFERED_PARTIAL,
    request_trailer_mode=_MODE.SKIP,
    response_header_mode=_MODE.SEND,
    response_body_mode=_MODE.NONE,
    response_trailer_mode=_MODE.SKIP,
)
"""Request as configured, plus the response headers (to add x-memproxy-context)."""
METADATA_NAMESPACE = "memproxy"
"""Envoy dynamic metadata namespace of the context summary (`metadata_options.
receiving_namespaces.untyped` must name it; the access log reads
%DYNAMIC_METADATA(memproxy:context_id)%)."""


def header_map(headers: pb.HttpHeaders) -> dict[str, str]:
    return {
        h.key.lower(): (h.raw_value or h.value.encode()).decode("utf-8", "surrogateescape")
        for h in headers.headers.headers
    }


def continue_request_headers(
    capture: bool = False, response_headers: bool = False
) -> pb.ProcessingResponse:
    """Continue; with capture, also ask for the response, with response_headers for its
    headers only (either needs allow_mode_override)."""
    if capture or response_headers:
        return pb.ProcessingResponse(
            request_headers=pb.HeadersResponse(),
            mode_override=CAPTURE_RESPONSE if capture else RESPONSE_HEADERS,
        )
    return pb.ProcessingResponse(request_headers=pb.HeadersResponse())


def continue_request_body() -> pb.ProcessingResponse:
    return pb.ProcessingResponse(request_body=pb.BodyResponse())


def continue_response_headers(add: Mapping[str, str] | None = None) -> pb.ProcessingResponse:
    """Continue, setting the headers in `add` (ASCII values) on the response."""
    if not add:
        return pb.ProcessingResponse(response_headers=pb.HeadersResponse())
    options = [
        base_pb2.HeaderValueOption(
            header=base_pb2.HeaderValue(key=k, raw_value=v.encode("ascii", "replace"))
        )
        for k, v in add.items()
    ]
    common = pb.CommonResponse(header_mutation=pb.HeaderMutation(set_headers=options))
    return pb.ProcessingResponse(response_headers=pb.HeadersResponse(response=common))


def with_metadata(
    response: pb.ProcessingResponse, fields: Mapping[str, Any]
) -> pb.ProcessingResponse:
    """The response carrying fields as Envoy dynamic metadata under METADATA_NAMESPACE."""
    meta = struct_pb2.Struct()
    meta.update({METADATA_NAMESPACE: dict(fields)})
    response.dynamic_metadata.CopyFrom(meta)
    return response


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


def override_timeout(seconds: float) -> pb.ProcessingResponse:
    """Ask Envoy to wait `seconds` from now for the answer to the message in hand (taken
    only up to the filter's max_message_timeout; the answer follows separately)."""
    whole = int(seconds)
    wait = duration_pb2.Duration(seconds=whole, nanos=round((seconds - whole) * 1e9))
    return pb.ProcessingResponse(override_message_timeout=wait)


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
