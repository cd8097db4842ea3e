"""Context compression with a real model: prompt tokens and right answers, full vs compressed.

    python -m bench.compression [--turns 200] [--batch 10] [--keep 5] [--llm-url URL]
                                [--model 1.5b|0.5b] [--out FILE]

1. The session: a generated planning conversation (bench.compression.data) is recorded
   turn by turn in a real SqliteStateStore, as memproxy's recorder does; every job the
   store's queue makes (every `--batch` turns) is claimed and given to memproxy's
   StateWriter, whose model (llama.cpp, the memory_state role) writes the current state.
2. The questions: each is asked at the end of the session twice, with the full history
   and with the history memproxy's Compressor makes of it (the same object the request
   path uses), at temperature 0. An answer is right when it contains one of the
   question's expected strings (case-insensitive): no LLM judge.
Prompt tokens are the server's own count (usage.prompt_tokens). Latencies are measured
in the same run: the compression step against the model calls it saves.
Without --llm-url it starts llama-server with scripts/llm.sh and stops it by PID.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx

from bench.compression.data import QUESTIONS, conversation
from memproxy.compress.compressor import Compressor
from memproxy.config import CompressionSettings, ExternalModel, LLMEndpoint
from memproxy.learn.current_state import StateWriter
from memproxy.llm import ChatClient
from memproxy.metrics import Metrics
from memproxy.openai_apis.chat_completions import ChatCompletions
from memproxy.state.base import SessionKey, StoredTurn
from memproxy.state.sqlite import SqliteStateStore

ROOT = Path(__file__).resolve().parents[2]
LLM_SH = ROOT / "scripts" / "llm.sh"
SYSTEM = (
    "You are a helpful assistant for planning a company offsite. Answer the user's last "
    "question in one short sentence, using what was said in the conversation."
)


def start_llm(model: str) -> tuple[int, str]:
    env = {**os.environ, "LLM_CTX": os.environ.get("LLM_CTX", "16384")}
    out = subprocess.run(
        [str(LLM_SH), "start", model], check=True, capture_output=True, text=True, env=env
    ).stdout.split()
    return int(out[0]), out[1]


def right(answer: str, expected: tuple[str, ...]) -> bool:
    text = answer.lower()
    return any(e in text for e in expected)


async def record_session(
    state: SqliteStateStore,
    writer: StateWriter,
    key: SessionKey,
    messages: list[dict[str, str]],
    batch: int,
) -> list[float]:
    """The session through the state store's queue; the seconds each state write took."""
    seconds: list[float] = []
    for i in range(0, len(messages), 2):
        turns = [
            StoredTurn("user", messages[i]["content"]),
            StoredTurn("assistant", messages[i + 1]["content"]),
        ]
        if await state.append_turns(key, turns, batch) is None:
            continue
        job = await state.claim(3600)
        assert job is not None
        start = time.perf_counter()
        written = await writer.write(job, state.job_exists)
        seconds.append(time.perf_counter() - start)
        await state.ack(job.id)
        print(
            f"state after {i + 2} turns: {'written' if written else 'NOT written'} "
            f"in {seconds[-1]:.1f}s",
            flush=True,
        )
    return seconds


async def ask(client: httpx.AsyncClient, model: str, messages: list[Any]) -> dict[str, Any]:
    body = {"model": model, "messages": messages, "max_tokens": 48, "temperature": 0}
    start = time.perf_counter()
    r = await client.post("/v1/chat/completions", json=body)
    r.raise_for_status()
    data = r.json()
    return {
        "answer": data["choices"][0]["message"]["content"],
        "prompt_tokens": data["usage"]["prompt_tokens"],
        "seconds": time.perf_counter() - start,
    }


async def run(args: argparse.Namespace, url: str) -> dict[str, Any]:
    parts = urlsplit(url)
    async with httpx.AsyncClient(base_url=url, timeout=3600) as http:
        model = (await http.get("/v1/models")).json()["data"][0]["id"]
    endpoint = LLMEndpoint(address=parts.hostname or "127.0.0.1", port=parts.port or 80)
    state_model = ExternalModel(
        model_role="memory_state",
        llm_endpoint=endpoint,
        llm_model_name=model,
        llm_timeout_seconds=1800,
        max_tokens=400,
        temperature=0,
    )
    settings = CompressionSettings(enabled=True, by_default=True, keep_recent_turns=args.keep)
    messages = conversation(args.turns)
    key = SessionKey("bench-user", "bench-session")
    metrics = Metrics()
    result: dict[str, Any] = {
        "baseline_from": args.baseline or None,
        "turns": args.turns,
        "batch": args.batch,
        "keep": args.keep,
        "model": model,
        "judge": "expected answer strings",
    }
    with tempfile.TemporaryDirectory() as tmp:
        state = SqliteStateStore(Path(tmp) / "state.db")
        await state.start()
        chat = ChatClient(state_model)
        try:
            writer = StateWriter(state, chat, settings.state_ttl_seconds, metrics)
            writes = await record_session(state, writer, key, messages, args.batch)
            current = await state.load_state(key)
            result["state"] = {
                "writes": len(writes),
                "write_seconds_mean": statistics.fmean(writes or [0]),
                "upto": current.upto if current else None,
                "data": current.data if current else None,
            }
            save(args, result)
            baseline = load_baseline(args)
            compressor = Compressor(state, settings, metrics)
            spec = ChatCompletions()
            rows: list[dict[str, Any]] = []
            compress_s: list[float] = []
            async with httpx.AsyncClient(base_url=url, timeout=3600) as http:
                for mode in ("full", "compressed"):
                    if mode == "full" and baseline:
                        rows += baseline
                        continue
                    for q in QUESTIONS:
                        history = [
                            {"role": "system", "content": SYSTEM},
                            *messages,
                            {"role": "user", "content": q.text},
                        ]
                        body: dict[str, Any] = {"model": model, "messages": history}
                        note = None
                        if mode == "compressed":
                            start = time.perf_counter()
                            new, note = await compressor.compress(spec, key, body)
                            compress_s.append(time.perf_counter() - start)
                            history = (new or body)["messages"]
                        got = await ask(http, model, history)
                        row = {
                            "mode": mode,
                            "part": q.part,
                            "question": q.text,
                            **got,
                            "right": right(got["answer"], q.expected),
                            "compression": note.outcome if note else None,
                        }
                        rows.append(row)
                        print(json.dumps(row), flush=True)
                        result["questions"] = rows
                        save(args, result)  # partial results survive a cut-off run
        finally:
            await chat.close()
            await state.close()
    result["questions"] = rows
    result["summary"] = summarize(rows, compress_s)
    return result


def load_baseline(args: argparse.Namespace) -> list[dict[str, Any]]:
    """The full-history answers of an earlier run with the same model and data."""
    if not args.baseline:
        return []
    for _ in range(360):  # a run still going: wait for its full-history answers
        path = Path(args.baseline)
        earlier = json.loads(path.read_text()) if path.exists() else {}
        baseline = [r for r in earlier.get("questions", []) if r["mode"] == "full"]
        if len(baseline) == len(QUESTIONS):
            assert earlier["turns"] == args.turns
            return baseline
        time.sleep(10)
    raise RuntimeError(f"no full-history answers in {args.baseline}")


def out_path(args: argparse.Namespace) -> Path:
    return Path(args.out or ROOT / "bench" / "results" / f"compression-{args.turns}.json")


def save(args: argparse.Namespace, result: dict[str, Any]) -> None:
    out_path(args).write_text(json.dumps(result, indent=1, ensure_ascii=False) + "\n")


def summarize(rows: list[dict[str, Any]], compress_s: list[float]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for mode in ("full", "compressed"):
        mine = [r for r in rows if r["mode"] == mode]
        out[mode] = {
            "right": sum(r["right"] for r in mine),
            "asked": len(mine),
            "by_part": {
                p: sum(r["right"] for r in mine if r["part"] == p)
                for p in ("early", "middle", "recent")
            },
            "prompt_tokens_mean": statistics.fmean(r["prompt_tokens"] for r in mine),
            "first_answer_seconds": mine[0]["seconds"],
            "answer_seconds_median": statistics.median(r["seconds"] for r in mine),
        }
    full, comp = out["full"], out["compressed"]
    out["prompt_token_reduction"] = 1 - comp["prompt_tokens_mean"] / full["prompt_tokens_mean"]
    out["right_share_of_full"] = comp["right"] / full["right"] if full["right"] else None
    out["compress_step_ms_median"] = statistics.median(compress_s) * 1000 if compress_s else None
    out["compress_step_vs_full_first_answer"] = (
        statistics.median(compress_s) / full["first_answer_seconds"] if compress_s else None
    )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=200)
    parser.add_argument("--batch", type=int, default=10, help="turns per state write")
    parser.add_argument("--keep", type=int, default=5, help="recent exchanges kept raw")
    parser.add_argument("--model", default="1.5b")
    parser.add_argument("--llm-url", default="")
    parser.add_argument("--out", default="")
    parser.add_argument(
        "--baseline", default="", help="reuse the full-history answers of this result file"
    )
    args = parser.parse_args()
    pid = 0
    url = args.llm_url
    if not url:
        pid, url = start_llm(args.model)
    try:
        result = asyncio.run(run(args, url))
    finally:
        if pid:
            subprocess.run([str(LLM_SH), "stop", str(pid)], check=False)
    save(args, result)
    print(json.dumps(result["summary"], indent=1))


if __name__ == "__main__":
    main()
