"""A remote OpenAI-compatible embeddings endpoint (vLLM, TEI, llama.cpp, OpenAI, ...).

POST {remote_url}/embeddings with {"model", "input": [...], "encoding_format": "float"};
the answer's data[].embedding are put back in input order by their index, checked
(count, indexes, dimension, finite, non-zero) and L2-normalised. Any failure, timeouts
included, is an EmbeddingError.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import httpx
import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors

_MAX_ERROR_BODY = 300


class RemoteEmbedder:
    """`client` replaces the default one (and with it the settings' timeout and key)."""

    def __init__(
        self, settings: EmbeddingSettings, client: httpx.AsyncClient | None = None
    ) -> None:
        self.dimension = settings.dimension
        self.model = settings.remote_model or settings.model
        self.url = settings.remote_url.rstrip("/")
        headers = {"Accept": "application/json"}
        if key := settings.remote_api_key.get_secret_value():
            headers["Authorization"] = f"Bearer {key}"
        self._client = client or httpx.AsyncClient(
            headers=headers, timeout=httpx.Timeout(settings.timeout_seconds)
        )

    async def start(self) -> None:
        """Checks the endpoint answers with vectors of the configured size."""
        await self.embed(["warm up"])

    async def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        if not self.url:
            raise EmbeddingError("embedding.remote_url is required for backend=remote")
        body = {"model": self.model, "input": list(texts), "encoding_format": "float"}
        try:
            response = await self._client.post(f"{self.url}/embeddings", json=body)
        except httpx.HTTPError as exc:
            raise EmbeddingError(f"remote embedding failed: {type(exc).__name__}: {exc}") from exc
        if response.status_code != 200:
            raise EmbeddingError(
                f"remote embedding failed: HTTP {response.status_code}: "
                f"{response.text[:_MAX_ERROR_BODY]}"
            )
        try:
            payload = response.json()
        except ValueError as exc:
            raise EmbeddingError(f"remote embedding: invalid JSON: {exc}") from exc
        return self._vectors(payload, len(texts))

    async def close(self) -> None:
        await self._client.aclose()

    def _vectors(self, payload: Any, n: int) -> Vectors:
        data = payload.get("data") if isinstance(payload, dict) else None
        if not isinstance(data, list) or len(data) != n:
            raise EmbeddingError(f"remote embedding: expected {n} items in 'data'")
        rows: list[Any] = [None] * n
        for item in data:
            index = item.get("index") if isinstance(item, dict) else None
            if not isinstance(index, int) or not 0 <= index < n or rows[index] is not None:
                raise EmbeddingError(f"remote embedding: bad or repeated index {index!r}")
            rows[index] = item.get("embedding")
        try:
            vectors = np.asarray(rows, dtype=np.float32)
        except (TypeError, ValueError) as exc:
            raise EmbeddingError(
                f"remote embedding: embeddings are not float lists: {exc}"
            ) from exc
        if vectors.shape != (n, self.dimension):
            raise EmbeddingError(
                f"remote embedding has shape {vectors.shape}, expected ({n}, {self.dimension})"
            )
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        if not (np.isfinite(vectors).all() and np.isfinite(norms).all() and (norms > 0).all()):
            raise EmbeddingError("remote embedding: non-finite or zero vector")
        return np.asarray(vectors / norms, dtype=np.float32)
