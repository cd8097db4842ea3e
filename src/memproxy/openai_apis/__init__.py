"""One spec per OpenAI-style API, both directions in one file; the registry by route.

A third API is one new file with a class satisfying `ApiSpec`, listed here.
"""

from __future__ import annotations

from memproxy.openai_apis.base import ApiSpec
from memproxy.openai_apis.chat_completions import ChatCompletions
from memproxy.openai_apis.responses import Responses

SPECS: dict[str, ApiSpec] = {spec.path: spec for spec in (ChatCompletions(), Responses())}


def spec_for(method: str, path: str) -> ApiSpec | None:
    """The spec for a memory-capable route; None means pass through untouched."""
    if method != "POST":
        return None
    return SPECS.get(path.split("?", 1)[0].rstrip("/") or "/")
