"""Time to first token and total time of streamed responses: Envoy alone vs with memproxy.

One run starts: a stub upstream that streams in vLLM's exact SSE formats with a delay
before the first token and between content chunks (`bench.stream_upstream`, its own
process), Envoy without ext_proc, Envoy with ext_proc -> memproxy (its own process;
one user with a few memories, plus background memories of other users), then
measures at concurrency 1, request by request interleaved across the modes (the mode
order rotates each round), for both Chat Completions (`stream: true`) and the
Responses API (`stream: true`):

  envoy     client -> Envoy (no ext_proc) -> upstream                  (the baseline)
  skipped   Envoy + memproxy, memory skipped by the decision (a greeting)
  injected  Envoy + memproxy, the user's memories searched and injected

In both memproxy modes the user is known, so memproxy also captures the response:
Envoy sends it every chunk in STREAMED mode and memproxy answers each one at once.

TTFT is the time from sending the request to the first content-bearing SSE event
(a chat delta with content, a `response.output_text.delta`); total is until the end
of the stream. Each stream is checked: every content piece arrives, in order, and the
stream ends (`[DONE]`, `response.completed`). The table shows pooled medians, p99 and
ratios against Envoy alone; the JSON also holds the per-round medians.

Usage: python -m bench.stream [--rounds 5] [--requests 10] [--first-token-ms 50]
                              [--chunk-ms 20] [--chunks 20] [--background-memories 1000]
                              [--milvus lite|server|URI]
(`--milvus server` starts a local Milvus standalone server for the run and stops it.)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from bench.common import memproxy_metrics, milvus_uri, ms, p99, scratch
from bench.stream_upstream import answer_for
from memproxy.testing.procs import Envoy, Memproxy, free_port, stop_pid, wait_http

RESULTS = Path(__file__).parent / "results"
USER = "user-1"
QUESTION = "What's my budget for the Hawaii trip?"
GREETING = "Hello!"
USER_MEMORIES = [
    "User's budget for the Hawaii trip is $10,000",
    "User prefers beach hotels on Maui",
    "User is allergic to peanuts",
    "User flies out of Seattle",
    "User works as a night-shift nurse",
]
MODES = ("envoy", "skipped", "injected")
APIS = ("chat", "responses")
PATHS = {"chat": "/v1/chat/completions", "responses": "/v1/responses"}
WARMUP = 3


@dataclass(frozen=True)
class Sample:
    ttft_s: float
    total_s: float
    spread_s: float
    """From the first content event to the last: near 0 if something held the chunks."""
    pieces: int


def body_for(api: str, mode: str) -> dict[str, Any]:
    text = GREETING if mode == "skipped" else QUESTION
    if api == "chat":
        return {"model": "m", "messages": [{"role": "user", "content": text}], "stream": True}
    return {"model": "m", "input": text, "stream": True}


def content_of(api: str, event: str, data: str) -> str:
    """The text a data line carries ('' for none)."""
    if api == "chat":
        choices = json.loads(data).get("choices") or [{}]
        return str((choices[0].get("delta") or {}).get("content") or "")
    if event == "response.output_text.delta":
        return str(json.loads(data).get("delta") or "")
    return ""


async def one_stream(client: httpx.AsyncClient, api: str, mode: str, expected: str) -> Sample:
    body = body_for(api, mode)
    pieces: list[str] = []
    first = last = 0.0
    done = False
    started = time.perf_counter()
    async with client.stream("POST", PATHS[api], json=body) as response:
        response.raise_for_status()
        event = ""
        async for line in response.aiter_lines():
            if not line:
                event = ""
            elif line.startswith("event:"):
                event = line[6:].strip()
                done = done or event == "response.completed"
            elif line.startswith("data:"):
                data = line[5:].strip()
                if data == "[DONE]":
                    done = True
                    continue
                text = content_of(api, event, data)
                if text:
                    last = time.perf_counter()
                    first = first or last
                    pieces.append(text)
    total = time.perf_counter() - started
    if not done or "".join(pieces) != expected:
        raise RuntimeError(f"{mode}/{api}: stream incomplete or altered: {pieces!r}")
    return Sample(first - started, total, last - first, len(pieces))


async def seed(admin_url: str, background: int) -> float:
    """The user's few memories, plus `background` memories over ten other users."""
    started = time.perf_counter()
    memories = [{"user_id": USER, "content": c} for c in USER_MEMORIES]
    memories += [
        {"user_id": f"other-{i % 10}", "content": f"User's note {i}: likes item {i * 7919 % 1000}"}
        for i in range(background)
    ]
    async with httpx.AsyncClient(timeout=300) as client:
        for i in range(0, len(memories), 500):
            r = await client.post(
                f"{admin_url}/v1/memory/batch", json={"memories": memories[i : i + 500]}
            )
            r.raise_for_status()
    return time.perf_counter() - started


def summary(samples: list[Sample]) -> dict[str, Any]:
    ttft, total = ms([s.ttft_s for s in samples]), ms([s.total_s for s in samples])
    return {
        "ttft_p50_ms": statistics.median(ttft),
        "ttft_p99_ms": p99(ttft),
        "total_p50_ms": statistics.median(total),
        "total_p99_ms": p99(total),
        "spread_p50_ms": statistics.median(ms([s.spread_s for s in samples])),
        "pieces": samples[0].pieces,
        "n": len(samples),
    }


async def measure(
    urls: dict[str, str], rounds: int, requests: int, expected: str
) -> dict[tuple[str, str], list[list[Sample]]]:
    """samples[(mode, api)][round] at concurrency 1, interleaved request by request."""
    clients = {
        mode: httpx.AsyncClient(base_url=url, timeout=60, headers={"x-user-id": USER})
        for mode, url in urls.items()
    }
    samples: dict[tuple[str, str], list[list[Sample]]] = {
        (m, a): [[] for _ in range(rounds)] for m in urls for a in APIS
    }
    try:
        for mode, client in clients.items():
            for api in APIS:
                for _ in range(WARMUP):
                    await one_stream(client, api, mode, expected)
        modes = list(urls)
        for r in range(rounds):
            order = modes[r % len(modes) :] + modes[: r % len(modes)]
            for _ in range(requests):
                for api in APIS:
                    for mode in order:
                        got = await one_stream(clients[mode], api, mode, expected)
                        samples[(mode, api)][r].append(got)
    finally:
        for client in clients.values():
            await client.aclose()
    return samples


async def run(
    rounds: int = 5,
    requests: int = 10,
    first_token_ms: float = 50.0,
    chunk_ms: float = 20.0,
    chunks: int = 20,
    background: int = 1000,
    milvus: str = "lite",
) -> dict[str, Any]:
    """Start everything, measure, stop everything (by PID); the result as a dict.

    milvus: "lite" (the sidecar's embedded Milvus Lite), "server" (a local Milvus
    server started for this run) or a server URI.
    """
    work = scratch("bench-stream-")
    up_port = free_port()
    upstream = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bench.stream_upstream",
            str(up_port),
            "--first-token-ms",
            str(first_token_ms),
            "--chunk-ms",
            str(chunk_ms),
            "--chunks",
            str(chunks),
        ]
    )
    stack = contextlib.ExitStack()
    sidecar = Memproxy(work / "memproxy")
    plain = Envoy(upstream_port=up_port, extproc_port=free_port(), with_ext_proc=False)
    with_proc: Envoy | None = None
    try:
        uri = stack.enter_context(milvus_uri(milvus, work))
        if uri is not None:
            sidecar.env["MEMPROXY_MEMORY__MILVUS__URI"] = uri
            sidecar.env["MEMPROXY_MEMORY__MILVUS__COLLECTION"] = f"bench_stream_{int(time.time())}"
        wait_http(f"http://127.0.0.1:{up_port}/health", 20, upstream)
        sidecar.start(timeout=120)
        seed_seconds = await seed(sidecar.admin_url, background)
        plain.start()
        with_proc = Envoy(upstream_port=up_port, extproc_port=sidecar.extproc_port)
        with_proc.start()
        urls = {"envoy": plain.url, "skipped": with_proc.url, "injected": with_proc.url}
        load_before = os.getloadavg()
        started = time.perf_counter()
        samples = await measure(urls, rounds, requests, answer_for(chunks))
        seconds = time.perf_counter() - started
        metrics = memproxy_metrics(sidecar.admin_url)
    finally:
        envoys = [plain] if with_proc is None else [with_proc, plain]
        for envoy in envoys:
            envoy.stop()
        sidecar.stop()
        stop_pid(upstream)
        stack.close()

    results: dict[str, dict[str, Any]] = {api: {} for api in APIS}
    for api in APIS:
        for mode in MODES:
            pooled = [s for rnd in samples[(mode, api)] for s in rnd]
            results[api][mode] = summary(pooled) | {
                "rounds": [summary(rnd) for rnd in samples[(mode, api)]]
            }
        base = results[api]["envoy"]
        for mode in MODES:
            row = results[api][mode]
            row["ttft_ratio"] = row["ttft_p50_ms"] / base["ttft_p50_ms"]
            row["total_ratio"] = row["total_p50_ms"] / base["total_p50_ms"]
            row["added_ttft_ms"] = row["ttft_p50_ms"] - base["ttft_p50_ms"]
            row["added_total_ms"] = row["total_p50_ms"] - base["total_p50_ms"]
            row["ttft_ratio_per_round"] = [
                r["ttft_p50_ms"] / b["ttft_p50_ms"]
                for r, b in zip(row["rounds"], base["rounds"], strict=True)
            ]
    worst = max(results[a][m]["ttft_ratio"] for a in APIS for m in MODES)
    return {
        "date": time.strftime("%Y-%m-%d %H:%M:%S"),
        "upstream": {
            "first_token_ms": first_token_ms,
            "chunk_ms": chunk_ms,
            "chunks": chunks,
            "ideal_total_ms": first_token_ms + chunks * chunk_ms,
        },
        "rounds": rounds,
        "requests_per_round": requests,
        "milvus": milvus,
        "user_memories": len(USER_MEMORIES),
        "background_memories": background,
        "seed_seconds": seed_seconds,
        "measure_seconds": seconds,
        "results": results,
        "worst_ttft_ratio": worst,
        "ttft_within_10pct": worst <= 1.10,
        "memproxy": metrics,
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
        "machine": {
            "cpus": os.cpu_count(),
            "platform": platform.platform(),
            "python": platform.python_version(),
        },
    }


def print_table(result: dict[str, Any]) -> None:
    up = result["upstream"]
    print(
        f"\nstreams: first token after {up['first_token_ms']:.0f} ms, {up['chunks']} chunks "
        f"{up['chunk_ms']:.0f} ms apart (ideal total {up['ideal_total_ms']:.0f} ms); "
        f"{result['rounds']} rounds x {result['requests_per_round']} requests per mode and API; "
        f"Milvus {result['milvus']}"
    )
    print(
        f"{'api':<10}{'mode':<10}{'TTFT p50':>9}{'p99':>8}{'+TTFT':>8}{'x envoy':>8}"
        f"{'total p50':>10}{'p99':>8}{'x envoy':>8}{'spread':>8}"
    )
    for api, modes in result["results"].items():
        for mode, s in modes.items():
            print(
                f"{api:<10}{mode:<10}{s['ttft_p50_ms']:>9.2f}{s['ttft_p99_ms']:>8.2f}"
                f"{s['added_ttft_ms']:>8.2f}{s['ttft_ratio']:>8.3f}{s['total_p50_ms']:>10.2f}"
                f"{s['total_p99_ms']:>8.2f}{s['total_ratio']:>8.3f}{s['spread_p50_ms']:>8.1f}"
            )
    verdict = "within" if result["ttft_within_10pct"] else "NOT within"
    print(f"worst TTFT ratio {result['worst_ttft_ratio']:.3f}: {verdict} 10% of Envoy alone")
    print(f"memproxy: {result['memproxy']['requests']} captures {result['memproxy']['captures']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--requests", type=int, default=10, help="per mode and API per round")
    parser.add_argument("--first-token-ms", type=float, default=50.0)
    parser.add_argument("--chunk-ms", type=float, default=20.0)
    parser.add_argument("--chunks", type=int, default=20)
    parser.add_argument("--background-memories", type=int, default=1000)
    parser.add_argument("--milvus", default="lite", help="lite | server | a server URI")
    parser.add_argument("--out", type=Path, default=RESULTS / "stream.json")
    args = parser.parse_args()
    result = asyncio.run(
        run(
            args.rounds,
            args.requests,
            args.first_token_ms,
            args.chunk_ms,
            args.chunks,
            args.background_memories,
            args.milvus,
        )
    )
    print_table(result)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=2) + "\n")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
