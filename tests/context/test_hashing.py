"""The context hash: same inputs, same hash; ids and timestamps are not part of it."""

from __future__ import annotations

import hashlib

from memproxy.context.hashing import context_hash
from memproxy.context.record import PRIORITY
from memproxy.context.tokens import CharEstimate
from memproxy.domain import Memory, ScoredMemory
from memproxy.pipeline.assemble import Budget, Gates, assemble
from memproxy.pipeline.contexts import hash_of

GATES = Gates(0.3, None)


def hits(*contents: str, created: int = 1) -> list[ScoredMemory]:
    return [
        ScoredMemory(memory=Memory(user_id="u", content=c, created_at=created), score=0.9 - i / 10)
        for i, c in enumerate(contents)
    ]


def digest(found: list[ScoredMemory]) -> str:
    return hash_of(assemble([], found, GATES, Budget(tokens=1000), CharEstimate()))


def test_same_memories_same_hash_whatever_their_ids_and_times() -> None:
    first = digest(hits("Budget is $10,000", "Allergic to peanuts"))
    again = digest(hits("Budget is $10,000", "Allergic to peanuts", created=99))
    assert first == again and first.startswith("sha256:") and len(first) == 7 + 64


def test_content_and_order_change_the_hash() -> None:
    base = digest(hits("Budget is $10,000", "Allergic to peanuts"))
    assert digest(hits("Budget is $15,000", "Allergic to peanuts")) != base
    assert digest(hits("Allergic to peanuts", "Budget is $10,000")) != base
    assert digest(hits("Budget is $10,000")) != base


def test_whitespace_is_normalised_and_sections_sorted() -> None:
    a = context_hash({"retrieved": ["- a  b"], "pinned": ["- p"]}, PRIORITY)
    b = context_hash({"pinned": ["- p"], "retrieved": ["- a b"]}, PRIORITY)
    assert a == b
    assert context_hash({"profile": ["- p"]}, PRIORITY) != context_hash(
        {"pinned": ["- p"]}, PRIORITY
    )


def test_the_hash_is_pinned_to_its_schema() -> None:
    # a change of the normalisation or the schema must come with a new schema_version
    assert context_hash({}, PRIORITY) == context_hash({"retrieved": []}, PRIORITY)
    section = hashlib.sha256(b"- x").hexdigest()
    described = (
        '{"schema_version":"memproxy-context/1","sections":[{"content_hash":"'
        + section
        + '","priority":4,"type":"retrieved"}]}'
    )
    expected = "sha256:" + hashlib.sha256(described.encode()).hexdigest()
    assert context_hash({"retrieved": ["- x"]}, PRIORITY) == expected
