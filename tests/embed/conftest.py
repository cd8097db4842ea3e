"""Embedder fixtures: the exported ONNX model and both real backends, loaded once.

The ONNX model lives where `make setup` puts it (data/models/all-MiniLM-L6-v2, or
$MEMPROXY_TEST_MODEL_DIR); it is exported there on first use (about 10 s with torch),
then found in place. tests/embed/test_onnx_export.py exports afresh into a tmp dir.
"""

from __future__ import annotations

import json
import threading
from collections.abc import AsyncIterator, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.embed.sentence import SentenceTransformerEmbedder
from memproxy.testing.procs import model_dir
from tests.kit.embed import StubEmbeddings


@pytest.fixture(scope="session")
def onnx_model_dir() -> Path:
    return ensure_onnx_model(model_dir())


@pytest.fixture(scope="session")
async def onnx_embedder(onnx_model_dir: Path) -> AsyncIterator[OnnxEmbedder]:
    embedder = OnnxEmbedder(EmbeddingSettings(threads=1), onnx_model_dir)
    await embedder.start()
    yield embedder
    await embedder.close()


@pytest.fixture(scope="session")
async def st_embedder() -> AsyncIterator[SentenceTransformerEmbedder]:
    embedder = SentenceTransformerEmbedder(EmbeddingSettings(threads=1))
    await embedder.start()
    yield embedder
    await embedder.close()


@pytest.fixture
def stub_embeddings() -> Iterator[StubEmbeddings]:
    stub = StubEmbeddings()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            raw = self.rfile.read(int(self.headers.get("content-length", 0)))
            headers = {k.lower(): v for k, v in self.headers.items()}
            status, out = stub.answer(self.path, headers, json.loads(raw))
            try:
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)
            except OSError:  # the client gave up (timeout tests)
                pass

        def log_message(self, *args: object) -> None:
            pass

    stub.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=stub.server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield stub
    stub.server.shutdown()
    stub.server.server_close()
