"""Hostile and malformed bodies and streams through the real Envoy + memproxy + stub upstream.

Memory is an enhancement, never a dependency. Whatever a client or an upstream sends:
the upstream gets the request as the client sent it (byte-identical where memory does
not apply; only the memory fields stripped, and perhaps a memory message added, where
it does) and the client gets the upstream's own answer; the sidecar stays healthy; and
each unreadable case is counted by reason on /metrics.
"""

from __future__ import annotations

import gzip
import json
import re
import socket
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml

from memproxy import envoy_config
from memproxy.config import ServerSettings
from memproxy.pipeline.render import HEADER
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM

USER = "hostile-user"
MiB = 1 << 20
PATHS = {"responses": "/v1/responses", "chat_completions": "/v1/chat/completions"}
MEMORY_FIELDS = {"memory_config": {"retrieval_limit": 3}, "memory_context": {"session_end": False}}


@dataclass
class HostileStack:
    upstream: StubLLM
    memproxy: Memproxy
    envoy: Envoy

    def metric(self, name: str, **labels: str) -> float:
        wanted = {f'{k}="{v}"' for k, v in labels.items()}
        text = httpx.get(f"{self.memproxy.admin_url}/metrics", timeout=5).text
        for line in text.splitlines():
            if not line.startswith(name + "{"):
                continue
            got = set(line[len(name) + 1 : line.rindex("}")].split(","))
            if got == wanted:
                return float(line.rsplit(" ", 1)[1])
        return 0.0

    def wait_metric(self, value: float, name: str, **labels: str) -> float:
        """The counter once it reaches value (the response path counts at the stream's end)."""
        deadline = time.monotonic() + 5
        while (got := self.metric(name, **labels)) < value and time.monotonic() < deadline:
            time.sleep(0.05)
        return got

    def envoy_fallbacks(self) -> int:
        """Envoy's count of times it went on without memproxy (message timeout, gRPC error)."""
        url = f"http://127.0.0.1:{self.envoy.admin_port}/stats?filter=ext_proc"
        counts = dict(line.split(": ", 1) for line in httpx.get(url, timeout=5).text.splitlines())
        names = ("message_timeouts", "failure_mode_allowed")
        return sum(int(v) for k, v in counts.items() if k.rsplit(".", 1)[-1] in names)

    def unprocessable(self, **labels: str) -> tuple[float, int]:
        """Before a case: memproxy's count for these labels, and Envoy's fallbacks."""
        return self.metric("memproxy_unprocessable_total", **labels), self.envoy_fallbacks()

    def assert_counted_once(self, before: tuple[float, int], **labels: str) -> None:
        """Counted once by memproxy; unless memproxy was too slow (a loaded box): then
        Envoy stopped waiting after message_timeout, went on alone and counted that."""
        count, fallbacks = before
        now = self.wait_metric(count + 1, "memproxy_unprocessable_total", **labels)
        assert now == count + 1 or (now == count and self.envoy_fallbacks() > fallbacks)

    def assert_healthy(self) -> None:
        assert self.memproxy.proc is not None and self.memproxy.proc.poll() is None
        assert httpx.get(f"{self.memproxy.admin_url}/healthz", timeout=5).status_code == 200


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> Iterator[HostileStack]:
    upstream = StubLLM().start()
    # the bodies under test are compared with what was sent: no small user's whole profile
    # (tests/integration/test_profile.py) is injected into them
    env = {"MEMPROXY_MEMORY__PROFILE__ALL_WHEN_FEW": "false"}
    sidecar = Memproxy(tmp_path_factory.mktemp("hostile"), env=env).start()
    envoy = Envoy(upstream_port=upstream.port, extproc_port=sidecar.extproc_port)
    try:
        envoy.start()
        stack = HostileStack(upstream, sidecar, envoy)
        r = httpx.post(
            f"{sidecar.admin_url}/v1/memory",
            json={"user_id": USER, "content": "User's budget for the Hawaii trip is $10,000"},
            timeout=10,
        )
        assert r.status_code == 201, r.text
        yield stack
    finally:
        envoy.stop()
        sidecar.stop()
        upstream.stop()


@pytest.fixture
def fresh(hostile: HostileStack) -> Iterator[HostileStack]:
    reset_stub(hostile.upstream)
    yield hostile
    reset_stub(hostile.upstream)


def reset_stub(upstream: StubLLM) -> None:
    upstream.clear()
    upstream.config.raw_stream = None
    upstream.config.raw_stream_cut = False
    upstream.config.chunk_delay_s = 0.0


# bodies memproxy cannot read ---------------------------------------------------------------
def brotli_stored(data: bytes) -> bytes:
    """A valid brotli stream without a brotli library: one uncompressed meta-block (RFC 7932)."""
    assert 0 < len(data) <= 1 << 16
    header = ((len(data) - 1) << 4) | (1 << 20)  # WBITS=16, ISLAST=0, 4 nibbles, uncompressed
    return header.to_bytes(3, "little") + data + b"\x03"  # then ISLAST=1, ISLASTEMPTY=1


QUESTION = {"model": "m", "input": "What's my budget for the Hawaii trip?", **MEMORY_FIELDS}
QUESTION_BYTES = json.dumps(QUESTION).encode()
CHAT = {"model": "m", "messages": [{"role": "user", "content": "What's my budget?"}]}
MULTIPART = (
    b'--xyz\r\nContent-Disposition: form-data; name="body"\r\n'
    b"Content-Type: application/json\r\n\r\n" + QUESTION_BYTES + b"\r\n--xyz--\r\n"
)
GZIP = {"content-encoding": "gzip"}
BR = {"content-encoding": "br"}


@dataclass(frozen=True)
class Unreadable:
    body: bytes
    reason: str
    headers: dict[str, str] = field(default_factory=dict)
    api: str = "responses"


UNREADABLE: dict[str, Unreadable] = {
    "truncated_json": Unreadable(QUESTION_BYTES[:-9], "invalid_json"),
    "trailing_garbage": Unreadable(QUESTION_BYTES + b" trailing", "invalid_json"),
    "json_with_comment": Unreadable(b'{"model": "m", /* hi */ "input": "x"}', "invalid_json"),
    "not_json_at_all": Unreadable(b"What's my budget?", "invalid_json"),
    "array": Unreadable(b'[{"model": "m", "input": "What is my budget?"}]', "not_object"),
    "string": Unreadable(b'"What is my budget?"', "not_object"),
    "number": Unreadable(b"42", "not_object"),
    "null": Unreadable(b"null", "not_object"),
    "chat_array": Unreadable(b"[]", "not_object", api="chat_completions"),
    "input_is_a_number": Unreadable(b'{"model": "m", "input": 42}', "bad_shape"),
    "chat_without_messages": Unreadable(b'{"model": "m"}', "bad_shape", api="chat_completions"),
    "chat_messages_object": Unreadable(
        b'{"model": "m", "messages": {"role": "user"}}', "bad_shape", api="chat_completions"
    ),
    "text_plain": Unreadable(QUESTION_BYTES, "content_type", {"content-type": "text/plain"}),
    "form_encoded": Unreadable(
        b"model=m&input=What+is+my+budget%3F",
        "content_type",
        {"content-type": "application/x-www-form-urlencoded"},
    ),
    "multipart_json_part": Unreadable(
        MULTIPART, "content_type", {"content-type": "multipart/form-data; boundary=xyz"}
    ),
    "gzip_valid": Unreadable(gzip.compress(QUESTION_BYTES), "encoded", GZIP),
    "gzip_invalid": Unreadable(b"\x1f\x8b\x08\x00garbage" + QUESTION_BYTES, "encoded", GZIP),
    "br_valid": Unreadable(brotli_stored(QUESTION_BYTES), "encoded", BR),
    "br_invalid": Unreadable(b"\xff\xff\xff not brotli", "encoded", BR),
    "gzip_on_plain_json": Unreadable(QUESTION_BYTES, "encoded", GZIP),
    "empty": Unreadable(b"", "empty"),
    "empty_chat": Unreadable(b"", "empty", api="chat_completions"),
    "latin1": Unreadable(b'{"model": "m", "input": "Caf\xe9 budget?"}', "non_utf8"),
    "utf16_json": Unreadable(json.dumps(QUESTION).encode("utf-16"), "non_utf8"),
    "bom_bytes": Unreadable(b"\xff\xfe{}", "non_utf8"),
    "binary": Unreadable(bytes(range(256)) * 64, "non_utf8"),
    "deep_arrays_unclosed": Unreadable(b"[" * 100_000, "too_deep"),
    "deep_arrays_closed": Unreadable(b"[" * 100_000 + b"]" * 100_000, "too_deep"),
    "deep_in_a_field": Unreadable(
        b'{"model": "m", "input": "hi", "x": ' + b'{"a": ' * 50_000 + b"1" + b"}" * 50_000 + b"}",
        "too_deep",
    ),
    "deep_chat": Unreadable(b'{"messages": ' + b"[" * 100_000, "too_deep", api="chat_completions"),
    # valid JSON that json.dumps would write back changed: 1e400 became Infinity (issue 14)
    "number_overflow": Unreadable(
        QUESTION_BYTES[:-1] + b', "frequency_penalty": 1e400}', "inexact_number"
    ),
    "negative_zero_int": Unreadable(QUESTION_BYTES[:-1] + b', "seed": -0}', "inexact_number"),
    "chat_number_overflow": Unreadable(
        b'{"model": "m", "messages": [{"role": "user", "content": "What is my budget?"}],'
        b' "memory_config": {}, "presence_penalty": -2e999}',
        "inexact_number",
        api="chat_completions",
    ),
    # not JSON, though Python's json reads them
    "nan_literal": Unreadable(QUESTION_BYTES[:-1] + b', "temperature": NaN}', "invalid_json"),
    "infinity_literal": Unreadable(QUESTION_BYTES[:-1] + b', "top_p": -Infinity}', "invalid_json"),
}


def send(
    stack: HostileStack,
    api: str,
    body: bytes,
    headers: dict[str, str] | None = None,
    user: str | None = USER,
) -> httpx.Response:
    sent = {"content-type": "application/json", **(headers or {})}
    if user:
        sent["x-user-id"] = user
    return httpx.post(f"{stack.envoy.url}{PATHS[api]}", content=body, headers=sent, timeout=30)


def upstream_answer(stack: HostileStack, api: str, body: bytes, headers: dict[str, str]) -> Any:
    """What the upstream says to this request when asked directly (no Envoy, no memproxy)."""
    sent = {"content-type": "application/json", **headers}
    r = httpx.post(f"{stack.upstream.url}{PATHS[api]}", content=body, headers=sent, timeout=30)
    stack.upstream.clear()
    return r.status_code, (r.content if r.status_code != 200 else None)


@pytest.mark.parametrize("case", list(UNREADABLE.values()), ids=list(UNREADABLE))
def test_unreadable_body_reaches_upstream_byte_identical(
    fresh: HostileStack, case: Unreadable
) -> None:
    labels = {"api": case.api, "reason": case.reason}
    before = fresh.unprocessable(**labels)
    direct = upstream_answer(fresh, case.api, case.body, case.headers)

    r = send(fresh, case.api, case.body, case.headers)

    rec = fresh.upstream.last(PATHS[case.api])
    assert rec.body == case.body
    assert (r.status_code, r.content if r.status_code != 200 else None) == direct
    fresh.assert_counted_once(before, **labels)
    fresh.assert_healthy()


def test_unreadable_body_without_user_is_counted_too(fresh: HostileStack) -> None:
    labels = {"api": "responses", "reason": "invalid_json"}
    before = fresh.unprocessable(**labels)
    r = send(fresh, "responses", b"{nope", user=None)
    assert r.status_code == 400  # the stub upstream's own answer
    assert fresh.upstream.last("/v1/responses").body == b"{nope"
    fresh.assert_counted_once(before, **labels)


# bodies too large for memproxy ---------------------------------------------------------------
def big_body(size: int) -> bytes:
    return json.dumps({"model": "m", "input": "x" * size, **MEMORY_FIELDS}).encode()


def chunks(body: bytes, size: int = 256 * 1024) -> Iterator[bytes]:
    for start in range(0, len(body), size):
        yield body[start : start + size]


@pytest.mark.parametrize("chunked", [False, True], ids=["content_length", "chunked"])
@pytest.mark.parametrize("size", [9 * MiB, 20 * MiB], ids=["9MiB", "20MiB"])
def test_oversized_body_streams_past_untouched(
    fresh: HostileStack, size: int, chunked: bool
) -> None:
    """Over Envoy's 8 MiB buffer (BUFFERED_PARTIAL), or over memproxy's body limit."""
    labels = {"api": "responses", "reason": "too_large"}
    before = fresh.unprocessable(**labels)
    body = big_body(size)
    sent = {"content-type": "application/json", "x-user-id": USER}
    r = httpx.post(
        f"{fresh.envoy.url}/v1/responses",
        content=chunks(body) if chunked else body,
        headers=sent,
        timeout=60,
    )
    assert r.status_code == 200
    assert fresh.upstream.last("/v1/responses").body == body
    fresh.assert_counted_once(before, **labels)
    fresh.assert_healthy()


def envoy_timeouts(stack: HostileStack) -> int:
    url = f"http://127.0.0.1:{stack.envoy.admin_port}/stats?filter=ext_proc"
    lines = httpx.get(url, timeout=5).text.splitlines()
    return sum(int(line.split(": ")[1]) for line in lines if "message_timeouts" in line)


def five_mb(api: str) -> dict[str, Any]:
    """A chat body of ~5 MB (the prompt Envoy's shipped 0.2 s used to give up on)."""
    text = "Here is the whole log, read it: " + "x" * (5 * MiB)
    if api == "responses":
        return {"model": "m", "input": text, **MEMORY_FIELDS}
    return {"model": "m", "messages": [{"role": "user", "content": text}], **MEMORY_FIELDS}


@pytest.mark.parametrize("api", list(PATHS))
def test_a_five_mb_body_reaches_upstream_without_memory_fields(
    fresh: HostileStack, api: str
) -> None:
    """The shipped config (message_timeout 0.2 s): memproxy asks Envoy for more time for
    a large body first (override_message_timeout, up to max_message_timeout), so Envoy
    waits for the body without memory_config and memory_context instead of forwarding
    the client's."""
    sent = five_mb(api)
    before = envoy_timeouts(fresh)
    forwarded = fresh.metric("memproxy_memory_fields_forwarded_total", api=api, reason="timeout")
    r = send(fresh, api, json.dumps(sent).encode())
    assert r.status_code == 200
    got = fresh.upstream.last(PATHS[api]).json()
    assert not set(MEMORY_FIELDS) & set(got)
    assert got["model"] == "m" and len(json.dumps(got)) > 5 * MiB
    assert envoy_timeouts(fresh) == before
    metric = fresh.metric("memproxy_memory_fields_forwarded_total", api=api, reason="timeout")
    assert metric == forwarded
    fresh.assert_healthy()


@pytest.mark.parametrize("chunked", [False, True], ids=["content_length", "chunked"])
def test_body_just_under_the_limit_is_read_and_stripped(fresh: HostileStack, chunked: bool) -> None:
    """7.5 MiB fits Envoy's buffer and memproxy's limit: memproxy reads it and strips the
    memory fields past Envoy's 200 ms (it asked for max_message_timeout, 5 s). A machine
    too loaded to do it in 5 s forwards it as sent, and counts that."""
    forwarded = fresh.metric(
        "memproxy_memory_fields_forwarded_total", api="responses", reason="timeout"
    )
    body = big_body(15 * MiB // 2)
    sent = {"content-type": "application/json", "x-user-id": USER}
    r = httpx.post(
        f"{fresh.envoy.url}/v1/responses",
        content=chunks(body) if chunked else body,
        headers=sent,
        timeout=60,
    )
    assert r.status_code == 200
    got = fresh.upstream.last("/v1/responses").body
    original = json.loads(body)
    expected = {k: v for k, v in original.items() if k not in MEMORY_FIELDS}
    labels = {"api": "responses", "reason": "timeout"}
    if got == body:  # too slow even so: counted
        now = fresh.wait_metric(forwarded + 1, "memproxy_memory_fields_forwarded_total", **labels)
        assert now == forwarded + 1
    else:
        assert json.loads(got) == expected
    fresh.assert_healthy()


DEPLOY_CONFIGS = sorted((envoy_config.DEFAULT_CONFIG.parent).glob("envoy*.yaml"))


@pytest.mark.parametrize("path", DEPLOY_CONFIGS, ids=[p.name for p in DEPLOY_CONFIGS])
def test_deploy_configs_never_buffer_whole_request_bodies(path: Path) -> None:
    """Measured: with request_body_mode BUFFERED, Envoy itself answers 413 to a body over
    its buffer limit whenever the body fills the buffer before memproxy's headers reply
    (mode_override or end of stream) lands: a race memproxy cannot win. BUFFERED_PARTIAL
    sends the first 8 MiB and streams the rest untouched."""
    config = yaml.safe_load(path.read_text())
    mode = envoy_config.ext_proc_filter(config)["processing_mode"]
    assert mode["request_body_mode"] in ("BUFFERED_PARTIAL", "NONE")


@pytest.mark.parametrize("path", DEPLOY_CONFIGS, ids=[p.name for p in DEPLOY_CONFIGS])
def test_sidecar_takes_a_partial_body_bigger_than_envoys_buffer(path: Path) -> None:
    """An over-limit chunked body reaches memproxy as one message of buffer + a read
    (8,515,982 bytes measured for an 8 MiB buffer); a smaller gRPC cap rejects it."""
    text = path.read_text()
    limits = [int(v) for v in re.findall(r"per_connection_buffer_limit_bytes:\s*(\d+)", text)]
    assert limits and ServerSettings().max_message_bytes >= max(limits) + MiB


# bodies memproxy reads: memory applies, everything else is kept -------------------------------
IMAGE = {"type": "input_image", "image_url": "data:image/png;base64,iVBORw0KGgo="}
ASK = "What's my budget for the Hawaii trip?"
RESPONSES_ITEMS: dict[str, list[Any]] = {
    "input_image_part": [{"role": "user", "content": [{"type": "input_text", "text": ASK}, IMAGE]}],
    "input_file_item": [
        {"type": "input_file", "file_id": "file-123", "filename": "budget.pdf"},
        {"role": "user", "content": ASK},
    ],
    "function_call_and_output": [
        {"role": "user", "content": ASK},
        {"type": "function_call", "call_id": "c1", "name": "lookup", "arguments": "{}"},
        {"type": "function_call_output", "call_id": "c1", "output": "$10,000"},
    ],
    "reasoning_item": [
        {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "AAAA"},
        {"role": "user", "content": ASK},
    ],
    "unknown_item_types": [
        {"role": ["system"], "content": "a list as a role"},
        {"type": "frobnicate", "x": [1, {"y": None}]},
        {"type": 42},
        {"type": ["message"], "role": ["user"], "content": {"weird": True}},
        {"role": {"user": 1}, "content": [{"type": ["input_text"], "text": 5}]},
        "a bare string",
        17,
        None,
        {"role": "user", "content": ASK},
    ],
    "lone_surrogate": [{"role": "user", "content": ASK + " \ud800"}],
    "huge_message_2MB": [{"role": "user", "content": ASK + " " + "budget " * 300_000}],
}
CHAT_MESSAGES: dict[str, list[Any]] = {
    "image_url_part": [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": ASK},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBO"}},
            ],
        }
    ],
    "input_audio_part": [
        {
            "role": "user",
            "content": [
                {"type": "input_audio", "input_audio": {"data": "UklGRg==", "format": "wav"}},
                {"type": "text", "text": ASK},
            ],
        }
    ],
    "unhashable_roles_and_types": [
        {"role": ["system"], "content": "x"},
        {"role": "user", "content": [{"type": {"t": 1}, "text": "y"}, {"type": "text"}]},
        42,
        {"role": "user", "content": ASK},
    ],
    "tool_result_last": [
        {"role": "user", "content": ASK},
        {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function"}]},
        {"role": "tool", "tool_call_id": "c1", "content": "$10,000"},
    ],
    "huge_message_2MB": [{"role": "user", "content": ASK + " " + "budget " * 300_000}],
}
EXTRA_FIELDS: dict[str, Any] = {
    "deep_but_parseable": {"metadata": json.loads("[" * 400 + "]" * 400)},
    "odd_numbers": {"temperature": 1e308, "top_p": -0.0, "seed": 2**80},
}


def readable_cases() -> dict[str, tuple[str, dict[str, Any]]]:
    cases: dict[str, tuple[str, dict[str, Any]]] = {}
    for name, items in RESPONSES_ITEMS.items():
        cases[f"responses-{name}"] = ("responses", {"model": "m", "input": items})
    for name, messages in CHAT_MESSAGES.items():
        cases[f"chat-{name}"] = ("chat_completions", {"model": "m", "messages": messages})
    for name, extra in EXTRA_FIELDS.items():
        items = [{"role": "user", "content": ASK}]
        cases[f"responses-{name}"] = ("responses", {"model": "m", "input": items, **extra})
    return cases


READABLE = readable_cases()


def without_memory(body: dict[str, Any], api: str) -> dict[str, Any]:
    """The body minus the memory fields and minus the one memory message, if injected."""
    key = "input" if api == "responses" else "messages"
    clean = {k: v for k, v in body.items() if k not in MEMORY_FIELDS}
    items = clean.get(key)
    if isinstance(items, list):
        clean[key] = [
            i
            for i in items
            if not (isinstance(i, dict) and i.get("role") == "system" and HEADER in str(i))
        ]
    return clean


@pytest.mark.parametrize(("api", "body"), list(READABLE.values()), ids=list(READABLE))
def test_readable_body_keeps_everything_but_memory_fields(
    fresh: HostileStack, api: str, body: dict[str, Any]
) -> None:
    before = fresh.metric("memproxy_errors_total", stage="extproc")
    raw = json.dumps({**body, **MEMORY_FIELDS}).encode()

    r = send(fresh, api, raw)

    assert r.status_code == 200, r.text
    sent = fresh.upstream.last(PATHS[api]).json()
    assert "memory_config" not in sent and "memory_context" not in sent
    assert without_memory(sent, api) == without_memory(body, api)
    assert fresh.metric("memproxy_errors_total", stage="extproc") == before
    fresh.assert_healthy()


def test_lone_surrogate_survives_as_an_escape(fresh: HostileStack) -> None:
    raw = b'{"model": "m", "input": "budget \\ud800 trip", "memory_config": {}}'
    send(fresh, "responses", raw)
    sent = fresh.upstream.last("/v1/responses").body
    assert b"\\ud800" in sent and b"memory_config" not in sent


@pytest.mark.parametrize(
    "config",
    [{"memory_types": [["semantic"]]}, {"memory_types": [{"a": 1}], "retrieval_limit": [2]}],
    ids=["list_in_memory_types", "dict_in_memory_types"],
)
@pytest.mark.parametrize("api", sorted(PATHS))
def test_bad_memory_config_is_ignored_and_the_memory_fields_removed(
    fresh: HostileStack, api: str, config: dict[str, Any]
) -> None:
    """A list inside memory_types raised TypeError: the request went up unchanged, its
    memory fields in it, and without memories (issue 14)."""
    before = fresh.metric("memproxy_bad_input_total", reason="memory_config")
    body: dict[str, Any] = {"model": "m", "memory_config": config, "memory_context": {}}
    if api == "responses":
        body["input"] = ASK
    else:
        body["messages"] = [{"role": "user", "content": ASK}]

    r = send(fresh, api, json.dumps(body).encode())

    assert r.status_code == 200
    sent = fresh.upstream.last(PATHS[api]).json()
    assert "memory_config" not in sent and "memory_context" not in sent
    assert HEADER in json.dumps(sent) and "$10,000" in json.dumps(sent)  # the rest applied
    assert fresh.metric("memproxy_bad_input_total", reason="memory_config") > before


@pytest.mark.parametrize("api", sorted(PATHS))
def test_lone_surrogate_question_gets_memories_and_is_recorded(
    fresh: HostileStack, api: str
) -> None:
    """\\ud800 broke the chat session id (the request went up unchanged) and recording
    (append_turns failed, the exchange was never learned) (issue 14)."""
    ask = ASK.encode() + b" \\ud800"
    if api == "responses":
        raw = b'{"model": "m", "input": "' + ask + b'", "memory_config": {}}'
    else:
        raw = b'{"model": "m", "messages": [{"role": "user", "content": "' + ask + b'"}],'
        raw += b' "memory_config": {}}'
    recorded = fresh.metric("memproxy_captures_total", finish="recorded")
    failed = fresh.metric("memproxy_errors_total", stage="record")

    r = send(fresh, api, raw)

    assert r.status_code == 200
    sent = fresh.upstream.last(PATHS[api]).body
    assert b"\\ud800" in sent and b"memory_config" not in sent  # the client's escape kept
    assert HEADER.encode() in sent and b"$10,000" in sent
    assert fresh.wait_metric(recorded + 1, "memproxy_captures_total", finish="recorded") > recorded
    time.sleep(0.3)  # the turns are written after the capture is counted
    assert fresh.metric("memproxy_errors_total", stage="record") == failed
    fresh.assert_healthy()


# identity: exact ids, never merged (issue 14) -------------------------------------------------
UNICODE_SPACES = ["\u00a0", "\u2003", "\u3000", "\u0085", "\u2028", "\u1680", "\u205f"]


def ask_as(stack: HostileStack, user: bytes, **fields: Any) -> tuple[httpx.Response, bytes]:
    body = json.dumps({"model": "m", "input": ASK, **fields}).encode()
    sent = {b"content-type": b"application/json", b"x-user-id": user}
    r = httpx.post(f"{stack.envoy.url}/v1/responses", content=body, headers=sent, timeout=30)
    return r, stack.upstream.last("/v1/responses").body


def raw_post(stack: HostileStack, path: str, header_lines: list[bytes], body: bytes) -> bytes:
    """One HTTP/1.1 request written by hand (httpx refuses spaces around a header value)."""
    head = [b"POST " + path.encode() + b" HTTP/1.1", b"host: x", b"connection: close"]
    head += [b"content-type: application/json", b"content-length: %d" % len(body)]
    with socket.create_connection(("127.0.0.1", stack.envoy.listen_port), timeout=30) as sock:
        sock.sendall(b"\r\n".join(head + header_lines) + b"\r\n\r\n" + body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


def test_ascii_spaces_around_a_user_id_are_the_same_user(fresh: HostileStack) -> None:
    """Envoy trims them from the header; the admin API and gRPC trim them too."""
    body = json.dumps({"model": "m", "input": ASK}).encode()
    answer = raw_post(fresh, "/v1/responses", [b"x-user-id: \t " + USER.encode() + b" \t"], body)
    assert answer.startswith(b"HTTP/1.1 200")
    assert b"$10,000" in fresh.upstream.last("/v1/responses").body


@pytest.mark.parametrize("space", UNICODE_SPACES, ids=[f"U+{ord(c):04X}" for c in UNICODE_SPACES])
@pytest.mark.parametrize("where", ["after", "before"])
def test_a_unicode_space_makes_another_user(fresh: HostileStack, space: str, where: str) -> None:
    """str.strip() removed these: "A" + U+00A0 received A's memories, 7 of 7 (issue 14)."""
    user = USER + space if where == "after" else space + USER
    r, sent = ask_as(fresh, user.encode())
    assert r.status_code == 200
    assert b"$10,000" not in sent and HEADER.encode() not in sent


def test_user_ids_that_are_not_utf8_are_refused_not_merged(fresh: HostileStack) -> None:
    """errors="replace" read Z\\xff, Z\\xfe, Z\\xc3 and Z\\xe9 as one user Z\\ufffd."""
    merged = f"Z\ufffd-{time.monotonic_ns()}"
    r = httpx.post(
        f"{fresh.memproxy.admin_url}/v1/memory",
        json={"user_id": merged, "content": "User's budget for the Hawaii trip is $777"},
        timeout=10,
    )
    assert r.status_code == 201, r.text
    assert b"$777" in ask_as(fresh, merged.encode())[1]  # the real U+FFFD user has it
    suffix = merged[2:].encode()
    before = fresh.metric("memproxy_bad_input_total", reason="user_id")
    for byte in (b"\xff", b"\xfe", b"\xc3", b"\xe9"):
        r, sent = ask_as(fresh, b"Z" + byte + suffix, memory_config={})
        assert r.status_code == 200
        assert b"$777" not in sent and b"memory_config" not in sent
    assert fresh.metric("memproxy_bad_input_total", reason="user_id") == before + 4
    fresh.assert_healthy()


def test_a_chain_is_not_expanded_for_a_lookalike_owner(fresh: HostileStack) -> None:
    """A previous_response_id chain of "owner" expanded for "owner" + U+00A0 (issue 14)."""
    owner = f"owner-{time.monotonic_ns()}"
    first = ask_as(fresh, owner.encode())[0].json()["id"]
    deadline = time.monotonic() + 5
    while True:  # the chain is saved at the end of the first response
        _, sent = ask_as(fresh, owner.encode(), previous_response_id=first)
        if b"previous_response_id" not in sent or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert b"previous_response_id" not in sent  # expanded for its owner
    for lookalike in (owner + "\u00a0", "\u3000" + owner, owner + "\u2028"):
        _, sent = ask_as(fresh, lookalike.encode(), previous_response_id=first)
        assert json.loads(sent)["previous_response_id"] == first  # not expanded


# malformed and truncated streams from the upstream -------------------------------------------
def chat_event(text: str) -> bytes:
    chunk: dict[str, Any] = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "choices": []}
    chunk["choices"] = [{"index": 0, "delta": {"content": text}, "finish_reason": None}]
    return b"data: " + json.dumps(chunk).encode() + b"\n\n"


def responses_event(kind: str, **data: Any) -> bytes:
    payload = json.dumps({"type": kind, **data}).encode()
    return b"event: " + kind.encode() + b"\ndata: " + payload + b"\n\n"


DELTA = responses_event("response.output_text.delta", delta="Your budget is $10,000.")
STREAMS: dict[str, tuple[str, list[bytes]]] = {
    "chat-no_trailing_blank_line": ("chat_completions", [chat_event("Hi"), b"data: [DONE]\n"]),
    "chat-no_newline_at_all": ("chat_completions", [chat_event("Hi"), b"data: [DONE]"]),
    "chat-garbage_lines": (
        "chat_completions",
        [b"HTTP/1.1 200 OK\n", chat_event("Hi"), b"\x00\xff garbage \xfe\n\n", b"data: [DONE]\n\n"],
    ),
    "chat-invalid_json_data": (
        "chat_completions",
        [chat_event("Hi"), b'data: {"choices": [{"delta": \n\n', b"data: [DONE]\n\n"],
    ),
    "chat-data_not_an_object": (
        "chat_completions",
        [b"data: [1, 2]\n\n", b"data: null\n\n", chat_event("Hi"), b"data: [DONE]\n\n"],
    ),
    "responses-invalid_json_data": (
        "responses",
        [DELTA, b'event: response.completed\ndata: {"response": \n\n'],
    ),
    "responses-garbage_and_unterminated": (
        "responses",
        [b"nonsense without a colon\n", DELTA, b"event: response.completed\ndata: {}"],
    ),
}


def stream_request(api: str) -> bytes:
    if api == "responses":
        return json.dumps({"model": "m", "input": ASK, "stream": True}).encode()
    return json.dumps({**CHAT, "stream": True}).encode()


@pytest.mark.parametrize(("api", "raw"), list(STREAMS.values()), ids=list(STREAMS))
def test_malformed_sse_reaches_client_byte_identical(
    fresh: HostileStack, api: str, raw: list[bytes]
) -> None:
    labels = {"api": api, "reason": "bad_sse"}
    before = fresh.unprocessable(**labels)
    fresh.upstream.config.raw_stream = raw

    r = send(fresh, api, stream_request(api))

    assert r.status_code == 200
    assert r.content == b"".join(raw)
    fresh.assert_counted_once(before, **labels)
    fresh.assert_healthy()


def read_cut_stream(stack: HostileStack, api: str) -> tuple[int, bytes]:
    """POST a streaming request whose answer the upstream cuts: (status, bytes received)."""
    status, received = 0, b""
    with (
        pytest.raises(httpx.HTTPError),  # the cut surfaces while reading
        httpx.stream(
            "POST",
            f"{stack.envoy.url}{PATHS[api]}",
            content=stream_request(api),
            headers={"content-type": "application/json", "x-user-id": USER},
            timeout=30,
        ) as r,
    ):
        status = r.status_code
        for piece in r.iter_raw():
            received += piece
        r.raise_for_status()  # an Envoy 502 (see below) ends here
    return status, received


CUT_STREAMS = {
    "chat_completions": [chat_event("Your budget"), b'data: {"choi'],
    "responses": [DELTA[:40]],
}


@pytest.mark.parametrize("api", sorted(CUT_STREAMS))
def test_stream_cut_mid_way_gives_client_what_upstream_sent(fresh: HostileStack, api: str) -> None:
    before = fresh.metric("memproxy_captures_total", finish="truncated")
    fresh.upstream.config.raw_stream = CUT_STREAMS[api]
    fresh.upstream.config.raw_stream_cut = True
    fresh.upstream.config.chunk_delay_s = 0.3  # the cut comes after memproxy answered the chunk

    status, received = read_cut_stream(fresh, api)

    assert status == 200 and received == b"".join(CUT_STREAMS[api])
    assert (
        fresh.wait_metric(before + 1, "memproxy_captures_total", finish="truncated") >= before + 1
    )
    fresh.assert_healthy()


@pytest.mark.parametrize("api", sorted(CUT_STREAMS))
def test_stream_cut_at_once_is_an_error_for_the_client_either_way(
    fresh: HostileStack, api: str
) -> None:
    """Measured Envoy 1.40 behaviour: when the upstream cuts while Envoy waits for
    memproxy's answer to the response headers (or to a body chunk), Envoy answers 502
    itself (or drops the held chunk before the reset). Without ext_proc the client gets
    200, the partial bytes, then the reset. Both are a failed stream for the client; the
    sidecar must stay healthy and the client must never hang."""
    fresh.upstream.config.raw_stream = CUT_STREAMS[api]
    fresh.upstream.config.raw_stream_cut = True

    for _ in range(5):
        status, received = read_cut_stream(fresh, api)
        assert status in (200, 502)
        assert b"".join(CUT_STREAMS[api]).startswith(received) or status == 502
    fresh.assert_healthy()
