"""A stub OpenAI-compatible LLM server that speaks vLLM's wire format and records requests.

Chat Completions and Responses, JSON and SSE (with optional delays between events),
plus an echo on every other path. Runs in a background thread with its own loop.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from dataclasses import dataclass, field
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from memproxy.demo.wire import (
    Stream,
    chat_completion,
    chat_stream,
    paced,
    response_object,
    responses_stream,
    split_text,
)

__all__ = ["Recorded", "StubConfig", "StubLLM", "chat_completion", "response_object"]


@dataclass
class Recorded:
    method: str
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> Any:
        return json.loads(self.body)


class StubConnectionCut(Exception):
    """Raised inside a raw stream to drop the connection mid-body (uvicorn closes it)."""


@dataclass
class StubConfig:
    answer: str = "Sure, happy to help."
    chunks: int = 4
    chunk_delay_s: float = 0.0
    first_token_delay_s: float = 0.0
    extraction_answer: str | None = None
    """When set, a chat request whose system prompt mentions memory extraction gets this."""
    extraction_status: int = 200
    """Answer extraction requests with this HTTP status (503: the extraction LLM is down)."""
    extraction_calls: int = 0
    update_answer: str | None = None
    """When set, a chat request asking for a memory update decision gets this."""
    update_calls: int = 0
    merge_answer: str | None = None
    """When set, a chat request asking to merge a correction into a stored memory gets this."""
    merge_calls: int = 0
    state_answer: str | None = None
    """When set, a chat request asking to update a conversation's CURRENT STATE gets this."""
    state_calls: int = 0
    raw_stream: list[bytes] | None = None
    """When set, a streaming chat or responses request gets exactly these bytes as its
    text/event-stream body, one write each (malformed or truncated SSE, for hostile tests)."""
    raw_stream_cut: bool = False
    """With raw_stream: drop the connection after the last write, without ending the body."""


@dataclass
class StubLLM:
    config: StubConfig = field(default_factory=StubConfig)
    requests: list[Recorded] = field(default_factory=list)
    port: int = 0
    record: bool = True
    _server: uvicorn.Server | None = None
    _thread: threading.Thread | None = None
    _lock: threading.Lock = field(default_factory=threading.Lock)

    # recording -----------------------------------------------------------
    def clear(self) -> None:
        with self._lock:
            self.requests.clear()

    def last(self, path: str) -> Recorded:
        with self._lock:
            for rec in reversed(self.requests):
                if rec.path == path:
                    return rec
        raise AssertionError(f"no request to {path} reached the upstream")

    def matching(self, path: str, needle: str) -> list[Recorded]:
        with self._lock:
            return [r for r in self.requests if r.path == path and needle.encode() in r.body]

    async def _record(self, request: Request) -> tuple[Recorded, Any]:
        body = await request.body()
        rec = Recorded(request.method, request.url.path, dict(request.headers), body)
        if self.record:
            with self._lock:
                self.requests.append(rec)
        try:
            parsed = json.loads(body) if body else None
        except (ValueError, UnicodeDecodeError):
            parsed = None
        return rec, parsed

    # handlers ------------------------------------------------------------
    async def chat(self, request: Request) -> Response:
        _, body = await self._record(request)
        if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
            return JSONResponse({"object": "error", "message": "bad request", "code": 400}, 400)
        if self._is_extraction(body):
            self.config.extraction_calls += 1
            if self.config.extraction_status != 200:
                return JSONResponse(
                    {"object": "error", "message": "unavailable", "code": 503},
                    self.config.extraction_status,
                )
        if body.get("stream") and self.config.raw_stream is not None:
            return self._raw_stream_response()
        text = self._answer_for(body)
        model = body.get("model", "stub")
        if body.get("stream"):
            stream = chat_stream(model, split_text(text, self.config.chunks))
            return self._paced(stream)
        return JSONResponse(chat_completion(model, text))

    async def responses(self, request: Request) -> Response:
        _, body = await self._record(request)
        if not isinstance(body, dict) or "input" not in body:
            return JSONResponse({"object": "error", "message": "bad request", "code": 400}, 400)
        if body.get("stream") and self.config.raw_stream is not None:
            return self._raw_stream_response()
        if body.get("previous_response_id"):
            # like vLLM without VLLM_ENABLE_RESPONSES_API_STORE: no response store
            return JSONResponse(
                {
                    "error": {
                        "message": "Response not found",
                        "type": "invalid_request_error",
                        "code": 404,
                    }
                },
                404,
            )
        model = body.get("model", "stub")
        if body.get("stream"):
            text = self.config.answer
            return self._paced(responses_stream(model, text, split_text(text, self.config.chunks)))
        return JSONResponse(response_object(model, self.config.answer))

    async def echo(self, request: Request) -> Response:
        rec, _ = await self._record(request)
        return JSONResponse({"method": rec.method, "path": rec.path, "size": len(rec.body)})

    def _is_extraction(self, body: dict[str, Any]) -> bool:
        first = body["messages"][0] if body["messages"] else {}
        return isinstance(first, dict) and "extract" in str(first.get("content", "")).lower()

    def _answer_for(self, body: dict[str, Any]) -> str:
        extraction = self.config.extraction_answer
        if extraction is not None and self._is_extraction(body):
            return extraction
        first = body["messages"][0] if body["messages"] else {}
        asks_update = (
            "long-term memory" in str(first.get("content", ""))
            if isinstance(first, dict)
            else False
        )
        asks_state = isinstance(first, dict) and "CURRENT STATE" in str(first.get("content", ""))
        if self.config.state_answer is not None and asks_state:
            self.config.state_calls += 1
            return self.config.state_answer
        asks_merge = (
            isinstance(first, dict) and "stored memory" in str(first.get("content", "")).lower()
        )
        if self.config.merge_answer is not None and asks_merge:
            self.config.merge_calls += 1
            return self.config.merge_answer
        if self.config.update_answer is not None and asks_update:
            self.config.update_calls += 1
            return self.config.update_answer
        return self.config.answer

    def _paced(self, stream: Stream) -> Response:
        events = paced(stream, self.config.first_token_delay_s, self.config.chunk_delay_s)
        return StreamingResponse(events, media_type="text/event-stream")

    def _raw_stream_response(self) -> Response:
        return StreamingResponse(self._raw_stream(), media_type="text/event-stream")

    async def _raw_stream(self):  # type: ignore[no-untyped-def]
        for piece in self.config.raw_stream or []:
            yield piece
            await asyncio.sleep(self.config.chunk_delay_s)
        if self.config.raw_stream_cut:
            raise StubConnectionCut("stub: connection cut mid-stream (on purpose)")

    # lifecycle -----------------------------------------------------------
    def app(self) -> Starlette:
        return Starlette(
            routes=[
                Route("/v1/chat/completions", self.chat, methods=["POST"]),
                Route("/v1/responses", self.responses, methods=["POST"]),
                Route("/{path:path}", self.echo, methods=["GET", "POST", "PUT", "DELETE", "PATCH"]),
            ]
        )

    def start(self) -> StubLLM:
        config = uvicorn.Config(
            self.app(),
            host="127.0.0.1",
            port=self.port,
            log_level="error",
            lifespan="off",
            access_log=False,
        )
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("stub LLM did not start")
            time.sleep(0.01)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def main() -> None:
    """Run the stub alone (for benchmarks): python -m memproxy.testing.stub_llm PORT [DELAY_S]."""
    import sys

    port = int(sys.argv[1]) if len(sys.argv) > 1 else 8000
    delay = float(sys.argv[2]) if len(sys.argv) > 2 else 0.0
    stub = StubLLM(
        config=StubConfig(chunk_delay_s=delay, first_token_delay_s=delay), port=port, record=False
    )
    uvicorn.run(stub.app(), host="127.0.0.1", port=port, log_level="error", access_log=False)


if __name__ == "__main__":
    main()
