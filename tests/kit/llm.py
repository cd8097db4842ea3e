"""Chat clients of the real-model tier's llama-server (tests/llm)."""

from __future__ import annotations

from urllib.parse import urlsplit

import httpx

from memproxy.config import ExternalModel, LLMEndpoint, ModelRole
from memproxy.llm import ChatClient


def served_model(url: str) -> str:
    return str(httpx.get(f"{url}/v1/models", timeout=10).json()["data"][0]["id"])


def chat_client(url: str, role: ModelRole = "memory_extraction") -> ChatClient:
    parts = urlsplit(url)
    model = ExternalModel(
        model_role=role,
        llm_endpoint=LLMEndpoint(address=parts.hostname or "", port=parts.port or 0),
        llm_model_name=served_model(url),
        llm_timeout_seconds=600,
        max_tokens=600,
        temperature=0,
    )
    return ChatClient(model)
