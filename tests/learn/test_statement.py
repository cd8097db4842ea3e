"""A learned fact as stored: a statement about "User", and whether it is profile."""

from __future__ import annotations

import pytest

from memproxy.learn.statement import (
    announces_change,
    as_user_says,
    misnamed,
    normalise,
    profile_worthy,
    standing_instruction,
    to_assistant,
)


@pytest.mark.parametrize(
    ("written", "stored"),
    [  # what the 1.5B model wrote in bench.learn, and what is stored
        (
            "User's I'm vegetarian myself: no meat, no fish.",
            "User is vegetarian: no meat, no fish.",
        ),
        (
            "We can only deploy on Tuesdays because of a change freeze.",
            "User can only deploy on Tuesdays because of a change freeze.",
        ),
        (
            "User's Emil is allergic to peanuts, so what snacks can I pack for his school trip?",
            "User's Emil is allergic to peanuts.",
        ),
        (
            "I'm Ines, I live in Porto and I work as a nurse.",
            "User is Ines, they live in Porto and they work as a nurse.",
        ),
        ("My son is allergic to peanuts", "User's son is allergic to peanuts"),
        ("I have two cats. What should I feed them?", "User has two cats."),
        ("User's Quito trip budget is $4,000", "User's Quito trip budget is $4,000"),
        ("  User   lives in   Graz. ", "User lives in Graz."),
        ("What is the capital of Peru?", ""),
        ("so which cake can I bake?", ""),
        ("The US office is in Denver", "The US office is in Denver"),  # not about User: as is
        ("We live in a small flat in Turin.", "User lives in a small flat in Turin."),
        ("I maintain a billing service.", "User maintains a billing service."),
        ("I moved to Lyon.", "User moved to Lyon."),
        ("I study Japanese.", "User studies Japanese."),
        ("I watch birds.", "User watches birds."),
        ("We are going in June.", "User is going in June."),
        ("We have two kids.", "User has two kids."),
        # discourse markers before the statement, one or several (bench.learn's set b)
        (
            "Just so you know, we moved from Leeds to Bristol over the summer.",
            "User moved from Leeds to Bristol over the summer.",
        ),
        ("Oh and I'm diabetic.", "User is diabetic."),
        ("FYI: my wife is pregnant.", "User's wife is pregnant."),
        ("Actually, heads up, I use Linux.", "User uses Linux."),
        (  # set l (0.5B): the change was kept with its "Bad news," before it
            "Bad news, the Rome trip got pushed to September.",
            "The Rome trip got pushed to September.",
        ),
        ("Good news: I got the job at Siemens.", "User got the job at Siemens."),
        ("Andrea is my sister.", "Andrea is User's sister."),  # a name, not a marker
        # set k: a first person inside a sentence (an answering model cannot place "I")
        ("Money is tight since I lost my job.", "Money is tight since User lost their job."),
        (  # set n: "me" before the user is the subject is no request
            "Bright screens give me migraines, so I keep everything in dark mode.",
            "Bright screens give them migraines, so User keeps everything in dark mode.",
        ),
        ("Legal says we can't ship GPL code.", "Legal says User can't ship GPL code."),
        ("Please always answer me in Spanish.", "Please always answer me in Spanish."),
        ("I only have an old Android phone.", "User only has an old Android phone."),
        # an adverb before the verb (the 0.5B stored "User always travel ...")
        ("I always travel with carry-on only.", "User always travels with carry-on only."),
        ("We never deploy on Fridays.", "User never deploys on Fridays."),
        # an irregular past form stays as it is (set c stored "User just gots back")
        ("We just got back from Kerala.", "User just got back from Kerala."),
        ("I went to Oslo in March.", "User went to Oslo in March."),
        # a period inside a word or number is no sentence end (was "Node. js", "1. 5k")
        ("We are a Django shop, no Node.js here.", "User is a Django shop, no Node.js here."),
        ("My budget is 1.5k euros.", "User's budget is 1.5k euros."),
        ("fwiw i'm lactose intolerant", "User is lactose intolerant"),
        ("I read novels on the train.", "User reads novels on the train."),
        # a marker between the subject and the first person (set f's 0.5B)
        ("User also my son Ole has an egg allergy.", "User's son Ole has an egg allergy."),
        ("I also my son is four.", "User's son is four."),
        ("User also likes tea.", "User also likes tea."),
        # set g: a negated verb, "no longer", a marker at the end
        ("I don't drink alcohol anymore.", "User doesn't drink alcohol anymore."),
        ("We haven't got a car.", "User hasn't got a car."),
        ("I can't stand spicy food.", "User can't stand spicy food."),
        ("I no longer work at Sony.", "User no longer works at Sony."),
        ("I'm seven months pregnant, by the way.", "User is seven months pregnant."),
        # set j: a name asked for, kept verbatim ("Please call me Fil, ...")
        (
            "Please call me Fil, nobody calls me Felix.",
            "User wants to be called Fil, nobody calls them Felix.",
        ),
    ],
)
def test_normalise(written: str, stored: str) -> None:
    assert normalise(written) == stored


@pytest.mark.parametrize(
    ("kind", "content", "importance", "profile"),
    [
        ("constraint", "User can only deploy on Tuesdays", 3, True),
        ("fact", "User's son Emil is allergic to peanuts.", 3, True),
        ("fact", "User is vegetarian.", 2, True),
        ("fact", "User's name is Ines.", 3, True),
        ("correction", "User lives in Lyon (changed from Porto).", 3, True),
        ("fact", "User works as a nurse at a children's hospital.", 3, True),
        ("preference", "User prefers quiet ryokans over big hotels.", 4, True),
        ("preference", "User prefers quiet ryokans over big hotels.", 3, False),
        ("fact", "User's budget for the Kyoto trip is 3000 euros.", 5, False),
        ("fact", "User's partner Luca is a vet.", 3, False),
        ("task", "User never finished the tax form.", 5, False),
        ("episodic", "User asked about their diet.", 5, False),
        # accessibility, tone and format, a move (bench.learn's set b)
        ("fact", "User uses a screen reader, so please don't answer with tables.", 3, True),
        ("fact", "User is dyslexic.", 3, True),
        ("fact", "User wants answers in Spanish.", 3, True),
        ("fact", "User prefers plain text without markdown.", 3, True),
        ("fact", "User is moving to Lisbon next year.", 3, True),
        ("fact", "User likes tables made of oak.", 3, False),
        # format and work (bench.learn's set c: the first run missed both)
        ("fact", "Please keep answers short, bullet points work best for me.", 3, True),
        ("fact", "User wants step-by-step instructions.", 3, True),
        ("fact", "User has been a data engineer for six years, mostly Spark pipelines.", 3, True),
        ("fact", "User is the tech lead of the payments team.", 3, True),
        ("fact", "User's daughter is a medical student.", 3, False),
        ("fact", "I am a nurse.", 3, True),
        ("fact", "User took a brief trip to Rome.", 3, False),
        ("fact", "User is a big fan of jazz.", 3, False),
        ("fact", "User's company is not allowed to use AWS, everything runs on Azure.", 3, True),
        ("fact", "User's team can't use MongoDB.", 3, True),
        ("fact", "User's team isn't allowed to deploy on Fridays.", 3, True),
        ("fact", "User is a Django shop, no Node.js in their backend please.", 3, True),
        ("fact", "User runs Postgres 16 in production.", 3, True),
        ("fact", "User was allowed to bring a dog on the train.", 3, False),
        ("fact", "User's engine needs new spark plugs.", 3, False),
        # set f's first run: own teaching work, units, a health habit, a language learned
        ("fact", "User teaches maths at a secondary school in Ghent for eight years.", 3, True),
        ("fact", "User has been teaching piano on weekends.", 3, True),
        ("fact", "User's son teaches piano.", 3, False),
        ("fact", "User uses metric units.", 3, True),
        ("fact", "User quit smoking last year.", 3, True),
        ("fact", "User is learning Korean, still a beginner.", 3, True),
        ("fact", "User is learning to code.", 3, False),
        ("fact", "User ran 5 miles today.", 3, False),
        ("fact", "User drives an electric car.", 3, True),  # set j: how they get around
        # set g: handedness, favourites and strong dislikes, a daily commitment
        ("fact", "User is left-handed.", 3, True),
        ("fact", "User's favourite football team is Liverpool.", 3, True),
        ("fact", "User hates flying, they take the train when they can.", 3, True),
        ("fact", "User picks up their twins from daycare at 5 every day.", 3, True),
        ("fact", "User went to the beach on Sunday.", 3, False),
        ("fact", "User joined Nintendo last week.", 3, True),
        ("fact", "User joined a gym.", 3, False),
        # set h: the user's computer, pets, money and training goals, not drinking
        ("fact", "User is on a Mac with an M2 chip.", 3, True),
        ("fact", "User has two cats, Miso and Tofu.", 3, True),
        ("fact", "User's dog Biscuit is a beagle.", 3, True),
        ("fact", "User saw a cat in the park.", 3, False),
        ("fact", "User is saving for a house deposit.", 3, True),
        ("fact", "User is training for the Berlin marathon in September.", 3, True),
        ("fact", "User trains for the Berlin marathon in September.", 3, True),  # the 0.5B
        ("fact", "User's boyfriend is vegan and they don't drink.", 3, True),
        # set i: a bad knee, ADHD, remote work, a night owl
        ("fact", "User has a bad knee, so no running for them.", 3, True),
        ("fact", "User has ADHD, long instructions lose them.", 3, True),
        ("fact", "User works remotely for a company in Boston.", 3, True),
        ("fact", "User is a night owl, they rarely sleep before 2am.", 3, True),
        ("fact", "User bought a new knee brace for hiking.", 3, False),
        # set j: medication, an injury, no car, leading a team, a rule about the product
        ("fact", "User has been on blood thinners since their heart surgery.", 3, True),
        ("fact", "User pulled a hamstring.", 3, True),
        ("fact", "User doesn't own a car, they get around by bike.", 3, True),
        ("fact", "User manages a team of six engineers at a fintech startup.", 3, True),
        ("fact", "Legal says we can't ship any GPL code in our product.", 3, True),
        ("fact", "User pulled an all-nighter.", 3, False),
        ("fact", "User is torn between two holiday destinations.", 3, False),
        ("fact", "User has a torn ligament in their ankle.", 3, True),
        ("fact", "User's brother manages a bakery.", 3, False),
        # set k: pronouns, a fear, a kitchen without an oven, a young child's age, a
        # relative cared for, night shifts, faith, a phone
        ("fact", "User uses they/them pronouns.", 3, True),
        ("fact", "User is terrified of heights.", 3, True),
        ("fact", "User's studio flat has no oven, just two hobs and a microwave.", 3, True),
        ("fact", "User's daughter Ama just turned 3.", 3, True),
        ("fact", "User looks after their mother, she has dementia.", 3, True),
        ("fact", "User works night shifts at the hospital.", 3, True),
        ("fact", "User is Catholic.", 3, True),
        ("fact", "User only has an old Android phone.", 3, True),
        ("fact", "User switched to a Pixel last week.", 3, True),
        ("fact", "User's daughter loves horses.", 3, False),
    ],
)
def test_profile_worthy(kind: str, content: str, importance: int, profile: bool) -> None:
    assert profile_worthy(kind, content, importance) is profile


@pytest.mark.parametrize(
    ("stored", "said"),
    [
        ("User's partner Luca is a vet.", "My partner Luca is a vet."),
        ("User is vegetarian.", "I am vegetarian."),
        ("User lives in Lyon (changed from Porto).", "I live in Lyon (changed from Porto)."),
        ("User works as a nurse at their hospital.", "I work as a nurse at my hospital."),
        ("User studies Japanese.", "I study Japanese."),
        ("User watches films.", "I watch films."),
        ("User has two cats.", "I have two cats."),
        ("User moved to Lyon.", "I moved to Lyon."),
        ("User can only deploy on Tuesdays.", "I can only deploy on Tuesdays."),
        ("I'm Ines and I live in Porto.", "I'm Ines and I live in Porto."),  # verbatim: as is
        (
            "User is learning Portuguese because they are moving to Lisbon.",
            "I am learning Portuguese because I am moving to Lisbon.",
        ),
        ("User says they're tired and they were ill.", "I say I'm tired and I was ill."),
        # past an adverb, and irregular verbs (it read "I alway travels", "I only ha")
        ("User always travels with carry-on only.", "I always travel with carry-on only."),
        ("User only has two days off.", "I only have two days off."),
        ("User also goes hiking.", "I also go hiking."),
        ("User really is tired.", "I really am tired."),
    ],
)
def test_as_user_says(stored: str, said: str) -> None:
    assert as_user_says(stored) == said


@pytest.mark.parametrize(
    ("sentence", "one_off"),
    [
        ("Tell me a joke about penguins", True),
        ("Convert 5 miles to kilometres please", True),
        ("Please explain how a heat pump works.", True),
        ("Name three rivers in Africa.", True),
        ("Please always answer me in Spanish.", False),  # standing: a preference
        ("From now on, give me metric units.", False),
        ("Help me plan my trip to Rome in May.", False),  # says something of the user
        ("Call me Sam.", False),
        ("I'm pescatarian.", False),
        ("Tell me", True),
        ("Thanks for the help earlier.", True),  # the 0.5B stored it (set d)
        ("Thanks, I moved to Oslo last week.", False),
    ],
)
def test_to_assistant(sentence: str, one_off: bool) -> None:
    assert to_assistant(sentence) is one_off


@pytest.mark.parametrize(
    ("content", "said", "wrong"),
    [
        ("User's name is pescatarian.", "I'm pescatarian.", True),
        ("User's name is Mateo.", "My son Mateo starts school in September.", True),
        ("User's name is Bea.", "My girlfriend Bea is a huge Arsenal fan.", True),
        ("User's name is Ines.", "Hi there! I'm Ines, I live in Porto.", False),
        ("User's name is Ines.", "my name is ines", False),
        ("User's name is Sam.", "Call me Sam.", False),
        ("User's name is Kofi.", "Kofi here, quick question.", False),
        ("User's son's name is Tomas.", "My son Tomas is six.", False),
        ("User is vegetarian.", "I'm vegetarian.", False),
        # "I'm" is followed by adjectives too: the name must be capitalised as written
        ("User's name is Dyslexic, so long texts are hard.", "I'm dyslexic, so long texts", True),
        ("User's name is Noor.", "i'm Noor", False),
        # set k's 0.5B: a faith (or a nationality) is capitalised too, and is no name
        ("User's name is Catholic, Sunday mornings are for Mass.", "I'm Catholic, ...", True),
        ("User's name is Italian.", "I'm Italian.", True),
    ],
)
def test_misnamed(content: str, said: str, wrong: bool) -> None:
    assert misnamed(content, said) is wrong


@pytest.mark.parametrize(
    ("sentence", "standing"),
    [
        ("Please reply in British English from now on.", True),
        ("Never use emojis.", True),
        ("Always answer in metric units.", True),
        ("From now on, keep it short.", True),
        ("Reply in French.", False),  # one answer's wish: no lasting marker
        ("It always rains in Bergen.", False),
        ("Tell me a joke.", False),
    ],
)
def test_standing_instruction(sentence: str, standing: bool) -> None:
    assert standing_instruction(sentence) is standing


@pytest.mark.parametrize(
    ("sentence", "change"),
    [
        ("Change of plan, the puppy's name is Sofie now.", True),
        ("Quick update: the wedding moved to June.", True),
        ("Actually, the meeting is on Friday.", True),
        ("Scratch that, the budget is 900.", True),
        ("The update broke my laptop.", False),
        ("The puppy's name is Sofie.", False),
        ("I no longer work at Sony, I joined Nintendo last week.", True),
        ("I don't drink alcohol anymore.", True),
        ("I still work at Sony.", False),
        ("The wedding got moved to June 20th, same place.", True),
        ("My flight was cancelled.", True),
        ("I moved to Lisbon in 2019.", False),
        ("Sorry, I got that wrong: it's shellfish I'm allergic to.", True),
        # set j: a job quit, a plan called off
        ("Dev quit the restaurant, he's teaching cooking classes now.", True),
        ("I pulled a hamstring, so the triathlon is off.", True),
        ("The triathlon is in August.", False),
        # set k: a phone replaced, a move
        ("I switched to a Pixel last week.", True),
        ("We've just moved to a house in Leeds with a garden!", True),
        ("I moved to Lisbon in 2019.", False),
        # set l: the 0.5B learned nothing from a trip pushed to another month
        ("Bad news, the Rome trip got pushed to September.", True),
        ("My dentist appointment was delayed by a week.", True),
        ("The launch has been moved up to Monday.", True),
        ("I pushed the cart to the car.", False),
        # set m: a partner's career left behind
        ("Ben left accounting, he's a carpenter now.", True),
        ("My sister left her job at the bank.", True),
        ("I left my keys at the office.", False),
        ("We left the meeting early.", False),
        # set n: a relationship ended, a diet changed
        ("Tom and I broke up last month. It's fine, honestly.", True),
        ("We got divorced in the spring.", True),
        ("I've started eating fish again, so I'm pescatarian now.", True),
        ("I stopped eating meat in January.", True),
        ("I went vegan last year.", True),
        ("I started eating breakfast at seven.", False),
        ("I split the bill with Tom.", False),
    ],
)
def test_announces_change(sentence: str, change: bool) -> None:
    assert announces_change(sentence) is change
