"""ProfileCache: answers kept per key until a write of the user, the TTL, or eviction."""

from __future__ import annotations

from memproxy.store.profile_cache import ProfileCache

A = ("alice", None, 4, 8, 8)
A2 = ("alice", "proj", 4, 8, 8)
B = ("bob", None, 4, 8, 8)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def cache(size: int = 10, ttl: float = 30.0) -> tuple[ProfileCache[str], Clock]:
    clock = Clock()
    return ProfileCache(size, ttl, clock), clock


def test_a_put_answer_is_got_until_a_write_of_its_user() -> None:
    c, _ = cache()
    c.put(A, c.token(), "a")
    c.put(A2, c.token(), "a2")
    c.put(B, c.token(), "b")
    assert (c.get(A), c.get(A2), c.get(B)) == ("a", "a2", "b")
    c.written("alice")
    assert (c.get(A), c.get(A2), c.get(B)) == (None, None, "b")


def test_an_answer_read_while_a_write_ran_is_not_kept() -> None:
    c, _ = cache()
    token = c.token()
    c.written("bob")  # any write between the read's start and its put
    c.put(A, token, "stale?")
    assert c.get(A) is None
    c.put(A, c.token(), "fresh")
    assert c.get(A) == "fresh"


def test_the_ttl_bounds_an_answer() -> None:
    c, clock = cache(ttl=30.0)
    c.put(A, c.token(), "a")
    clock.now = 29.9
    assert c.get(A) == "a"
    clock.now = 30.0
    assert c.get(A) is None


def test_least_recently_used_goes_first() -> None:
    c, _ = cache(size=2)
    c.put(A, c.token(), "a")
    c.put(B, c.token(), "b")
    assert c.get(A) == "a"
    c.put(A2, c.token(), "a2")
    assert (c.get(A), c.get(B), c.get(A2)) == ("a", None, "a2")
    c.written("alice")
    c.put(B, c.token(), "b")
    assert c.get(B) == "b"


def test_size_or_ttl_zero_keeps_nothing() -> None:
    for c, _ in (cache(size=0), cache(ttl=0)):
        c.put(A, c.token(), "a")
        assert c.get(A) is None


def test_clear_drops_everything_and_answers_in_flight() -> None:
    c, _ = cache()
    token = c.token()
    c.put(A, token, "a")
    c.clear()
    c.put(B, token, "b")
    assert (c.get(A), c.get(B)) == (None, None)
