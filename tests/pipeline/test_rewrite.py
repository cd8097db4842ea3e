import asyncio
from typing import Any

import pytest

from memproxy.pipeline.rewrite import Rewriter, build_search_query, is_self_contained, key_terms


@pytest.mark.parametrize(
    ("query", "self_contained"),
    [
        ("What's my budget for the Hawaii trip?", True),
        ("How do we deploy the payment service to staging?", True),
        ("How much?", False),
        ("What about it?", False),
        ("And that one?", False),
        ("Is it expensive?", False),
        ("why", False),
        ("Tell me more about that", False),
    ],
)
def test_self_contained(query: str, self_contained: bool) -> None:
    assert is_self_contained(query) is self_contained


def test_context_prepend_uses_recent_user_turns() -> None:
    recent = ["Looking at hotels", "Planning a Hawaii vacation"]
    out = build_search_query("How much?", recent)
    assert out.startswith("How much?")
    assert "Hawaii" in out and "vacation" in out and "hotels" in out


def test_self_contained_query_is_unchanged() -> None:
    q = "What's my budget for the Hawaii trip?"
    assert build_search_query(q, ["something else entirely"]) == q


def test_no_history_means_plain_query() -> None:
    assert build_search_query("How much?", []) == "How much?"


def test_key_terms_drop_stopwords_and_repeats() -> None:
    assert key_terms("I am planning the Hawaii vacation, Hawaii again") == [
        "planning",
        "Hawaii",
        "vacation",
        "again",
    ]


class FakeLLM:
    def __init__(self, answer: str = "", delay: float = 0.0, fail: bool = False) -> None:
        self.answer, self.delay, self.fail, self.calls = answer, delay, fail, 0

    async def complete(self, system: str, user: str, schema: dict[str, Any] | None = None) -> str:
        self.calls += 1
        await asyncio.sleep(self.delay)
        if self.fail:
            raise RuntimeError("boom")
        return self.answer


async def test_llm_rewrite_for_vague_queries_only() -> None:
    llm = FakeLLM('"What is the budget for the Hawaii vacation?"')
    r = Rewriter("llm", llm, timeout_s=1)
    assert await r.rewrite("How much?", ["Planning Hawaii"]) == (
        "What is the budget for the Hawaii vacation?"
    )
    assert await r.rewrite("What's my budget for the Hawaii trip?", []) == (
        "What's my budget for the Hawaii trip?"
    )
    assert llm.calls == 1


async def test_hyde_used_for_every_query() -> None:
    r = Rewriter("hyde", FakeLLM("The user's budget is $10,000."), timeout_s=1)
    assert await r.rewrite("What's my budget for the trip?", []) == "The user's budget is $10,000."


@pytest.mark.parametrize("llm", [FakeLLM(delay=0.5), FakeLLM(fail=True), FakeLLM("")])
async def test_rewrite_falls_back_to_plain_query(llm: FakeLLM) -> None:
    r = Rewriter("hyde", llm, timeout_s=0.05)
    assert await r.rewrite("How much?", ["Hawaii vacation"]) == "How much? Hawaii vacation"


def test_llm_mode_without_model_is_prepend() -> None:
    assert Rewriter("llm", None).mode == "prepend"
