"""A seventh round of held-out learning sets, written before any run of them and without
reading the learning code: `ae` in English and `af` in Spanish. Each language's set was
written on its own, with its own people and situations (neither is a translation of the
other, nor of `o`-`ad`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (four lockouts and two drilled cylinders before lunch, nine
hours in a cab forty metres up with the jib swinging in the wind), standing constraints
and negations that should shape answers on other topics (`negated`: a memory must keep
the "not"), hedges (a plan the user doubts is no fact: its words are `forbidden`), other
people with their own attributes, and three changes per set of attributes no earlier set
changed (a static caravan sold for a timeshare, a walking stick given up for a mobility
scooter, a toddler out of nappies and onto the potty; roll-ups given up for a vape, a
baby weaned from the breast onto the bottle, a hearing aid replaced by a cochlear
implant): one said with a signal ("Quick update", "Pequeña novedad"), two without one
(the later session only mentions the new value in passing). Assistant suggestions the
user never takes up are scripted (`replies`) and their words are `forbidden`; one user
per set tells nothing. Questions are asked in the user's language on a topic the fact
should shape. A keyword "a|b" is found by either ("relojer|watchmak": a memory may be
written in Spanish or in English); Spanish keywords are stems ("relojer" finds
"relojera", "vap" finds "vapeador" and "vapea"), and keywords were chosen so that no
other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH7: tuple[User, ...] = (
    User(
        "hester",  # chatty: a job, a city and a husband beside a request
        sessions=(
            (
                "Hiya! Forgive any paint on the keyboard. I'm a signwriter, all hand lettering, "
                "and I've spent the whole day up a stepladder gilding the name over a new chippy "
                "on the front.",
                "Torquil's a deckhand on the ferry out to Mull, so he's off at the crack of dawn "
                "and I've got the house to myself till teatime. Not a bad life here in Oban, to "
                "be fair.",
                "Anyway, what's a good way to use up a glut of rhubarb?",
            ),
        ),
        facts=(
            Fact("hester.job", "self_direct", ("signwrit|lettering|shopfront",)),
            Fact("hester.city", "self_passing", ("Oban",)),
            Fact("hester.torquil", "close_person", ("Torquil", "ferry|deckhand")),
        ),
        questions=(
            Question(
                "I've got a stall at the craft fair next month. What should I put on it?",
                "hester.job",
            ),
            Question(
                "My cousin's coming to stay for a long weekend in June. What should we do?",
                "hester.city",
            ),
            Question("What could I get my husband for his birthday?", "hester.torquil"),
        ),
        forbidden=("rhubarb",),
    ),
    User(
        "wystan",  # a job and a tortoise said only by what they imply, and a hedge
        sessions=(
            (
                "Four lockouts before lunch, one of them a woman in her dressing gown at seven "
                "this morning, then a snapped key in a uPVC door that took me an hour with the "
                "extractor. Drilled out two Euro cylinders after that and my forearms are buzzing.",
                "Came home to find Horatio out of his box under the stairs for the first time "
                "since October, already stomping round the kitchen after dandelions like he owns "
                "the place.",
                "I keep telling myself I'll do a pottery night class in the autumn, but I'll "
                "probably bottle it like last year.",
                "Anyway, how do I get limescale off a shower head?",
            ),
        ),
        facts=(
            Fact("wystan.job", "inferred", ("locksmith|lock",)),
            Fact("wystan.horatio", "inferred", ("Horatio",)),
        ),
        questions=(
            Question(
                "I've been offered a van on a lease deal. What should I look for in one for work?",
                "wystan.job",
            ),
            Question(
                "We're away for a fortnight in August. What needs sorting at home before we go?",
                "wystan.horatio",
            ),
        ),
        forbidden=("pottery", "limescale", "shower"),
    ),
    User(
        "rosamund",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Bit of an odd one to open with, but you may as well know: I've had a stoma "
                "since my bowel surgery two years ago, so I need a loo nearby wherever I go, "
                "and nothing tight round my middle.",
                "And I don't have a smartphone. I've a basic flip phone for calls and texts, and "
                "I've no intention of getting anything cleverer.",
                "My sister's on at me to do a trek in Peru with her next year. Maybe. Though I'd "
                "probably spend the whole thing in a tent feeling sorry for myself.",
                "Who invented the cat flap?",
            ),
        ),
        facts=(
            Fact("rosamund.stoma", "constraint", ("stoma|ostomy|ileostomy|colostomy",)),
            Fact("rosamund.phone", "negation", ("smartphone",), negated=True),
        ),
        questions=(
            Question(
                "We're doing a week's coach tour round the Highlands in May. How should I plan "
                "for it?",
                "rosamund.stoma",
            ),
            Question(
                "I need a new swimsuit for my holiday. What should I look for?", "rosamund.stoma"
            ),
            Question("How do I pay for parking in town these days?", "rosamund.phone"),
        ),
        forbidden=("Peru", "trek", "flap"),
    ),
    User(
        "winifred",  # a constraint, a preference and a negation that hold on every topic
        sessions=(
            (
                "It's been chucking it down for three days, the beck's burst its banks and "
                "there's a row of sandbags all along our lane. While I've got you, because it "
                "matters for nearly everything: I'm badly allergic to latex. Rubber gloves, "
                "balloons, even the elastic in some socks brings me out in hives, and once it was "
                "a trip to A&E.",
                "Always give me measurements in metric, please. I was a surveyor for thirty "
                "years and inches make my teeth itch.",
                "And I'm not on social media. No Facebook, no Instagram, never have been and I "
                "won't start now.",
                "What's the difference between a hare and a rabbit, anyway?",
            ),
        ),
        facts=(
            Fact("winifred.latex", "constraint", ("latex",)),
            Fact("winifred.metric", "preference", ("metric",)),
            Fact("winifred.social", "negation", ("social|Facebook|Instagram",), negated=True),
        ),
        questions=(
            Question(
                "I'm doing my nephew's eighth birthday party. How should I decorate the room?",
                "winifred.latex",
            ),
            Question(
                "I'm deep-cleaning the bathroom this weekend. What should I buy?", "winifred.latex"
            ),
            Question("How much paint will I need for my spare bedroom?", "winifred.metric"),
            Question(
                "How can I get more people along to our village summer fete?", "winifred.social"
            ),
        ),
        forbidden=("beck", "sandbag", "hare", "rabbit"),
    ),
    User(
        "morwenna",  # two other people, each with their own attributes
        sessions=(
            (
                "My father-in-law Cuthbert is staying with us for a month. He gets terrible "
                "vertigo, so anything high up is a no-go and he's sleeping in the front room.",
                "And our eldest, Ossian, broke his wrist falling off a trampoline on Saturday, so "
                "he's in plaster up to the elbow for six weeks and furious about it.",
                "How do I get candle wax off a tablecloth?",
            ),
        ),
        facts=(
            Fact("morwenna.cuthbert", "close_person", ("Cuthbert", "vertigo|dizz")),
            Fact("morwenna.ossian", "close_person", ("Ossian", "wrist|plaster|broke")),
        ),
        questions=(
            Question(
                "What could we do with my father-in-law on Sunday afternoon?", "morwenna.cuthbert"
            ),
            Question("What can our eldest do over the Easter holidays?", "morwenna.ossian"),
        ),
        forbidden=("candle", "wax", "tablecloth"),
        idle=True,
    ),
    User(
        "hamish",  # a static caravan sold for a timeshare, changed with a signal
        sessions=(
            (
                "We've had a static caravan at Filey for eleven years now. We're up there most "
                "weekends from Easter onwards, and the kids learned to swim in the site pool.",
                "Any tips for keeping a sourdough starter alive?",
            ),
            (
                "Quick update: we've finally sold the caravan and bought into a timeshare in "
                "Lanzarote instead. Two weeks a year, and sun guaranteed.",
                "What's a good card game for four people?",
            ),
        ),
        facts=(
            Fact("hamish.holiday", "changed", ("timeshare|Lanzarote",), old=("caravan|Filey",)),
        ),
        questions=(
            Question(
                "We've got a fortnight off in the autumn. What should we do?", "hamish.holiday"
            ),
            Question("What should I pack for our next break away?", "hamish.holiday"),
        ),
        forbidden=("sourdough", "card"),
    ),
    User(
        "dorcas",  # a walking stick given up for a mobility scooter, said only in passing
        sessions=(
            (
                "My knees are shot these days, so I get about with a walking stick, and the hill "
                "up to the post office takes me a good twenty minutes.",
                "Can you recommend a crime novel that isn't too gory?",
            ),
            (
                "Took the new mobility scooter down to the prom this morning, and the battery "
                "lasted all the way to the pier and back with bars to spare. What's a warming "
                "soup I can make in one pot?",
            ),
        ),
        facts=(Fact("dorcas.mobility", "changed", ("scooter",), old=("stick|cane",)),),
        questions=(
            Question(
                "My granddaughter's got her school sports day next month. How should I plan "
                "getting there?",
                "dorcas.mobility",
            ),
            Question(
                "We're thinking of booking a cottage in Northumberland. What should I check first?",
                "dorcas.mobility",
            ),
        ),
        forbidden=("crime", "novel", "gory", "soup"),
    ),
    User(
        "fenella",  # a toddler out of nappies, said only in passing
        sessions=(
            (
                "Rafferty's nearly three and still in nappies, and the nursery keep dropping "
                "not-so-subtle hints about it.",
                "Can you suggest some songs to sing to a toddler at night?",
            ),
            (
                "Rafferty took himself off to the potty twice before breakfast this morning and "
                "demanded a round of applause both times. Honestly. What's a quick tea I can "
                "knock up in twenty minutes?",
            ),
        ),
        facts=(Fact("fenella.rafferty", "changed", ("potty",), old=("nappies|nappy",)),),
        questions=(
            Question(
                "We're off to the zoo for the day with my son. What should I pack?",
                "fenella.rafferty",
            ),
            Question(
                "We're driving down to Devon with the little one this summer. How should we plan "
                "the journey?",
                "fenella.rafferty",
            ),
        ),
        forbidden=("song",),
    ),
    User(
        "leofric",  # an assistant suggestion the user turns down
        sessions=(
            (
                "We want to get a dog. Which breed should we go for?",
                "God, no. We're in a third-floor flat with no garden, and I do twelve-hour "
                "shifts at the airport. And my wife Ingeborg has been terrified of big dogs ever "
                "since one went for her as a girl.",
                "right, ta",
            ),
        ),
        replies=(
            (
                "We want to get a dog. Which breed should we go for?",
                "A Border Collie or a Siberian Husky would be a great choice: bags of energy, "
                "brilliant company on long runs and endlessly clever.",
            ),
        ),
        facts=(
            Fact("leofric.flat", "self_passing", ("third",)),
            Fact(
                "leofric.ingeborg", "close_person", ("Ingeborg", "terrif|scared|afraid|fear|phobi")
            ),
        ),
        questions=(
            Question("So which breed would actually suit us?", "leofric.flat"),
            Question(
                "Friends have asked us to their farm for Sunday lunch, and they keep three "
                "Great Danes. Any advice?",
                "leofric.ingeborg",
            ),
        ),
        forbidden=("Collie", "Husky", "Siberian"),
    ),
    User(
        "lucinda",  # a suggestion waved away, a budget and a daughter said in passing
        sessions=(
            (
                "Can you suggest a summer activity week for my daughter? We've about £350 to "
                "spend.",
                "No, that's no good. Clemmie has juvenile arthritis, so anything that pounds her "
                "joints is out, and she's happiest with a sketchbook anyway.",
                "ok, thanks",
            ),
        ),
        replies=(
            (
                "Can you suggest a summer activity week for my daughter? We've about £350 to "
                "spend.",
                "PGL is a great shout: a week of kayaking, high ropes and zip wires, with a "
                "disco every night.",
            ),
        ),
        facts=(
            Fact("lucinda.budget", "self_passing", ("350",)),
            Fact("lucinda.clemmie", "close_person", ("Clemmie", "arthritis")),
        ),
        questions=(
            Question("So what should I book for her?", "lucinda.budget"),
            Question("What could my daughter and I do together over half-term?", "lucinda.clemmie"),
        ),
        forbidden=("PGL", "kayak", "ropes", "zip", "disco"),
    ),
    User(
        "obafemi",  # a colleague's attribute, a hedge, a task
        sessions=(
            (
                "My colleague Winsome is blind and brings her guide dog, Pepper, into the office "
                "every day.",
                "I might put in for the secondment to our Lagos office, but honestly I doubt I'll "
                "go through with it.",
                "Can you make this sound less blunt: 'The report you sent is incomplete and the "
                "figures are wrong. Redo it by Monday.'",
            ),
        ),
        facts=(Fact("obafemi.winsome", "close_person", ("Winsome", "guide|blind")),),
        questions=(
            Question(
                "I'm booking somewhere for the team's leaving do next month. What should I check?",
                "obafemi.winsome",
            ),
        ),
        forbidden=("secondment", "Lagos", "report", "figures", "redo"),
    ),
    User(
        "norris",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what's the tallest mountain in Wales?",
                "how many teaspoons in a tablespoon?",
                "cheers",
            ),
        ),
        forbidden=("Wales", "Snowdon", "teaspoon", "tablespoon"),
    ),
)

SPANISH7: tuple[User, ...] = (
    User(
        "encarna",  # chatty: a job, a city and a husband beside a request
        sessions=(
            (
                "¡Hola! Perdona si voy a trompicones, que tengo la vista cansada de tanta lupa. "
                "Soy relojera, y hoy me han traído tres relojes de bolsillo de un señor que los "
                "heredó de su abuelo, todos parados desde hace décadas.",
                "Nemesio, mi marido, es estibador en el puerto y esta semana le toca de noche "
                "descargando contenedores, así que aquí en Cartagena ceno sola otra vez.",
                "¿Cuánto tiempo se cuecen los garbanzos en la olla exprés?",
            ),
        ),
        facts=(
            Fact("encarna.job", "self_direct", ("relojer|reloj|watchmak",)),
            Fact("encarna.city", "self_passing", ("Cartagena",)),
            Fact("encarna.nemesio", "close_person", ("Nemesio", "estiba|docker|stevedore")),
        ),
        questions=(
            Question(
                "Quiero hacer un curso este año para mejorar en el trabajo. ¿Cuál me recomiendas?",
                "encarna.job",
            ),
            Question(
                "Viene mi prima a pasar el puente de mayo. ¿Qué podemos hacer?", "encarna.city"
            ),
            Question("¿Qué le regalo a mi marido por nuestro aniversario?", "encarna.nemesio"),
        ),
        forbidden=("garbanzo", "olla"),
    ),
    User(
        "cipriano",  # a job and a parrot said only by what they imply, and a hedge
        sessions=(
            (
                "Vaya día. Nueve horas en la cabina a cuarenta metros, con el poniente meneando "
                "la pluma de la grúa cada vez que subía un palé de ladrillos, y el encargado "
                "dándome indicaciones por el walkie sin parar.",
                "Al llegar a casa, Paquirri me ha recibido silbando el himno del Betis y pidiendo "
                "pipas a gritos desde la percha. Como no se las he dado a tiempo, me ha volcado "
                "el bebedero.",
                "Mi cuñada quiere que me apunte con ella a clases de salsa. A lo mejor... aunque "
                "conociéndome lo dejo a la segunda semana.",
                "Oye, ¿cómo se hace un buen gazpacho?",
            ),
        ),
        facts=(
            Fact("cipriano.job", "inferred", ("grúa|gruista|crane",)),
            Fact("cipriano.paquirri", "inferred", ("Paquirri",)),
        ),
        questions=(
            Question("¿Qué seguro de vida me conviene?", "cipriano.job"),
            Question(
                "Nos vamos diez días a Cantabria en agosto. ¿Qué tengo que dejar organizado en "
                "casa?",
                "cipriano.paquirri",
            ),
        ),
        forbidden=("salsa", "gazpacho"),
    ),
    User(
        "almudena",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Antes de nada, porque me condiciona la vida: tengo urticaria solar. Diez minutos "
                "al sol y me salen ronchas por todo el cuerpo, así que voy siempre con manga "
                "larga, sombrero y buscando la sombra.",
                "Y no tengo televisión, ni la quiero. En casa se escucha la radio y se juega a "
                "las cartas, y tan a gusto.",
                "Mi hermano insiste en que me saque con él el título de patrón de barco. Quizá... "
                "aunque me conozco y lo dejaría a medias.",
                "¿Qué diferencia hay entre un tritón y una salamandra?",
            ),
        ),
        facts=(
            Fact("almudena.urticaria", "constraint", ("urticaria|hives",)),
            Fact("almudena.tv", "negation", ("televis|TV",), negated=True),
        ),
        questions=(
            Question(
                "Me voy una semana a Menorca en julio. ¿Qué me llevo en la maleta?",
                "almudena.urticaria",
            ),
            Question(
                "Este invierno voy a tener muchas tardes libres. ¿Cómo me entretengo?",
                "almudena.tv",
            ),
        ),
        forbidden=("patrón", "barco", "tritón", "salamandra"),
    ),
    User(
        "eladio",  # a constraint, a preference and a negation that hold on every topic
        sessions=(
            (
                "¡Qué calima! Tengo el coche cubierto de barro rojo y desde la terraza no se ve "
                "ni el monte de enfrente. Ya que estamos, te lo digo porque vale para casi todo: "
                "tengo artrosis en las dos rodillas, así que nada de escaleras, cuestas ni "
                "caminatas largas.",
                "Cuando me expliques algo, ponme siempre los pasos numerados, uno, dos, tres, "
                "que si no me pierdo.",
                "Y el ajo, ni verlo: no lo soporto, ni crudo ni frito, que me repite todo el día.",
                "¿Quién pintó Las Meninas?",
            ),
        ),
        facts=(
            Fact("eladio.rodillas", "constraint", ("artrosis|rodilla|knee|arthrit|osteoarth",)),
            Fact("eladio.pasos", "preference", ("numerad|numbered|pasos|steps",)),
            Fact("eladio.ajo", "negation", ("ajo|garlic",), negated=True),
        ),
        questions=(
            Question(
                "Quiero ponerme en forma este año. ¿Qué deporte me recomiendas?", "eladio.rodillas"
            ),
            Question("Planéame una escapada de fin de semana a Albarracín.", "eladio.rodillas"),
            Question("¿Cómo cambio la contraseña del wifi?", "eladio.pasos"),
            Question("¿Qué tapas preparo para la cena del sábado con los vecinos?", "eladio.ajo"),
        ),
        forbidden=("calima", "barro", "Meninas", "Velázquez"),
    ),
    User(
        "genoveva",  # two other people, each with their own attributes
        sessions=(
            (
                "Mi suegro Saturnino se ha venido a vivir con nosotros. Tiene ochenta y seis años "
                "y una memoria de elefante, pero nunca fue a la escuela y no sabe leer ni "
                "escribir.",
                "Y la pequeña, Zuriñe, es alérgica a los ácaros: en cuanto se acerca a una "
                "alfombra o a un peluche empieza a estornudar.",
                "¿Cómo se limpian las juntas de los azulejos del baño?",
            ),
        ),
        facts=(
            Fact(
                "genoveva.saturnino",
                "close_person",
                ("Saturnino", "analfabet|leer|escribir|illiter"),
            ),
            Fact("genoveva.zurine", "close_person", ("Zuriñe", "ácaro|mite")),
        ),
        questions=(
            Question(
                "Mi suegro tiene que empezar con unas pastillas nuevas. ¿Cómo le organizo la "
                "medicación?",
                "genoveva.saturnino",
            ),
            Question("¿Cómo decoro el cuarto de mi hija pequeña?", "genoveva.zurine"),
        ),
        forbidden=("juntas", "azulejo"),
        idle=True,
    ),
    User(
        "baldomero",  # roll-ups given up for a vape, changed with a signal
        sessions=(
            (
                "Cada hora salgo al balcón a fumarme un cigarro de liar; la vecina de enfrente ya "
                "me saluda cada vez que salgo, como si fichara.",
                "¿Cómo hago un arroz al horno que quede con costra?",
            ),
            (
                "Pequeña novedad: he dejado el tabaco. Me he pasado al vapeador, uno de sabor a "
                "menta, y llevo tres semanas sin encender un cigarro.",
                "¿Qué película me recomiendas para el sábado?",
            ),
        ),
        facts=(
            Fact(
                "baldomero.tabaco",
                "changed",
                ("vap",),
                old=("tabaco|cigarr|fum|smok|tobacco",),
            ),
        ),
        questions=(
            Question(
                "El mes que viene vuelo a Estambul solo con equipaje de mano. ¿Qué tengo que "
                "saber?",
                "baldomero.tabaco",
            ),
            Question(
                "Me voy diez días a Tailandia. ¿Qué tengo que mirar antes de viajar?",
                "baldomero.tabaco",
            ),
        ),
        forbidden=("arroz", "costra", "película"),
    ),
    User(
        "ainhoa",  # a baby weaned onto the bottle, said only in passing
        sessions=(
            (
                "Jimena tiene cuatro meses y sigue con lactancia a demanda: se engancha al pecho "
                "cada dos horas, también de noche, y yo ya no sé ni en qué día vivo.",
                "¿Qué serie ligera me recomiendas para ver de madrugada?",
            ),
            (
                "Desde que Jimena toma biberón de fórmula, su padre hace la toma de las tres y "
                "yo he dormido seis horas del tirón, ¡milagro! ¿Qué cena rápida hago con un "
                "calabacín y dos huevos?",
            ),
        ),
        facts=(
            Fact(
                "ainhoa.jimena",
                "changed",
                ("biberón|bottle|fórmula|formula",),
                old=("pecho|lactancia|breastfe|amamant",),
            ),
        ),
        questions=(
            Question(
                "Vamos a pasar el día en la playa con la niña. ¿Qué meto en la bolsa?",
                "ainhoa.jimena",
            ),
            Question(
                "Mi pareja y yo queremos salir a cenar solos por primera vez. ¿Cómo lo "
                "organizamos con la niña?",
                "ainhoa.jimena",
            ),
        ),
        forbidden=("serie", "calabacín", "huevo"),
    ),
    User(
        "herminia",  # a hearing aid replaced by a cochlear implant, said only in passing
        sessions=(
            (
                "Sin el audífono no me entero de nada, y en los bares con ruido ni con él; acabo "
                "asintiendo a todo como una tonta.",
                "¿Cuándo es el mejor momento para ver las grullas en Gallocanta?",
            ),
            (
                "Llevo dos meses con el implante coclear y la logopeda dice que voy como un tiro: "
                "ayer entendí a mi nieta por teléfono sin pedirle que repitiera nada. ¿Cómo se "
                "hace un bizcocho de yogur bien esponjoso?",
            ),
        ),
        facts=(
            Fact(
                "herminia.oido",
                "changed",
                ("implant|coclear|cochlear",),
                old=("audífono|hearing",),
            ),
        ),
        questions=(
            Question(
                "Me he apuntado a natación en el polideportivo. ¿Qué tengo que llevar?",
                "herminia.oido",
            ),
            Question("Quiero cambiar de móvil. ¿En qué me fijo?", "herminia.oido"),
        ),
        forbidden=("grulla", "Gallocanta", "bizcocho", "yogur"),
    ),
    User(
        "gorka",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Busco un sofá nuevo para el salón. ¿Qué me recomiendas?",
                "Qué va. Tenemos dos gatos que afilan las uñas en todo lo que pillan. Y mi mujer, "
                "Nekane, es alérgica a la lana, así que nada de mantas ni cojines de lana.",
                "vale, gracias",
            ),
        ),
        replies=(
            (
                "Busco un sofá nuevo para el salón. ¿Qué me recomiendas?",
                "El KIVIK de IKEA o un chaise longue tapizado en terciopelo son apuestas seguras: "
                "cómodos, elegantes y muy fáciles de combinar.",
            ),
        ),
        facts=(
            Fact("gorka.gatos", "self_passing", ("gato|cats",)),
            Fact("gorka.nekane", "close_person", ("Nekane", "lana|wool")),
        ),
        questions=(
            Question("¿Entonces qué sofá compro?", "gorka.gatos"),
            Question(
                "Se acerca el invierno. ¿Qué ropa de cama compro para nosotros dos?",
                "gorka.nekane",
            ),
        ),
        forbidden=("KIVIK", "IKEA", "terciopelo", "chaise"),
    ),
    User(
        "covadonga",  # a suggestion waved away, a budget and a mother said in passing
        sessions=(
            (
                "Quiero llevar a mi madre a un balneario un fin de semana. Tenemos unos 500 euros.",
                "Nada de eso. Mi madre tiene EPOC y va con oxígeno portátil, así que nada de "
                "altura ni de muchas horas de coche.",
                "bueno, gracias",
            ),
        ),
        replies=(
            (
                "Quiero llevar a mi madre a un balneario un fin de semana. Tenemos unos 500 euros.",
                "El Gran Hotel de Mondariz o el Balneario de Panticosa, en pleno Pirineo: termas, "
                "rutas de montaña y spa de lujo.",
            ),
        ),
        facts=(
            Fact("covadonga.budget", "self_passing", ("500",)),
            Fact("covadonga.madre", "close_person", ("EPOC|oxígeno|oxygen|COPD",)),
        ),
        questions=(
            Question("¿Entonces a cuál la llevo?", "covadonga.budget"),
            Question(
                "¿Qué tengo que mirar al reservar la habitación para mi madre?",
                "covadonga.madre",
            ),
        ),
        forbidden=("Mondariz", "Panticosa", "Pirineo", "termas"),
    ),
    User(
        "crispin",  # a colleague's attribute, a hedge, a translation
        sessions=(
            (
                "Mi compañero Wenceslao tiene reflujo y no puede ni oler el picante, ni el café, "
                "ni nada frito.",
                "Igual me presento a las oposiciones de Correos en primavera, aunque, la verdad, "
                "lo veo muy difícil.",
                "¿Me traduces esto al inglés? 'Le confirmamos que su pedido saldrá el martes "
                "desde nuestro almacén de Zaragoza.'",
            ),
        ),
        facts=(
            Fact(
                "crispin.wenceslao", "close_person", ("Wenceslao", "reflujo|reflux|picante|spicy")
            ),
        ),
        questions=(
            Question(
                "¿A qué restaurante llevo al equipo el viernes para la comida de empresa?",
                "crispin.wenceslao",
            ),
        ),
        forbidden=("oposicion", "Correos", "pedido", "almacén", "Zaragoza"),
    ),
    User(
        "telmo",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuántos kilómetros tiene una maratón?",
                "¿quién escribió Cien años de soledad?",
                "gracias, majo",
            ),
        ),
        forbidden=("maratón|marathon", "kilómetro", "soledad", "García|Márquez"),
    ),
)
