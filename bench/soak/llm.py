"""The soak's fake vLLM: memproxy.testing.stub_llm for the chat answers, plus an extraction
model that returns one fact per note a user said and can be switched into a fault.

A note is "Please remember ref-xxxxxxxx: walrus piano glacier tulip." (a unique token
and four nouns, so two notes are never near duplicates); its fact is "User noted walrus
piano glacier tulip (ref-xxxxxxxx)". For each token the stub remembers how it last
answered an extraction request holding it (ok, 503, garbage, timeout): bench.soak
accounts for every fact with it.
"""

from __future__ import annotations

import asyncio
import json
import re
import threading
from dataclasses import dataclass, field
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from memproxy.learn.prompt import SYSTEM_PROMPT
from memproxy.testing.stub_llm import StubLLM, chat_completion

NOTE = re.compile(r"(ref-[a-z0-9]{8}): ([a-z]+(?: [a-z]+){3})\.")
TOKEN = re.compile(r"ref-[a-z0-9]{8}")
EXTRACTION_PROMPT_START = SYSTEM_PROMPT[:40]
GARBAGE = "I am sorry, I cannot help with that request today. Please try again later."


@dataclass
class SoakLLM(StubLLM):
    mode: str = "ok"
    """ok | 503 | garbage | slow (answer after slow_s)."""
    slow_s: float = 0.0
    client_timeout_s: float = 5.0
    """The sidecar's llm_timeout_seconds: a slow answer past it counts as a timeout."""
    last_answer: dict[str, str] = field(default_factory=dict)
    extraction_calls: dict[str, int] = field(default_factory=dict)
    _answers_lock: threading.Lock = field(default_factory=threading.Lock)

    async def chat(self, request: Request) -> Response:
        body = json.loads(await request.body() or b"null")
        if not _is_extraction(body):
            return await super().chat(request)
        transcript = json.dumps(body["messages"][1:])
        mode = self.mode
        label = mode
        if mode == "slow":
            await asyncio.sleep(self.slow_s)
            label = "timeout" if self.slow_s >= self.client_timeout_s else "ok"
        with self._answers_lock:
            self.extraction_calls[label] = self.extraction_calls.get(label, 0) + 1
            for token in TOKEN.findall(transcript):
                self.last_answer[token] = label
        if mode == "503":
            return JSONResponse({"object": "error", "message": "unavailable", "code": 503}, 503)
        text = GARBAGE if mode == "garbage" else facts_for(transcript)
        return JSONResponse(chat_completion(str(body.get("model", "stub")), text))


def _is_extraction(body: Any) -> bool:
    messages = body.get("messages") if isinstance(body, dict) else None
    if not isinstance(messages, list) or len(messages) < 2 or not isinstance(messages[0], dict):
        return False
    return str(messages[0].get("content", "")).startswith(EXTRACTION_PROMPT_START)


def facts_for(transcript: str) -> str:
    """The extraction answer: one semantic fact per note in the transcript."""
    facts = {token: f"User noted {words} ({token})" for token, words in NOTE.findall(transcript)}
    return json.dumps([{"type": "semantic", "content": c} for c in facts.values()])
