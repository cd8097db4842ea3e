"""A sentence kept in the user's own words that refers back to someone named earlier in
its turn is made to stand alone (memproxy.learn.standalone): the model copies the words
that name whom it speaks of, code keeps them only when they are a name the user said just
before, in any language and script, and the learner keeps the user's sentence, with those
words before it or as it was."""

from __future__ import annotations

import json

import pytest

from memproxy.learn.evidence import Turn
from memproxy.learn.extract import DEFAULT_MAX_CHARS, LLMExtractor
from memproxy.learn.standalone import Standalone, preceding, referent, speaks_as_writer
from memproxy.state.base import StoredTurn
from tests.learn.fake_vllm import FakeVLLM

OPA = "Mein Opa wohnt seit Ostern bei uns."
OPA_EYES = "Der ist 91, aber wegen seiner Makuladegeneration sieht er fast nix mehr."


@pytest.mark.parametrize(
    ("before", "sentence", "answer", "kept"),
    [
        pytest.param(OPA, OPA_EYES, "Mein Opa", "Mein Opa", id="de-words-copied"),
        pytest.param(OPA, OPA_EYES, ' "Mein Opa". ', "Mein Opa", id="quotes-trimmed"),
        pytest.param(
            "Anyway, my bamp Emrys is 90 on Saturday.",
            "He's chapel, never touched a drop in his life.",
            "Emrys",
            "Emrys",
            id="en-one-name",
        ),
        pytest.param(
            "我婆婆去年搬来跟我们住。", "她有高血压。", "我婆婆", "我婆婆", id="zh-unspaced"
        ),
        pytest.param(OPA, OPA_EYES, "", None, id="nobody"),
        pytest.param(OPA, OPA_EYES, "Meine Oma", None, id="words-not-said-before"),
        pytest.param(
            "Bonsoir. Mon frère Théo vit chez nous.",
            "Il est diabétique.",
            "Bonsoir.",
            None,
            id="a-whole-sentence-a-greeting",
        ),
        pytest.param(OPA, OPA_EYES, OPA, None, id="the-whole-sentence-before"),
        pytest.param(
            "Buenas, mi niño. Mi abuela Chabela vive conmigo.",
            "Ya anda con andadera.",
            "mi niño",
            None,
            id="an-address-set-off-at-the-opening",
        ),
        pytest.param(
            "Buenas, mi niño. Mi abuela Chabela vive conmigo.",
            "Ya anda con andadera.",
            "Mi abuela Chabela",
            "Mi abuela Chabela",
            id="the-name-after-an-address",
        ),
        pytest.param(
            "Kaixo! Bueno, hola. Mi hermano Unai vive en el monte.",
            "Duerme nueve horas.",
            "Kaixo! Bueno, hola",
            None,
            id="across-a-sentence-end",
        ),
        pytest.param(
            "Ay mijo, qué día llevo con los críos.",
            "Me duele la espalda.",
            "mijo",
            None,
            id="one-lower-case-word-an-address",
        ),
        pytest.param(
            "Mi suegro Ramiro vive con nosotros desde marzo y no sale nunca de casa.",
            "Tiene diabetes.",
            "Mi suegro Ramiro vive con nosotros desde marzo",
            None,
            id="a-clause-too-long",
        ),
        pytest.param(
            "Mein Opa wohnt bei uns.", "Mein Opa ist 91.", "Mein Opa", None, id="nothing-new"
        ),
    ],
)
def test_only_words_naming_someone_said_just_before_are_a_referent(
    before: str, sentence: str, answer: str, kept: str | None
) -> None:
    assert referent(before, sentence, answer) == kept


@pytest.mark.parametrize(
    ("english", "writer"),
    [
        ("I work as a nurse in Cádiz.", True),
        ("I'm a baker.", True),
        ("My little girl installed this program on the tablet.", True),
        ("We don't have any pork on the table.", True),
        ("He is dyslexic, so reading is difficult.", False),
        ("She is vegetarian since she was fifteen.", False),
        ("Fenna is lactose intolerant.", False),
        ("", False),
    ],
)
def test_a_sentence_whose_english_opens_as_its_writer_is_about_the_user(
    english: str, writer: bool
) -> None:
    assert speaks_as_writer(english) is writer


def test_the_sentences_before_are_those_of_the_same_turn() -> None:
    turns = [
        Turn("user", "Hallo! " + OPA + " " + OPA_EYES),
        Turn("assistant", "Das tut mir leid. Er sieht fast nix mehr?"),
        Turn("user", "Ich arbeite als Tischlerin."),
    ]
    assert preceding(OPA_EYES, turns) == "Hallo! " + OPA
    assert preceding("Ich arbeite als Tischlerin.", turns) == ""  # opens its turn
    assert preceding("sieht er fast nix mehr", turns) == "Hallo! " + OPA  # a clause of it
    assert preceding("Er sieht fast nix mehr?", turns) == ""  # the assistant's words
    assert preceding("", turns) == ""


def test_only_the_last_three_sentences_are_shown() -> None:
    said = "One. Two. Three. Four. Five is here."
    assert preceding("Five is here.", [Turn("user", said)]) == "Two. Three. Four."


async def test_whom_it_speaks_of_is_asked_once_and_a_failed_question_keeps_the_sentence() -> None:
    """The model copies "Mein Opa": the memory is the user's sentence with those words
    before it; words nobody said, a failed call and nothing before keep it as it is."""
    llm = FakeVLLM("{}", referent=lambda *_: "Mein Opa")
    alone = Standalone(llm.client())
    assert await alone.of(OPA_EYES, OPA) == f"Mein Opa: {OPA_EYES}"
    assert await alone.of(OPA_EYES, OPA) == f"Mein Opa: {OPA_EYES}"
    assert llm.referents == [(OPA, OPA_EYES)]
    assert await alone.of(OPA_EYES, "") == OPA_EYES  # nothing before: not asked
    assert len(llm.referents) == 1

    def gone(_before: str, _sentence: str) -> str:
        raise RuntimeError("the server went away")

    assert await Standalone(FakeVLLM("{}", referent=gone).client()).of(OPA_EYES, OPA) == OPA_EYES
    made_up = FakeVLLM("{}", referent=lambda *_: "Meine Oma")  # words nobody said
    assert await Standalone(made_up.client()).of(OPA_EYES, OPA) == OPA_EYES
    nobody = FakeVLLM("{}")  # the model answers ""
    assert await Standalone(nobody.client()).of(OPA_EYES, OPA) == OPA_EYES


async def test_a_sentence_about_the_user_keeps_its_words_whatever_name_came_before() -> None:
    """The model names Tomás before "Trabajo de enfermera": its English opens as the
    writer ("I work as a nurse"), so the sentence stays the user's own."""
    before, sentence = "Mi hermano Tomás vive en Madrid.", "Trabajo de enfermera en Cádiz."
    llm = FakeVLLM(
        "{}", referent=lambda *_: "Mi hermano Tomás", english=lambda _: "I work as a nurse."
    )
    assert await Standalone(llm.client()).of(sentence, before) == sentence
    third = FakeVLLM("{}", referent=lambda *_: "Mi hermano Tomás", english=lambda _: "He ...")
    assert await Standalone(third.client()).of(sentence, before) == f"Mi hermano Tomás: {sentence}"


def _extractor(llm: FakeVLLM) -> LLMExtractor:
    return LLMExtractor(llm.client(), False, DEFAULT_MAX_CHARS, True, False, True)


async def test_the_learner_keeps_the_users_words_with_whom_they_speak_of_before_them() -> None:
    """A German user's two sentences, stated by the model in English: each is kept in her
    words (memproxy.learn.extract.in_users_language), and the one that refers back to her
    grandfather has the words naming him before it; what the model wrote itself is not
    asked about."""
    turns = [StoredTurn("user", OPA + " " + OPA_EYES), StoredTurn("assistant", "Oh!")]
    answer = json.dumps(
        {
            "facts": [
                {
                    "evidence": OPA,
                    "about": "grandfather",
                    "attribute": "home",
                    "statement": "User's grandfather lives with them.",
                },
                {
                    "evidence": "wegen seiner Makuladegeneration sieht er fast nix mehr",
                    "about": "grandfather",
                    "attribute": "health",
                    "value": "macular degeneration",
                    "statement": "User's grandfather has macular degeneration.",
                },
            ]
        }
    )
    llm = FakeVLLM(answer, referent=lambda *_: "Mein Opa")
    got = await _extractor(llm).extract(turns)
    assert [f.content for f in got.facts] == [OPA, f"Mein Opa: {OPA_EYES}"]
    assert llm.referents == [(OPA, OPA_EYES)]  # the first sentence opens its turn
    assert got.facts[1].evidence.startswith("wegen seiner")  # what it rests on is unchanged
    assert got.facts[1].gloss == "User's grandfather has macular degeneration."

    nobody = FakeVLLM(answer, referent=lambda *_: "Bonsoir")  # words the user never said
    got = await _extractor(nobody).extract(turns)
    assert [f.content for f in got.facts] == [OPA, OPA_EYES]  # the user's words as said
