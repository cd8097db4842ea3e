"""What the stand-in model answers: which memories memproxy injected (pure)."""

from __future__ import annotations

from typing import Any

from memproxy.pipeline.render import HEADER

PREFIX = "[stand-in model]"


def _text(content: Any) -> str:
    """A message's content as text: a string, or the text of its content parts."""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "\n".join(
            str(p.get("text", "")) for p in content if isinstance(p, dict) and "text" in p
        )
    return ""


def messages_of(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The messages of a Chat Completions (`messages`) or Responses (`input`) body."""
    items = body.get("messages", body.get("input"))
    if isinstance(items, str):
        return [{"role": "user", "content": items}]
    if not isinstance(items, list):
        return []
    return [m for m in items if isinstance(m, dict)]


def injected_memories(messages: list[dict[str, Any]]) -> list[str]:
    """The bullets of memproxy's injected system message, in order; [] when none."""
    for msg in messages:
        if msg.get("role") not in ("system", "developer"):
            continue
        text = _text(msg.get("content"))
        if text.startswith(HEADER):
            return [line[2:].strip() for line in text.splitlines() if line.startswith("- ")]
    return []


def last_user_text(messages: list[dict[str, Any]]) -> str:
    for msg in reversed(messages):
        if msg.get("role") == "user":
            return _text(msg.get("content"))
    return ""


def answer(body: dict[str, Any]) -> str:
    """'[stand-in model] I was given 2 memories: • a • b' or '... I was given no memories.'"""
    memories = injected_memories(messages_of(body))
    if not memories:
        return f"{PREFIX} I was given no memories."
    noun = "memory" if len(memories) == 1 else "memories"
    bullets = " ".join(f"• {m}" for m in memories)
    return f"{PREFIX} I was given {len(memories)} {noun}: {bullets}"
