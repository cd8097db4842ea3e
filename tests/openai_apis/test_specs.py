import copy

import pytest

from memproxy.openai_apis import spec_for
from memproxy.openai_apis.base import BadBody
from memproxy.openai_apis.chat_completions import ChatCompletions
from memproxy.openai_apis.responses import Responses

CHAT = ChatCompletions()
RESP = Responses()


def test_routes() -> None:
    assert spec_for("POST", "/v1/chat/completions") is not None
    assert spec_for("POST", "/v1/responses?x=1") is not None
    assert spec_for("GET", "/v1/responses") is None
    assert spec_for("POST", "/v1/completions") is None
    assert spec_for("POST", "/v1/embeddings") is None


def test_chat_parse() -> None:
    body = {
        "messages": [
            {"role": "system", "content": "Be brief."},
            {"role": "user", "content": "Planning a Hawaii vacation"},
            {"role": "assistant", "content": "Nice!"},
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": "How much?"},
                    {"type": "image_url", "image_url": {"url": "x"}},
                ],
            },
        ],
        "stream": True,
        "memory_config": {"retrieval_limit": 2},
    }
    view = CHAT.parse(body)
    assert view.query == "How much?"
    assert view.recent_user_texts(3) == ["Planning a Hawaii vacation"]
    assert view.stream and view.memory_config == {"retrieval_limit": 2}


def test_chat_tool_result_and_forced_tool() -> None:
    body = {
        "messages": [
            {"role": "user", "content": "weather?"},
            {"role": "assistant", "tool_calls": []},
            {"role": "tool", "content": "sunny", "tool_call_id": "1"},
        ]
    }
    assert CHAT.parse(body).ends_with_tool_result
    assert CHAT.parse(body).query == ""
    forced = {"messages": [{"role": "user", "content": "x"}], "tool_choice": "required"}
    assert CHAT.parse(forced).forces_tool
    auto = {"messages": [{"role": "user", "content": "x"}], "tool_choice": "auto"}
    assert not CHAT.parse(auto).forces_tool


def test_chat_inject_after_leading_system_messages() -> None:
    body = {
        "messages": [
            {"role": "system", "content": "A"},
            {"role": "developer", "content": "B"},
            {"role": "user", "content": "q"},
        ]
    }
    before = copy.deepcopy(body)
    out = CHAT.inject(body, "MEM")
    assert [m["content"] for m in out["messages"]] == ["A", "B", "MEM", "q"]
    assert out["messages"][2]["role"] == "system"
    assert body == before  # not mutated


def test_responses_string_input() -> None:
    body = {"model": "m", "input": "What's my budget?", "instructions": "Be brief."}
    assert RESP.parse(body).query == "What's my budget?"
    out = RESP.inject(body, "MEM")
    assert out["input"] == [
        {"role": "system", "content": "MEM"},
        {"role": "user", "content": "What's my budget?"},
    ]
    assert out["instructions"] == "Be brief."


def test_responses_items() -> None:
    body = {
        "input": [
            {"role": "developer", "content": "rules"},
            {
                "type": "message",
                "role": "user",
                "content": [{"type": "input_text", "text": "Hawaii"}],
            },
            {
                "type": "message",
                "role": "assistant",
                "content": [{"type": "output_text", "text": "ok"}],
            },
            {"role": "user", "content": "How much?"},
        ]
    }
    view = RESP.parse(body)
    assert view.query == "How much?" and view.recent_user_texts(3) == ["Hawaii"]
    out = RESP.inject(body, "MEM")
    assert out["input"][1] == {"role": "system", "content": "MEM"}
    assert out["input"][0]["role"] == "developer" and len(out["input"]) == 5


def test_responses_function_call_output_is_a_tool_turn() -> None:
    body = {
        "input": [
            {"role": "user", "content": "weather?"},
            {"type": "function_call", "call_id": "c", "name": "w", "arguments": "{}"},
            {"type": "function_call_output", "call_id": "c", "output": "sunny"},
        ]
    }
    assert RESP.parse(body).ends_with_tool_result


@pytest.mark.parametrize("body", [{"input": 5}, {"input": {"a": 1}}, {}])
def test_responses_bad_input(body: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(BadBody):
        RESP.parse(body)


@pytest.mark.parametrize("body", [{"messages": "hi"}, {}])
def test_chat_bad_messages(body: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(BadBody):
        CHAT.parse(body)
