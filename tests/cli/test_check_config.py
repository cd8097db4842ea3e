"""`memproxy check-config`: a good config exits 0; each mistake is named, with its exit."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from pymilvus import MilvusClient

from memproxy.testing.procs import model_dir
from tests.kit.cli import Cli


def config(tmp_path: Path, text: str) -> str:
    path = tmp_path / "config.yaml"
    path.write_text(text)
    return str(path)


GOOD = f"""
memory:
  embedding: {{onnx_path: "{model_dir()}"}}
  external_models:
    - model_role: memory_extraction
      llm_model_name: qwen3
      llm_endpoint: {{address: 127.0.0.1, port: 8000}}
"""


def test_good_config_prints_settings(cli: Cli, tmp_path: Path) -> None:
    result = cli("--config", config(tmp_path, GOOD), "check-config")
    assert result.rc == 0, result.err
    assert json.loads(result.out)["memory"]["external_models"][0]["llm_model_name"] == "qwen3"


def test_runs_in_a_directory_of_its_own() -> None:
    """Hermetic: what `make run` or `make demo` left in the checkout's ./data is not here."""
    assert not Path("data").exists()
    assert not any(k.startswith("MEMPROXY_") and "TEST" not in k for k in os.environ)


def test_accepts_the_database_milvus_lite_made(cli: Cli, tmp_path: Path) -> None:
    """Milvus Lite 3 keeps its data in a directory at memory.milvus.uri (`make run` leaves
    one at ./data/memproxy.db): check-config must take it as the database it is."""
    db = tmp_path / "data" / "memproxy.db"
    db.parent.mkdir()
    MilvusClient(str(db)).close()
    assert db.is_dir()
    text = GOOD + f"  milvus: {{uri: '{db}'}}\n"
    result = cli("--config", config(tmp_path, text), "check-config")
    assert result.rc == 0, result.err


def test_names_a_directory_that_is_no_database(cli: Cli, tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a database")
    text = GOOD + f"  milvus: {{uri: '{tmp_path}'}}\n"
    result = cli("--config", config(tmp_path, text), "check-config")
    assert result.rc == 3
    assert "is a directory that is not a Milvus Lite database" in result.err


@pytest.mark.parametrize(
    ("text", "named"),
    [
        (
            'memory: {embedding: {onnx_path: "/nonexistent/model"}}',
            "memory.embedding.onnx_path: no model.onnx in /nonexistent/model",
        ),
        (
            GOOD.replace("address: 127.0.0.1", "address: http://127.0.0.1:8000/v1"),
            "memory.external_models.0.llm_endpoint.address: 'http://127.0.0.1:8000/v1' must be",
        ),
        (
            GOOD + "envoy: {upstream_url: 'localhost:8000'}\n",
            "envoy.upstream_url: 'localhost:8000' needs http:// or https://",
        ),
        (
            GOOD + "envoy: {upstream_url: 'http://127.0.0.1:8000/v1'}\n",
            "envoy.upstream_url: 'http://127.0.0.1:8000/v1' must be scheme://host:port",
        ),
        (
            GOOD.replace("memory:", "memory:\n  learning: {state_url: 'postgres://db/x'}"),
            "memory.learning.state_url: 'postgres://db/x' is neither",
        ),
        (
            GOOD.replace("memory:", "memory:\n  milvus: {uri: 'http://:19530'}"),
            "memory.milvus.uri: 'http://:19530' has no valid host",
        ),
    ],
)
def test_mistakes_are_named_exit_3(cli: Cli, tmp_path: Path, text: str, named: str) -> None:
    result = cli("--config", config(tmp_path, text), "check-config")
    assert result.rc == 3
    assert f"memproxy: {named}" in result.err


def test_invalid_schema_exits_2_naming_the_field(cli: Cli, tmp_path: Path) -> None:
    result = cli(
        "--config", config(tmp_path, "memory: {default_retrieval_limit: 0}"), "check-config"
    )
    assert result.rc == 2
    assert "memory.default_retrieval_limit" in result.err
    assert cli("--config", str(tmp_path / "missing.yaml"), "check-config").rc == 2


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("memory:\n  enabled: true\n    default_retrieval_limit: 3\n", ":3:28: YAML syntax error:"),
        ("memory: {enabled: true\n", ":2:1: YAML syntax error:"),
        ("envoy:\n\tlisten_port: 8080\n", ":2:1: YAML syntax error:"),
    ],
)
def test_yaml_syntax_error_is_one_line_naming_file_line_column(
    cli: Cli, tmp_path: Path, text: str, where: str
) -> None:
    path = config(tmp_path, text)
    result = cli("--config", path, "check-config")
    assert result.rc == 2
    assert result.out == ""
    assert result.err.startswith(f"memproxy: {path}{where}")
    assert result.err.count("\n") == 1


SECRETS = """
server: {admin_token: admin-secret-1}
memory:
  milvus: {token: "root:milvus-secret-2"}
  embedding: {remote_api_key: embed-secret-3}
  external_models:
    - model_role: memory_extraction
      llm_model_name: qwen3
      api_key: llm-secret-4
"""


def test_never_prints_a_secret(cli: Cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Tokens and keys are SecretStr: check-config shows that they are set, never them."""
    monkeypatch.setenv("MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH", str(model_dir()))
    result = cli("--config", config(tmp_path, SECRETS), "check-config")
    printed = result.out + result.err
    for secret in ("admin-secret-1", "milvus-secret-2", "embed-secret-3", "llm-secret-4"):
        assert secret not in printed
    shown = json.loads(result.out)
    assert shown["server"]["admin_token"] == "**********"
    assert shown["memory"]["external_models"][0]["api_key"] == "**********"
