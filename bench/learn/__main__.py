"""Run the learning benchmark through the real stack with a real extraction model.

    python -m bench.learn [--model 1.5b|0.5b] [--llm-url URL] [--out FILE]

Without --llm-url it starts llama-server with scripts/llm.sh (built by `make llm`) and
stops it by PID at the end. The chat upstream is the demo's stand-in, whose answer lists
the memories memproxy injected: that is what the questions measure.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
from prometheus_client.parser import text_string_to_metric_families

from bench.learn.data import USERS
from bench.learn.score import score
from memproxy.demo import stack

ROOT = Path(__file__).resolve().parents[2]
LLM_SH = ROOT / "scripts" / "llm.sh"
SETTLED = ("done", "invalid_output", "dead", "forgotten")


IDLE_ENV = {  # the short chat without a session end is learned within ~4 s
    "MEMPROXY_MEMORY__LEARNING__IDLE_FLUSH_MINUTES": "0.05",
    "MEMPROXY_MEMORY__LEARNING__IDLE_CHECK_SECONDS": "1",
    # What is measured is learning, not latency: on a busy 2-core machine next to a
    # model using both cores, the default 35 ms retrieval deadline drops injections.
    "MEMPROXY_MEMORY__DEADLINE_MS": "2000",
}


def start_llm(model: str) -> tuple[int, str]:
    out = subprocess.run(
        [str(LLM_SH), "start", model], check=True, capture_output=True, text=True
    ).stdout.split()
    return int(out[0]), out[1]


def served_model(url: str) -> str:
    r = httpx.get(f"{url}/v1/models", timeout=10)
    r.raise_for_status()
    return str(r.json()["data"][0]["id"])


def extraction_env(url: str, model: str) -> dict[str, str]:
    parts = urlsplit(url)
    extraction = {
        "model_role": "memory_extraction",
        "llm_provider": "openai-compatible",
        "llm_endpoint": {"address": parts.hostname, "port": parts.port, "base_path": "/v1"},
        "llm_model_name": model,
        "llm_timeout_seconds": 300,
        "max_tokens": 700,
        "temperature": 0,
    }
    return {
        "MEMPROXY_MEMORY__EXTERNAL_MODELS": json.dumps([extraction]),
        "MEMPROXY_MEMORY__LEARNING__WORKERS": "1",
        "MEMPROXY_MEMORY__LEARNING__LEASE_SECONDS": "600",
        **IDLE_ENV,
    }


def jobs(admin: str) -> dict[str, float]:
    text = httpx.get(f"{admin}/metrics", timeout=5).text
    return {
        s.labels["outcome"]: s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
        if s.name == "memproxy_jobs_total"
    }


def wait_learned(admin: str, want: int, timeout_s: float) -> dict[str, float]:
    deadline = time.monotonic() + timeout_s
    counts: dict[str, float] = {}
    while time.monotonic() < deadline:
        counts = jobs(admin)
        accepted = counts.get("accepted", 0)
        if accepted >= want and sum(counts.get(k, 0) for k in SETTLED) >= accepted:
            return counts
        time.sleep(1)
    raise TimeoutError(f"extraction did not settle in {timeout_s:.0f}s: {counts}")


def settled(admin: str, sessions: int) -> dict[str, float]:
    """Settled and still settled past an idle-flush window (a flush may split a session
    into two jobs, so the job count alone does not say that all is learned)."""
    counts = wait_learned(admin, sessions, 1800)
    while True:
        time.sleep(5)
        again = wait_learned(admin, sessions, 1800)
        if again == counts:
            return counts
        counts = again


def chat(envoy: str, user: str, session: str, text: str, end: bool) -> str:
    headers = {"x-user-id": user, "x-session-id": session}
    if end:
        headers["x-memproxy-session-end"] = "true"
    body = {"model": "stand-in", "messages": [{"role": "user", "content": text}]}
    r = httpx.post(f"{envoy}/v1/chat/completions", json=body, headers=headers, timeout=60)
    r.raise_for_status()
    return str(r.json()["choices"][0]["message"]["content"])


def injected_of(answer: str) -> list[str]:
    """The memories the stand-in says it was given ('... memories: • a • b')."""
    if "•" not in answer:
        return []
    return [m.strip() for m in answer.split("•")[1:] if m.strip()]


def active(admin: str, user: str) -> list[dict[str, Any]]:
    r = httpx.get(f"{admin}/v1/memory", params={"user_id": user, "limit": 1000}, timeout=10)
    r.raise_for_status()
    return list(r.json()["memories"])


def run(llm_url: str, model_label: str, home: Path, model_dir: Path) -> dict[str, Any]:
    """llm_url "": no extraction model (memproxy stores the users' informative turns)."""
    model = served_model(llm_url) if llm_url else "none"
    env = extraction_env(llm_url, model) if llm_url else {**IDLE_ENV}
    with ExitStack() as undo:
        upstream = undo.enter_context(stack.stand_in(home, "stand-in"))
        ports = undo.enter_context(stack.memproxy(home, upstream, model_dir, env))
        envoy, admin = f"http://127.0.0.1:{ports.envoy}", f"http://127.0.0.1:{ports.admin}"
        started = time.monotonic()
        sessions = 0
        for user in USERS:
            for n, turns in enumerate(user.sessions):
                sessions += 1
                for i, text in enumerate(turns):
                    last = i == len(turns) - 1 and not user.idle
                    chat(envoy, user.id, f"{user.id}-s{n}", text, last)
            if len(user.sessions) > 1:  # a correction is learned after what it corrects
                wait_learned(admin, sessions, 1800)
        counts = settled(admin, sessions)
        learn_s = time.monotonic() - started
        memories = {u.id: active(admin, u.id) for u in USERS}
        injected = {
            u.id: [
                injected_of(chat(envoy, u.id, f"{u.id}-later", q.text, False)) for q in u.questions
            ]
            for u in USERS
        }
    result = score(USERS, {k: [m["content"] for m in v] for k, v in memories.items()}, injected)
    return {
        "model": model_label,
        "served_model": model,
        "jobs": counts,
        "sessions": sessions,
        "learning_wall_s": round(learn_s, 1),
        **result,
        "memories": {
            k: [f"[{m['type']}/{m['metadata'].get('kind', '')}] {m['content']}" for m in v]
            for k, v in memories.items()
        },
        "injected": injected,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.learn", description=__doc__)
    parser.add_argument(
        "--model",
        default="1.5b",
        choices=["1.5b", "0.5b", "none"],
        help="none: no extraction model (the baseline: informative turns stored verbatim)",
    )
    parser.add_argument("--llm-url", default="", help="an OpenAI-compatible server to use")
    parser.add_argument("--out", default="", help="default bench/results/learn-<model>.json")
    args = parser.parse_args(argv)
    model_dir = Path(
        os.environ.get("MEMPROXY_TEST_MODEL_DIR", ROOT / "data/models/all-MiniLM-L6-v2")
    ).resolve()
    out = Path(args.out or ROOT / "bench" / "results" / f"learn-{args.model}.json")
    pid = 0
    try:
        url = args.llm_url.rstrip("/")
        if not url and args.model != "none":
            pid, url = start_llm(args.model)
        with tempfile.TemporaryDirectory(prefix="memproxy-learn-") as home:
            result = run(url, args.model, Path(home), model_dir)
    finally:
        if pid:
            subprocess.run([str(LLM_SH), "stop", str(pid)], check=False)
    out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    print(json.dumps({"per_kind": result["per_kind"], "overall": result["overall"]}, indent=1))
    for line in result["misses"] + [f"invented: {x}" for x in result["inventions"]]:
        print(line)
    print(f"written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
