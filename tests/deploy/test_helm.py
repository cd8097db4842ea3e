"""deploy/helm/memproxy, linted and rendered offline by Helm's own engine (Helm v4's Go
SDK, through helm-python-sdk: no helm binary ships in a registry package here), then
checked as the kustomize files are: schema-valid, and the same settings as deploy/k8s.

The chart renders copies of the kustomize files (its files/ folder): a test keeps them
byte-equal, so a change to deploy/k8s that is not copied (`make helm-files`) fails.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import helm_python as helm
import pytest
import yaml

from memproxy.config import ConfigError
from tests.deploy.files import (
    ADMIN_TOKEN_ENV,
    DEPLOY,
    K8S,
    VARIANTS,
    Doc,
    container_port,
    containers,
    generated_config_maps,
    kustomization,
    named,
    of_kind,
    resources,
    schema_errors,
    settings_from,
)

CHART = DEPLOY / "helm" / "memproxy"
NAMESPACE = "memproxy"  # the kustomizations' namespace
RELEASE = "mem"
HELM_LABELS = ("app.kubernetes.io/managed-by", "app.kubernetes.io/instance", "helm.sh/chart")


def render(values: dict[str, Any], namespace: str = NAMESPACE) -> list[Doc]:
    with helm.Chart.load(str(CHART)) as chart:
        out = chart.render(values, name=RELEASE, namespace=namespace)
    return [d for text in out.values() for d in yaml.safe_load_all(text) if d]


def kustomize_view(doc: Doc) -> Doc:
    """A rendered object as kustomize's resource file says it: without what Helm adds
    (namespace, release labels, the config checksum; kustomize adds its own of those)."""
    out = copy.deepcopy(doc)
    meta = out["metadata"]
    meta.pop("namespace", None)
    for key in (*HELM_LABELS, "app.kubernetes.io/part-of"):
        meta.get("labels", {}).pop(key, None)
    if not meta.get("labels"):
        meta.pop("labels", None)
    if out["kind"] in ("Deployment", "StatefulSet"):
        pod = out["spec"]["template"]["metadata"]
        for key in ("app.kubernetes.io/instance", "app.kubernetes.io/part-of"):
            pod["labels"].pop(key, None)
        pod.pop("annotations", None)
        for c in out["spec"]["template"]["spec"]["containers"]:
            if c["name"] == "memproxy":
                c["image"] = "memproxy"  # kustomize's images: sets the tag at build
    if out["kind"] == "Service":
        out["spec"]["selector"].pop("app.kubernetes.io/instance", None)
    return out


@pytest.mark.parametrize(
    ("copy_path", "source"),
    [
        (p.relative_to(CHART / "files"), K8S / p.relative_to(CHART / "files"))
        for p in sorted((CHART / "files").rglob("*.yaml"))
    ],
    ids=str,
)
def test_chart_files_are_the_kustomize_files(copy_path: Path, source: Path) -> None:
    assert (CHART / "files" / copy_path).read_text() == source.read_text(), "make helm-files"


def test_every_kustomize_file_is_in_the_chart() -> None:
    for variant in VARIANTS:
        wanted = set(kustomization(variant)["resources"])
        wanted |= {f for g in kustomization(variant)["configMapGenerator"] for f in g["files"]}
        assert wanted == {p.name for p in (CHART / "files" / variant).iterdir()}, variant


@pytest.mark.parametrize("mode", VARIANTS)
def test_lint_is_clean(mode: str) -> None:
    found = helm.lint(str(CHART), {"mode": mode}, strict=True, namespace=NAMESPACE)
    assert found["errors"] == [] and found["messages"] == [], found


def test_lint_catches_a_broken_template(tmp_path: Path) -> None:
    import shutil

    broken = tmp_path / "memproxy"
    shutil.copytree(CHART, broken)
    (broken / "templates" / "bad.yaml").write_text("{{ .Values.nope.deeper }}\n")
    assert helm.lint(str(broken), strict=True)["errors"]


@pytest.mark.parametrize("mode", VARIANTS)
def test_renders_the_kustomize_resources_with_the_same_settings(mode: str) -> None:
    rendered = render({"mode": mode})
    objects = [d for d in rendered if d["kind"] not in ("ConfigMap", "ServiceMonitor")]
    assert [kustomize_view(d) for d in objects] == resources(mode)
    assert all(d["metadata"]["namespace"] == NAMESPACE for d in rendered)
    maps = {d["metadata"]["name"]: d["data"] for d in of_kind(rendered, "ConfigMap")}
    assert maps == {m["metadata"]["name"]: m["data"] for m in generated_config_maps(mode)}
    assert schema_errors(objects + of_kind(rendered, "ConfigMap")) == []


@pytest.mark.parametrize("mode", VARIANTS)
def test_service_monitor_scrapes_the_metrics_port(mode: str) -> None:
    assert of_kind(render({"mode": mode}), "ServiceMonitor") == []  # off by default
    rendered = render({"mode": mode, "serviceMonitor": {"enabled": True, "labels": {"a": "b"}}})
    (monitor,) = of_kind(rendered, "ServiceMonitor")
    assert monitor["apiVersion"] == "monitoring.coreos.com/v1"
    assert monitor["metadata"]["labels"]["a"] == "b"
    assert monitor["spec"]["namespaceSelector"] == {"matchNames": [NAMESPACE]}
    service = named(rendered, "Service", "memproxy-metrics")
    assert (
        monitor["spec"]["selector"]["matchLabels"].items() <= service["metadata"]["labels"].items()
    )
    (endpoint,) = monitor["spec"]["endpoints"]
    assert endpoint["path"] == "/metrics" and "bearerTokenSecret" not in endpoint
    port = next(p for p in service["spec"]["ports"] if p["name"] == endpoint["port"])
    pod = next(d for d in rendered if d["kind"] == "Deployment" and "memproxy" in containers(d))
    assert container_port(containers(pod)["memproxy"], port["targetPort"]) == 9090
    assert (
        service["spec"]["selector"].items() <= pod["spec"]["template"]["metadata"]["labels"].items()
    )


def test_values_set_images_replicas_resources_secret_and_config(
    tmp_path: Path, monkeypatch: Any
) -> None:
    values = {
        "mode": "gateway",
        "images": {"memproxy": {"repository": "reg.example/memproxy", "tag": "9.9.9"}},
        "replicas": {"gateway": 5, "vllm": 3},
        "resources": {"memproxy": {"requests": {"cpu": "3", "memory": "1Gi"}}},
        "adminTokenSecret": "my-secret",
        "memproxyConfig": {"log_format": "json", "tracing": {"enabled": True}},
    }
    rendered = render(values)
    gateway = named(rendered, "Deployment", "memproxy-gateway")
    memproxy = containers(gateway)["memproxy"]
    assert memproxy["image"] == "reg.example/memproxy:9.9.9"
    assert (
        gateway["spec"]["replicas"] == 5
        and named(rendered, "Deployment", "vllm")["spec"]["replicas"] == 3
    )
    assert memproxy["resources"] == {"requests": {"cpu": "3", "memory": "1Gi"}}
    (token,) = [e for e in memproxy["env"] if e["name"] == ADMIN_TOKEN_ENV]
    assert token["valueFrom"]["secretKeyRef"] == {"name": "my-secret", "key": "token"}
    assert schema_errors([d for d in rendered if d["kind"] != "ConfigMap"]) == []
    config = tmp_path / "memproxy.yaml"
    config.write_text(named(rendered, "ConfigMap", "memproxy-config")["data"]["memproxy.yaml"])
    settings = settings_from(config, monkeypatch, {ADMIN_TOKEN_ENV: "t" * 32})
    assert settings.log_format == "json" and settings.tracing.enabled
    assert settings.server.metrics_port == 9090  # the file's own settings are kept
    with pytest.raises(ConfigError, match="admin_token"):
        settings_from(config, monkeypatch, {})


def test_config_changes_roll_the_pods() -> None:
    def checksum(values: dict[str, Any]) -> str:
        pod = named(render(values), "Deployment", "llm-with-memory")["spec"]["template"]
        return str(pod["metadata"]["annotations"]["checksum/config"])

    assert checksum({}) == checksum({})
    assert checksum({}) != checksum({"memproxyConfig": {"log_level": "DEBUG"}})


def test_gateway_addresses_follow_the_release_namespace() -> None:
    rendered = render({"mode": "gateway"}, namespace="llm-prod")
    memproxy = yaml.safe_load(
        named(rendered, "ConfigMap", "memproxy-config")["data"]["memproxy.yaml"]
    )
    envoy = named(rendered, "ConfigMap", "envoy-config")["data"]["envoy.yaml"]
    assert (
        memproxy["memory"]["learning"]["state_url"]
        == "redis://redis.llm-prod.svc.cluster.local:6379/0"
    )
    assert "vllm.llm-prod.svc.cluster.local" in envoy and ".memproxy.svc." not in envoy
    # Milvus is its own Helm release in its own namespace: not rewritten
    assert memproxy["memory"]["milvus"]["uri"].startswith("http://milvus.milvus.svc.")


def test_an_unknown_mode_fails_to_render() -> None:
    with pytest.raises(helm.HelmError, match="mode must be sidecar or gateway"):
        render({"mode": "both"})
