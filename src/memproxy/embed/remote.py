"""A remote OpenAI-compatible /v1/embeddings endpoint (vLLM, TEI, ...)."""

from __future__ import annotations

from collections.abc import Sequence

import httpx
import numpy as np

from memproxy.config import EmbeddingSettings
from memproxy.embed.base import EmbeddingError, Vectors


class RemoteEmbedder:
    def __init__(self, settings: EmbeddingSettings, client: httpx.AsyncClient | None = None):
        if not settings.remote_url:
            raise ValueError("embedding.remote_url is required for backend=remote")
        self.dimension = settings.dimension
        self._model = settings.remote_model or settings.model
        headers = (
            {"Authorization": f"Bearer {settings.remote_api_key}"}
            if settings.remote_api_key
            else {}
        )
        self._client = client or httpx.AsyncClient(
            base_url=settings.remote_url.rstrip("/"),
            headers=headers,
            timeout=settings.timeout_seconds,
        )

    async def start(self) -> None:
        await self.embed(["warm up"])

    async def embed(self, texts: Sequence[str]) -> Vectors:
        if not texts:
            return np.zeros((0, self.dimension), dtype=np.float32)
        try:
            response = await self._client.post(
                "/embeddings", json={"model": self._model, "input": list(texts)}
            )
            response.raise_for_status()
            data = sorted(response.json()["data"], key=lambda d: d["index"])
            vectors = np.asarray([d["embedding"] for d in data], dtype=np.float32)
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
            raise EmbeddingError(f"remote embedding failed: {type(exc).__name__}: {exc}") from exc
        if vectors.shape != (len(texts), self.dimension):
            raise EmbeddingError(f"remote embedding has shape {vectors.shape}")
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.clip(norms, 1e-12, None)

    async def close(self) -> None:
        await self._client.aclose()
