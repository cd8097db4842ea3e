"""memory: retrieval and injection, with every memory section under it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from memproxy.config.context import CompressionSettings, ContextSettings, ProfileSettings
from memproxy.config.embedding import EmbeddingSettings
from memproxy.config.learning import LearningSettings
from memproxy.config.lifecycle import EncryptionSettings, QuotaSettings, RetentionSettings
from memproxy.config.llm import ExternalModel, ModelRole
from memproxy.config.milvus import MilvusSettings
from memproxy.config.server import ENVOY_MESSAGE_TIMEOUT_S


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
