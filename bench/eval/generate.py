"""A deterministic retrieval evaluation set: users, their sessions, memories and questions.

No LLM: topics and phrasings come from `bench/eval/catalog.py`, choices from one seeded
`random.Random` per user. Each user has multi-session conversations in which facts,
preferences and procedures are planted; the memories are what memproxy's learner would
have stored from them (the planted statements), with `created_at` on the session's day.
Questions come after the last session, of six kinds:

  paraphrase    asks for a planted fact in other words
  vague         "How much?", "and when?" after user turns that say what it is about
  distractor    the user holds two instances of the topic (the Hawaii and the Japan trip
                budgets): the other one is a wrong answer; other users hold near-identical
                facts ("foreign" ids) that must never come back
  changed       the fact was updated later: the new memory active, the old one archived
                with superseded_by set (what memproxy's dedup leaves)
  changed_both  the same, but both memories active side by side (dedup missed it)
  broad         asks about a whole area (food, travel, work...): every memory of its
                topics is expected (at most 5 fit the default injection)
  none          nothing relevant is stored: a topic the user never mentioned, a general
                question, a task; anything injected is a false positive

Usage: python -m bench.eval.generate [--users 60] [--seed 7] [--out bench/eval/data/eval.jsonl]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.eval.catalog import (
    BROAD,
    FILLER_TURNS,
    GENERAL_QUESTIONS,
    NOISE_MEMORIES,
    TASK_QUESTIONS,
    TOPICS,
    Topic,
)

DATA = Path(__file__).parent / "data" / "eval.jsonl"
SEED = 7
USERS = 60
BASE_MS = 1_767_225_600_000  # 2026-01-01T00:00:00Z
DAY_MS = 86_400_000
NOW_MS = BASE_MS + 90 * DAY_MS  # questions are asked after every session
SESSIONS = 5
KINDS = ("paraphrase", "vague", "distractor", "changed", "changed_both", "broad", "none")
PER_USER = {"paraphrase": 4, "vague": 3, "distractor": 2, "changed": 1, "changed_both": 1}
SINGLE_TOPICS = 14
NOISE_PER_USER = 3
_WRAPPERS = ("{s}", "By the way, {l}", "Quick note: {s}", "Just so you know, {l}", "FYI {l}")


@dataclass
class Instance:
    """One planted fact: a topic with its slot values."""

    topic: Topic
    values: dict[str, str]
    memory_id: str = ""

    @property
    def entity_value(self) -> str:
        return self.values.get(self.topic.entity, "") if self.topic.entity else ""


@dataclass
class UserPlan:
    user_id: str
    rng: random.Random
    memories: list[dict[str, Any]] = field(default_factory=list)
    sessions: list[dict[str, Any]] = field(default_factory=list)
    questions: list[dict[str, Any]] = field(default_factory=list)
    held: dict[tuple[str, str], list[str]] = field(default_factory=dict)  # (topic, entity)->ids
    counter: int = 0

    def new_id(self, seed: int) -> str:
        self.counter += 1
        return hashlib.sha256(f"{seed}:{self.user_id}:{self.counter}".encode()).hexdigest()[:32]


def fill(template: str, values: dict[str, str]) -> str:
    text = template.format(**values)
    return text[:1].upper() + text[1:]


def pick_values(rng: random.Random, topic: Topic, fixed: dict[str, str]) -> dict[str, str]:
    return {slot: fixed.get(slot) or rng.choice(vocab) for slot, vocab in topic.slots.items()}


def changed_values(rng: random.Random, topic: Topic, old: dict[str, str]) -> dict[str, str]:
    others = [v for v in topic.slots[topic.changes] if v != old[topic.changes]]
    return {**old, topic.changes: rng.choice(others)}


def _wrap(rng: random.Random, statement: str) -> str:
    lowered = statement if statement[:2].isupper() else statement[:1].lower() + statement[1:]
    return rng.choice(_WRAPPERS).format(s=statement, l=lowered)


def _session_days(rng: random.Random) -> list[int]:
    return sorted(rng.sample(range(0, 85), SESSIONS))


def _add_memory(
    plan: UserPlan,
    seed: int,
    inst: Instance,
    session: int,
    days: list[int],
    *,
    template: str | None = None,
    archived: bool = False,
) -> str:
    rng = plan.rng
    statement = fill(template or rng.choice(inst.topic.statements), inst.values)
    memory_id = plan.new_id(seed)
    created = BASE_MS + days[session] * DAY_MS + len(plan.memories) * 60_000
    plan.memories.append(
        {
            "id": memory_id,
            "content": statement,
            "type": inst.topic.type,
            "topic": inst.topic.key,
            "entity": inst.entity_value,
            "session": session,
            "created_at": created,
            "archived": archived,
            "superseded_by": "",
        }
    )
    plan.sessions[session]["turns"].append(_wrap(rng, statement))
    plan.held.setdefault((inst.topic.key, inst.entity_value), []).append(memory_id)
    inst.memory_id = memory_id
    return memory_id


def _context(rng: random.Random, p: float = 0.5) -> list[str]:
    return [rng.choice(FILLER_TURNS)] if rng.random() < p else []


def _question(
    plan: UserPlan,
    kind: str,
    query: str,
    context: Sequence[str],
    *,
    subkind: str = "",
    expected: Sequence[str] = (),
    stale: Sequence[str] = (),
    distractors: Sequence[str] = (),
    topic: str = "",
    entity: str = "",
) -> None:
    plan.questions.append(
        {
            "id": f"{plan.user_id}-q{len(plan.questions):02d}",
            "kind": kind,
            "subkind": subkind or kind,
            "query": query,
            "context": list(context),  # earlier user turns of the session, oldest first
            "expected": list(expected),
            "stale": list(stale),
            "distractors": list(distractors),
            "foreign": [],
            "topic": topic,
            "entity": entity,
        }
    )


def plan_user(index: int, seed: int) -> UserPlan:
    user_id = f"eval-u{index:03d}"
    rng = random.Random(f"{seed}:{user_id}")
    plan = UserPlan(user_id, rng)
    days = _session_days(rng)
    plan.sessions = [
        {"session_id": f"{user_id}-s{i}", "day": d, "turns": []} for i, d in enumerate(days)
    ]
    topics = list(TOPICS)
    rng.shuffle(topics)
    entity_topics = [t for t in topics if t.entity]
    twins = entity_topics[: PER_USER["distractor"]]
    rest = [t for t in topics if t not in twins]
    changeable = [t for t in rest if t.updates and t.changes]
    changed, both = changeable[0], changeable[1]
    singles = [t for t in rest if t not in (changed, both)][:SINGLE_TOPICS]
    absent = [t for t in rest if t not in (changed, both) and t not in singles]

    def session() -> int:
        return rng.randrange(SESSIONS)

    # two instances of each distractor topic, with different entities
    pairs: list[tuple[Instance, Instance]] = []
    for topic in twins:
        first, second = rng.sample(topic.slots[topic.entity], 2)
        a = Instance(topic, pick_values(rng, topic, {topic.entity: first}))
        b = Instance(topic, pick_values(rng, topic, {topic.entity: second}))
        _add_memory(plan, seed, a, session(), days)
        _add_memory(plan, seed, b, session(), days)
        pairs.append((a, b))
    # facts that change: old in an early session, the update in a late one
    updates: list[tuple[str, Instance, Instance]] = []
    for kind, topic in (("changed", changed), ("changed_both", both)):
        old = Instance(topic, pick_values(rng, topic, {}))
        new = Instance(topic, changed_values(rng, topic, old.values))
        old_id = _add_memory(plan, seed, old, rng.randrange(2), days, archived=kind == "changed")
        new_id = _add_memory(
            plan, seed, new, rng.randrange(3, SESSIONS), days, template=rng.choice(topic.updates)
        )
        if kind == "changed":
            next(m for m in plan.memories if m["id"] == old_id)["superseded_by"] = new_id
        updates.append((kind, old, new))
    singles_inst = [Instance(t, pick_values(rng, t, {})) for t in singles]
    for inst in singles_inst:
        _add_memory(plan, seed, inst, session(), days)
    for text in rng.sample(NOISE_MEMORIES, NOISE_PER_USER):
        memory_id = plan.new_id(seed)
        s = session()
        plan.memories.append(
            {
                "id": memory_id,
                "content": text,
                "type": "episodic",
                "topic": "noise",
                "entity": "",
                "session": s,
                "created_at": BASE_MS + days[s] * DAY_MS + len(plan.memories) * 60_000,
                "archived": False,
                "superseded_by": "",
            }
        )

    # questions ------------------------------------------------------------------------
    order = list(singles_inst)
    rng.shuffle(order)
    vague_pool = [i for i in order if i.topic.vague]
    for inst in vague_pool[: PER_USER["vague"]]:
        context_turn, vague = rng.choice(inst.topic.vague)
        _question(
            plan,
            "vague",
            vague,
            [*_context(rng, 0.3), fill(context_turn, inst.values)],
            expected=[inst.memory_id],
            topic=inst.topic.key,
            entity=inst.entity_value,
        )
    asked = {i.memory_id for i in vague_pool[: PER_USER["vague"]]}
    for inst in [i for i in order if i.memory_id not in asked][: PER_USER["paraphrase"]]:
        _question(
            plan,
            "paraphrase",
            fill(rng.choice(inst.topic.questions), inst.values),
            _context(rng),
            expected=[inst.memory_id],
            topic=inst.topic.key,
            entity=inst.entity_value,
        )
    for a, b in pairs:
        target, other = (a, b) if rng.random() < 0.5 else (b, a)
        _question(
            plan,
            "distractor",
            fill(rng.choice(target.topic.questions), target.values),
            _context(rng),
            expected=[target.memory_id],
            distractors=[other.memory_id],
            topic=target.topic.key,
            entity=target.entity_value,
        )
    for kind, old, new in updates:
        _question(
            plan,
            kind,
            fill(rng.choice(new.topic.questions), new.values),
            _context(rng),
            expected=[new.memory_id],
            stale=[old.memory_id],
            topic=new.topic.key,
            entity=new.entity_value,
        )
    gone = rng.choice(absent)
    _question(
        plan,
        "none",
        fill(rng.choice(gone.questions), pick_values(rng, gone, {})),
        _context(rng),
        subkind="none_absent",
        topic=gone.key,
    )
    _question(plan, "none", rng.choice(GENERAL_QUESTIONS), _context(rng), subkind="none_general")
    _question(plan, "none", rng.choice(TASK_QUESTIONS), _context(rng), subkind="none_task")
    return plan


def add_foreign_twins(plans: list[UserPlan], seed: int) -> None:
    """Give the next user a near-identical copy (same topic and entity, other values) of
    each distractor target, unless it already holds one; then list, for every question,
    the other users' memories of the same topic and entity (capped at 5)."""
    for i, plan in enumerate(plans):
        neighbour = plans[(i + 1) % len(plans)]
        unasked = {q["topic"] for q in neighbour.questions if q["kind"] == "none"}
        for q in plan.questions:
            if q["kind"] != "distractor":
                continue
            topic = next(t for t in TOPICS if t.key == q["topic"])
            if (topic.key, q["entity"]) in neighbour.held or topic.key in unasked:
                continue
            inst = Instance(topic, pick_values(neighbour.rng, topic, {topic.entity: q["entity"]}))
            _add_memory(neighbour, seed, inst, neighbour.rng.randrange(SESSIONS), _days(neighbour))
    owners: dict[tuple[str, str], list[str]] = {}
    for plan in plans:
        for key, ids in plan.held.items():
            owners.setdefault(key, []).extend(ids)
    for plan in plans:
        own = {m["id"] for m in plan.memories}
        for q in plan.questions:
            if q["topic"]:
                twins = owners.get((q["topic"], q["entity"]), [])
                q["foreign"] = [m for m in twins if m not in own][:5]


def add_broad_questions(plans: list[UserPlan]) -> None:
    """One broad question per user, about an area where the user holds >= 2 topics; made
    after the foreign twins, so every memory of the area's topics is expected (stale
    versions of changed facts excepted)."""
    for plan in plans:
        stale = {i for q in plan.questions for i in q["stale"]}
        held = [
            (group, topics, questions)
            for group, topics, questions in BROAD
            if len({m["topic"] for m in plan.memories if m["topic"] in topics}) >= 2
        ]
        group, topics, questions = plan.rng.choice(held)
        in_area = [m for m in plan.memories if m["topic"] in topics]
        _question(
            plan,
            "broad",
            plan.rng.choice(questions),
            _context(plan.rng),
            subkind=f"broad_{group}",
            expected=[m["id"] for m in in_area if m["id"] not in stale and not m["archived"]],
            stale=[m["id"] for m in in_area if m["id"] in stale],
            topic=f"area:{group}",
        )


def _days(plan: UserPlan) -> list[int]:
    return [int(s["day"]) for s in plan.sessions]


def generate(users: int = USERS, seed: int = SEED) -> list[dict[str, Any]]:
    """The evaluation set: one record per user (pure: same arguments, same records)."""
    plans = [plan_user(i, seed) for i in range(users)]
    add_foreign_twins(plans, seed)
    add_broad_questions(plans)
    return [
        {
            "user_id": p.user_id,
            "now_ms": NOW_MS,
            "sessions": p.sessions,
            "memories": p.memories,
            "questions": p.questions,
        }
        for p in plans
    ]


def dumps(records: Sequence[dict[str, Any]]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)


def load(path: Path = DATA) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def write(path: Path = DATA, users: int = USERS, seed: int = SEED) -> list[dict[str, Any]]:
    records = generate(users, seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dumps(records))
    return records


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--users", type=int, default=USERS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=DATA)
    args = parser.parse_args()
    records = write(args.out, args.users, args.seed)
    memories = sum(len(r["memories"]) for r in records)
    questions = sum(len(r["questions"]) for r in records)
    print(f"wrote {args.out}: {len(records)} users, {memories} memories, {questions} questions")


if __name__ == "__main__":
    main()
