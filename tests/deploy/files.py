"""Helpers for the offline checks of deploy/: load YAML, validate Envoy configs, walk manifests."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import kubernetes_validate
import yaml

from memproxy import envoy_config
from memproxy.config import Settings, load_settings

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
K8S = DEPLOY / "k8s"
VARIANTS = ("sidecar", "gateway")
ADMIN_TOKEN_ENV = "MEMPROXY_SERVER__ADMIN_TOKEN"

Doc = dict[str, Any]


def load(path: Path) -> Any:
    return yaml.safe_load(path.read_text())


def load_all(path: Path) -> list[Doc]:
    return [d for d in yaml.safe_load_all(path.read_text()) if d]


def validate_envoy(path: Path) -> subprocess.CompletedProcess[str]:
    """`envoy --mode validate` on a file: offline (DNS names are not resolved)."""
    return subprocess.run(
        [envoy_config.envoy_binary(), "--mode", "validate", "-c", str(path)],
        capture_output=True,
        text=True,
        timeout=60,
    )


def envoy_version() -> str:
    out = subprocess.run(
        [envoy_config.envoy_binary(), "--version"], capture_output=True, text=True, timeout=30
    )
    # "... version: <sha>/1.40.0/Clean/RELEASE/BoringSSL"
    return out.stdout.split("version:")[1].strip().split("/")[1]


def socket(node: Doc) -> Doc:
    sock: Doc = node["address"]["socket_address"]
    return sock


def cluster(config: Doc, name: str) -> Doc:
    found: Doc = next(c for c in config["static_resources"]["clusters"] if c["name"] == name)
    return found


def cluster_address(config: Doc, name: str) -> tuple[str, int]:
    endpoint = cluster(config, name)["load_assignment"]["endpoints"][0]["lb_endpoints"][0]
    sock = socket(endpoint["endpoint"])
    return sock["address"], sock["port_value"]


def listener_port(config: Doc) -> int:
    port: int = socket(config["static_resources"]["listeners"][0])["port_value"]
    return port


def settings_from(path: Path, monkeypatch: Any, env: dict[str, str] | None = None) -> Settings:
    """load_settings on a deployed memproxy config, with only the given MEMPROXY_ env."""
    import os

    for key in [k for k in os.environ if k.startswith("MEMPROXY_")]:
        monkeypatch.delenv(key)
    for key, value in (env or {}).items():
        monkeypatch.setenv(key, value)
    return load_settings(path)


# Kubernetes ------------------------------------------------------------------------------


def kustomization(variant: str) -> Doc:
    doc: Doc = load(K8S / variant / "kustomization.yaml")
    return doc


def resources(variant: str) -> list[Doc]:
    """Every object of the variant's resource files (ConfigMaps are generated: see below)."""
    docs: list[Doc] = []
    for name in kustomization(variant)["resources"]:
        docs.extend(load_all(K8S / variant / name))
    return docs


def generated_config_maps(variant: str) -> list[Doc]:
    """The ConfigMaps kustomize's configMapGenerator makes (name without the hash suffix)."""
    maps = []
    for gen in kustomization(variant).get("configMapGenerator", []):
        data = {Path(f).name: (K8S / variant / f).read_text() for f in gen["files"]}
        maps.append(
            {
                "apiVersion": "v1",
                "kind": "ConfigMap",
                "metadata": {"name": gen["name"]},
                "data": data,
            }
        )
    return maps


def config_map_file(variant: str, name: str, key: str) -> Path:
    gen = next(g for g in kustomization(variant)["configMapGenerator"] if g["name"] == name)
    path = next(K8S / variant / f for f in gen["files"] if Path(f).name == key)
    return path


def of_kind(docs: list[Doc], kind: str) -> list[Doc]:
    return [d for d in docs if d["kind"] == kind]


def named(docs: list[Doc], kind: str, name: str) -> Doc:
    return next(d for d in of_kind(docs, kind) if d["metadata"]["name"] == name)


def pod_spec(workload: Doc) -> Doc:
    spec: Doc = workload["spec"]["template"]["spec"]
    return spec


def containers(workload: Doc) -> dict[str, Doc]:
    return {c["name"]: c for c in pod_spec(workload)["containers"]}


def container_port(container: Doc, port: int | str) -> int:
    """A probe's or Service's port (a number or a port name) as a container port number."""
    if isinstance(port, int):
        assert any(p["containerPort"] == port for p in container.get("ports", [])), port
        return port
    found: int = next(p["containerPort"] for p in container["ports"] if p.get("name") == port)
    return found


def workloads(docs: list[Doc]) -> Iterator[Doc]:
    yield from (d for d in docs if d["kind"] in ("Deployment", "StatefulSet"))


def arg_value(args: list[str], flag: str) -> str:
    """--flag=value or --flag value from a container's args."""
    for i, arg in enumerate(args):
        if arg.startswith(flag + "="):
            return arg.split("=", 1)[1]
        if arg == flag:
            return args[i + 1]
    raise KeyError(flag)


K8S_VERSION = "1.30.0"  # the oldest API these manifests are checked against


def schema_errors(docs: list[Doc]) -> list[str]:
    """What the Kubernetes API's schemas (kubernetes-validate, offline) find in docs."""
    errors = []
    for doc in docs:
        try:
            kubernetes_validate.validate(doc, K8S_VERSION, strict=True)
        except kubernetes_validate.ValidationError as exc:
            errors.append(f"{doc['kind']}/{doc['metadata']['name']}: {str(exc).splitlines()[0]}")
    return errors
