"""The testing kit's in-process harness: the product's wiring through every ext_proc phase,
the recorder included, on a real SQLite state store (no Envoy, no network)."""

from __future__ import annotations

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


def make(state: SqliteStateStore, **memory: object) -> Harness:
    settings = Settings(memory=MemorySettings(**memory))  # type: ignore[arg-type]
    return Harness(settings, store=ListStore(), embedder=WordEmbedder(), state=state)  # type: ignore[arg-type]


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
