import pytest

from memproxy.pipeline.decide import Reason, Signals, decide, is_general_fact, is_greeting

NONE = Signals()


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        # personal questions: search
        ("What's my budget for the trip?", Reason.SEARCH),
        ("What am I allergic to?", Reason.SEARCH),
        ("Remind me how we deploy the payment service", Reason.SEARCH),
        ("How much?", Reason.SEARCH),
        ("Which hotel did we pick in Honolulu?", Reason.SEARCH),
        ("Can you suggest a dinner recipe for tonight?", Reason.SEARCH),
        ("Hi, what's my budget?", Reason.SEARCH),
        ("Thanks! And what was the flight number?", Reason.SEARCH),
        ("What's the deadline for the report?", Reason.SEARCH),
        # general facts: skip
        ("What is the capital of France?", Reason.FACT),
        ("Who wrote Hamlet?", Reason.FACT),
        ("When was the Eiffel Tower built?", Reason.FACT),
        ("How tall is the Empire State Building?", Reason.FACT),
        ("How many days are in a leap year?", Reason.FACT),
        ("What is 17 * 23?", Reason.FACT),
        ("Define photosynthesis", Reason.FACT),
        ("What does ephemeral mean?", Reason.FACT),
        ("Which planet is the largest?", Reason.FACT),
        ("What is the boiling point of water at sea level?", Reason.FACT),
        # facts with a personal pronoun: search anyway
        ("What is the capital of the country I'm moving to?", Reason.PERSONAL_FACT),
        ("Who wrote the book my sister recommended?", Reason.PERSONAL_FACT),
        ("What is the population of my hometown?", Reason.PERSONAL_FACT),
        # greetings and acknowledgements: skip
        ("Hi", Reason.GREETING),
        ("hello there!", Reason.GREETING),
        ("Good morning", Reason.GREETING),
        ("Thanks a lot!", Reason.GREETING),
        ("thank you", Reason.GREETING),
        ("ok", Reason.GREETING),
        ("Bye!", Reason.GREETING),
        ("Sounds good, thanks", Reason.GREETING),
        ("", Reason.EMPTY),
        ("   ", Reason.EMPTY),
    ],
)
def test_decision_table(query: str, expected: Reason) -> None:
    assert decide(query, NONE) == expected


@pytest.mark.parametrize(
    "signals",
    [
        Signals(tool_header=True),
        Signals(forces_tool=True),
        Signals(ends_with_tool_result=True),
    ],
)
def test_tool_signals_skip_even_personal_queries(signals: Signals) -> None:
    assert decide("What's my budget for the trip?", signals) == Reason.TOOL


def test_fact_header_skips_unless_personal() -> None:
    fact = Signals(fact_header=True)
    assert decide("Explain how rainbows form", fact) == Reason.FACT
    assert decide("Explain how my heat pump works", fact) == Reason.PERSONAL_FACT


def test_long_greeting_like_text_is_not_a_greeting() -> None:
    assert not is_greeting("hello, I need help planning the offsite for my team next month")
    assert is_greeting("hey")


def test_a_bare_time_of_day_is_a_greeting() -> None:
    # set f's first run stored "Morning! User started a new job at a bakery ..."
    for text in ("Morning!", "evening all", "Good evening.", "g'day"):
        assert is_greeting(text), text
    assert not is_greeting("Morning shifts are the worst for me")


def test_fact_patterns_are_narrow() -> None:
    assert not is_general_fact("What should I cook tonight?")
    assert not is_general_fact("What is the plan for tomorrow?")
    assert is_general_fact("Who invented the telephone?")
