"""Issue 3 end to end: what a user says in one session is there in the next."""

from __future__ import annotations

import json
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import openai
import pytest

from memproxy.pipeline.render import HEADER
from memproxy.testing.clients import extraction_env, memories, say_facts, sdk, wait_for
from memproxy.testing.procs import RELAXED_DEADLINE, Envoy, Memproxy, relaxed_envoy, serving
from memproxy.testing.stub_llm import StubLLM


def test_facts_from_one_session_reach_the_next(learning_upstream: StubLLM, tmp_path: Path) -> None:
    user, other = f"u-{uuid.uuid4().hex[:6]}", f"o-{uuid.uuid4().hex[:6]}"
    sidecar = Memproxy(
        tmp_path, env={**RELAXED_DEADLINE, **extraction_env(learning_upstream)}
    ).start()
    envoy = relaxed_envoy(learning_upstream.port, sidecar)
    try:
        envoy.start()
        say_facts(envoy, user, "session-A")
        stored = wait_for(lambda: memories(sidecar, user))
        contents = {m["content"] for m in stored}
        assert "User's budget for the Hawaii trip is $10,000" in contents
        meta = stored[0]["metadata"]
        assert isinstance(meta, dict) and meta.get("session_id") == "session-A"
        assert "Memory: Stored 2 facts" in sidecar.log_text()

        sdk(envoy, user, "session-B").responses.create(
            model="m", input="What's my budget for the Hawaii trip?"
        )
        sent = learning_upstream.last("/v1/responses").json()
        assert HEADER in sent["input"][0]["content"] and "$10,000" in sent["input"][0]["content"]

        sdk(envoy, other, "session-C").responses.create(
            model="m", input="What's my budget for the Hawaii trip?"
        )
        sent = learning_upstream.last("/v1/responses").json()
        assert "$10,000" not in json.dumps(sent)
        assert memories(sidecar, other) == []
    finally:
        envoy.stop()
        sidecar.stop()


def test_previous_response_id_works_against_an_upstream_without_a_store(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    sidecar = Memproxy(tmp_path, env=dict(RELAXED_DEADLINE)).start()
    envoy = relaxed_envoy(learning_upstream.port, sidecar)
    try:
        envoy.start()
        c = sdk(envoy, "ada", "s1")
        first = c.responses.create(model="m", input="My name is Ada.")
        second = c.responses.create(
            model="m", input="What is my name?", previous_response_id=first.id
        )
        third = c.responses.create(model="m", input="And again?", previous_response_id=second.id)
        assert third.output_text
        sent = learning_upstream.last("/v1/responses").json()
        assert "previous_response_id" not in sent
        texts = json.dumps(sent["input"])
        assert (
            texts.index("My name is Ada.")
            < texts.index("What is my name?")
            < texts.index("And again?")
        )
        # another user cannot continue Ada's conversation
        with pytest.raises(openai.NotFoundError):
            sdk(envoy, "mallory", "s2").responses.create(
                model="m", input="What is her name?", previous_response_id=first.id
            )
    finally:
        envoy.stop()
        sidecar.stop()


def test_sigkill_with_pending_jobs_loses_nothing(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    user = f"k-{uuid.uuid4().hex[:6]}"
    env = extraction_env(learning_upstream, MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS="1")
    learning_upstream.config.extraction_status = 503  # extraction LLM down: jobs wait
    sidecar = Memproxy(tmp_path, env={**RELAXED_DEADLINE, **env}).start()
    envoy = relaxed_envoy(learning_upstream.port, sidecar)
    try:
        envoy.start()
        say_facts(envoy, user, "session-K")
        wait_for(lambda: learning_upstream.config.extraction_calls >= 1)
        sidecar.kill()  # SIGKILL
        assert memories_after_restart(sidecar, learning_upstream, user) == {
            "User's budget for the Hawaii trip is $10,000",
            "User is allergic to peanuts",
        }
    finally:
        envoy.stop()
        sidecar.stop()


def memories_after_restart(sidecar: Memproxy, upstream: StubLLM, user: str) -> set[str]:
    upstream.config.extraction_status = 200
    sidecar.start()
    stored = wait_for(lambda: memories(sidecar, user))
    time.sleep(3)  # any duplicate processing would have landed by now
    stored = memories(sidecar, user)
    contents = [str(m["content"]) for m in stored]
    assert len(contents) == len(set(contents)), contents
    return set(contents)


@contextmanager
def learning_stack(upstream: StubLLM, home: Path) -> Iterator[tuple[Memproxy, Envoy]]:
    """A sidecar learning with the stub as its extraction model, behind a relaxed Envoy;
    both stopped by PID whatever the test does."""
    sidecar = Memproxy(home, env={**RELAXED_DEADLINE, **extraction_env(upstream)}).start()
    with serving(sidecar, relaxed_envoy(upstream.port, sidecar)) as pair:
        yield pair


def typed(statement: str, evidence: str, value: str) -> dict[str, object]:
    """A fact in the extraction schema's shape: the Hawaii trip's budget, for the user."""
    return {
        "evidence": evidence,
        "about": "user",
        "attribute": "trip",
        "value": value,
        "polarity": "holds",
        "statement": statement,
        "profile": False,
        "since": "",
        "importance": 4,
    }


def learn_then_correct(
    stack: tuple[Memproxy, Envoy],
    upstream: StubLLM,
    user: str,
    first: dict[str, object],
    then: dict[str, object],
    said: str,
) -> openai.OpenAI:
    """Session 1 learns the stub's `first` fact; session 2 says `said`, the stub extracts
    `then`, and the session is flushed. Returns session 2's client."""
    sidecar, envoy = stack
    upstream.config.extraction_answer = json.dumps({"facts": [first]})
    say_facts(envoy, user, "session-1")
    wait_for(lambda: memories(sidecar, user))
    upstream.config.extraction_answer = json.dumps({"facts": [then]})
    c = sdk(envoy, user, "session-2")
    c.responses.create(model="m", input=said)
    flushed = httpx.post(f"{sidecar.admin_url}/v1/memory/flush", json={"user_id": user}, timeout=10)
    assert flushed.status_code == 202, flushed.text
    return c


def test_a_correction_supersedes_the_old_fact(learning_upstream: StubLLM, tmp_path: Path) -> None:
    user = f"c-{uuid.uuid4().hex[:6]}"
    old_fact = "User's budget for the Hawaii trip is $10,000"
    new_fact = "User's budget for the Hawaii trip is now $15,000"
    # the update-decision model (here the extraction model) says: it replaces memory 1
    learning_upstream.config.update_answer = '{"action": "UPDATE", "id": 1}'
    with learning_stack(learning_upstream, tmp_path) as (sidecar, envoy):
        c = learn_then_correct(
            (sidecar, envoy),
            learning_upstream,
            user,
            typed(old_fact, "My budget for the Hawaii trip is $10,000", "$10,000"),
            typed(new_fact, "my budget is $15,000 these days", "$15,000"),
            "Oh, my budget is $15,000 these days.",
        )
        current = wait_for(lambda: [m for m in memories(sidecar, user) if "15,000" in m["content"]])
        assert [m["content"] for m in memories(sidecar, user)] == [new_fact]

        listed = httpx.get(
            f"{sidecar.admin_url}/v1/memory",
            params={"user_id": user, "include_archived": "true"},
            timeout=10,
        ).json()["memories"]
        (old,) = [m for m in listed if m["content"] == old_fact]
        assert old["archived"] is True and old["superseded_by"] == current[0]["id"]

        assert learning_upstream.config.update_calls >= 1
        c.responses.create(model="m", input="What's my budget for the Hawaii trip?")
        sent = json.dumps(learning_upstream.last("/v1/responses").json())
        assert "$15,000" in sent and "$10,000" not in sent


def test_a_correction_keeps_what_it_does_not_change(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    """The trip moves to October; the budget said with the old date is still there, in
    one memory, asked for by the merge model and injected in a later session."""
    user = f"m-{uuid.uuid4().hex[:6]}"
    old_fact = "User's trip to Kyoto is in April with a budget of 3000 euros."
    correction = "User's trip to Kyoto is in October (changed from April)."
    merged = "User's trip to Kyoto is in October with a budget of 3000 euros."
    learning_upstream.config.merge_answer = json.dumps({"content": merged})
    # the update-decision model (here the extraction model) says: it replaces memory 1
    learning_upstream.config.update_answer = '{"action": "UPDATE", "id": 1}'
    with learning_stack(learning_upstream, tmp_path) as (sidecar, envoy):
        learn_then_correct(
            (sidecar, envoy),
            learning_upstream,
            user,
            # untyped (an older memory, and a model that typed nothing): asked, then merged
            {"statement": old_fact},
            {"statement": correction},
            "Change of plans: the Kyoto trip moves to October.",
        )
        wait_for(lambda: [m for m in memories(sidecar, user) if "October" in m["content"]])
        (now,) = memories(sidecar, user)
        assert now["content"] == merged and now["metadata"]["correction"] == correction
        assert learning_upstream.config.merge_calls == 1

        c = sdk(envoy, user, "session-3")
        c.responses.create(model="m", input="How much can I spend on my trip?")
        sent = json.dumps(learning_upstream.last("/v1/responses").json())
        assert "3000 euros" in sent and "October" in sent and "in April" not in sent


def test_what_the_model_leaves_out_is_kept_in_the_users_words(
    learning_upstream: StubLLM, tmp_path: Path
) -> None:
    """learning.keep_unextracted (on by default): the stub's facts hold the budget and the
    allergy; the user also said when they travel and where they like to stay, which the
    model left out, and those statements are kept in the user's own words. Questions are
    not."""
    user = f"u-{uuid.uuid4().hex[:6]}"
    env = {
        **RELAXED_DEADLINE,
        **extraction_env(learning_upstream),
        "MEMPROXY_MEMORY__LEARNING__KEEP_UNEXTRACTED": "true",
    }
    sidecar = Memproxy(tmp_path, env=env).start()
    envoy = relaxed_envoy(learning_upstream.port, sidecar)
    try:
        envoy.start()
        say_facts(envoy, user, "session-A")
        sdk(envoy, user, "session-A").chat.completions.create(
            model="m", messages=[{"role": "user", "content": "Which beach is the quietest?"}]
        )
        want = {
            "User's budget for the Hawaii trip is $10,000",
            "User is allergic to peanuts",
            "We are going in June.",
            "I prefer beach hotels.",
        }
        try:
            wait_for(lambda: {str(m["content"]) for m in memories(sidecar, user)} >= want, 60)
        except AssertionError:
            got = sorted(str(m["content"]) for m in memories(sidecar, user))
            raise AssertionError(f"{got}\n{sidecar.log_text()[-4000:]}") from None
        time.sleep(1)  # anything more would land by now
        contents = sorted(str(m["content"]) for m in memories(sidecar, user))
        assert contents == sorted(want), contents  # once each, no question kept

        sdk(envoy, user, "session-B").chat.completions.create(
            model="m", messages=[{"role": "user", "content": "Which hotel should I book?"}]
        )
        sent = json.dumps(learning_upstream.last("/v1/chat/completions").json())
        assert HEADER in sent and "beach hotels" in sent
    finally:
        envoy.stop()
        sidecar.stop()
