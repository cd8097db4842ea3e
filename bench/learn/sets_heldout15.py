"""A fifteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `at` in English and `au` in Spanish, each with ten users of
their own (a translation of none of the earlier sets).

`at` is written in registers the earlier rounds used little: a texting teenager's
abbreviations, a retired man's long formal letters, Irish and Australian speech, Indian
English ("Myself Venkatesh", "do the needful"), the slightly broken English of a Polish
and a Filipino speaker, a parent typing in fragments and a professional's terse notes.
`au` is Spanish as Mexican (from Jalisco and from the north), rioplatense, Colombian
(paisa), Chilean, Puerto Rican, Cuban, Dominican, Venezuelan and Andalusian speakers type
it, with their own words ("chamba", "laburo", "pega", "pincha", "guagua", "pololo",
"bondi", "mijo", "quillo").

Each set holds facts stated directly and facts said only in passing inside a turn about
something else, people close to the user with their names, a standing constraint, an
answer-format preference, negations (`negated`: a memory must keep the "not"), a job
said only by what the user does (`inferred`: its keywords may be the inference), and
three changes (a job, a home, a partner), most told only in passing in a later session,
with no word that signals a change. Hedged plans the user doubts, the day's events,
weather and small talk, a text the user asks to have translated or rewritten, and
scripted assistant suggestions (`replies`) the user never takes up are no facts: their
words are `forbidden`. One user tells nothing, and one short chat is learned by the
inactivity flush. Questions come later, on a topic the fact should shape, without naming
it. A keyword "a|b" is found by either; keywords start a word and are the user's own
words (names, places, stems), with the English a memory of a Spanish speaker may be
written in as alternatives, chosen so that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH15: tuple[User, ...] = (
    User(
        "brayleigh",  # a texting teenager: a friend, and her job said while excusing herself
        sessions=(
            (
                "omg ok so my bestie Tamsyn turns 16 this wknd n im making her a cake but shes "
                "vegan so no eggs no butter?? hw do i even",
                "srry cant type much, on my break at Scoopalicious (the ice cream place on the "
                "seafront) n my manager is literally watching me 💀",
                "might audition 4 the panto at the youth club but ngl i cant sing so prob not lol",
                "ty ur a legend",
            ),
            ("bored. its been raining ALL day. wat film shd i watch",),
        ),
        facts=(
            Fact("brayleigh.tamsyn", "close_person", ("Tamsyn", "vegan")),
            Fact("brayleigh.job", "self_passing", ("Scoopalicious|ice",)),
        ),
        questions=(
            Question(
                "me n my bestie r having a sleepover fri, wat snacks shd i make", "brayleigh.tamsyn"
            ),
            Question("how do i ask my manager 4 more hrs over the summer hols", "brayleigh.job"),
        ),
        forbidden=("panto", "audition", "rain", "film"),
    ),
    User(
        "septimus",  # a retired man's long formal letter: his old job, his eyes, his sister
        sessions=(
            (
                "Good afternoon. I trust you will forgive an old man's verbosity; I was brought "
                "up to write letters, not messages. By way of introduction: I am 83 years of age, "
                "and for thirty-six years, until my retirement, I was a signalman on the "
                "railway, latterly in the box at Dovey Junction. I should add that I have "
                "glaucoma in both eyes and now read your replies through a magnifying glass, so "
                "I would be obliged if you kept them to a few plain sentences.",
                "My question concerns my sister, Euphemia, who is ninety and lives entirely "
                "alone in Llanwrtyd Wells. She will not hear of a care home, nor of anyone "
                "coming in to help. What might be arranged to keep her safe without offending "
                "her?",
                "Lastly, would you be so good as to make the following notice less stiff? "
                "'Parishioners are reminded that the flower rota for Advent remains incomplete "
                "and that volunteers are sought with some urgency.'",
                "I am much obliged to you.",
            ),
        ),
        facts=(
            Fact("septimus.job", "self_direct", ("signal",)),
            Fact("septimus.eyes", "constraint", ("glaucoma",)),
            Fact("septimus.euphemia", "close_person", ("Euphemia", "Llanwrtyd")),
        ),
        questions=(
            Question(
                "My grandson proposes to buy me one of those tablet computers for my birthday. "
                "Is it a sensible idea?",
                "septimus.eyes",
            ),
            Question(
                "The local history society has asked me to give a talk in the autumn. What "
                "subject might I choose?",
                "septimus.job",
            ),
            Question(
                "I intend to spend a week with my sister in the spring. What ought I to look "
                "into while I am there?",
                "septimus.euphemia",
            ),
        ),
        forbidden=("rota", "flower", "Advent", "parishioner", "volunteer"),
    ),
    User(
        "orlaith",  # Irish: a creamery job, then the school bus mentioned only in passing
        sessions=(
            (
                "Howya. I'm only in the door after twelve hours on the cheese line at the "
                "creamery in Mitchelstown and the smell of whey off me. What's a handy dinner I "
                "can throw on for one? And nothing with mushrooms, I can't stand them, never "
                "could.",
                "It's been lashing rain here since Tuesday and the yard is a swamp.",
                "I keep saying I'll climb Skellig Michael next summer, but sure look, I said that "
                "last year and the year before.",
            ),
            (
                "Another week of driving the school bus done: forty-one young ones from the "
                "Gaelscoil and not one of them sat down the whole way. Anyway, how do I get tea "
                "stains out of a mug?",
            ),
        ),
        facts=(
            Fact("orlaith.job", "changed", ("bus",), old=("creamery|cheese",)),
            Fact("orlaith.mushroom", "negation", ("mushroom",), negated=True),
        ),
        questions=(
            Question(
                "My back's at me from sitting all day at work. Any stretches I could do on my "
                "break?",
                "orlaith.job",
            ),
            Question(
                "The young ones at work have me demented with the noise. How do I keep a bit of "
                "order?",
                "orlaith.job",
            ),
            Question(
                "I'm doing a stir-fry for myself tonight. What veg should I put in?",
                "orlaith.mushroom",
            ),
        ),
        forbidden=("Skellig", "climb", "rain", "swamp", "stain", "mug"),
    ),
    User(
        "merrick",  # Australian: off the grog, a move said with a signal, his wife's pottery
        sessions=(
            (
                "G'day. Quick one. I'm off the grog, six years sober come March, and the blokes "
                "at the pub in Kalgoorlie reckon I'm soft. What's a decent drink I can order "
                "that isn't lemonade and doesn't scream 'sober bloke'?",
                "Also it's 43 in the shade today and the aircon's carked it, so I'm not thinking "
                "straight.",
            ),
            (
                "Finally moved the last of the boxes into the new place in Bundaberg. My missus "
                "Shontelle has already claimed the big shed for her pottery wheel and kiln. What "
                "grows well in a backyard round here?",
            ),
        ),
        facts=(
            Fact("merrick.grog", "negation", ("drink|alcohol|booze|grog",), negated=True),
            Fact("merrick.home", "changed", ("Bundaberg",), old=("Kalgoorlie",)),
            Fact("merrick.shontelle", "close_person", ("Shontelle", "potter")),
        ),
        questions=(
            Question(
                "Footy club presentation night is this weekend and it's my shout. What do I get "
                "myself?",
                "merrick.grog",
            ),
            Question(
                "Where's good for a weekend away within a couple of hours' drive of home?",
                "merrick.home",
            ),
            Question(
                "It's the missus's fiftieth next month. What should I get her?", "merrick.shontelle"
            ),
        ),
        forbidden=("43", "aircon", "shade", "lemonade"),
    ),
    User(
        "venkat",  # Indian English: his unit, a preference, a condition, a daughter's exam
        sessions=(
            (
                "Good morning sir. Myself Venkatesh, I am running a small garment export unit "
                "in Tiruppur with 40 sewing machines on two shifts. Kindly tell me how to "
                "reduce the electricity bill, it is coming very high.",
                "Please give all costs in rupees only, not dollars, I am not understanding "
                "dollar figures. Also one thing, I am having ankylosing spondylitis since 2019, "
                "doctor has told no lifting above 5 kg and no sitting on the floor.",
                "My daughter Ishita is preparing for NEET, she is getting up at 4:30 daily to "
                "study. What food will help her concentration?",
                "Thank you, I will do the needful.",
            ),
        ),
        replies=(
            (
                "Good morning sir. Myself Venkatesh, I am running a small garment export unit "
                "in Tiruppur with 40 sewing machines on two shifts. Kindly tell me how to "
                "reduce the electricity bill, it is coming very high.",
                "Great question! One option is to relocate the unit to an industrial estate in "
                "Coimbatore, where power is subsidised. You could also think of moving "
                "everything to a single night shift.",
            ),
        ),
        facts=(
            Fact("venkat.unit", "self_direct", ("garment|apparel|textile|clothing", "Tiruppur")),
            Fact("venkat.rupees", "preference", ("rupee|INR",)),
            Fact("venkat.spine", "constraint", ("spondyl",)),
            Fact("venkat.ishita", "close_person", ("Ishita", "NEET")),
        ),
        questions=(
            Question(
                "We are planning to put solar panels on the roof of the unit. What will be the "
                "approximate cost?",
                "venkat.rupees",
            ),
            Question(
                "We are going for a family pilgrimage, twelve hours by car. What precautions I "
                "should take?",
                "venkat.spine",
            ),
            Question(
                "What gift I can give my daughter once her exam is finished?", "venkat.ishita"
            ),
            Question("Suggest some good outing places near my city for a Sunday.", "venkat.unit"),
        ),
        forbidden=("Coimbatore", "subsidis", "estate", "relocat"),
    ),
    User(
        "grzegorz",  # slightly broken English, a short chat learned by the inactivity flush
        sessions=(
            (
                "Hello. I work nights in warehouse, I drive the forklift, 10 hours. Is ok for me "
                "to drink coffee at 3 in the night or is better not?",
                "And my wife Halszka is pregnant, baby is coming in April, our first. She cannot "
                "eat now some fish, like tuna. What I can cook for her in evening before my "
                "shift?",
            ),
        ),
        facts=(
            Fact("grzegorz.job", "self_direct", ("forklift|warehouse",)),
            Fact("grzegorz.halszka", "close_person", ("Halszka", "pregnan|baby")),
        ),
        questions=(
            Question("What is best way to sleep good in the day?", "grzegorz.job"),
            Question("What I can buy for my wife as present for her birthday?", "grzegorz.halszka"),
            Question("Which exercise is good for my back after work?", "grzegorz.job"),
        ),
        forbidden=("coffee",),
        idle=True,
    ),
    User(
        "honeylyn",  # Filipino: a carer's job said by what she does, a boyfriend who is later
        # her fiancé only in passing, and a post to translate
        sessions=(
            (
                "Good evening po! Sorry for my english. I just finish to give Lola Edna her 8pm "
                "medicines and turn her on her side, she is 94 and cannot walk already, I do it "
                "every 2 hours also in the night. Can you give me tips so my back will not be "
                "pain when I lift her from the bed to the wheelchair?",
                "Also can you translate to english this post I saw on Facebook? 'Magkakaroon ng "
                "bingo sa Sabado ng gabi sa parish hall, ang kikitain ay para sa mga nasalanta "
                "ng bagyo.'",
                "My boyfriend Jomar is seaman, his contract on the ship is 9 months, so we video "
                "call only on Sundays. Salamat po!",
            ),
            (
                "Hi po! My fiancé Jomar will be home in December for 3 weeks, what is nice place "
                "we can go for 2 days, not too expensive?",
            ),
        ),
        facts=(
            Fact("honeylyn.job", "inferred", ("caregiv|carer",)),
            Fact("honeylyn.jomar", "changed", ("Jomar", "fianc|engag"), old=("boyfriend",)),
            Fact("honeylyn.seaman", "close_person", ("Jomar", "seaman|seafar|sailor|ship")),
        ),
        questions=(
            Question("What exercises can I do so I am strong for my work?", "honeylyn.job"),
            Question(
                "I want to surprise my partner when he comes home in December. What can I prepare?",
                "honeylyn.jomar",
            ),
            Question(
                "What is a good gift to send my partner for his birthday while he is away at work?",
                "honeylyn.seaman",
            ),
        ),
        forbidden=("bingo", "parish", "typhoon", "bagyo"),
    ),
    User(
        "kerensa",  # a parent typing in fragments: a child's allergy, a format, a hedge
        sessions=(
            (
                "twins. 4. both got chickenpox. me on 2hrs sleep. what helps the itching",
                "Elowen - egg allergy. proper one, epipen. so nothing w egg in anything pls",
                "answers short + numbered. reading one-handed w a sleeping kid on me",
                "thinking of an open uni course in palaeontology. lol. as if",
            ),
        ),
        facts=(
            Fact("kerensa.elowen", "close_person", ("Elowen", "egg")),
            Fact("kerensa.numbered", "preference", ("numbered",)),
        ),
        questions=(
            Question("bake sale at school fri. what do i make", "kerensa.elowen"),
            Question("party bags for the twins bday. ideas", "kerensa.elowen"),
            Question("how do i get the kids to sleep in their own beds", "kerensa.numbered"),
        ),
        forbidden=("chickenpox", "itch", "palaeontolog", "paleontolog"),
    ),
    User(
        "corin",  # terse notes: a job, standing rules, a constraint; a venue never taken up
        sessions=(
            (
                "Context: procurement lead, NHS trust. Need: venue for 14-person team dinner, "
                "Thursday, under £40 a head.",
                "Noted. Two standing rules for future: no preamble, answer first; British "
                "spelling.",
                "Also: coeliac. Strict. Relevant to anything food.",
            ),
        ),
        replies=(
            (
                "Context: procurement lead, NHS trust. Need: venue for 14-person team dinner, "
                "Thursday, under £40 a head.",
                "How about The Quilted Ptarmigan? It has a lovely private room and a "
                "seven-course tasting menu. A cocktail masterclass beforehand would make a "
                "brilliant icebreaker!",
            ),
        ),
        facts=(
            Fact("corin.job", "self_direct", ("procurement",)),
            Fact("corin.preamble", "preference", ("preamble",)),
            Fact("corin.coeliac", "constraint", ("coeliac|celiac|gluten",)),
        ),
        questions=(
            Question(
                "Draft: polite decline of a supplier's hospitality invitation.", "corin.preamble"
            ),
            Question("Supplier wants to take me to lunch. Safe options?", "corin.coeliac"),
            Question("Outline: steps to evaluate a tender fairly.", "corin.job"),
        ),
        forbidden=("Quilted", "Ptarmigan", "tasting", "cocktail", "masterclass", "icebreaker"),
    ),
    User(
        "oswin",  # tells nothing about himself: anything learned is invented
        sessions=(
            ("who painted the Haywain?", "how many sides does a hendecagon have?", "cheers"),
        ),
        forbidden=("Haywain", "Constable", "hendecagon", "eleven", "11", "paint"),
    ),
)

SPANISH15: tuple[User, ...] = (
    User(
        "yatziri",  # Mexican (Jalisco): her stall and her brother in passing, a text to translate
        sessions=(
            (
                "Qué onda! Ahorita ando en mi puesto de cazuelas de barro en el mercado de "
                "Tlaquepaque y no hay ni un alma, así que aprovecho. Mi carnal Eleazar es "
                "trailero, maneja hasta Piedras Negras y se la pasa en la carretera, ¿qué le "
                "puedo preparar de lonche que aguante todo el viaje sin refri?",
                "Y tradúceme al inglés este anuncio de mi vecina pa'l grupo de Facebook de la "
                "colonia: 'Se regalan cuatro gatitos ya desparasitados, preguntar por doña Tere "
                "en la tienda de la esquina.'",
                "Ando pensando meterme a clases de box en las tardes, pero neta ni tiempo tengo, "
                "no creo que lo haga jaja",
            ),
        ),
        facts=(
            Fact("yatziri.puesto", "self_passing", ("cazuel|barro|clay|pottery",)),
            Fact("yatziri.lugar", "self_passing", ("Tlaquepaque",)),
            Fact("yatziri.eleazar", "close_person", ("Eleazar", "trail|camion|truck")),
        ),
        questions=(
            Question(
                "¿Cómo le hago pa' vender más en mi puesto los fines de semana?", "yatziri.puesto"
            ),
            Question(
                "Mi carnal sale otra vez de viaje el lunes, ¿qué le preparo pa'l camino?",
                "yatziri.eleazar",
            ),
            Question(
                "Vienen unos primos de visita, ¿a dónde los llevo por donde chambeo?",
                "yatziri.lugar",
            ),
        ),
        forbidden=("gatit", "kitten", "desparasit", "Tere", "box"),
    ),
    User(
        "ulises",  # rioplatense: a negation, his sister, a move told only in passing
        sessions=(
            (
                "Che, una consulta. Vivo en un monoambiente en Villa Crespo, re chiquito, y "
                "quiero meter adentro la bici que me regaló mi hermana Maitena, que es "
                "guardavidas en Villa Gesell, sin que me coma todo el living. ¿Se te ocurre "
                "algo?",
                "Y otra cosa: yo no manejo, ni registro tengo, así que si me recomendás algún "
                "lugar tiene que ser en bondi, tren o a pata.",
                "Qué día de porquería, llueve desde anoche y se me inundó el patio del edificio, "
                "un garrón.",
            ),
            (
                "Boludo, los vecinos acá en Bernal hacen asado todos los domingos y el humo me "
                "entra derecho por la ventana. ¿Cómo le saco el olor a las cortinas?",
            ),
        ),
        facts=(
            Fact("ulises.casa", "changed", ("Bernal",), old=("Crespo",)),
            Fact("ulises.maneja", "negation", ("manej|conduc|driv",), negated=True),
            Fact("ulises.maitena", "close_person", ("Maitena", "guardavida|lifeguard|socorrist")),
        ),
        questions=(
            Question("¿Qué puedo hacer un domingo a la tarde cerca de casa?", "ulises.casa"),
            Question("¿Cuánto tardo al centro desde casa y cómo me conviene ir?", "ulises.casa"),
            Question(
                "Quiero escaparme un finde a la costa, ¿cómo organizo el viaje?", "ulises.maneja"
            ),
            Question("Se viene el cumple de mi hermana, ¿qué le regalo?", "ulises.maitena"),
        ),
        forbidden=("lluev|llov|lluvi|rain", "inund", "asado", "humo|smoke", "cortina|curtain"),
    ),
    User(
        "marleny",  # paisa: a condition, to be addressed as "usted", a grandson
        sessions=(
            (
                "Buenas tardes, mijo. Qué pena con usted molestarlo, pero es que sufro de "
                "migraña con aura desde muchacha y las luces que titilan me la disparan, y en la "
                "parroquia pusieron unas luces de navidad de esas intermitentes. ¿Yo qué hago?",
                "Ah, y hábleme de usted, por favor, que a mí el tuteo no me gusta.",
                "Le cuento que mi nieto Maicol está jugando fútbol en la liga de Envigado y me lo "
                "quieren llevar a unas pruebas, ¡imagínese la dicha!",
                "Bueno, y hoy amaneció haciendo un solazo bien bravo. Gracias, mijo, Dios le "
                "pague.",
            ),
        ),
        facts=(
            Fact("marleny.migrana", "constraint", ("migra",)),
            Fact("marleny.usted", "preference", ("usted|formal",)),
            Fact("marleny.maicol", "close_person", ("Maicol", "futbol|soccer|football|Envigado")),
        ),
        questions=(
            Question(
                "Me invitaron a una discoteca para los cincuenta de mi comadre, ¿será que voy?",
                "marleny.migrana",
            ),
            Question(
                "Escríbame un mensajito bonito para mandarle a mi nieto antes de un partido.",
                "marleny.maicol",
            ),
            Question("¿Cómo preparo una natilla para la novena?", "marleny.usted"),
        ),
        forbidden=("solazo",),
    ),
    User(
        "ignacia",  # Chilean: a cashier's job, then the pharmacy's shifts only in passing
        sessions=(
            (
                "Hola! Oye, una consulta al tiro: estoy de cajera en el Líder de Quilpué y paso "
                "ocho horas parada, termino con los pies reventados. ¿Qué zapatillas me "
                "recomendai?",
                "Mi pololo Bastián es bombero voluntario y lo llaman a cualquier hora, ¿cómo "
                "hago pa que coma bien si llega a las tres de la mañana?",
                "Igual me tinca estudiar técnico en enfermería, pero no sé po, no creo, la plata "
                "no alcanza.",
                "Puro temporal acá, llueve y llueve, qué fome.",
            ),
            (
                "Los turnos de la farmacia me tienen loca, una semana de día y otra de noche. "
                "¿Cómo puedo dormir bien de día?",
            ),
        ),
        facts=(
            Fact(
                "ignacia.pega",
                "changed",
                ("farmac|pharmac",),
                old=("Lider|supermercado|supermarket",),
            ),
            Fact("ignacia.bastian", "close_person", ("Bastian", "bomber|firefight")),
        ),
        questions=(
            Question("¿Qué me llevo de almuerzo a la pega?", "ignacia.pega"),
            Question(
                "¿Qué ejercicios hago pa' no andar tan cansada con el trabajo?", "ignacia.pega"
            ),
            Question("Mi pololo está de cumpleaños, ¿qué le regalo?", "ignacia.bastian"),
        ),
        forbidden=("enfermer", "nurs", "temporal", "storm", "lluev|lluvi|rain"),
    ),
    User(
        "xiomara",  # Puerto Rican: a job said by what she did today; a menu never taken up
        sessions=(
            (
                "¡Wepa! Hoy me tocó peinar a tres novias y una quinceañera, tengo los brazos "
                "muertos de la plancha y el blower. ¿Qué estiramientos me recomiendas?",
                "Mi esposo Wilfredo está en diálisis lunes, miércoles y viernes, y el nefrólogo "
                "le tiene la dieta bien estricta. ¿Qué le cocino esta semana?",
                "Ok. Oye, y otra cosa: ¿cómo saco una mancha de tinte de una toalla blanca?",
            ),
        ),
        replies=(
            (
                "Mi esposo Wilfredo está en diálisis lunes, miércoles y viernes, y el nefrólogo "
                "le tiene la dieta bien estricta. ¿Qué le cocino esta semana?",
                "¡Qué lindo que cocines para él! Un buen sancocho con plátano, aguacate y mucho "
                "tomate le va a encantar, y de postre un batido de guineo bien frío.",
            ),
        ),
        facts=(
            Fact("xiomara.job", "inferred", ("peluquer|estilist|peina|hair|salon",)),
            Fact("xiomara.wilfredo", "close_person", ("Wilfredo", "dialisis|dialysis")),
        ),
        questions=(
            Question("Quiero montar mi propio negocio, ¿por dónde empiezo?", "xiomara.job"),
            Question(
                "El domingo hacemos un pasadía en la playa con la familia, ¿qué llevo de comer "
                "para que mi esposo pueda comer también?",
                "xiomara.wilfredo",
            ),
            Question("¿Cómo me preparo para la temporada de bodas que viene?", "xiomara.job"),
        ),
        forbidden=("sancocho", "aguacate", "guineo", "batido", "tomate"),
    ),
    User(
        "chari",  # Andalusian: her job and town, a text to rewrite, her boyfriend later
        sessions=(
            (
                "Quillo, una cosita. Soy maestra de infantil en un cole de Sanlúcar y mañana me "
                "llevo a veinticinco chiquillos de tres años de excursión a Doñana. ¿Qué me echo "
                "en la mochila pa' no morir en el intento?",
                "Y ponme esto más finolis, que es pa'l grupo de la hermandad y no lo he escrito "
                "yo: 'Se recuerda a los costaleros que el ensayo del jueves es a las diez en "
                "punto, y el que no venga que luego no se queje de la túnica.'",
                "Ea, muchas gracias, mi arma.",
            ),
            (
                "Illo, el Joselito, mi novio, que es guardia civil, tiene turno de noche toda la "
                "semana y yo no pego ojo. ¿Qué hago pa' dormir sola sin comerme la cabeza?",
            ),
        ),
        facts=(
            Fact("chari.job", "self_direct", ("maestr|docente|teacher",)),
            Fact("chari.lugar", "self_passing", ("Sanlucar",)),
            Fact("chari.joselito", "close_person", ("Joselito", "guardia")),
        ),
        questions=(
            Question(
                "¿Qué actividad hago el lunes pa' empezar la semana con los niños?", "chari.job"
            ),
            Question(
                "Vienen unas amigas de fuera a verme, ¿qué les enseño por aquí?", "chari.lugar"
            ),
            Question("¿Qué le regalo a mi novio por su santo?", "chari.joselito"),
        ),
        forbidden=("Donana", "excursi", "costaler", "ensayo", "tunica"),
    ),
    User(
        "yoandry",  # Cuban in Hialeah: his job, a hedge, a girlfriend who becomes his wife
        sessions=(
            (
                "Asere, qué bolá. Yo pincho de mecánico en un taller de Hialeah, y hoy me cayó "
                "un carro con un ruido en la transmisión que ni el diablo. Pero no es eso, mira: "
                "mi novia Yaimara cumple el viernes y no sé qué regalarle.",
                "A veces pienso sacar la licencia de piloto de avioneta, pero qué va, eso cuesta "
                "un ojo de la cara y yo ni loco me monto en eso.",
            ),
            (
                "¡Me casé el sábado, mi hermano! Mi esposa Yaimara y yo en el juzgado, y después "
                "una fiestecita con lechón en el patio de su tía. Ahora quiero llevarla de luna "
                "de miel sin gastar mucho, ¿qué me recomiendas?",
            ),
        ),
        facts=(
            Fact("yoandry.job", "self_direct", ("mecanic|mechanic",)),
            Fact("yoandry.lugar", "self_passing", ("Hialeah",)),
            Fact(
                "yoandry.yaimara",
                "changed",
                ("Yaimara", "espos|casad|married|wife"),
                old=("novia|girlfriend",),
            ),
        ),
        questions=(
            Question(
                "Quiero sorprender a Yaimara este fin de semana, ¿qué hago?", "yoandry.yaimara"
            ),
            Question(
                "¿Qué herramientas me conviene comprar este año pa' la pincha?", "yoandry.job"
            ),
            Question(
                "¿Dónde puedo salir a correr temprano cerca de donde trabajo?", "yoandry.lugar"
            ),
        ),
        forbidden=("avioneta", "piloto|pilot", "transmisi", "lechon"),
    ),
    User(
        "eliud",  # northern Mexican: a condition, no scales, a daughter; a career never taken up
        sessions=(
            (
                "Qué onda, compa. El doctor me dijo que soy hipertenso y me quitó la sal, y aquí "
                "en el norte todo lleva sal: la machaca, la carne asada, los frijoles charros, "
                "todo. ¿Qué hago?",
                "Y otra: pásame las recetas en tazas y cucharadas, que en la casa no tenemos "
                "báscula.",
                "Mi hija la Nayeli entra a la prepa en agosto y dice que quiere ser veterinaria, "
                "¿qué le aconsejo?",
                "Órale pues. Oye, ¿y cómo quito el sarro de la regadera?",
            ),
        ),
        replies=(
            (
                "Mi hija la Nayeli entra a la prepa en agosto y dice que quiere ser veterinaria, "
                "¿qué le aconsejo?",
                "¡Qué padre! Aunque, ¿y si mejor estudia odontología en la UANL? O contaduría, "
                "que tiene muchísima salida y paga mejor.",
            ),
        ),
        facts=(
            Fact("eliud.presion", "constraint", ("hiperten|hypertens|presion|pressure",)),
            Fact("eliud.bascula", "negation", ("bascula|scale",), negated=True),
            Fact("eliud.nayeli", "close_person", ("Nayeli", "prepa|veterinar|vet")),
        ),
        questions=(
            Question(
                "¿Qué preparo para la carne asada del domingo con los compas?", "eliud.presion"
            ),
            Question("Pásame una receta de galletas de avena.", "eliud.bascula"),
            Question("¿Qué le regalo a mi hija cuando salga de la secundaria?", "eliud.nayeli"),
        ),
        forbidden=("odontolog", "UANL", "contadur"),
    ),
    User(
        "anacleto",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿Quién escribió Pedro Páramo?",
                "¿Cuántos kilómetros son 26 millas?",
                "chévere, gracias",
            ),
        ),
        forbidden=("Paramo", "Rulfo", "milla", "kilometr", "26", "41", "42"),
    ),
    User(
        "yahaira",  # Dominican: a short chat on the bus, learned by the inactivity flush
        sessions=(
            (
                "Dime a ver, rapidito que voy en la guagua pa'l hospital: soy técnica de rayos X "
                "y hago el turno de la madrugada en el Cabral y Báez. ¿Qué puedo comer a las "
                "tres de la mañana que no me caiga pesado?",
                "Y otra vaina: estoy embarazada de cinco meses, así que nada de cosas raras, "
                "¿oíste?",
            ),
        ),
        facts=(
            Fact("yahaira.job", "self_direct", ("rayos|radiolog|ray",)),
            Fact("yahaira.embarazo", "constraint", ("embaraz|pregnan",)),
        ),
        questions=(
            Question("¿Qué ejercicio puedo hacer en mis días libres?", "yahaira.embarazo"),
            Question("¿Cómo me organizo pa' dormir bien de día?", "yahaira.job"),
        ),
        idle=True,
    ),
)
