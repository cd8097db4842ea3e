"""Writers beside chats: several threads storing single memories through the admin API
while others chat through Envoy, and an account of what came of every write.

Used by the concurrency test (tests/integration/test_write_contention.py) and its
benchmark (bench/write_contention.py): each write's content is unique, so after the run
the user's listed memories tell which writes were stored, whatever each was answered.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx

from memproxy.pipeline.render import HEADER
from memproxy.testing.stub_llm import StubLLM

CHAT_FACT = "User's budget for the Hawaii trip is $10,000"
CHAT_QUESTION = "What's my budget for the Hawaii trip?"


@dataclass
class Write:
    content: str
    status: int
    seconds: float
    retry_after: str | None


@dataclass
class Outcome:
    writes: list[Write] = field(default_factory=list)
    stored: set[str] = field(default_factory=set)
    """Contents listed for the writers' users after the run."""
    chats: int = 0
    chats_with_memory: int = 0
    chat_errors: int = 0

    @property
    def accepted(self) -> list[Write]:
        return [w for w in self.writes if w.status == 201]

    @property
    def refused(self) -> list[Write]:
        return [w for w in self.writes if w.status >= 500]

    @property
    def accepted_not_listed(self) -> list[str]:
        return [w.content for w in self.accepted if w.content not in self.stored]

    @property
    def refused_but_stored(self) -> list[str]:
        return [w.content for w in self.refused if w.content in self.stored]

    @property
    def served_share(self) -> float:
        return self.chats_with_memory / self.chats if self.chats else 0.0


def seed_chat_users(admin_url: str, users: list[str]) -> None:
    for user in users:
        r = httpx.post(
            f"{admin_url}/v1/memory", json={"user_id": user, "content": CHAT_FACT}, timeout=30
        )
        r.raise_for_status()


def _writer(admin_url: str, user: str, count: int, out: list[Write], lock: threading.Lock) -> None:
    with httpx.Client(timeout=60) as client:
        for n in range(count):
            content = f"Note {n} of {user}: code word {uuid.uuid4().hex[:12]}."
            t = time.perf_counter()
            try:
                body = {"user_id": user, "content": content}
                r = client.post(f"{admin_url}/v1/memory", json=body)
                status, retry = r.status_code, r.headers.get("retry-after")
            except httpx.HTTPError:
                status, retry = 599, None  # no answer: counted as a refusal
            with lock:
                out.append(Write(content, status, time.perf_counter() - t, retry))


def _chatter(
    envoy_url: str,
    upstream: StubLLM,
    users: list[str],
    until: Callable[[], bool],
    outcome: Outcome,
    lock: threading.Lock,
) -> None:
    with httpx.Client(timeout=30) as client:
        n = 0
        while not until():
            user = users[n % len(users)]
            marker = uuid.uuid4().hex
            body = {
                "model": "m",
                "messages": [{"role": "user", "content": f"{CHAT_QUESTION} ({marker})"}],
            }
            try:
                r = client.post(
                    f"{envoy_url}/v1/chat/completions", json=body, headers={"x-user-id": user}
                )
                ok = r.status_code == 200
            except httpx.HTTPError:
                ok = False
            seen = upstream.matching("/v1/chat/completions", marker) if ok else []
            with lock:
                outcome.chats += 1
                outcome.chat_errors += not ok
                outcome.chats_with_memory += any(HEADER.encode() in rec.body for rec in seen)
            n += 1


def listed(admin_url: str, user: str) -> set[str]:
    r = httpx.get(f"{admin_url}/v1/memory", params={"user_id": user, "limit": 1000}, timeout=60)
    r.raise_for_status()
    return {str(m["content"]) for m in r.json()["memories"]}


def contend(
    admin_url: str,
    envoy_url: str,
    upstream: StubLLM,
    *,
    writers: int,
    writes_each: int,
    chatters: int,
    chat_users: list[str],
    chat_seconds: float = 0.0,
) -> Outcome:
    """`writers` threads of `writes_each` single writes (one user each) beside `chatters`
    chat threads, which run until the writers are done (or for chat_seconds, with no
    writers); then every writer's memories are listed."""
    outcome = Outcome()
    lock = threading.Lock()
    users = [f"writer-{uuid.uuid4().hex[:8]}" for _ in range(writers)]
    write_threads = [
        threading.Thread(target=_writer, args=(admin_url, u, writes_each, outcome.writes, lock))
        for u in users
    ]
    end = time.monotonic() + chat_seconds

    def done() -> bool:
        if write_threads:
            return not any(t.is_alive() for t in write_threads)
        return time.monotonic() > end

    chat_threads = [
        threading.Thread(
            target=_chatter,
            args=(envoy_url, upstream, chat_users[i::chatters], done, outcome, lock),
        )
        for i in range(chatters)
    ]
    for t in [*write_threads, *chat_threads]:
        t.start()
    for t in [*write_threads, *chat_threads]:
        t.join()
    for user in users:
        outcome.stored |= listed(admin_url, user)
    return outcome
