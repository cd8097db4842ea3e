"""Self-service through the real Envoy: a user sees and forgets only their own memories,
and /v1/memories never reaches the LLM."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest

from memproxy.testing.procs import Envoy
from memproxy.testing.stub_llm import StubLLM
from tests.kit.stack import JWT_CONFIG, Stack, token

HOSTILE = ["a' or '1'=='1", 'x" or user_key != "', "*", "../alice", "ユーザー", "%", "a" * 256]


def who(user: str) -> dict[bytes, bytes]:
    """The identity header, as UTF-8 bytes (Envoy passes them through)."""
    return {b"x-user-id": user.encode()}


def mine(envoy_url: str, user: str) -> list[dict[str, object]]:
    r = httpx.get(f"{envoy_url}/v1/memories", headers=who(user), timeout=10)
    assert r.status_code == 200, r.text
    memories: list[dict[str, object]] = r.json()["memories"]
    return memories


def test_a_user_lists_their_own_memories_only(stack: Stack, user: str) -> None:
    m = stack.add_memory(user, "My budget for the Hawaii trip is $10,000")
    stack.add_memory(f"{user}-other", "Someone else's secret")
    seen = mine(stack.envoy.url, user)
    assert [x["id"] for x in seen] == [m["id"]]
    assert not any(r.path.startswith("/v1/memories") for r in stack.upstream.requests)


def test_no_identity_is_401_and_a_bad_one_400(stack: Stack) -> None:
    r = httpx.get(f"{stack.envoy.url}/v1/memories", timeout=10)
    assert r.status_code == 401 and r.json()["error"]["code"] == "unauthorized"
    for bad in (b"a" * 257, b"\xff\xfe"):  # (httpx sends no blank value)
        r = httpx.get(f"{stack.envoy.url}/v1/memories", headers={b"x-user-id": bad}, timeout=10)
        assert r.status_code in (400, 401), r.text
        assert "memories" not in r.json()


@pytest.mark.parametrize("hostile", HOSTILE)
def test_hostile_ids_see_nothing_of_another_user(stack: Stack, user: str, hostile: str) -> None:
    m = stack.add_memory(user, "The vault code is 1234")
    assert mine(stack.envoy.url, hostile) == []
    gone = httpx.delete(
        f"{stack.envoy.url}/v1/memories/{m['id']}", headers=who(hostile), timeout=10
    )
    assert gone.status_code == 404
    wiped = httpx.delete(f"{stack.envoy.url}/v1/memories", headers=who(hostile))
    assert wiped.status_code == 200
    assert [x["id"] for x in mine(stack.envoy.url, user)] == [m["id"]]


def test_forget_one_then_everything(stack: Stack, user: str) -> None:
    a = stack.add_memory(user, "Likes green tea")
    b = stack.add_memory(user, "Lives in Oslo")
    other = stack.add_memory(f"{user}-bob", "Bob lives in Rome")
    one = httpx.delete(f"{stack.envoy.url}/v1/memories/{a['id']}", headers=who(user), timeout=10)
    assert one.status_code == 200 and one.json() == {"deleted": 1}
    assert [x["id"] for x in mine(stack.envoy.url, user)] == [b["id"]]
    cross = httpx.delete(
        f"{stack.envoy.url}/v1/memories/{other['id']}", headers=who(user), timeout=10
    )
    assert cross.status_code == 404
    everything = httpx.delete(f"{stack.envoy.url}/v1/memories", headers=who(user), timeout=10)
    assert everything.json() == {"deleted": 1}
    assert mine(stack.envoy.url, user) == []
    assert [x["id"] for x in mine(stack.envoy.url, f"{user}-bob")] == [other["id"]]


@pytest.fixture(scope="module")
def jwt_envoy(stack: Stack, upstream: StubLLM) -> Iterator[Envoy]:
    envoy = Envoy(
        upstream_port=upstream.port,
        extproc_port=stack.memproxy.extproc_port,
        self_service_port=stack.memproxy.self_service_port,
        source=JWT_CONFIG,
    ).start()
    yield envoy
    envoy.stop()


def test_behind_jwt_the_token_names_the_user(stack: Stack, jwt_envoy: Envoy, user: str) -> None:
    m = stack.add_memory(user, "My PIN is 4711")
    spoofed = httpx.get(
        f"{jwt_envoy.url}/v1/memories",
        headers={"authorization": f"Bearer {token('mallory')}", "x-user-id": user},
        timeout=10,
    )
    assert spoofed.status_code == 200 and spoofed.json()["memories"] == []
    own = httpx.get(
        f"{jwt_envoy.url}/v1/memories",
        headers={"authorization": f"Bearer {token(user)}"},
        timeout=10,
    )
    assert [x["id"] for x in own.json()["memories"]] == [m["id"]]
    no_token = httpx.get(f"{jwt_envoy.url}/v1/memories", headers=who(user), timeout=10)
    assert no_token.status_code == 401
