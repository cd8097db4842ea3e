import json
from typing import Any

import pytest

from memproxy.openai_apis import SPECS
from memproxy.response.capture import Capture
from memproxy.testing.stub_llm import chat_completion, response_object

NAMED = {spec.name: spec for spec in SPECS.values()}


def chunks(data: bytes, size: int) -> list[bytes]:
    return [data[i : i + size] for i in range(0, len(data), size)]


def run(api: str, streamed: bool, data: bytes, size: int = 7):  # type: ignore[no-untyped-def]
    c = Capture(NAMED[api], streamed)
    for piece in chunks(data, size):
        c.feed(piece)
    return c.finish()


def test_chat_json() -> None:
    out = run("chat_completions", False, json.dumps(chat_completion("m", "Hello!")).encode())
    assert out.ok and out.text == "Hello!" and out.response_id.startswith("chatcmpl-")


def test_responses_json_walks_output_content() -> None:
    out = run("responses", False, json.dumps(response_object("m", "It is $10,000.")).encode())
    assert out.ok and out.text == "It is $10,000." and out.response_id.startswith("resp_")
    assert out.output_items[0]["type"] == "message"


CHAT_SSE = (
    b"".join(
        b"data: "
        + json.dumps(
            {
                "id": "c1",
                "object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": d, "finish_reason": f}],
            }
        ).encode()
        + b"\n\n"
        for d, f in [
            ({"role": "assistant", "content": ""}, None),
            ({"content": "Hel"}, None),
            ({"content": "lo!"}, None),
            ({}, "stop"),
        ]
    )
    + b"data: [DONE]\n\n"
)


@pytest.mark.parametrize("size", [1, 5, 64, 100_000])
def test_chat_stream_any_chunking(size: int) -> None:
    out = run("chat_completions", True, CHAT_SSE, size)
    assert out.finish == "completed" and out.text == "Hello!" and out.response_id == "c1"


def test_chat_stream_truncated_is_not_a_turn() -> None:
    out = run("chat_completions", True, CHAT_SSE[: CHAT_SSE.index(b"[DONE]") - 20])
    assert out.finish == "truncated" and not out.ok


def test_chat_stream_midway_error() -> None:
    data = (
        CHAT_SSE.split(b"data: [DONE]")[0][:120]
        + b"\n\ndata: "
        + json.dumps({"error": {"message": "overloaded", "code": 503}}).encode()
        + b"\n\n"
    )
    out = run("chat_completions", True, data)
    assert out.finish == "error" and not out.ok


def responses_sse(text: str, final: str = "response.completed") -> bytes:
    resp = response_object("m", text)
    events: list[tuple[str, dict[str, Any]]] = [
        ("response.created", {"response": {**resp, "status": "in_progress", "output": []}}),
        ("response.output_text.delta", {"delta": text[:3]}),
        ("response.output_text.delta", {"delta": text[3:]}),
        (final, {"response": resp}),
    ]
    return b"".join(
        f"event: {k}\ndata: {json.dumps({'type': k, **v})}\n\n".encode() for k, v in events
    )


def test_responses_stream() -> None:
    out = run("responses", True, responses_sse("Budget is $10,000."), 9)
    assert out.ok and out.text == "Budget is $10,000." and out.response_id.startswith("resp_")
    assert out.output_items and out.output_items[0]["role"] == "assistant"


def test_responses_stream_without_completed_is_truncated() -> None:
    data = responses_sse("Budget is $10,000.")
    out = run("responses", True, data[: data.index(b"event: response.completed")])
    assert out.finish == "truncated" and not out.ok


def test_responses_failed() -> None:
    assert run("responses", True, responses_sse("x", "response.failed")).finish == "error"


@pytest.mark.parametrize("raw", [b"", b"not json", b"[1,2]", b'{"error": {"message": "bad"}}'])
def test_bad_json_bodies_are_not_turns(raw: bytes) -> None:
    assert not run("chat_completions", False, raw).ok
