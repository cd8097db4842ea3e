"""Prometheus metrics behind a small domain interface.

Labels are bounded enums only (api, outcome, reason, stage): never a user id.
Call sites use the methods here, never raw instruments.

Several worker processes (server.processes > 1): the supervisor sets
PROMETHEUS_MULTIPROC_DIR before the workers start, every instrument then writes to a
per-process file there, and render() aggregates all processes (counters and histograms
summed, dead workers' counts kept; gauges per their multiprocess_mode), so /metrics on
any worker shows the totals. `memproxy_worker_streams_total` has one series per worker
slot (label worker: 0 .. processes-1; a restarted worker goes on counting in its slot):
the observable that shows how the load is spread.

Process metrics (process_*, python_*) come from prometheus_client's collectors in one
process; with several processes they are left out (each worker's would differ, and
the sum of them means nothing). `memproxy_build_info` is 1, its labels say what runs.
"""

from __future__ import annotations

import os
import platform
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as dist_version

from prometheus_client import (
    GC_COLLECTOR,
    PLATFORM_COLLECTOR,
    PROCESS_COLLECTOR,
    CollectorRegistry,
    Counter,
    Gauge,
    Histogram,
    generate_latest,
)
from prometheus_client.multiprocess import MultiProcessCollector

MULTIPROC_ENV = "PROMETHEUS_MULTIPROC_DIR"
WORKER_ENV = "MEMPROXY_WORKER_INDEX"
"""Set by the supervisor for each worker process: its slot, the `worker` label."""
CACHE_RESULTS = ("hit", "miss")

UNPROCESSABLE_REASONS = frozenset(
    {
        "empty",  # no body at all
        "content_type",  # not a JSON media type (text/plain, form, multipart, ...)
        "encoded",  # content-encoding other than identity (gzip, br, ...)
        "too_large",  # over the body limit: Envoy streams it past memproxy
        "non_utf8",  # bytes that are not UTF-8
        "invalid_json",  # UTF-8, but not JSON (NaN and Infinity included)
        "inexact_number",  # JSON, but a number json.dumps would change (1e400, -0)
        "too_deep",  # JSON nested deeper than the parser's recursion limit
        "not_object",  # JSON, but not an object
        "bad_shape",  # an object, but not a request of its API (e.g. no messages list)
        "bad_sse",  # the upstream's event stream was malformed (response path)
    }
)
"""Why a body was passed through as it came (a bounded label set)."""

FORWARDED_REASONS = frozenset(
    {
        "timeout",  # Envoy stopped waiting (message_timeout) before memproxy answered
        "too_large",  # over Envoy's buffer or memproxy's body limit: streamed past unread
    }
)
"""Why a body naming a memory field reached the upstream with it."""

StageSpans = Callable[[str], AbstractContextManager[object]]
"""Opens a span for a stage (memproxy.tracing); the default opens none."""


def _no_span(stage: str) -> AbstractContextManager[object]:
    return nullcontext()


_STAGE_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.035, 0.05, 0.1, 0.25, 0.5, 1, 5)


def build_version() -> str:
    """The installed distribution's version ("unknown" from a bare source tree)."""
    try:
        return dist_version("memproxy")
    except PackageNotFoundError:
        return "unknown"


class Metrics:
    def __init__(self, registry: CollectorRegistry | None = None, worker: str = "") -> None:
        self.registry = registry or CollectorRegistry()
        self.worker = worker or os.environ.get(WORKER_ENV, "0")
        self._stage_spans: StageSpans = _no_span
        r = self.registry
        if not os.environ.get(MULTIPROC_ENV):
            for collector in (PROCESS_COLLECTOR, PLATFORM_COLLECTOR, GC_COLLECTOR):
                r.register(collector)
        self._build = Gauge(
            "memproxy_build_info",
            "Always 1; the labels say which memproxy and which Python run",
            ["version", "python"],
            registry=r,
            multiprocess_mode="livemax",
        )
        self._build.labels(build_version(), platform.python_version()).set(1)
        self._requests = Counter(
            "memproxy_requests_total",
            "Requests seen by api and outcome",
            ["api", "outcome"],
            registry=r,
        )
        self._decisions = Counter(
            "memproxy_decisions_total", "Memory decisions by reason", ["reason"], registry=r
        )
        self._stages = Histogram(
            "memproxy_stage_duration_seconds",
            "Duration of a pipeline stage",
            ["stage"],
            buckets=_STAGE_BUCKETS,
            registry=r,
        )
        self._injected = Counter(
            "memproxy_memories_injected_total", "Memories injected into requests", registry=r
        )
        self._errors = Counter(
            "memproxy_errors_total",
            "Failures by stage (the request continued)",
            ["stage"],
            registry=r,
        )
        self._bad_input = Counter(
            "memproxy_bad_input_total",
            "Request fields ignored as invalid, by reason (memory_config, user_id, project_id, "
            "session_id)",
            ["reason"],
            registry=r,
        )
        self._unprocessable = Counter(
            "memproxy_unprocessable_total",
            "Bodies and streams memproxy could not read and passed through as they came",
            ["api", "reason"],
            registry=r,
        )
        self._fields_forwarded = Counter(
            "memproxy_memory_fields_forwarded_total",
            "Request bodies that named memory_config or memory_context and went upstream "
            "unchanged, fields included, by reason",
            ["api", "reason"],
            registry=r,
        )
        self._admin = Counter(
            "memproxy_admin_requests_total", "Admin API requests", ["route", "status"], registry=r
        )
        self._memory_ops = Counter(
            "memproxy_memory_operations_total",
            "Memory writes by operation",
            ["operation"],
            registry=r,
        )
        self._store_up = Gauge(
            "memproxy_store_up",
            "1 when the memory store answers (every live worker, with several processes)",
            registry=r,
            multiprocess_mode="livemin",
        )
        self._captures = Counter(
            "memproxy_captures_total",
            "Responses captured, by how they finished",
            ["finish"],
            registry=r,
        )
        self._facts = Counter(
            "memproxy_facts_total", "Extracted facts by outcome", ["outcome"], registry=r
        )
        self._jobs = Counter(
            "memproxy_jobs_total", "Extraction jobs by outcome", ["outcome"], registry=r
        )
        self._queue = Gauge(
            "memproxy_queue_jobs",
            "Extraction jobs by state",
            ["state"],
            registry=r,
            multiprocess_mode="livemax",  # one shared queue: every worker sees the same
        )
        self._streams = Gauge(
            "memproxy_active_streams",
            "ext_proc streams in flight",
            registry=r,
            multiprocess_mode="livesum",
        )
        self._worker_streams = Counter(
            "memproxy_worker_streams_total",
            "ext_proc streams served, by worker process slot (0 with one process)",
            ["worker"],
            registry=r,
        )
        self._unread = Counter(
            "memproxy_streams_unread_total",
            "ext_proc streams that ended before memproxy read their first message (Envoy "
            "stopped waiting first: the request went on unchanged and is in no other series)",
            registry=r,
        )
        self._cache = Counter(
            "memproxy_cache_requests_total",
            "Cache lookups by cache (embedding: the query-embedding LRU) and result",
            ["cache", "result"],
            registry=r,
        )
        # per-user quotas (memproxy.quota) ---------------------------------------------
        self._quota = Counter(
            "memproxy_quota_total",
            "Memories past a per-user quota, by action (archived, refused)",
            ["action"],
            registry=r,
        )
        # context compression (memproxy.compress) --------------------------------------
        self._compressions = Counter(
            "memproxy_compression_total",
            "Requests asked to be compressed, by outcome (compressed, or why not)",
            ["outcome"],
            registry=r,
        )
        self._tokens_saved = Counter(
            "memproxy_compression_saved_tokens_total",
            "Prompt tokens (estimated, chars/4) compression took out of requests",
            registry=r,
        )
        self._state_writes = Counter(
            "memproxy_state_writes_total",
            "Current-state writes by outcome (written, skipped, failed)",
            ["outcome"],
            registry=r,
        )
        # the data lifecycle (memproxy.lifecycle) -------------------------------------
        self._pruned = Counter(
            "memproxy_pruned_total",
            "Records removed past their retention, by kind (memories, responses, ...)",
            ["kind"],
            registry=r,
        )
        self._lifecycle = Counter(
            "memproxy_lifecycle_total",
            "Lifecycle actions on memories (archived, unarchived, expired, usage_written)",
            ["action"],
            registry=r,
        )

    # request path
    def request(self, api: str, outcome: str) -> None:
        self._requests.labels(api, outcome).inc()

    def decision(self, reason: str) -> None:
        self._decisions.labels(reason).inc()

    def observe_stage(self, stage: str, seconds: float) -> None:
        self._stages.labels(stage).observe(seconds)

    def trace_stages(self, spans: StageSpans) -> None:
        """Every timed stage also opens a span (tracing on: memproxy.tracing)."""
        self._stage_spans = spans

    @contextmanager
    def timed(self, stage: str) -> Iterator[None]:
        start = time.perf_counter()
        try:
            with self._stage_spans(stage):
                yield
        finally:
            self._stages.labels(stage).observe(time.perf_counter() - start)

    def injected(self, count: int) -> None:
        self._injected.inc(count)

    def error(self, stage: str) -> None:
        self._errors.labels(stage).inc()

    def bad_input(self, reason: str) -> None:
        self._bad_input.labels(reason).inc()

    def unprocessable(self, api: str, reason: str) -> None:
        """A body or stream passed through unread; reason is one of UNPROCESSABLE_REASONS."""
        if reason not in UNPROCESSABLE_REASONS:
            raise ValueError(f"unknown unprocessable reason {reason!r}")
        self._unprocessable.labels(api, reason).inc()

    def memory_fields_forwarded(self, api: str, reason: str) -> None:
        """A body naming a memory field went upstream as sent; reason: FORWARDED_REASONS."""
        if reason not in FORWARDED_REASONS:
            raise ValueError(f"unknown forwarded reason {reason!r}")
        self._fields_forwarded.labels(api, reason).inc()

    def stream_started(self) -> None:
        self._streams.inc()
        self._worker_streams.labels(self.worker).inc()

    def stream_ended(self) -> None:
        self._streams.dec()

    def stream_unread(self) -> None:
        self._unread.inc()

    def capture(self, finish: str) -> None:
        self._captures.labels(finish).inc()

    def cache(self, cache: str, hits: int, misses: int) -> None:
        """Lookups of one call into a cache (cache: a bounded name, such as embedding)."""
        if hits:
            self._cache.labels(cache, "hit").inc(hits)
        if misses:
            self._cache.labels(cache, "miss").inc(misses)

    # learning
    def fact(self, outcome: str, count: int = 1) -> None:
        """outcome: extracted, stored, updated, superseded, skipped, refused_quota, invalid
        (does not fit the store: memproxy.store.limits), failed."""
        if count:
            self._facts.labels(outcome).inc(count)

    def job(self, outcome: str) -> None:
        """outcome: accepted, done, retried, waiting, dead, invalid_output, rejected_full,
        forgotten, unsettled (the state store could not record how a run ended)."""
        self._jobs.labels(outcome).inc()

    def queue(self, pending: int, leased: int, dead: int) -> None:
        for state, value in (("pending", pending), ("leased", leased), ("dead", dead)):
            self._queue.labels(state).set(value)

    # store and API
    def admin_request(self, route: str, status: int) -> None:
        self._admin.labels(route, str(status)).inc()

    def memory_op(self, operation: str, count: int = 1) -> None:
        self._memory_ops.labels(operation).inc(count)

    def quota(self, action: str, count: int = 1) -> None:
        """action: archived (to make room) or refused."""
        if count:
            self._quota.labels(action).inc(count)

    def compression(self, outcome: str, saved_tokens: int = 0) -> None:
        self._compressions.labels(outcome).inc()
        if saved_tokens > 0:
            self._tokens_saved.inc(saved_tokens)

    def state_write(self, outcome: str) -> None:
        self._state_writes.labels(outcome).inc()

    def pruned(self, kind: str, count: int) -> None:
        self._pruned.labels(kind).inc(count)

    def lifecycle(self, action: str, count: int = 1) -> None:
        if count:
            self._lifecycle.labels(action).inc(count)

    def store_up(self, up: bool) -> None:
        self._store_up.set(1 if up else 0)

    def render(self) -> bytes:
        path = os.environ.get(MULTIPROC_ENV)
        if not path:
            return generate_latest(self.registry)
        merged = CollectorRegistry()
        MultiProcessCollector(merged, path)
        return generate_latest(merged)

    def value(self, name: str, labels: dict[str, str] | None = None) -> float:
        """Current value of a sample (tests and the benchmark read counters this way)."""
        got = self.registry.get_sample_value(name, labels or {})
        return got or 0.0
