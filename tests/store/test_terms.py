"""keyword_text and keyword_query: what the BM25 function sees (pure)."""

from __future__ import annotations

import pytest

from memproxy.store.terms import fold, keyword_query, keyword_text, stem


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("What do you think about my trip to Lisbon?", "trip lisbon"),
        ("User is vegetarian.", "user vegetarian"),
        ("Anna's dogs love the parties", "anna dog love parti"),
        ("I painted; she is painting", "paint paint"),
        ("I'm NOT sure, you know", "sure"),
        ("what do you", ""),
        ("", ""),
        ("PostgreSQL 16 — on-call", "postgresql 16 call"),
        ("User is vegetarian.", "user vegetarian"),
        ("it\u2019s Bob\u2019s", "bob"),
    ],
)
def test_keyword_text(text: str, words: str) -> None:
    assert keyword_text(text) == words


@pytest.mark.parametrize(
    ("word", "folded"),
    [("dogs", "dog"), ("class", "class"), ("bus", "bus"), ("is", "is"), ("cities", "city")],
)
def test_fold(word: str, folded: str) -> None:
    assert fold(word) == folded


def test_a_query_holds_the_stems_and_the_words_rows_before_stemming_hold() -> None:
    # a row indexed before stemming holds "party" and "painted": the query still has them
    assert keyword_query("Anna's parties, painted") == "anna parti party paint painted"
    assert keyword_query("trip to Lisbon") == "trip lisbon"  # no stem differs: once each
    assert keyword_query("what do you") == ""


def test_stem_is_right_from_many_threads_at_once() -> None:
    """A Snowball stemmer keeps state while it stems: one shared between threads could
    mix two words up."""
    from concurrent.futures import ThreadPoolExecutor

    import snowballstemmer

    words = [f"{w}{i}ing" for i in range(300) for w in ("paint", "run")]
    expected = [snowballstemmer.stemmer("english").stemWord(w) for w in words]
    stem.cache_clear()
    with ThreadPoolExecutor(8) as pool:
        assert list(pool.map(stem, words)) == expected
