"""Context records end to end: the real Envoy, the official openai SDK, the sidecar as a
process (Milvus Lite, the real embedder, SQLite state), the operator CLI.

A request that asks (`x-memproxy-context: on`) gets `x-memproxy-context: <id>;
injected=<n>`; the id finds the record on the admin API; Envoy's access log shows the
summary from the dynamic metadata.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

from memproxy import envoy_config
from memproxy.cli import main
from memproxy.testing.clients import context_record
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM
from tests.kit.stack import Stack, client, memory_text

ASK = {"x-memproxy-context": "on"}
FILE_LOG = "type.googleapis.com/envoy.extensions.access_loggers.file.v3.FileAccessLog"
LOG_FORMAT = (
    "ctx=%DYNAMIC_METADATA(memproxy:id)% injected=%DYNAMIC_METADATA(memproxy:injected)% "
    "hash=%DYNAMIC_METADATA(memproxy:context_hash)%\n"
)


@dataclass
class LoggingEnvoy(Envoy):
    """The reference config (deploy/envoy.yaml) plus an access log of memproxy's dynamic
    metadata."""

    def config(self) -> dict[str, Any]:
        config: dict[str, Any] = super().config()
        # deploy/envoy.yaml's ext_proc filter accepts the memproxy metadata namespace
        assert "memproxy" in str(envoy_config.ext_proc_filter(config)["metadata_options"])
        hcm = config["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
        hcm["typed_config"]["access_log"] = [
            {
                "name": "envoy.access_loggers.file",
                "typed_config": {
                    "@type": FILE_LOG,
                    "path": str(self.workdir / "access.log"),
                    "log_format": {"text_format_source": {"inline_string": LOG_FORMAT}},
                },
            }
        ]
        return config

    def access_log(self, wanted: str) -> str:
        """The access log once it holds `wanted` (Envoy flushes log files every 10 s)."""
        path = self.workdir / "access.log"
        for _ in range(300):
            text = path.read_text() if path.exists() else ""
            if wanted in text:
                break
            time.sleep(0.05)
        return text


@pytest.fixture(scope="module")
def stack(upstream: StubLLM, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    home: Path = tmp_path_factory.mktemp("memproxy-contexts")
    # the gates under test: no small user's whole profile (tests/integration/test_profile.py)
    env = {
        "MEMPROXY_MEMORY__DEADLINE_MS": "2000",
        "MEMPROXY_MEMORY__PROFILE__ALL_WHEN_FEW": "false",
    }
    sidecar = Memproxy(home, env=env).start()
    envoy = LoggingEnvoy(upstream_port=upstream.port, extproc_port=sidecar.extproc_port).start()
    try:
        stack = Stack(upstream, sidecar, envoy)
        # a first request warms the sidecar (its first search is slow on a loaded machine:
        # past Envoy's 200 ms message timeout, Envoy forwards the request without memory)
        client(stack, "warm-up").chat.completions.create(
            model="m", messages=[{"role": "user", "content": "What is my name?"}]
        )
        yield stack
    finally:
        envoy.stop()
        sidecar.stop()


def record(stack: Stack, user: str, context_id: str) -> dict[str, Any]:
    return context_record(stack.memproxy, user, context_id)


def ask(stack: Stack, user: str, question: str, **config: Any) -> tuple[str, int]:
    """Ask through Envoy; the record id and the injected count from the response header."""
    extra = {"memory_config": config} if config else None
    raw = client(stack, user).chat.completions.with_raw_response.create(
        model="m-ctx",
        messages=[{"role": "user", "content": question}],
        extra_headers=ASK,
        extra_body=extra,
    )
    assert raw.parse().choices[0].message.content
    assert "x-memproxy-context" in raw.headers, (
        raw.headers,
        stack.upstream.last("/v1/chat/completions").body,
    )
    value = raw.headers["x-memproxy-context"]
    context_id, injected = value.split("; ")
    assert injected.startswith("injected=")
    return context_id, int(injected.removeprefix("injected="))


def verdicts(found: dict[str, Any]) -> dict[str, str]:
    return {c["content"]: c["verdict"] for c in found["candidates"]}


BUDGET = "User's budget for the Hawaii trip is $10,000"
PEANUTS = "User is allergic to peanuts"


def test_the_header_names_a_record_that_explains_the_injection(stack: Stack, user: str) -> None:
    stack.add_memory(user, BUDGET)
    stack.add_memory(user, PEANUTS)
    stack.add_memory(user + "-other", "Other user's budget for the Hawaii trip is $99")
    context_id, injected = ask(stack, user, "What's my budget for the Hawaii trip?")
    assert injected == 1
    sent = memory_text(stack.upstream.last("/v1/chat/completions").json()["messages"])
    assert "$10,000" in sent and "peanuts" not in sent

    found = record(stack, user, context_id)
    assert found["id"] == context_id and found["model"] == "m-ctx"
    assert found["decision"] == "search" and found["injected"] == 1
    assert found["injected_text"] == sent
    assert verdicts(found) == {BUDGET: "injected", PEANUTS: "below_threshold"}
    assert found["tokens"]["counter"] == "all-MiniLM-L6-v2"
    assert found["tokens"]["total"] <= found["tokens"]["budget"]
    assert {"embed", "search", "assemble"} <= set(found["timings_ms"])
    assert "$99" not in str(found)
    other = httpx.get(
        f"{stack.memproxy.admin_url}/v1/contexts/{context_id}", params={"user_id": user + "-other"}
    )
    assert other.status_code == 404

    line = f"ctx={context_id} injected=1 hash={found['context_hash']}"
    assert line in stack.envoy.access_log(line)  # type: ignore[attr-defined]


def test_a_budget_cut_and_a_below_threshold_miss_are_explained(stack: Stack, user: str) -> None:
    stack.add_memory(user, BUDGET + ", flights and hotels included, " + "all booked early " * 12)
    context_id, injected = ask(
        stack, user, "What's my budget for the Hawaii trip?", token_budget=80
    )
    assert injected == 0
    assert memory_text(stack.upstream.last("/v1/chat/completions").json()["messages"]) == ""
    found = record(stack, user, context_id)
    assert [c["verdict"] for c in found["candidates"]] == ["over_budget"]
    assert found["not_fit"] == [found["candidates"][0]["memory_id"]]

    context_id, injected = ask(stack, user, "Which programming language do I use at work?")
    assert injected == 0
    assert set(verdicts(record(stack, user, context_id)).values()) == {"below_threshold"}


def test_the_same_request_twice_has_the_same_hash(stack: Stack, user: str) -> None:
    stack.add_memory(user, BUDGET)
    stack.add_memory(user, "User is vegetarian.", pinned=True)
    first, _ = ask(stack, user, "What's my budget for the Hawaii trip?")
    second, _ = ask(stack, user, "What's my budget for the Hawaii trip?")
    assert first != second
    a, b = record(stack, user, first), record(stack, user, second)
    assert a["context_hash"] == b["context_hash"] and a["context_hash"].startswith("sha256:")
    pinned = [(c["section"], c["verdict"]) for c in a["candidates"] if "vegetarian" in c["content"]]
    assert pinned[0] == ("pinned", "injected")  # found again by the search: a duplicate
    assert set(pinned[1:]) <= {("retrieved", "duplicate_of_profile")}


def test_after_a_forget_replay_shows_the_memory_gone(
    stack: Stack, user: str, capsys: pytest.CaptureFixture[str]
) -> None:
    memory = stack.add_memory(user, BUDGET)
    context_id, injected = ask(stack, user, "What's my budget for the Hawaii trip?")
    assert injected == 1
    record(stack, user, context_id)
    admin = stack.memproxy.admin_url
    r = httpx.delete(f"{admin}/v1/memory/{memory['id']}", params={"user_id": user})
    assert r.status_code == 200

    r = httpx.post(f"{admin}/v1/contexts/{context_id}/replay", params={"user_id": user})
    assert r.status_code == 200, r.text
    replay = r.json()
    assert replay["diff"]["same_hash"] is False
    assert [c["memory_id"] for c in replay["diff"]["removed"]] == [memory["id"]]
    assert replay["replayed"]["injected"] == 0 and replay["original"]["injected"] == 1

    # the operator CLI says the same
    argv = ["--admin-url", admin]
    assert main(["contexts", "list", "--user", user, *argv]) == 0
    assert context_id in capsys.readouterr().out
    assert main(["contexts", "show", "--user", user, context_id, *argv]) == 0
    assert "injected" in capsys.readouterr().out
    assert main(["contexts", "replay", "--user", user, context_id, *argv]) == 0
    out = capsys.readouterr().out
    assert "the context changed" in out and f"- {BUDGET}" in out
    assert main(["contexts", "show", "--user", user + "x", context_id, *argv]) == 1
    assert "HTTP 404" in capsys.readouterr().err


def test_no_header_unless_asked(stack: Stack, user: str) -> None:
    raw = client(stack, user).chat.completions.with_raw_response.create(
        model="m", messages=[{"role": "user", "content": "What's my budget?"}]
    )
    assert "x-memproxy-context" not in raw.headers
