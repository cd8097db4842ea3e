"""`memproxy memories list|search|get|forget|export|import`: the admin API from a shell.

Human-readable output by default, `--json` for scripts. Errors are one line on stderr
and a non-zero exit: 1 for an API or connection error, 3 when some import lines failed.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable

from memproxy.admin_client import AdminClient, AdminError, MemoryJson
from memproxy.commands import jsonl
from memproxy.commands.progress import Progress
from memproxy.config import Settings

BATCH = 200
PARTIAL_IMPORT = 3


def _common() -> argparse.ArgumentParser:
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--admin-url", default="", help="default: server.admin_host/admin_port")
    common.add_argument("--token", default="", help="bearer token (or MEMPROXY_ADMIN_TOKEN)")
    common.add_argument("--json", action="store_true", help="machine-readable output")
    return common


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "memories",
        help="see, search, forget, export and import a user's memories",
        description="Talks to a running sidecar's admin API (--admin-url, default "
        "server.admin_host:admin_port; --token or MEMPROXY_ADMIN_TOKEN). Readable output, "
        "--json for scripts; errors are one line with exit 1.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
        "  memproxy memories list --user alice\n"
        '  memproxy memories search --user alice "trip budget"\n'
        "  memproxy memories forget --user alice --all\n"
        "  memproxy memories export --user alice > alice.jsonl\n"
        "  memproxy memories import alice.jsonl",
    )
    verbs = parser.add_subparsers(dest="verb", required=True)
    common = [_common()]

    p = verbs.add_parser("list", parents=common, help="a user's memories, newest first")
    p.add_argument("--user", required=True, help="the user id")
    p.add_argument("--project", default="", help="only this project's memories")
    p.add_argument("--type", default="", help="only this type (semantic, episodic, ...)")
    p.add_argument("--limit", type=int, default=50, help="at most this many (50)")
    p.add_argument("--offset", type=int, default=0, help="skip this many first")
    p.add_argument("--archived", action="store_true", help="include archived memories")
    p.set_defaults(handler=_list)

    p = verbs.add_parser(
        "search", parents=common, help="search a user's memories as a request would"
    )
    p.add_argument("--user", required=True, help="the user id")
    p.add_argument("--project", default="", help="only this project's memories")
    p.add_argument("--limit", type=int, default=5, help="at most this many hits (5)")
    p.add_argument("query", help='the question, e.g. "trip budget"')
    p.set_defaults(handler=_search)

    p = verbs.add_parser("get", parents=common, help="one memory by id")
    p.add_argument("--user", required=True, help="the user id (another user's memory: 404)")
    p.add_argument("id", help="the memory id")
    p.set_defaults(handler=_get)

    p = verbs.add_parser(
        "forget",
        parents=common,
        help="delete one memory, or --all of a user: memories, conversations, jobs, records",
    )
    p.add_argument("--user", required=True, help="the user id")
    p.add_argument("--project", default="", help="with --all: only this project")
    target = p.add_mutually_exclusive_group(required=True)
    target.add_argument("id", nargs="?", help="the memory id")
    target.add_argument("--all", action="store_true", help="everything of the user (or project)")
    p.set_defaults(handler=_forget)

    p = verbs.add_parser(
        "export",
        parents=common,
        help="all of a user's memories as JSON lines on stdout (a count on stderr)",
    )
    p.add_argument("--user", required=True, help="the user id")
    p.add_argument("--project", default="", help="only this project's memories")
    p.set_defaults(handler=_export)

    p = verbs.add_parser(
        "import",
        parents=common,
        help="store memories from JSON lines (an export); bad lines named by number, exit 3",
    )
    p.add_argument("file", help="a .jsonl file, or - for stdin")
    p.add_argument("--batch", type=int, default=BATCH, help=f"memories per request ({BATCH})")
    p.set_defaults(handler=_import)


def admin_url(args: argparse.Namespace, settings: Settings) -> str:
    if args.admin_url:
        return str(args.admin_url)
    host = settings.server.admin_host
    host = "127.0.0.1" if host in ("0.0.0.0", "") else host
    host = f"[{host}]" if ":" in host else host
    return f"http://{host}:{settings.server.admin_port}"


def _client(args: argparse.Namespace, settings: Settings) -> AdminClient:
    token = (
        args.token
        or os.environ.get("MEMPROXY_ADMIN_TOKEN", "")
        or settings.server.admin_token.get_secret_value()
    )
    return AdminClient(admin_url(args, settings), token)


def run(args: argparse.Namespace, settings: Settings, work: Callable[[AdminClient], int]) -> int:
    try:
        with _client(args, settings) as client:
            return work(client)
    except (AdminError, OSError) as exc:
        print(f"memproxy {args.command} {args.verb}: {exc}", file=sys.stderr)
        return 1


def line(m: MemoryJson) -> str:
    project = f" project={m['project_id']}" if m.get("project_id") else ""
    archived = " (archived)" if m.get("archived") else ""
    score = f" {m['score']:.3f}" if "score" in m else ""
    return f"{m.get('id')}{score} [{m.get('type')}]{project}{archived} {m.get('content')}"


def show(args: argparse.Namespace, memories: list[MemoryJson], empty: str) -> None:
    if args.json:
        print(json.dumps(memories, ensure_ascii=False, indent=2))
        return
    for m in memories:
        print(line(m))
    if not memories:
        print(empty)


def _list(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        memories = c.page(
            args.user,
            args.project,
            include_archived=args.archived,
            type=args.type,
            limit=args.limit,
            offset=args.offset,
        )
        show(args, memories, f"(no memories for user {args.user!r})")
        return 0

    return run(args, settings, work)


def _search(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        show(args, c.search(args.user, args.query, args.limit, args.project), "(no match)")
        return 0

    return run(args, settings, work)


def _get(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        m = c.get(args.user, args.id)
        if args.json:
            print(json.dumps(m, ensure_ascii=False, indent=2))
        else:
            for key, value in m.items():
                print(f"{key}: {value}")
        return 0

    return run(args, settings, work)


def _forget(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        if args.all:
            deleted = c.forget_scope(args.user, args.project)
        else:
            deleted = c.forget(args.user, args.id)
        print(json.dumps({"deleted": deleted}) if args.json else f"deleted {deleted}")
        return 0

    return run(args, settings, work)


def _export(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        progress = Progress("exported")
        for m in c.iter_all(args.user, args.project):
            sys.stdout.write(jsonl.dump(m) + "\n")
            progress.advance(1)
        sys.stdout.flush()
        progress.finish(f" memories of user {args.user!r}")
        return 0

    return run(args, settings, work)


def _import(args: argparse.Namespace, settings: Settings) -> int:
    def work(c: AdminClient) -> int:
        if args.file == "-":
            good, bad = jsonl.parse(sys.stdin)
        else:
            with open(args.file, encoding="utf-8", errors="replace") as f:
                good, bad = jsonl.parse(f)
        progress = Progress("imported", len(good))
        size = max(1, min(args.batch, 1000))
        for start in range(0, len(good), size):
            bad += store(c, good[start : start + size], progress)
        failed = sorted(bad, key=lambda b: b.number)
        for b in failed:
            print(f"line {b.number}: {b.reason}", file=sys.stderr)
        progress.finish(f", {len(failed)} line(s) failed" if failed else "")
        return PARTIAL_IMPORT if failed else 0

    return run(args, settings, work)


def store(c: AdminClient, batch: list[jsonl.Line], progress: Progress) -> list[jsonl.BadLine]:
    """Store a batch; when the API refuses it (400), store its lines one by one so that
    only the bad ones fail, each with the API's reason."""
    try:
        c.store_batch([x.memory for x in batch])
        progress.advance(len(batch))
        return []
    except AdminError as exc:
        if exc.status not in (400, 409):
            raise
        if len(batch) == 1:
            reason = str(exc).replace("(field memories.0.", "(field ")  # its only memory
            return [jsonl.BadLine(batch[0].number, reason)]
    bad: list[jsonl.BadLine] = []
    for one in batch:
        bad += store(c, [one], progress)
    return bad
