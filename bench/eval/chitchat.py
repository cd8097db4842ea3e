"""The real evaluation set: multi-session human conversations (the Chit-Chat Challenge).

Source: the PyPI package `chitchat-dataset` 0.9.0 (BYU PCC lab's Chit-Chat Challenge,
7,168 conversations of paid human participants, 2018), licence MIT. The data are not
copied into this repository: the benchmark fetches the wheel with pip into a cache
(MEMPROXY_EVAL_CACHE, default ~/.cache/memproxy/eval) and reads dataset.json from it.

The same participants talk in many conversations on different days, so each person has
a multi-session history, like a chat assistant's user. A set is built from it,
deterministically:
- a user is one of the most active participants; their first SESSIONS conversations are
  the sessions, and every turn of both speakers (one speaker's consecutive messages) is
  stored as a memory, the way the held-out check stores every turn;
- a question is a real question one speaker asked (a turn ending in "?", with content
  words, not small talk), and its evidence is the other speaker's answer, the next
  turn. The question turn itself is not stored (it would find itself).
So the questions and the answers are people's own words: nothing is generated, and
questions and answers share words only as much as people's do.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
import zipfile
from collections import Counter
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

PACKAGE = "chitchat-dataset==0.9.0"
LICENCE = "MIT (chitchat-dataset 0.9.0, BYU PCC lab)"
USERS = 12
SESSIONS = 10
QUESTIONS_PER_USER = 25
MIN_QUESTION_WORDS = 5
MIN_ANSWER_WORDS = 6
SMALL_TALK = re.compile(
    r"\b(how are you|how about you|what about you|and you|how('?s| is| was) your (day|weekend)"
    r"|what'?s up|you there|are you still there)\b",
    re.IGNORECASE,
)


def cache_dir() -> Path:
    default = Path.home() / ".cache" / "memproxy" / "eval"
    return Path(os.environ.get("MEMPROXY_EVAL_CACHE", default))


def dataset_path() -> Path:
    """dataset.json from the package's wheel, fetched into the cache once."""
    target = cache_dir() / "chitchat" / "dataset.json"
    if target.exists():
        return target
    wheels = cache_dir() / "chitchat" / "wheel"
    wheels.mkdir(parents=True, exist_ok=True)
    if not list(wheels.glob("*.whl")):
        subprocess.run(
            [
                sys.executable,
                "-m",
                "pip",
                "download",
                "--no-deps",
                "-q",
                "-d",
                str(wheels),
                PACKAGE,
            ],
            check=True,
        )
    (wheel,) = wheels.glob("*.whl")
    with zipfile.ZipFile(wheel) as z:
        target.write_bytes(z.read("chitchat_dataset/dataset.json"))
    return target


def _ms(stamp: str) -> int:
    return int(datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp() * 1000)


def _words(text: str) -> int:
    return len(re.findall(r"[A-Za-z']+", text))


def _turns(convo: dict[str, Any]) -> list[dict[str, Any]]:
    turns = []
    for block in convo["messages"]:
        if not block:
            continue
        text = " ".join(m["text"].strip() for m in block if m["text"].strip())
        if text:
            turns.append(
                {"sender": block[0]["sender"], "text": text, "at": _ms(block[0]["timestamp"])}
            )
    return turns


def _is_question(text: str) -> bool:
    last = re.split(r"(?<=[.!?])\s+", text.strip())[-1]
    return last.endswith("?") and _words(last) >= MIN_QUESTION_WORDS and not SMALL_TALK.search(last)


def senders(convo: dict[str, Any]) -> set[str]:
    return {b[0]["sender"] for b in convo["messages"] if b}


def evaluated_people(raw: dict[str, Any]) -> list[str]:
    """The USERS people in the most conversations (ties by id): the set's users."""
    people: Counter[str] = Counter()
    for convo in raw.values():
        people.update(senders(convo))
    return [p for p, _ in sorted(people.items(), key=lambda kv: (-kv[1], kv[0]))[:USERS]]


def question_pairs(turns: Sequence[dict[str, Any]]) -> list[tuple[int, str]]:
    """(i, question) for each turn i that asks a real question the next turn, by the other
    speaker, answers: the question is turn i's last sentence."""
    pairs = []
    for i, (turn, reply) in enumerate(itertools.pairwise(turns)):
        if (
            reply["sender"] != turn["sender"]
            and _is_question(turn["text"])
            and _words(reply["text"]) >= MIN_ANSWER_WORDS
        ):
            pairs.append((i, re.split(r"(?<=[.!?])\s+", turn["text"].strip())[-1]))
    return pairs


def build(raw: dict[str, Any]) -> list[dict[str, Any]]:
    """One record per user: memories (every turn but the question turns) and questions."""
    convos = sorted(raw.items(), key=lambda kv: _turns(kv[1])[0]["at"] if _turns(kv[1]) else 0)
    chosen = evaluated_people(raw)
    records = []
    for n, person in enumerate(chosen):
        sessions = [c for _, c in convos if person in senders(c)]
        memories: list[dict[str, Any]] = []
        candidates: list[dict[str, Any]] = []
        for s, convo in enumerate(sessions[:SESSIONS]):
            turns = _turns(convo)
            pairs = question_pairs(turns)
            asked = {i for i, _ in pairs}
            for i, question in pairs:
                candidates.append({"query": question, "expected": [f"u{n}s{s}t{i + 1}"]})
            for i, turn in enumerate(turns):
                if i not in asked:
                    memories.append(
                        {
                            "id": f"u{n}s{s}t{i}",
                            "content": turn["text"],
                            "created_at": turn["at"],
                            "session": s,
                            "type": "episodic",
                            "archived": False,
                            "superseded_by": "",
                        }
                    )
        stored = {m["id"] for m in memories}
        usable = [q for q in candidates if set(q["expected"]) <= stored]
        step = max(1, len(usable) // QUESTIONS_PER_USER)
        records.append(
            {
                "user_id": f"chitchat-{n}",
                "memories": memories,
                "questions": usable[::step][:QUESTIONS_PER_USER],
            }
        )
    return records


def load() -> list[dict[str, Any]]:
    return build(json.loads(dataset_path().read_text()))
