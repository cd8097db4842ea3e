"""Embedder fixtures: the exported ONNX model and both real backends, loaded once.

The ONNX model lives where `make setup` puts it (data/models/all-MiniLM-L6-v2, or
$MEMPROXY_TEST_MODEL_DIR); it is exported there on first use (about 10 s with torch),
then found in place. tests/embed/test_onnx_export.py exports afresh into a tmp dir.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from memproxy.config import EmbeddingSettings
from memproxy.embed.onnx import OnnxEmbedder
from memproxy.embed.onnx_export import ensure_onnx_model
from memproxy.embed.sentence import SentenceTransformerEmbedder
from memproxy.testing.procs import model_dir


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


@dataclass
class StubEmbeddings:
    """An OpenAI-compatible POST /v1/embeddings on 127.0.0.1, in a thread.

    Answers the exact OpenAI JSON shape, `data` in reverse index order (clients must
    sort by index). Vector i is 384 zeros with 3.0 at position i (not unit length).
    `mode` switches to failures; `requests` records (path, headers, body).
    """

    mode: str = "ok"
    delay_s: float = 0.0
    api_key: str = ""
    requests: list[tuple[str, dict[str, str], Any]] = field(default_factory=list)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def answer(self, path: str, headers: dict[str, str], body: Any) -> tuple[int, bytes]:
        self.requests.append((path, headers, body))
        time.sleep(self.delay_s)
        if self.api_key and headers.get("authorization") != f"Bearer {self.api_key}":
            return 401, _error("Incorrect API key provided", "invalid_request_error")
        if path != "/v1/embeddings":
            return 404, _error(f"no route {path}", "not_found")
        if self.mode == "error":
            return 500, _error("the model crashed", "server_error")
        if self.mode == "not_json":
            return 200, b"<html>gateway</html>"
        n = len(body["input"])
        dim = 3 if self.mode == "wrong_dim" else 384
        items = [
            {"object": "embedding", "index": i, "embedding": _one_hot(i, dim)} for i in range(n)
        ]
        if self.mode == "missing_item":
            items = items[1:]
        if self.mode == "bad_index":
            items[0]["index"] = n + 5
        if self.mode == "zero_vector":
            items[0]["embedding"] = [0.0] * dim
        payload = {
            "object": "list",
            "data": list(reversed(items)),
            "model": body["model"],
            "usage": {"prompt_tokens": 3 * n, "total_tokens": 3 * n},
        }
        return 200, json.dumps(payload).encode()


def _one_hot(i: int, dim: int) -> list[float]:
    vector = [0.0] * dim
    vector[i % dim] = 3.0
    return vector


def _error(message: str, kind: str) -> bytes:
    body = {"error": {"message": message, "type": kind, "param": None, "code": None}}
    return json.dumps(body).encode()


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
