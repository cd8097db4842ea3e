"""A bounded soak: load through the real stack while its parts are broken on a schedule.

Starts on 127.0.0.1: a Milvus standalone server, a redis-server (the sidecar's state
store), a stub vLLM (the upstream and the extraction model), the sidecar and Envoy.
Drives `--rate` requests a second from simulated users (bench.soak.load) for `--minutes`
while bench.soak.verdict.schedule injects faults one at a time (seeded): Milvus hung and
killed, Redis hung and restarted, the extraction model answering 503, garbage or late,
the sidecar hung. Then flushes every user's sessions, drains the queue, and checks:

  requests  every client request got the upstream's answer (200 and its text)
  sidecar   one PID throughout, alive at the end (no crash, no restart)
  jobs      every job accepted is done, dead-lettered, skipped or still queued
  facts     every note said is in Milvus, dead-lettered, queued, skipped (garbage) or
            unrecorded within what the sidecar counted as record failures
  rss       the sidecar's RSS at the end within max(+15%, +30 MiB) of after warm-up
  drain     after the faults, the queue empties or jobs keep ending (no stalled queue)

Writes bench/results/soak.json (or --out), prints a summary, exits 1 if a check fails.
Every process is stopped by its PID at the end, also on error or Ctrl-C.

Usage: python -m bench.soak [--minutes 10] [--rate 10] [--seed 1] [--fault-gap 20]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import platform
import signal
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import httpx
import redis
from prometheus_client.parser import text_string_to_metric_families

from bench.soak import verdict as verdict
from bench.soak.llm import TOKEN, SoakLLM
from bench.soak.load import Load
from memproxy.testing.clients import extraction_env
from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import Envoy, Memproxy, free_port
from memproxy.testing.redis_server import RedisServer
from memproxy.testing.stub_llm import StubConfig

RESULTS = Path(__file__).resolve().parents[1] / "results"
LLM_TIMEOUT_S = 5.0


@dataclass
class Stack:
    llm: SoakLLM
    milvus: LocalMilvus
    redis: RedisServer
    sidecar: Memproxy
    envoy: Envoy
    stopped: set[int] = field(default_factory=set)

    @property
    def sidecar_pid(self) -> int:
        assert self.sidecar.proc is not None
        return self.sidecar.proc.pid

    def resume_all(self) -> None:
        """SIGCONT whatever a fault left stopped (before stopping it by PID)."""
        for pid in list(self.stopped):
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGCONT)
            self.stopped.discard(pid)


@contextlib.contextmanager
def stack(work: Path) -> Iterator[Stack]:
    """Everything up, in order; everything stopped by PID however the soak ends."""
    with contextlib.ExitStack() as undo:
        llm = SoakLLM(config=StubConfig(chunks=4), record=False, client_timeout_s=LLM_TIMEOUT_S)
        llm.start()
        undo.callback(llm.stop)
        milvus = LocalMilvus(work / "milvus", start_timeout_s=240, port=free_port())
        undo.callback(milvus.stop)
        milvus.start()
        rds = RedisServer(work / "redis")
        undo.callback(rds.close)
        rds.start()
        env = extraction_env(
            llm,
            MEMPROXY_MEMORY__MILVUS__URI=milvus.uri,
            MEMPROXY_MEMORY__MILVUS__TIMEOUT_SECONDS="2",
            MEMPROXY_MEMORY__DEADLINE_MS="150",
            MEMPROXY_MEMORY__LEARNING__STATE_URL=rds.url,
            MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS="15",
            MEMPROXY_MEMORY__LEARNING__BACKOFF_SECONDS="0.5",
            MEMPROXY_MEMORY__LEARNING__MAX_ATTEMPTS="4",
            MEMPROXY_MEMORY__EXTRACTION_BATCH_SIZE="10",  # the default (extraction_env: 4)
        )
        sidecar = Memproxy(work / "sidecar", env=env)
        envoy = Envoy(upstream_port=llm.port, extproc_port=0)
        s = Stack(llm, milvus, rds, sidecar, envoy)
        undo.callback(sidecar.stop)
        undo.callback(s.resume_all)  # runs first: a stopped process cannot stop
        sidecar.start(timeout=120)
        envoy.extproc_port = sidecar.extproc_port
        undo.callback(envoy.stop)
        envoy.start()
        yield s


# faults --------------------------------------------------------------------------------
async def inject(s: Stack, fault: verdict.Fault) -> None:
    """One fault, held for its time, then undone (a restart waits for the start)."""
    kind, hold = fault.kind, fault.hold_s
    if kind in ("milvus_hang", "redis_hang", "sidecar_hang"):
        pid = {
            "milvus_hang": s.milvus.pid,
            "redis_hang": s.redis.pid,
            "sidecar_hang": s.sidecar_pid,
        }[kind]
        if pid is None:
            raise RuntimeError(f"{kind}: no process to stop")
        os.kill(pid, signal.SIGSTOP)
        s.stopped.add(pid)
        try:
            await asyncio.sleep(hold)
        finally:
            os.kill(pid, signal.SIGCONT)
            s.stopped.discard(pid)
    elif kind == "milvus_kill":
        s.milvus.kill()
        await asyncio.sleep(hold)
        await asyncio.to_thread(s.milvus.start)
    elif kind == "redis_restart":
        await asyncio.to_thread(s.redis.stop)
        await asyncio.sleep(hold)
        await asyncio.to_thread(s.redis.start)
    else:
        s.llm.mode, s.llm.slow_s = kind.removeprefix("llm_"), fault.detail
        try:
            await asyncio.sleep(hold)
        finally:
            s.llm.mode = "ok"


async def run_faults(
    s: Stack, plan: list[verdict.Fault], duration_s: float, log: list[dict[str, Any]]
) -> None:
    """The plan in order; past duration_s (a restart can take a minute) only the kinds
    not met yet."""
    started = time.monotonic()
    for fault in plan:
        late = time.monotonic() - started >= duration_s
        if late and fault.kind in {f["kind"] for f in log}:
            continue
        wait = started + fault.at_s - time.monotonic()
        if wait > 0:
            await asyncio.sleep(wait)
        t0 = time.monotonic()
        await inject(s, fault)
        log.append(
            {
                **asdict(fault),
                "began_s": round(t0 - started, 1),
                "lasted_s": round(time.monotonic() - t0, 1),
            }
        )
        print(
            f"  fault {fault.kind:<14} at {t0 - started:6.1f}s for {time.monotonic() - t0:5.1f}s",
            flush=True,
        )


# observation ---------------------------------------------------------------------------
def rss_bytes(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except OSError:
        return None
    return None


async def sample_rss(
    s: Stack, every_s: float, out: list[tuple[float, int]], pids: list[int], stop: asyncio.Event
) -> None:
    started = time.monotonic()
    while not stop.is_set():
        proc = s.sidecar.proc
        if proc is not None and proc.poll() is None:
            pids.append(proc.pid)
            got = rss_bytes(proc.pid)
            if got is not None:
                out.append((round(time.monotonic() - started, 1), got))
        elif proc is not None:
            pids.append(-1)  # gone: the sidecar verdict fails
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), every_s)


def metrics(admin_url: str) -> dict[str, dict[str, float]]:
    """memproxy_{jobs,facts,errors,captures}_total by their one label."""
    text = httpx.get(f"{admin_url}/metrics", timeout=10).text
    out: dict[str, dict[str, float]] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name.endswith("_total") and len(sample.labels) == 1:
                (value,) = sample.labels.values()
                out.setdefault(sample.name, {})[value] = sample.value
    return out


def queue(admin_url: str) -> dict[str, int]:
    body = httpx.get(f"{admin_url}/readyz", timeout=10).json()
    q = body.get("queue")
    if not isinstance(q, dict):
        raise ValueError(f"queue {q!r}")  # the state store is down
    return {k: int(q.get(k, 0)) for k in ("pending", "leased", "dead")}


def jobs_ended(admin_url: str) -> int:
    jobs = metrics(admin_url).get("memproxy_jobs_total", {})
    return int(sum(jobs.get(k, 0) for k in ("done", "dead", "invalid_output", "forgotten")))


def in_queue(admin_url: str) -> int:
    """Jobs not yet ended: pending and leased."""
    q = queue(admin_url)
    return q["pending"] + q["leased"]


def job_tokens(redis_url: str) -> dict[str, set[str]]:
    """Note tokens in the jobs still in the state store, by queue (dead, queued)."""
    r = redis.Redis.from_url(redis_url, decode_responses=True)
    try:
        dead: set[str] = set(r.smembers("memproxy:q:dead"))  # type: ignore[arg-type]
        queued: set[str] = set(r.zrange("memproxy:q:due", 0, -1))  # type: ignore[arg-type]
        queued |= set(r.zrange("memproxy:q:lease", 0, -1))  # type: ignore[arg-type]

        def tokens(ids: set[str]) -> set[str]:
            found: set[str] = set()
            for job_id in ids:
                found |= set(TOKEN.findall(json.dumps(r.hgetall(f"memproxy:job:{job_id}"))))
            return found

        return {"dead": tokens(dead), "queued": tokens(queued)}
    finally:
        r.close()


def stored_tokens(admin_url: str, users: set[str]) -> set[str]:
    found: set[str] = set()
    for user in users:
        offset = 0
        while True:
            params: dict[str, str | int] = {
                "user_id": user,
                "limit": 1000,
                "offset": offset,
                "include_archived": "true",
            }
            r = httpx.get(f"{admin_url}/v1/memory", params=params, timeout=30)
            r.raise_for_status()
            page = r.json()["memories"]
            found |= {t for m in page for t in TOKEN.findall(str(m["content"]))}
            if len(page) < 1000:
                break
            offset += 1000
    return found


async def until(predicate: Any, timeout_s: float, every_s: float = 1.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError, ValueError):
            if await asyncio.to_thread(predicate):
                return True
        await asyncio.sleep(every_s)
    return False


# the soak --------------------------------------------------------------------------------
async def soak(s: Stack, args: argparse.Namespace) -> dict[str, Any]:
    duration = args.minutes * 60
    plan = verdict.schedule(args.seed, duration, args.fault_gap)
    load = Load(s.envoy.url, s.sidecar.admin_url, s.llm.config.answer, args.seed)
    rss: list[tuple[float, int]] = []
    pids: list[int] = []
    pid0 = s.sidecar_pid
    faults: list[dict[str, Any]] = []
    stop_load, stop_rss = asyncio.Event(), asyncio.Event()
    sampler = asyncio.create_task(sample_rss(s, args.rss_every, rss, pids, stop_rss))
    loader = asyncio.create_task(load.run(args.rate, stop_load))
    started = time.monotonic()
    print(f"soak: {args.minutes} min at {args.rate} req/s, {len(plan)} faults planned", flush=True)
    try:
        await run_faults(s, plan, duration, faults)
        await asyncio.sleep(max(0.0, started + duration - time.monotonic()))
    finally:
        stop_load.set()
        await loader
    load_s = time.monotonic() - started
    print(f"load done after {load_s:.0f}s: {dict(load.outcomes)}; flushing, draining", flush=True)

    users = {u for u, _ in load.sessions_seen}
    for user in sorted(users):  # sessions whose last turns no batch or session end took
        await until(
            lambda u=user: (
                httpx.post(
                    f"{s.sidecar.admin_url}/v1/memory/flush", json={"user_id": u}, timeout=10
                ).status_code
                == 202
            ),
            30,
        )
    ended_before = jobs_ended(s.sidecar.admin_url)
    drain_started = time.monotonic()
    drained = await until(lambda: in_queue(s.sidecar.admin_url) == 0, args.drain)
    drain_s = time.monotonic() - drain_started
    print(f"queue {'drained' if drained else 'NOT drained'} in {drain_s:.0f}s", flush=True)
    await asyncio.sleep(args.rss_every * 2)  # a last RSS sample or two after the drain
    stop_rss.set()
    await sampler

    proc = s.sidecar.proc
    alive = proc is not None and proc.poll() is None
    m = metrics(s.sidecar.admin_url) if alive else {}
    q = queue(s.sidecar.admin_url) if alive else {}
    jobs = m.get("memproxy_jobs_total", {})
    tokens = job_tokens(s.redis.url)
    stored = stored_tokens(s.sidecar.admin_url, users) if alive else set()
    errors = m.get("memproxy_errors_total", {})
    checks = {
        "requests": verdict.requests_verdict(load.outcomes),
        "sidecar": verdict.sidecar_verdict(pid0, pids, alive),
        "jobs": verdict.jobs_verdict(int(jobs.get("accepted", 0)), jobs, q),
        "facts": verdict.facts_verdict(
            list(load.said),
            stored,
            tokens["dead"],
            tokens["queued"],
            dict(s.llm.last_answer),
            int(errors.get("record", 0)),
        ),
        "rss": verdict.rss_verdict(rss, args.warmup),
        "drain": verdict.drain_verdict(
            q.get("pending", 0) + q.get("leased", 0),
            jobs_ended(s.sidecar.admin_url) - ended_before if alive else 0,
            drain_s,
        ),
    }
    kinds_done: dict[str, int] = {}
    for f in faults:
        kinds_done[f["kind"]] = kinds_done.get(f["kind"], 0) + 1
    return {
        "ok": all(c["ok"] for c in checks.values()),
        "checks": checks,
        "config": {**vars(args), "out": str(args.out), "work": str(args.work or "")},
        "load_seconds": round(load_s, 1),
        "drained": drained,
        "drain_seconds": round(drain_s, 1),
        "readyz_at_end": httpx.get(f"{s.sidecar.admin_url}/readyz", timeout=10).json()
        if alive
        else None,
        "requests_by_kind": dict(load.kinds),
        "admin_calls": dict(load.admin),
        "faults_by_kind": kinds_done,
        "faults": faults,
        "extraction_answers": dict(s.llm.extraction_calls),
        "sidecar_metrics": {
            k: m.get(f"memproxy_{k}_total", {}) for k in ("jobs", "facts", "errors", "captures")
        },
        "rss_samples": rss,
        "machine": f"{platform.machine()}, {os.cpu_count()} cores (shared with other work)",
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def summary(result: dict[str, Any]) -> str:
    c = result["checks"]

    def row(name: str) -> str:
        hidden = ("ok", "lost_examples", "by_outcome")
        return ", ".join(f"{k} {v}" for k, v in c[name].items() if k not in hidden)

    lines = [
        f"soak {'PASSED' if result['ok'] else 'FAILED'} ({result['load_seconds']}s of load)",
        f"  requests {c['requests']['by_outcome']}",
        f"  faults   {result['faults_by_kind']}",
        *(f"  {name:<8} {row(name)}" for name in ("jobs", "drain", "facts", "rss", "sidecar")),
    ]
    failed = [name for name, check in c.items() if not check["ok"]]
    if failed:
        lines.append(f"  FAILED: {', '.join(failed)}")
    return "\n".join(lines)


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--minutes", type=float, default=10.0)
    p.add_argument("--rate", type=float, default=10.0, help="client requests per second")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--fault-gap", type=float, default=20.0, help="seconds between faults")
    p.add_argument("--warmup", type=float, default=60.0, help="RSS baseline after (s)")
    p.add_argument("--rss-every", type=float, default=3.0)
    p.add_argument("--drain", type=float, default=180.0, help="queue drain bound (s)")
    p.add_argument("--out", type=Path, default=RESULTS / "soak.json")
    p.add_argument("--work", type=Path, help="keep logs and data here (default: a temp dir)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    with contextlib.ExitStack() as keep:
        work = args.work or Path(keep.enter_context(tempfile.TemporaryDirectory(prefix="soak-")))
        s = keep.enter_context(stack(work))
        result = asyncio.run(soak(s, args))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, indent=1) + "\n")
    print(summary(result))
    print(f"written {args.out}")
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
