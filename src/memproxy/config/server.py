"""The sidecar itself: its ports (server), the identity headers it trusts (identity),
tracing, and the Envoy `memproxy run` renders (envoy)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SecretStr, field_validator, model_validator

ENVOY_MESSAGE_TIMEOUT_S = 0.2  # deploy/envoy.yaml's ext_proc message_timeout
ENVOY_MAX_MESSAGE_TIMEOUT_S = 5.0
"""deploy/envoy.yaml's ext_proc max_message_timeout: the most memproxy asks Envoy to wait
for the answer to a large body (memproxy.extproc.timeouts)."""


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
