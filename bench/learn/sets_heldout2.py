"""A second round of held-out learning sets, written on 2026-11-27 before any run of them
and without reading the learning code: `s` in English, `t` in Spanish, `u` in German and
`v` in French. Each language's set was written on its own, with its own people and
situations (none is a translation of another, nor of `o`-`r`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (a night of lambings at the sheepfold), standing
constraints and negations that should shape answers on other topics (`negated`: a
memory must keep the "not"), hedges (a plan the user doubts is no fact: its words are
`forbidden`), other people with their own attributes, and three changes per set of
different attributes (a diet, a partner, a phone, a team, a school, a car, a band
instrument, a doctor, a course of study): one said with a signal ("small update",
"cambio de planes", "stattdessen", "j'ai changé de filière"), two without one (the later
session only mentions the new value in passing). Assistant suggestions the user never
takes up are scripted (`replies`) and their words are `forbidden`; one user per set
tells nothing. Questions are asked in the user's language on a topic the fact should
shape. A keyword "a|b" is found by either ("cajera|cashier": a memory may be written in
the user's language or in English).
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH2: tuple[User, ...] = (
    User(
        "perpetua",  # chatty: two facts, small talk and a request in one conversation
        sessions=(
            (
                "Evening! Just back from the allotment and the courgettes have gone feral "
                "again. Ravi's on nights at the bakery all week, so I've got the sofa to "
                "myself, bliss.",
                "Could you help me write a short complaint to the council about the bins "
                "being missed three weeks running?",
                "lovely, cheers",
            ),
        ),
        facts=(
            Fact("perpetua.allotment", "self_passing", ("allotment",)),
            Fact("perpetua.ravi", "close_person", ("Ravi", "bakery|baker|bakes|baking")),
        ),
        questions=(
            Question("What should I be sowing this autumn?", "perpetua.allotment"),
            Question(
                "I'd like to leave my other half a little treat for when he gets in from "
                "work, any ideas?",
                "perpetua.ravi",
            ),
        ),
        forbidden=("council", "bins", "complaint"),
    ),
    User(
        "gideon",  # a job and a dog said only by what they imply
        sessions=(
            (
                "Third night on the ward this week. The registrar kept bleeping me in the "
                "middle of drug rounds and I still had 14 sets of obs to chart before "
                "handover.",
                "At least Biscuit was thrilled to see me at 8am, though he'd eaten another "
                "sock. Daft Labrador.",
                "What's a decent thing to eat at 3am that isn't toast?",
            ),
        ),
        facts=(
            Fact("gideon.job", "inferred", ("ward|nurse|nursing|hospital",)),
            Fact("gideon.dog", "inferred", ("Biscuit",)),
        ),
        questions=(
            Question("How can I get proper sleep during the day?", "gideon.job"),
            Question("Find me a cottage in the Peak District for a few days off.", "gideon.dog"),
        ),
        forbidden=("toast",),
    ),
    User(
        "hyacinth",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "I've got coeliac disease, so not a crumb of gluten, even a shared toaster "
                "wipes me out for days.",
                "I also don't have a car, I get everywhere by train or on my bike.",
                "My friend keeps saying I should run the Brighton half marathon in April. "
                "Maybe? Honestly I doubt I'll ever sign up.",
                "Anyway, can you recommend a good podcast about medieval history?",
            ),
        ),
        facts=(
            Fact("hyacinth.gluten", "constraint", ("coeliac|celiac|gluten",)),
            Fact("hyacinth.car", "negation", ("car|driv",), negated=True),
        ),
        questions=(
            Question("Plan a picnic for six friends in the park.", "hyacinth.gluten"),
            Question("What's the best way to do a long weekend in the Cotswolds?", "hyacinth.car"),
        ),
        forbidden=("marathon", "Brighton", "podcast", "medieval"),
    ),
    User(
        "bartholomew",  # format preferences that hold on every topic
        sessions=(
            (
                "Raining sideways again, typical. Right, two things before I forget: always "
                "give me quantities in grams and millilitres, I can't be doing with cups.",
                "And I'm dyslexic, so short bullet points work far better for me than big "
                "blocks of text.",
                "What's another word for 'tired'?",
            ),
        ),
        facts=(
            Fact("bartholomew.metric", "preference", ("gram|metric|millilit",)),
            Fact("bartholomew.bullets", "constraint", ("bullet|dyslex",)),
        ),
        questions=(
            Question("How do I make a proper Yorkshire pudding batter?", "bartholomew.metric"),
            Question("Can you explain how a workplace pension works?", "bartholomew.bullets"),
        ),
        forbidden=("tired",),
    ),
    User(
        "ffion",  # two other people, each with their own attributes
        sessions=(
            (
                "Mam's settled into her flat in the sheltered housing in Aberystwyth. She's "
                "been in a wheelchair since the hip went, so the ramps are a godsend.",
                "And Cai goes off to Swansea in September to start his marine biology "
                "degree, I'm already weepy about it.",
                "How do I get red wine out of a carpet?",
            ),
        ),
        facts=(
            Fact("ffion.mam", "close_person", ("mam|mum|mother", "wheelchair")),
            Fact("ffion.cai", "close_person", ("Cai", "marine")),
        ),
        questions=(
            Question("Where could I take my mother for Sunday lunch?", "ffion.mam"),
            Question("What books should I send my son before his course starts?", "ffion.cai"),
        ),
        forbidden=("wine", "carpet"),
    ),
    User(
        "lachlan",  # a diet that changed, said with a signal
        sessions=(
            (
                "I'm vegetarian, have been since I was a teenager, so please don't send me "
                "meat recipes.",
                "What's a good midweek pasta?",
            ),
            (
                "Small update: I've started eating fish again, my GP said my iron was far too low.",
                "Is mackerel or salmon better for that?",
            ),
        ),
        facts=(
            Fact(
                "lachlan.diet",
                "changed",
                ("fish|pescatarian|mackerel|salmon",),
                old=("vegetarian",),
            ),
        ),
        questions=(
            Question("Give me a recipe for a quick Tuesday dinner.", "lachlan.diet"),
            Question("What should I pack for lunch this week?", "lachlan.diet"),
        ),
        forbidden=("pasta",),
    ),
    User(
        "imogen",  # a new partner, said only in passing
        sessions=(
            (
                "My boyfriend Tobias and I are bickering again about whose parents get us "
                "for Christmas.",
                "How do couples usually split the holidays fairly?",
            ),
            (
                "Sebastien is cooking me dinner tonight to celebrate our three months "
                "together. What wine goes with a lamb tagine?",
            ),
        ),
        facts=(Fact("imogen.partner", "changed", ("Sebastien",), old=("Tobias",)),),
        questions=(Question("What should I get my boyfriend for his birthday?", "imogen.partner"),),
    ),
    User(
        "wilbur",  # a new phone, said only by setting it up
        sessions=(
            (
                "My iPhone 8 is my lifeline, I use it for banking, photos, the lot.",
                "Why does a battery drain faster in the cold?",
            ),
            (
                "Setting up the Pixel 9 this evening and I can't for the life of me find "
                "where the screenshot shortcut lives.",
            ),
        ),
        facts=(Fact("wilbur.phone", "changed", ("Pixel",), old=("iPhone",)),),
        questions=(
            Question("How do I back up all my photos?", "wilbur.phone"),
            Question("Which case should I buy for my phone?", "wilbur.phone"),
        ),
    ),
    User(
        "cordelia",  # an assistant suggestion the user turns down
        sessions=(
            (
                "We're finally doing something about the bathroom. What's in fashion for "
                "tiles at the moment?",
                "Hmm, we're keeping the old roll-top bath, Noel won't hear of getting rid of "
                "it. We just want to paint the walls a sage green.",
                "thanks anyway",
            ),
        ),
        replies=(
            (
                "We're finally doing something about the bathroom. What's in fashion for "
                "tiles at the moment?",
                "Terrazzo tiles are very popular right now, and a walk-in shower with a "
                "frameless glass screen would really open the room up.",
            ),
        ),
        facts=(
            Fact("cordelia.sage", "self_passing", ("sage",)),
            Fact("cordelia.noel", "close_person", ("Noel", "roll|bath")),
        ),
        questions=(
            Question("What colour towels and bath mat would suit the bathroom?", "cordelia.sage"),
        ),
        forbidden=("terrazzo", "shower", "frameless"),
    ),
    User(
        "ambrose",  # a suggestion waved away, a budget and a grandchild said in passing
        sessions=(
            (
                "Can you recommend a beginner's telescope? I'd like to keep it under 300 pounds.",
                "I'll pass on those, too fiddly. It's mainly so I can show my granddaughter "
                "Elspeth the moon from the back garden when she stays over.",
            ),
        ),
        replies=(
            (
                "Can you recommend a beginner's telescope? I'd like to keep it under 300 pounds.",
                "The Celestron NexStar 4SE is a superb starter, or the Sky-Watcher Heritage "
                "130P if you want something cheaper.",
            ),
        ),
        facts=(
            Fact("ambrose.budget", "self_passing", ("300",)),
            Fact("ambrose.elspeth", "close_person", ("Elspeth",)),
        ),
        questions=(
            Question(
                "What would make a good Christmas present for my granddaughter?",
                "ambrose.elspeth",
            ),
        ),
        forbidden=("Celestron", "NexStar", "Heritage"),
    ),
    User(
        "percival",  # a colleague's attribute, a hedge, a task
        sessions=(
            (
                "My colleague Anneliese is deaf and lip-reads, so I always make sure I'm "
                "facing her when I talk in meetings.",
                "I'm toying with applying for the Singapore secondment, but honestly it's "
                "probably a pipe dream and I'll bottle it.",
                "Can you tidy this up for me: 'Per my last email, the figures is still wrong.'",
            ),
        ),
        facts=(Fact("percival.anneliese", "close_person", ("Anneliese", "deaf|lip")),),
        questions=(
            Question(
                "How can I make our team's video calls work better for everyone?",
                "percival.anneliese",
            ),
        ),
        forbidden=("Singapore", "secondment", "figures"),
    ),
    User(
        "quinn",  # tells nothing about themself: anything learned is invented
        sessions=(
            (
                "how many teaspoons in a tablespoon",
                "cheers",
                "what year did the Berlin Wall come down",
                "ta",
            ),
        ),
        forbidden=("teaspoon", "tablespoon", "Berlin"),
    ),
)

SPANISH2: tuple[User, ...] = (
    User(
        "maite",  # chatty: a job, a city and a partner beside a request
        sessions=(
            (
                "¡Buenas! Qué semanita llevo... Estoy de cajera en un súper de Logroño y hoy "
                "me han tocado dos inventarios seguidos.",
                "Encima mi chico, Iker, es cocinero en un asador y no sale nunca antes de la "
                "una de la madrugada.",
                "¿Me ayudas a redactar una nota para los vecinos por el ruido de la obra del "
                "tercero?",
            ),
        ),
        facts=(
            Fact("maite.job", "self_direct", ("cajera|cashier|checkout",)),
            Fact("maite.city", "self_passing", ("Logroño",)),
            Fact("maite.iker", "close_person", ("Iker", "cocinero|cook|chef")),
        ),
        questions=(
            Question("¿Qué le regalo a mi chico que le sirva para el curro?", "maite.iker"),
            Question("¿Qué plan me propones para el domingo por mi zona?", "maite.city"),
            Question("¿Qué calzado aguanta bien tantas horas en el trabajo?", "maite.job"),
        ),
        forbidden=("vecino", "obra"),
    ),
    User(
        "efrain",  # an olive grower and a mare, said only by what he does
        sessions=(
            (
                "Ya terminé de varear los olivos de la parcela de abajo y mañana temprano "
                "llevo la aceituna a la almazara.",
                "Lo malo es que Trufa, mi yegua, cojea desde el martes y no la puedo sacar.",
                "¿Cuánto tarda en cuajar un yogur casero?",
            ),
        ),
        facts=(
            Fact("efrain.olives", "inferred", ("olivo|oliv|aceituna|almazara|olive",)),
            Fact("efrain.mare", "inferred", ("Trufa",)),
        ),
        questions=(
            Question("¿Qué seguro me conviene para proteger la cosecha?", "efrain.olives"),
            Question("¿Qué botiquín básico debería tener en la cuadra?", "efrain.mare"),
        ),
        forbidden=("yogur",),
    ),
    User(
        "yasmina",  # a health constraint, a negation and a hedge
        sessions=(
            (
                "Tengo diabetes tipo 1 desde niña, así que los postres los miro con lupa.",
                "Y no como cerdo, ni jamón ni chorizo, por mi religión.",
                "Estoy medio pensando en apuntarme a flamenco, pero seguramente se quede en "
                "nada, como siempre.",
            ),
        ),
        facts=(
            Fact("yasmina.diabetes", "constraint", ("diabetes|diabét|diabet",)),
            Fact("yasmina.pork", "negation", ("cerdo|pork|jamón|chorizo",), negated=True),
        ),
        questions=(
            Question(
                "Organízame una barbacoa para el sábado con los compañeros de trabajo.",
                "yasmina.pork",
            ),
            Question("¿Qué me llevo de merienda para la excursión al monte?", "yasmina.diabetes"),
        ),
        forbidden=("flamenco",),
    ),
    User(
        "ignacio",  # a language preference and colour blindness, both standing
        sessions=(
            (
                "Una cosa: contéstame siempre en castellano aunque yo te meta palabras en "
                "inglés, que luego me lío.",
                "Y soy daltónico, así que no me expliques nada con 'la línea roja' o 'la "
                "verde', que para mí son iguales.",
                "¿Qué tiempo va a hacer en Bilbao el finde?",
            ),
        ),
        facts=(
            Fact("ignacio.lang", "preference", ("castellano|español|spanish",)),
            Fact("ignacio.colour", "constraint", ("daltónico|dalton|colorblind|colour|color",)),
        ),
        questions=(
            Question(
                "Explícame qué es un 'ETF' y qué significa el 'expense ratio'.", "ignacio.lang"
            ),
            Question("¿Cómo hago un gráfico de mis gastos en Excel?", "ignacio.colour"),
        ),
        forbidden=("Bilbao",),
    ),
    User(
        "amparo",  # a mother and a son, each with their own attributes
        sessions=(
            (
                "Mi madre vive con nosotros desde enero; tiene alzhéimer y hay días que no "
                "me reconoce.",
                "Y mi hijo Unai es portero en el equipo de waterpolo del barrio, entrena "
                "cinco días a la semana.",
                "¿Qué puedo cenar ligero hoy?",
            ),
        ),
        facts=(
            Fact(
                "amparo.madre",
                "close_person",
                ("madre|mother|mum", "alzhéimer|alzheimer|demencia|dementia"),
            ),
            Fact("amparo.unai", "close_person", ("Unai", "waterpolo|water|portero|goalkeeper")),
        ),
        questions=(
            Question(
                "¿Qué actividades puedo hacer en casa con mi madre una tarde de lluvia?",
                "amparo.madre",
            ),
            Question("¿Qué le regalo a mi hijo por su cumpleaños?", "amparo.unai"),
        ),
    ),
    User(
        "jacinto",  # the team he coaches changed, said with a signal
        sessions=(
            (
                "Entreno al equipo alevín de fútbol sala del colegio los sábados por la mañana.",
                "¿Cómo motivo a críos de diez años que pierden siempre?",
            ),
            (
                "Cambio de planes este curso: ya no llevo a los de fútbol sala, me han "
                "pasado a entrenar a las juveniles de baloncesto.",
            ),
        ),
        facts=(
            Fact(
                "jacinto.team",
                "changed",
                ("baloncesto|basket",),
                old=("fútbol|futsal|soccer|football",),
            ),
        ),
        questions=(
            Question(
                "¿Qué ejercicios de calentamiento pongo en el entrenamiento del sábado?",
                "jacinto.team",
            ),
        ),
    ),
    User(
        "consuelo",  # a daughter's new school, said only in passing
        sessions=(
            ("Mi hija Noa va al colegio Las Acacias, a dos calles de casa, una comodidad.",),
            (
                "Noa vuelve del Liceo Francés cantando canciones en francés, está encantada.",
                "¿Qué merienda le preparo para la excursión?",
            ),
        ),
        facts=(Fact("consuelo.school", "changed", ("Liceo",), old=("Acacias",)),),
        questions=(
            Question("¿Qué actividades extraescolares le van bien a mi hija?", "consuelo.school"),
        ),
    ),
    User(
        "benito",  # a new car, said only in passing
        sessions=(
            (
                "Mi coche es un Seat León de hace quince años, pero tira como el primer día.",
                "¿Cada cuánto hay que cambiar el aceite?",
            ),
            (
                "Al Kia Niro le cabe todo el equipaje de las niñas, menos mal, porque el "
                "lunes nos vamos a la playa.",
            ),
        ),
        facts=(Fact("benito.car", "changed", ("Kia|Niro",), old=("Seat",)),),
        questions=(
            Question("¿Qué neumáticos me recomiendas para el coche?", "benito.car"),
            Question("¿Qué seguro de coche me conviene?", "benito.car"),
        ),
        forbidden=("aceite",),
    ),
    User(
        "mercedes",  # an assistant suggestion she turns down
        sessions=(
            (
                "Quiero aprender a coser, ¿qué máquina me compro?",
                "Qué va, al final me quedo con la de mi abuela, una Alfa de los años setenta "
                "que funciona de maravilla. Lo primero es meterle el bajo a los pantalones de "
                "mi marido, que es altísimo.",
            ),
        ),
        replies=(
            (
                "Quiero aprender a coser, ¿qué máquina me compro?",
                "Para empezar, una Singer Heavy Duty es ideal, y en Domestika tienes cursos "
                "de costura muy completos.",
            ),
        ),
        facts=(
            Fact("mercedes.machine", "self_passing", ("Alfa",)),
            Fact("mercedes.husband", "close_person", ("marido|husband", "altísimo|alto|tall")),
        ),
        questions=(
            Question(
                "¿Dónde consigo agujas y aceite para mi máquina de coser?", "mercedes.machine"
            ),
            Question("¿Qué ropa le puedo regalar a mi marido?", "mercedes.husband"),
        ),
        forbidden=("Singer", "Domestika"),
    ),
    User(
        "lisandro",  # a suggestion turned down, two in-laws with their own attributes
        sessions=(
            (
                "Che, ¿qué vino llevo para el asado del domingo con la familia de mi mujer?",
                "Mirá, mi suegro no toma ni una gota de alcohol y mi cuñada Milagros está "
                "embarazada, así que mejor algo sin alcohol. ¿Qué tomamos entonces?",
            ),
        ),
        replies=(
            (
                "Che, ¿qué vino llevo para el asado del domingo con la familia de mi mujer?",
                "Un Malbec de Luigi Bosca o un Catena Zapata van de diez con el asado.",
            ),
        ),
        facts=(
            Fact("lisandro.suegro", "close_person", ("suegro|father", "alcohol|abstemi|teetotal")),
            Fact("lisandro.milagros", "close_person", ("Milagros", "embarazada|pregnan")),
        ),
        questions=(
            Question("¿Qué postre hago para el cumpleaños de mi suegro?", "lisandro.suegro"),
            Question(
                "¿Qué tabla de quesos y fiambres armo para la visita de mi cuñada?",
                "lisandro.milagros",
            ),
        ),
        forbidden=("Malbec", "Luigi", "Bosca", "Catena", "Zapata"),
    ),
    User(
        "ximena",  # a boss's diet, a hedge, a task
        sessions=(
            (
                "Mi jefa, Renata, es vegana estricta y es la que organiza todas las comidas "
                "del equipo.",
                "Ando pensando en pedir una excedencia e irme un año a Nueva Zelanda, pero no "
                "sé, lo más seguro es que me raje.",
                "¿Cómo se dice 'plazo de entrega' en inglés?",
            ),
        ),
        facts=(Fact("ximena.renata", "close_person", ("Renata", "vegan")),),
        questions=(Question("¿Qué llevo a la comida del viernes con el equipo?", "ximena.renata"),),
        forbidden=("excedencia", "Zelanda", "plazo"),
    ),
    User(
        "evaristo",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuántos kilómetros hay de Madrid a Sevilla?",
                "ah, vale",
                "¿y a qué hora abre el Prado los domingos?",
                "gracias, majo",
            ),
        ),
        forbidden=("Madrid", "Sevilla", "Prado", "kilómetro"),
    ),
)

GERMAN2: tuple[User, ...] = (
    User(
        "svenja",  # chatty: a choir and a wife with her own job, beside a request
        sessions=(
            (
                "Na, alles fit? Ich komm grad von der Chorprobe, wir singen beim Stadtfest "
                "das Requiem von Brahms. Meine Frau Doreen fährt Bus bei den "
                "Verkehrsbetrieben und hat diese Woche Frühschicht, also bin ich abends "
                "allein mit dem Abwasch, haha.",
                "Kannst du mir ein schnelles Rezept für Linsensuppe geben?",
                "danke dir",
            ),
        ),
        facts=(
            Fact("svenja.choir", "self_passing", ("Chor|choir",)),
            Fact("svenja.doreen", "close_person", ("Doreen", "Bus")),
        ),
        questions=(
            Question("Was schenke ich meiner Frau zum Hochzeitstag?", "svenja.doreen"),
            Question("Wie schone ich meine Stimme vor einem Auftritt?", "svenja.choir"),
        ),
        forbidden=("Linsen",),
    ),
    User(
        "knut",  # a trucker and a daughter, said only by what they imply
        sessions=(
            (
                "Heute wieder drei Stunden Stau auf der A7, mit 40 Tonnen Kühlware hinten "
                "drauf, und der Disponent von der Spedition ruft alle zehn Minuten an.",
                "Und dann die Nachricht: Pia hat ihr Seepferdchen geschafft! Ich hab auf dem "
                "Rastplatz fast geheult.",
                "Was hilft eigentlich gegen Rückenschmerzen vom langen Sitzen?",
            ),
        ),
        facts=(
            Fact(
                "knut.job",
                "inferred",
                (
                    "Spedition|Kühlware|Lkw|Laster|Lastwagen|Fernfahrer|Kraftfahrer|"
                    "Berufskraftfahrer|truck|lorry",
                ),
            ),
            Fact("knut.pia", "inferred", ("Pia", "Seepferdchen|schwimm|swim")),
        ),
        questions=(
            Question(
                "Was esse ich unterwegs am besten, damit ich auf langen Touren wach bleibe?",
                "knut.job",
            ),
            Question("Welcher Kurs wäre als Nächstes was für meine Tochter?", "knut.pia"),
        ),
    ),
    User(
        "hildegard",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Ich vertrage keine Laktose, also bitte keine Rezepte mit Sahne oder Käse, "
                "sonst liege ich flach.",
                "Geflogen bin ich seit Jahren nicht, und das bleibt auch so, wegen des Klimas.",
                "Vielleicht fange ich im Frühjahr mit Yoga an, mal sehen, eher nicht.",
            ),
        ),
        facts=(
            Fact("hildegard.lactose", "constraint", ("Laktose|lactose",)),
            Fact(
                "hildegard.fly",
                "negation",
                ("Geflogen|flieg|flug|fly|flies|flight|flown|flew",),
                negated=True,
            ),
        ),
        questions=(
            Question("Plan mir eine Woche Urlaub in Portugal.", "hildegard.fly"),
            Question("Was backe ich für den Kaffeeklatsch am Sonntag?", "hildegard.lactose"),
        ),
        forbidden=("Yoga",),
    ),
    User(
        "ruediger",  # a form of address and a standing request for sources
        sessions=(
            (
                "Vorab: Ich möchte gesiezt werden, das Du ist mir zu kumpelhaft.",
                "Und bei Sachfragen bitte immer Quellen angeben, sonst glaube ich gar nichts.",
                "Wie spät ist es gerade in Vancouver?",
            ),
        ),
        facts=(
            Fact("ruediger.siez", "preference", ("gesiezt|siez|förmlich|formal",)),
            Fact("ruediger.sources", "preference", ("Quelle|source",)),
        ),
        questions=(
            Question("Wie funktioniert eigentlich eine Wärmepumpe?", "ruediger.sources"),
            Question("Haben Sie ein paar Tipps für meinen Garten im Herbst?", "ruediger.siez"),
        ),
        forbidden=("Vancouver",),
    ),
    User(
        "oksana",  # a father and a son, each with their own attributes
        sessions=(
            (
                "Mein Vater wohnt seit dem Schlaganfall bei uns, er ist links gelähmt und "
                "kommt nur mit dem Rollator vorwärts.",
                "Unser Sohn Mykola macht eine Ausbildung zum Mechatroniker, im Sommer ist er "
                "fertig.",
                "Hast du einen Tipp gegen Fruchtfliegen in der Küche?",
            ),
        ),
        facts=(
            Fact(
                "oksana.vater",
                "close_person",
                ("Vater|father|dad", "Schlaganfall|Rollator|gelähmt|stroke|walker|paraly"),
            ),
            Fact("oksana.mykola", "close_person", ("Mykola", "Mechatron")),
        ),
        questions=(
            Question(
                "Wohin kann ich am Wochenende mit meinem Vater einen Ausflug machen?",
                "oksana.vater",
            ),
            Question("Was schenke ich meinem Sohn zum Abschluss?", "oksana.mykola"),
        ),
        forbidden=("Fruchtfliege",),
    ),
    User(
        "bernd",  # a sport that changed, said with a signal
        sessions=(
            (
                "Ich spiel seit zwanzig Jahren Handball im Verein, Rückraum links.",
                "Wie kriege ich mehr Wumms in meinen Wurf?",
            ),
            (
                "Mit Handball ist Schluss, das Knie macht nicht mehr mit. Stattdessen spiele "
                "ich Tischtennis, zweimal die Woche im Verein.",
            ),
        ),
        facts=(Fact("bernd.sport", "changed", ("Tischtennis|table|ping",), old=("Handball",)),),
        questions=(
            Question("Welche Schuhe brauche ich fürs Training?", "bernd.sport"),
            Question("Wie wärme ich mich vor einem Spiel richtig auf?", "bernd.sport"),
        ),
    ),
    User(
        "claudia",  # a son's new school, said only in passing
        sessions=(
            (
                "Unser Leo ist in der vierten Klasse an der Grundschule am Stadtpark und "
                "liebt seine Lehrerin.",
            ),
            (
                "Leos Klassenlehrerin am Humboldt-Gymnasium hat uns zum Elterngespräch "
                "bestellt, er war wohl frech in Latein.",
                "Wie spreche ich das mit ihm an, ohne dass er dichtmacht?",
            ),
        ),
        facts=(
            Fact(
                "claudia.school",
                "changed",
                ("Gymnasium|Humboldt",),
                old=("Grundschule|primary|elementary",),
            ),
        ),
        questions=(Question("Welche Nachhilfe passt zu meinem Sohn?", "claudia.school"),),
    ),
    User(
        "timo",  # a new instrument in the band, said only in passing
        sessions=(
            (
                "In unserer Band spiel ich Bass, wir covern hauptsächlich Achtziger-Zeug.",
                "Welche Saiten halten am längsten?",
            ),
            (
                "Beim Gig am Freitag hab ich am Schlagzeug so geschwitzt, dass mir zweimal "
                "die Sticks weggeflutscht sind.",
            ),
        ),
        facts=(Fact("timo.instrument", "changed", ("Schlagzeug|drum",), old=("Bass",)),),
        questions=(
            Question("Was sollte ich für die nächste Probe einpacken?", "timo.instrument"),
            Question("Welche Übungen verbessern mein Timing?", "timo.instrument"),
        ),
    ),
    User(
        "friedhelm",  # an assistant suggestion he turns down
        sessions=(
            (
                "Welchen Rasenmäher soll ich nehmen? Der Garten hat gut 400 Quadratmeter.",
                "Nee, lass mal. Gudrun will da sowieso eine Blumenwiese für die Bienen draus "
                "machen, gemäht wird dann nur noch zweimal im Jahr mit der Sense.",
            ),
        ),
        replies=(
            (
                "Welchen Rasenmäher soll ich nehmen? Der Garten hat gut 400 Quadratmeter.",
                "Ein Mähroboter wie der Husqvarna Automower 430X wäre ideal, oder ein "
                "Akkumäher von Stihl.",
            ),
        ),
        facts=(
            Fact("friedhelm.garden", "self_passing", ("400",)),
            Fact("friedhelm.meadow", "self_passing", ("Blumenwiese|Wiese|meadow|wildflower",)),
        ),
        questions=(
            Question("Wie viel Saatgut brauche ich für meinen Garten?", "friedhelm.garden"),
            Question("Was sollte ich im Herbst im Garten säen?", "friedhelm.meadow"),
        ),
        forbidden=("Husqvarna", "Automower", "Stihl", "Mähroboter"),
    ),
    User(
        "yvonne",  # a colleague's condition, a hedge, a task
        sessions=(
            (
                "Mein Kollege Ferhat hat Epilepsie, bei flackerndem Licht müssen wir im Büro "
                "echt aufpassen.",
                "Ich überlege ja, mich auf die Teamleitung zu bewerben, aber ehrlich gesagt "
                "trau ich mich eh nicht.",
                "Formulier mir bitte eine freundliche Absage für ein Meeting am Donnerstag.",
            ),
        ),
        facts=(Fact("yvonne.ferhat", "close_person", ("Ferhat", "Epilep|flacker|flicker")),),
        questions=(
            Question(
                "Wir planen eine Weihnachtsfeier im Büro, worauf muss ich bei Deko und "
                "Beleuchtung achten?",
                "yvonne.ferhat",
            ),
        ),
        forbidden=("Teamleit", "Absage"),
    ),
    User(
        "gottfried",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "wie viele Einwohner hat Luxemburg?",
                "ok danke",
                "und wann ist nächstes Jahr Ostern?",
                "super",
            ),
        ),
        forbidden=("Luxemburg", "Einwohner", "Ostern"),
    ),
)

FRENCH2: tuple[User, ...] = (
    User(
        "ghislaine",  # chatty: a tuba and a partner with his own job, beside a request
        sessions=(
            (
                "Coucou ! Je rentre de la répète de la fanfare, j'ai encore le tuba qui me "
                "résonne dans les oreilles. Mon compagnon Loïc, qui est ostéopathe, me répète "
                "que je dois ménager mon dos avec cet engin, il a sûrement raison.",
                "Tu peux me trouver une rime avec « citrouille » ?",
                "merci !",
            ),
        ),
        facts=(
            Fact("ghislaine.tuba", "self_passing", ("tuba",)),
            Fact("ghislaine.loic", "close_person", ("Loïc|Loic", "ostéo|osteo")),
        ),
        questions=(
            Question(
                "Qu'est-ce que je pourrais offrir à mon compagnon pour son anniversaire ?",
                "ghislaine.loic",
            ),
            Question("Comment tenir mon souffle pendant un long défilé ?", "ghislaine.tuba"),
        ),
        forbidden=("citrouille", "rime"),
    ),
    User(
        "aurelien",  # a shepherd and his dog, said only by what they imply
        sessions=(
            (
                "Encore une nuit à la bergerie, trois agnelages depuis hier soir, je tiens "
                "debout par miracle.",
                "Heureusement que Pataud garde le troupeau tout seul, c'est le meilleur patou "
                "du plateau.",
                "C'est quoi la différence entre un rhume et une grippe ?",
            ),
        ),
        facts=(
            Fact(
                "aurelien.job",
                "inferred",
                ("bergerie|berger|brebis|mouton|agnel|éleveur|élevage|sheep|shepherd|ewe|lamb",),
            ),
            Fact("aurelien.dog", "inferred", ("Pataud",)),
        ),
        questions=(
            Question(
                "Quel équipement tu me conseilles pour bosser dehors cet hiver ?", "aurelien.job"
            ),
            Question("Comment protéger mes bêtes des loups cet été ?", "aurelien.dog"),
        ),
        forbidden=("rhume", "grippe"),
    ),
    User(
        "berengere",  # an allergy, a negation and a hedge
        sessions=(
            (
                "Je suis allergique aux fruits à coque : noix, amandes, noisettes, tout y passe.",
                "Le café, je n'en bois jamais, ça me donne des palpitations.",
                "Je vais peut-être m'inscrire à l'escalade à la rentrée, mais franchement je "
                "ne suis pas sûre d'oser.",
            ),
        ),
        facts=(
            Fact("berengere.nuts", "constraint", ("coque|noix|amande|noisette|nut",)),
            Fact("berengere.coffee", "negation", ("café|cafe|coffee",), negated=True),
        ),
        questions=(
            Question(
                "Qu'est-ce que je prépare pour le goûter d'anniversaire de ma nièce ?",
                "berengere.nuts",
            ),
            Question(
                "Je retrouve une amie demain matin, on va où pour discuter ?", "berengere.coffee"
            ),
        ),
        forbidden=("escalade",),
    ),
    User(
        "thierry",  # a language preference and a format constraint, both standing
        sessions=(
            (
                "Petite précision : réponds-moi toujours en français, même quand je colle des "
                "trucs en anglais.",
                "Et j'ai un TDAH, donc des réponses courtes et numérotées, sinon je décroche "
                "au bout de trois lignes.",
                "Il fait combien à Lisbonne en ce moment ?",
            ),
        ),
        facts=(
            Fact("thierry.lang", "preference", ("français|francais|french",)),
            Fact(
                "thierry.format",
                "constraint",
                ("courte|court|numérot|numerot|short|number|brief|bref|concis|TDAH|ADHD",),
            ),
        ),
        questions=(
            Question(
                "« Please note that your subscription will renew automatically unless "
                "cancelled. » Ça veut dire quoi pour moi ?",
                "thierry.lang",
            ),
            Question("Comment je prépare mon déménagement ?", "thierry.format"),
        ),
        forbidden=("Lisbonne",),
    ),
    User(
        "odile",  # a mother-in-law and a son, each with their own attributes
        sessions=(
            (
                "Ma belle-mère Josiane vient déjeuner dimanche ; elle est végétarienne et "
                "très à cheval sur le bio.",
                "Et mon fils Titouan fait son BTS en alternance chez un paysagiste, il rentre "
                "crevé tous les soirs.",
                "Tu connais un bon film pour ce soir ?",
            ),
        ),
        facts=(
            Fact("odile.josiane", "close_person", ("Josiane", "végétar")),
            Fact("odile.titouan", "close_person", ("Titouan", "paysag|landscap")),
        ),
        questions=(
            Question("Qu'est-ce que je cuisine pour ma belle-mère ?", "odile.josiane"),
            Question("Quel cadeau pour mon fils quand il aura son diplôme ?", "odile.titouan"),
        ),
        forbidden=("film",),
    ),
    User(
        "lou",  # studies that changed, said with a signal
        sessions=(
            (
                "Je suis en deuxième année de droit à Nanterre, les amphis sont bondés.",
                "Comment on fait une fiche d'arrêt ?",
            ),
            (
                "J'ai changé de filière : j'ai lâché le droit, je suis passée en psycho et je "
                "revis.",
            ),
        ),
        facts=(Fact("lou.studies", "changed", ("psycho",), old=("droit|law",)),),
        questions=(
            Question("Tu peux me conseiller des lectures pour mes cours ?", "lou.studies"),
            Question("Quel stage je pourrais chercher cet été ?", "lou.studies"),
        ),
    ),
    User(
        "jacqueline",  # a new family doctor, said only in passing
        sessions=(
            (
                "Mon médecin traitant, c'est le docteur Le Goff, il me suit depuis vingt ans.",
                "C'est grave d'avoir souvent des crampes la nuit ?",
            ),
            (
                "Le docteur Benali, ma généraliste, m'a prescrit dix séances de kiné pour mon "
                "épaule.",
            ),
        ),
        facts=(
            Fact("jacqueline.doctor", "changed", ("Benali",), old=("Goff",)),
            Fact("jacqueline.shoulder", "self_passing", ("épaule|epaule|shoulder",)),
        ),
        questions=(
            Question(
                "Je dois faire renouveler mon ordonnance, je prends rendez-vous avec qui ?",
                "jacqueline.doctor",
            ),
            Question("Quels exercices doux je peux faire chez moi ?", "jacqueline.shoulder"),
        ),
    ),
    User(
        "fabrice",  # a diet that changed, said only in passing
        sessions=(
            (
                "Moi je mange de tout, et surtout de la viande rouge : une bonne entrecôte et "
                "je suis heureux.",
                "Quelle cuisson pour un magret ?",
            ),
            (
                "En tant que végétarien, je galère un peu à la cantine du boulot, c'est frites "
                "et haricots verts à chaque fois.",
            ),
        ),
        facts=(
            Fact("fabrice.diet", "changed", ("végétar",), old=("viande|entrecôte|meat|steak",)),
        ),
        questions=(
            Question("Tu me proposes un menu pour la semaine ?", "fabrice.diet"),
            Question(
                "Quel restaurant pour un dîner d'anniversaire entre collègues ?", "fabrice.diet"
            ),
        ),
        forbidden=("magret",),
    ),
    User(
        "clotilde",  # an assistant suggestion she turns down
        sessions=(
            (
                "Je cherche une idée de week-end en amoureux pas trop loin de Lyon.",
                "Trop cher pour nous, et Yannis a le mal de mer, donc pas de bateau. On préfère "
                "marcher, on a déjà fait presque tout le Vercors à pied.",
            ),
        ),
        replies=(
            (
                "Je cherche une idée de week-end en amoureux pas trop loin de Lyon.",
                "Vous pourriez passer deux nuits au Château de Bagnols, dans le Beaujolais, ou "
                "faire une croisière sur la Saône avec dîner à bord.",
            ),
        ),
        facts=(
            Fact("clotilde.lyon", "inferred", ("Lyon",)),
            Fact("clotilde.yannis", "close_person", ("Yannis", "mer|bateau|seasick|boat|naus")),
            Fact("clotilde.walk", "preference", ("march|randonn|rando|hik|walk|Vercors",)),
        ),
        questions=(
            Question("Où partir une semaine cet été à deux ?", "clotilde.yannis"),
            Question("Une idée de sortie pour dimanche prochain ?", "clotilde.walk"),
        ),
        forbidden=("Bagnols", "Beaujolais", "croisière", "Saône", "Château"),
    ),
    User(
        "marius",  # a suggestion waved away, a brother with his own plans
        sessions=(
            (
                "Quel vélo électrique tu me conseilles pour aller au boulot ?",
                "Bof, je vais plutôt récupérer le vieux biporteur de mon frère Anatole, il part "
                "s'installer à Montréal en janvier.",
            ),
        ),
        replies=(
            (
                "Quel vélo électrique tu me conseilles pour aller au boulot ?",
                "Je te conseille un Moustache Samedi 28 ou un VanMoof S5, deux modèles très "
                "fiables pour la ville.",
            ),
        ),
        facts=(
            Fact("marius.bike", "self_passing", ("biporteur|cargo",)),
            Fact("marius.anatole", "close_person", ("Anatole", "Montréal|Montreal")),
        ),
        questions=(
            Question("Qu'est-ce que j'offre à mon frère avant son départ ?", "marius.anatole"),
            Question("Comment j'entretiens mon vélo pour l'hiver ?", "marius.bike"),
        ),
        forbidden=("Moustache", "VanMoof", "Samedi"),
    ),
    User(
        "sandrine",  # a colleague's sight, a hedge, a task
        sessions=(
            (
                "Ma collègue Fatou est malvoyante, alors tout ce qu'on affiche au mur doit être "
                "en très gros caractères.",
                "Moi je songe à reprendre des études de design, mais bon, à 45 ans, je ne sais "
                "pas si c'est bien raisonnable.",
                "Tu peux corriger cette phrase : « Je vous est envoyé le dossier hier » ?",
            ),
        ),
        facts=(
            Fact(
                "sandrine.fatou",
                "close_person",
                ("Fatou", "malvoyant|caractère|visually|sight|vision|blind"),
            ),
        ),
        questions=(
            Question(
                "Comment je rédige les consignes de sécurité pour l'équipe ?", "sandrine.fatou"
            ),
        ),
        forbidden=("design", "dossier"),
    ),
    User(
        "gerard",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "elle fait combien de mètres, la tour Eiffel ?",
                "ok merci",
                "et les pâtes, combien de temps de cuisson ?",
                "super, bonne soirée",
            ),
        ),
        forbidden=("Eiffel", "pâtes", "cuisson"),
    ),
)
