"""A real model as memory_extraction and memory_hyde (llama-server from `make llm`,
Qwen2.5-Coder-1.5B). Three extraction calls, 10-30 s each on 2 idle CPU cores, and nine
one-sentence labels of about a second each.
At temperature 0 the output can still vary between runs: these tests check shapes and
facts, not strings. The learning benchmark (bench.learn) measures the rest.
"""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from memproxy.config.learning import LearningSettings
from memproxy.domain import MemoryType
from memproxy.learn.certainty import STATES, CertaintyCheck
from memproxy.learn.evidence import found_in
from memproxy.learn.extract import DEFAULT_MAX_CHARS, Fact, LLMExtractor
from memproxy.learn.prompt import ATTRIBUTES, DISCARDED, POLARITIES
from memproxy.learn.standalone import Standalone
from memproxy.llm import ChatClient
from memproxy.pipeline.rewrite import Rewriter
from memproxy.state.base import StoredTurn
from tests.kit.llm import chat_client

CHAT = [
    StoredTurn("user", "Hi! My sister Ottilie is allergic to sesame, so which cake can I bake?"),
    StoredTurn("assistant", "A classic sponge cake without sesame would be safe."),
    StoredTurn("user", "What is the capital of Peru?"),
    StoredTurn("assistant", "Lima."),
    StoredTurn("user", "Also, I live in Graz and work as a pharmacist."),
    StoredTurn("assistant", "Nice!"),
    StoredTurn("user", "Just so you know, I use a screen reader, so no tables please."),
    StoredTurn("assistant", "Understood."),
]
SMALL_TALK = [
    StoredTurn("user", "Hello!"),
    StoredTurn("user", "What is the capital of Australia?"),
    StoredTurn("assistant", "Canberra."),
    StoredTurn("user", "How do I boil an egg?"),
    StoredTurn("assistant", "Simmer it for 9 minutes."),
    StoredTurn("user", "Thanks a lot!"),
]


def extractor(llm: ChatClient) -> LLMExtractor:
    """The learner as shipped (LearningSettings' defaults): no summary, grounded facts
    only, one call per batch, and what the model leaves out kept in the user's words."""
    return LLMExtractor.from_settings(llm, LearningSettings(), DEFAULT_MAX_CHARS)


@pytest.fixture(scope="module")
async def learned(llm_url: str) -> AsyncIterator[list[Fact]]:
    llm = chat_client(llm_url)
    try:
        yield (await extractor(llm).extract(CHAT)).facts
    finally:
        await llm.close()


def test_the_real_model_learns_the_users_facts_and_no_question(learned: list[Fact]) -> None:
    # what the learner guarantees whatever the model writes: the allergy and the home are
    # kept (as the model's statement or in the user's own words), the question is not, and
    # nothing the assistant said is
    text = [f.content.lower() for f in learned]
    assert any("sesame" in t for t in text), text
    assert any("graz" in t for t in text), text
    assert not any("lima" in t or "peru" in t for t in text), text  # a question, not a fact
    assert not any("sponge" in t for t in text), text  # the assistant's suggestion
    assert all(f.type in MemoryType for f in learned)
    assert all(1 <= f.importance <= 5 and 1 <= f.confidence <= 5 for f in learned)


def test_what_the_real_model_learns_rests_on_the_users_words_and_is_typed(
    learned: list[Fact],
) -> None:
    # every fact rests on words the user said (grounded_only) and carries a valid typing;
    # how well the 1.5B types (attribute, profile) is measured by bench.learn, not here:
    # on this transcript it has narrated turns ("User provides their location ...")
    said = " ".join(t.text for t in CHAT if t.role == "user")
    assert all(found_in(f.evidence, said) >= 0.75 for f in learned), learned
    assert all(f.attribute in ATTRIBUTES and f.polarity in POLARITIES for f in learned), learned
    assert all(f.polarity not in DISCARDED for f in learned), learned
    allergy = [f for f in learned if "sesame" in f.content.lower()]
    assert all(f.importance >= 4 for f in allergy if f.profile), allergy


async def test_the_real_model_learns_nothing_from_small_talk(llm_url: str) -> None:
    llm = chat_client(llm_url)
    try:
        facts = (await extractor(llm).extract(SMALL_TALK)).facts
    finally:
        await llm.close()
    # no question, no assistant answer becomes a fact; a bare "Thanks a lot!" may be kept by
    # this model as "User says thanks." (three words of the user's own: not checkable
    # without a lexicon of small talk)
    text = " ".join(f.content.lower() for f in facts)
    for asked in ("australia", "canberra", "egg", "minutes"):
        assert asked not in text, facts
    assert len(facts) <= 1, facts


@pytest.mark.parametrize(
    ("sentence", "states"),
    [
        ("lol yeah i work at target so i get it", True),
        ("Danke dir! Übrigens bin ich Lehrerin.", True),
        ("Eu não como carne vermelha.", True),
        ("Merci de ne jamais utiliser d'émojis avec moi.", True),  # a standing wish
        ("Rispondimi sempre in modo breve, odio i muri di testo.", True),
        ("lol same", False),
        ("D'accord, merci beaucoup !", False),
        ("maybe I'll learn guitar someday, probably not though", False),
        # a doubt told at length: labelled a statement, then asked whether it is doubted
        (
            "There's a flat going in Leith and I might go for it, but I doubt they'd pick me.",
            False,
        ),
    ],
)
async def test_the_real_model_asked_alone_tells_a_statement_from_small_talk_and_doubt(
    llm_url: str, sentence: str, states: bool
) -> None:
    llm = chat_client(llm_url)
    try:
        label = await CertaintyCheck(llm).label(sentence)
    finally:
        await llm.close()
    assert (label == STATES) == states, label


async def test_hyde_with_the_real_model_writes_a_statement_within_its_budget(
    llm_url: str,
) -> None:
    llm = chat_client(llm_url, "memory_hyde")
    try:
        text = await Rewriter("hyde", llm, timeout_s=600).rewrite("Which city do I live in?", [])
    finally:
        await llm.close()
    assert text and text != "Which city do I live in?" and "?" not in text, text


REFERS_BACK = [
    ("Mio cognato Dario vive con noi da marzo.", "Non mangia carne da anni.", "Dario"),
    ("Onze dochter Fenna studeert in Utrecht.", "Ze is lactose-intolerant.", "Fenna"),
    ("Notre fils Elouan a neuf ans.", "Il est dyslexique, alors la lecture c'est dur.", "Elouan"),
]
STANDS_ALONE = [
    ("I work as a dental hygienist.", "I've also got two cats."),
    ("I'm Priya.", "I teach yoga three evenings a week."),
    ("Mi hermana Lucía vive en Sevilla.", "Yo trabajo de enfermera en Cádiz."),
    ("Meine Frau Anke ist Lehrerin.", "Ich selbst bin Bäcker."),
]


async def test_the_real_model_names_whom_a_sentence_refers_back_to(llm_url: str) -> None:
    """A sentence kept in the user's words that says "he" of someone named just before gets
    the words naming that person before it (most of the time: two of three here), and one
    about the user is left as it was, whoever was named before it."""
    llm = chat_client(llm_url)
    try:
        alone = Standalone(llm)
        named = [name in await alone.of(sentence, before) for before, sentence, name in REFERS_BACK]
        kept = [await alone.of(sentence, before) == sentence for before, sentence in STANDS_ALONE]
    finally:
        await llm.close()
    assert sum(named) >= 2, named
    assert all(kept), kept
