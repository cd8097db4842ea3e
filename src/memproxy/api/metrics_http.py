"""The Prometheus port (server.metrics_port): GET /metrics and nothing else, no token.

Prometheus scrapes without credentials by default, and every deployment sets an admin
token; this port lets a standard scrape work while the admin API stays guarded. It
serves only the exposition, which holds counts by bounded labels, never a user id.
"""

from __future__ import annotations

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from memproxy.metrics import Metrics

CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def create_metrics_app(metrics: Metrics) -> Starlette:
    async def scrape(request: Request) -> Response:
        return Response(metrics.render(), media_type=CONTENT_TYPE)

    return Starlette(routes=[Route("/metrics", scrape, methods=["GET"])])  # else a 404
