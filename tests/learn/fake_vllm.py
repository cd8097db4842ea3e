"""The only fake of the learning tier: the extraction / update-decision model.

FakeVLLM answers /v1/chat/completions over an httpx transport with the JSON a vLLM
server returns (an OpenAI chat.completion, vLLM's extra fields included), so the real
memproxy ChatClient parses it. Answers are scripted in order; the last one repeats.
An int answer is an HTTP error status with vLLM's error body, an exception is raised
by the transport (connection refused, timeout); a callable picks the answer from the
request's user message (for workers running jobs concurrently).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import httpx

from memproxy.config import ExternalModel, ModelRole
from memproxy.demo.wire import chat_completion
from memproxy.learn import certainty, standalone
from memproxy.llm import ChatClient

Answer = str | int | Exception
Script = Answer | Callable[[str], Answer]  # a callable answers from the user message
MODEL = "Qwen/Qwen3-8B"


def vllm_completion(content: str, model: str = MODEL) -> dict[str, Any]:
    """A non-streamed chat.completion exactly as vLLM 0.8+ serves it (the demo's wire
    format), with token counts that grow with the answer."""
    body = chat_completion(model, content)
    completion = max(1, len(content) // 4)
    body["usage"].update(
        prompt_tokens=412, completion_tokens=completion, total_tokens=412 + completion
    )
    return body


def vllm_error(status: int) -> dict[str, Any]:
    return {
        "object": "error",
        "message": "The model is overloaded, try again later.",
        "type": "ServiceUnavailableError" if status == 503 else "InternalServerError",
        "param": None,
        "code": status,
    }


def _asked(body: dict[str, Any]) -> dict[str, Any]:
    """The data fenced in a request's last message (memproxy.learn's short questions)."""
    fenced = body["messages"][-1]["content"].split("```json\n", 1)[1]
    return dict(json.loads(fenced.rsplit("\n```", 1)[0]))


class FakeVLLM:
    """A vLLM server answering from a script. The learner's certainty checks (one
    sentence labelled at a time, memproxy.learn.certainty) are answered by `label`
    (sentence -> label; by default every sentence a statement) and `doubted` (sentence ->
    whether the model marks it as doubted; by default none) and kept apart in `checks`,
    so that `calls` and `prompt` count what the script answers. Whom a sentence kept in
    the user's words speaks of (memproxy.learn.standalone) is answered by `referent`
    ((before, sentence) -> the words copied; by default none) and kept in `referents`,
    and the English of such a sentence by `english` (sentence -> English; by default the
    sentence as it is)."""

    def __init__(
        self,
        *answers: Script,
        label: Callable[[str], str] | None = None,
        doubted: Callable[[str], bool] | None = None,
        referent: Callable[[str, str], str] | None = None,
        english: Callable[[str], str] | None = None,
    ) -> None:
        if not answers:
            raise ValueError("script at least one answer")
        self._answers: list[Script] = list(answers)
        self._label = label or (lambda _sentence: certainty.STATES)
        self._doubted = doubted or (lambda _sentence: False)
        self._referent = referent or (lambda _before, _sentence: "")
        self._english = english or (lambda sentence: sentence)
        self.referents: list[tuple[str, str]] = []
        self.requests: list[dict[str, Any]] = []
        self.checks: list[str] = []

    @property
    def calls(self) -> int:
        return len(self.requests)

    def prompt(self, n: int = -1) -> tuple[str, str]:
        """(system, user) of request n."""
        messages = self.requests[n]["messages"]
        assert [m["role"] for m in messages] == ["system", "user"]
        return messages[0]["content"], messages[1]["content"]

    def client(self, role: ModelRole = "memory_extraction") -> ChatClient:
        model = ExternalModel(model_role=role, llm_model_name=MODEL)
        http = httpx.AsyncClient(
            transport=httpx.MockTransport(self._handle), base_url=model.llm_endpoint.base_url
        )
        return ChatClient(model, http)

    def _handle(self, request: httpx.Request) -> httpx.Response:
        assert request.method == "POST" and request.url.path == "/v1/chat/completions"
        body = json.loads(request.content)
        if body["messages"][0]["content"] == standalone.ENGLISH:
            again = json.dumps({"english": self._english(_asked(body)["sentence"])})
            return httpx.Response(200, json=vllm_completion(again, body["model"]))
        if body["messages"][0]["content"] == standalone.SYSTEM:
            asked = _asked(body)
            pair = (asked["before"], asked["sentence"])
            self.referents.append(pair)
            again = json.dumps({"refers_to": self._referent(*pair)})
            return httpx.Response(200, json=vllm_completion(again, body["model"]))
        if body["messages"][0]["content"] in (certainty.SYSTEM, certainty.DOUBT_SYSTEM):
            sentence = _asked(body)["sentence"]
            if body["messages"][0]["content"] == certainty.DOUBT_SYSTEM:
                marks = dict.fromkeys(("request", "passing", "lasting_fact"), False)
                doubt = json.dumps({**marks, "hedged": self._doubted(sentence)})
                return httpx.Response(200, json=vllm_completion(doubt, body["model"]))
            self.checks.append(sentence)
            label = json.dumps({"label": self._label(sentence)})
            return httpx.Response(200, json=vllm_completion(label, body["model"]))
        self.requests.append(body)
        answer = self._answers.pop(0) if len(self._answers) > 1 else self._answers[0]
        if callable(answer):
            answer = answer(body["messages"][-1]["content"])
        if isinstance(answer, Exception):
            raise answer
        if isinstance(answer, int):
            return httpx.Response(answer, json=vllm_error(answer))
        return httpx.Response(200, json=vllm_completion(answer, body["model"]))


def fact_item(
    statement: str,
    evidence: str,
    attribute: str = "other",
    value: str = "",
    about: str = "user",
    polarity: str = "holds",
    profile: bool = False,
    since: str = "",
    importance: int = 3,
) -> dict[str, Any]:
    """One fact as the extraction schema asks for it (memproxy.learn.prompt): the evidence
    must be words of the test's own user turns, or the learner drops the fact."""
    return {
        "evidence": evidence,
        "about": about,
        "attribute": attribute,
        "value": value,
        "polarity": polarity,
        "statement": statement,
        "profile": profile,
        "since": since,
        "importance": importance,
    }


def extraction_answer(*items: dict[str, Any]) -> str:
    """The extraction model's answer, as Qwen3 on vLLM writes it (no reasoning parser)."""
    body = json.dumps({"facts": list(items)}, indent=2, ensure_ascii=False)
    return "<think>\nLasting facts about the user.\n</think>\n\n" + body
