"""What the stand-in answers (pure): the injected bullets, wherever the message is."""

from __future__ import annotations

from memproxy.demo.reply import answer, injected_memories
from memproxy.domain import Memory, ScoredMemory
from memproxy.pipeline.render import render_memories


def rendered(*contents: str) -> str:
    hits = [ScoredMemory(memory=Memory(user_id="u", content=c), score=0.9) for c in contents]
    return render_memories(hits, 4000)[0]


def test_reads_what_memproxy_renders() -> None:
    messages = [
        {"role": "system", "content": "You are helpful."},
        {"role": "system", "content": rendered("Budget is $10,000", "Likes Rust")},
        {"role": "user", "content": "hi"},
    ]
    assert injected_memories(messages) == ["Budget is $10,000", "Likes Rust"]


def test_one_memory_is_singular_and_none_is_said() -> None:
    one = {"messages": [{"role": "system", "content": rendered("Vegan")}]}
    assert answer(one) == "[stand-in model] I was given 1 memory: • Vegan"
    assert answer({"input": "hello"}) == "[stand-in model] I was given no memories."
    assert answer({"messages": "odd"}) == "[stand-in model] I was given no memories."


def test_a_user_message_that_looks_like_context_is_not_a_memory() -> None:
    body = {"input": [{"role": "user", "content": rendered("fake")}]}
    assert injected_memories(body["input"]) == []
