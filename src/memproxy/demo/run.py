"""`memproxy demo`: two sessions through Envoy + memproxy, printed readably.

Starts the stand-in upstream (or uses --upstream URL), memproxy and Envoy on free
loopback ports with a fresh home (data/demo), plays SESSION_1 with the openai SDK, ends
the session, waits for the memories, shows them, plays SESSION_2 and shows what each
answer was given. Exit 0 only when session 2 showed session 1's facts.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import signal
import sys
import time
from contextlib import ExitStack
from pathlib import Path
from types import FrameType
from typing import Any

import httpx

from memproxy import envoy_config
from memproxy.config import Settings
from memproxy.demo import stack
from memproxy.demo.script import SESSION_1, SESSION_2, USER, Turn, shows_memory
from memproxy.demo.upstream import DEFAULT_MODEL
from memproxy.embed.factory import is_packaged, onnx_files

STORE_WAIT_S = 30.0
EXTRACTION_WAIT_S = 900.0  # a CPU-served model takes 10-60 s per extraction, more when busy


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--upstream", default="", help="a real vLLM base URL (http://HOST:PORT); default: stand-in"
    )
    parser.add_argument(
        "--extraction",
        default="",
        help="an OpenAI-compatible base URL whose model learns the facts (memory_extraction); "
        "default: none, the user's informative turns are stored as they are",
    )
    parser.add_argument("--home", default="", help="demo data directory (default {home}/demo)")


def say(text: str = "") -> None:
    print(text, flush=True)


def ask(client: Any, model: str, turn: Turn, headers: dict[str, str]) -> str:
    """One turn with the openai SDK; the answer text (streamed turns read to the end)."""
    if turn.api == "responses":
        if turn.stream:
            parts = []
            with client.responses.stream(
                model=model, input=turn.text, extra_headers=headers
            ) as events:
                for event in events:
                    if event.type == "response.output_text.delta":
                        parts.append(event.delta)
            return "".join(parts)
        return str(
            client.responses.create(model=model, input=turn.text, extra_headers=headers).output_text
        )
    messages = [{"role": "user", "content": turn.text}]
    if turn.stream:
        chunks = client.chat.completions.create(
            model=model, messages=messages, stream=True, extra_headers=headers
        )
        return "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    reply = client.chat.completions.create(model=model, messages=messages, extra_headers=headers)
    return str(reply.choices[0].message.content or "")


def label(turn: Turn) -> str:
    api = "Responses API" if turn.api == "responses" else "Chat Completions"
    return f"{api}{', streamed' if turn.stream else ''}"


def wait_for_memories(admin: str, want: int) -> list[dict[str, Any]]:
    deadline = time.monotonic() + STORE_WAIT_S
    memories: list[dict[str, Any]] = []
    while time.monotonic() < deadline:
        r = httpx.get(f"{admin}/v1/memory", params={"user_id": USER}, timeout=5)
        memories = r.json().get("memories", []) if r.status_code == 200 else []
        if len(memories) >= want:
            break
        time.sleep(0.25)
    return memories


class UpstreamError(Exception):
    pass


def model_name(upstream: str) -> str:
    """The first model the upstream serves (GET /v1/models), as vLLM lists it."""
    url = f"{upstream.rstrip('/')}/v1/models"
    try:
        r = httpx.get(url, timeout=10)
        r.raise_for_status()
        return str(r.json()["data"][0]["id"])
    except (httpx.HTTPError, ValueError, KeyError, IndexError, TypeError) as exc:
        raise UpstreamError(f"no model list from the upstream at {url}: {exc}") from None


def missing_extra() -> str:
    """What the demo lacks of the `demo` extra (the openai SDK, Envoy); '' when nothing."""
    if importlib.util.find_spec("openai") is None:
        return "the openai SDK is not installed"
    try:
        envoy_config.envoy_binary()
    except RuntimeError:
        return "envoy is not installed"
    return ""


def play(upstream: str, ports: stack.Ports, extraction: bool = False) -> bool:
    from openai import OpenAI  # the `demo` extra (checked first: missing_extra)

    model = model_name(upstream)
    admin = f"http://127.0.0.1:{ports.admin}"
    client = OpenAI(
        base_url=f"http://127.0.0.1:{ports.envoy}/v1",
        api_key="none",
        default_headers={"x-user-id": USER},
        max_retries=0,
    )
    say(f"\n== Session 1 (user {USER!r}): telling the assistant about herself")
    for i, turn in enumerate(SESSION_1):
        headers = {"x-session-id": "session-1"}
        if i == len(SESSION_1) - 1:
            headers["x-memproxy-session-end"] = "true"  # learn from this session now
        say(f"\n  you ({label(turn)}): {turn.text}")
        say(f"  assistant: {ask(client, model, turn, headers)}")
    if extraction:
        say("\n  (the extraction model is learning from session 1 ...)")
        stack.wait_learned(admin, 1, EXTRACTION_WAIT_S)
        memories = wait_for_memories(admin, 1)
    else:
        memories = wait_for_memories(admin, len(SESSION_1))
    say("\n== What memproxy remembered after session 1 (admin API, GET /v1/memory)")
    for m in memories:
        say(f"  - [{m.get('type')}] {m.get('content')}")
    if not memories:
        say(f"  (nothing stored within {STORE_WAIT_S:.0f}s)")
    say("\n== Session 2 (a new session): asking about it")
    shown = 0
    for turn in SESSION_2:
        say(f"\n  you ({label(turn)}): {turn.text}")
        answer = ask(client, model, turn, {"x-session-id": "session-2"})
        ok = shows_memory(turn, answer)
        shown += ok
        say(f"  assistant: {answer}")
        say(f"  -> {'remembered from session 1' if ok else 'NOT remembered'} ({turn.expect!r})")
    say(f"\n== Cross-session memory shown in {shown} of {len(SESSION_2)} session-2 answers")
    return shown == len(SESSION_2)


def _interrupt(signum: int, _: FrameType | None) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def run(args: argparse.Namespace, settings: Settings) -> int:
    signal.signal(signal.SIGTERM, _interrupt)
    home = Path(args.home or Path(settings.home) / "demo").resolve()
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    embedding = settings.memory.embedding
    model = onnx_files(embedding, Path(settings.home))[0].resolve()
    if not model.is_file():
        print(f"memproxy demo: no embedding model at {model}; run `make setup`", file=sys.stderr)
        return 2
    models = None if is_packaged(embedding, Path(settings.home)) else model.parent
    missing = missing_extra()
    if missing:
        print(f"memproxy demo: {missing}: pip install 'memproxy[demo]'", file=sys.stderr)
        return 2
    stand_in = not args.upstream
    extraction = str(getattr(args, "extraction", "") or "").rstrip("/")
    if stand_in:
        say("memproxy demo: the upstream is a STAND-IN, not a language model: its answers")
        say("only list the memories memproxy injected. For a real vLLM on port 8000:")
        say("  make demo DEMO_UPSTREAM=http://127.0.0.1:8000")
    else:
        say(f"memproxy demo: upstream {args.upstream} (answers come from the real model)")
    try:
        if not stand_in:
            model_name(args.upstream)  # fail fast, before starting anything
        env = stack.extraction_env(extraction, model_name(extraction)) if extraction else {}
        if extraction:
            say(f"memproxy demo: the extraction model at {extraction} learns the facts")
        with ExitStack() as stack_:
            upstream = args.upstream.rstrip("/") or stack_.enter_context(
                stack.stand_in(home, DEFAULT_MODEL)
            )
            ports = stack_.enter_context(stack.memproxy(home, upstream, models, env))
            say(
                f"Envoy http://127.0.0.1:{ports.envoy} -> {upstream}; memproxy admin "
                f"http://127.0.0.1:{ports.admin}; data and logs in {home}"
            )
            ok = play(upstream, ports, bool(extraction))
    except KeyboardInterrupt:
        print("memproxy demo: interrupted; everything it started is stopped", file=sys.stderr)
        return 130
    except (stack.StartError, UpstreamError, httpx.HTTPError, OSError) as exc:  # timeouts too
        print(f"memproxy demo: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # the openai SDK's errors, reported in one line
        print(f"memproxy demo: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    if not ok:
        print("memproxy demo: cross-session memory was not shown", file=sys.stderr)
        return 1
    return 0
