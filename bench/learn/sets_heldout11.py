"""An eleventh round of held-out learning sets, written before any run of them and without
reading the learning code: `am` in English (British speech), in conversational shapes the
earlier rounds did not use. It was written on its own, with its own people and
situations (it is a translation of none of `o`-`al`).

Its facts come out of a back-and-forth rather than one statement: a job said only to
correct the assistant's wrong guess ("Are you a paramedic?" "Ha, nothing so heroic. I'm a
glazier."), a granddaughter the assistant took for a daughter, a numbered list given in
answer to the assistant's own question, a neighbour and the user's night work told as
part of a story about an escaped budgie, a constraint and a colleague's condition in the
middle of a long message about something else, conditions given as the reason for a
request, and a fact that only explains the user's previous turn ("I ask because ...").
Facts said only by what they imply (four calvings since Sunday and a heifer in the end
pen), standing constraints and a negation that should shape answers on other topics
(`negated`: a memory must keep the "not"), hedges (a plan the user doubts is no fact: its
words are `forbidden`) in new shapes ("Is it mad to ...? Don't answer that. I know full
well I won't.", "Part of me fancies ..., but the rest of me has seen ..."), a story's
small talk beside its real facts, and three changes of attributes no earlier set changed
(a daughter minded by her grandmother three days a week who now goes to nursery, an
Economy 7 tariff replaced by solar panels, a septic tank replaced by the mains sewer):
one said with a signal ("Finally some good news"), two without one (the later session
only mentions the new value in passing). Assistant suggestions and guesses the user never
takes up are scripted (`replies`) and their words are `forbidden` (a memory that calls
the granddaughter a daughter is invented), as are the words of a quoted text the user
asks to have rewritten; one user tells nothing, and one short chat
is learned by the inactivity flush. Questions are asked on a topic the fact should
shape. A keyword "a|b" is found by either ("glazi|glass"); keywords start a word
("hypermob" finds "hypermobile" and "hypermobility"), and were chosen so that no other
user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH11: tuple[User, ...] = (
    User(
        "gervase",  # a job said only to correct the assistant's wrong guess, and a town
        sessions=(
            (
                "Fourteen call-outs today. I'm cream crackered.",
                "Ha, nothing so heroic. I'm a glazier. Self-employed, one van, and I cover "
                "Stockport and the villages round it. Today was mostly boarding up after Saturday "
                "night, plus a conservatory roof that had met a football.",
                "Anyway, what's a good stretch for a stiff lower back?",
            ),
        ),
        replies=(
            (
                "Fourteen call-outs today. I'm cream crackered.",
                "Fourteen call-outs sounds exhausting! Are you a paramedic? Whatever the job, "
                "make sure you put your feet up tonight.",
            ),
        ),
        facts=(
            Fact("gervase.job", "self_direct", ("glazi|glass",)),
            Fact("gervase.town", "self_passing", ("Stockport",)),
        ),
        questions=(
            Question(
                "My quotes always seem to come in too low. How should I work out what to charge?",
                "gervase.job",
            ),
            Question("What should I put on a website for my business?", "gervase.job"),
            Question(
                "A mate from Glasgow is staying for a weekend in June. What's worth doing round "
                "my way?",
                "gervase.town",
            ),
        ),
        forbidden=("paramedic", "exhausting"),
    ),
    User(
        "hephzibah",  # a numbered list given in answer to the assistant's question
        sessions=(
            (
                "Can you help me plan our meals for next week?",
                "Right, in order. One: there's no freezer, the flat came with a little "
                "under-counter fridge and that's your lot, so I can't cook for the week and stash "
                "it. Two: it's just me and my son Caradog, he's 15 and plays prop for the "
                "under-16s, so he eats like two grown men. Three: I'm the only one who washes up, "
                "so one pan or one pot, please, I'm not doing a sinkful every night.",
                "ta",
            ),
        ),
        replies=(
            (
                "Can you help me plan our meals for next week?",
                "Happy to! A Sunday batch-cook of a tray bake and a big roast chicken would set "
                "you up nicely. Before I plan the week: is there anything you don't eat, any "
                "kitchen kit you're missing, and who are you feeding?",
            ),
        ),
        facts=(
            Fact("hephzibah.freezer", "negation", ("freez",), negated=True),
            Fact("hephzibah.caradog", "close_person", ("Caradog", "prop|rugby|16")),
            Fact("hephzibah.pan", "preference", ("pan|pot",)),
        ),
        questions=(
            Question(
                "The butcher's doing a half-price whole lamb, about twenty kilos, boxed up. Is it "
                "worth it for us?",
                "hephzibah.freezer",
            ),
            Question(
                "It's my son's sixteenth next month. What should I get him?", "hephzibah.caradog"
            ),
            Question("Can you give me a recipe for a Friday night curry?", "hephzibah.pan"),
        ),
        forbidden=("batch", "tray", "roast", "chicken"),
    ),
    User(
        "cressida",  # a neighbour and night work told as part of a story, beside its small talk
        sessions=(
            (
                "You will not believe my morning. I'd just got in from the night shift at the "
                "Royal Mail depot, still in my hi-vis, kettle on, when there's a hammering at the "
                "door. It's Florrie from next door, 91, in her nightie, because her budgie's "
                "escaped. I've done her big shop every Thursday since she gave up driving, so "
                "apparently I'm her first port of call for everything now.",
                "So there's me in my hi-vis and her spare slippers, chasing a budgie round the "
                "cul-de-sac with a tea towel while the milkman filmed the whole thing. We got him "
                "in the end. Anyway, what can I make for tea with a tin of chickpeas and a bag of "
                "spinach?",
            ),
        ),
        facts=(
            Fact("cressida.florrie", "close_person", ("Florrie", "shop")),
            Fact("cressida.job", "self_passing", ("mail|postal|depot",)),
        ),
        questions=(
            Question(
                "I'm off to Lisbon for a week at the end of March. What do I need to sort out "
                "before I go?",
                "cressida.florrie",
            ),
            Question(
                "I want to start going to the gym. What time of day should I go?", "cressida.job"
            ),
        ),
        forbidden=("budgie", "towel", "milkman", "nightie", "slipper", "chickpea", "spinach"),
    ),
    User(
        "philomena",  # a constraint and colleagues in the middle of a long message
        sessions=(
            (
                "Right, this is a long one, sorry. I've been roped into organising the leaving do "
                "for our head of department, Gillian, who's retiring after thirty-one years. "
                "There'll be twenty-odd of us, there's about £35 a head in the kitty, and it has "
                "to be a Thursday because half the team don't work Fridays. Nowhere loud, by the "
                "way: I've got tinnitus, and a night anywhere with a DJ leaves my ears whining "
                "for days after. Oh, and one of the team, Temitope, has sickle cell, and the cold "
                "can bring on a crisis, so nothing outdoors in January. Gillian likes a quiz and "
                "hates a fuss. Ideas?",
                "lovely, I'll run those past the others",
            ),
        ),
        facts=(
            Fact("philomena.tinnitus", "constraint", ("tinnitus",)),
            Fact("philomena.temitope", "close_person", ("Temitope", "sickle")),
            Fact("philomena.gillian", "close_person", ("Gillian", "retir|thirty|31")),
        ),
        questions=(
            Question(
                "My nephew's band has its first gig in a pub back room on Saturday and he wants "
                "me there. Any tips?",
                "philomena.tinnitus",
            ),
            Question(
                "I've been offered a job in a big open-plan call centre. Should I take it?",
                "philomena.tinnitus",
            ),
            Question(
                "We're planning a team away day in February: a walk along the coast path and fish "
                "and chips on the harbour wall. What do I need to think about?",
                "philomena.temitope",
            ),
            Question("Help me write a message for Gillian's leaving card.", "philomena.gillian"),
        ),
    ),
    User(
        "jocasta",  # conditions given as the reason for a request, and a doubt as a question
        sessions=(
            (
                "Can you recommend a good pillow? I'm hypermobile, the Ehlers-Danlos kind, and my "
                "neck half pops out if I sleep at a funny angle.",
                "Also, could you suggest something to listen to? I'm forty minutes each way on the "
                "Gosport ferry and the bus to the office, and I can't read on the water without "
                "feeling green.",
                "Random one: is it mad to retrain as a tree surgeon at 52? Don't answer that. I "
                "know full well I won't.",
            ),
        ),
        facts=(
            Fact("jocasta.eds", "constraint", ("hypermob|Ehlers|EDS",)),
            Fact("jocasta.ferry", "self_passing", ("Gosport|ferry",)),
        ),
        questions=(
            Question("My friend wants me to come to her hot yoga class. Should I?", "jocasta.eds"),
            Question(
                "We're moving house next month. How should I handle the packing?", "jocasta.eds"
            ),
            Question(
                "I want to get through more books this year. How can I fit them in?",
                "jocasta.ferry",
            ),
        ),
        forbidden=("tree", "surgeon", "retrain"),
    ),
    User(
        "bellamy",  # an Economy 7 tariff, said to explain a question, then solar panels
        sessions=(
            (
                "Is it actually cheaper to run the dishwasher overnight?",
                "I ask because we're on Economy 7 here, so the washing machine, the dishwasher "
                "and the immersion heater all go on a timer after midnight. Part of me fancies a "
                "sauna in the shed, but the rest of me has seen what the meter does in January.",
            ),
            (
                "Since the solar panels went up I've been checking the app like it's the cricket "
                "score, 19 kilowatt-hours yesterday off a grey sky! Anyway, how long do you roast "
                "a leg of lamb for?",
            ),
        ),
        facts=(Fact("bellamy.power", "changed", ("solar|panel",), old=("Economy|midnight",)),),
        questions=(
            Question(
                "When's the best time of day for me to run the tumble dryer?", "bellamy.power"
            ),
            Question(
                "We're thinking of getting an electric car. How would charging it at home work "
                "for us?",
                "bellamy.power",
            ),
        ),
        forbidden=("sauna", "shed", "cricket", "lamb"),
    ),
    User(
        "clodagh",  # a daughter minded by her grandmother who now goes to nursery, in passing
        sessions=(
            (
                "My mam minds our Fiadh Monday to Wednesday while I'm at work, and she comes back "
                "to me stuffed with custard creams and knowing every word of Countdown.",
                "How do I get felt-tip off a fabric sofa?",
            ),
            (
                "Fiadh's been at Little Acorns nursery a fortnight now and came home today with "
                "glitter in her eyebrows and a new best friend called Bartek. Anyway, what's a "
                "dinner I can get on the table in twenty minutes?",
            ),
        ),
        facts=(
            Fact(
                "clodagh.fiadh",
                "changed",
                ("nursery|Acorns",),
                old=("minds|minding|Monday",),
            ),
        ),
        questions=(
            Question(
                "My mam's been invited on a fortnight's cruise with her friends in May. Will that "
                "cause us any problems?",
                "clodagh.fiadh",
            ),
            Question(
                "Work want me to start at half seven on Tuesdays. Can I make that work?",
                "clodagh.fiadh",
            ),
        ),
        forbidden=("felt", "sofa", "custard", "Countdown"),
    ),
    User(
        "dunstan",  # a septic tank, told as a correction of his own question, then the sewer
        sessions=(
            (
                "What's the cheapest way to unblock a kitchen sink?",
                "No, hang on, nothing caustic: we're on a septic tank out here, and I don't want "
                "to kill off the bacteria that make it work.",
            ),
            (
                "Finally some good news: the water board's connected the whole lane to the mains "
                "sewer, and the septic tank's been pumped out and filled in.",
                "How often should I water a cactus?",
            ),
        ),
        facts=(Fact("dunstan.drains", "changed", ("sewer",), old=("septic",)),),
        questions=(
            Question(
                "We're redoing the kitchen. Is a waste disposal unit in the sink a good idea for "
                "us?",
                "dunstan.drains",
            ),
            Question(
                "We've got twelve people staying over Christmas. Anything I should plan for with "
                "the loos and showers?",
                "dunstan.drains",
            ),
        ),
        forbidden=("cactus",),
    ),
    User(
        "edwina",  # a granddaughter the assistant took for a daughter, and her condition
        sessions=(
            (
                "I need to make a birthday cake for Marnie on Saturday. Any ideas?",
                "Granddaughter, love, I'm 74! And a normal sponge is no good: Marnie's got PKU, "
                "so no ordinary flour, eggs or milk, everything's weighed out from her special "
                "low-protein stuff.",
                "thanks, I'll have a think",
            ),
        ),
        replies=(
            (
                "I need to make a birthday cake for Marnie on Saturday. Any ideas?",
                "How lovely! Your daughter will be thrilled. A classic Victoria sponge with "
                "buttercream and rainbow sprinkles is always a winner.",
            ),
        ),
        facts=(
            Fact("edwina.marnie", "close_person", ("Marnie", "PKU|phenylketon")),
            Fact("edwina.age", "self_direct", ("74",)),
        ),
        questions=(
            Question(
                "I'm taking my granddaughter to the seaside on Saturday. What should I pack for "
                "lunch?",
                "edwina.marnie",
            ),
            Question("I'd like to take up a sport again. What would suit me?", "edwina.age"),
        ),
        forbidden=("daughter", "Victoria", "buttercream", "sprinkle", "rainbow", "thrilled"),
    ),
    User(
        "dilys",  # a short chat between two lessons, learned by the inactivity flush
        sessions=(
            (
                "Quick one, I've got ten minutes between pupils. I'm a driving instructor and I "
                "live on petrol-station sandwiches. What's something better I can eat in the car?",
                "And keep your answers brief, bullet points if you can, I'm reading you on my "
                "phone in a lay-by.",
            ),
        ),
        facts=(
            Fact("dilys.job", "self_direct", ("instructor",)),
            Fact("dilys.brief", "preference", ("brief|bullet|concise",)),
        ),
        questions=(
            Question("How does a tracker mortgage work?", "dilys.brief"),
            Question("My back's killing me by Friday every week. What can I do?", "dilys.job"),
        ),
        forbidden=("sandwich", "petrol"),
        idle=True,
    ),
    User(
        "quenby",  # a job said only by what it implies, and a quoted text to rewrite
        sessions=(
            (
                "Excuse the typing, I've had about three hours' sleep. Four calvings since "
                "Sunday, one of them coming backwards at two in the morning with a torch in my "
                "teeth, and the heifer in the end pen looks like she'll go tonight.",
                "Can you make this sound less snippy? It's for the village hall noticeboard: "
                "'Would whoever keeps borrowing the tea urn kindly return it. It is not yours. It "
                "has never been yours.'",
            ),
        ),
        facts=(Fact("quenby.job", "inferred", ("calv|cattle|cow|heifer|dairy|farm|vet",)),),
        questions=(
            Question(
                "My sister wants us all to go away for a week in March. Is that a good time for "
                "me?",
                "quenby.job",
            ),
            Question("My partner says I need a hobby. What would fit round my work?", "quenby.job"),
        ),
        forbidden=("urn", "borrow", "hall", "noticeboard", "kindly"),
    ),
    User(
        "lucan",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what's 100 degrees C in Fahrenheit?",
                "who wrote Middlemarch?",
                "ta",
            ),
        ),
        forbidden=("Fahrenheit", "Middlemarch", "Eliot", "212", "degree"),
    ),
)
