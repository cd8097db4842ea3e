"""The assembly explains every candidate: a table of verdicts, and the budgets."""

from __future__ import annotations

from pathlib import Path

import pytest

from memproxy.context.tokens import CharEstimate, WordPieceCounter
from memproxy.domain import Memory, ScoredMemory
from memproxy.pipeline.assemble import Budget, Gates, assemble
from memproxy.pipeline.render import render_memories
from memproxy.testing.procs import model_dir

WIDE = Budget(tokens=10_000)
OPEN = Gates(threshold=-1.0, margin=None)


def mem(content: str, **fields: object) -> Memory:
    return Memory(user_id="u", content=content, **fields)  # type: ignore[arg-type]


def hit(content: str, score: float, **fields: object) -> ScoredMemory:
    return ScoredMemory(memory=mem(content, **fields), score=score)


def verdicts(
    profile: list[Memory], hits: list[ScoredMemory], gates: Gates, budget: Budget
) -> dict[str, str]:
    found = assemble(profile, hits, gates, budget, CharEstimate())
    return {c.memory.content: c.verdict for c in found.candidates}


def test_same_text_as_render_when_everything_fits() -> None:
    hits = [hit("Budget for Hawaii is $10,000", 0.8), hit("Allergic to peanuts", 0.7)]
    found = assemble([], hits, OPEN, WIDE, CharEstimate())
    assert (found.text, len(found.injected)) == render_memories(hits, 4000)


@pytest.mark.parametrize(
    ("gates", "expected"),
    [
        (Gates(0.5, None), {"best": "injected", "close": "injected", "weak": "below_threshold"}),
        (Gates(0.2, 0.1), {"best": "injected", "close": "injected", "weak": "below_margin"}),
        (
            Gates(0.95, None),
            {"best": "below_threshold", "close": "below_threshold", "weak": "below_threshold"},
        ),
    ],
)
def test_gates(gates: Gates, expected: dict[str, str]) -> None:
    hits = [hit("best", 0.9), hit("close", 0.85), hit("weak", 0.3)]
    assert verdicts([], hits, gates, WIDE) == expected


def test_a_profile_memory_found_again_is_a_duplicate() -> None:
    pinned = mem("User is vegetarian.", metadata={"pinned": True})
    liked = mem("Answers in British English.", type="preference", importance=5)
    again = ScoredMemory(memory=pinned, score=0.9)
    found = assemble([pinned, liked], [again, hit("other", 0.8)], OPEN, WIDE, CharEstimate())
    sections = [(c.section, c.verdict) for c in found.candidates]
    assert sections == [
        ("pinned", "injected"),
        ("profile", "injected"),
        ("retrieved", "duplicate_of_profile"),
        ("retrieved", "injected"),
    ]
    assert found.text.count("User is vegetarian.") == 1
    assert found.text.index("vegetarian") < found.text.index("British") < found.text.index("other")


def test_the_token_budget_cuts_and_says_so() -> None:
    counter = CharEstimate()
    framing = assemble([], [hit("x", 1.0)], OPEN, WIDE, counter).framing_tokens
    long, short = "a long memory " * 10, "short one"
    budget = Budget(tokens=framing + counter.count(f"- {short}") + 2)
    found = assemble([], [hit(long, 0.9), hit(short, 0.8)], OPEN, budget, counter)
    assert {c.memory.content: c.verdict for c in found.candidates} == {
        long: "over_budget",
        short: "injected",
    }
    assert found.total_tokens <= budget.tokens
    assert found.tokens_by_section["retrieved"] == counter.count(f"- {short}")


def test_the_profile_takes_at_most_its_share() -> None:
    counter = CharEstimate()
    profile = [mem(f"pinned fact number {i} " * 3, metadata={"pinned": True}) for i in range(6)]
    budget = Budget(tokens=200, profile_share=0.25)
    found = assemble(profile, [hit("retrieved memory", 0.9)], OPEN, budget, counter)
    assert found.tokens_by_section["pinned"] <= 50
    assert {c.verdict for c in found.candidates if c.section == "pinned"} == {
        "injected",
        "over_budget",
    }
    assert found.candidates[-1].verdict == "injected"  # the retrieved one still fits


def test_the_character_cap_still_holds() -> None:
    hits = [hit("x" * 300, 0.9) for _ in range(20)]
    found = assemble([], hits, OPEN, Budget(tokens=100_000, max_chars=2000), CharEstimate())
    assert len(found.text) <= 2000
    assert "over_char_cap" in {c.verdict for c in found.candidates}


def test_nothing_injected_gives_no_text() -> None:
    found = assemble([], [hit("weak", 0.1)], Gates(0.5, None), WIDE, CharEstimate())
    assert found.text == "" and found.injected == [] and found.total_tokens == 0


def test_a_real_tokenizer_counts_word_pieces() -> None:
    counter = WordPieceCounter(model_dir() / "tokenizer.json", "all-MiniLM-L6-v2")
    n = counter.count("User's budget for the Hawaii trip is $10,000")
    assert counter.name == "all-MiniLM-L6-v2"
    assert 8 <= n <= 16 and n != CharEstimate().count(
        "User's budget for the Hawaii trip is $10,000"
    )
    long = "antidisestablishmentarianism " * 300
    assert counter.count(long) > 256  # not truncated at the embedder's 256 tokens


def test_a_missing_tokenizer_falls_back_to_the_estimate(tmp_path: Path) -> None:
    counter = WordPieceCounter(tmp_path / "none.json")
    assert counter.count("abcdefgh") == 2 and counter.name == "chars/4"
