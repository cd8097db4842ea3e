"""Every Envoy config that is deployed validates, and none drifts from deploy/envoy.yaml.

deploy/envoy.yaml is the one reference (what `memproxy run`, the tests and the benchmarks
render); the compose and Kubernetes copies may differ from it in addresses only, and
envoy-jwt.yaml only by its two auth filters.
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from memproxy import envoy_config
from memproxy.cli import _envoy_config_file
from memproxy.config import ENVOY_MAX_MESSAGE_TIMEOUT_S, MemorySettings, Settings
from tests.deploy.files import (
    DEPLOY,
    K8S,
    Doc,
    cluster,
    cluster_address,
    listener_port,
    load,
    socket,
    validate_envoy,
)

REFERENCE = DEPLOY / "envoy.yaml"
JWT = DEPLOY / "envoy-jwt.yaml"
DEPLOYED = {
    "compose": DEPLOY / "compose" / "envoy.yaml",
    "k8s-sidecar": K8S / "sidecar" / "envoy.yaml",
    "k8s-gateway": K8S / "gateway" / "envoy.yaml",
}
ALL = {"reference": REFERENCE, "jwt": JWT, **DEPLOYED}
AUTH_FILTERS = {"envoy.filters.http.header_mutation", "envoy.filters.http.jwt_authn"}
ADDRESS_ONLY = {"type", "dns_lookup_family"}  # how a cluster resolves its address


def http_filters(config: Doc) -> list[Doc]:
    hcm = config["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
    filters: list[Doc] = hcm["typed_config"]["http_filters"]
    return filters


def without_addresses(config: Doc) -> Doc:
    """The config with every socket address and each cluster's resolver type blanked."""
    out = copy.deepcopy(config)
    socket(out["admin"])["address"] = "*"
    for listener in out["static_resources"]["listeners"]:
        socket(listener)["address"] = "*"
    for c in out["static_resources"]["clusters"]:
        for key in ADDRESS_ONLY:
            c.pop(key, None)
        for group in c["load_assignment"]["endpoints"]:
            for lb in group["lb_endpoints"]:
                socket(lb["endpoint"])["address"] = "*"
    return out


@pytest.mark.parametrize("name", sorted(ALL))
def test_config_validates_offline(name: str) -> None:
    out = validate_envoy(ALL[name])
    assert out.returncode == 0, out.stdout + out.stderr
    assert "OK" in out.stdout + out.stderr


@pytest.mark.parametrize("name", sorted(DEPLOYED))
def test_deployed_copy_differs_from_the_reference_in_addresses_only(name: str) -> None:
    assert without_addresses(load(DEPLOYED[name])) == without_addresses(load(REFERENCE))


def test_jwt_config_is_the_reference_plus_its_auth_filters() -> None:
    jwt = load(JWT)
    names = [f["name"] for f in http_filters(jwt)]
    # the client's identity headers are removed before the token's claims fill them
    assert names[:2] == ["envoy.filters.http.header_mutation", "envoy.filters.http.jwt_authn"]
    hcm = jwt["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
    hcm["typed_config"]["http_filters"] = [
        f for f in http_filters(jwt) if f["name"] not in AUTH_FILTERS
    ]
    assert jwt == load(REFERENCE)


@pytest.mark.parametrize("name", sorted(ALL))
def test_ext_proc_settings_are_those_memproxy_run_renders(name: str) -> None:
    ports = envoy_config.ports_from_url(8080, 9901, 50051, "http://127.0.0.1:8000")
    rendered = envoy_config.ext_proc_filter(envoy_config.render(ports))
    config = load(ALL[name])
    ext_proc = envoy_config.ext_proc_filter(config)
    assert ext_proc == rendered
    assert ext_proc["failure_mode_allow"] is True
    assert ext_proc["message_timeout"] == "0.2s"
    # memproxy asks for up to this much more time for a large body (extproc.timeouts)
    assert ext_proc["max_message_timeout"] == f"{ENVOY_MAX_MESSAGE_TIMEOUT_S:g}s"
    assert ext_proc["grpc_service"]["envoy_grpc"]["cluster_name"] == "memproxy"
    assert ext_proc["processing_mode"]["request_body_mode"] == "BUFFERED_PARTIAL"
    assert http_filters(config)[-1]["name"] == "envoy.filters.http.router"
    # buffers: 8 MiB on the listener and both clusters (memproxy's gRPC cap is above it)
    limit = config["static_resources"]["listeners"][0]["per_connection_buffer_limit_bytes"]
    assert limit == 8 * 1024 * 1024
    for c in ("llm", "memproxy"):
        assert cluster(config, c)["per_connection_buffer_limit_bytes"] == limit


@pytest.mark.parametrize("name", sorted(ALL))
def test_only_the_two_memory_routes_run_ext_proc(name: str) -> None:
    hcm = load(ALL[name])["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
    routes = hcm["typed_config"]["route_config"]["virtual_hosts"][0]["routes"]
    memory, self_service, page, rest = routes
    assert memory["match"]["safe_regex"]["regex"] == "/v1/(responses|chat/completions)/?"
    assert "typed_per_filter_config" not in memory
    for route in (self_service, page, rest):
        per_route = route["typed_per_filter_config"]["envoy.filters.http.ext_proc"]
        assert per_route["disabled"] is True
    assert rest["match"] == {"prefix": "/"}


@pytest.mark.parametrize("name", sorted(ALL))
def test_self_service_goes_to_memproxy_never_the_llm(name: str) -> None:
    """Issue 20: /v1/memories (and below it) is answered by memproxy's self-service port;
    issue 47: so is the user's page, /my-memory (and below it)."""
    config = load(ALL[name])
    hcm = config["static_resources"]["listeners"][0]["filter_chains"][0]["filters"][0]
    routes = hcm["typed_config"]["route_config"]["virtual_hosts"][0]["routes"]
    api, mine = [r for r in routes if "path_separated_prefix" in r["match"]]
    assert api["match"]["path_separated_prefix"] == "/v1/memories"
    assert mine["match"]["path_separated_prefix"] == "/my-memory"
    for route in (api, mine):
        assert route["route"]["cluster"] == "memproxy_self_service"
    assert cluster_address(config, "memproxy_self_service")[1] == 8091
    assert (
        cluster_address(config, "memproxy_self_service")[0]
        == cluster_address(config, "memproxy")[0]
    )


@pytest.mark.parametrize("name", sorted(DEPLOYED))
def test_deployed_ports_are_the_defaults(name: str, tmp_path: Path) -> None:
    config = load(DEPLOYED[name])
    assert listener_port(config) == 8080
    assert socket(config["admin"]) == {"address": "127.0.0.1", "port_value": 9901}
    assert socket(config["static_resources"]["listeners"][0])["address"] == "0.0.0.0"
    assert cluster_address(config, "llm")[1] == 8000
    assert cluster_address(config, "memproxy")[1] == 50051
    for c in ("llm", "memproxy"):
        host = cluster_address(config, c)[0]
        is_ip = host.replace(".", "").isdigit()
        assert cluster(config, c)["type"] == ("STATIC" if is_ip else "STRICT_DNS"), c


def test_the_comparison_catches_a_changed_setting(tmp_path: Path) -> None:
    config = load(DEPLOYED["compose"])
    envoy_config.ext_proc_filter(config)["message_timeout"] = "2s"
    assert without_addresses(config) != without_addresses(load(REFERENCE))


def _run_settings(**memory: object) -> Settings:
    return Settings(memory=MemorySettings(**memory))  # type: ignore[arg-type]


HYDE_MODEL = {"model_role": "memory_hyde", "llm_model_name": "m"}


@pytest.mark.parametrize(
    ("memory", "wait"),
    [
        ({}, 0.2),  # the shipped file's 0.2 s covers the 35 ms deadline
        ({"deadline_ms": 1000}, 1.165),
        ({"query_rewrite": "hyde"}, 0.2),  # no hyde model: the prepend, no model call
        ({"query_rewrite": "hyde", "external_models": [HYDE_MODEL]}, 0.5),
        (
            {
                "query_rewrite": "hyde",
                "rewrite_timeout_ms": 5000,
                "external_models": [HYDE_MODEL],
            },
            5.2,
        ),
    ],
)
def test_envoy_waits_for_the_rewrite_and_the_deadline(
    memory: dict[str, object], wait: float, tmp_path: Path
) -> None:
    """A model rewrite runs before the memory deadline starts: Envoy's message_timeout
    must cover both, or Envoy forwards the request without memory while the model
    answers (bench.learn --rewrite hyde measured 0 of 12 injected that way)."""
    settings = _run_settings(**memory).model_copy(update={"home": str(tmp_path)})
    assert settings.memory.ext_proc_wait_s == pytest.approx(wait)
    path, _ = _envoy_config_file(settings, 50051)
    rendered = envoy_config.ext_proc_filter(load(path))["message_timeout"]
    assert rendered == ("0.2s" if wait == 0.2 else f"{wait:.3f}s")
