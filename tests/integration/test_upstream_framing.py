"""What the upstream receives when memproxy rewrites a request body, parsed on the wire.

In BUFFERED_PARTIAL mode Envoy sends a body that ext_proc replaced with
`transfer-encoding: chunked` and no content-length (vLLM and any HTTP/1.1 server take
that), whatever framing the client used. An upstream that parses the framing itself
(h11, strict) must get one well-formed body: never a content-length that disagrees with
the bytes, never both headers.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from memproxy.testing.procs import Envoy, Memproxy
from tests.support.raw_upstream import Framed, RawUpstream


@pytest.fixture(scope="module")
def raw() -> Iterator[RawUpstream]:
    upstream = RawUpstream().start()
    yield upstream
    upstream.stop()


@pytest.fixture(scope="module")
def sidecar(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memproxy]:
    # A deadline no busy test machine misses: this test is about framing, not speed.
    env = {"MEMPROXY_MEMORY__DEADLINE_MS": "5000"}
    proc = Memproxy(tmp_path_factory.mktemp("framing"), env=env).start()
    yield proc
    proc.stop()


@pytest.fixture(scope="module")
def envoy(sidecar: Memproxy, raw: RawUpstream) -> Iterator[Envoy]:
    proxy = Envoy(upstream_port=raw.port, extproc_port=sidecar.extproc_port).start()
    yield proxy
    proxy.stop()


def chunks(body: bytes) -> Iterator[bytes]:
    for start in range(0, len(body), 64):
        yield body[start : start + 64]


@pytest.mark.parametrize("chunked", [False, True], ids=["content_length", "chunked"])
@pytest.mark.parametrize("with_memory", [True, False], ids=["memory", "no_memory"])
def test_upstream_gets_one_well_formed_body(
    sidecar: Memproxy, raw: RawUpstream, envoy: Envoy, user: str, chunked: bool, with_memory: bool
) -> None:
    """Both requests are rewritten (memory_config is always removed); one also gains a
    memory."""
    if with_memory:
        add_memory(sidecar, user, "User's budget for the Hawaii trip is $10,000")
    request = {
        "model": "m",
        "messages": [{"role": "user", "content": "What's my budget for the Hawaii trip?"}],
        "memory_config": {"retrieval_limit": 3},
    }
    body = json.dumps(request).encode()
    before = len(raw.requests)
    r = httpx.post(
        f"{envoy.url}/v1/chat/completions",
        content=chunks(body) if chunked else body,
        headers={"x-user-id": user, "content-type": "application/json"},
        timeout=30,
    )
    assert r.status_code == 200, r.text
    (got,) = raw.requests[before:]
    assert got.error == ""
    assert well_framed(got), got.headers
    sent = got.json()
    assert "memory_config" not in sent
    assert ("$10,000" in json.dumps(sent)) is with_memory
    # what the README says of a rewritten body
    assert got.header("transfer-encoding") == ["chunked"] and not got.header("content-length")


def add_memory(sidecar: Memproxy, user: str, content: str) -> None:
    r = httpx.post(
        f"{sidecar.admin_url}/v1/memory", json={"user_id": user, "content": content}, timeout=10
    )
    assert r.status_code == 201, r.text


def well_framed(got: Framed) -> bool:
    """One framing, and the bytes agree with it (h11 already refused a broken chunk)."""
    lengths, encodings = got.header("content-length"), got.header("transfer-encoding")
    if encodings:
        return encodings == ["chunked"] and not lengths
    return lengths == [str(len(got.body))]
