"""A second real evaluation set: REALTALK, 21 days of real messaging-app conversations.

Source: github.com/danny911kr/REALTALK (Lee, Maharana, Pujara, Ren, Barbieri: "REALTALK:
A 21-Day Real-World Dataset for Long-Term Conversation", arXiv 2502.13270). Ten pairs of
people chatted for 21 days; each conversation file (data/Chat_*.json) holds its sessions
(every message with speaker, time and an id such as "D3:17") and memory-probing
questions whose evidence is a list of those ids: the shape of long-term conversational
memory benchmarks, written by people rather than by a model.

The repository states no licence, so nothing of it is copied here: the benchmark reads
the conversation files from a directory (MEMPROXY_REALTALK_DIR, default
~/.cache/memproxy/eval/realtalk) that the user fills with

    git clone https://github.com/danny911kr/REALTALK && cp REALTALK/data/Chat_*.json DIR

Only the top-level Chat_*.json files are read. The repository's data/locomo/ folder (a
split of another benchmark) is never read: that benchmark is kept for checking, not
tuning.

A set is built from it, deterministically: one user per conversation; every message is
stored as a memory (its text, or "Speaker: text" with speaker=True), the way a check
through the admin API stores every turn; every question with evidence in the stored
messages is asked, its evidence the messages its ids name.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

LICENCE = (
    "no licence stated (github.com/danny911kr/REALTALK, arXiv 2502.13270); "
    "read from a local copy, not redistributed"
)


def data_dir() -> Path:
    default = Path.home() / ".cache" / "memproxy" / "eval" / "realtalk"
    return Path(os.environ.get("MEMPROXY_REALTALK_DIR", default))


def files(directory: Path | None = None) -> list[Path]:
    """The conversation files, in a stable order; a clear error when there are none."""
    where = directory or data_dir()
    found = sorted(where.glob("Chat_*.json"), key=lambda p: (len(p.name), p.name))
    if not found:
        raise FileNotFoundError(
            f"no REALTALK conversations (Chat_*.json) in {where}: run "
            "`git clone https://github.com/danny911kr/REALTALK` and copy its "
            "data/Chat_*.json there, or set MEMPROXY_REALTALK_DIR"
        )
    return found


def _ms(stamp: str) -> int:
    return int(datetime.strptime(stamp.strip(), "%d.%m.%Y, %H:%M:%S").timestamp() * 1000)


def _sessions(convo: dict[str, Any]) -> list[tuple[int, list[dict[str, Any]]]]:
    out = []
    for key, value in convo.items():
        number = key.removeprefix("session_")
        if number.isdigit() and isinstance(value, list):
            out.append((int(number), value))
    return sorted(out)


def build(convo: dict[str, Any], n: int, speaker: bool = False) -> dict[str, Any]:
    """One user's record: memories (every message) and questions (ids of the evidence)."""
    user_id = f"realtalk-{n}"
    memories: list[dict[str, Any]] = []
    for s, messages in _sessions(convo):
        for m in messages:
            text = str(m.get("clean_text") or "").strip()
            if not text:
                continue
            memories.append(
                {
                    "id": f"{user_id}:{m['dia_id']}",
                    "content": f"{m['speaker']}: {text}" if speaker else text,
                    "created_at": _ms(m["date_time"]),
                    "session": s,
                    "type": "episodic",
                    "archived": False,
                    "superseded_by": "",
                }
            )
    stored = {m["id"] for m in memories}
    questions = []
    for qa in convo.get("qa", []):
        expected = sorted({f"{user_id}:{e.strip()}" for e in qa.get("evidence", [])} & stored)
        if expected and str(qa.get("question", "")).strip():
            questions.append(
                {"query": qa["question"], "expected": expected, "kind": str(qa.get("category"))}
            )
    return {"user_id": user_id, "memories": memories, "questions": questions}


def speakers(directory: Path | None = None) -> list[frozenset[str]]:
    """Who speaks in each conversation, in load()'s order."""
    out = []
    for path in files(directory):
        convo = json.loads(path.read_text())
        out.append(
            frozenset(
                str(m["speaker"]).strip().casefold() for _, ms in _sessions(convo) for m in ms
            )
        )
    return out


def speaker_groups(people: Sequence[frozenset[str]]) -> list[list[int]]:
    """The conversations joined by a shared speaker (connected components), each sorted,
    in order of their first conversation: a group shares no one with any other group."""
    groups: list[tuple[frozenset[str], list[int]]] = []
    for i, who in enumerate(people):
        joined = [g for g in groups if g[0] & who]
        names = who.union(*(g[0] for g in joined))
        members = sorted([i, *(n for g in joined for n in g[1])])
        groups = [g for g in groups if g not in joined] + [(names, members)]
    return sorted((members for _, members in groups), key=lambda m: m[0])


def load(directory: Path | None = None, speaker: bool = False) -> list[dict[str, Any]]:
    return [
        build(json.loads(path.read_text()), n, speaker) for n, path in enumerate(files(directory))
    ]
