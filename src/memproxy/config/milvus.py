"""memory.milvus: the vector store, and how its searches are ranked and cached."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SecretStr, model_validator


class MilvusSettings(BaseModel):
    uri: str = Field(
        "./data/memproxy.db",
        description="Milvus Lite file path (embedded) or a server URI such as http://127.0.0.1:19530.",
    )
    address: str = Field("", description="Older alias of uri: host:port of a Milvus server.")
    token: SecretStr = Field(
        SecretStr(""), description="Milvus token (user:password) for a secured server."
    )
    collection: str = Field("agentic_memory", description="Collection name.")
    dimension: int = Field(384, ge=1, le=32768, description="Vector size; must match the embedder.")
    index_type: Literal["HNSW", "FLAT", "AUTOINDEX"] = Field(
        "HNSW", description="Vector index on a Milvus server (Milvus Lite always uses FLAT)."
    )
    num_partitions: int = Field(64, ge=1, le=1024, description="Partition-key buckets.")
    timeout_seconds: float = Field(5.0, gt=0, description="Timeout for one Milvus call.")
    lite_flush_every: int = Field(
        32,
        ge=1,
        le=100_000,
        description="Milvus Lite: flush after this many insert calls (each search scans "
        "every unflushed insert, so single writes would slow searches down without bound).",
    )
    lite_keyword_max_rows: int = Field(
        30_000,
        ge=0,
        le=100_000_000,
        description="Milvus Lite, retrieval auto: past this many rows in the collection, "
        "search dense only. Measured at 100k rows on 2 cores with memproxy's per-user "
        "keyword side: the hybrid search stage took 26 ms mean against dense's 8, and "
        "27% of memory steps ran past the request deadline (injecting nothing) against "
        "1% (Lite runs one call at a time, and its id-filtered search for the keyword "
        "hits costs 7-12 ms). Keyword text is still written. 0: no limit.",
    )
    retrieval: Literal["auto", "hybrid", "dense"] = Field(
        "auto",
        description="hybrid: dense vector plus BM25 over the content, fused (Milvus Lite and "
        "servers >= 2.5); dense: the vector alone; auto: hybrid where the server and the "
        "collection support it, else dense (logged at start-up, shown by /readyz).",
    )
    fusion: Literal["rrf", "weighted"] = Field(
        "weighted",
        description="How hybrid retrieval fuses the dense and the BM25 search: weighted "
        "sums each side's score divided by its best; rrf sums 1 / (rrf_k + rank).",
    )
    rrf_k: int = Field(60, ge=1, le=1000, description="RRF's k (fusion rrf).")
    dense_weight: float = Field(
        0.7,
        ge=0.0,
        le=1.0,
        description="The dense side's weight (fusion weighted). 0.7 is the best on every "
        "evaluation set with adapted questions (embedding.query_adapter); 0.6 without.",
    )
    length_prior: float = Field(
        0.4,
        ge=0.0,
        le=10.0,
        description="Hybrid retrieval, fusion weighted: each fused score is multiplied "
        "by 1 + length_prior * ln(1 + the memory's content words), so of two equally "
        "matched memories the longer ranks first. On real conversations the messages "
        "that answer a question are longer than most; 0.4 added 1-3 points of "
        "recall@10 there (docs: Benchmarks, Retrieval). 0 ranks by the fused score "
        "alone.",
    )
    profile_cache_size: int = Field(
        10_000,
        ge=0,
        le=10_000_000,
        description="Profile answers kept per process (one per user and project); a write "
        "of the user drops theirs. 0 turns the cache off.",
    )
    keyword_cache_users: int = Field(
        1_000,
        ge=0,
        le=1_000_000,
        description="Users whose keyword index (hybrid retrieval ranks BM25 with each "
        "user's own word statistics) is kept per process; a write of the user drops "
        "theirs, profile_cache_seconds bounds its age. 0: read on every search.",
    )
    row_cache_user_rows: int = Field(
        2_000,
        ge=0,
        le=16_384,
        description="A user with at most this many active memories has them held in memory "
        "(fields and vectors) beside their keyword index, so a request's hybrid search of "
        "them runs in-process with no Milvus call (memproxy.store.rows); searches of the "
        "admin API and of deduplication still ask Milvus. 0: never.",
    )
    row_cache_rows: int = Field(
        50_000,
        ge=0,
        le=10_000_000,
        description="Rows held in memory in all (row_cache_user_rows), least recently "
        "searched users out first: about 2.5 KB each with 384-d vectors.",
    )
    profile_cache_seconds: float = Field(
        30.0,
        ge=0,
        description="How long a cached profile is used at most: bounds how long a write by "
        "another process (a second sidecar on the same server) goes unseen. 0 turns it off.",
    )
    others_writes_seconds: float = Field(
        1.0,
        ge=0,
        le=60,
        description="How often a process reads the memory writes that the other processes "
        "sharing its state store (server.processes, replicas on one Redis) announced, and "
        "drops what it holds of those users (profile, keyword index, rows): about how long "
        "such a write goes unseen here. 0: nothing announced or read (profile_cache_seconds "
        "bounds it then).",
    )

    @model_validator(mode="after")
    def _address_alias(self) -> MilvusSettings:
        if self.address:
            self.uri = self.address if "://" in self.address else f"http://{self.address}"
        return self

    @property
    def is_server(self) -> bool:
        return self.uri.startswith(("http://", "https://", "tcp://", "grpc://"))
