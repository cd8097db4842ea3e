"""A twenty-second round of held-out learning sets, written before any run of them and
without reading the learning code: `bg` in English and `bh` in Spanish. Each was written
on its own, with its own people and situations; the Spanish set is a translation of
none of the English one, nor of any earlier set.

`bg` is everyday English from many places: the American South, the west of Ireland,
Edinburgh, Ibadan, Cebu, Jamaica, Nakuru, the south of New Zealand, Accra and
Johannesburg, in each speaker's own idiom (pidgin, patois, Taglish, Scots, Kiwi slang),
some of it typed in lower case with typos and no apostrophes. `bh` is Spanish from
Cádiz, Guadalajara, Buenos Aires, Medellín, Valparaíso, Arequipa, Tenerife, Maracaibo,
Montevideo and Guatemala, each with its own words (laburo, bondi, parce, pega, polola,
guagua, chamo, botija), one typed in lower case without accents.

Their facts come in chatty turns of several facts at once, most of them said in
passing while the user asks for something else: a husband's dialysis told as the reason
a supper must be quick, a sister's studies told inside a complaint about the power cuts,
a mother's diabetes and the user's asthma given as rules for a party. A job is said only
by what it implies (a day of root canals and an extraction; a day in a shearing shed
going through combs on a mob of young sheep); standing constraints, preferences (the
currency prices should be given in, the language answers should come in, a kind of
television series, short answers read on a phone) and a negation that should shape
answers on other topics (`negated`: a memory must keep the "not"). Each set changes
three facts with no signal word: the later session only describes the new situation (a
flat the user sits in, a daughter ringing from her student halls, a day at another
workplace, another car at the car wash). Hedged plans the user doubts, and the small
talk beside the facts, are no facts: their words are `forbidden`. Assistant suggestions
and wrong guesses the user never takes up are scripted (`replies`): a guess at the
user's role or at whose child it is, a party or a dish the user ignores; their words
are `forbidden` too, and the user's turns never hold them. In each set one user tells
nothing, and one short chat is learned by the inactivity flush. Questions are asked
both directly and on a topic the fact should shape. A keyword "a|b" is found by either;
keywords start a word, and were chosen so that no other user's memory would hold them
unsaid; a Spanish fact's keywords also take the English words a memory written in
English would use.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH22: tuple[User, ...] = (
    User(
        "darlene",  # a husband's treatment told as the reason for a quick supper, a negation
        sessions=(
            (
                "Lord have mercy, what a week. Y'all got any ideas for a cheap supper I can fix "
                "tonight?",
                "Naw, it's just me and my husband Rayford since the kids flew the coop. He's on "
                "dialysis Monday, Wednesday and Friday over at the kidney center, so he's got to "
                "watch his salt and his potassium something awful. And I'm on my feet all day "
                "ringing up groceries at the Winn-Dixie on Hardy Street, so whatever it is, it's "
                "got to be quick.",
                "Oh, and honey, I ain't never eaten a mushroom in my life and I don't aim to "
                "start. Slimy little things.",
                "Bless your heart, thank you.",
            ),
        ),
        replies=(
            (
                "Lord have mercy, what a week. Y'all got any ideas for a cheap supper I can fix "
                "tonight?",
                "Sounds like you've earned a break! A big pot of chili with cornbread is cheap, "
                "easy and feeds a crowd. Are you cooking for a big family tonight?",
            ),
        ),
        facts=(
            Fact("darlene.rayford", "close_person", ("Rayford", "dialys|kidney")),
            Fact("darlene.job", "self_passing", ("grocer|Winn|cashier|checkout",)),
            Fact("darlene.mushroom", "negation", ("mushroom",), negated=True),
        ),
        questions=(
            Question(
                "We're fixing to drive over to Gulf Shores for a long weekend in June. What do we "
                "need to plan around?",
                "darlene.rayford",
            ),
            Question("What can I cook for my husband's birthday supper?", "darlene.rayford"),
            Question("Give me a good recipe for beef stroganoff.", "darlene.mushroom"),
            Question(
                "My feet are killing me by the end of every shift. What shoes should I get?",
                "darlene.job",
            ),
        ),
        forbidden=("chili", "cornbread", "crowd"),
    ),
    User(
        "nuala",  # a daughter at school, then ringing from her halls: no signal word
        sessions=(
            (
                "Howya. Mad morning here in Castlebar. Saoirse's sitting her Leaving Cert in June "
                "and she's after deciding she hates every subject she's taking, so I'm giving out "
                "to her, she's giving out to me, and the dog's hiding under the table.",
                "Is there any way to get a seventeen-year-old to study without a row? I keep "
                "saying I'll go back to the pottery night classes myself once the exams are over, "
                "but sure look, I won't.",
            ),
            (
                "Saoirse rang from her halls in Limerick last night. She's living on toast and "
                "noodles and she's joined the kayaking club, if you don't mind. The house is very "
                "quiet.",
                "What would I put in a care package for her?",
            ),
        ),
        facts=(
            Fact(
                "nuala.saoirse",
                "changed",
                ("Saoirse", "Limerick|halls"),
                old=("Leaving",),
            ),
            Fact("nuala.town", "self_passing", ("Castlebar",)),
        ),
        questions=(
            Question(
                "I'm driving down to see my daughter on Saturday. How long should I allow for "
                "the drive?",
                "nuala.saoirse",
            ),
            Question(
                "My daughter has exams coming up. Have you any study tips for her?",
                "nuala.saoirse",
            ),
            Question(
                "My sister's over from Boston for a week in August. What's worth seeing round my "
                "way?",
                "nuala.town",
            ),
        ),
        forbidden=("pottery", "toast", "noodle"),
    ),
    User(
        "morag",  # a flat share, then a one-bedroom described from its floor; a job
        sessions=(
            (
                "Pure dreich out the day. I'm in a flat share in Leith with two students, and one "
                "of them practises the bagpipes at midnight, so I'm running on about four hours' "
                "sleep.",
                "Which is no joke, because I'm a BSL interpreter, mostly hospital appointments and "
                "the odd day at the Sheriff Court, and you cannae zone out for a second in that "
                "job. What helps you sleep through noise?",
            ),
            (
                "Sitting on the floor of my wee one-bedroom in Portobello eating my tea off a "
                "cardboard box, because the sofa doesn't come till the 20th. You can hear the sea "
                "from the bedroom window.",
                "What's a houseplant that won't die on a north-facing windowsill?",
            ),
        ),
        facts=(
            Fact("morag.home", "changed", ("Portobello",), old=("Leith",)),
            Fact("morag.job", "self_direct", ("BSL|interpret",)),
        ),
        questions=(
            Question(
                "I want to take up sea swimming. Where could I go that's handy for me?",
                "morag.home",
            ),
            Question(
                "My pal's through from Glasgow on Saturday. Where should we go for brunch near "
                "mine?",
                "morag.home",
            ),
            Question(
                "I've been booked for a full day on my own tomorrow with nobody to swap with. How "
                "do I pace myself?",
                "morag.job",
            ),
        ),
        forbidden=("bagpipe", "sofa", "cardboard", "windowsill"),
    ),
    User(
        "tunde",  # a sister and a standing constraint inside one complaint, a hedged plan
        sessions=(
            (
                "How far! Abeg I need small advice. I repair phones and laptops from my shop near "
                "Dugbe market here in Ibadan, and customers are plenty these days, thank God.",
                "The wahala be say we get maybe six hours of NEPA light a day, the rest na "
                "generator, and fuel don cost wella. Even my younger sister Bisola, who is in 300 "
                "level studying pharmacy at UI, dey tell me say I should just close early and "
                "rest.",
                "I dey think of doing japa to Canada sef, but who go mind the shop? Anyway, what's "
                "the best way to keep track of which customer's phone is which?",
            ),
        ),
        facts=(
            Fact("tunde.job", "self_passing", ("repair|fix",)),
            Fact("tunde.power", "constraint", ("NEPA|generator",)),
            Fact("tunde.bisola", "close_person", ("Bisola", "pharma")),
        ),
        questions=(
            Question(
                "I want to start selling chilled drinks in the shop. What do I need to think "
                "about?",
                "tunde.power",
            ),
            Question("Which laptop should I buy for myself?", "tunde.power"),
            Question("My sister's birthday is next week. What can I get her?", "tunde.bisola"),
            Question("I want to print flyers for my business. What should they say?", "tunde.job"),
        ),
        forbidden=("japa", "Canada"),
    ),
    User(
        "jericho",  # lower case and typos: a night job, a grandmother, prices in pesos
        sessions=(
            (
                "hi po! im jericho, from cebu. i work nightshift at a BPO in IT park so pls dont "
                "mind my typos im so antok rn",
                "my lola charing lives with us, shes bedridden since her stroke last yr so me and "
                "my mama take turns feeding her and turning her every 2 hrs",
                "also pls always give prices in pesos, i dont know dollars hahaha. maybe ill apply "
                "for work in dubai next year, or not, mama will cry",
                "whats a nice gift for a coworker's despedida? budget lang 500",
            ),
        ),
        facts=(
            Fact("jericho.job", "self_passing", ("BPO|nightshift",)),
            Fact("jericho.lola", "close_person", ("Charing", "stroke|bedridden")),
            Fact("jericho.pesos", "preference", ("peso",)),
        ),
        questions=(
            Question("how much is a decent electric fan? mine just died", "jericho.pesos"),
            Question(
                "we want to bring the whole family to bantayan island for holy week, what should "
                "we plan for?",
                "jericho.lola",
            ),
            Question("whats the best time for me to go to the gym?", "jericho.job"),
            Question(
                "im buying a laptop for my little brother for school, how much should i prepare?",
                "jericho.pesos",
            ),
        ),
        forbidden=("dubai", "despedida"),
    ),
    User(
        "delroy",  # a wrong guess at his role, a wife's ankle; then a day at another workplace
        sessions=(
            (
                "Mi haffi cook fi bout eighty people at di church harvest Sunday. Wah mi fi make?",
                "Me a preacher? No sah! Mi drive minibus fi a living, Mandeville to May Pen. Mi "
                "wife Pauline always run di church kitchen, but she bruk her ankle pon di back "
                "step last week, so it fall pon me.",
                "Bless up.",
            ),
            (
                "Long day at di bauxite plant. Di red dust get inna everyting, mi boots, mi lunch, "
                "mi ears. Wah kinda mask good fi dust?",
            ),
        ),
        replies=(
            (
                "Mi haffi cook fi bout eighty people at di church harvest Sunday. Wah mi fi make?",
                "What a lovely occasion! As the pastor, you'll want something simple to serve: a "
                "big pot of jerk chicken with rice and peas always goes down well.",
            ),
        ),
        facts=(
            Fact("delroy.work", "changed", ("bauxite",), old=("minibus",)),
            Fact("delroy.pauline", "close_person", ("Pauline", "ankle")),
        ),
        questions=(
            Question("Wah kinda boots mi should buy fi work?", "delroy.work"),
            Question("Mi nephew want a job like mine. Wah him fi study?", "delroy.work"),
            Question(
                "How mi can help mi wife round di house dese next few weeks?", "delroy.pauline"
            ),
        ),
        forbidden=("pastor", "jerk", "chicken"),
    ),
    User(
        "wanjiru",  # a short chat between two clients, learned by the inactivity flush
        sessions=(
            (
                "Habari! Quick one before my next client. I braid hair at a salon in Nakuru town, "
                "and by evening my wrists and thumbs are paining like anything. Any exercises for "
                "them?",
                "And when you can, answer me in Swahili please, my English is for the customers "
                "only haha.",
            ),
        ),
        facts=(
            Fact("wanjiru.job", "self_direct", ("braid",)),
            Fact("wanjiru.swahili", "preference", ("Swahili|Kiswahili",)),
        ),
        questions=(
            Question("How do I make my chapati stay soft?", "wanjiru.swahili"),
            Question(
                "I want to make extra money on Sundays. What could I do with what I know?",
                "wanjiru.job",
            ),
        ),
        idle=True,
    ),
    User(
        "aroha",  # a job said only by what it implies, and a plan she doubts
        sessions=(
            (
                "Kia ora. Did 260 yesterday in the Hendersons' shed out past Gore, went through "
                "six combs on a mob of daggy two-tooths, and my back's absolutely munted.",
                "My partner reckons we should do the Tongariro Crossing at Easter. Yeah nah, we'll "
                "see. What's good for a stiff lower back?",
            ),
        ),
        facts=(Fact("aroha.job", "inferred", ("shear|sheep|fleece|wool",)),),
        questions=(
            Question(
                "My cousin's getting married in the middle of November. Is that a good time for "
                "me to take a week off?",
                "aroha.job",
            ),
            Question("What should I be eating to keep my energy up at work?", "aroha.job"),
            Question(
                "My back's always wrecked by the end of summer. What can I do about it?",
                "aroha.job",
            ),
        ),
        forbidden=("Tongariro", "crossing", "Easter"),
    ),
    User(
        "akosua",  # a job, a twin and an allergy in two chatty turns, then a household question
        sessions=(
            (
                "Good afternoon! I'm Akosua, I'm a seamstress, I sew wedding dresses and kaba and "
                "slit from my kiosk at Kaneshie market. Business is sweet this season, everybody "
                "is marrying.",
                "My twin sister Adwoa is a midwife in Leicester, she says the cold there is "
                "something else. And me, I'm allergic to groundnuts, which is a real tragedy when "
                "you're Ghanaian, so no groundnut soup for me, ever.",
                "Please, how do I get candle wax out of a tablecloth?",
            ),
        ),
        facts=(
            Fact("akosua.job", "self_direct", ("seamstress|sew|dressmak|tailor",)),
            Fact("akosua.adwoa", "close_person", ("Adwoa", "midwi")),
            Fact("akosua.allergy", "constraint", ("groundnut|peanut",)),
        ),
        questions=(
            Question(
                "Our church group is doing a potluck on Sunday. What dish should I bring?",
                "akosua.allergy",
            ),
            Question("What should I send my twin for Christmas?", "akosua.adwoa"),
            Question("My eyes get tired by evening at work. Any advice?", "akosua.job"),
        ),
        forbidden=("candle", "wax", "tablecloth"),
    ),
    User(
        "bongani",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how many teaspoons in a tablespoon?",
                "and what's the capital of Mongolia?",
                "sharp, thanks",
            ),
        ),
        forbidden=("teaspoon", "tablespoon", "Mongolia", "Ulaanbaatar"),
    ),
)

SPANISH22: tuple[User, ...] = (
    User(
        "maripaz",  # a shop, a father and a negation in three chatty turns
        sessions=(
            (
                "Ay, illo, qué día llevo. Tengo la freiduría de la calle Zorrilla abierta desde "
                "las siete de la mañana y con este levante no hay quien aguante, se vuela hasta "
                "el papel de estraza.",
                "Mi padre, Paco, vive con nosotros desde que se quedó viudo, y está más sordo que "
                "una tapia: el audífono se lo quita cuando le conviene, el muy pillo.",
                "Y no me mientes el café, que yo no lo pruebo desde hace años: me pone el corazón "
                "como un tambor. ¿Qué me tomo a media tarde para espabilarme?",
            ),
        ),
        facts=(
            Fact("maripaz.job", "self_passing", ("freidur|fried|fry",)),
            Fact("maripaz.paco", "close_person", ("Paco", "sord|audif|deaf|hearing")),
            Fact("maripaz.cafe", "negation", ("cafe|coffee",), negated=True),
        ),
        questions=(
            Question(
                "Mañana tengo que madrugar muchísimo. ¿Qué me tomo para aguantar despierta?",
                "maripaz.cafe",
            ),
            Question(
                "Esta noche quiero ver una película en casa con mi padre. ¿Algún consejo?",
                "maripaz.paco",
            ),
            Question("Quiero poner un cartel nuevo en el negocio. ¿Qué pongo?", "maripaz.job"),
        ),
        forbidden=("levante", "estraza", "tambor"),
    ),
    User(
        "yolanda",  # a job said only by what it implies, and a plan she doubts
        sessions=(
            (
                "¡Qué onda! Hoy me tocaron dos endodoncias, una extracción de muela del juicio y "
                "un niño que me mordió el dedo cuando le iba a poner la anestesia. Traigo la "
                "espalda hecha pedazos de estar agachada todo el día en el consultorio de "
                "Zapopan.",
                "Oye, ¿qué cena rápida me recomiendas? Ando pensando en meterme a clases de salsa "
                "los jueves, aunque conociéndome no voy a ir ni una vez.",
            ),
        ),
        facts=(
            Fact("yolanda.job", "inferred", ("dentist|odontolog|dental",)),
            Fact("yolanda.zapopan", "self_passing", ("Zapopan",)),
        ),
        questions=(
            Question(
                "Estoy armando mi perfil de LinkedIn. ¿Qué pongo en el titular?", "yolanda.job"
            ),
            Question(
                "Me duelen el cuello y las muñecas al final del día. ¿Qué me recomiendas?",
                "yolanda.job",
            ),
            Question(
                "Quiero tener algo para regalarles a los niños que atiendo, para que no lloren. "
                "¿Qué les doy?",
                "yolanda.job",
            ),
            Question("¿Qué lugares bonitos hay cerca para pasear el domingo?", "yolanda.zapopan"),
        ),
        forbidden=("salsa", "bail"),
    ),
    User(
        "lucho",  # living with his parents, then a studio described from its balcony
        sessions=(
            (
                "Che, una consulta. Vivo con mis viejos en Lanús y me tomo dos bondis para llegar "
                "al laburo, en un taller de motos de Constitución, así que llego hecho pelota.",
                "¿Qué podcast me recomendás para el viaje? Capaz que el año que viene me anoto en "
                "ingeniería, o capaz que no, vemos.",
            ),
            (
                "Desde el balcón del depto en Caballito veo el parque Rivadavia, y los domingos "
                "bajo a la feria de libros a chusmear. El monoambiente es chiquito pero es mío.",
                "¿Cómo saco una mancha de grasa de una campera de jean?",
            ),
        ),
        facts=(
            Fact("lucho.home", "changed", ("Caballito",), old=("Lanus",)),
            Fact("lucho.job", "self_passing", ("motos|motocic|motorb|motorcycle",)),
        ),
        questions=(
            Question(
                "El sábado viene mi hermana a visitarme. ¿Qué podemos hacer por el barrio?",
                "lucho.home",
            ),
            Question("¿Cómo me conviene ir al laburo?", "lucho.home"),
            Question(
                "Quiero hacer un curso para crecer en el laburo. ¿Qué me conviene?", "lucho.job"
            ),
        ),
        forbidden=("podcast", "ingenier", "campera"),
    ),
    User(
        "yeimy",  # a preference told in passing; an old car, then another one at the car wash
        sessions=(
            (
                "Hola, qué pena molestarte. Vivo en Bello y todos los días bajo a Medellín en mi "
                "Twingo viejito, que ya suena como una licuadora.",
                "Lo que me salva la semana son las novelas turcas, parce: me las veo todas por la "
                "noche con la cobija hasta el cuello. ¿Cómo hago para que el carro no se me "
                "recaliente en los trancones?",
            ),
            (
                "Llevé la Duster al lavadero y el muchacho me dijo que en el baúl caben dos mamás "
                "con todo y mercado, jajaja. ¿Qué hago de almuerzo rápido?",
            ),
        ),
        facts=(
            Fact("yeimy.novelas", "preference", ("turc|turk",)),
            Fact("yeimy.car", "changed", ("Duster",), old=("Twingo",)),
        ),
        questions=(
            Question("Esta noche no tengo planes. ¿Qué me pongo a ver?", "yeimy.novelas"),
            Question(
                "Me toca renovar el seguro del carro. ¿Qué debo tener en cuenta?", "yeimy.car"
            ),
            Question(
                "Mi hermana quiere que la lleve con sus tres hijos a Guatapé el domingo. "
                "¿Cabemos todos en mi carro?",
                "yeimy.car",
            ),
        ),
        forbidden=("licuadora", "lavadero", "cobija"),
    ),
    User(
        "nacho",  # a waiter's tips and a girlfriend; then night shifts at another workplace
        sessions=(
            (
                "Wena, ¿cómo estai? Trabajo de garzón en un restorán del cerro Alegre y los "
                "gringos de los cruceros dejan puras monedas de propina, cachai.",
                "Mi polola, la Coni, estudia enfermería en la Católica y anda con los ramos hasta "
                "el cuello. ¿Qué le puedo regalar para darle ánimo?",
            ),
            (
                "Los turnos de noche en el puerto me tienen raja: doce horas manejando la grúa "
                "horquilla entre los contenedores, con un frío que cala los huesos. ¿Qué como "
                "para no andar con sueño a las tres de la mañana?",
            ),
        ),
        facts=(
            Fact(
                "nacho.job",
                "changed",
                ("puerto|grua|horquilla|contenedor|forklift",),
                old=("garzon|restoran|restaurant|waiter",),
            ),
            Fact("nacho.coni", "close_person", ("Coni", "enfermer|nursing")),
        ),
        questions=(
            Question("¿Qué zapatos me conviene comprar para la pega?", "nacho.job"),
            Question(
                "Me quiero inscribir en el gimnasio. ¿A qué hora me conviene ir?", "nacho.job"
            ),
            Question(
                "Mi polola tiene prueba la próxima semana. ¿Cómo la puedo ayudar a estudiar?",
                "nacho.coni",
            ),
        ),
        forbidden=("crucero", "propina", "moneda", "gringo"),
    ),
    User(
        "gianella",  # a party the assistant plans and she ignores; her rules for it are facts
        sessions=(
            (
                "Holi, ayúdame con algo. Quiero organizar el cumple de mi mamá, la señora Rosa, "
                "que cumple setenta el sábado.",
                "Seremos unas veinte personas en el jato nomás. Ojo que mi mamá es diabética, así "
                "que nada con mucha azúcar, y yo tengo asma, así que nada de fuegos artificiales "
                "ni bengalas: el humo me deja sin aire.",
                "Chévere, gracias.",
            ),
        ),
        replies=(
            (
                "Holi, ayúdame con algo. Quiero organizar el cumple de mi mamá, la señora Rosa, "
                "que cumple setenta el sábado.",
                "¡Qué lindo! Para unos setenta, una fiesta sorpresa con mariachis y karaoke "
                "siempre es un éxito. ¿Cuántos invitados serán?",
            ),
        ),
        facts=(
            Fact("gianella.rosa", "close_person", ("Rosa", "diabet")),
            Fact("gianella.asma", "constraint", ("asma|asthma",)),
        ),
        questions=(
            Question(
                "Me ofrecieron chamba en una fábrica de cemento en Yura. ¿Qué debería considerar?",
                "gianella.asma",
            ),
            Question(
                "Quiero empezar a correr en las mañanas. ¿Qué me recomiendas?", "gianella.asma"
            ),
            Question("¿Qué postre le preparo a mi mamá el domingo?", "gianella.rosa"),
        ),
        forbidden=("mariachi", "karaoke", "sorpresa"),
    ),
    User(
        "yeray",  # a short chat in a break, learned by the inactivity flush
        sessions=(
            (
                "Chacho, rapidito que estoy en el descanso. Llevo la guagua de la línea 14 en La "
                "Laguna y tengo los hombros como dos piedras. ¿Qué estiramiento puedo hacer "
                "sentado?",
                "Y contéstame cortito, mi niño, que te leo en el móvil entre parada y parada.",
            ),
        ),
        facts=(
            Fact("yeray.job", "self_direct", ("guagua|autobus|chofer",)),
            Fact("yeray.corto", "preference", ("corta|cortit|breve|brief|short|concis",)),
        ),
        questions=(
            Question("¿Cómo funciona una hipoteca a tipo variable?", "yeray.corto"),
            Question("Me duele la espalda casi todas las semanas. ¿Qué puedo hacer?", "yeray.job"),
        ),
        idle=True,
    ),
    User(
        "oriana",  # lower case, no accents: a son, a job and a city in passing, a hedged plan
        sessions=(
            (
                "epa, buenas. mi chamo santi tiene 8 años y en marzo le diagnosticaron TDAH, la "
                "maestra dice que no se queda quieto ni un segundo, y yo me paso el dia de cajera "
                "en un automercado",
                "que puedo hacer con el en las tardes para que descargue energia? con este calor "
                "de maracaibo ni provoca salir, 40 grados a la sombra vale",
                "capaz me animo a vender tequeños por encargo pa sacar unos realitos extra, pero "
                "quien sabe, no tengo tiempo ni de respirar",
            ),
        ),
        facts=(
            Fact("oriana.santi", "close_person", ("Santi", "TDAH|hiperactiv|ADHD|deficit")),
            Fact("oriana.job", "self_passing", ("cajer|cashier",)),
            Fact("oriana.city", "self_passing", ("Maracaibo",)),
        ),
        questions=(
            Question("que le puedo regalar a mi hijo de cumpleaños?", "oriana.santi"),
            Question(
                "como organizo las tareas del colegio con mi hijo en las tardes?", "oriana.santi"
            ),
            Question(
                "hay algun parque bueno cerca para llevar a mi hijo el fin de semana?",
                "oriana.city",
            ),
            Question("me duelen las piernas al final del dia, que hago?", "oriana.job"),
        ),
        forbidden=("tequeño", "encargo"),
    ),
    User(
        "washington",  # a wrong guess at whose child it is, corrected with his age
        sessions=(
            (
                "Buenas. El botija cumple tres el domingo y le quiero hacer la torta yo mismo. "
                "¿Alguna idea fácil?",
                "¿Abuelo yo? Ta, tengo 58 y el pelo blanco, pero el botija es mío, bo: se llama "
                "Bautista. Y ojo que es celíaco, así que nada de harina común.",
                "Dale, gracias.",
            ),
        ),
        replies=(
            (
                "Buenas. El botija cumple tres el domingo y le quiero hacer la torta yo mismo. "
                "¿Alguna idea fácil?",
                "¡Qué lindo! Seguro que su nieto va a estar feliz con una torta de chocolate con "
                "forma de tren. ¿Cuántos nietos tiene?",
            ),
        ),
        facts=(
            Fact("washington.age", "self_direct", ("58",)),
            Fact("washington.bautista", "close_person", ("Bautista", "celiac|gluten")),
        ),
        questions=(
            Question("¿Qué le mando de merienda al jardín a mi hijo?", "washington.bautista"),
            Question("Quiero volver a hacer deporte. ¿Qué me conviene?", "washington.age"),
            Question(
                "El sábado hacemos asado con los vecinos. ¿Qué tengo que tener en cuenta por el "
                "nene?",
                "washington.bautista",
            ),
        ),
        forbidden=("nieto", "chocolate", "tren"),
    ),
    User(
        "rigoberto",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "¿cuántos gramos tiene una libra?",
                "¿y quién escribió Cien años de soledad?",
                "muchas gracias, muy amable",
            ),
        ),
        forbidden=("gramo", "libra", "Garcia", "Marquez", "soledad"),
    ),
)
