import pytest

from memproxy.config import IdentitySettings, MemorySettings
from memproxy.domain import MemoryType
from memproxy.pipeline.identify import BadIdentity, Identity, identify
from memproxy.pipeline.options import effective_options

STRICT = IdentitySettings()
DEV = IdentitySettings(trust_body_identity=True)


def test_user_from_trusted_header() -> None:
    got = identify({"x-user-id": "alice", "x-project-id": "p1"}, {}, STRICT)
    assert got == Identity("alice", "p1", "")


def test_body_identity_ignored_unless_trusted() -> None:
    ctx = {"user_id": "mallory", "project_id": "p"}
    assert identify({}, ctx, STRICT) is None
    assert identify({"x-user-id": "alice"}, ctx, STRICT) == Identity("alice", None, "")
    assert identify({}, ctx, DEV) == Identity("mallory", "p", "")


def test_header_wins_over_body_in_dev_mode() -> None:
    assert identify({"x-user-id": "alice"}, {"user_id": "bob"}, DEV).user_id == "alice"  # type: ignore[union-attr]


@pytest.mark.parametrize("absent", ["", "   ", "\t", None])
def test_no_user_id_means_no_user(absent: str | None) -> None:
    assert identify({}, {"user_id": absent}, DEV) is None
    assert identify({"x-user-id": absent} if absent is not None else {}, {}, STRICT) is None


@pytest.mark.parametrize("bad", ["a" * 257, "bad\x00id", "line\nbreak", "A\u0085", 42, ["a"]])
def test_broken_body_user_ids_are_refused(bad: object) -> None:
    with pytest.raises(BadIdentity) as err:
        identify({}, {"user_id": bad}, DEV)
    assert err.value.field == "user_id"


SPACES = ["\u00a0", "\u2003", "\u3000", "\u0085", "\u2028", "\u1680", "\u205f"]


@pytest.mark.parametrize("space", SPACES)
def test_unicode_space_makes_another_user_or_is_refused(space: str) -> None:
    """str.strip() removed these, so "A" + U+00A0 read A's memories (issue 14)."""
    for user in (f"A{space}", f"{space}A"):
        try:
            got = identify({"x-user-id": user}, {}, STRICT)
        except BadIdentity:
            continue
        assert got is not None and got.user_id == user != "A"


def test_ascii_spaces_at_the_ends_are_trimmed_like_envoy_does() -> None:
    assert identify({"x-user-id": " A\t"}, {}, STRICT) == Identity("A")


@pytest.mark.parametrize("raw", [b"Z\xff", b"Z\xfe", b"Z\xc3", b"Z\xe9"])
def test_header_bytes_that_are_not_utf8_are_refused(raw: bytes) -> None:
    """Decoded with errors="replace" these were all user Z\ufffd (issue 14)."""
    header = raw.decode("utf-8", "surrogateescape")  # as messages.header_map reads them
    with pytest.raises(BadIdentity) as err:
        identify({"x-user-id": header}, {}, STRICT)
    assert err.value.field == "user_id"


@pytest.mark.parametrize("field", ["project", "session"])
def test_a_broken_project_or_session_is_refused_not_dropped(field: str) -> None:
    headers = {"x-user-id": "alice", f"x-{field}-id": "p\udcff"}
    with pytest.raises(BadIdentity) as err:
        identify(headers, {}, STRICT)
    assert err.value.field == f"{field}_id"


def test_session_from_header_or_body() -> None:
    assert identify({"x-user-id": "a", "x-session-id": "s1"}, {}, STRICT).session_id == "s1"  # type: ignore[union-attr]
    assert identify({"x-user-id": "a"}, {"session_id": "s2"}, STRICT).session_id == "s2"  # type: ignore[union-attr]


def test_memory_config_overrides_defaults() -> None:
    opts, bad = effective_options(
        MemorySettings(),
        {
            "retrieval_limit": 2,
            "similarity_threshold": 0.5,
            "memory_types": ["procedural"],
            "auto_store": False,
        },
    )
    assert (opts.limit, opts.threshold, opts.types, opts.auto_store) == (
        2,
        0.5,
        (MemoryType.PROCEDURAL,),
        False,
    )
    assert bad == []


def test_invalid_memory_config_fields_are_ignored_and_named() -> None:
    defaults = MemorySettings()
    opts, bad = effective_options(
        defaults,
        {
            "retrieval_limit": "ten",
            "similarity_threshold": 7,
            "memory_types": ["nope"],
            "enabled": "yes",
        },
    )
    assert opts.limit == defaults.default_retrieval_limit
    assert opts.threshold == defaults.default_similarity_threshold
    assert opts.enabled is True
    assert sorted(bad) == ["enabled", "memory_types", "retrieval_limit", "similarity_threshold"]


def test_request_cannot_enable_memory_disabled_in_config() -> None:
    opts, _ = effective_options(MemorySettings(enabled=False), {"enabled": True})
    assert opts.enabled is False


def test_relative_margin_defaults_overrides_and_turns_off() -> None:
    assert effective_options(MemorySettings(), {})[0].margin == 0.1
    assert effective_options(MemorySettings(), {"relative_margin": 0.3})[0].margin == 0.3
    assert effective_options(MemorySettings(), {"relative_margin": None})[0].margin is None
    opts, bad = effective_options(MemorySettings(), {"relative_margin": "wide"})
    assert (opts.margin, bad) == (0.1, ["relative_margin"])
    assert effective_options(MemorySettings(default_relative_margin=None), {})[0].margin is None


@pytest.mark.parametrize(
    ("config", "bad"),
    [
        ({"memory_types": [["semantic"]]}, ["memory_types"]),  # TypeError before (issue 14)
        ({"memory_types": [{"a": 1}]}, ["memory_types"]),
        ({"memory_types": "semantic"}, ["memory_types"]),
        ({"memory_types": {"semantic": 1}}, ["memory_types"]),
        ({"retrieval_limit": True}, ["retrieval_limit"]),
        ({"retrieval_limit": 2.0}, ["retrieval_limit"]),
        ({"retrieval_limit": [2]}, ["retrieval_limit"]),
        ({"retrieval_limit": 51}, ["retrieval_limit"]),
        ({"similarity_threshold": float("nan")}, ["similarity_threshold"]),
        ({"similarity_threshold": 10**400}, ["similarity_threshold"]),
        ({"similarity_threshold": {"x": 1}}, ["similarity_threshold"]),
        ({"relative_margin": [0.1]}, ["relative_margin"]),
        ({"enabled": [True], "auto_store": {"a": 1}}, ["auto_store", "enabled"]),
        ({"unknown": [[1]], "retrieval_limit": None}, []),
    ],
)
def test_bad_fields_are_ignored_one_by_one_never_raising(
    config: dict[str, object], bad: list[str]
) -> None:
    assert effective_options(MemorySettings(), config)[1] == bad
    opts, _ = effective_options(MemorySettings(), {**config, "retrieval_limit": 2})
    assert opts.limit == 2  # the valid fields still apply
