"""vLLM's OpenAI wire formats, as pure builders: JSON bodies and SSE events.

Chat Completions (`chat.completion`, `chat.completion.chunk` + `data: [DONE]`) and
Responses (`response` and its `response.*` event sequence), shaped as vLLM sends them.
Used by the stand-in upstream (`memproxy.demo.upstream`) and the tests' stub LLM.
"""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Stream:
    """An SSE body in three parts, so a server can pace it: the events before the first
    token, one event per text piece, and the events after the last one."""

    head: list[bytes]
    pieces: list[bytes]
    tail: list[bytes]


def split_text(text: str, chunks: int) -> list[str]:
    """The text in at most `chunks` pieces of about the same size (one empty piece for "")."""
    n = max(1, chunks)
    size = max(1, -(-len(text) // n))
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def sse(data: dict[str, Any]) -> bytes:
    return f"data: {json.dumps(data)}\n\n".encode()


def chunk(cid: str, created: int, model: str, choice: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": cid,
        "object": "chat.completion.chunk",
        "created": created,
        "model": model,
        "choices": [choice],
    }


def chat_completion(model: str, text: str) -> dict[str, Any]:
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {
                    "role": "assistant",
                    "content": text,
                    "reasoning_content": None,
                    "tool_calls": [],
                },
                "logprobs": None,
                "finish_reason": "stop",
                "stop_reason": None,
            }
        ],
        "usage": {
            "prompt_tokens": 10,
            "total_tokens": 20,
            "completion_tokens": 10,
            "prompt_tokens_details": None,
        },
        "prompt_logprobs": None,
    }


def chat_stream(model: str, pieces: Sequence[str]) -> Stream:
    cid, created = f"chatcmpl-{uuid.uuid4().hex}", int(time.time())
    first = {
        "index": 0,
        "delta": {"role": "assistant", "content": ""},
        "logprobs": None,
        "finish_reason": None,
    }
    body = [
        sse(
            chunk(
                cid,
                created,
                model,
                {"index": 0, "delta": {"content": p}, "logprobs": None, "finish_reason": None},
            )
        )
        for p in pieces
    ]
    last = {"index": 0, "delta": {}, "logprobs": None, "finish_reason": "stop", "stop_reason": None}
    return Stream(
        [sse(chunk(cid, created, model, first))],
        body,
        [sse(chunk(cid, created, model, last)), b"data: [DONE]\n\n"],
    )


def response_object(model: str, text: str) -> dict[str, Any]:
    return {
        "id": f"resp_{uuid.uuid4().hex}",
        "created_at": int(time.time()),
        "instructions": None,
        "metadata": None,
        "model": model,
        "object": "response",
        "output": [
            {
                "id": f"msg_{uuid.uuid4().hex}",
                "type": "message",
                "role": "assistant",
                "status": "completed",
                "content": [
                    {"type": "output_text", "text": text, "annotations": [], "logprobs": None}
                ],
            }
        ],
        "parallel_tool_calls": True,
        "temperature": 1.0,
        "tool_choice": "auto",
        "tools": [],
        "top_p": 1.0,
        "background": False,
        "max_output_tokens": 1024,
        "max_tool_calls": None,
        "previous_response_id": None,
        "prompt": None,
        "reasoning": None,
        "service_tier": "auto",
        "status": "completed",
        "text": None,
        "top_logprobs": 0,
        "truncation": "disabled",
        "usage": {
            "input_tokens": 10,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 10,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 20,
        },
        "user": None,
    }


def responses_stream(model: str, text: str, pieces: Sequence[str]) -> Stream:
    """response.created, in_progress, output_item.added, content_part.added, one
    output_text.delta per piece, output_text.done, content_part.done, output_item.done,
    response.completed; numbered by sequence_number."""
    resp = response_object(model, text)
    item_id = resp["output"][0]["id"]
    seq = 0

    def event(kind: str, data: dict[str, Any]) -> bytes:
        nonlocal seq
        seq += 1
        data = {"type": kind, "sequence_number": seq, **data}
        return f"event: {kind}\ndata: {json.dumps(data)}\n\n".encode()

    where = {"item_id": item_id, "output_index": 0, "content_index": 0}
    in_progress = {**resp, "status": "in_progress", "output": [], "usage": None}
    item = {"id": item_id, "type": "message", "role": "assistant", "status": "in_progress"}
    part = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
    head = [
        event("response.created", {"response": in_progress}),
        event("response.in_progress", {"response": in_progress}),
        event("response.output_item.added", {"output_index": 0, "item": {**item, "content": []}}),
        event("response.content_part.added", {**where, "part": part}),
    ]
    body = [
        event("response.output_text.delta", {**where, "delta": p, "logprobs": []}) for p in pieces
    ]
    tail = [
        event("response.output_text.done", {**where, "text": text, "logprobs": []}),
        event("response.content_part.done", {**where, "part": {**part, "text": text}}),
        event("response.output_item.done", {"output_index": 0, "item": resp["output"][0]}),
        event("response.completed", {"response": resp}),
    ]
    return Stream(head, body, tail)


async def paced(
    stream: Stream, first_token_delay_s: float = 0.0, chunk_delay_s: float = 0.0
) -> AsyncIterator[bytes]:
    """The stream's events, waiting before the first one and after each text piece."""
    await asyncio.sleep(first_token_delay_s)
    for event in stream.head:
        yield event
    for event in stream.pieces:
        yield event
        await asyncio.sleep(chunk_delay_s)
    for event in stream.tail:
        yield event
