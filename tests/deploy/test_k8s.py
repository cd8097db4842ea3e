"""deploy/k8s, checked offline (no cluster here): schema-valid against the Kubernetes API
(kubernetes-validate bundles the schemas), and consistent with the configs it mounts:
container ports, probes, Service targetPorts, the Envoy config and the memproxy config of
each ConfigMap (validated by Envoy and by load_settings)."""

from __future__ import annotations

import shutil
import subprocess
from typing import Any
from urllib.parse import urlsplit

import pytest
import yaml

from memproxy.config import ConfigError, Settings
from tests.deploy.files import (
    ADMIN_TOKEN_ENV,
    K8S,
    VARIANTS,
    Doc,
    arg_value,
    cluster_address,
    config_map_file,
    container_port,
    containers,
    generated_config_maps,
    kustomization,
    listener_port,
    load,
    named,
    of_kind,
    pod_spec,
    resources,
    schema_errors,
    settings_from,
    validate_envoy,
    workloads,
)

MEMPROXY_WORKLOAD = {"sidecar": "llm-with-memory", "gateway": "memproxy-gateway"}


def memproxy_settings(variant: str, monkeypatch: Any) -> Settings:
    path = config_map_file(variant, "memproxy-config", "memproxy.yaml")
    return settings_from(path, monkeypatch, {ADMIN_TOKEN_ENV: "t" * 32})


def envoy_file(variant: str) -> Doc:
    doc: Doc = load(config_map_file(variant, "envoy-config", "envoy.yaml"))
    return doc


def pod(variant: str) -> Doc:
    return named(resources(variant), "Deployment", MEMPROXY_WORKLOAD[variant])


@pytest.mark.parametrize("variant", VARIANTS)
def test_resources_are_schema_valid(variant: str) -> None:
    docs = resources(variant) + generated_config_maps(variant)
    assert schema_errors(docs) == []


def test_the_schema_check_catches_a_bad_field() -> None:
    deployment = pod("sidecar")
    containers(deployment)["memproxy"]["ports"][0]["containerPort"] = "50051"
    assert schema_errors([deployment])


@pytest.mark.skipif(shutil.which("kubectl") is None, reason="kubectl not installed")
@pytest.mark.parametrize("variant", VARIANTS)
def test_kustomize_renders_a_schema_valid_whole(variant: str) -> None:
    out = subprocess.run(
        ["kubectl", "kustomize", str(K8S / variant)], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    docs = [d for d in yaml.safe_load_all(out.stdout) if d]
    assert schema_errors(docs) == []
    namespace = kustomization(variant)["namespace"]
    assert all(d["metadata"]["namespace"] == namespace for d in docs)
    # every ConfigMap a pod mounts is one kustomize generated (hash-suffixed names)
    maps = {d["metadata"]["name"] for d in of_kind(docs, "ConfigMap")}
    for workload in workloads(docs):
        for volume in pod_spec(workload).get("volumes", []):
            if "configMap" in volume:
                assert volume["configMap"]["name"] in maps


@pytest.mark.parametrize("variant", VARIANTS)
def test_envoy_config_in_the_config_map_validates(variant: str) -> None:
    out = validate_envoy(config_map_file(variant, "envoy-config", "envoy.yaml"))
    assert out.returncode == 0, out.stdout + out.stderr


@pytest.mark.parametrize("variant", VARIANTS)
def test_memproxy_config_in_the_config_map_loads(variant: str, monkeypatch: Any) -> None:
    settings = memproxy_settings(variant, monkeypatch)
    assert settings.memory.milvus.is_server
    # the admin API is on the pod's port (probes): it must not start without its token
    path = config_map_file(variant, "memproxy-config", "memproxy.yaml")
    with pytest.raises(ConfigError, match="admin_token"):
        settings_from(path, monkeypatch, {})
    env = {e["name"]: e for e in containers(pod(variant))["memproxy"]["env"]}
    secret = env[ADMIN_TOKEN_ENV]["valueFrom"]["secretKeyRef"]
    assert secret == {"name": "memproxy-admin", "key": "token"}


@pytest.mark.parametrize("variant", VARIANTS)
def test_config_maps_are_mounted_where_the_containers_read_them(variant: str) -> None:
    spec = pod_spec(pod(variant))
    volumes = {v["name"]: v for v in spec["volumes"]}
    expect = {
        "envoy": ("envoy-config", "envoy.yaml"),
        "memproxy": ("memproxy-config", "memproxy.yaml"),
    }
    for name, (config_map, key) in expect.items():
        c = containers(pod(variant))[name]
        flag = "-c" if name == "envoy" else "--config"
        path = arg_value(c["args"], flag)
        mount = next(m for m in c["volumeMounts"] if path == f"{m['mountPath']}/{key}")
        assert volumes[mount["name"]]["configMap"]["name"] == config_map
        assert any(g["name"] == config_map for g in kustomization(variant)["configMapGenerator"])


@pytest.mark.parametrize("variant", VARIANTS)
def test_envoy_and_memproxy_share_the_pod_on_loopback(variant: str, monkeypatch: Any) -> None:
    settings = memproxy_settings(variant, monkeypatch)
    envoy = envoy_file(variant)
    by_name = containers(pod(variant))
    assert settings.server.extproc_host == "127.0.0.1"
    assert cluster_address(envoy, "memproxy") == ("127.0.0.1", settings.server.extproc_port)
    assert container_port(by_name["memproxy"], "extproc") == settings.server.extproc_port
    assert container_port(by_name["memproxy"], "admin") == settings.server.admin_port
    assert container_port(by_name["envoy"], "http") == listener_port(envoy)


@pytest.mark.parametrize("variant", VARIANTS)
def test_memproxy_probes_use_its_health_endpoints(variant: str, monkeypatch: Any) -> None:
    settings = memproxy_settings(variant, monkeypatch)
    memproxy = containers(pod(variant))["memproxy"]
    probes = {k: memproxy[k]["httpGet"] for k in ("livenessProbe", "readinessProbe")}
    # liveness: the process answers; readiness: /readyz (200 with or without memory,
    # 503 only while draining), so a Milvus outage never restarts or unreadies a pod
    assert probes["livenessProbe"]["path"] == "/healthz"
    assert probes["readinessProbe"]["path"] == "/readyz"
    for probe in probes.values():
        assert container_port(memproxy, probe["port"]) == settings.server.admin_port
    assert settings.server.admin_host == "0.0.0.0"


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_container_has_probes_resources_and_runs_as_non_root(variant: str) -> None:
    for workload in workloads(resources(variant)):
        spec = pod_spec(workload)
        assert spec["securityContext"]["runAsNonRoot"] is True
        for c in spec["containers"]:
            where = (workload["metadata"]["name"], c["name"])
            assert c.get("livenessProbe") and c.get("readinessProbe"), where
            assert {"cpu", "memory"} <= set(c["resources"]["requests"]), where
            assert "memory" in c["resources"]["limits"], where
            user = c.get("securityContext", {}).get(
                "runAsUser", spec["securityContext"].get("runAsUser")
            )
            assert user and user > 0, where
            assert c["securityContext"]["allowPrivilegeEscalation"] is False, where


@pytest.mark.parametrize("variant", VARIANTS)
def test_services_select_pods_and_target_their_ports(variant: str) -> None:
    docs = resources(variant)
    for service in of_kind(docs, "Service"):
        selector = service["spec"]["selector"]
        matching = [
            w
            for w in workloads(docs)
            if selector.items() <= w["spec"]["template"]["metadata"]["labels"].items()
        ]
        assert matching, service["metadata"]["name"]
        for port in service["spec"]["ports"]:
            target = port["targetPort"]
            assert any(
                any(
                    p.get("name") == target or p["containerPort"] == target
                    for p in c.get("ports", [])
                )
                for w in matching
                for c in pod_spec(w)["containers"]
            ), (service["metadata"]["name"], target)


def test_sidecar_llm_is_only_on_loopback(monkeypatch: Any) -> None:
    vllm = containers(pod("sidecar"))["vllm"]
    envoy = envoy_file("sidecar")
    assert arg_value(vllm["args"], "--host") == "127.0.0.1"
    assert cluster_address(envoy, "llm") == ("127.0.0.1", int(arg_value(vllm["args"], "--port")))
    assert "ports" not in vllm  # nothing on the pod's network
    settings = memproxy_settings("sidecar", monkeypatch)
    extraction = settings.memory.model_for("memory_extraction")
    assert extraction is not None
    assert extraction.llm_model_name == arg_value(vllm["args"], "--served-model-name")
    assert extraction.llm_endpoint.address == "127.0.0.1"


def test_gateway_balances_over_every_vllm_pod(monkeypatch: Any) -> None:
    docs = resources("gateway")
    namespace = kustomization("gateway")["namespace"]
    vllm = named(docs, "Deployment", "vllm")
    service = named(docs, "Service", "vllm")
    assert service["spec"]["clusterIP"] == "None"  # headless: DNS returns each pod
    assert vllm["spec"]["replicas"] >= 2
    host, port = cluster_address(envoy_file("gateway"), "llm")
    assert host == f"vllm.{namespace}.svc.cluster.local"
    assert port == service["spec"]["ports"][0]["port"]
    vllm_container = containers(vllm)["vllm"]
    assert container_port(vllm_container, service["spec"]["ports"][0]["targetPort"]) == port
    settings = memproxy_settings("gateway", monkeypatch)
    extraction = settings.memory.model_for("memory_extraction")
    assert extraction is not None
    assert (extraction.llm_endpoint.address, extraction.llm_endpoint.port) == (host, port)
    assert extraction.llm_model_name == arg_value(vllm_container["args"], "--served-model-name")


def test_gateway_replicas_share_state_in_redis(monkeypatch: Any) -> None:
    docs = resources("gateway")
    namespace = kustomization("gateway")["namespace"]
    assert pod("gateway")["spec"]["replicas"] >= 2
    state = urlsplit(memproxy_settings("gateway", monkeypatch).memory.learning.state_url)
    assert state.scheme == "redis"
    assert state.hostname == f"redis.{namespace}.svc.cluster.local"
    service = named(docs, "Service", "redis")
    assert state.port == service["spec"]["ports"][0]["port"]
    redis = containers(named(docs, "StatefulSet", "redis"))["redis"]
    assert container_port(redis, service["spec"]["ports"][0]["targetPort"]) == 6379
    assert "--appendonly" in redis["args"]  # accepted jobs survive a Redis restart


@pytest.mark.parametrize("variant", VARIANTS)
def test_milvus_is_the_helm_release_service(variant: str, monkeypatch: Any) -> None:
    uri = urlsplit(memproxy_settings(variant, monkeypatch).memory.milvus.uri)
    assert (uri.hostname, uri.port) == ("milvus.milvus.svc.cluster.local", 19530)


@pytest.mark.parametrize("variant", VARIANTS)
def test_prometheus_scrapes_metrics_without_the_admin_token(variant: str, monkeypatch: Any) -> None:
    """The admin API needs a token in every variant; /metrics has its own port for a
    standard scrape (prometheus.io annotations, or a ServiceMonitor on its Service)."""
    settings = memproxy_settings(variant, monkeypatch)
    assert settings.server.admin_token  # the admin API stays guarded
    assert settings.server.metrics_port is not None
    assert settings.server.metrics_host == "0.0.0.0"  # the pod's network: Prometheus scrapes it
    memproxy = containers(pod(variant))["memproxy"]
    assert container_port(memproxy, "metrics") == settings.server.metrics_port
    service = named(resources(variant), "Service", "memproxy-metrics")
    (port,) = service["spec"]["ports"]
    assert container_port(memproxy, port["targetPort"]) == settings.server.metrics_port
    notes = service["metadata"]["annotations"]
    assert notes["prometheus.io/scrape"] == "true"
    assert int(notes["prometheus.io/port"]) == port["port"]
    assert notes["prometheus.io/path"] == "/metrics"
