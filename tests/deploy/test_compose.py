"""deploy/docker-compose.yaml, checked offline: no Docker engine runs here.

It parses; every service has a health check and starts after what it needs; the files it
builds and mounts exist; and the names and ports agree between the compose file, the
Envoy config it mounts and the memproxy config it mounts.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from tests.deploy.files import (
    ADMIN_TOKEN_ENV,
    DEPLOY,
    ROOT,
    Doc,
    cluster_address,
    envoy_version,
    listener_port,
    load,
    settings_from,
)

COMPOSE = DEPLOY / "docker-compose.yaml"
MILVUS_COMPOSE = DEPLOY / "milvus" / "docker-compose.yaml"
LLM_ALIAS = "llm"


@pytest.fixture(scope="module")
def compose() -> Doc:
    doc: Doc = load(COMPOSE)
    return doc


@pytest.fixture(scope="module")
def services(compose: Doc) -> dict[str, Doc]:
    found: dict[str, Doc] = compose["services"]
    return found


def mounted(service: Doc, target: str) -> Path:
    """The host file a service mounts at `target` (paths relative to the compose file)."""
    for volume in service["volumes"]:
        source, dest, *_ = volume.split(":")
        if dest == target:
            return (COMPOSE.parent / source).resolve()
    raise KeyError(target)


def envoy_config_of(services: dict[str, Doc]) -> Doc:
    doc: Doc = load(mounted(services["envoy"], "/etc/envoy/envoy.yaml"))
    return doc


def memproxy_settings(services: dict[str, Doc], monkeypatch: Any) -> Any:
    path = mounted(services["memproxy"], "/etc/memproxy/memproxy.yaml")
    env = {ADMIN_TOKEN_ENV: "t" * 32, "MEMPROXY_MEMORY__EXTERNAL_MODELS": "[]"}
    return settings_from(path, monkeypatch, env)


def published(service: Doc, container_port: int) -> str:
    """The host side of `HOST:PORT:CONTAINER` or `PORT:CONTAINER` for a container port."""
    for spec in service.get("ports", []):
        *host, inner = str(spec).split(":")
        if int(inner) == container_port:
            return ":".join(host)
    raise KeyError(container_port)


def flag(command: list[str], name: str) -> str:
    for i, part in enumerate(command):
        if part.startswith(f"{name}="):
            return part.split("=", 1)[1]
        if part == name:
            return command[i + 1]
    raise KeyError(name)


def test_services_and_profiles(services: dict[str, Doc]) -> None:
    assert set(services) == {"envoy", "memproxy", "vllm", "upstream", "etcd", "minio", "milvus"}
    assert services["vllm"]["profiles"] == ["gpu"]
    assert services["upstream"]["profiles"] == ["cpu"]
    always = {n for n, s in services.items() if "profiles" not in s}
    assert always == {"envoy", "memproxy", "etcd", "minio", "milvus"}


def test_every_service_has_a_health_check(services: dict[str, Doc]) -> None:
    for name, service in services.items():
        check = service.get("healthcheck")
        assert check and check["test"][0] in ("CMD", "CMD-SHELL"), name
        assert {"interval", "timeout", "retries"} <= set(check), name


def test_start_order_waits_for_health(services: dict[str, Doc]) -> None:
    order = {name: s.get("depends_on", {}) for name, s in services.items()}
    assert order["envoy"]["memproxy"] == {"condition": "service_healthy"}
    assert order["memproxy"]["milvus"] == {"condition": "service_healthy"}
    assert set(order["milvus"]) == {"etcd", "minio"}
    # Envoy waits for whichever LLM its profile started
    for llm in ("vllm", "upstream"):
        assert order["envoy"][llm] == {"condition": "service_healthy", "required": False}
    for name, deps in order.items():
        assert isinstance(deps, dict), f"{name}: depends_on needs conditions"
        for dep, spec in deps.items():
            assert dep in services, (name, dep)
            assert spec["condition"] == "service_healthy", (name, dep)


def test_both_llms_answer_as_one_alias_on_the_envoy_port(services: dict[str, Doc]) -> None:
    host, port = cluster_address(envoy_config_of(services), "llm")
    assert host == LLM_ALIAS
    for name in ("vllm", "upstream"):
        service = services[name]
        assert service["networks"]["default"]["aliases"] == [LLM_ALIAS], name
        assert int(flag(service["command"], "--port")) == port, name
        assert flag(service["command"], "--host") == "0.0.0.0", name


def test_the_gpu_profile_reserves_an_nvidia_gpu(services: dict[str, Doc]) -> None:
    vllm = services["vllm"]
    assert vllm["image"].startswith("vllm/vllm-openai:v")
    device = vllm["deploy"]["resources"]["reservations"]["devices"][0]
    assert device["driver"] == "nvidia" and "gpu" in device["capabilities"]
    assert "${VLLM_MODEL" in flag(vllm["command"], "--model")


def test_the_cpu_profile_runs_the_stand_in_from_the_memproxy_image(
    services: dict[str, Doc],
) -> None:
    upstream, memproxy = services["upstream"], services["memproxy"]
    assert upstream["image"] == memproxy["image"] and upstream["build"] == memproxy["build"]
    assert upstream["entrypoint"] == ["python", "-m", "memproxy.demo.upstream"]


def test_the_stand_in_module_exists() -> None:
    # memproxy.demo.upstream comes from the demo branch (issue 6, part 1): this fails
    # until both are merged.
    assert (ROOT / "src" / "memproxy" / "demo" / "upstream.py").is_file()


def test_envoy_image_is_the_version_the_tests_validate(services: dict[str, Doc]) -> None:
    assert services["envoy"]["image"] == f"envoyproxy/envoy:v{envoy_version()}"


def test_referenced_files_exist(services: dict[str, Doc]) -> None:
    for name, service in services.items():
        if "build" in service:
            context = (COMPOSE.parent / service["build"]["context"]).resolve()
            assert (context / service["build"]["dockerfile"]).is_file(), name
        for volume in service.get("volumes", []):
            source = volume.split(":")[0]
            if source.startswith((".", "/")):
                assert (COMPOSE.parent / source).is_file(), (name, source)


def test_named_volumes_are_declared(compose: Doc, services: dict[str, Doc]) -> None:
    used = {
        v.split(":")[0]
        for s in services.values()
        for v in s.get("volumes", [])
        if not v.startswith((".", "/"))
    }
    assert used and used == set(compose["volumes"])


def test_envoy_reaches_memproxy_where_it_listens(
    services: dict[str, Doc], monkeypatch: Any
) -> None:
    settings = memproxy_settings(services, monkeypatch)
    envoy = envoy_config_of(services)
    assert cluster_address(envoy, "memproxy") == ("memproxy", settings.server.extproc_port)
    assert published(services["envoy"], listener_port(envoy)) == str(listener_port(envoy))
    assert published(services["memproxy"], settings.server.admin_port) == (
        f"127.0.0.1:{settings.server.admin_port}"
    )
    check = " ".join(services["memproxy"]["healthcheck"]["test"])
    assert f"127.0.0.1:{settings.server.admin_port}/healthz" in check


def test_memproxy_uses_the_milvus_server_and_binds_all_interfaces(
    services: dict[str, Doc], monkeypatch: Any
) -> None:
    settings = memproxy_settings(services, monkeypatch)
    milvus = settings.memory.milvus
    assert milvus.is_server
    uri = urlsplit(milvus.uri)
    assert uri.hostname == "milvus" and uri.hostname in services
    assert uri.port == 19530  # Milvus's gRPC port in its image
    assert settings.server.extproc_host == "0.0.0.0"
    assert settings.server.admin_host == "0.0.0.0"
    assert settings.server.admin_token.get_secret_value() == "t" * 32


def test_the_admin_token_must_come_from_the_environment(
    services: dict[str, Doc], monkeypatch: Any
) -> None:
    from memproxy.config import ConfigError

    env = services["memproxy"]["environment"]
    assert env[ADMIN_TOKEN_ENV].startswith("${MEMPROXY_ADMIN_TOKEN:?")
    path = mounted(services["memproxy"], "/etc/memproxy/memproxy.yaml")
    with pytest.raises(ConfigError, match="admin_token"):
        settings_from(path, monkeypatch, {})


def test_external_models_can_be_given_as_json(services: dict[str, Doc], monkeypatch: Any) -> None:
    path = mounted(services["memproxy"], "/etc/memproxy/memproxy.yaml")
    model = '[{"model_role": "memory_extraction", "llm_model_name": "qwen3",'
    model += ' "llm_endpoint": {"address": "llm", "port": 8000}}]'
    env = {ADMIN_TOKEN_ENV: "t" * 32, "MEMPROXY_MEMORY__EXTERNAL_MODELS": model}
    settings = settings_from(path, monkeypatch, env)
    extraction = settings.memory.model_for("memory_extraction")
    assert extraction is not None and extraction.llm_endpoint.base_url == "http://llm:8000/v1"


def test_milvus_services_are_those_of_the_standalone_file(services: dict[str, Doc]) -> None:
    standalone = load(MILVUS_COMPOSE)["services"]
    assert set(standalone) == {"etcd", "minio", "milvus"}
    for name, service in standalone.items():
        mine = services[name]
        for key in ("image", "command", "environment", "healthcheck"):
            assert mine[key] == service[key], (name, key)
        assert mine.get("depends_on") == service.get("depends_on"), name


@pytest.mark.skipif(
    shutil.which("docker") is None
    or subprocess.run(["docker", "compose", "version"], capture_output=True).returncode != 0,
    reason="docker compose CLI not installed (only this extra check needs it)",
)
@pytest.mark.parametrize("profile", ["cpu", "gpu"])
def test_docker_compose_config(profile: str) -> None:
    out = subprocess.run(
        ["docker", "compose", "-f", str(COMPOSE), "--profile", profile, "config", "-q"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"MEMPROXY_ADMIN_TOKEN": "t" * 32, "PATH": "/usr/local/bin:/usr/bin:/bin"},
    )
    assert out.returncode == 0, out.stderr
