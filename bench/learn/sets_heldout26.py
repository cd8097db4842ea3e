"""A twenty-sixth round of held-out learning sets, written before any run of them and
without reading the learning code: `bo` in English, ten everyday people from the Rhondda,
Glasgow, Barnsley, the King Country, Mandeville, Lagos, Nairobi, Singapore, Dorchester in
Boston and Cape Town, each in their own idiom ("tidy", "now in a minute", "gonnae",
"cannae", "while one", "mithering", "munted", "chur", "mi nuh", "haffi", "abeg", "na wa",
"manze", "can or not", "wicked", "pissah", "howzit"; a few type in lower case or in
Jamaican patois), and `bp` in Spanish, ten people in Madrid, Cádiz and Jaén, Gran
Canaria, Mexico City, Medellín, Buenos Aires, Santiago, Lima, Havana and Maracaibo, each in
their own idiom and chat typing ("en plan", "ni de coña", "quillo", "pisha", "mi niño",
"fos", "neta", "ni de chiste", "quiubo", "parce", "che", "laburo", "po", "cachai", "la
pega", "causa", "pe", "qué bolá", "asere", "mi pana"; dropped s written as h, "q", "pa",
lower case). `bp` was written on its own, with its own people and situations: it is no
translation of `bo`.

Most facts are told in passing, several to a turn, inside a request about something else:
a job said only by what it implies (shampoo and sets and a blue rinse in sheltered flats,
eight hundred ewes crutched before smoko, bridesmaid dresses to hem, burst pipes and a
water heater changed before going under a sink; a bulldog that wet a white coat after
twelve dogs were vaccinated, fourteen runs between two ends of a line announcing the
doors, three dance lessons on a roof terrace), a close person's condition given as the
reason an assistant's suggestion will not do (a husband with multiple sclerosis and a hot
tub, a husband with sickle cell and the cold of a highland resort, a husband allergic to
shellfish and a clambake; a boyfriend's asthma and a dive, a mother's lupus and a day in
the sun), standing constraints (sixty-four stairs and no lift, a Sabbath from Friday
sunset, a widow's pension, a hostel with no kitchen), preferences for how answers are
written (gas marks, Kiswahili, short replies; "usted", everyday examples) and negations
that must keep their "not" (cannot swim, no meat; no mobile phone or computer, no mate,
no oven). Each set changes three things with no signal word: the later session only
describes the new situation (fibre up the road in place of a satellite dish, a daughter
three weeks old in place of a pregnancy, a motorbike in place of two matatus; the olive
harvest in Jaén in place of a beach bar in Zahara, a husband's transplant in place of
his dialysis, a council nursery in place of a grandmother minding the baby). The
assistant's suggestions and wrong guesses that the user never takes up are scripted as
its answers (a rabbit taken for a puppy), and their words, like those of plans the user
doubts and of small talk, are words only an invented memory would hold. In each set one
user tells nothing, and one short chat is learned by the inactivity flush. Questions are
asked directly and on a topic the fact should shape. A keyword "a|b" is found by either
("asma|asthma"); keywords start a word ("veterin" finds "veterinaria"), and were chosen so
that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH26: tuple[User, ...] = (
    User(
        "rhian",  # a suggestion turned down for her husband's condition; a job it implies
        sessions=(
            (
                "Hiya love. Me and Dai have got our silver wedding in June and I want to take "
                "him somewhere tidy, just the two of us. I've got about four hundred quid put "
                "by. Any ideas?",
                "Aw, lush idea, but no. Dai's got MS, his legs go from under him after ten "
                "minutes and the heat knocks him flat for days, so a hot tub would finish him "
                "off.",
                "And it'll have to be a Monday, I've got my regulars Tuesday to Saturday. Did "
                "three shampoo and sets and a perm at the sheltered flats in Treorchy this "
                "morning, and Mrs Pugh wanted her blue rinse again, bless her. Me wrists are "
                "killing me, what's good for them?",
                "Diolch, you're a gem. I'll have a look now in a minute.",
            ),
        ),
        replies=(
            (
                "Hiya love. Me and Dai have got our silver wedding in June and I want to take "
                "him somewhere tidy, just the two of us. I've got about four hundred quid put "
                "by. Any ideas?",
                "Congratulations on twenty-five years! How about a sunrise hike up Pen y Fan, "
                "then a night in a shepherd's hut near Brecon with a hot tub under the stars?",
            ),
        ),
        facts=(
            Fact("rhian.dai", "close_person", ("Dai", "MS|sclerosis")),
            Fact("rhian.job", "inferred", ("hairdress|hair|stylist|salon|barber",)),
        ),
        questions=(
            Question("Where could I take my husband for a weekend away this summer?", "rhian.dai"),
            Question("Dai wants to get a bit fitter. What exercise would suit him?", "rhian.dai"),
            Question(
                "I'm thinking of doing a course to build up my business. What would you suggest?",
                "rhian.job",
            ),
            Question("What should I charge for a home visit?", "rhian.job"),
        ),
        forbidden=("sunrise", "shepherd", "Brecon"),
    ),
    User(
        "tam",  # a negation, a job in passing and a standing constraint, beside a doubted plan
        sessions=(
            (
                "Awright pal. Ma lassie Kirsty's gettin merrit in August an ah need tae shift "
                "two stone afore ah squeeze intae ma kilt. Gonnae gie us a wee plan?",
                "An dinnae say swimmin. Ah cannae swim, never learnt, ah'd go doon like a "
                "stane. Ma knees are shot an aw fae humpin wheelie bins up an doon closes for "
                "the cooncil since ah wis nineteen.",
                "Ah'm up the tap flat o a tenement in Dennistoun, sixty-four stairs an nae "
                "lift, so that's ma cardio sorted, eh.",
                "Big Davie wants me tae dae the Kiltwalk wi him in April. Aye, right, the day ah "
                "dae that.",
                "Cheers pal, yer a diamond.",
            ),
        ),
        facts=(
            Fact("tam.swim", "negation", ("swim",), negated=True),
            Fact("tam.stairs", "constraint", ("stair|tenement",)),
            Fact("tam.job", "self_passing", ("bin|refuse|cleansing",)),
        ),
        questions=(
            Question(
                "We're takin the grandweans tae Millport for a week in July. What can we dae "
                "there?",
                "tam.swim",
            ),
            Question("The doctor says ah need mair exercise. What should ah try?", "tam.swim"),
            Question(
                "Ah'm thinkin o gettin a wee dog. What kind would suit ma place?", "tam.stairs"
            ),
            Question(
                "We're gettin a new settee delivered next week. Anything ah should sort first?",
                "tam.stairs",
            ),
            Question("Ma back's sore every night efter work. What can ah dae?", "tam.job"),
        ),
        forbidden=("Kiltwalk",),
    ),
    User(
        "maureen",  # a preference for gas marks, a job and a husband's new hip, in passing
        sessions=(
            (
                "Ey up love. I'm doing a potato pie for the chapel bring and share on Sunday, "
                "enough for thirty. How much stewing steak and spuds do I want? And put the "
                "oven in gas marks, I've had the same cooker since 1987 and I'm not learning "
                "owt different at my age.",
                "It'll have to be Saturday teatime, I'm on reception at the doctors' on Park "
                "Road while one, and you'd not believe the mithering I get on that phone.",
                "Our Brian won't be carrying it down to the chapel, mind. He had his hip done "
                "in March and he's still on his crutches, so it'll be me and the shopping "
                "trolley.",
                "Our Tracy keeps on at me to join the choir, but I sing like a strangled cat.",
                "It's been siling it down all week, the ginnel's like a river. Ta love.",
            ),
        ),
        facts=(
            Fact("maureen.gas", "preference", ("gas",)),
            Fact("maureen.job", "self_passing", ("reception",)),
            Fact("maureen.brian", "close_person", ("Brian", "hip")),
        ),
        questions=(
            Question("How long should I roast a chicken for?", "maureen.gas"),
            Question("Can you give me a recipe for a Victoria sponge?", "maureen.gas"),
            Question(
                "Brian fancies a day out at Bridlington with me. What do I need to think about?",
                "maureen.brian",
            ),
            Question("What can I get my husband for his birthday?", "maureen.brian"),
            Question("My neck's stiff by dinnertime every day. What can I do?", "maureen.job"),
        ),
        forbidden=("choir", "ginnel"),
    ),
    User(
        "hemi",  # a job said only by what it implies, a doubted trip; then fibre, no signal
        sessions=(
            (
                "Kia ora. Crutched eight hundred ewes with the gang before smoko, then took the "
                "quad up the back gully to muster the hoggets before the rain came in. Back's "
                "munted. What stretches are good for the lower back?",
                "Keep it to text, eh, no videos. We're on a satellite dish out past Te Kūiti "
                "and it drops out every time it rains, which is most days.",
                "The missus reckons we should do the Milford Track for our tenth anniversary. "
                "Yeah nah, my knees'd pack it in by day two.",
                "Chur, sweet as.",
            ),
            (
                "The Chorus boys ran the fibre up our road on Tuesday, and on Saturday we "
                "streamed the Chiefs game on the big telly without a single drop-out. What's a "
                "good feed to put on for the lads when we watch the final at ours?",
            ),
        ),
        facts=(
            Fact("hemi.net", "changed", ("fibre|fiber",), old=("satellite",)),
            Fact("hemi.job", "inferred", ("farm|sheep|shear",)),
        ),
        questions=(
            Question("Can I watch the rugby live online at home this weekend?", "hemi.net"),
            Question("What sort of internet connection have we got at home?", "hemi.net"),
            Question(
                "My daughter wants to do her uni course online from home next year. Will our "
                "connection cope?",
                "hemi.net",
            ),
            Question("I need a new dog for work. What breed should I get?", "hemi.job"),
        ),
        forbidden=("Milford",),
    ),
    User(
        "marcia",  # patois: a job said only by what it implies, a Sabbath, a negation
        sessions=(
            (
                "Evening. Mi have three bridesmaid dress fi finish by Thursday, two still need "
                "hem an zip, an mi eye dem a burn from di lace under dis likkle lamp. What kinda "
                "light mi fi buy so mi can see di stitches better?",
                "Di bride haffi collect dem Thursday night, because from Friday sunset to "
                "Saturday sunset a mi Sabbath an mi nuh work, mi a Adventist from mi born.",
                "Dem want curry goat an jerk pork at di wedding, but mi nuh eat meat at all, mi "
                "vegetarian twenty year. What mi can carry fi miself?",
                "Di rain a fall whole day an di road up Spur Tree wash out again, Lawd. Bless up.",
            ),
        ),
        facts=(
            Fact("marcia.job", "inferred", ("seamstress|dressmak|tailor|sew",)),
            Fact("marcia.sabbath", "constraint", ("Sabbath|Adventist",)),
            Fact("marcia.meat", "negation", ("meat",), negated=True),
        ),
        questions=(
            Question(
                "Mi church sisters want a day trip to Dunn's River Falls. Which day of di week "
                "is best for me?",
                "marcia.sabbath",
            ),
            Question(
                "A customer want a dress for a party Saturday night. When mi fi have it ready?",
                "marcia.sabbath",
            ),
            Question("What mi can cook for Sunday dinner?", "marcia.meat"),
            Question(
                "Mi going to a Chinese restaurant in Half Way Tree. What mi should order?",
                "marcia.meat",
            ),
            Question("Mi want to grow mi business. Any ideas?", "marcia.job"),
        ),
        forbidden=("Spur",),
    ),
    User(
        "ngozi",  # a suggestion turned down for her husband's condition; then a baby, no signal
        sessions=(
            (
                "Good afternoon o. I'm 32 weeks pregnant with our first, and my husband Emeka "
                "says we should go somewhere for a babymoon before the baby comes. Where do you "
                "suggest?",
                "Ah no o. Emeka has sickle cell, he's SS, and the cold up there can bring on a "
                "crisis, we've seen that wahala before. Somewhere warm and close to a good "
                "hospital abeg.",
                "And it has to fit my leave from the bank. My branch manager in Ikeja is "
                "already counting the days I have left, na wa.",
                "Thank you jare.",
            ),
            (
                "Chiamaka is three weeks old today. She feeds every two hours and will only "
                "sleep on my chest, so I'm typing with one thumb. What can I eat that I can "
                "make with one hand?",
            ),
        ),
        replies=(
            (
                "Good afternoon o. I'm 32 weeks pregnant with our first, and my husband Emeka "
                "says we should go somewhere for a babymoon before the baby comes. Where do you "
                "suggest?",
                "How exciting, congratulations! Obudu Mountain Resort would be perfect: cool "
                "highland air, the canopy walkway and long walks up in the hills.",
            ),
        ),
        facts=(
            Fact("ngozi.baby", "changed", ("Chiamaka",), old=("pregnan",)),
            Fact("ngozi.emeka", "close_person", ("Emeka", "sickle|SS")),
            Fact("ngozi.job", "self_passing", ("bank",)),
        ),
        questions=(
            Question(
                "My cousin's wedding is in Abuja next month. Should I travel for it?", "ngozi.baby"
            ),
            Question("What exercise can I do these days?", "ngozi.baby"),
            Question(
                "Emeka wants us to spend Christmas with his people in Jos. What do you think?",
                "ngozi.emeka",
            ),
            Question("What should we keep in the house for my husband's health?", "ngozi.emeka"),
            Question(
                "I want to do a professional course to move up at work. Which one?", "ngozi.job"
            ),
        ),
        forbidden=("Obudu", "canopy", "highland"),
    ),
    User(
        "otieno",  # a job said only by what it implies, a preference; then a motorbike
        sessions=(
            (
                "Sasa. Today I fixed three burst pipes in Kilimani and changed a whole water "
                "heater in Lavington, and my back is finished. Which stretches are good before "
                "I go under a sink?",
                "The worst part is the journey. I carry my spanners and a bag of fittings in "
                "two matatus from Rongai, and the touts charge me extra for the luggage. Manze.",
                "My wife Akinyi says I should open a hardware shop in Rongai, but where will I "
                "get that capital? Si you know how it is.",
                "And please reply to me in Kiswahili from today, my English is only for the "
                "customers. Asante sana.",
            ),
            (
                "My motorbike took me from Rongai to Karen in thirty-five minutes this morning "
                "with the toolbox tied on the back, I passed the whole jam on Magadi Road. "
                "Where is a safe place to leave it when I am inside a client's house?",
            ),
        ),
        facts=(
            Fact("otieno.commute", "changed", ("motorbike|motorcycle|boda",), old=("matatu",)),
            Fact("otieno.job", "inferred", ("plumb",)),
            Fact("otieno.swahili", "preference", ("Swahili|Kiswahili",)),
        ),
        questions=(
            Question(
                "How long should I allow to get to a job in Westlands for 8 o'clock?",
                "otieno.commute",
            ),
            Question("How much should I budget every month for getting to work?", "otieno.commute"),
            Question(
                "I want a certificate so I can get bigger jobs. Which course should I do?",
                "otieno.job",
            ),
            Question("Can you explain how M-Shwari loans work?", "otieno.swahili"),
        ),
        forbidden=("hardware",),
    ),
    User(
        "siew",  # lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "hi can help me plan simple dinners for the week? i give tuition every weekday "
                "4 to 9pm, p5 and p6 maths, so by the time i reach home very late already",
                "my mum stays with us in tampines, she got osteoporosis, last year slipped in "
                "the toilet and broke her wrist, so she cannot carry heavy things or stand long "
                "in the kitchen",
                "pls reply short short can, i read on the mrt",
                "ok thanks ah",
            ),
        ),
        facts=(
            Fact("siew.job", "self_direct", ("tuition|tutor",)),
            Fact("siew.mum", "close_person", ("osteopor",)),
            Fact("siew.short", "preference", ("short|brief|concise",)),
        ),
        questions=(
            Question("what exercise can my mum do at home?", "siew.mum"),
            Question(
                "my mum wants to take the coach to malaysia for holiday, ok or not?", "siew.mum"
            ),
            Question("when can i fit in a gym session on weekdays?", "siew.job"),
            Question("explain to me how cpf works", "siew.short"),
        ),
        idle=True,
    ),
    User(
        "donna",  # the assistant's suggestion turned down for her husband's allergy
        sessions=(
            (
                "Hey, our 20th anniversary's next Saturday and I wanna cook somethin special "
                "for Sean at home instead of goin out. What should I make?",
                "Wicked nice idea but no way. Sean's allergic to shellfish, he swelled up like "
                "a balloon at his cousin's wedding and we ended up in the ER at the Carney. "
                "Gimme somethin else.",
                "And it's gotta be done in an hour. I open the Dunks on Dot Ave at four-thirty "
                "every mornin, so I'm wicked wiped by suppertime.",
                "Thanks, you're a pissah.",
            ),
        ),
        replies=(
            (
                "Hey, our 20th anniversary's next Saturday and I wanna cook somethin special "
                "for Sean at home instead of goin out. What should I make?",
                "Happy anniversary! How about a classic New England clambake: lobster, "
                "steamers, corn on the cob and red potatoes, with a Boston cream pie for "
                "dessert?",
            ),
        ),
        facts=(
            Fact("donna.sean", "close_person", ("Sean", "shellfish")),
            Fact("donna.job", "self_passing", ("Dunk",)),
        ),
        questions=(
            Question(
                "We're goin down the Cape for a week in August. Where should we eat?",
                "donna.sean",
            ),
            Question("What can I cook for my husband's birthday dinner?", "donna.sean"),
            Question("What time should I get to bed on weeknights?", "donna.job"),
            Question("My feet are killin me after work. What shoes should I get?", "donna.job"),
        ),
        forbidden=("clambake", "lobster", "steamers"),
    ),
    User(
        "riaan",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "Howzit, what time is sunset in Cape Town tomorrow?",
                "And how long does it take to walk up Lion's Head?",
                "Sharp, thanks bru.",
            ),
        ),
        forbidden=("sunset", "Lion"),
    ),
)

SPANISH26: tuple[User, ...] = (
    User(
        "lucia",  # Madrid: a suggestion turned down for her boyfriend's asthma; a job implied
        sessions=(
            (
                "Holaaa. El sábado es el cumple de mi chico, Álvaro, cumple treinta, y quiero "
                "hacer algo especial con él, en plan escapada de finde. ¿Ideas?",
                "Uf, no, tía, que Álvaro tiene asma de la chunga, lleva el inhalador a todas "
                "partes, y meterse bajo el agua con una bombona ni de coña. Algo más tranqui.",
                "Y tiene que ser a partir del sábado a mediodía, que por la mañana tengo "
                "guardia. Hoy he vacunado a doce perros, he castrado dos gatos y un bulldog "
                "francés me ha meado la bata. Qué vida, tío.",
                "Vale, mil gracias, me lo miro.",
            ),
        ),
        replies=(
            (
                "Holaaa. El sábado es el cumple de mi chico, Álvaro, cumple treinta, y quiero "
                "hacer algo especial con él, en plan escapada de finde. ¿Ideas?",
                "¡Qué buen plan! Podéis hacer un bautismo de buceo en Cabo de Palos y luego "
                "cenar en una marisquería del puerto.",
            ),
        ),
        facts=(
            Fact("lucia.alvaro", "close_person", ("Álvaro", "asma|asthma")),
            Fact("lucia.job", "inferred", ("veterin|vet",)),
        ),
        questions=(
            Question(
                "Álvaro quiere que vayamos a esquiar a Sierra Nevada en enero. ¿Algo que tener "
                "en cuenta?",
                "lucia.alvaro",
            ),
            Question("¿Qué deporte podríamos hacer juntos mi novio y yo?", "lucia.alvaro"),
            Question("¿Qué vacunas debería ponerme por mi trabajo?", "lucia.job"),
            Question(
                "Quiero hacer un máster para crecer en el curro. ¿Cuál me recomiendas?",
                "lucia.job",
            ),
        ),
        forbidden=("buceo", "Cabo", "marisquer"),
    ),
    User(
        "manolo",  # Cádiz: a doubted move; then the olive harvest in Jaén, told without a signal
        sessions=(
            (
                "Quillo, ¿qué me pongo en loh pieh? Llevo doce horah en er chiringuito de "
                "Zahara poniendo tintos de verano y espetoh con er levante pegando, y loh tengo "
                "reventaoh.",
                "Mi novia Rocío dice que nos vayamos a Ibiza en septiembre a echar la temporada "
                "allí, pero pisha, yo no me veo, ehto es mi tierra.",
                "Arsa, er Cadi ganó ayer. Grasiah, mi arma.",
            ),
            (
                "To er día vareando aceituna en un cortijo de Jaén con la manta y la vara, con "
                "un frío que pela, y duermo en un albergue con otros diez jornaleros, sin "
                "cosina. ¿Qué ropa me compro pa no helarme a lah siete de la mañana?",
            ),
        ),
        facts=(
            Fact("manolo.job", "changed", ("aceitun|olivar|olive",), old=("chiringuit",)),
            Fact("manolo.albergue", "constraint", ("albergue|hostel",)),
        ),
        questions=(
            Question("¿Dónde estoy trabajando?", "manolo.job"),
            Question(
                "Mi madre quiere venir a verme el mes que viene. ¿Dónde la llevo a comer?",
                "manolo.job",
            ),
            Question(
                "Me duele la espalda del trabajo. ¿Qué estiramientos me vienen bien?",
                "manolo.job",
            ),
            Question("¿Qué me hago de cenar esta semana?", "manolo.albergue"),
        ),
        forbidden=("Ibiza",),
    ),
    User(
        "candelaria",  # Gran Canaria: a negation, a standing constraint, a preference
        sessions=(
            (
                "Buenas tardes, mi niño. Esto se lo escribe mi vecina Chaxiraxi desde su "
                "teléfono, que yo no tengo móvil ni ordenador ni sé de esas cosas. Quería saber "
                "cómo se hace un potaje de berros bueno y barato, que con la pensión de "
                "viudedad no me llega para mucho.",
                "Y hábleme de usted, mi niño, que con ochenta años una está acostumbrada a eso.",
                "Ayer hubo una calima que no se veía ni el Roque Nublo desde la azotea, fos. Que "
                "Dios le bendiga.",
            ),
        ),
        facts=(
            Fact(
                "candelaria.movil",
                "negation",
                ("movil|ordenador|mobile|smartphone|computer",),
                negated=True,
            ),
            Fact("candelaria.pension", "constraint", ("pensi|viudedad|widow",)),
            Fact("candelaria.usted", "preference", ("usted",)),
        ),
        questions=(
            Question(
                "¿Cómo puedo hablar todas las semanas con mi hermana que vive en Venezuela?",
                "candelaria.movil",
            ),
            Question("¿Cómo pago el recibo de la luz sin ir al banco?", "candelaria.movil"),
            Question("¿Qué le regalo a mi nieto por la Primera Comunión?", "candelaria.pension"),
            Question(
                "Quiero apuntarme a un viaje del Imserso. ¿Cuál me recomienda?",
                "candelaria.pension",
            ),
            Question("Explíqueme qué es eso del Bizum.", "candelaria.usted"),
        ),
        forbidden=("calima", "Nublo"),
    ),
    User(
        "lupita",  # Mexico City: a husband's dialysis, a job in passing; then his transplant
        sessions=(
            (
                "Buenas noches. Mi esposo Toño va a hemodiálisis tres veces por semana al Siglo "
                "XXI, lunes, miércoles y viernes, y yo lo llevo en dos camiones porque no "
                "tenemos coche. ¿Qué le puedo cocinar que no tenga mucho potasio?",
                "Es que entre semana ando corriendo, hago la limpieza en tres casas en la Del "
                "Valle y llego bien cansada, neta.",
                "Mi comadre dice que pongamos una fonda en la cochera, pero ni de chiste, no "
                "tengo cabeza pa eso.",
                "Gracias, está bien padre.",
            ),
            (
                "A Toño le hicieron el trasplante en el Siglo XXI con el riñón de su hermano "
                "Beto, y se toma las pastillas contra el rechazo a las 8 en punto, mañana y "
                "noche. ¿Qué le preparo de comer que le ayude a recuperarse?",
            ),
        ),
        facts=(
            Fact(
                "lupita.tono",
                "changed",
                ("Toño", "trasplant|transplant"),
                old=("hemodialis|dialis|dialys|hemodialys",),
            ),
            Fact("lupita.job", "self_passing", ("limpi|clean|domestic",)),
        ),
        questions=(
            Question("¿Qué tratamiento lleva mi esposo?", "lupita.tono"),
            Question(
                "Queremos ir a Acapulco en Semana Santa con Toño. ¿Qué tenemos que planear?",
                "lupita.tono",
            ),
            Question("¿Qué días de la semana puede Toño cuidar a los nietos?", "lupita.tono"),
            Question(
                "Me duelen las manos y las rodillas del trabajo. ¿Qué me recomiendas?",
                "lupita.job",
            ),
        ),
        forbidden=("fonda",),
    ),
    User(
        "yeison",  # Medellín: a suggestion turned down for his mother's lupus; a job implied
        sessions=(
            (
                "Quiubo pues. El domingo es el Día de la Madre y quiero sacar a pasear a mi "
                "mamá, doña Marleny. ¿Vos qué me recomendás?",
                "Uy no, parce, mi mamá tiene lupus y con el sol le salen manchas y le da "
                "fiebre. Algo bajo techo, pues.",
                "Y que sea por la tarde, que el domingo me toca turno de cinco a una: catorce "
                "vueltas de Niquía a La Estrella diciendo por el altavoz que no se recuesten a "
                "las puertas.",
                "Listo, muchas gracias, muy amable.",
            ),
        ),
        replies=(
            (
                "Quiubo pues. El domingo es el Día de la Madre y quiero sacar a pasear a mi "
                "mamá, doña Marleny. ¿Vos qué me recomendás?",
                "¡Qué buen plan! Llevala a Santa Fe de Antioquia a pasar el día en una piscina "
                "a pleno sol, y luego a comer dulce de tamarindo en el parque principal.",
            ),
        ),
        facts=(
            Fact("yeison.marleny", "close_person", ("Marleny", "lupus")),
            Fact("yeison.job", "inferred", ("metro|tren|train|operador|maquinist|conductor",)),
        ),
        questions=(
            Question(
                "Mi mamá quiere ir a Cartagena en diciembre. ¿Qué tiene que tener en cuenta?",
                "yeison.marleny",
            ),
            Question("¿A dónde puedo llevar a mi mamá un domingo?", "yeison.marleny"),
            Question(
                "Quiero estudiar algo para ascender en mi trabajo. ¿Qué me sirve?", "yeison.job"
            ),
            Question(
                "Me duele la espalda de estar sentado todo el turno. ¿Qué hago?", "yeison.job"
            ),
        ),
        forbidden=("piscina", "tamarindo"),
    ),
    User(
        "graciela",  # Buenos Aires: the assistant's wrong guess corrected; a negation, a job
        sessions=(
            (
                "Che, ¿cómo hago para que Rulo deje de morder los cables del cargador? Me hizo "
                "pelota dos en una semana.",
                "Jajaja no, Rulo es un conejo, boludo. Vive suelto en el depto de Caballito y se "
                "come todo lo que encuentra.",
                "Y que sea algo barato, que laburo de preceptora en un secundario de Flores y "
                "el sueldo no me alcanza ni para el bondi.",
                "En la sala de profes me miran raro porque no tomo mate, me cae re mal al "
                "estómago. Bueno, gracias, sos un genio.",
            ),
        ),
        replies=(
            (
                "Che, ¿cómo hago para que Rulo deje de morder los cables del cargador? Me hizo "
                "pelota dos en una semana.",
                "Los cachorros muerden mucho cuando les salen los dientes. Dale un hueso de "
                "goma y sacalo a pasear dos veces por día para que se canse.",
            ),
        ),
        facts=(
            Fact("graciela.rulo", "self_passing", ("Rulo", "conej|rabbit")),
            Fact("graciela.mate", "negation", ("mate",), negated=True),
            Fact("graciela.job", "self_passing", ("preceptor",)),
        ),
        questions=(
            Question("¿Qué le doy de comer a Rulo?", "graciela.rulo"),
            Question(
                "Me voy una semana a Mar del Plata en enero. ¿Qué hago con mi mascota?",
                "graciela.rulo",
            ),
            Question("Vienen mis suegros a merendar el domingo. ¿Qué preparo?", "graciela.mate"),
            Question("¿Qué me llevo para tomar en el micro a Córdoba?", "graciela.mate"),
            Question("¿Qué curso me conviene hacer para crecer en mi trabajo?", "graciela.job"),
        ),
        forbidden=("cachorro", "hueso", "pasear"),
    ),
    User(
        "javiera",  # Santiago, lower case: a job, a boyfriend's intolerance; then a nursery
        sessions=(
            (
                "holaa oye necesito ideas pa la once del domingo, vienen mis suegros y no "
                "tengo idea q hacer po",
                "entre semana no tengo tiempo pa na, trabajo de cajera en el lider de puente "
                "alto de 8 a 5 y mi mamá, la señora gladys, me cuida a la emilia q tiene un año "
                "mientras estoy en la pega",
                "ah y nada con leche porfa, mi pololo cristián es intolerante a la lactosa y "
                "después anda too hinchado jaja",
                "mi prima dice q nos vayamos a trabajar a calama a la mina pa juntar plata, pero "
                "ni ahí, cachai",
                "ya gracias, bacán",
            ),
            (
                "hoy dejé a la emilia en la sala cuna de la muni a las 7 y media, lloró un "
                "ratito pero la tía carla dice q después jugó harto. q le mando de colación "
                "mañana?",
            ),
        ),
        facts=(
            Fact("javiera.emilia", "changed", ("cuna|daycare|guarder",), old=("Gladys",)),
            Fact("javiera.cristian", "close_person", ("Cristián", "lactos")),
            Fact("javiera.job", "self_passing", ("cajer|cashier|Lider",)),
        ),
        questions=(
            Question("¿quién cuida a la emilia cuando estoy en la pega?", "javiera.emilia"),
            Question("la emilia anda con tos, ¿la puedo mandar mañana igual?", "javiera.emilia"),
            Question("¿qué le cocino a mi pololo pa su cumpleaños?", "javiera.cristian"),
            Question("vamos a ir a tomar helado con cristián, ¿q pido pa él?", "javiera.cristian"),
            Question("¿cómo pido un aumento en la pega?", "javiera.job"),
        ),
        forbidden=("Calama",),
    ),
    User(
        "ruth",  # Lima, lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "hola causa, una consulta al toque. soy profesora de inicial en un cole de "
                "comas, mis chiquitos tienen 4 añitos, q juegos hago con ellos pa q no se "
                "aburran en la tarde?",
                "y en la casa tengo a mi hijito thiago de 8, tiene tdah y no para quieto ni un "
                "minuto, la psicóloga dice q le ponga rutinas",
                "explícame todo con ejemplos de la vida diaria porfa, asi entiendo mejor",
                "ya pe gracias, bacán",
            ),
        ),
        facts=(
            Fact("ruth.job", "self_direct", ("inicial|preschool|kinder",)),
            Fact("ruth.thiago", "close_person", ("Thiago", "TDAH|ADHD|hiperactiv")),
            Fact("ruth.ejemplos", "preference", ("ejempl|example",)),
        ),
        questions=(
            Question("¿qué puedo hacer con mi hijo en las vacaciones?", "ruth.thiago"),
            Question("¿cómo ayudo a thiago con las tareas del cole?", "ruth.thiago"),
            Question("¿qué taller me sirve pa mejorar en mi chamba?", "ruth.job"),
            Question("explícame qué es la CTS", "ruth.ejemplos"),
        ),
        idle=True,
    ),
    User(
        "yaquelin",  # Havana: a job said only by what it implies, a negation, a doubted move
        sessions=(
            (
                "Qué bolá, mi vida. Hoy di tres clases de casino a unos yumas en la azotea, uno "
                "me pisó los pies como veinte veces, y tengo los gemelos hechos talco. ¿Qué me "
                "doy pa las piernas?",
                "Quiero hacerle un cake a mi sobrina Dayana pa sus quince, pero no tengo horno, "
                "solo la olla reina y un fogón de luz brillante. ¿Cómo lo hago?",
                "Mi prima de Hialeah me dice que me vaya pa'llá, pero ¿y a mi mamá quién me la "
                "cuida? Ni sé.",
                "Anoche se fue la corriente seis horas y el barrio entero jugando dominó en la "
                "calle con velas. Bueno, gracias, asere.",
            ),
        ),
        facts=(
            Fact("yaquelin.job", "inferred", ("bail|danc|casino|salsa",)),
            Fact("yaquelin.horno", "negation", ("horno|oven",), negated=True),
        ),
        questions=(
            Question("Quiero hacer un pudín pa el domingo. ¿Cómo lo hago?", "yaquelin.horno"),
            Question("¿Qué receta de pollo puedo hacer pa una fiesta?", "yaquelin.horno"),
            Question("¿Cómo consigo más clientes pa mi negocio?", "yaquelin.job"),
            Question("Tengo las rodillas adoloridas al final del día. ¿Qué hago?", "yaquelin.job"),
        ),
        forbidden=("Hialeah", "dominó"),
    ),
    User(
        "ender",  # Maracaibo: tells nothing about himself, anything learned is invented
        sessions=(
            (
                "Epa mi pana, ¿cuánto mide el puente sobre el lago de Maracaibo?",
                "¿Y a cómo está el dólar hoy?",
                "Gracias, chamo, qué molleja.",
            ),
        ),
        forbidden=("puente", "dólar", "lago"),
    ),
)
