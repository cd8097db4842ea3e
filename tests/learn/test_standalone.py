"""A sentence kept in the user's own words that refers back to someone named earlier in
its turn is made to stand alone (memproxy.learn.standalone): the model rewrites it, code
keeps only a rewrite that puts in a few of the words said just before, in any language and
script, and the learner keeps the user's sentence whenever it does not."""

# ruff: noqa: RUF001  (full-width punctuation is the Chinese turns' text)

from __future__ import annotations

import json

import pytest

from memproxy.learn.evidence import Turn
from memproxy.learn.extract import DEFAULT_MAX_CHARS, LLMExtractor
from memproxy.learn.standalone import Standalone, preceding, resolved
from memproxy.state.base import StoredTurn
from tests.learn.fake_vllm import FakeVLLM

OPA = "Mein Opa wohnt seit Ostern bei uns."
OPA_EYES = "Der ist 91, aber wegen seiner Makuladegeneration sieht er fast nix mehr."


@pytest.mark.parametrize(
    ("before", "sentence", "rewrite", "kept"),
    [
        pytest.param(
            OPA,
            OPA_EYES,
            "Mein Opa ist 91, aber wegen seiner Makuladegeneration sieht er fast nix mehr.",
            True,
            id="de-pronoun-replaced",
        ),
        pytest.param(
            "Mia suocera Rosalba vive da noi per l'inverno.",
            "parla solo spagnolo",
            "Rosalba parla solo spagnolo",
            True,
            id="it-subject-left-out",
        ),
        pytest.param(
            "我婆婆去年搬来跟我们住。",
            "她有高血压，不能吃太咸。",
            "我婆婆有高血压，不能吃太咸。",
            True,
            id="zh-unspaced",
        ),
        pytest.param(OPA, OPA_EYES, OPA_EYES, False, id="unchanged"),
        pytest.param(OPA, OPA_EYES, "", False, id="empty"),
        pytest.param(
            OPA,
            OPA_EYES,
            "Mein Opa wohnt seit Ostern bei uns. " + OPA_EYES,
            False,
            id="joined-to-the-sentence-before",
        ),
        pytest.param(
            "Ich wohne in Graz.",
            "Ich fahre jeden Tag mit dem Rad zur Arbeit.",
            "Ich wohne in Graz, ich fahre jeden Tag mit dem Rad zur Arbeit.",
            False,
            id="a-sentence-that-stood-alone-joined",
        ),
        pytest.param(
            "Mia suocera Rosalba vive da noi per l'inverno.",
            "è argentina, di Córdoba",
            "Rosalba vive da noi per l'inverno, è argentina, di Córdoba",
            False,
            id="most-of-the-sentence-before-joined",
        ),
        pytest.param(
            OPA,
            OPA_EYES,
            "Mein Opa ist 91 und blind, aber wegen seiner Makuladegeneration sieht er nix.",
            False,
            id="a-word-nobody-said",
        ),
        pytest.param(OPA, OPA_EYES, "Mein Opa sieht nix.", False, id="the-sentence-cut"),
    ],
)
def test_only_a_name_put_in_from_just_before_is_kept(
    before: str, sentence: str, rewrite: str, kept: bool
) -> None:
    assert resolved(before, sentence, rewrite) == (rewrite if kept else None)


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


async def test_a_rewrite_is_asked_once_and_a_failed_one_keeps_the_sentence() -> None:
    fixed = "Mein Opa ist 91, aber wegen seiner Makuladegeneration sieht er fast nix mehr."
    llm = FakeVLLM("{}", rewrite=lambda _before, _sentence: fixed)
    alone = Standalone(llm.client())
    assert await alone.of(OPA_EYES, OPA) == fixed
    assert await alone.of(OPA_EYES, OPA) == fixed
    assert llm.rewrites == [(OPA, OPA_EYES)]
    assert await alone.of(OPA_EYES, "") == OPA_EYES  # nothing before: not asked
    assert len(llm.rewrites) == 1

    def gone(_before: str, _sentence: str) -> str:
        raise RuntimeError("the server went away")

    assert await Standalone(FakeVLLM("{}", rewrite=gone).client()).of(OPA_EYES, OPA) == OPA_EYES
    nobody = FakeVLLM("{}", rewrite=lambda *_: "Mein Opa ist blind.")  # words nobody said
    assert await Standalone(nobody.client()).of(OPA_EYES, OPA) == OPA_EYES


def _extractor(llm: FakeVLLM) -> LLMExtractor:
    return LLMExtractor(llm.client(), False, DEFAULT_MAX_CHARS, True, False, True)


async def test_the_learner_keeps_the_users_words_with_the_name_put_in() -> None:
    """A German user's two sentences, stated by the model in English: each is kept in her
    words (memproxy.learn.extract.in_users_language), and the one that refers back to her
    grandfather names him; what the model wrote itself is not asked about."""
    turns = [StoredTurn("user", OPA + " " + OPA_EYES), StoredTurn("assistant", "Oh!")]
    fixed = "Mein Opa ist 91, aber wegen seiner Makuladegeneration sieht er fast nix mehr."
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
    llm = FakeVLLM(answer, rewrite=lambda _before, _sentence: fixed)
    got = await _extractor(llm).extract(turns)
    assert [f.content for f in got.facts] == [OPA, fixed]
    assert llm.rewrites == [(OPA, OPA_EYES)]  # the first sentence opens its turn
    assert got.facts[1].evidence.startswith("wegen seiner")  # what it rests on is unchanged
    assert got.facts[1].gloss == "User's grandfather has macular degeneration."

    joined = FakeVLLM(answer, rewrite=lambda before, sentence: f"{before} {sentence}")
    got = await _extractor(joined).extract(turns)
    assert [f.content for f in got.facts] == [OPA, OPA_EYES]  # joined: the user's words
