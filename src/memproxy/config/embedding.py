"""memory.embedding: the model that turns memories and questions into vectors."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SecretStr


class EmbeddingSettings(BaseModel):
    model: str = Field(
        "all-MiniLM-L6-v2",
        description="Embedding model: all-MiniLM-L6-v2 (English; installed with memproxy, "
        "or exported) or multilingual-e5-small (about 100 languages; the multilingual "
        "extra; re-embed stored memories with `memproxy reembed` when switching).",
    )
    dimension: int = Field(384, ge=1, description="Output size of the model.")
    backend: Literal["onnx", "sentence-transformers", "remote"] = Field(
        "onnx",
        description="onnx (local, in-process, default; multilingual-e5-small runs on its "
        "own engine), sentence-transformers (torch), or remote.",
    )
    onnx_path: str = Field(
        "", description="Exported ONNX model; empty means the cache under MEMPROXY_HOME."
    )
    threads: int = Field(1, ge=1, le=64, description="Intra-op threads (pinned; 1 is fastest).")
    query_int8: bool = Field(
        True,
        description="onnx backend: embed questions with the model's int8 weights "
        "(model-int8.onnx beside model.onnx), memories with fp32: a new question's "
        "embedding ~2.5x faster, recall on the evaluation sets within a point.",
    )
    query_adapter: bool = Field(
        True,
        description="onnx backend, all-MiniLM-L6-v2: rank a search by each question's "
        "vector moved with the trained linear adapter (embed/adapter.py, trained on "
        "MIT-licensed chat conversations); a hit's score stays its cosine to the "
        "question, memories keep their vectors.",
    )
    cache_size: int = Field(4096, ge=0, description="Query-embedding LRU entries (0 disables).")
    remote_url: str = Field("", description="OpenAI-compatible base URL for backend=remote.")
    remote_model: str = Field("", description="Model name sent to the remote /v1/embeddings.")
    remote_api_key: SecretStr = Field(
        SecretStr(""), description="Bearer token for the remote endpoint."
    )
    timeout_seconds: float = Field(2.0, gt=0, description="Remote embedding timeout.")
