"""What the benchmarks share: percentiles, process CPU, the sidecar's metrics, a Milvus,
a scratch directory."""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
from prometheus_client.parser import text_string_to_metric_families

from memproxy.testing.milvus_server import LocalMilvus

_TICK = os.sysconf("SC_CLK_TCK")


def scratch(prefix: str) -> Path:
    """A temporary directory for one run, removed when the process exits: a 100k run's
    Milvus data is hundreds of MB, and left behind they filled a CI machine's disk."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, work, True)
    return work


def ms(values: list[float]) -> list[float]:
    return sorted(v * 1000 for v in values)


def p99(sorted_ms: list[float]) -> float:
    return sorted_ms[min(len(sorted_ms) - 1, int(len(sorted_ms) * 0.99))]


def latency_summary(seconds: list[float]) -> dict[str, float]:
    values = ms(seconds)
    return {
        "p50_ms": statistics.median(values),
        "p99_ms": p99(values),
        "mean_ms": statistics.fmean(values),
        "n": len(values),
    }


def _stat(pid: int) -> tuple[int, float]:
    """(parent pid, user+system CPU seconds) of one process, from /proc."""
    text = Path(f"/proc/{pid}/stat").read_text()
    fields = text[text.rindex(")") + 2 :].split()
    return int(fields[1]), (int(fields[11]) + int(fields[12])) / _TICK


def tree_cpu_seconds(root: int) -> float:
    """CPU seconds used so far by a process and its descendants (the sidecar's Milvus Lite
    server is a child process)."""
    table: dict[int, tuple[int, float]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError, ValueError, IndexError):
                table[int(entry)] = _stat(int(entry))
    children: dict[int, list[int]] = {}
    for pid, (ppid, _) in table.items():
        children.setdefault(ppid, []).append(pid)
    total, todo = 0.0, [root]
    while todo:
        pid = todo.pop()
        total += table.get(pid, (0, 0.0))[1]
        todo += children.get(pid, [])
    return total


def require_memory(admin_url: str, timeout_s: float = 60) -> None:
    """Wait until the sidecar serves with memory; fail the run if it never does (a bench
    of a sidecar serving without memory would measure the wrong path and look fast)."""
    deadline = time.monotonic() + timeout_s
    state: dict[str, Any] = {}
    while time.monotonic() < deadline:
        state = httpx.get(f"{admin_url}/readyz", timeout=5).json()
        if state.get("memory") == "available":
            return
        time.sleep(0.5)
    raise SystemExit(f"the sidecar serves without memory: /readyz {state}")


def memproxy_metrics(admin_url: str) -> dict[str, Any]:
    """Request outcomes, captures, failures by stage (memproxy_errors_total: "deadline",
    "search_late" ...) and mean stage times, to show what memproxy did."""
    text = httpx.get(f"{admin_url}/metrics", timeout=5).text
    out: dict[str, Any] = {"requests": {}, "captures": {}, "errors": {}, "stage_mean_ms": {}}
    sums: dict[str, float] = {}
    counts: dict[str, float] = {}
    for family in text_string_to_metric_families(text):
        for s in family.samples:
            if s.name == "memproxy_requests_total":
                out["requests"][f"{s.labels['api']}/{s.labels['outcome']}"] = s.value
            elif s.name == "memproxy_captures_total":
                out["captures"][s.labels["finish"]] = s.value
            elif s.name == "memproxy_errors_total":
                out["errors"][s.labels["stage"]] = s.value
            elif s.name == "memproxy_stage_duration_seconds_sum":
                sums[s.labels["stage"]] = s.value
            elif s.name == "memproxy_stage_duration_seconds_count":
                counts[s.labels["stage"]] = s.value
    for stage, n in counts.items():
        if n:
            out["stage_mean_ms"][stage] = round(sums.get(stage, 0.0) / n * 1000, 3)
    return out


@contextlib.contextmanager
def milvus_uri(milvus: str, work: Path) -> Iterator[str | None]:
    """None for the sidecar's embedded Milvus Lite; a URI for "server" (a local Milvus
    standalone started for the run and stopped after it) or a given server URI."""
    if milvus == "lite":
        yield None
        return
    if milvus != "server":
        yield milvus
        return
    server = LocalMilvus(work / "milvus", start_timeout_s=180)
    try:
        yield server.start().uri
    finally:
        server.stop()
