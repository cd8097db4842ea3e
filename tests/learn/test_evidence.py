"""Grounding by evidence (memproxy.learn.evidence), in any language: tables of what the
pure functions keep and drop, with English, Spanish, German, French, Chinese and Japanese
turns."""

# ruff: noqa: RUF001  (full-width letters and punctuation are what these tests test)

from __future__ import annotations

import pytest

from memproxy.learn.evidence import (
    Turn,
    Verdict,
    around,
    asking_part,
    clause_of,
    fold,
    found_in,
    ground,
    is_question,
    names,
    numbers,
    quoted,
    quoted_sentences,
    sentence_of,
    sentences,
    stated_part,
    statements,
    stating_value,
    substantial,
    terms,
    unquoted_sentences,
    word_count,
    words,
)


def user(text: str) -> Turn:
    return Turn("user", text)


def assistant(text: str) -> Turn:
    return Turn("assistant", text)


# ground: (evidence, value, statement, turns) -> kept, and why not ----------------------
KEPT_CASES = [
    pytest.param(
        "Trabajo como enfermera",
        "enfermera",
        "La usuaria trabaja como enfermera.",
        [user("Trabajo como enfermera.")],
        id="es-work",
    ),
    pytest.param(
        "I'm based in Lyon these days",
        "Lyon",
        "User lives in Lyon.",
        [user("I'm based in Lyon these days.")],
        id="en-home-without-the-word-live",
    ),
    pytest.param(
        "I don't eat meat or fish",
        "vegetarian",
        "User is vegetarian.",
        [user("I don't eat meat or fish.")],
        id="en-implied-diet",
    ),
    pytest.param(
        "My son is allergic to nuts",
        "nuts",
        "User's son is allergic to nuts.",
        [user("My son is allergic to nuts, so what can I pack?")],
        id="en-statement-inside-a-question",
    ),
    pytest.param(
        "Mi hijo es alérgico a los frutos secos",
        "frutos secos",
        "El hijo del usuario es alérgico a los frutos secos.",
        [user("Mi hijo es alérgico a los frutos secos, ¿qué le preparo?")],
        id="es-statement-inside-a-question",
    ),
    pytest.param(
        "Ich wohne seit März in Linz",
        "Linz",
        "Der Nutzer wohnt seit März in Linz.",
        [user("Hallo! Ich wohne seit März in Linz.")],
        id="de-home",
    ),
    pytest.param(
        "Je m'appelle Élodie",
        "Élodie",
        "L'utilisatrice s'appelle Élodie.",
        [user("Bonjour ! Je m'appelle Élodie et j'habite à Nantes.")],
        id="fr-name",
    ),
    pytest.param(
        "我住在大阪",
        "大阪",
        "用户住在大阪。",
        [user("你好！我住在大阪，在一家银行工作。")],
        id="zh-unspaced",
    ),
    pytest.param(
        "私は大阪に住んでいます",
        "大阪",
        "ユーザーは大阪に住んでいる。",
        [user("私は大阪に住んでいます。おすすめのホテルはありますか？")],
        id="ja-statement-before-a-question-in-one-turn",
    ),
    pytest.param(
        "I LIVE IN  lyon!",
        "Lyon",
        "User lives in Lyon.",
        [user("I live in Lyon.")],
        id="case-spacing-punctuation-ignored",
    ),
    pytest.param(
        "Ｉ ｌｉｖｅ ｉｎ Ｌｙｏｎ",
        "Lyon",
        "User lives in Lyon.",
        [user("I live in Lyon.")],
        id="nfkc-full-width-letters",
    ),
    pytest.param(
        "I teach at a primary school in Graz",
        "teacher",
        "User teaches at a primary school in Graz.",
        [user("I teach at the primary school in Graz.")],
        id="a-word-of-the-quote-changed",
    ),
    pytest.param(
        "my budget is 3,000 euros",
        "3000 euros",
        "User's budget is 3000 euros.",
        [user("For Kyoto my budget is 3,000 euros.")],
        id="a-number-with-a-thousands-separator",
    ),
    pytest.param(
        "I'm going to Nice in May",
        "Nice",
        "User is going to Nice in May.",
        [user("I'm going to Nice in May."), assistant("Nice is lovely in May.")],
        id="a-value-both-said",
    ),
]


@pytest.mark.parametrize(("evidence", "value", "statement", "turns"), KEPT_CASES)
def test_a_fact_resting_on_the_users_statement_is_kept(
    evidence: str, value: str, statement: str, turns: list[Turn]
) -> None:
    assert ground(evidence, value, statement, turns) == Verdict(True)


DROPPED_CASES = [
    pytest.param(
        "Try the Hotel Negresco",
        "Hotel Negresco",
        "User stays at the Hotel Negresco.",
        [user("Where should I sleep in Nice?"), assistant("Try the Hotel Negresco.")],
        "evidence is the assistant's words",
        id="evidence-only-in-an-assistant-turn",
    ),
    pytest.param(
        "Ich arbeite bei einer Bank",
        "Bank",
        "Der Nutzer arbeitet bei einer Bank.",
        [user("Hallo"), assistant("Ich arbeite bei einer Bank.")],
        "evidence is the assistant's words",
        id="de-evidence-only-in-an-assistant-turn",
    ),
    pytest.param(
        "Can you recommend a hotel in Nice?",
        "Nice",
        "User is travelling to Nice.",
        [user("Can you recommend a hotel in Nice?")],
        "evidence is a question the user asked",
        id="a-users-question",
    ),
    pytest.param(
        "¿Me recomiendas un hotel en Niza?",
        "Niza",
        "El usuario viaja a Niza.",
        [user("¿Me recomiendas un hotel en Niza?")],
        "evidence is a question the user asked",
        id="es-a-users-question",
    ),
    pytest.param(
        "Peux-tu me conseiller un hôtel à Nice",
        "Nice",
        "L'utilisateur va à Nice.",
        [user("Peux-tu me conseiller un hôtel à Nice ?")],
        "evidence is a question the user asked",
        id="fr-question-with-a-space-before-the-mark",
    ),
    pytest.param(
        "你能推荐一家酒店吗",
        "酒店",
        "用户需要酒店。",
        [user("我住在大阪。你能推荐一家酒店吗？")],
        "evidence is a question the user asked",
        id="zh-the-question-of-a-turn",
    ),
    pytest.param(
        "my budget is 900",
        "1500",
        "User's budget for Quito is 1,500 euros.",
        [user("For Quito my budget is 900.")],
        "a number the user never said",
        id="a-number-the-user-never-said",
    ),
    pytest.param(
        "I'm going to Nice in May",
        "Negresco",
        "User is staying at the Negresco in Nice.",
        [user("I'm going to Nice in May."), assistant("The Negresco is lovely in May.")],
        "value from the assistant's words (negresco)",
        id="a-value-from-an-assistant-suggestion",
    ),
    pytest.param(
        "Voy a Niza en mayo",
        "Hotel Mercure",
        "El usuario se aloja en el Hotel Mercure.",
        [user("Voy a Niza en mayo."), assistant("Le recomiendo el Hotel Mercure.")],
        "value from the assistant's words (hotel)",
        id="es-a-value-from-an-assistant-suggestion",
    ),
    pytest.param(
        "We moved to Oslo last year",
        "Oslo",
        "User lives in Oslo.",
        [user("I live in Porto and work as a nurse.")],
        "evidence not in the user's turns",
        id="a-quote-nobody-said",
    ),
    pytest.param(
        "   ",
        "Porto",
        "User lives in Porto.",
        [user("I live in Porto.")],
        "evidence too slight to rest a fact on",
        id="no-quote",
    ),
    pytest.param(
        "Thanks!",
        "thanks",
        "User is grateful.",
        [user("Thanks!")],
        "evidence too slight to rest a fact on",
        id="small-talk-carries-no-fact",
    ),
]


@pytest.mark.parametrize(("evidence", "value", "statement", "turns", "reason"), DROPPED_CASES)
def test_a_fact_not_resting_on_the_users_statement_is_dropped(
    evidence: str, value: str, statement: str, turns: list[Turn], reason: str
) -> None:
    assert ground(evidence, value, statement, turns) == Verdict(False, reason)


def test_the_share_of_a_quote_that_must_be_found_is_a_setting() -> None:
    turns = [user("I teach at the primary school in Graz.")]
    quote = "I teach at a primary school in Graz"  # 7 of 8 words said
    assert ground(quote, "Graz", "x", turns, min_share=0.8).kept
    assert not ground(quote, "Graz", "x", turns, min_share=0.9).kept


# the pieces ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("Straße  in\tLINZ", "strasse in linz"),
        ("ＡＢＣ ｄｅｆ", "abc def"),
        ("Ça coûte DÉJÀ", "ça coûte déjà"),  # accents kept
    ],
)
def test_fold(text: str, folded: str) -> None:
    assert fold(text) == folded


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I'm based in Lyon!", ["i", "m", "based", "in", "lyon"]),
        ("¿Dónde vives, José?", ["dónde", "vives", "josé"]),
        ("Ich heiße Jürgen.", ["ich", "heisse", "jürgen"]),
        ("我住在大阪。", ["我住在大阪"]),  # an unspaced run is one word
    ],
)
def test_words(text: str, found: list[str]) -> None:
    assert words(text) == found


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("It costs 3,000 euros", {"3000"}),
        ("Flight 123 at 7.45 on the 3rd", {"123", "7.45", "3"}),
        ("Das kostet 2,5 Euro", {"25"}),
        ("予算は３０００円です", {"3000"}),  # full-width digits
        ("no numbers", set()),
    ],
)
def test_numbers(text: str, found: set[str]) -> None:
    assert numbers(text) == found


@pytest.mark.parametrize(
    ("text", "split"),
    [
        ("Hi! I live in Graz. Where is Linz?", ["Hi!", "I live in Graz.", "Where is Linz?"]),
        ("Bonjour ! J'habite à Nantes.", ["Bonjour !", "J'habite à Nantes."]),
        ("one line\nanother", ["one line", "another"]),
        ("我住在大阪。你能推荐一家酒店吗？", ["我住在大阪。", "你能推荐一家酒店吗？"]),
        ("version 2.5 is out", ["version 2.5 is out"]),
        pytest.param(
            "no more night shifts 🎉 what should i cook?",
            ["no more night shifts 🎉", "what should i cook?"],
            id="an-emoji-ends-a-sentence",
        ),
        pytest.param(
            "raus aus der WG 🎉🎉 was brauch ich?",
            ["raus aus der WG 🎉🎉", "was brauch ich?"],
            id="a-run-of-emoji",
        ),
        pytest.param("I ❤️ my dog", ["I ❤️", "my dog"], id="a-word-emoji-parts-too"),
        pytest.param("love it😂 so much", ["love it😂 so much"], id="an-emoji-on-a-word"),
        pytest.param("ok 👍", ["ok 👍"], id="at-the-end"),
    ],
)
def test_sentences(text: str, split: list[str]) -> None:
    assert sentences(text) == split


@pytest.mark.parametrize(
    ("sentence", "asks"),
    [
        ("Can you recommend a hotel in Nice?", True),
        ('He asked "why?"', True),
        ("¿Me recomiendas un hotel", True),  # the Spanish opening mark
        ("你能推荐一家酒店吗？", True),
        ("هل يمكنك مساعدتي؟", True),
        ("I live in Graz.", False),
        ("Ich wohne in Linz", False),
    ],
)
def test_is_question(sentence: str, asks: bool) -> None:
    assert is_question(sentence) is asks


@pytest.mark.parametrize(
    ("sentence", "stated"),
    [
        ("I live in Graz.", "I live in Graz."),
        ("My son is allergic to nuts, so what can I pack?", "My son is allergic to nuts"),
        (
            "Mi hijo es alérgico a los frutos secos, ¿qué le preparo?",
            "Mi hijo es alérgico a los frutos secos",
        ),
        ("Well, why?", ""),  # too few words before the question
        ("Can you recommend a hotel in Nice?", ""),
    ],
)
def test_stated_part(sentence: str, stated: str) -> None:
    assert stated_part(sentence) == stated


def test_stated_part_of_a_question_written_without_spaces() -> None:
    # one word run, seven letters: a clause of a few words
    assert stated_part("我儿子对坚果过敏，我该带什么？") == "我儿子对坚果过敏"


def test_stated_part_keeps_a_few_words_before_a_german_question() -> None:
    sentence = "Mein Sohn ist gegen Nüsse allergisch, was soll ich einpacken?"
    assert stated_part(sentence) == "Mein Sohn ist gegen Nüsse allergisch"


@pytest.mark.parametrize(
    ("turn", "stated"),
    [
        (
            "Hi! My son is allergic to nuts, so what can I pack? Can you help? I live in Graz.",
            "Hi! My son is allergic to nuts I live in Graz.",
        ),
        ("¿Qué tiempo hace en Sevilla?", ""),
        ("私は大阪に住んでいます。おすすめのホテルはありますか？", "私は大阪に住んでいます。"),
    ],
)
def test_statements(turn: str, stated: str) -> None:
    assert statements(turn) == stated


@pytest.mark.parametrize(
    ("evidence", "value", "carries"),
    [
        ("I live in Graz", "Graz", True),  # three words or more
        ("Soy vegana.", "vegana", True),  # two, holding the value
        ("Ich bin Vegetarier", "Vegetarier", True),
        ("Soy vegana.", "vegetariana", False),  # two, not holding it
        ("Thanks!", "thanks", False),
        ("Hi there!", "greeting", False),
        ("大阪に住んでいます", "大阪", True),  # an unspaced script: four letters or more
        ("大阪", "大阪", False),
        # two clauses of an unspaced script, the value inside one of them
        ("我不吃香菜，闻到那个味儿就想吐。", "香菜", True),
        ("谢谢，好的", "", False),
        ("Graz", "Graz", False),  # one spaced word
        ("", "", False),
    ],
)
def test_substantial(evidence: str, value: str, carries: bool) -> None:
    assert substantial(evidence, value) is carries


@pytest.mark.parametrize(
    ("quote", "text", "share"),
    [
        ("I live in Graz", "Hi, I live in Graz now.", 1.0),
        ("I live in Linz", "Hi, I live in Graz now.", 0.75),
        ("大阪に住んで", "私は大阪に住んでいます。", 1.0),
        ("", "anything", 0.0),
    ],
)
def test_found_in(quote: str, text: str, share: float) -> None:
    assert found_in(quote, text) == share


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("User lives in Berlin", 4),
        ("Berlin", 1),
        ("用户住在大阪。", 3),  # an unspaced run: one word per two characters
        ("大阪", 1),
        ("Tokyo東京", 2),
        ("", 0),
    ],
)
def test_word_count(text: str, count: int) -> None:
    assert word_count(text) == count


def test_a_quote_whose_value_word_the_user_never_said_is_dropped() -> None:
    turns = [Turn("user", "I live in Porto and work as a nurse.")]
    verdict = ground("I live in Oslo", "Oslo", "User lives in Oslo.", turns)
    assert not verdict.kept and "never said" in verdict.reason
    assert ground("I live in Porto", "Porto", "User lives in Porto.", turns).kept


@pytest.mark.parametrize(
    ("text", "said", "expected"),
    [
        # a name, and what the user calls a person, never written in lower case
        ("Ravi's on nights at the bakery", "Ravi's on nights. I love bread.", {"ravi"}),
        ("Sebastien is cooking tonight", "Sebastien is cooking tonight.", {"sebastien"}),
        # a short opening word is how a sentence starts, not a name
        ("Mam's settled into her flat", "Mam's settled into her flat.", set()),
        ("Ich wohne in Linz", "Ich wohne in Linz.", {"linz"}),
        # a capitalised word the user also writes in lower case is no name
        ("Just back from the allotment", "Just back. I just got in.", set()),
        # nor one anybody in the conversation writes in lower case (the assistant too)
        ("Tengo dos hijos", "Tengo dos hijos. ¿Cuántos años tienen? tengo curiosidad", set()),
        ("Mi hermana Lucía vive en Cádiz", "Mi hermana Lucía vive en Cádiz.", {"lucía", "cádiz"}),
        ("Meine Tochter Zoë", "Meine Tochter Zoë mag meine Katze.", {"tochter", "zoë"}),
        ("Ma fille Zoé", "Ma fille Zoé.", {"zoé"}),
        ("Élodie est infirmière", "Élodie est infirmière.", {"élodie"}),
        ("娘の花子は卵が食べられない", "娘の花子は卵が食べられない。", set()),  # no case
    ],
)
def test_names_are_the_capitalised_words_the_user_never_writes_in_lower_case(
    text: str, said: str, expected: set[str]
) -> None:
    assert names(text, said) == expected


NICKEL = (
    "Premessa: ho l'allergia al nichel, quindi pomodori e cacao per me sono un disastro, mi "
    "riempio di bolle. E non so nuotare."
)


@pytest.mark.parametrize(
    ("quote", "turns", "said"),
    [
        # a quoted clause: the whole sentence it is from, not the next one
        (
            "mi riempio di bolle",
            [user("Ciao!"), Turn("assistant", "mi riempio di bolle"), user(NICKEL)],
            NICKEL.removesuffix(" E non so nuotare."),
        ),
        # a question's stating part only
        (
            "My son is allergic to nuts",
            [user("Hi. My son is allergic to nuts, so what can I pack for him?")],
            "My son is allergic to nuts",
        ),
        # any script, without spaces
        (
            "花子は卵が",
            [user("こんにちは。娘の花子は卵が食べられない。")],
            "娘の花子は卵が食べられない。",
        ),
        # said by nobody (or only by the assistant): the quote as it came
        ("I live in Graz", [Turn("assistant", "I live in Graz too.")], "I live in Graz"),
    ],
)
def test_the_sentence_a_quote_is_from(quote: str, turns: list[Turn], said: str) -> None:
    assert sentence_of(quote, turns) == said


TREK = (
    "My sister's on at me to do a trek in Peru with her next year. Maybe. Though I'd "
    "probably spend the whole thing in a tent."
)
GALE = (
    "Blowing a gale out there, a fence panel's gone again. While I think of it: I'm on "
    "warfarin, so no aspirin for me."
)
BARCO = (
    "Hace un frío que pela. Mi hermano insiste en que me saque el título de patrón de "
    "barco. Quizá... aunque lo dejaría a medias."
)


@pytest.mark.parametrize(
    ("quote", "value", "said"),
    [
        # a quote of several sentences: the one that states the value, not the doubt or
        # the weather around it, in any language
        (TREK, "trek in Peru", "My sister's on at me to do a trek in Peru with her next year."),
        (GALE, "warfarin", "While I think of it: I'm on warfarin, so no aspirin for me."),
        (BARCO, "título de patrón de barco", BARCO.split(". ")[1] + "."),
        # no value, or a value none of its sentences states (a translated one): the quote
        (GALE, "", GALE),
        (BARCO, "skipper's licence", BARCO),
    ],
)
def test_a_quote_of_several_sentences_is_narrowed_to_its_value(
    quote: str, value: str, said: str
) -> None:
    turns = [user("Hi!"), user(TREK), user(GALE), user(BARCO)]
    assert sentence_of(quote, turns, value) == said


def test_the_sentences_a_quote_spans() -> None:
    turns = [user(BARCO)]
    assert quoted_sentences(BARCO, turns) == [
        "Hace un frío que pela.",
        BARCO.split(". ")[1] + ".",
        "Quizá...",
        "aunque lo dejaría a medias.",
    ]
    assert quoted_sentences("I live in Graz and work nights", turns) == []


@pytest.mark.parametrize(
    ("value", "quote", "clause"),
    [
        ("Porto", "I'm Ines, I live in Porto and work nights.", "I live in Porto and work nights."),
        ("Ines", "I'm Ines, I live in Porto and work nights.", "I'm Ines"),
        ("Лион", "Меня зовут Инес, я живу в Лион", "я живу в Лион"),
        ("上海", "我叫小林，我住在上海", "我住在上海"),
        # one clause, or a value no clause holds: the whole quote
        ("Porto", "I live in Porto.", "I live in Porto."),
        ("nurse", "Soy Inés, trabajo de enfermera.", "Soy Inés, trabajo de enfermera."),
        ("", "I'm Ines, I live in Porto.", "I'm Ines, I live in Porto."),
    ],
)
def test_clause_of(value: str, quote: str, clause: str) -> None:
    assert clause_of(value, quote) == clause


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I live in Graz.", ["i", "live", "in", "graz"]),
        ("电瓶换了", ["电瓶", "瓶换", "换了"]),
        ("跑了60单", ["跑了", "60", "单"]),
        ("大阪に住む Ana", ["大阪", "阪に", "に住", "住む", "ana"]),
    ],
)
def test_terms_part_an_unspaced_script_into_pairs_of_letters(text: str, found: list[str]) -> None:
    assert terms(text) == found


@pytest.mark.parametrize(
    ("text", "texts", "own"),
    [
        (
            "Can you tidy this up for me: 'Per my last email, the figures is still wrong.'",
            ["Per my last email, the figures is still wrong."],
            [],
        ),
        (
            'Fix this: "We are closed. Sorry for any trouble." Also I work at the bakery.',
            ["We are closed. Sorry for any trouble."],
            ["Also I work at the bakery."],
        ),
        (
            "Исправь, пожалуйста: «Согласно договора, оплата производится до пятого числа.»",
            ["Согласно договора, оплата производится до пятого числа."],
            [],
        ),
        (
            "Übersetz mir das: \u201eWir sind am Montag geschlossen.\u201c Ich bin Lehrerin.",
            ["Wir sind am Montag geschlossen."],
            ["Ich bin Lehrerin."],
        ),
        (
            "帮我润色一下：「我们已经收到您的订单，会尽快发货。」我在杭州做老师。",
            ["我们已经收到您的订单，会尽快发货。"],
            ["我在杭州做老师。"],
        ),
        # a name in quotation marks, apostrophes: nothing quoted
        (
            "My band is 'The Night Owls'. We play on Fridays.",
            [],
            ["My band is 'The Night Owls'.", "We play on Fridays."],
        ),
        (
            "I don't know, it's the boys' bikes and the girls' ones.",
            [],
            ["I don't know, it's the boys' bikes and the girls' ones."],
        ),
        # elisions at both ends of words (Romanesco, Neapolitan, spoken English) quote nothing
        (
            "Te dico 'na cosa. Stamattina co' la bici so' arrivato a Trastevere.",
            [],
            ["Te dico 'na cosa.", "Stamattina co' la bici so' arrivato a Trastevere."],
        ),
        (
            "Io stongo 'a Fuorigrotta, faccio 'a bidella e 'o marito mio fa 'o tassista.",
            [],
            ["Io stongo 'a Fuorigrotta, faccio 'a bidella e 'o marito mio fa 'o tassista."],
        ),
        (
            "Been runnin' round all day 'cause the kids' play is tonight, I'm doin' costumes.",
            [],
            ["Been runnin' round all day 'cause the kids' play is tonight, I'm doin' costumes."],
        ),
        # a quotation holds apostrophes inside its words; one inside a sentence frames it
        (
            "Make this nicer: 'I don't think we can't come on Friday.' Thanks, I'm at work.",
            ["I don't think we can't come on Friday."],
            ["Thanks, I'm at work."],
        ),
        (  # the frame ends at the quotation: what follows it is a fragment stating nothing
            "Tradúceme 'nos vemos mañana en la junta' al inglés.",
            ["nos vemos mañana en la junta"],
            ["al inglés."],
        ),
        (
            "Shorten 'we will be closed all day' and 'back on Monday at nine'. I run a café.",
            ["we will be closed all day", "back on Monday at nine"],
            ["I run a café."],
        ),
    ],
)
def test_text_the_user_quoted_is_told_from_what_they_say(
    text: str, texts: list[str], own: list[str]
) -> None:
    assert quoted(text) == texts
    assert unquoted_sentences(text) == own


def test_a_fact_resting_on_text_the_user_quoted_is_dropped() -> None:
    turns = [user("Could you make this friendlier: 'Your order is delayed by supplier issues.'")]
    dropped = ground("Your order is delayed", "order delayed", "User's order is delayed.", turns)
    assert dropped == Verdict(False, "evidence is text the user quoted, not what they said")
    frame = ground(
        "Could you make this friendlier", "friendlier", "User wants it friendlier.", turns
    )
    assert frame == Verdict(False, "evidence is text the user quoted, not what they said")
    said = [user("Our café got a new espresso machine. My menu says 'Open every day from eight'.")]
    assert ground("Our café got a new espresso machine", "café", "x", said).kept


def test_the_sentences_around_a_memorys_words() -> None:
    turns = [
        Turn("assistant", "Hello. Sure. What else?"),
        Turn("user", "Hi! I'm Ines. I live in Porto, by the sea. I love it. Bye."),
    ]
    after = ["I love it.", "Bye."]
    assert around("I live in Porto, by the sea.", turns) == (["Hi!", "I'm Ines."], after)
    assert around("by the sea", turns) == (["Hi!", "I'm Ines."], after)  # a clause
    assert around("I'm Ines. I live in Porto, by the sea.", turns) == (["Hi!"], after)
    assert around("Sure.", turns) == ([], [])  # the assistant's words
    assert around("", turns) == ([], [])


@pytest.mark.parametrize(
    ("value", "kept", "said", "expected"),
    [
        # the model quoted the sentence beside the one stating the value
        (
            "shellfish",
            "Spent twenty years on the trawlers out of Hull.",
            "I can't eat shellfish at all. Spent twenty years on the trawlers out of Hull.",
            "I can't eat shellfish at all.",
        ),
        (
            "hospital de Valencia",
            "Me encanta el mar, salgo a nadar cada mañana.",
            "Trabajo en un hospital de Valencia. Me encanta el mar, salgo a nadar cada mañana.",
            "Trabajo en un hospital de Valencia.",
        ),
        (
            "Erdnüsse",
            "Bei uns gibt es sowieso nie Kuchen.",
            "Bei uns gibt es sowieso nie Kuchen. Mein Sohn Jonas reagiert allergisch auf Erdnüsse.",
            "Mein Sohn Jonas reagiert allergisch auf Erdnüsse.",
        ),
        ("上海", "今天下雨了。", "我住在上海。今天下雨了。", "我住在上海。"),
        # a value written in English for a Spanish turn, found by its words
        (
            "hospital in Valencia",
            "Me encanta el mar.",
            "Trabajo en un hospital de Valencia. Me encanta el mar.",
            "Trabajo en un hospital de Valencia.",
        ),
        # the kept words state the value: kept
        ("Lyon", "I'm based in Lyon these days.", "Hi! I'm based in Lyon these days.", None),
        # a value the user never said in that turn (translated, inferred): kept
        ("nurse", "Trabajo como enfermera.", "Trabajo como enfermera. Hace calor.", None),
        ("vegetarian", "I don't eat meat or fish.", "I don't eat meat or fish. Long day.", None),
        # only said in another turn: kept (the turn the quote is from is the one read)
        ("Porto", "Long day today, honestly.", "Long day today, honestly.", None),
        # a value of short words only: nothing to look for
        ("Bo", "My dog is a terrier.", "My dog is a terrier. Bo is his name.", None),
        # the words in no user turn: kept
        ("Lyon", "I love the sea.", "I live in Lyon.", None),
    ],
)
def test_the_words_kept_for_a_fact_are_the_sentence_stating_its_value(
    value: str, kept: str, said: str, expected: str | None
) -> None:
    turns = [user(said), assistant("I see."), user("I live in Porto, by the way.")]
    assert stating_value(value, kept, turns) == (expected or kept)


def test_the_sentence_stating_a_value_is_never_a_question_or_a_quoted_text() -> None:
    said = (
        "Is there shellfish in paella? Make this nicer: 'We never serve shellfish here.' Long day."
    )
    assert stating_value("shellfish", "Long day.", [user(said)]) == "Long day."
    asked = "My son can't eat shellfish, so which paella can I make? Long day."
    assert stating_value("shellfish", "Long day.", [user(asked)]) == "My son can't eat shellfish"


@pytest.mark.parametrize(
    ("quote", "asks"),
    [
        (
            "Can you recommend a pillow? I'm hypermobile and my neck pops out.",
            "Can you recommend a pillow?",
        ),
        ("My son is allergic to nuts, so what can I pack?", "so what can I pack?"),
        ("Write me a poem about autumn.", "Write me a poem about autumn."),
        ("¿Qué leo en el tren? Tardo una hora cada día.", "¿Qué leo en el tren?"),
        ("我对花生过敏。晚饭吃什么好？", "晚饭吃什么好？"),
    ],
)
def test_what_a_quote_asks_leaves_out_what_it_states(quote: str, asks: str) -> None:
    assert asking_part(quote) == asks
