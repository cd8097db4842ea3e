"""A ninth round of held-out learning sets, written before any run of them and without
reading the learning code: `ai` in English (British and American speech) and `aj` in
Italian. Each language's set was written on its own, with its own people and situations
(neither is a translation of the other, nor of `o`-`ah`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (six stacks of soot and a brush up a flue nobody had touched
since 1970, a frozen mouse a sulking pet was owed; four hundred envelopes and fifty
registered letters off a yellow moped, a hen that laid in the clean washing), standing
constraints and negations that should shape answers on other topics (`negated`: a memory
must keep the "not"), hedges (a plan the user doubts is no fact: its words are
`forbidden`), some of them spread over several sentences ("My cousin's on at me to ...
Might be nice, I suppose. Then again ...", "Mio fratello vuole che ... Mah. Magari,
chissà. Però ..."), weather and the day's news in the same turn as a real fact, other
people with their own attributes, and three changes per set of attributes no earlier set
changed (sons every other weekend who now live with their father, train-track braces
that came off for a night-time retainer, the launderette given up for a washer-dryer; a
fixed-term contract made permanent, dentures replaced by implants, a daughter who lived
with her parents and now lives alone in a studio flat): one said with a signal ("Big
news", "Novità grossa"), two without one (the later session only mentions the new value
in passing). Assistant suggestions the user never takes up are scripted (`replies`) and
their words are `forbidden`, as are the words of a quoted text the user asks to have
rewritten or translated; one user per set tells nothing. Questions are asked in the
user's language on a topic the fact should shape. A keyword "a|b" is found by either
("panettier|baker": a memory may be written in Italian or in English); Italian keywords
are stems ("indeterminat" finds "indeterminato" and "indeterminata", "impiant" finds
"impianti"), and keywords were chosen so that no other user's memory would hold them
unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH9: tuple[User, ...] = (
    User(
        "corinne",  # chatty: a job, a town and a wife beside a request
        sessions=(
            (
                "Hey there! Sorry in advance if I ramble, I'm running on three coffees. I'm a "
                "court stenographer, and today was a nine-hour deposition about a property line "
                "dispute over, I kid you not, one crabapple tree.",
                "My wife Dagny runs the girls' hockey program at the rink, so she's gone by five "
                "every morning and I get the dog walk in the dark. Duluth in February, baby. It "
                "was eighteen below on the porch when I went out.",
                "Anyway, how do I keep my glasses from fogging up every time I come inside?",
            ),
        ),
        facts=(
            Fact("corinne.job", "self_direct", ("stenograph|court",)),
            Fact("corinne.town", "self_passing", ("Duluth",)),
            Fact("corinne.dagny", "close_person", ("Dagny", "hockey|rink")),
        ),
        questions=(
            Question(
                "My wrists and fingers are aching by the end of every workday. What can I do "
                "about it?",
                "corinne.job",
            ),
            Question(
                "My old college roommate is flying in for a long weekend next month. What should "
                "we do?",
                "corinne.town",
            ),
            Question("Our anniversary is coming up. What should I get my wife?", "corinne.dagny"),
        ),
        forbidden=("fog", "crabapple", "tree"),
    ),
    User(
        "hartley",  # a job and a snake said only by what they imply, and a hedge
        sessions=(
            (
                "Six stacks today, two of them on a terrace in Halifax where nobody'd had a brush "
                "up the flue since about 1970. Rods, brushes, the big vac, and I'm still blowing "
                "black out of my nose.",
                "Then I get home and realise I forgot to take Noodle's mouse out of the freezer "
                "this morning, so she's been sulking on her heat mat all evening, tongue flicking "
                "at me through the glass.",
                "I keep telling myself I'll learn the bagpipes before I'm fifty. Don't hold your "
                "breath, mind, I've been saying it for six years.",
                "What's the actual difference between baking soda and baking powder?",
            ),
        ),
        facts=(
            Fact("hartley.job", "inferred", ("chimney|sweep|flue|soot",)),
            Fact("hartley.noodle", "inferred", ("Noodle",)),
        ),
        questions=(
            Question(
                "I'm getting my van signwritten next month. What should I put on it?",
                "hartley.job",
            ),
            Question(
                "We're off to Tenerife for ten days in June. What do I need to sort out before we "
                "go?",
                "hartley.noodle",
            ),
        ),
        forbidden=("bagpipe", "soda", "powder"),
    ),
    User(
        "henrietta",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "Right, before anything else, you should know this because it'll come up a lot: "
                "I've got POTS, postural tachycardia. If I stand still for more than a few "
                "minutes my heart races and I go grey and woozy, so queues are a nightmare.",
                "And I don't drive on motorways. Not since a lorry shunted me on the M62 in 2016. "
                "A-roads and B-roads only, however long it takes.",
                "My cousin's on at me to go halves with her on a holiday let in Cornwall. Might be "
                "nice, I suppose. Then again, I know nothing about boilers or bookings, and I'd be "
                "up at three in the morning fretting about the reviews.",
                "Why does bread go stale faster in the fridge?",
            ),
        ),
        facts=(
            Fact("henrietta.pots", "constraint", ("POTS|postural|tachycard",)),
            Fact("henrietta.motorway", "negation", ("motorway",), negated=True),
        ),
        questions=(
            Question(
                "I've got tickets for a gig at the Academy next month, general admission. Any "
                "tips?",
                "henrietta.pots",
            ),
            Question(
                "I've been offered Saturday shifts on the tills at the garden centre. Should I "
                "take them?",
                "henrietta.pots",
            ),
            Question(
                "We're driving from Leeds to my sister's in Exeter for Easter. How should we plan "
                "the journey?",
                "henrietta.motorway",
            ),
        ),
        forbidden=("Cornwall", "cousin", "boiler", "review", "bread", "fridge"),
    ),
    User(
        "dwayne",  # the day's news, then a constraint, a preference and a negation
        sessions=(
            (
                "You see the news? A truck full of live lobsters flipped on I-95 outside Portland "
                "and they closed both lanes for hours. Wild. Anyway, heads up, since it's gonna "
                "matter for a while: my jaw's wired shut after a bike wreck, so for the next six "
                "weeks it's smoothies, soup and anything I can drink through a straw, and I can "
                "barely get a word out.",
                "And call me Moose. Everybody does, even my mother. Dwayne makes me feel like I'm "
                "in trouble.",
                "Also, nothing from Google, please. No Gmail, no Chrome, no Maps. I deleted the "
                "whole lot last year and I sleep better for it.",
                "Who invented the zipper?",
            ),
        ),
        facts=(
            Fact("dwayne.jaw", "constraint", ("jaw|wired",)),
            Fact("dwayne.moose", "preference", ("Moose",)),
            Fact("dwayne.google", "negation", ("Google",), negated=True),
        ),
        questions=(
            Question(
                "My buddy's bachelor party is at a steakhouse on Saturday. How do I handle it?",
                "dwayne.jaw",
            ),
            Question(
                "I'm supposed to give a toast at my sister's engagement party in two weeks. Any "
                "advice?",
                "dwayne.jaw",
            ),
            Question("Can you write me a quick pep talk for Monday morning?", "dwayne.moose"),
            Question(
                "What's the easiest way to share our vacation photos with the whole family?",
                "dwayne.google",
            ),
        ),
        forbidden=("lobster", "Portland", "lanes", "zipper"),
    ),
    User(
        "mirabel",  # two other people, each with their own attributes
        sessions=(
            (
                "My stepdad Clement has been living with us since his throat cancer treatment. "
                "The radiotherapy wrecked his swallow, so everything he eats has to be puréed or "
                "really soft, and he can choke on a dry cracker.",
                "And our eldest, Posy, has selective mutism. She chatters away non-stop at home, "
                "but outside the family she freezes and can't get a single word out.",
                "How do I get candle wax off a linen tablecloth?",
            ),
        ),
        facts=(
            Fact(
                "mirabel.clement", "close_person", ("Clement", "swallow|dysphag|puree|purée|chok")
            ),
            Fact("mirabel.posy", "close_person", ("Posy", "mutism|mute|selective")),
        ),
        questions=(
            Question(
                "It's my stepdad's eightieth next month and I'd love to take him out for a meal. "
                "Where should I book?",
                "mirabel.clement",
            ),
            Question(
                "Our eldest is starting at a new school in September. How can I help her settle "
                "in?",
                "mirabel.posy",
            ),
        ),
        forbidden=("wax", "candle", "tablecloth", "linen"),
        idle=True,
    ),
    User(
        "gareth",  # sons every other weekend who now live with him, changed with a signal
        sessions=(
            (
                "I have my two lads, Kit and Rory, every other weekend. Their mum has them the "
                "rest of the time, so I try to cram a fortnight of fun into a Saturday and a "
                "Sunday.",
                "What's a good film for a rainy afternoon?",
            ),
            (
                "Big news: I've got full custody of the boys now! Their mum's taken a job on the "
                "rigs, so it's school runs, packed lunches and PE kits every single day.",
                "How do I get a nine-year-old to eat vegetables?",
            ),
        ),
        facts=(
            Fact(
                "gareth.boys",
                "changed",
                ("custody|full",),
                old=("weekend|fortnight|alternate",),
            ),
        ),
        questions=(
            Question(
                "My firm wants me in the Frankfurt office three days a month from the spring. "
                "Should I say yes?",
                "gareth.boys",
            ),
            Question(
                "I'm thinking of trading in my two-seater. What should I look at?", "gareth.boys"
            ),
        ),
        forbidden=("film", "vegetable"),
    ),
    User(
        "annika",  # train-track braces that came off, said only in passing
        sessions=(
            (
                "I'm 34 and I've finally got train-track braces, top and bottom. Eighteen months "
                "of them: no toffee, no popcorn, and I've already snapped a bracket on a crusty "
                "roll.",
                "Can you recommend a good audiobook for a long train journey?",
            ),
            (
                "Now my teeth are finally straight I keep catching myself grinning in shop "
                "windows, and the retainer only has to go in at night. Anyway, what's a nice way "
                "to cook salmon?",
            ),
        ),
        facts=(Fact("annika.teeth", "changed", ("retainer|straight",), old=("brace",)),),
        questions=(
            Question(
                "I've got professional headshots for work booked next week. Any tips?",
                "annika.teeth",
            ),
            Question(
                "We're going to the fair on Saturday: toffee apples, candyfloss, the lot. "
                "Anything I should watch out for?",
                "annika.teeth",
            ),
        ),
        forbidden=("audiobook", "salmon"),
    ),
    User(
        "eluned",  # the launderette given up for a washer-dryer, said only in passing
        sessions=(
            (
                "Every Sunday I haul two big bags of laundry down to the launderette on Stryd "
                "Fawr and do the crossword while it all spins. The flat's got nowhere to plumb "
                "anything in.",
                "What's the best way to descale a kettle?",
            ),
            (
                "Now the landlord's finally squeezed a washer-dryer in under the stairs, I did "
                "four loads on Saturday in my slippers. Luxury! Anyway, how do I stop cut tulips "
                "drooping?",
            ),
        ),
        facts=(
            Fact(
                "eluned.laundry",
                "changed",
                ("washer|dryer",),
                old=("launderette|laundrette|laundromat",),
            ),
        ),
        questions=(
            Question(
                "My son's joined a rugby club and his kit comes home caked in mud twice a week. "
                "How do I keep on top of it?",
                "eluned.laundry",
            ),
            Question(
                "My in-laws are staying for a week and I'll be drowning in bedding and towels. "
                "How should I plan it?",
                "eluned.laundry",
            ),
        ),
        forbidden=("crossword", "kettle", "descale", "tulip"),
    ),
    User(
        "jolyon",  # an assistant suggestion the user turns down
        sessions=(
            (
                "It's our tenth anniversary in May. Where should we go for a few days?",
                "Hmm, not for us. Mungo, our old lurcher, comes everywhere with us, and my "
                "husband Lennox sleeps with a CPAP machine, so anywhere without a plug by the bed "
                "is a non-starter.",
                "ok, ta",
            ),
        ),
        replies=(
            (
                "It's our tenth anniversary in May. Where should we go for a few days?",
                "A Norwegian fjords cruise, with a stop in Bergen and a ride on the Flåm railway: "
                "unforgettable, and the cabins are gorgeous.",
            ),
        ),
        facts=(
            Fact("jolyon.mungo", "self_passing", ("Mungo|lurcher",)),
            Fact("jolyon.lennox", "close_person", ("Lennox", "CPAP|apnoea|apnea")),
        ),
        questions=(
            Question("So where should we go instead?", "jolyon.mungo"),
            Question(
                "We fancy a weekend's camping in Snowdonia this summer. What do we need to sort "
                "out?",
                "jolyon.lennox",
            ),
        ),
        forbidden=("Norwegian", "fjord", "cruise", "Bergen", "Flåm", "railway", "cabin"),
    ),
    User(
        "rochelle",  # a suggestion waved away, a budget and a daughter said in passing
        sessions=(
            (
                "Can you recommend a bike for my daughter? She just turned 12 and we've got about "
                "$350 to spend.",
                "No, that won't work. Odalys has cerebral palsy and her balance isn't great, so "
                "she needs something really stable, like an adaptive trike with a step-through "
                "frame.",
                "got it, thanks",
            ),
        ),
        replies=(
            (
                "Can you recommend a bike for my daughter? She just turned 12 and we've got about "
                "$350 to spend.",
                "The Trek Marlin 5 is a great pick for a preteen: hydraulic disc brakes and a "
                "lightweight aluminum frame that's perfect for trails.",
            ),
        ),
        facts=(
            Fact("rochelle.budget", "self_passing", ("350",)),
            Fact("rochelle.odalys", "close_person", ("Odalys", "cerebral|palsy|balance")),
        ),
        questions=(
            Question("So which one should I get her?", "rochelle.budget"),
            Question(
                "My daughter wants to go to a summer camp this year. What should I look for?",
                "rochelle.odalys",
            ),
        ),
        forbidden=("Trek", "Marlin", "hydraulic", "aluminum", "trail"),
    ),
    User(
        "leopold",  # a boss's attribute, a hedge, a text to rewrite
        sessions=(
            (
                "My boss, Fenwick, is a recovering alcoholic, nine years sober, and he's very open "
                "about it.",
                "I might put in for a transfer to the Aberdeen office, but honestly I doubt I'll "
                "get round to it.",
                "Can you make this sound more professional? 'Hiya all, the printer on floor 3 is "
                "broken AGAIN so don't use it, IT are coming Tuesday maybe. Cheers.'",
            ),
        ),
        facts=(Fact("leopold.fenwick", "close_person", ("Fenwick", "sober|alcohol|teetotal")),),
        questions=(
            Question(
                "I'm organising the team's summer do. What should I plan?",
                "leopold.fenwick",
            ),
        ),
        forbidden=("Aberdeen", "transfer", "printer", "floor", "Tuesday"),
    ),
    User(
        "wilfred",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how far away is the moon?",
                "what's 15 percent of 80?",
                "cheers",
            ),
        ),
        forbidden=("moon", "lunar", "percent", "384"),
    ),
)

ITALIAN9: tuple[User, ...] = (
    User(
        "serafina",  # chatty: a job, a town and a partner beside a request
        sessions=(
            (
                "Ciao! Scusami se scrivo a rate, ho ancora le mani piene di farina. Faccio la "
                "panettiera: alle tre di notte ero già davanti al forno a legna, e stamattina il "
                "lievito madre non ne voleva sapere di partire.",
                "Il mio compagno, Nicola, fa il vigile del fuoco, con i turni da 24 ore, "
                "quindi ci incrociamo sulla porta. Però vuoi mettere svegliarsi qui a Matera, con "
                "i Sassi che diventano rosa all'alba?",
                "Senti, come si toglie il calcare dal bollitore?",
            ),
        ),
        facts=(
            Fact("serafina.job", "self_direct", ("panettier|panific|fornai|baker",)),
            Fact("serafina.citta", "self_passing", ("Matera",)),
            Fact("serafina.nicola", "close_person", ("Nicola", "vigil|pompier|firefight|fire")),
        ),
        questions=(
            Question(
                "Voglio aprire una pagina Instagram per il lavoro. Che tipo di contenuti mi "
                "consigli?",
                "serafina.job",
            ),
            Question(
                "Una mia amica di Torino viene a trovarmi per un weekend lungo a maggio. Dove la "
                "porto?",
                "serafina.citta",
            ),
            Question(
                "Tra poco è il compleanno del mio compagno. Cosa gli posso regalare?",
                "serafina.nicola",
            ),
        ),
        forbidden=("calcare", "bollitore"),
    ),
    User(
        "gennaro",  # a job and a hen said only by what they imply, and a hedge
        sessions=(
            (
                "Oggi quattrocento buste e una cinquantina di raccomandate, col motorino giallo "
                "che mi si è spento due volte in salita, e la signora del terzo piano che mi ha "
                "tenuto mezz'ora sul pianerottolo a parlarmi del nipote.",
                "Poi torno a casa e trovo Brigida che ha fatto l'uovo dentro la cesta dei panni "
                "puliti, tutta fiera, a chiocciare come se avesse vinto alla lotteria.",
                "Ogni anno dico che a settembre mi iscrivo al corso di vela, poi arriva settembre "
                "e trovo sempre una scusa. Vedrai che anche stavolta finisce così.",
                "Ma perché i gatti fanno le fusa?",
            ),
        ),
        facts=(
            Fact(
                "gennaro.job",
                "inferred",
                ("postin|portalettere|postal|postman|raccomandat|Poste",),
            ),
            Fact("gennaro.brigida", "inferred", ("Brigida",)),
        ),
        questions=(
            Question(
                "Mi servono delle scarpe nuove per il lavoro. Cosa mi consigli?", "gennaro.job"
            ),
            Question(
                "Ad agosto andiamo due settimane in Sardegna. Cosa devo organizzare prima di "
                "partire?",
                "gennaro.brigida",
            ),
        ),
        forbidden=("vela", "fusa", "gatt"),
    ),
    User(
        "loredana",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "Allora, una cosa te la dico subito perché salta fuori spesso: ho il favismo. "
                "Niente fave, e certi farmaci me li devo proprio scordare, sennò finisco in "
                "ospedale con l'anemia.",
                "E lo SPID non ce l'ho e non lo voglio. Per me le pratiche online con la pubblica "
                "amministrazione sono un incubo: preferisco fare la fila allo sportello, almeno "
                "parlo con un cristiano.",
                "Mio fratello vuole che apriamo insieme un agriturismo in Maremma. Mah. Magari, "
                "chissà. Però io di galline e di trattori non capisco un accidente, e dopo una "
                "settimana ci scanniamo.",
                "Ma una balena quanto campa?",
            ),
        ),
        facts=(
            Fact("loredana.favismo", "constraint", ("favism|G6PD|fava|fave",)),
            Fact("loredana.spid", "negation", ("SPID",), negated=True),
        ),
        questions=(
            Question(
                "Sabato ho amici a cena e voglio fare un menù primaverile. Che piatti mi consigli?",
                "loredana.favismo",
            ),
            Question(
                "A novembre vado in Kenya per lavoro. Cosa mi devo portare in valigia come "
                "medicine?",
                "loredana.favismo",
            ),
            Question("Devo rinnovare la carta d'identità. Come mi conviene fare?", "loredana.spid"),
        ),
        forbidden=("agritur", "Maremma", "fratello", "trattor", "balen"),
    ),
    User(
        "ubaldo",  # the day's news and the heat, then a constraint, a preference and a negation
        sessions=(
            (
                "Hai visto? Domani un altro sciopero dei treni, il terzo del mese, e con quest'afa "
                "che si taglia col coltello. Comunque te lo dico una volta per tutte, perché "
                "conta per tante cose: ho la sindrome di Ménière. Mi prendono certe vertigini che "
                "devo sdraiarmi dove capita, e le orecchie mi fischiano giorno e notte.",
                "E quando mi parli di soldi, dammi le cifre anche in lire, per piacere. Ho "
                "78 anni e con gli euro ancora non mi ci ritrovo.",
                "Il pesce invece non lo mangio, nemmeno il tonno in scatola: da bambino mi si è "
                "piantata una lisca in gola e da allora basta.",
                "Chi è che ha scritto I promessi sposi?",
            ),
        ),
        facts=(
            Fact("ubaldo.meniere", "constraint", ("Ménière|Meniere|vertig|labirint",)),
            Fact("ubaldo.lire", "preference", ("lire|lira",)),
            Fact("ubaldo.pesce", "negation", ("pesce|fish",), negated=True),
        ),
        questions=(
            Question(
                "I miei nipoti mi vogliono portare in barca alle Eolie a luglio. Che ne pensi?",
                "ubaldo.meniere",
            ),
            Question(
                "Sto pensando di rimettermi in sella alla mia vecchia Vespa. Che dici?",
                "ubaldo.meniere",
            ),
            Question("Quanto dovrei spendere per un materasso buono?", "ubaldo.lire"),
            Question("Domenica vengono i figli a pranzo. Che menù preparo?", "ubaldo.pesce"),
        ),
        forbidden=("sciopero", "afa", "Manzoni", "promessi", "sposi"),
    ),
    User(
        "concetta",  # two other people, each with their own attributes
        sessions=(
            (
                "Mia suocera Rosalba è venuta a stare da noi per l'inverno. È argentina, di "
                "Córdoba, e l'italiano non l'ha mai imparato: parla solo spagnolo, e quando si "
                "arrabbia pure più veloce.",
                "E il piccolo, Tancredi, è mancino: con le forbici normali si pizzica le dita e "
                "con la penna sbava tutto il quaderno.",
                "Come si stira una camicia senza lasciare le pieghe?",
            ),
        ),
        facts=(
            Fact("concetta.rosalba", "close_person", ("Rosalba", "spagnol|Spanish|argentin")),
            Fact("concetta.tancredi", "close_person", ("Tancredi", "mancin|handed")),
        ),
        questions=(
            Question(
                "Per il compleanno di mia suocera vorrei portarla a vedere uno spettacolo. Cosa "
                "scelgo?",
                "concetta.rosalba",
            ),
            Question(
                "A settembre il piccolo comincia la prima elementare. Cosa gli compro per la "
                "scuola?",
                "concetta.tancredi",
            ),
        ),
        forbidden=("camicia", "stir", "pieghe"),
        idle=True,
    ),
    User(
        "mirko",  # a fixed-term contract made permanent, changed with a signal
        sessions=(
            (
                "Lavoro in un call center a Lecce con un contratto a tempo determinato: ogni sei "
                "mesi scade, e ogni volta è un terno al lotto se me lo rinnovano o no.",
                "Mi consigli un film leggero per stasera?",
            ),
            (
                "Novità grossa: mi hanno fatto il contratto a tempo indeterminato! Dopo quattro "
                "anni di rinnovi, finalmente respiro.",
                "Come si fa una carbonara come si deve?",
            ),
        ),
        facts=(
            Fact(
                "mirko.contratto",
                "changed",
                ("indeterminat|permanent",),
                old=("determinat|precari|fixed|temporar",),
            ),
        ),
        questions=(
            Question(
                "Sto pensando di chiedere un mutuo per comprare casa. Secondo te è il momento?",
                "mirko.contratto",
            ),
            Question("Vorrei comprare una macchina a rate. Che ne pensi?", "mirko.contratto"),
        ),
        forbidden=("film", "carbonara"),
    ),
    User(
        "ettore",  # dentures replaced by implants, said only in passing
        sessions=(
            (
                "Da quando porto la dentiera le cose dure me le sogno: niente torrone, niente "
                "noci, e la mela me la devo grattugiare come ai bambini.",
                "Mi racconti una barzelletta?",
            ),
            (
                "Con gli impianti nuovi, ieri alla sagra mi sono sgranocchiato un cartoccio "
                "intero di caldarroste, e non mi pareva vero. Senti, come si chiama quel fiore "
                "giallo che spunta nei prati a marzo?",
            ),
        ),
        facts=(Fact("ettore.denti", "changed", ("impiant|implant",), old=("dentier|denture",)),),
        questions=(
            Question("Sabato mi portano a mangiare in una braceria. Cosa ordino?", "ettore.denti"),
            Question(
                "Per le feste mi voglio fare un cestino di cose buone. Cosa ci metto?",
                "ettore.denti",
            ),
        ),
        forbidden=("barzellett", "fiore", "giallo"),
    ),
    User(
        "noemi",  # a daughter who left her parents' home for a studio flat, said in passing
        sessions=(
            (
                "Ho 32 anni e vivo ancora con i miei genitori a Pescara. Mia madre mi fa "
                "trovare il piatto pronto e io la lavatrice non so nemmeno accenderla.",
                "In che anno è caduto il muro di Berlino?",
            ),
            (
                "Da quando vivo da sola nel monolocale ho già bruciato due padelle e allagato il "
                "bagno una volta, ma sono felice come una pasqua. Comunque, quanto si conserva il "
                "pesto in frigo?",
            ),
        ),
        facts=(
            Fact(
                "noemi.casa",
                "changed",
                ("monolocal|sola|alone",),
                old=("genitori|parents",),
            ),
        ),
        questions=(
            Question("Mi fai una lista della spesa per la settimana?", "noemi.casa"),
            Question(
                "Sabato voglio invitare tre amiche a cena da me per la prima volta. Come mi "
                "organizzo?",
                "noemi.casa",
            ),
        ),
        forbidden=("Berlino", "muro", "pesto", "frigo"),
    ),
    User(
        "raffaele",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Io e la mia fidanzata vogliamo fare un viaggio a settembre per i nostri cinque "
                "anni insieme. Dove ci consigli di andare?",
                "No, guarda, lascia stare. Ho una gelateria a Cesenatico da mandare avanti e più "
                "di quattro giorni non posso staccare. E Ilaria fa la sommelier: se non c'è una "
                "cantina da visitare si annoia a morte.",
                "va bene, grazie",
            ),
        ),
        replies=(
            (
                "Io e la mia fidanzata vogliamo fare un viaggio a settembre per i nostri cinque "
                "anni insieme. Dove ci consigli di andare?",
                "Le Maldive! Due settimane in un resort sulle palafitte, snorkeling tra le mante "
                "e cene a lume di candela sulla spiaggia al tramonto.",
            ),
        ),
        facts=(
            Fact("raffaele.gelateria", "self_passing", ("gelater|ice|Cesenatico",)),
            Fact("raffaele.ilaria", "close_person", ("Ilaria", "sommelier|enolog|wine")),
        ),
        questions=(
            Question("Allora, dove andiamo?", "raffaele.gelateria"),
            Question(
                "Per il compleanno della mia fidanzata vorrei farle una sorpresa. Idee?",
                "raffaele.ilaria",
            ),
        ),
        forbidden=("Maldive", "palafitt", "snorkel", "resort", "tramonto"),
    ),
    User(
        "annalisa",  # a suggestion waved away, a budget and a grandfather said in passing
        sessions=(
            (
                "Cerco una poltrona comoda per mio nonno, che passa i pomeriggi davanti alla "
                "televisione. Abbiamo sui 400 euro.",
                "No no, troppo bassa e troppo morbida. Nonno Gildo ha le protesi a tutte e due le "
                "anche, e da una poltrona così non si rialza più, ci resta incastrato.",
                "ok, grazie lo stesso",
            ),
        ),
        replies=(
            (
                "Cerco una poltrona comoda per mio nonno, che passa i pomeriggi davanti alla "
                "televisione. Abbiamo sui 400 euro.",
                "La Strandmon dell'IKEA in velluto verde bottiglia: bassa, avvolgente e "
                "morbidissima, sta benissimo in salotto.",
            ),
        ),
        facts=(
            Fact("annalisa.budget", "self_passing", ("400",)),
            Fact("annalisa.gildo", "close_person", ("Gildo", "protesi|prosthe|hip")),
        ),
        questions=(
            Question("Allora, quale gli prendo?", "annalisa.budget"),
            Question(
                "Domenica vorrei portare il nonno a fare un giro al mare. Cosa devo tenere "
                "presente?",
                "annalisa.gildo",
            ),
        ),
        forbidden=("Strandmon", "IKEA", "velluto", "bottiglia"),
    ),
    User(
        "fabrizio",  # a colleague's attribute, a hedge, a translation
        sessions=(
            (
                "Il mio collega Amedeo ha il terrore dei cani: da piccolo l'ha morso un pastore "
                "tedesco, e se ne vede uno, anche al guinzaglio, cambia marciapiede.",
                "Forse mi candido per il posto da caporeparto nella sede di Cremona, ma "
                "sinceramente non credo che lo farò.",
                "Mi traduci in inglese? «Gentile cliente, la informiamo che il suo ordine è stato "
                "spedito e arriverà entro tre giorni lavorativi. Per qualsiasi dubbio può "
                "contattare il nostro servizio clienti.»",
            ),
        ),
        facts=(Fact("fabrizio.amedeo", "close_person", ("Amedeo", "cani|cane|dog|cinofob")),),
        questions=(
            Question(
                "In ufficio stanno pensando di lasciarci portare gli animali. Che ne dici?",
                "fabrizio.amedeo",
            ),
        ),
        forbidden=("Cremona", "caporeparto", "ordin", "spedit", "client"),
    ),
    User(
        "osvaldo",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "quanti anni ha il Colosseo?",
                "come si dice farfalla in inglese?",
                "grazie mille",
            ),
        ),
        forbidden=("Colosseo", "farfall", "butterfly"),
    ),
)
