"""The Dockerfile, checked offline (no Docker engine here): parsed with dockerfile-parse."""

from __future__ import annotations

import fnmatch
import shlex
from pathlib import Path
from typing import Any

import pytest
from dockerfile_parse import DockerfileParser

from memproxy.config import Settings
from memproxy.embed.onnx_export import MODEL_NAME
from tests.deploy.files import ADMIN_TOKEN_ENV, DEPLOY, K8S, ROOT, settings_from

DOCKERFILE = ROOT / "Dockerfile"
MODEL_DIR = f"/opt/memproxy/models/{MODEL_NAME}"
CONFIGS = {
    "compose": DEPLOY / "compose" / "memproxy.yaml",
    "k8s-sidecar": K8S / "sidecar" / "memproxy.yaml",
    "k8s-gateway": K8S / "gateway" / "memproxy.yaml",
}

Instruction = dict[str, Any]


@pytest.fixture(scope="module")
def stages() -> list[list[Instruction]]:
    """The instructions of each stage, comments left out."""
    parsed: list[list[Instruction]] = []
    for ins in DockerfileParser(path=str(DOCKERFILE)).structure:
        if ins["instruction"] == "FROM":
            parsed.append([])
        if parsed and ins["instruction"] != "COMMENT":
            parsed[-1].append(ins)
    return parsed


def values(stage: list[Instruction], instruction: str) -> list[str]:
    return [i["value"] for i in stage if i["instruction"] == instruction]


def envs(stage: list[Instruction]) -> dict[str, str]:
    found: dict[str, str] = {}
    for value in values(stage, "ENV"):
        for part in shlex.split(value):
            key, _, val = part.partition("=")
            found[key] = val
    return found


def copies(stage: list[Instruction]) -> list[list[str]]:
    return [shlex.split(v) for v in values(stage, "COPY")]


def ignored(path: str) -> bool:
    patterns = [
        line.strip()
        for line in (ROOT / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    parts = Path(path).parts
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    return any(fnmatch.fnmatch(p, pat) for p in prefixes for pat in patterns)


def test_multi_stage_builder_then_runtime(stages: list[list[Instruction]]) -> None:
    assert len(stages) == 2
    assert values(stages[0], "FROM")[0].endswith("AS builder")
    assert values(stages[1], "FROM")[0].endswith("AS runtime")


def test_runs_as_a_non_root_user(stages: list[list[Instruction]]) -> None:
    users = values(stages[-1], "USER")
    assert users, "the runtime stage sets no USER"
    user = users[-1].split(":")[0]
    assert user not in ("root", "0") and user.isdigit()  # numeric: runAsNonRoot can check it
    assert f"--uid {user}" in " ".join(values(stages[-1], "RUN"))


def test_copy_sources_exist_and_reach_the_build_context(stages: list[list[Instruction]]) -> None:
    for stage in stages:
        for args in copies(stage):
            if any(a.startswith("--from=") for a in args):
                continue
            for source in [a for a in args if not a.startswith("--")][:-1]:
                assert (ROOT / source).exists(), source
                assert not ignored(source), f"{source} is in .dockerignore"


def test_the_large_and_private_things_stay_out_of_the_context() -> None:
    for path in (".venv", "data", ".git", "tests", "src/memproxy/v1"):
        assert ignored(path), path


def test_torch_only_in_the_builder_and_from_the_cpu_index(
    stages: list[list[Instruction]],
) -> None:
    builder, runtime = (" ".join(values(s, "RUN")) for s in stages)
    assert "--index-url https://download.pytorch.org/whl/cpu torch==" in builder
    assert "torch" not in runtime
    runtime_copies = [a for a in copies(stages[1]) if a[0].startswith("--from=")]
    assert all(not any("export" in part for part in a) for a in runtime_copies)


def test_the_model_is_exported_in_the_builder_and_baked_in(
    stages: list[list[Instruction]],
) -> None:
    builder = " ".join(values(stages[0], "RUN"))
    assert f"memproxy model export {MODEL_DIR}" in builder
    # the runtime venv: the locked dependencies, then the package alone (no extra, no torch)
    assert "/opt/venv/bin/pip install --require-hashes -r requirements.lock" in builder
    assert "/opt/venv/bin/pip install --no-deps ." in builder
    assert 'pip install ".[export]"' in builder  # the throw-away export venv
    assert ["--from=builder", "/opt/memproxy/models", "/opt/memproxy/models"] in copies(stages[1])
    assert envs(stages[1])["MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH"] == MODEL_DIR


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_deployed_configs_use_the_baked_model(name: str, monkeypatch: Any) -> None:
    settings: Settings = settings_from(CONFIGS[name], monkeypatch, {ADMIN_TOKEN_ENV: "t" * 32})
    assert settings.memory.embedding.backend == "onnx"
    assert settings.memory.embedding.onnx_path == MODEL_DIR
    assert settings.home == "/var/lib/memproxy"


def test_no_network_at_start(stages: list[list[Instruction]]) -> None:
    env = envs(stages[1])
    assert env["HF_HUB_OFFLINE"] == "1" and env["TRANSFORMERS_OFFLINE"] == "1"


def test_health_check_and_ports(stages: list[list[Instruction]]) -> None:
    defaults = Settings().server
    check = values(stages[1], "HEALTHCHECK")
    assert len(check) == 1 and f"http://127.0.0.1:{defaults.admin_port}/healthz" in check[0]
    exposed = {int(p) for v in values(stages[1], "EXPOSE") for p in v.split()}
    assert exposed == {defaults.extproc_port, defaults.admin_port}
    assert values(stages[1], "ENTRYPOINT") == ['["memproxy"]']
    assert values(stages[1], "CMD") == ['["serve"]']
