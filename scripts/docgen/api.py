"""The HTTP APIs' reference from their served OpenAPI documents, the gRPC API from protos/."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from docgen import HEADER, cell

ROOT = Path(__file__).resolve().parents[2]
METHODS = ("get", "post", "put", "patch", "delete")


async def _no_health() -> dict[str, Any]:
    return {}


def admin_document() -> dict[str, Any]:
    """GET /openapi.json of the admin API with a token set (as when exposed)."""
    from memproxy.api.admin import create_admin_app
    from memproxy.metrics import Metrics

    # the document needs no store: the service is never called
    app = create_admin_app(None, Metrics(), _no_health, admin_token="set")  # type: ignore[arg-type]
    return app.openapi()


def self_service_document() -> dict[str, Any]:
    from memproxy.api.selfservice import create_self_service_app
    from memproxy.config import IdentitySettings
    from memproxy.metrics import Metrics

    app = create_self_service_app(None, Metrics(), IdentitySettings())  # type: ignore[arg-type]
    return app.openapi()


def _summary(op: dict[str, Any]) -> str:
    text = op.get("description") or op.get("summary") or ""
    return text.strip().split("\n\n")[0]


def _schema_name(ref: dict[str, Any] | None) -> str:
    if not ref:
        return ""
    if "$ref" in ref:
        name = ref["$ref"].rsplit("/", 1)[-1]
        return f"`{name}`"
    return ""


def _routes_table(doc: dict[str, Any]) -> str:
    rows = ["| method and path | what | body | answers |", "|---|---|---|---|"]
    for path, item in doc["paths"].items():
        for method in METHODS:
            op = item.get(method)
            if op is None:
                continue
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            params = [p["name"] for p in op.get("parameters", [])]
            what = _summary(op) + (f" Parameters: {', '.join(params)}." if params else "")
            codes = ", ".join(sorted(op.get("responses", {})))
            rows.append(
                f"| `{method.upper()} {path}` | {cell(what)} | "
                f"{_schema_name(body.get('schema'))} | {codes} |"
            )
    return "\n".join(rows) + "\n"


def _schemas(doc: dict[str, Any]) -> str:
    out = []
    for name, schema in doc.get("components", {}).get("schemas", {}).items():
        out.append(f"### `{name}`\n")
        if schema.get("description"):
            out.append(" ".join(schema["description"].split()) + "\n")
        props = schema.get("properties", {})
        if not props:
            continue
        required = set(schema.get("required", []))
        rows = ["| field | type | required | description |", "|---|---|---|---|"]
        for field, spec in props.items():
            rows.append(
                f"| `{field}` | {cell(_type(spec))} | {'yes' if field in required else ''} "
                f"| {cell(spec.get('description', ''))} |"
            )
        out.append("\n".join(rows) + "\n")
    return "\n".join(out)


def _type(spec: dict[str, Any]) -> str:
    if "$ref" in spec:
        return spec["$ref"].rsplit("/", 1)[-1]
    if "anyOf" in spec:
        return " or ".join(_type(s) for s in spec["anyOf"])
    if spec.get("type") == "array":
        return f"array of {_type(spec.get('items', {}))}"
    if "enum" in spec:
        return " \\| ".join(json.dumps(v) for v in spec["enum"])
    return str(spec.get("type", "any"))


def _http_page(title: str, intro: str, doc: dict[str, Any], json_name: str) -> str:
    return "\n".join(
        [
            HEADER.format(source="the OpenAPI document the server serves"),
            f"# {title}\n",
            intro,
            f"The complete OpenAPI document: [{json_name}]({json_name}).\n",
            "## Routes\n",
            _routes_table(doc),
            "## Schemas\n",
            _schemas(doc),
        ]
    )


ADMIN_INTRO = (
    "The admin API is HTTP JSON on `server.admin_port` (8090), on loopback unless "
    "`server.admin_token` is set; with a token every route but `/healthz` and `/readyz` "
    "wants `authorization: Bearer TOKEN`. Every request names its user (`user_id`); a "
    'memory of another user is a 404. Errors are `{"error": {"code", "message", '
    '"field"}}`: 400 naming the field, 401, 404, 409 `quota_exceeded`, 413, 503 while '
    "the store is down. `memproxy memories` and `memproxy contexts` are its command line.\n"
)
SELF_INTRO = (
    "The self-service API lets a user see and delete their own memories. Envoy routes "
    "`/v1/memories` to `server.self_service_port` (never to the LLM); it acts only for the "
    "user in the trusted identity header (`x-user-id` by default).\n"
)


def _grpc_page() -> str:
    protos = sorted((ROOT / "protos").rglob("*.proto"))
    lines = [
        HEADER.format(source="protos/"),
        "# gRPC API\n",
        "`memproxy.v1.MemoryService` offers the admin API's memory operations over gRPC, on "
        "the ext_proc port (`server.extproc_port`, 50051) beside Envoy's "
        "`envoy.service.ext_proc.v3.ExternalProcessor` and `grpc.health.v1.Health`. It has "
        "no token: keep the port on loopback or behind a NetworkPolicy. Errors: "
        "`INVALID_ARGUMENT` naming the field, `NOT_FOUND` (also for another user's memory), "
        "`RESOURCE_EXHAUSTED` (quota), `UNAVAILABLE` (store down).\n",
    ]
    for proto in protos:
        text = proto.read_text(encoding="utf-8")
        rpcs = re.findall(r"rpc (\w+)\((\w+)\) returns \((\w+)\)", text)
        lines.append(f"## `{proto.relative_to(ROOT)}`\n")
        lines.append("| rpc | request | response |\n|---|---|---|")
        lines.extend(f"| `{name}` | `{req}` | `{resp}` |" for name, req, resp in rpcs)
        lines.append("\n```protobuf\n" + text.rstrip() + "\n```\n")
    return "\n".join(lines)


def pages() -> dict[Path, str]:
    admin, own = admin_document(), self_service_document()
    ref = Path("docs/reference")
    return {
        ref / "admin-openapi.json": json.dumps(admin, indent=2, sort_keys=True) + "\n",
        ref / "self-service-openapi.json": json.dumps(own, indent=2, sort_keys=True) + "\n",
        ref / "admin-api.md": _http_page("Admin API", ADMIN_INTRO, admin, "admin-openapi.json"),
        ref / "self-service-api.md": _http_page(
            "Self-service API", SELF_INTRO, own, "self-service-openapi.json"
        ),
        ref / "grpc.md": _grpc_page(),
    }
