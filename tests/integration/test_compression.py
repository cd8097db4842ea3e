"""Issue 19 through Envoy: a session's current state replaces its old turns upstream.

One real stack (stub LLM <- Envoy -> memproxy, SQLite state) with compression enabled and
the stub as the state model: every 4 turns (2 exchanges) a job writes the session's state,
and a request asking memory_config.compress gets its old exchanges replaced by it.
"""

from __future__ import annotations

import asyncio
import functools
import json
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import openai
import pytest

from memproxy.state.base import SessionKey
from memproxy.state.sqlite import SqliteStateStore
from memproxy.testing.clients import context_record, extraction_env, sdk, wait_for
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubConfig, StubLLM

ANSWER = "Sure, happy to help."
STATE = json.dumps(
    {
        "topic": "offsite planning",
        "values": [{"key": "city", "value": "Lisbon"}],
        "decisions": [],
        "open": [],
        "resolved": [],
    }
)
SYSTEM = {"role": "system", "content": "You are terse."}
COMPRESS = {"memory_config": {"compress": True}}


@pytest.fixture(scope="module")
def stub() -> Iterator[StubLLM]:
    upstream = StubLLM(
        config=StubConfig(answer=ANSWER, state_answer=STATE, extraction_answer='{"memories": []}')
    ).start()
    yield upstream
    upstream.stop()


@pytest.fixture(scope="module")
def sidecar(stub: StubLLM, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memproxy]:
    home = tmp_path_factory.mktemp("compress")
    env = extraction_env(
        stub,
        MEMPROXY_MEMORY__COMPRESSION__ENABLED="true",
        MEMPROXY_MEMORY__COMPRESSION__KEEP_RECENT_TURNS="2",
    )
    proc = Memproxy(home, env=env).start(timeout=300)  # a loaded 2-core machine
    try:
        yield proc
    finally:
        proc.stop()


@pytest.fixture(scope="module")
def stack(stub: StubLLM, sidecar: Memproxy) -> Iterator[tuple[Envoy, Path]]:
    envoy = Envoy(upstream_port=stub.port, extproc_port=sidecar.extproc_port).start()
    try:
        yield envoy, sidecar.home
    finally:
        envoy.stop()


def covered(home: Path, user: str, session: str) -> int:
    """The turns the session's stored state covers (-1: none), read from the state file."""

    async def read() -> int:
        store = SqliteStateStore(home / "state.db")
        await store.start()
        try:
            state = await store.load_state(SessionKey(user, session))
        finally:
            await store.close()
        return state.upto if state else -1

    return asyncio.run(read())


def stored(home: Path, user: str, response_id: str) -> bool:
    """The response is in the state (its record is written after the answer, and in the
    background when the state store is slow: a chain's next request waits for it)."""

    async def read() -> bool:
        store = SqliteStateStore(home / "state.db")
        await store.start()
        try:
            return await store.get_response(user, response_id) is not None
        finally:
            await store.close()

    return asyncio.run(read())


def wait_covered(home: Path, user: str, session: str, turns: int) -> None:
    try:
        wait_for(lambda: covered(home, user, session) >= turns, timeout=180)
    except AssertionError:
        got = covered(home, user, session)
        raise AssertionError(f"state covers {got} < {turns} turns{problems(home)}") from None


def problems(home: Path) -> str:
    """The sidecar's last warnings and errors, for a failure message."""
    lines = (home / "memproxy.log").read_text(errors="replace").splitlines()
    bad = [line for line in lines if "WARNING" in line or "ERROR" in line or "Error" in line]
    return "; sidecar log:\n" + "\n".join(bad[-15:])


def post(envoy: Envoy, path: str, user: str, session: str, body: dict[str, Any]) -> Any:
    r = httpx.post(
        f"{envoy.url}{path}",
        json=body,
        timeout=30,
        headers={"x-user-id": user, "x-session-id": session, "x-memproxy-context": "on"},
    )
    assert r.status_code == 200, r.text
    return r


def compression_record(sidecar: Memproxy, user: str, response: httpx.Response) -> Any:
    """The compression part of the request's context record."""
    context_id = response.headers["x-memproxy-context"].split(";")[0]
    return context_record(sidecar, user, context_id)["compression"]


def exchanges(n: int, start: int = 0) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i in range(start, start + n):
        out += [
            {"role": "user", "content": f"fact {i}: my code is {i * 7}"},
            {"role": "assistant", "content": ANSWER},
        ]
    return out


def chat_session(envoy: Envoy, home: Path, user: str, session: str, n: int) -> list[Any]:
    """n exchanges through the stack as a client sends them (the history each time);
    returns the history once the state covers all of them."""
    history: list[Any] = [SYSTEM]
    for message in exchanges(n):
        if message["role"] == "user":
            history.append(message)
            post(envoy, "/v1/chat/completions", user, session, {"model": "m", "messages": history})
        else:
            history.append(message)
    wait_covered(home, user, session, 2 * n)
    return history


def raw_turns(items: list[Any]) -> str:
    """The history as sent, the state message left out (it quotes the user's words)."""
    return json.dumps([i for i in items if i not in state_message(items)])


def state_message(items: list[Any]) -> list[Any]:
    return [i for i in items if "Current state of this conversation" in str(i.get("content"))]


@pytest.fixture
def user() -> str:
    return f"u-{uuid.uuid4().hex[:8]}"


def test_chat_old_turns_become_the_state(
    stack: tuple[Envoy, Path], stub: StubLLM, sidecar: Memproxy, user: str
) -> None:
    envoy, home = stack
    history = chat_session(envoy, home, user, "s1", 6)
    question = {"role": "user", "content": "what was my first code?"}
    response = post(
        envoy,
        "/v1/chat/completions",
        user,
        "s1",
        {"model": "m", "messages": [*history, question], **COMPRESS},
    )
    sent = stub.last("/v1/chat/completions").json()["messages"]
    assert sent[0] == SYSTEM
    assert len(state_message(sent)) == 1 and "Lisbon" in sent[1]["content"]
    assert sent[2:] == [*history[-4:], question]  # the 2 recent exchanges, as they were
    assert "fact 0" not in raw_turns(sent) and "memory_config" not in sent[0]
    assert "fact 0: my code is 0" in sent[1]["content"]  # the user's words, in the state
    # the context record says what was cut and why
    note = compression_record(sidecar, user, response)
    assert note["outcome"] == "compressed" and note["state_upto"] >= 12, note
    # 4 old exchanges out; kept: the system message, 2 recent exchanges, the question
    assert note["cut_items"] == 8 and note["kept_items"] == 6, note
    assert 0 < note["tokens_after"] < note["tokens_before"], note


def test_without_asking_nothing_is_compressed(
    stack: tuple[Envoy, Path], stub: StubLLM, user: str
) -> None:
    envoy, home = stack
    history = chat_session(envoy, home, user, "s1", 6)
    body = {"model": "m", "messages": [*history, {"role": "user", "content": "q?"}]}
    post(envoy, "/v1/chat/completions", user, "s1", body)
    assert stub.last("/v1/chat/completions").json()["messages"] == body["messages"]


def test_a_tool_call_stays_with_its_result(
    stack: tuple[Envoy, Path], stub: StubLLM, user: str
) -> None:
    envoy, home = stack
    history = chat_session(envoy, home, user, "s1", 6)
    call = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "call_1", "type": "function", "function": {"name": "weather", "arguments": "{}"}}
        ],
    }
    result = {"role": "tool", "tool_call_id": "call_1", "content": "sunny"}
    tool_exchange = [
        {"role": "user", "content": "weather?"},
        call,
        result,
        {"role": "assistant", "content": "It is sunny."},
    ]
    messages = [*history[:3], *tool_exchange, *history[3:], {"role": "user", "content": "and now?"}]
    post(
        envoy, "/v1/chat/completions", user, "s1", {"model": "m", "messages": messages, **COMPRESS}
    )
    sent = stub.last("/v1/chat/completions").json()["messages"]
    assert len(state_message(sent)) == 1
    at = sent.index(call)
    assert sent[at - 1 : at + 3] == tool_exchange  # the old tool exchange, whole
    assert "fact 0" not in raw_turns(sent)


def test_a_missing_state_sends_the_full_history(
    stack: tuple[Envoy, Path], stub: StubLLM, user: str
) -> None:
    envoy, _ = stack
    messages = [SYSTEM, *exchanges(8), {"role": "user", "content": "q?"}]
    post(
        envoy,
        "/v1/chat/completions",
        user,
        "never-recorded",
        {"model": "m", "messages": messages, **COMPRESS},
    )
    assert stub.last("/v1/chat/completions").json()["messages"] == messages


def test_a_stale_state_sends_the_full_history(
    stack: tuple[Envoy, Path], stub: StubLLM, sidecar: Memproxy, user: str
) -> None:
    envoy, home = stack
    history = chat_session(envoy, home, user, "s1", 2)  # the state covers 2 exchanges
    later = exchanges(6, start=2)  # turns memproxy never saw: the state is older
    messages = [*history, *later, {"role": "user", "content": "what was my code?"}]
    response = post(
        envoy, "/v1/chat/completions", user, "s1", {"model": "m", "messages": messages, **COMPRESS}
    )
    assert stub.last("/v1/chat/completions").json()["messages"] == messages
    note = compression_record(sidecar, user, response)
    assert note["outcome"] in ("stale_state", "unmatched") and note["cut_items"] == 0, note


def test_a_streamed_request_is_compressed(
    stack: tuple[Envoy, Path], stub: StubLLM, user: str
) -> None:
    envoy, home = stack
    history = chat_session(envoy, home, user, "s1", 6)
    stream = sdk(envoy, user, "s1").chat.completions.create(
        model="m",
        stream=True,
        extra_body=COMPRESS,
        messages=[*history, {"role": "user", "content": "streamed?"}],
    )
    assert "".join(ch.choices[0].delta.content or "" for ch in stream if ch.choices) == ANSWER
    sent = stub.last("/v1/chat/completions").json()
    assert sent["stream"] is True and len(state_message(sent["messages"])) == 1
    assert "fact 0" not in raw_turns(sent["messages"])


def test_a_responses_chain_expanded_by_memproxy_is_compressed(
    stack: tuple[Envoy, Path], stub: StubLLM, user: str
) -> None:
    envoy, home = stack
    client = sdk(envoy, user, "chain")
    previous = None
    for i in range(6):
        previous = client.responses.create(
            model="m",
            input=f"fact {i}: my code is {i * 7}",
            instructions="Be terse.",
            previous_response_id=previous.id if previous else openai.omit,
        )
        wait_for(functools.partial(stored, home, user, previous.id))
    assert previous is not None
    wait_covered(home, user, "chain", 12)
    try:
        client.responses.create(
            model="m",
            input="what was my first code?",
            instructions="Be terse.",
            previous_response_id=previous.id,
            extra_body=COMPRESS,
        )
    except openai.NotFoundError as exc:  # the chain was not expanded: say why
        raise AssertionError(f"{exc}{problems(home)}") from None
    sent = stub.last("/v1/responses").json()
    assert sent["instructions"] == "Be terse." and "previous_response_id" not in sent
    items = sent["input"]
    assert len(state_message(items)) == 1 and items[0] == state_message(items)[0]
    texts = raw_turns(items)
    assert "fact 0" not in texts and "fact 3" not in texts
    assert "fact 4" in texts and "fact 5" in texts and "what was my first code?" in texts
