"""A twenty-fourth round of held-out learning sets, written before any run of them and
without reading the learning code: `bk` in English, ten everyday people from Cornwall,
Belfast, Texas, Louisiana, Ontario, Queensland, Uganda, Zimbabwe, Sri Lanka and Hong
Kong, each in their own idiom ("dreckly", "so I am", "fixin' to", "mais cher", "arvo",
"me I'm fine", "eish", "aney", "add oil"; a few type in lower case, with typos), and `bl`
in Italian, ten people in Turin, Venice, Bologna, Florence, Bari, Palermo, Cagliari,
Trieste, Lugano and Rome, each in their own idiom (Venetian and Triestine dialect,
Florentine, Barese, Palermitan, Sardinian and Ticinese words, chat typing). `bl` was
written on its own, with its own people and situations: it is no translation of `bk`.

Most facts are told in passing, several to a turn, inside a request about something
else: a job said only by what it implies (a morning of fillings and a root canal; pasta
rolled out with twenty eggs and four hundred tortellini before nine at a market stall), a
pregnancy said only by the baby's weight and the feet the user can no longer see, a
relative's condition given as the reason an assistant's suggestion will not do, standing
constraints (power cuts most of the day, a flat with no kitchen, vitiligo under a
lifeguard's sun), preferences for how answers are written (bullet points, simple
English, steps in Sinhala and English, no English words, prices in francs) and negations
that must keep their "not" (no alcohol, no beef, no coffee, no air conditioning). Each
set changes three things with no signal word: the later session only describes the new
situation (a flat in another town, a shipyard shift in place of offshore rotations, a
hybrid car in place of a diesel pickup; a flat on the mainland in place of one on an
island, a day clinic in place of hospital nights, a mother in a care home in place of one
living alone with a carer). The assistant's suggestions and wrong guesses that the user
never takes up are scripted as its answers, and their words, like those of plans the user
doubts and of a story's small talk, are words only an invented memory would hold. In
each set one user tells nothing, and one short chat is learned by the inactivity flush.
Questions are asked directly and on a topic the fact should shape. A keyword "a|b" is
found by either ("spic|chilli"); keywords start a word ("agronom" finds "agronomist"),
and were chosen so that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH24: tuple[User, ...] = (
    User(
        "morwenna",  # a suggestion turned down for her dad's condition; her job in passing
        sessions=(
            (
                "me dad's 80 next month an i want to do summat proper for un, not just a "
                "carvery down the local. any ideas my 'ansum?",
                "lovely idea but no chance. he had a stroke two year back and he's in a "
                "wheelchair, and he goes green just lookin at the harbour from the quay",
                "it'll have to be a sunday anyway, i'm on the fish market at newlyn six days a "
                "week and we start at half four. the emmets think its all pasties and postcards "
                "down here lol",
                "ta, i'll sort it dreckly",
            ),
        ),
        replies=(
            (
                "me dad's 80 next month an i want to do summat proper for un, not just a "
                "carvery down the local. any ideas my 'ansum?",
                "Eighty is a big one! How about a boat trip round St Michael's Mount, then a "
                "cream tea at one of the hotels in Fowey?",
            ),
        ),
        facts=(
            Fact("morwenna.dad", "close_person", ("wheelchair|stroke",)),
            Fact("morwenna.job", "self_passing", ("fish",)),
        ),
        questions=(
            Question("Where could I take my dad for a day out this summer?", "morwenna.dad"),
            Question("What should I get dad for his eightieth?", "morwenna.dad"),
            Question(
                "I'm dead on my feet by the evening. How can I sort my sleep out?",
                "morwenna.job",
            ),
        ),
        forbidden=("Fowey", "cream", "Mount"),
    ),
    User(
        "oonagh",  # a negation beside a hedge; a flat in another town, told without a signal
        sessions=(
            (
                "bout ye. I'm 34 and still livin with my ma off the Ormeau Road, so I "
                "am, and she's wrecking my head. I drive the Metro buses for Translink and the "
                "wage is grand but it's not deposit money. How do I save faster?",
                "And don't be tellin me to cut out the pub, I don't drink, six years off it in "
                "March. It's the taxis home after a late and the chippy that's killin me.",
                "I keep sayin I'll do a night class in accountancy and go into the bank, but "
                "sure look, I never will.",
                "dead on, cheers",
            ),
            (
                "The gulls on the roof of my flat in Bangor start screamin at five every mornin, "
                "but you can see the marina from the bath, so I'm not complainin. What's a handy "
                "dinner for one I can throw together after a late?",
            ),
        ),
        facts=(
            Fact("oonagh.home", "changed", ("Bangor",), old=("Ormeau",)),
            Fact("oonagh.drink", "negation", ("drink|alcohol",), negated=True),
            Fact("oonagh.job", "self_passing", ("Translink",)),
        ),
        questions=(
            Question("Where do I live?", "oonagh.home"),
            Question(
                "I've an early start on Monday. How long should I allow to get into Belfast "
                "city centre?",
                "oonagh.home",
            ),
            Question(
                "My mate's hen do is a weekend in Dublin. What should I plan for?", "oonagh.drink"
            ),
            Question(
                "It's the work Christmas do next week. Any tips for the night?", "oonagh.drink"
            ),
            Question("My back's sore from sitting all day at work. Any stretches?", "oonagh.job"),
        ),
        forbidden=("accountan", "bank"),
    ),
    User(
        "lurleen",  # a job said only by what it implies, a husband's condition, a preference
        sessions=(
            (
                "Lord have mercy. Four fillings and a root canal before lunch, and the Hendricks "
                "boy bit me clean through my glove. My hands are fixin' to fall off.",
                "Anyhow, my husband Royce hauls cattle up and down I-27 for a feedlot outside "
                "Amarillo, and he's got sleep apnea, bless his heart, so he sleeps hooked up to a "
                "CPAP that hisses like a possum. What do y'all recommend for a man who's got to "
                "stay awake on long hauls?",
                "And keep it to bullet points, sugar. I'm reading this in the break room and "
                "I've got eight minutes.",
                "I keep saying I'm gonna take up pickleball with the girls from Sunday school, "
                "but I reckon that's a pipe dream.",
                "Thank you kindly",
            ),
        ),
        facts=(
            Fact("lurleen.job", "inferred", ("dentist|dental|hygienist|filling|root",)),
            Fact("lurleen.royce", "close_person", ("Royce", "apnea|CPAP")),
            Fact("lurleen.bullets", "preference", ("bullet|brief|concise",)),
        ),
        questions=(
            Question("My wrists ache every night. What can I do about it?", "lurleen.job"),
            Question(
                "What kind of continuing education courses should I look at this year?",
                "lurleen.job",
            ),
            Question(
                "Royce and I are going camping at Palo Duro Canyon. What should we pack?",
                "lurleen.royce",
            ),
            Question("How does a Roth IRA work?", "lurleen.bullets"),
        ),
        forbidden=("pickleball", "possum"),
    ),
    User(
        "remy",  # a grandmother told in passing; a shipyard job, told without a signal
        sessions=(
            (
                "mais cher, I'm back offshore Thursday, two weeks on the platform and two weeks "
                "home, and my mawmaw Odile's been after me to fix her porch swing before I go. "
                "How do I stop a porch swing squeaking?",
                "She's 91 and deaf as a post, so we talk on a little whiteboard, but she "
                "still beats everybody at bourré. We pass a good time.",
                "merci, cher",
            ),
            (
                "Punched in at the shipyard in Houma at six, welded hull plates all day, and was "
                "home for supper with the kids by 5:30. What's a good étouffée I can make "
                "on a weeknight?",
            ),
        ),
        facts=(
            Fact("remy.job", "changed", ("shipyard",), old=("offshore|platform",)),
            Fact("remy.odile", "close_person", ("Odile", "deaf")),
        ),
        questions=(
            Question(
                "My cousin's wedding is on a Wednesday evening in October. Will I be able to "
                "make it?",
                "remy.job",
            ),
            Question("Can you help me plan a weekly routine with the kids?", "remy.job"),
            Question(
                "I want to set up a video call with my mawmaw at Christmas. How should I do it?",
                "remy.odile",
            ),
            Question("What's a good birthday present for my grandmother?", "remy.odile"),
        ),
        forbidden=("squeak", "étouff"),
    ),
    User(
        "sharlene",  # lower case: a job, a daughter's allergy, a hedge; then another car
        sessions=(
            (
                "g'day. the hilux is due for rego next month and the bloody thing guzzles diesel "
                "like theres no tomorrow. any tips for cutting fuel costs? i do the school run "
                "then head out to the cane farms round bundaberg most days, i'm an agronomist so "
                "its heaps of k's",
                "my youngest tayla's got an egg allergy, a bad one, she carries an epipen, so "
                "anything from the servo bakery is a no go",
                "half thinkin of selling up and doing the big lap round oz in a caravan but who "
                "am i kidding, not with three kids and a mortgage",
                "cheers legend",
            ),
            (
                "the little hybrid camry's a dream, filled it up a fortnight ago and the gauge "
                "has barely moved. anyway whats a good quick tea for a stinking hot arvo that "
                "doesnt need the oven on",
            ),
        ),
        facts=(
            Fact("sharlene.car", "changed", ("Camry|hybrid",), old=("Hilux",)),
            Fact("sharlene.job", "self_direct", ("agronom",)),
            Fact("sharlene.tayla", "close_person", ("Tayla", "egg")),
        ),
        questions=(
            Question("What car do I drive?", "sharlene.car"),
            Question(
                "We're driving up to Hervey Bay for the long weekend. How much should I budget "
                "for fuel?",
                "sharlene.car",
            ),
            Question("What can I pack in Tayla's lunchbox for school?", "sharlene.tayla"),
            Question("What should I bake for my daughter's birthday party?", "sharlene.tayla"),
        ),
        forbidden=("caravan",),
    ),
    User(
        "nakato",  # a job and a town, a twin sister's condition, a standing preference
        sessions=(
            (
                "Hello, how are you? Me I'm fine. I teach P.6 at a primary school in Mbarara "
                "and the parents' meeting is on Friday. Kindly help me with a short welcome "
                "speech.",
                "By the way, my twin sister Babirye is the one who does the catering for our "
                "functions, but she is diabetic, so she cannot taste the sweet things, she makes "
                "me taste for her.",
                "And please, always use simple English with me, not those big big words. Some "
                "of the parents will have the speech read to them in Runyankore anyway.",
                "Sincerely, thank you. Let me go for lunch, I'm coming.",
            ),
        ),
        facts=(
            Fact("nakato.job", "self_direct", ("teach",)),
            Fact("nakato.town", "self_passing", ("Mbarara",)),
            Fact("nakato.babirye", "close_person", ("Babirye", "diabet")),
            Fact("nakato.simple", "preference", ("simple|plain",)),
        ),
        questions=(
            Question(
                "Where can I take my pupils for a school trip not too far from home?",
                "nakato.town",
            ),
            Question(
                "I'm always tired on weekday evenings. How can I plan my week better?",
                "nakato.job",
            ),
            Question("What should I cook for my sister's birthday?", "nakato.babirye"),
            Question("Can you explain what inflation is?", "nakato.simple"),
        ),
        forbidden=("lunch",),
    ),
    User(
        "tendai",  # a standing constraint, a mother-in-law's treatment, a doubted plan
        sessions=(
            (
                "Eish, ZESA has us on load shedding from 5 in the morning to 10 at night "
                "here in Chitungwiza, so the stove is useless the whole day. What can I cook for "
                "the family that doesn't need power in the day?",
                "We are seven at home, including my mother-in-law, Mbuya Chipo, who is on "
                "dialysis twice a week at Parirenyatwa, so I drive her there Tuesdays and "
                "Fridays.",
                "My brother keeps saying we should all come to Leicester like him. Maybe one "
                "day, who knows, but I doubt it.",
                "Shame, thanks my friend. Let me try that just now.",
            ),
        ),
        facts=(
            Fact("tendai.power", "constraint", ("ZESA|shedding|outage|blackout",)),
            Fact("tendai.chipo", "close_person", ("Chipo", "dialysis")),
        ),
        questions=(
            Question(
                "I want to start a small baking business from home. What equipment should I buy?",
                "tendai.power",
            ),
            Question("How can I keep my phone and laptop charged for work?", "tendai.power"),
            Question(
                "My wife wants us to go to Nyanga for a long weekend. What should we think about?",
                "tendai.chipo",
            ),
        ),
        forbidden=("Leicester",),
    ),
    User(
        "dilani",  # the assistant's suggestion never taken up; a negation and a preference
        sessions=(
            (
                "My husband Nimal is retiring from the bank at the end of this month and I want "
                "to do something nice for him, no? 31 years he has been there.",
                "Aney, he is a simple man, what to do. He has gout, so no prawns, no crab, no "
                "mutton, and we don't eat beef at all in our house, both of us are Buddhist. "
                "Something at home with the family will be better, isn't it?",
                "Also, when you give me recipes, put the steps in Sinhala and English both, my "
                "mother-in-law will be cooking with me and her English is not so good.",
                "Ok, will put a call to my sister and see.",
            ),
        ),
        replies=(
            (
                "My husband Nimal is retiring from the bank at the end of this month and I want "
                "to do something nice for him, no? 31 years he has been there.",
                "Congratulations to Nimal! How about a surprise dinner at the Galle Face Hotel, "
                "or a weekend away in Nuwara Eliya?",
            ),
        ),
        facts=(
            Fact("dilani.nimal", "close_person", ("Nimal", "gout")),
            Fact("dilani.beef", "negation", ("beef",), negated=True),
            Fact("dilani.sinhala", "preference", ("Sinhala",)),
        ),
        questions=(
            Question("Can you suggest a menu for Nimal's retirement lunch?", "dilani.nimal"),
            Question(
                "My husband wants to start jogging in the mornings. Anything he should watch out "
                "for?",
                "dilani.nimal",
            ),
            Question("What can I cook for the family this Sunday?", "dilani.beef"),
            Question("How do I make a good chocolate cake?", "dilani.sinhala"),
        ),
        forbidden=("Galle", "Nuwara", "Eliya"),
    ),
    User(
        "kelvin",  # lower case, a short chat learned by the inactivity flush
        sessions=(
            (
                "hi quick qn. i work nite shift as security guard in a mall at kwun tong, 8pm to "
                "8am, what shd i eat so i dont feel sick at 3am ar",
                "my flat is subdivided unit in sham shui po, no kitchen, only one induction "
                "cooker and rice cooker lor",
                "and i like v spicy, the more chilli the better, normal food too bland for me",
                "ok thx, add oil to me la",
            ),
        ),
        facts=(
            Fact("kelvin.job", "self_direct", ("security|guard",)),
            Fact("kelvin.flat", "constraint", ("subdivid|induction",)),
            Fact("kelvin.spice", "preference", ("spic|chilli|chili",)),
        ),
        questions=(
            Question("what can i cook for dinner this week", "kelvin.flat"),
            Question(
                "my friends want to come over for hotpot, can we do it at my place?", "kelvin.flat"
            ),
            Question("i want to go hiking on my day off, when should i go", "kelvin.job"),
            Question("what should i order at the cha chaan teng", "kelvin.spice"),
        ),
        idle=True,
    ),
    User(
        "mackenzie",  # tells nothing about herself: anything learned is invented
        sessions=(
            ("how many loonies is fifty US bucks rn eh", "whats the capital of nunavut", "thx bud"),
        ),
        forbidden=("Iqaluit", "Nunavut", "loonie", "capital"),
    ),
)

ITALIAN24: tuple[User, ...] = (
    User(
        "piera",  # a job and a negation, beside a plan she doubts
        sessions=(
            (
                "Cerea! Faccio la tranviera alla GTT: domani attacco alle cinque col 4 e me lo "
                "porto su e giù da Falchera a Mirafiori fino all'una, neh. Mi dai un'idea per una "
                "colazione che tenga fino a mezzogiorno?",
                "E niente caffè, eh: il caffè non lo bevo da anni, mi fa venire la tachicardia. "
                "Mio marito dice che sono l'unica torinese che non entra mai in un bar, ma "
                "pazienza.",
                "Mi piacerebbe fare il cammino di Santiago prima dei sessanta, ma figurati, con "
                "le ginocchia che mi ritrovo non lo farò mai. Bôja fauss.",
                "Grazie, sei un tesoro",
            ),
        ),
        facts=(
            Fact("piera.job", "self_direct", ("GTT|tranvier",)),
            Fact("piera.caffe", "negation", ("caff|coffee",), negated=True),
        ),
        questions=(
            Question("Cosa mi conviene bere la mattina per svegliarmi?", "piera.caffe"),
            Question(
                "Vado a Napoli da un'amica: cosa devo assolutamente provare al bar?",
                "piera.caffe",
            ),
            Question("Ti ricordi che lavoro faccio?", "piera.job"),
            Question(
                "Ho i turni che cambiano ogni settimana: come organizzo i pasti?", "piera.job"
            ),
        ),
        forbidden=("Santiago", "cammino"),
    ),
    User(
        "bepi",  # Venetian: a job, a daughter, a doubted cruise; then a flat on the mainland
        sessions=(
            (
                "Ciò, bondì. Mi stago ala Giudecca da 40 ani, in casa de me nono, e ogni "
                "matina ciapo el vaporeto par andar al squero de San Trovaso, dove femo e giustemo "
                "gondole. Xe un mestier che more, ostrega.",
                "Me fia Marta la studia medicina a Padova e la torna a casa solo el fine "
                "setimana. Cossa ghe porto de bon quando vado a trovarla? Me mojer la dise che "
                "dovessimo far una crociera in Norvegia, ma mi coi vaporeti go za dato "
                "abastanza.",
                "Grazie, ti xe gentil.",
            ),
            (
                "Dal poggiolo a Mestre vedo solo el parcheggio del supermercà e la tangenziale, "
                "però gavemo l'ascensor e el garage soto casa. Cossa posso piantar in vaso su un "
                "poggiolo esposto a nord?",
            ),
        ),
        facts=(
            Fact("bepi.home", "changed", ("Mestre",), old=("Giudecca",)),
            Fact("bepi.job", "self_direct", ("squer|gondol",)),
            Fact("bepi.marta", "close_person", ("Marta", "medicin|Padova")),
        ),
        questions=(
            Question(
                "Quanto tempo devo calcolare per arrivare in piazza San Marco la mattina?",
                "bepi.home",
            ),
            Question(
                "Dove posso portare i nipoti al parco la domenica, vicino a casa?", "bepi.home"
            ),
            Question("Cosa posso regalare a mia figlia per la laurea?", "bepi.marta"),
            Question(
                "Mi fa male la schiena dopo una giornata di lavoro: cosa posso fare?", "bepi.job"
            ),
        ),
        forbidden=("crociera", "Norvegia", "Norway", "cruise"),
    ),
    User(
        "nives",  # Bologna: a job said only by what it implies, a husband, a preference
        sessions=(
            (
                "Ciao! Stamattina alle sei ero già lì a tirare la sfoglia con venti uova, e prima "
                "delle nove avevo chiuso quattrocento tortellini. La mia principale al banco del "
                "Quadrilatero voleva anche i passatelli, ma le ho detto che di sabato non li "
                "faccio neanche sotto tortura, t'è capì.",
                "Mio marito Athos è in pensione e fa l'umarell di professione: passa le mattine "
                "in via Irnerio con le mani dietro la schiena a controllare il cantiere. Per il "
                "suo compleanno voglio fargli una sorpresa, mi dai un'idea? E con la farina "
                "sempre addosso ho le mani spaccate, che crema mi consigli?",
                "Ah, e spiegami sempre le cose senza parole inglesi, che io quelle robe lì non "
                "le capisco e mi arrabbio.",
            ),
        ),
        facts=(
            Fact("nives.job", "inferred", ("sfogl|tortellin|pasta",)),
            Fact("nives.athos", "close_person", ("Athos", "pension|retir|umarell")),
            Fact("nives.inglese", "preference", ("ingles|English",)),
        ),
        questions=(
            Question("Ho sempre male ai polsi e alle spalle: cosa posso fare?", "nives.job"),
            Question(
                "Vorrei mettermi in proprio: che tipo di attività potrei aprire?", "nives.job"
            ),
            Question("Cosa posso regalare a mio marito per il compleanno?", "nives.athos"),
            Question("Mi spieghi cos'è il cloud?", "nives.inglese"),
        ),
        forbidden=("passatell",),
    ),
    User(
        "duccio",  # Florence: the assistant's suggestion turned down for his wife's condition
        sessions=(
            (
                "O icché gli regalo alla mi' moglie per i vent'anni di matrimonio? Gnamo, dammi "
                "un'idea ganza.",
                "Le terme no, la Costanza c'ha la sclerosi multipla e i' caldo la stende: dopo "
                "un bagno bollente la sta male due giorni. E la borsa, via, la fo io: c'ho una "
                "bottega di pelletteria in Santa Croce da 30 anni, sarei proprio un bischero a "
                "comprarla.",
                "Pensavo piuttosto a qualcosa al fresco, a lei garbano tanto i giardini. Grazie, "
                "ci penso.",
            ),
        ),
        replies=(
            (
                "O icché gli regalo alla mi' moglie per i vent'anni di matrimonio? Gnamo, dammi "
                "un'idea ganza.",
                "Vent'anni sono un traguardo bellissimo! Che ne dici di un weekend alle terme di "
                "Saturnia con una cena a lume di candela, oppure di una borsa firmata da un "
                "grande stilista?",
            ),
        ),
        facts=(
            Fact("duccio.costanza", "close_person", ("Costanza", "sclerosi|sclerosis")),
            Fact("duccio.job", "self_direct", ("pellett|leather",)),
        ),
        questions=(
            Question(
                "Ad agosto pensavamo a una settimana al mare in Puglia. Va bene per noi?",
                "duccio.costanza",
            ),
            Question(
                "Come posso aiutare mia moglie nelle giornate più pesanti?", "duccio.costanza"
            ),
            Question("Mi conviene aprire un negozio online per la mia attività?", "duccio.job"),
        ),
        forbidden=("Saturnia", "candela", "stilista"),
    ),
    User(
        "tonia",  # Bari: a son's asthma, a mother's advice; then a day clinic, no signal
        sessions=(
            (
                "Ue, ciao. Faccio l'infermiera al Policlinico, in Cardiologia, e questa "
                "settimana so' quattro notti di fila. Come faccio a dormire di giorno con mio "
                "figlio Nicolò che fa baccano per casa?",
                "Nicolò tiene 9 anni e l'asma, e con la polvere del cantiere qua sotto è "
                "peggiorato pure. Mia mamma dice di portarlo a San Giovanni Rotondo da Padre Pio, "
                "vabbè.",
                "Grazie assai",
            ),
            (
                "Al consultorio di Japigia attacco alle otto e alle due ho finito, così il "
                "pomeriggio prendo Nicolò a scuola e lo porto a nuoto. Che mi porto per un pranzo "
                "veloce in borsa?",
            ),
        ),
        facts=(
            Fact("tonia.work", "changed", ("consultorio",), old=("Policlinico",)),
            Fact("tonia.job", "self_direct", ("infermier|nurse",)),
            Fact("tonia.nicolo", "close_person", ("Nicolò", "asma|asthma")),
        ),
        questions=(
            Question(
                "Vorrei iscrivermi a pilates: meglio la mattina o il tardo pomeriggio?",
                "tonia.work",
            ),
            Question("Come mi organizzo la settimana tra lavoro e figlio?", "tonia.work"),
            Question("Che sport può fare mio figlio?", "tonia.nicolo"),
            Question(
                "Stiamo pensando di prendere un gatto. È una buona idea per noi?", "tonia.nicolo"
            ),
        ),
        forbidden=("Pio", "Rotondo"),
    ),
    User(
        "rosalia",  # Palermo: a pregnancy said only by what it implies, a negation, a husband
        sessions=(
            (
                "Amunì, ho una camurrìa di domande. La ginecologa dice che la picciridda è già "
                "due chili e mezzo, io i piedi non me li vedo più da settimane, e con sto "
                "scirocco mi sento un'arancina appena fritta.",
                "In casa poi non abbiamo il condizionatore, solo un ventilatore che fa più "
                "rumore che vento. Mio marito Totò lavora sui traghetti per Napoli, sta via tre "
                "giorni sì e tre no, quindi alle visite mi accompagna mia cugina Giusi.",
                "Dimmi qualcosa di fresco da mangiare che non sia sempre granita e brioscia, va'.",
            ),
        ),
        facts=(
            Fact("rosalia.incinta", "inferred", ("incint|gravid|pregnan",)),
            Fact(
                "rosalia.clima",
                "negation",
                ("condizionat|climatizz|conditioning",),
                negated=True,
            ),
            Fact("rosalia.toto", "close_person", ("Totò", "traghett|ferry|ferries")),
        ),
        questions=(
            Question(
                "Posso prendere l'aereo per andare da mia sorella a Torino a fine mese?",
                "rosalia.incinta",
            ),
            Question(
                "Che tipo di attività fisica mi conviene fare in questo periodo?",
                "rosalia.incinta",
            ),
            Question("Come faccio a dormire la notte con questo caldo?", "rosalia.clima"),
            Question("Cosa posso preparare a mio marito da portarsi al lavoro?", "rosalia.toto"),
        ),
        forbidden=("granit", "briosc"),
    ),
    User(
        "efisio",  # Cagliari, lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "ajò, domanda veloce. faccio il bagnino al poetto tutta l'estate, dalle 9 alle "
                "19 sotto il sole, e mi sto spellando tutto. che crema devo usare?",
                "e ti dico subito che ho la vitiligine sulle mani e sul collo, quindi lì la pelle "
                "si brucia in due minuti eja",
                "rispondimi breve che sono sulla torretta e mi chiamano ogni cinque minuti",
                "grazie frade",
            ),
        ),
        facts=(
            Fact("efisio.job", "self_direct", ("bagnin|lifeguard",)),
            Fact("efisio.vitiligine", "constraint", ("vitilig",)),
            Fact("efisio.breve", "preference", ("brev|short|brief|sintet|concis",)),
        ),
        questions=(
            Question(
                "voglio farmi un tatuaggio sul braccio, cosa devo sapere?", "efisio.vitiligine"
            ),
            Question(
                "a luglio vado a camminare sul gennargentu, cosa mi porto?", "efisio.vitiligine"
            ),
            Question(
                "d'inverno, quando la spiaggia chiude, che lavoretto potrei trovare?", "efisio.job"
            ),
            Question("come funziona la dichiarazione dei redditi?", "efisio.breve"),
        ),
        idle=True,
    ),
    User(
        "nereo",  # Trieste: a job; a mother living alone with a carer, then a care home
        sessions=(
            (
                "Bon, son qua. Mia mama Licia ga 93 ani, la vive de sola a San Giacomo "
                "col suo gato, e una badante, la Halyna, vien ogni giorno de le oto a le oto. Mi "
                "lavoro de gruista al Molo Sètimo a turni de sei ore, quindi passo da ela dopo el "
                "turno.",
                "Domenica volevo portarla in osmiza, ma con la bora che tira la me svola via. "
                "Come la vesto per no farla ciapar fredo?",
                "Grazie, ti xe un tesoro.",
            ),
            (
                "Nela RSA de Opicina la mama la ga za fato amicizia con tute, le zoga a tombola "
                "dopo pranzo e la me ciama solo per dirme che la polenta de là xe mejo de la "
                "mia. Cossa ghe porto domenica co vado a trovarla?",
            ),
        ),
        facts=(
            Fact("nereo.mama", "changed", ("Opicina|RSA",), old=("badante",)),
            Fact("nereo.job", "self_direct", ("gruist|crane",)),
        ),
        questions=(
            Question(
                "Mia mamma compie novantaquattro anni a marzo: come possiamo festeggiarla?",
                "nereo.mama",
            ),
            Question("Dove vive mia madre?", "nereo.mama"),
            Question("Che esercizi posso fare per la schiena dopo il turno?", "nereo.job"),
        ),
        forbidden=("bora",),
    ),
    User(
        "ottavia",  # Lugano: the assistant's wrong guess about the country, corrected
        sessions=(
            (
                "Ciao! Devo rinnovare la licenza di condurre del mio papà, il Fausto, che ha 86 "
                "anni. Come funziona?",
                "Eh no, siamo in Ticino, a Lugano! Qui basta la visita dal medico di fiducia ogni "
                "due anni e poi si manda il formulario alla Sezione della circolazione. E i "
                "prezzi dammeli sempre in franchi, CHF, per piacere.",
                "Il papà ha una protesi all'anca da due anni ma guida ancora benissimo, va al "
                "grotto a giocare a bocce tutti i giorni con la sua Panda. Grazie mille, ciao neh.",
            ),
        ),
        replies=(
            (
                "Ciao! Devo rinnovare la licenza di condurre del mio papà, il Fausto, che ha 86 "
                "anni. Come funziona?",
                "Per il rinnovo della patente dopo gli 80 anni serve una visita alla "
                "Motorizzazione Civile con un medico certificatore: costa circa 100 euro e puoi "
                "prenotare sul Portale dell'Automobilista.",
            ),
        ),
        facts=(
            Fact("ottavia.franchi", "preference", ("franch|francs|CHF",)),
            Fact("ottavia.town", "self_passing", ("Lugano|Ticino",)),
            Fact("ottavia.fausto", "close_person", ("Fausto", "anca|hip|protesi")),
        ),
        questions=(
            Question("Quanto dovrei spendere per un buon aspirapolvere?", "ottavia.franchi"),
            Question("Quanto costa più o meno una cena fuori per due?", "ottavia.franchi"),
            Question("Mi consigli una gita in giornata per il fine settimana?", "ottavia.town"),
            Question("Cosa posso fare con mio papà la domenica pomeriggio?", "ottavia.fausto"),
        ),
        forbidden=("Motorizzazione", "euro", "Portale", "Automobilista"),
    ),
    User(
        "settimio",  # Rome: tells nothing about himself, anything learned is invented
        sessions=(
            (
                "ahò, quanti abitanti c'ha Roma?",
                "e chi l'ha dipinta la Cappella Sistina?",
                "daje, grazie",
            ),
        ),
        forbidden=("abitant", "Michelangelo", "Sistina", "Cappella"),
    ),
)
