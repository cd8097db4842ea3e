"""Which language the user writes in (memproxy.learn.language, py3langid)."""

from __future__ import annotations

import pytest

from memproxy.learn.language import language_name, language_of, may_be


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("Trabajo como enfermera en un hospital de Sevilla.", "es"),
        # dialect and colloquial speech: the language, not a regional one sharing its odds
        ("Stammatina 'o pullman nun passava e so' arrivata tarde a 'a scola.", "it"),
        ("Aieri so' ito ar mercato co' mi' fija e s'è magnata tre supplì.", "it"),
        ("Oye, que me he mudado pa' Zaragoza y ando buscando curro de fontanero.", "es"),
        ("Ik woon sinds maart in Utrecht en werk bij een bakkerij.", "nl"),
        ("Ich wohne seit März in Linz und arbeite bei einer Bank.", "de"),
        ("Je m'appelle Élodie et j'habite à Nantes.", "fr"),
        ("I work as a nurse in a hospital in Leeds.", "en"),
        ("hi", None),  # too short to tell
    ],
)
def test_language_of(text: str, code: str | None) -> None:
    assert language_of(text) == code


@pytest.mark.parametrize(
    ("text", "code", "maybe"),
    [
        ("User is vegetarian.", "en", True),  # ranked Dutch by a hair
        ("User lives in Porto.", "en", True),
        ("La usuaria es enfermera.", "es", True),
        ("User works as a nurse at a hospital in Seville.", "es", False),
        ("User lives in Linz and works at a bank.", "de", False),
        ("用户住在大阪。", "zh", True),
    ],
)
def test_may_be(text: str, code: str, maybe: bool) -> None:
    assert may_be(text, code) is maybe


def test_language_name() -> None:
    assert language_name("es") == "Spanish"
    assert language_name("xx") == "the language whose ISO 639-1 code is 'xx'"
