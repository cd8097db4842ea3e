"""An upstream that parses each request's HTTP/1.1 framing itself (h11), byte for byte.

StubLLM (uvicorn) hands its app a body already de-framed; this one keeps what came on
the wire: the raw header list, how the body was framed (content-length or chunked) and
whether the bytes agreed with it. h11 refuses a malformed request (a content-length
that does not match, a bad chunk), which is recorded as an error.
"""

from __future__ import annotations

import json
import socket
import threading
from dataclasses import dataclass, field

import h11

from memproxy.localproc import free_port


@dataclass
class Framed:
    headers: list[tuple[str, str]]
    body: bytes
    error: str = ""

    def header(self, name: str) -> list[str]:
        return [v for k, v in self.headers if k == name]

    def json(self) -> dict[str, object]:
        parsed: dict[str, object] = json.loads(self.body)
        return parsed


ANSWER = json.dumps(
    {
        "id": "chatcmpl-raw",
        "object": "chat.completion",
        "created": 0,
        "model": "m",
        "choices": [
            {"index": 0, "message": {"role": "assistant", "content": "ok"}, "finish_reason": "stop"}
        ],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
    }
).encode()


@dataclass
class RawUpstream:
    port: int = 0
    requests: list[Framed] = field(default_factory=list)
    _sock: socket.socket | None = None

    def start(self) -> RawUpstream:
        self.port = self.port or free_port()
        self._sock = socket.create_server(("127.0.0.1", self.port))
        threading.Thread(target=self._accept, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._sock is not None:
            self._sock.close()

    def _accept(self) -> None:
        assert self._sock is not None
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            http = h11.Connection(h11.SERVER)
            while True:
                framed = self._one(conn, http)
                if framed is None:
                    return
                self.requests.append(framed)
                if framed.error or http.our_state is h11.MUST_CLOSE:
                    return
                http.start_next_cycle()

    def _one(self, conn: socket.socket, http: h11.Connection) -> Framed | None:
        headers: list[tuple[str, str]] = []
        body = b""
        try:
            while True:
                event = http.next_event()
                if event is h11.NEED_DATA:
                    data = conn.recv(65536)
                    if not data and not headers:
                        return None
                    http.receive_data(data)
                elif isinstance(event, h11.Request):
                    headers = [(k.decode().lower(), v.decode()) for k, v in event.headers]
                elif isinstance(event, h11.Data):
                    body += event.data
                elif isinstance(event, h11.EndOfMessage):
                    break
                elif isinstance(event, h11.ConnectionClosed):
                    return None
        except h11.RemoteProtocolError as exc:
            return Framed(headers, body, f"malformed request: {exc}")
        reply = h11.Response(
            status_code=200,
            headers=[("content-type", "application/json"), ("content-length", str(len(ANSWER)))],
        )
        out = [http.send(reply), http.send(h11.Data(data=ANSWER)), http.send(h11.EndOfMessage())]
        conn.sendall(b"".join(b for b in out if b))
        return Framed(headers, body)
