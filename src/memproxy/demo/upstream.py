"""The stand-in upstream: a tiny vLLM look-alike whose answers list the memories it got.

    python -m memproxy.demo.upstream --host 0.0.0.0 --port 8000 [--model NAME]

POST /v1/chat/completions and /v1/responses (JSON or SSE with `stream: true`, in vLLM's
exact formats), GET /v1/models and GET /health. It is not a language model: every
answer says "[stand-in model]" and which memories memproxy injected, nothing more.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from memproxy.demo import wire
from memproxy.demo.reply import answer

DEFAULT_MODEL = "memproxy-stand-in"
CHUNKS = 6


def _error(message: str, status: int = 400) -> JSONResponse:
    return JSONResponse(
        {"object": "error", "message": message, "type": "BadRequestError", "code": status}, status
    )


async def _body(request: Request) -> dict[str, Any] | None:
    try:
        body = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError):
        return None
    return body if isinstance(body, dict) else None


def _sse(stream: wire.Stream) -> StreamingResponse:
    return StreamingResponse(wire.paced(stream), media_type="text/event-stream")


def create_app(model: str = DEFAULT_MODEL) -> Starlette:
    async def chat(request: Request) -> Response:
        body = await _body(request)
        if body is None or not isinstance(body.get("messages"), list):
            return _error("the body must be a JSON object with a messages list")
        text, name = answer(body), str(body.get("model") or model)
        if body.get("stream"):
            return _sse(wire.chat_stream(name, wire.split_text(text, CHUNKS)))
        return JSONResponse(wire.chat_completion(name, text))

    async def responses(request: Request) -> Response:
        body = await _body(request)
        if body is None or not isinstance(body.get("input"), str | list):
            return _error("the body must be a JSON object with an input string or list")
        text, name = answer(body), str(body.get("model") or model)
        if body.get("stream"):
            return _sse(wire.responses_stream(name, text, wire.split_text(text, CHUNKS)))
        return JSONResponse(wire.response_object(name, text))

    async def models(_: Request) -> Response:
        card = {
            "id": model,
            "object": "model",
            "created": 0,
            "owned_by": "memproxy-demo",
            "root": model,
            "parent": None,
            "max_model_len": 4096,
        }
        return JSONResponse({"object": "list", "data": [card]})

    async def health(_: Request) -> Response:
        return Response(status_code=200)

    return Starlette(
        routes=[
            Route("/v1/chat/completions", chat, methods=["POST"]),
            Route("/v1/responses", responses, methods=["POST"]),
            Route("/v1/models", models, methods=["GET"]),
            Route("/health", health, methods=["GET"]),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="memproxy.demo.upstream", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--model", default=DEFAULT_MODEL, help="model name it reports")
    args = parser.parse_args(argv)
    uvicorn.run(
        create_app(args.model),
        host=args.host,
        port=args.port,
        log_level="warning",
        access_log=False,
        lifespan="off",
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
