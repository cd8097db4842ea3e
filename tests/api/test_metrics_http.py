"""The Prometheus port: /metrics without a token (the admin API keeps its own), nothing else."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import cast

import httpx
import pytest

from memproxy.api.admin import create_admin_app
from memproxy.api.metrics_http import create_metrics_app
from memproxy.metrics import Metrics
from memproxy.service import MemoryService


async def _health() -> dict[str, object]:
    return {"serving": True}


@pytest.fixture
async def clients() -> AsyncIterator[tuple[httpx.AsyncClient, ...]]:
    service = cast(MemoryService, object())  # no route used here reaches it
    metrics = Metrics()
    metrics.request("responses", "injected")
    admin = create_admin_app(service, metrics, _health, admin_token="s3cret")
    scrape = create_metrics_app(metrics)
    async with (
        httpx.AsyncClient(transport=httpx.ASGITransport(app=admin), base_url="http://a") as a,
        httpx.AsyncClient(transport=httpx.ASGITransport(app=scrape), base_url="http://m") as m,
    ):
        yield a, m


async def test_scrape_needs_no_token_while_the_admin_api_does(
    clients: tuple[httpx.AsyncClient, ...],
) -> None:
    admin, scrape = clients
    assert (await admin.get("/metrics")).status_code == 401
    r = await scrape.get("/metrics")
    assert r.status_code == 200
    assert r.headers["content-type"].startswith("text/plain; version=0.0.4")
    assert 'memproxy_requests_total{api="responses",outcome="injected"} 1.0' in r.text


async def test_nothing_but_metrics_is_served(clients: tuple[httpx.AsyncClient, ...]) -> None:
    _, scrape = clients
    assert (await scrape.get("/v1/memory", params={"user_id": "u"})).status_code == 404
    assert (await scrape.get("/readyz")).status_code == 404
    assert (await scrape.post("/metrics")).status_code == 405
