"""A twenty-seventh round of held-out learning sets, written before any run of them and
without reading the learning code: `bq` in English, ten everyday people from Hull, the Isle
of Man, Ōtara in South Auckland, Barbados, Montana, New Orleans, Malta, Kuala Lumpur,
Hyderabad and Cameroon, each in their own idiom ("nur", "summat", "nithered", "moghrey
mie", "traa dy liooar", "talofa", "sole", "faafetai", "wha happenin", "cuh dear", "I does",
"you bet", "my knees is talkin", "yeah you right", "mela", "u ejja", "alamak", "tapau",
"lah", "nakko", "ashia", "how na"; a few type in lower case), and `br` in Italian, ten
people in Milan, Genoa, Naples, Calabria, the Salento, the Barbagia, Carnia, Val Gardena,
Ticino and Ancona, each in their own idiom and chat typing ("cmq", "nn", "taaac", "belin",
"maniman", "neh", "uè", "accussì", "nun", "cumpà", "'un lu sacciu", "mena", "moi", "eja",
"ajò", "a si biri", "mandi", "orpo", "servus", "passt", "bitte", "il Natel", "nagott",
"ciò", "bardascio"; dialect spelling, lower case). `br` was written on its own, with its
own people and situations: it is no translation of `bq`.

Most facts are told in passing, several to a turn, inside a request about something else:
a job said only by what it implies (fish fingers and custard for three hundred bairns at a
primary, bed baths and a cannula pulled out twice on a ward, fourteen propane tanks filled
before noon, six scalings and a root canal between patients, the judge's words typed up in
the law courts; three shops dressed for the sales with twelve mannequins, three split units
hung in thirty-eight degrees, top-ups and scratch cards sold from six in the morning, two
hundred ewes milked before dawn), a close person's condition given as the reason a
suggestion will not do (a son's haemophilia and a paintball day, a mother's dementia and a
flight home to Samoa, a mother-in-law's new knees and a temple queue; a boyfriend's favism
and a dish of broad beans, a husband's heart attack and a climb up Vesuvius, a
grandmother's diabetes and failing sight and a restaurant), standing constraints (a
lifeboat pager and ten minutes to the station, warfarin, a vegetarian house; a licence
taken away for two months, seasickness that rules out the ferry), preferences for how
answers are written (cups and spoons, Bahasa Melayu, points; grams, numbered steps) and
negations that must keep their "not" (no eggs, no alcohol, nothing spicy; no basil, no
horse meat, a fiancée who eats no fish, no smartphone). Each set changes three things with
no signal word: the later session only describes the new situation (a school bus route in
place of propane deliveries, a husband's wheelchair in place of his cane, the Gozo Channel
in place of a flat in Sliema; a honeymoon in place of a fiancée, a mother's room in a care
home in place of her own house up the valley, a first pension payment in place of the
cheese counter). The assistant's suggestions and wrong guesses that the user never takes
up are scripted as its answers (a nurse taken for a barmaid, a tortoise taken for a
grandchild), and their words, like those of plans the user doubts, of relatives'
suggestions turned down and of small talk, are words only an invented memory would hold.
In each set one user tells nothing, and one short chat is learned by the inactivity flush.
Questions are asked directly and on a topic the fact should shape. A keyword "a|b" is
found by either ("haemophil|hemophil"); keywords start a word ("vetrin" finds
"vetrinista"), and were chosen so that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH27: tuple[User, ...] = (
    User(
        "kath",  # Hull: a suggestion turned down for her son's condition; a job it implies
        sessions=(
            (
                "Ey up love. Our Jordan's eighteen next month and I want to get him summat "
                "he'll remember, a day out with his mates like. Any ideas? Not too dear, mind.",
                "Nur, love, that's no good. Jordan's got haemophilia, one knock and he's up "
                "Castle Hill with a bleed in his knee for a week. Summat where he won't get "
                "bashed about.",
                "And it wants to be a Saturday. I'm up at half five every weekday doing fish "
                "fingers and custard for three hundred bairns at a primary in Bransholme, spuds "
                "peeled by half eight, and I can't swap with nobody.",
                "It's been proper nithered this week, wind straight off the Humber. Ta love.",
            ),
        ),
        replies=(
            (
                "Ey up love. Our Jordan's eighteen next month and I want to get him summat "
                "he'll remember, a day out with his mates like. Any ideas? Not too dear, mind.",
                "Happy eighteenth to Jordan! How about a paintball day in the woods near "
                "Beverley, then go-karting and a burger with his mates afterwards?",
            ),
        ),
        facts=(
            Fact("kath.jordan", "close_person", ("Jordan", "haemophil|hemophil")),
            Fact("kath.job", "inferred", ("cook|catering|canteen|kitchen",)),
        ),
        questions=(
            Question(
                "Jordan wants to take up a sport at college. What would suit him?", "kath.jordan"
            ),
            Question(
                "Jordan's off to Magaluf with his mates in July. What should he pack?",
                "kath.jordan",
            ),
            Question(
                "I fancy doing a course to get on a bit at work. What would you suggest?",
                "kath.job",
            ),
            Question("What time should I be going to bed on a school night?", "kath.job"),
        ),
        forbidden=("paintball", "kart", "Beverley"),
    ),
    User(
        "juan",  # Isle of Man: a job in passing, a standing constraint, a negation, a doubted plan
        sessions=(
            (
                "Moghrey mie. Can you give us a plan to get a bit fitter over the winter? From "
                "May to September I'm driving the horse trams up and down Douglas prom, sat on "
                "my backside all day, and the belly's showing it.",
                "Mind, I'm crew on the lifeboat at Douglas, so when the pager goes I've to be at "
                "the station inside ten minutes, day or night. Nothing too far out of town.",
                "And no eggs in owt, I can't stand them, never could, even the smell of them "
                "turns me.",
                "The wife's got it in her head that I'll do the Parish Walk with her next June. "
                "Eighty-five mile? Traa dy liooar, we'll see.",
                "Gura mie ayd.",
            ),
        ),
        facts=(
            Fact("juan.job", "self_passing", ("tram",)),
            Fact("juan.lifeboat", "constraint", ("lifeboat|RNLI|pager",)),
            Fact("juan.egg", "negation", ("egg",), negated=True),
        ),
        questions=(
            Question("What's a good breakfast to set me up for a long day?", "juan.egg"),
            Question("Can you give me a recipe for pancakes for Shrove Tuesday?", "juan.egg"),
            Question(
                "I fancy taking the wife to Dublin for a long weekend in November. What do you "
                "reckon?",
                "juan.lifeboat",
            ),
            Question("Could I sign up for a night class in Ramsey on Thursdays?", "juan.lifeboat"),
            Question(
                "My hands are raw from the reins by teatime. What should I put on them?", "juan.job"
            ),
        ),
        forbidden=("Parish",),
    ),
    User(
        "mele",  # Ōtara: a preference, a job in passing, a mother's condition and a cousin's idea
        sessions=(
            (
                "Talofa! Can you help me with panikeke for my nephew's birthday, like forty of "
                "them? Give it to me in cups and spoons please, I don't own scales lol.",
                "I'll fry them after work. I'm on the early shift doing the bag screening at "
                "the airport, finish at six, then it's straight home.",
                "My mum Sina stays with us in Ōtara. My cousin keeps saying we should take Mum "
                "back to Apia for Christmas to see the aiga, but nah sole, her dementia's too "
                "bad, she gets lost going to the toilet at night and she'd be terrified on a "
                "plane.",
                "Faafetai lava sis, you're the best.",
            ),
        ),
        facts=(
            Fact("mele.cups", "preference", ("cup",)),
            Fact("mele.job", "self_passing", ("airport|aviation|avsec",)),
            Fact("mele.sina", "close_person", ("Sina", "dementia|alzheimer")),
        ),
        questions=(
            Question("How do I make a chocolate cake for Sunday to'ona'i?", "mele.cups"),
            Question("Can you give me a recipe for pineapple pie?", "mele.cups"),
            Question("What can I do with Mum on a Saturday afternoon?", "mele.sina"),
            Question(
                "We're moving Mum into the room downstairs. What should I set up for her?",
                "mele.sina",
            ),
            Question("I want to go for a team leader job at work. What would help?", "mele.job"),
        ),
        forbidden=("Apia",),
    ),
    User(
        "shondelle",  # Barbados: the assistant's wrong guess about her job corrected; a negation
        sessions=(
            (
                "Wha happenin. My feet does swell up like two breadfruit after my twelve hours "
                "Friday and Saturday. Wha I could do for them?",
                "Bar? Cuh dear, I ain't behind no bar. Twelve hours at de QEH on a medical "
                "ward: bed baths, dressings, drips, and de man in bed six pull out he cannula "
                "twice.",
                "And my brother Kemar turning forty Sunday and he want a lime by de beach, but "
                "I don't drink at all, not even a sip of rum, I's Pentecostal from small. Wha I "
                "could carry dat ain't alcohol?",
                "De rain come down so hard yesterday Lodge Road flood out again. Thanks, you real "
                "sweet.",
            ),
        ),
        replies=(
            (
                "Wha happenin. My feet does swell up like two breadfruit after my twelve hours "
                "Friday and Saturday. Wha I could do for them?",
                "Long shifts behind a hotel bar are hard on the feet! Get cushioned bartender "
                "shoes and put your feet up with a cold Banks after closing time.",
            ),
        ),
        facts=(
            Fact("shondelle.job", "inferred", ("nurs",)),
            Fact("shondelle.rum", "negation", ("rum|alcohol",), negated=True),
        ),
        questions=(
            Question("What drinks should I serve at my Christmas party?", "shondelle.rum"),
            Question("Can you give me a recipe for a Christmas black cake?", "shondelle.rum"),
            Question(
                "I want to study to move up in my job. What course should I look at?",
                "shondelle.job",
            ),
            Question("What vaccines should I keep up to date for work?", "shondelle.job"),
        ),
        forbidden=("hotel", "bartend", "Banks"),
    ),
    User(
        "wade",  # Montana: a job said only by what it implies, warfarin; then another job
        sessions=(
            (
                "Howdy. Filled fourteen propane tanks out past Lewistown before noon, road "
                "drifted shut twice and I had to chain up the truck. What's a good hot lunch I "
                "can keep in a thermos?",
                "Go easy on the spinach and kale, mind. I've been on warfarin since they put "
                "the new valve in my heart, and the doc's real particular about my greens "
                "staying the same week to week.",
                "Jolene wants us to sell up and winter down in Yuma with her sister. I dunno. "
                "Forty below builds character, I reckon.",
                "Thanks a bunch, you bet.",
            ),
            (
                "Thirty-one kids on my bus route out to Hobson this morning and the heater quit "
                "right at the top of Judith Gap, so they sang Jingle Bells the whole way down to "
                "keep warm. How do I keep them from going nuts on the ride home Friday?",
            ),
        ),
        facts=(
            Fact("wade.job", "changed", ("bus",), old=("propane",)),
            Fact("wade.warfarin", "constraint", ("warfarin|coumadin|valve",)),
        ),
        questions=(
            Question(
                "Which endorsements do I need to keep current on my licence for work?", "wade.job"
            ),
            Question(
                "What should I keep in the vehicle at work in case of a blizzard?", "wade.job"
            ),
            Question("Can I have a big spinach salad for supper tonight?", "wade.warfarin"),
            Question("I've got a bad toothache. What can I take for the pain?", "wade.warfarin"),
        ),
        forbidden=("Yuma",),
    ),
    User(
        "bernadette",  # New Orleans: a job in passing; then her husband's wheelchair, no signal
        sessions=(
            (
                "Hey baby. I'm makin a pot of gumbo for the church fish fry Friday, enough for "
                "fifty. How much okra and andouille I need?",
                "I got to make it Thursday night. I'm in housekeeping at the Monteleone Tuesday "
                "to Thursday, eighteen rooms a day, and my knees is talkin to me.",
                "My husband Alvin can't help me stir no more, he got Parkinson's and walks with "
                "a cane, he can't stand at the stove long.",
                "The Saints lost again Sunday, Lord. Yeah you right, thank you baby.",
            ),
            (
                "Alvin's wheelchair won't go through our bathroom door, it's two inches too "
                "wide, and the landlord say he ain't payin to widen it. What can I do?",
            ),
        ),
        facts=(
            Fact("bernadette.alvin", "changed", ("Alvin", "wheelchair"), old=("cane",)),
            Fact("bernadette.parkinson", "close_person", ("Alvin", "Parkinson")),
            Fact("bernadette.job", "self_passing", ("housekeep|Monteleone|maid|chambermaid",)),
        ),
        questions=(
            Question(
                "Alvin wants to come see the parades on St. Charles with me. What do we need to "
                "plan?",
                "bernadette.alvin",
            ),
            Question("How does my husband get around these days?", "bernadette.alvin"),
            Question("What can Alvin do for exercise at home?", "bernadette.parkinson"),
            Question("My back aches after work. What can I do about it?", "bernadette.job"),
        ),
        forbidden=("Saints",),
    ),
    User(
        "rita",  # Malta: a job said only by what it implies, a sister's idea; then Gozo
        sessions=(
            (
                "Bonġu! Mela, I need a light lunch I can take to work. I'm all day typing up "
                "what the judge and the lawyers say, word for word, in the courts in Valletta, "
                "and in August that building is like an oven.",
                "I live in a flat in Sliema, third floor, two minutes from the stop, so I can "
                "get it ready in the morning before I leave.",
                "My sister keeps telling me to come to her zumba class in Msida on Tuesday "
                "nights, but u ejja, me dancing? Never.",
                "The festa fireworks kept me awake till one, Madonna. Grazzi!",
            ),
            (
                "The Gozo Channel was so rough this morning I was sick on the boat, and then the "
                "41 from Ċirkewwa was full, so I reached the courts at quarter to ten. What can "
                "I take for seasickness that won't make me sleepy at work?",
            ),
        ),
        facts=(
            Fact("rita.home", "changed", ("Gozo",), old=("Sliema",)),
            Fact("rita.job", "inferred", ("stenograph|transcri|court|clerk",)),
        ),
        questions=(
            Question("How long does it take me to get to work in the morning?", "rita.home"),
            Question(
                "What time should I set my alarm to be at work by half past eight?", "rita.home"
            ),
            Question("Where's a good place for a walk near my home on Sunday?", "rita.home"),
            Question("My wrists hurt from work. What can I do?", "rita.job"),
            Question("I want to get better at my job. Which course would help?", "rita.job"),
        ),
        forbidden=("zumba",),
    ),
    User(
        "farah",  # Kuala Lumpur: a job it implies, a suggestion turned down, a preference
        sessions=(
            (
                "Hi, today I did six scaling and polishing, three fillings and one root canal, "
                "my neck and shoulder so pain lah. Got any stretches I can do between patients?",
                "Also what I can tapau for dinner tonight near Bangsar?",
                "Alamak, nothing spicy lah, I cannot take chilli at all, my stomach will kacau "
                "the whole night. Weird for a Malaysian, I know.",
                "My mother-in-law wants the whole family to balik kampung to Kota Bharu for "
                "Raya by car, ten hours in the jam somemore, with my Aisyah only four months. I "
                "don't think so.",
                "And can reply me in Bahasa Melayu? Easier to read, English I only use with the "
                "patients. Terima kasih, best!",
            ),
        ),
        replies=(
            (
                "Also what I can tapau for dinner tonight near Bangsar?",
                "Go for the nasi kandar at the famous stall on Jalan Telawi: ayam goreng "
                "berempah, and ask them to banjir everything with the curry!",
            ),
        ),
        facts=(
            Fact("farah.job", "inferred", ("dent|orthodont",)),
            Fact("farah.spicy", "negation", ("spic|chilli|chili|pedas",), negated=True),
            Fact("farah.bahasa", "preference", ("Bahasa|Melayu",)),
        ),
        questions=(
            Question("What should I order at the mamak tonight?", "farah.spicy"),
            Question("Give me a recipe for rendang for Raya.", "farah.spicy"),
            Question("Can you explain how a home loan works?", "farah.bahasa"),
            Question("How do I make an EPF withdrawal?", "farah.bahasa"),
            Question(
                "I want to open my own practice one day. What do I need to think about?",
                "farah.job",
            ),
        ),
        forbidden=("kandar", "Telawi", "banjir"),
    ),
    User(
        "sravani",  # Hyderabad, lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "hi, i am a pharmacist at an apollo pharmacy in kukatpally, 10 hours standing "
                "at the counter. can u suggest easy dinners i can make after 9pm? we are pure "
                "veg at home",
                "my mil savitri got both knees replaced in march, she cant sit on the floor or "
                "climb steps. my husband says take her to tirumala for darshan, nakko, the "
                "queue and all those steps she cant",
                "send in points pls, i read it on the metro",
                "ok thank u, super",
            ),
        ),
        facts=(
            Fact("sravani.job", "self_direct", ("pharmac",)),
            Fact("sravani.savitri", "close_person", ("Savitri", "knee")),
            Fact("sravani.veg", "constraint", ("veg",)),
            Fact("sravani.points", "preference", ("point|bullet",)),
        ),
        questions=(
            Question("what outing can i plan for my mother-in-law this sunday?", "sravani.savitri"),
            Question("what exercises can savitri do at home?", "sravani.savitri"),
            Question("suggest a menu for my son's birthday party", "sravani.veg"),
            Question("which certification will help me grow in my job?", "sravani.job"),
            Question("explain how mutual funds work", "sravani.points"),
        ),
        idle=True,
        forbidden=("Tirumala",),
    ),
    User(
        "achille",  # Buea: tells nothing about himself, anything learned is invented
        sessions=(
            (
                "How na my broda, how long from Buea to Limbe by taxi?",
                "And weti be the height of Mount Cameroon?",
                "Tank you, ashia.",
            ),
        ),
        forbidden=("Limbe", "Buea"),
    ),
)

ITALIAN27: tuple[User, ...] = (
    User(
        "giulia",  # Milan: a suggestion turned down for her boyfriend's favism; a job implied
        sessions=(
            (
                "Ciao! Domenica vengono a pranzo i genitori del mio ragazzo, Pietro, per la "
                "prima volta, e voglio fare bella figura. Cosa cucino?",
                "Noo, ma sei matto? Pietro ha il favismo, le fave nn le può nemmeno toccare, "
                "finisce al pronto soccorso. Cmq niente di troppo sbatti.",
                "E deve essere roba da preparare il sabato sera, perché fino alle sette sono "
                "in Corso Buenos Aires a rifare da capo tre negozi per i saldi: dodici manichini "
                "da vestire, luci da appendere e cartelli da montare.",
                "Taaac, grazie mille, sei un grande.",
            ),
        ),
        replies=(
            (
                "Ciao! Domenica vengono a pranzo i genitori del mio ragazzo, Pietro, per la "
                "prima volta, e voglio fare bella figura. Cosa cucino?",
                "Che bella occasione! Fai un menu romano di primavera: fave fresche e pecorino "
                "come antipasto, poi la vignarola e per finire una crostata di ricotta.",
            ),
        ),
        facts=(
            Fact("giulia.pietro", "close_person", ("Pietro", "favism|G6PD")),
            Fact("giulia.job", "inferred", ("vetrin|visual|allestiment|allestitr",)),
        ),
        questions=(
            Question(
                "A Pasqua vorrei fare una gita in Puglia con Pietro. Cosa dobbiamo sapere?",
                "giulia.pietro",
            ),
            Question("Cosa posso cucinare a Pietro per il nostro anniversario?", "giulia.pietro"),
            Question("Che corso potrei fare per crescere nel mio lavoro?", "giulia.job"),
            Question(
                "Voglio preparare un portfolio per cercare un lavoro migliore. Cosa ci metto?",
                "giulia.job",
            ),
        ),
        forbidden=("vignarol", "pecorin", "ricott"),
    ),
    User(
        "nando",  # Genoa: a job in passing, a negation, a constraint, a sister-in-law's idea
        sessions=(
            (
                "Belin, ho la schiena a pezzi. Stanotte ho scaricato container a Calata Sanità "
                "fino alle sei, faccio il camallo da trent'anni. Che esercizi faccio per la "
                "lombare?",
                "E dammi un'idea per il pranzo che non sia il pesto, che a me il basilico fa "
                "schifo, non lo mangio neanche sotto tortura. Sì, lo so, un genovese.",
                "Per due mesi vado al lavoro a piedi o in bus, maniman: mi hanno ritirato la "
                "patente per l'autovelox sulla Sopraelevata.",
                "Mia cognata insiste che apra una friggitoria con lei a Sampierdarena, ma "
                "figurati, io non so neanche friggere un uovo.",
                "Domenica c'è il derby, forza Genoa. Grazie, neh.",
            ),
        ),
        facts=(
            Fact("nando.job", "self_passing", ("camall|portual",)),
            Fact("nando.basilico", "negation", ("basilic|pesto",), negated=True),
            Fact("nando.patente", "constraint", ("patent",)),
        ),
        questions=(
            Question("Mi dai la ricetta delle trofie per domenica?", "nando.basilico"),
            Question("Cosa metto sulla pizza che faccio in casa stasera?", "nando.basilico"),
            Question(
                "Sabato voglio portare mia moglie a Camogli. Come ci andiamo?", "nando.patente"
            ),
            Question("Come arrivo al lavoro la settimana prossima?", "nando.patente"),
            Question("Ho le mani tutte rovinate dopo il turno. Cosa posso fare?", "nando.job"),
        ),
        forbidden=("friggitor",),
    ),
    User(
        "carmela",  # Naples: a preference, a job in passing, a husband's heart, a daughter's idea
        sessions=(
            (
                "Uè, buongiorno. Domenica vengono i figli con i nipoti a pranzo, simmo diciotto "
                "a tavola, e voglio fare la genovese. Quanta cipolla e quanta carne me serve? E "
                "scrivimi tutto in grammi, ca a occhio nun so fa'.",
                "La devo mettere sul fuoco sabato, perché dal lunedì al venerdì faccio la "
                "bidella alla scuola media di Fuorigrotta, e tre piani li pulisco io.",
                "Mia figlia Titti dice che dopo pranzo dobbiamo salire tutti a piedi fino al "
                "cratere del Vesuvio, ma Ciro, mio marito, a gennaio ha avuto l'infarto e col "
                "cuore accussì nun può fa' salite. Resta a casa cu me.",
                "Mannaggia, piove da tre giorni e il Napoli ha pure pareggiato. Grazie assaje.",
            ),
        ),
        facts=(
            Fact("carmela.grammi", "preference", ("gramm",)),
            Fact("carmela.job", "self_passing", ("bidell|collaborat",)),
            Fact("carmela.ciro", "close_person", ("Ciro", "infart|cuor|cardi")),
        ),
        questions=(
            Question("Mi dai la ricetta del babà?", "carmela.grammi"),
            Question("Come si fa il ragù per la domenica?", "carmela.grammi"),
            Question("Cosa posso fare con mio marito la domenica pomeriggio?", "carmela.ciro"),
            Question(
                "Ciro vuole tornare a giocare a calcetto con gli amici. Che ne pensi?",
                "carmela.ciro",
            ),
            Question("Mi fanno male le braccia dopo il lavoro. Che faccio?", "carmela.job"),
        ),
        forbidden=("cratere",),
    ),
    User(
        "rocco",  # Calabria: a job it implies, a fiancée's negation; then a honeymoon, no signal
        sessions=(
            (
                "Cumpà, oggi ho montato tre split a Lamezia sotto 38 gradi, uno sul terrazzo di "
                "un quarto piano, e ho bucato due muri per far passare i tubi del gas. Che devo "
                "bere pe' non svenire sul lavoro?",
                "La mia fidanzata Teresa vuole che ci trasferiamo a Bologna, dove lavora sua "
                "sorella, ma 'un lu sacciu, qui c'ho la ditta con mio padre.",
                "E sabato la porto a cena a Pizzo, ma Teresa non mangia pesce, manco il pesce "
                "spada, quindi mi serve un posto con la carne.",
                "Grazie assai, si' 'nu mitu.",
            ),
            (
                "Io e Teresa siamo rientrati ieri sera dal viaggio di nozze a Lampedusa, e la "
                "casa a Lamezia è piena di scatoloni e di regali. Come sistemo la cucina, che è "
                "piccola?",
            ),
        ),
        facts=(
            Fact(
                "rocco.teresa",
                "changed",
                ("Teresa", "moglie|sposat|nozze|marit"),
                old=("fidanzat",),
            ),
            Fact("rocco.pesce", "negation", ("pesce|pesci",), negated=True),
            Fact("rocco.job", "inferred", ("condizionator|climatizz|frigorist|installat",)),
        ),
        questions=(
            Question("Che regalo faccio a Teresa per San Valentino?", "rocco.teresa"),
            Question(
                "Vorremmo chiedere un mutuo per la casa. Che documenti servono a me e Teresa?",
                "rocco.teresa",
            ),
            Question("Cosa cucino per Teresa stasera?", "rocco.pesce"),
            Question("Che patentino mi conviene prendere per il lavoro?", "rocco.job"),
            Question("Quanto dovrei chiedere per un intervento di manutenzione?", "rocco.job"),
        ),
        forbidden=("Bologna",),
    ),
    User(
        "dora",  # the Salento: the assistant's wrong guess corrected; a job implied, a negation
        sessions=(
            (
                "Buonasera. Ninetto non vuole mangiare da due giorni, se ne sta fermo in un "
                "angolo del giardino e non si muove. Che devo fare?",
                "Ma ce dici? Ninetto è la mia tartaruga, tiene sessant'anni, era di mia suocera.",
                "E domani mattina alle sei devo stare aperta: ricariche, bollette, duecento "
                "gratta e vinci, sigarette e marche da bollo, e nessuno che mi dà il cambio.",
                "Mio marito Uccio vuole i pezzetti al sugo per la festa di Sant'Oronzo, ma io la "
                "carne di cavallo non la mangio, mi fa impressione. Moi ce cucino per me?",
                "Mena, grazie assai.",
            ),
        ),
        replies=(
            (
                "Buonasera. Ninetto non vuole mangiare da due giorni, se ne sta fermo in un "
                "angolo del giardino e non si muove. Che devo fare?",
                "Povero piccolo! Alla sua età capita: prova con un omogeneizzato alla frutta e, "
                "se ha la febbre, portalo subito dal pediatra.",
            ),
        ),
        facts=(
            Fact("dora.ninetto", "self_passing", ("Ninetto", "tartarug|testuggin")),
            Fact("dora.job", "inferred", ("tabacc",)),
            Fact("dora.cavallo", "negation", ("cavall",), negated=True),
        ),
        questions=(
            Question("Cosa do da mangiare a Ninetto quando arriva l'inverno?", "dora.ninetto"),
            Question(
                "Vado dieci giorni da mia figlia a Torino. Come faccio con Ninetto?",
                "dora.ninetto",
            ),
            Question("Mi consigli una trattoria tipica a Lecce per sabato sera?", "dora.cavallo"),
            Question("Che secondo di carne preparo per il pranzo di domenica?", "dora.cavallo"),
            Question("Come posso attirare più clienti nella mia attività?", "dora.job"),
        ),
        forbidden=("omogeneizz", "pediatr"),
    ),
    User(
        "efisio",  # the Barbagia: a job said only by what it implies, seasickness, a son's idea
        sessions=(
            (
                "Bonas. Stamattina alle cinque ho munto duecento pecore con mio figlio "
                "Bachisio, poi ho portato il latte al caseificio e sono andato a cercare tre "
                "agnelli scappati verso il Supramonte. Cosa mi metto sulle mani, che sono tutte "
                "spaccate?",
                "Il mese prossimo devo andare a Genova, operano mia sorella, ma in nave non ci "
                "salgo, soffro il mal di mare che mi ammazza anche con l'acqua piatta. Come ci "
                "arrivo?",
                "Bachisio vuole che apriamo un agriturismo con le camere, ajò, a sessantadue anni "
                "con le ginocchia che ho?",
                "Eja, grazie. A si biri.",
            ),
        ),
        facts=(
            Fact("efisio.job", "inferred", ("pastor|allevator|allevament|ovin",)),
            Fact("efisio.mare", "constraint", ("mare|chinetos",)),
        ),
        questions=(
            Question(
                "A Natale voglio andare da mio fratello a Livorno. Come ci vado?", "efisio.mare"
            ),
            Question(
                "Mia moglie vorrebbe una settimana in Corsica a settembre. Come la organizziamo?",
                "efisio.mare",
            ),
            Question("Quale cane mi conviene prendere per il lavoro?", "efisio.job"),
            Question("Che contributi posso chiedere per la mia attività?", "efisio.job"),
        ),
        forbidden=("agriturism",),
    ),
    User(
        "nives",  # Carnia: a mother alone up the valley, a job in passing; then a care home
        sessions=(
            (
                "Mandi. La mia mamma Ines ha novantun anni e vive da sola nella sua casa a "
                "Sauris, io salgo ogni sera dopo il lavoro. Cosa le posso cucinare di morbido, "
                "che ha pochi denti?",
                "Faccio la postina a Tolmezzo, giro col motorino dalle otto alle due, quindi il "
                "pomeriggio ce l'ho, ma salire a Sauris d'inverno con la neve, orpo.",
                "Mio fratello dice di portarla a vivere da lui, ma la mamma non lascia la sua "
                "casa neanche morta.",
                "Ieri a Tolmezzo c'era un vento che portava via i coppi. Mandi, grazie.",
            ),
            (
                "Oggi pomeriggio ho portato alla mamma i suoi cuscini e le foto dei nipoti nella "
                "sua stanza alla casa di riposo di Tolmezzo, le infermiere dicono che la notte "
                "dorme. Cosa le posso regalare per Natale da tenere sul comodino?",
            ),
        ),
        facts=(
            Fact("nives.ines", "changed", ("riposo|RSA",), old=("Sauris",)),
            Fact("nives.job", "self_passing", ("postin|portalett",)),
        ),
        questions=(
            Question("Dove vive la mia mamma?", "nives.ines"),
            Question(
                "Domenica vorrei portare la mamma a pranzo fuori. Cosa devo organizzare?",
                "nives.ines",
            ),
            Question("Quanto tempo mi serve per andare dalla mamma dopo il lavoro?", "nives.ines"),
            Question("Mi fa male la schiena dopo il giro. Cosa posso fare?", "nives.job"),
            Question("Che giacca mi compro per non bagnarmi al lavoro?", "nives.job"),
        ),
        forbidden=("coppi",),
    ),
    User(
        "lukas",  # Val Gardena, lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "servus! cioè, ciao :) sono maestro di sci a ortisei, in alta stagione faccio "
                "sei ore al giorno sulla seceda con i bambini. mi consigli un burrocacao che "
                "regge il vento?",
                "la mia oma resi abita con noi al maso, ha il diabete e ormai ci vede "
                "pochissimo, quindi il suo compleanno lo facciamo a casa e non al ristorante "
                "come dice mio papà",
                "scrivimi i passaggi numerati, uno per riga, bitte, che li leggo sul telefono in "
                "seggiovia",
                "passt, danke!",
            ),
        ),
        facts=(
            Fact("lukas.job", "self_direct", ("maestr|istruttor",)),
            Fact("lukas.resi", "close_person", ("Resi", "diabet")),
            Fact("lukas.numerati", "preference", ("numerat",)),
        ),
        questions=(
            Question("cosa posso cucinare per la oma la domenica?", "lukas.resi"),
            Question("che regalo faccio alla mia oma per natale?", "lukas.resi"),
            Question("come trovo più clienti privati per la prossima stagione?", "lukas.job"),
            Question("come si rinnova la carta d'identità?", "lukas.numerati"),
        ),
        idle=True,
        forbidden=("ristorant",),
    ),
    User(
        "moreno",  # Ticino: the cheese counter, a negation, a son's idea; then a pension
        sessions=(
            (
                "Buongiorno. Cerco una ricetta con il formaggio d'alpe da far assaggiare ai "
                "clienti al banco formaggi della Migros di Bellinzona, dove sto da ventotto "
                "anni. Qualcosa di semplice, che la gente si ferma.",
                "Mio figlio Nicola vuole portarmi a fare il giro della Valle di Blenio in "
                "bicicletta elettrica, ma con le mie ginocchia, nagott.",
                "E non ho lo smartphone, solo il Natel vecchio coi tasti, quindi niente "
                "applicazioni, per favore.",
                "Sabato l'Ambrì ha battuto il Lugano alla Gottardo Arena, che goduria. Bon, "
                "grazie, ciao ciao.",
            ),
            (
                "Stamattina alle nove, un martedì, ero già sul Ticino a pescare trote col Natel "
                "spento, e a fine mese sul conto mi arriva la prima rendita AVS. Che hobby mi "
                "consigli per i giorni di pioggia?",
            ),
        ),
        facts=(
            Fact("moreno.job", "changed", ("pension|AVS|rendit",), old=("Migros",)),
            Fact("moreno.natel", "negation", ("smartphon",), negated=True),
        ),
        questions=(
            Question("Posso iscrivermi a un corso di scultura il mercoledì mattina?", "moreno.job"),
            Question("A che ora mi conviene fare la spesa durante la settimana?", "moreno.job"),
            Question("Devo fare un corso di aggiornamento per il lavoro?", "moreno.job"),
            Question("Come posso pagare le fatture senza andare alla posta?", "moreno.natel"),
            Question(
                "Come faccio a vedere le foto dei nipoti che mi manda mia nuora?", "moreno.natel"
            ),
        ),
        forbidden=("Blenio",),
    ),
    User(
        "sauro",  # Ancona: tells nothing about himself, anything learned is invented
        sessions=(
            (
                "Ciò, quanto ce vole col treno da Ancona a Bologna?",
                "E quanti gradini c'ha la scalinata del Passetto?",
                "Grazie, bardascio.",
            ),
        ),
        forbidden=("Bologna", "Passetto"),
    ),
)
