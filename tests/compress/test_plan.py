"""The compression plan: which messages a current state may replace (pure, table tests)."""

from __future__ import annotations

from typing import Any

import pytest

from memproxy.compress.plan import covered_upto, kind_of, plan, split
from memproxy.state.session_state import SessionState, anchor_of

STATE_MSG = {"role": "system", "content": "STATE"}


def chat(n: int, system: bool = True) -> list[dict[str, Any]]:
    """n exchanges then the question being asked."""
    items: list[dict[str, Any]] = [{"role": "system", "content": "be brief"}] if system else []
    for i in range(n):
        items += [{"role": "user", "content": f"u{i}"}, {"role": "assistant", "content": f"a{i}"}]
    return [*items, {"role": "user", "content": "the question"}]


def covering(last: int) -> SessionState:
    """A state covering exchanges 0..last."""
    pairs = [(f"u{i}", f"a{i}") for i in range(last + 1)]
    return SessionState(2 * (last + 1), anchor_of(pairs), {"topic": "t"})


def run(items: Any, state: SessionState | None, keep: int = 2) -> tuple[Any, str]:
    out, note = plan(items, state, STATE_MSG, keep, 10_000)
    return out, note.outcome


def texts(items: list[Any]) -> list[str]:
    return [i.get("content") or i.get("type") or i.get("role") for i in items]


def test_old_exchanges_become_the_state_and_the_recent_ones_stay() -> None:
    out, outcome = run(chat(10), covering(9))
    assert outcome == "compressed"
    assert texts(out) == ["be brief", "STATE", "u8", "a8", "u9", "a9", "the question"]


def test_a_state_covering_the_recent_turns_too_is_fine() -> None:
    out, outcome = run(chat(10), covering(8))
    assert outcome == "compressed" and texts(out)[2:4] == ["u8", "a8"]


@pytest.mark.parametrize(
    ("state", "outcome"),
    [
        (None, "no_state"),
        (covering(6), "stale_state"),  # covers up to u6, the old part runs to u7
        (SessionState(2, anchor_of([("other", "turns")]), {}), "unmatched"),
    ],
)
def test_without_a_state_covering_the_old_part_nothing_is_cut(
    state: SessionState | None, outcome: str
) -> None:
    assert run(chat(10), state) == (None, outcome)


def test_a_short_history_is_left_alone() -> None:
    assert run(chat(2), covering(1)) == (None, "short")
    assert run("a string input", covering(1)) == (None, "not_a_list")


def test_system_and_developer_messages_stay_wherever_they_are() -> None:
    items = chat(10)
    items.insert(5, {"role": "developer", "content": "dev note"})
    items.insert(9, {"role": "system", "content": "mid system"})
    out, outcome = run(items, covering(9))
    assert outcome == "compressed"
    assert texts(out) == [
        "be brief",
        "STATE",
        "dev note",
        "mid system",
        "u8",
        "a8",
        "u9",
        "a9",
        "the question",
    ]


def test_a_tool_call_is_never_separated_from_its_result_chat() -> None:
    items = chat(10)
    call = {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}
        ],
    }
    result = {"role": "tool", "tool_call_id": "c1", "content": "42"}
    at = items.index({"role": "assistant", "content": "a3"})
    items[at:at] = [call, result]  # exchange u3 uses a tool
    out, outcome = run(items, covering(9))
    assert outcome == "compressed"
    # the whole exchange u3 stays (user, call, result, answer), before the recent ones
    assert out[2:6] == [items[at - 1], call, result, items[at + 2]]
    assert texts(out)[6:] == ["u8", "a8", "u9", "a9", "the question"]


def test_a_tool_call_is_never_separated_from_its_result_responses() -> None:
    items: list[dict[str, Any]] = []
    for i in range(10):
        items += [
            {"role": "user", "content": f"u{i}"},
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": f"a{i}"}],
            },
        ]
    call = {"type": "function_call", "call_id": "c", "name": "f", "arguments": "{}"}
    output = {"type": "function_call_output", "call_id": "c", "output": "42"}
    items[3:3] = [call, output]  # inside exchange u1
    items.append({"role": "user", "content": "the question"})
    out, outcome = run(items, covering(9))
    assert outcome == "compressed"
    assert out[0] == STATE_MSG and out[1:5] == [items[2], call, output, items[5]]


def test_a_tool_loop_in_the_recent_part_is_kept_whole() -> None:
    items = chat(10)[:-1]
    items += [
        {"role": "user", "content": "look it up"},
        {"role": "assistant", "tool_calls": [{"id": "c"}]},
        {"role": "tool", "tool_call_id": "c", "content": "found"},
    ]
    out, outcome = run(items, covering(9))
    assert outcome == "compressed" and out[-3:] == items[-3:]


def test_the_recent_part_keeps_within_its_token_budget() -> None:
    out, note = plan(chat(10), covering(9), STATE_MSG, 5, 40)
    assert note.outcome == "compressed" and out is not None
    assert texts(out)[-3:] == ["u9", "a9", "the question"]  # fewer than 5 fit
    assert note.tokens_after < note.tokens_before and note.cut_items == 18


def test_the_anchor_takes_the_newest_match_and_skips_tool_exchanges() -> None:
    _, exchanges = split(chat(4, system=False))
    assert covered_upto(exchanges, covering(2).anchor) == 2
    assert covered_upto(exchanges, anchor_of([("nope", "")])) == -1


@pytest.mark.parametrize(
    ("item", "kind"),
    [
        ({"role": "system"}, "lead"),
        ({"role": "developer", "content": "x"}, "lead"),
        ({"role": "user", "content": "x"}, "user"),
        ({"type": "message", "role": "user"}, "user"),
        ({"role": "assistant", "content": "x"}, "assistant"),
        ({"role": "assistant", "tool_calls": []}, "assistant"),
        ({"role": "assistant", "function_call": {"name": "f"}}, "tool"),
        ({"role": "tool"}, "tool"),
        ({"role": "function"}, "tool"),
        ({"type": "reasoning"}, "tool"),
        ({"type": "function_call_output"}, "tool"),
        ("not a dict", "tool"),
        ({"role": ["x"]}, "tool"),
    ],
)
def test_kinds(item: Any, kind: str) -> None:
    assert kind_of(item) == kind
