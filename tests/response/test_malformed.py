"""Malformed SSE and odd upstream answers: read on, never raise, flag for counting."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memproxy.openai_apis import SPECS
from memproxy.response.capture import Capture
from memproxy.response.sse import SSEParser

CLEAN = b'data: {"a": 1}\n\n: comment\n\nid: 7\nretry: 10\nevent: x\ndata: [DONE]\r\n\r\n'

NAMED = {spec.name: spec for spec in SPECS.values()}


def parse(data: bytes) -> SSEParser:
    parser = SSEParser()
    parser.feed(data)
    parser.close()
    return parser


def test_a_clean_stream_is_not_malformed() -> None:
    assert not parse(CLEAN).malformed


@pytest.mark.parametrize(
    ("data", "flag"),
    [
        (b"not sse at all\n\n", "garbage"),
        (b'data: {"a": 1}\n\nHTTP/1.1 200 OK\n', "garbage"),
        (b'data: {"a": 1}\n', "unterminated"),
        (b'data: {"a": 1}', "unterminated"),
        (b"event: x", "unterminated"),
        (b"data: " + b"x" * 300, "overflowed"),
    ],
)
def test_broken_streams_are_flagged(data: bytes, flag: str) -> None:
    parser = SSEParser(max_line_bytes=256)
    parser.feed(data)
    parser.close()
    assert getattr(parser, flag) and parser.malformed


def test_a_last_event_without_its_blank_line_still_counts() -> None:
    parser = SSEParser()
    events = parser.feed(b"data: [DONE]") + parser.close()
    assert [e.data for e in events] == ["[DONE]"]


@given(
    st.lists(
        st.tuples(
            st.sampled_from(["data", "event", "id", ":", "junk"]),
            st.text(alphabet="ab{}: ", max_size=8),
            st.sampled_from([b"\n", b"\r\n", b"\r"]),
        ),
        max_size=20,
    ),
    st.lists(st.integers(min_value=0, max_value=400), max_size=10),
)
def test_line_endings_split_anywhere_give_the_same_events(
    lines: list[tuple[str, str, bytes]], cuts: list[int]
) -> None:
    stream = b"".join(f"{name}: {value}".encode() + end for name, value, end in lines) + b"\n\n"
    whole = SSEParser()
    expected = whole.feed(stream) + whole.close()
    points = sorted({c for c in cuts if c <= len(stream)})
    split = SSEParser()
    got = []
    for a, b in zip([0, *points], [*points, len(stream)], strict=True):
        got += split.feed(stream[a:b])
    assert got + split.close() == expected


def _fastest_feed(lines: int) -> float:
    chunk = b"data: x\n\n" * lines
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        events = SSEParser().feed(chunk)
        best = min(best, time.perf_counter() - started)
        assert len(events) == lines
    return best


def test_one_huge_chunk_of_many_lines_is_linear() -> None:
    # A ratio against a smaller feed in the same run, not a wall-clock limit: 4x the lines in one
    # chunk costs about 4x when linear and 16x when quadratic (the fastest of three each, so that
    # a loaded machine's stalls do not count).
    small, large = _fastest_feed(50_000), _fastest_feed(200_000)
    assert large / small < 10


def sse(*payloads: str) -> bytes:
    return b"".join(f"data: {p}\n\n".encode() for p in payloads)


@pytest.mark.parametrize(
    "data",
    [
        sse('{"choices": [{"delta": ', "[DONE]"),
        sse("[1, 2]", "[DONE]"),
        sse("null", "[DONE]"),
        b"garbage line\n" + sse("[DONE]"),
        sse("[DONE]")[:-1],
    ],
    ids=["invalid_json", "array", "null", "garbage", "unterminated"],
)
def test_capture_flags_malformed_streams(data: bytes) -> None:
    capture = Capture(NAMED["chat_completions"], streamed=True)
    capture.feed(data)
    capture.finish()
    assert capture.malformed


def test_capture_of_a_good_stream_or_json_is_not_malformed() -> None:
    chunk = {"choices": [{"index": 0, "delta": {"content": "Hi"}}]}
    streamed = Capture(NAMED["chat_completions"], streamed=True)
    streamed.feed(sse(json.dumps(chunk), "[DONE]"))
    assert streamed.finish().text == "Hi" and not streamed.malformed
    unparsed = Capture(NAMED["chat_completions"], streamed=False)
    unparsed.feed(b"{not json")
    assert unparsed.finish().finish == "unparsed" and not unparsed.malformed


ODD_CHAT: list[Any] = [
    {"choices": [{"message": "a string"}]},
    {"choices": [{"message": {"content": [{"type": ["text"], "text": "x"}]}}]},
    {"choices": "nope", "id": 5},
    {"choices": [None, 1, {"delta": []}]},
]
ODD_RESPONSES: list[Any] = [
    {"output": [{"type": ["message"]}, {"type": {"a": 1}}, 3], "status": ["x"]},
    {"type": "response.created", "response": []},
    {"type": "response.completed", "response": "done"},
    {"type": "response.output_text.delta", "delta": {"text": "x"}},
]


@pytest.mark.parametrize("streamed", [False, True])
@pytest.mark.parametrize(
    ("api", "body"),
    [("chat_completions", b) for b in ODD_CHAT] + [("responses", b) for b in ODD_RESPONSES],
)
def test_odd_answers_never_raise(api: str, body: Any, streamed: bool) -> None:
    capture = Capture(NAMED[api], streamed)
    raw = json.dumps(body).encode()
    capture.feed(sse(raw.decode()) if streamed else raw)
    assert capture.finish().finish in ("completed", "incomplete", "error", "truncated", "unparsed")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None)
@given(json_values, st.booleans(), st.sampled_from(["chat_completions", "responses"]))
def test_any_json_answer_never_raises(body: Any, streamed: bool, api: str) -> None:
    capture = Capture(NAMED[api], streamed)
    raw = json.dumps(body)
    capture.feed(sse(raw) if streamed else raw.encode())
    capture.finish()
