"""The soak's schedule and invariants as pure functions (bench.soak does the I/O).

Each check takes plain numbers or samples and returns a JSON-able dict with "ok"; the
soak passes only if every one is ok. tests/bench/test_soak.py feeds them made-up
samples (a lost job, a leak, a restarted sidecar) to show each can fail.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

FAULT_KINDS = (
    "milvus_hang",  # SIGSTOP, then SIGCONT
    "milvus_kill",  # SIGKILL, then a restart on the same port and data
    "redis_hang",  # SIGSTOP, then SIGCONT
    "redis_restart",  # stop (SIGTERM), down a while, start on the same port and data
    "llm_503",  # the extraction model answers 503
    "llm_garbage",  # the extraction model answers non-JSON prose
    "llm_slow",  # the extraction model answers late (below or past its timeout)
    "sidecar_hang",  # the sidecar SIGSTOPped: Envoy must fail open
)
MIB = 1024 * 1024


@dataclass(frozen=True)
class Fault:
    at_s: float  # earliest start, seconds after the load began
    kind: str
    hold_s: float  # how long the fault lasts (a restart adds its own start time)
    detail: float = 0.0  # llm_slow: the answer delay in seconds


def schedule(seed: int, duration_s: float, gap_s: float) -> list[Fault]:
    """A deterministic plan: every kind once in a seeded order, then again reshuffled,
    one fault at a time with `gap_s` between, as many as fit in `duration_s` (at least
    one round: a short soak still meets each kind once)."""
    rng = random.Random(seed)
    holds = {
        "milvus_hang": (4, 8),
        "milvus_kill": (2, 4),
        "redis_hang": (2, 4),
        "redis_restart": (2, 5),
        "llm_503": (6, 12),
        "llm_garbage": (4, 8),
        "llm_slow": (6, 10),
        "sidecar_hang": (1, 3),
    }
    plan: list[Fault] = []
    t, rounds = gap_s, 0
    while rounds == 0 or t < duration_s:
        kinds = list(FAULT_KINDS)
        rng.shuffle(kinds)
        for kind in kinds:
            if rounds > 0 and t >= duration_s:
                break
            low, high = holds[kind]
            hold = round(rng.uniform(low, high), 1)
            detail = rng.choice((2.0, 7.0)) if kind == "llm_slow" else 0.0
            plan.append(Fault(round(t, 1), kind, hold, detail))
            t += hold + gap_s
        rounds += 1
    return plan


def rss_verdict(
    samples: Sequence[tuple[float, int]], warmup_s: float, pct: float = 0.15, floor_mib: int = 30
) -> dict[str, Any]:
    """samples: (seconds since start, RSS bytes). Start is the first sample at or after
    warm-up; pass if the end is within max(pct of start, floor_mib) of it. The slope over
    the second half (MiB/min, least squares) is reported, not judged."""
    after = [(t, b) for t, b in samples if t >= warmup_s]
    if len(after) < 2:
        return {"ok": False, "why": f"only {len(after)} RSS samples after warm-up"}
    start, end = after[0][1], after[-1][1]
    bound = max(int(start * pct), floor_mib * MIB)
    half = [s for s in after if s[0] >= (after[0][0] + after[-1][0]) / 2]
    return {
        "ok": end <= start + bound,
        "warmup_mib": round(start / MIB, 1),
        "max_mib": round(max(b for _, b in after) / MIB, 1),
        "end_mib": round(end / MIB, 1),
        "bound_mib": round(bound / MIB, 1),
        "growth_mib": round((end - start) / MIB, 1),
        "slope_second_half_mib_per_min": round(slope(half) / MIB * 60, 2),
        "samples": len(samples),
    }


def slope(points: Sequence[tuple[float, int]]) -> float:
    """Least-squares slope (units per second); 0 for fewer than two distinct times."""
    n = len(points)
    if n < 2:
        return 0.0
    mt = sum(t for t, _ in points) / n
    mv = sum(v for _, v in points) / n
    var = sum((t - mt) ** 2 for t, _ in points)
    return sum((t - mt) * (v - mv) for t, v in points) / var if var else 0.0


def requests_verdict(outcomes: Mapping[str, int]) -> dict[str, Any]:
    """Every client request must have got the upstream's answer ("ok")."""
    bad = {k: v for k, v in outcomes.items() if k != "ok" and v}
    return {"ok": not bad and outcomes.get("ok", 0) > 0, "by_outcome": dict(outcomes)}


def sidecar_verdict(pid_start: int, pids_seen: Sequence[int], alive_at_end: bool) -> dict[str, Any]:
    """The sidecar never restarted: one PID throughout, and still alive at the end."""
    same = all(p == pid_start for p in pids_seen)
    return {
        "ok": same and alive_at_end,
        "pid": pid_start,
        "same_pid": same,
        "alive_at_end": alive_at_end,
    }


def jobs_verdict(
    accepted: int, outcomes: Mapping[str, float], queue: Mapping[str, int]
) -> dict[str, Any]:
    """No lost job: every accepted job ended (done, dead-lettered, skipped as invalid
    output, forgotten) or is still in the queue (pending, leased). A job re-run after
    its lease ran out (its worker could not ack) can end twice, so the accounted total
    may exceed what was accepted; it may never fall short."""
    ended = sum(int(outcomes.get(k, 0)) for k in ("done", "dead", "invalid_output", "forgotten"))
    queued = int(queue.get("pending", 0)) + int(queue.get("leased", 0))
    return {
        "ok": ended + queued >= accepted,
        "accepted": accepted,
        "done": int(outcomes.get("done", 0)),
        "dead": int(outcomes.get("dead", 0)),
        "invalid_output": int(outcomes.get("invalid_output", 0)),
        "forgotten": int(outcomes.get("forgotten", 0)),
        "pending": int(queue.get("pending", 0)),
        "leased": int(queue.get("leased", 0)),
        "dead_in_store": int(queue.get("dead", 0)),
        "unaccounted": max(0, accepted - ended - queued),
    }


def drain_verdict(queued_after: int, ended_during: int, drain_s: float) -> dict[str, Any]:
    """Learning still moves once the faults are over: the queue is empty after the drain,
    or jobs kept ending during it (a backlog at the load's rate, not a stall)."""
    return {
        "ok": queued_after == 0 or ended_during > 0,
        "queued_after": queued_after,
        "ended_during": ended_during,
        "seconds": round(drain_s, 1),
    }


def facts_verdict(
    said: Sequence[str],
    stored: set[str],
    dead: set[str],
    queued: set[str],
    last_answer: Mapping[str, str],
    record_failures: int,
) -> dict[str, Any]:
    """Every fact a client said (a token) is accounted for: stored (found in Milvus);
    in a dead-lettered job; in a job still queued; skipped because its batch's last
    extraction answer was garbage (counted as invalid_output); or never recorded, which
    is allowed only up to the turns the sidecar counted as not recorded (its state store
    was down: errors{stage="record"}). Anything else is lost: a silent drop."""
    counts = {"stored": 0, "dead": 0, "queued": 0, "garbage": 0, "unrecorded": 0, "lost": 0}
    lost: list[str] = []
    for token in said:
        if token in stored:
            kind = "stored"
        elif token in dead:
            kind = "dead"
        elif token in queued:
            kind = "queued"
        elif last_answer.get(token) == "garbage":
            kind = "garbage"
        elif token not in last_answer:
            kind = "unrecorded"
        else:
            kind = "lost"
            lost.append(token)
        counts[kind] += 1
    unexplained = max(0, counts["unrecorded"] - record_failures)
    return {
        "ok": not lost and unexplained == 0,
        "said": len(said),
        **counts,
        "record_failures": record_failures,
        "unexplained_unrecorded": unexplained,
        "lost_examples": lost[:10],
    }
