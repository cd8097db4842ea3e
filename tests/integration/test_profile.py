"""Profile memories end to end: through the real Envoy, with the official openai SDK.

The stack here has a memory deadline of 1 s: these tests check what is injected, on a
2-core machine shared with other work; what the profile costs in time is measured by
bench.profile_cost, not asserted here.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from memproxy.config import ProfileSettings
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM
from tests.kit.stack import Stack, client, memory_text


@pytest.fixture(scope="module")
def stack(upstream: StubLLM, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    home: Path = tmp_path_factory.mktemp("memproxy-profile")
    sidecar = Memproxy(home, env={"MEMPROXY_MEMORY__DEADLINE_MS": "1000"}).start()
    envoy = Envoy(upstream_port=upstream.port, extproc_port=sidecar.extproc_port).start()
    try:
        yield Stack(upstream, sidecar, envoy)
    finally:
        envoy.stop()
        sidecar.stop()


def profile_of(stack: Stack, user: str) -> list[dict[str, object]]:
    r = httpx.get(f"{stack.memproxy.admin_url}/v1/memory/profile", params={"user_id": user})
    assert r.status_code == 200, r.text
    found: list[dict[str, object]] = r.json()["profile"]
    return found


UNRELATED = (
    "User collects old stamps.",
    "User owns a red bicycle.",
    "User's favourite colour is teal.",
    "User has two goldfish.",
    "User studied geology.",
    "User's car is a Skoda.",
    "User was born in March.",
    "User supports a hockey team.",
    "User reads science fiction.",
    "User keeps a sourdough starter.",
    "User's flat faces north.",
    "User plays chess on Sundays.",
    "User once visited Iceland.",
)


def crowd(stack: Stack, user: str) -> None:
    """Past the profile's item count of standing memories, so that only the pinned and
    profile-worthy ones are in it (a small user's profile is all of them)."""
    assert len(UNRELATED) > ProfileSettings().max_items
    for fact in UNRELATED:
        stack.add_memory(user, fact)


def test_profile_is_injected_for_an_unrelated_question(stack: Stack, user: str) -> None:
    crowd(stack, user)
    pinned = stack.add_memory(user, "User is vegetarian.", pinned=True)
    assert pinned["metadata"] == {"pinned": True}
    stack.add_memory(user, "Always answer in British English.", type="preference", importance=5)
    stack.add_memory(user, "Likes jazz a little.", type="preference", importance=2)
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    stack.add_memory(user + "-other", "Other user is vegan.", pinned=True)

    listed = [m["content"] for m in profile_of(stack, user)]
    assert listed == ["User is vegetarian.", "Always answer in British English."]

    chat = client(stack, user).chat.completions.create(
        model="m",
        messages=[{"role": "user", "content": "Can you suggest a dinner recipe for me?"}],
    )
    assert chat.choices[0].message.content
    text = memory_text(stack.upstream.last("/v1/chat/completions").json()["messages"])
    assert text.index("User is vegetarian.") < text.index("British English")
    assert "jazz" not in text and "vegan" not in text

    # a question the profile memory also answers: it is injected once, first
    resp = client(stack, user).responses.create(model="m", input="Am I vegetarian?")
    assert resp.output_text
    sent = stack.upstream.last("/v1/responses").json()
    injected = str(sent["input"][0]["content"])
    assert injected.count("User is vegetarian.") == 1


def test_no_profile_when_memory_is_not_searched(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User is vegetarian.", pinned=True)
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": "hi"}]
    )
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert memory_text(sent["messages"]) == ""


def test_an_unpinned_memory_leaves_the_profile_at_once(stack: Stack, user: str) -> None:
    """The sidecar caches each user's profile (memproxy.store.profile_cache): a change
    through the admin API shows in the very next request, not after the cache's TTL."""
    crowd(stack, user)
    pinned = stack.add_memory(user, "User is vegetarian.", pinned=True)
    ask = "Can you suggest a dinner recipe for me?"
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": ask}]
    )
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert "User is vegetarian." in memory_text(sent["messages"])

    r = httpx.patch(
        f"{stack.memproxy.admin_url}/v1/memory/{pinned['id']}",
        params={"user_id": user},
        json={"metadata": {"pinned": False}},
    )
    assert r.status_code == 200, r.text
    assert profile_of(stack, user) == []
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": ask}]
    )
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert "User is vegetarian." not in memory_text(sent["messages"])


def test_a_small_users_standing_memories_are_all_injected(stack: Stack, user: str) -> None:
    """A user with at most max_items (12) standing memories gets all of them with every
    request that searches memory (profile.all_when_few): "Give me a recipe for dinner
    tonight." needs "User's flat has no oven." at cosine 0.2, under any threshold. Past
    the count, only the pinned and profile-worthy ones stay."""
    small = ("User's flat has no oven.", "User is a night owl.", "User plays the cello.")
    for fact in small:
        stack.add_memory(user, fact)
    stack.add_memory(user, "User went to a concert last Friday.", type="episodic")
    stack.add_memory(user + "-other", "Other user keeps bees.")
    assert sorted(str(m["content"]) for m in profile_of(stack, user)) == sorted(small)

    ask = "Give me a recipe for dinner tonight."
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": ask}]
    )
    text = memory_text(stack.upstream.last("/v1/chat/completions").json()["messages"])
    assert all(fact in text for fact in small), text
    assert "concert" not in text and "bees" not in text

    crowd(stack, user)
    assert profile_of(stack, user) == []
    resp = client(stack, user).responses.create(model="m", input=ask)
    assert resp.output_text
    sent = stack.upstream.last("/v1/responses").json()
    assert "cello" not in str(sent["input"])
