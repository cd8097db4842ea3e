"""Single writes under contention on the embedded defaults (Milvus Lite, SQLite): 8
writers of 40 memories each through the admin API while 2 threads chat through Envoy.

What each write was answered must be true: an accepted memory is listed, a refused one
(5xx) is not stored and says when to retry; and a slow call is no outage: at least 95%
of the writes are accepted.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from memproxy.testing.procs import Envoy, Memproxy, serving
from memproxy.testing.stub_llm import StubLLM
from memproxy.testing.writers import contend, seed_chat_users

pytestmark = pytest.mark.slow

WRITERS, WRITES_EACH, CHATTERS = 8, 40, 2
SLOW_CALLS = {"MEMPROXY_MEMORY__MILVUS__TIMEOUT_SECONDS": "1"}
"""A Milvus call budget that calls overrun now and then on a busy 2-core machine, as the
shipped 5 s is on a more loaded one. Before the call pool, writes queued past it were
refused, some of them stored anyway, and a health check queued past it marked the store
down (at 0.3 s on a loaded machine: 64 of 320 refused, 7 of those stored)."""


@pytest.fixture
def embedded(upstream: StubLLM, tmp_path: Path) -> Iterator[tuple[Memproxy, Envoy]]:
    sidecar = Memproxy(tmp_path / "memproxy", env=dict(SLOW_CALLS)).start()
    envoy = Envoy(
        upstream_port=upstream.port,
        extproc_port=sidecar.extproc_port,
        self_service_port=sidecar.self_service_port,
    )
    with serving(sidecar, envoy):
        yield sidecar, envoy


@pytest.mark.timeout(420)
def test_concurrent_single_writes_are_answered_truthfully(
    embedded: tuple[Memproxy, Envoy], upstream: StubLLM
) -> None:
    sidecar, envoy = embedded
    chat_users = [f"chat-{n}" for n in range(4)]
    seed_chat_users(sidecar.admin_url, chat_users)
    outcome = contend(
        sidecar.admin_url,
        envoy.url,
        upstream,
        writers=WRITERS,
        writes_each=WRITES_EACH,
        chatters=CHATTERS,
        chat_users=chat_users,
    )
    assert len(outcome.writes) == WRITERS * WRITES_EACH
    statuses = [w.status for w in outcome.writes]
    counts = {status: statuses.count(status) for status in set(statuses)}
    assert len(outcome.accepted) >= 0.95 * len(outcome.writes), counts
    assert outcome.accepted_not_listed == []
    assert outcome.refused_but_stored == []
    assert all(w.status == 503 and w.retry_after for w in outcome.refused), counts
    assert outcome.chats > 0 and outcome.chat_errors == 0
    assert "memory store is down" not in sidecar.log_text()
