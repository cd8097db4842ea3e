"""A nineteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `ba` in English (British, Irish and New Zealand speech) and `bb`
in Spanish (from Spain, Mexico, Colombia, Peru and the Canaries), each with its own people
and situations (neither is a translation of the other, nor of any earlier set).

Each set has ten users. Their facts come in chatty, multi-fact turns with small talk
between them: where they live and work, diets and allergies, health and accessibility,
how answers should be laid out, family, pets, vehicles, hobbies, languages, and events
with dates. Some facts are about someone else (a wife, a grandson, a father, a
mother-in-law ...), and the question asks about that person, so a memory must not give
the fact to the user. Some jobs are said only by what they imply (a day described, never
named). Each set has exactly three changes, all told by mentioning the new value in
passing in a later session, with at most one signal word ("Por fin"). A negation
(`negated`: a memory must keep the "not"), a hedge the user doubts (its words are
`forbidden`), and assistant suggestions the user never takes up (scripted `replies`,
their words `forbidden`); one user tells nothing, and one short chat is learned by the
inactivity flush. Questions are asked on a topic the fact should shape, and after a
change they want the new value (a memory that keeps only the old one is stale). A
keyword "a|b" is found by either; keywords start a word, and were chosen so that no
other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH19: tuple[User, ...] = (
    User(
        "ottoline",  # a job, a town, a condition and a wife's work in one chatty morning
        sessions=(
            (
                "Morning! Grey old day here in Dunedin, you can't even see the harbour for fog. "
                "I've got four pianos to tune before three, two of them in school halls that I'd "
                "bet nobody has touched since the nineties, so wish me luck.",
                "Right, food question while the kettle boils. I'm coeliac, the proper diagnosed "
                "kind, so even crumbs off a shared toaster will knock me flat for days. What can I "
                "pack for lunch that isn't another sad rice cake?",
                "My wife Perpetua reckons I should just take whatever she brings home, but she's a "
                "baker at a sourdough place on George Street, so that's hardly an option, is it. "
                "I keep threatening to learn the cello to get back at her, but let's be honest, "
                "that's never happening.",
            ),
        ),
        facts=(
            Fact("ottoline.job", "self_direct", ("piano",)),
            Fact("ottoline.city", "self_passing", ("Dunedin",)),
            Fact("ottoline.coeliac", "constraint", ("coeliac|celiac|gluten",)),
            Fact("ottoline.perpetua", "close_person", ("Perpetua", "bak|sourdough")),
        ),
        questions=(
            Question(
                "We've been invited out for a birthday dinner on Friday. What should I look out "
                "for when I order?",
                "ottoline.coeliac",
            ),
            Question("Is it worth buying a bread maker for our kitchen?", "ottoline.coeliac"),
            Question(
                "My shoulders and wrists ache by Thursday every week. Any stretches that suit the "
                "work I do?",
                "ottoline.job",
            ),
            Question(
                "Suggest a couple of day trips I could do from home this summer.", "ottoline.city"
            ),
            Question(
                "It's my wife's birthday next week. What could I get her?", "ottoline.perpetua"
            ),
        ),
        forbidden=("cello", "fog", "kettle"),
    ),
    User(
        "barnaby",  # an old estate car, then an electric one mentioned in passing
        sessions=(
            (
                "Evening. Long one at the depot, but the Volvo got me home, which at 240,000 miles "
                "I count as a small miracle every single night.",
                "Can you suggest somewhere for a weekend away in October? Just me and the dog. "
                "Mabel's a retired greyhound, a bit of a nervous soul, she won't do stairs and she "
                "can't be left on her own for more than a couple of hours or she howls the place "
                "down.",
                "Hmm. I'll have a think. Different question: how do I stop my bass buzzing on the "
                "low E? I play in a ceilidh band most Saturdays and it's driving our fiddler mad.",
            ),
            (
                "Charged the Niro off the drive overnight and it still had 60 per cent left after "
                "the run to the depot and back. Costs next to nothing.",
                "What's a decent way to do chicken thighs on a weeknight?",
            ),
        ),
        replies=(
            (
                "Can you suggest somewhere for a weekend away in October? Just me and the dog. "
                "Mabel's a retired greyhound, a bit of a nervous soul, she won't do stairs and she "
                "can't be left on her own for more than a couple of hours or she howls the place "
                "down.",
                "How about a glamping pod in Snowdonia with its own hot tub? Dogs are often "
                "welcome, and the mountain views in October are spectacular.",
            ),
        ),
        facts=(
            Fact("barnaby.car", "changed", ("Niro|Kia",), old=("Volvo",)),
            Fact("barnaby.mabel", "self_passing", ("Mabel", "greyhound")),
            Fact("barnaby.band", "self_passing", ("ceilidh|bass",)),
        ),
        questions=(
            Question(
                "I'm driving down to see my brother in Exeter next month, about 280 miles each "
                "way. What do I need to plan for the journey?",
                "barnaby.car",
            ),
            Question(
                "The garage says my car's due a service. What should they be checking?",
                "barnaby.car",
            ),
            Question(
                "A mate's asked me to his stag do in Prague for three nights. What do I need to "
                "sort out at home first?",
                "barnaby.mabel",
            ),
            Question(
                "We're having the carpets up and laminate put down. Anything I should think about?",
                "barnaby.mabel",
            ),
            Question("Can you help me write a short bio for our gigs page?", "barnaby.band"),
        ),
        forbidden=("glamping", "Snowdonia", "tub", "mountain"),
    ),
    User(
        "marguerite",  # blind, a screen reader, a grandson's apprenticeship, a first language
        sessions=(
            (
                "Hello, dear. Before we start: I'm registered blind, and everything you write "
                "comes to me through a screen reader, so please, no tables and none of those "
                "little pictures. It reads every one of them out. 'Face with tears of joy', "
                "twice, in the middle of a recipe. I ask you.",
                "My grandson Idris set this up for me last weekend. He's nineteen and doing his "
                "apprenticeship as an electrician down in Swansea, a clever boy, though you'd "
                "never guess it from the inside of his car.",
                "Welsh is my first language, by the way, I only really speak English to the "
                "doctor and the man from the council. Now then, what's the weather usually like "
                "in Lisbon in October?",
            ),
        ),
        facts=(
            Fact("marguerite.blind", "constraint", ("blind|screen|visual",)),
            Fact("marguerite.format", "preference", ("table|emoji|picture|plain",)),
            Fact("marguerite.idris", "close_person", ("Idris", "electric|apprentic")),
            Fact("marguerite.welsh", "self_passing", ("Welsh|Cymraeg",)),
        ),
        questions=(
            Question(
                "Could you compare the three cheapest energy tariffs for me?", "marguerite.format"
            ),
            Question("Can you set out a simple weekly shopping list for one?", "marguerite.format"),
            Question(
                "I'd like a new hobby for the winter evenings. Any ideas?", "marguerite.blind"
            ),
            Question(
                "What should I get my grandson for his birthday in March?", "marguerite.idris"
            ),
            Question(
                "Can you recommend some radio programmes for the afternoons?", "marguerite.welsh"
            ),
        ),
        forbidden=("Lisbon", "joy"),
    ),
    User(
        "rufus",  # a job said only by the week described, a dated trip, a partner, a negation
        sessions=(
            (
                "Thirty-one Year 9 reports to write by Friday, parents' evening until eight "
                "tomorrow, and someone glued the board pens to the whiteboard again. I'd say roll "
                "on half term but I'll spend it marking coursework.",
                "Right, holiday. We fly to Crete on the 14th of August, me and my partner "
                "Saoirse. She's a physio, so she'll want to walk the Samaria Gorge and I'll want "
                "to lie very still by a pool. Where should we base ourselves?",
                "Oh, and if you're going to suggest food out there, no mushrooms. I can't stand "
                "them, not in a sauce, not hidden in a pie, not at all.",
            ),
        ),
        facts=(
            Fact("rufus.job", "inferred", ("teach|school|pupil|classroom",)),
            Fact("rufus.crete", "self_direct", ("Crete", "August|14")),
            Fact("rufus.saoirse", "close_person", ("Saoirse", "physio")),
            Fact("rufus.mushroom", "negation", ("mushroom",), negated=True),
        ),
        questions=(
            Question("Can you give me an easy pasta sauce for tonight?", "rufus.mushroom"),
            Question(
                "We're doing a veggie risotto for friends on Saturday. What should go in it?",
                "rufus.mushroom",
            ),
            Question("What do I need to sort out before our summer trip?", "rufus.crete"),
            Question("My partner's birthday is coming up. Any gift ideas?", "rufus.saoirse"),
            Question(
                "I'd like to pick up some paid work on the side. What would suit me?", "rufus.job"
            ),
        ),
        forbidden=("glue", "whiteboard"),
    ),
    User(
        "imogen",  # a flat in Brixton, then Margate in passing; a dated race; a brother's allergy
        sessions=(
            (
                "Hiya. Flat's freezing, my flatmates in Brixton have discovered the thermostat and "
                "decided it's a personal enemy.",
                "I'm a UX designer, fully remote, so I'm basically sat in a duvet all day "
                "clicking things. Anyway, I've signed up for the Brighton Half on the 23rd of "
                "February and I've done exactly zero training. Help?",
                "Right, I'll stick to the running bit, thanks. My brother Caspian's kipping on "
                "our sofa till March, by the way, and he's got a severe peanut allergy, so the "
                "whole place has gone nut-free.",
                "Also, small thing, but please use British spellings with me. 'Color' makes my "
                "eye twitch.",
            ),
            (
                "The sea air in Margate is doing me good, I do a loop of the front every morning "
                "before I log on, and the landlady downstairs keeps giving me her leftover scones.",
                "What's a good stretch for tight calves?",
            ),
        ),
        replies=(
            (
                "I'm a UX designer, fully remote, so I'm basically sat in a duvet all day "
                "clicking things. Anyway, I've signed up for the Brighton Half on the 23rd of "
                "February and I've done exactly zero training. Help?",
                "No problem! I'd suggest a 12-week plan alongside a keto diet to shed a few "
                "pounds, and a pair of carbon-plated racing shoes for race day.",
            ),
        ),
        facts=(
            Fact("imogen.home", "changed", ("Margate",), old=("Brixton",)),
            Fact("imogen.job", "self_direct", ("UX|design",)),
            Fact("imogen.race", "self_direct", ("Brighton", "Febru|23")),
            Fact("imogen.spelling", "preference", ("British|UK|spell",)),
            Fact("imogen.caspian", "close_person", ("Caspian", "peanut|nut")),
        ),
        questions=(
            Question(
                "Recommend a few good routes for a Sunday long run near where I live.",
                "imogen.home",
            ),
            Question(
                "I've got to go into the London office twice a month. How should I plan those "
                "days?",
                "imogen.home",
            ),
            Question("How should I taper in the last fortnight before my race?", "imogen.race"),
            Question(
                "Write me a short intro paragraph about my work for my portfolio site.",
                "imogen.job",
            ),
            Question(
                "Draft a polite email asking a client to pay an overdue invoice.",
                "imogen.spelling",
            ),
            Question(
                "I'm making flapjacks for everyone at home this weekend. Any recipe tips?",
                "imogen.caspian",
            ),
        ),
        forbidden=("keto", "carbon", "shoe"),
    ),
    User(
        "cormac",  # a job said only by the night described, the assistant's wrong guess
        sessions=(
            (
                "Jesus, what a night. A hundred and forty covers, my sous chef rang in sick at "
                "four, and I was on the pass till gone midnight shouting at tickets. My feet feel "
                "like someone's been at them with a mallet.",
                "Ha, not quite, though some nights it feels like A&E. Anyway, my da Eamon's coming "
                "to stay with me from the 9th of March. He's just had a hip replaced, so he's on "
                "crutches for a few weeks. What do I need to get sorted at the flat?",
                "And one more: my girlfriend Thaís is from Recife, and I'm trying to learn a bit "
                "of Portuguese before I meet her family in the summer. Where do I start?",
            ),
        ),
        replies=(
            (
                "Jesus, what a night. A hundred and forty covers, my sous chef rang in sick at "
                "four, and I was on the pass till gone midnight shouting at tickets. My feet feel "
                "like someone's been at them with a mallet.",
                "That sounds like a brutal shift! Are you a nurse at the hospital? Make sure you "
                "get some proper rest.",
            ),
        ),
        facts=(
            Fact("cormac.job", "inferred", ("chef|restaurant",)),
            Fact("cormac.eamon", "close_person", ("Eamon", "hip|crutch")),
            Fact("cormac.thais", "close_person", ("Thaís|Thais", "Recife|Brazil")),
            Fact("cormac.portuguese", "self_passing", ("Portug",)),
        ),
        questions=(
            Question(
                "My sister wants me at her fortieth on a Saturday night in May. Can I make it "
                "work?",
                "cormac.job",
            ),
            Question(
                "What's a good way to wind down when I get in from work at one in the morning?",
                "cormac.job",
            ),
            Question(
                "My dad's staying with me soon. Should I plan any days out with him?",
                "cormac.eamon",
            ),
            Question("What should I bring when I meet my girlfriend's parents?", "cormac.thais"),
            Question("Can you recommend a podcast for my bus in to work?", "cormac.portuguese"),
        ),
        forbidden=("nurse", "hospital"),
    ),
    User(
        "yvette",  # vegan, then oily fish in passing; an implant; a tortoise
        sessions=(
            (
                "Hi! Quick heads-up because it trips people up: I'm hard of hearing, I've got a "
                "cochlear implant on the left side, so phone calls are a nightmare and I do "
                "everything I can by text or email.",
                "I've been vegan for six years and I'm hosting my book club on Thursday, six of "
                "us. Something that looks impressive but isn't three hours of work?",
                "Also my tortoise Gregory has woken up from hibernating and is stomping round the "
                "kitchen like he owns it. He's 48, older than me, came with the house from my nan.",
            ),
            (
                "Doctor put me on iron tablets and said to get oily fish in a couple of times a "
                "week, so it's salmon on Mondays and sardines on toast on Thursdays. Tastes weird "
                "after all this time but I do feel less knackered.",
                "How do I get limescale off a shower head?",
            ),
        ),
        facts=(
            Fact("yvette.diet", "changed", ("fish|salmon|sardin|pescat",), old=("vegan",)),
            Fact("yvette.hearing", "constraint", ("cochlear|implant|hearing|deaf",)),
            Fact("yvette.gregory", "self_passing", ("Gregory", "tortoise")),
        ),
        questions=(
            Question("Give me three ideas for easy dinners next week.", "yvette.diet"),
            Question(
                "I'm doing a big shop before my book club comes round again. What could I cook?",
                "yvette.diet",
            ),
            Question(
                "My broadband keeps dropping out. What's the best way to get the provider to fix "
                "it?",
                "yvette.hearing",
            ),
            Question(
                "I'm away for a long weekend in June. What do I need to arrange at home?",
                "yvette.gregory",
            ),
        ),
        forbidden=("limescale", "shower"),
    ),
    User(
        "hamish",  # a short chat between stations, learned by the inactivity flush
        sessions=(
            (
                "Two minutes before we pull out. I'm the guard on the Far North Line today, "
                "Inverness to Wick and back, so I'll be reading you in bits between stations. "
                "Home's Inverness, so at least I finish where my bed is.",
                "Question: I'm allergic to penicillin, came out in hives head to toe as a kid. If "
                "the GP wants to give me antibiotics for this cough, what should I ask about?",
            ),
        ),
        facts=(
            Fact("hamish.job", "self_direct", ("guard|conductor|railway",)),
            Fact("hamish.penicillin", "constraint", ("penicillin",)),
            Fact("hamish.city", "self_passing", ("Inverness",)),
        ),
        questions=(
            Question(
                "My shifts change every week. How can I keep some sort of sleep routine?",
                "hamish.job",
            ),
            Question(
                "The dentist wants a wisdom tooth out next month. Anything I should mention to "
                "them?",
                "hamish.penicillin",
            ),
            Question("Any good walks within half an hour of home?", "hamish.city"),
        ),
        forbidden=("hives", "cough"),
        idle=True,
    ),
    User(
        "kwabena",  # a dated christening, a mother's walking frame, a language he translates
        sessions=(
            (
                "Morning! Big news in our house: our daughter Esi gets christened on the 12th of "
                "June, and apparently I'm in charge of the do afterwards.",
                "Can you help me plan the party? About sixty people, mostly family, loads of kids, "
                "here in Croydon.",
                "Ha, no. It's in the church hall, that's sorted. What I really need is food "
                "ideas. My mum Adwoa uses a walking frame since her stroke, so she needs a proper "
                "chair and a table at sitting height, not a buffet she has to queue at. And she "
                "won't speak anything but Twi to the caterers, so I'll be translating, as usual.",
            ),
        ),
        replies=(
            (
                "Can you help me plan the party? About sixty people, mostly family, loads of kids, "
                "here in Croydon.",
                "How exciting! A rooftop bar in Shoreditch with a DJ and cocktails would make it "
                "a night to remember.",
            ),
        ),
        facts=(
            Fact("kwabena.christening", "self_direct", ("christen", "June|12")),
            Fact("kwabena.adwoa", "close_person", ("Adwoa", "frame|walker|stroke")),
            Fact("kwabena.twi", "self_passing", ("Twi",)),
            Fact("kwabena.city", "self_passing", ("Croydon",)),
        ),
        questions=(
            Question("What should I wear for my daughter's big day?", "kwabena.christening"),
            Question("Can you help me word the invitations?", "kwabena.christening"),
            Question(
                "I want to take my mum out for lunch next weekend. What kind of place should I "
                "look for?",
                "kwabena.adwoa",
            ),
            Question(
                "My mum wants my daughter to grow up speaking her language. How do I start?",
                "kwabena.twi",
            ),
            Question("Where's good for a family picnic near home?", "kwabena.city"),
        ),
        forbidden=("rooftop", "Shoreditch", "DJ", "cocktail"),
    ),
    User(
        "percival",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how many ounces in a pound?",
                "what's the capital of Mongolia?",
                "cheers",
            ),
        ),
        forbidden=("ounce", "Mongolia", "Ulaanbaatar", "16"),
    ),
)

SPANISH19: tuple[User, ...] = (
    User(
        "itziar",  # a trade, a town, a condition, a boyfriend's work and a language at home
        sessions=(
            (
                "Kaixo! Bueno, hola. Acabo de salir del turno y tengo las manos que huelen a "
                "taladrina, como siempre. Soy tornera en un taller de Eibar, hacemos piezas para "
                "trenes, y hoy por fin hemos sacado un pedido que llevaba tres semanas de retraso.",
                "Te quería preguntar una cosa: tengo migrañas con aura desde los quince, y cuando "
                "me da una no soporto ni la pantalla, así que nada de vídeos con luces "
                "parpadeantes, porfa. ¿Qué puedo hacer para que me den menos?",
                "Mi novio Unai es pastor, tiene unas doscientas ovejas latxas en el monte, y dice "
                "que lo mío es del estrés. Él qué sabrá, si duerme nueve horas. Con él y con mi "
                "ama hablo en euskera, pero contigo mejor en castellano. A veces pienso en "
                "dejarlo todo y montar una casa rural, pero vamos, que no lo voy a hacer.",
            ),
        ),
        facts=(
            Fact("itziar.job", "self_direct", ("torner|torno",)),
            Fact("itziar.city", "self_passing", ("Eibar",)),
            Fact("itziar.migrana", "constraint", ("migra",)),
            Fact("itziar.unai", "close_person", ("Unai", "pastor|oveja")),
            Fact("itziar.euskera", "self_passing", ("euskera|vasco",)),
        ),
        questions=(
            Question(
                "Estoy pensando en apuntarme a un gimnasio. ¿Qué tipo de clases me convienen?",
                "itziar.migrana",
            ),
            Question(
                "El sábado hay un concierto de tecno en Bilbao con muchísimo juego de luces. "
                "¿Me animo?",
                "itziar.migrana",
            ),
            Question("¿Qué le puedo regalar a mi novio por su cumpleaños?", "itziar.unai"),
            Question("¿Qué rutas de monte me recomiendas cerca de casa?", "itziar.city"),
            Question(
                "Me duelen las muñecas y los antebrazos al final de la semana. ¿Qué ejercicios "
                "me vienen bien con el trabajo que hago?",
                "itziar.job",
            ),
            Question(
                "Quiero apuntar a mi sobrina a alguna extraescolar que le refuerce el idioma que "
                "hablamos en casa. ¿Qué me recomiendas?",
                "itziar.euskera",
            ),
        ),
        forbidden=("rural", "taladrina", "retraso"),
    ),
    User(
        "ximena",  # a job said only by the day described; the Metrobús, then a motorbike
        sessions=(
            (
                "¡Qué día! Hoy cerré tres créditos hipotecarios, uno de ellos a una pareja que "
                "llevaba medio año juntando papeles, y el gerente de la sucursal hasta me invitó "
                "un café. Ya me tocaba.",
                "Lo malo es el Metrobús: de Iztacalco a Polanco se me va hora y media de ida y "
                "otra de vuelta, parada como sardina. ¿Tienes algún consejo para aprovechar ese "
                "rato?",
                "Ay, y mi abuela Chabela, que vive conmigo, cumple 91 el mes que entra. Ya anda "
                "con andadera y se cansa rapidísimo, pero quiere fiesta, eh, nada de quedarse en "
                "casa. ¿Qué se te ocurre?",
                "Mmm, no sé, lo platico con mis tíos. Oye, y cuando me hables de precios dámelos "
                "en pesos, que luego me pones dólares y me hago bolas.",
            ),
            (
                "Hoy llegué a la sucursal en veinticinco minutos, metiéndome entre los coches con "
                "la moto, y con el casco nuevo ni se me despeinó el fleco. Bueno, poquito.",
                "¿Cómo se quita una mancha de mole de una blusa blanca?",
            ),
        ),
        replies=(
            (
                "Ay, y mi abuela Chabela, que vive conmigo, cumple 91 el mes que entra. Ya anda "
                "con andadera y se cansa rapidísimo, pero quiere fiesta, eh, nada de quedarse en "
                "casa. ¿Qué se te ocurre?",
                "¡Qué bonito! Podrían rentar una trajinera en Xochimilco con mariachi toda la "
                "tarde. A las abuelitas les encanta.",
            ),
        ),
        facts=(
            Fact("ximena.job", "inferred", ("banc|credit|hipotec|sucursal",)),
            Fact("ximena.commute", "changed", ("moto",), old=("Metrobus",)),
            Fact("ximena.chabela", "close_person", ("Chabela", "andadera|andador|91")),
            Fact("ximena.pesos", "preference", ("peso",)),
        ),
        questions=(
            Question(
                "Dicen que va a llover a cántaros toda la semana. ¿Cómo le hago para llegar seca "
                "al trabajo?",
                "ximena.commute",
            ),
            Question(
                "¿Qué seguro me conviene contratar para mi forma de ir a la chamba?",
                "ximena.commute",
            ),
            Question(
                "Quiero sacar una certificación para crecer en mi trabajo. ¿Cuál me sirve?",
                "ximena.job",
            ),
            Question("¿Qué le regalo a mi abuela por su cumpleaños?", "ximena.chabela"),
            Question(
                "¿Cuánto debería ahorrar al mes para irme una semana a Oaxaca en diciembre?",
                "ximena.pesos",
            ),
        ),
        forbidden=("trajinera", "Xochimilco", "mariachi"),
    ),
    User(
        "fermin",  # a rented flat in Pamplona, then Olite; a daughter's allergy and her day
        sessions=(
            (
                "Buenas. Salgo de una guardia de veinticuatro horas, que soy enfermero de "
                "quirófano en el Hospital Universitario, y todavía tengo la marca de la "
                "mascarilla en la cara.",
                "Te cuento: vivimos de alquiler en un piso en la Rochapea, en Pamplona, y la "
                "comunión de mi hija Ainhoa es el 17 de mayo. Ainhoa es alérgica a los frutos "
                "secos, de las de llevar el autoinyector a todas partes, así que el menú me tiene "
                "loco. ¿Ideas?",
                "Venga, gracias. Lo hablo con mi mujer a ver qué le parece.",
            ),
            (
                "Por fin nos mudamos a Olite, a la casa que era de mis suegros. Tiene patio y "
                "todo, y la niña está encantada con las gallinas del vecino.",
                "¿Cuánto tiempo se cuece un pulpo?",
            ),
        ),
        facts=(
            Fact("fermin.home", "changed", ("Olite",), old=("Rochapea",)),
            Fact("fermin.job", "self_direct", ("enfermer|quirofan",)),
            Fact(
                "fermin.ainhoa",
                "close_person",
                ("Ainhoa", "fruto|nuez|nueces|almendra|cacahuet"),
            ),
            Fact("fermin.comunion", "self_direct", ("comuni", "mayo|17")),
        ),
        questions=(
            Question(
                "¿Qué colegios hay cerca de casa para la niña el curso que viene?", "fermin.home"
            ),
            Question(
                "¿A qué hora tengo que salir de casa para entrar a trabajar a las ocho?",
                "fermin.home",
            ),
            Question("Dame ideas de merienda para llevar al parque con la niña.", "fermin.ainhoa"),
            Question(
                "Mis padres me preguntan cuándo tienen que reservar el viaje para venir a lo de "
                "la niña. ¿Qué les digo?",
                "fermin.comunion",
            ),
            Question(
                "¿Qué calzado me recomiendas para aguantar de pie tantas horas en el trabajo?",
                "fermin.job",
            ),
        ),
        forbidden=("pulpo", "gallina"),
    ),
    User(
        "dayana",  # glasses, then laser surgery in passing; a scholarship abroad; a parrot
        sessions=(
            (
                "¡Hola, hola! Estoy feliz porque me gané la beca: me voy a Lyon en septiembre a "
                "hacer una maestría en diseño textil, así que ando estudiando francés como loca, "
                "tres horas diarias.",
                "Te pregunto algo práctico: con las gafas que uso, de casi seis dioptrías, ¿me "
                "conviene llevar un par de repuesto o comprarlas allá?",
                "Y otra cosa, mi loro Pacho se queda con mi mamá mientras tanto. Es un loro real "
                "de treinta años que dice groserías y silba el himno. Mi mamá dice que ella no se "
                "encarga de semejante bicho, pero yo creo que ya la convencí, ¿sí o qué?",
            ),
            (
                "Desde la operación con láser me despierto y veo el techo nítido, todavía no me "
                "lo creo. Me dijeron que en un mes ya puedo volver a maquillarme.",
                "¿Cómo se dice 'estoy perdida' en francés?",
            ),
        ),
        facts=(
            Fact("dayana.ojos", "changed", ("laser|opero|operac",), old=("gafa|diopt",)),
            Fact("dayana.lyon", "self_direct", ("Lyon", "septiembre|beca|maestr")),
            Fact("dayana.frances", "self_passing", ("frances",)),
            Fact("dayana.pacho", "self_passing", ("Pacho", "loro")),
        ),
        questions=(
            Question(
                "Antes de irme quiero hacer un curso de buceo en Cartagena. ¿Qué debería tener "
                "en cuenta?",
                "dayana.ojos",
            ),
            Question(
                "Mi óptica me manda un cupón para renovar la montura. ¿Lo aprovecho?",
                "dayana.ojos",
            ),
            Question(
                "Estoy haciendo la lista de cosas para la maleta. ¿Qué no se me puede olvidar?",
                "dayana.lyon",
            ),
            Question("¿Qué papeles tengo que tener listos antes de irme?", "dayana.lyon"),
            Question(
                "Recomiéndame podcasts para practicar mientras voy en el bus.", "dayana.frances"
            ),
            Question(
                "¿Qué le dejo anotado a mi mamá para que cuide bien a mi mascota?", "dayana.pacho"
            ),
        ),
        forbidden=("himno", "maquill"),
    ),
    User(
        "baltasar",  # an anticoagulant, no English words, a wife in a wheelchair, a dated day
        sessions=(
            (
                "Buenas tardes. Le escribo yo, que mi nieta me ha dejado esto apuntado. Tengo 76 "
                "años y tomo Sintrom desde que me pusieron la válvula, así que cuidadito con lo "
                "que me recomiende, que no todo me sienta bien.",
                "Le pido un favor: sin palabras en inglés, que no me entero. Ni 'online' ni "
                "'link' ni nada de eso. En cristiano.",
                "Mi mujer, Reyes, va en silla de ruedas desde el ictus del año pasado, y el 2 de "
                "noviembre hacemos las bodas de oro, cincuenta años casados. ¿Qué podríamos "
                "hacer?",
                "Uf, no, no, eso no. Ya lo pensaremos con los hijos. Dígame otra cosa: ¿cómo se "
                "hace un buen salmorejo?",
            ),
        ),
        replies=(
            (
                "Mi mujer, Reyes, va en silla de ruedas desde el ictus del año pasado, y el 2 de "
                "noviembre hacemos las bodas de oro, cincuenta años casados. ¿Qué podríamos "
                "hacer?",
                "¡Enhorabuena por las bodas de oro! Les propongo una escapada a Granada: visita a "
                "la Alhambra, paseo por el Albaicín y cena con vistas.",
            ),
        ),
        facts=(
            Fact("baltasar.sintrom", "constraint", ("Sintrom|anticoagul|acenocumarol",)),
            Fact("baltasar.ingles", "preference", ("ingl|anglicism",)),
            Fact("baltasar.reyes", "close_person", ("Reyes", "silla|ictus")),
            Fact(
                "baltasar.aniversario",
                "self_direct",
                ("noviembre", "boda|casad|aniversario|cincuenta|50|oro"),
            ),
            Fact("baltasar.edad", "self_direct", ("76",)),
        ),
        questions=(
            Question("Me duele la rodilla. ¿Qué me puedo tomar?", "baltasar.sintrom"),
            Question(
                "Mi cuñado dice que el ajo en cápsulas es muy bueno para el corazón. ¿Lo tomo?",
                "baltasar.sintrom",
            ),
            Question(
                "Explíqueme cómo pedir cita con el médico desde el teléfono móvil.",
                "baltasar.ingles",
            ),
            Question(
                "Queremos ir al cine este domingo. ¿Qué tenemos que mirar antes de ir?",
                "baltasar.reyes",
            ),
            Question(
                "Mis hijos quieren organizarnos una comida sorpresa. ¿Cuándo deberían reservar?",
                "baltasar.aniversario",
            ),
            Question("¿Qué ejercicio me conviene para mantenerme en forma?", "baltasar.edad"),
        ),
        forbidden=("escapada", "Granada", "Alhambra", "Albaic"),
    ),
    User(
        "nieves",  # a job said only by the day described, a son abroad, no microwave
        sessions=(
            (
                "Hoy no siento los pies. Seis mechas, dos alisados de keratina y una novia a las "
                "ocho de la mañana que quería un recogido igualito al de una foto de Pinterest. "
                "Igualito, me dice. Con la mitad de pelo.",
                "Bueno, que me lío. Te escribo por mi hijo Pelayo, que está de Erasmus en Bolonia "
                "y me dice que come pasta todos los días. ¿Qué le puedo mandar en un paquete que "
                "aguante el viaje?",
                "Y otra cosa: no tengo microondas ni lo quiero, así que si me das recetas, que "
                "sean de fuego o de horno, nada de 'dos minutos al micro'. Aquí en Gijón ya "
                "tenemos bastante humedad como para encima comer recalentado.",
            ),
        ),
        facts=(
            Fact("nieves.job", "inferred", ("peluquer|estilista|mecha",)),
            Fact("nieves.pelayo", "close_person", ("Pelayo", "Erasmus|Bolonia")),
            Fact("nieves.microondas", "negation", ("microondas",), negated=True),
            Fact("nieves.city", "self_passing", ("Gijon",)),
        ),
        questions=(
            Question("Dame ideas de cenas rápidas para entre semana.", "nieves.microondas"),
            Question(
                "¿Cuál es la mejor forma de descongelar un pollo cuando voy con prisa?",
                "nieves.microondas",
            ),
            Question("¿Qué le regalo a mi hijo cuando vuelva por Navidad?", "nieves.pelayo"),
            Question(
                "Acabo con la espalda y los hombros molidos. ¿Qué ejercicios me recomiendas para "
                "el trabajo que hago?",
                "nieves.job",
            ),
            Question(
                "Estoy pensando en montar mi propio negocio. ¿Qué tendría que mirar?", "nieves.job"
            ),
            Question("¿Qué planes hay para un domingo de lluvia por mi zona?", "nieves.city"),
        ),
        forbidden=("Pinterest", "keratina"),
    ),
    User(
        "wilmer",  # a short chat in a taxi queue, learned by the inactivity flush
        sessions=(
            (
                "Hola, estoy en la cola del aeropuerto esperando pasajero. Soy taxista aquí en "
                "Arequipa hace doce años, así que tengo ratitos muertos como este.",
                "Mándame todo en lista numerada, cortito, que te leo en el celular entre carrera "
                "y carrera. ¿Qué puedo comer sano que no sea pollo a la brasa?",
            ),
        ),
        facts=(
            Fact("wilmer.job", "self_direct", ("taxi",)),
            Fact("wilmer.city", "self_passing", ("Arequipa",)),
            Fact("wilmer.lista", "preference", ("lista|numer|brev",)),
        ),
        questions=(
            Question("¿Cómo funciona un seguro vehicular contra todo riesgo?", "wilmer.lista"),
            Question("Explícame cómo sacar un préstamo en el banco.", "wilmer.lista"),
            Question(
                "Se me duermen las piernas y me duele la espalda baja. ¿Qué hago?", "wilmer.job"
            ),
            Question(
                "¿Adónde puedo llevar a mi familia de paseo el domingo sin ir muy lejos?",
                "wilmer.city",
            ),
        ),
        forbidden=("aeropuerto", "brasa"),
        idle=True,
    ),
    User(
        "maripaz",  # a niece's wedding, a deaf mother-in-law, a diet, a dish she never takes up
        sessions=(
            (
                "Hola, guapo. A ver si me ayudas, que voy de cabeza. El 4 de octubre se casa mi "
                "sobrina Nerea en Xàtiva y yo, que soy la madrina, todavía no tengo ni zapatos.",
                "Y el domingo toca comida en casa de mi suegra, Amparo. Es sorda de nacimiento y "
                "lee los labios, así que en la mesa hay que hablarle de frente y sin taparse la "
                "boca, que mi cuñado siempre se olvida. ¿Qué llevo yo? Soy vegetariana desde los "
                "veinte, por cierto, así que algo que pueda comer yo también.",
                "Mmm, no sé yo. Ya pensaré algo. Oye, ¿cómo se quitan las manchas de cera de un "
                "mantel?",
            ),
        ),
        replies=(
            (
                "Y el domingo toca comida en casa de mi suegra, Amparo. Es sorda de nacimiento y "
                "lee los labios, así que en la mesa hay que hablarle de frente y sin taparse la "
                "boca, que mi cuñado siempre se olvida. ¿Qué llevo yo? Soy vegetariana desde los "
                "veinte, por cierto, así que algo que pueda comer yo también.",
                "¡Qué buen plan! Lleva una paella de marisco con conejo y unos buñuelos de "
                "bacalao de aperitivo, que siempre triunfan.",
            ),
        ),
        facts=(
            Fact("maripaz.boda", "self_direct", ("Nerea|madrina|boda", "octubre")),
            Fact("maripaz.amparo", "close_person", ("Amparo", "sord|labio")),
            Fact("maripaz.vegetariana", "constraint", ("vegetarian",)),
        ),
        questions=(
            Question(
                "Voy a organizar una cena para diez en casa. ¿Qué menú me propones?",
                "maripaz.vegetariana",
            ),
            Question(
                "Voy a una arrocería con los compañeros del trabajo. ¿Qué pido?",
                "maripaz.vegetariana",
            ),
            Question(
                "Tengo que comprarme zapatos para la boda. ¿Con cuánto tiempo tengo que empezar a "
                "domarlos?",
                "maripaz.boda",
            ),
            Question(
                "Mi suegra viene a pasar unos días con nosotros. ¿Cómo lo preparo para que esté "
                "a gusto?",
                "maripaz.amparo",
            ),
            Question(
                "Vamos a ver una película en casa con mi suegra. ¿Qué tenemos que tener en cuenta?",
                "maripaz.amparo",
            ),
        ),
        forbidden=("marisco", "conejo", "bacalao", "buñuelo"),
    ),
    User(
        "eusebio",  # a job said only by the day described, a second language, a partner, a dog
        sessions=(
            (
                "Buenas, mi niño. Hoy tuve dos guaguas llenas de noruegos y les expliqué el Roque "
                "Nublo tres veces: una en noruego, otra en inglés y otra por señas, porque uno no "
                "se enteraba de nada. He terminado afónico.",
                "Mi pareja, Yeray, es cocinero en un hotel de Mogán y dice que me haga gárgaras "
                "con miel y limón. ¿Eso sirve o es cosa de abuela?",
                "Ah, y el perro, Tenique, un bardino que me destroza las cholas, también está "
                "ronco de tanto ladrarle a los lagartos. Será contagioso.",
            ),
        ),
        facts=(
            Fact("eusebio.job", "inferred", ("guia|turis|excursion",)),
            Fact("eusebio.noruego", "self_passing", ("norueg",)),
            Fact("eusebio.yeray", "close_person", ("Yeray", "cociner|chef")),
            Fact("eusebio.tenique", "self_passing", ("Tenique", "bardino|perro")),
        ),
        questions=(
            Question(
                "Me ofrecen un trabajo de oficina con horario fijo. ¿Me compensa cambiar?",
                "eusebio.job",
            ),
            Question(
                "¿Cómo cuido la voz si tengo que hablar muchas horas seguidas en el trabajo?",
                "eusebio.job",
            ),
            Question(
                "¿Qué idioma me conviene aprender ahora para tener más clientes?",
                "eusebio.noruego",
            ),
            Question("¿Qué le regalo a mi pareja por nuestro aniversario?", "eusebio.yeray"),
            Question(
                "Me voy a Tenerife un fin de semana. ¿Qué tengo que dejar organizado en casa?",
                "eusebio.tenique",
            ),
        ),
        forbidden=("lagarto", "Nublo"),
    ),
    User(
        "casimiro",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuántos gramos tiene una onza?",
                "¿quién pintó Las Meninas?",
                "gracias",
            ),
        ),
        forbidden=("onza", "Meninas", "Velazquez", "28"),
    ),
)
