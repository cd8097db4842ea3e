"""The soak's clients: simulated users in sessions, at a bounded rate, through Envoy.

Each tick picks a user (seeded); the user's current session sends its next request:
a note to remember (learned later) or a question about an earlier note (memory is
injected), over the Responses or Chat Completions API, streamed or not; a session's last
request says x-memproxy-session-end. Every answer is checked against the upstream's own
text; outcomes are counted by kind ("ok", "http_503", "wrong_body", "error_ReadTimeout").
One tick in `admin_every` is an admin API call instead (list, search, readyz).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import httpx

_WORDS = (
    "walrus piano glacier tulip anchor bamboo canyon dahlia ember falcon garnet harbor igloo "
    "jasmine kettle lantern meadow nectar orchid pepper quartz raven saddle thistle umbrella "
    "velvet willow yarrow zephyr acorn beacon cobalt dune easel fjord gondola hazel ivory "
    "juniper kayak lagoon mango nutmeg oyster pebble quiver radish sequoia tundra urchin "
    "violin walnut yodel zinnia almond bison cactus dolphin eagle ferret gecko hammock "
    "iris jaguar koala lemur marble narwhal otter parsley quokka rhubarb salmon toucan "
    "vanilla wombat basil cinnamon denim emerald flannel granite hemlock indigo jade kelp "
    "lilac mahogany nylon obsidian pewter quince rosemary saffron teak amber bronze copper "
    "crimson sapphire topaz turquoise ruby onyx pearl coral ginger clove fennel lavender"
)
NOUNS = tuple(_WORDS.split())


@dataclass
class Session:
    user: str
    sid: str
    left: int
    notes: list[str] = field(default_factory=list)


@dataclass
class Load:
    envoy_url: str
    admin_url: str
    answer: str
    seed: int
    users: int = 8
    admin_every: int = 20
    timeout_s: float = 30.0
    outcomes: Counter[str] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)
    admin: Counter[str] = field(default_factory=Counter)
    said: dict[str, str] = field(default_factory=dict)
    """token -> user, for every note whose request got the upstream's answer."""
    sessions_seen: set[tuple[str, str]] = field(default_factory=set)
    latencies: list[float] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._sessions: dict[str, Session] = {}
        self._n = 0

    async def run(self, rate: float, stop: asyncio.Event, max_in_flight: int = 64) -> None:
        """Ticks at `rate` per second until `stop` is set; at most max_in_flight open."""
        gate = asyncio.Semaphore(max_in_flight)
        tasks: set[asyncio.Task[None]] = set()
        limits = httpx.Limits(max_connections=max_in_flight)
        async with httpx.AsyncClient(timeout=self.timeout_s, limits=limits) as client:
            started = time.monotonic()
            while not stop.is_set():
                await gate.acquire()
                task = asyncio.create_task(self._one(client, gate, self._n))
                tasks.add(task)
                task.add_done_callback(tasks.discard)
                self._n += 1
                pause = started + self._n / rate - time.monotonic()
                if pause > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(stop.wait(), pause)
            if tasks:
                await asyncio.gather(*tasks, return_exceptions=True)

    async def _one(self, client: httpx.AsyncClient, gate: asyncio.Semaphore, n: int) -> None:
        try:
            if n % self.admin_every == self.admin_every - 1:
                await self._admin(client)
            else:
                await self._request(client)
        finally:
            gate.release()

    # client requests --------------------------------------------------------------
    def _session(self) -> Session:
        user = f"soak-{self._rng.randrange(self.users)}"
        s = self._sessions.get(user)
        if s is None or s.left <= 0:
            s = Session(user, f"s{self._rng.randrange(10**9):09d}", self._rng.randint(4, 12))
            self._sessions[user] = s
        s.left -= 1
        return s

    def _text(self, s: Session) -> tuple[str, str]:
        """(kind, text): a new note, or a question about one of the session's notes."""
        if s.notes and self._rng.random() < 0.4:
            noted = self._rng.choice(s.notes).split()
            return "question", f"What did I note about {self._rng.choice(noted)}?"
        token = "ref-" + "".join(self._rng.choices("abcdefghijklmnopqrstuvwxyz0123456789", k=8))
        words = " ".join(self._rng.sample(NOUNS, 4))
        s.notes.append(words)
        return f"note:{token}", f"Please remember {token}: {words}."

    async def _request(self, client: httpx.AsyncClient) -> None:
        s = self._session()
        kind, text = self._text(s)
        api = self._rng.choice(("responses", "chat"))
        stream = self._rng.random() < 0.5
        headers = {"x-user-id": s.user, "x-session-id": s.sid}
        if s.left <= 0:
            headers["x-memproxy-session-end"] = "true"
        body: dict[str, Any] = {"model": "m", "stream": stream}
        if api == "responses":
            body["input"] = text
        else:
            body["messages"] = [{"role": "user", "content": text}]
        self.kinds[f"{api}/{'stream' if stream else 'json'}/{kind.split(':')[0]}"] += 1
        self.sessions_seen.add((s.user, s.sid))
        outcome = await self._send(client, api, stream, body, headers)
        self.outcomes[outcome] += 1
        if outcome == "ok" and kind.startswith("note:"):
            self.said[kind[5:]] = s.user

    async def _send(
        self,
        client: httpx.AsyncClient,
        api: str,
        stream: bool,
        body: dict[str, Any],
        headers: dict[str, str],
    ) -> str:
        path = "/v1/responses" if api == "responses" else "/v1/chat/completions"
        started = time.monotonic()
        try:
            async with client.stream(
                "POST", self.envoy_url + path, json=body, headers=headers
            ) as r:
                raw = await r.aread()
            if r.status_code != 200:
                return f"http_{r.status_code}"
            text = sse_text(api, raw) if stream else json_text(api, raw)
        except httpx.HTTPError as exc:
            return f"error_{type(exc).__name__}"
        except (ValueError, KeyError, IndexError, TypeError):
            return "wrong_body"
        finally:
            self.latencies.append(time.monotonic() - started)
        return "ok" if text == self.answer else "wrong_body"

    # admin calls ------------------------------------------------------------------
    async def _admin(self, client: httpx.AsyncClient) -> None:
        user = f"soak-{self._rng.randrange(self.users)}"
        route = self._rng.choice(("list", "search", "readyz"))
        try:
            if route == "list":
                r = await client.get(
                    f"{self.admin_url}/v1/memory", params={"user_id": user, "limit": 20}
                )
            elif route == "search":
                query = {"user_id": user, "query": f"what about {self._rng.choice(NOUNS)}"}
                r = await client.post(f"{self.admin_url}/v1/memory/search", json=query)
            else:
                r = await client.get(f"{self.admin_url}/readyz")
            self.admin[f"{route}/{r.status_code}"] += 1
        except httpx.HTTPError as exc:
            self.admin[f"{route}/error_{type(exc).__name__}"] += 1


def json_text(api: str, raw: bytes) -> str:
    data = json.loads(raw)
    if api == "chat":
        return str(data["choices"][0]["message"]["content"])
    return "".join(
        c["text"] for item in data["output"] for c in item["content"] if c["type"] == "output_text"
    )


def sse_text(api: str, raw: bytes) -> str:
    """The text of a streamed answer; raises ValueError if the stream did not finish."""
    datas = [line[5:].strip() for line in raw.decode().splitlines() if line.startswith("data:")]
    if api == "chat":
        if not datas or datas[-1] != "[DONE]":
            raise ValueError("chat stream without [DONE]")
        chunks = [json.loads(d) for d in datas[:-1]]
        return "".join(c["choices"][0]["delta"].get("content") or "" for c in chunks)
    events = [json.loads(d) for d in datas]
    if not events or events[-1]["type"] != "response.completed":
        raise ValueError("responses stream without response.completed")
    return "".join(e["delta"] for e in events if e["type"] == "response.output_text.delta")
