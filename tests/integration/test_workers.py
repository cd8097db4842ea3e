"""Several sidecar worker processes on one port (server.processes = 2) under the
supervisor: a real Envoy, real worker processes, a real Milvus server, the SQLite state
file shared by the workers; only the LLM is a stub."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from memproxy.localproc import free_port
from memproxy.pipeline.render import HEADER
from memproxy.testing.clients import extraction_env, memories, say_facts, wait_for
from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubConfig, StubLLM

QUESTION = {"model": "m", "input": "What's my budget for the Hawaii trip?"}
FACT_CONTENTS = {"User's budget for the Hawaii trip is $10,000", "User is allergic to peanuts"}


@pytest.fixture
def milvus(request: pytest.FixtureRequest) -> str:
    """The session's Milvus server; MEMPROXY_TEST_MILVUS_URI names a running one instead
    (iterating on a machine that already runs one)."""
    given = os.environ.get("MEMPROXY_TEST_MILVUS_URI")
    if given:
        return given
    server: LocalMilvus = request.getfixturevalue("milvus_server")
    return server.uri


def worker_pids(sidecar: Memproxy) -> set[int]:
    assert sidecar.proc is not None
    pid = sidecar.proc.pid
    children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    return {int(c) for c in children}


def scrape(sidecar: Memproxy) -> str:
    return httpx.get(f"{sidecar.admin_url}/metrics", timeout=5).text


def samples(text: str, name: str) -> dict[str, float]:
    """{labels: value} of every sample of one metric."""
    found: dict[str, float] = {}
    for line in text.splitlines():
        m = re.match(rf"{name}(\{{[^}}]*\}})? (\S+)$", line)
        if m:
            found[m.group(1) or ""] = float(m.group(2))
    return found


def streams_by_worker(sidecar: Memproxy) -> dict[str, float]:
    got = samples(scrape(sidecar), "memproxy_worker_streams_total")
    return {re.search(r'worker="(\d+)"', k).group(1): v for k, v in got.items()}  # type: ignore[union-attr]


def on_both(sidecar: Memproxy, request: Callable[[], None], n: int = 200) -> None:
    """n requests, 4 at a time: Envoy sends them over one HTTP/2 connection, a new one
    every 25 streams, and the kernel gives each new connection to either worker (8 of
    them all to one worker: 1 in 128). Each worker must take two or more."""
    before = streams_by_worker(sidecar)
    with ThreadPoolExecutor(4) as pool:
        list(pool.map(lambda _: request(), range(n)))
    now = wait_for(
        lambda: (
            (s := streams_by_worker(sidecar)) and sum(s.values()) - sum(before.values()) >= n and s
        )
    )
    assert all(now.get(w, 0) - before.get(w, 0) >= 2 for w in ("0", "1")), (before, now)


def ok(response: httpx.Response) -> None:
    assert response.status_code == 200, response.text


def ask(envoy: Envoy, user: str, learn: bool = True) -> httpx.Response:
    """The question; learn=False: nothing of the exchange is learned (no job queued)."""
    body = QUESTION if learn else {**QUESTION, "memory_config": {"auto_store": False}}
    return httpx.post(
        f"{envoy.url}/v1/responses", json=body, headers={"x-user-id": user}, timeout=10
    )


@contextmanager
def two_workers(
    upstream: StubLLM,
    milvus: str,
    home: Path,
    ext_proc: dict[str, object] | None = None,
    **extra: str,
) -> Iterator[tuple[Memproxy, Envoy]]:
    env = extraction_env(
        upstream,
        MEMPROXY_SERVER__PROCESSES="2",
        MEMPROXY_MEMORY__MILVUS__URI=milvus,
        MEMPROXY_MEMORY__MILVUS__COLLECTION=f"workers_{uuid.uuid4().hex[:8]}",
        MEMPROXY_MEMORY__DEADLINE_MS="150",
        **extra,
    )
    sidecar = Memproxy(home, env=env)
    envoy = Envoy(upstream_port=upstream.port, extproc_port=0, overrides=dict(ext_proc or {}))
    try:
        sidecar.start(timeout=120)
        wait_for(lambda: len(worker_pids(sidecar)) == 2, 60)
        # both workers up: each has answered /readyz (the kernel picks one per connection)
        wait_for(lambda: len(ready_pids(sidecar, 8)) == 2, 120)
        envoy.extproc_port = sidecar.extproc_port
        envoy.start()
        yield sidecar, envoy
    finally:
        envoy.stop()
        sidecar.stop()


def queue_empty(sidecar: Memproxy) -> bool:
    queue = httpx.get(f"{sidecar.admin_url}/readyz", timeout=5).json()["queue"]
    return bool(queue["pending"] == queue["leased"] == queue["dead"] == 0)


def ready_pids(sidecar: Memproxy, tries: int) -> set[int]:
    pids = set()
    for _ in range(tries):
        with httpx.Client(timeout=5) as fresh:  # a new connection each time
            r = fresh.get(f"{sidecar.admin_url}/readyz")
            if r.status_code == 200 and r.json()["memory"] == "available":
                pids.add(int(r.json()["pid"]))
    return pids


@pytest.mark.timeout(400)
def test_two_workers_share_the_load_inject_learn_once_and_count_right(
    learning_upstream: StubLLM, milvus: str, tmp_path: Path
) -> None:
    user = f"w-{uuid.uuid4().hex[:6]}"
    metrics_port = free_port()
    scrape_port = {
        "MEMPROXY_SERVER__METRICS_PORT": str(metrics_port),
        # what a worker holds of a user (profile, rows) is dropped when the other worker
        # writes their memories (memproxy.store.feed), not only when it is this old: the
        # facts learned below by one worker must reach both workers' requests at once
        "MEMPROXY_MEMORY__MILVUS__PROFILE_CACHE_SECONDS": "600",
    }
    with two_workers(learning_upstream, milvus, tmp_path, None, **scrape_port) as (sidecar, envoy):
        before = samples(scrape(sidecar), "memproxy_requests_total")
        k = 200  # Envoy retires an ext_proc connection after 25 streams: >= 8 connections
        with ThreadPoolExecutor(16) as pool:
            codes = list(pool.map(lambda _: ask(envoy, "nobody").status_code, range(k)))
        assert codes == [200] * k
        # served by both worker processes
        by_worker = wait_for(
            lambda: (s := streams_by_worker(sidecar)) and sum(s.values()) >= k and s
        )
        assert set(by_worker) == {"0", "1"} and all(v > 0 for v in by_worker.values()), by_worker

        # /metrics is the total over both processes, not one process's share: every
        # request once in memproxy_requests_total, or (a stream Envoy stopped waiting for
        # before the sidecar read a message, on a loaded machine) in
        # memproxy_streams_unread_total. A request is counted when the sidecar finishes
        # it, which can be after Envoy answered the client: wait for the count.
        def seen() -> tuple[dict[str, float], float]:
            text = scrape(sidecar)
            return samples(text, "memproxy_requests_total"), sum(
                samples(text, "memproxy_streams_unread_total").values()
            )

        deadline = time.monotonic() + 30
        while (got := seen()) and sum(got[0].values()) - sum(before.values()) + got[1] < k:
            if time.monotonic() > deadline:
                break
            time.sleep(0.2)
        after, unread = got
        assert sum(after.values()) - sum(before.values()) + unread == k, (before, after, unread)
        # the Prometheus port (shared by both workers, no token) shows the same totals
        text = httpx.get(f"http://127.0.0.1:{metrics_port}/metrics", timeout=5).text
        assert samples(text, "memproxy_requests_total") == after

        # learning: every fact once, no job lost or run twice, across both workers (three
        # users' conversations at once, so both workers claim jobs from the shared queue)
        users = [user, f"{user}-2", f"{user}-3"]
        for u in users:
            stored = httpx.post(
                f"{sidecar.admin_url}/v1/memory",
                json={"user_id": u, "content": "User drinks green tea every morning"},
                timeout=30,
            )
            assert stored.status_code == 201, stored.text
        on_both(sidecar, lambda: ok(ask(envoy, user, learn=False)))  # both hold its rows
        with ThreadPoolExecutor(3) as pool:
            list(pool.map(lambda u: say_facts(envoy, u, "s1"), users))
        for u in users:
            wait_for(
                lambda u=u: {str(m["content"]) for m in memories(sidecar, u)} >= FACT_CONTENTS, 60
            )
        time.sleep(3)  # any duplicate work would land by now
        for u in users:
            contents = sorted(str(m["content"]) for m in memories(sidecar, u))
            assert contents == sorted({*FACT_CONTENTS, "User drinks green tea every morning"})
        # each job worked once (its id logged once), every job done, none left behind
        wait_for(lambda: queue_empty(sidecar), 30)
        log = sidecar.log_text()
        ran = re.findall(r"Stored \d+ facts \(job (\w+):", log)
        assert len(ran) >= len(users) and len(ran) == len(set(ran)), ran
        jobs = samples(scrape(sidecar), "memproxy_jobs_total")
        # every job accepted (by either worker) was done exactly once, none left over
        n = float(len(ran))
        # (a job may first wait out a busy store, StoreUnavailable, and be done after)
        jobs.pop('{outcome="waiting"}', None)
        assert jobs == {'{outcome="accepted"}': n, '{outcome="done"}': n}, jobs

        # memory is injected whichever worker takes the request, also by the one that
        # did not learn the facts and held the user's rows from before them
        sent_before = len(learning_upstream.requests)
        on_both(sidecar, lambda: ok(ask(envoy, user, learn=False)))
        sent = [
            json.dumps(json.loads(r.body))
            for r in learning_upstream.requests[sent_before:]
            if r.path == "/v1/responses"
        ]
        assert len(sent) == 200
        # (a request past the memory deadline goes on without memory, on these 2 cores)
        injected = [b for b in sent if HEADER in b]
        assert len(injected) >= len(sent) // 2, len(injected)
        assert all("$10,000" in b for b in injected), [b for b in injected if "$10,000" not in b]


@pytest.mark.timeout(400)
def test_a_killed_worker_is_restarted_while_requests_keep_succeeding(
    upstream: StubLLM, milvus: str, tmp_path: Path
) -> None:
    with two_workers(upstream, milvus, tmp_path) as (sidecar, envoy):
        first = worker_pids(sidecar)
        victim = min(first)
        for _ in range(4):
            assert ask(envoy, "nobody").status_code == 200
        served = streams_by_worker(sidecar)
        os.kill(victim, signal.SIGKILL)
        codes = []
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            codes.append(ask(envoy, "nobody").status_code)
            now = worker_pids(sidecar)
            if len(now) == 2 and victim not in now and len(ready_pids(sidecar, 8)) == 2:
                break
        else:
            raise AssertionError(f"worker not restarted: {worker_pids(sidecar)}")
        assert set(codes) == {200}, codes
        assert samples(scrape(sidecar), "memproxy_worker_restarts_total") == {"": 1.0}
        assert "worker 0" in sidecar.log_text() or "worker 1" in sidecar.log_text()
        assert "restarting in" in sidecar.log_text()
        # a counter per worker slot: the restarted worker goes on from its slot's count
        after = streams_by_worker(sidecar)
        # (a slot that has served no stream yet has no series: Envoy may have sent every
        # request so far down one worker's connection)
        assert set(served) <= set(after) <= {"0", "1"}, (served, after)
        assert sum(after.values()) >= sum(served.values()) + 1, (served, after)
        assert all(after.get(slot, 0) >= count for slot, count in served.items()), (served, after)


@pytest.mark.timeout(400)
def test_sigterm_stops_every_worker_after_the_stream_in_flight(milvus: str, tmp_path: Path) -> None:
    upstream = StubLLM(config=StubConfig(chunks=8, chunk_delay_s=0.4)).start()
    # Envoy's 200 ms message timeout could end the ext_proc stream on a busy machine
    # before the SIGTERM (Envoy goes on without it): then there would be nothing to drain.
    slack: dict[str, object] = {"message_timeout": "5s"}
    grace = {"MEMPROXY_SERVER__GRACE_SECONDS": "15"}
    with (
        _stopped(upstream),
        two_workers(upstream, milvus, tmp_path, slack, **grace) as (sidecar, envoy),
    ):
        assert sidecar.proc is not None
        pids = worker_pids(sidecar)
        body = {"model": "m", "input": "I prefer beach hotels.", "stream": True}
        with httpx.stream(
            "POST", f"{envoy.url}/v1/responses", json=body, headers={"x-user-id": "u"}, timeout=30
        ) as stream:
            lines = stream.iter_lines()
            seen = [next(line for line in lines if line.startswith("data:"))]
            # a worker holds the stream (the gauge is summed over the workers)
            assert samples(scrape(sidecar), "memproxy_active_streams") == {"": 1.0}
            sidecar.proc.send_signal(signal.SIGTERM)
            stopped_at = time.monotonic()
            time.sleep(0.5)
            assert sidecar.proc.poll() is None  # draining the stream
            seen += list(lines)
        events = [json.loads(line[5:]) for line in seen if line.startswith("data:")]
        assert events[-1]["type"] == "response.completed"
        text = "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
        assert text == upstream.config.answer
        assert sidecar.proc.wait(40) == 0
        assert time.monotonic() - stopped_at < 15
        for pid in pids:
            assert not Path(f"/proc/{pid}").exists() or _zombie(pid), pid


@contextmanager
def _stopped(stub: StubLLM) -> Iterator[None]:
    try:
        yield
    finally:
        stub.stop()


def _zombie(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().split()[2] == "Z"
    except OSError:
        return True


def test_milvus_lite_with_two_processes_is_refused_naming_the_field(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "MEMPROXY_HOME": str(tmp_path),
        "MEMPROXY_SERVER__PROCESSES": "2",
        "MEMPROXY_MEMORY__MILVUS__URI": str(tmp_path / "memproxy.db"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "memproxy.cli", "serve"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "server.processes" in done.stderr and "Milvus Lite" in done.stderr


@pytest.mark.timeout(300)
def test_the_prometheus_port_is_shared_by_the_workers(tmp_path: Path) -> None:
    """No Milvus needed: the workers serve without memory; each scrape of the shared
    metrics port (a new connection each: any worker may answer) shows both workers'
    series merged, and no per-process process_* series (they would not add up)."""
    metrics_port = free_port()
    env = {
        "MEMPROXY_SERVER__PROCESSES": "2",
        "MEMPROXY_MEMORY__MILVUS__URI": f"http://127.0.0.1:{free_port()}",  # nothing there
        "MEMPROXY_SERVER__METRICS_PORT": str(metrics_port),
    }
    sidecar = Memproxy(tmp_path, env=env)
    try:
        sidecar.start(timeout=120)
        wait_for(lambda: len(worker_pids(sidecar)) == 2, 60)
        wait_for(lambda: len({p for p in ready_any(sidecar, 8)}) == 2, 120)
        for _ in range(6):
            with httpx.Client(timeout=5) as fresh:
                text = fresh.get(f"http://127.0.0.1:{metrics_port}/metrics").text
            assert samples(text, "memproxy_store_up") == {"": 0.0}
            assert len(samples(text, "memproxy_build_info")) == 1
            assert "process_cpu_seconds_total" not in text
    finally:
        sidecar.stop()


def ready_any(sidecar: Memproxy, tries: int) -> set[int]:
    """The pids of the workers answering /readyz (with or without memory)."""
    pids = set()
    for _ in range(tries):
        with httpx.Client(timeout=5) as fresh:
            r = fresh.get(f"{sidecar.admin_url}/readyz")
            if r.status_code == 200:
                pids.add(int(r.json()["pid"]))
    return pids
