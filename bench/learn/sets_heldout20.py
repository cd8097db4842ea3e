"""A twentieth round of held-out learning sets, written before any run of them and without
reading the learning code: `bc` in English and `bd` in Italian. Each was written on its
own, with its own people, places and jobs (neither is a translation of the other, nor of
any earlier set).

`bc` mixes the ways English is spoken: a Scottish ghillie on the Tay, a Canadian who
drives the ice resurfacer at an arena, a South African quantity surveyor stuck in traffic,
a Singaporean harbour pilot, a teenager texting in lower case, a retired gentleman who
writes as he would a formal letter, a sound engineer backstage and a winemaker at harvest.
`bd` does the same for Italian: a tram driver from Milan, a school caretaker from Naples
who speaks Neapolitan, a Sicilian fisherman, a Roman restorer in Romanesco, a pharmacist
from Ticino who wants prices in francs, a ceramicist in Caltagirone, a student texting
without accents, a speech therapist from Bologna and a Milanese concierge, addressing the
assistant with tu, Lei or the Neapolitan voi.

Their facts come in chatty turns that carry several at once beside small talk, often in
passing: a town named in a story, a condition given as the reason for a request, a
preference added at the end. Three facts per set are said only by what they imply (a
morning in the river landing a guest's first salmon, container ships brought in past
Sentosa, a harvest in the cellar; a day in the cab of the 9, a night out on the trawler,
a morning in the guardiola sorting the post of forty flats). Seven or eight facts concern
someone else (a father losing his sight, a husband with gout, a sister deaf from birth, a
father-in-law with Crohn's disease), and their questions ask about that person.
Negations should shape answers on other topics (`negated`: a memory must keep the "not");
hedges (a plan the user doubts is no fact: its words are `forbidden`) and a story's small
talk are there to be left out. Assistant suggestions the user never takes up are scripted
(`replies`) and their words are `forbidden`. Each set changes exactly three facts, each
told in a later session only by mentioning the new value in passing (a commute on the
Gautrain, a lift in a Punggol block, a window in Ripon; a retirement, a son calling from
his firm in Turin, an e-bike up the Nomentana): a memory with only the old value is
stale. One user tells nothing, and one short chat is learned by the inactivity flush.
Questions are asked on a topic the fact should shape. A keyword "a|b" is found by either;
keywords start a word (in Italian, stems that allow for inflection: "pesca" finds
"pescatore" and "pescare"), and were chosen so that no other user's memory would hold
them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH20: tuple[User, ...] = (
    User(
        "morag",  # a job shown only by her day, a town said in passing, her father's sight
        sessions=(
            (
                "Och, what a day. I was up to my oxters in the Tay from eight this morning wi' "
                "a dentist fae Stuttgart who couldnae cast a line to save himself, and I still "
                "had him landing his first salmon before we stopped for our piece. My fingers "
                "went white as a sheet by eleven, mind, the Raynaud's gets worse every year.",
                "Anyway, I'm after some advice. My da, Dougie, he's 81 and his eyes are going, "
                "macular degeneration the doctor at Ninewells says, so he cannae read the "
                "Courier any more and he's fair scunnered. What could help him?",
                "That's braw, thanks. I'll get him doon to the library in Dunkeld, it's only "
                "along the road from me.",
            ),
        ),
        facts=(
            Fact("morag.job", "inferred", ("salmon|ghillie|gillie|angl|fish",)),
            Fact("morag.dougie", "close_person", ("Dougie", "macul|eye|sight|vision")),
            Fact("morag.town", "self_passing", ("Dunkeld",)),
            Fact("morag.raynaud", "constraint", ("Raynaud",)),
        ),
        questions=(
            Question(
                "A pal from school is coming up from Manchester for a long weekend in "
                "September. What should we get up to round my way?",
                "morag.town",
            ),
            Question("What kind of jacket should I buy for work?", "morag.job"),
            Question("My da's 82nd is next month. What could I get him?", "morag.dougie"),
            Question(
                "What's a hobby my father could take up to keep his mind busy?", "morag.dougie"
            ),
            Question(
                "I'm wanting a new pair of gloves for the winter. What should I look for?",
                "morag.raynaud",
            ),
        ),
        forbidden=("dentist", "Stuttgart", "Courier"),
    ),
    User(
        "shauna",  # an arena job, her son the goalie and a negation, in one chatty message
        sessions=(
            (
                "Hey! Long night, eh. We had the bantam tournament at the Fort William Gardens "
                "here in Thunder Bay, so I was out on the Zamboni between every period till past "
                "midnight, then back at six to flood the ice for the figure skaters. Grabbed a "
                "double-double on the way home and I'm still wired.",
                "Question for ya. My boy Kieran's 12 and he just got moved up to goalie on "
                "his peewee team, and the gear is insanely expensive. Any tips for buying it "
                "without taking out a second mortgage?",
                "Oh, and for the record, no beer-and-wings ideas for his team party: I don't "
                "drink, 9 years sober this March, and I'd rather not have it around.",
            ),
        ),
        facts=(
            Fact("shauna.job", "self_passing", ("Zamboni|rink|arena|resurfac",)),
            Fact("shauna.kieran", "close_person", ("Kieran", "goalie|goaltend|hockey|peewee")),
            Fact("shauna.drink", "negation", ("drink|alcohol|booze",), negated=True),
            Fact("shauna.city", "self_passing", ("Thunder",)),
        ),
        questions=(
            Question(
                "We're having my sister's 40th at our place. What should I put on the menu?",
                "shauna.drink",
            ),
            Question(
                "Work's holiday party is at a brewery this year. How should I handle it?",
                "shauna.drink",
            ),
            Question(
                "My son wants to make the rep team next year. How can I help him get ready over "
                "the summer?",
                "shauna.kieran",
            ),
            Question(
                "My back's stiff after every shift. Any stretches that suit my kind of work?",
                "shauna.job",
            ),
            Question(
                "My in-laws are visiting in February. What can we do with them around here?",
                "shauna.city",
            ),
        ),
        forbidden=("bantam", "skater"),
    ),
    User(
        "thandeka",  # a commute in a bakkie, later on the Gautrain only in passing
        sessions=(
            (
                "Howzit. Eish, I've been sitting in my bakkie on the N1 for an hour and a half "
                "with the windows up, because the last time a bee flew in I had a reaction, I'm "
                "allergic, EpiPen and all. There's a truck jackknifed at Olifantsfontein and load "
                "shedding has the robots down. Every day it's an hour each way from Centurion to "
                "Sandton, and I'm a quantity surveyor, not a saint.",
                "Anyway. My mom Nomsa turns 70 in June and she's been on dialysis three "
                "times a week since last year, so she gets tired quickly and can't be away from "
                "Pretoria for long. What's a nice way to celebrate with her?",
                "Hmm, I think we'll just do a big lunch at home with the whole family. Me, I'm "
                "vegetarian, but she'll want her chicken curry, so I'll cook two pots. Thanks!",
            ),
            (
                "Reading on the Gautrain on my way to work this morning I finished that Zakes "
                "Mda novel, the one about the whale caller. What should I read next?",
            ),
        ),
        replies=(
            (
                "Anyway. My mom Nomsa turns 70 in June and she's been on dialysis three "
                "times a week since last year, so she gets tired quickly and can't be away from "
                "Pretoria for long. What's a nice way to celebrate with her?",
                "What a milestone! Treat her to a weekend at a spa in the Magaliesberg, or "
                "surprise her with a hot-air balloon ride over the Cradle of Humankind.",
            ),
        ),
        facts=(
            Fact("thandeka.job", "self_direct", ("surveyor",)),
            Fact("thandeka.nomsa", "close_person", ("Nomsa", "dialys|kidney|renal")),
            Fact("thandeka.commute", "changed", ("Gautrain|train",), old=("bakkie|N1",)),
            Fact("thandeka.veg", "self_passing", ("vegetarian|veggie",)),
            Fact("thandeka.allergy", "constraint", ("EpiPen|allerg|anaphyla|sting",)),
        ),
        questions=(
            Question(
                "My car insurance renewal just came in and it's gone up again. Is there a way to "
                "get it down?",
                "thandeka.commute",
            ),
            Question(
                "Load shedding is back at stage four this week. How will it affect my trip to "
                "work?",
                "thandeka.commute",
            ),
            Question(
                "We're planning a family trip to the Drakensberg in December. What do I need to "
                "think about?",
                "thandeka.nomsa",
            ),
            Question(
                "What food should I bring when I visit my mother on Sunday?", "thandeka.nomsa"
            ),
            Question(
                "Which professional courses would help me get ahead in my career?",
                "thandeka.job",
            ),
            Question("Give me an easy supper idea for a Wednesday night.", "thandeka.veg"),
            Question(
                "We're having a picnic in the Walter Sisulu gardens on Sunday. What should I pack?",
                "thandeka.allergy",
            ),
        ),
        forbidden=("Magaliesberg", "balloon", "Cradle", "Humankind"),
    ),
    User(
        "huixin",  # a job shown by her day, a husband's gout, a flat later in Punggol
        sessions=(
            (
                "Wah today damn siong. Two container ships and one tanker to bring in past "
                "Sentosa, climbing up the rope ladder in the rain somemore, then stand on the "
                "bridge three hours telling the captain when to turn. My knees not young "
                "already lah.",
                "Ok can help me or not, I want to cook something nice for my husband Marcus, he "
                "got gout so cannot eat so much seafood or organ meat. No beef also, I don't take "
                "beef since small, my family prays to Guan Yin. We stay in Tampines, got a wet "
                "market downstairs.",
            ),
            (
                "Aiyo the lift in our Punggol block broke down again this morning, I carried the "
                "groceries up eleven floors. Anyway what's a good gift for my colleague's baby "
                "shower?",
            ),
        ),
        facts=(
            Fact("huixin.job", "inferred", ("pilot|harbo|maritim|vessel|tanker|ship",)),
            Fact("huixin.marcus", "close_person", ("Marcus", "gout")),
            Fact("huixin.beef", "negation", ("beef",), negated=True),
            Fact("huixin.home", "changed", ("Punggol",), old=("Tampines",)),
        ),
        questions=(
            Question(
                "I want to find a swimming pool near home for morning laps. Where should I go?",
                "huixin.home",
            ),
            Question(
                "Chinese New Year reunion dinner is at my place this year. What should I cook?",
                "huixin.marcus",
            ),
            Question(
                "My husband wants to drink more beer to relax after work. Good idea or not?",
                "huixin.marcus",
            ),
            Question(
                "Can you suggest some exercises that would help with my kind of work?",
                "huixin.job",
            ),
            Question(
                "We're going to a Western restaurant for my friend's birthday. What should I "
                "order?",
                "huixin.beef",
            ),
        ),
        forbidden=("shower",),
    ),
    User(
        "jaydn",  # a teenager texting: a weekend job, his sister, a preference and a hedge
        sessions=(
            (
                "ok random q but how do u get wax out of a hoodie",
                "ngl its from work lol i do saturdays at the candle shop in the mall n the "
                "melting pot thing exploded on me",
                "also my lil sis mila is turning 7 n she has type 1 diabetes so her party food "
                "has to be stuff mum can count the carbs for?? any ideas thats not boring",
                "was lowkey thinking of trying out for the school musical but nah i cant sing fr",
                "pls keep it short next time, i hate reading essays. im 16 not a uni student lol",
                "k ty",
            ),
        ),
        facts=(
            Fact("jaydn.job", "self_passing", ("candle",)),
            Fact("jaydn.mila", "close_person", ("Mila", "diabet|T1D")),
            Fact("jaydn.short", "preference", ("short|brief|concis",)),
            Fact("jaydn.age", "self_direct", ("16",)),
        ),
        questions=(
            Question("wat shud i get my sister for easter", "jaydn.mila"),
            Question("what shud i put on my cv", "jaydn.job"),
            Question("how does compound interest work", "jaydn.short"),
            Question("can i open my own bank account or do i need my parents", "jaydn.age"),
        ),
        forbidden=("musical", "hoodie"),
    ),
    User(
        "ambrose",  # formal letters: a name to be used, warfarin, a grandson, a move to Ripon
        sessions=(
            (
                "Good afternoon. My name is Ambrose Pennington, and I should be obliged if you "
                "would address me as Mr Pennington. I am 83 years of age and have lived in "
                "Harrogate these forty years; my granddaughter has persuaded me that you may be "
                "of some assistance.",
                "I should be most grateful for a recipe for a light supper. I ought to mention "
                "that I take warfarin, and my doctor is most particular that I keep my green "
                "vegetables steady and take no cranberry juice whatsoever.",
                "My grandson Tobias is to be married in Lisbon in October, and I confess I have "
                "been wondering how best to manage the journey. I had half a mind to buy one of "
                "those electric bicycles to build up my strength beforehand, but I suspect my "
                "daughter would have me committed.",
                "Thank you. That is most kind.",
            ),
            (
                "Good morning. From my window here in Ripon I can see the cathedral tower, which "
                "is a great comfort on a grey day. I wonder whether you might explain to me what "
                "a podcast is?",
            ),
        ),
        facts=(
            Fact("ambrose.name", "preference", ("Pennington",)),
            Fact("ambrose.age", "self_direct", ("83",)),
            Fact("ambrose.warfarin", "constraint", ("warfarin",)),
            Fact("ambrose.tobias", "close_person", ("Tobias", "marri|wedding|Lisbon")),
            Fact("ambrose.home", "changed", ("Ripon",), old=("Harrogate",)),
        ),
        questions=(
            Question("I have rather a nasty cold. What remedies might I take?", "ambrose.warfarin"),
            Question(
                "My daughter suggests I take a supplement for my joints. Is there anything I "
                "ought to be wary of?",
                "ambrose.warfarin",
            ),
            Question(
                "What sort of gift would be appropriate for my grandson this year?",
                "ambrose.tobias",
            ),
            Question(
                "Is there a pleasant walk I might manage on a fine afternoon near where I live?",
                "ambrose.home",
            ),
            Question(
                "Which local societies might I join to make new acquaintances?", "ambrose.home"
            ),
            Question(
                "Might you draft a short letter of thanks to my neighbour for the marmalade she "
                "left on my step?",
                "ambrose.name",
            ),
            Question("What form of exercise would suit a man of my years?", "ambrose.age"),
        ),
        forbidden=("bicycle", "electric", "podcast"),
    ),
    User(
        "kofi",  # a short chat backstage, learned by the inactivity flush
        sessions=(
            (
                "On my break backstage, quick one. I mix sound for the run of Les Mis at the "
                "Princess of Wales and my ears are ringing by curtain call every night. Are there "
                "earplugs that don't turn everything to mush?",
                "Oh, and metric please, I grew up in Accra and your miles and Fahrenheit mean "
                "nothing to me.",
            ),
        ),
        facts=(
            Fact("kofi.job", "self_direct", ("sound|audio",)),
            Fact("kofi.metric", "preference", ("metric|kilomet|celsius",)),
            Fact("kofi.accra", "self_passing", ("Accra|Ghana",)),
        ),
        questions=(
            Question(
                "How far is Toronto from Montreal, and how long would the drive take?",
                "kofi.metric",
            ),
            Question(
                "I want a decent pair of studio headphones for home. What should I look for?",
                "kofi.job",
            ),
            Question("What could I cook for friends that would remind me of home?", "kofi.accra"),
        ),
        idle=True,
    ),
    User(
        "wendell",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how many tablespoons in a cup",
                "what's the capital of Saskatchewan",
                "cheers",
            ),
        ),
        forbidden=("tablespoon", "Saskatchewan", "Regina", "cup"),
    ),
    User(
        "saranya",  # an assistant's holiday suggestion she never takes up, an eardrum, a friend
        sessions=(
            (
                "Hello! Can you suggest somewhere for a quick getaway in the September school "
                "holidays? Four or five days only.",
                "Cannot lah, I got a perforated eardrum, so no diving, no putting my head "
                "underwater at all. And I'm going with my best friend Farah, she's been in a "
                "wheelchair since her accident, so the place must be flat and got lifts "
                "everywhere.",
                "Ok thanks, I'll check with her first. September is the only time I'm free "
                "anyway, teaching Primary 4 maths the rest of the year is no joke.",
            ),
        ),
        replies=(
            (
                "Hello! Can you suggest somewhere for a quick getaway in the September school "
                "holidays? Four or five days only.",
                "Bali is perfect for that! Do a scuba course off Amed, then snorkel the reefs "
                "at Nusa Penida before you fly home.",
            ),
        ),
        facts=(
            Fact("saranya.ear", "constraint", ("eardrum|perforat",)),
            Fact("saranya.farah", "close_person", ("Farah", "wheelchair")),
            Fact("saranya.job", "self_passing", ("teach|math",)),
        ),
        questions=(
            Question(
                "My colleagues want to do a team-building day at Sentosa. What activities should "
                "I suggest?",
                "saranya.ear",
            ),
            Question(
                "I have a flight to Perth next week. Anything I should do to prepare?",
                "saranya.ear",
            ),
            Question(
                "My best friend's birthday is next month. Where should I take her for dinner?",
                "saranya.farah",
            ),
            Question("I want to pick up a side income. What could suit me?", "saranya.job"),
        ),
        forbidden=("Bali", "scuba", "Amed", "snorkel", "reef", "Nusa", "Penida"),
    ),
    User(
        "pieter",  # a job shown by harvest, a hedge, his wife and a negation
        sessions=(
            (
                "Ag, man, sorry if I'm slow, harvest is in full swing. We've been pressing Chenin "
                "since five this morning on the farm outside Stellenbosch, my hands are stained "
                "purple from the Pinotage and the tanks in the cellar are bubbling away like a "
                "witch's cauldron.",
                "Part of me wants to chuck it all in and open a surf shop in Jeffreys Bay, but "
                "who am I kidding, I'll be here till they carry me out.",
                "Right, the actual question. My wife Marlize is pregnant with our third, due in "
                "August, and her feet are killing her. What can help?",
                "Also, we want to see her folks in Windhoek at Easter, but I don't fly, I haven't "
                "been on a plane since 2009 and I'm not about to start. How long is the drive?",
            ),
        ),
        facts=(
            Fact("pieter.job", "inferred", ("wine|vint|cellar|harvest|Chenin|Pinotage",)),
            Fact("pieter.marlize", "close_person", ("Marlize", "pregnan|expecting")),
            Fact("pieter.fly", "negation", ("fly|plane|flight",), negated=True),
            Fact("pieter.town", "self_passing", ("Stellenbosch",)),
        ),
        questions=(
            Question(
                "We've been invited to a wedding in Johannesburg in March. How should we get "
                "there?",
                "pieter.fly",
            ),
            Question("What's a good gift for my wife this month?", "pieter.marlize"),
            Question("When would be a good month for me to take a long holiday?", "pieter.job"),
            Question("Where's a good spot for a family Sunday lunch near us?", "pieter.town"),
        ),
        forbidden=("surf", "Jeffreys", "cauldron", "witch"),
    ),
)

ITALIAN20: tuple[User, ...] = (
    User(
        "ludovica",  # a job shown only by her day on the tram, her deaf sister, a hedge
        sessions=(
            (
                "Ciumbia che giornata. Sei giri col tram 9 qui a Milano, da Porta Genova alla "
                "Centrale, un turista che in cabina voleva pagare il biglietto a me, e un "
                "monopattino che mi è sbucato davanti in viale Tibaldi: ho frenato così forte che "
                "una sciura in piedi ha perso gli occhiali. Per fortuna abito a Lambrate, almeno "
                "la sera torno a casa in un attimo.",
                "Comunque, ti volevo chiedere una cosa. Mia sorella Bianca è sorda dalla nascita "
                "e a marzo compie 40 anni: che regalo le faccio che non sia il solito "
                "profumo?",
                "E rispondimi a elenchi puntati, per favore, che ti leggo dal telefono in pausa.",
                "Forse mi iscrivo a un corso di tango, dicono che fa bene alla schiena, ma "
                "conoscendomi non ci metterò mai piede.",
            ),
        ),
        facts=(
            Fact("ludovica.job", "inferred", ("tram|tranv|conducent|driver",)),
            Fact("ludovica.bianca", "close_person", ("Bianca", "sord|deaf")),
            Fact("ludovica.elenchi", "preference", ("elench|bullet|schem",)),
            Fact("ludovica.casa", "self_passing", ("Lambrat",)),
        ),
        questions=(
            Question("Sto aggiornando il curriculum: cosa ci metto?", "ludovica.job"),
            Question(
                "Vorrei portare mia sorella a vedere uno spettacolo. Che cosa mi consigli?",
                "ludovica.bianca",
            ),
            Question(
                "Devo spiegare a mia sorella come si usa l'app della banca, ma abitiamo lontane. "
                "Come faccio?",
                "ludovica.bianca",
            ),
            Question(
                "Quali sono le differenze tra un mutuo a tasso fisso e uno variabile?",
                "ludovica.elenchi",
            ),
            Question(
                "Cerco un posto carino per fare colazione domenica vicino a casa. Idee?",
                "ludovica.casa",
            ),
        ),
        forbidden=("tango", "occhial", "monopattin"),
    ),
    User(
        "assunta",  # Neapolitan: a caretaker's job, later retired, a grandson, no lifts
        sessions=(
            (
                "Buongiorno, scusate se vi disturbo. Sono Assunta, faccio 'a bidella alla scuola "
                "elementare qua a Fuorigrotta da 26 anni, e abito proprio di fronte. "
                "Stamattina 'e guagliune m'hanno allagato 'o bagno d'o secondo piano. Uè, che "
                "vita.",
                "Vi volevo chiedere: mio nipote Pasqualino tene l'asma, e a Natale vengono tutti "
                "a casa mia. Che aggia fà pe' nun farlo stà male? Ca io 'e tende e 'e tappeti 'e "
                "tengo da quarant'anni.",
                "E n'ata cosa: io l'ascensore nun 'o piglio, niente da fà, tengo 'a "
                "claustrofobia, faccio sempre 'e scale, cinque piani a piedi.",
                "Grazie assai, site proprio 'na brava persona.",
            ),
            (
                "Mo' che sto in pensione, 'a matina me ne vaco ô mercato 'e Porta Nolana alle "
                "otto e torno carica comme a 'nu ciuccio. Ma dicitemi 'na cosa: comme se fa 'o "
                "ragù comme 'o faceva mammà? A me vene sempe acido.",
            ),
        ),
        facts=(
            Fact(
                "assunta.lavoro",
                "changed",
                ("pension|retir",),
                old=("bidell|janitor|caretaker",),
            ),
            Fact("assunta.pasqualino", "close_person", ("Pasqualino", "asm|asthm")),
            Fact("assunta.ascensore", "negation", ("ascensor|lift|elevator",), negated=True),
            Fact("assunta.casa", "self_passing", ("Fuorigrotta",)),
        ),
        questions=(
            Question(
                "Mia figlia mi vuole portare una settimana a Ischia a fine ottobre. Posso venire?",
                "assunta.lavoro",
            ),
            Question(
                "Come mi organizzo la sveglia e le giornate da settembre in poi?",
                "assunta.lavoro",
            ),
            Question(
                "Mio nipote viene a dormire da me sabato. Cosa devo preparare in casa?",
                "assunta.pasqualino",
            ),
            Question(
                "Voglio regalare un gattino a mio nipote per il compleanno. Va bene?",
                "assunta.pasqualino",
            ),
            Question(
                "Devo fare una risonanza magnetica la settimana prossima. Cosa mi devo aspettare?",
                "assunta.ascensore",
            ),
            Question(
                "Stiamo cercando un albergo per le vacanze. Cosa devo chiedere quando prenoto?",
                "assunta.ascensore",
            ),
            Question("Dove posso andare a camminare la mattina vicino a casa mia?", "assunta.casa"),
        ),
        forbidden=("ragu", "ciuccio", "allag"),
    ),
    User(
        "calogero",  # Sicilian: a job shown by his night at sea, a son later working in Turin
        sessions=(
            (
                "Bedda matri, che caldo. Sono appena rientrato col peschereccio a Porto "
                "Empedocle: siamo usciti alle tre di notte e abbiamo tirato su solo due cassette "
                "di triglie. Il mare è stanco, dico io.",
                "Mio figlio Salvo studia ingegneria a Palermo, è al secondo anno, e mi dice che "
                "mangia solo panini. Che gli posso preparare da portarsi nei barattoli quando "
                "riparte la domenica?",
                "E scrivimi semplice, per favore, che io ho fatto solo la terza media e le parole "
                "difficili non le capisco.",
                "Amunì, grazie. Certe volte penso di vendere la barca e aprire un agriturismo qui "
                "a Realmonte, ma poi mi passa: chi lo sente mio padre.",
            ),
            (
                "Salvo ha chiamato da Torino tutto contento: in azienda gli hanno dato la "
                "scrivania vicino alla finestra. Senti, che pianta gli posso regalare per "
                "l'ufficio?",
            ),
        ),
        facts=(
            Fact("calogero.job", "inferred", ("pesca|pescherecc|fisher|fishing|trawler",)),
            Fact("calogero.salvo", "changed", ("Salvo", "Torin|Turin"), old=("Palermo",)),
            Fact("calogero.semplice", "preference", ("semplic|simple|plain",)),
            Fact("calogero.paese", "self_passing", ("Realmonte",)),
        ),
        questions=(
            Question(
                "A novembre voglio andare a trovare mio figlio. Come ci arrivo e cosa mi porto?",
                "calogero.salvo",
            ),
            Question(
                "Mio figlio mi ha chiesto una mano con l'affitto. Quanto costa più o meno una "
                "stanza dove sta lui?",
                "calogero.salvo",
            ),
            Question(
                "Mio nipote vuole venire con me al lavoro per un giorno. Cosa si deve portare?",
                "calogero.job",
            ),
            Question(
                "Che assicurazione mi conviene fare per il lavoro che faccio?", "calogero.job"
            ),
            Question(
                "Ad agosto arrivano dei cugini dall'America: cosa gli faccio vedere dalle mie "
                "parti?",
                "calogero.paese",
            ),
            Question("Mi spieghi come funzionano i pannelli solari?", "calogero.semplice"),
        ),
        forbidden=("agriturism", "vender", "piant"),
    ),
    User(
        "settimio",  # Romanesco: a restorer with vertigo, his mother, a scooter then an e-bike
        sessions=(
            (
                "Ahò, stamattina co' 'sto traffico sur Lungotevere ce ho messo quaranta minuti "
                "cor motorino pe' arrivà ar cantiere. Sto a restaurà l'affreschi de 'na chiesa a "
                "Trastevere, e io che soffro de vertigini sto tutto er giorno su 'ste "
                "impalcature. Anvedi che mestiere.",
                "Te volevo chiede 'na cosa. Mi' madre, la sora Iole, c'ha 88 anni e vive "
                "da sola a Testaccio, e io ogni giovedì je porto la spesa. Come la convinco a "
                "mettese er braccialetto salvavita?",
                "Daje, grazie.",
            ),
            (
                "Stamattina co' la bici elettrica su pe' via Nomentana so' arrivato fresco come "
                "'na rosa. Senti, che me consigli de leggere sulla storia de Roma?",
            ),
        ),
        replies=(
            (
                "Te volevo chiede 'na cosa. Mi' madre, la sora Iole, c'ha 88 anni e vive "
                "da sola a Testaccio, e io ogni giovedì je porto la spesa. Come la convinco a "
                "mettese er braccialetto salvavita?",
                "Potrebbe valutare di trasferirla in una RSA, oppure di assumere una badante "
                "fissa che viva con lei.",
            ),
        ),
        facts=(
            Fact("settimio.job", "self_direct", ("affresc|restauro|restaurat|restor",)),
            Fact("settimio.vertigini", "constraint", ("vertig",)),
            Fact("settimio.iole", "close_person", ("Iole", "sola|alone|88|ottantott|Testacc")),
            Fact("settimio.mezzo", "changed", ("bici|bike|bicycl",), old=("motorin|scooter",)),
        ),
        questions=(
            Question(
                "Che giacca impermeabile me compro pe' andà a lavorà d'inverno?", "settimio.mezzo"
            ),
            Question(
                "Quest'inverno come m'organizzo pe' andà ar cantiere quando piove?",
                "settimio.mezzo",
            ),
            Question(
                "Ad agosto vorrei andà due settimane in Sardegna. Che devo organizzà prima de "
                "partì?",
                "settimio.iole",
            ),
            Question("Pe' Natale che regalo posso fà a mi' madre?", "settimio.iole"),
            Question(
                "Me so' stufato de lavorà pe' l'altri. Come potrei mettermi in proprio?",
                "settimio.job",
            ),
            Question(
                "Mi' fija vole salì sulla cupola de San Pietro co' me. Che dici?",
                "settimio.vertigini",
            ),
        ),
        forbidden=("RSA", "badant"),
    ),
    User(
        "nives",  # Ticino, in Lei: a pharmacy, multiple sclerosis, a partner, prices in francs
        sessions=(
            (
                "Buongiorno. Mi scusi il disturbo, le scrivo dal natel. Lavoro al 60 per "
                "cento in una farmacia a Bellinzona, quindi il mercoledì e il venerdì sono a "
                "casa, ma ultimamente in quei giorni non riesco a concludere niente.",
                "Le dico subito che ho la sclerosi multipla: il caldo mi sfinisce, e d'estate "
                "devo programmare tutto al mattino presto.",
                "E un'altra cosa: il mio compagno Reto è di Zurigo, capisce l'italiano ma lo "
                "parla poco, e a dicembre viene per la prima volta al pranzo di famiglia da mia "
                "nonna a Biasca. Come lo preparo?",
                "Ah, e quando mi parla di prezzi me li dia in franchi, per cortesia, non in euro.",
            ),
        ),
        facts=(
            Fact("nives.job", "self_direct", ("farmacia|farmacist|pharmac",)),
            Fact("nives.sclerosi", "constraint", ("sclerosi|sclerosis",)),
            Fact("nives.reto", "close_person", ("Reto", "Zurig|Zurich|tedesc|German")),
            Fact("nives.franchi", "preference", ("franch|CHF",)),
            Fact("nives.citta", "self_passing", ("Bellinzon",)),
        ),
        questions=(
            Question(
                "Ad agosto vorremmo fare una settimana al mare in Puglia. Che cosa mi consiglia?",
                "nives.sclerosi",
            ),
            Question(
                "Vorrei ricominciare a fare un po' di sport. Cosa mi consiglia?", "nives.sclerosi"
            ),
            Question(
                "Quanto dovrei spendere, più o meno, per una buona lavatrice?", "nives.franchi"
            ),
            Question(
                "Per Natale vorrei fare un regalo al mio compagno. Ha qualche idea?", "nives.reto"
            ),
            Question(
                "Vorrei seguire un corso serale per crescere nel mio lavoro. Quale potrei fare?",
                "nives.job",
            ),
            Question(
                "Dove posso fare una passeggiata tranquilla la domenica vicino a casa?",
                "nives.citta",
            ),
        ),
    ),
    User(
        "agata",  # a short chat in a lunch break, learned by the inactivity flush
        sessions=(
            (
                "Scusa la fretta, sono in pausa pranzo. Faccio la ceramista a Caltagirone, ho "
                "ancora le mani piene d'argilla e tra mezz'ora devo infornare. Mi dai una ricetta "
                "veloce con le melanzane?",
                "Ah, e senza aglio, che non lo digerisco proprio.",
            ),
        ),
        facts=(
            Fact("agata.job", "self_direct", ("ceramic|ceramist|potter|vasa",)),
            Fact("agata.citta", "self_passing", ("Caltagiron",)),
            Fact("agata.aglio", "negation", ("aglio|garlic",), negated=True),
        ),
        questions=(
            Question("Mi consigli un sugo per la pasta della domenica?", "agata.aglio"),
            Question(
                "Mi si screpolano sempre le mani. Che crema mi consigli, visto il lavoro che "
                "faccio?",
                "agata.job",
            ),
            Question(
                "Una mia amica viene a trovarmi da Genova a maggio: che posti le faccio vedere "
                "qui intorno?",
                "agata.citta",
            ),
        ),
        forbidden=("melanzan",),
        idle=True,
    ),
    User(
        "ermanno",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "quanti grammi fa un'oncia?",
                "chi ha scritto I promessi sposi?",
                "grazie mille",
            ),
        ),
        forbidden=("oncia", "Manzoni", "promess"),
    ),
    User(
        "nicolo",  # texting without accents: a degree, an evening job, no coffee, a girlfriend
        sessions=(
            (
                "cmq mi serve una mano x l'esame di statistica di giovedi, nn ci capisco niente",
                "sn al secondo anno di economia a tor vergata e la sera faccio il rider x "
                "deliveroo x pagarmi l'affitto, quindi posso studiare solo la mattina",
                "e nn dirmi di bere caffe xke nn lo bevo, mi fa venire la tachicardia",
                "quasi quasi mollo tutto e vado a fare il barista a londra, ma vabbe nn credo "
                "proprio",
                "ah e la mia ragazza giorgia fa il compleanno il 14, e allergica al nichel quindi "
                "niente bigiotteria, ke le regalo??",
            ),
        ),
        facts=(
            Fact("nicolo.studi", "self_direct", ("economia|economics|Vergata",)),
            Fact("nicolo.rider", "self_direct", ("rider|deliveroo|fattorin",)),
            Fact("nicolo.caffe", "negation", ("caff|coffee",), negated=True),
            Fact("nicolo.giorgia", "close_person", ("Giorgia", "nichel|nickel")),
        ),
        questions=(
            Question("ke mi consigli x stare sveglio durante la sessione?", "nicolo.caffe"),
            Question("regalo x i 6 mesi con la mia ragazza??", "nicolo.giorgia"),
            Question("come mi organizzo la settimana x preparare un esame?", "nicolo.rider"),
            Question("ke stage potrei fare d'estate che mi serva x la carriera?", "nicolo.studi"),
        ),
        forbidden=("londra", "barist"),
    ),
    User(
        "ivana",  # in Lei: an assistant's menu she never takes up, a father-in-law with Crohn's
        sessions=(
            (
                "Buonasera, mi servirebbe un'idea per il pranzo di domenica: vengono i miei "
                "suoceri e voglio fare bella figura.",
                "Eh, magari. Mio suocero Amedeo ha il morbo di Crohn e certi giorni mangia quasi "
                "solo riso in bianco, quindi niente di pesante. E faccio la logopedista qui a "
                "Bologna, lavoro anche il sabato mattina, quindi dev'essere una cosa che preparo "
                "il sabato pomeriggio.",
                "Va bene, grazie, ci penso io.",
            ),
        ),
        replies=(
            (
                "Buonasera, mi servirebbe un'idea per il pranzo di domenica: vengono i miei "
                "suoceri e voglio fare bella figura.",
                "Che bello! Le consiglio delle lasagne fatte in casa e, per finire, un tiramisù: "
                "vanno sempre a ruba.",
            ),
        ),
        facts=(
            Fact("ivana.amedeo", "close_person", ("Amedeo", "Crohn")),
            Fact("ivana.job", "self_direct", ("logoped|speech",)),
            Fact("ivana.citta", "self_passing", ("Bologn",)),
        ),
        questions=(
            Question(
                "Mio suocero viene con noi in montagna per un weekend. Cosa devo tenere presente?",
                "ivana.amedeo",
            ),
            Question(
                "Sto preparando un cesto di Natale per mio suocero. Cosa ci metto?", "ivana.amedeo"
            ),
            Question(
                "Vorrei aprire un profilo Instagram per il mio lavoro. Che contenuti potrei "
                "pubblicare?",
                "ivana.job",
            ),
            Question(
                "Sabato pomeriggio ho un'ora libera in centro: cosa posso andare a vedere?",
                "ivana.citta",
            ),
        ),
        forbidden=("lasagn", "tiramis", "ruba"),
    ),
    User(
        "osvaldo",  # Milanese: a job shown by his morning, his wife, diabetes, no car, a hedge
        sessions=(
            (
                "Ué, buongiorno. Stamattina alle sei ero già in guardiola: ho smistato la posta "
                "di quaranta appartamenti, ritirato tre pacchi per la sciura del quinto piano, e "
                "poi giù in cortile a litigare coi bidoni della differenziata. Adesso mi riposo "
                "un attimo.",
                "Le chiedo una cosa: mia moglie Gisella canta nel coro della Scala da vent'anni, "
                "e a maggio compie 50 anni. Cosa le potrei organizzare? Io di dolci non ne "
                "posso mangiare, ho il diabete di tipo due, ma per lei una torta ci vuole.",
                "Mia figlia dice che dovrei aprire un canale YouTube di ricette milanesi, ma "
                "figurati, io col telefono non so neanche mandare una foto.",
                "E niente gite che richiedano la macchina, eh: non ce l'ho, qui a Milano col "
                "metrò si va dappertutto.",
            ),
        ),
        facts=(
            Fact(
                "osvaldo.job",
                "inferred",
                ("portinai|portier|concierge|doorman|custod|guardiol",),
            ),
            Fact("osvaldo.gisella", "close_person", ("Gisella", "coro|choir|Scala|cantant|sing")),
            Fact("osvaldo.diabete", "constraint", ("diabet",)),
            Fact("osvaldo.macchina", "negation", ("macchina|automobil|vehicle",), negated=True),
        ),
        questions=(
            Question(
                "Per il compleanno di mia moglie vorrei farle una sorpresa. Che cosa mi "
                "suggerisce?",
                "osvaldo.gisella",
            ),
            Question(
                "Domenica vorrei portare i nipoti fuori città per una gita. Dove andiamo?",
                "osvaldo.macchina",
            ),
            Question(
                "L'amministratore mi ha chiesto di proporre delle regole nuove per il cortile. "
                "Come le scrivo?",
                "osvaldo.job",
            ),
            Question("Per il pranzo di Pasqua cosa posso preparare?", "osvaldo.diabete"),
        ),
        forbidden=("youtube", "canal"),
    ),
)
