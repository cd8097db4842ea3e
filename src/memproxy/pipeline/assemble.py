"""Assemble the memory message and explain it (pure): every candidate gets a verdict.

The order is the priority: pinned memories, then the rest of the profile, then the
retrieved memories best first. A candidate is injected when it passes its gates and its
bullet fits the budgets left:
- retrieved only: `below_threshold` (cosine under the threshold), `below_margin` (further
  than the relative margin from the best hit), `duplicate_of_profile` (already injected
  above as part of the profile);
- every candidate: `over_budget` (its tokens do not fit the token budget left: the
  profile may take at most `profile_share` of it, the retrieved memories the rest) and
  `over_char_cap` (memory.max_injected_chars, the older cap in characters).
The text is the one render.render_memories writes for the same injected memories.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from memproxy.context.record import Section, Verdict
from memproxy.context.tokens import TokenCounter
from memproxy.domain import Memory, ScoredMemory
from memproxy.pipeline.profile import is_pinned
from memproxy.pipeline.render import FRAMING, HEADER, clean_line


@dataclass(frozen=True)
class Budget:
    tokens: int
    """The whole memory message, framing included."""
    profile_share: float = 0.5
    """At most this share of `tokens` goes to pinned and profile memories."""
    max_chars: int = 4000
    max_item_chars: int = 500


@dataclass(frozen=True)
class Gates:
    threshold: float
    margin: float | None


@dataclass(frozen=True)
class Candidate:
    memory: Memory
    section: Section
    verdict: Verdict
    tokens: int
    line: str
    dense: float | None = None
    keyword: float | None = None
    fused: float | None = None
    rank: int | None = None
    """Position in the store's answer (0: best), for retrieved memories."""


@dataclass(frozen=True)
class Assembly:
    candidates: list[Candidate]
    text: str
    """The injected message ("" when nothing was injected)."""
    framing: str
    framing_tokens: int
    budget: Budget
    tokens_by_section: dict[str, int] = field(default_factory=dict)

    @property
    def injected(self) -> list[Candidate]:
        return [c for c in self.candidates if c.verdict == "injected"]

    @property
    def total_tokens(self) -> int:
        return sum(self.tokens_by_section.values())


def _gate(hit: ScoredMemory, gates: Gates, best: float, seen: set[str]) -> Verdict | None:
    if {hit.memory.id, hit.memory.content_hash} & seen:
        return "duplicate_of_profile"
    if hit.score < gates.threshold:
        return "below_threshold"
    if gates.margin is not None and hit.score < best - gates.margin:
        return "below_margin"
    return None


def assemble(
    profile: Sequence[Memory],
    hits: Sequence[ScoredMemory],
    gates: Gates,
    budget: Budget,
    counter: TokenCounter,
) -> Assembly:
    """profile: selected as pipeline.profile.select_profile does (pinned first); hits: the
    store's answer best first, the threshold not yet applied."""
    framing = "\n".join([HEADER, "", FRAMING])
    framing_tokens = counter.count(framing)
    chars = len(framing) + 1
    left = budget.tokens - framing_tokens
    profile_left = min(left, int(budget.tokens * budget.profile_share))
    out: list[Candidate] = []
    used: dict[str, int] = {}

    def place(
        memory: Memory,
        section: Section,
        gate: Verdict | None = None,
        hit: ScoredMemory | None = None,
        rank: int | None = None,
    ) -> None:
        nonlocal chars, left, profile_left
        line = f"- {clean_line(memory.content, budget.max_item_chars)}"
        tokens = counter.count(line)
        verdict: Verdict = gate or "injected"
        room = profile_left if section != "retrieved" else left
        if verdict == "injected" and tokens > room:
            verdict = "over_budget"
        elif verdict == "injected" and chars + len(line) + 1 > budget.max_chars:
            verdict = "over_char_cap"
        if verdict == "injected":
            chars += len(line) + 1
            left -= tokens
            if section != "retrieved":
                profile_left -= tokens
            used[section] = used.get(section, 0) + tokens
        out.append(
            Candidate(
                memory,
                section,
                verdict,
                tokens,
                line,
                dense=hit.score if hit else None,
                keyword=hit.keyword_score if hit else None,
                fused=hit.fused_score if hit else None,
                rank=rank,
            )
        )

    for memory in profile:
        place(memory, "pinned" if is_pinned(memory) else "profile")
    seen = {m.id for m in profile} | {m.content_hash for m in profile}
    passing = [h.score for h in hits if h.score >= gates.threshold]
    best = max(passing, default=0.0)
    for rank, hit in enumerate(hits):
        gate = _gate(hit, gates, best, seen)
        place(hit.memory, "retrieved", gate, hit, rank)
    lines = [c.line for c in out if c.verdict == "injected"]
    if not lines:
        return Assembly(out, "", framing, framing_tokens, budget, {})
    text = "\n".join([framing, *lines])
    return Assembly(out, text, framing, framing_tokens, budget, {"framing": framing_tokens, **used})
