"""Bulk export and import of a user's memories as JSON lines, against a real sidecar."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from memproxy.testing.procs import Memproxy
from tests.kit.cli import Cli

KEPT = ("content", "type", "project_id", "session_id", "importance", "entities", "metadata")


def contents(lines: str) -> list[tuple[Any, ...]]:
    records = [json.loads(x) for x in lines.splitlines() if x.strip()]
    return sorted(tuple(json.dumps(r.get(k), sort_keys=True) for k in KEPT) for r in records)


def test_round_trip_of_500(
    sidecar: Memproxy, cli: Cli, user: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = ["--admin-url", sidecar.admin_url]
    source = tmp_path / "in.jsonl"
    kinds = ("semantic", "episodic", "procedural")
    source.write_text(
        "\n".join(
            json.dumps(
                {
                    "user_id": user,
                    "content": f"Fact number {i}: the user owns {i} books about topic {i % 17}",
                    "type": kinds[i % 3],
                    "project_id": "p1" if i % 5 == 0 else "",
                    "session_id": f"s{i % 3}",
                    "importance": 1 + i % 5,
                    "entities": [f"topic-{i % 17}"],
                    "metadata": {"n": i},
                }
            )
            for i in range(500)
        )
    )
    first = cli("memories", "import", str(source), "--batch", "128", *url)
    assert first.rc == 0, first.err
    assert "imported 500 of 500" in first.err

    exported = cli("memories", "export", "--user", user, *url)
    assert exported.rc == 0 and "exported 500" in exported.err
    assert contents(exported.out) == contents(source.read_text())
    only_p1 = cli("memories", "export", "--user", user, "--project", "p1", *url)
    assert len(only_p1.out.splitlines()) == 100

    dump = tmp_path / "export.jsonl"
    dump.write_text(exported.out)
    assert cli("memories", "forget", "--user", user, "--all", *url).out.strip() == "deleted 500"
    assert cli("memories", "export", "--user", user, *url).out == ""

    again = cli("memories", "import", str(dump), *url)
    assert again.rc == 0 and "imported 500 of 500" in again.err
    assert contents(cli("memories", "export", "--user", user, *url).out) == contents(exported.out)


def test_malformed_lines_are_reported_and_the_rest_imported(
    sidecar: Memproxy, cli: Cli, user: str, tmp_path: Path
) -> None:
    url = ["--admin-url", sidecar.admin_url]
    good = [json.dumps({"user_id": user, "content": f"good memory {i}"}) for i in range(6)]
    lines = [
        good[0],
        "{not json",  # 2
        good[1],
        "",  # blank: skipped, not an error
        json.dumps(["a", "list"]),  # 5
        json.dumps({"user_id": user}),  # 6: no content
        good[2],
        json.dumps({"user_id": user, "content": "bad type", "type": "nonsense"}),  # 8: API 400
        good[3],
        json.dumps({"user_id": user, "content": "x", "importance": 9}),  # 10: API 400
        good[4],
        good[5],
    ]
    path = tmp_path / "mixed.jsonl"
    path.write_text("\n".join(lines))
    result = cli("memories", "import", str(path), "--batch", "4", *url)
    assert result.rc == 3
    reported = [x.split(":")[0] for x in result.err.splitlines() if x.startswith("line ")]
    assert reported == ["line 2", "line 5", "line 6", "line 8", "line 10"]
    assert "(field type)" in result.err and "(field importance)" in result.err
    assert "imported 6 of 8, 5 line(s) failed" in result.err
    stored = json.loads(cli("memories", "list", "--user", user, "--json", *url).out)
    assert sorted(m["content"] for m in stored) == [f"good memory {i}" for i in range(6)]


def test_import_of_a_missing_file_is_one_line(cli: Cli, sidecar: Memproxy) -> None:
    result = cli("memories", "import", "/nonexistent/x.jsonl", "--admin-url", sidecar.admin_url)
    assert result.rc == 1 and "No such file" in result.err
