"""A long planning conversation, generated deterministically, with questions about it.

A user plans a company offsite with an assistant over `turns` turns (a turn is one
message: 200 turns are 100 exchanges). Facts the questions ask about are stated by the
user at fixed places: early (first tenth), middle (around the half, one of them changing
a value stated early) and recent (last tenth); every other exchange is small talk and
general advice drawn from fixed lists. The same seed gives the same conversation.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Fact:
    where: float
    """Position in the conversation, 0..1."""
    user: str
    answer: str


@dataclass(frozen=True)
class Question:
    part: str  # early | middle | recent
    text: str
    expected: tuple[str, ...]
    """The answer is right when it contains one of these (case-insensitive)."""


FACTS = [
    Fact(
        0.02,
        "Let's plan our team offsite. The destination is Lisbon.",
        "Lisbon is a great choice for an offsite. Let's plan it step by step.",
    ),
    Fact(0.04, "Our budget for the whole offsite is $18,400.", "Noted, a total budget of $18,400."),
    Fact(0.06, "There will be 42 people attending.", "Got it, 42 attendees."),
    Fact(
        0.08,
        "Our coordinator on the venue side is called Priya Raman.",
        "Thanks, Priya Raman will be our venue contact.",
    ),
    Fact(
        0.45,
        "We booked the venue: the Marigold Hall. The booking code is K7-2291.",
        "Great, the Marigold Hall is booked under code K7-2291.",
    ),
    Fact(
        0.50,
        "Change of plan: the budget is now $21,900 after the CFO approved more.",
        "Understood, the budget is updated to $21,900.",
    ),
    Fact(
        0.54,
        "For dinner on the first night we picked the restaurant Casa Azul.",
        "Casa Azul for the first dinner, noted.",
    ),
    Fact(
        0.58,
        "The keynote speaker will be Dr. Amara Okafor.",
        "Dr. Amara Okafor as keynote speaker, excellent.",
    ),
    Fact(
        0.90,
        "The airport shuttle leaves at 7:45 in the morning.",
        "Noted, the shuttle leaves at 7:45.",
    ),
    Fact(0.92, "Three attendees need vegan meals.", "Got it, three vegan meals."),
    Fact(
        0.94,
        "The team-building activity will be a sailing trip on the Tagus.",
        "A sailing trip on the Tagus sounds fun.",
    ),
    Fact(0.96, "The offsite starts on Thursday, May 14.", "May 14, a Thursday. Noted."),
]

QUESTIONS = [
    Question("early", "Which city is our offsite in?", ("lisbon",)),
    Question("early", "How many people are attending the offsite?", ("42", "forty-two")),
    Question("early", "What is the name of our venue coordinator?", ("priya",)),
    Question("middle", "What is the booking code of the venue?", ("k7-2291", "k7 2291")),
    Question("middle", "What is our current total budget for the offsite?", ("21,900", "21900")),
    Question("middle", "Which restaurant did we pick for the first dinner?", ("casa azul",)),
    Question("middle", "Who is the keynote speaker?", ("okafor",)),
    Question("recent", "What time does the airport shuttle leave?", ("7:45",)),
    Question("recent", "How many attendees need vegan meals?", ("three", "3")),
    Question("recent", "What is the team-building activity?", ("sail",)),
    Question("recent", "On what date does the offsite start?", ("may 14", "14 may")),
]

SMALL_TALK = [
    (
        "How do I keep a planning meeting short?",
        "Set a clear agenda, give each item a time box, and end with owners and next steps.",
    ),
    (
        "Any tips for writing a clear invitation email?",
        "Lead with the date and place, say why it matters, and put the reply deadline in bold.",
    ),
    (
        "What is a good icebreaker for a mixed team?",
        "Two truths and a lie works well: it is short, light and gets people talking.",
    ),
    (
        "How early should we send the agenda?",
        "About a week ahead, so people can prepare questions and plan their travel.",
    ),
    (
        "Should we have a theme for the offsite?",
        "A light theme can help, as long as it supports the goals rather than distracts.",
    ),
    (
        "How do we collect feedback afterwards?",
        "A short survey with three questions, sent the day after, gets the most answers.",
    ),
    (
        "What should people pack?",
        "Comfortable shoes, a light jacket, chargers, and anything needed for the activities.",
    ),
    (
        "How long should sessions be?",
        "Around forty-five minutes with short breaks keeps energy up through the day.",
    ),
    (
        "Is it worth hiring a facilitator?",
        "For strategy sessions, yes: a neutral facilitator keeps discussions on track.",
    ),
    (
        "How do we handle people joining remotely?",
        "Use one good room microphone, share slides online, and name a remote buddy.",
    ),
    ("Thanks, that helps.", "You're welcome. What would you like to look at next?"),
    (
        "What makes a good closing session?",
        "Recap the decisions, agree on owners and dates, and thank everyone who helped.",
    ),
    (
        "Should we print name badges?",
        "Yes, simple badges with first names help new colleagues connect quickly.",
    ),
    (
        "How can we keep costs down on transport?",
        "Group bookings and shared shuttles usually cost less than individual taxis.",
    ),
]


def conversation(turns: int, seed: int = 7) -> list[dict[str, str]]:
    """`turns` messages (user and assistant in turn), facts at their places."""
    exchanges = turns // 2
    rng = random.Random(seed)
    at = {min(exchanges - 1, int(f.where * exchanges)): f for f in FACTS}
    messages: list[dict[str, str]] = []
    for i in range(exchanges):
        fact = at.get(i)
        user, answer = (fact.user, fact.answer) if fact else rng.choice(SMALL_TALK)
        messages += [{"role": "user", "content": user}, {"role": "assistant", "content": answer}]
    return messages
