"""Settings: one pydantic-settings root, a YAML file, and MEMPROXY_* environment overrides.

Settings are inert data. Nothing here opens a connection or loads a model; `app.py`
builds the running objects from a `Settings`.

One module per section: settings (the root Settings and its loading), server (server,
identity, tracing, envoy), memory (memory, composing the rest), milvus, embedding, llm
(external models), learning, context (profile, context records, compression) and
lifecycle (quota, retention, encryption). Everything is importable from here.
"""

from __future__ import annotations

from memproxy.config.context import CompressionSettings, ContextSettings, ProfileSettings
from memproxy.config.embedding import EmbeddingSettings
from memproxy.config.learning import LearningSettings
from memproxy.config.lifecycle import (
    DAY_MS,
    EncryptionSettings,
    QuotaSettings,
    RetentionSettings,
    days_ms,
)
from memproxy.config.llm import ExternalModel, LLMEndpoint, ModelRole
from memproxy.config.memory import MemorySettings
from memproxy.config.milvus import MilvusSettings
from memproxy.config.server import (
    ENVOY_MAX_MESSAGE_TIMEOUT_S,
    ENVOY_MESSAGE_TIMEOUT_S,
    EnvoySettings,
    IdentitySettings,
    ServerSettings,
    TracingSettings,
)
from memproxy.config.settings import (
    ConfigError,
    Settings,
    load_settings,
    load_settings_for_cli,
    yaml_error,
)

__all__ = [
    "DAY_MS",
    "ENVOY_MAX_MESSAGE_TIMEOUT_S",
    "ENVOY_MESSAGE_TIMEOUT_S",
    "CompressionSettings",
    "ConfigError",
    "ContextSettings",
    "EmbeddingSettings",
    "EncryptionSettings",
    "EnvoySettings",
    "ExternalModel",
    "IdentitySettings",
    "LLMEndpoint",
    "LearningSettings",
    "MemorySettings",
    "MilvusSettings",
    "ModelRole",
    "ProfileSettings",
    "QuotaSettings",
    "RetentionSettings",
    "ServerSettings",
    "Settings",
    "TracingSettings",
    "days_ms",
    "load_settings",
    "load_settings_for_cli",
    "yaml_error",
]
