"""The console's session and CSRF tokens: stateless, keyed by the admin token.

A session cookie is `<issued>.<nonce>.<mac>`: an HMAC-SHA256 under the admin token, so
every worker process checks it alike, and changing the token ends every session. A
form's CSRF token is an HMAC of the session cookie (a page of one session cannot post
for another). The token itself is never stored in the cookie, a URL or a log.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import time

COOKIE = "memproxy_console"
MAX_AGE_S = 8 * 3600


def _mac(key: str, *parts: str) -> str:
    return hmac.new(key.encode(), "|".join(parts).encode(), hashlib.sha256).hexdigest()


def token_matches(admin_token: str, given: str) -> bool:
    """The login check (constant time); never true without a configured token."""
    return bool(admin_token) and hmac.compare_digest(given.encode(), admin_token.encode())


def issue(admin_token: str, now: float | None = None) -> str:
    issued = str(int(time.time() if now is None else now))
    nonce = secrets.token_hex(16)
    return f"{issued}.{nonce}.{_mac(admin_token, 'session', issued, nonce)}"


def session_valid(admin_token: str, cookie: str, now: float | None = None) -> bool:
    if not admin_token or cookie.count(".") != 2:
        return False
    issued, nonce, mac = cookie.split(".")
    if not issued.isdigit() or not hmac.compare_digest(
        mac.encode(), _mac(admin_token, "session", issued, nonce).encode()
    ):
        return False
    age = (time.time() if now is None else now) - int(issued)
    return 0 <= age < MAX_AGE_S


def csrf_token(admin_token: str, cookie: str) -> str:
    return _mac(admin_token, "csrf", cookie)


def csrf_valid(admin_token: str, cookie: str, given: str) -> bool:
    return bool(given) and hmac.compare_digest(
        given.encode(), csrf_token(admin_token, cookie).encode()
    )
