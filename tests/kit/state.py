"""State stores for the contract tests, and the turns, responses and jobs they hold."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from memproxy.crypto import AesGcmCipher, new_key_entry, parse_keys
from memproxy.state.base import Job, JobQueue, ResponseRecord, StateStore, StoredTurn
from memproxy.state.encrypted import EncryptedStateStore
from memproxy.state.factory import build_state_store

MakeStore = Callable[..., StateStore]
"""Opens a store on the test's data: a second call is another replica, or a restart."""

BACKENDS = ["sqlite", "redis", "encrypted"]
"""Every StateStore implementation: SQLite, Redis, and the sealing wrapper (on SQLite)."""

CIPHER = AesGcmCipher(parse_keys(new_key_entry("k1")), "k1")


def open_state(
    backend: str, tmp_path: Path, redis_url: str, prefix: str, **options: Any
) -> StateStore:
    """A store of the backend, on tmp_path's state.db or the Redis server under prefix."""
    if backend == "redis":
        options.setdefault("prefix", prefix)
        return build_state_store(redis_url, **options)
    inner = build_state_store(str(tmp_path / "state.db"), **options)
    return EncryptedStateStore(inner, CIPHER) if backend == "encrypted" else inner


def turns(*texts: str) -> list[StoredTurn]:
    """Turns alternating user and assistant, the user's first."""
    return [StoredTurn("user" if i % 2 == 0 else "assistant", t) for i, t in enumerate(texts)]


def record(rid: str, prev: str = "", user: str = "alice", project: str = "") -> ResponseRecord:
    """A Responses-API exchange whose question and answer name its id."""
    return ResponseRecord(
        response_id=rid,
        user_id=user,
        previous_response_id=prev,
        project_id=project,
        input_items=[{"role": "user", "content": f"q {rid}"}],
        output_items=[{"type": "message", "content": [{"type": "output_text", "text": rid}]}],
    )


async def drain(queue: JobQueue) -> list[Job]:
    """Claim and ack every job (one user's jobs are leased one at a time)."""
    claimed = []
    while (job := await queue.claim(60)) is not None:
        claimed.append(job)
        await queue.ack(job.id)
    return claimed
