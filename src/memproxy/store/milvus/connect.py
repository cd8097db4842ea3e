"""Connecting the store: a client, the collection created if new, loaded and warmed up;
and letting go of a client found dead."""

from __future__ import annotations

import contextlib
import logging

from pymilvus import MilvusClient

from memproxy.store import filters, hybrid
from memproxy.store.base import StoreUnavailable
from memproxy.store.milvus.core import Core
from memproxy.store.schema import EXPIRES, FIELDS, has_field, has_terms

log = logging.getLogger(__name__)
CONNECT_BUDGET_S = 30.0
"""Connecting may create and load the collection: slower than one call, bounded still."""


async def start(core: Core) -> None:
    """Connect (again): a new client replaces the old one only once it works, so a
    reconnect after an outage never leaves the store without a client it had."""
    budget = max(CONNECT_BUDGET_S, core.settings.timeout_seconds)
    client = await core.call(_connect, core, budget_s=budget)
    old, core.client = core.client, client
    if old is not None and old is not client:
        await _close(core, old)


async def disconnect(core: Core) -> None:
    """Drop the client of a store found dead: calls then fail at once with
    StoreUnavailable instead of each waiting on a dead server, until start()."""
    client, core.client = core.client, None
    if client is not None:
        await _close(core, client)


async def _close(core: Core, client: MilvusClient) -> None:
    with contextlib.suppress(StoreUnavailable):
        await core.call(client.close)


def _connect(core: Core) -> MilvusClient:
    client = core.place.connect(core.settings)
    try:
        _prepare(core, client)
    except Exception:
        with contextlib.suppress(Exception):
            client.close()
        raise
    return client


def _prepare(core: Core, client: MilvusClient) -> None:
    """Create the collection if it is new, load it and warm up the search path."""
    s, name = core.settings, core.collection
    exists = client.has_collection(name)
    terms = exists and has_terms(client.describe_collection(name))
    decision = hybrid.decide_mode(s.retrieval, exists=exists, collection_terms=terms)
    if s.retrieval == "hybrid" and decision.mode != "hybrid":
        log.warning("retrieval: hybrid asked for, dense used: %s", decision.reason)
    log.info("retrieval: %s (%s)", decision.mode, decision.reason)
    core.decision = decision
    core.place.counted(client, name, exists, decision.mode == "hybrid")
    expiry = not exists or has_field(client.describe_collection(name), EXPIRES)
    if not expiry:
        log.warning(
            "retention: the collection has no expires_at field, memories never expire; "
            "run `memproxy migrate-collection` to rebuild it with one"
        )
    core.fields = [*FIELDS, EXPIRES] if expiry else list(FIELDS)
    if not exists:
        core.place.create(client, name, s, decision.terms)
    client.load_collection(name)
    # The first search of a process is slow (~90 ms on Lite): pay it here, not in a
    # request's deadline.
    probe = [1.0] + [0.0] * (s.dimension - 1)
    where = core.place.warm_where()
    client.search(name, data=[probe], limit=1, filter="archived == false", **where)
    # and so is the first profile (JSON) filter
    expr = filters.profile_filter("warm-up", None, 5)
    client.query(name, filter=expr, output_fields=["id"], limit=1, **where)
