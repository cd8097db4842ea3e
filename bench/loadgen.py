"""A light HTTP/1.1 load generator: raw asyncio streams, keep-alive, one pre-encoded request,
run in several processes so the client is not what limits the throughput measured.

httpx spends ~1-2 ms of CPU per request: on a 2-core machine the Python client capped
Envoy alone near 540 req/s. Here a request costs a write of fixed bytes and a parse of
the status line, headers and body (Content-Length or chunked): tens of microseconds.
Each process reports its own CPU, so a run says how close the client came to its
ceiling (cores / client CPU per request).
"""

from __future__ import annotations

import asyncio
import json
import multiprocessing
import resource
import time
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Target:
    host: str
    port: int
    path: str
    body: dict[str, Any]
    headers: dict[str, str]

    def encode(self) -> bytes:
        data = json.dumps(self.body).encode()
        lines = [
            f"POST {self.path} HTTP/1.1",
            f"host: {self.host}:{self.port}",
            "content-type: application/json",
            f"content-length: {len(data)}",
            *(f"{k}: {v}" for k, v in self.headers.items()),
        ]
        return ("\r\n".join(lines) + "\r\n\r\n").encode() + data


@dataclass
class Result:
    latencies: list[float]
    wall: float
    cpu: float
    errors: int


async def _read_response(reader: asyncio.StreamReader) -> int:
    """Read one response; its status code."""
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ", 2)[1])
    headers = {k.strip().lower(): v.strip() for k, _, v in (ln.partition(":") for ln in lines[1:])}
    if "content-length" in headers:
        await reader.readexactly(int(headers["content-length"]))
    elif headers.get("transfer-encoding", "").lower() == "chunked":
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    return status


async def _connection(target: Target, raw: bytes, count: int, out: list[float]) -> int:
    reader, writer = await asyncio.open_connection(target.host, target.port)
    errors = 0
    try:
        for _ in range(count):
            started = time.perf_counter()
            writer.write(raw)
            status = await _read_response(reader)
            out.append(time.perf_counter() - started)
            errors += status != 200
    finally:
        writer.close()
    return errors


async def _run(target: Target, n: int, connections: int) -> Result:
    raw = target.encode()
    await _connection(target, raw, 2, [])  # warm-up
    shares = [n // connections + (i < n % connections) for i in range(connections)]
    out: list[float] = []
    cpu0 = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    errors = await asyncio.gather(*(_connection(target, raw, k, out) for k in shares if k))
    wall = time.perf_counter() - started
    cpu1 = resource.getrusage(resource.RUSAGE_SELF)
    cpu = cpu1.ru_utime - cpu0.ru_utime + cpu1.ru_stime - cpu0.ru_stime
    return Result(out, wall, cpu, sum(errors))


def _child(target: Target, n: int, connections: int, queue: Any) -> None:
    queue.put(asyncio.run(_run(target, n, connections)))


def load(target: Target, n: int, concurrency: int, processes: int = 2) -> Result:
    """n requests over `concurrency` keep-alive connections spread over `processes`
    generator processes; wall time is the slowest process's."""
    processes = max(1, min(processes, concurrency))
    ctx = multiprocessing.get_context("fork")
    queue = ctx.Queue()
    per = [n // processes + (i < n % processes) for i in range(processes)]
    conns = [concurrency // processes + (i < concurrency % processes) for i in range(processes)]
    procs = [
        ctx.Process(target=_child, args=(target, per[i], conns[i], queue)) for i in range(processes)
    ]
    for p in procs:
        p.start()
    results: list[Result] = [queue.get(timeout=600) for _ in procs]
    for p in procs:
        p.join(10)
    return Result(
        [x for r in results for x in r.latencies],
        max(r.wall for r in results),
        sum(r.cpu for r in results),
        sum(r.errors for r in results),
    )
