"""deploy/milvus: the cluster Helm values and the sizing notes, checked offline."""

from __future__ import annotations

import json

from memproxy.config import MilvusSettings
from tests.deploy.files import DEPLOY, ROOT, load

MILVUS = DEPLOY / "milvus"


def test_cluster_values_describe_a_distributed_milvus() -> None:
    values = load(MILVUS / "values-cluster.yaml")
    assert values["cluster"]["enabled"] is True
    for node in ("queryNode", "dataNode", "indexNode", "proxy"):
        assert values[node]["replicas"] >= 2, node
        requests = values[node]["resources"]["requests"]
        assert {"cpu", "memory"} <= set(requests), node
    assert values["etcd"]["replicaCount"] >= 3  # a quorum survives one member
    assert values["minio"]["mode"] == "distributed"
    queues = [q for q in ("pulsarv3", "pulsar", "kafka") if values[q]["enabled"]]
    assert queues == ["pulsarv3"]


def test_one_milvus_version_everywhere() -> None:
    tag = load(MILVUS / "values-cluster.yaml")["image"]["all"]["tag"]
    for compose in (MILVUS / "docker-compose.yaml", DEPLOY / "docker-compose.yaml"):
        image = load(compose)["services"]["milvus"]["image"]
        assert image == f"milvusdb/milvus:{tag}", compose


def test_sizing_notes_match_the_schema_and_quote_the_1m_measurement() -> None:
    notes = (MILVUS / "README.md").read_text()
    defaults = MilvusSettings()
    assert f"{defaults.dimension}-dim float32" in notes
    assert f"{defaults.dimension} x 4 bytes" in notes
    assert f"default {defaults.num_partitions}" in notes
    row = next(line for line in notes.splitlines() if line.startswith("| 1M memories, 10,000"))
    result = json.loads((ROOT / "bench/results/latency-1m.json").read_text())["results"][0]
    assert (result["memories"], result["users"]) == (1_000_000, 10_000)
    injected = result["concurrency"]["1"]["injected"]
    assert f"p50 {injected['p50_ms']:.2f} ms" in row, "the quoted figure is the measured one"
