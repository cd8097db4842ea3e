"""The docs site: it builds with `mkdocs build --strict` (a broken link or a page left out
of the navigation fails), its generated pages are current, every setting is described,
and the README stays a landing page that speaks of the product only."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import docgen  # noqa: E402
import gen_docs  # noqa: E402
from docgen import configuration  # noqa: E402

PRODUCT_TEXT = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
# the history of the work, not the product: work sessions (the demo has sessions 1 and 2),
# the source documents, files that are not in the repository
NOT_PRODUCT = re.compile(r"\bsession \d{2,}\b|\bseed 0\d\d\b|DESIGN\.md", re.I)


@pytest.fixture(autouse=True)
def _fixed_width(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "100")  # argparse wraps help to the terminal's width


def test_every_setting_has_a_description() -> None:
    assert configuration.undescribed() == []


def test_generated_pages_are_current() -> None:
    assert gen_docs.check() == [], "run: make docs-gen"


def test_a_stale_generated_block_is_replaced() -> None:
    text = "a\n<!-- gen:t -->\nold\n<!-- /gen:t -->\nb\n"
    assert docgen.replace_blocks(text, {"t": "new\n"}) == (
        "a\n<!-- gen:t -->\nnew\n<!-- /gen:t -->\nb\n"
    )


def test_the_site_builds_strict(tmp_path: Path) -> None:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert (tmp_path / "reference" / "configuration" / "index.html").is_file()


def test_the_readme_is_a_landing_page() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250


@pytest.mark.parametrize("path", PRODUCT_TEXT, ids=lambda p: str(p.relative_to(ROOT)))
def test_product_text_speaks_of_the_product(path: Path) -> None:
    found = NOT_PRODUCT.findall(path.read_text(encoding="utf-8"))
    assert found == [], f"{path.relative_to(ROOT)}: {found}"


def test_the_grafana_dashboard_charts_only_metrics_memproxy_exports() -> None:
    dashboard = json.loads((ROOT / "deploy/grafana/memproxy-dashboard.json").read_text())
    exported = "\n".join(p.read_text() for p in (ROOT / "src/memproxy").rglob("*.py"))
    names = {
        re.sub(r"_bucket$", "", name)
        for panel in dashboard["panels"]
        for target in panel["targets"]
        for name in re.findall(r"memproxy_[a-z_]+", target["expr"])
    }
    assert names
    missing = sorted(n for n in names if f'"{n}"' not in exported)
    assert missing == []


REPO_PATH = re.compile(r"`([A-Za-z_.-]+(?:/[A-Za-z0-9_.-]+)+\.(?:py|md|yaml|json|proto|npz|sh))`")


@pytest.mark.parametrize("path", PRODUCT_TEXT, ids=lambda p: str(p.relative_to(ROOT)))
def test_files_the_docs_name_are_in_the_repository(path: Path) -> None:
    named = set(REPO_PATH.findall(path.read_text(encoding="utf-8")))
    missing = [
        name
        for name in sorted(named)
        if not (ROOT / name).exists() and not (ROOT / "src/memproxy" / name).exists()
    ]
    assert missing == [], f"{path.relative_to(ROOT)} names files not in the repository"
