"""An eighteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `ay` in French (speakers from France, Belgium, Quebec and
Switzerland, some saying "tu" and some "vous", with a few typos, texting abbreviations and
one user who writes in lower case without accents) and `az` in English (Australian,
Indian, Irish, Southern American and Caribbean speakers, and a non-native speaker writing
in simple English). Each was written on its own, with its own people, places and
situations: neither is a translation of the other, nor of any earlier set.

Both sets mix the shapes of the earlier rounds: a long rambling message whose one question
comes at the very end, with the facts scattered through a story of the week; terse users
who drop a fact between two short requests; several facts in one turn; facts said
in passing inside a request (a letter to write, a snack to find); facts about the people
and animals close to the user (a partner, a child, a sister, a parent, a granddaughter, a
dog, a snake); facts said only by what they imply (a job never named, told by a day's
work: kind `inferred`, whose keywords may be the inference alone); standing constraints
and preferences (a diet, an allergy, a chronic illness, hearing aids, a form of address,
the units or the shape an answer should take, plain words) asked about later on another
topic; negations (`negated`: a memory must keep the "not"); plans the user doubts or rules
out, whose words are `forbidden`; and assistant suggestions the user declines or ignores,
scripted (`replies`), whose words are `forbidden` as well. One user in each set tells
nothing, and one short chat is learned by the inactivity flush (`idle`).

Each set changes three facts, and none of the changes carries a signal word: the later
session only mentions the new value in passing, as something already true (in `ay`, a
weekly day off, the way to work and a car; in `az`, a manager, where a parent lives and a
work shift), and the fact's `old` keywords find a memory that kept the old value. The
questions are asked the way the user would ask them later, on a topic the fact should
shape. A keyword "a|b" is found by either; keywords start a word, and were chosen so that
no other user's memory in the same set would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

FRENCH18: tuple[User, ...] = (
    User(
        "ghislaine",  # Belgian: a rambling week, a job said by what it implies, her husband
        sessions=(
            (
                "Bon, je te raconte ma semaine parce que je suis sur les genous. Samedi on a "
                "épluché quatre-vingts kilos de bintjes, la graisse de boeuf était chaude depuis "
                "dix heures du matin et avec les Fêtes de Wallonie la file devant le comptoir "
                "allait jusqu'à la boulangerie, une fois. Dimanche j'ai dormi jusqu'à midi, ça ne "
                "m'était pas arrivé depuis septante-huit je crois. Et lundi mon Freddy est revenu "
                "de chez le docteur avec un diabète de type 2, il doit perdre dix kilos et faire "
                "attention au sucre, lui qui met trois sucres dans son café... Ma voisine dit que "
                "son beau-frère s'en est sorti avec la marche, on verra bien. Enfin bref, il "
                "drache depuis trois jours sur Namur et j'ai le moral dans les chaussettes. Tu "
                "aurais une recette de carbonnades un peu plus légère, sans cassonade ?",
                "merci, je vais essayer ça dimanche",
            ),
        ),
        facts=(
            Fact("ghislaine.job", "inferred", ("frit|bintje",)),
            Fact("ghislaine.city", "self_passing", ("Namur",)),
            Fact("ghislaine.freddy", "close_person", ("Freddy", "diab")),
        ),
        questions=(
            Question(
                "Je voudrais faire une petite page Facebook pour mon commerce, qu'est-ce que je "
                "mets dedans ?",
                "ghislaine.job",
            ),
            Question(
                "J'ai mal aux poignets et aux épaules en fin de journée, qu'est-ce que tu me "
                "conseilles ?",
                "ghislaine.job",
            ),
            Question(
                "Une copine de Lyon vient me voir trois jours en octobre, qu'est-ce qu'on peut "
                "faire dans le coin ?",
                "ghislaine.city",
            ),
            Question(
                "Pour la fête des pères, qu'est-ce que je pourrais offrir à mon homme ?",
                "ghislaine.freddy",
            ),
            Question(
                "On va passer trois jours à la Côte avec mon mari, tu connais des bons restos ?",
                "ghislaine.freddy",
            ),
        ),
        forbidden=("carbonnade", "cassonade"),
    ),
    User(
        "rejean",  # Quebec, terse: a sugar bush said only by its work, inches and feet
        sessions=(
            (
                "salut",
                "les chaudières coulent en masse, 4000 entailles à checker pis j'ai fait bouillir "
                "jusqu'à 2h du matin. c'est quoi le meilleur truc contre les ampoules aux mains?",
                "ok merci",
            ),
            (
                "faut quelle épaisseur de contreplaqué pour un plancher de remise? en pouces, "
                "les centimètres j'comprends rien",
                "parfait",
            ),
        ),
        facts=(
            Fact("rejean.job", "inferred", ("erabl|sirop|acericult|sucrerie|entaill",)),
            Fact("rejean.pouces", "preference", ("pouce|imperial",)),
        ),
        questions=(
            Question(
                "ma blonde veut qu'on parte en Floride la deuxième semaine de mars, bonne idée?",
                "rejean.job",
            ),
            Question("j'pense me partir une petite business à côté, t'as des idées?", "rejean.job"),
            Question(
                "c'est quoi la bonne grandeur de poêle à bois pour un camp de chasse?",
                "rejean.pouces",
            ),
            Question("quelle hauteur pour une clôture de chien?", "rejean.pouces"),
        ),
        forbidden=("ampoule",),
    ),
    User(
        "maelle",  # Swiss, "vous": facts in passing in a letter, Crohn's, a day off that moves
        sessions=(
            (
                "Bonjour, pourriez-vous m'aider à écrire un courriel à ma gérance ? Le store de la "
                "chambre est bloqué depuis trois semaines dans notre appartement d'Yverdon. Je "
                "travaille à 80 % comme horlogère et je suis à la maison le mercredi, le "
                "concierge peut donc passer ce jour-là.",
                "Merci beaucoup. Autre chose : avec ma maladie de Crohn, je dois manger pauvre en "
                "fibres en ce moment. Auriez-vous une idée de souper simple pour ce soir ?",
                "Parfait, merci et belle soirée.",
            ),
            (
                "Bonjour ! Je profite de mes vendredis de congé pour ranger le galetas petit à "
                "petit. Par où commencer ?",
                "Merci, c'est très clair.",
            ),
        ),
        facts=(
            Fact("maelle.job", "self_passing", ("horlog",)),
            Fact("maelle.city", "self_passing", ("Yverdon",)),
            Fact("maelle.crohn", "constraint", ("Crohn",)),
            Fact("maelle.conge", "changed", ("vendredi",), old=("mercredi",)),
        ),
        questions=(
            Question(
                "Un cours de poterie en journée m'intéresserait, quel jour de la semaine "
                "pourrais-je y aller ?",
                "maelle.conge",
            ),
            Question(
                "Mon filleul voudrait que je l'emmène à la piscine une fois par semaine, quel "
                "jour serait le plus simple pour moi ?",
                "maelle.conge",
            ),
            Question(
                "Nous partons marcher deux jours dans le Jura avec des amis, que dois-je prévoir ?",
                "maelle.crohn",
            ),
            Question(
                "Je suis invitée à un mariage avec un menu en cinq plats, comment m'y prendre ?",
                "maelle.crohn",
            ),
            Question(
                "Mes yeux sont fatigués en fin de journée, avez-vous des conseils ?", "maelle.job"
            ),
            Question(
                "Une amie de Genève vient me voir, que pourrions-nous visiter près de chez moi ?",
                "maelle.city",
            ),
        ),
        forbidden=("store", "galetas"),
    ),
    User(
        "anatole",  # lower case, no accents, texting: studies, no pork, a deaf little sister
        sessions=(
            (
                "wsh, jsuis en 2e annee de kine a lille et jai un partiel d'anatomie dans 10 "
                "jours, comment je retiens tous les muscles de la jambe stp",
                "ok merci. sinon jpense a tout lacher pour partir en australie en pvt mais bon "
                "jme connais jle ferai jamais lol",
            ),
            (
                "jdois trouver un cadeau pour ma petite soeur soraya elle a 7 ans, elle est "
                "sourde donc japprends la lsf avec elle le soir, t'as des idees",
                "ah et jmange pas de porc, c pour le gouter d'anniv, jprends quoi comme bonbons",
                "merci t le meilleur",
            ),
        ),
        facts=(
            Fact("anatole.etudes", "self_passing", ("kine",)),
            Fact("anatole.ville", "self_passing", ("Lille",)),
            Fact("anatole.porc", "negation", ("porc",), negated=True),
            Fact("anatole.soraya", "close_person", ("Soraya", "sourd|LSF")),
        ),
        questions=(
            Question(
                "on fait un barbecue avec les potes de la promo dimanche, jachete quoi",
                "anatole.porc",
            ),
            Question(
                "jsuis invite a une raclette chez ma coloc, jpeux manger quoi", "anatole.porc"
            ),
            Question(
                "ma soeur veut aller au cine avec moi samedi, on choisit comment le film",
                "anatole.soraya",
            ),
            Question(
                "jcherche un job etudiant qui me servira plus tard, t'as des idees",
                "anatole.etudes",
            ),
            Question("c ou le meilleur coin pour courir pres de chez moi", "anatole.ville"),
        ),
        forbidden=("australie", "pvt"),
    ),
    User(
        "fabienne",  # a suggestion she turns down, and why: her partner, their diet, her town
        sessions=(
            (
                "Bonjour, je voudrais organiser un week-end surprise pour les quarante ans de ma "
                "compagne Aurélie en mai. Vous auriez une idée ?",
                "Ah non, surtout pas ! Aurélie est enceinte de cinq mois, donc pas d'alcool, et "
                "nous sommes végétariennes toutes les deux depuis des années. Je pensais plutôt à "
                "quelque chose de calme, pas trop loin de Blagnac, où on habite. Je travaille "
                "chez Airbus, je peux poser un jour sans problème.",
                "Merci, c'est déjà plus dans l'idée.",
            ),
        ),
        replies=(
            (
                "Bonjour, je voudrais organiser un week-end surprise pour les quarante ans de ma "
                "compagne Aurélie en mai. Vous auriez une idée ?",
                "Quelle belle attention ! Je vous propose un week-end à Saint-Émilion : visite "
                "des chais, dégustation de grands crus et dîner dans un restaurant gastronomique "
                "autour d'un menu foie gras et magret.",
            ),
        ),
        facts=(
            Fact("fabienne.aurelie", "close_person", ("Aurélie", "enceinte|grossesse")),
            Fact("fabienne.vege", "preference", ("vegetarien",)),
            Fact("fabienne.ville", "self_passing", ("Blagnac",)),
            Fact("fabienne.job", "self_passing", ("Airbus",)),
        ),
        questions=(
            Question(
                "Mes beaux-parents viennent dîner dimanche, vous avez une idée de plat principal ?",
                "fabienne.vege",
            ),
            Question(
                "Qu'est-ce que je pourrais préparer pour le repas de Noël à la maison ?",
                "fabienne.vege",
            ),
            Question(
                "Nous allons au restaurant japonais samedi avec ma compagne, que devrait-elle "
                "éviter ?",
                "fabienne.aurelie",
            ),
            Question(
                "Je voudrais offrir un massage à ma compagne, est-ce une bonne idée en ce moment ?",
                "fabienne.aurelie",
            ),
            Question(
                "Il y a un bon marché de producteurs pas loin de chez moi le week-end ?",
                "fabienne.ville",
            ),
            Question(
                "Je dois me présenter en deux minutes à un forum des métiers, vous m'aidez ?",
                "fabienne.job",
            ),
        ),
        forbidden=("Emilion", "degust", "crus", "magret"),
    ),
    User(
        "hippolyte",  # a formal Breton: age, town and dog in one turn, no anglicisms, a refusal
        sessions=(
            (
                "Bonjour. Je me présente : Hippolyte, 81 ans, veuf, je vis seul à Paimpol avec ma "
                "chienne Pistache, une vieille épagneule bretonne qui a de l'arthrose aux "
                "hanches. Ma petite-fille m'a installé ce programme sur la tablette. Pourriez-vous "
                "m'expliquer comment envoyer une photographie par courrier électronique ?",
                "Une prière : répondez-moi sans anglicismes. Je ne supporte pas qu'on me parle "
                "d'« e-mail » ou de « smartphone » quand notre langue a tout ce qu'il faut.",
                "Ma fille voudrait que je vende la maison pour un appartement à Rennes, près de "
                "chez elle. Je n'en ferai rien : je finirai mes jours ici, face à la mer.",
            ),
        ),
        facts=(
            Fact("hippolyte.age", "self_direct", ("81",)),
            Fact("hippolyte.ville", "self_direct", ("Paimpol",)),
            Fact("hippolyte.pistache", "close_person", ("Pistache", "arthros|hanche")),
            Fact("hippolyte.anglicismes", "preference", ("anglicism",)),
        ),
        questions=(
            Question(
                "J'aimerais faire le sentier des douaniers jusqu'à Ploumanac'h cet été. Combien "
                "de temps faut-il compter ?",
                "hippolyte.pistache",
            ),
            Question(
                "Que puis-je faire pour que ma chienne passe mieux l'hiver ?", "hippolyte.pistache"
            ),
            Question(
                "Expliquez-moi ce qu'est ce « cloud » dont tout le monde parle.",
                "hippolyte.anglicismes",
            ),
            Question(
                "Comment fonctionne une visioconférence ? Mon petit-fils veut m'appeler ainsi.",
                "hippolyte.anglicismes",
            ),
            Question(
                "Mes petits-enfants viennent en août, quelles sorties leur proposer près de chez "
                "moi ?",
                "hippolyte.ville",
            ),
            Question("Quel sport doux pourrais-je reprendre ?", "hippolyte.age"),
        ),
        forbidden=("Rennes", "appartement"),
    ),
    User(
        "wendy",  # Belgian, typos: a train, no licence, bullet points, then a carpool in passing
        sessions=(
            (
                "Salut ! Je prends le train de 7h12 à Charleroi-Sud tous les matins pour aller "
                "bosser à Bruxelles, et je n'ai pas le permis, alors je passe ma vie dans les "
                "trains :) Tu me conseillerais un bon livre audio ?",
                "Et répond moi en liste à puces stp, je lis ça sur mon GSM entre deux arrêts.",
            ),
            (
                "Hier au covoiturage, Nadia nous a fait écouter un podcast sur l'histoire de "
                "Bruxelles, trop bien. Tu en connais d'autres dans le même genre ?",
                "merci bcp !",
            ),
        ),
        facts=(
            Fact(
                "wendy.trajet",
                "changed",
                ("covoitur|Nadia",),
                old=("train|SNCB|7h12",),
            ),
            Fact("wendy.permis", "negation", ("permis",), negated=True),
            Fact("wendy.puces", "preference", ("puce",)),
            Fact("wendy.travail", "self_passing", ("Bruxelles",)),
        ),
        questions=(
            Question(
                "Il y a une grève à la SNCB jeudi, je vais comment au boulot ?", "wendy.trajet"
            ),
            Question(
                "Je voudrais apprendre le néerlandais pendant mes trajets, tu as une méthode ?",
                "wendy.trajet",
            ),
            Question(
                "Mon frère revend sa vieille Golf pour pas cher, je la prends ?", "wendy.permis"
            ),
            Question(
                "On part une semaine dans les Ardennes en juin, comment on s'organise pour bouger "
                "sur place ?",
                "wendy.permis",
            ),
            Question("Explique-moi comment marche l'indexation des salaires.", "wendy.puces"),
            Question(
                "Je cherche un resto sympa pour un afterwork avec mes collègues, une idée ?",
                "wendy.travail",
            ),
        ),
    ),
    User(
        "ludivine",  # several facts in one turn, a suggestion ignored, then a car in passing
        sessions=(
            (
                "Bonsoir, je suis aide-soignante de nuit dans un EHPAD à Marseille, maman solo de "
                "Nolan, 9 ans, qui a un TDAH, et je roule dans une vieille Clio qui me lâche un "
                "jour sur deux. Comment je m'organise pour qu'il fasse ses devoirs les soirs où "
                "je travaille ?",
                "Bon, merci, je file me coucher.",
            ),
            (
                "J'ai branché la Zoé à la borne du Carrefour pendant les courses et elle était "
                "pleine en quarante minutes. Tu as une recette rapide avec des courgettes ?",
                "top merci",
            ),
        ),
        replies=(
            (
                "Bonsoir, je suis aide-soignante de nuit dans un EHPAD à Marseille, maman solo de "
                "Nolan, 9 ans, qui a un TDAH, et je roule dans une vieille Clio qui me lâche un "
                "jour sur deux. Comment je m'organise pour qu'il fasse ses devoirs les soirs où "
                "je travaille ?",
                "Vous jonglez avec beaucoup de choses ! Pour les devoirs, un planning visuel aide "
                "beaucoup. Vous pourriez aussi inscrire Nolan au judo pour canaliser son énergie "
                "et lui donner des oméga-3, certains parents en sont contents.",
            ),
        ),
        facts=(
            Fact("ludivine.nolan", "close_person", ("Nolan", "TDAH|hyperactiv")),
            Fact("ludivine.job", "self_passing", ("soignant|EHPAD",)),
            Fact("ludivine.ville", "self_passing", ("Marseille",)),
            Fact("ludivine.voiture", "changed", ("Zoe|electri",), old=("Clio",)),
        ),
        questions=(
            Question(
                "Mon fils veut faire un sport à la rentrée, tu conseilles quoi ?", "ludivine.nolan"
            ),
            Question(
                "Comment je prépare l'anniversaire de mon fils avec six copains à la maison ?",
                "ludivine.nolan",
            ),
            Question(
                "On descend à Montpellier voir ma soeur en août, je dois prévoir quoi pour la "
                "route ?",
                "ludivine.voiture",
            ),
            Question(
                "Mon garagiste me propose une vidange à 90 euros, c'est utile ?",
                "ludivine.voiture",
            ),
            Question("J'arrive pas à dormir la journée, t'as des astuces ?", "ludivine.job"),
            Question(
                "Une copine de Nantes vient en juillet, on visite quoi dans ma ville ?",
                "ludivine.ville",
            ),
        ),
        forbidden=("judo", "omega"),
    ),
    User(
        "noemie",  # Quebec: a short chat between two meetings, learned by the inactivity flush
        sessions=(
            (
                "Allô! Vite de même entre deux réunions : je suis allergique aux noix, t'aurais "
                "une idée de collation pour le bureau?",
                "Pis tutoie-moi, c'est ben correct.",
            ),
        ),
        facts=(
            Fact("noemie.noix", "constraint", ("noix",)),
            Fact("noemie.tu", "preference", ("tutoi",)),
        ),
        questions=(
            Question(
                "Je dois apporter un dessert au party de Noël du bureau, qu'est-ce que je fais?",
                "noemie.noix",
            ),
            Question(
                "On va au resto thaï vendredi avec ma gang, qu'est-ce que je commande?",
                "noemie.noix",
            ),
            Question("Peux-tu m'expliquer comment fonctionne un CELI?", "noemie.tu"),
        ),
        idle=True,
    ),
    User(
        "octave",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "combien de grammes dans une cuillère à soupe de farine ?",
                "et qui a peint Le Radeau de la Méduse ?",
                "merci",
            ),
        ),
        forbidden=("farine", "radeau", "Méduse", "Géricault", "cuill"),
    ),
)

ENGLISH18: tuple[User, ...] = (
    User(
        "kirra",  # Australian: a rambling week, a partner away, a python, a doubt, no swimming
        sessions=(
            (
                "Strewth, what a week. I've been on my own out here since Daz headed off shearing "
                "past Longreach, three weeks on the board and he rings when the sheds knock off, "
                "if there's signal. Monday the ute blew a radiator hose on the way into Carnarvon "
                "Gorge, so I did my whole ranger shift with a bottle of water between my knees "
                "topping it up. Tuesday Noodle, that's my carpet python, got out of her enclosure "
                "and into the ceiling, and I spent the night listening to her thump about over the "
                "bedroom. Found her Wednesday curled up on the hot water system, looking very "
                "pleased with herself. Daz reckons we should get chooks as well, but honestly "
                "I'll never get round to it. Anyway, my niece is bringing four of her mates out "
                "for a sleepover on Saturday. What do I feed a bunch of fussy ten-year-olds?",
                "Ta. One more thing: they'll want to go in the creek and I can't swim, never "
                "learned, which is a bit embarrassing for a Queenslander. How do I keep an eye "
                "on them?",
            ),
        ),
        facts=(
            Fact("kirra.job", "self_passing", ("ranger",)),
            Fact("kirra.place", "self_passing", ("Carnarvon",)),
            Fact("kirra.daz", "close_person", ("Daz", "shear")),
            Fact("kirra.noodle", "close_person", ("Noodle", "python|snake")),
            Fact("kirra.swim", "negation", ("swim",), negated=True),
        ),
        questions=(
            Question(
                "My partner keeps doing his back in at work. Any stretches he could do?",
                "kirra.daz",
            ),
            Question(
                "I'm off to Brisbane for a week in March. What do I need to sort out at home "
                "before I go?",
                "kirra.noodle",
            ),
            Question("What should I keep in my first aid kit for work?", "kirra.job"),
            Question(
                "My cousin's coming up from Adelaide in July. What's worth doing round my way?",
                "kirra.place",
            ),
            Question(
                "We're heading to the Whitsundays for a few days. What should we book?",
                "kirra.swim",
            ),
        ),
        forbidden=("chook",),
    ),
    User(
        "meenakshi",  # Indian English: several facts a turn, a doubt, then a manager in passing
        sessions=(
            (
                "Hello, namaste. I am Meenakshi, working as an actuary in one insurance "
                "firm in Pune. My son Aarav is in 12th standard and preparing for JEE, so the "
                "whole house is running on his timetable only. Kindly suggest some healthy "
                "snacks he can have during late night study.",
                "One more thing. My manager Suresh sir is asking everybody to give one idea for "
                "our team outing. Please suggest something which is not too much walking, I am "
                "having sciatica from a slipped disc since two years. Also my husband is telling "
                "I should do an MBA, but at 44 with this much work, I don't think so yaar.",
                "Thank you so much, very useful.",
            ),
            (
                "Kavitha ma'am has approved my leave for Diwali week, so we are going to my "
                "mother's place in Nashik. What sweets can I make in bulk that will keep for a "
                "few days?",
                "Super, thanks.",
            ),
        ),
        facts=(
            Fact("meenakshi.job", "self_passing", ("actuar",)),
            Fact("meenakshi.city", "self_passing", ("Pune",)),
            Fact("meenakshi.aarav", "close_person", ("Aarav", "JEE|IIT")),
            Fact("meenakshi.sciatica", "constraint", ("sciatic|slipped",)),
            Fact("meenakshi.manager", "changed", ("Kavitha",), old=("Suresh",)),
        ),
        questions=(
            Question(
                "I need two weeks leave in December for my cousin's wedding. Please draft a mail "
                "to my manager.",
                "meenakshi.manager",
            ),
            Question(
                "My manager's birthday is on Friday. What gift should our team give?",
                "meenakshi.manager",
            ),
            Question(
                "We are planning a Goa trip by overnight sleeper bus. Is it okay for me?",
                "meenakshi.sciatica",
            ),
            Question("Which exercise can I start at home before office?", "meenakshi.sciatica"),
            Question(
                "My son is asking for a PlayStation for his birthday. Should I buy it?",
                "meenakshi.aarav",
            ),
            Question("Which online course will help me grow in my career?", "meenakshi.job"),
            Question("Suggest some weekend getaway near my city for the family.", "meenakshi.city"),
        ),
        forbidden=("MBA",),
    ),
    User(
        "lurleen",  # the American South: facts in passing in requests, then Daddy's new place
        sessions=(
            (
                "Hey there, sugar. I need help writing a little sign for my salon here in "
                "Hattiesburg. We're fixing to close the Friday after Thanksgiving and I want it "
                "to sound sweet, not bossy.",
                "Perfect. Now, Daddy's been living in our spare room since his hip surgery, and "
                "he's bored out of his mind. What can a 79-year-old do around the house that "
                "won't get him hurt?",
                "Oh, and before I forget, I'm deathly allergic to shellfish, so keep that in "
                "mind if you ever give me recipes. Thank you kindly.",
            ),
            (
                "Went by to see Daddy at Magnolia Gardens today, and he'd beat the whole hall at "
                "dominoes before lunch. Anyhow, what's a good pound cake recipe that doesn't dry "
                "out?",
                "Bless you.",
            ),
        ),
        facts=(
            Fact("lurleen.job", "self_passing", ("salon",)),
            Fact("lurleen.city", "self_passing", ("Hattiesburg",)),
            Fact("lurleen.shellfish", "constraint", ("shellfish",)),
            Fact("lurleen.daddy", "changed", ("Magnolia",), old=("spare",)),
        ),
        questions=(
            Question(
                "We're having Thanksgiving at our house this year. What do I need to plan for "
                "Daddy?",
                "lurleen.daddy",
            ),
            Question("I want to take Daddy out for Father's Day. Any ideas?", "lurleen.daddy"),
            Question(
                "My cousin's having a crawfish boil on Saturday. What should I bring?",
                "lurleen.shellfish",
            ),
            Question(
                "Me and the girls are going to New Orleans for a weekend. Where should we eat?",
                "lurleen.shellfish",
            ),
            Question("How can I get more young customers through the door?", "lurleen.job"),
            Question(
                "A new family at church just came to town. What should I tell them about living "
                "here?",
                "lurleen.city",
            ),
        ),
    ),
    User(
        "cathal",  # Irish, terse: a job said only by a dawn's work, an island, never flying
        sessions=(
            (
                "Lifted 200 pots off Achill at dawn, swell like a washing machine. Hands in bits. "
                "Best cream for cracked skin?",
                "grand",
            ),
            (
                "Never been on a plane and never will. Best way to get to Lourdes with the mother?",
                "sound",
            ),
        ),
        facts=(
            Fact("cathal.job", "inferred", ("fisherm|fishing|lobster|crab|pots",)),
            Fact("cathal.place", "self_passing", ("Achill",)),
            Fact("cathal.fly", "negation", ("fly|flies|flying|flight|flew|plane",), negated=True),
        ),
        questions=(
            Question(
                "Sister in Boston wants me over for her fiftieth in May. How'll I get there?",
                "cathal.fly",
            ),
            Question("Cheapest way to get to Santiago for a week?", "cathal.fly"),
            Question("Looking for a good watch for work. What'll I go for?", "cathal.job"),
            Question("Anything on for kids round my way this weekend?", "cathal.place"),
        ),
    ),
    User(
        "marcia",  # Caribbean: a suggestion turned down, her faith, a granddaughter, her trade
        sessions=(
            (
                "Good afternoon. I want to cook something nice for Sunday lunch when my son and "
                "his family come, what you would suggest?",
                "Eh-eh, no pork in this house, darling, I'm Seventh-day Adventist. Sunday is "
                "fine, is Saturday I keep. Give me something with chicken.",
                "Also my granddaughter Keziah, she's six, have eczema real bad. What cream is "
                "good for she skin?",
                "Thank you, darling. I have to go and tune two tenor pans for the band in "
                "Laventille before practice.",
            ),
        ),
        replies=(
            (
                "Good afternoon. I want to cook something nice for Sunday lunch when my son and "
                "his family come, what you would suggest?",
                "How lovely! A roast pork with crackling and a big trifle for dessert would make "
                "a proper Sunday spread.",
            ),
        ),
        facts=(
            Fact("marcia.pork", "negation", ("pork",), negated=True),
            Fact("marcia.adventist", "constraint", ("Adventist",)),
            Fact("marcia.keziah", "close_person", ("Keziah", "eczema")),
            Fact("marcia.job", "self_passing", ("tune|tuning|tuner",)),
            Fact("marcia.place", "self_passing", ("Laventille",)),
        ),
        questions=(
            Question(
                "My neighbour invite me to a fete this Saturday afternoon, I should go?",
                "marcia.adventist",
            ),
            Question(
                "The ladies asking me to cook for a fundraiser, what I could make?", "marcia.pork"
            ),
            Question(
                "My granddaughter coming to stay with me for the August holidays, what soap I "
                "should buy?",
                "marcia.keziah",
            ),
            Question(
                "My wrists and fingers does hurt at the end of the day, what I could do?",
                "marcia.job",
            ),
            Question(
                "A friend from London coming to visit, where I should carry she around near me?",
                "marcia.place",
            ),
        ),
        forbidden=("crackling", "trifle", "roast"),
    ),
    User(
        "hyunwoo",  # simple English: work, a daughter's allergy, plain words, then a new shift
        sessions=(
            (
                "Hello. I am from Korea, I work in Hyundai factory in Montgomery, night shift. My "
                "English is not good so please use simple English, short sentence.",
                "My daughter Hana is 6. She have peanut allergy. She start school next month. "
                "What I need to tell the teacher?",
                "Thank you very much.",
            ),
            (
                "After my morning shift finish at 2pm, I want to study English at the library. "
                "Which book is good for beginner?",
                "Thank you!",
            ),
        ),
        facts=(
            Fact("hyunwoo.work", "self_passing", ("Hyundai",)),
            Fact("hyunwoo.city", "self_passing", ("Montgomery",)),
            Fact("hyunwoo.shift", "changed", ("morning",), old=("night",)),
            Fact("hyunwoo.hana", "close_person", ("Hana", "peanut")),
            Fact("hyunwoo.simple", "preference", ("simple",)),
        ),
        questions=(
            Question(
                "My friend invite me to church choir practice on Tuesday 8 pm. Can I go?",
                "hyunwoo.shift",
            ),
            Question("What time is good for me to go to gym?", "hyunwoo.shift"),
            Question(
                "My daughter have birthday party at school. What snack I can bring?",
                "hyunwoo.hana",
            ),
            Question(
                "We go to Thai restaurant Saturday with my daughter. What we must be careful?",
                "hyunwoo.hana",
            ),
            Question("What is 401k? My company talk about it.", "hyunwoo.simple"),
            Question("I want buy new car. Which one is good for me?", "hyunwoo.work"),
            Question(
                "My wife want to visit a nice park near our home this weekend. Where we can go?",
                "hyunwoo.city",
            ),
        ),
    ),
    User(
        "aoife",  # Irish: a long message about work, hearing aids and her mam; the Camino doubted
        sessions=(
            (
                "Right, I'll try and keep this short but I won't. I do the lollipop outside the "
                "national school in Ballincollig, before nine and again at half two, and the "
                "council has us all doing a safety refresher on a Zoom call next week, which is "
                "grand except I've hearing aids in both ears and I can barely follow a video "
                "call even with the volume up full. Then Sunday I'm driving out to Macroom to "
                "Mam, Bernie, she's 88 and still living on her own and won't hear a word about a "
                "home help, and my sister Gráinne rings me every night to give out about it as "
                "if I'm the one who can change her mind. And I keep saying I'll walk the Camino "
                "next year for my sixtieth, but sure I said that for my fiftieth too. Anyway: how "
                "do I ask the council to put captions on the training without sounding like a "
                "moan?",
                "Brilliant, thanks a million.",
            ),
        ),
        facts=(
            Fact("aoife.job", "self_passing", ("lollipop|warden|crossing",)),
            Fact("aoife.hearing", "constraint", ("hearing",)),
            Fact("aoife.bernie", "close_person", ("Bernie", "Macroom|88")),
        ),
        questions=(
            Question(
                "The girls want to go for tapas on Friday in a packed place on Oliver Plunkett "
                "Street. Any tips?",
                "aoife.hearing",
            ),
            Question(
                "I'm thinking of joining a book club. Would an online one suit me?",
                "aoife.hearing",
            ),
            Question(
                "A friend's asked me away to Lanzarote for a week in October. What'll I need to "
                "sort before I go?",
                "aoife.bernie",
            ),
            Question(
                "My feet are killing me from standing. What shoes would you recommend for work?",
                "aoife.job",
            ),
        ),
        forbidden=("Camino",),
    ),
    User(
        "nev",  # Australian: a short chat learned by the inactivity flush
        sessions=(
            (
                "G'day. Type 2 diabetic here, so go easy on the sugar. What's a decent brekkie I "
                "can knock up in five minutes?",
                "And keep it plain, mate. No fancy words.",
            ),
        ),
        facts=(
            Fact("nev.diabetes", "constraint", ("diabet",)),
            Fact("nev.plain", "preference", ("plain",)),
        ),
        questions=(
            Question(
                "Mate's 60th at the pub Saturday. What should I watch out for?", "nev.diabetes"
            ),
            Question(
                "Grandkids want me to take them for ice cream. Any tips for me?", "nev.diabetes"
            ),
            Question("Can you explain how superannuation works?", "nev.plain"),
        ),
        idle=True,
    ),
    User(
        "boone",  # Southern and terse: a job said by the road, a dog, a suggestion ignored
        sessions=(
            (
                "Just crossed into Amarillo, 600 more miles and my logbook says I gotta sleep in "
                "2 hours. Every dang meal I eat is a gas station burrito. What's better?",
                "Naw. Dixie's riding with me, she's a beagle, she'll eat anything I leave out.",
                "later",
            ),
        ),
        replies=(
            (
                "Just crossed into Amarillo, 600 more miles and my logbook says I gotta sleep in "
                "2 hours. Every dang meal I eat is a gas station burrito. What's better?",
                "Life on the road is tough on the body! You could prep overnight oats and hummus "
                "wraps on your days off and keep them in a cooler.",
            ),
        ),
        facts=(
            Fact("boone.job", "inferred", ("truck|haul|logbook",)),
            Fact("boone.dixie", "close_person", ("Dixie", "beagle")),
        ),
        questions=(
            Question("My lower back's shot by Friday every week. What can I do?", "boone.job"),
            Question("What's a good podcast for long days at work?", "boone.job"),
            Question(
                "Need a motel in Oklahoma City tonight. What should I look for?", "boone.dixie"
            ),
        ),
        forbidden=("oats", "hummus", "wrap", "cooler"),
    ),
    User(
        "wendell",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what time is it in Tokyo when it's noon in Chicago?",
                "how many ounces in a cup?",
                "thx",
            ),
        ),
        forbidden=("Tokyo", "Chicago", "ounce", "noon"),
    ),
)
