"""Replay real multi-session conversations through the real stack and measure whether
what was learned holds the answers to questions about the user.

    python -m bench.learn.replay --users N --sessions S [--model 1.5b|0.5b|none]
                                 [--llm-url URL] [--out FILE]

N Chit-Chat participants, each with S sessions (bench.learn.conversations says which):
every turn of theirs goes through Envoy as a user turn, the partner's next turn is the
assistant's answer (the upstream gives it word for word), and each session ends with
`x-memproxy-session-end`, then is learned before the next one starts (so a session's
seconds are its own). Two stores are then searched for every question the partner asked
them (POST /v1/memory/search, limit 10, threshold 0, the held-out check's procedure):
  - learned: the memories memproxy kept for the user (--model none: no extraction model,
    memproxy keeps the user's informative turns);
  - verbatim: the same user turns stored as they are with POST /v1/memory/batch, under a
    user id of their own.
A question is answered when one of its top-10 memories holds the answer (the rule is in
bench.learn.conversations). Without --llm-url, --model starts llama-server with
scripts/llm.sh and stops it by PID at the end.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx

from bench.eval.admin import store
from bench.learn import conversations
from bench.learn.__main__ import (
    IDLE_ENV,
    LLM_SH,
    ROOT,
    active,
    chat,
    extraction_env,
    served_model,
    start_llm,
)
from bench.learn.conversations import Exchange, Person
from memproxy.demo import stack
from memproxy.localproc import free_port

LIMIT = 10
SETTLE_S = 1800


@contextmanager
def upstream(home: Path, people: Sequence[Person]) -> Iterator[str]:
    """bench.learn.replay_upstream, answering each turn with the partner's words."""
    answers: dict[str, list[str]] = {}
    for p in people:
        for session in p.sessions:
            for ex in session:
                answers.setdefault(ex.said, []).append(ex.reply)
    replies = home / "replies.json"
    replies.write_text(json.dumps(answers, ensure_ascii=False))
    port = free_port()
    argv = [sys.executable, "-m", "bench.learn.replay_upstream", "--port", str(port)]
    env = {"PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    with stack.child("upstream", [*argv, "--replies", str(replies)], home, env) as (proc, log):
        url = f"http://127.0.0.1:{port}"
        stack.wait_ok(f"{url}/health", proc, "replay upstream", log, 20)
        yield url


def learned_after(admin: str, accepted: float) -> dict[str, float]:
    """Wait until a job beyond the `accepted` ones was taken and every job settled, and
    still so a few seconds later (the session end's job may follow a batch's)."""
    counts = stack.wait_learned(admin, int(accepted) + 1, SETTLE_S)
    while True:
        time.sleep(3)
        again = stack.wait_learned(admin, int(accepted) + 1, SETTLE_S)
        if again == counts:
            return counts
        counts = again


def exchange(envoy: str, admin: str, user: str, session: str, ex: Exchange, end: bool) -> bool:
    """One turn, which must reach the learner (as bench.learn's `said`: a turn Envoy
    forwarded without the sidecar is never recorded, so stop at once); whether the answer
    was the partner's."""
    before = stack.recorded(admin)
    reply = chat(envoy, user, session, ex.said, end)
    deadline = time.monotonic() + 30
    while stack.recorded(admin) <= before:
        if time.monotonic() > deadline:
            raise RuntimeError(f"turn not recorded by the sidecar ({user}/{session}): {ex.said!r}")
        time.sleep(0.2)
    return reply == ex.reply


def replay(envoy: str, admin: str, person: Person) -> tuple[list[float], int]:
    """Each session sent and learned in turn: its seconds from its first turn to its
    jobs settled, and how many answers were not the partner's (should be none)."""
    seconds: list[float] = []
    off_script = 0
    for n, session in enumerate(person.sessions):
        started, before = time.monotonic(), stack.jobs(admin).get("accepted", 0)
        for i, ex in enumerate(session):
            end = i == len(session) - 1
            off_script += not exchange(envoy, admin, person.id, f"{person.id}-s{n}", ex, end)
        learned_after(admin, before)
        seconds.append(round(time.monotonic() - started, 1))
    return seconds, off_script


def search(client: httpx.Client, user_id: str, query: str) -> list[str]:
    body = {"user_id": user_id, "query": query, "limit": LIMIT, "threshold": 0}
    reply = client.post("/v1/memory/search", json=body)
    reply.raise_for_status()
    return [hit["content"] for hit in reply.json()["results"]]


def rows(admin: str, user_id: str) -> list[str]:
    return [m["content"] for m in active(admin, user_id)]


def scored(client: httpx.Client, user_id: str, person: Person) -> list[bool]:
    return [
        conversations.answered(search(client, user_id, q.question), q) for q in person.questions
    ]


def share(hits: Sequence[bool]) -> float:
    return round(100 * sum(hits) / len(hits), 1) if hits else 0.0


def run(people: Sequence[Person], llm_url: str, home: Path, model_dir: Path) -> dict[str, Any]:
    """Replay, store verbatim, search both; figures and every question's verdicts."""
    model = served_model(llm_url) if llm_url else "none"
    env = extraction_env(llm_url, model) if llm_url else {**IDLE_ENV}
    with upstream(home, people) as url, stack.memproxy(home, url, model_dir, env) as ports:
        envoy, admin = f"http://127.0.0.1:{ports.envoy}", f"http://127.0.0.1:{ports.admin}"
        per_user: dict[str, Any] = {}
        with httpx.Client(base_url=admin, timeout=120) as client:
            for p in people:
                seconds, off_script = replay(envoy, admin, p)
                verbatim_id = f"{p.id}.verbatim"
                turns = [ex.said for s in p.sessions for ex in s]
                store(
                    client,
                    verbatim_id,
                    {"memories": [{"id": str(i), "content": t} for i, t in enumerate(turns)]},
                )
                per_user[p.id] = {
                    "participant": p.participant,
                    "turns": len(turns),
                    "session_s": seconds,
                    "off_script_answers": off_script,
                    "learned": {"rows": rows(admin, p.id), "answered": scored(client, p.id, p)},
                    "verbatim": {
                        "rows": len(rows(admin, verbatim_id)),
                        "answered": scored(client, verbatim_id, p),
                    },
                    "questions": [{"q": q.question, "evidence": q.evidence} for q in p.questions],
                }
            jobs = stack.jobs(admin)
    return {"served_model": model, "jobs": jobs, "users": per_user}


def summary(result: dict[str, Any]) -> dict[str, Any]:
    users = result["users"].values()
    sessions = [s for u in users for s in u["session_s"]]
    out: dict[str, Any] = {
        "users": len(users),
        "sessions": len(sessions),
        "questions": sum(len(u["questions"]) for u in users),
        "seconds_per_session": round(sum(sessions) / len(sessions), 1) if sessions else 0.0,
    }
    for mode in ("learned", "verbatim"):
        hits = [h for u in users for h in u[mode]["answered"]]
        counts = [len(u[mode]["rows"]) if mode == "learned" else u[mode]["rows"] for u in users]
        out[mode] = {
            "answered": sum(hits),
            "answered_pct": share(hits),
            "rows_per_user": round(sum(counts) / len(counts), 1) if counts else 0.0,
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.learn.replay", description=__doc__)
    parser.add_argument("--users", type=int, default=4)
    parser.add_argument("--sessions", type=int, default=3)
    parser.add_argument("--model", default="1.5b", choices=["1.5b", "0.5b", "none"])
    parser.add_argument("--llm-url", default="", help="an OpenAI-compatible server to use")
    parser.add_argument("--out", default="", help="default bench/results/replay-<model>.json")
    args = parser.parse_args(argv)
    model_dir = Path(
        os.environ.get("MEMPROXY_TEST_MODEL_DIR", ROOT / "data/models/all-MiniLM-L6-v2")
    ).resolve()
    raw = json.loads(conversations.chitchat.dataset_path().read_text())
    people = conversations.select(raw, args.users, args.sessions)
    out = Path(args.out or ROOT / "bench" / "results" / f"replay-{args.model}.json")
    pid = 0
    try:
        url = args.llm_url.rstrip("/")
        if not url and args.model != "none":
            pid, url = start_llm(args.model)
        with tempfile.TemporaryDirectory(prefix="memproxy-replay-") as home:
            result = run(people, url, Path(home), model_dir)
    finally:
        if pid:
            subprocess.run([str(LLM_SH), "stop", str(pid)], check=False)
    figures = {"model": args.model, **summary(result)}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps({**figures, **result}, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps(figures, indent=1))
    print(f"written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
