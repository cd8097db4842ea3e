"""Settings: one pydantic-settings root, a YAML file, and MEMPROXY_* environment overrides.

Settings are inert data. Nothing here opens a connection or loads a model; `app.py`
builds the running objects from a `Settings`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

import yaml
from pydantic import (
    BaseModel,
    Field,
    SecretStr,
    ValidationError,
    field_validator,
    model_validator,
)
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    YamlConfigSettingsSource,
)

from memproxy.domain import MemoryType

ENVOY_MESSAGE_TIMEOUT_S = 0.2  # deploy/envoy.yaml's ext_proc message_timeout
ENVOY_MAX_MESSAGE_TIMEOUT_S = 5.0
"""deploy/envoy.yaml's ext_proc max_message_timeout: the most memproxy asks Envoy to wait
for the answer to a large body (memproxy.extproc.timeouts)."""
ModelRole = Literal[
    "memory_rewrite", "memory_hyde", "memory_extraction", "memory_update", "memory_state"
]


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
    first_read_wait_ms: float = Field(
        100.0,
        ge=0,
        le=10_000,
        description="A request of a user whose rows are not held (their first in this "
        "process) reads their rows whole (row_cache_user_rows), holds them and answers "
        "the profile and the search from them: one Milvus call where the profile and the "
        "search asked three to five. How long it waits for that read at most before it "
        "asks Milvus instead (the read goes on, for the next request); a request's "
        "memory deadline (deadline_ms) bounds it first: asking Milvus more once the read "
        "is late only adds load. A user with too many rows to hold asks Milvus at once. "
        "0: a first request asks Milvus, the rows are read in the background.",
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


class LLMEndpoint(BaseModel):
    address: str = Field("127.0.0.1", description="Host of the OpenAI-compatible server.")
    port: int = Field(8000, ge=1, le=65535, description="Port of the OpenAI-compatible server.")
    scheme: Literal["http", "https"] = Field("http", description="http or https.")
    base_path: str = Field("/v1", description="Path prefix of the OpenAI API.")

    @property
    def base_url(self) -> str:
        return f"{self.scheme}://{self.address}:{self.port}{self.base_path.rstrip('/')}"


class ExternalModel(BaseModel):
    llm_provider: str = Field("vllm", description="Informational: who serves the model.")
    model_role: ModelRole = Field(description="What this model is used for.")
    llm_endpoint: LLMEndpoint = Field(default_factory=LLMEndpoint)
    llm_model_name: str = Field(description="Model name sent in the request.")
    llm_timeout_seconds: float = Field(30.0, gt=0, description="Timeout of one call.")
    max_tokens: int = Field(500, ge=1, description="max_tokens of each request.")
    temperature: float = Field(0.1, ge=0, le=2, description="Sampling temperature.")
    api_key: SecretStr = Field(
        SecretStr(""), description="Bearer token, if the endpoint needs one."
    )


class LearningSettings(BaseModel):
    """The response path: conversation state, the extraction queue, dedup."""

    state_url: str = Field(
        "", description="SQLite path or redis://host:port/db; empty means {home}/state.db."
    )
    expand_previous_response: bool = Field(
        True, description="Rebuild previous_response_id chains for upstreams with no store."
    )
    max_chain_depth: int = Field(64, ge=1, le=10_000, description="Bound on a chain walk.")
    record_timeout_ms: float = Field(
        150.0,
        gt=0,
        description="How long a response's last chunk waits for its turns to be written; "
        "past it (state store slow or hung) the write finishes in the background. Keep it "
        "under Envoy's message_timeout (0.2 s).",
    )
    workers: int = Field(2, ge=1, le=64, description="Extraction worker tasks.")
    queue_max: int = Field(10_000, ge=1, description="Pending + leased jobs accepted at most.")
    max_attempts: int = Field(5, ge=1, description="Tries per job before dead-lettering.")
    backoff_seconds: float = Field(1.0, gt=0, description="First retry delay (doubles).")
    lease_seconds: float = Field(120.0, gt=0, description="A crashed worker's job returns after.")
    near_duplicate_threshold: float = Field(
        0.9, ge=0, le=1.01, description="Cosine at or above which a new fact updates the old one."
    )
    gray_zone_threshold: float = Field(
        0.5, ge=0, le=1, description="Cosine from which an update decision (LLM) is asked."
    )
    episodic_summary: bool = Field(False, description="Ask the extractor for a session summary.")
    grounded_facts_only: bool = Field(
        True,
        description="Drop an extracted fact with a name, number or topic that the user's own "
        "turns do not hold (small models copy examples and invent).",
    )
    extraction_per_turn: bool = Field(
        False,
        description="One extraction call per informative user turn instead of one per "
        "batch (bench.learn measures both with a small model).",
    )
    keep_unextracted: bool = Field(
        True,
        description="A user statement the model's facts leave uncovered (a clause whose "
        "content words none of them hold) is kept too, restated about User in the user's "
        "own words: a small model drops facts, the user's words invent none.",
    )
    idle_flush_minutes: float = Field(
        5.0,
        ge=0,
        description="A session with turns not yet learned and no new turn for this long is "
        "extracted (a short chat never reaches extraction_batch_size); 0 turns it off.",
    )
    idle_check_seconds: float = Field(
        15.0, gt=0, description="How often each replica looks for idle sessions."
    )


class ProfileSettings(BaseModel):
    """The user's profile: memories injected with every request that searches memory."""

    enabled: bool = Field(True, description="Inject the profile before retrieved memories.")
    min_importance: int = Field(
        4, ge=1, le=5, description="Preference and constraint memories from this importance."
    )
    max_items: int = Field(8, ge=0, le=50, description="At most this many profile memories.")
    max_chars: int = Field(
        800, ge=0, le=20000, description="The profile's own budget within the injected message."
    )
    all_when_few: bool = Field(
        True,
        description="While the scope holds at most max_items standing memories (any type "
        "but episodic, task, reflective), the profile is all of them.",
    )

    @property
    def few(self) -> int:
        """How many standing memories a scope may hold for all to be in its profile."""
        return self.max_items if self.all_when_few else 0


class ContextSettings(BaseModel):
    """Context records (what each request's memory step did) and the memory message's
    token budget."""

    token_budget: int = Field(
        1000,
        ge=16,
        le=100_000,
        description="Tokens of the whole memory message (framing, profile, retrieved); "
        "a request may lower or raise it with memory_config.token_budget.",
    )
    profile_share: float = Field(
        0.5, ge=0, le=1, description="At most this share of the budget goes to the profile."
    )
    records: bool = Field(True, description="Keep a context record of each memory step.")
    header: bool = Field(
        False, description="Always answer with x-memproxy-context (else only when asked)."
    )
    max_per_user: int = Field(200, ge=1, le=100_000, description="Records kept per user.")
    max_age_seconds: float = Field(
        7 * 86400.0, gt=0, description="Records older than this are removed."
    )
    queue_max: int = Field(
        1000, ge=1, description="Records waiting to be written; past it one is dropped (counted)."
    )


class QuotaSettings(BaseModel):
    """Per-user limits on active (not archived) memories, checked on every write."""

    max_memories: int = Field(10_000, ge=0, description="Active memories per user (0: no limit).")
    max_bytes: int = Field(
        10 * 1024 * 1024, ge=0, description="UTF-8 bytes of active content per user (0: no limit)."
    )
    policy: Literal["archive_lowest", "refuse"] = Field(
        "archive_lowest",
        description="Past a quota: archive the lowest-value memories (importance, then access "
        "count, then age) until the new ones fit, or refuse the write.",
    )


class CompressionSettings(BaseModel):
    """Context compression: a session's current state, written in
    the background, stands in for its old turns."""

    enabled: bool = Field(
        False,
        description="Write a current state per session (the memory_state model, else "
        "memory_extraction, at every extraction job: every extraction_batch_size turns, "
        "at idle and at session end) and let requests be compressed with it.",
    )
    by_default: bool = Field(
        False,
        description="Compress requests that do not say memory_config.compress (with "
        "enabled; a request's memory_config.compress true/false always wins).",
    )
    keep_recent_turns: int = Field(
        5, ge=0, le=100, description="Exchanges before the current one sent as they were."
    )
    recent_tokens: int = Field(
        3000,
        ge=0,
        description="Token budget (estimated, chars/4) of those recent exchanges: fewer "
        "are kept raw when they do not fit (the current exchange always is).",
    )
    state_ttl_seconds: float = Field(
        7 * 24 * 3600, gt=0, description="A current state not updated for this long expires."
    )
    load_timeout_ms: float = Field(
        50.0, gt=0, description="Past this wait for the state store, the history goes whole."
    )


DAY_MS = 86_400_000


class RetentionSettings(BaseModel):
    """How long memproxy keeps what it stores; 0 days keeps a kind until it is forgotten.

    A memory expires at its own expires_at (set by the write, or from its type's entry in
    memory_days when the write gives none); state records expire by age. A background
    task prunes what expired every prune_interval_seconds (the README's data lifecycle).
    """

    memory_days: dict[MemoryType, float] = Field(
        default_factory=lambda: {MemoryType.EPISODIC: 90.0},
        description="Days a memory of each type lives after it is written, when the write "
        "gives no expires_at; types not named never expire.",
    )
    responses_days: float = Field(
        30.0, ge=0, description="Stored responses (input and output items), by age."
    )
    sessions_days: float = Field(
        30.0, ge=0, description="Conversation sessions with no turn for this long, turns too."
    )
    turns_days: float = Field(30.0, ge=0, description="Stored turns, by age.")
    dead_jobs_days: float = Field(
        14.0, ge=0, description="Dead-lettered extraction jobs (with their turns), by age."
    )
    prune_interval_seconds: float = Field(
        300.0, gt=0, description="How often each replica prunes what expired."
    )
    prune_batch: int = Field(
        500, ge=1, le=100_000, description="Records removed per store call (short calls)."
    )
    usage_flush_seconds: float = Field(
        5.0,
        gt=0,
        description="How often injection counts (access_count, last_accessed) are written.",
    )


def days_ms(days: float) -> int | None:
    """A retention in milliseconds; None for 0 days (kept until forgotten)."""
    return int(days * DAY_MS) if days > 0 else None


class EncryptionSettings(BaseModel):
    """Encryption at rest (AES-256-GCM): memory content, metadata and entities in Milvus,
    stored turns and responses in the state store. Vectors stay plaintext."""

    enabled: bool = Field(False, description="Encrypt what is written from now on.")
    keys: SecretStr = Field(
        SecretStr(""),
        description="Key ring: `kid:base64(32 bytes)` entries, comma-separated (also "
        "MEMPROXY_MEMORY__ENCRYPTION__KEYS); `memproxy keygen` makes one.",
    )
    key_file: str = Field("", description="A file with the key ring, one entry a line.")
    primary: str = Field("", description="The key id new writes use; empty: the ring's last entry.")


class MemorySettings(BaseModel):
    enabled: bool = Field(True, description="Master switch for retrieval and injection.")
    auto_store: bool = Field(True, description="Learn from conversations (response path).")
    milvus: MilvusSettings = Field(default_factory=MilvusSettings)
    embedding: EmbeddingSettings = Field(default_factory=EmbeddingSettings)
    default_retrieval_limit: int = Field(5, ge=1, le=100, description="Top-k memories injected.")
    default_similarity_threshold: float = Field(
        0.3, ge=-1, le=1, description="Minimum cosine similarity of an injected memory."
    )
    default_relative_margin: float | None = Field(
        0.1,
        ge=0,
        le=2,
        description="Inject only memories within this cosine of the best hit (a clear "
        "winner leaves its weaker neighbours out; the eval measured +0.07 F1, wrong "
        "injections 24% -> 7%); null turns the gate off.",
    )
    extraction_batch_size: int = Field(10, ge=1, description="Extract every N turns.")
    external_models: list[ExternalModel] = Field(
        default_factory=list,
        description="LLMs memproxy calls itself, one per role (extraction, rewrite, HyDE, ...).",
    )
    deadline_ms: float = Field(
        35.0, gt=0, description="Budget for the whole memory step; past it, no memories."
    )
    query_rewrite: Literal["prepend", "llm", "hyde", "none"] = Field(
        "prepend", description="How vague queries get context (llm/hyde need an external model)."
    )
    rewrite_timeout_ms: float = Field(300.0, gt=0, description="Timeout for llm/hyde rewrite.")
    max_injected_chars: int = Field(4000, ge=100, description="Cap on the injected message.")
    max_memory_chars: int = Field(2000, ge=16, description="Cap on one stored memory.")
    quota: QuotaSettings = Field(default_factory=QuotaSettings)
    profile: ProfileSettings = Field(default_factory=ProfileSettings)
    context: ContextSettings = Field(default_factory=ContextSettings)
    learning: LearningSettings = Field(default_factory=LearningSettings)
    compression: CompressionSettings = Field(default_factory=CompressionSettings)
    retention: RetentionSettings = Field(default_factory=RetentionSettings)
    encryption: EncryptionSettings = Field(default_factory=EncryptionSettings)

    def model_for(self, role: ModelRole) -> ExternalModel | None:
        return next((m for m in self.external_models if m.model_role == role), None)

    @property
    def rewrite_role(self) -> ModelRole:
        """The model role query_rewrite asks (hyde: memory_hyde, else memory_rewrite)."""
        return "memory_hyde" if self.query_rewrite == "hyde" else "memory_rewrite"

    @property
    def rewrites_with_model(self) -> bool:
        """query_rewrite llm/hyde with its model configured (else the prepend is used)."""
        return (
            self.query_rewrite in ("llm", "hyde") and self.model_for(self.rewrite_role) is not None
        )

    @property
    def ext_proc_wait_s(self) -> float:
        """How long Envoy must wait for a request body (ext_proc message_timeout): the
        shipped 0.2 s covers the memory deadline; a model rewrite runs before that clock
        starts, so it adds rewrite_timeout_ms. Shorter, and Envoy forwards the request
        without memories while the rewrite still runs (outcome "cancelled")."""
        base = max(ENVOY_MESSAGE_TIMEOUT_S, (self.deadline_ms + 165) / 1000)
        return base + (self.rewrite_timeout_ms / 1000 if self.rewrites_with_model else 0.0)


class IdentitySettings(BaseModel):
    user_header: str = Field("x-user-id", description="Trusted header with the user id.")
    project_header: str = Field("x-project-id", description="Trusted header with the project.")
    session_header: str = Field("x-session-id", description="Header with the session id.")
    trust_body_identity: bool = Field(
        False, description="Honour memory_context.user_id/project_id in the body (development)."
    )
    max_id_length: int = Field(256, ge=8, le=4096, description="Longer identifiers are refused.")
    fact_signal_header: str = Field(
        "x-memproxy-fact", description="Upstream classifier signal: 'true' marks a fact query."
    )
    tool_signal_header: str = Field(
        "x-memproxy-tool", description="Upstream classifier signal: 'true' marks a tool query."
    )

    @field_validator("user_header", "project_header", "session_header")
    @classmethod
    def _lower(cls, v: str) -> str:
        return v.lower()


class ServerSettings(BaseModel):
    extproc_host: str = Field("127.0.0.1", description="ext_proc gRPC bind address.")
    extproc_port: int = Field(
        50051, ge=0, le=65535, description="ext_proc gRPC port (and memproxy.v1.MemoryService)."
    )
    admin_host: str = Field("127.0.0.1", description="Admin HTTP bind address.")
    admin_port: int = Field(
        8090, ge=0, le=65535, description="Admin HTTP port: REST, /metrics, /healthz, /readyz."
    )
    admin_token: SecretStr = Field(
        SecretStr(""),
        description="Bearer token for the admin API; required when admin_host is not loopback.",
    )
    self_service: bool = Field(
        True,
        description="Serve GET/DELETE /v1/memories for Envoy (deploy/envoy.yaml routes them "
        "here): a user's own memories, acting for the user in identity.user_header.",
    )
    self_service_port: int = Field(
        8091,
        ge=0,
        le=65535,
        description="Its port, on extproc_host (only Envoy should reach it, as ext_proc).",
    )
    metrics_host: str = Field(
        "127.0.0.1", description="Bind address of the Prometheus port (server.metrics_port)."
    )
    metrics_port: int | None = Field(
        None,
        ge=0,
        le=65535,
        description="A port serving GET /metrics alone, without the admin token, for a "
        "standard Prometheus scrape; null: /metrics only on the admin port (behind the "
        "token when one is set).",
    )
    max_message_bytes: int = Field(
        16 * 1024 * 1024,
        ge=1024,
        description=(
            "gRPC message cap. Keep it above Envoy's buffer limit (8 MiB) plus a read's "
            "overshoot: an over-limit chunked body arrives as one partial message of ~8.1 MiB "
            "that memproxy must receive to pass it on, not reject."
        ),
    )
    grace_seconds: float = Field(10.0, ge=0, description="Drain time on SIGTERM.")
    processes: int = Field(
        1,
        ge=0,
        le=256,
        description=(
            "Sidecar worker processes sharing the ext_proc and admin ports (SO_REUSEPORT) "
            "under a supervisor; 1 = one process, no supervisor; 0 = one per CPU core. "
            "Needs a Milvus server (Milvus Lite is single-process)."
        ),
    )

    @model_validator(mode="after")
    def _exposed_admin_needs_token(self) -> ServerSettings:
        exposed = self.admin_host not in ("127.0.0.1", "::1", "localhost")
        if exposed and not self.admin_token.get_secret_value():
            raise ValueError("server.admin_token is required when server.admin_host is exposed")
        return self


class TracingSettings(BaseModel):
    """OpenTelemetry traces (needs the `otel` extra): a span per ext_proc stream, joined to
    Envoy's trace by traceparent, and one per pipeline stage."""

    enabled: bool = Field(False, description="Record and export spans.")
    exporter: Literal["otlp", "console"] = Field(
        "otlp", description="otlp: OTLP over gRPC to otlp_endpoint; console: stdout (debug)."
    )
    otlp_endpoint: str = Field(
        "http://127.0.0.1:4317", description="An OpenTelemetry collector's OTLP gRPC address."
    )
    otlp_insecure: bool = Field(True, description="Plain gRPC to the collector (no TLS).")
    service_name: str = Field("memproxy", description="The service.name resource attribute.")
    sample_ratio: float = Field(
        1.0,
        ge=0.0,
        le=1.0,
        description="Traces started here that are kept; a trace Envoy sampled is always "
        "followed (parent-based).",
    )


class EnvoySettings(BaseModel):
    """Used by `memproxy run` (the `make run` launcher) to render deploy/envoy.yaml."""

    listen_port: int = Field(8080, ge=0, le=65535, description="Envoy listener port.")
    admin_port: int = Field(9901, ge=0, le=65535, description="Envoy admin port.")
    upstream_url: str = Field("http://127.0.0.1:8000", description="The LLM server (vLLM).")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="MEMPROXY_", env_nested_delimiter="__", extra="forbid"
    )

    memory: MemorySettings = Field(default_factory=MemorySettings)
    identity: IdentitySettings = Field(default_factory=IdentitySettings)
    server: ServerSettings = Field(default_factory=ServerSettings)
    envoy: EnvoySettings = Field(default_factory=EnvoySettings)
    tracing: TracingSettings = Field(default_factory=TracingSettings)
    home: str = Field("./data", description="Directory for embedded data and caches.")
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = Field(
        "INFO", description="Lowest level logged."
    )
    log_format: Literal["text", "json"] = Field(
        "text",
        description="text lines, or JSON lines (one object a line, with Envoy's x-request-id "
        "as request_id on every line about a request).",
    )

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The YAML file (if any) is set on a subclass by load_settings; env wins over it.
        return (init_settings, env_settings, YamlConfigSettingsSource(settings_cls))

    @model_validator(mode="after")
    def _processes_need_a_shared_store(self) -> Settings:
        if self.server.processes != 1 and not self.memory.milvus.is_server:
            raise ValueError(
                "server.processes must be 1 with Milvus Lite (memory.milvus.uri is a file, "
                "which one process only can open): use a Milvus server for several processes"
            )
        return self

    @property
    def process_count(self) -> int:
        """server.processes with 0 resolved to the number of CPU cores."""
        return self.server.processes or os.cpu_count() or 1


class ConfigError(Exception):
    """Invalid configuration; the message names each field at fault."""


def load_settings(config_path: str | Path | None = None) -> Settings:
    """Build Settings from an optional YAML file plus MEMPROXY_* variables.

    Raises ConfigError with one line per invalid field (dotted path and reason).
    """
    path = config_path or os.environ.get("MEMPROXY_CONFIG", "")
    cls: type[Settings] = Settings
    if path:
        if not Path(path).is_file():
            raise ConfigError(f"config file not found: {path}")
        config = SettingsConfigDict(**Settings.model_config)
        config["yaml_file"] = str(path)
        cls = type("FileSettings", (Settings,), {"model_config": config})
    try:
        return cls()
    except yaml.YAMLError as exc:
        raise ConfigError(yaml_error(str(path), exc)) from None
    except ValidationError as exc:
        lines = [
            f"{'.'.join(str(p) for p in err['loc']) or '<root>'}: {err['msg']}"
            for err in exc.errors()
        ]
        raise ConfigError("invalid configuration:\n  " + "\n  ".join(lines)) from None


def yaml_error(path: str, exc: yaml.YAMLError) -> str:
    """One line naming the file, line and column of a YAML syntax error (pure)."""
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
    where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark is not None else path
    return f"{where}: YAML syntax error: {problem}"


def load_settings_for_cli(config_path: str | None) -> Settings | None:
    """load_settings for a command line: on a ConfigError its lines go to stderr and the
    answer is None (the command then exits 2)."""
    try:
        return load_settings(config_path)
    except ConfigError as exc:
        print(f"memproxy: {exc}", file=sys.stderr)
        return None
