"""bench.soak: its checks can fail (made-up samples), and a short soak passes them.

The short soak (`slow`) runs the real stack (Milvus server, redis-server, Envoy, the
sidecar) as `python -m bench.soak` for 75 s of load at 4 req/s with every fault kind at
least once; it fails the test if any invariant fails (exit status 1) and its JSON is
checked here too. A Milvus restart alone takes up to a minute on this machine, so the
whole test takes ~4 minutes.
"""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bench.soak import verdict as v

MIB = v.MIB


# the plan ------------------------------------------------------------------------------
def test_the_schedule_is_seeded_and_meets_every_kind_even_when_short() -> None:
    short = v.schedule(seed=7, duration_s=10, gap_s=2)
    assert {f.kind for f in short} == set(v.FAULT_KINDS)  # one round at least
    assert v.schedule(7, 10, 2) == short and v.schedule(8, 10, 2) != short
    long = v.schedule(seed=7, duration_s=600, gap_s=20)
    assert all(b.at_s > a.at_s + a.hold_s for a, b in itertools.pairwise(long))
    assert long[-1].at_s < 600 and len(long) > len(v.FAULT_KINDS)
    assert all(f.detail in (2.0, 7.0) for f in long if f.kind == "llm_slow")


# each invariant fails on the case it exists for ----------------------------------------
def test_a_request_not_answered_by_the_upstream_fails() -> None:
    assert v.requests_verdict({"ok": 100})["ok"]
    assert not v.requests_verdict({"ok": 99, "http_500": 1})["ok"]
    assert not v.requests_verdict({"ok": 99, "wrong_body": 1})["ok"]
    assert not v.requests_verdict({})["ok"]  # no traffic proves nothing


def test_a_restarted_or_dead_sidecar_fails() -> None:
    assert v.sidecar_verdict(10, [10, 10, 10], alive_at_end=True)["ok"]
    assert not v.sidecar_verdict(10, [10, 11], alive_at_end=True)["ok"]
    assert not v.sidecar_verdict(10, [10, -1], alive_at_end=True)["ok"]
    assert not v.sidecar_verdict(10, [10], alive_at_end=False)["ok"]


def test_a_lost_job_fails() -> None:
    ended = {"done": 90, "dead": 3, "invalid_output": 5}
    assert v.jobs_verdict(100, ended, {"pending": 1, "leased": 1, "dead": 3})["ok"]
    lost = v.jobs_verdict(100, ended, {"pending": 1, "leased": 0, "dead": 3})
    assert not lost["ok"] and lost["unaccounted"] == 1
    # a job re-run after its lease (its ack failed) ends twice: never a false alarm
    assert v.jobs_verdict(100, {**ended, "done": 93}, {})["ok"]


def test_a_fact_extracted_but_not_stored_fails_and_each_other_fate_is_accounted() -> None:
    said = ["ref-stored01", "ref-dead0001", "ref-queued01", "ref-garbage1", "ref-unrec001"]
    last = {
        "ref-stored01": "ok",
        "ref-dead0001": "503",
        "ref-queued01": "503",
        "ref-garbage1": "garbage",
    }
    common = {"dead": {"ref-dead0001"}, "queued": {"ref-queued01"}, "last_answer": last}
    ok = v.facts_verdict(said, {"ref-stored01"}, record_failures=1, **common)  # type: ignore[arg-type]
    assert ok["ok"], ok
    assert (ok["stored"], ok["dead"], ok["queued"], ok["garbage"], ok["unrecorded"]) == (1,) * 5
    # the same fact, extracted fine, missing from Milvus: a silent drop
    lost = v.facts_verdict(said, set(), record_failures=1, **common)  # type: ignore[arg-type]
    assert not lost["ok"] and lost["lost_examples"] == ["ref-stored01"]
    # a turn never recorded, while the sidecar counted no record failure: unexplained
    unexplained = v.facts_verdict(said, {"ref-stored01"}, record_failures=0, **common)  # type: ignore[arg-type]
    assert not unexplained["ok"] and unexplained["unexplained_unrecorded"] == 1


def test_a_stalled_queue_fails_a_slow_one_does_not() -> None:
    assert v.drain_verdict(queued_after=0, ended_during=0, drain_s=5)["ok"]
    assert v.drain_verdict(queued_after=300, ended_during=120, drain_s=240)["ok"]  # a backlog
    # the first 10-minute soak: 2,749 jobs due, none claimed in 240 s (a Redis claim bug)
    assert not v.drain_verdict(queued_after=2749, ended_during=0, drain_s=240)["ok"]


def test_resident_memory_growth_past_the_bound_fails() -> None:
    flat = [(float(t), 300 * MIB + (t % 7) * MIB) for t in range(0, 600, 3)]
    verdict = v.rss_verdict(flat, warmup_s=60)
    assert verdict["ok"]
    assert verdict["bound_mib"] == pytest.approx(0.15 * verdict["warmup_mib"], abs=0.1)  # > 30
    assert abs(verdict["slope_second_half_mib_per_min"]) < 1
    leak = [(float(t), 300 * MIB + t * MIB // 10) for t in range(0, 600, 3)]  # 6 MiB/min
    leaking = v.rss_verdict(leak, warmup_s=60)
    assert not leaking["ok"] and leaking["slope_second_half_mib_per_min"] == pytest.approx(6, 0.05)
    assert not v.rss_verdict([(70.0, 300 * MIB)], warmup_s=60)["ok"]  # too few samples


def test_a_small_process_gets_the_30_mib_floor() -> None:
    small = [(60.0, 100 * MIB), (600.0, 129 * MIB)]
    assert v.rss_verdict(small, warmup_s=60)["ok"]
    assert not v.rss_verdict([(60.0, 100 * MIB), (600.0, 131 * MIB)], warmup_s=60)["ok"]


# the short soak ------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.timeout(900)
def test_a_short_soak_with_every_fault_kind_keeps_every_invariant(tmp_path: Path) -> None:
    out = tmp_path / "soak.json"
    root = Path(__file__).resolve().parents[2]
    args = [
        "--minutes",
        "1.25",
        "--rate",
        "4",
        "--seed",
        "3",
        "--fault-gap",
        "2",
        "--warmup",
        "20",
        "--rss-every",
        "2",
        "--drain",
        "240",
        "--out",
        str(out),
    ]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(root / "src"), str(root)])}
    run = subprocess.run(
        [sys.executable, "-m", "bench.soak", *args],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=840,
    )
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    result = json.loads(out.read_text())
    assert result["ok"] and set(result["faults_by_kind"]) == set(v.FAULT_KINDS)
    checks = result["checks"]
    assert checks["requests"]["by_outcome"].keys() == {"ok"}
    assert checks["jobs"]["accepted"] > 0 and checks["jobs"]["unaccounted"] == 0
    assert checks["facts"]["stored"] > 0 and checks["facts"]["lost"] == 0
    assert checks["sidecar"]["same_pid"] and checks["sidecar"]["alive_at_end"]
    assert checks["drain"]["ok"] and checks["rss"]["ok"]
