"""The admin client's one-line errors (pure part)."""

from __future__ import annotations

import pytest

from memproxy.admin_client import describe


@pytest.mark.parametrize(
    ("status", "body", "line"),
    [
        (
            404,
            {"error": {"code": "not_found", "message": "no memory 'x'", "field": "id"}},
            "HTTP 404 not_found: no memory 'x' (field id)",
        ),
        (
            401,
            {"error": {"code": "unauthorized", "message": "token needed"}},
            "HTTP 401 unauthorized: token needed; give --token or MEMPROXY_ADMIN_TOKEN",
        ),
        (502, None, "HTTP 502"),
        (500, {"detail": "odd"}, "HTTP 500"),
    ],
)
def test_describe(status: int, body: object, line: str) -> None:
    assert describe(status, body) == line
