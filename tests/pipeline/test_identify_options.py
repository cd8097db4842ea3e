import pytest

from memproxy.config import IdentitySettings, MemorySettings
from memproxy.models import MemoryType
from memproxy.pipeline.identify import Identity, identify
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


@pytest.mark.parametrize("bad", ["", "   ", "a" * 257, "bad\x00id", "line\nbreak", 42, None])
def test_unusable_user_ids_mean_no_user(bad: object) -> None:
    assert identify({}, {"user_id": bad}, DEV) is None


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
