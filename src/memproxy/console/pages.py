"""Console pages about users and their memories: find a user, list, search, filter,
edit, pin, archive, forget and export memories, the supersession chain, the profile.

Every read names its user; another user's memory id is "not found". Every change is a
POST form with the session's CSRF token (checked by memproxy.console.app's guard).
"""

from __future__ import annotations

import json
import logging
from typing import Annotated, Any

from fastapi import APIRouter, Query, Request
from fastapi.responses import RedirectResponse, Response

from memproxy.console import auth
from memproxy.console.app import PREFIX, form_of
from memproxy.console.data import (
    SCAN_PAGES,
    STATES,
    chain,
    every_memory,
    in_state,
    state_of,
)
from memproxy.console.render import page
from memproxy.domain import ListQuery, Memory, MemoryPatch, MemoryType, Scope, ScoredMemory
from memproxy.pipeline.profile import is_pinned
from memproxy.pipeline.render import render_memories
from memproxy.service import MemoryService

log = logging.getLogger(__name__)
router = APIRouter()
SHOWN = 200
TYPES = [str(t) for t in MemoryType]


def _service(request: Request) -> MemoryService:
    service: MemoryService = request.app.state.service
    return service


def view(request: Request, name: str, status: int = 200, **context: Any) -> Response:
    """A signed-in page: its CSRF token and the user it is about."""
    token = auth.csrf_token(request.app.state.admin_token, request.state.cookie)
    return page(name, status, csrf=token, signed_in=True, **context)


def _missing(request: Request, what: str) -> Response:
    return view(request, "error.html", 404, message=f"no {what} for this user")


@router.get(f"{PREFIX}/users")
async def users(request: Request, user_id: str = "") -> Response:
    found = None
    if user_id:
        service = _service(request)
        latest = await service.contexts.list(user_id, None, 1)
        sessions = [] if service.state is None else await service.state.session_infos(user_id)
        last = max([r.created_at for r in latest] + [s.updated_at for s in sessions] + [0])
        try:
            active: int | str = await service.store_backend.count_active(user_id)
        except Exception as exc:  # a slow store: the rest of the page still answers
            log.warning("console: counting %s's memories failed: %s", user_id, exc)
            active = "not counted (the store did not answer in time)"
        found = {
            "active": active,
            "sessions": len(sessions),
            "last": last,
        }
    return view(request, "users.html", user_id=user_id, found=found)


@router.get(f"{PREFIX}/memories")
async def memories(
    request: Request,
    user_id: str,
    q: str = "",
    type: str = "",
    state: str = "active",
    offset: Annotated[int, Query(ge=0, le=100_000)] = 0,
) -> Response:
    service = _service(request)
    state = state if state in STATES else "active"
    kind = MemoryType(type) if type in TYPES else None
    scores: dict[str, float] = {}
    scanned = 0  # a filter's read: how many of the newest memories it looked at, if not all
    if q:
        hits = await service.search(
            Scope(user_id=user_id), q, 50, -1.0, [kind] if kind else None, state != "active"
        )
        scores = {h.memory.id: h.score for h in hits}
        shown = [h.memory for h in hits if in_state(h.memory, state)]
    elif state == "active":  # one page of the store's listing
        query = ListQuery(
            scope=Scope(user_id=user_id),
            all_projects=True,
            type=kind,
            limit=SHOWN + 1,
            offset=offset,
        )
        shown = await service.list(query)
    else:  # a filter the store cannot apply: the newest memories, filtered here
        everything, cut = await service.newest(user_id, SCAN_PAGES)
        scanned = len(everything) if cut else 0
        shown = [m for m in everything if in_state(m, state) and (not kind or m.type == kind)]
    return view(
        request,
        "memories.html",
        user_id=user_id,
        q=q,
        type=type,
        state=state,
        states=STATES,
        types=TYPES,
        memories=shown[:SHOWN],
        more=len(shown) > SHOWN,
        offset=offset,
        shown=SHOWN,
        scanned=scanned,
        scores=scores,
        state_of=state_of,
    )


@router.get(f"{PREFIX}/memory")
async def memory(request: Request, user_id: str, memory_id: str) -> Response:
    service = _service(request)
    found = await service.get(user_id, memory_id)
    if found is None:
        return _missing(request, "memory")
    recent, _ = await service.newest(user_id, SCAN_PAGES)
    links = await chain(service, found, recent)
    return view(
        request,
        "memory.html",
        user_id=user_id,
        m=found,
        chain=links,
        pinned=is_pinned(found),
        types=TYPES,
        state_of=state_of,
    )


def _back(user_id: str, memory_id: str = "") -> Response:
    from urllib.parse import urlencode

    if memory_id:
        return RedirectResponse(
            f"{PREFIX}/memory?{urlencode({'user_id': user_id, 'memory_id': memory_id})}", 303
        )
    return RedirectResponse(f"{PREFIX}/memories?{urlencode({'user_id': user_id})}", 303)


async def _change(request: Request, patch: MemoryPatch) -> Response:
    form = form_of(request)
    user_id, memory_id = form.get("user_id", ""), form.get("memory_id", "")
    changed = await _service(request).update(user_id, memory_id, patch)
    return _back(user_id, memory_id) if changed else _missing(request, "memory")


@router.post(f"{PREFIX}/memory/edit")
async def edit(request: Request) -> Response:
    form = form_of(request)
    content = form.get("content", "").strip()
    if not content:
        return view(request, "error.html", 400, message="a memory's text cannot be blank")
    kind = form.get("type", "")
    importance = form.get("importance", "")
    return await _change(
        request,
        MemoryPatch(
            content=content,
            type=MemoryType(kind) if kind in TYPES else None,
            importance=int(importance) if importance in {"1", "2", "3", "4", "5"} else None,
        ),
    )


@router.post(f"{PREFIX}/memory/pin")
async def pin(request: Request) -> Response:
    form = form_of(request)
    found = await _service(request).get(form.get("user_id", ""), form.get("memory_id", ""))
    if found is None:
        return _missing(request, "memory")
    metadata = {k: v for k, v in found.metadata.items() if k != "pinned"}
    if form.get("pinned") == "true":
        metadata["pinned"] = True
    return await _change(request, MemoryPatch(metadata=metadata))


@router.post(f"{PREFIX}/memory/archive")
async def archive(request: Request) -> Response:
    return await _change(request, MemoryPatch(archived=form_of(request).get("archived") == "true"))


@router.post(f"{PREFIX}/memory/forget")
async def forget(request: Request) -> Response:
    form = form_of(request)
    user_id = form.get("user_id", "")
    if not await _service(request).forget(user_id, form.get("memory_id", "")):
        return _missing(request, "memory")
    return _back(user_id)


@router.get(f"{PREFIX}/export")
async def export(request: Request, user_id: str) -> Response:
    everything = await every_memory(_service(request), user_id)
    body = json.dumps(
        {"user_id": user_id, "memories": [m.model_dump(mode="json") for m in everything]},
        ensure_ascii=False,
        indent=2,
    )
    return Response(
        body,
        media_type="application/json",
        headers={"content-disposition": 'attachment; filename="memories.json"'},
    )


@router.get(f"{PREFIX}/profile")
async def profile(request: Request, user_id: str, project_id: str = "") -> Response:
    service = _service(request)
    found: list[Memory] = await service.profile(
        Scope(user_id=user_id, project_id=project_id or None)
    )
    text, _ = render_memories([ScoredMemory(memory=m, score=1.0) for m in found], 1_000_000)
    counter = request.app.state.counter
    return view(
        request,
        "profile.html",
        user_id=user_id,
        project_id=project_id,
        memories=found,
        text=text,
        tokens=counter.count(text) if text else 0,
        counter=getattr(counter, "name", "estimate"),
        line_tokens={m.id: counter.count(f"- {m.content}") for m in found},
    )
