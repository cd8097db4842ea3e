"""What a Prometheus scrape of memproxy holds besides the request counters: the build,
process metrics, the per-worker stream counter and the cache counters."""

from __future__ import annotations

import platform
import re

import pytest
from prometheus_client.parser import text_string_to_metric_families

from memproxy.embed.cache import CachedEmbedder
from memproxy.metrics import MULTIPROC_ENV, WORKER_ENV, Metrics, build_version
from tests.kit.embed import Counting


def families(metrics: Metrics) -> dict[str, str]:
    """{family name: type} of a scrape, parsed by prometheus_client's own parser."""
    text = metrics.render().decode()
    return {f.name: f.type for f in text_string_to_metric_families(text)}


def test_build_info_names_the_version_and_python() -> None:
    metrics = Metrics()
    labels = {"version": build_version(), "python": platform.python_version()}
    assert metrics.value("memproxy_build_info", labels) == 1.0
    line = r'(?m)^memproxy_build_info\{python="[^"]+",version="[^"]+"\} 1.0$'
    assert re.search(line, metrics.render().decode())


def test_process_metrics_are_in_a_single_process_scrape() -> None:
    found = families(Metrics())
    for name in ("process_cpu_seconds", "process_resident_memory_bytes", "python_info"):
        assert name in found, sorted(found)
    assert Metrics().value("process_resident_memory_bytes") > 0


def test_worker_streams_is_a_counter_by_worker_slot(monkeypatch: pytest.MonkeyPatch) -> None:
    metrics = Metrics()
    for _ in range(3):
        metrics.stream_started()
        metrics.stream_ended()
    assert families(metrics)["memproxy_worker_streams"] == "counter"
    assert metrics.value("memproxy_worker_streams_total", {"worker": "0"}) == 3
    assert metrics.value("memproxy_active_streams") == 0  # the gauge goes down, not this
    monkeypatch.setenv(WORKER_ENV, "2")  # set by the supervisor for its third worker
    second = Metrics()
    second.stream_started()
    assert second.value("memproxy_worker_streams_total", {"worker": "2"}) == 1
    assert "memproxy_worker_streams " not in second.render().decode()  # no unlabelled gauge


async def test_embedding_cache_hits_and_misses_are_counted() -> None:
    metrics = Metrics()
    cache = CachedEmbedder(Counting(), 4, lambda h, m: metrics.cache("embedding", h, m))
    await cache.embed(["a", "b"])
    await cache.embed(["a", "c", "a"])
    hit = {"cache": "embedding", "result": "hit"}
    miss = {"cache": "embedding", "result": "miss"}
    assert metrics.value("memproxy_cache_requests_total", hit) == 2
    assert metrics.value("memproxy_cache_requests_total", miss) == 3
    assert (cache.hits, cache.misses) == (2, 3)


def test_multiprocess_scrape_leaves_process_metrics_out(
    monkeypatch: pytest.MonkeyPatch, tmp_path: object
) -> None:
    monkeypatch.setenv(MULTIPROC_ENV, str(tmp_path))
    assert "process_cpu_seconds" not in families(Metrics())
