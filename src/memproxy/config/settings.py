"""The root Settings, and loading it: a YAML file plus MEMPROXY_* environment overrides."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Literal

import yaml
from pydantic import Field, ValidationError, model_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    YamlConfigSettingsSource,
)

from memproxy.config.memory import MemorySettings
from memproxy.config.server import (
    EnvoySettings,
    IdentitySettings,
    ServerSettings,
    TracingSettings,
)


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
