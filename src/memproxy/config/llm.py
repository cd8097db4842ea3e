"""memory.external_models: the LLMs memproxy calls itself, one per role."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, SecretStr

ModelRole = Literal[
    "memory_rewrite", "memory_hyde", "memory_extraction", "memory_update", "memory_state"
]


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
    max_tokens: int = Field(
        1200,
        ge=1,
        description=(
            "max_tokens of each request. A typed fact takes the extraction model about 100"
            " tokens: a chatty batch's answer cut short loses its last facts."
        ),
    )
    temperature: float = Field(0.1, ge=0, le=2, description="Sampling temperature.")
    api_key: SecretStr = Field(
        SecretStr(""), description="Bearer token, if the endpoint needs one."
    )
