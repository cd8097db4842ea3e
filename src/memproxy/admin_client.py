"""A typed client of memproxy's admin REST API (what the operator CLI talks to).

Every failure is an AdminError with one readable line: not reachable, 401, 404, a
validation error naming the field, or any other status with the API's message.
"""

from __future__ import annotations

import getpass
from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import httpx

from memproxy.api.audit import ACTOR_HEADER

PAGE = 1000  # the list route's largest page
MAX_OFFSET = 100_000  # the list route's largest offset

MemoryJson = dict[str, Any]
"""A memory as the API writes it (JSON); not memproxy.domain.Memory."""


def _actor() -> str:
    """cli:<login> (cli when the login cannot be told)."""
    try:
        return f"cli:{getpass.getuser()}"
    except Exception:
        return "cli"


class AdminError(Exception):
    """One line for the operator; `status` is the HTTP status (0: no answer)."""

    def __init__(self, message: str, status: int = 0) -> None:
        super().__init__(message)
        self.status = status


def describe(status: int, body: Any) -> str:
    """The API's JSON error {"error": {code, message, field}} as one line (pure)."""
    err = body.get("error") if isinstance(body, dict) else None
    if not isinstance(err, dict):
        return f"HTTP {status}"
    text = f"{err.get('code', 'error')}: {err.get('message', '')}"
    if err.get("field"):
        text += f" (field {err['field']})"
    if status == 401:
        text += "; give --token or MEMPROXY_ADMIN_TOKEN"
    return f"HTTP {status} {text}"


class AdminClient:
    def __init__(self, base_url: str, token: str = "", timeout: float = 30.0) -> None:
        headers = {"authorization": f"Bearer {token}"} if token else {}
        headers[ACTOR_HEADER] = _actor()  # named on the admin's audit lines
        self.base_url = base_url.rstrip("/")
        self._http = httpx.Client(base_url=self.base_url, headers=headers, timeout=timeout)

    def close(self) -> None:
        self._http.close()

    def __enter__(self) -> AdminClient:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> dict[str, Any]:
        try:
            r = self._http.request(method, path, **kwargs)
        except httpx.TimeoutException:
            raise AdminError(f"admin API at {self.base_url} did not answer in time") from None
        except httpx.HTTPError as exc:
            raise AdminError(f"admin API not reachable at {self.base_url} ({exc})") from None
        try:
            body = r.json()
        except ValueError:
            body = None
        if r.status_code >= 400:
            raise AdminError(describe(r.status_code, body), r.status_code)
        if not isinstance(body, dict):
            raise AdminError(f"admin API at {self.base_url} answered {r.status_code} without JSON")
        return body

    def page(
        self,
        user_id: str,
        project_id: str = "",
        *,
        all_projects: bool = False,
        include_archived: bool = False,
        type: str = "",
        limit: int = 100,
        offset: int = 0,
    ) -> list[MemoryJson]:
        params: dict[str, Any] = {"user_id": user_id, "limit": limit, "offset": offset}
        if project_id:
            params["project_id"] = project_id
        if type:
            params["type"] = type
        if all_projects:
            params["all_projects"] = "true"
        if include_archived:
            params["include_archived"] = "true"
        memories: list[MemoryJson] = self._call("GET", "/v1/memory", params=params)["memories"]
        return memories

    def iter_all(
        self, user_id: str, project_id: str = "", include_archived: bool = True
    ) -> Iterator[MemoryJson]:
        """Every memory of the user (of the project, or of all projects), page by page."""
        offset = 0
        while offset <= MAX_OFFSET:
            page = self.page(
                user_id,
                project_id,
                all_projects=not project_id,
                include_archived=include_archived,
                limit=PAGE,
                offset=offset,
            )
            yield from page
            if len(page) < PAGE:
                return
            offset += PAGE
        raise AdminError(f"more than {MAX_OFFSET} memories: the list route pages no further")

    def search(
        self, user_id: str, query: str, limit: int = 5, project_id: str = ""
    ) -> list[MemoryJson]:
        body: dict[str, Any] = {"user_id": user_id, "query": query, "limit": limit}
        if project_id:
            body["project_id"] = project_id
        results: list[MemoryJson] = self._call("POST", "/v1/memory/search", json=body)["results"]
        return results

    def get(self, user_id: str, memory_id: str) -> MemoryJson:
        return self._call("GET", f"/v1/memory/{memory_id}", params={"user_id": user_id})

    def forget(self, user_id: str, memory_id: str) -> int:
        body = self._call("DELETE", f"/v1/memory/{memory_id}", params={"user_id": user_id})
        return int(body["deleted"])

    def forget_scope(self, user_id: str, project_id: str = "") -> int:
        params = {"user_id": user_id, **({"project_id": project_id} if project_id else {})}
        return int(self._call("DELETE", "/v1/memory", params=params)["deleted"])

    def store_batch(self, memories: list[MemoryJson]) -> list[MemoryJson]:
        answer = self._call("POST", "/v1/memory/batch", json={"memories": memories})
        stored: list[MemoryJson] = answer["memories"]
        return stored

    # context records --------------------------------------------------------------
    def contexts(self, user_id: str, session_id: str = "", limit: int = 20) -> list[dict[str, Any]]:
        params: dict[str, Any] = {"user_id": user_id, "limit": limit}
        if session_id:
            params["session_id"] = session_id
        found: list[dict[str, Any]] = self._call("GET", "/v1/contexts", params=params)["contexts"]
        return found

    def context(self, user_id: str, context_id: str) -> dict[str, Any]:
        return self._call(
            "GET", f"/v1/contexts/{quote(context_id, safe='')}", params={"user_id": user_id}
        )

    def replay(self, user_id: str, context_id: str) -> dict[str, Any]:
        return self._call(
            "POST", f"/v1/contexts/{quote(context_id, safe='')}/replay", params={"user_id": user_id}
        )
