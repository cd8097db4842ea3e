"""Generates the docs site's reference pages and benchmark pages from their sources.

    python scripts/gen_docs.py          # write every generated page and plot (make docs-gen)
    python scripts/gen_docs.py --check  # exit 1 naming each generated page that is stale

Sources: the Settings' field descriptions (configuration), the argparse parsers' help
(CLI), the served OpenAPI documents (admin and self-service API), protos/ (gRPC), and
bench/results/*.json (benchmark pages, their plots, and the headline table in
README.md). Tooling only: nothing in memproxy imports this.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import docgen  # noqa: E402  (scripts/docgen, beside this file)


def pages(plots: bool = True) -> dict[Path, str]:
    """Every generated text file (the plots are SVG text), by path under the repository root."""
    from docgen import api, bench_pages, cli, configuration

    out: dict[Path, str] = {
        Path("docs/reference/configuration.md"): configuration.page(),
        Path("docs/reference/cli.md"): cli.page(),
    }
    out.update(api.pages())
    out.update(bench_pages.pages(ROOT))
    if plots:
        from docgen import plots as plotting

        out.update(plotting.render_all(ROOT))
    return out


def readme_blocks() -> dict[str, str]:
    """Generated blocks inside README.md, by marker name."""
    from docgen import bench_pages

    return {"headline": bench_pages.headline_table(ROOT)}


def check() -> list[str]:
    """The generated files and README blocks that differ from what would be generated."""
    stale = [str(p) for p, text in pages().items() if _read(ROOT / p) != text]
    readme = _read(ROOT / "README.md")
    if docgen.replace_blocks(readme, readme_blocks()) != readme:
        stale.append("README.md (generated blocks)")
    return stale


def write(plots: bool = True) -> None:
    for path, text in pages(plots).items():
        target = ROOT / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if _read(target) != text:
            target.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    readme = ROOT / "README.md"
    text = _read(readme)
    new = docgen.replace_blocks(text, readme_blocks())
    if new != text:
        readme.write_text(new, encoding="utf-8")
        print("wrote README.md (generated blocks)")


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def main(argv: list[str] | None = None) -> int:
    os.environ["COLUMNS"] = "100"  # argparse wraps help to the terminal: fix it
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="report stale pages, write nothing")
    parser.add_argument("--no-plots", action="store_true", help="write the pages only")
    args = parser.parse_args(argv)
    if args.check:
        stale = check()
        for name in stale:
            print(f"stale: {name} (run: make docs-gen)", file=sys.stderr)
        return 1 if stale else 0
    write(plots=not args.no_plots)
    return 0


if __name__ == "__main__":
    sys.exit(main())
