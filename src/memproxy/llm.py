"""A small client for an OpenAI-compatible /v1/chat/completions endpoint (httpx)."""

from __future__ import annotations

import json
import re
from typing import Any, Protocol

import httpx

from memproxy.config import ExternalModel


def json_object_with(text: str, key: str, kind: type = object) -> dict[str, Any]:
    """Pure: the first JSON object in a model's answer whose `key` holds a `kind` (the
    answer may wrap it in prose or a code fence), or {}."""
    decoder = json.JSONDecoder()
    for match in re.finditer(r"\{", text):
        try:
            value, _ = decoder.raw_decode(text, match.start())
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict) and key in value and isinstance(value[key], kind):
            return value
    return {}


def fenced_json(data: Any, indent: int | None = None) -> str:
    """Pure: data for a model's prompt, as JSON inside a ```json fence. Backticks are
    escaped, so nothing the data holds (a user's turn, a stored memory) can close the
    fence and speak outside it."""
    text = json.dumps(data, ensure_ascii=False, indent=indent).replace("`", "\\u0060")
    return f"```json\n{text}\n```"


class ChatCompleter(Protocol):
    """What every LLM user in memproxy needs: one system + user turn in, the answer's text
    out. `schema` asks for a JSON answer of that shape where the server supports it."""

    async def complete(
        self, system: str, user: str, schema: dict[str, Any] | None = None
    ) -> str: ...


class LLMError(Exception):
    """The model call failed or returned something that is not a completion."""


class _Refused(Exception):
    """The server refused the request's response_format."""


def _json_schema_format(schema: dict[str, Any]) -> dict[str, Any]:
    return {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema}}


class ChatClient:
    def __init__(self, model: ExternalModel, client: httpx.AsyncClient | None = None) -> None:
        self._model = model
        key = model.api_key.get_secret_value()
        headers = {"Authorization": f"Bearer {key}"} if key else {}
        self._client = client or httpx.AsyncClient(
            base_url=model.llm_endpoint.base_url,
            headers=headers,
            timeout=model.llm_timeout_seconds,
        )

    async def complete(self, system: str, user: str, schema: dict[str, Any] | None = None) -> str:
        """The completion's text. With a JSON schema, the answer is asked for in that shape
        (`response_format` json_schema); a server that refuses the field (HTTP 400) is
        asked again without it, and the caller's parser copes with free text."""
        if schema is not None:
            try:
                return await self._complete(system, user, _json_schema_format(schema))
            except _Refused:
                pass
        return await self._complete(system, user, None)

    async def _complete(
        self, system: str, user: str, response_format: dict[str, Any] | None
    ) -> str:
        payload: dict[str, Any] = {
            "model": self._model.llm_model_name,
            "messages": [{"role": "system", "content": system}, {"role": "user", "content": user}],
            "max_tokens": self._model.max_tokens,
            "temperature": self._model.temperature,
            "stream": False,
        }
        if response_format is not None:
            payload["response_format"] = response_format
        try:
            response = await self._client.post("/chat/completions", json=payload)
            if response.status_code == 400 and response_format is not None:
                raise _Refused(response.text[:200])
            response.raise_for_status()
            content = response.json()["choices"][0]["message"]["content"]
        except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"{type(exc).__name__}: {exc}") from exc
        if not isinstance(content, str):
            raise LLMError("completion content is not text")
        return content

    async def close(self) -> None:
        await self._client.aclose()
