"""A sixteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `av` in English, spoken in everyday registers from around the
English-speaking world. It was written on its own, with its own people and situations (it
is a translation of none of the earlier sets).

Its users write Scots (a girlfriend's condition and an offshore rota told inside a request
for a soup, the user's town inside a request for a quiz), Kenyan English (a job that
changes from teaching to a savings co-operative, told only by a later request for an
apology to its members), New Zealand English (a move from one town to another, told only
by where a cheap jumper was bought), Trinidadian English (a standing health limit given
as the reason for a question, a grandson in a steelband, a church notice to rewrite),
student lowercase run-ons (a format preference inside a request, a diet that changes, a
course said only by what is revised), terse trade talk (a job said only by the day's work,
a standing limit said while asking for a tool), the long messages of a carer (a father's
condition among the day's mishaps, an answer format said as a plain statement, the town
said in a story of an outing), list-like fragments (a short chat learned by the
inactivity flush, with a negation in it), and the slightly broken English of a Brazilian
in Ireland (a job, a pregnant wife, a grandmother's recipe to translate). A Midwestern
American tells nothing.

Hedges (plans the user doubts), the weather, the day's events, a quoted text to rewrite
or translate and the assistant's scripted suggestions the user does not take up
(`replies`) are no facts: their words are `forbidden`. A fact to be inferred is named by
the inference alone; a changed fact names its old value (`old`); a negation's memory must
keep the "not" (`negated`). Questions are asked on a topic the fact should shape, without
naming it. A keyword "a|b" is found by either, keywords start a word, and were chosen so
that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH16: tuple[User, ...] = (
    User(
        "ruairidh",  # Scots: a girlfriend's condition and a rota inside a request, a hedge
        sessions=(
            (
                "Pure baltic the day, sleet coming sideways aff the harbour. Onywey, whit's a "
                "guid soup I can make in one big pot?",
                "It's for Saturday. Ma girlfriend Ishbel's coming through and she's coeliac, so "
                "nae barley, and I'll need tae check the stock cubes, she's strict aboot it. I've "
                "only the one weekend afore I'm back offshore for another fortnight, so I want "
                "it done right.",
                "Thinking I might dae the Kiltwalk in the spring tae. Who am I kidding, I'm "
                "puffed walking up the brae tae the shop.",
            ),
            (
                "Quick wan. The lads at the bowling club here in Arbroath are wanting a quiz "
                "night and I was daft enough tae say I'd write it. Gie us some questions aboot "
                "Scottish fitba?",
                "Cheers, that'll dae.",
            ),
        ),
        facts=(
            Fact("ruairidh.ishbel", "close_person", ("Ishbel", "coeliac|gluten")),
            Fact("ruairidh.offshore", "self_passing", ("offshore|platform|rotation",)),
            Fact("ruairidh.town", "self_passing", ("Arbroath",)),
        ),
        questions=(
            Question(
                "I'm wanting tae bake a cake for ma girlfriend's birthday. Whit would ye suggest?",
                "ruairidh.ishbel",
            ),
            Question(
                "I'm thinking aboot signing up for a weekly evening class. Whit should I think "
                "aboot first?",
                "ruairidh.offshore",
            ),
            Question(
                "A pal's coming up tae stay for a long weekend. Whit's worth daein roond ma way?",
                "ruairidh.town",
            ),
        ),
        forbidden=("baltic", "sleet", "Kiltwalk", "puffed"),
    ),
    User(
        "nyokabi",  # Kenyan English: a job that changes, told only by a later request
        sessions=(
            (
                "Good morning. I am a teacher at a primary school here in Nyahururu, I teach "
                "English and CRE to the upper classes. Kindly help me to make a revision "
                "timetable for my pupils before their exams.",
                "Also, my mother-in-law Wangeci has been staying with us since last year. She is "
                "diabetic, and she wants a simple phone for calling her church group. Which one "
                "can you recommend, not too expensive?",
                "Eeh, those ones are smartphones, she will just get confused. I will ask the "
                "fundi at the market. Thank you.",
            ),
            (
                "Please help me to write an apology to our sacco members. The loan statements I "
                "prepared at the office last week had the wrong interest figures, and my manager "
                "wants it corrected before the AGM.",
                "Asante sana.",
            ),
        ),
        replies=(
            (
                "Also, my mother-in-law Wangeci has been staying with us since last year. She is "
                "diabetic, and she wants a simple phone for calling her church group. Which one "
                "can you recommend, not too expensive?",
                "For a simple, affordable phone, a Tecno Camon or an Infinix Hot are popular "
                "picks, with big screens and a long battery life.",
            ),
        ),
        facts=(
            Fact("nyokabi.job", "changed", ("sacco",), old=("teach",)),
            Fact("nyokabi.wangeci", "close_person", ("Wangeci", "diabet")),
            Fact("nyokabi.town", "self_passing", ("Nyahururu",)),
        ),
        questions=(
            Question("Which short course can I take this year to grow in my work?", "nyokabi.job"),
            Question(
                "Please suggest a menu for a big family lunch at the weekend.", "nyokabi.wangeci"
            ),
            Question(
                "Where can I take the children for an outing during the holidays, not far from "
                "home?",
                "nyokabi.town",
            ),
        ),
        forbidden=("Tecno", "Infinix", "Camon"),
    ),
    User(
        "rawiri",  # New Zealand English: a negation, then a move told only in passing
        sessions=(
            (
                "Kia ora! Surf was pumping out at Wainui this arvo, stoked. Anyway, what's a good "
                "plate to bring to a work do?",
                "Needs to survive the bus ride too, eh, I don't drive, never got round to my "
                "licence. Gisborne buses are a mission on a Sunday.",
                "Chur.",
            ),
            (
                "Far out, the wind off the plains down here goes straight through ya. Found a "
                "merino jersey for five bucks at the Timaru hospice shop though. How do I get a "
                "coffee stain out of merino without wrecking it?",
            ),
        ),
        facts=(
            Fact("rawiri.town", "changed", ("Timaru",), old=("Gisborne",)),
            Fact("rawiri.car", "negation", ("driv|licen",), negated=True),
        ),
        questions=(
            Question(
                "Keen to find a Saturday job. Where should I start looking round my way?",
                "rawiri.town",
            ),
            Question(
                "Got an early start at a new job across town next week. What's the best way to "
                "get there on time?",
                "rawiri.car",
            ),
            Question(
                "The mates want to do a road trip over summer. How do I pull my weight?",
                "rawiri.car",
            ),
        ),
        forbidden=("surf", "Wainui", "merino", "jersey", "stain"),
    ),
    User(
        "marvalyn",  # Trinidadian English: a health limit as a reason, a notice to rewrite
        sessions=(
            (
                "Good morning darling. I want to ask you something. Monday, Wednesday and Friday "
                "I does be at the dialysis unit from six in the morning, and by evening I too "
                "tired to cook. What I could make on the weekend to last?",
                "Also my grandson Keston living with me, he playing tenor pan with a steelband in "
                "Couva, practice every night. That boy does eat like a horse.",
            ),
            (
                "Fix up this notice for the church board please, it sound too vexed: 'The "
                "harvest lunch is Sunday after mass. Bring back the pelau containers you "
                "borrowed last year. Raffle tickets is twenty dollars and NO credit.'",
                "Thank you, that sound much sweeter.",
            ),
        ),
        facts=(
            Fact("marvalyn.dialysis", "constraint", ("dialys",)),
            Fact("marvalyn.keston", "close_person", ("Keston", "steel")),
        ),
        questions=(
            Question(
                "My cousin want me to come on a cruise with she for a whole week. You think I "
                "could manage it?",
                "marvalyn.dialysis",
            ),
            Question("What fruit I should keep in the house for snacks?", "marvalyn.dialysis"),
            Question("What I could buy my grandson for his birthday?", "marvalyn.keston"),
        ),
        forbidden=("harvest", "pelau", "raffle", "container", "ticket"),
    ),
    User(
        "tansy",  # lowercase run-ons: a preference inside a request, a course, a diet change
        sessions=(
            (
                "ok so basically i have a rock id practical on thursday and ive left it way too "
                "late as usual and my flatmate oonagh keeps practising her bodhrán till like 1am "
                "so i cant even revise, anyway can u explain the difference between gabbro and "
                "dolerite and do it as a table pls i take stuff in way better in tables",
                "also im veggie and skint so whats a cheap dinner with loads of protein that i "
                "can make once and eat all week",
                "part of me wants to do a year abroad in iceland but lol my grades would never",
            ),
            (
                "been flexitarian since reading week tbh, had a bacon butty at the rugby and zero "
                "regrets lol. anyway whats a good way to remember the mineral hardness scale for "
                "an exam",
            ),
        ),
        facts=(
            Fact("tansy.diet", "changed", ("flexitarian",), old=("veggie|vegetarian",)),
            Fact("tansy.table", "preference", ("tabl",)),
            Fact("tansy.oonagh", "close_person", ("Oonagh", "bodhr")),
            Fact("tansy.course", "inferred", ("geolog|geoscien",)),
        ),
        questions=(
            Question("whats a quick lunch i can take to the library", "tansy.diet"),
            Question("can u compare the main types of volcano for me", "tansy.table"),
            Question("my flatmates birthday is coming up, what should i get her", "tansy.oonagh"),
            Question("what kind of summer job would look good on my cv", "tansy.course"),
        ),
        forbidden=("iceland", "abroad", "gabbro", "dolerite", "rugby"),
    ),
    User(
        "lemuel",  # terse trade talk: a job said only by the day's work, a suggestion ignored
        sessions=(
            (
                "Full rewire on a thirties semi in Heckmondwike today. No earth on the upstairs "
                "lighting. Consumer unit under the stairs. Knackered.",
                "Van's on its last legs. Drive it all over. What's best?",
                "Nah. Brother-in-law's got one going cheap. Ta.",
            ),
            (
                "Need a new socket tester. Colour blind, red and green look the same to me, so "
                "the lights are no use. One that beeps?",
            ),
        ),
        replies=(
            (
                "Van's on its last legs. Drive it all over. What's best?",
                "For a tradesperson, a Vauxhall Vivaro or a Citroën Berlingo are both reliable "
                "and hold their value well.",
            ),
        ),
        facts=(
            Fact("lemuel.job", "inferred", ("electric|sparky",)),
            Fact("lemuel.colour", "constraint", ("colour|color", "blind")),
        ),
        questions=(
            Question("Thinking of taking on an apprentice. Where do I start?", "lemuel.job"),
            Question(
                "Customer wants to pay cash and skip the certificate. Do I do it?", "lemuel.job"
            ),
            Question("Doing up the lad's bedroom. What colours?", "lemuel.colour"),
        ),
        forbidden=("Vivaro", "Berlingo"),
    ),
    User(
        "wilhelmina",  # a carer's long messages: a father's condition among the day's mishaps
        sessions=(
            (
                "Sorry, this is going to be a long one, I haven't had five minutes to myself all "
                "week. My dad Athelstan moved in with us in the spring after his second fall, "
                "he's 86 and he has Parkinson's, so his hands shake that badly he can't do "
                "buttons or cut up his own food, and on top of everything the boiler packed in "
                "this morning and the engineer can't come till Thursday, so I've been boiling "
                "kettles for his wash like it's the olden days. What I actually wanted to ask: "
                "what are some easy meals he could manage to eat by himself, finger food sort of "
                "thing, that aren't all beige?",
                "Also, I prefer answers as numbered steps. I read them on my phone in between "
                "everything else and I lose my place otherwise.",
                "I keep telling myself I'll go back to choir once things settle down, but "
                "honestly, who am I kidding.",
            ),
            (
                "Bit of a blowy one on the prom at Morecambe this afternoon. I took Dad out in "
                "the wheelchair for an ice cream and nearly lost him and the cone, but he loved "
                "it. Can I get a blue badge for him, and how long does it take?",
            ),
        ),
        facts=(
            Fact("wilhelmina.athelstan", "close_person", ("Athelstan", "Parkinson")),
            Fact("wilhelmina.steps", "preference", ("number|step",)),
            Fact("wilhelmina.town", "self_passing", ("Morecambe",)),
        ),
        questions=(
            Question(
                "We've been invited to my niece's wedding in the summer. What do I need to sort "
                "out for Dad?",
                "wilhelmina.athelstan",
            ),
            Question("How do I set up a lasting power of attorney?", "wilhelmina.steps"),
            Question(
                "Where could I take Dad for a day out that isn't too far from home?",
                "wilhelmina.town",
            ),
        ),
        forbidden=("boiler", "engineer", "choir", "cone"),
    ),
    User(
        "gwenllian",  # list-like fragments, a negation among them, learned by the idle flush
        sessions=(
            (
                "Weekend away for our anniversary. Ideas? Me: dental nurse. Home: Ammanford. "
                "Husband: Gwilym, retired, deaf in one ear. Alcohol: never touch it. Weather: "
                "grim, as usual.",
                "Diolch.",
            ),
        ),
        facts=(
            Fact("gwenllian.job", "self_direct", ("dental",)),
            Fact("gwenllian.town", "self_direct", ("Ammanford",)),
            Fact("gwenllian.gwilym", "close_person", ("Gwilym", "deaf")),
            Fact("gwenllian.alcohol", "negation", ("alcohol",), negated=True),
        ),
        questions=(
            Question(
                "Buying a new telly for the front room. What should I look for?",
                "gwenllian.gwilym",
            ),
            Question("Friend's hen do coming up. What should I bring?", "gwenllian.alcohol"),
            Question(
                "Thinking of retraining. What would use what I already know?", "gwenllian.job"
            ),
        ),
        forbidden=("grim",),
        idle=True,
    ),
    User(
        "deusimar",  # a Brazilian's slightly broken English, and a recipe to translate
        sessions=(
            (
                "Hello, good evening. I am Brazilian, I live in Gort since two years with my "
                "wife Rosilene. She is pregnant of five months, our first baby, is a girl!! I am "
                "very happy.",
                "I work making sushi in a restaurant in the city, six days, so I am always "
                "tired. What vitamins is good for a pregnant woman, is for Rosilene?",
                "Also please, can you translate this to English for my coworker, is recipe from "
                "my grandmother: 'Cozinhe a mandioca até ficar macia, depois frite na manteiga "
                "de garrafa com cebola.'",
            ),
        ),
        facts=(
            Fact("deusimar.job", "self_direct", ("sushi",)),
            Fact("deusimar.rosilene", "close_person", ("Rosilene", "pregnan|expect")),
        ),
        questions=(
            Question(
                "My back is very pain after the work. What exercise I can do?", "deusimar.job"
            ),
            Question(
                "We want to paint one room of the house this weekend. Is any problem for us?",
                "deusimar.rosilene",
            ),
        ),
        forbidden=("mandioca", "cassava", "manteiga", "butter", "cebola", "onion"),
    ),
    User(
        "lavern",  # a Midwesterner who tells nothing: anything learned is invented
        sessions=(
            (
                "ope, sorry, quick one: how long do I boil sweet corn for?",
                "and what can I use instead of buttermilk in pancakes?",
                "thanks a bunch, you're a peach",
            ),
        ),
        forbidden=("corn", "buttermilk", "pancake", "peach", "boil"),
    ),
)
