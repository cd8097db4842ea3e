"""Write-time sanitizing of memory text: the one pure function every store path uses.

A stored memory is injected into every later request of its user, so what is stored
must not be able to pose as a turn of the conversation. `sanitize_memory` is applied
by the admin API / gRPC store and update paths (memproxy.service) and by the learner
(memproxy.learn.extract) before anything reaches the store:

- invisible characters (zero-width, bidi overrides, soft hyphen, BOM) are removed, so
  they cannot split a marker or a phrase past the filters below;
- chat-template role markers are removed: ChatML `<|im_start|>system`, Llama 3
  `<|start_header_id|>system<|end_header_id|>`, DeepSeek's (with full-width bars),
  Llama 2 / Mistral `[INST]`, `<<SYS>>`, `[SYSTEM_PROMPT]`, Gemma `<start_of_turn>user`,
  `<system>` tags, Alpaca `### Instruction:` headings, a `System:` / `Assistant:` prefix;
- control characters (C0, C1, line and paragraph separators) become spaces and
  whitespace runs collapse: a memory is one line;
- the result is capped at max_chars.

Instruction-like text ("ignore previous instructions and ...") is not a marker and is
kept by this function; `looks_like_injection` recognises it, and the learner drops
such facts altogether (an operator storing through the admin API is trusted). At
render time (memproxy.pipeline.render) every memory is cleaned again and shown only
inside the one framed memory message, under a line saying it is data, not instructions.
"""

from __future__ import annotations

import re

from memproxy.text import well_formed

_INVISIBLE = re.compile(
    r"[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f"
    r"\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff"
    r"\uffa0\ufff9-\ufffb]"
)
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_ROLES = r"(?:system|user|assistant|developer|tool|human|ai|instructions?|response)"
_BAR = "|\uff5c"  # DeepSeek writes its markers with full-width bars: <\uff5cUser\uff5c>
_MARKERS = [
    # ChatML, Llama 3, Phi, DeepSeek: <|im_start|>system, <|start_header_id|>, <|eot_id|>
    re.compile(
        rf"[<\uff1c][{_BAR}][^{_BAR}<>\uff1c\uff1e]{{0,40}}[{_BAR}][>\uff1e](?:\s*{_ROLES}\b:?)?",
        re.I,
    ),
    # Gemma
    re.compile(r"</?(?:start|end)_of_turn>(?:\s*(?:user|model)\b)?", re.I),
    # Llama 2, Mistral
    re.compile(
        r"\[/?(?:INST|SYS|SYSTEM_PROMPT|AVAILABLE_TOOLS|TOOL_CALLS|TOOL_RESULTS)\]|<</?SYS>>", re.I
    ),
    # <system>, </s>, <developer> ...
    re.compile(rf"</?(?:s|{_ROLES})>", re.I),
    # Markdown role headings: ### System:, ## Instruction
    re.compile(rf"#(?<!\S#)#{{0,5}}\s*{_ROLES}\b:?", re.I),  # a '#' with no word before it
    # "System: ..." at the start of a line
    re.compile(rf"^\s*{_ROLES}\s*:", re.I | re.M),
]
_INJECTION = re.compile(
    r"\b(?:ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,40}?"
    r"\b(?:previous|prior|above|earlier|preceding|all|any|your|system|the)\b[^.!?\n]{0,20}?"
    r"\b(?:instructions?|prompts?|rules|directions|guidelines|directives)\b"
    r"|\byou are now\b|\bnew (?:system )?instructions?\s*:|\bsystem prompt\b"
    r"|\bjailbreak\b|\bdeveloper mode\b",
    re.I,
)


def strip_markers(text: str) -> str:
    """text without invisible characters or chat-template role markers (newlines kept).
    Repeated until nothing changes: removing one marker cannot assemble another."""
    text = _INVISIBLE.sub("", text)
    while True:
        removed = 0
        for marker in _MARKERS:
            text, n = marker.subn(" ", text)
            removed += n
        if not removed:
            return text


def sanitize_memory(text: str, max_chars: int) -> str:
    """One stored line: no invisible or control characters, no role markers, at most
    max_chars (cut with an ellipsis); a lone surrogate becomes U+FFFD. Pure; idempotent."""
    text = well_formed(text)
    text = strip_markers(_CONTROL.sub(" ", strip_markers(text)))  # as lines, then as one
    text = " ".join(text.split())
    return text if len(text) <= max_chars else text[: max_chars - 1].rstrip() + "…"


def looks_like_injection(text: str) -> bool:
    """True for text that tries to instruct a model; the learner never stores it."""
    return bool(_INJECTION.search(_INVISIBLE.sub("", text)))
