"""derived_chat_session: a stable id for a chat conversation, whatever its text."""

from __future__ import annotations

import json
from typing import Any

import pytest

from memproxy.openai_apis.chat_completions import derived_chat_session

LONE = json.loads('"budget \\ud800"')  # what json.loads makes of a client's escape


@pytest.mark.parametrize(
    "messages",
    [
        [{"role": "user", "content": LONE}],
        [{"role": "system", "content": LONE}, {"role": "user", "content": "hi"}],
        [{"role": "user", "content": [{"type": "text", "text": LONE}]}],
        [{"role": "developer", "content": "\udfff"}, {"role": "user", "content": "\ud800"}],
    ],
)
def test_lone_surrogates_make_a_session_id(messages: list[Any]) -> None:
    """UnicodeEncodeError before: the request went up with its memory fields (issue 14)."""
    session = derived_chat_session(messages)
    assert session.startswith("chat:") and len(session) == 37
    assert session == derived_chat_session(json.loads(json.dumps(messages)))


def test_the_first_user_message_and_system_prompt_identify_it() -> None:
    first = [{"role": "system", "content": "s"}, {"role": "user", "content": "q1"}]
    later = [*first, {"role": "assistant", "content": "a"}, {"role": "user", "content": "q2"}]
    assert derived_chat_session(first) == derived_chat_session(later)
    assert derived_chat_session(first) != derived_chat_session([{"role": "user", "content": "q1"}])
    assert derived_chat_session(None) == derived_chat_session([])
