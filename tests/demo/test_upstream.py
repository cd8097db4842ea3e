"""The stand-in upstream through the official openai SDK: both APIs, streamed and not,
its model list and health, and answers that list the memories it was given."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from openai import OpenAI

from memproxy.demo.upstream import DEFAULT_MODEL
from memproxy.pipeline.render import FRAMING, HEADER
from memproxy.testing.procs import free_port, stop_pid, wait_http

INJECTED = f"{HEADER}\n\n{FRAMING}\n- Budget is $10,000\n- Allergic to peanuts"
GIVEN = "[stand-in model] I was given 2 memories: • Budget is $10,000 • Allergic to peanuts"
NONE = "[stand-in model] I was given no memories."


@pytest.fixture(scope="module")
def url() -> Iterator[str]:
    port = free_port()
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "memproxy.demo.upstream",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--model",
            "qwen3-stand-in",
        ]
    )
    try:
        wait_http(f"http://127.0.0.1:{port}/health", 20, proc)
        yield f"http://127.0.0.1:{port}"
    finally:
        stop_pid(proc)


@pytest.fixture
def client(url: str) -> OpenAI:
    return OpenAI(base_url=f"{url}/v1", api_key="none", max_retries=0)


def test_models_and_health(client: OpenAI, url: str) -> None:
    assert [m.id for m in client.models.list()] == ["qwen3-stand-in"]
    assert httpx.get(f"{url}/health").status_code == 200


def test_chat_completions(client: OpenAI) -> None:
    messages = [{"role": "system", "content": INJECTED}, {"role": "user", "content": "budget?"}]
    reply = client.chat.completions.create(model="m", messages=messages)  # type: ignore[arg-type]
    assert reply.object == "chat.completion" and reply.model == "m"
    assert reply.choices[0].message.content == GIVEN
    assert reply.choices[0].finish_reason == "stop"
    plain = client.chat.completions.create(model="m", messages=[{"role": "user", "content": "hi"}])
    assert plain.choices[0].message.content == NONE


def test_chat_completions_streamed(client: OpenAI) -> None:
    messages: list[Any] = [
        {"role": "system", "content": INJECTED},
        {"role": "user", "content": "budget?"},
    ]
    chunks = list(client.chat.completions.create(model="m", messages=messages, stream=True))
    assert chunks[0].choices[0].delta.role == "assistant"
    assert "".join(c.choices[0].delta.content or "" for c in chunks) == GIVEN
    assert chunks[-1].choices[0].finish_reason == "stop"
    assert len(chunks) > 3


def test_responses(client: OpenAI) -> None:
    reply = client.responses.create(
        model="m",
        input=[
            {"role": "system", "content": [{"type": "input_text", "text": INJECTED}]},
            {"role": "user", "content": "budget?"},
        ],
    )
    assert reply.status == "completed" and reply.output_text == GIVEN
    assert client.responses.create(model="m", input="hello").output_text == NONE


def test_responses_streamed(client: OpenAI) -> None:
    with client.responses.stream(
        model="m", input=[{"role": "system", "content": INJECTED}, {"role": "user", "content": "?"}]
    ) as stream:
        kinds = [event.type for event in stream]
        final = stream.get_final_response()
    assert kinds[:4] == [
        "response.created",
        "response.in_progress",
        "response.output_item.added",
        "response.content_part.added",
    ]
    assert kinds[-4:] == [
        "response.output_text.done",
        "response.content_part.done",
        "response.output_item.done",
        "response.completed",
    ]
    assert final.output_text == GIVEN


def test_bad_bodies_are_400s(url: str) -> None:
    for path in ("/v1/chat/completions", "/v1/responses"):
        r = httpx.post(f"{url}{path}", content=b"{not json")
        assert r.status_code == 400 and r.json()["object"] == "error"
        assert httpx.post(f"{url}{path}", json={"model": "m"}).status_code == 400


def test_default_model_name() -> None:
    assert "stand-in" in DEFAULT_MODEL
