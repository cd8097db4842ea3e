"""A twenty-first round of held-out learning sets, written before any run of them and
without reading the learning code: `be` in English, spoken by everyday people in Canada,
Australia, New Zealand, India, South Africa and Singapore, and `bf` in French, spoken in
Quebec, France, Belgium, Switzerland, Senegal and Reunion. Each was written on its own,
with its own people and situations (neither is a translation of the other, nor of any
earlier set).

Their turns are chatty and carry several facts at once, most of them in passing and in
the users' own idiom (regional words, lower-case typing, a colleague's slang). Jobs are
said only by what they imply (a morning round of pupils and a bus aisle, a tally before
smoko and a woolshed, blister packs and prescription refills, containers unloaded all
night, a morning of home visits with insulin and dressings); people close to the user
come with the detail that should shape later answers (a husband away four days a week,
a mother-in-law with diabetes, a grandson with asthma, a partner expecting twins, a
father in a wheelchair, a daughter who is autistic, a partner's sleep apnoea machine);
standing constraints and negations (`negated`: a memory must keep the "not") are meant to
shape answers on other topics (a bank account never had, no pork, no coffee, no
computer, no driving licence, no chilli). Hedged plans (a second shop, a degree, a
nursing course, a microbrewery) are no facts: their words are `forbidden`, as are the
words of small talk beside the real facts. Three changes per set are told with no signal
at all: the later session only describes the new situation (a commute by car, a mother
in a care home, a flat of one's own; a flat shared with a partner, a workshop in another
district, a baby born). Assistant suggestions and a wrong guess the user never takes up
are scripted (`replies`) and their words are `forbidden`; one user per set tells
nothing, and one short chat per set is learned by the inactivity flush. Questions are
asked both directly and on a topic the fact should shape. A keyword "a|b" is found by
either; keywords start a word, and were chosen so that no other user's memory would hold
them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH21: tuple[User, ...] = (
    User(
        "harpreet",  # a wrong guess corrected, a husband's schedule, a household constraint
        sessions=(
            (
                "Ugh, the 410 was a parking lot again this morning. Forty minutes to do what "
                "should've been twelve, and I had a patient booked for eight sharp.",
                "Lol no, I don't drive for a living, that's my husband Gurjot. He does long-haul "
                "to Winnipeg and back, so he's gone Monday to Thursday most weeks. I'm the "
                "hygienist at a dental clinic off Queen Street. The eight o'clock was fine, I "
                "just showed up sweaty.",
                "Quick question though. His mom lives with us, she's 79 and diabetic and has the "
                "biggest sweet tooth. What are some Indian desserts that won't spike her sugar? "
                "And keep in mind nobody in this house touches eggs, the whole kitchen's "
                "vegetarian.",
            ),
        ),
        replies=(
            (
                "Ugh, the 410 was a parking lot again this morning. Forty minutes to do what "
                "should've been twelve, and I had a patient booked for eight sharp.",
                "Forty minutes, ouch! That's the cab driver's life, I suppose. Have you thought "
                "about an audiobook subscription to make the traffic go faster?",
            ),
        ),
        facts=(
            Fact("harpreet.job", "self_direct", ("hygien",)),
            Fact("harpreet.gurjot", "close_person", ("Gurjot", "haul|Winnipeg|Monday")),
            Fact("harpreet.veg", "constraint", ("vegetarian|egg",)),
            Fact("harpreet.inlaw", "close_person", ("diabet",)),
        ),
        questions=(
            Question(
                "Can you give me a few high-protein breakfasts I can eat on the way to work?",
                "harpreet.veg",
            ),
            Question(
                "The clinic's having a potluck on Friday. What should I bake?", "harpreet.veg"
            ),
            Question(
                "There's a couples' salsa class on Wednesday nights at the community centre. "
                "Could my husband and I sign up for it together?",
                "harpreet.gurjot",
            ),
            Question(
                "The whole family's coming over for Diwali and I'm in charge of the sweets. What "
                "should I make?",
                "harpreet.inlaw",
            ),
            Question(
                "I'm thinking of asking for a raise. How should I make my case?", "harpreet.job"
            ),
        ),
        forbidden=("cab", "audiobook", "subscription"),
    ),
    User(
        "wendell",  # a job said by what it implies, a daughter, sobriety, a commute that changes
        sessions=(
            (
                "Exam week. I've had forty-odd grade twelves through my office since Monday, half "
                "of them crying about university applications and the other half crying about "
                "their parents.",
                "My daughter Colette's coming home from Montreal for the long weekend. She's in "
                "second year architecture at McGill and lives on instant noodles, so I want to "
                "cook her something proper Friday night. Skip any wine pairing though, I'm eleven "
                "years sober this March.",
                "And I need a book for the ferry ride home, something that isn't about feelings. "
                "The crossing's only twelve minutes so short chapters would be ideal.",
            ),
            (
                "Twelve bucks a day for parking downtown. Highway robbery. At least the drive over "
                "the Macdonald Bridge is quick if I'm out the door before quarter past seven.",
                "Anyway, how do I get salt stains off rubber floor mats?",
            ),
        ),
        facts=(
            Fact("wendell.job", "inferred", ("counsel|guidance|school|teacher",)),
            Fact("wendell.colette", "close_person", ("Colette", "McGill|Montreal|architect")),
            Fact("wendell.sober", "constraint", ("sober|alcohol|drink",)),
            Fact("wendell.commute", "changed", ("driv|bridge|parking",), old=("ferry",)),
        ),
        questions=(
            Question(
                "A parent just emailed me, furious about their kid's final mark. How should I "
                "reply?",
                "wendell.job",
            ),
            Question(
                "My daughter's got exams coming up. What could I send her in a care package?",
                "wendell.colette",
            ),
            Question(
                "We're going to a wedding in Lunenburg next month and there's an open bar. Any "
                "tips for getting through the evening?",
                "wendell.sober",
            ),
            Question(
                "A big nor'easter is forecast for tomorrow morning. How should I plan my trip in "
                "to work?",
                "wendell.commute",
            ),
            Question("Is it worth getting winter tires this year?", "wendell.commute"),
        ),
        forbidden=("noodle", "mats"),
    ),
    User(
        "kerryn",  # a florist in passing, a husband, a hedge, a mother who goes into care
        sessions=(
            (
                "Mother's Day week, so I've been at the shop since four every morning. My hands "
                "smell like eucalyptus and I've got rose thorns in places I won't mention. "
                "Running a little florist in Paddington is glamorous, they said.",
                "My husband Darren does the deliveries in the van and he's already reversed into "
                "a letterbox once this week, bless him. My sister reckons we should open a second "
                "shop out at the Valley. Maybe one day. Probably not.",
                "Mum's still in her own unit in Toowoomba, 84 and fiercely independent, and I "
                "drive up every second Sunday to do her shopping and check the smoke alarms. "
                "Anyway, can you explain what a self-managed super fund is? Plain English please, "
                "I glaze over at anything with acronyms.",
            ),
            (
                "Mum's room at Jacaranda Gardens gets the morning sun, the staff do her hair "
                "every Thursday, and she's already got a nemesis at bingo.",
                "What's a good slow-cooker meal for a cold night?",
            ),
        ),
        facts=(
            Fact("kerryn.job", "self_passing", ("florist|flower",)),
            Fact("kerryn.darren", "close_person", ("Darren", "deliver")),
            Fact("kerryn.plain", "preference", ("plain|jargon|acronym",)),
            Fact("kerryn.mum", "changed", ("Jacaranda|nursing",), old=("unit",)),
        ),
        questions=(
            Question("Can you explain how a reverse mortgage works?", "kerryn.plain"),
            Question("Which weeks of the year should I never book a holiday in?", "kerryn.job"),
            Question(
                "My husband's talking about cutting back to three days a week. How would that "
                "affect things for us?",
                "kerryn.darren",
            ),
            Question("It's Mum's birthday next month. What could I get her?", "kerryn.mum"),
            Question(
                "I've been asked to do every Sunday at the markets from next month. Does that "
                "clash with anything I usually do?",
                "kerryn.mum",
            ),
        ),
        forbidden=("Valley", "bingo", "nemesis", "letterbox", "eucalypt"),
    ),
    User(
        "rohan",  # lower-case typing, a preference, a sister, a PG room left for a flat
        sessions=(
            (
                "bro my PG in Koramangala has the worst mess food. today's sambar was basically "
                "hot water with one drumstick floating in it",
                "anyway i just joined a fintech in Bellandur as a junior data analyst and "
                "everyone talks in SQL. can you explain left join vs inner join? explain it with "
                "cricket pls, that's the only way stuff sticks in my head",
                "also i can't have milk, lactose intolerant, so the mess chai is off limits and "
                "i'm surviving on black coffee lol. my sister Tanvi is doing MBBS in Manipal and "
                "she says that's not healthy but she sends me memes at 3am so who is she to talk",
            ),
            (
                "cooked my first proper dal in my own kitchen in HSR Layout tonight, the landlord "
                "uncle even came up to check the gas connection. tiny place but it's all mine",
                "how do i stop rice sticking to the bottom of the pressure cooker?",
            ),
        ),
        facts=(
            Fact("rohan.cricket", "preference", ("cricket",)),
            Fact("rohan.lactose", "constraint", ("lactose|dairy",)),
            Fact("rohan.tanvi", "close_person", ("Tanvi", "MBBS|Manipal")),
            Fact("rohan.home", "changed", ("HSR",), old=("PG|Koramangala",)),
        ),
        questions=(
            Question(
                "can you explain what overfitting means in machine learning?", "rohan.cricket"
            ),
            Question("what's a quick breakfast i can make before work?", "rohan.lactose"),
            Question("my sister's birthday is coming up, what should i get her?", "rohan.tanvi"),
            Question(
                "i want to invite my team over for a small party on saturday. what do i need to "
                "sort out?",
                "rohan.home",
            ),
            Question(
                "help me make a monthly budget for rent, groceries and cooking gas", "rohan.home"
            ),
        ),
        forbidden=("sambar", "drumstick", "meme"),
    ),
    User(
        "nomvula",  # a grandson's asthma, a trade, arthritis, and a bank account never had
        sessions=(
            (
                "Sawubona. My grandson Sipho has been coughing all week. He is nine and his "
                "asthma gets bad when it is dusty, and it is very dusty. He stays with me since "
                "his mother went to work in Dubai.",
                "I do braids from my house in Umlazi, mostly knotless and cornrows for the "
                "schoolgirls, but my thumbs are giving in. The sister at the clinic says it is "
                "arthritis.",
                "People keep telling me to open a bank account for my savings, but I have never "
                "had one. Everything goes into our stokvel, and the rest I keep at home. What "
                "can I do about all this dust in the house?",
            ),
        ),
        facts=(
            Fact("nomvula.sipho", "close_person", ("Sipho", "asthma|inhaler")),
            Fact("nomvula.job", "self_direct", ("braid|hair",)),
            Fact("nomvula.hands", "constraint", ("arthrit",)),
            Fact("nomvula.bank", "negation", ("bank",), negated=True),
        ),
        questions=(
            Question(
                "The school is taking the children on a camp in the Drakensberg. What must I "
                "pack for my grandson?",
                "nomvula.sipho",
            ),
            Question("How should I price my work for the December rush?", "nomvula.job"),
            Question(
                "What can I do so that I can keep working for many more years?", "nomvula.hands"
            ),
            Question("A client wants to pay me by EFT. How can I do it?", "nomvula.bank"),
            Question(
                "How can I save up for my grandson's school fees for next year?", "nomvula.bank"
            ),
        ),
    ),
    User(
        "tane",  # a shearer said by what it implies, a partner expecting twins, coeliac, a town
        sessions=(
            (
                "Kia ora. Four hundred and eight before smoko today, a personal best, but my "
                "lower back is filing a formal complaint.",
                "Question for you. My partner Mere is due with twins in August and she's sick of "
                "people asking if she's sure it's only two. What's a polite comeback?",
                "Also everyone's bringing a plate to the woolshed party on Saturday and I'm "
                "coeliac, so I'd better bring something I can actually eat. Keep it simple, I'm "
                "no chef. We're down here in Gore so the supermarket's not exactly fancy.",
            ),
        ),
        facts=(
            Fact("tane.job", "inferred", ("shear|sheep|farm",)),
            Fact("tane.mere", "close_person", ("Mere", "twin|pregnan")),
            Fact("tane.coeliac", "constraint", ("coeliac|celiac|gluten",)),
            Fact("tane.town", "self_passing", ("Gore",)),
        ),
        questions=(
            Question(
                "My back's stuffed by Friday most weeks. How do I look after it with the work I "
                "do?",
                "tane.job",
            ),
            Question("What should I get my partner for her birthday in June?", "tane.mere"),
            Question(
                "We're thinking of changing cars next year. What should we be looking for?",
                "tane.mere",
            ),
            Question(
                "We're off to the Bluff Oyster Festival. Anything I should watch out for when it "
                "comes to the food?",
                "tane.coeliac",
            ),
            Question(
                "Where's a good spot for a weekend away within two hours' drive of home?",
                "tane.town",
            ),
        ),
    ),
    User(
        "siewling",  # an assistant's hotel suggestion turned down for her parents' conditions
        sessions=(
            (
                "Can help me plan a staycation for my parents' 40th anniversary? Budget about "
                "$800.",
                "Aiyah, cannot lah. My father is in a wheelchair since his stroke, so nothing "
                "with steps or long walks. And my mother is scared of heights, she won't even go "
                "up to an observation deck.",
                "Ok let me check with my brother first. Keep your replies short ah, I read them "
                "on the MRT between audit clients.",
            ),
        ),
        replies=(
            (
                "Can help me plan a staycation for my parents' 40th anniversary? Budget about "
                "$800.",
                "What a lovely occasion! I'd suggest two nights at Marina Bay Sands: a rooftop "
                "dinner overlooking the bay, then a couples' massage the next morning.",
            ),
        ),
        facts=(
            Fact("siewling.father", "close_person", ("wheelchair|stroke",)),
            Fact("siewling.mother", "close_person", ("height",)),
            Fact("siewling.job", "self_passing", ("audit",)),
            Fact("siewling.short", "preference", ("short|brief",)),
        ),
        questions=(
            Question(
                "Which hotel would you recommend for my parents' anniversary?", "siewling.father"
            ),
            Question(
                "My cousins want to take the whole family on the Skyway at Gardens by the Bay. "
                "Good idea?",
                "siewling.mother",
            ),
            Question(
                "My dad wants to go out for hawker food more often. Any tips?", "siewling.father"
            ),
            Question("When should I take my annual leave this year?", "siewling.job"),
            Question("What's the difference between an ETF and a unit trust?", "siewling.short"),
        ),
        forbidden=("Marina", "Sands", "rooftop", "massage"),
    ),
    User(
        "ifeoma",  # a pharmacy job said by what it implies, a son's allergy, no pork, a hedge
        sessions=(
            (
                "Long day. I counted out about three hundred blister packs for the seniors' "
                "home, and three different people yelled at me about their Ozempic refills like "
                "I personally run the supply chain.",
                "Anyway, Chidi's school bake sale is on Friday. He's fourteen and has a peanut "
                "allergy, the serious EpiPen kind, so I'm sending my own stuff. Can you give me "
                "a recipe? Number the steps please, I follow recipes like a checklist or I mess "
                "up.",
                "And nothing with pork, we don't eat it. I keep saying I'll do an MBA, it's been "
                "about six years of saying it. Maybe when Chidi leaves for university, maybe "
                "never, who knows.",
            ),
        ),
        facts=(
            Fact("ifeoma.job", "inferred", ("pharmac|dispens|prescri|chemist",)),
            Fact("ifeoma.chidi", "close_person", ("Chidi", "peanut")),
            Fact("ifeoma.steps", "preference", ("step",)),
            Fact("ifeoma.pork", "negation", ("pork",), negated=True),
        ),
        questions=(
            Question("Help me write a headline for my LinkedIn profile.", "ifeoma.job"),
            Question("What snacks should I pack for my son's hockey tournament?", "ifeoma.chidi"),
            Question("How do I change the wiper blades on my car?", "ifeoma.steps"),
            Question("Can you give me a recipe for a slow-cooker Sunday dinner?", "ifeoma.pork"),
            Question(
                "We're hosting a backyard barbecue for Canada Day. What should I put on the grill?",
                "ifeoma.pork",
            ),
        ),
        forbidden=("MBA",),
    ),
    User(
        "hazel",  # a short chat while the kettle boils, learned by the inactivity flush
        sessions=(
            (
                "Quick one while the kettle boils. I've got macular degeneration, so big print "
                "please if you're writing anything out for me, and short sentences.",
                "My grandson Lachie set this up on the tablet for me before he went back to uni "
                "in Launceston. Clever boy. What's a good soup for a cold night?",
            ),
        ),
        facts=(
            Fact("hazel.eyes", "constraint", ("macula",)),
            Fact("hazel.print", "preference", ("print",)),
            Fact("hazel.lachie", "close_person", ("Lachie", "Launceston|tablet")),
        ),
        questions=(
            Question(
                "Can you write out a shopping list for a roast dinner for six?", "hazel.print"
            ),
            Question("Is it safe for me to keep driving at night?", "hazel.eyes"),
            Question("What could I send my grandson for his birthday?", "hazel.lachie"),
        ),
        forbidden=("kettle", "soup"),
        idle=True,
    ),
    User(
        "brody",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what's the capital of Tasmania?",
                "how many grams in a cup of flour",
                "cheers mate",
            ),
        ),
        forbidden=("Tasmania", "Hobart", "gram", "flour", "cup"),
    ),
)

FRENCH21: tuple[User, ...] = (
    User(
        "josiane",  # a bus driver said by what it implies, a partner's apnoea, no coffee, lists
        sessions=(
            (
                "Ouf. J'ai ramassé mes quarante-deux flos à 6h50 à matin pis y'en a un qui a "
                "vomi dans l'allée avant même qu'on arrive à l'école. Douze ans que je fais la "
                "route de Laterrière, j'pensais avoir tout vu.",
                "Mon chum Réjean fait de l'apnée du sommeil, y dort avec sa machine CPAP depuis "
                "deux ans. On voudrait partir en camping cet été, c'est-tu réaliste ?",
                "Pis moi le café, oublie ça, j'en bois pas, ça me donne des palpitations. Quand "
                "tu me réponds, fais-moi des listes, j'ai pas la tête à lire des romans.",
            ),
        ),
        facts=(
            Fact("josiane.job", "inferred", ("autobus|chauffeu|conductric|bus",)),
            Fact("josiane.rejean", "close_person", ("Rejean", "apnee|CPAP|apnea")),
            Fact("josiane.cafe", "negation", ("cafe|coffee",), negated=True),
            Fact("josiane.listes", "preference", ("liste",)),
        ),
        questions=(
            Question(
                "J'aimerais me trouver une petite job d'appoint. Qu'est-ce qui marcherait avec "
                "mon horaire ?",
                "josiane.job",
            ),
            Question(
                "On veut prendre l'avion pour aller en Floride en mars, mon chum pis moi. Faut "
                "penser à quoi ?",
                "josiane.rejean",
            ),
            Question(
                "Mon chum a 60 ans en mai, j'aimerais lui offrir une fin de semaine dans un "
                "chalet. Qu'est-ce que je dois vérifier avant de réserver ?",
                "josiane.rejean",
            ),
            Question(
                "Je suis brûlée l'après-midi. Qu'est-ce que je peux prendre pour me réveiller ?",
                "josiane.cafe",
            ),
            Question("Comment je prépare mon char pour l'hiver ?", "josiane.listes"),
        ),
        forbidden=("vomi",),
    ),
    User(
        "baptiste",  # a trade, asthma from flour, a shared flat left for one with his partner
        sessions=(
            (
                "Salut ! Je suis apprenti boulanger à la Croix-Rousse, réveil à 3h du mat', et "
                "le soir à 19h je dors debout. T'aurais des idées de repas vite faits ?",
                "Précision : on est quatre en coloc et le frigo c'est la guerre, donc un truc "
                "que je peux faire en grosse quantité et planquer dans des boîtes, ça m'arrange.",
                "Et le pneumologue m'a dit que j'ai de l'asthme, sûrement à cause de la farine. "
                "Je dois faire gaffe à quoi au quotidien ?",
            ),
            (
                "Inès a ramené ses derniers cartons samedi, l'appart de Villeurbanne commence à "
                "ressembler à quelque chose. Elle est prof des écoles, du coup le frigo est déjà "
                "couvert de dessins de ses CP.",
                "Tu as une bonne recette de gratin dauphinois ?",
            ),
        ),
        facts=(
            Fact("baptiste.job", "self_direct", ("boulang",)),
            Fact("baptiste.asthme", "constraint", ("asthm",)),
            Fact("baptiste.ines", "close_person", ("Ines", "ecoles|instit|enseign|CP")),
            Fact("baptiste.logement", "changed", ("Villeurbanne",), old=("coloc",)),
        ),
        questions=(
            Question(
                "Je veux me remettre au sport. Quel créneau horaire tu me conseilles ?",
                "baptiste.job",
            ),
            Question(
                "Je pars faire une rando en montagne avec des potes en août. Je mets quoi dans "
                "mon sac ?",
                "baptiste.asthme",
            ),
            Question(
                "Un collègue fume juste devant la porte du fournil à chaque pause. Je lui dis "
                "quelque chose ?",
                "baptiste.asthme",
            ),
            Question(
                "Quand est-ce qu'on pourrait partir en vacances tous les deux cette année ?",
                "baptiste.ines",
            ),
            Question(
                "On fait la crémaillère le mois prochain. Tu m'aides à voir tout ce qu'il faut "
                "prévoir ?",
                "baptiste.logement",
            ),
        ),
        forbidden=("gratin", "dauphinois"),
    ),
    User(
        "gaetan",  # an assistant's recovery tips turned down, a knee, a daughter away at college
        sessions=(
            (
                "Septante-deux bornes à vélo dimanche avec les copains du club, j'ai les cuisses "
                "en compote.",
                "Bof, ce genre de trucs c'est pas pour moi. Ce qui m'inquiète plutôt, c'est mon "
                "genou : je me suis fait opérer des ligaments croisés l'an passé et il gonfle "
                "après les grosses sorties. Et la semaine je fais déjà ma tournée de facteur à "
                "vélo, donc il dérouille.",
                "Autre chose : ma fille Manon est en kot à Louvain-la-Neuve, première année de "
                "véto, et elle vit de pâtes au beurre. T'aurais des recettes pas chères à lui "
                "envoyer ? Elle est végétarienne, hein, depuis ses quinze ans.",
            ),
        ),
        replies=(
            (
                "Septante-deux bornes à vélo dimanche avec les copains du club, j'ai les cuisses "
                "en compote.",
                "Bravo, septante-deux kilomètres, c'est impressionnant ! Pour bien récupérer, "
                "rien ne vaut une séance de sauna suivie d'un bain de cryothérapie.",
            ),
        ),
        facts=(
            Fact("gaetan.genou", "constraint", ("genou|ligament|croise|knee",)),
            Fact("gaetan.job", "self_passing", ("facteur|postier|courrier",)),
            Fact("gaetan.manon", "close_person", ("Manon", "veto|veterin|Louvain")),
            Fact("gaetan.manon_vege", "close_person", ("Manon", "vegetar")),
        ),
        questions=(
            Question(
                "Je voudrais me mettre à la course à pied en plus du vélo. Tu me conseilles quoi ?",
                "gaetan.genou",
            ),
            Question(
                "Quel sport d'hiver on pourrait essayer en famille cette année ?", "gaetan.genou"
            ),
            Question(
                "Comment je m'habille pour le boulot s'il drache toute la semaine ?",
                "gaetan.job",
            ),
            Question(
                "C'est l'anniversaire de ma fille le mois prochain, une idée de cadeau ?",
                "gaetan.manon",
            ),
            Question(
                "Ma fille rentre à la maison ce week-end, je lui prépare quoi pour le souper ?",
                "gaetan.manon_vege",
            ),
        ),
        forbidden=("sauna", "cryo"),
    ),
    User(
        "aminata",  # a trade, a mother's blood pressure, no computer, a workshop elsewhere later
        sessions=(
            (
                "Bonsoir. Je suis couturière, j'ai mon petit atelier à la Médina avec deux "
                "apprenties, et avec la Tabaski qui arrive on coud jusqu'à minuit tous les soirs.",
                "Ma mère vit avec moi, elle a la tension et le docteur lui a dit de réduire le "
                "sel. Mais chez nous, un thiéboudienne sans sel, ça ne ressemble à rien ! Tu as "
                "des astuces ?",
                "Je voudrais aussi faire des factures propres pour mes clientes. Par contre je "
                "n'ai pas d'ordinateur, je fais tout sur mon téléphone.",
            ),
            (
                "Le loyer de l'atelier à Liberté 6 me fait mal au cœur, mais les clientes du "
                "quartier paient mieux qu'à la Médina, donc bon.",
                "Comment on enlève une tache de bougie sur du bazin ?",
            ),
        ),
        facts=(
            Fact("aminata.job", "self_direct", ("coutur",)),
            Fact("aminata.maman", "close_person", ("tension|hypertens",)),
            Fact("aminata.ordi", "negation", ("ordi|PC|computer",), negated=True),
            Fact("aminata.atelier", "changed", ("Liberte",), old=("Medina",)),
        ),
        questions=(
            Question(
                "Je veux faire un petit site pour montrer mes modèles. Je commence par où ?",
                "aminata.ordi",
            ),
            Question(
                "Comment je peux suivre mes dépenses et mes rentrées chaque mois sans "
                "m'embrouiller ?",
                "aminata.ordi",
            ),
            Question(
                "Qu'est-ce que je peux cuisiner dimanche pour toute la famille ?",
                "aminata.maman",
            ),
            Question(
                "Qu'est-ce que je pourrais proposer comme services en plus pour gagner un peu "
                "mieux ma vie ?",
                "aminata.job",
            ),
            Question(
                "Je veux faire imprimer des cartes de visite. Qu'est-ce que je mets dessus ?",
                "aminata.atelier",
            ),
        ),
        forbidden=("bougie",),
    ),
    User(
        "sandrine",  # a workplace in passing, a son's diabetes, a hernia, "tu", a hedge
        sessions=(
            (
                "Coucou. Nuit compliquée aux Tilleuls, l'EHPAD où je bosse : trois résidents qui "
                "ont sonné toute la nuit, dont une dame qui voulait juste savoir l'heure. Et tu "
                "peux me tutoyer hein, avec le vous j'ai l'impression d'être chez le notaire.",
                "Mon fils Lucas a 16 ans, il est diabétique de type 1 et il veut partir en camp "
                "scout cet été. Moi je stresse. C'est raisonnable ?",
                "De toute façon j'ai une hernie discale, donc c'est lui qui portera son sac, "
                "hein. Des fois je me dis que je devrais reprendre des études pour devenir "
                "infirmière, mais bon, à mon âge, avec les horaires... j'y crois moyen.",
            ),
        ),
        facts=(
            Fact("sandrine.job", "self_passing", ("EHPAD|Tilleuls",)),
            Fact("sandrine.lucas", "close_person", ("Lucas", "diabet")),
            Fact("sandrine.hernie", "constraint", ("hernie|discal",)),
            Fact("sandrine.tutoi", "preference", ("tutoi|tutoy",)),
        ),
        questions=(
            Question(
                "Ma salle de sport propose des cours de CrossFit avec des soulevés de terre. Je "
                "m'inscris ?",
                "sandrine.hernie",
            ),
            Question(
                "On change d'appart le mois prochain, comment je m'organise pour les cartons ?",
                "sandrine.hernie",
            ),
            Question(
                "Mon fils veut faire une soirée pizza avec ses copains samedi, je dois prévoir "
                "quoi ?",
                "sandrine.lucas",
            ),
            Question(
                "Je remplis un dossier de prêt, qu'est-ce que je mets comme employeur ?",
                "sandrine.job",
            ),
            Question(
                "Tu peux m'expliquer comment marche le prélèvement à la source ?",
                "sandrine.tutoi",
            ),
        ),
        forbidden=("infirmi", "notaire"),
    ),
    User(
        "karim",  # a docker said by what it implies, an assistant's outing turned down
        sessions=(
            (
                "Nuit blanche au port, on a déchargé trois porte-conteneurs à la suite, j'ai "
                "encore le bip des portiques dans la tête.",
                "Bref. Je cherche une sortie pour ce week-end avec les trois petits.",
                "Avec Inaya c'est pas possible : elle a 7 ans, elle est autiste, et le bruit de "
                "la foule ça la met dans tous ses états. Et j'ai pas le permis, donc faut que ce "
                "soit faisable en bus ou en métro.",
                "Et sinon, un plat que je peux lancer à la cocotte-minute en rentrant ? La "
                "cocotte c'est mon seul truc en cuisine, je fais tout avec.",
            ),
        ),
        replies=(
            (
                "Bref. Je cherche une sortie pour ce week-end avec les trois petits.",
                "Bonne idée ! Pourquoi pas le parc OK Corral, ou carrément un match au "
                "Vélodrome ? Avec les enfants, l'ambiance du stade est inoubliable.",
            ),
        ),
        facts=(
            Fact("karim.job", "inferred", ("dock|portuaire|manutention|conteneur",)),
            Fact("karim.inaya", "close_person", ("Inaya", "autis")),
            Fact("karim.permis", "negation", ("permis|licen",), negated=True),
            Fact("karim.cocotte", "preference", ("cocotte|autocuiseur",)),
        ),
        questions=(
            Question(
                "On est invités à un mariage à Aix samedi, comment on y va avec les enfants ?",
                "karim.permis",
            ),
            Question(
                "On cherche un appart plus grand. Quels critères je dois regarder en priorité ?",
                "karim.permis",
            ),
            Question("Quelle fête d'anniversaire je peux organiser pour ma fille ?", "karim.inaya"),
            Question("Tu me donnes une recette de blanquette de veau ?", "karim.cocotte"),
            Question("Mon médecin dit que je dors mal. T'as des conseils ?", "karim.job"),
        ),
        forbidden=("Corral", "Velodrome", "stade", "ambiance"),
    ),
    User(
        "frederique",  # a partner expecting, then the baby born; a lab job, an allergy, grams
        sessions=(
            (
                "Allô ! Ma blonde Audrey est enceinte de sept mois pis on capote un peu. "
                "Qu'est-ce qu'on doit absolument avoir avant l'accouchement ?",
                "Moi j'travaille au labo de l'hôpital de Rimouski, des fois de soir, fait que "
                "j'veux être sûre d'être là quand ça va arriver.",
                "Pis je suis allergique aux arachides, la vraie affaire avec l'EpiPen, fait que "
                "dans tes recettes oublie les pinottes. Pis en grammes s'il te plaît, les tasses "
                "ça me mêle.",
                "Audrey me niaise en disant qu'un jour j'vais ouvrir ma microbrasserie. Peut-être, "
                "on verra... probablement jamais.",
            ),
            (
                "La petite Rose a fait sa première nuit de cinq heures, Audrey pis moi on se "
                "sentait comme si on avait gagné à la loto.",
                "Dis, c'est quoi la meilleure façon de laver des biberons ?",
            ),
        ),
        facts=(
            Fact("frederique.job", "self_passing", ("labo|laborat",)),
            Fact("frederique.arachides", "constraint", ("arachide|peanut|pinotte|cacahu",)),
            Fact("frederique.grammes", "preference", ("gramme|gram|metri",)),
            Fact("frederique.rose", "changed", ("Rose",), old=("enceinte|pregnan",)),
        ),
        questions=(
            Question(
                "J'aimerais changer d'horaire au travail. Comment j'en parle à ma boss ?",
                "frederique.job",
            ),
            Question(
                "Je veux faire des biscuits pour le party de Noël de la job. T'as une recette ?",
                "frederique.arachides",
            ),
            Question("Donne-moi une recette de pain aux bananes.", "frederique.grammes"),
            Question(
                "On aimerait partir en vacances cet été. Qu'est-ce qu'il faut prévoir ?",
                "frederique.rose",
            ),
            Question(
                "Qu'est-ce qu'on pourrait faire de nos fins de semaine, Audrey pis moi ?",
                "frederique.rose",
            ),
        ),
        forbidden=("microbrass", "biberon", "loto"),
    ),
    User(
        "maeva",  # a nurse said by what it implies, a partner at sea, no chilli, no emojis
        sessions=(
            (
                "Vingt-trois domiciles ce matin : trois insulines, deux pansements d'ulcère et "
                "une prise de sang à 6h chez un monsieur qui me fait toujours un café trop "
                "sucré. Je suis rincée.",
                "Teddy est reparti en mer hier pour quinze jours, il est matelot sur un "
                "palangrier, donc je gère les deux petits toute seule. Tu as des idées de repas "
                "rapides ? Sans piment, hein : je suis la seule Réunionnaise qui le supporte "
                "pas, tout le monde se moque de moi.",
                "Et évite les émojis dans tes réponses, ça m'agace.",
            ),
        ),
        facts=(
            Fact("maeva.job", "inferred", ("infirmi|nurse",)),
            Fact("maeva.teddy", "close_person", ("Teddy", "bateau|matelot|palangr|pech|marin")),
            Fact("maeva.piment", "negation", ("piment|spicy|chili",), negated=True),
            Fact("maeva.emojis", "preference", ("emoji",)),
        ),
        questions=(
            Question(
                "On est invités à manger un carry chez les voisins dimanche. Comment je fais "
                "pour ne vexer personne ?",
                "maeva.piment",
            ),
            Question("Donne-moi une recette de rougail saucisse.", "maeva.piment"),
            Question(
                "Je voudrais m'inscrire à un cours de zumba le soir. C'est jouable ce mois-ci ?",
                "maeva.teddy",
            ),
            Question(
                "Écris-moi un petit message pour souhaiter bonne année à mes cousines.",
                "maeva.emojis",
            ),
            Question(
                "Ma banque me propose une assurance prévoyance. Ça vaut le coup dans ma "
                "situation ?",
                "maeva.job",
            ),
        ),
    ),
    User(
        "yvette",  # a short chat before a class, learned by the inactivity flush
        sessions=(
            (
                "Bonjour, une petite question avant mon cours d'aquagym. Mon petit-fils Loïc m'a "
                "installé ceci sur mon natel, il est apprenti cuisinier à Bulle.",
                "Je suis sous anticoagulants depuis mon opération du cœur, alors je dois faire "
                "attention à ce que je prends. Et pas de longs textes s'il vous plaît, des "
                "réponses courtes, je lis mal sur ce petit écran.",
            ),
        ),
        facts=(
            Fact("yvette.loic", "close_person", ("Loic", "cuisinier|Bulle|chef")),
            Fact("yvette.anticoag", "constraint", ("anticoag|thinner",)),
            Fact("yvette.court", "preference", ("court|bref|short",)),
        ),
        questions=(
            Question("Qu'est-ce que je peux prendre pour un mal de tête ?", "yvette.anticoag"),
            Question("Comment fonctionne le troisième pilier ?", "yvette.court"),
            Question(
                "Qu'est-ce que je pourrais offrir à mon petit-fils pour Noël ?", "yvette.loic"
            ),
        ),
        idle=True,
    ),
    User(
        "dylan",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "c'est quoi la capitale de l'Australie ?",
                "combien de temps pour cuire des pâtes al dente ?",
                "merci",
            ),
        ),
        forbidden=("Australie", "Canberra", "pates", "dente"),
    ),
)
