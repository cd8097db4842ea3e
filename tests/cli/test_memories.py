"""Each `memproxy memories` subcommand against a real sidecar, and its one-line errors."""

from __future__ import annotations

import json
from collections.abc import Iterator

import httpx
import pytest

from memproxy.testing.procs import Memproxy, free_port
from tests.kit.cli import TOKEN, Cli


def add(sidecar: Memproxy, user: str, content: str, **fields: object) -> str:
    r = httpx.post(
        f"{sidecar.admin_url}/v1/memory",
        json={"user_id": user, "content": content, **fields},
        timeout=10,
    )
    assert r.status_code == 201, r.text
    return str(r.json()["id"])


def test_list_get_search_forget(sidecar: Memproxy, cli: Cli, user: str) -> None:
    url = ["--admin-url", sidecar.admin_url]
    budget = add(sidecar, user, "Budget for the Hawaii trip is $10,000")
    add(sidecar, user, "Allergic to peanuts", type="procedural")

    listed = cli("memories", "list", "--user", user, *url)
    assert listed.rc == 0
    assert "Budget for the Hawaii trip is $10,000" in listed.out
    assert "[procedural] Allergic to peanuts" in listed.out

    as_json = json.loads(cli("memories", "list", "--user", user, "--json", *url).out)
    assert {m["content"] for m in as_json} == {
        "Budget for the Hawaii trip is $10,000",
        "Allergic to peanuts",
    }
    typed = json.loads(
        cli("memories", "list", "--user", user, "--type", "procedural", "--json", *url).out
    )
    assert [m["content"] for m in typed] == ["Allergic to peanuts"]

    found = cli("memories", "search", "--user", user, "--json", "how much can I spend?", *url)
    assert found.rc == 0
    assert json.loads(found.out)[0]["id"] == budget

    got = cli("memories", "get", "--user", user, budget, *url)
    assert got.rc == 0 and f"id: {budget}" in got.out and "content: Budget" in got.out

    assert cli("memories", "forget", "--user", user, budget, *url).out.strip() == "deleted 1"
    gone = cli("memories", "get", "--user", user, budget, *url)
    assert gone.rc == 1
    assert "HTTP 404 not_found" in gone.err and len(gone.err.strip().splitlines()) == 1

    assert cli("memories", "forget", "--user", user, "--all", *url).out.strip() == "deleted 1"
    empty = cli("memories", "list", "--user", user, *url)
    assert empty.rc == 0 and "no memories" in empty.out


def test_another_users_memory_is_a_404(sidecar: Memproxy, cli: Cli, user: str) -> None:
    memory = add(sidecar, user, "Lives in Lisbon")
    other = cli(
        "memories", "get", "--user", "someone-else", memory, "--admin-url", sidecar.admin_url
    )
    assert other.rc == 1 and "404" in other.err


def test_validation_error_names_the_field(sidecar: Memproxy, cli: Cli, user: str) -> None:
    url = ["--admin-url", sidecar.admin_url]
    bad = cli("memories", "search", "--user", user, "--limit", "0", "x", *url)
    assert bad.rc == 1
    assert "HTTP 400" in bad.err and "(field limit)" in bad.err


def test_unreachable_admin_is_one_line(cli: Cli) -> None:
    url = f"http://127.0.0.1:{free_port()}"
    result = cli("memories", "list", "--user", "u", "--admin-url", url)
    assert result.rc == 1
    assert result.err.strip() == result.err.strip().splitlines()[0]
    assert f"not reachable at {url}" in result.err


@pytest.fixture(scope="module")
def guarded(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Memproxy]:
    proc = Memproxy(
        tmp_path_factory.mktemp("cli-token"), env={"MEMPROXY_SERVER__ADMIN_TOKEN": TOKEN}
    ).start()
    yield proc
    proc.stop()


def test_token(guarded: Memproxy, cli: Cli, monkeypatch: pytest.MonkeyPatch, user: str) -> None:
    url = ["--admin-url", guarded.admin_url]
    missing = cli("memories", "list", "--user", user, *url)
    assert missing.rc == 1 and "HTTP 401 unauthorized" in missing.err and "--token" in missing.err
    wrong = cli("memories", "list", "--user", user, "--token", "nope", *url)
    assert wrong.rc == 1 and "401" in wrong.err
    assert cli("memories", "list", "--user", user, "--token", TOKEN, *url).rc == 0
    monkeypatch.setenv("MEMPROXY_ADMIN_TOKEN", TOKEN)
    assert cli("memories", "list", "--user", user, *url).rc == 0
