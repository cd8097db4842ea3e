import random

from hypothesis import given
from hypothesis import strategies as st

from memproxy.response.sse import Event, SSEParser

STREAM = (
    b'event: response.created\ndata: {"a": 1}\n\n'
    b": keep-alive comment\n\n"
    b"data: line one\ndata: line two\n\n"
    b"event: done\r\ndata: [DONE]\r\n\r\n"
)
EXPECTED = [
    Event("response.created", '{"a": 1}'),
    Event("message", "line one\nline two"),
    Event("done", "[DONE]"),
]


def test_whole_stream() -> None:
    p = SSEParser()
    assert p.feed(STREAM) + p.close() == EXPECTED


def test_byte_by_byte() -> None:
    p = SSEParser()
    out = []
    for i in range(len(STREAM)):
        out += p.feed(STREAM[i : i + 1])
    assert out + p.close() == EXPECTED


@given(st.lists(st.integers(min_value=0, max_value=len(STREAM)), max_size=20))
def test_any_chunking_gives_the_same_events(cuts: list[int]) -> None:
    points = sorted(set(cuts))
    chunks = [STREAM[a:b] for a, b in zip([0, *points], [*points, len(STREAM)], strict=True)]
    p = SSEParser()
    out = []
    for c in chunks:
        out += p.feed(c)
    assert out + p.close() == EXPECTED


def test_final_event_without_blank_line() -> None:
    p = SSEParser()
    assert p.feed(b"data: tail") == []
    assert p.close() == [Event("message", "tail")]


def test_multibyte_utf8_split_across_chunks() -> None:
    data = "data: héllo ☃\n\n".encode()
    p = SSEParser()
    cut = data.index("☃".encode()) + 1
    assert p.feed(data[:cut]) == []
    assert p.feed(data[cut:]) == [Event("message", "héllo ☃")]


def test_overlong_line_is_dropped_not_kept() -> None:
    p = SSEParser(max_line_bytes=1000)
    p.feed(b"data: " + bytes(random.getrandbits(7) | 0x20 for _ in range(5000)))
    assert p.overflowed
    assert p.feed(b"\n\ndata: ok\n\n")[-1] == Event("message", "ok")
