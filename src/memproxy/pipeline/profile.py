"""The user's profile: the few memories that matter beyond their topic (pure).

Pinned memories (the admin API's `pinned: true`) and preferences and constraints of a
high importance (diet, allergies, accessibility, tone, "never use MySQL in production")
are injected with every request that searches memory, before the retrieved memories,
within their own budget; a retrieved memory already in the profile is not repeated.

While a user's standing memories (any type but events, tasks and reflections) all fit
in the profile's item count, the profile is all of them (`profile.all_when_few`): what
is known of a new user is a few facts, and which of them a question needs is often not
in its words ("Give me a recipe for dinner tonight." and "User's flat has no oven",
cosine 0.20; "When should I go to the gym?" and "User is a night owl.", 0.04). A person
who knows five things about someone keeps all five in mind; ChatGPT's saved memories
are all given to every conversation for that reason. Past that count only the pinned
and profile-worthy ones stay (the learner's profile flag, memproxy.learn.subject.in_profile).
"""

from __future__ import annotations

from collections.abc import Sequence

from memproxy.domain import Memory, ScoredMemory


def is_pinned(memory: Memory) -> bool:
    return memory.metadata.get("pinned") is True


def select_profile(
    candidates: Sequence[Memory], max_items: int, max_chars: int, max_item_chars: int = 500
) -> list[Memory]:
    """Pinned first, then by importance, then newest; at most max_items whose bullets
    ("- " + content, capped at max_item_chars) fit in max_chars together."""
    ordered = sorted(
        {m.id: m for m in candidates}.values(),
        key=lambda m: (not is_pinned(m), -m.importance, -m.updated_at, m.id),
    )
    chosen: list[Memory] = []
    size = 0
    for memory in ordered:
        if len(chosen) >= max_items:
            break
        line = 3 + min(len(memory.content), max_item_chars)
        if size + line > max_chars:
            continue  # a shorter one may still fit
        chosen.append(memory)
        size += line
    return chosen


def merge(profile: Sequence[Memory], retrieved: Sequence[ScoredMemory]) -> list[ScoredMemory]:
    """The profile first (score 1.0: it is always wanted), then the retrieved memories
    that are not in it, in their order."""
    seen = {m.id for m in profile} | {m.content_hash for m in profile}
    return [ScoredMemory(memory=m, score=1.0) for m in profile] + [
        h for h in retrieved if not {h.memory.id, h.memory.content_hash} & seen
    ]
