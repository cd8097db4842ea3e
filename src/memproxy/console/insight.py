"""Console pages about what memproxy did: context records (and their replay), learning
receipts, and the sidecar's health and counters."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import Response
from prometheus_client.parser import text_string_to_metric_families

from memproxy.console.app import PREFIX, form_of
from memproxy.console.pages import _missing, _service, view
from memproxy.pipeline.replay import Replayer
from memproxy.receipts import ReceiptLog

router = APIRouter()
RECORDS_SHOWN = 100
VERDICTS = {
    "injected": "injected",
    "below_threshold": "below the score threshold",
    "below_margin": "too far below the best hit (margin)",
    "duplicate_of_profile": "already in the profile",
    "over_budget": "over the token budget",
    "over_char_cap": "over the character cap",
}


@router.get(f"{PREFIX}/requests")
async def requests(request: Request, user_id: str, session_id: str = "") -> Response:
    found = await _service(request).contexts.list(user_id, session_id or None, RECORDS_SHOWN)
    return view(request, "requests.html", user_id=user_id, session_id=session_id, records=found)


@router.get(f"{PREFIX}/request")
async def record(request: Request, user_id: str, context_id: str) -> Response:
    found = await _service(request).contexts.get(user_id, context_id)
    if found is None:
        return _missing(request, "request")
    return view(request, "request.html", user_id=user_id, r=found, verdicts=VERDICTS)


@router.post(f"{PREFIX}/request/replay")
async def replay(request: Request) -> Response:
    form = form_of(request)
    user_id = form.get("user_id", "")
    found = await _service(request).contexts.get(user_id, form.get("context_id", ""))
    replayer: Replayer | None = request.app.state.replayer
    if found is None or replayer is None:
        return _missing(request, "request")
    result = await replayer.replay(found)
    return view(request, "replay.html", user_id=user_id, r=found, replay=result, verdicts=VERDICTS)


def _receipts(request: Request) -> ReceiptLog:
    log: ReceiptLog = request.app.state.receipts
    return log


@router.get(f"{PREFIX}/receipts")
async def receipts(request: Request, user_id: str) -> Response:
    found = await _receipts(request).recent(user_id, 100)
    return view(request, "receipts.html", user_id=user_id, receipts=found)


@router.get(f"{PREFIX}/receipt")
async def receipt(request: Request, user_id: str, job_id: str) -> Response:
    found = await _receipts(request).get(user_id, job_id)
    if found is None:
        return _missing(request, "learning receipt")
    return view(request, "receipt.html", user_id=user_id, r=found)


def counters(exposition: bytes | str) -> list[tuple[str, float]]:
    """Each counter family of the exposition and its total over every label."""
    text = exposition.decode() if isinstance(exposition, bytes) else exposition
    out: list[tuple[str, float]] = []
    for family in text_string_to_metric_families(text):
        if family.type != "counter":
            continue
        total = sum(s.value for s in family.samples if s.name.endswith("_total"))
        out.append((family.name, total))
    return sorted(out)


@router.get(f"{PREFIX}/health")
async def health(request: Request) -> Response:
    state: dict[str, Any] = await request.app.state.health()
    return view(
        request,
        "health.html",
        user_id="",
        state=state,
        counters=counters(request.app.state.metrics.render()),
    )
