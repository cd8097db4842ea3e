"""Identity comes from a verified token through Envoy, never from what a client claims."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator

import httpx
import pytest

from memproxy import envoy_config
from memproxy.pipeline.render import HEADER
from memproxy.testing.procs import Envoy
from memproxy.testing.stub_llm import StubLLM
from tests.kit.stack import JWT_CONFIG, Stack, token

QUESTION = {"model": "m", "input": "What's my budget for the Hawaii trip?"}


@pytest.fixture(scope="module")
def jwt_envoy(stack: Stack, upstream: StubLLM) -> Iterator[Envoy]:
    envoy = Envoy(
        upstream_port=upstream.port, extproc_port=stack.memproxy.extproc_port, source=JWT_CONFIG
    ).start()
    yield envoy
    envoy.stop()


def test_jwt_config_validates() -> None:
    out = subprocess.run(
        [envoy_config.envoy_binary(), "--mode", "validate", "-c", str(JWT_CONFIG)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr


def test_user_comes_from_the_token_claim(stack: Stack, jwt_envoy: Envoy, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    r = httpx.post(
        f"{jwt_envoy.url}/v1/responses",
        json=QUESTION,
        timeout=10,
        headers={"authorization": f"Bearer {token(user)}"},
    )
    assert r.status_code == 200
    sent = stack.upstream.last("/v1/responses")
    assert sent.headers["x-user-id"] == user
    assert HEADER in json.dumps(sent.json()) and "$10,000" in json.dumps(sent.json())


def test_client_cannot_claim_another_user(stack: Stack, jwt_envoy: Envoy, user: str) -> None:
    stack.add_memory(user, "User's budget for the Hawaii trip is $10,000")
    no_token = httpx.post(
        f"{jwt_envoy.url}/v1/responses", json=QUESTION, timeout=10, headers={"x-user-id": user}
    )
    assert no_token.status_code == 401
    spoofed = httpx.post(
        f"{jwt_envoy.url}/v1/responses",
        json=QUESTION,
        timeout=10,
        headers={"authorization": f"Bearer {token('mallory')}", "x-user-id": user},
    )
    assert spoofed.status_code == 200
    sent = stack.upstream.last("/v1/responses")
    assert sent.headers["x-user-id"] == "mallory"
    assert "$10,000" not in json.dumps(sent.json())


def test_forged_token_is_refused(jwt_envoy: Envoy, user: str) -> None:
    forged = token(user, key=b"not-the-key")
    r = httpx.post(
        f"{jwt_envoy.url}/v1/responses",
        json=QUESTION,
        timeout=10,
        headers={"authorization": f"Bearer {forged}"},
    )
    assert r.status_code == 401
