"""`memproxy contexts list|show|replay`: what memory gave the model, from a shell.

list: a user's context records, newest first; show: one record with a line per
candidate (its verdict, scores and tokens); replay: the record's assembly re-run against
today's memories, and what changed. `--json` prints the API's answer as it is.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from memproxy.admin_client import AdminClient
from memproxy.commands.memories import _common, run
from memproxy.config import Settings


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "contexts",
        help="what memory gave the model for a request, and why (context records)",
        description="Reads the context records of a running sidecar's admin API: every "
        "candidate memory with its scores and verdict, what was injected, each stage's time.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  memproxy contexts list --user alice\n"
        "  memproxy contexts show --user alice ctx_...\n"
        "  memproxy contexts replay --user alice ctx_...   # after a fix or a forget",
    )
    verbs = parser.add_subparsers(dest="verb", required=True)
    common = [_common()]

    p = verbs.add_parser("list", parents=common, help="a user's context records, newest first")
    p.add_argument("--user", required=True, help="the user id")
    p.add_argument("--session", default="", help="only this session's records")
    p.add_argument("--limit", type=int, default=20, help="at most this many (20)")
    p.set_defaults(handler=_list)

    for verb, helps, handler in [
        ("show", "one context record, a line per candidate", _show),
        ("replay", "re-run a record's assembly with today's memories", _replay),
    ]:
        p = verbs.add_parser(verb, parents=common, help=helps)
        p.add_argument("--user", required=True, help="the user id")
        p.add_argument("id", help="the record id (ctx_...), from list or a response header")
        p.set_defaults(handler=handler)


def _score(value: Any) -> str:
    return "-" if value is None else f"{value:.3f}"


def summary_line(r: dict[str, Any]) -> str:
    return (
        f"{r['id']}  {r['decision']}:{r['reason']}  injected={r['injected']}  "
        f"{r['context_hash'][:19]}  {r['query'][:60]!r}"
    )


def candidate_line(c: dict[str, Any]) -> str:
    scores = (
        f"dense={_score(c['dense_score'])} bm25={_score(c.get('keyword_score'))} "
        f"fused={_score(c['fused_score'])}"
    )
    head = f"  {c['verdict']:<20} {c['section']:<9} {scores} tokens={c['tokens']:<4}"
    return f"{head} {c['content'][:70]}"


def describe(r: dict[str, Any]) -> list[str]:
    tokens = r.get("tokens") or {}
    lines = [
        summary_line(r),
        f"  searched: {r['searched_query'][:200]!r}",
        f"  tokens: {tokens.get('total', 0)} of {tokens.get('budget', '-')} "
        f"({tokens.get('counter', '-')}); timings ms: {r['timings_ms']}",
    ]
    return lines + [candidate_line(c) for c in r["candidates"]]


def _list(args: argparse.Namespace, settings: Settings) -> int:
    def work(client: AdminClient) -> int:
        found = client.contexts(args.user, args.session, args.limit)
        print(json.dumps(found, indent=2) if args.json else "\n".join(map(summary_line, found)))
        return 0

    return run(args, settings, work)


def _show(args: argparse.Namespace, settings: Settings) -> int:
    def work(client: AdminClient) -> int:
        record = client.context(args.user, args.id)
        print(json.dumps(record, indent=2) if args.json else "\n".join(describe(record)))
        return 0

    return run(args, settings, work)


def _replay(args: argparse.Namespace, settings: Settings) -> int:
    def work(client: AdminClient) -> int:
        answer = client.replay(args.user, args.id)
        if args.json:
            print(json.dumps(answer, indent=2))
            return 0
        diff = answer["diff"]
        print("same context" if diff["same_hash"] else "the context changed")
        for c in diff["removed"]:
            print(f"  - {c['content'][:100]}")
        for c in diff["added"]:
            print(f"  + {c['content'][:100]}")
        for c in diff["changed"]:
            print(f"  ~ {c['then']} -> {c['now']}: {c['content'][:80]}")
        print("\n".join(describe(answer["replayed"])))
        return 0

    return run(args, settings, work)
