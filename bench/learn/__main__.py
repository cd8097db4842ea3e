"""Run the learning benchmark through the real stack with a real extraction model.

    python -m bench.learn [--model 1.5b|0.5b|none] [--llm-url URL] [--out FILE]
                          [--per-turn] [--model-only] [--set a|b|...|n|o|...|z|aa|ab]
                          [--rewrite llm|hyde [--rewrite-timeout-ms MS]]

Without --llm-url it starts llama-server with scripts/llm.sh (built by `make llm`) and
stops it by PID at the end. The chat upstream is the demo's stand-in, whose answer lists
the memories memproxy injected: that is what the questions measure. A set whose users
script assistant answers (`User.replies`) gets bench.learn.upstream instead, which gives
those turns their scripted answers.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import httpx

from bench.learn.data import LANGS, SETS, User
from bench.learn.score import score
from memproxy.demo import stack
from memproxy.localproc import free_port

ROOT = Path(__file__).resolve().parents[2]
LLM_SH = ROOT / "scripts" / "llm.sh"


IDLE_ENV = {  # the short chat without a session end is learned within ~4 s
    "MEMPROXY_MEMORY__LEARNING__IDLE_FLUSH_MINUTES": "0.05",
    "MEMPROXY_MEMORY__LEARNING__IDLE_CHECK_SECONDS": "1",
    # What is measured is learning, not latency: on a busy 2-core machine next to a
    # model using both cores, the default 35 ms retrieval deadline drops injections.
    "MEMPROXY_MEMORY__DEADLINE_MS": "2000",
}


@contextmanager
def upstream_for(home: Path, users: tuple[User, ...]) -> Iterator[str]:
    """The demo's stand-in, or, where the users script assistant answers, the
    benchmark's upstream that gives those turns their answers."""
    scripted = {turn: text for u in users for turn, text in u.replies}
    if not scripted:
        with stack.stand_in(home, "stand-in") as url:
            yield url
        return
    replies = home / "replies.json"
    replies.write_text(json.dumps(scripted, ensure_ascii=False))
    port = free_port()
    argv = [sys.executable, "-m", "bench.learn.upstream", "--port", str(port)]
    env = {"PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    with stack.child("upstream", [*argv, "--replies", str(replies)], home, env) as (proc, log):
        url = f"http://127.0.0.1:{port}"
        stack.wait_ok(f"{url}/health", proc, "bench upstream", log, 20)
        yield url


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
    return {**stack.extraction_env(url, model), **IDLE_ENV}


def wait_learned(admin: str, want: int, timeout_s: float) -> dict[str, float]:
    return stack.wait_learned(admin, want, timeout_s)


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


def said(envoy: str, admin: str, user: str, session: str, text: str, end: bool) -> None:
    """A turn of a first session, which must reach the learner: a turn Envoy forwarded
    without the sidecar (its ext_proc timeout ran out on a loaded machine) is never
    recorded, and waiting for its learning job would only time out, so stop at once."""
    before = stack.recorded(admin)
    chat(envoy, user, session, text, end)
    deadline = time.monotonic() + 30
    while stack.recorded(admin) <= before:
        if time.monotonic() > deadline:
            raise RuntimeError(f"turn not recorded by the sidecar ({user}/{session}): {text!r}")
        time.sleep(0.2)


def injected_of(answer: str) -> list[str]:
    """The memories the stand-in says it was given ('... memories: • a • b')."""
    if "•" not in answer:
        return []
    return [m.strip() for m in answer.split("•")[1:] if m.strip()]


def active(admin: str, user: str, archived: bool = False) -> list[dict[str, Any]]:
    """The user's memories (archived: the archived ones too, to see what superseded what)."""
    params: dict[str, Any] = {"user_id": user, "limit": 1000, "include_archived": archived}
    r = httpx.get(f"{admin}/v1/memory", params=params, timeout=10)
    r.raise_for_status()
    return list(r.json()["memories"])


def receipts(admin: str, user: str) -> list[str]:
    """What became of each fact the user's learning jobs proposed, oldest job first, one
    line per fact ("outcome: text (reason)"): why a fact was lost or a memory superseded
    can then be read from the result, not guessed."""
    r = httpx.get(f"{admin}/v1/receipts", params={"user_id": user, "limit": 200}, timeout=10)
    r.raise_for_status()
    lines: list[str] = []
    for receipt in reversed(r.json()["receipts"]):
        for fact in receipt["facts"]:
            ids = "".join(
                f" [{k} {fact[k][:8]}]" for k in ("memory_id", "replaced_id") if fact.get(k)
            )
            typing = f"{fact['about']}/{fact['attribute']}" if fact["attribute"] else ""
            lines.append(f"{fact['outcome']}: [{typing}] {fact['text']} ({fact['reason']}){ids}")
    return lines


def rewrite_env(url: str, model: str, mode: str, timeout_ms: float) -> dict[str, str]:
    """The query rewrite `mode` (llm, hyde) by the same served model."""
    role = "memory_hyde" if mode == "hyde" else "memory_rewrite"
    models = json.loads(stack.extraction_env(url, model)["MEMPROXY_MEMORY__EXTERNAL_MODELS"])
    rewrite = {**models[0], "model_role": role, "max_tokens": 60, "llm_timeout_seconds": 60}
    return {
        "MEMPROXY_MEMORY__EXTERNAL_MODELS": json.dumps([*models, rewrite]),
        "MEMPROXY_MEMORY__QUERY_REWRITE": mode,
        "MEMPROXY_MEMORY__REWRITE_TIMEOUT_MS": str(timeout_ms),
    }


def ask_all(envoy: str, users: tuple[User, ...]) -> tuple[dict[str, list[list[str]]], list[float]]:
    """Every question in a new session: the memories injected, and each request's wall ms."""
    injected: dict[str, list[list[str]]] = {}
    took: list[float] = []
    for u in users:
        for q in u.questions:
            start = time.perf_counter()
            injected.setdefault(u.id, []).append(
                injected_of(chat(envoy, u.id, f"{u.id}-later", q.text, False))
            )
            took.append((time.perf_counter() - start) * 1000)
    return injected, took


def p50(values: list[float]) -> float:
    return round(sorted(values)[len(values) // 2], 1) if values else 0.0


def run(
    llm_url: str,
    model_label: str,
    home: Path,
    model_dir: Path,
    per_turn: bool = False,
    rewrite: str = "",
    rewrite_timeout_ms: float = 0,
    model_only: bool = False,
    set_name: str = "a",
) -> dict[str, Any]:
    """llm_url "": no extraction model (memproxy stores the users' informative turns).
    rewrite: also ask the questions again with that query rewrite by the same model.
    set_name: the set of users (bench.learn.data.SETS)."""
    users = SETS[set_name]
    model = served_model(llm_url) if llm_url else "none"
    env = extraction_env(llm_url, model) if llm_url else {**IDLE_ENV}
    if per_turn:
        env["MEMPROXY_MEMORY__LEARNING__EXTRACTION_PER_TURN"] = "true"
    env["MEMPROXY_MEMORY__LEARNING__KEEP_UNEXTRACTED"] = "false" if model_only else "true"
    with ExitStack() as undo:
        upstream = undo.enter_context(upstream_for(home, users))
        sidecar = undo.enter_context(ExitStack())  # closed before a rewrite rerun
        ports = sidecar.enter_context(stack.memproxy(home, upstream, model_dir, env))
        envoy, admin = f"http://127.0.0.1:{ports.envoy}", f"http://127.0.0.1:{ports.admin}"
        started = time.monotonic()
        sessions = 0
        for user in users:
            for n, turns in enumerate(user.sessions):
                sessions += 1
                for i, text in enumerate(turns):
                    last = i == len(turns) - 1 and not user.idle
                    said(envoy, admin, user.id, f"{user.id}-s{n}", text, last)
            if len(user.sessions) > 1:  # a correction is learned after what it corrects
                wait_learned(admin, sessions, 1800)
        counts = settled(admin, sessions)
        learn_s = time.monotonic() - started
        memories = {u.id: active(admin, u.id) for u in users}
        archived = {u.id: [m for m in active(admin, u.id, True) if m["archived"]] for u in users}
        learned = {u.id: receipts(admin, u.id) for u in users}
        injected, took = ask_all(envoy, users)
        sidecar.close()
        rewritten: dict[str, Any] = {}
        if rewrite and llm_url:
            renv = {**env, **rewrite_env(llm_url, model, rewrite, rewrite_timeout_ms)}
            with stack.memproxy(home, upstream, model_dir, renv) as again:
                got, took_rw = ask_all(f"http://127.0.0.1:{again.envoy}", users)
            contents = {k: [m["content"] for m in v] for k, v in memories.items()}
            rewritten = {
                "mode": rewrite,
                "rewrite_timeout_ms": rewrite_timeout_ms,
                "overall": score(users, contents, got, LANGS[set_name])["overall"],
                "question_ms_p50": p50(took_rw),
                "injected": got,
            }
    contents = {k: [m["content"] for m in v] for k, v in memories.items()}
    result = score(users, contents, injected, LANGS[set_name])
    stated = sum(len(u.facts) for u in users)
    result["overall"]["memories_per_fact"] = round(result["overall"]["memories"] / stated, 2)
    result["overall"]["learning_s_per_session"] = round(learn_s / max(sessions, 1), 1)
    return {
        "set": set_name,
        "model": model_label,
        "served_model": model,
        "per_turn": per_turn,
        "keep_unextracted": not model_only,
        "question_ms_p50": p50(took),
        "rewrite": rewritten,
        "jobs": counts,
        "sessions": sessions,
        "learning_wall_s": round(learn_s, 1),
        **result,
        "memories": {k: [_shown(m) for m in v] for k, v in memories.items()},
        "injected": injected,
        "archived": {
            k: [f"{m['content']} (superseded by {m.get('superseded_by') or '-'})" for m in v]
            for k, v in archived.items()
        },
        "receipts": learned,
    }


def _shown(memory: dict[str, Any]) -> str:
    """A memory with its id's first eight characters (as the receipts show them), type,
    kind and the model's typing (whom, what attribute)."""
    meta = memory["metadata"]
    typing = f" {meta.get('about', '')}/{meta.get('attribute', '')}" if "attribute" in meta else ""
    shown = f"{memory['id'][:8]} {memory['type']}/{meta.get('kind', '')}{typing}"
    return f"[{shown}] {memory['content']}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.learn", description=__doc__)
    parser.add_argument(
        "--model",
        default="1.5b",
        choices=["1.5b", "0.5b", "none"],
        help="none: no extraction model (the baseline: informative turns stored verbatim)",
    )
    parser.add_argument(
        "--set",
        default="a",
        choices=sorted(SETS),
        help="a: the set memproxy was tuned on; b: a second one written after that tuning; "
        "c-n: written later still, each run once as it came first; o (English), p (Spanish), "
        "q (German), r (French), s-v in the same languages, w (Italian), x (Portuguese), "
        "y (Russian), z (Chinese), aa (English) and ab (Dutch): held out, written before any run "
        "and any change for them",
    )
    parser.add_argument("--llm-url", default="", help="an OpenAI-compatible server to use")
    parser.add_argument("--out", default="", help="default bench/results/learn-<model>.json")
    parser.add_argument("--per-turn", action="store_true", help="one extraction call per turn")
    parser.add_argument(
        "--rewrite",
        default="",
        choices=["", "llm", "hyde"],
        help="then ask the questions again with this query rewrite by the same model",
    )
    parser.add_argument("--rewrite-timeout-ms", type=float, default=10_000)
    parser.add_argument(
        "--model-only",
        action="store_true",
        help="only the model's facts (learning.keep_unextracted off: the user's statements "
        "the model left out are not kept)",
    )
    args = parser.parse_args(argv)
    model_dir = Path(
        os.environ.get("MEMPROXY_TEST_MODEL_DIR", ROOT / "data/models/all-MiniLM-L6-v2")
    ).resolve()
    suffix = "" if args.set == "a" else f"-{args.set}"
    out = Path(args.out or ROOT / "bench" / "results" / f"learn-{args.model}{suffix}.json")
    pid = 0
    try:
        url = args.llm_url.rstrip("/")
        if not url and args.model != "none":
            pid, url = start_llm(args.model)
        with tempfile.TemporaryDirectory(prefix="memproxy-learn-") as home:
            result = run(
                url,
                args.model,
                Path(home),
                model_dir,
                args.per_turn,
                args.rewrite,
                args.rewrite_timeout_ms,
                args.model_only,
                args.set,
            )
    finally:
        if pid:
            subprocess.run([str(LLM_SH), "stop", str(pid)], check=False)
    out.write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")
    summary = {k: result[k] for k in ("per_kind", "overall", "question_ms_p50")}
    if result["rewrite"]:
        summary["rewrite"] = {k: v for k, v in result["rewrite"].items() if k != "injected"}
    print(json.dumps(summary, indent=1))
    for line in result["misses"] + [f"invented: {x}" for x in result["inventions"]]:
        print(line)
    print(f"written to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
