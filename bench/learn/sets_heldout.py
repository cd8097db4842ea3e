"""Four held-out learning sets, written on 2026-11-27 before any run of them and before
any change to the learning code they could motivate: `o` in English, `p` in Spanish,
`q` in German and `r` in French, with new people, places, numbers and jobs.

Each holds chatty turns with several facts each, facts that need light inference
(a shift "at the fire station"), facts about other people with their own attributes,
changes stated without a signal word (no "actually", "moved", "now", "changed": the
later session only mentions the new value), negations (`negated`: a memory must keep
the "not"), hedges (a plan the user doubts is no fact: its words are `forbidden`),
small talk and questions, a user who tells nothing, and assistant suggestions the user
never takes up (`replies`: the upstream answers that turn with the scripted words; they
are `forbidden`, since only a memory taking the assistant's words for the user's would
hold them). Questions are asked in the user's language, as a real user would, mostly on
a topic where the fact should shape the answer. A keyword "a|b" is found by either
("matrona|midwife": a memory may be written in the user's language or in English).
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH: tuple[User, ...] = (
    User(
        "wren",  # chatty, several facts in one turn, people with their own attributes
        sessions=(
            (
                "Morning! Sorry if I'm slow today, Hattie was up teething half the night. "
                "My wife Adaeze is away in Nairobi for work until Friday, so it's just me, "
                "the baby and a very needy greyhound called Pilchard.",
                "Anyway, how long do you boil an egg for a runny yolk?",
                "perfect ta",
            ),
        ),
        facts=(
            Fact("wren.wife", "close_person", ("Adaeze",)),
            Fact("wren.baby", "close_person", ("Hattie",)),
            Fact("wren.dog", "self_passing", ("Pilchard",)),
        ),
        questions=(
            Question("What should I get my wife for our anniversary?", "wren.wife"),
            Question("Can you recommend a holiday cottage for the whole family?", "wren.dog"),
            Question("What's a good first birthday present?", "wren.baby"),
        ),
        forbidden=("egg", "yolk"),
    ),
    User(
        "osric",  # a new job said only by mentioning it
        sessions=(
            (
                "I teach chemistry at a secondary school in Dundee, and the marking is eating "
                "all my weekends.",
                "Any tips for staying awake through parents' evening?",
            ),
            (
                "The drive to the new lab at the distillery in Perth is brutal, an hour each "
                "way, but I love the work.",
            ),
        ),
        facts=(Fact("osric.work", "changed", ("distiller",), old=("school",)),),
        questions=(
            Question("How would you explain what I do at work to a ten-year-old?", "osric.work"),
            Question("Which podcasts would make my commute less dull?", "osric.work"),
        ),
    ),
    User(
        "tamsin",  # another person's job and allergy
        sessions=(
            (
                "My brother Caspar is a paramedic in Cardiff and he's allergic to kiwi, "
                "which rules out half my fruit salads.",
                "He's coming for Christmas this year, first time in ages!",
                "What's the best way to keep a turkey moist?",
            ),
        ),
        facts=(
            Fact("tamsin.caspar", "close_person", ("Caspar", "paramedic")),
            Fact("tamsin.kiwi", "close_person", ("kiwi",)),
        ),
        questions=(
            Question("Suggest a dessert for Christmas Day with my brother.", "tamsin.kiwi"),
            Question("What present would suit my brother's job?", "tamsin.caspar"),
        ),
        forbidden=("turkey",),
    ),
    User(
        "anouk",  # negations and a hedge
        sessions=(
            (
                "I might go vegan in the new year, not sure yet, we'll see.",
                "For now I eat pretty much everything except mushrooms, I really can't stand them.",
                "Oh and I don't drink alcohol at all.",
            ),
        ),
        facts=(
            Fact("anouk.mushrooms", "negation", ("mushroom",), negated=True),
            Fact("anouk.alcohol", "negation", ("alcohol",), negated=True),
        ),
        questions=(
            Question("Plan a dinner menu for my book club on Friday.", "anouk.mushrooms"),
            Question("What should I order at the pub quiz tonight?", "anouk.alcohol"),
        ),
        forbidden=("vegan",),
    ),
    User(
        "bertil",  # facts that need light inference
        sessions=(
            (
                "Just got home from a 12-hour shift at the fire station, I'm wrecked.",
                "Walking Juniper twice a day keeps me fit though, even if she pulls on the "
                "lead at every squirrel.",
                "What's a quick dinner I can make in ten minutes?",
            ),
        ),
        facts=(
            Fact("bertil.job", "inferred", ("fire",)),
            Fact("bertil.dog", "inferred", ("Juniper",)),
        ),
        questions=(
            Question("Which sleep routine suits my working hours?", "bertil.job"),
            Question("Can you plan a walking holiday for me?", "bertil.dog"),
        ),
    ),
    User(
        "harlan",  # an assistant suggestion the user never takes up
        sessions=(
            (
                "Jules and I are off to Tallinn for 4 days in March, where should we stay?",
                "We've already booked a flat near the harbour, to be honest. What's the food "
                "like there?",
                "thanks",
            ),
        ),
        replies=(
            (
                "Jules and I are off to Tallinn for 4 days in March, where should we stay?",
                "You could stay at the Hotel Kalevipoeg in the old town, and a day trip to "
                "Helsinki by ferry is easy from there.",
            ),
        ),
        facts=(
            Fact("harlan.trip", "self_direct", ("Tallinn", "March")),
            Fact("harlan.flat", "self_passing", ("harbour",)),
        ),
        questions=(
            Question("When is my next holiday?", "harlan.trip"),
            Question("Where are we staying on the trip?", "harlan.flat"),
        ),
        forbidden=("Kalevipoeg", "Helsinki", "ferry"),
    ),
    User(
        "noor",  # a suggestion the user waves away, and a side business said in passing
        sessions=(
            (
                "Which laptop should I buy for video editing? I can spend about 1400 pounds.",
                "Hmm, not convinced. Most of what I edit is school portrait videos for my "
                "little side business.",
            ),
        ),
        replies=(
            (
                "Which laptop should I buy for video editing? I can spend about 1400 pounds.",
                "The Zenbook Pro 16 would suit you well, or a refurbished ThinkPad P1.",
            ),
        ),
        facts=(
            Fact("noor.budget", "self_passing", ("1400",)),
            Fact("noor.business", "self_passing", ("portrait",)),
        ),
        questions=(Question("Help me write a short bio for my website.", "noor.business"),),
        forbidden=("Zenbook", "ThinkPad"),
    ),
    User(
        "ottilie",  # one chatty turn, four facts
        sessions=(
            (
                "Ugh, Mondays. I'm a dental hygienist in Norwich, I swim at 6 before work, "
                "and Piers does the school run because he translates from home.",
                "Is it weird to crave soup for breakfast?",
            ),
        ),
        facts=(
            Fact("ottilie.job", "self_direct", ("hygienist",)),
            Fact("ottilie.city", "self_passing", ("Norwich",)),
            Fact("ottilie.swim", "self_passing", ("swim",)),
            Fact("ottilie.piers", "close_person", ("Piers", "translat")),
        ),
        questions=(
            Question("Which gym membership should I pick?", "ottilie.swim"),
            Question("Find me a good Italian restaurant nearby.", "ottilie.city"),
        ),
        forbidden=("soup", "breakfast"),
    ),
    User(
        "idris",  # a relationship that changed, said only by its consequence
        sessions=(
            ("My girlfriend Leonie and I are looking for a 2-bed flat in Bath.",),
            (
                "Leonie's parents are flying in for our engagement party on Saturday and I'm "
                "a nervous wreck.",
            ),
        ),
        facts=(Fact("idris.leonie", "changed", ("engage",), old=("girlfriend",)),),
        questions=(Question("Help me write a speech for Saturday.", "idris.leonie"),),
    ),
    User(
        "saoirse",  # a new home said only by unpacking there
        sessions=(
            ("I rent a tiny flat in Galway above a chip shop, the smell gets everywhere.",),
            (
                "Spent the whole weekend unpacking boxes in Sligo, but the sea view from the "
                "kitchen makes up for it.",
            ),
        ),
        facts=(Fact("saoirse.city", "changed", ("Sligo",), old=("Galway",)),),
        questions=(Question("Any good walks near where I live?", "saoirse.city"),),
    ),
    User(
        "mattias",  # a negation beside a job
        sessions=(
            (
                "I sell my pottery at the Saturday market in Whitby. I'm not on social media "
                "at all, never have been.",
                "Do glazes go off?",
            ),
        ),
        facts=(
            Fact("mattias.pottery", "self_direct", ("potter",)),
            Fact("mattias.social", "negation", ("social",), negated=True),
        ),
        questions=(
            Question("How can I get more customers for my stall?", "mattias.social"),
            Question("What should I make for the Christmas market?", "mattias.pottery"),
        ),
        forbidden=("glaze",),
    ),
    User(
        "cosmo",  # tells nothing about himself: anything learned is invented
        sessions=(
            ("what's the capital of Mongolia?", "lol nice", "how many cups in a litre", "ta"),
        ),
        forbidden=("Mongolia", "litre", "cup"),
    ),
)

SPANISH: tuple[User, ...] = (
    User(
        "remedios",  # chatty, several facts, people with their own attributes
        sessions=(
            (
                "¡Buenas! Perdona el rollo, pero es que vengo agotada: soy matrona en el "
                "hospital de Cáceres y hoy he tenido 3 partos seguidos.",
                "Mi marido Anselmo, que es fontanero, dice que debería pedir vacaciones.",
                "¿Cuánto tiempo se deja reposar una tortilla?",
            ),
        ),
        facts=(
            Fact("remedios.job", "self_direct", ("matrona|midwife",)),
            Fact("remedios.city", "self_passing", ("Cáceres",)),
            Fact("remedios.husband", "close_person", ("Anselmo", "fontaner|plumber")),
        ),
        questions=(
            Question("¿Qué le regalo a mi marido por su cumpleaños?", "remedios.husband"),
            Question("¿Me recomiendas un restaurante cerca de casa?", "remedios.city"),
            Question("¿Qué zapatos me van bien para trabajar muchas horas de pie?", "remedios.job"),
        ),
        forbidden=("tortilla",),
    ),
    User(
        "baltasar",  # a new job said only by mentioning it
        sessions=(
            (
                "Doy clases de historia en un instituto de Albacete y corrijo exámenes cada "
                "domingo.",
            ),
            ("El trayecto hasta mi nueva oficina en la notaría de Cuenca me está matando.",),
        ),
        facts=(Fact("baltasar.work", "changed", ("notar",), old=("instituto|school",)),),
        questions=(
            Question("¿Cómo le explico a mi sobrino en qué trabajo?", "baltasar.work"),
            Question("¿Qué podcast me recomiendas para el coche?", "baltasar.work"),
        ),
    ),
    User(
        "inmaculada",  # a child's allergy, asked about on another topic
        sessions=(
            (
                "Mi hija Candela tiene alergia al huevo y este sábado cumple 7 años.",
                "¿Qué tiempo hará en Salamanca el fin de semana?",
                "vale, gracias",
            ),
        ),
        facts=(Fact("inmaculada.candela", "close_person", ("Candela", "huevo|egg")),),
        questions=(
            Question("¿Qué tarta hago para la fiesta de mi hija?", "inmaculada.candela"),
            Question("Ideas para la merienda del colegio de la niña", "inmaculada.candela"),
        ),
        forbidden=("tiempo",),
    ),
    User(
        "eulalia",  # negations and a hedge
        sessions=(
            (
                "A lo mejor me hago vegana el año que viene, no lo tengo nada claro.",
                "De momento como de todo menos el pepino, no lo soporto.",
                "Y no conduzco, nunca me saqué el carné.",
            ),
        ),
        facts=(
            Fact("eulalia.pepino", "negation", ("pepino|cucumber",), negated=True),
            Fact("eulalia.drive", "negation", ("conduc|carné|driv",), negated=True),
        ),
        questions=(
            Question("¿Qué ensalada preparo para la comida del domingo?", "eulalia.pepino"),
            Question("Organízame una escapada de fin de semana por Asturias.", "eulalia.drive"),
        ),
        forbidden=("vegan",),
    ),
    User(
        "fermin",  # facts that need light inference
        sessions=(
            (
                "Acabo de salir de la guardia en el cuartel de bomberos, 24 horas sin pegar ojo.",
                "Menos mal que mi perra Canela me espera siempre en la puerta.",
                "¿Qué ceno rápido?",
            ),
        ),
        facts=(
            Fact("fermin.job", "inferred", ("bomber|firefight|fire",)),
            Fact("fermin.dog", "inferred", ("Canela",)),
        ),
        questions=(
            Question("¿Cómo organizo mi sueño con mis turnos?", "fermin.job"),
            Question("Busco una casa rural para una semana de vacaciones.", "fermin.dog"),
        ),
    ),
    User(
        "leocadia",  # an assistant suggestion the user never takes up
        sessions=(
            (
                "Mi novia Itziar y yo nos vamos a Braga en junio, ¿dónde nos alojamos?",
                "Ya hemos reservado un apartamento junto a la catedral. ¿Qué se come allí?",
            ),
        ),
        replies=(
            (
                "Mi novia Itziar y yo nos vamos a Braga en junio, ¿dónde nos alojamos?",
                "Podríais alojaros en el Hotel Bracarense y hacer una excursión al santuario "
                "de Sameiro en teleférico.",
            ),
        ),
        facts=(
            Fact("leocadia.trip", "self_direct", ("Braga", "junio|june")),
            Fact("leocadia.itziar", "close_person", ("Itziar",)),
            Fact("leocadia.flat", "self_passing", ("catedral|cathedral",)),
        ),
        questions=(
            Question("¿Cuándo son mis próximas vacaciones?", "leocadia.trip"),
            Question("¿Dónde dormimos en el viaje?", "leocadia.flat"),
        ),
        forbidden=("Bracarense", "Sameiro", "teleférico"),
    ),
    User(
        "sebastian",  # a suggestion declined, a number said in passing
        sessions=(
            (
                "Quiero comprarme una bici de montaña, tengo unos 850 euros.",
                "Bah, no me convence. Lo que hago sobre todo es subir puertos de los "
                "Pirineos con mi club de los domingos.",
            ),
        ),
        replies=(
            (
                "Quiero comprarme una bici de montaña, tengo unos 850 euros.",
                "Te iría bien una Orbea Laufey o una Megamo Factory de segunda mano.",
            ),
        ),
        facts=(
            Fact("sebastian.budget", "self_passing", ("850",)),
            Fact("sebastian.club", "self_passing", ("Pirineo|Pyrenee",)),
        ),
        questions=(Question("¿Qué me llevo para una salida larga en bici?", "sebastian.club"),),
        forbidden=("Orbea", "Laufey", "Megamo"),
    ),
    User(
        "araceli",  # a new home said only by living there
        sessions=(
            ("Vivo en un piso diminuto en Lugo, encima de una panadería.",),
            ("Este finde he colgado por fin los cuadros del salón en Ourense, ¡qué gusto!",),
        ),
        facts=(Fact("araceli.city", "changed", ("Ourense",), old=("Lugo",)),),
        questions=(Question("¿Qué rutas de senderismo hay cerca de mi casa?", "araceli.city"),),
    ),
    User(
        "gonzalo",  # a relationship that changed, said only by its consequence
        sessions=(
            ("Mi pareja Macarena y yo buscamos piso en Valladolid.",),
            ("Los padres de Macarena vienen a nuestra boda el sábado y estoy de los nervios.",),
        ),
        facts=(
            Fact("gonzalo.macarena", "changed", ("boda|wedding|marr",), old=("pareja|partner",)),
        ),
        questions=(Question("Ayúdame con el discurso del sábado.", "gonzalo.macarena"),),
    ),
    User(
        "pilar",  # a colleague with attributes, a standing preference
        sessions=(
            (
                "Mi compañera Yolanda es sorda, así que en las reuniones siempre pedimos "
                "subtítulos.",
                "Y a mí me gusta que me contestes en frases cortas, sin rollos.",
                "¿Qué hora es en Tokio?",
            ),
        ),
        facts=(
            Fact("pilar.yolanda", "close_person", ("Yolanda", "sord|deaf")),
            Fact("pilar.short", "preference", ("cort|short|brief|concise",)),
        ),
        questions=(
            Question("Explícame qué es la inflación.", "pilar.short"),
            Question("¿Cómo preparo la presentación del equipo para el lunes?", "pilar.yolanda"),
        ),
        forbidden=("Tokio", "Tokyo"),
    ),
    User(
        "ramiro",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuál es la capital de Uzbekistán?",
                "jaja vale",
                "¿cuántos gramos tiene una onza?",
                "gracias",
            ),
        ),
        forbidden=("Uzbekist", "onza", "gramo"),
    ),
)

GERMAN: tuple[User, ...] = (
    User(
        "wiebke",  # chatty, several facts, people with their own attributes
        sessions=(
            (
                "Moin! Sorry, ich bin heute völlig durch: Ich arbeite als Hebamme in "
                "Flensburg und hatte 3 Geburten in einer Nacht.",
                "Mein Mann Hauke ist Dachdecker und meint, ich soll endlich Urlaub nehmen.",
                "Wie lange müssen Kartoffeln kochen?",
            ),
        ),
        facts=(
            Fact("wiebke.job", "self_direct", ("Hebamme|midwife",)),
            Fact("wiebke.city", "self_passing", ("Flensburg",)),
            Fact("wiebke.husband", "close_person", ("Hauke", "Dachdecker|roof")),
        ),
        questions=(
            Question("Was schenke ich meinem Mann zum Geburtstag?", "wiebke.husband"),
            Question("Kannst du mir ein Restaurant in meiner Nähe empfehlen?", "wiebke.city"),
            Question("Welche Schuhe eignen sich für lange Schichten?", "wiebke.job"),
        ),
        forbidden=("Kartoffel",),
    ),
    User(
        "volker",  # a new job said only by mentioning it
        sessions=(
            (
                "Ich unterrichte Physik an einer Gesamtschule in Wuppertal, und die Korrekturen "
                "fressen meine Wochenenden.",
            ),
            ("Die Fahrt zu meinem neuen Büro bei der Sparkasse in Hagen dauert ewig.",),
        ),
        facts=(
            Fact("volker.work", "changed", ("Sparkasse",), old=("Gesamtschule|Schule|school",)),
        ),
        questions=(
            Question("Wie erkläre ich meiner Nichte, was ich beruflich mache?", "volker.work"),
            Question("Welche Hörbücher passen zu meinem Arbeitsweg?", "volker.work"),
        ),
    ),
    User(
        "annegret",  # a child's allergy, asked about on another topic
        sessions=(
            (
                "Mein Sohn Jannik hat eine Haselnussallergie und wird am Samstag 8.",
                "Wie wird das Wetter in Bamberg am Wochenende?",
                "ok danke",
            ),
        ),
        facts=(Fact("annegret.jannik", "close_person", ("Jannik", "Haselnuss|hazel")),),
        questions=(
            Question("Welchen Kuchen backe ich für den Kindergeburtstag?", "annegret.jannik"),
            Question("Was packe ich meinem Sohn in die Brotdose?", "annegret.jannik"),
        ),
        forbidden=("Wetter",),
    ),
    User(
        "rosemarie",  # negations and a hedge
        sessions=(
            (
                "Vielleicht werde ich nächstes Jahr Veganerin, aber da bin ich mir gar nicht "
                "sicher.",
                "Im Moment esse ich alles außer Rosenkohl, den kann ich nicht ausstehen.",
                "Und ich fliege nicht, seit Jahren schon nicht mehr.",
            ),
        ),
        facts=(
            Fact("rosemarie.kohl", "negation", ("Rosenkohl|sprout",), negated=True),
            Fact("rosemarie.fly", "negation", ("flieg|flug|fly|flies|flight",), negated=True),
        ),
        questions=(
            Question("Was koche ich am Sonntag für die Familie?", "rosemarie.kohl"),
            Question("Plane mir eine Woche Urlaub in Portugal.", "rosemarie.fly"),
        ),
        forbidden=("vegan",),
    ),
    User(
        "detlef",  # facts that need light inference
        sessions=(
            (
                "Komme gerade von der Nachtschicht auf der Feuerwache, 12 Stunden am Stück.",
                "Zum Glück wartet Bruno immer schon schwanzwedelnd an der Tür.",
                "Was koche ich mir schnell zum Abendessen?",
            ),
        ),
        facts=(
            Fact("detlef.job", "inferred", ("Feuer|fire",)),
            Fact("detlef.dog", "inferred", ("Bruno",)),
        ),
        questions=(
            Question("Wie bekomme ich mit meinen Arbeitszeiten genug Schlaf?", "detlef.job"),
            Question("Such mir eine Ferienwohnung an der Ostsee für eine Woche.", "detlef.dog"),
        ),
    ),
    User(
        "henrike",  # an assistant suggestion the user never takes up
        sessions=(
            (
                "Meine Freundin Svenja und ich fahren im Juni nach Görlitz. Wo sollen wir "
                "übernachten?",
                "Wir haben schon eine Ferienwohnung am Untermarkt gebucht. Was isst man dort?",
            ),
        ),
        replies=(
            (
                "Meine Freundin Svenja und ich fahren im Juni nach Görlitz. Wo sollen wir "
                "übernachten?",
                "Ihr könntet im Hotel Neißeblick wohnen und einen Ausflug zur Landeskrone "
                "mit dem Fahrrad machen.",
            ),
        ),
        facts=(
            Fact("henrike.trip", "self_direct", ("Görlitz", "Juni|June")),
            Fact("henrike.svenja", "close_person", ("Svenja",)),
            Fact("henrike.flat", "self_passing", ("Untermarkt",)),
        ),
        questions=(
            Question("Wann ist mein nächster Urlaub?", "henrike.trip"),
            Question("Wo schlafen wir auf der Reise?", "henrike.flat"),
        ),
        forbidden=("Neißeblick", "Landeskrone", "Fahrrad"),
    ),
    User(
        "torsten",  # a suggestion declined, a number said in passing
        sessions=(
            (
                "Ich will mir eine Systemkamera kaufen und habe ungefähr 1100 Euro.",
                "Hm, überzeugt mich nicht. Ich fotografiere vor allem Greifvögel im Harz.",
            ),
        ),
        replies=(
            (
                "Ich will mir eine Systemkamera kaufen und habe ungefähr 1100 Euro.",
                "Die Lumix G9 wäre gut für dich, oder eine gebrauchte Fujifilm X-T4.",
            ),
        ),
        facts=(
            Fact("torsten.budget", "self_passing", ("1100",)),
            Fact("torsten.birds", "self_passing", ("Greifvög|raptor|bird", "Harz")),
        ),
        questions=(Question("Was nehme ich auf eine lange Fototour mit?", "torsten.birds"),),
        forbidden=("Lumix", "Fujifilm"),
    ),
    User(
        "ulrike",  # a new home said only by living there
        sessions=(
            ("Ich wohne in einer winzigen Wohnung in Gera, direkt über einer Bäckerei.",),
            ("Am Wochenende habe ich endlich die Bilder im Wohnzimmer in Plauen aufgehängt.",),
        ),
        facts=(Fact("ulrike.city", "changed", ("Plauen",), old=("Gera",)),),
        questions=(Question("Welche Wanderwege gibt es in meiner Nähe?", "ulrike.city"),),
    ),
    User(
        "jens",  # a relationship that changed, said only by its consequence
        sessions=(
            ("Meine Freundin Merle und ich suchen eine Wohnung in Kassel.",),
            ("Merles Eltern kommen am Samstag zu unserer Hochzeit, ich bin total nervös.",),
        ),
        facts=(
            Fact("jens.merle", "changed", ("Hochzeit|wedding|marr",), old=("Freundin|girlfriend",)),
        ),
        questions=(Question("Hilf mir mit der Rede für Samstag.", "jens.merle"),),
    ),
    User(
        "gesine",  # a colleague with attributes, a standing preference
        sessions=(
            (
                "Mein Kollege Ole sitzt im Rollstuhl, deshalb buchen wir nur barrierefreie Räume.",
                "Und antworte mir bitte immer kurz, in Stichpunkten.",
                "Wie spät ist es in Lima?",
            ),
        ),
        facts=(
            Fact("gesine.ole", "close_person", ("Ole", "Rollstuhl|wheelchair")),
            Fact("gesine.short", "preference", ("kurz|Stichpunkt|short|brief|concise|bullet",)),
        ),
        questions=(
            Question("Erklär mir, was Inflation ist.", "gesine.short"),
            Question("Wo machen wir unseren Teamausflug im Mai?", "gesine.ole"),
        ),
        forbidden=("Lima",),
    ),
    User(
        "malte",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "was ist die Hauptstadt von Kirgisistan?",
                "haha ok",
                "wie viele Gramm hat eine Unze?",
                "danke",
            ),
        ),
        forbidden=("Kirgis", "Unze", "Gramm"),
    ),
)

FRENCH: tuple[User, ...] = (
    User(
        "solange",  # chatty, several facts, people with their own attributes
        sessions=(
            (
                "Coucou ! Désolée, je suis crevée : je suis sage-femme à la maternité de "
                "Quimper et j'ai eu 3 accouchements cette nuit.",
                "Mon mari Gwenaël, qui est charpentier, dit que je devrais poser des congés.",
                "Combien de temps faut-il cuire des pâtes fraîches ?",
            ),
        ),
        facts=(
            Fact("solange.job", "self_direct", ("sage|midwife",)),
            Fact("solange.city", "self_passing", ("Quimper",)),
            Fact("solange.husband", "close_person", ("Gwenaël", "charpent|carpent")),
        ),
        questions=(
            Question("Qu'est-ce que j'offre à mon mari pour son anniversaire ?", "solange.husband"),
            Question("Tu me conseilles un restaurant près de chez moi ?", "solange.city"),
            Question("Quelles chaussures pour tenir debout pendant mes gardes ?", "solange.job"),
        ),
        forbidden=("pâtes",),
    ),
    User(
        "thibault",  # a new job said only by mentioning it
        sessions=(
            (
                "J'enseigne la géographie dans un collège de Chambéry et les copies me "
                "mangent tous mes week-ends.",
            ),
            ("Le trajet jusqu'à mon nouveau bureau à la mutuelle d'Annecy est interminable.",),
        ),
        facts=(Fact("thibault.work", "changed", ("mutuelle|insur",), old=("collège|school",)),),
        questions=(
            Question("Comment j'explique mon travail à ma filleule ?", "thibault.work"),
            Question("Tu me conseilles des podcasts pour la route ?", "thibault.work"),
        ),
    ),
    User(
        "maryvonne",  # a child's allergy, asked about on another topic
        sessions=(
            (
                "Ma fille Capucine est allergique à la moutarde et elle fête ses 6 ans samedi.",
                "Quel temps fera-t-il à Colmar ce week-end ?",
                "ok merci",
            ),
        ),
        facts=(Fact("maryvonne.capucine", "close_person", ("Capucine", "moutarde|mustard")),),
        questions=(
            Question("Quel gâteau je fais pour l'anniversaire de ma fille ?", "maryvonne.capucine"),
            Question("Des idées de goûter pour l'école de la petite ?", "maryvonne.capucine"),
        ),
        forbidden=("temps",),
    ),
    User(
        "berenice",  # negations and a hedge
        sessions=(
            (
                "Je deviendrai peut-être végane l'année prochaine, mais je ne suis pas "
                "du tout sûre.",
                "Pour l'instant je mange de tout sauf les betteraves, je les déteste.",
                "Et je ne bois jamais de café.",
            ),
        ),
        facts=(
            Fact("berenice.betterave", "negation", ("betterave|beet",), negated=True),
            Fact("berenice.cafe", "negation", ("café|coffee",), negated=True),
        ),
        questions=(
            Question("Qu'est-ce que je prépare comme salade pour dimanche ?", "berenice.betterave"),
            Question("Qu'est-ce que je commande au bistrot après le déjeuner ?", "berenice.cafe"),
        ),
        forbidden=("végan", "vegan"),
    ),
    User(
        "gaetan",  # facts that need light inference
        sessions=(
            (
                "Je rentre de 24 heures de garde à la caserne des pompiers, je suis mort.",
                "Heureusement que Falbala m'attend toujours derrière la porte en remuant la queue.",
                "Je mange quoi de rapide ce soir ?",
            ),
        ),
        facts=(
            Fact("gaetan.job", "inferred", ("pompier|firefight|fire",)),
            Fact("gaetan.dog", "inferred", ("Falbala",)),
        ),
        questions=(
            Question("Comment je dors assez avec mes horaires ?", "gaetan.job"),
            Question("Trouve-moi un gîte pour une semaine de vacances.", "gaetan.dog"),
        ),
    ),
    User(
        "ophelie",  # an assistant suggestion the user never takes up
        sessions=(
            (
                "Mon copain Loïc et moi partons à Ljubljana en septembre, où est-ce qu'on dort ?",
                "On a déjà réservé un appartement près du marché central. On y mange quoi ?",
            ),
        ),
        replies=(
            (
                "Mon copain Loïc et moi partons à Ljubljana en septembre, où est-ce qu'on dort ?",
                "Vous pourriez loger à l'hôtel Zmajski Most et faire une excursion au lac de "
                "Bohinj en autocar.",
            ),
        ),
        facts=(
            Fact("ophelie.trip", "self_direct", ("Ljubljana", "septembre|september")),
            Fact("ophelie.loic", "close_person", ("Loïc",)),
            Fact("ophelie.flat", "self_passing", ("marché|market",)),
        ),
        questions=(
            Question("C'est quand mes prochaines vacances ?", "ophelie.trip"),
            Question("On loge où pendant le voyage ?", "ophelie.flat"),
        ),
        forbidden=("Zmajski", "Bohinj", "autocar"),
    ),
    User(
        "yannick",  # a suggestion declined, a number said in passing
        sessions=(
            (
                "Je veux m'acheter un kayak de mer, j'ai à peu près 1300 euros.",
                "Bof, ça ne me tente pas. Je pagaie surtout autour des îles de Glénan avec "
                "mon club.",
            ),
        ),
        replies=(
            (
                "Je veux m'acheter un kayak de mer, j'ai à peu près 1300 euros.",
                "Un Tahe Reval ou un Prijon Marlin d'occasion te conviendrait bien.",
            ),
        ),
        facts=(
            Fact("yannick.budget", "self_passing", ("1300",)),
            Fact("yannick.club", "self_passing", ("Glénan",)),
        ),
        questions=(
            Question("Qu'est-ce que j'emporte pour une longue sortie en mer ?", "yannick.club"),
        ),
        forbidden=("Tahe", "Reval", "Prijon", "Marlin"),
    ),
    User(
        "clemence",  # a new home said only by living there
        sessions=(
            ("J'habite un minuscule studio à Valence, juste au-dessus d'une boulangerie.",),
            ("Ce week-end j'ai enfin accroché les cadres dans le salon à Privas, quel bonheur !",),
        ),
        facts=(Fact("clemence.city", "changed", ("Privas",), old=("Valence",)),),
        questions=(Question("Quelles randonnées y a-t-il près de chez moi ?", "clemence.city"),),
    ),
    User(
        "arnaud",  # a relationship that changed, said only by its consequence
        sessions=(
            ("Ma copine Perrine et moi cherchons un appartement à Besançon.",),
            ("Les parents de Perrine viennent à notre mariage samedi, je suis super stressé.",),
        ),
        facts=(
            Fact("arnaud.perrine", "changed", ("mari|wedding|marr",), old=("copine|girlfriend",)),
        ),
        questions=(Question("Aide-moi à écrire mon discours pour samedi.", "arnaud.perrine"),),
    ),
    User(
        "nadege",  # a colleague with attributes, a standing preference
        sessions=(
            (
                "Mon collègue Maël est malvoyant, alors on envoie toujours les documents en "
                "gros caractères.",
                "Et réponds-moi toujours en tutoyant, s'il te plaît.",
                "Quelle heure est-il à Montréal ?",
            ),
        ),
        facts=(
            Fact("nadege.mael", "close_person", ("Maël", "malvoyant|visual|sight|blind")),
            Fact("nadege.tu", "preference", ("tutoy|tutoi|informal",)),
        ),
        questions=(
            Question("Explique-moi ce qu'est l'inflation.", "nadege.tu"),
            Question("Comment je prépare les supports de la réunion d'équipe ?", "nadege.mael"),
        ),
        forbidden=("Montréal",),
    ),
    User(
        "lucien",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "c'est quoi la capitale du Tadjikistan ?",
                "haha ok",
                "combien de grammes dans une once ?",
                "merci",
            ),
        ),
        forbidden=("Tadjik", "once", "gramme"),
    ),
)
