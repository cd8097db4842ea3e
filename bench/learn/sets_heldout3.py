"""A third round of held-out learning sets, written on 2026-11-28 before any run of them
and without reading the learning code: `w` in Italian and `x` in (Brazilian) Portuguese.
Each language's set was written on its own, with its own people and situations (neither
is a translation of the other, nor of `o`-`v`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (a night of red-code calls, a shift in the control tower),
standing constraints and negations that should shape answers on other topics (`negated`:
a memory must keep the "not"), hedges (a plan the user doubts is no fact: its words are
`forbidden`), other people with their own attributes, and three changes per set of
attributes no earlier set changed (a sports club, a landlady, a work shift; a language
being learned, a bank, the way to work): one said with a signal ("cambio di programma",
"mudança de planos"), two without one (the later session only mentions the new value in
passing). Assistant suggestions the user never takes up are scripted (`replies`) and
their words are `forbidden`; one user per set tells nothing. Questions are asked in the
user's language on a topic the fact should shape. A keyword "a|b" is found by either
("restaur|restorer": a memory may be written in the user's language or in English).
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ITALIAN3: tuple[User, ...] = (
    User(
        "ornella",  # chatty: a job, a city and a brother beside a request
        sessions=(
            (
                "Ciao! Giornata infinita: faccio la restauratrice di affreschi e oggi siamo "
                "rimasti sei ore sul ponteggio in San Zeno, qui a Verona. Ho ancora la calce "
                "nei capelli.",
                "Mio fratello Davide fa il geometra al Comune e ovviamente mi prende in giro "
                "perché torno a casa sempre impolverata.",
                "Mi scrivi due righe di auguri per i novant'anni della signora del piano di sopra?",
            ),
        ),
        facts=(
            Fact("ornella.job", "self_direct", ("restaur|restorer|affresc|fresco",)),
            Fact("ornella.city", "self_passing", ("Verona",)),
            Fact("ornella.davide", "close_person", ("Davide", "geometr|surveyor")),
        ),
        questions=(
            Question("Che mascherina e che guanti mi conviene usare al lavoro?", "ornella.job"),
            Question("Cosa posso fare domenica pomeriggio senza allontanarmi?", "ornella.city"),
            Question(
                "Che regalo faccio a mio fratello che gli torni utile in ufficio?",
                "ornella.davide",
            ),
        ),
        forbidden=("novant", "auguri"),
    ),
    User(
        "tiziano",  # a job and a cat said only by what they imply
        sessions=(
            (
                "Smontato alle sei. Tre codici rossi in una notte e un incidente sulla "
                "statale dell'Abetone: ormai guido le ambulanze a occhi chiusi e il "
                "defibrillatore lo sogno anche di giorno.",
                "Almeno Zucchina mi ha accolto alla porta miagolando come una sirena, poi si "
                "è buttata sul divano a fare le fusa.",
                "Come si fa un ragù bianco che non venga asciutto?",
            ),
        ),
        facts=(
            Fact("tiziano.job", "inferred", ("ambulan|soccors|paramedic|118|emergenc",)),
            Fact("tiziano.cat", "inferred", ("Zucchina",)),
        ),
        questions=(
            Question("Come faccio a dormire bene quando rientro la mattina?", "tiziano.job"),
            Question(
                "Parto una settimana per Lisbona: cosa devo organizzare a casa prima di andare?",
                "tiziano.cat",
            ),
        ),
        forbidden=("ragù",),
    ),
    User(
        "graziella",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Premessa: ho l'allergia al nichel, quindi pomodori, legumi, cacao e frutta "
                "secca per me sono un disastro, mi riempio di bolle.",
                "E non so nuotare: anche dove si tocca mi prende il panico.",
                "Mia cugina insiste per fare il cammino di Santiago a maggio. Forse, ma "
                "dubito fortemente che ci andrò davvero.",
                "Intanto, mi consigli un giallo ambientato in Sicilia?",
            ),
        ),
        facts=(
            Fact("graziella.nickel", "constraint", ("nichel|nickel",)),
            Fact("graziella.swim", "negation", ("nuot|swim",), negated=True),
        ),
        questions=(
            Question("Cosa cucino sabato per una cena con sei amici?", "graziella.nickel"),
            Question(
                "Organizzami una settimana di vacanza in Sardegna ad agosto.", "graziella.swim"
            ),
        ),
        forbidden=("Santiago", "cammino", "giallo", "Sicilia"),
    ),
    User(
        "ugo",  # preferences that hold on every topic
        sessions=(
            (
                "Piove da tre giorni, il Po è altissimo. Due cose prima che me ne scordi: "
                "sono ipovedente, quindi frasi brevi, niente tabelle e niente emoji.",
                "E mettimi sempre le fonti in fondo, ho fatto il bibliotecario per "
                "quarant'anni e non mi fido di niente che non sia citato.",
                "Come si dice 'ombrello' in tedesco?",
            ),
        ),
        facts=(
            Fact("ugo.sight", "constraint", ("ipoveden|vista|visual|vision|sight",)),
            Fact("ugo.sources", "preference", ("font|source|cita|cite",)),
        ),
        questions=(
            Question("Quale tablet mi conviene per leggere il giornale?", "ugo.sight"),
            Question("Mi spieghi come funziona il 730 precompilato?", "ugo.sources"),
        ),
        forbidden=("ombrell", "tedesco"),
    ),
    User(
        "nives",  # two other people, each with their own attributes
        sessions=(
            (
                "Papà Aldo adesso fa la dialisi tre mattine a settimana all'ospedale di "
                "Cuneo, lo accompagno io col furgone.",
                "E Bianca, mia figlia, si è rotta il crociato a pallavolo: sei mesi ferma, "
                "proprio l'anno che l'avevano presa in serie B.",
                "Come tolgo il calcare dal box doccia senza rovinarlo?",
            ),
        ),
        facts=(
            Fact("nives.aldo", "close_person", ("Aldo", "dialis|dialysis|renal|rene|reni|kidney")),
            Fact("nives.bianca", "close_person", ("Bianca", "crociat|ligament|ACL|ginocch|knee")),
        ),
        questions=(
            Question("Dove posso portare mio padre per una gita di un giorno?", "nives.aldo"),
            Question(
                "Cosa posso regalare a mia figlia per tirarla su in questi mesi?", "nives.bianca"
            ),
        ),
        forbidden=("calcare", "doccia"),
        idle=True,
    ),
    User(
        "ermanno",  # a sports club that changed, said with a signal
        sessions=(
            (
                "Tre sere a settimana vado in piscina alla Rari Nantes, nuoto a rana da "
                "quando avevo otto anni.",
                "Servono davvero gli integratori dopo l'allenamento?",
            ),
            (
                "Cambio di programma: ho lasciato la piscina e mi sono iscritto alla palestra "
                "di arrampicata Boulderland, quella in via Tortona.",
                "Ho le dita distrutte, è normale?",
            ),
        ),
        facts=(
            Fact(
                "ermanno.club",
                "changed",
                ("arrampic|climb|boulder",),
                old=("piscina|pool|nuot|swim|Rari",),
            ),
        ),
        questions=(
            Question("Che scarpe mi compro per allenarmi?", "ermanno.club"),
            Question("Come organizzo gli allenamenti della prossima settimana?", "ermanno.club"),
        ),
        forbidden=("integrator",),
    ),
    User(
        "ottavia",  # a new landlady, said only in passing
        sessions=(
            (
                "Il mio padrone di casa, il signor Ferlini, non risponde mai quando si "
                "blocca la caldaia. Sono tre giorni di docce fredde.",
                "Come si spurgano i termosifoni?",
            ),
            (
                "La signora Pagnotta mi ha lasciato una crostata di visciole sullo zerbino "
                "per darmi il benvenuto nel palazzo, che tesoro. Come posso ricambiare?",
            ),
        ),
        facts=(Fact("ottavia.landlord", "changed", ("Pagnotta",), old=("Ferlini",)),),
        questions=(
            Question(
                "Vorrei prendere un gatto: mi scrivi il messaggio per chiedere il permesso "
                "alla proprietaria di casa?",
                "ottavia.landlord",
            ),
        ),
    ),
    User(
        "saverio",  # a work shift that changed, said only in passing
        sessions=(
            (
                "Faccio il turno di notte al magazzino di Pioltello, dalle dieci di sera "
                "alle sei, e di giorno dormo con i tappi.",
                "Quanto caffè al giorno è troppo?",
            ),
            (
                "Da quando faccio il turno del mattino alle cinque sono già in piedi, ma "
                "almeno pranzo con mia madre. Che ricetta leggera le posso preparare?",
            ),
        ),
        facts=(Fact("saverio.shift", "changed", ("mattin|morning",), old=("nott|night",)),),
        questions=(
            Question("A che ora mi conviene andare a correre?", "saverio.shift"),
            Question("Quando fisso la pulizia dei denti dal dentista?", "saverio.shift"),
        ),
    ),
    User(
        "fiorenza",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Voglio sistemare il terrazzo, che è esposto a nord. Cosa ci pianto?",
                "No, niente fiori: voglio solo erbe aromatiche per cucinare, il rosmarino "
                "soprattutto. Mio marito Rocco ha già comprato i vasi di terracotta.",
                "grazie lo stesso",
            ),
        ),
        replies=(
            (
                "Voglio sistemare il terrazzo, che è esposto a nord. Cosa ci pianto?",
                "Ortensie e felci stanno benissimo all'ombra, e un'aiuola di hosta darebbe "
                "subito un bel colpo d'occhio.",
            ),
        ),
        facts=(
            Fact("fiorenza.herbs", "self_passing", ("aromatic|rosmarin|rosemary|herb|erb",)),
            Fact("fiorenza.north", "self_passing", ("nord|north",)),
        ),
        questions=(
            Question("Che concime compro per il terrazzo?", "fiorenza.herbs"),
            Question(
                "Vorrei una lampada da esterno per il terrazzo: che cosa mi serve?",
                "fiorenza.north",
            ),
        ),
        forbidden=("ortensi", "felci", "hosta"),
    ),
    User(
        "gualtiero",  # a suggestion waved away, a budget and a granddaughter said in passing
        sessions=(
            (
                "Mi consigli una bici elettrica? Non vorrei spendere più di 900 euro.",
                "Troppo sportive. Mi serve per la salita di Fiesole e per portare la mia "
                "nipotina Irene nel seggiolino il giovedì.",
            ),
        ),
        replies=(
            (
                "Mi consigli una bici elettrica? Non vorrei spendere più di 900 euro.",
                "La Cannondale Treadwell Neo è leggerissima, oppure la Rockrider E-ST 100 se "
                "vuoi qualcosa da sterrato.",
            ),
        ),
        facts=(
            Fact("gualtiero.budget", "self_passing", ("900",)),
            Fact("gualtiero.irene", "close_person", ("Irene",)),
        ),
        questions=(
            Question("Quale bici mi conviene prendere allora?", "gualtiero.budget"),
            Question("Cosa regalo alla mia nipotina per il compleanno?", "gualtiero.irene"),
        ),
        forbidden=("Cannondale", "Treadwell", "Rockrider", "sterrato"),
    ),
    User(
        "marisa",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "Il mio socio Pasquale ha il terrore di volare, quindi alle fiere di "
                "Francoforte ci andiamo sempre in treno, undici ore.",
                "Forse apriremo una sede a Rotterdam l'anno prossimo, ma sinceramente non ci "
                "credo granché.",
                "Mi correggi questa frase: 'Le inviamo in allegato la fattura che ci aveva "
                "chiesto ieri.'",
            ),
        ),
        facts=(Fact("marisa.pasquale", "close_person", ("Pasquale", "vol|fly|flight|plane|aere")),),
        questions=(
            Question(
                "Organizzami la trasferta a Berlino con il mio socio per la fiera di marzo.",
                "marisa.pasquale",
            ),
        ),
        forbidden=("Rotterdam", "fattura", "allegato"),
    ),
    User(
        "cesare",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "quanti grammi sono un'oncia?",
                "chi ha scritto I promessi sposi?",
                "grazie mille",
            ),
        ),
        forbidden=("oncia", "promessi", "Manzoni"),
    ),
)

PORTUGUESE3: tuple[User, ...] = (
    User(
        "jussara",  # chatty: a job, a city and a mother beside a request
        sessions=(
            (
                "Oi! Que semana... Sou tatuadora, tenho um estúdio pequeno no Rio Vermelho, "
                "em Florianópolis, e hoje fiz um fechamento de costas de seis horas.",
                "Minha mãe, a dona Zuleide, é costureira e já avisou que vai ajustar meu "
                "vestido da formatura da minha prima, nem adianta comprar outro.",
                "Me ajuda a escrever uma legenda pro Instagram sobre o feriado?",
            ),
        ),
        facts=(
            Fact("jussara.job", "self_direct", ("tatu|tattoo",)),
            Fact("jussara.city", "self_passing", ("Florian",)),
            Fact("jussara.zuleide", "close_person", ("Zuleide", "costur|seamstress|sew|tailor")),
        ),
        questions=(
            Question("Que cadeira ergonômica vale a pena pro meu trabalho?", "jussara.job"),
            Question("O que fazer num sábado de sol perto de casa?", "jussara.city"),
            Question(
                "Que presente eu dou pra minha mãe que ajude no trabalho dela?",
                "jussara.zuleide",
            ),
        ),
        forbidden=("legenda", "feriado"),
    ),
    User(
        "raimundo",  # a job and a parrot said only by what they imply
        sessions=(
            (
                "Hoje na torre foram quarenta pousos em duas horas e o radar secundário caiu "
                "bem no pico. Autorizei decolagem no rádio com a mão tremendo.",
                "Cheguei em casa e o Pitoco estava imitando o micro-ondas de novo, depois "
                "assobiou o hino do Fortaleza inteirinho. Papagaio folgado.",
                "Qual a diferença entre farofa e paçoca?",
            ),
        ),
        facts=(
            Fact("raimundo.job", "inferred", ("torre|tower|controlad|controller|tráfego|traffic",)),
            Fact("raimundo.parrot", "inferred", ("Pitoco",)),
        ),
        questions=(
            Question("Como eu desligo a cabeça depois de um turno puxado?", "raimundo.job"),
            Question(
                "Vou passar dez dias em Recife, o que preciso deixar arranjado em casa?",
                "raimundo.parrot",
            ),
        ),
        forbidden=("farofa", "paçoca"),
    ),
    User(
        "neide",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Tenho doença renal crônica, então sal e potássio bem controlados: banana, "
                "feijão e água de coco, nem pensar.",
                "E não bebo álcool nenhum, nem em festa, sou da igreja.",
                "Minha irmã quer que eu vá com ela num cruzeiro pela costa em dezembro. "
                "Talvez... mas acho que não vou, não.",
                "Me recomenda uma novela antiga boa pra rever?",
            ),
        ),
        facts=(
            Fact("neide.kidney", "constraint", ("renal|rim|rins|kidney",)),
            Fact("neide.alcohol", "negation", ("álcool|alcohol|beb|drink",), negated=True),
        ),
        questions=(
            Question("Monta um cardápio pra um almoço de domingo com a família.", "neide.kidney"),
            Question("O que eu sirvo pra brindar no meu aniversário de 60 anos?", "neide.alcohol"),
        ),
        forbidden=("cruzeiro", "novela"),
    ),
    User(
        "otavio",  # preferences that hold on every topic
        sessions=(
            (
                "Aqui no sítio a internet é via rádio e cai toda hora, então não me mande "
                "links: explica tudo no próprio texto.",
                "E sempre me dá os preços em reais, dólar eu não sei converter de cabeça.",
                "Quantos dias leva pra um pé de maracujá dar flor?",
            ),
        ),
        facts=(
            Fact("otavio.links", "negation", ("link",), negated=True),
            Fact("otavio.reais", "preference", ("reais|real|BRL",)),
        ),
        questions=(
            Question("Como faço pra declarar o imposto de renda este ano?", "otavio.links"),
            Question("Quanto custa, mais ou menos, uma semana em Buenos Aires?", "otavio.reais"),
        ),
        forbidden=("maracujá",),
    ),
    User(
        "dirce",  # two other people, each with their own attributes
        sessions=(
            (
                "Meu genro Anderson é bombeiro, trabalha 24 por 72, e no dia de folga dorme "
                "até meio-dia.",
                "A Yasmin, minha neta de sete anos, começou a usar aparelho auditivo e está "
                "toda orgulhosa, escolheu um roxo.",
                "Como tiro mancha de açaí da toalha branca?",
            ),
        ),
        facts=(
            Fact("dirce.anderson", "close_person", ("Anderson", "bombeir|firefight|fire")),
            Fact("dirce.yasmin", "close_person", ("Yasmin", "auditiv|hearing|ouv|surd|deaf")),
        ),
        questions=(
            Question("Que presente eu dou pro meu genro no Natal?", "dirce.anderson"),
            Question("Que passeio eu faço com a minha neta nas férias?", "dirce.yasmin"),
        ),
        forbidden=("açaí", "toalha"),
        idle=True,
    ),
    User(
        "wellington",  # a language being learned that changed, said with a signal
        sessions=(
            (
                "Tô estudando alemão três noites por semana, quero tentar um mestrado em "
                "Munique daqui a dois anos.",
                "Vale a pena fazer intercâmbio antes?",
            ),
            (
                "Mudança de planos: larguei o alemão e comecei japonês, a empresa vai me "
                "transferir pra filial de Nagoia.",
                "Quanto tempo leva pra aprender os dois silabários?",
            ),
        ),
        facts=(Fact("wellington.language", "changed", ("japon|Japan",), old=("alemão|German",)),),
        questions=(
            Question(
                "Que aplicativo você recomenda pra eu estudar no ônibus?", "wellington.language"
            ),
            Question("Que série eu posso assistir pra treinar o ouvido?", "wellington.language"),
        ),
        forbidden=("intercâmbio",),
    ),
    User(
        "rosangela",  # a new bank, said only in passing
        sessions=(
            (
                "Minha conta é no Banrisul desde que eu entrei na prefeitura, mas o "
                "aplicativo trava toda vez que eu tento pagar um boleto.",
                "Como funciona o Pix agendado?",
            ),
            (
                "Desde que meu salário passou a cair no Sicredi, o gerente não para de me "
                "ligar oferecendo consórcio. Como recuso sem ser grossa?",
            ),
        ),
        facts=(Fact("rosangela.bank", "changed", ("Sicredi",), old=("Banrisul",)),),
        questions=(
            Question(
                "Quero pegar um empréstimo pra reformar a cozinha, por onde eu começo?",
                "rosangela.bank",
            ),
            Question("Como eu aumento o limite do meu cartão?", "rosangela.bank"),
        ),
    ),
    User(
        "edson",  # a new way to work, said only in passing
        sessions=(
            (
                "Pego o metrô lotado na Sé todo dia pra ir trabalhar, é um sufoco.",
                "Que podcast curto você indica pra ouvir no caminho?",
            ),
            (
                "Vim pedalando pelo Minhocão hoje e cheguei no escritório encharcado de suor. "
                "Tem desodorante que aguenta isso?",
            ),
        ),
        facts=(
            Fact(
                "edson.commute",
                "changed",
                ("bicicleta|bike|pedal|cycl|bicycle",),
                old=("metrô|metro|subway",),
            ),
        ),
        questions=(
            Question(
                "Amanhã vai chover de manhã, o que eu levo pra ir trabalhar?", "edson.commute"
            ),
        ),
        forbidden=("podcast",),
    ),
    User(
        "lucelia",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Meu afilhado Caio se formou em veterinária! Quero dar um presente de "
                "formatura, alguma ideia?",
                "Ih, não, isso ele já ganhou. Ele vai morar em Chapecó pra trabalhar com gado "
                "leiteiro; pensei num chapéu de couro e numa bota boa.",
                "obrigada mesmo assim",
            ),
        ),
        replies=(
            (
                "Meu afilhado Caio se formou em veterinária! Quero dar um presente de "
                "formatura, alguma ideia?",
                "Um estetoscópio Littmann personalizado com o nome dele ou uma mochila "
                "Samsonite para os plantões são presentes clássicos.",
            ),
        ),
        facts=(
            Fact("lucelia.caio", "close_person", ("Caio", "veterin|vet|gado|leit|dairy|cattle")),
            Fact("lucelia.chapeco", "close_person", ("Chapecó",)),
        ),
        questions=(
            Question("O que eu mando pro meu afilhado no Natal?", "lucelia.caio"),
            Question("Vou visitar meu afilhado em maio, como eu chego lá?", "lucelia.chapeco"),
        ),
        forbidden=("Littmann", "estetoscópio", "Samsonite", "mochila"),
    ),
    User(
        "jairo",  # a suggestion waved away, a father-in-law and a budget
        sessions=(
            (
                "Me indica um lugar pra jantar em Belo Horizonte no sábado com a família?",
                "Passo. Meu sogro, seu Altair, é cardíaco e usa marca-passo, então nada de "
                "escadaria nem comida pesada. E no máximo uns 250 reais pra nós quatro.",
            ),
        ),
        replies=(
            (
                "Me indica um lugar pra jantar em Belo Horizonte no sábado com a família?",
                "O Xapuri, na Pampulha, é um clássico da comida mineira, e o Glouton tem um "
                "menu degustação excelente.",
            ),
        ),
        facts=(
            Fact(
                "jairo.altair",
                "close_person",
                ("Altair", "cardíac|card|marca|pacemaker|heart|coração"),
            ),
            Fact("jairo.budget", "self_passing", ("250",)),
        ),
        questions=(
            Question(
                "Quero levar meu sogro pra passear no domingo, o que você sugere?", "jairo.altair"
            ),
            Question("Onde a gente almoça no Dia dos Pais?", "jairo.budget"),
        ),
        forbidden=("Xapuri", "Pampulha", "Glouton", "degustação"),
    ),
    User(
        "taina",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "Minha sócia, a Priscila, é judia praticante: do pôr do sol de sexta ao de "
                "sábado ela não trabalha, nem responde mensagem.",
                "Talvez eu faça um MBA em Lisboa ano que vem, mas duvido, viu.",
                "Corrige pra mim: 'Fazem dois anos que nós trabalha juntas.'",
            ),
        ),
        facts=(
            Fact(
                "taina.priscila",
                "close_person",
                ("Priscila", "judi|jew|shabat|sabbat|sábado|saturday|sexta|friday"),
            ),
        ),
        questions=(
            Question(
                "Marca pra mim a reunião de fechamento do mês com a minha sócia.",
                "taina.priscila",
            ),
        ),
        forbidden=("MBA", "Lisboa"),
    ),
    User(
        "valdir",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "quantos litros tem um galão?",
                "quem pintou o Abaporu?",
                "valeu",
            ),
        ),
        forbidden=("galão", "Abaporu", "Tarsila"),
    ),
)
