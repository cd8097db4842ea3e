"""The testing kit's in-process harness: the product's wiring through every ext_proc phase,
the recorder included, on a real SQLite state store (no Envoy, no network)."""

from __future__ import annotations

import asyncio
import json

from envoy.extensions.filters.http.ext_proc.v3 import processing_mode_pb2 as mode_pb
from envoy.service.ext_proc.v3 import external_processor_pb2 as pb

from memproxy.config import MemorySettings, Settings
from memproxy.state.base import SessionKey
from memproxy.state.sqlite import SqliteStateStore
from memproxy.testing.harness import (
    Harness,
    request_body,
    request_headers,
    response_body,
    response_headers,
)
from tests.fakes import ListStore, WordEmbedder

ASKED = json.dumps({"model": "m", "input": "I moved to Lisbon last spring"}).encode()
ANSWER = json.dumps(
    {
        "id": "resp_1",
        "output": [
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "Lisbon is lovely."}],
            }
        ],
    }
).encode()
STREAMED = mode_pb.ProcessingMode.BodySendMode.STREAMED
USER = {"x-user-id": "alice", "x-session-id": "s1"}


def make(
    state: SqliteStateStore, embedder: WordEmbedder | None = None, **memory: object
) -> Harness:
    settings = Settings(memory=MemorySettings(**memory))  # type: ignore[arg-type]
    return Harness(
        settings,
        store=ListStore(),  # type: ignore[arg-type]
        embedder=embedder or WordEmbedder(),
        state=state,  # type: ignore[arg-type]
    )


async def exchange(harness: Harness) -> list[pb.ProcessingResponse]:
    """One Responses request and its JSON answer, every phase, then the recorder drained."""
    out = await harness.run(
        request_headers("/v1/responses", USER),
        request_body(ASKED),
        response_headers(),
        response_body(ANSWER),
    )
    await harness.close()
    return out


async def test_the_response_phases_reach_the_recorder(state: SqliteStateStore) -> None:
    harness = make(state)
    out = await exchange(harness)
    assert len(out) == 4  # the processor asked for the response and saw it to the end
    assert out[0].mode_override.response_body_mode == STREAMED  # Envoy streams it to us
    chain = await state.chain("alice", "resp_1")
    assert chain is not None and chain[0].output_items[0]["role"] == "assistant"
    turns = await state.recent_turns(SessionKey("alice", "s1", ""), 4)
    assert [(t.role, t.text) for t in turns] == [
        ("user", "I moved to Lisbon last spring"),
        ("assistant", "Lisbon is lovely."),
    ]
    assert harness.metrics.value("memproxy_captures_total", {"finish": "recorded"}) == 1


async def test_auto_store_off_ends_the_stream_with_the_request(state: SqliteStateStore) -> None:
    harness = make(state, auto_store=False)
    out = await exchange(harness)
    assert len(out) == 2  # NoRecorder: Envoy is not asked for the response
    assert out[0].mode_override.response_body_mode != STREAMED
    assert await state.chain("alice", "resp_1") is None


def sse(*pieces: str) -> bytes:
    return b"".join(
        b"data: "
        + json.dumps({"choices": [{"index": 0, "delta": {"content": p}}]}).encode()
        + b"\n\n"
        for p in pieces
    )


CHAT = json.dumps(
    {"model": "m", "stream": True, "messages": [{"role": "user", "content": "I moved to Lisbon"}]}
).encode()


async def test_an_answer_cut_short_still_records_what_the_user_said(
    state: SqliteStateStore,
) -> None:
    """Envoy stopped waiting for a chunk (message_timeout on a busy sidecar) or the client
    left: the stream ends before its answer did. What the user said was accepted, so their
    turn is recorded with what came of the answer; no response record is kept."""
    harness = make(state)
    out = await harness.run(
        request_headers("/v1/chat/completions", USER),
        request_body(CHAT),
        response_headers(content_type="text/event-stream"),
        response_body(sse("Lisbon ", "is "), eos=False),
    )
    await harness.close()
    assert len(out) == 4
    turns = await state.recent_turns(SessionKey("alice", "s1", ""), 4)
    assert [(t.role, t.text) for t in turns] == [
        ("user", "I moved to Lisbon"),
        ("assistant", "Lisbon is "),
    ]
    assert harness.metrics.value("memproxy_captures_total", {"finish": "truncated"}) == 1
    assert harness.metrics.value("memproxy_captures_total", {"finish": "recorded"}) == 0


async def test_a_stream_that_ends_before_the_answer_records_the_user_alone(
    state: SqliteStateStore,
) -> None:
    """Ended before the response headers (or during a JSON answer): the user's turn alone."""
    for tail in ([], [response_headers(), response_body(ANSWER[:30], eos=False)]):
        harness = make(state)
        await harness.run(request_headers("/v1/responses", USER), request_body(ASKED), *tail)
        await harness.close()
    turns = await state.recent_turns(SessionKey("alice", "s1", ""), 4)
    assert [(t.role, t.text) for t in turns] == [("user", "I moved to Lisbon last spring")] * 2
    assert await state.chain("alice", "resp_1") is None


async def test_an_error_answer_records_nothing(state: SqliteStateStore) -> None:
    harness = make(state)
    await harness.run(
        request_headers("/v1/responses", USER), request_body(ASKED), response_headers(500)
    )
    await harness.close()
    assert await state.recent_turns(SessionKey("alice", "s1", ""), 4) == []


async def test_a_request_envoy_stopped_waiting_for_records_what_the_user_said(
    state: SqliteStateStore,
) -> None:
    """The memory step outlasted Envoy's wait (message_timeout cancels the stream's task;
    Envoy forwards the request as it came): the answer never passes the sidecar, but the
    user's turn was read before the slow steps and is recorded all the same."""
    asked = json.dumps({"model": "m", "input": "Which dish suits my diet tonight?"}).encode()
    harness = make(state, WordEmbedder(delay_s=60), deadline_ms=60_000)
    task = asyncio.create_task(
        harness.run(request_headers("/v1/responses", USER), request_body(asked))
    )
    await asyncio.sleep(0.2)  # the embedder holds the search: the memory step is under way
    task.cancel()
    await asyncio.gather(task, return_exceptions=True)
    await harness.close()
    turns = await state.recent_turns(SessionKey("alice", "s1", ""), 4)
    assert [(t.role, t.text) for t in turns] == [("user", "Which dish suits my diet tonight?")]
    assert (
        harness.metrics.value(
            "memproxy_requests_total", {"api": "responses", "outcome": "cancelled"}
        )
        == 1
    )
