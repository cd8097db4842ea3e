"""The learning benchmark's upstream: the demo's stand-in, except that a turn with a
scripted assistant answer (`User.replies`) gets that answer, word for word.

    python -m bench.learn.upstream --port PORT --replies FILE

FILE is a JSON object {user turn: assistant answer}. That is how a set makes the
assistant suggest something the user never takes up: the answer reaches memproxy as the
exchange's assistant turn, as a real model's would, and nothing of it is the user's.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from memproxy.demo import wire
from memproxy.demo.reply import answer, last_user_text, messages_of


def reply(body: dict[str, Any], scripted: Mapping[str, str]) -> str:
    """The scripted answer to the last user turn, else the stand-in's."""
    return scripted.get(last_user_text(messages_of(body)), "") or answer(body)


def create_app(scripted: Mapping[str, str], model: str = "stand-in") -> Starlette:
    async def chat(request: Request) -> Response:
        body = json.loads(await request.body())
        text, name = reply(body, scripted), str(body.get("model") or model)
        if body.get("stream"):
            stream = wire.chat_stream(name, wire.split_text(text, 6))
            return StreamingResponse(wire.paced(stream), media_type="text/event-stream")
        return JSONResponse(wire.chat_completion(name, text))

    async def health(_: Request) -> Response:
        return Response(status_code=200)

    return Starlette(
        routes=[
            Route("/v1/chat/completions", chat, methods=["POST"]),
            Route("/health", health, methods=["GET"]),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench.learn.upstream", description=__doc__)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--replies", type=Path, required=True)
    args = parser.parse_args(argv)
    scripted = json.loads(args.replies.read_text())
    app = create_app(scripted)
    uvicorn.run(app, host="127.0.0.1", port=args.port, log_level="warning", lifespan="off")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
