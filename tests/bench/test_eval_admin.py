"""bench.eval.admin: recall measured through a real sidecar's admin API, the held-out
check's procedure (batch store, search limit 10 threshold 0)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from bench.eval.admin import measure
from memproxy.testing.procs import Memproxy

TOPICS = [
    "My sister Ana lives in Lisbon and teaches piano.",
    "I adopted a grey cat called Miso last spring.",
    "Our team ships the billing service on Fridays.",
    "I'm allergic to peanuts, so I avoid satay.",
    "We hiked the Dolomites in September with two friends.",
    "The garage door opener needs a new battery.",
]


def record(user: str, questions: list[dict[str, Any]]) -> dict[str, Any]:
    memories = [{"id": f"{user}:{n}", "content": text} for n, text in enumerate(TOPICS)]
    return {"user_id": user, "memories": memories, "questions": questions}


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    sidecar = Memproxy(tmp_path_factory.mktemp("eval-admin")).start(timeout=120)
    try:
        with httpx.Client(base_url=sidecar.admin_url, timeout=60) as http:
            yield http
    finally:
        sidecar.stop()


def test_recall_counts_the_evidence_found_in_the_first_k(client: httpx.Client) -> None:
    """Six memories: the top 10 holds them all, so R@10 checks the id mapping (stored id
    back to the set's) and the share of a question's evidence, missing evidence counted."""
    asked = [
        {"query": "Where does Ana live?", "expected": ["u:0"]},
        {"query": "What is my cat's name?", "expected": ["u:1"]},
        {"query": "What am I allergic to?", "expected": ["u:3", "u:missing"]},  # half found
    ]
    figures = measure(client, "t", [record("u", asked)])
    assert figures["questions"] == 3
    assert figures["r10"] == pytest.approx(100 * (1 + 1 + 0.5) / 3, abs=0.05)


def test_sets_never_share_a_user(client: httpx.Client) -> None:
    """Two sets with the same user ids: the second set's search finds its own memories
    only (else its top 10 would hold the first set's rows too)."""
    first = record("same", [{"query": "Where does Ana live?", "expected": ["same:0"]}])
    measure(client, "first", [first])
    second = {
        "user_id": "same",
        "memories": [{"id": "same:x", "content": "Ana moved to Porto last year."}],
        "questions": [{"query": "Where does Ana live?", "expected": ["same:x"]}],
    }
    reply = measure(client, "second", [second])
    assert reply["r5"] == 100.0
    hits = client.post(
        "/v1/memory/search",
        json={"user_id": "second.same", "query": "Where does Ana live?", "limit": 10},
    ).json()["results"]
    assert [h["content"] for h in hits] == ["Ana moved to Porto last year."]
