"""A thirteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `ap` in English (Australian, Indian and Irish speech) and `aq` in
Spanish (Mexican, Argentine and Castilian informal speech). Each was written on its own,
with its own people and situations (neither is a translation of the other, nor of any
earlier set).

Their facts are said directly ("i drive a haul truck", "soy vigilante de seguridad") and in
passing inside longer messages about something else (a new hip mentioned while planning a
footy trip, a call-centre job in a question about a nervous greyhound, a tram depot in a
question about breakfast), or only by what they imply (a night that ended at four pouring
gin and tonics, a pile of essays to correct before the mocks). There are facts about the people in
the users' lives, named with their relation (a father-in-law who is hard of hearing, a son
with a cochlear implant, a grandmother with dementia, a "jefa" who is the user's mother),
standing constraints and wishes that should shape answers on other topics (a Jain kitchen,
colour blindness, a stoma, an allergy to shrimp, cholesterol, fibromyalgia, dot points, a
list, Hindi words in brackets) and a negation in each set (`negated`: a memory must keep the
"not"). Three changes in each set: a house share and then a studio, a ute and then a
hybrid, a call-centre headset and then a driving school, a bus and then an electric bike,
said only in passing once the change is old news, and one said with a signal ("has stopped
... and now", "ya no"). Hedged plans are no facts and their words are `forbidden`: the
user's own ("I keep saying I'll do the marathon. I won't"), and a plan someone else pushes
that the user doubts over two sentences (a plot of land, a grill restaurant with a
brother). So are the day's small talk (a cyclone warning, heavy rain, a spilled coffee, an
earthquake, a cold wind), a text the user asks to have rewritten or translated, and
general-knowledge questions. Assistant suggestions and wrong guesses the user never takes
up are scripted (`replies`), their words `forbidden` (a "jefa" taken for a boss, a son
taken for a nephew, a job guessed wrong). In each set one user tells nothing and one short
chat is learned by the inactivity flush. Questions are asked on a topic the fact should
shape, phrased as the user would. A keyword "a|b" is found by either, and the Spanish
keywords have an English alternative ("veterinari|vet") so that a correct memory in either
language holds them; keywords start a word ("galg" finds "galga" and "galgo"), and were
chosen so that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH13: tuple[User, ...] = (
    User(
        "bronwyn",  # a job said directly, a constraint, and a cyclone as small talk
        sessions=(
            (
                "g'day. can you give me a week of lunches that'll survive twelve hours in an "
                "esky? i drive a haul truck at an iron ore mine out in the Pilbara, FIFO, two "
                "weeks on one week off, and the microwave in the crib room's been busted since "
                "easter",
                "oh and no colour-coded anything pls. i'm red-green colourblind and those charts "
                "all look like the same brown mush to me",
            ),
            (
                "cyclone warning up the coast again, whole camp's been told to stay put in the "
                "dongas tonight. anyway what's a good audiobook for a long night?",
            ),
        ),
        facts=(
            Fact("bronwyn.job", "self_direct", ("haul|mine|mining|Pilbara",)),
            Fact("bronwyn.colour", "constraint", ("colourblind|colorblind|blind",)),
        ),
        questions=(
            Question(
                "I fly home Thursday after my two weeks on. How do I get my sleep back to normal?",
                "bronwyn.job",
            ),
            Question(
                "Can you set me up a spreadsheet to track what I'm spending each month?",
                "bronwyn.colour",
            ),
            Question("help me pick paint colours for the spare room", "bronwyn.colour"),
        ),
        forbidden=("cyclone", "donga", "audiobook"),
    ),
    User(
        "ananya",  # a diet and a father-in-law, a plan the husband pushes, a text to translate
        sessions=(
            (
                "Hello! Kindly suggest some dinner recipes for five people, we are Jain so no "
                "onion, no garlic, no potato or any root vegetables please. My father-in-law "
                "Hasmukhlal stays with us, he is quite hard of hearing and won't wear his hearing "
                "aid, so dinner is basically everybody shouting only 😅",
            ),
            (
                "Vikram is after me to book a plot near Lonavala as an 'investment'. I really "
                "don't see it happening yaar, we are still paying the car EMI and he hasn't even "
                "gone to see the land.",
                "Also please translate this into Gujarati for our society WhatsApp group: 'The "
                "overhead tank will be cleaned on Sunday, there will be no water from 10 to 2.'",
            ),
        ),
        facts=(
            Fact("ananya.jain", "constraint", ("Jain|onion|garlic",)),
            Fact("ananya.hasmukh", "close_person", ("Hasmukh", "hearing|deaf")),
        ),
        questions=(
            Question(
                "Vikram's team is coming home for dinner on Saturday, around ten people. What "
                "menu should I plan?",
                "ananya.jain",
            ),
            Question(
                "We are putting a new doorbell and smoke alarm in the flat. Which kind should "
                "we buy?",
                "ananya.hasmukh",
            ),
            Question(
                "Suggest something nice we can do for my father-in-law's 75th birthday.",
                "ananya.hasmukh",
            ),
        ),
        forbidden=("Lonavala", "plot", "investment", "overhead", "tank"),
    ),
    User(
        "ciaran",  # a house share, then a studio mentioned in passing; a job; his own hedge
        sessions=(
            (
                "What's a handy dinner for four lads with one frying pan between us? I'm in a "
                "house share in Drumcondra and the kitchen is the size of a phone box.",
                "I keep saying I'll do the Dublin marathon next year. I won't, sure, but I keep "
                "saying it.",
                "Also I'm on earlies all week, driving the first Luas out of the depot at half "
                "five, so what can I eat at half four in the morning that isn't toast?",
            ),
            (
                "Landlord of the studio in Phibsborough says he'll sort the damp before "
                "Christmas, we'll see. Anyway what's a decent stew I can do in one pot?",
            ),
        ),
        facts=(
            Fact("ciaran.home", "changed", ("Phibsborough|studio",), old=("Drumcondra",)),
            Fact("ciaran.job", "self_passing", ("Luas|tram",)),
        ),
        questions=(
            Question("Would I be let keep a dog where I'm living?", "ciaran.home"),
            Question("Where's a good spot near me for a quiet pint on a Sunday?", "ciaran.home"),
            Question("My back's in bits after every shift. What'll I do?", "ciaran.job"),
        ),
        forbidden=("marathon",),
    ),
    User(
        "siobhan",  # a negation, a sister's condition, and the day's incidents
        sessions=(
            (
                "Mother of God, what a morning. The 46A never showed, then a young one on the "
                "next bus spilled a full flat white down my good coat.",
                "Anyway. My sister Nuala is coeliac and she's coming to stay for the weekend, what "
                "can I bake for her that won't have her sick?",
                "And no, before you suggest it, I won't be driving her round Wicklow. I never "
                "learned to drive and I'm not starting at 61.",
            ),
        ),
        facts=(
            Fact("siobhan.drive", "negation", ("driv",), negated=True),
            Fact("siobhan.nuala", "close_person", ("Nuala", "coeliac|celiac|gluten")),
        ),
        questions=(
            Question(
                "There's a retreat weekend in a guesthouse out past Glendalough. How would I get "
                "there?",
                "siobhan.drive",
            ),
            Question(
                "It's Nuala's birthday next month, where could I bring her for lunch in town?",
                "siobhan.nuala",
            ),
            Question(
                "I've an interview in an office park out in Sandyford at nine on Tuesday. How "
                "will I manage it?",
                "siobhan.drive",
            ),
        ),
        forbidden=("spill", "coat"),
    ),
    User(
        "harsh",  # tells nothing about himself: anything learned is invented
        sessions=(
            ("what is the capital of Bhutan?", "and 5 feet 7 inches in cm?", "ok thanks ji"),
        ),
        forbidden=("Bhutan", "Thimphu", "170", "centimet", "inch"),
    ),
    User(
        "kylie",  # a short chat on a break, learned by the inactivity flush
        sessions=(
            (
                "on smoko so make it quick. best stretch for a crook neck? i spend half the day "
                "looking up at ceilings pulling cable, i'm a sparky",
                "and dot points pls, reading this on my phone in the van",
            ),
        ),
        facts=(
            Fact("kylie.job", "self_direct", ("sparky|electrician",)),
            Fact("kylie.dots", "preference", ("dot|bullet|brief|concise",)),
        ),
        questions=(
            Question("how does salary sacrificing into super work?", "kylie.dots"),
            Question(
                "thinking of going out on my own next year. what do i need to sort first?",
                "kylie.job",
            ),
        ),
        idle=True,
    ),
    User(
        "mairead",  # a job said only by what it implies, and a text to rewrite
        sessions=(
            (
                "I've thirty-one essays on Macbeth to correct before the mocks start Monday and "
                "my fifth year English class have me heart broke. Any way to get through the "
                "correcting faster?",
                "Can you make this sound less cranky? It's for the parents' group: 'For the last "
                "time, phones go in the lockers. I am not a cloakroom attendant.'",
            ),
        ),
        facts=(Fact("mairead.job", "inferred", ("teach",)),),
        questions=(
            Question(
                "When's the best time of year for me to book a fortnight in Portugal?",
                "mairead.job",
            ),
            Question("My voice is gone hoarse by every Friday. Any advice?", "mairead.job"),
        ),
        forbidden=("locker", "cloakroom", "attendant"),
    ),
    User(
        "shelby",  # a ute, then a hybrid said in passing; dogs; suggestions not taken up
        sessions=(
            (
                "need a weekend away from Adelaide that's dog friendly. I've got two kelpies who'd "
                "lose their minds in a kennel",
                "nah that's too far for the girls, they get carsick after an hour in the back of "
                "the ute",
            ),
            (
                "been driving the hybrid Corolla up to the Barossa and back on the weekend and "
                "barely touched the tank. how do I get dog hair out of car seats?",
            ),
        ),
        replies=(
            (
                "need a weekend away from Adelaide that's dog friendly. I've got two kelpies who'd "
                "lose their minds in a kennel",
                "How about Kangaroo Island? The ferry from Cape Jervis is an easy trip, or you "
                "could book a cabin in the Flinders Ranges for some outback stargazing.",
            ),
        ),
        facts=(
            Fact("shelby.car", "changed", ("Corolla|hybrid",), old=("ute",)),
            Fact("shelby.dogs", "self_passing", ("kelpie",)),
        ),
        questions=(
            Question(
                "Driving to Melbourne in the school holidays. Roughly what'll I spend on fuel?",
                "shelby.car",
            ),
            Question("I need new tyres. What should I be looking at?", "shelby.car"),
            Question(
                "Looking at a motel in Robe for a couple of nights, what should I check before I "
                "book?",
                "shelby.dogs",
            ),
        ),
        forbidden=("Kangaroo", "ferry", "Jervis", "Flinders", "cabin", "stargaz"),
    ),
    User(
        "sunil",  # a daughter's class, changed with a signal; a job guessed wrong
        sessions=(
            (
                "Namaste. My daughter Meera is 11 and learning Carnatic vocal at a music school "
                "here in Kochi, three evenings a week. Suggest some healthy snacks she can have "
                "before class?",
                "Also I need a laptop for office work, nothing fancy, budget is tight",
            ),
            (
                "Meera has stopped vocal and now she is doing Bharatanatyam, four classes a week, "
                "and her feet are paining like anything. What can help?",
            ),
        ),
        replies=(
            (
                "Also I need a laptop for office work, nothing fancy, budget is tight",
                "As a software engineer you'll want at least 16GB of RAM, so a ThinkPad or a "
                "MacBook Air would serve you well for coding.",
            ),
        ),
        facts=(
            Fact(
                "sunil.meera",
                "changed",
                ("Meera", "Bharatanatyam|danc"),
                old=("Carnatic|vocal",),
            ),
            Fact("sunil.city", "self_passing", ("Kochi|Cochin",)),
        ),
        questions=(
            Question("Meera's birthday is next month. What gift can I get for her?", "sunil.meera"),
            Question("What should Meera eat on her class days?", "sunil.meera"),
            Question("Suggest a weekend trip for the family, not too far from home.", "sunil.city"),
        ),
        forbidden=("software", "engineer", "ThinkPad", "MacBook", "coding"),
    ),
    User(
        "mervyn",  # a new hip and a grandson, in passing in a long message; a quiz question
        sessions=(
            (
                "Right, me and three old mates from the bowls club are heading up to Brisbane for "
                "the State of Origin in June. I'll need an aisle seat on the plane with the new "
                "hip, and we want a pub near the ground for a few beers before the game. My "
                "grandson Archie's coming along too, he's 19 and went vegan last year, so "
                "somewhere that does more than steak. What's the plan?",
                "Oh and settle an argument for us: how long is the Great Barrier Reef?",
            ),
        ),
        facts=(
            Fact("mervyn.hip", "constraint", ("hip",)),
            Fact("mervyn.archie", "close_person", ("Archie", "vegan")),
        ),
        questions=(
            Question(
                "The grandkids want to take me ten-pin bowling on Saturday. Good idea?",
                "mervyn.hip",
            ),
            Question("Doing a barbie for Archie's 20th. What'll I throw on?", "mervyn.archie"),
        ),
        forbidden=("reef", "barrier"),
    ),
    User(
        "farhan",  # an answer-format wish, a pregnant wife, and heavy rain as small talk
        sessions=(
            (
                "Assalamu alaikum. My English is not so good, so please write simple and put the "
                "Hindi word in brackets for the difficult words.",
                "My wife Rukhsana is seven months pregnant and her feet are swelling a lot in "
                "this heat. What can she do?",
            ),
            (
                "Such heavy rain in Lucknow today, the road outside is fully waterlogged and my "
                "scooter wouldn't start. Anyway, what is a mutual fund?",
            ),
        ),
        facts=(
            Fact("farhan.hindi", "preference", ("Hindi",)),
            Fact("farhan.rukhsana", "close_person", ("Rukhsana", "pregnan")),
        ),
        questions=(
            Question("How do I open a PPF account at the post office?", "farhan.hindi"),
            Question(
                "We want to go by train to my sister's wedding in Kanpur next month. Any tips?",
                "farhan.rukhsana",
            ),
            Question("What should I cook for the family this week?", "farhan.rukhsana"),
        ),
        forbidden=("waterlog", "rain"),
    ),
    User(
        "orla",  # a husband, gift suggestions not taken up, and a stoma
        sessions=(
            (
                "What's a nice present for my husband Declan's 50th? He's a dairy farmer, up at "
                "five every day of the year and asleep in the chair by nine.",
                "Ah no, none of them would suit him at all. I'll have a think.",
            ),
            (
                "Packing for a week in Lanzarote in May with Declan, and I'm a bit nervous about "
                "the pool. I've had a stoma since my bowel surgery two years ago. What swimwear "
                "works with an ileostomy bag?",
            ),
        ),
        replies=(
            (
                "What's a nice present for my husband Declan's 50th? He's a dairy farmer, up at "
                "five every day of the year and asleep in the chair by nine.",
                "How about a golf weekend at Adare Manor, or a whiskey tasting tour in Dublin? A "
                "hot air balloon ride would make a memorable surprise too!",
            ),
        ),
        facts=(
            Fact("orla.declan", "close_person", ("Declan", "farm|dairy")),
            Fact("orla.stoma", "constraint", ("stoma|ileostom",)),
        ),
        questions=(
            Question("What'll I make Declan for his dinners this week?", "orla.declan"),
            Question("Can you suggest some exercise I could start at home?", "orla.stoma"),
            Question(
                "I'm flying out to Lanzarote in May. What should go in my hand luggage?",
                "orla.stoma",
            ),
        ),
        forbidden=("golf", "Adare", "whiskey", "balloon", "tasting"),
    ),
)

SPANISH13: tuple[User, ...] = (
    User(
        "guadalupe",  # a job said directly, a daughter, and the heat as small talk
        sessions=(
            (
                "Ay qué calorón está haciendo hoy en Monterrey, ni el ventilador aguanta. Oye, "
                "tengo un puesto de tamales afuera del mercado y quiero subirle al precio de la "
                "docena, ¿cómo le hago para que no se me vaya la clientela?",
                "mi hija Yareli estudia contabilidad y ella me lleva las cuentas del puesto, pero "
                "anda en exámenes y no me quiere ayudar jaja",
            ),
        ),
        facts=(
            Fact("guadalupe.tamal", "self_direct", ("tamal",)),
            Fact("guadalupe.yareli", "close_person", ("Yareli", "contab|contad|account|bookkeep")),
        ),
        questions=(
            Question(
                "¿Qué le pongo a una página de Facebook para que la gente conozca mi negocio?",
                "guadalupe.tamal",
            ),
            Question(
                "Si me hacen un pedido para una fiesta de cien personas, ¿cuánto me conviene "
                "cobrar?",
                "guadalupe.tamal",
            ),
            Question("Yareli se gradúa en julio, ¿qué le puedo regalar?", "guadalupe.yareli"),
        ),
        forbidden=("calor|heat", "ventilador"),
    ),
    User(
        "facundo",  # a negation, a girlfriend, and a plan his brother pushes that he doubts
        sessions=(
            (
                "Che, ¿qué termo me compro para llevar café al laburo? Y antes de que digas nada: "
                "soy el único argentino que no toma mate, me da una acidez terrible.",
                "Mi hermano Nahuel me quiere convencer de poner una parrilla juntos en Palermo. "
                "Ni en pedo, el tipo no sabe ni prender el carbón y yo no tengo un mango.",
            ),
            (
                "mi novia Romina es veterinaria y el sábado cumple 30, ¿qué le regalo que no sea "
                "otro libro de perros?",
            ),
        ),
        facts=(
            Fact("facundo.mate", "negation", ("mate",), negated=True),
            Fact("facundo.romina", "close_person", ("Romina", "veterinari|vet")),
        ),
        questions=(
            Question(
                "Tengo que quedarme hasta tarde terminando un informe, ¿qué tomo para aguantar?",
                "facundo.mate",
            ),
            Question(
                "Le quiero armar una sorpresa a Romina para el aniversario, ¿ideas?",
                "facundo.romina",
            ),
        ),
        forbidden=("parrilla", "Palermo", "carbon|charcoal"),
    ),
    User(
        "begona",  # a call-centre job, then a driving school said in passing; a greyhound
        sessions=(
            (
                "Jo, otra vez me duele la oreja de llevar el casco ocho horas. Curro de "
                "teleoperadora en una aseguradora, turno de tarde, y encima a la salida tengo que "
                "sacar a la Chufa, mi galga, que es adoptada y le dan pánico las motos. ¿Algún "
                "truco para que vaya más tranquila por la calle?",
            ),
            (
                "Hoy en la autoescuela un alumno se ha subido al bordillo tres veces en la misma "
                "rotonda, casi me da algo. ¿Qué me hago de cena rápida que estoy muerta?",
            ),
        ),
        facts=(
            Fact(
                "begona.job",
                "changed",
                ("autoescuela|driving",),
                old=("teleoperador|asegurador|seguros|insurance",),
            ),
            Fact("begona.galga", "self_passing", ("galg|greyhound",)),
        ),
        questions=(
            Question(
                "Me quiero sacar un dinerillo extra los findes, ¿qué podría ofrecer con lo que sé "
                "hacer?",
                "begona.job",
            ),
            Question(
                "Me voy una semana a Asturias en agosto, ¿qué tengo que dejar organizado?",
                "begona.galga",
            ),
        ),
        forbidden=("bordillo", "rotonda"),
    ),
    User(
        "rodrigo",  # a "jefa" taken for a boss who is his mother; an allergy
        sessions=(
            (
                "Quiero llevar a mi jefa a comer el domingo por su cumpleaños, ¿a dónde la llevo "
                "en Guadalajara?",
                "Jaja no, mi jefa es mi mamá, doña Chelo. Va en silla de ruedas, así que que "
                "tenga rampa y baño amplio porfa.",
                "Y nada de mariscos eh, que soy alérgico al camarón y a todo lo que venga del mar.",
            ),
        ),
        replies=(
            (
                "Quiero llevar a mi jefa a comer el domingo por su cumpleaños, ¿a dónde la llevo "
                "en Guadalajara?",
                "¡Qué buen detalle con tu jefa! Para quedar bien en la oficina, un desayuno de "
                "negocios en un restaurante elegante de Providencia sería perfecto.",
            ),
        ),
        facts=(
            Fact("rodrigo.chelo", "close_person", ("Chelo", "silla|wheelchair")),
            Fact(
                "rodrigo.camaron",
                "constraint",
                ("camaron|marisc|shrimp|shellfish|seafood",),
            ),
        ),
        questions=(
            Question("¿Qué museo bonito hay en Guadalajara para ir con mi jefa?", "rodrigo.chelo"),
            Question(
                "Nos vamos a Mazatlán en Semana Santa, ¿qué me recomiendas comer allá?",
                "rodrigo.camaron",
            ),
            Question(
                "Voy a hacer paella para los cuates el sábado, ¿me pasas una receta?",
                "rodrigo.camaron",
            ),
        ),
        forbidden=("negocios", "oficina", "Providencia", "elegante"),
    ),
    User(
        "valentina",  # a son taken for a nephew, and his cochlear implant
        sessions=(
            (
                "Necesito ideas para el cumple de Benja, cumple 6 en agosto",
                "Es mi hijo jaja. Y nada de lugares con mucho ruido, Benja es sordo y usa "
                "implante coclear, los salones con eco lo aturden. Algo más tranqui?",
            ),
        ),
        replies=(
            (
                "Necesito ideas para el cumple de Benja, cumple 6 en agosto",
                "¡Qué lindo! ¿Benja es tu sobrino? Podrías alquilar un pelotero con inflables y "
                "contratar un mago, a los chicos les encanta.",
            ),
        ),
        facts=(
            Fact(
                "valentina.benja",
                "close_person",
                ("Benja", "implante|coclear|cochlear|sord|deaf"),
            ),
        ),
        questions=(
            Question(
                "Lo quiero anotar a Benja en natación, ¿qué tengo que tener en cuenta?",
                "valentina.benja",
            ),
            Question(
                "¿Qué podemos hacer con Benja en las vacaciones de invierno?", "valentina.benja"
            ),
        ),
        forbidden=("sobrin", "pelotero", "inflable", "mago"),
    ),
    User(
        "paloma",  # a job said only by what it implies, and a text to rewrite
        sessions=(
            (
                "Anoche cerré a las cuatro, pusimos gin-tonics como para llenar una piscina y hoy "
                "me he levantado a las dos de la tarde con los pies como botijos.",
                "¿Me dejas esto más fino? Es para el grupo de la comunidad: 'Al del tercero: o "
                "bajas el volumen de la tele a las tantas o te la bajo yo por la ventana.'",
            ),
        ),
        facts=(Fact("paloma.job", "inferred", ("camarer|bartender|barman|hosteler",)),),
        questions=(
            Question("¿A qué hora me viene mejor ir al gimnasio?", "paloma.job"),
            Question(
                "Mis amigas quieren quedar para cenar los viernes, ¿cómo lo cuadro?", "paloma.job"
            ),
        ),
        forbidden=("piscina", "tercero", "volumen", "tele", "ventana"),
    ),
    User(
        "emiliano",  # a move said with "ya no", a girlfriend, and an earthquake in the news
        sessions=(
            (
                "Qué onda. Sigo viviendo con mis papás en Iztapalapa, y mi novia Ximena, que es "
                "diseñadora gráfica, dice que ya es hora de independizarme jaja. ¿Cómo le hago "
                "para juntar para el depósito de una renta?",
            ),
            (
                "¿Viste lo del temblor de anoche? Se sintió durísimo.",
                "Oye, ya no vivo con mis papás, me fui a un depa en Coyoacán con Ximena. ¿Qué "
                "plantas aguantan poca luz?",
            ),
        ),
        facts=(
            Fact("emiliano.home", "changed", ("Coyoac",), old=("Iztapalapa",)),
            Fact("emiliano.ximena", "close_person", ("Ximena", "diseñ|design")),
        ),
        questions=(
            Question("¿Dónde puedo salir a correr cerca de mi casa?", "emiliano.home"),
            Question("¿Qué le regalo a Ximena de aniversario?", "emiliano.ximena"),
        ),
        forbidden=("temblor|sismo|earthquake",),
    ),
    User(
        "nerea",  # a short chat on a break, learned by the inactivity flush
        sessions=(
            (
                "Oye, una rápida que estoy en el descanso: ¿qué ceno a las tres de la mañana que "
                "no me siente como una piedra? Soy vigilante de seguridad en un polígono y esta "
                "semana me toca noche.",
                "y contéstame en plan lista porfa, que te leo en el móvil con una mano",
            ),
        ),
        facts=(
            Fact("nerea.job", "self_direct", ("vigilante|guard",)),
            Fact("nerea.lista", "preference", ("lista|list|bullet|viñeta",)),
        ),
        questions=(
            Question("¿Cómo va lo de la declaración de la renta?", "nerea.lista"),
            Question("¿Cómo consigo dormir bien de día?", "nerea.job"),
        ),
        idle=True,
    ),
    User(
        "joaquin",  # a bus, then an electric bike said in passing; his own hedge
        sessions=(
            (
                "Buenas. Laburo en una distribuidora en Rosario y me tomo el 60 todos los días, "
                "una hora de bondi a la ida y otra a la vuelta. ¿Qué podcast me recomendás para el "
                "viaje?",
                "Capaz que este año me anoto en el maratón de la ciudad, jaja. Ni ahí, a quién "
                "engaño.",
            ),
            (
                "Con la bici eléctrica llego al laburo en veinte minutos y encima sin sudar. ¿Qué "
                "candado me conviene para dejarla en la calle?",
            ),
        ),
        facts=(
            Fact("joaquin.commute", "changed", ("bici|bike|bicycle",), old=("colectivo|bondi",)),
            Fact("joaquin.city", "self_passing", ("Rosario",)),
        ),
        questions=(
            Question(
                "Pronostican lluvia toda la semana, ¿cómo me organizo para ir al laburo?",
                "joaquin.commute",
            ),
            Question(
                "Vienen unos amigos de Córdoba a visitarme, ¿por dónde arranco a mostrarles?",
                "joaquin.city",
            ),
        ),
        forbidden=("maraton|marathon", "podcast"),
    ),
    User(
        "octavio",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuántos habitantes tiene Canadá?",
                "tradúceme 'nos vemos mañana en la junta' al inglés",
                "va, gracias",
            ),
        ),
        forbidden=("Canad", "habitant", "junta", "tomorrow", "ingles|English"),
    ),
    User(
        "soledad",  # a condition in passing, a grandmother, gift suggestions not taken up
        sessions=(
            (
                "Unas amigas me invitaron a hacer cuatro días de trekking en Bariloche en marzo y "
                "me re tienta, pero con la fibromialgia no sé si aguanto. Bueno, eso lo veo "
                "después. Lo que necesito es un regalo para mi abuela Nélida, que cumple 90.",
                "Nah, con el Alzheimer ya no se engancha con esas cosas. Algo más simple, que la "
                "haga sentir cómoda.",
            ),
        ),
        replies=(
            (
                "Unas amigas me invitaron a hacer cuatro días de trekking en Bariloche en marzo y "
                "me re tienta, pero con la fibromialgia no sé si aguanto. Bueno, eso lo veo "
                "después. Lo que necesito es un regalo para mi abuela Nélida, que cumple 90.",
                "¡Qué lindo! Para tu abuela podría ser un libro de sudokus, o una escapada a las "
                "termas de Federación para relajarse juntas.",
            ),
        ),
        facts=(
            Fact("soledad.fibro", "constraint", ("fibromialg|fibromyalg",)),
            Fact("soledad.nelida", "close_person", ("Nélida", "alzheimer|demencia|dementia")),
        ),
        questions=(
            Question("¿Qué colchón me conviene comprar?", "soledad.fibro"),
            Question(
                "Me quiero anotar en el gimnasio, ¿qué actividad me conviene?", "soledad.fibro"
            ),
            Question(
                "Quiero sacar a pasear a mi abuela el domingo, ¿adónde la llevo?", "soledad.nelida"
            ),
        ),
        forbidden=("sudoku", "termas", "Federación"),
    ),
    User(
        "inma",  # a diet constraint, a son away at university, wind and a quiz question
        sessions=(
            (
                "Madre mía el cierzo que hace hoy, casi me lleva volando por el puente de Piedra.",
                "Dame una receta para cenar esta noche, pero nada de fritos ni embutido, que "
                "tengo el colesterol por las nubes y el médico me ha echado la bronca.",
                "Por cierto, ¿en qué año fue la Expo de Zaragoza?",
            ),
            (
                "Mi hijo Hugo está en primero de Enfermería en Salamanca, en una residencia, y me "
                "llama cada domingo para preguntarme cómo se pone la lavadora. ¿Cómo quito una "
                "mancha de tomate de una camiseta blanca?",
            ),
        ),
        facts=(
            Fact("inma.colesterol", "constraint", ("colesterol|cholesterol",)),
            Fact("inma.hugo", "close_person", ("Hugo", "Salamanca|enfermer|nursing")),
        ),
        questions=(
            Question(
                "Este sábado vienen mis cuñados a comer, ¿qué menú preparo?", "inma.colesterol"
            ),
            Question(
                "Hugo viene en el puente, ¿qué le preparo para que se lleve de vuelta?", "inma.hugo"
            ),
        ),
        forbidden=("cierzo", "viento|wind", "Piedra", "Expo", "2008", "mancha", "tomate"),
    ),
)
