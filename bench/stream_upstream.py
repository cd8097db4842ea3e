"""The streaming stub upstream for bench.stream, as its own process.

It serves the test stub LLM (vLLM's exact SSE formats for Chat Completions and the
Responses API) with a delay before the first token and between content chunks:

Usage: python -m bench.stream_upstream PORT [--first-token-ms 50] [--chunk-ms 20] [--chunks 20]
"""

from __future__ import annotations

import argparse

import uvicorn

from memproxy.testing.stub_llm import StubConfig, StubLLM

BASE_ANSWER = "Your budget for the Hawaii trip is $10,000; a beach hotel on Maui fits it well. "


def answer_for(chunks: int, chars_per_chunk: int = 6) -> str:
    """An answer the stub splits into exactly `chunks` content pieces."""
    size = max(1, chunks) * chars_per_chunk
    return (BASE_ANSWER * (size // len(BASE_ANSWER) + 1))[:size]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int)
    parser.add_argument("--first-token-ms", type=float, default=50.0)
    parser.add_argument("--chunk-ms", type=float, default=20.0)
    parser.add_argument("--chunks", type=int, default=20)
    args = parser.parse_args()
    config = StubConfig(
        answer=answer_for(args.chunks),
        chunks=args.chunks,
        first_token_delay_s=args.first_token_ms / 1000,
        chunk_delay_s=args.chunk_ms / 1000,
    )
    stub = StubLLM(config=config, port=args.port, record=False)
    uvicorn.run(stub.app(), host="127.0.0.1", port=args.port, log_level="error", access_log=False)


if __name__ == "__main__":
    main()
