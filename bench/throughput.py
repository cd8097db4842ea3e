"""Throughput (req/s at one concurrency) of Envoy + memproxy with 1 and 2 sidecar worker
processes (server.processes), against Envoy alone, in one run.

Starts a stub LLM upstream (one Python process), a Milvus server (or uses --milvus URI),
Envoy without ext_proc, then for each process count a sidecar (its supervisor and
workers) and an Envoy with ext_proc in front of it, and measures in interleaved rounds:

  direct        client -> upstream (the upstream's own ceiling)
  envoy         client -> Envoy (no ext_proc) -> upstream            (the baseline)
  passthrough   Envoy + memproxy, a path ext_proc is disabled on (POST /v1/embeddings)
  anonymous     Envoy + memproxy, a memory route with no user (headers message only)
  skipped       Envoy + memproxy, memory skipped by the decision (a greeting)
  injected      Envoy + memproxy, the user's memories searched and injected

The client is bench.loadgen (raw keep-alive HTTP/1.1 in 2 processes); its CPU per
request is reported, and so its ceiling on this machine. Also CPU per request of Envoy,
of the sidecar (supervisor and all workers) and of the upstream, how the ext_proc
streams spread over the workers, and how many gRPC connections Envoy opened to them.
Writes bench/results/throughput.json.

Usage: python -m bench.throughput [--requests 1000] [--rounds 2] [--concurrency 16]
                                  [--processes 1 2] [--memories 1000] [--milvus server|URI]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import re
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from bench.common import latency_summary, milvus_uri, scratch, tree_cpu_seconds
from bench.latency import request_for, seed
from bench.loadgen import Target, load
from memproxy.testing.procs import Envoy, Memproxy, free_port, stop_pid, wait_http

RESULTS = Path(__file__).parent / "results"
MODES = ("direct", "envoy", "passthrough", "anonymous", "skipped", "injected")
SIDECAR_MODES = ("passthrough", "anonymous", "skipped", "injected")


@dataclass
class Tally:
    seconds: list[float] = field(default_factory=list)
    wall: float = 0.0
    errors: int = 0
    cpu: dict[str, float] = field(default_factory=dict)


def _cpu(pids: dict[str, int]) -> dict[str, float]:
    return {name: tree_cpu_seconds(pid) for name, pid in pids.items()}


def measure(
    urls: dict[str, int], pids: dict[str, int], requests: int, rounds: int, concurrency: int
) -> dict[str, Tally]:
    tallies = {m: Tally() for m in urls}
    modes = list(urls)
    per_round = max(concurrency, requests // rounds)
    for r in range(rounds):
        for mode in modes[r % len(modes) :] + modes[: r % len(modes)]:
            path, body, headers = request_for(mode)
            target = Target("127.0.0.1", urls[mode], path, body, headers)
            before = _cpu(pids)
            got = load(target, per_round, concurrency)
            after = _cpu(pids)
            t = tallies[mode]
            t.seconds += got.latencies
            t.wall += got.wall
            t.errors += got.errors
            t.cpu["client"] = t.cpu.get("client", 0.0) + got.cpu
            for name in pids:
                t.cpu[name] = t.cpu.get(name, 0.0) + after[name] - before[name]
    return tallies


def summarize(tallies: dict[str, Tally]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for mode, t in tallies.items():
        n = len(t.seconds)
        s = latency_summary(t.seconds)
        s["rps"] = n / t.wall
        s["errors"] = t.errors
        for name, cpu in t.cpu.items():
            s[f"{name}_cpu_ms_per_req"] = cpu * 1000 / n
        out[mode] = s
    base = out["envoy"]["rps"]
    for s in out.values():
        s["rps_ratio_to_envoy"] = s["rps"] / base
    return out


def extproc_connections(port: int) -> int:
    """Established TCP connections to the ext_proc port (Envoy's gRPC connections)."""
    text = subprocess.run(
        ["ss", "-Htn", "state", "established", f"( dport = :{port} )"],
        capture_output=True,
        text=True,
        check=False,
    ).stdout
    return len([line for line in text.splitlines() if line.strip()])


def streams_by_worker(admin_url: str) -> dict[str, float]:
    text = httpx.get(f"{admin_url}/metrics", timeout=5).text
    found = re.findall(r'(?m)^memproxy_worker_streams_total\{worker="(\d+)"\} (\S+)', text)
    return {worker: float(v) for worker, v in found}


async def _seed(admin_url: str, memories: int) -> float:
    return await seed(admin_url, memories, max(1, memories // 100))


def run(args: argparse.Namespace) -> dict[str, Any]:
    work = scratch("bench-tp-")
    up_port = free_port()
    upstream = subprocess.Popen([sys.executable, "-m", "memproxy.testing.stub_llm", str(up_port)])
    plain: Envoy | None = None
    by_processes: dict[str, Any] = {}
    collection = f"throughput_{uuid.uuid4().hex[:8]}"
    try:
        wait_http(f"http://127.0.0.1:{up_port}/health", 20)
        plain = Envoy(upstream_port=up_port, extproc_port=free_port(), with_ext_proc=False)
        plain.start()
        assert plain.proc is not None
        with milvus_uri(args.milvus, work) as uri:
            assert uri is not None, "several processes need a Milvus server"
            for n in args.processes:
                env = {
                    "MEMPROXY_MEMORY__MILVUS__URI": uri,
                    "MEMPROXY_MEMORY__MILVUS__COLLECTION": collection,
                    "MEMPROXY_SERVER__PROCESSES": str(n),
                    "MEMPROXY_LOG_LEVEL": "WARNING",
                }
                sidecar = Memproxy(work / f"memproxy-{n}", env=env)
                with_proc: Envoy | None = None
                try:
                    sidecar.start(timeout=240)
                    time.sleep(5 if n > 1 else 1)  # every worker up (each loads the model)
                    if not by_processes:
                        asyncio.run(_seed(sidecar.admin_url, args.memories))
                    with_proc = Envoy(upstream_port=up_port, extproc_port=sidecar.extproc_port)
                    with_proc.start()
                    assert with_proc.proc is not None and sidecar.proc is not None
                    ports = {m: with_proc.listen_port for m in SIDECAR_MODES}
                    ports.update(direct=up_port, envoy=plain.listen_port)
                    pids = {
                        "envoy": with_proc.proc.pid,
                        "plain_envoy": plain.proc.pid,
                        "sidecar": sidecar.proc.pid,
                        "upstream": upstream.pid,
                    }
                    tallies = measure(ports, pids, args.requests, args.rounds, args.concurrency)
                    stats = summarize(tallies)
                    for mode in ("direct", "envoy"):  # not on the sidecar's path
                        stats[mode].pop("sidecar_cpu_ms_per_req", None)
                        stats[mode].pop("envoy_cpu_ms_per_req", None)
                    for mode in SIDECAR_MODES:
                        stats[mode].pop("plain_envoy_cpu_ms_per_req", None)
                    by_processes[str(n)] = {
                        "modes": stats,
                        "extproc_connections": extproc_connections(sidecar.extproc_port),
                        "streams_by_worker": streams_by_worker(sidecar.admin_url),
                    }
                    print_table(n, by_processes[str(n)])
                finally:
                    if with_proc is not None:
                        with_proc.stop()
                    sidecar.stop()
    finally:
        if plain is not None:
            plain.stop()
        stop_pid(upstream)
    return by_processes


def print_table(n: int, result: dict[str, Any]) -> None:
    print(
        f"\nprocesses={n}  ext_proc connections={result['extproc_connections']}  "
        f"streams by worker={result['streams_by_worker']}"
    )
    print(
        f"{'mode':<12}{'req/s':>8}{'x envoy':>9}{'p50 ms':>8}{'p99 ms':>8}"
        f"{'envoy':>8}{'sidecar':>9}{'upstr.':>8}{'client':>8}  (CPU ms/req)"
    )
    for mode, s in result["modes"].items():
        envoy = s.get("envoy_cpu_ms_per_req", s.get("plain_envoy_cpu_ms_per_req", 0.0))
        sidecar, upstream = s.get("sidecar_cpu_ms_per_req", 0.0), s["upstream_cpu_ms_per_req"]
        print(
            f"{mode:<12}{s['rps']:>8.0f}{s['rps_ratio_to_envoy']:>9.2f}{s['p50_ms']:>8.2f}"
            f"{s['p99_ms']:>8.2f}{envoy:>8.3f}{sidecar:>9.3f}{upstream:>8.3f}"
            f"{s['client_cpu_ms_per_req']:>8.3f}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=1000, help="per mode and process count")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--milvus", default="server", help="server | a server URI")
    parser.add_argument("--out", type=Path, default=RESULTS / "throughput.json")
    args = parser.parse_args()
    load_before = os.getloadavg()
    results = run(args)
    summary = {
        "date": time.strftime("%Y-%m-%d %H:%M:%S"),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
        "note": "2-core VM shared with other engineers' work: noisy, compare ratios",
        "concurrency": args.concurrency,
        "requests_per_mode": args.requests,
        "rounds": args.rounds,
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
        "milvus": "server started for the run" if args.milvus == "server" else "a local server",
        "memories": args.memories,
        "client": "bench.loadgen: raw keep-alive HTTP/1.1, 2 processes",
        "by_processes": results,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(summary, indent=2) + "\n")
    print(f"\nwrote {args.out}")


if __name__ == "__main__":
    main()
