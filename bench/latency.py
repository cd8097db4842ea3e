"""Added latency, throughput and CPU of memproxy through a real Envoy, against Envoy alone.

One run starts: a stub LLM upstream (its own process), Envoy without ext_proc, Envoy
with ext_proc -> memproxy (its own process, seeded with N memories over N/100 users),
then measures each mode in interleaved rounds (the mode order rotates each round, so
drift hits every mode alike), at concurrency 1 and 16:

  direct        client -> upstream
  envoy         client -> Envoy (no ext_proc) -> upstream            (the baseline)
  passthrough   Envoy + memproxy, a path ext_proc is disabled on (POST /v1/embeddings)
  anonymous     Envoy + memproxy, a memory route with no user: headers only, then out
  skipped       Envoy + memproxy, memory skipped by the decision (a greeting)
  injected      Envoy + memproxy, the user's memories searched and injected (the same
                question each time: its embedding comes from the query-embedding cache)
  fresh         as injected, but every question is new (a request number in it), so
                every request pays the embedding too
  many_users    as injected, but each request is from the next of 1,000 users in turn
                (100 memories each): more rows than the sidecar holds in memory
                (memory.milvus.row_cache_rows, 50,000), so a search never finds its
                user's rows held (memproxy.store.rows) and asks Milvus, as the first
                request of a user does; injected's one user is held after its first

With --records-off, two more modes go to a second sidecar, seeded alike, that keeps no
context records (memory.context.records false), and the run reports the cost of the
records as the ratio injected / injected_off (and fresh / fresh_off) of p50 and p99:

  injected_off  as injected, records off
  fresh_off     as fresh, records off

With --fp32-questions (a Milvus server only), fresh_fp32 goes to a second sidecar on the
same server and collection that embeds questions with the fp32 weights
(memory.embedding.query_int8 false): what the int8 question weights save.

With --plain-questions (a Milvus server only), fresh_plain and many_users_plain go to a
second sidecar on the same server and collection whose questions skip the trained
adapter (memory.embedding.query_adapter false): what the adapter costs a new question,
and a search Milvus answers (the question's own cosines, asked in the same search and,
for a few rows, in one more by id).

With --no-length-prior (a Milvus server only), many_users_no_prior goes to a second
sidecar on the same server and collection that fuses without the length prior
(memory.milvus.length_prior 0): what reading the rows' keyword text costs a search
Milvus answers.

With --held-off (a Milvus server only), three more go to a second sidecar on the same
server and collection (nothing more to seed) that holds no user's rows in memory
(memory.milvus.row_cache_user_rows 0: every search asks Milvus, as before held rows):

  injected_held_off, fresh_held_off, many_users_held_off

For each: p50, p99, req/s, and CPU milliseconds per request of Envoy and of the sidecar
(its process tree: Milvus Lite runs as a child). Writes bench/results/latency.json and
latency.png (the latency distributions), and prints ratios against Envoy alone.

Usage: python -m bench.latency [--memories 1000 100000] [--requests 300] [--rounds 3]
                               [--concurrency 1 16] [--milvus lite|server|URI]
                               [--seed api|vectors|none] [--encryption off|on|both]
                               [--records-off] [--deadline-ms MS]

--encryption both runs each memory count twice, plaintext then encrypted at rest
(memory.encryption: AES-256-GCM, blind index), and prints what encryption adds on the
injected path as the ratio of the two runs' injected p50 (each against its own Envoy).

--seed vectors writes rows straight into the collection with precomputed vectors
(bench/seed.py): the way to reach 1M memories in minutes, not hours. On Lite it writes the
sidecar's database file before the sidecar starts.
--seed none measures a server seeded by an earlier run (--milvus URI).
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import json
import os
import platform
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import numpy as np

from bench.common import (
    latency_summary,
    memproxy_metrics,
    milvus_uri,
    require_memory,
    scratch,
    tree_cpu_seconds,
)
from bench.seed import seed_vectors_apart
from memproxy.crypto import new_key_entry
from memproxy.domain import Memory
from memproxy.testing.procs import Envoy, Memproxy, free_port, model_dir, stop_pid, wait_http

RESULTS = Path(__file__).parent / "results"
QUESTION = "What's my budget for the Hawaii trip?"
USER = "user-1"
MODES = (
    "direct",
    "envoy",
    "passthrough",
    "anonymous",
    "skipped",
    "injected",
    "fresh",
    "many_users",
)
MANY_USERS = 1_000
"""many_users cycles through user-0 .. user-999 (seeded from 100k memories on; in a
smaller run the users past those seeded have no memories, and are still searched)."""
RECORDS_OFF = ("injected_off", "fresh_off")
"""The same requests as injected and fresh, to a sidecar that keeps no context records."""
HELD_OFF = ("injected_held_off", "fresh_held_off", "many_users_held_off")
"""The same requests as injected, fresh and many_users, to a sidecar holding no rows."""
FP32_QUESTIONS = ("fresh_fp32",)
"""The same requests as fresh, to a sidecar embedding questions with the fp32 weights."""
PLAIN_QUESTIONS = ("fresh_plain", "many_users_plain")
"""The same requests as fresh and many_users, to a sidecar whose questions skip the query
adapter (so its Milvus searches ask for one vector's cosines only)."""
NO_PRIOR = ("many_users_no_prior",)
"""The same requests as many_users, to a sidecar fusing without the length prior (so its
Milvus searches do not return the rows' keyword text)."""
SHARED: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "held_off": (HELD_OFF, {"MEMPROXY_MEMORY__MILVUS__ROW_CACHE_USER_ROWS": "0"}),
    "fp32_questions": (FP32_QUESTIONS, {"MEMPROXY_MEMORY__EMBEDDING__QUERY_INT8": "false"}),
    "plain_questions": (
        PLAIN_QUESTIONS,
        {"MEMPROXY_MEMORY__EMBEDDING__QUERY_ADAPTER": "false"},
    ),
    "no_length_prior": (NO_PRIOR, {"MEMPROXY_MEMORY__MILVUS__LENGTH_PRIOR": "0"}),
}
"""Second sidecars on the same Milvus server and collection (nothing more to seed): their
modes and what their environment changes."""
TOPICS = [
    "budget",
    "flight",
    "hotel",
    "allergy",
    "deploy",
    "meeting",
    "car",
    "garden",
    "gym",
    "book",
    "music",
    "pet",
    "school",
    "tax",
    "recipe",
    "doctor",
]


_SERIAL = itertools.count(1)
"""Request numbers: every "fresh" question of a run is new."""


def request_for(mode: str, n: int = 0) -> tuple[str, dict[str, Any], dict[str, str]]:
    """(path, body, headers) of the n-th request of a mode."""
    mode = mode.removesuffix("_held_off").removesuffix("_off").removesuffix("_fp32")
    mode = mode.removesuffix("_plain").removesuffix("_no_prior")
    user = {} if mode == "anonymous" else {"x-user-id": USER}
    if mode == "many_users":
        user = {"x-user-id": f"user-{n % MANY_USERS}"}
    if mode == "passthrough":
        return "/v1/embeddings", {"model": "m", "input": QUESTION}, user
    text = "Hello!" if mode == "skipped" else QUESTION
    if mode == "fresh":
        text = f"{QUESTION[:-1]}, as of my note {n}?"
    return "/v1/responses", {"model": "m", "input": text}, user


OWN = ("User's budget for the Hawaii trip is $10,000", "User prefers beach hotels on Maui")
"""The bench user's memories its question should find (the rest are distractors)."""


async def seed(admin_url: str, n: int, users: int) -> float:
    """Store n short memories over `users` users through the admin batch API."""
    started = time.perf_counter()
    rng = np.random.default_rng(7)
    async with httpx.AsyncClient(timeout=600) as client:
        batch: list[dict[str, Any]] = [{"user_id": USER, "content": c} for c in OWN]
        for i in range(n):
            topic = TOPICS[int(rng.integers(len(TOPICS)))]
            content = f"User's {topic} note number {i}: value {rng.integers(1_000_000)}"
            batch.append({"user_id": f"user-{i % users}", "content": content})
            if len(batch) == 1000 or i == n - 1:
                r = await client.post(f"{admin_url}/v1/memory/batch", json={"memories": batch})
                r.raise_for_status()
                batch = []
    return time.perf_counter() - started


@dataclass
class Tally:
    """What one mode at one concurrency collected over the rounds."""

    seconds: list[float] = field(default_factory=list)
    wall: float = 0.0
    envoy_cpu: float = 0.0
    sidecar_cpu: float = 0.0
    memory: dict[str, float] = field(default_factory=dict)
    """What the mode's sidecar counted during its bursts (memory_outcomes)."""


def memory_counts(admin_url: str) -> dict[str, float]:
    """The sidecar's request outcomes and memory failures by stage, one counter each."""
    seen = memproxy_metrics(admin_url)
    return {**seen["requests"], **{f"error/{k}": v for k, v in seen["errors"].items()}}


def memory_outcomes(counts: dict[str, float]) -> dict[str, float]:
    """Of a mode's requests that searched (its bursts' warm-up requests included): how
    many were served with all their memories within the deadline, how many had a part
    past it (search_late: only the profile was served; profile_late: only the search
    hits), and how many had none (deadline); and how many had memories injected (the
    others found none above the threshold, or had none)."""
    searched = sum(
        v for k, v in counts.items() if k.endswith(("/injected", "/no_memories", "/memory_failed"))
    )
    late = {k: counts.get(f"error/{k}", 0.0) for k in ("deadline", "search_late", "profile_late")}
    within = searched - sum(late.values())
    share = within / searched if searched else 1.0
    injected = sum(v for k, v in counts.items() if k.endswith("/injected"))
    return {
        "searched": searched,
        **late,
        "within_deadline": within,
        "within_share": share,
        "injected": injected,
    }


@dataclass
class Stack:
    urls: dict[str, str]
    envoy_pid: dict[str, int | None]
    sidecar_pid: dict[str, int]
    admin: dict[str, str]
    """Each mode's sidecar admin URL (its counters are read around each burst)."""

    @property
    def modes(self) -> tuple[str, ...]:
        return tuple(self.urls)

    def serve(self, modes: tuple[str, ...], proxy: Envoy, sidecar: Memproxy) -> None:
        """Send these modes to a second Envoy and sidecar (both started)."""
        assert proxy.proc and sidecar.proc
        for mode in modes:
            self.urls[mode] = proxy.url
            self.envoy_pid[mode] = proxy.proc.pid
            self.sidecar_pid[mode] = sidecar.proc.pid
            self.admin[mode] = sidecar.admin_url


async def burst(url: str, mode: str, n: int, concurrency: int) -> tuple[list[float], float]:
    """n requests over `concurrency` connections; (latencies, wall seconds)."""
    path, _, headers = request_for(mode)
    limits = httpx.Limits(max_connections=concurrency)
    async with httpx.AsyncClient(base_url=url, timeout=30, headers=headers, limits=limits) as c:
        for _ in range(3):  # warm-up: connections open
            _, body, who = request_for(mode, next(_SERIAL))
            (await c.post(path, json=body, headers=who)).raise_for_status()
        out: list[float] = []

        async def worker(count: int) -> None:
            for _ in range(count):
                _, body, who = request_for(mode, next(_SERIAL))
                t = time.perf_counter()
                r = await c.post(path, json=body, headers=who)
                out.append(time.perf_counter() - t)
                r.raise_for_status()

        shares = [n // concurrency + (i < n % concurrency) for i in range(concurrency)]
        started = time.perf_counter()
        await asyncio.gather(*(worker(k) for k in shares))
        return out, time.perf_counter() - started


async def measure(stack: Stack, requests: int, rounds: int, concurrency: int) -> dict[str, Tally]:
    modes = stack.modes
    tallies = {m: Tally() for m in modes}
    per_round = max(concurrency, requests // rounds)
    for r in range(rounds):
        order = modes[r % len(modes) :] + modes[: r % len(modes)]
        for mode in order:
            envoy = stack.envoy_pid[mode]
            e0 = tree_cpu_seconds(envoy) if envoy else 0.0
            s0 = tree_cpu_seconds(stack.sidecar_pid[mode])
            counted = memory_counts(stack.admin[mode])
            seconds, wall = await burst(stack.urls[mode], mode, per_round, concurrency)
            t = tallies[mode]
            for k, v in memory_counts(stack.admin[mode]).items():
                t.memory[k] = t.memory.get(k, 0.0) + v - counted.get(k, 0.0)
            t.seconds += seconds
            t.wall += wall
            t.envoy_cpu += (tree_cpu_seconds(envoy) - e0) if envoy else 0.0
            t.sidecar_cpu += tree_cpu_seconds(stack.sidecar_pid[mode]) - s0
    return tallies


def summarize(tallies: dict[str, Tally]) -> dict[str, dict[str, Any]]:
    stats: dict[str, dict[str, Any]] = {}
    for mode, t in tallies.items():
        s: dict[str, Any] = dict(latency_summary(t.seconds))
        n = len(t.seconds)
        s["rps"] = n / t.wall
        s["envoy_cpu_ms_per_req"] = t.envoy_cpu * 1000 / n
        s["sidecar_cpu_ms_per_req"] = t.sidecar_cpu * 1000 / n
        if (memory := memory_outcomes(t.memory))["searched"]:
            s["memory"] = memory
        stats[mode] = s
    base = stats["envoy"]
    for s in stats.values():
        s["added_p50_ms"] = s["p50_ms"] - base["p50_ms"]
        s["added_p99_ms"] = s["p99_ms"] - base["p99_ms"]
        s["ratio_p50"] = s["p50_ms"] / base["p50_ms"]
        s["rps_ratio"] = s["rps"] / base["rps"]
    return stats


def records_cost(stats: dict[str, dict[str, float]]) -> dict[str, float]:
    """Records on / records off, per mode and percentile (1.0: no cost)."""
    return {
        f"{mode}_{q}_ratio": stats[mode][f"{q}_ms"] / stats[f"{mode}_off"][f"{q}_ms"]
        for mode in ("injected", "fresh")
        if f"{mode}_off" in stats
        for q in ("p50", "p99")
    }


async def run_one(
    memories: int,
    requests: int,
    rounds: int,
    concurrencies: list[int],
    milvus: str,
    seeding: str = "api",
    encrypted: bool = False,
    records_off: bool = False,
    shared: tuple[str, ...] = (),
    deadline_ms: float | None = None,
) -> tuple[dict[str, Any], dict[str, dict[int, list[float]]]]:
    work = scratch("bench-")
    up_port = free_port()
    upstream = subprocess.Popen([sys.executable, "-m", "memproxy.testing.stub_llm", str(up_port)])
    plain = with_proc = bare = bare_proxy = None
    others: list[Memproxy] = []
    other_proxies: list[Envoy] = []
    with milvus_uri(milvus, work) as uri:
        env = {"MEMPROXY_MEMORY__MILVUS__URI": uri} if uri else {}
        if encrypted:
            env["MEMPROXY_MEMORY__ENCRYPTION__ENABLED"] = "true"
            env["MEMPROXY_MEMORY__ENCRYPTION__KEYS"] = new_key_entry("bench")
        if deadline_ms is not None:
            env["MEMPROXY_MEMORY__DEADLINE_MS"] = str(deadline_ms)
        sidecar = Memproxy(work / "memproxy", env=env)
        users = max(1, memories // 100)
        try:
            seconds = 0.0
            if seeding == "vectors":
                # Lite: the sidecar's own database file, written before the sidecar opens it
                target = uri or str(sidecar.lite_db)
                own = [Memory(user_id=USER, content=c) for c in OWN]
                args = (target, model_dir(), memories, users, TOPICS, own)
                seconds = await asyncio.to_thread(seed_vectors_apart, *args)
            wait_http(f"http://127.0.0.1:{up_port}/health", 20)
            sidecar.start(timeout=180)
            require_memory(sidecar.admin_url)
            if seeding == "api":
                seconds = await seed(sidecar.admin_url, memories, users)
            plain = Envoy(upstream_port=up_port, extproc_port=free_port(), with_ext_proc=False)
            with_proc = Envoy(upstream_port=up_port, extproc_port=sidecar.extproc_port)
            plain.start()
            with_proc.start()
            assert plain.proc and with_proc.proc and sidecar.proc
            urls = {m: with_proc.url for m in MODES}
            urls.update(direct=f"http://127.0.0.1:{up_port}", envoy=plain.url)
            envoy_pid: dict[str, int | None] = {m: with_proc.proc.pid for m in MODES}
            envoy_pid.update(direct=None, envoy=plain.proc.pid)
            sidecar_pid = {m: sidecar.proc.pid for m in MODES}
            stack = Stack(urls, envoy_pid, sidecar_pid, {m: sidecar.admin_url for m in urls})
            if records_off:
                off = {**env, "MEMPROXY_MEMORY__CONTEXT__RECORDS": "false"}
                bare = Memproxy(work / "memproxy-off", env=off).start(timeout=180)
                await seed(bare.admin_url, memories, users)
                bare_proxy = Envoy(upstream_port=up_port, extproc_port=bare.extproc_port).start()
                stack.serve(RECORDS_OFF, bare_proxy, bare)
            for name in shared:
                modes, changed = SHARED[name]
                other = Memproxy(work / f"memproxy-{name}", env={**env, **changed})
                others.append(other.start(timeout=180))
                proxy = Envoy(upstream_port=up_port, extproc_port=other.extproc_port)
                other_proxies.append(proxy.start())
                stack.serve(modes, proxy, other)
            by_c: dict[str, Any] = {}
            raw: dict[str, dict[int, list[float]]] = {m: {} for m in stack.modes}
            outcomes: dict[str, dict[str, float]] = {}
            for c in concurrencies:
                before = memproxy_metrics(sidecar.admin_url)["requests"]
                tallies = await measure(stack, requests, rounds, c)
                by_c[str(c)] = summarize(tallies)
                after = memproxy_metrics(sidecar.admin_url)["requests"]
                outcomes[str(c)] = {k: v - before.get(k, 0.0) for k, v in after.items()}
                for mode, t in tallies.items():
                    raw[mode][c] = t.seconds
            result = {
                "memories": memories,
                "users": users,
                "seed": seeding,
                "encrypted": encrypted,
                "seed_seconds": seconds,
                "deadline_ms": deadline_ms,
                "milvus": "lite" if uri is None else ("server" if milvus == "server" else uri),
                "concurrency": by_c,
                "outcomes_by_concurrency": outcomes,  # memory_failed: past the deadline
                "records_cost": {c: records_cost(stats) for c, stats in by_c.items()},
                "memproxy": memproxy_metrics(sidecar.admin_url),
            }
            return result, raw
        finally:
            for proc in (with_proc, plain, bare_proxy, *other_proxies):
                if proc is not None:
                    proc.stop()
            sidecar.stop()
            for spare in (bare, *others):
                if spare is not None:
                    spare.stop()
            stop_pid(upstream)


def print_table(result: dict[str, Any]) -> None:
    print(
        f"\n{result['memories']} memories over {result['users']} users on {result['milvus']} "
        f"(seeded in {result['seed_seconds']:.0f}s); stage means: "
        f"{result['memproxy']['stage_mean_ms']}"
    )
    head = f"{'c':>3} {'mode':<12}{'p50':>8}{'p99':>8}{'+p50':>8}{'+p99':>8}{'x envoy':>8}"
    print(head + f"{'req/s':>8}{'x envoy':>8}{'envoy cpu':>10}{'sidecar cpu':>12}  (ms/req)")
    for c, stats in result["concurrency"].items():
        for mode, s in stats.items():
            print(
                f"{c:>3} {mode:<12}{s['p50_ms']:>8.2f}{s['p99_ms']:>8.2f}{s['added_p50_ms']:>8.2f}"
                f"{s['added_p99_ms']:>8.2f}{s['ratio_p50']:>8.2f}{s['rps']:>8.0f}"
                f"{s['rps_ratio']:>8.2f}{s['envoy_cpu_ms_per_req']:>10.3f}"
                f"{s['sidecar_cpu_ms_per_req']:>12.3f}"
            )
        print(f"    sidecar outcomes at c={c}: {result['outcomes_by_concurrency'][c]}")
        for mode, s in stats.items():
            if m := s.get("memory"):
                print(
                    f"    {mode}: memories served within the deadline to "
                    f"{m['within_deadline']:.0f} of {m['searched']:.0f} searched requests "
                    f"(past it: search {m['search_late']:.0f}, profile "
                    f"{m['profile_late']:.0f}, both {m['deadline']:.0f}); injected "
                    f"{m['injected']:.0f}"
                )
        if result["records_cost"][c]:
            print(f"    context records on / off at c={c}: {result['records_cost'][c]}")


def encryption_cost(plain: dict[str, Any], sealed: dict[str, Any]) -> dict[str, float]:
    """Per concurrency: the encrypted run's injected p50 (against its own Envoy) over the
    plaintext run's (pure)."""
    return {
        c: sealed["concurrency"][c]["injected"]["ratio_p50"] / stats["injected"]["ratio_p50"]
        for c, stats in plain["concurrency"].items()
    }


def print_encryption_cost(results: list[dict[str, Any]]) -> None:
    for plain, sealed in zip(results[::2], results[1::2], strict=True):
        for c, ratio in encryption_cost(plain, sealed).items():
            added = (
                sealed["concurrency"][c]["injected"]["added_p50_ms"]
                - plain["concurrency"][c]["injected"]["added_p50_ms"]
            )
            print(
                f"encryption at rest, {plain['memories']} memories, c={c}: injected p50 "
                f"x{ratio:.2f} of plaintext ({added:+.2f} ms added)"
            )


def plot(raws: list[tuple[int, dict[str, dict[int, list[float]]]]], out: Path) -> None:
    """One panel per (memories, concurrency): latency distributions per mode, log scale."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(n, c, raw) for n, raw in raws for c in next(iter(raw.values()))]
    fig, axes = plt.subplots(1, len(panels), figsize=(5 * len(panels), 4.5), squeeze=False)
    for ax, (n, c, raw) in zip(axes[0], panels, strict=True):
        modes = list(raw)
        data = [np.array(raw[m][c]) * 1000 for m in modes]
        ax.boxplot(data, tick_labels=modes, showfliers=True, whis=(1, 99))
        ax.set_yscale("log")
        ax.set_title(f"{n:,} memories, concurrency {c}")
        ax.set_ylabel("latency, ms (whiskers p1-p99)")
        ax.tick_params(axis="x", rotation=30)
    fig.tight_layout()
    fig.savefig(out, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, nargs="+", default=[1000, 100_000])
    parser.add_argument("--requests", type=int, default=300, help="per mode and concurrency")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--concurrency", type=int, nargs="+", default=[1, 16])
    parser.add_argument("--milvus", default="lite", help="lite | server | a server URI")
    parser.add_argument("--seed", choices=["api", "vectors", "none"], default="api")
    parser.add_argument("--encryption", choices=["off", "on", "both"], default="off")
    parser.add_argument("--out", type=Path, default=RESULTS / "latency.json")
    parser.add_argument(
        "--records-off",
        action="store_true",
        help="also measure injected and fresh on a sidecar that keeps no context records",
    )
    parser.add_argument(
        "--held-off",
        action="store_true",
        help="also measure injected, fresh and many_users on a sidecar holding no rows "
        "(a Milvus server only: the two sidecars share it)",
    )
    parser.add_argument(
        "--fp32-questions",
        action="store_true",
        help="also measure fresh on a sidecar embedding questions with the fp32 weights "
        "(embedding.query_int8 false; a Milvus server only: the two sidecars share it)",
    )
    parser.add_argument(
        "--plain-questions",
        action="store_true",
        help="also measure fresh and many_users on a sidecar whose questions skip the adapter "
        "(embedding.query_adapter false; a Milvus server only: the two sidecars share it)",
    )
    parser.add_argument(
        "--no-length-prior",
        action="store_true",
        help="also measure many_users on a sidecar fusing without the length prior "
        "(milvus.length_prior 0; a Milvus server only: the two sidecars share it)",
    )
    parser.add_argument(
        "--deadline-ms",
        type=float,
        default=None,
        help="memory.deadline_ms of the sidecars (default: the configured 35 ms; a loaded "
        "machine may need more for the injected path to inject at all)",
    )
    args = parser.parse_args()
    shared = tuple(name for name in SHARED if getattr(args, name))
    if shared and args.milvus == "lite":
        parser.error(
            "--held-off, --fp32-questions, --plain-questions and --no-length-prior share "
            "a Milvus server between two sidecars: --milvus server|URI"
        )
    results, raws = [], []
    load_before = os.getloadavg()
    modes = {"off": [False], "on": [True], "both": [False, True]}[args.encryption]
    for n in args.memories:
        for encrypted in modes:
            result, raw = asyncio.run(
                run_one(
                    n,
                    args.requests,
                    args.rounds,
                    args.concurrency,
                    args.milvus,
                    args.seed,
                    encrypted,
                    args.records_off,
                    shared,
                    args.deadline_ms,
                )
            )
            print_table(result)
            results.append(result)
            raws.append((n, raw))
    if args.encryption == "both":
        print_encryption_cost(results)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    summary = {
        "date": time.strftime("%Y-%m-%d %H:%M:%S"),
        "machine": {"cpus": os.cpu_count(), "platform": platform.platform()},
        "loadavg_before": load_before,
        "loadavg_after": os.getloadavg(),
        "results": results,
    }
    args.out.write_text(json.dumps(summary, indent=2) + "\n")
    plot(raws, args.out.with_suffix(".png"))
    print(f"\nwrote {args.out} and {args.out.with_suffix('.png')}")


if __name__ == "__main__":
    main()
