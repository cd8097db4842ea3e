"""A twelfth round of held-out learning sets, written before any run of them and without
reading the learning code: `an` in English (American speech) and `ao` in Brazilian
Portuguese (informal speech, with its "vc", "pra" and "kkkk"). Each was written on its own,
with its own people and situations (neither is a translation of the other, nor of any
earlier set).

Facts are said directly and in passing (a job and a town beside a story about the day's
weather, a condition and a child's allergy in the middle of a long message about
organising an event, a job at the end of a message about a hobby), some only by what they
imply (a working day told without naming the work). People in the users' lives are named
with their relation and a condition or a job of theirs. Standing constraints (diet,
allergy, a medical device, a disability, a sensitivity) and wishes about the answers'
form (units, length, layout) are asked about on other topics, and a negation (`negated`:
a memory must keep the "not") is asked about where it should change the answer. Each set
has three changes (`changed`, with the old value's keywords in `old`): one said with a
signal ("finally"), two without one, the later conversation only mentioning the new value
in passing. Hedged plans the user doubts, small talk (weather, a match, a road works
story), a text the user asks to have rewritten or translated and general-knowledge
questions are no facts: their distinctive words are `forbidden`. Assistant suggestions
and wrong guesses the user never takes up are scripted (`replies`) and their words are
`forbidden`. In each set one user tells nothing (anything learned is invented) and one
short chat is learned by the inactivity flush (`idle`). Questions are asked, as the user
would ask them, on a topic the fact should shape. A keyword "a|b" is found by either (in
`ao`, a Portuguese and an English word: "enfermeir|nurse"); keywords start a word
("epilep" finds "epilepsia" and "epileptic"), and were chosen so that no other user's
memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH12: tuple[User, ...] = (
    User(
        "marisol",  # a job and a town beside the day's weather, all lower case
        sessions=(
            (
                "ugh the dust storm this afternoon turned the whole sky brown, i had to pull off "
                "the freeway and sit there with my hazards on for twenty minutes like everyone "
                "else",
                "anyway. im a respiratory therapist, three 12 hour shifts a week at the hospital "
                "here in tucson, and my feet are DONE. what shoes do people who stand all day "
                "actually swear by?",
                "ok ordering the first ones tonight, thank u",
            ),
        ),
        facts=(
            Fact("marisol.job", "self_direct", ("respirat",)),
            Fact("marisol.city", "self_passing", ("Tucson",)),
        ),
        questions=(
            Question(
                "i'm thinking about going back to school in a couple years. what would build on "
                "what i already do?",
                "marisol.job",
            ),
            Question(
                "my sister's visiting in march and wants a good hike and a nice dinner out. where "
                "should we go?",
                "marisol.city",
            ),
        ),
        forbidden=("dust", "storm", "hazard", "freeway"),
    ),
    User(
        "desmond",  # a diet said only to turn down the assistant's suggestion, and an in-law
        sessions=(
            (
                "My wife's family is coming to ours for Thanksgiving this year and I'm the one "
                "cooking. What should the main be?",
                "ha, no. Noreen and I have been vegetarian for about ten years, that's kind of "
                "the whole problem. And her dad Cliff is diabetic, so the sides can't all be "
                "marshmallow-topped sugar bombs either",
                "ok that's actually helpful, thanks",
            ),
        ),
        replies=(
            (
                "My wife's family is coming to ours for Thanksgiving this year and I'm the one "
                "cooking. What should the main be?",
                "What a treat! You can't go wrong with a classic roast turkey, brined overnight, "
                "with cornbread stuffing and a big jug of gravy. Your in-laws will be impressed.",
            ),
        ),
        facts=(
            Fact("desmond.veg", "constraint", ("vegetarian|veggie",)),
            Fact("desmond.cliff", "close_person", ("Cliff", "diabet")),
        ),
        questions=(
            Question("Any ideas for dinner tonight? Nothing fancy.", "desmond.veg"),
            Question(
                "I'm trying to get a packed lunch rotation going for work. Give me five ideas.",
                "desmond.veg",
            ),
            Question(
                "Noreen's dad is staying with us for a week in April. What should I stock the "
                "kitchen with?",
                "desmond.cliff",
            ),
        ),
        forbidden=("turkey", "brine", "cornbread", "stuffing", "gravy"),
    ),
    User(
        "priyanka",  # a condition and a daughter's allergy inside a long message about an event
        sessions=(
            (
                "Okay so I volunteered (why) to run the spring book swap for our neighborhood "
                "association and I need a plan. Probably 60-80 people over a Saturday morning. "
                "The library said we can have the community room, but the only way in without "
                "steps is round the back past the dumpsters, which matters because I'm in a "
                "wheelchair and I refuse to enter my own event through the loading dock. My "
                "daughter Anjali, she's 9, wants to run a lemonade stand at it, fine, but she's "
                "allergic to sesame so anything people bring for the snack table has to be "
                "labeled. Should we do tickets or just a free-for-all?",
                "Great, tickets it is.",
            ),
        ),
        facts=(
            Fact("priyanka.wheelchair", "constraint", ("wheelchair",)),
            Fact("priyanka.anjali", "close_person", ("Anjali", "sesame")),
        ),
        questions=(
            Question(
                "We're thinking about a long weekend in Boston in May. What should I plan ahead "
                "for?",
                "priyanka.wheelchair",
            ),
            Question(
                "I'm looking at new apartments. What should I check on the viewings?",
                "priyanka.wheelchair",
            ),
            Question(
                "My kid has three friends sleeping over on Friday. What snacks should I buy?",
                "priyanka.anjali",
            ),
        ),
    ),
    User(
        "teodoro",  # a car that changes without a word about it, and a workplace in passing
        sessions=(
            (
                "My Corolla's check engine light came on this morning on the way to my shift at "
                "the bottling plant. Is it safe to keep driving it for a few more days?",
                "ok, I'll get it looked at saturday then",
            ),
            (
                "we got like eight inches overnight and the Outback didn't even blink, I was the "
                "only one on the block who made it out. gas mileage is brutal tho. any tips for "
                "getting better mpg?",
            ),
        ),
        facts=(
            Fact("teodoro.car", "changed", ("Outback",), old=("Corolla",)),
            Fact("teodoro.work", "self_passing", ("bottl",)),
        ),
        questions=(
            Question(
                "I'm taking the kayak up to the lake this weekend and it has to go on the roof. "
                "What do I need?",
                "teodoro.car",
            ),
            Question("What car maintenance should I budget for this year?", "teodoro.car"),
            Question("What kind of hearing protection should I get for work?", "teodoro.work"),
        ),
    ),
    User(
        "lorraine",  # a new job only mentioned in passing, and a text to rewrite
        sessions=(
            (
                "I work the bakery at Costco, we start at 5 so by 1 I'm a zombie and I just eat "
                "whatever's lying around the break room. What's a lunch I can bring that doesn't "
                "need heating up?",
                "perfect thanks",
            ),
            (
                "Week two of teller training at the credit union and my brain is mush, there are "
                "so many rules about holds on deposited checks. Is there a trick to remembering "
                "this kind of stuff?",
                "different thing. my niece Kayla asked me to look over her college essay. can "
                "you make the opening less cheesy? 'Ever since I was a little girl, I have "
                "dreamed of healing the sick and giving hope to the helpless.'",
            ),
        ),
        facts=(Fact("lorraine.job", "changed", ("credit|teller",), old=("Costco|bakery",)),),
        questions=(
            Question(
                "My friend wants me to pick up weekend shifts with her at the mall. Would that "
                "fit around my job?",
                "lorraine.job",
            ),
            Question("What time should I be going to bed on work nights?", "lorraine.job"),
        ),
        forbidden=("healing", "helpless", "sick", "dreamed"),
    ),
    User(
        "zeke",  # a disability said as a correction, and a husband's job
        sessions=(
            (
                "how do I get my landlord to actually fix the heat? I've emailed him three times "
                "this week.",
                "Calling him isn't an option, I'm Deaf. It's text or email or nothing.",
                "My husband Omar says I should just go knock on his door. Omar's an ASL "
                "interpreter so he'd come along, but I shouldn't have to drag him into my "
                "landlord drama.",
            ),
        ),
        facts=(
            Fact("zeke.deaf", "constraint", ("deaf",)),
            Fact("zeke.omar", "close_person", ("Omar", "interpret|ASL")),
        ),
        questions=(
            Question(
                "There's a charge on my internet bill I never made. What's the quickest way to "
                "get it sorted?",
                "zeke.deaf",
            ),
            Question(
                "I'm booking a dentist for the first time in years. Anything I should tell them "
                "ahead of time?",
                "zeke.deaf",
            ),
            Question("Omar's birthday is in two weeks. Gift ideas?", "zeke.omar"),
        ),
    ),
    User(
        "juniper",  # a job said only by what it implies, and a plan she knows she won't keep
        sessions=(
            (
                "long day. 30 kids in the shallow end at 6am, masters group at noon, and at this "
                "point my skin is basically chlorine. whats a moisturizer that actually works?",
                "random thought, i keep saying i'll do an ironman before i turn 40. i say it "
                "every single year. i have never once even bought the bike lol",
            ),
        ),
        facts=(Fact("juniper.job", "inferred", ("swim|pool|coach|lifeguard|aquatic",)),),
        questions=(
            Question(
                "I want to get back into running. When in the day should I fit it in?",
                "juniper.job",
            ),
            Question(
                "What should I get the kids for the end of season party?",
                "juniper.job",
            ),
        ),
        forbidden=("ironman", "triathlon"),
    ),
    User(
        "celeste",  # a negation the assistant ignores, and a wish about units
        sessions=(
            (
                "I need a birthday cake for my roommate on Friday, but the thing is I don't have "
                "an oven. Two-burner hot plate, a microwave and an air fryer the size of a "
                "shoebox. Go.",
                "lol I just said no oven. also can you give me amounts in grams? I did my PhD in "
                "Zurich and cups make me want to scream",
            ),
        ),
        replies=(
            (
                "I need a birthday cake for my roommate on Friday, but the thing is I don't have "
                "an oven. Two-burner hot plate, a microwave and an air fryer the size of a "
                "shoebox. Go.",
                "Fun! You can't beat a classic chocolate sheet cake: bake it at 350°F for 30 "
                "minutes, then spread over a thick layer of cream cheese frosting.",
            ),
        ),
        facts=(
            Fact("celeste.oven", "negation", ("oven",), negated=True),
            Fact("celeste.metric", "preference", ("gram|metric",)),
        ),
        questions=(
            Question("Can you give me a recipe for a cozy Sunday dinner for four?", "celeste.oven"),
            Question(
                "I want to make a big batch of granola for the week. How do I do it?",
                "celeste.oven",
            ),
            Question("How much rice and water do I need for six people?", "celeste.metric"),
        ),
        forbidden=("sheet", "frosting"),
    ),
    User(
        "rashida",  # a son's schooling that changes, said with a signal, and a trivia question
        sessions=(
            (
                "I homeschool my son Milo, he's 7, around my medical billing job, which I do "
                "from the kitchen table. He has decided math is his enemy. How do I make "
                "fractions less painful?",
                "also what year did the Berlin Wall come down? he asked me and I blanked",
            ),
            (
                "Milo finally started at Lincoln Elementary this week, first time in a real "
                "classroom! He came home with a paper crown and very strong opinions about the "
                "cafeteria. What should I pack in his lunchbox?",
            ),
        ),
        facts=(
            Fact("rashida.milo", "changed", ("Lincoln|elementary",), old=("homeschool",)),
            Fact("rashida.work", "self_passing", ("billing",)),
        ),
        questions=(
            Question("Should I still buy that big math curriculum for next year?", "rashida.milo"),
            Question("What's a good weekday morning routine for us?", "rashida.milo"),
            Question("My back hurts from sitting all day at work. Any fixes?", "rashida.work"),
        ),
        forbidden=("Berlin", "1989", "crown"),
    ),
    User(
        "bettina",  # tells nothing about herself: anything learned is invented
        sessions=(
            (
                "how do you say 'where's the nearest pharmacy' in italian",
                "how long do hard boiled eggs keep in the fridge?",
                "ok thx",
            ),
        ),
        forbidden=("pharmac", "Italian", "farmac", "egg", "fridge"),
    ),
    User(
        "hank",  # a short chat with typos, learned by the inactivity flush
        sessions=(
            (
                "Hello. I got a pacemaker put in back in August so teh doctor says no riding "
                "the mower for a while. What kind of exercise is ok for me?",
                "my granddaughter Tessa set this phone up for me. keep it short please, I type "
                "with two fingers",
            ),
        ),
        facts=(
            Fact("hank.pacemaker", "constraint", ("pacemaker",)),
            Fact("hank.short", "preference", ("short|brief|concise",)),
            Fact("hank.tessa", "close_person", ("Tessa", "granddaughter|grandkid|grandchild")),
        ),
        questions=(
            Question(
                "Is it alright if I use one of those massage chairs at the mall?",
                "hank.pacemaker",
            ),
            Question("How do I get my email on this phone?", "hank.short"),
        ),
        idle=True,
    ),
    User(
        "noor",  # a mother-in-law in a message about the garden, small talk, a doubted plan
        sessions=(
            (
                "Did you see the city's putting a roundabout in at Fifth and Main? Nobody in "
                "this town knows how to use one, it's going to be carnage.",
                "Anyway I want to redo the backyard this spring. It has to work for my "
                "mother-in-law Ilse, who's with us most weekends. She has Parkinson's, so she's "
                "unsteady on her feet and the old flagstones are a nightmare for her. What "
                "should we change?",
                "And I might maybe open an Etsy shop for my pressed flowers? Probably not. I'm a "
                "court stenographer, I barely have the time to press them.",
            ),
        ),
        facts=(
            Fact("noor.ilse", "close_person", ("Ilse", "Parkinson")),
            Fact("noor.job", "self_passing", ("stenograph",)),
        ),
        questions=(
            Question(
                "We're taking the whole family to the county fair next weekend. What should we "
                "plan for?",
                "noor.ilse",
            ),
            Question("Any ideas for my mother-in-law's birthday present?", "noor.ilse"),
            Question("My wrists ache by the end of every week. What can I do?", "noor.job"),
        ),
        forbidden=("roundabout", "carnage", "Fifth", "Etsy"),
    ),
)

PORTUGUESE12: tuple[User, ...] = (
    User(
        "thais",  # a job and a town beside the day's rain
        sessions=(
            (
                "gente que chuva foi essa hoje?? a avenida alagou inteira e eu fiquei quase duas "
                "horas presa no ônibus, celular com 3% de bateria",
                "enfim. sou fisioterapeuta, atendo paciente em casa aqui em Campinas, e de tanto "
                "subir escada de prédio sem elevador meu joelho tá pedindo socorro. tem algum "
                "exercício pra fortalecer?",
                "valeu, vou começar hoje",
            ),
        ),
        facts=(
            Fact("thais.job", "self_direct", ("fisioterap|physio|physical",)),
            Fact("thais.city", "self_passing", ("Campinas",)),
        ),
        questions=(
            Question(
                "tô pensando em fazer uma pós ano que vem, qual área combina mais com o que eu "
                "faço?",
                "thais.job",
            ),
            Question(
                "minha prima vem passar o feriado comigo, onde eu levo ela pra passear?",
                "thais.city",
            ),
        ),
        forbidden=("chuva", "rain", "alag", "flood", "bateria|battery"),
    ),
    User(
        "rogerio",  # a diet said only to laugh off the assistant's suggestion, and a mother-in-law
        sessions=(
            (
                "Minha sogra vem almoçar aqui domingo e quem vai cozinhar sou eu. O que eu faço?",
                "kkkkk nem pensar. sou celíaco, nada com glúten entra aqui em casa. e a Dona "
                "Lurdes é hipertensa, o médico cortou o sal dela quase todo",
                "boa, gostei",
            ),
        ),
        replies=(
            (
                "Minha sogra vem almoçar aqui domingo e quem vai cozinhar sou eu. O que eu faço?",
                "Que delícia! Uma lasanha à bolonhesa caprichada, com pão de alho de entrada, "
                "nunca falha. Sua sogra vai amar.",
            ),
        ),
        facts=(
            Fact("rogerio.celiac", "constraint", ("celiac|glut",)),
            Fact(
                "rogerio.lurdes",
                "close_person",
                ("Lurdes", "hipertens|hypertens|pressao|pressure"),
            ),
        ),
        questions=(
            Question("o que eu levo de lanche pro trabalho essa semana?", "rogerio.celiac"),
            Question("a galera quer pedir pizza sexta, o que eu peço?", "rogerio.celiac"),
            Question(
                "minha sogra vai ficar uns dias aqui em casa, o que eu cozinho pra ela?",
                "rogerio.lurdes",
            ),
        ),
        forbidden=("lasanha|lasagna", "bolonhes|bologn", "alho|garlic"),
    ),
    User(
        "jaqueline",  # her condition and her son's in the middle of a long message about a party
        sessions=(
            (
                "Então, me enfiei na comissão da festa junina da escola do meu filho e preciso de "
                "ajuda com as barracas. Vai dar umas 150 pessoas. A diretora queria globo de luz "
                "e estrobo na quadrilha, mas comigo não dá: tenho epilepsia fotossensível, luz "
                "piscando é crise na certa. E o Davi, meu filho, é autista e não aguenta barulho "
                "alto, então nada de rojão perto das crianças também. O que não pode faltar?",
                "amei as ideias, vou levar pra reunião",
            ),
        ),
        facts=(
            Fact("jaqueline.epilepsia", "constraint", ("epilep",)),
            Fact("jaqueline.davi", "close_person", ("Davi", "autis")),
        ),
        questions=(
            Question(
                "meu marido faz aniversário e quer comemorar numa balada, alguma dica pra mim?",
                "jaqueline.epilepsia",
            ),
            Question("que presente eu dou pro meu filho que tá fazendo 7 anos?", "jaqueline.davi"),
        ),
    ),
    User(
        "wellington",  # a new job only mentioned in passing, and the football
        sessions=(
            (
                "trabalho de operador de telemarketing, escala 6x1, e chego em casa sem voz. tem "
                "algum chá bom pra garganta?",
                "vlw",
            ),
            (
                "ontem na obra o mestre me botou pra carregar saco de cimento o dia inteiro, tô "
                "todo quebrado. qual pomada é boa pra dor nas costas?",
                "e o Corinthians perdeu de novo, nem quero falar disso",
            ),
        ),
        facts=(
            Fact(
                "wellington.job",
                "changed",
                ("obra|constru|servente|pedreir|cimento|cement",),
                old=("telemarket|call",),
            ),
        ),
        questions=(
            Question(
                "qual bota ou tênis vc indica pro meu dia a dia no trabalho?", "wellington.job"
            ),
            Question(
                "quero fazer um curso à noite, qual combina com o que eu faço?", "wellington.job"
            ),
        ),
        forbidden=("Corinthians", "timao"),
    ),
    User(
        "marlene",  # a city that changes without a word about it, and a text to rewrite
        sessions=(
            (
                "aqui em Curitiba tá fazendo 4 graus e meu apê não tem aquecedor nenhum. como eu "
                "esquento o quarto sem a conta de luz explodir?",
                "outra coisa, melhora esse recado pra mim, é pro grupo do condomínio: 'Quem tá "
                "deixando saco de lixo na escada favor parar, o prédio não é chiqueiro.'",
            ),
            (
                "gente o calor de Fortaleza não é pra amador, 33 graus às 9 da manhã. que tecido "
                "é bom pra roupa de trabalho que não marca suor? trabalho num escritório de "
                "contabilidade e lá o ar condicionado vive quebrado",
            ),
        ),
        facts=(
            Fact("marlene.city", "changed", ("Fortaleza",), old=("Curitiba",)),
            Fact("marlene.job", "self_passing", ("contab|accountant|accounting|bookkeep",)),
        ),
        questions=(
            Question(
                "vou receber umas amigas no fim de semana, que passeio eu faço com elas por aqui?",
                "marlene.city",
            ),
            Question(
                "a época do imposto de renda tá chegando, como eu me organizo pra não surtar?",
                "marlene.job",
            ),
        ),
        forbidden=("lixo|trash|garbage", "chiqueir|pigsty"),
    ),
    User(
        "edvaldo",  # a retirement said with a signal, and a grandson
        sessions=(
            (
                "sou motorista de ônibus faz 28 anos, na linha do Centro pro Jardim Ângela, e "
                "minhas costas já não são as mesmas. qual almofada é boa pra quem passa o dia "
                "sentado?",
                "meu neto Kauã mora comigo e disse que vc sabe de tudo kkk",
            ),
            (
                "Saiu minha aposentadoria, finalmente!!! agora preciso arrumar o que fazer de "
                "manhã senão eu fico doido. alguma ideia?",
            ),
        ),
        facts=(
            Fact(
                "edvaldo.work",
                "changed",
                ("aposent|retired|retirement|retiree",),
                old=("motorist|onibus|driver",),
            ),
            Fact("edvaldo.kaua", "close_person", ("Kaua", "neto|grandson")),
        ),
        questions=(
            Question("quero entrar numa academia, qual o melhor horário pra mim?", "edvaldo.work"),
            Question("vale a pena eu pagar um plano de saúde individual agora?", "edvaldo.work"),
            Question("o que eu dou de presente de formatura pro meu neto?", "edvaldo.kaua"),
        ),
    ),
    User(
        "priscila",  # a job said only by what it implies, and a plan she knows she won't keep
        sessions=(
            (
                "que dia. tive que acalmar um passageiro que queria abrir a porta no meio do voo, "
                "servi 180 lanchinhos com sorriso no rosto e ainda pousei em Manaus com o cabelo "
                "intacto. amanhã 5h tô no aeroporto de novo",
                "às vezes penso em largar tudo e abrir uma pousada em Trancoso. mas sei que não "
                "vou, né, eu gosto é de reclamar",
            ),
        ),
        facts=(
            Fact(
                "priscila.job",
                "inferred",
                ("comissari|aeromo|flight|cabin|airline|tripula|crew",),
            ),
        ),
        questions=(
            Question("como eu encaixo academia numa rotina que muda toda semana?", "priscila.job"),
            Question("que mala de mão vc recomenda pra mim?", "priscila.job"),
        ),
        forbidden=("pousada|guesthouse|hostel", "Trancoso"),
    ),
    User(
        "cleide",  # a negation, a husband's intolerance and a wish about the answers' form
        sessions=(
            (
                "Oi! Sexta é aniversário do meu marido, o Nivaldo, e quero fazer um jantar "
                "surpresa. Ele tem intolerância a lactose, então nada de creme de leite. E já "
                "aviso: eu não como pimenta, nem um pouquinho, me dá uma gastrite daquelas.",
                "ah, e manda em tópicos bem resumidos, que eu leio no intervalo do trabalho pelo "
                "celular",
            ),
        ),
        facts=(
            Fact(
                "cleide.pimenta",
                "negation",
                ("pimenta|pepper|spic|picant|ardid",),
                negated=True,
            ),
            Fact(
                "cleide.topicos",
                "preference",
                ("topico|bullet|resumid|short|brief|concis|sucint",),
            ),
            Fact("cleide.nivaldo", "close_person", ("Nivaldo", "lactos")),
        ),
        questions=(
            Question("que prato eu levo pro almoço da firma?", "cleide.pimenta"),
            Question("como funciona o saque-aniversário do FGTS?", "cleide.topicos"),
            Question("que sobremesa eu faço pro meu marido?", "cleide.nivaldo"),
        ),
    ),
    User(
        "ivone",  # a short chat, learned by the inactivity flush
        sessions=(
            (
                "oi, sou diabética tipo 1 e uso bomba de insulina desde o ano passado. que "
                "lanchinho eu posso levar na bolsa pra quando a glicose cai?",
                "minha filha Bruna é enfermeira e vive me dando bronca, então quero fazer tudo "
                "certinho kkk",
            ),
        ),
        facts=(
            Fact("ivone.diabetes", "constraint", ("diabet|insulin",)),
            Fact("ivone.bruna", "close_person", ("Bruna", "enfermeir|nurse")),
        ),
        questions=(
            Question("que doce eu posso levar pro aniversário da vizinha?", "ivone.diabetes"),
            Question(
                "vou viajar de avião pela primeira vez mês que vem, tenho que me preocupar com "
                "alguma coisa?",
                "ivone.diabetes",
            ),
            Question(
                "a Bruna tá com plantão puxado essa semana, como eu ajudo ela?", "ivone.bruna"
            ),
        ),
        idle=True,
    ),
    User(
        "otavio",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "quem escreveu Dom Casmurro?",
                "como se diz em inglês 'a reunião foi adiada pra quinta'?",
                "valeu",
            ),
        ),
        forbidden=("Casmurro", "Machado", "reuni|meeting", "adiad|postpon"),
    ),
    User(
        "sueli",  # an age said to laugh off the assistant's wrong guess, a job and a godson
        sessions=(
            (
                "Tô procurando um curso de inglês online pra mim. Alguma dica?",
                "kkkkk bondade sua, tenho 61 anos, filha! sou costureira, trabalho num ateliê "
                "aqui em casa, e quero aprender inglês pra conversar com meu afilhado Enzo, que "
                "mora em Toronto e já tá esquecendo o português",
                "ótimo, obrigada",
            ),
        ),
        replies=(
            (
                "Tô procurando um curso de inglês online pra mim. Alguma dica?",
                "Que ótimo! Como estudante universitária, você pode aproveitar os descontos de "
                "intercâmbio e os programas de extensão da sua faculdade.",
            ),
        ),
        facts=(
            Fact("sueli.age", "self_direct", ("61",)),
            Fact("sueli.job", "self_passing", ("costur|seamstress|sew|tailor|dressmak",)),
            Fact("sueli.enzo", "close_person", ("Enzo", "Toronto|Canad")),
        ),
        questions=(
            Question("que atividade física vc recomenda pra mim?", "sueli.age"),
            Question("como eu divulgo meu trabalho no Instagram?", "sueli.job"),
            Question("que presente de Natal eu mando pro meu afilhado?", "sueli.enzo"),
        ),
        forbidden=(
            "universit",
            "intercambi|exchange",
            "faculdade|college",
            "estudant|student",
        ),
    ),
)
