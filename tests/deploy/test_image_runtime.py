"""What the runtime image promises, run here as far as it can be without Docker:
memproxy starts from the compose config with torch, transformers and
sentence-transformers unimportable (the runtime stage has none of them), embeds with the
baked-style ONNX model, and serves its health endpoints while Milvus is unreachable."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from memproxy.embed.onnx_export import default_model_dir
from memproxy.testing.procs import free_port, stop_pid, wait_http
from tests.deploy.files import ADMIN_TOKEN_ENV, DEPLOY, ROOT

ABSENT_IN_RUNTIME = ("torch", "transformers", "sentence_transformers")
BOOT = (
    "import sys\n"
    f"for name in {ABSENT_IN_RUNTIME!r}:\n"
    "    sys.modules[name] = None  # import raises ImportError, as in the image\n"
    "from memproxy.cli import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)
TOKEN = "t" * 32


@pytest.fixture(scope="module")
def admin_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    model = default_model_dir(ROOT / "data")
    assert (model / "model.onnx").is_file(), "run `make setup` (exports the ONNX model)"
    admin, dead_milvus = free_port(), free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MEMPROXY_")}
    env.update(
        {
            ADMIN_TOKEN_ENV: TOKEN,
            "MEMPROXY_MEMORY__EMBEDDING__ONNX_PATH": str(model),  # the image's is under /opt
            "MEMPROXY_HOME": str(tmp_path_factory.mktemp("home")),
            # loopback and free ports here; the compose file binds 0.0.0.0 in the container
            "MEMPROXY_SERVER__EXTPROC_HOST": "127.0.0.1",
            "MEMPROXY_SERVER__EXTPROC_PORT": str(free_port()),
            "MEMPROXY_SERVER__ADMIN_HOST": "127.0.0.1",
            "MEMPROXY_SERVER__ADMIN_PORT": str(admin),
            "MEMPROXY_SERVER__SELF_SERVICE_PORT": str(free_port()),
            "MEMPROXY_MEMORY__MILVUS__URI": f"http://127.0.0.1:{dead_milvus}",
            "HF_HUB_OFFLINE": "1",
            "TRANSFORMERS_OFFLINE": "1",
        }
    )
    config = DEPLOY / "compose" / "memproxy.yaml"
    proc = subprocess.Popen(
        [sys.executable, "-c", BOOT, "--config", str(config), "serve"],
        env=env,
        cwd=Path(env["MEMPROXY_HOME"]),
    )
    try:
        url = f"http://127.0.0.1:{admin}"
        wait_http(f"{url}/healthz", 120, proc)
        yield url
    finally:
        stop_pid(proc)


def test_serves_and_embeds_without_torch(admin_url: str) -> None:
    ready = httpx.get(f"{admin_url}/readyz", timeout=5)
    assert ready.status_code == 200  # serving, without memory: Milvus is unreachable
    assert ready.json()["embedder"] == "up"
    assert ready.json()["store"] == "unavailable"


def test_admin_routes_need_the_token(admin_url: str) -> None:
    url = f"{admin_url}/v1/memory?user_id=alice"
    assert httpx.get(url, timeout=5).status_code == 401
    auth = {"authorization": f"Bearer {TOKEN}"}
    assert httpx.get(url, headers=auth, timeout=5).status_code == 503  # store down
