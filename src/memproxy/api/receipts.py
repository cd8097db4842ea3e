"""Admin routes for learning receipts (memproxy.receipts): what each extraction job read
and what became of every fact the model proposed. Scoped by `user_id` like every admin
read; behind the admin token like the rest of the admin API."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Any

from fastapi import APIRouter, FastAPI, Query, Request

from memproxy.api.errors import ApiError, documented
from memproxy.ids import MAX_ID, RequiredId
from memproxy.receipts import ReceiptLog

UserId = Annotated[RequiredId, Query(max_length=MAX_ID)]
router = APIRouter(generate_unique_id_function=lambda route: route.name)


def _log(request: Request) -> ReceiptLog:
    log: ReceiptLog = request.app.state.receipts
    return log


@router.get("/v1/receipts", responses=documented(400, 500))
async def list_receipts(
    request: Request, user_id: UserId, limit: Annotated[int, Query(ge=1, le=200)] = 50
) -> dict[str, Any]:
    """The user's learning receipts, newest first."""
    found = await _log(request).recent(user_id, limit)
    return {"receipts": [asdict(r) for r in found]}


@router.get("/v1/receipts/{job_id}", responses=documented(400, 404, 500))
async def get_receipt(request: Request, job_id: str, user_id: UserId) -> dict[str, Any]:
    """One extraction job's receipt."""
    found = await _log(request).get(user_id, job_id)
    if found is None:
        raise ApiError(404, "not_found", f"no receipt {job_id!r} for this user", "job_id")
    return asdict(found)


def add_receipts_api(app: FastAPI, receipts: ReceiptLog) -> None:
    app.state.receipts = receipts
    app.state.routes = [*app.state.routes, *router.routes]
    app.include_router(router)
