"""End to end through the real Envoy, with the official openai SDK."""

from __future__ import annotations

import asyncio
import json
import subprocess

import httpx
import pytest

from memproxy import envoy_config
from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.testing.procs import Envoy, model_dir
from tests.kit.stack import Stack, client, memory_text


def test_envoy_config_validates() -> None:
    out = subprocess.run(
        [envoy_config.envoy_binary(), "--mode", "validate", "-c", str(envoy_config.DEFAULT_CONFIG)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stdout + out.stderr
    assert "OK" in out.stdout + out.stderr


def test_memory_reaches_its_user_through_both_apis(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    stack.add_memory(user, "User is allergic to peanuts")
    other = user + "-other"
    stack.add_memory(other, "Other user's budget for the Hawaii trip is $99")

    resp = client(stack, user).responses.create(
        model="m",
        input="What's my budget for the Hawaii trip?",
        instructions="Be brief.",
        extra_body={"memory_config": {"retrieval_limit": 3}, "memory_context": {"user_id": "x"}},
    )
    assert resp.output_text
    sent = stack.upstream.last("/v1/responses").json()
    assert "memory_config" not in sent and "memory_context" not in sent
    assert sent["instructions"] == "Be brief."
    assert sent["input"][0]["role"] == "system"
    assert "$10,000" in sent["input"][0]["content"]
    assert "$99" not in json.dumps(sent)
    assert sent["input"][-1] == {"role": "user", "content": "What's my budget for the Hawaii trip?"}

    chat = client(stack, user).chat.completions.create(
        model="m",
        messages=[
            {"role": "system", "content": "You are helpful."},
            {"role": "user", "content": "How big is my Hawaii trip budget?"},
        ],
        extra_body={"memory_config": {"similarity_threshold": 0.2}},
    )
    assert chat.choices[0].message.content
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert "memory_config" not in sent
    assert sent["messages"][0] == {"role": "system", "content": "You are helpful."}
    assert "$10,000" in memory_text(sent["messages"])
    assert sent["messages"][1]["role"] == "system"
    assert "$99" not in json.dumps(sent)


def test_other_user_gets_none_of_it(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    client(stack, user + "-b").responses.create(
        model="m", input="What's my budget for the Hawaii trip?"
    )
    sent = stack.upstream.last("/v1/responses").json()
    assert sent["input"] == "What's my budget for the Hawaii trip?"


def test_no_user_means_unchanged(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    raw = json.dumps({"model": "m", "input": "What's my budget for the Hawaii trip?"}).encode()
    r = httpx.post(
        f"{stack.envoy.url}/v1/responses",
        content=raw,
        headers={"content-type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 200
    assert stack.upstream.last("/v1/responses").body == raw


def test_body_identity_is_not_trusted_by_default(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    client(stack, None).responses.create(
        model="m",
        input="What's my budget for the Hawaii trip?",
        extra_body={"memory_context": {"user_id": user}},
    )
    sent = stack.upstream.last("/v1/responses").json()
    assert "memory_context" not in sent
    assert "$10,000" not in json.dumps(sent)


def test_greeting_gets_no_memory(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User likes to be greeted as Captain")
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": "Hello there!"}]
    )
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert sent["messages"] == [{"role": "user", "content": "Hello there!"}]


def test_memory_disabled_per_request(stack: Stack, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    client(stack, user).responses.create(
        model="m",
        input="What's my budget for the Hawaii trip?",
        extra_body={"memory_config": {"enabled": False}},
    )
    sent = stack.upstream.last("/v1/responses").json()
    assert sent == {"model": "m", "input": "What's my budget for the Hawaii trip?"}


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/v1/embeddings", b'{"model": "m", "input": "my budget",  "x": [1, 2]}'),
        ("POST", "/v1/completions", b'{"prompt": "What is my budget?"}'),
        ("GET", "/v1/models", b""),
        ("PUT", "/v1/responses", b'{"input": "What is my budget?"}'),
        ("POST", "/v1/responsesx", b'{"input": "What is my budget?"}'),
    ],
)
def test_other_paths_pass_through_byte_identical(
    stack: Stack, user: str, method: str, path: str, body: bytes
) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    r = httpx.request(
        method,
        f"{stack.envoy.url}{path}",
        content=body,
        headers={"x-user-id": user, "content-type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 200
    rec = stack.upstream.last(path)
    assert rec.method == method and rec.body == body


def ext_proc_streams(envoy: Envoy) -> int:
    stats = httpx.get(f"http://127.0.0.1:{envoy.admin_port}/stats?filter=ext_proc", timeout=5)
    pairs = (line.rsplit(": ", 1) for line in stats.text.splitlines())
    return sum(int(value) for name, value in pairs if name.endswith("ext_proc.streams_started"))


def test_only_memory_routes_reach_the_sidecar(stack: Stack, user: str) -> None:
    """deploy/envoy.yaml disables ext_proc per route: other paths cost no gRPC round trip."""
    headers = {"x-user-id": user}
    before = ext_proc_streams(stack.envoy)
    httpx.get(f"{stack.envoy.url}/v1/models", headers=headers, timeout=10).raise_for_status()
    httpx.post(
        f"{stack.envoy.url}/v1/embeddings", json={"input": "x"}, headers=headers, timeout=10
    ).raise_for_status()
    assert ext_proc_streams(stack.envoy) == before
    httpx.post(
        f"{stack.envoy.url}/v1/responses", json={"model": "m", "input": "Hi"}, headers=headers
    ).raise_for_status()
    assert ext_proc_streams(stack.envoy) == before + 1


def test_invalid_json_passes_unchanged(stack: Stack, user: str) -> None:
    raw = b'{"model": "m", "input": "What is my budget?",'
    r = httpx.post(
        f"{stack.envoy.url}/v1/responses",
        content=raw,
        headers={"x-user-id": user, "content-type": "application/json"},
        timeout=10,
    )
    assert r.status_code == 400  # the upstream's own answer
    assert stack.upstream.last("/v1/responses").body == raw


def test_questions_are_embedded_with_int8_weights_and_memories_with_fp32(
    stack: Stack, user: str
) -> None:
    """A question asked in a memory's own words scores what int8 weights and the query
    adapter give it (memproxy.embed.quantise, memproxy.embed.adapter: just under 0.9 on
    the plain scale), not what fp32 weights would, nor 1: the sidecar embeds questions
    with the int8 weights and moves them, memories with fp32; both paths share that
    embedder, so it holds for the request path too (the memory is injected)."""
    text = "User is allergic to peanuts and to shellfish"
    stack.add_memory(user, text)
    found = httpx.post(
        f"{stack.memproxy.admin_url}/v1/memory/search",
        json={"user_id": user, "query": text, "limit": 1, "threshold": 0},
        timeout=10,
    )
    assert found.status_code == 200, found.text
    (hit,) = found.json()["results"]
    assert hit["content"] == text
    int8, fp32 = asyncio.run(_scores_of_itself(text))
    assert hit["score"] == pytest.approx(int8, abs=1e-3)
    assert abs(int8 - fp32) > 2e-3  # the two would be told apart
    client(stack, user).chat.completions.create(
        model="m", messages=[{"role": "user", "content": text}]
    )
    sent = stack.upstream.last("/v1/chat/completions").json()
    assert text in memory_text(sent["messages"])


async def _scores_of_itself(text: str) -> tuple[float, float]:
    """The score a question in a memory's own words gets with int8 and with fp32
    question weights (the memory's vector is fp32): its cosine to the question's own
    vector, whatever the query adapter does to the ranking."""
    settings = EmbeddingSettings(threads=1)
    embedders = [OnnxEmbedder(settings, model_dir(), query=q) for q in (False, True)]
    for embedder in embedders:
        await embedder.start()
    try:
        fp32, int8 = [(await e.embed([text]))[0] for e in embedders]
        stored = (await embedders[0].embed([text]))[0]
    finally:
        for embedder in embedders:
            await embedder.close()
    return float(stored @ int8), float(stored @ fp32)
