"""The integration tier's stack (stub LLM <- Envoy (ext_proc) -> memproxy), its clients,
and the signed tokens Envoy's JWT filter verifies."""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from dataclasses import dataclass

import httpx
import openai

from memproxy import envoy_config
from memproxy.pipeline.render import HEADER
from memproxy.testing.procs import Envoy, Memproxy
from memproxy.testing.stub_llm import StubLLM


@dataclass
class Stack:
    upstream: StubLLM
    memproxy: Memproxy
    envoy: Envoy

    def add_memory(self, user_id: str, content: str, **fields: object) -> dict[str, object]:
        r = httpx.post(
            f"{self.memproxy.admin_url}/v1/memory",
            json={"user_id": user_id, "content": content, **fields},
            timeout=10,
        )
        assert r.status_code == 201, r.text
        body: dict[str, object] = r.json()
        return body


def client(stack: Stack, user: str | None) -> openai.OpenAI:
    headers = {"x-user-id": user} if user else {}
    return openai.OpenAI(
        base_url=f"{stack.envoy.url}/v1", api_key="none", default_headers=headers, max_retries=0
    )


def memory_text(messages: list[dict[str, object]]) -> str:
    return "\n".join(
        str(m.get("content"))
        for m in messages
        if m.get("role") == "system" and HEADER in str(m.get("content"))
    )


JWT_CONFIG = envoy_config.DEFAULT_CONFIG.parent / "envoy-jwt.yaml"
DEMO_KEY = b"memproxy-demo-signing-key-change-me-please!"


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def token(sub: str, key: bytes = DEMO_KEY, **claims: object) -> str:
    header = b64(json.dumps({"alg": "HS256", "typ": "JWT", "kid": "demo"}).encode())
    body = {
        "iss": "https://auth.example.com",
        "aud": "memproxy",
        "sub": sub,
        "exp": int(time.time()) + 600,
        **claims,
    }
    payload = b64(json.dumps(body).encode())
    signature = hmac.new(key, f"{header}.{payload}".encode(), hashlib.sha256).digest()
    return f"{header}.{payload}.{b64(signature)}"
