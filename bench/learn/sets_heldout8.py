"""An eighth round of held-out learning sets, written before any run of them and without
reading the learning code: `ag` in English and `ah` in French. Each language's set was
written on its own, with its own people and situations (neither is a translation of the
other, nor of `o`-`af`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (three stings through the veil lifting supers off forty
hives, twelve hours of fares with two runs out to Roissy and a meter that crashed on the
périphérique), standing constraints and negations that should shape answers on other
topics (`negated`: a memory must keep the "not"), hedges (a plan the user doubts is no
fact: its words are `forbidden`), some of them spread over several sentences ("My brother
wants me to ... Maybe. Though ...", "Ma sœur veut que ... Bof. Enfin, peut-être. Mais
franchement ..."), weather and the day's news in the same turn as a real fact, other
people with their own attributes, and three changes per set of attributes no earlier set
changed (insulin pens given up for an insulin pump, a learner driver who now holds a full
licence, satellite broadband replaced by fibre; dialysis ended by a kidney transplant,
six espressos a day given up for decaf, a yearly residence permit replaced by a French
passport): one said with a signal ("Bit of news", "Grande nouvelle"), two without one
(the later session only mentions the new value in passing). Assistant suggestions the
user never takes up are scripted (`replies`) and their words are `forbidden`, as are the
words of a quoted text the user asks to have rewritten or translated; one user per set
tells nothing. Questions are asked in the user's language on a topic the fact should
shape. A keyword "a|b" is found by either ("cordiste|rope": a memory may be written in
French or in English); French keywords are stems ("greff" finds "greffé" and "greffe",
"ostéopor" finds "ostéoporose"), and keywords were chosen so that no other user's memory
would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH8: tuple[User, ...] = (
    User(
        "gwendolen",  # chatty: a job, a town and a husband beside a request
        sessions=(
            (
                "Morning! Excuse the typos, my fingers are still numb. I'm a thatcher, and I've "
                "been up on a cottage roof since seven laying water reed in a wind that went "
                "straight through me.",
                "Rufus, my other half, is a paramedic and he's on nights all week, so we're "
                "passing like ships. Still, Hexham looks a picture when the sun finally shows up.",
                "Anyway, what can I do with a load of windfall apples?",
            ),
        ),
        facts=(
            Fact("gwendolen.job", "self_direct", ("thatch",)),
            Fact("gwendolen.town", "self_passing", ("Hexham",)),
            Fact("gwendolen.rufus", "close_person", ("Rufus", "paramedic|ambulance")),
        ),
        questions=(
            Question(
                "I'm thinking of taking on an apprentice this year. How should I go about it?",
                "gwendolen.job",
            ),
            Question(
                "My pen pal from Canada is coming over for a long weekend in September. Where "
                "should I take her?",
                "gwendolen.town",
            ),
            Question(
                "My husband's got a rough run of shifts coming up. How can I make things easier "
                "for him?",
                "gwendolen.rufus",
            ),
        ),
        forbidden=("windfall", "apple"),
    ),
    User(
        "jago",  # a job and a ferret said only by what they imply, and a hedge
        sessions=(
            (
                "Stung three times through the veil today, lifting supers off forty hives up on "
                "the heather, and the extractor's been whirring away in the shed all evening.",
                "Then I come in to find Bramble's escaped her run again and got herself inside the "
                "hoover bag, dooking away and very pleased with herself.",
                "I keep threatening to do a welding evening class after Christmas, but I'll "
                "likely bottle it again.",
                "What's the best way to season a cast iron pan?",
            ),
        ),
        facts=(
            Fact("jago.job", "inferred", ("beekeep|bees|hive|apiar|apiculture|honey",)),
            Fact("jago.bramble", "inferred", ("Bramble",)),
        ),
        questions=(
            Question(
                "I've booked a stall at the county show in August. What should I sell on it?",
                "jago.job",
            ),
            Question(
                "I'm having the whole house repainted next month. What should I plan for?",
                "jago.bramble",
            ),
        ),
        forbidden=("welding", "cast", "iron"),
    ),
    User(
        "araminta",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "Right, one thing you ought to know, because it affects all sorts: I've got "
                "Raynaud's. The moment I get cold my fingers go white and numb, and it takes an "
                "age for them to come back.",
                "And I'm not on WhatsApp. Everyone nags me about it, but I do texts and phone "
                "calls and that's that.",
                "My brother wants me to go halves with him on a food truck. Maybe. Though we'd "
                "probably be at each other's throats by the end of the summer.",
                "Why do cats knead blankets?",
            ),
        ),
        facts=(
            Fact("araminta.raynaud", "constraint", ("Raynaud",)),
            Fact("araminta.whatsapp", "negation", ("WhatsApp",), negated=True),
        ),
        questions=(
            Question(
                "We're doing a winter walk up Pen y Fan in January. What should I bring?",
                "araminta.raynaud",
            ),
            Question(
                "A friend wants me to try wild swimming in the reservoir with her. Good idea?",
                "araminta.raynaud",
            ),
            Question(
                "How should I organise the monthly get-together for my book club?",
                "araminta.whatsapp",
            ),
        ),
        forbidden=("truck", "knead", "blanket"),
    ),
    User(
        "ruaridh",  # weather small talk, then a constraint, a preference and a negation
        sessions=(
            (
                "It's blowing a hoolie here, the wheelie bins have gone for a wander down the "
                "street and the lights have flickered twice. While I think of it, since it "
                "matters for loads: I'm 6 foot 7, so legroom, short beds and low doorways "
                "are the bane of my life.",
                "Give me any times in the 24-hour clock, please. I was a railway signaller for "
                "thirty years and am and pm just muddle me.",
                "And I won't have palm oil in the house. Not in biscuits, not in soap, not in "
                "anything, after what I've read about the orangutans.",
                "Who was the first person to swim the Channel?",
            ),
        ),
        facts=(
            Fact("ruaridh.height", "constraint", ("tall|foot|feet|height",)),
            Fact("ruaridh.clock", "preference", ("24|clock",)),
            Fact("ruaridh.palm", "negation", ("palm",), negated=True),
        ),
        questions=(
            Question("We're flying to Malta in October. What should I book?", "ruaridh.height"),
            Question(
                "We're renting an old cottage in the Cotswolds for a week. What should I check "
                "before we book?",
                "ruaridh.height",
            ),
            Question("Can you plan me a day out in York by train?", "ruaridh.clock"),
            Question(
                "I'm doing the Christmas baking this weekend. What should I buy?", "ruaridh.palm"
            ),
        ),
        forbidden=("hoolie", "wheelie", "Channel", "Webb"),
    ),
    User(
        "ottoline",  # two other people, each with their own attributes
        sessions=(
            (
                "My mother-in-law Hermione has moved in with us for the winter. She's been "
                "profoundly deaf since birth and lip-reads, so she needs to see your face when "
                "you're talking to her.",
                "And our youngest, Caspian, has eczema so bad that wool jumpers and perfumed "
                "soap leave him raw and scratching all night.",
                "How do I get red wine out of a cream carpet?",
            ),
        ),
        facts=(
            Fact("ottoline.hermione", "close_person", ("Hermione", "deaf|lip")),
            Fact("ottoline.caspian", "close_person", ("Caspian", "eczema")),
        ),
        questions=(
            Question(
                "We want to take my mother-in-law to the theatre for her birthday. What should "
                "I book?",
                "ottoline.hermione",
            ),
            Question(
                "Our youngest has a sleepover at a friend's on Friday. What should I tell the "
                "other parents?",
                "ottoline.caspian",
            ),
        ),
        forbidden=("wine", "carpet"),
        idle=True,
    ),
    User(
        "bertram",  # insulin pens given up for a pump, changed with a signal
        sessions=(
            (
                "I've been type 1 since I was nine: four jabs a day with my insulin pens, and a "
                "stash of jelly babies in every coat pocket.",
                "Can you recommend a podcast for long drives?",
            ),
            (
                "Bit of news: I've come off the pens and onto an insulin pump. It's clipped to my "
                "belt and does the drip-feeding for me, which still feels like witchcraft.",
                "What's a good board game for four adults?",
            ),
        ),
        facts=(Fact("bertram.insulin", "changed", ("pump",), old=("pen|jab|inject",)),),
        questions=(
            Question(
                "I'm off to Crete in June for a week of snorkelling. What should I think about?",
                "bertram.insulin",
            ),
            Question(
                "I've been booked in for an MRI scan next month. Anything I should sort out "
                "beforehand?",
                "bertram.insulin",
            ),
        ),
        forbidden=("podcast", "board"),
    ),
    User(
        "saffron",  # a learner driver who passed, said only in passing
        sessions=(
            (
                "Fourth driving lesson tomorrow and I'm dreading the big roundabout by the retail "
                "park. My instructor says I brake like I'm being chased.",
                "What's a houseplant that's hard to kill?",
            ),
            (
                "Now I've got my full licence I drove Nan to the garden centre on my own "
                "yesterday, and only stalled once at the lights. What's a quick pasta dish for "
                "two?",
            ),
        ),
        facts=(
            Fact(
                "saffron.driving",
                "changed",
                ("licence|license|passed",),
                old=("lesson|learner|instructor|provisional",),
            ),
        ),
        questions=(
            Question(
                "We're planning a long weekend in the Lake District in September. How should we "
                "get about?",
                "saffron.driving",
            ),
            Question(
                "I've been offered a job on an industrial estate outside town with no bus route. "
                "Is it doable?",
                "saffron.driving",
            ),
        ),
        forbidden=("houseplant", "pasta"),
    ),
    User(
        "bryony",  # satellite broadband replaced by fibre, said only in passing
        sessions=(
            (
                "Our broadband is a satellite dish bolted to the chimney, so every video call "
                "freezes and a heavy shower knocks it out altogether.",
                "What's the best way to store winter jumpers?",
            ),
            (
                "Had an hour-long video call with the Sydney office this morning now the fibre's "
                "in, and not a single freeze. What's a decent red to go with a beef stew?",
            ),
        ),
        facts=(Fact("bryony.internet", "changed", ("fibre|fiber",), old=("satellite",)),),
        questions=(
            Question(
                "I'm thinking of streaming my gaming in the evenings. What do I need?",
                "bryony.internet",
            ),
            Question(
                "We're thinking of getting rid of the TV aerial and streaming everything instead. "
                "What should we look at?",
                "bryony.internet",
            ),
        ),
        forbidden=("jumper", "stew", "beef"),
    ),
    User(
        "fitzroy",  # an assistant suggestion the user turns down
        sessions=(
            (
                "We're redoing the back garden this spring. What should we plant?",
                "Hmm, no. The garden faces north and barely sees the sun, and my husband "
                "Lysander is allergic to wasp stings, to the point of carrying an EpiPen.",
                "fair enough, cheers",
            ),
        ),
        replies=(
            (
                "We're redoing the back garden this spring. What should we plant?",
                "A wisteria over a pergola, a long row of lavender by the path and foxgloves at "
                "the back for height: sun-lovers that will look stunning by July.",
            ),
        ),
        facts=(
            Fact("fitzroy.garden", "self_passing", ("north",)),
            Fact(
                "fitzroy.lysander",
                "close_person",
                ("Lysander", "wasp|sting|EpiPen|anaphyla|adrenaline"),
            ),
        ),
        questions=(
            Question("So what should we actually plant?", "fitzroy.garden"),
            Question(
                "We want to eat outside as much as we can this summer. Any tips?",
                "fitzroy.lysander",
            ),
        ),
        forbidden=("wisteria", "pergola", "lavender", "foxglove"),
    ),
    User(
        "lavinia",  # a suggestion waved away, a budget and a son said in passing
        sessions=(
            (
                "Can you suggest a laptop for my son? He starts college in September and we've "
                "about £600 to spend.",
                "No, that's no good. Jasper's partially sighted, so he needs a big screen and keys "
                "he can actually see, and he's hopeless with anything fiddly.",
                "ok, thanks",
            ),
        ),
        replies=(
            (
                "Can you suggest a laptop for my son? He starts college in September and we've "
                "about £600 to spend.",
                "The MacBook Air is the obvious pick: featherlight, all-day battery, and it runs "
                "Final Cut beautifully for video projects.",
            ),
        ),
        facts=(
            Fact("lavinia.budget", "self_passing", ("600",)),
            Fact(
                "lavinia.jasper",
                "close_person",
                ("Jasper", "sighted|visual|blind|eyesight|vision"),
            ),
        ),
        questions=(
            Question("So which one should I get him?", "lavinia.budget"),
            Question("How should I set up a desk for my son to study at?", "lavinia.jasper"),
        ),
        forbidden=("MacBook", "featherlight", "Final"),
    ),
    User(
        "ignatius",  # a colleague's attribute, a hedge, a text to rewrite
        sessions=(
            (
                "My colleague Thandiwe uses a wheelchair, and half the pubs round here have steps "
                "at the door.",
                "I might go for the assistant manager job at the Harrogate branch, but honestly "
                "I doubt I'll bother.",
                "Can you make this sound friendlier: 'Your parcel was returned because nobody "
                "answered the door. Collect it from the depot in Wakefield by Thursday or it goes "
                "back.'",
            ),
        ),
        facts=(Fact("ignatius.thandiwe", "close_person", ("Thandiwe", "wheelchair")),),
        questions=(
            Question(
                "I'm organising the team's Christmas do. What should I look for in a venue?",
                "ignatius.thandiwe",
            ),
        ),
        forbidden=("Harrogate", "parcel", "depot", "Wakefield"),
    ),
    User(
        "desmond",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what's the longest river in England?",
                "how many pints in a gallon?",
                "ta",
            ),
        ),
        forbidden=("river", "Thames", "Severn", "pint", "gallon"),
    ),
)

FRENCH8: tuple[User, ...] = (
    User(
        "apolline",  # chatty: a job, a town and a boyfriend beside a request
        sessions=(
            (
                "Coucou ! Pardon si je réponds à côté, j'ai encore les bras en compote. Je suis "
                "cordiste, et aujourd'hui on était pendus à quarante mètres pour repeindre les "
                "grues du port, avec le mistral en prime.",
                "Corentin, mon copain, est ostréiculteur sur l'étang de Thau, du coup il part à "
                "l'aube et moi je rentre quand il dort. Mais bon, on se plaint pas trop, ici à "
                "Sète.",
                "Bref, comment on fait une pâte à crêpes sans grumeaux ?",
            ),
        ),
        facts=(
            Fact("apolline.job", "self_direct", ("cordiste|rope|corde",)),
            Fact("apolline.ville", "self_passing", ("Sète",)),
            Fact("apolline.corentin", "close_person", ("Corentin", "huîtr|ostréicult|oyster")),
        ),
        questions=(
            Question(
                "Je dois renouveler mon matos pour le boulot. Je regarde quoi en priorité ?",
                "apolline.job",
            ),
            Question(
                "Ma cousine de Montréal vient passer une semaine chez moi en juin. On fait quoi ?",
                "apolline.ville",
            ),
            Question(
                "Qu'est-ce que je pourrais offrir à mon copain pour Noël ?", "apolline.corentin"
            ),
        ),
        forbidden=("crêpe", "grumeau"),
    ),
    User(
        "solenne",  # a job and a rabbit said only by what they imply, and a hedge
        sessions=(
            (
                "Quelle journée, j'en peux plus. Douze heures de courses : deux allers-retours à "
                "Roissy, un client qui a oublié sa valise dans le coffre, et le compteur du taxi "
                "qui a planté en plein périph.",
                "Et en rentrant, Gribouille avait encore grignoté le câble de la box. Il "
                "m'attendait peinard dans sa litière, à mâchouiller son foin comme si de rien "
                "n'était.",
                "Chaque année je me dis que je vais me mettre à la guitare, mais bon, je vais "
                "sûrement encore lâcher l'affaire.",
                "Sinon, tu sais pourquoi le ciel est bleu ?",
            ),
        ),
        facts=(
            Fact("solenne.job", "inferred", ("taxi|VTC|chauffeu",)),
            Fact("solenne.gribouille", "inferred", ("Gribouille",)),
        ),
        questions=(
            Question(
                "Je dois changer de voiture l'an prochain. Tu me conseilles quoi ?", "solenne.job"
            ),
            Question(
                "Je vais être hospitalisée trois jours en mars. Qu'est-ce que je dois organiser à "
                "la maison ?",
                "solenne.gribouille",
            ),
        ),
        forbidden=("guitare", "ciel", "bleu"),
    ),
    User(
        "mireille",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "Bon, autant te le dire tout de suite parce que ça change pas mal de choses : "
                "j'ai de l'ostéoporose. Je me suis déjà cassé le poignet deux fois en tombant "
                "bêtement, alors je fais gaffe à tout.",
                "Et le fromage, très peu pour moi : j'en mange pas, j'aime pas ça. Oui, je sais, "
                "pour une Française c'est presque un crime.",
                "Ma sœur veut que je fasse un bout du chemin de Compostelle avec elle cet été. "
                "Bof. Enfin, peut-être. Mais franchement, trois semaines à marcher avec un sac sur "
                "le dos, je me vois pas tenir.",
                "C'est quoi la différence entre un crocodile et un alligator ?",
            ),
        ),
        facts=(
            Fact("mireille.os", "constraint", ("ostéopor|osteopor",)),
            Fact("mireille.fromage", "negation", ("fromage|cheese",), negated=True),
        ),
        questions=(
            Question("Je voudrais me remettre au sport. Tu me conseilles quoi ?", "mireille.os"),
            Question(
                "Des amis m'invitent une semaine au ski en février. Je m'organise comment ?",
                "mireille.os",
            ),
            Question(
                "Je reçois six copines samedi pour l'apéro. Je prépare quoi ?", "mireille.fromage"
            ),
        ),
        forbidden=("Compostelle", "crocodile", "alligator"),
    ),
    User(
        "firmin",  # weather small talk, then a constraint, a preference and a negation
        sessions=(
            (
                "Purée de pois ce matin, on y voyait pas à dix mètres et le bus a mis une heure "
                "pour faire trois arrêts. Bref, je te le dis une fois pour toutes parce que ça "
                "compte pour plein de trucs : j'ai une hernie discale, donc je porte rien de "
                "lourd et je peux pas rester assis plus d'une heure d'affilée.",
                "Et évite-moi les anglicismes, s'il te plaît. Dis « courriel », pas « mail », "
                "et « sauvegarde », pas « backup » : le franglais, ça me hérisse.",
                "Par contre la foule, c'est non. Je mets jamais les pieds dans un centre "
                "commercial le samedi ni dans un concert, ça me fait paniquer.",
                "Au fait, qui a inventé le Minitel ?",
            ),
        ),
        facts=(
            Fact("firmin.dos", "constraint", ("hernie|herniat|discal|slipped",)),
            Fact("firmin.anglicismes", "preference", ("anglicism|franglais",)),
            Fact("firmin.foule", "negation", ("foule|crowd",), negated=True),
        ),
        questions=(
            Question("On déménage en avril. Comment je m'organise ?", "firmin.dos"),
            Question(
                "Je vais voir mes parents à Perpignan, ça fait six heures de train. Je m'organise "
                "comment ?",
                "firmin.dos",
            ),
            Question(
                "Tu peux m'expliquer comment garder une copie des photos de mon téléphone ?",
                "firmin.anglicismes",
            ),
            Question(
                "On a un week-end de trois jours en mai. Tu me proposes quoi ?", "firmin.foule"
            ),
        ),
        forbidden=("purée", "pois", "Minitel"),
    ),
    User(
        "sidonie",  # two other people, each with their own attributes
        sessions=(
            (
                "Mon beau-père Gaston vit chez nous depuis la Toussaint. Il a été amputé d'une "
                "jambe après un accident de moto il y a vingt ans, et sa prothèse le fait souffrir "
                "dès qu'il marche un peu trop.",
                "Et notre aînée, Maëlys, fait de l'asthme sévère : la fumée, les bougies "
                "parfumées, les poils de chat, et c'est la crise direct.",
                "Comment je rattrape un pull en laine qui a rétréci au lavage ?",
            ),
        ),
        facts=(
            Fact("sidonie.gaston", "close_person", ("Gaston", "amput|prothès|prosthe")),
            Fact("sidonie.maelys", "close_person", ("Maëlys", "asthm")),
        ),
        questions=(
            Question(
                "J'aimerais emmener mon beau-père en balade dimanche. Tu me proposes quoi ?",
                "sidonie.gaston",
            ),
            Question(
                "On organise l'anniversaire de notre aînée en mars. T'as des idées ?",
                "sidonie.maelys",
            ),
        ),
        forbidden=("pull", "rétréci", "laine"),
        idle=True,
    ),
    User(
        "marcel",  # dialysis ended by a kidney transplant, changed with a signal
        sessions=(
            (
                "Lundi, mercredi, vendredi : quatre heures branché à la machine de dialyse à "
                "l'hôpital de Nîmes. Je fais mes mots fléchés et je râle, c'est devenu ma "
                "routine.",
                "Tu me conseilles une série policière pas trop glauque ?",
            ),
            (
                "Grande nouvelle : on m'a greffé un rein il y a deux mois ! Maintenant c'est des "
                "immunosuppresseurs matin et soir, à heure fixe, mais je revis.",
                "Comment on réussit un bœuf bourguignon ?",
            ),
        ),
        facts=(
            Fact(
                "marcel.rein",
                "changed",
                ("greff|transplant|immunosupp",),
                old=("dialys",),
            ),
        ),
        questions=(
            Question(
                "On part deux semaines au Portugal en août. Je dois prévoir quoi ?", "marcel.rein"
            ),
            Question(
                "Samedi je vais au resto avec des copains. Je dois faire attention à quoi ?",
                "marcel.rein",
            ),
        ),
        forbidden=("série", "polici", "bourguignon", "fléché"),
    ),
    User(
        "murielle",  # six espressos a day given up for decaf, said only in passing
        sessions=(
            (
                "Je tourne à six expressos par jour, le premier avant même de m'habiller, sinon "
                "je suis pas fréquentable.",
                "Tu connais un bon bouquin sur l'histoire de la Rome antique ?",
            ),
            (
                "Franchement, depuis que je bois que du déca, je m'endors avant minuit, un vrai "
                "bébé. Du coup, t'aurais une recette rapide avec des poireaux ?",
            ),
        ),
        facts=(
            Fact(
                "murielle.cafe",
                "changed",
                ("déca|decaf",),
                old=("expresso|espresso|café|coffee",),
            ),
        ),
        questions=(
            Question(
                "Je reçois ma belle-famille dimanche midi. Je sers quoi à la fin du repas ?",
                "murielle.cafe",
            ),
            Question(
                "J'ai un gros coup de barre tous les jours en début d'après-midi au bureau. T'as "
                "des astuces ?",
                "murielle.cafe",
            ),
        ),
        forbidden=("Rome", "bouquin", "poireau"),
    ),
    User(
        "bakary",  # a yearly residence permit replaced by a French passport, said in passing
        sessions=(
            (
                "Chaque année c'est la même galère pour renouveler mon titre de séjour : trois "
                "heures de queue à la préfecture de Créteil, et je repars avec un récépissé en "
                "attendant la carte.",
                "Comment on fait pousser du basilic sur un balcon ?",
            ),
            (
                "Avec mon passeport français tout neuf, je suis passé à la douane d'Orly en deux "
                "minutes, sans une seule question. T'as une idée de cadeau pour une crémaillère ?",
            ),
        ),
        facts=(
            Fact(
                "bakary.papiers",
                "changed",
                ("passeport|passport|naturalis|nationalit|citoyen|citizen",),
                old=("séjour|residence|resident|récépissé",),
            ),
        ),
        questions=(
            Question(
                "Je pars une semaine à New York en novembre. Je dois préparer quels papiers ?",
                "bakary.papiers",
            ),
            Question(
                "Je voudrais voter aux prochaines municipales. Je fais comment ?", "bakary.papiers"
            ),
        ),
        forbidden=("basilic", "balcon", "crémaillère"),
    ),
    User(
        "audrey",  # an assistant suggestion the user turns down
        sessions=(
            (
                "On voudrait partir en famille pendant les vacances de Pâques. Tu nous conseilles "
                "quoi ?",
                "Ah non, surtout pas. On part de Clermont-Ferrand et on a pas de voiture, donc ce "
                "sera le train. Et notre fils Timéo est autiste : le bruit, le monde, les endroits "
                "qu'il connaît pas, c'est la crise assurée.",
                "bon, ok, merci",
            ),
        ),
        replies=(
            (
                "On voudrait partir en famille pendant les vacances de Pâques. Tu nous conseilles "
                "quoi ?",
                "Une semaine au ski à Val Thorens ou un club Marmara en Tunisie, avec kids club, "
                "animations et buffet à volonté : succès garanti avec les enfants !",
            ),
        ),
        facts=(
            Fact("audrey.ville", "self_passing", ("Clermont",)),
            Fact("audrey.timeo", "close_person", ("Timéo", "autis")),
        ),
        questions=(
            Question("Du coup, on part où ?", "audrey.ville"),
            Question(
                "On doit emmener notre fils chez le dentiste la semaine prochaine. Comment on le "
                "prépare ?",
                "audrey.timeo",
            ),
        ),
        forbidden=("Thorens", "Marmara", "Tunisie", "buffet", "kids"),
    ),
    User(
        "quentin",  # a suggestion waved away, a budget and a grandmother said in passing
        sessions=(
            (
                "Je voudrais offrir une tablette à ma grand-mère pour qu'elle puisse voir ses "
                "arrière-petits-enfants en visio. On a dans les 250 balles.",
                "Non, oublie. Mamie Odette a une DMLA, elle voit quasiment plus rien de l'œil "
                "droit, et avec son arthrose les petits boutons, c'est mort.",
                "d'accord, merci",
            ),
        ),
        replies=(
            (
                "Je voudrais offrir une tablette à ma grand-mère pour qu'elle puisse voir ses "
                "arrière-petits-enfants en visio. On a dans les 250 balles.",
                "L'iPad Pro 13 pouces avec l'Apple Pencil, c'est le top : écran sublime, et "
                "FaceTime marche nickel.",
            ),
        ),
        facts=(
            Fact("quentin.budget", "self_passing", ("250",)),
            Fact("quentin.odette", "close_person", ("Odette", "DMLA|macul|malvoy|vision")),
        ),
        questions=(
            Question("Du coup, je lui prends laquelle ?", "quentin.budget"),
            Question(
                "Pour Noël, je voudrais offrir à ma grand-mère une activité à faire chez elle. "
                "T'as des idées ?",
                "quentin.odette",
            ),
        ),
        forbidden=("iPad", "Pencil", "FaceTime", "pouces"),
    ),
    User(
        "eloise",  # a colleague's attribute, a hedge, a translation
        sessions=(
            (
                "Ma collègue Bérangère est enceinte de sept mois, et elle a des nausées dès "
                "qu'elle sent une odeur de friture.",
                "Je vais peut-être postuler comme cheffe d'équipe à l'agence de Rennes, mais "
                "franchement je crois pas que j'irai au bout.",
                "Tu peux me traduire ça en anglais ? « Suite à un incident technique, la "
                "livraison de vos palettes est reportée à lundi prochain. Nous vous prions de "
                "nous excuser pour la gêne occasionnée. »",
            ),
        ),
        facts=(Fact("eloise.berangere", "close_person", ("Bérangère", "enceinte|pregnan")),),
        questions=(
            Question(
                "On organise le repas de fin d'année du service. Je réserve où ?",
                "eloise.berangere",
            ),
        ),
        forbidden=("Rennes", "cheffe", "palette", "livraison", "incident"),
    ),
    User(
        "raymond",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "y a combien d'os dans le corps humain ?",
                "qui a peint la Joconde ?",
                "merci bcp",
            ),
        ),
        forbidden=("Joconde", "Vinci", "squelette", "206", "corps"),
    ),
)
