"""Shared fixtures: the real embedder, loaded once per test session.

All async tests and fixtures share one session-wide event loop (pyproject), so
expensive real components are started once.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from tests.support.procs import model_dir


@pytest.fixture(scope="session")
async def real_embedder() -> AsyncIterator[OnnxEmbedder]:
    ensure_onnx_model(model_dir())
    embedder = OnnxEmbedder(EmbeddingSettings(), model_dir())
    await embedder.start()
    yield embedder
    await embedder.close()
