"""A twenty-fifth round of held-out learning sets, written before any run of them and
without reading the learning code: `bm` in English, ten everyday people from Newcastle,
Alabama, Alaska, Manila, Guyana, Shetland, Zambia, Karachi, Gibraltar and Baltimore, each
in their own idiom ("howay", "canny", "might could", "po", "we does sell", "peerie",
"mwaiseni", "yaar", "chacho", "hon"; a few type in lower case, with typos, or in Taglish),
and `bn` in Portuguese, ten people in São Paulo, Salvador, Recife, Porto Alegre, Belo
Horizonte, Porto, the Alentejo, Madeira, the Azores and Luanda, each in their own idiom
(Brazilian chat typing, "vc", "tb", "pq", "oxe", "visse", "bah", "tchê", "uai", "sô",
"carago", "atão", "kota", "bué", "kumbu"). `bn` was written on its own, with its own people
and situations: it is no translation of `bm`.

Most facts are told in passing, several to a turn, inside a request about something else:
a job said only by what it implies (a snowplough's blade down a highway before dawn, a
headset's handling times and satisfaction scores on a night shift, antimalarials counted
out and six doctors' handwriting read in a day; bean fritters fried in palm oil for a
queue of tourists, the destination shouted from the door of a minibus), a relative's
condition given as the reason an assistant's suggestion will not do (a mother who panics
in small spaces, a daughter who is vegan), standing constraints (a cabin with no running
water, data bundles that run out, rheumatoid hands, two heart stents, water from the mains
twice a week), preferences for how answers are written (Taglish, Roman Urdu, topics,
numbered steps) and negations that must keep their "not" (never flying, not driving, no
pork, no fish). Each set changes three things with no signal word: the later session only
describes the new situation (a bakery's ovens in place of a school crossing, an oil heater
in place of a woodstove, a daughter in university halls in place of one sitting her exams
at the local school; a ride-hailing car in place of a shop counter, a son back home in
place of one working abroad, insulin in place of tablets). The assistant's suggestions and
wrong guesses that the user never takes up are scripted as its answers, and their words,
like those of plans the user doubts and of a story's small talk, are words only an
invented memory would hold. In each set one user tells nothing, and one short chat is
learned by the inactivity flush. Questions are asked directly and on a topic the fact
should shape. A keyword "a|b" is found by either ("coeliac|gluten"); keywords start a word
("pharmac" finds "pharmacist"), and were chosen so that no other user's memory would hold
them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH25: tuple[User, ...] = (
    User(
        "tracey",  # a husband's condition inside a request; a bakery job, told without a signal
        sessions=(
            (
                "Howay man, I'm proper knackered. Been stood in the road in me hi-vis with the "
                "lollipop since quarter past eight outside St Anthony's in Walker, and the bairns "
                "were hyper cos it was non-uniform day. What's a canny tea I can make in half an "
                "hour?",
                "Mind, nowt with flour in it pet, our Gary's coeliac and he's bad for days if he "
                "gets a crumb of it.",
                "Part of us fancies gettin a tattoo for me 50th, but who am I kiddin, I cried at "
                "me flu jab.",
                "ta pet",
            ),
            (
                "Been on the ovens at Greggs on Northumberland Street since half five this "
                "mornin, four hundred sausage rolls before the shutters went up. Me feet are in "
                "bits. What's good for sore feet?",
            ),
        ),
        facts=(
            Fact("tracey.job", "changed", ("Greggs",), old=("lollipop|crossing",)),
            Fact("tracey.gary", "close_person", ("Gary", "coeliac|celiac|gluten")),
        ),
        questions=(
            Question("What time do I need to set me alarm for work?", "tracey.job"),
            Question("Where do I work?", "tracey.job"),
            Question("What can I make for Gary's birthday tea?", "tracey.gary"),
            Question(
                "We're having the whole family round for a Sunday dinner. What should I watch "
                "out for?",
                "tracey.gary",
            ),
        ),
        forbidden=("tattoo",),
    ),
    User(
        "earlene",  # a negation, a husband's condition and her own hands, beside a doubted plan
        sessions=(
            (
                "Hey y'all. My granddaughter's fixin to graduate from South Alabama in May, "
                "first one in the family to finish college, and I want to make her a quilt. How "
                "many yards of fabric do I need for a full size?",
                "I might could do it on the machine, but my hands ain't what they were. I've had "
                "rheumatoid arthritis in both of 'em since I retired from the post office, and "
                "some mornings I can't hardly hold a spoon.",
                "And don't go telling me to fly out to see her brother in Denver neither. I ain't "
                "never set foot on an airplane and I ain't fixing to start at 71. I'd sooner "
                "drive the whole fourteen hundred miles.",
                "My husband Dwight's on oxygen for his COPD, so he don't get out much, bless him. "
                "I been thinking about getting one of them golf carts to ride round the "
                "neighborhood, but I reckon he'd have a fit.",
                "Well thank you, sugar",
            ),
        ),
        facts=(
            Fact(
                "earlene.fly",
                "negation",
                ("fly|flie|flight|flown|plane|airplane|aeroplane",),
                negated=True,
            ),
            Fact("earlene.dwight", "close_person", ("Dwight", "COPD|oxygen|emphysema")),
            Fact("earlene.hands", "constraint", ("rheumat|arthrit",)),
        ),
        questions=(
            Question(
                "My grandson's getting married in Portland, Oregon in June. How should I get "
                "there?",
                "earlene.fly",
            ),
            Question("Where could Dwight and I go for our fiftieth anniversary?", "earlene.dwight"),
            Question("What can I do to help my husband sleep better?", "earlene.dwight"),
            Question("I want to take up a new hobby this winter. Any ideas?", "earlene.hands"),
        ),
        forbidden=("golf",),
    ),
    User(
        "travis",  # a job said only by what it implies, a dry cabin; then an oil heater
        sessions=(
            (
                "Forty below this morning and I was up at three. Had the blade down on the Steese "
                "from Fox to Chatanika by six and pushed a four-foot berm off the shoulder the "
                "whole way. I drive for DOT out of the Fox station. How do I keep my hands from "
                "going numb on the levers?",
                "Home's a dry cabin off Chena Hot Springs Road, so I haul a hundred gallons of "
                "water from the fill station in town every Sunday and shower at the laundromat.",
                "I'm feeding the woodstove every three hours all night too, split four cords this "
                "fall and I'm already halfway through.",
                "My buddy wants me to run the Yukon Quest with his dogs next year. Yeah right.",
                "Thanks, appreciate it",
            ),
            (
                "The Toyo kicks on at five and the cabin's sixty-eight by the time I roll out of "
                "bed. What's a hot breakfast I can eat one-handed in the truck?",
            ),
        ),
        facts=(
            Fact("travis.heat", "changed", ("Toyo",), old=("wood|firewood",)),
            Fact("travis.job", "inferred", ("plow|plough|snowplow|snowplough",)),
            Fact("travis.water", "constraint", ("haul|running",)),
        ),
        questions=(
            Question(
                "A cold snap's coming, fifty below by Thursday. What should I check at the "
                "cabin before it hits?",
                "travis.heat",
            ),
            Question("What do I use to heat my cabin?", "travis.heat"),
            Question(
                "It's supposed to dump two feet of snow tonight. What will my day look like "
                "tomorrow?",
                "travis.job",
            ),
            Question(
                "My sister's coming up with her two little ones for Christmas. How do I get the "
                "place ready for them?",
                "travis.water",
            ),
            Question(
                "I want to start brewing my own beer at home. What do I need?", "travis.water"
            ),
        ),
        forbidden=("Quest",),
    ),
    User(
        "maricel",  # a job said only by what it implies; the assistant's wrong guess corrected
        sessions=(
            (
                "hi po! grabe today, 9 hours on the headset with angry Americans, my TL said my "
                "AHT is too high and my CSAT dropped, tapos the account is migrating pa next "
                "month. Shift ko is 10pm to 7am. What can I eat para hindi ako antukin at 3am?",
                "Also my Kuya Jomar sends money every month from Dubai, so I want to send him a "
                "balikbayan box for Christmas. What should I put inside?",
                "hala hindi po, Kuya is my older brother haha, I'm still single. He drives for a "
                "hotel in Dubai, six years na.",
                "pls reply in Taglish lang next time, mas gets ko and I can show Mama also. "
                "salamat po!",
            ),
        ),
        replies=(
            (
                "Also my Kuya Jomar sends money every month from Dubai, so I want to send him a "
                "balikbayan box for Christmas. What should I put inside?",
                "What a thoughtful idea! Your husband must miss home a lot. You could pack photos "
                "of the kids, his favourite dried mangoes and a handwritten letter.",
            ),
        ),
        facts=(
            Fact("maricel.job", "inferred", ("call|BPO|agent|customer",)),
            Fact("maricel.jomar", "close_person", ("Jomar", "Dubai")),
            Fact("maricel.taglish", "preference", ("Taglish|Tagalog|Filipino",)),
        ),
        questions=(
            Question("My throat is always sore by Friday. Any tips?", "maricel.job"),
            Question("How do I ask my boss for a raise?", "maricel.job"),
            Question("What's the best time to video call my brother?", "maricel.jomar"),
            Question("Can you explain how to make a monthly budget?", "maricel.taglish"),
        ),
        forbidden=("husband", "mango"),
    ),
    User(
        "devika",  # a job and a daughter's condition inside a request, a doubted move
        sessions=(
            (
                "Morning! Me an' me husband Ramesh runnin' a roti shop by Bourda Market, we does "
                "sell dhal puri an' veg curry from six in de mornin'. Wha' kinda sign we should "
                "put out front to catch de lunch customers?",
                "Me daughter Shalini turnin' twelve next week an' she want a sleepover wid she "
                "friends, but she get epilepsy, so no flashin' lights or late late nights, de "
                "doctor seh.",
                "Ramesh cousin in Queens keep tellin' we fuh come to New York, but nah, who go "
                "mind de shop?",
                "Thanks plenty",
            ),
        ),
        facts=(
            Fact("devika.job", "self_direct", ("roti",)),
            Fact("devika.shalini", "close_person", ("Shalini", "epilep|seizure")),
        ),
        questions=(
            Question("What lunch special could I add to the menu?", "devika.job"),
            Question("Flour gone up again. How should I price my food?", "devika.job"),
            Question("What should I plan for my daughter's birthday sleepover?", "devika.shalini"),
            Question(
                "We want to take the children to Kaieteur Falls for Easter. What should we think "
                "about?",
                "devika.shalini",
            ),
        ),
        forbidden=("Queens", "York"),
    ),
    User(
        "magnus",  # a job in passing beside small talk; then a daughter in halls, no signal
        sessions=(
            (
                "Aye aye. Wir Eilidh is sitting her Highers at the Anderson High next month and "
                "she's that stressed she's no sleeping. Ony tips to help her?",
                "I'm on the rota at the Sullom Voe terminal, twelve-hour shifts, so I'm no aye "
                "home at night to make her a cup o tea.",
                "Da wind took da gate aff its hinges again last nicht, ninety mile an hour. "
                "Peerie bit breezy.",
                "Thanks, du's a star",
            ),
            (
                "Eilidh phoned fae her halls in Aberdeen last nicht. Her flatmates are a lass fae "
                "Inverness and twa boys fae Dundee, and she's living on pasta. What can I post "
                "her that'll keep her fed?",
            ),
        ),
        facts=(
            Fact("magnus.eilidh", "changed", ("Eilidh", "Aberdeen"), old=("Anderson|Highers",)),
            Fact("magnus.job", "self_passing", ("Sullom",)),
        ),
        questions=(
            Question("Where is my daughter living now?", "magnus.eilidh"),
            Question("Eilidh's coming home for Christmas. How should she travel?", "magnus.eilidh"),
            Question(
                "I can never get to sleep when I come off a run of night shifts. What can I do?",
                "magnus.job",
            ),
        ),
        forbidden=("gate", "hinge"),
    ),
    User(
        "chanda",  # a job said only by what it implies, a mother's condition, a constraint
        sessions=(
            (
                "Mwaiseni! Today I counted out Coartem and ARVs for two hundred patients and read "
                "the handwriting of six different doctors, my eyes are finished. Can you suggest "
                "eye exercises for someone who reads small print all day?",
                "Also, my mother, Ba Bwalya, lives alone in Kasama and she is going blind from "
                "cataracts. The operation is at UTH in June. How can I help her get ready?",
                "And please, no links or videos when you answer me. My bundles are finished by "
                "the twentieth of every month and I can only afford the small ones.",
                "The Chipolopolo lost again, my husband has not spoken since Saturday. Ok, let "
                "me knock off, I am coming.",
            ),
        ),
        facts=(
            Fact("chanda.job", "inferred", ("pharmac|chemist|dispens|drug",)),
            Fact("chanda.bwalya", "close_person", ("Bwalya", "cataract|blind")),
            Fact("chanda.bundle", "constraint", ("bundle|data",)),
        ),
        questions=(
            Question("How can I get better at Excel?", "chanda.bundle"),
            Question("What is a good way to keep in touch with my mother?", "chanda.bwalya"),
            Question("My mother turns seventy in August. What can I give her?", "chanda.bwalya"),
            Question(
                "I want to go back to school for a master's. Which subject fits my work?",
                "chanda.job",
            ),
        ),
        forbidden=("Chipolopolo",),
    ),
    User(
        "zainab",  # lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "salam! quick q, i do the accounts for my abba's cloth shop on tariq road and "
                "its all in a big register still, which software shud we use?",
                "my nani lives with us, she has parkinsons so her hands shake alot, can u "
                "suggest soft food for her that she can eat herself",
                "and pls reply in roman urdu from now on, my english reading is slow yaar",
                "acha thanks, allah hafiz",
            ),
        ),
        facts=(
            Fact("zainab.job", "self_direct", ("account|bookkeep",)),
            Fact("zainab.nani", "close_person", ("Parkinson",)),
            Fact("zainab.urdu", "preference", ("Urdu",)),
        ),
        questions=(
            Question("what phone shud i buy for my nani?", "zainab.nani"),
            Question("which course shud i do to get better at my work?", "zainab.job"),
            Question("can u explain how credit card interest works?", "zainab.urdu"),
        ),
        idle=True,
    ),
    User(
        "giselle",  # the assistant's suggestion turned down for her mum's condition; a negation
        sessions=(
            (
                "Oye, it's my mum's 70th next month and I want to take her somewhere nice. What "
                "do you suggest?",
                "Ay no, mira, my mum Loli gets panic attacks in small spaces, she hasn't been in a "
                "lift in thirty years, imagine her in the cable car, chacho. And she can't stand "
                "the monkeys since one nicked her bag in '98.",
                "And it has to be somewhere we can walk to. I don't drive and neither does she, "
                "we go everywhere on foot here in Gib.",
                "I'm in compliance at one of the betting companies in Europort, so it'll have to "
                "be a Saturday. Gracias, I'll have a think.",
            ),
        ),
        replies=(
            (
                "Oye, it's my mum's 70th next month and I want to take her somewhere nice. What "
                "do you suggest?",
                "Happy 70th to your mum! How about a cable car ride up the Rock to see the "
                "Barbary macaques, followed by afternoon tea at The Rock Hotel?",
            ),
        ),
        facts=(
            Fact("giselle.loli", "close_person", ("Loli", "panic|claustroph")),
            Fact("giselle.drive", "negation", ("driv",), negated=True),
            Fact("giselle.job", "self_passing", ("complian|betting|gaming",)),
        ),
        questions=(
            Question("Where can I take my mum for lunch on her birthday?", "giselle.loli"),
            Question(
                "My mum wants to see the view from the top of the Rock. How can she get up there?",
                "giselle.loli",
            ),
            Question(
                "I've been offered a job in Marbella. How would I get there every day?",
                "giselle.drive",
            ),
            Question("What's the best way to get to Málaga airport?", "giselle.drive"),
            Question(
                "I'm thinking of doing a professional qualification. Which one would suit my job?",
                "giselle.job",
            ),
        ),
        forbidden=("Barbary", "macaque", "Hotel"),
    ),
    User(
        "dottie",  # tells nothing about herself: anything learned is invented
        sessions=(
            (
                "hon, what time do the O's play tonight?",
                "and how many crabs in a bushel?",
                "thanks hon",
            ),
        ),
        forbidden=("Orioles", "bushel", "crab"),
    ),
)

PORTUGUESE25: tuple[User, ...] = (
    User(
        "cristiane",  # São Paulo: a daughter's allergy, a doubted plan; then another job
        sessions=(
            (
                "oi, td bem? sou vendedora numa loja de celular no Shopping Aricanduva e fico 10h "
                "em pé, mano, pq nem banquinho tem. vc tem alguma dica pra dor nas pernas? tô "
                "morta",
                "tb tenho q pensar no niver da minha filha Yasmin, ela faz 7 e é alérgica a "
                "amendoim, entao nada de paçoca nem pé de moleque na festa",
                "meu cunhado fica falando pra eu vender bolo no pote no fim de semana, mas sei "
                "la, nem tenho tempo pra isso",
                "vlw",
            ),
            (
                "fiz 16 corridas no uber hoje, o app me jogou pro aeroporto de Guarulhos 3x e um "
                "passageiro esqueceu a marmita no banco de trás kkkk. q lanche eu levo no carro "
                "pra nao gastar na rua?",
            ),
        ),
        facts=(
            Fact(
                "cristiane.job",
                "changed",
                ("uber|aplicativo|motorist",),
                old=("Aricanduva|vendedor",),
            ),
            Fact("cristiane.yasmin", "close_person", ("Yasmin", "amendoim|peanut")),
        ),
        questions=(
            Question("vc lembra com o que eu trabalho?", "cristiane.job"),
            Question("como eu declaro minha renda no imposto de renda?", "cristiane.job"),
            Question("o que eu sirvo na festa da Yasmin?", "cristiane.yasmin"),
            Question(
                "minha filha vai num passeio da escola pro zoológico, o que eu coloco na "
                "lancheira dela?",
                "cristiane.yasmin",
            ),
        ),
        forbidden=("pote",),
    ),
    User(
        "iraci",  # Salvador: a job said only by what it implies, a mother's condition
        sessions=(
            (
                "Oxe, boa noite! Tô num barril dobrado: fritei uns trezentos bolinhos de feijão "
                "fradinho no dendê desde as quatro da tarde, servi com vatapá, caruru e camarão "
                "seco, e ainda tinha fila de gringo no Rio Vermelho. Minhas costas tão me "
                "matando, o que eu faço?",
                "E mainha, Dona Edite, tá com Alzheimer, às vezes nem me reconhece. Quero levar "
                "ela na festa de Iemanjá dia 2, mas ela se perde fácil no meio de muita gente. "
                "Como é que eu faço?",
                "Ontem teve show do Olodum no Pelourinho, um barulho danado, mas foi massa. "
                "Brigada, viu?",
            ),
        ),
        facts=(
            Fact("iraci.job", "inferred", ("acaraj|tabuleiro|quitut|baiana",)),
            Fact("iraci.edite", "close_person", ("Edite", "Alzheimer")),
        ),
        questions=(
            Question(
                "Quero fazer um curso do Sebrae. Qual seria bom pro meu negócio?", "iraci.job"
            ),
            Question("Como é que eu aumento minhas vendas no verão?", "iraci.job"),
            Question("O que eu posso fazer com mainha no domingo?", "iraci.edite"),
            Question(
                "Vou passar o São João em Cachoeira. Com quem eu deixo minha mãe?", "iraci.edite"
            ),
        ),
        forbidden=("Olodum", "Pelourinho"),
    ),
    User(
        "gildo",  # Recife, lower case: a short chat learned by the inactivity flush
        sessions=(
            (
                "oxe, bom dia visse. sou porteiro num prédio em boa viagem, turno da noite das "
                "19h às 7h, e de dia nao consigo dormir de jeito nenhum. o q eu faço?",
                "moro em jaboatão e pego dois ônibus, e quando chego em casa meu filho caio já "
                "acordou. ele tem autismo e qualquer barulho deixa ele nervoso, entao a casa "
                "tem q ficar calma",
                "e me manda as respostas em tópicos, q eu leio no celular na guarita",
                "valeu boy",
            ),
        ),
        facts=(
            Fact("gildo.job", "self_direct", ("porteir",)),
            Fact("gildo.caio", "close_person", ("Caio", "autis")),
            Fact("gildo.topicos", "preference", ("topic|marcador|bullet",)),
        ),
        questions=(
            Question("qual o melhor horário pra eu ir na academia?", "gildo.job"),
            Question("meu filho faz aniversário mês q vem, q festa eu faço pra ele?", "gildo.caio"),
            Question("onde eu posso levar o caio no sábado?", "gildo.caio"),
            Question("como funciona o FGTS?", "gildo.topicos"),
        ),
        idle=True,
    ),
    User(
        "vanderlei",  # Porto Alegre: the assistant's suggestion turned down; a job in passing
        sessions=(
            (
                "Bah, tchê, minha guria Luana passou em Medicina na federal! Quero fazer uma "
                "festa pra comemorar no sábado, o que tu sugere?",
                "Capaz! A Luana é vegana desde os quinze, não come nem queijo. E eu tô com dois "
                "stents no coração desde março, o doutor me cortou a gordura toda, então nada de "
                "churrasco pra mim também.",
                "Tem que ser no sábado porque na semana eu pego a linha às cinco da manhã: sou "
                "motorista da Carris faz vinte anos. Valeu, tchê, tri bom.",
            ),
        ),
        replies=(
            (
                "Bah, tchê, minha guria Luana passou em Medicina na federal! Quero fazer uma "
                "festa pra comemorar no sábado, o que tu sugere?",
                "Parabéns à Luana! Que tal uma costela fogo de chão com chope artesanal pros "
                "amigos dela, e de sobremesa um sagu com creme?",
            ),
        ),
        facts=(
            Fact("vanderlei.luana", "close_person", ("Luana", "vegan")),
            Fact("vanderlei.stent", "constraint", ("stent",)),
            Fact("vanderlei.job", "self_passing", ("Carris",)),
        ),
        questions=(
            Question("O que eu faço de janta pra família no domingo?", "vanderlei.luana"),
            Question("Que presente eu dou pra minha filha no aniversário?", "vanderlei.luana"),
            Question(
                "Quero voltar a jogar futebol com os amigos nos sábados. Tem problema?",
                "vanderlei.stent",
            ),
            Question("O que eu posso comer no café da manhã?", "vanderlei.stent"),
            Question(
                "Tô com dor nas costas no fim do dia de trabalho. O que eu faço?", "vanderlei.job"
            ),
        ),
        forbidden=("costela", "chope", "fogo", "sagu"),
    ),
    User(
        "geralda",  # Belo Horizonte: a job, a negation, a husband's stroke, a doubted trip
        sessions=(
            (
                "Uai, bom dia, sô. Sou merendeira na escola estadual lá no Barreiro, faço "
                "comida pra seiscentos meninos, e a diretora quer um cardápio novo pra festa "
                "junina. Cê me ajuda?",
                "Só que eu não como porco, nem torresmo, nem linguiça: desde que o Tião teve o "
                "derrame o médico cortou pra ele e eu parei junto. Ele ainda tá aprendendo a "
                "falar de novo, coitado.",
                "Minha comadre fica me chamando pra excursão pra Aparecida, mas nó, dez horas "
                "de estrada com esse joelho, nem a pau.",
                "Brigada, cê é um trem bão demais",
            ),
        ),
        facts=(
            Fact("geralda.job", "self_direct", ("merendeir",)),
            Fact("geralda.porco", "negation", ("porco|torresm|pork",), negated=True),
            Fact("geralda.tiao", "close_person", ("Tião", "derrame|AVC|stroke")),
        ),
        questions=(
            Question(
                "Me passa uma receita de feijão tropeiro pro almoço de domingo?", "geralda.porco"
            ),
            Question("O que eu levo pra quermesse da igreja?", "geralda.porco"),
            Question("Que exercícios o Tião pode fazer em casa?", "geralda.tiao"),
            Question("Como eu deixo a casa mais segura pro meu marido?", "geralda.tiao"),
            Question(
                "Tô pensando em fazer um curso de culinária. Vale a pena pro meu serviço?",
                "geralda.job",
            ),
        ),
        forbidden=("Aparecida", "excurs"),
    ),
    User(
        "albano",  # Porto: a job in passing, a doubted cruise; then a son back home, no signal
        sessions=(
            (
                "Ó pá, bom dia. O meu filho Tiago está a trabalhar num banco em Londres há três "
                "anos e vem cá passar o Natal. Quero fazer-lhe umas tripas à moda do Porto como a "
                "mãe fazia, mas carago, nunca as fiz. Como é?",
                "Tem de ser ao sábado, que durante a semana estou na minha banca de peixe no "
                "Bolhão desde as cinco da manhã.",
                "O meu compadre quer que eu vá com ele às Caraíbas num cruzeiro, mas eu enjoo "
                "até no barco para Gaia. Obrigadinho.",
            ),
            (
                "O Tiago veio jantar cá a casa ontem, diz que do escritório dele em Matosinhos vê "
                "os navios a entrar em Leixões e que ao almoço come sardinhas assadas por cinco "
                "euros. Que sobremesa lhe faço para domingo?",
            ),
        ),
        facts=(
            Fact("albano.tiago", "changed", ("Tiago", "Matosinhos"), old=("Londres|London",)),
            Fact("albano.job", "self_passing", ("Bolh|peixeir",)),
        ),
        questions=(
            Question("Onde é que o meu filho trabalha?", "albano.tiago"),
            Question(
                "Quero ver mais vezes o meu filho. Quanto tempo levo até ao trabalho dele?",
                "albano.tiago",
            ),
            Question("Tenho as costas desfeitas do trabalho. Que posso fazer?", "albano.job"),
            Question("A que horas me devo deitar durante a semana?", "albano.job"),
        ),
        forbidden=("Caraib", "cruzeir"),
    ),
    User(
        "custodia",  # the Alentejo: a husband's pacemaker, a negation; then insulin, no signal
        sessions=(
            (
                "Atão bom dia. Sou diabética há dez anos, tomo os comprimidos da metformina de "
                "manhã e à noite, e o mê neto vai-se casar em Évora em maio. Que posso eu comer "
                "no copo-d'água sem fazer asneira?",
                "E nã me fale de peixe, que eu peixe não como, nem o cheiro aguento. Cá no monte "
                "é porco preto e borrego.",
                "O mê homem, o Joaquim, tem um pacemaker desde o ano passado e anda sempre "
                "cansado. Obrigadinha, menina.",
            ),
            (
                "A enfermeira do centro de saúde de Mértola ensinou-me a dar a picada da insulina "
                "na barriga antes do almoço e do jantar, e a caneta cabe na mala. Que doce posso "
                "fazer para o Natal que não me estrague o açúcar?",
            ),
        ),
        facts=(
            Fact("custodia.diabetes", "changed", ("insulin",), old=("comprimid|metformin",)),
            Fact("custodia.peixe", "negation", ("peix|fish",), negated=True),
            Fact("custodia.joaquim", "close_person", ("Joaquim", "pacemaker")),
        ),
        questions=(
            Question(
                "Vou passar três dias a casa da minha filha em Lisboa. Que devo levar na mala?",
                "custodia.diabetes",
            ),
            Question("Como é que trato a minha diabetes?", "custodia.diabetes"),
            Question("Que hei de fazer para o almoço de domingo?", "custodia.peixe"),
            Question(
                "O meu marido quer comprar uma placa de indução para a cozinha. Há algum problema?",
                "custodia.joaquim",
            ),
            Question("Que prenda posso dar ao meu marido nos anos?", "custodia.joaquim"),
        ),
    ),
    User(
        "duarte",  # Madeira: tells nothing about himself, anything learned is invented
        sessions=(
            (
                "Qual é a altura do Pico Ruivo?",
                "E como é que se faz o bolo do caco?",
                "Obrigado, bom dia",
            ),
        ),
        forbidden=("Ruivo", "caco", "altura"),
    ),
    User(
        "lurdes",  # the Azores: the assistant's wrong guess about a sister, corrected
        sessions=(
            (
                "Bom dia. Quero mandar uma encomenda com queijo e massa sovada para a minha irmã "
                "lá fora. Como é que faço?",
                "Não senhor, a Fátima está em Toronto, no Canadá, há trinta anos. Foi para lá "
                "casada com um homem da Ribeira Grande.",
                "E explique-me passo a passo, numerado, que eu sou lenta com estas coisas. Tenho "
                "as mãos todas gretadas da estufa do ananás, mal consigo escrever no telemóvel.",
                "Deus lhe pague.",
            ),
        ),
        replies=(
            (
                "Bom dia. Quero mandar uma encomenda com queijo e massa sovada para a minha irmã "
                "lá fora. Como é que faço?",
                "Para enviar para os Estados Unidos, use os CTT com o serviço internacional; a "
                "alfândega americana pede a declaração CN23 e não aceita queijos frescos.",
            ),
        ),
        facts=(
            Fact("lurdes.fatima", "close_person", ("Fátima", "Toronto|Canad")),
            Fact("lurdes.ananas", "self_passing", ("ananas|pineapple",)),
            Fact("lurdes.passos", "preference", ("passo|numer|step",)),
        ),
        questions=(
            Question("Quanto tempo demora uma carta a chegar à minha irmã?", "lurdes.fatima"),
            Question(
                "A que horas devo ligar à minha irmã para a apanhar acordada?", "lurdes.fatima"
            ),
            Question("Como é que faço uma transferência pelo telemóvel?", "lurdes.passos"),
            Question("As minhas mãos andam gretadas do trabalho. Que creme uso?", "lurdes.ananas"),
        ),
        forbidden=("Estados", "Unidos", "american"),
    ),
    User(
        "adilson",  # Luanda: a job said only by what it implies, a constraint, a mother
        sessions=(
            (
                "Epá, boa tarde. Desde as cinco que ando pendurado na porta do Hiace azul e "
                "branco a gritar 'Mutamba, Mutamba!', recebo o kumbu e o motorista nem me deixa "
                "sentar. Estou rouco, bué. Que chá é bom para a garganta?",
                "Mas aqui no Cazenga a água da EPAL só vem duas vezes por semana, a gente enche "
                "os bidões na terça e no sábado e tem de chegar.",
                "A minha kota, Dona Esperança, tem a tensão alta e o médico disse menos sal, mas "
                "ela não quer largar o peixe seco.",
                "O mano fica a dizer para eu ir para Portugal, mas sem kumbu nem visto, esquece. "
                "Obrigado, vou bazar.",
            ),
        ),
        facts=(
            Fact("adilson.job", "inferred", ("cobrad|conductor",)),
            Fact("adilson.agua", "constraint", ("EPAL|bido|water",)),
            Fact("adilson.esperanca", "close_person", ("Esperan", "hipert|tens")),
        ),
        questions=(
            Question("Como posso lavar a roupa da família toda durante a semana?", "adilson.agua"),
            Question("Quero criar galinhas no quintal. O que preciso?", "adilson.agua"),
            Question("O que posso cozinhar para a minha kota no domingo?", "adilson.esperanca"),
            Question(
                "Que trabalho melhor posso procurar com a experiência que tenho?", "adilson.job"
            ),
        ),
        forbidden=("Portugal", "visto"),
    ),
)
