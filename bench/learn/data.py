"""The benchmark's conversations: users who state facts directly and in passing, about
themselves and people close to them, preferences and constraints, facts that change
later, distractor turns (questions, greetings, thanks), and a user who tells nothing.

A fact is found in a memory when every one of its keywords is (case-insensitive, a
keyword matching the start of a word: "peanut" finds "peanuts"). A changed fact also
names its old value: a memory with the old value and not the new one is stale. Every
keyword is something the user said, but for a fact to be inferred, whose keywords may be
the inference alone (sets ak and al: a job never named), held only by a memory whose
writer inferred it.
The names, places and numbers here appear in no prompt of memproxy's.

Seventy sets. `a` (USERS) is the one the extraction prompts, the thresholds and the
profile were tuned on. `b` (SECOND) was written on 2026-11-24, after that tuning, with new
people, phrasings and fact kinds (a screen reader, a standing database rule, a date
that moves, a family member's allergy asked about out of topic), and its first run is
reported as it came: a check of whether what was tuned on `a` holds elsewhere. `c`
(THIRD), `d` (FOURTH), `e` (FIFTH), `f` (SIXTH), `g` (SEVENTH), `h` (EIGHTH), `i`
(NINTH), `j` (TENTH), `k` (ELEVENTH), `l` (TWELFTH), `m` (THIRTEENTH) and `n`
(FOURTEENTH) were written later the same way, each after the fixes the one before it
found, and their first runs are kept beside the later ones. `o` (English), `p` (Spanish),
`q` (German) and `r` (French) are held-out sets written before any run of them and
before the learning code was changed for them (bench.learn.sets_heldout). `s` (English),
`t` (Spanish), `u` (German) and `v` (French) are a second round of held-out sets, written
the same way with other people and situations (bench.learn.sets_heldout2). `w` (Italian)
and `x` (Portuguese) are a third round, written the same way (bench.learn.sets_heldout3).
`y` (Russian) and `z` (Chinese) are a fourth round, written the same way
(bench.learn.sets_heldout4). `aa` (English) and `ab` (Dutch) are a fifth round, written
the same way (bench.learn.sets_heldout5). `ac` (English) and `ad` (German) are a sixth
round, written the same way (bench.learn.sets_heldout6). `ae` (English) and `af`
(Spanish) are a seventh round, written the same way (bench.learn.sets_heldout7). `ag`
(English) and `ah` (French) are an eighth round, written the same way
(bench.learn.sets_heldout8). `ai` (English) and `aj` (Italian) are a ninth round, written
the same way (bench.learn.sets_heldout9). `ak` (English) and `al` (Chinese) are a tenth
round, written the same way (bench.learn.sets_heldout10). `am` (English) is an eleventh
round, written the same way, in conversational shapes the earlier rounds did not use
(bench.learn.sets_heldout11). `an` (English) and `ao` (Portuguese) are a twelfth round,
written the same way (bench.learn.sets_heldout12). `ap` (English) and `aq` (Spanish) are a
thirteenth round, written the same way (bench.learn.sets_heldout13). `ar` (English) and `as`
(German) are a fourteenth round, written the same way (bench.learn.sets_heldout14). `at`
(English) and `au` (Spanish) are a fifteenth round, written the same way
(bench.learn.sets_heldout15). Four sentences of `at` were seen before its first run: a
check across all sets of which stated sentences the learner could never keep in the
user's words printed them, beside thirteen of earlier sets, before the change that made
such sentences of short clauses count (729604b); its first run is not held out from that
change. `av` (English) is a sixteenth round, written the same way
(bench.learn.sets_heldout16). `aw` (English) and `ax` (German) are a seventeenth round,
written the same way (bench.learn.sets_heldout17). `ay` (French) and `az` (English) are an
eighteenth round, written the same way (bench.learn.sets_heldout18). `ba` (English) and `bb`
(Spanish) are a nineteenth round, written the same way (bench.learn.sets_heldout19).
`bc` (English) and `bd` (Italian) are a twentieth round, written the same way
(bench.learn.sets_heldout20). `be` (English) and `bf` (French) are a twenty-first round,
written the same way (bench.learn.sets_heldout21). `bg` (English) and `bh` (Spanish) are a
twenty-second round, written the same way (bench.learn.sets_heldout22). `bi` (German) and `bj`
(English) are a twenty-third round, written the same way (bench.learn.sets_heldout23).
`bk` (English) and `bl` (Italian) are a twenty-fourth round, written the same way
(bench.learn.sets_heldout24). `bm` (English) and `bn` (Portuguese) are a twenty-fifth
round, written the same way (bench.learn.sets_heldout25). `bo` (English) and `bp` (Spanish)
are a twenty-sixth round, written the same way (bench.learn.sets_heldout26). `bq` (English)
and `br` (Italian) are a twenty-seventh round, written the same way
(bench.learn.sets_heldout27).
"""

from __future__ import annotations

from bench.learn.sets_heldout import ENGLISH, FRENCH, GERMAN, SPANISH
from bench.learn.sets_heldout2 import ENGLISH2, FRENCH2, GERMAN2, SPANISH2
from bench.learn.sets_heldout3 import ITALIAN3, PORTUGUESE3
from bench.learn.sets_heldout4 import CHINESE4, RUSSIAN4
from bench.learn.sets_heldout5 import DUTCH5, ENGLISH5
from bench.learn.sets_heldout6 import ENGLISH6, GERMAN6
from bench.learn.sets_heldout7 import ENGLISH7, SPANISH7
from bench.learn.sets_heldout8 import ENGLISH8, FRENCH8
from bench.learn.sets_heldout9 import ENGLISH9, ITALIAN9
from bench.learn.sets_heldout10 import CHINESE10, ENGLISH10
from bench.learn.sets_heldout11 import ENGLISH11
from bench.learn.sets_heldout12 import ENGLISH12, PORTUGUESE12
from bench.learn.sets_heldout13 import ENGLISH13, SPANISH13
from bench.learn.sets_heldout14 import ENGLISH14, GERMAN14
from bench.learn.sets_heldout15 import ENGLISH15, SPANISH15
from bench.learn.sets_heldout16 import ENGLISH16
from bench.learn.sets_heldout17 import ENGLISH17, GERMAN17
from bench.learn.sets_heldout18 import ENGLISH18, FRENCH18
from bench.learn.sets_heldout19 import ENGLISH19, SPANISH19
from bench.learn.sets_heldout20 import ENGLISH20, ITALIAN20
from bench.learn.sets_heldout21 import ENGLISH21, FRENCH21
from bench.learn.sets_heldout22 import ENGLISH22, SPANISH22
from bench.learn.sets_heldout23 import ENGLISH23, GERMAN23
from bench.learn.sets_heldout24 import ENGLISH24, ITALIAN24
from bench.learn.sets_heldout25 import ENGLISH25, PORTUGUESE25
from bench.learn.sets_heldout26 import ENGLISH26, SPANISH26
from bench.learn.sets_heldout27 import ENGLISH27, ITALIAN27
from bench.learn.users import Fact, Question, User

USERS: tuple[User, ...] = (
    User(
        "ines",
        sessions=(
            (
                "Hi there!",
                "I'm Ines, I live in Porto and I work as a nurse at a children's hospital.",
                "Can you recommend a good novel for a long flight?",
                "Thanks!",
            ),
            ("Quick update: I moved from Porto to Lyon last month.",),
        ),
        facts=(
            Fact("ines.name", "self_direct", ("Ines",)),
            Fact("ines.job", "self_direct", ("nurse",)),
            Fact("ines.city", "changed", ("Lyon",), old=("Porto",)),
        ),
        questions=(
            Question("What is my name?", "ines.name"),
            Question("What do I do for work?", "ines.job"),
            Question("Which city do I live in?", "ines.city"),
        ),
        forbidden=("novel", "flight"),
    ),
    User(
        "tomas",
        sessions=(
            (
                "My son Emil is allergic to peanuts, so what snacks can I pack for his "
                "school trip?",
                "Also, I'm vegetarian myself: no meat, no fish.",
                "ok thanks",
            ),
        ),
        facts=(
            Fact("tomas.son", "close_person", ("Emil", "peanut")),
            Fact("tomas.diet", "constraint", ("vegetarian",)),
        ),
        questions=(
            Question("Can you suggest a dinner recipe for me?", "tomas.diet"),
            Question("What should I leave out when I bake cookies for my son?", "tomas.son"),
        ),
        forbidden=("school trip",),
    ),
    User(
        "priya",
        sessions=(
            (
                "I'm planning a trip to Kyoto in April with a budget of 3000 euros.",
                "What's the weather like there in spring?",
                "I prefer quiet ryokans over big hotels.",
            ),
            ("Change of plans: the Kyoto trip moves from April to October.",),
        ),
        facts=(
            Fact("priya.trip", "changed", ("Kyoto", "October"), old=("April",)),
            Fact("priya.budget", "self_passing", ("3000",)),
            Fact("priya.stay", "preference", ("ryokan",)),
        ),
        questions=(
            Question("When is my trip to Kyoto?", "priya.trip"),
            Question("How much can I spend on my trip?", "priya.budget"),
            Question("Where should I stay on my trip?", "priya.stay"),
        ),
        forbidden=("rain", "cherry"),
    ),
    User(
        "marek",
        sessions=(
            (
                "I maintain a billing service written in Rust that runs on Kubernetes.",
                "How do I add a readiness probe?",
                "We can only deploy on Tuesdays because of a change freeze.",
            ),
        ),
        facts=(
            Fact("marek.lang", "self_passing", ("billing", "Rust")),
            Fact("marek.deploy", "constraint", ("Tuesday",)),
        ),
        questions=(
            Question("What language is my billing service written in?", "marek.lang"),
            Question("On which day of the week can I deploy my billing service?", "marek.deploy"),
        ),
        forbidden=("readiness",),
    ),
    User(
        "sofia",
        sessions=(
            (
                "My partner Luca and I are adopting a dog next week. Luca is a vet, so he will "
                "handle the shots. Which breeds suit a small flat?",
                "We live in a small flat in Turin without a garden.",
            ),
        ),
        facts=(
            Fact("sofia.partner", "close_person", ("Luca", "vet")),
            Fact("sofia.city", "self_passing", ("Turin",)),
        ),
        questions=(
            Question("What does my partner do for a living?", "sofia.partner"),
            Question("Which city do I live in?", "sofia.city"),
        ),
        forbidden=("beagle", "poodle", "terrier"),
        idle=True,
    ),
    User(
        "olga",  # tells nothing about herself: anything learned is invented
        sessions=(
            (
                "Hello!",
                "What is the capital of Australia?",
                "How do I boil an egg?",
                "Thanks a lot!",
            ),
        ),
        questions=(),
        forbidden=("Canberra", "egg", "Australia"),
    ),
)


SECOND: tuple[User, ...] = (
    User(
        "nadia",
        sessions=(
            (
                "Hey!",
                "I'm Nadia and I teach chemistry at a secondary school in Leeds.",
                "What's a fun experiment for 14-year-olds?",
                "Great, cheers.",
            ),
            ("Just so you know, we moved from Leeds to Bristol over the summer.",),
        ),
        facts=(
            Fact("nadia.name", "self_direct", ("Nadia",)),
            Fact("nadia.job", "self_direct", ("chemistry",)),
            Fact("nadia.city", "changed", ("Bristol",), old=("Leeds",)),
        ),
        questions=(
            Question("What's my name?", "nadia.name"),
            Question("Which subject do I teach?", "nadia.job"),
            Question("Where do I live these days?", "nadia.city"),
        ),
        forbidden=("experiment",),
    ),
    User(
        "kwame",
        sessions=(
            (
                "My daughter Ama has a severe sesame allergy. Any ideas for her birthday "
                "party food?",
                "Oh and I'm diabetic, so I keep sugar low.",
                "thanks a lot",
            ),
        ),
        facts=(
            Fact("kwame.daughter", "close_person", ("Ama", "sesame")),
            Fact("kwame.diet", "constraint", ("diabet",)),
        ),
        questions=(
            Question("What dessert could I make tonight?", "kwame.diet"),
            Question("What should I check before I buy bread for my daughter?", "kwame.daughter"),
        ),
        forbidden=("party",),
    ),
    User(
        "lena",
        sessions=(
            (
                "I use a screen reader, so please don't answer with tables.",
                "How do I make a monthly budget spreadsheet?",
                "I'm learning Portuguese because we're moving to Lisbon next year.",
            ),
        ),
        facts=(
            Fact("lena.reader", "constraint", ("screen", "reader")),
            Fact("lena.language", "self_passing", ("Portuguese",)),
            Fact("lena.move", "self_passing", ("Lisbon",)),
        ),
        questions=(
            Question("Can you compare three laptops for me?", "lena.reader"),
            Question("Which language am I learning?", "lena.language"),
            Question("Where am I moving next year?", "lena.move"),
        ),
        forbidden=("spreadsheet",),
    ),
    User(
        "diego",
        sessions=(
            (
                "My sister's wedding is in Porto on May 14th and I need to book flights.",
                "I always travel with carry-on only, never checked bags.",
            ),
            ("The wedding got moved to June 20th, same place.",),
        ),
        facts=(
            Fact("diego.wedding", "changed", ("wedding", "June"), old=("May",)),
            Fact("diego.luggage", "preference", ("carry",)),
        ),
        questions=(
            Question("When is my sister's wedding?", "diego.wedding"),
            Question("Any tips for packing for my flight?", "diego.luggage"),
        ),
        forbidden=("sunscreen",),
    ),
    User(
        "hana",
        sessions=(
            (
                "I'm the tech lead of the payments team.",
                "How do I write a migration that adds a column?",
                "Our rule is never MySQL in production: we only run PostgreSQL.",
            ),
        ),
        facts=(
            Fact("hana.role", "self_passing", ("payments",)),
            Fact("hana.db", "constraint", ("PostgreSQL",)),
        ),
        questions=(
            Question("Which database should I pick for a new service?", "hana.db"),
            Question("Which team do I lead?", "hana.role"),
        ),
        forbidden=("column",),
        idle=True,
    ),
    User(
        "bruno",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "Good morning",
                "How many moons does Mars have?",
                "Convert 5 miles to kilometres please",
                "Cheers",
            ),
        ),
        questions=(),
        forbidden=("Mars", "moon", "mile"),
    ),
)


THIRD: tuple[User, ...] = (
    # Written 2026-11-24 (session 23), after sets a and b and all their tuning, and
    # run once as it came before anything was changed: its first result is the check.
    User(
        "priya",
        sessions=(
            (
                "Hello!",
                "I'm pescatarian, and my husband Arjun can't eat shellfish at all.",
                "What's a good way to store fresh herbs?",
            ),
            ("We just got back from Kerala, we were visiting my parents.",),
        ),
        facts=(
            Fact("priya.diet", "constraint", ("pescatarian",)),
            Fact("priya.husband", "close_person", ("Arjun", "shellfish")),
            Fact("priya.parents", "self_passing", ("Kerala",)),
        ),
        questions=(
            Question("What should I cook for a dinner party of four?", "priya.diet"),
            Question("Can you plan a seafood menu for my husband's birthday?", "priya.husband"),
            Question("Where do my parents live?", "priya.parents"),
        ),
        forbidden=("herb",),
    ),
    User(
        "tomasz",
        sessions=(
            (
                "I'm red-green colour blind, keep that in mind for anything visual.",
                "Also please keep answers short, bullet points work best for me.",
                "What's the difference between RAM and storage?",
            ),
        ),
        facts=(
            Fact("tomasz.colour", "constraint", ("blind",)),
            Fact("tomasz.format", "preference", ("bullet",)),
        ),
        questions=(
            Question("Which colours should I use for my dashboard charts?", "tomasz.colour"),
            Question("How does a heat pump work?", "tomasz.format"),
        ),
        forbidden=("RAM",),
    ),
    User(
        "aiko",
        sessions=(
            (
                "I've been a data engineer for six years, mostly Spark pipelines.",
                "At my company we are not allowed to use AWS, everything runs on Azure.",
                "ok thanks",
            ),
        ),
        facts=(
            Fact("aiko.job", "self_passing", ("data", "engineer")),
            Fact("aiko.cloud", "constraint", ("Azure",)),
        ),
        questions=(
            Question("Where should I host our new web app?", "aiko.cloud"),
            Question("What do I do for work?", "aiko.job"),
        ),
        idle=True,
    ),
    User(
        "marek",
        sessions=(
            (
                "My flight to Oslo is on March 3rd.",
                "Our cat Pickle is 12 and needs kidney medication every day.",
            ),
            ("My Oslo flight got pushed to March 10th.",),
        ),
        facts=(
            Fact("marek.flight", "changed", ("Oslo", "10"), old=("3rd",)),
            Fact("marek.cat", "close_person", ("Pickle", "kidney")),
        ),
        questions=(
            Question("When do I fly to Oslo?", "marek.flight"),
            Question("What health problem does my cat have?", "marek.cat"),
        ),
    ),
    User(
        "sofia",
        sessions=(
            (
                "Please always answer me in Spanish, my English is not great.",
                "My son Mateo starts school in September.",
            ),
        ),
        facts=(
            Fact("sofia.language", "preference", ("Spanish",)),
            Fact("sofia.son", "close_person", ("Mateo", "September")),
        ),
        questions=(
            Question(
                "Can you help me write an email to my landlord about the heating?",
                "sofia.language",
            ),
            Question("When does my son start school?", "sofia.son"),
        ),
    ),
    User(
        "olu",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "Hello",
                "What's the boiling point of water at high altitude?",
                "Tell me a joke about penguins",
                "bye",
            ),
        ),
        questions=(),
        forbidden=("boil", "penguin", "altitude"),
    ),
)


FOURTH: tuple[User, ...] = (
    # Written 2026-11-24 (session 23) after set c's fixes, and run once as it came: other
    # phrasings (lowercase, "fwiw", a fact inside a request), a hearing need, a stack
    # rule, a car that changes, a relative's date, a halal diet learned when idle.
    User(
        "rafael",
        sessions=(
            (
                "fwiw i'm lactose intolerant",
                "My girlfriend Bea is a huge Arsenal fan, any gift ideas for her?",
            ),
        ),
        facts=(
            Fact("rafael.diet", "constraint", ("lactose",)),
            Fact("rafael.girlfriend", "close_person", ("Bea", "Arsenal")),
        ),
        questions=(
            Question("What could I have for breakfast tomorrow?", "rafael.diet"),
            Question("Which football team does Bea support?", "rafael.girlfriend"),
        ),
        forbidden=("gift",),
    ),
    User(
        "yuki",
        sessions=(
            (
                "I teach piano to kids on weekends.",
                "I'm hard of hearing, so I prefer written instructions over videos.",
                "Please don't use emojis in your replies.",
            ),
        ),
        facts=(
            Fact("yuki.piano", "self_passing", ("piano",)),
            Fact("yuki.hearing", "constraint", ("hearing",)),
            Fact("yuki.emoji", "preference", ("emoji",)),
        ),
        questions=(
            Question("What do I do on weekends?", "yuki.piano"),
            Question("How can I learn to fix a leaking tap?", "yuki.hearing"),
            Question("Write a short birthday message for my colleague.", "yuki.emoji"),
        ),
    ),
    User(
        "omar",
        sessions=(
            (
                "I drive a 2015 Honda Civic.",
                "We're a Django shop, no Node.js in our backend please.",
            ),
            ("I sold the Civic and bought a Tesla Model 3 last week.",),
        ),
        facts=(
            Fact("omar.car", "changed", ("Tesla",), old=("Honda",)),
            Fact("omar.stack", "constraint", ("Django",)),
        ),
        questions=(
            Question("What car do I drive?", "omar.car"),
            Question("Which web framework should I use for our new API?", "omar.stack"),
        ),
    ),
    User(
        "greta",
        sessions=(
            (
                "My mum turns 70 on August 2nd.",
                "I'm training for the Berlin marathon.",
            ),
        ),
        facts=(
            Fact("greta.mum", "close_person", ("70", "August")),
            Fact("greta.marathon", "self_passing", ("marathon",)),
        ),
        questions=(
            Question("When is my mum's birthday?", "greta.mum"),
            Question("What am I training for?", "greta.marathon"),
        ),
    ),
    User(
        "lars",
        sessions=(("I only eat halal food.", "Thanks for the help earlier."),),
        facts=(Fact("lars.diet", "constraint", ("halal",)),),
        questions=(Question("Any ideas for a BBQ this weekend?", "lars.diet"),),
        idle=True,
    ),
    User(
        "noor",  # tells nothing about herself: anything learned is invented
        sessions=(("hey", "what's 15% of 80", "write a haiku about autumn", "thx"),),
        questions=(),
        forbidden=("haiku", "autumn"),
    ),
)


FIFTH: tuple[User, ...] = (
    # Written 2026-11-24 (session 23) after set d's fixes, and run once as it came.
    User(
        "ahmed",
        sessions=(
            (
                "I'm a type 1 diabetic and I go running most mornings.",
                "My wife Leila is expecting our first baby in March!",
            ),
        ),
        facts=(
            Fact("ahmed.diabetes", "constraint", ("diabet",)),
            Fact("ahmed.baby", "close_person", ("Leila", "March")),
        ),
        questions=(
            Question("What should I eat before my morning run?", "ahmed.diabetes"),
            Question("When is our baby due?", "ahmed.baby"),
        ),
    ),
    User(
        "chloe",
        sessions=(
            (
                "I work night shifts at the airport, so I sleep during the day.",
                "Please reply in British English from now on.",
                "cheers",
            ),
        ),
        facts=(
            Fact("chloe.shifts", "self_passing", ("night",)),
            Fact("chloe.spelling", "preference", ("British",)),
        ),
        questions=(
            Question("When would be a good time to schedule a call with me?", "chloe.shifts"),
            Question("Can you proofread this paragraph for me?", "chloe.spelling"),
        ),
    ),
    User(
        "ivan",
        sessions=(
            ("my budget for a new laptop is 1,200 dollars", "I'm allergic to cats btw"),
            ("actually I can stretch the laptop budget to 1,500",),
        ),
        facts=(
            Fact("ivan.budget", "changed", ("500",), old=("200",)),
            Fact("ivan.allergy", "constraint", ("cat",)),
        ),
        questions=(
            Question("How much can I spend on the laptop?", "ivan.budget"),
            Question("Should I adopt a pet?", "ivan.allergy"),
        ),
    ),
    User(
        "mei",
        sessions=(("We're vegan at home, the kids too.", "I'm based in Singapore."),),
        facts=(
            Fact("mei.vegan", "constraint", ("vegan",)),
            Fact("mei.city", "self_direct", ("Singapore",)),
        ),
        questions=(
            Question("What snacks should I pack for my kids' school trip?", "mei.vegan"),
            Question("Which time zone am I in?", "mei.city"),
        ),
        idle=True,
    ),
    User(
        "paul",  # tells nothing about himself: anything learned is invented
        sessions=(("yo", "explain quantum computing simply", "thanks mate"),),
        questions=(),
        forbidden=("quantum",),
    ),
)

SIXTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 24) after set e's fixes, and run once as it came.
    User(
        "tomas",  # facts inside a request, in one long message
        sessions=(
            (
                "Can you help me write a cover letter? I've been teaching maths at a "
                "secondary school in Ghent for eight years and I want to move into "
                "instructional design.",
                "Great, thanks.",
            ),
        ),
        facts=(
            Fact("tomas.job", "self_passing", ("math",)),
            Fact("tomas.city", "self_passing", ("Ghent",)),
        ),
        questions=(
            Question("What kind of jobs would suit my experience?", "tomas.job"),
            Question("Any good day trips from where I live?", "tomas.city"),
        ),
    ),
    User(
        "amara",
        sessions=(
            (
                "Good evening.",
                "I quit smoking last year, it's been fourteen months now.",
                "Also my daughter Zuri has a severe egg allergy.",
            ),
        ),
        facts=(
            Fact("amara.smoking", "self_direct", ("smok",)),
            Fact("amara.egg", "close_person", ("egg",)),
        ),
        questions=(
            Question("Any tips for handling cravings when I'm stressed?", "amara.smoking"),
            Question("What cake can I bake for a birthday party at home?", "amara.egg"),
        ),
    ),
    User(
        "lars",
        sessions=(
            ("We're getting a puppy next week and we're naming her Mia.", "I use metric units."),
            ("Change of plan, the puppy's name is Sofie now.",),
        ),
        facts=(
            Fact("lars.puppy", "changed", ("Sofie",), old=("Mia",)),
            Fact("lars.metric", "preference", ("metric",)),
        ),
        questions=(
            Question("What's my puppy called?", "lars.puppy"),
            Question("Give me a bread recipe I can follow.", "lars.metric"),
        ),
    ),
    User(
        "noor",
        sessions=(
            (
                "I'm dyslexic, so long walls of text are hard for me to read.",
                "I drive an electric car, a Kia EV6.",
            ),
        ),
        facts=(
            Fact("noor.dyslexia", "constraint", ("dyslex",)),
            Fact("noor.car", "self_direct", ("electric",)),
        ),
        questions=(
            Question("Can you explain how mortgages work?", "noor.dyslexia"),
            Question("Plan a road trip from Berlin to Prague for me.", "noor.car"),
        ),
    ),
    User(
        "rosa",
        sessions=(
            (
                "Morning! Just so you know, I started a new job at a bakery and I work "
                "Saturdays now.",
                "My husband Karim turns 40 on June 2nd.",
            ),
        ),
        facts=(
            Fact("rosa.saturdays", "self_passing", ("Saturday",)),
            Fact("rosa.karim", "close_person", ("Karim", "June")),
        ),
        questions=(
            Question("Am I free for a hike this Saturday?", "rosa.saturdays"),
            Question("When is Karim's birthday?", "rosa.karim"),
        ),
    ),
    User(
        "jun",
        sessions=(("I'm learning Korean, still a beginner.", "I teach piano on weekends."),),
        facts=(
            Fact("jun.korean", "self_direct", ("Korean",)),
            Fact("jun.piano", "self_direct", ("piano",)),
        ),
        questions=(
            Question("Recommend a TV show that would help me practise listening.", "jun.korean"),
            Question("How could I earn a bit more from what I already do?", "jun.piano"),
        ),
        idle=True,
    ),
    User(
        "omar",  # tells nothing about himself: anything learned is invented
        sessions=(("what's the capital of Australia", "write a haiku about autumn", "ty"),),
        questions=(),
        forbidden=("haiku", "Australia", "autumn", "Canberra"),
    ),
)

SEVENTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 24) after set f's fixes, and run once as it came.
    User(
        "priya",  # facts inside venting, a plan that moves
        sessions=(
            (
                "Ugh, long day. My manager pushed our release to Thursday, and I still have "
                "to pick up my twins from daycare at 5 every day.",
            ),
        ),
        facts=(
            Fact("priya.daycare", "close_person", ("daycare",)),
            Fact("priya.release", "self_passing", ("Thursday",)),
        ),
        questions=(
            Question("Can I join a 5pm yoga class on weekdays?", "priya.daycare"),
            Question("When is our release?", "priya.release"),
        ),
    ),
    User(
        "hugo",  # preferences said as dislikes
        sessions=(("I can't stand spicy food.", "I hate flying, I take the train when I can."),),
        facts=(
            Fact("hugo.spicy", "preference", ("spicy",)),
            Fact("hugo.train", "preference", ("train",)),
        ),
        questions=(
            Question("What should I order at a Thai restaurant?", "hugo.spicy"),
            Question("How should I get from Paris to Amsterdam?", "hugo.train"),
        ),
    ),
    User(
        "sara",
        sessions=(
            (
                "My dad uses a wheelchair and he's coming with us to Rome.",
                "I'm seven months pregnant, by the way.",
            ),
        ),
        facts=(
            Fact("sara.wheelchair", "close_person", ("wheelchair",)),
            Fact("sara.pregnant", "self_passing", ("pregnan",)),
        ),
        questions=(
            Question("Which sights in Rome should we visit as a family?", "sara.wheelchair"),
            Question("Is it OK for me to go on a long hike next week?", "sara.pregnant"),
        ),
    ),
    User(
        "kenji",
        sessions=(
            ("I work at Sony as a sound engineer.", "I'm left-handed."),
            ("I no longer work at Sony, I joined Nintendo last week.",),
        ),
        facts=(
            Fact("kenji.job", "changed", ("Nintendo",), old=("Sony",)),
            Fact("kenji.left", "self_direct", ("left",)),
        ),
        questions=(
            Question("Where do I work these days?", "kenji.job"),
            Question("Which guitar should I buy?", "kenji.left"),
        ),
    ),
    User(
        "elena",  # a fact inside a question
        sessions=(
            (
                "What wine goes with salmon? Actually I don't drink alcohol anymore, so "
                "something non-alcoholic please.",
                "My commute is 30 minutes by bike.",
            ),
        ),
        facts=(
            Fact("elena.alcohol", "constraint", ("alcohol",)),
            Fact("elena.commute", "self_direct", ("30",)),
        ),
        questions=(
            Question("What drinks should I bring to a dinner party?", "elena.alcohol"),
            Question("How long does it take me to get to work?", "elena.commute"),
        ),
    ),
    User(
        "tariq",
        sessions=(
            ("I'm Muslim and I fast during Ramadan.", "My favourite football team is Liverpool."),
        ),
        facts=(
            Fact("tariq.ramadan", "self_direct", ("Ramadan",)),
            Fact("tariq.team", "preference", ("Liverpool",)),
        ),
        questions=(
            Question("Can you plan a lunch meeting with me during Ramadan?", "tariq.ramadan"),
            Question("Which match should I watch this weekend?", "tariq.team"),
        ),
        idle=True,
    ),
    User(
        "ana",  # tells nothing about herself: anything learned is invented
        sessions=(("how many ounces in a cup", "translate 'good night' to German", "thx!"),),
        questions=(),
        forbidden=("ounce", "German", "cup", "night"),
    ),
)

EIGHTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 24) after set g's fixes, and run once as it came.
    User(
        "wei",  # the user's machine, a date
        sessions=(("I'm on a Mac with an M2 chip.", "My exam is on December 12th."),),
        facts=(
            Fact("wei.mac", "self_direct", ("Mac",)),
            Fact("wei.exam", "self_direct", ("December",)),
        ),
        questions=(
            Question("How do I install Docker?", "wei.mac"),
            Question("How many days do I have left to study for my exam?", "wei.exam"),
        ),
    ),
    User(
        "fatima",
        sessions=(
            (
                "We have two cats, Miso and Tofu.",
                "I'm saving for a house deposit, I've got about 40k so far.",
            ),
        ),
        facts=(
            Fact("fatima.cats", "close_person", ("cat",)),
            Fact("fatima.house", "self_direct", ("house",)),
        ),
        questions=(
            Question("Are lilies safe to keep at home?", "fatima.cats"),
            Question("Should I buy a new car this year?", "fatima.house"),
        ),
    ),
    User(
        "oskar",
        sessions=(("I'm training for the Berlin marathon in September.", "My kids are 4 and 7."),),
        facts=(
            Fact("oskar.marathon", "self_direct", ("marathon",)),
            Fact("oskar.kids", "close_person", ("kids",)),
        ),
        questions=(
            Question("What should I eat this week?", "oskar.marathon"),
            Question("What board games could we play as a family?", "oskar.kids"),
        ),
    ),
    User(
        "lucia",  # a misunderstanding corrected in a second session
        sessions=(
            ("I'm allergic to fish.", "I prefer morning meetings."),
            ("Sorry, I got that wrong: it's shellfish I'm allergic to, fish is fine.",),
        ),
        facts=(
            Fact("lucia.allergy", "changed", ("shellfish",), old=("fish",)),
            Fact("lucia.mornings", "preference", ("morning",)),
        ),
        questions=(
            Question("Can I eat sushi?", "lucia.allergy"),
            Question("When should I schedule the team sync?", "lucia.mornings"),
        ),
    ),
    User(
        "dmitri",
        sessions=(("I use Windows at work and Linux at home.", "My partner Olga is a pianist."),),
        facts=(
            Fact("dmitri.windows", "self_direct", ("Windows",)),
            Fact("dmitri.olga", "close_person", ("pian",)),
        ),
        questions=(
            Question("How do I see hidden files on my work computer?", "dmitri.windows"),
            Question("What gift should I get my partner?", "dmitri.olga"),
        ),
        idle=True,
    ),
    User(
        "grace",  # facts inside a question, about the user and her boyfriend
        sessions=(
            ("Can you suggest a date night idea? My boyfriend is vegan and I don't drink.",),
        ),
        facts=(
            Fact("grace.vegan", "close_person", ("vegan",)),
            Fact("grace.drink", "constraint", ("drink",)),
        ),
        questions=(
            Question("Which restaurant should I book for my boyfriend's birthday?", "grace.vegan"),
            Question("What cocktails can I make for a party?", "grace.drink"),
        ),
    ),
    User(
        "leo",  # tells nothing about himself: anything learned is invented
        sessions=(("what's 15% of 80", "give me a synonym for happy", "cheers"),),
        questions=(),
        forbidden=("synonym", "happy", "80"),
    ),
)

NINTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 24) after set h's fixes, and run once as it came.
    User(
        "nina",
        sessions=(("I'm vegetarian but I eat eggs.", "My sister Clara lives in Vancouver."),),
        facts=(
            Fact("nina.diet", "constraint", ("vegetarian",)),
            Fact("nina.sister", "close_person", ("Vancouver",)),
        ),
        questions=(
            Question("Give me a quick breakfast idea.", "nina.diet"),
            Question("What's the time difference with my sister?", "nina.sister"),
        ),
    ),
    User(
        "raj",
        sessions=(
            (
                "I have a bad knee, so no running for me.",
                "I work remotely for a company in Boston.",
            ),
        ),
        facts=(
            Fact("raj.knee", "constraint", ("knee",)),
            Fact("raj.boston", "self_direct", ("Boston",)),
        ),
        questions=(
            Question("What exercise should I do to lose weight?", "raj.knee"),
            Question("What hours should I keep for meetings with my team?", "raj.boston"),
        ),
    ),
    User(
        "yuki",
        sessions=(
            ("My flight to Osaka is on the 9th.", "I'm a night owl, I rarely sleep before 2am."),
            ("The airline cancelled it, I'm now flying on the 11th.",),
        ),
        facts=(
            Fact("yuki.flight", "changed", ("11",), old=("9",)),
            Fact("yuki.owl", "self_direct", ("night",)),
        ),
        questions=(
            Question("When do I fly to Osaka?", "yuki.flight"),
            Question("When should I go to the gym?", "yuki.owl"),
        ),
    ),
    User(
        "ben",  # facts inside a coding question
        sessions=(
            (
                "How do I parse JSON in Go? I'm new to Go, I come from Python.",
                "Our team deploys everything on Kubernetes.",
            ),
        ),
        facts=(
            Fact("ben.python", "self_passing", ("Python",)),
            Fact("ben.k8s", "constraint", ("Kubernetes",)),
        ),
        questions=(
            Question("Which language should I use for a quick script?", "ben.python"),
            Question("How should I roll out our new service?", "ben.k8s"),
        ),
    ),
    User(
        "olivia",
        sessions=(
            (
                "I have ADHD, long instructions lose me.",
                "My grocery budget is 80 euros a week.",
            ),
        ),
        facts=(
            Fact("olivia.adhd", "constraint", ("ADHD",)),
            Fact("olivia.groceries", "self_direct", ("80",)),
        ),
        questions=(
            Question("Can you explain how to file my taxes?", "olivia.adhd"),
            Question("Plan my meals for next week.", "olivia.groceries"),
        ),
        idle=True,
    ),
    User(
        "marco",
        sessions=(
            (
                "My grandmother lives with us and she's hard of hearing.",
                "We just got a kitten called Pesto!",
            ),
        ),
        facts=(
            Fact("marco.grandmother", "close_person", ("hearing",)),
            Fact("marco.kitten", "self_direct", ("kitten",)),
        ),
        questions=(
            Question("What TV should we buy for the living room?", "marco.grandmother"),
            Question("What do I need to buy for my pet?", "marco.kitten"),
        ),
    ),
    User(
        "zoe",  # tells nothing about herself: anything learned is invented
        sessions=(("define photosynthesis", "how far away is the moon", "ok bye"),),
        questions=(),
        forbidden=("photosynth", "moon"),
    ),
)

TENTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 25) after set i's fixes, and run once as it came.
    User(
        "hana",
        sessions=(
            (
                "I've been on blood thinners since my heart surgery.",
                "We keep kosher at home.",
            ),
        ),
        facts=(
            Fact("hana.thinners", "constraint", ("thinner",)),
            Fact("hana.kosher", "constraint", ("kosher",)),
        ),
        questions=(
            Question("Can I take ibuprofen for this headache?", "hana.thinners"),
            Question("What should I cook for Friday night dinner with the family?", "hana.kosher"),
        ),
    ),
    User(
        "omar",  # a rule from work, said inside a request
        sessions=(
            (
                "I manage a team of six engineers at a fintech startup.",
                "Legal says we can't ship any GPL code in our product, so what's a good "
                "charting library for React?",
            ),
        ),
        facts=(
            Fact("omar.team", "self_direct", ("engineers",)),
            Fact("omar.gpl", "constraint", ("GPL",)),
        ),
        questions=(
            Question("How should I run performance reviews this year?", "omar.team"),
            Question("Which PDF library should we use in the app?", "omar.gpl"),
        ),
    ),
    User(
        "lucia",
        sessions=(
            ("I'm based in Auckland.", "My partner Dev is a chef at a seafood restaurant."),
            ("Dev quit the restaurant, he's teaching cooking classes now.",),
        ),
        facts=(
            Fact("lucia.city", "self_direct", ("Auckland",)),
            Fact("lucia.dev", "changed", ("teach",), old=("restaurant",)),
        ),
        questions=(
            Question("What's a good time to call a client in London?", "lucia.city"),
            Question("What should I get Dev to celebrate his new job?", "lucia.dev"),
        ),
    ),
    User(
        "felix",  # learned when idle
        sessions=(
            (
                "Please call me Fil, nobody calls me Felix.",
                "I'm deaf in my left ear.",
            ),
        ),
        facts=(
            Fact("felix.name", "preference", ("Fil",)),
            Fact("felix.deaf", "constraint", ("deaf",)),
        ),
        questions=(
            Question("Write a sign-off for my emails.", "felix.name"),
            Question("Which headphones should I buy?", "felix.deaf"),
        ),
        idle=True,
    ),
    User(
        "grace",
        sessions=(
            (
                "My parents celebrate their 40th wedding anniversary on October 14.",
                "Ugh, I hate jargon. Explain things like I'm new to them, please.",
            ),
        ),
        facts=(
            Fact("grace.parents", "close_person", ("October",)),
            Fact("grace.jargon", "preference", ("jargon",)),
        ),
        questions=(
            Question("When should I book the restaurant for my parents?", "grace.parents"),
            Question("Explain how a mortgage works.", "grace.jargon"),
        ),
    ),
    User(
        "ahmed",
        sessions=(
            (
                "I'm training for a triathlon in August.",
                "I don't own a car, I get around by bike.",
            ),
            ("I pulled a hamstring, so the triathlon is off.",),
        ),
        facts=(
            Fact("ahmed.hamstring", "changed", ("hamstring",), old=("August",)),
            Fact("ahmed.car", "self_direct", ("car",)),
        ),
        questions=(
            Question("Plan my workouts for this week.", "ahmed.hamstring"),
            Question("How should I get to the airport on Friday?", "ahmed.car"),
        ),
    ),
    User(
        "zara",  # tells nothing about herself: anything learned is invented
        sessions=(("translate good morning into German", "what's 17 times 23", "cheers"),),
        questions=(),
        forbidden=("german", "391"),
    ),
)

ELEVENTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 25) after set j's fixes, and run once as it came.
    User(
        "sam",
        sessions=(("I use they/them pronouns.", "Also, I'm terrified of heights."),),
        facts=(
            Fact("sam.pronouns", "preference", ("pronoun",)),
            Fact("sam.heights", "constraint", ("heights",)),
        ),
        questions=(
            Question("Write a short bio of me for the conference program.", "sam.pronouns"),
            Question("Which sights should I see in Paris?", "sam.heights"),
        ),
    ),
    User(
        "ruth",
        sessions=(
            (
                "Money is tight since I lost my job in June.",
                "My studio flat has no oven, just two hobs and a microwave.",
            ),
        ),
        facts=(
            Fact("ruth.money", "constraint", ("job",)),
            Fact("ruth.oven", "constraint", ("oven",)),
        ),
        questions=(
            Question("Suggest something fun to do this weekend.", "ruth.money"),
            Question("Give me a recipe for dinner tonight.", "ruth.oven"),
        ),
    ),
    User(
        "kofi",
        sessions=(
            (
                "Which podcast app is good? I only have an old Android phone.",
                "My daughter Ama just turned 3!",
            ),
        ),
        facts=(
            Fact("kofi.phone", "self_passing", ("Android",)),
            Fact("kofi.daughter", "close_person", ("Ama",)),
        ),
        questions=(
            Question("Which app should I use to learn Spanish?", "kofi.phone"),
            Question("What movie can we watch tonight as a family?", "kofi.daughter"),
        ),
    ),
    User(
        "elena",  # learned when idle
        sessions=(
            (
                "I look after my mother, she has dementia.",
                "I work night shifts at the hospital.",
            ),
        ),
        facts=(
            Fact("elena.mother", "close_person", ("dementia",)),
            Fact("elena.shifts", "self_direct", ("night",)),
        ),
        questions=(
            Question("Should I take a job that needs a lot of travel?", "elena.mother"),
            Question("When should I book my dentist appointment?", "elena.shifts"),
        ),
        idle=True,
    ),
    User(
        "tariq",
        sessions=(
            ("I've got an iPhone 12.", "I'm Catholic, Sunday mornings are for Mass."),
            ("I switched to a Pixel last week.",),
        ),
        facts=(
            Fact("tariq.phone", "changed", ("Pixel",), old=("iPhone",)),
            Fact("tariq.mass", "constraint", ("Mass",)),
        ),
        questions=(
            Question("How do I back up my photos?", "tariq.phone"),
            Question("Plan a weekend hiking trip for me.", "tariq.mass"),
        ),
    ),
    User(
        "mira",
        sessions=(
            ("We live in a flat in Manchester.", "I'm vegan but my husband eats meat."),
            ("We've just moved to a house in Leeds with a garden!",),
        ),
        facts=(
            Fact("mira.home", "changed", ("Leeds",), old=("Manchester",)),
            Fact("mira.vegan", "constraint", ("vegan",)),
        ),
        questions=(
            Question("What should I plant this spring?", "mira.home"),
            Question("Plan a dinner party menu for us.", "mira.vegan"),
        ),
    ),
    User(
        "ivan",  # tells nothing about himself: anything learned is invented
        sessions=(("who won the 2018 world cup", "convert 5 km to miles", "thx"),),
        questions=(),
        forbidden=("world cup", "mile"),
    ),
)

TWELFTH: tuple[User, ...] = (
    # Written 2026-11-25 (session 26) before any run of it, after set k's fixes and
    # the all-standing profile of a small user. `leo` tells eleven standing facts,
    # past the profile's eight: his questions test retrieval and the word list alone.
    User(
        "nadia",
        sessions=(
            (
                "I'm colour blind, red and green look the same to me.",
                "Can you explain what a pie chart is for?",
            ),
            ("I rent my flat, so I can't drill into the walls.", "thanks, that helps"),
        ),
        facts=(
            Fact("nadia.colour", "constraint", ("blind",)),
            Fact("nadia.walls", "constraint", ("drill",)),
        ),
        questions=(
            Question("Which colours should I use for my slides?", "nadia.colour"),
            Question("How should I hang some shelves?", "nadia.walls"),
        ),
        forbidden=("pie chart",),
    ),
    User(
        "bruno",  # learned when idle
        sessions=(
            (
                "I play bass in a jazz band on Thursday nights.",
                "My landlord doesn't allow pets.",
            ),
        ),
        facts=(
            Fact("bruno.band", "self_direct", ("Thursday",)),
            Fact("bruno.pets", "constraint", ("pet",)),
        ),
        questions=(
            Question("Can I sign up for an evening cooking course on Thursdays?", "bruno.band"),
            Question("Should I adopt a dog from the shelter?", "bruno.pets"),
        ),
        idle=True,
    ),
    User(
        "amelie",
        sessions=(
            ("I'm learning Italian for a trip to Rome in April.",),
            ("Bad news, the Rome trip got pushed to September.",),
        ),
        facts=(
            Fact("amelie.trip", "changed", ("September",), old=("April",)),
            Fact("amelie.italian", "self_passing", ("Italian",)),
        ),
        questions=(
            Question("When should I book my hotel?", "amelie.trip"),
            Question("Recommend a film for me to watch tonight.", "amelie.italian"),
        ),
    ),
    User(
        "george",
        sessions=(
            (
                "Which museums in Vienna are worth it? I use a wheelchair, by the way.",
                "My wife is pregnant with our first child.",
            ),
        ),
        facts=(
            Fact("george.wheelchair", "self_passing", ("wheelchair",)),
            Fact("george.wife", "close_person", ("pregnant",)),
        ),
        questions=(
            Question("Plan a hiking weekend for me.", "george.wheelchair"),
            Question("What should we pack for our holiday in July?", "george.wife"),
        ),
        forbidden=("museum",),
    ),
    User(
        "leo",
        sessions=(
            (
                "I'm Leo, I work as a pharmacist in Bristol.",
                "I'm lactose intolerant.",
                "My favourite band is Radiohead.",
                "My younger brother Theo is a chef.",
            ),
            (
                "I drive an electric car, a Kia.",
                "I'm training to become a scuba instructor.",
                "I prefer short answers with bullet points.",
                "I support Liverpool.",
            ),
            (
                "My daughter Isla starts school in September.",
                "I'm saving up for a sailing boat.",
                "I have mild asthma.",
            ),
        ),
        facts=(
            Fact("leo.lactose", "constraint", ("lactose",)),
            Fact("leo.car", "self_direct", ("electric",)),
        ),
        questions=(
            Question("What should I order at the coffee shop?", "leo.lactose"),
            Question("Plan a long road trip for me this summer.", "leo.car"),
        ),
    ),
    User(
        "priyanka",
        sessions=(
            (
                "I work from home and my toddler is always around.",
                "I can only spend about 30 euros a week on groceries.",
            ),
        ),
        facts=(
            Fact("priyanka.toddler", "close_person", ("toddler",)),
            Fact("priyanka.budget", "constraint", ("30",)),
        ),
        questions=(
            Question("How can I get some focused work done?", "priyanka.toddler"),
            Question("Plan my meals for next week.", "priyanka.budget"),
        ),
    ),
    User(
        "oscar",  # tells nothing about himself: anything learned is invented
        sessions=(("what's the capital of Australia", "how many ounces in a pound", "cheers"),),
        questions=(),
        forbidden=("Australia", "ounce"),
    ),
)

THIRTEENTH: tuple[User, ...] = (
    # Written 2026-11-26 (session 27) before any run of it, after set l's fixes.
    User(
        "hana",
        sessions=(
            (
                "I'm from Osaka and my English is not great, so please keep explanations simple.",
                "What does 'escrow' mean?",
            ),
        ),
        facts=(Fact("hana.simple", "preference", ("simple",)),),
        questions=(Question("Explain how a mortgage works.", "hana.simple"),),
        forbidden=("escrow",),
    ),
    User(
        "raj",
        sessions=(
            (
                "Is it safe to run a half marathon with type 1 diabetes? I was diagnosed "
                "last year.",
                "thanks",
            ),
        ),
        facts=(Fact("raj.diabetes", "self_passing", ("diabet",)),),
        questions=(Question("What should I eat before my morning workout?", "raj.diabetes"),),
    ),
    User(
        "clara",
        sessions=(
            ("My husband Ben works as an accountant.", "Any tips for a quiet anniversary?"),
            ("Ben left accounting, he's a carpenter now.",),
        ),
        facts=(Fact("clara.ben", "changed", ("carpenter",), old=("accountant",)),),
        questions=(Question("What birthday present would my husband like?", "clara.ben"),),
        forbidden=("anniversary",),
    ),
    User(
        "mateo",
        sessions=(
            (
                "I'm looking for a laptop under 800 dollars, I only use Linux.",
                "Does battery life matter much?",
            ),
        ),
        facts=(
            Fact("mateo.linux", "preference", ("Linux",)),
            Fact("mateo.budget", "constraint", ("800",)),
        ),
        questions=(
            Question("Which text editor should I install?", "mateo.linux"),
            Question("Which laptop should I buy?", "mateo.budget"),
        ),
    ),
    User(
        "yusuf",
        sessions=(
            (
                "We only eat halal food in our family.",
                "My twins turn five next month.",
            ),
        ),
        facts=(
            Fact("yusuf.halal", "constraint", ("halal",)),
            Fact("yusuf.twins", "close_person", ("twin",)),
        ),
        questions=(
            Question("Suggest a restaurant for a family dinner.", "yusuf.halal"),
            Question("What board games would work for my kids?", "yusuf.twins"),
        ),
        idle=True,
    ),
    User(
        "greta",
        sessions=(
            (
                "I'm Greta, I teach maths at a high school in Hamburg.",
                "I play the cello in an amateur orchestra.",
                "My partner Jonas is a nurse.",
                "I'm scared of flying.",
            ),
            (
                "I have a grey cat called Mochi.",
                "I grow tomatoes on my balcony.",
                "I'm learning Spanish.",
                "I run 5k every Sunday.",
            ),
            ("I'm allergic to penicillin.", "I collect vinyl records."),
        ),
        facts=(
            Fact("greta.flying", "constraint", ("fly",)),
            Fact("greta.penicillin", "constraint", ("penicillin",)),
        ),
        questions=(
            Question("Plan my trip from Hamburg to Madrid.", "greta.flying"),
            Question(
                "I have a bad throat infection, what will the doctor give me?", "greta.penicillin"
            ),
        ),
    ),
    User(
        "ivy",
        sessions=(("We're vegan at home, except my son, who eats fish.", "ok"),),
        facts=(
            Fact("ivy.vegan", "constraint", ("vegan",)),
            Fact("ivy.son", "close_person", ("fish",)),
        ),
        questions=(
            Question("Plan a dinner party menu for my family.", "ivy.vegan"),
            Question("What can I cook for my son's lunchbox this week?", "ivy.son"),
        ),
    ),
    User(
        "ken",
        sessions=(
            (
                "I'm in Singapore, so I'm usually 7 hours ahead of my team in Berlin.",
                "How do I write a good stand-up update?",
            ),
        ),
        facts=(Fact("ken.singapore", "self_passing", ("Singapore",)),),
        questions=(Question("When should I schedule a call with my team?", "ken.singapore"),),
        forbidden=("stand-up",),
    ),
    User(
        "omar",  # tells nothing about himself: anything learned is invented
        sessions=(("write a limerick about a cat", "convert 10 km to miles", "nice, thx"),),
        questions=(),
        forbidden=("limerick", "miles"),
    ),
)

FOURTEENTH: tuple[User, ...] = (
    # Written 2026-11-27 (session 36) before any run of it, after set m's fixes.
    User(
        "aroha",
        sessions=(
            (
                "I'm 30 weeks pregnant, so I'm avoiding anything too strenuous.",
                "What's the capital of Crete?",
            ),
        ),
        facts=(Fact("aroha.pregnant", "self_direct", ("pregnant",)),),
        questions=(Question("What activities can I do on my holiday in Crete?", "aroha.pregnant"),),
    ),
    User(
        "bea",
        sessions=(
            (
                "Can you recommend a podcast about medieval history?",
                "By the way, I have coeliac disease, so nothing with gluten for me.",
            ),
        ),
        facts=(Fact("bea.coeliac", "constraint", ("coeliac",)),),
        questions=(Question("What should I bake for the office bake sale?", "bea.coeliac"),),
        forbidden=("podcast",),
    ),
    User(
        "cormac",
        sessions=(
            (
                "Got stung at the weekend, and since I'm allergic to bee stings I had to use "
                "my EpiPen. Anyway, how do I descale a kettle?",
                "cheers",
            ),
        ),
        facts=(Fact("cormac.bees", "self_passing", ("bee",)),),
        questions=(Question("Plan a picnic in the countryside for Saturday.", "cormac.bees"),),
        forbidden=("kettle",),
    ),
    User(
        "dalia",
        sessions=(("I'm left-handed, which makes my calligraphy class tricky.", "Any tips?"),),
        facts=(Fact("dalia.left", "self_direct", ("left",)),),
        questions=(
            Question("Which guitar should I buy as a beginner?", "dalia.left"),
            Question("What scissors should I get for my sewing class?", "dalia.left"),
        ),
    ),
    User(
        "emeka",
        sessions=(
            ("I get claustrophobic in small spaces, even in lifts.", "How tall is Big Ben?"),
        ),
        facts=(Fact("emeka.claustrophobia", "constraint", ("claustrophob",)),),
        questions=(Question("Should I book the cave tour in Slovenia?", "emeka.claustrophobia"),),
        forbidden=("Big Ben",),
    ),
    User(
        "freya",
        sessions=(
            (
                "I can't have caffeine after noon, or I don't sleep at all.",
                "What's a good stretch for a stiff neck?",
            ),
        ),
        facts=(Fact("freya.caffeine", "constraint", ("caffeine",)),),
        questions=(Question("What should I order at the café this afternoon?", "freya.caffeine"),),
        idle=True,
    ),
    User(
        "gustav",
        sessions=(
            (
                "I never learned to drive, I get around by bike and train.",
                "Is a folding bike worth it?",
            ),
        ),
        facts=(Fact("gustav.drive", "constraint", ("drive",)),),
        questions=(Question("Plan a weekend trip to the Lake District for me.", "gustav.drive"),),
    ),
    User(
        "hiro",
        sessions=(
            ("My boyfriend Tom loves jazz, any album tips for his birthday?", "great, thanks"),
            ("Tom and I broke up last month. It's fine, honestly.",),
        ),
        facts=(Fact("hiro.tom", "changed", ("broke",), old=("boyfriend",)),),
        questions=(Question("What should I do on Valentine's Day?", "hiro.tom"),),
        forbidden=("album",),
    ),
    User(
        "ingrid",
        sessions=(
            ("I'm vegetarian, what protein should I eat after the gym?",),
            ("I've started eating fish again, so I'm pescatarian now.",),
        ),
        facts=(Fact("ingrid.diet", "changed", ("fish",), old=("vegetarian",)),),
        questions=(Question("Suggest a dinner recipe for tonight.", "ingrid.diet"),),
    ),
    User(
        "jamal",
        sessions=(("Bright screens give me migraines, so I keep everything in dark mode.", "ok"),),
        facts=(Fact("jamal.dark", "preference", ("dark",)),),
        questions=(Question("Which theme should I use in my new code editor?", "jamal.dark"),),
    ),
    User(
        "kasia",
        sessions=(
            (
                "My daughter Zoe is autistic, and loud places overwhelm her.",
                "What's a good book about raising kids?",
            ),
        ),
        facts=(Fact("kasia.zoe", "close_person", ("autis",)),),
        questions=(Question("Where should we have Zoe's birthday party?", "kasia.zoe"),),
    ),
    User(
        "lorenzo",  # tells nothing about himself: anything learned is invented
        sessions=(("translate 'good morning' into French", "what's 15% of 80?", "cool ty"),),
        questions=(),
        forbidden=("French", "morning"),
    ),
)

SETS: dict[str, tuple[User, ...]] = {
    "a": USERS,
    "b": SECOND,
    "c": THIRD,
    "d": FOURTH,
    "e": FIFTH,
    "f": SIXTH,
    "g": SEVENTH,
    "h": EIGHTH,
    "i": NINTH,
    "j": TENTH,
    "k": ELEVENTH,
    "l": TWELFTH,
    "m": THIRTEENTH,
    "n": FOURTEENTH,
    "o": ENGLISH,
    "p": SPANISH,
    "q": GERMAN,
    "r": FRENCH,
    "s": ENGLISH2,
    "t": SPANISH2,
    "u": GERMAN2,
    "v": FRENCH2,
    "w": ITALIAN3,
    "x": PORTUGUESE3,
    "y": RUSSIAN4,
    "z": CHINESE4,
    "aa": ENGLISH5,
    "ab": DUTCH5,
    "ac": ENGLISH6,
    "ad": GERMAN6,
    "ae": ENGLISH7,
    "af": SPANISH7,
    "ag": ENGLISH8,
    "ah": FRENCH8,
    "ai": ENGLISH9,
    "aj": ITALIAN9,
    "ak": ENGLISH10,
    "al": CHINESE10,
    "am": ENGLISH11,
    "an": ENGLISH12,
    "ao": PORTUGUESE12,
    "ap": ENGLISH13,
    "aq": SPANISH13,
    "ar": ENGLISH14,
    "as": GERMAN14,
    "at": ENGLISH15,
    "au": SPANISH15,
    "av": ENGLISH16,
    "aw": ENGLISH17,
    "ax": GERMAN17,
    "ay": FRENCH18,
    "az": ENGLISH18,
    "ba": ENGLISH19,
    "bb": SPANISH19,
    "bc": ENGLISH20,
    "bd": ITALIAN20,
    "be": ENGLISH21,
    "bf": FRENCH21,
    "bg": ENGLISH22,
    "bh": SPANISH22,
    "bi": GERMAN23,
    "bj": ENGLISH23,
    "bk": ENGLISH24,
    "bl": ITALIAN24,
    "bm": ENGLISH25,
    "bn": PORTUGUESE25,
    "bo": ENGLISH26,
    "bp": SPANISH26,
    "bq": ENGLISH27,
    "br": ITALIAN27,
}

LANGS: dict[str, str] = {name: "en" for name in SETS} | {
    "p": "es",
    "q": "de",
    "r": "fr",
    "t": "es",
    "u": "de",
    "v": "fr",
    "w": "it",
    "x": "pt",
    "y": "ru",
    "z": "zh",
    "ab": "nl",
    "ad": "de",
    "af": "es",
    "ah": "fr",
    "aj": "it",
    "al": "zh",
    "ao": "pt",
    "aq": "es",
    "as": "de",
    "au": "es",
    "ax": "de",
    "ay": "fr",
    "bb": "es",
    "bd": "it",
    "bf": "fr",
    "bh": "es",
    "bi": "de",
    "bl": "it",
    "bn": "pt",
    "bp": "es",
    "br": "it",
}
"""Each set's language: the one its users speak (and memories may be written in)."""
