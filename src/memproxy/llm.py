"""A small client for an OpenAI-compatible /v1/chat/completions endpoint (httpx)."""

from __future__ import annotations

from typing import Any

import httpx

from memproxy.config import ExternalModel


class LLMError(Exception):
    """The model call failed or returned something that is not a completion."""


class ChatClient:
    def __init__(self, model: ExternalModel, client: httpx.AsyncClient | None = None) -> None:
        self._model = model
        headers = {"Authorization": f"Bearer {model.api_key}"} if model.api_key else {}
        self._client = client or httpx.AsyncClient(
            base_url=model.llm_endpoint.base_url,
            headers=headers,
            timeout=model.llm_timeout_seconds,
        )

    async def complete(self, system: str, user: str) -> str:
        payload: dict[str, Any] = {
            "model": self._model.llm_model_name,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "max_tokens": self._model.max_tokens,
            "temperature": self._model.temperature,
            "stream": False,
        }
        try:
            response = await self._client.post("/chat/completions", json=payload)
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"{type(exc).__name__}: {exc}") from exc
        if not isinstance(content, str):
            raise LLMError("completion content is not text")
        return content

    async def close(self) -> None:
        await self._client.aclose()
