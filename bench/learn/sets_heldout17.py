"""A seventeenth round of held-out learning sets, written before any run of them and without
reading the learning code: `aw` in English (British, Irish and American speech) and `ax` in
German (Bavarian, Ruhr, northern and Swiss speech, du and Sie). Each was written on its own,
with its own people and situations (neither is a translation of the other, nor of any
earlier set).

Both sets mix registers: a long rambling message with its question at the end, a terse
user, a user who writes in lowercase without punctuation, one who writes in emoji, a
formal user who asks to be addressed with Sie, dialect spellings and the odd typo. Facts
come several to a turn, in passing inside a request, about people close to the user
(a wife, a husband, a girlfriend, a boyfriend, a brother, a daughter, a son, a mother, an
apprentice, a best friend), and by what they imply (a train guard's morning, a chimney
sweep's day, a baker's start at half past four: `inferred`, whose keywords may be the
inference alone). Standing constraints and preferences (a diet, an allergy, an
intolerance, dyslexia, the form of an answer) are asked about later on another topic.
Negations must keep their "not" (`negated`); plans the user doubts or rules out are no
fact (their words are `forbidden`). Each set changes three facts, each without a signal
word: the later session only mentions the new value in passing (a job, a home, and a
commute in `aw`; a job, a home, and a mother's home in `ax`), and the old value's
keywords are kept (`old`) so that a stale memory is seen. Assistant suggestions the user
declines or ignores are scripted (`replies`) and their words are `forbidden`; one user
in each set tells nothing, and one short chat in each is learned by the inactivity flush.
Questions are asked the way a user would later ask, on a topic the fact should shape. A
keyword "a|b" is found by either; keywords start a word, and were chosen so that no other
user's memory in the same set would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH17: tuple[User, ...] = (
    User(
        "temperance",  # a long rambling message, its question at the end
        sessions=(
            (
                "Okay, bear with me, this is going to be a long one. I shoe horses for a "
                "living, so most days I'm bent double under a cob in some muddy yard between "
                "Hawes and Kirkby Stephen, and by Friday my back sounds like a bag of crisps. My "
                "apprentice Lowenna is brilliant with the nervy ones, but she's red-green "
                "colourblind, which I only found out after she'd spent a week filing the paid "
                "invoices in with the overdue ones, because I'd marked them in red and green "
                "biro. We've sorted that, everything's in pencil with a P or an O. Anyway, the "
                "real reason I'm writing: my knuckles split every winter from the wet and the "
                "hoof oil, and nothing I buy touches it. What works?",
                "Cheers, I'll give it a go.",
            ),
            ("What's a decent podcast for long drives on back roads with no signal?",),
        ),
        facts=(
            Fact("temperance.job", "self_direct", ("farrier|horse|hoof",)),
            Fact("temperance.lowenna", "close_person", ("Lowenna", "colour|color")),
            Fact("temperance.area", "self_passing", ("Hawes|Kirkby",)),
        ),
        questions=(
            Question(
                "I'm finally getting round to a proper website for the business. What should "
                "go on it?",
                "temperance.job",
            ),
            Question(
                "Which exercises would help me keep doing this job into my fifties?",
                "temperance.job",
            ),
            Question(
                "I'm making a wall chart so everyone can see which client is due when. How "
                "should I lay it out?",
                "temperance.lowenna",
            ),
            Question(
                "My cousin's coming to stay for a week in August. What's worth doing round my way?",
                "temperance.area",
            ),
        ),
        forbidden=("podcast", "crisps"),
    ),
    User(
        "alaric",  # terse; a job that changes without a word saying so
        sessions=(
            (
                "night porter at a hotel in Keswick. what can i eat at 3am that isnt a pasty",
                "no lists. just tell me straight",
                "ta",
            ),
            (
                "tilly's three. up at six every day no matter what time i got in. how do i get "
                "her to sleep later",
            ),
            (
                "school caretaker hours suit me. home by four, tilly's tea on the table by "
                "five. whats a good hobby for the evenings",
            ),
        ),
        facts=(
            Fact("alaric.job", "changed", ("caretak",), old=("porter",)),
            Fact("alaric.lists", "preference", ("list|bullet",), negated=True),
            Fact("alaric.tilly", "close_person", ("Tilly",)),
        ),
        questions=(
            Question("when should i book my driving lessons", "alaric.job"),
            Question("footy lot want me for wednesday nights. can i do it", "alaric.job"),
            Question("how does a workplace pension work", "alaric.lists"),
            Question("its chucking it down all saturday. what can we do", "alaric.tilly"),
        ),
        forbidden=("pasty",),
    ),
    User(
        "cathal",  # lowercase, no punctuation; a girlfriend's medication, a negation, a doubt
        sessions=(
            (
                "hey so my girlfriend sorcha is on warfarin since her clot last year so shes "
                "meant to be careful with grapefruit and cranberry and big piles of leafy "
                "greens and i want to cook her a birthday dinner thats actually nice what would "
                "you make",
                "oh and i dont eat pork never have so no bacon or chorizo in anything pls",
            ),
            (
                "i do the payroll for a builders merchant from the kitchen table so i can have "
                "something in the oven by five what are some midweek dinners that want a couple "
                "of hours in the oven",
            ),
            (
                "been thinking about proposing at christmas but honestly i dont know if either "
                "of us is ready so probably not this year",
                "anyway whats a good film for a sunday night",
            ),
        ),
        facts=(
            Fact("cathal.sorcha", "close_person", ("Sorcha", "warfarin|anticoag|thinn")),
            Fact("cathal.pork", "negation", ("pork",), negated=True),
            Fact("cathal.payroll", "self_passing", ("payroll",)),
        ),
        questions=(
            Question(
                "what cocktails could i make for sorcha and her mates on friday", "cathal.sorcha"
            ),
            Question(
                "doing a full breakfast for the lads on sunday what do i need to get in",
                "cathal.pork",
            ),
            Question("when in the month should i take a long weekend off", "cathal.payroll"),
        ),
        forbidden=("propos", "film", "christmas"),
    ),
    User(
        "marigold",  # emoji; a car, a little brother, a format, a plan she rules out
        sessions=(
            (
                "PASSED MY DRIVING TEST 🎉🎉🚗 first time!!! nan's giving me her old Nissan "
                "Micra 🥹💛",
                "ok now the important bit: my little brother Casimir turns six next week and he "
                "is OBSESSED with axolotls 🦎💗 what cake can i make him??",
                "and pls keep using emojis in ur answers, it makes them way less boring 😂",
            ),
            (
                "lowkey tempted by a pottery course but it's £92 for six weeks so prob not 😅",
                "anyway what do i call my sourdough starter 😂🍞",
            ),
        ),
        facts=(
            Fact("marigold.car", "self_direct", ("Micra",)),
            Fact("marigold.casimir", "close_person", ("Casimir", "axolotl")),
            Fact("marigold.emoji", "preference", ("emoj",)),
        ),
        questions=(
            Question(
                "planning a beach day with my mates in july, what do i need to sort 🏖️",
                "marigold.car",
            ),
            Question("what should i get my brother for christmas 🎄", "marigold.casimir"),
            Question("can u explain how student loans work", "marigold.emoji"),
        ),
        forbidden=("pottery", "92"),
    ),
    User(
        "amory",  # a suggestion declined; a wife's work, dyslexia, a home that changes
        sessions=(
            (
                "We're in a one-bedroom above a laundromat on Cross Street in Ypsilanti, so "
                "everything smells faintly of dryer sheets. What's a good sofa bed for a really "
                "small living room?",
                "No corners, our living room is basically a corridor. And my wife Solveig "
                "teaches middle school band, so there's a tuba case living behind the door "
                "already.",
                "Also, I'm dyslexic, so short sentences and no walls of text, please.",
            ),
            (
                "Our yard out here at the farmhouse near Saline is bigger than I know what to "
                "do with. What can I plant in April?",
                "thanks!",
            ),
        ),
        replies=(
            (
                "We're in a one-bedroom above a laundromat on Cross Street in Ypsilanti, so "
                "everything smells faintly of dryer sheets. What's a good sofa bed for a really "
                "small living room?",
                "For a small space, the Wayfair Kinsley corner sofa bed is a great pick, and a "
                "storage ottoman beside it would keep the spare bedding out of sight.",
            ),
        ),
        facts=(
            Fact("amory.home", "changed", ("Saline|farmhouse",), old=("Ypsilanti|laundromat",)),
            Fact("amory.solveig", "close_person", ("Solveig", "band|tuba")),
            Fact("amory.dyslexia", "constraint", ("dyslex",)),
        ),
        questions=(
            Question(
                "My sister's flying in next month. Where's a nice spot for brunch near us?",
                "amory.home",
            ),
            Question(
                "We're thinking about keeping a few chickens. Would that work where we live?",
                "amory.home",
            ),
            Question("What should I get my wife for our anniversary?", "amory.solveig"),
            Question("Can you explain how a 401(k) works?", "amory.dyslexia"),
        ),
        forbidden=("Wayfair", "Kinsley", "ottoman", "storage"),
    ),
    User(
        "ansel",  # a job said only by what it implies; a suggestion for his wife declined
        sessions=(
            (
                "Had the 06:12 out of Carlisle again. Points failure at Penrith, forty-odd "
                "minutes stood, and I'm the one walking the carriages telling two hundred "
                "people they'll miss their connections. Got called a jumped-up ticket inspector "
                "by a man in a gilet.",
                "Anyway. What's good for sore feet after a full day standing?",
            ),
            (
                "What should I do for my wife Honora's fortieth?",
                "God, no. Honora gets vertigo on a kitchen step. Something with both feet on "
                "the ground, please. She likes old churches and a proper pub lunch, and we're "
                "in Appleby, so nothing more than an hour from home.",
            ),
        ),
        replies=(
            (
                "What should I do for my wife Honora's fortieth?",
                "A fortieth deserves something unforgettable! How about a sunrise hot-air "
                "balloon flight, or a helicopter tour over the fells with champagne afterwards?",
            ),
        ),
        facts=(
            Fact("ansel.job", "inferred", ("conductor|guard|rail|carriage|inspector",)),
            Fact("ansel.honora", "close_person", ("Honora", "vertigo|height|dizz")),
            Fact("ansel.town", "self_passing", ("Appleby",)),
        ),
        questions=(
            Question(
                "My mates want me in their Sunday league this season. Can I commit to every "
                "weekend?",
                "ansel.job",
            ),
            Question("What should I look for in a new pair of shoes for work?", "ansel.job"),
            Question("Honora fancies a weekend in Edinburgh. What should we do?", "ansel.honora"),
            Question("Where's good for a Sunday walk not far from the house?", "ansel.town"),
        ),
        forbidden=("balloon", "helicopter", "champagne", "sunrise"),
    ),
    User(
        "eudora",  # a diet and a job in passing inside a request; a doubt; a format
        sessions=(
            (
                "Can you help me plan a week of packed lunches? I'm on a low-FODMAP diet for my "
                "IBS, so no onion or garlic, and I do twelve-hour shifts in a hospital pharmacy "
                "with twenty minutes for a break if I'm lucky.",
                "perfect, thank you",
            ),
            (
                "I keep telling everyone I'll do a half marathon this year. I won't. Can you "
                "recommend a long audiobook instead?",
            ),
            (
                "From here on, quantities in grams, please. Cups mean nothing to me.",
                "What's the best way to clean limescale off a shower head?",
            ),
        ),
        facts=(
            Fact("eudora.fodmap", "constraint", ("FODMAP|IBS",)),
            Fact("eudora.job", "self_passing", ("pharmac",)),
            Fact("eudora.grams", "preference", ("gram|metric",)),
        ),
        questions=(
            Question(
                "I'm hosting a curry night for eight on Saturday. What should I cook?",
                "eudora.fodmap",
            ),
            Question("Can you give me a recipe for banana bread?", "eudora.grams"),
            Question("How do I keep my energy up through a long day at work?", "eudora.job"),
        ),
        forbidden=("marathon", "audiobook", "limescale", "shower"),
    ),
    User(
        "clemency",  # a short chat before going out, learned by the inactivity flush
        sessions=(
            (
                "Quick one before we head out: my husband Evander has gout. What should he steer "
                "clear of at a seafood place tonight?",
                "I'm driving, as ever. I'm teetotal, so no wine recommendations for me.",
            ),
        ),
        facts=(
            Fact("clemency.evander", "close_person", ("Evander", "gout")),
            Fact("clemency.teetotal", "constraint", ("teetotal|alcohol",)),
        ),
        questions=(
            Question(
                "Evander's friends want to take him to a beer festival for his birthday. Good "
                "idea?",
                "clemency.evander",
            ),
            Question("What should I order at the pub quiz on Thursday?", "clemency.teetotal"),
        ),
        forbidden=("seafood",),
        idle=True,
    ),
    User(
        "kester",  # a commute that changes, said only in passing
        sessions=(
            (
                "I cycle the nine miles to work every day, rain or shine. How do I stop chain "
                "oil getting all over my trousers?",
                "ta",
            ),
            (
                "The Corsa's been a godsend on the commute since my knee op, heated seats and "
                "all. What's a good stretch for tight hamstrings?",
            ),
        ),
        facts=(
            Fact("kester.commute", "changed", ("Corsa",), old=("cycl|bike",)),
            Fact("kester.knee", "self_passing", ("knee",)),
        ),
        questions=(
            Question(
                "Work's offering a cycle-to-work voucher. Is it worth it for me?",
                "kester.commute",
            ),
            Question(
                "It's meant to snow tomorrow. How should I plan getting to work?",
                "kester.commute",
            ),
            Question("Which sports could I take up this winter?", "kester.knee"),
        ),
        forbidden=("hamstring",),
    ),
    User(
        "quintus",  # tells nothing about himself: anything learned is invented
        sessions=(
            ("how many teaspoons in a tablespoon", "whats the smoke point of olive oil", "ta"),
        ),
        forbidden=("teaspoon", "tablespoon", "olive", "smoke"),
    ),
)


GERMAN17: tuple[User, ...] = (
    User(
        "korbinian",  # Bavarian, a long message with its question at the end; a suggestion ignored
        sessions=(
            (
                "Servus! I bin da Korbinian, Steinmetz aus Wasserburg am Inn. Grad richt ma a "
                "Friedhofsmauer her, de seit 1887 koaner mehr ogrührt hat, und i bin jeden Abend "
                "staubig bis in d'Ohrwaschl. Mei Frau, d'Vroni, is Zahnärztin mit eigener Praxis "
                "und kimmt nia vor achte hoam, drum koch bei uns meistens i. Jetzt mei "
                "eigentliche Frag: was kann i am Sonntag vorkochen, dass ma unter der Woch ned "
                "jeden Abend am Herd steh?",
                "Aha. Und wia kriag i den Steinstaub aus am Wollpulli raus?",
            ),
            ("Merci, hat prima funktioniert. Pfiat di!",),
        ),
        replies=(
            (
                "Servus! I bin da Korbinian, Steinmetz aus Wasserburg am Inn. Grad richt ma a "
                "Friedhofsmauer her, de seit 1887 koaner mehr ogrührt hat, und i bin jeden Abend "
                "staubig bis in d'Ohrwaschl. Mei Frau, d'Vroni, is Zahnärztin mit eigener Praxis "
                "und kimmt nia vor achte hoam, drum koch bei uns meistens i. Jetzt mei "
                "eigentliche Frag: was kann i am Sonntag vorkochen, dass ma unter der Woch ned "
                "jeden Abend am Herd steh?",
                "Am einfachsten geht das mit einem Thermomix: Damit kochst du am Sonntag in zwei "
                "Stunden fünf Gerichte vor. Alternativ lohnt sich ein Schnellkochtopf von WMF.",
            ),
        ),
        facts=(
            Fact("korbinian.job", "self_direct", ("Steinmetz|stonemason|mason",)),
            Fact("korbinian.town", "self_passing", ("Wasserburg",)),
            Fact("korbinian.vroni", "close_person", ("Vroni|Veronika", "Zahn|dentist")),
        ),
        questions=(
            Question(
                "I brauch neue Arbeitsschuhe. Auf was muss i bei meiner Arbeit achten?",
                "korbinian.job",
            ),
            Question(
                "Wann soll i für uns zwoa an Tisch im Wirtshaus reservieren, dass mei Frau a "
                "Zeit hat?",
                "korbinian.vroni",
            ),
            Question(
                "Wo kann ma bei uns in der Gegend am Wochenende schee radeln?", "korbinian.town"
            ),
        ),
        forbidden=("Thermomix", "Schnellkochtopf", "WMF"),
    ),
    User(
        "swantje",  # northern and terse; a job said only by what it implies; no dishwasher
        sessions=(
            (
                "Moin. Heute 37 Kamine gekehrt und bei zwei Ölheizungen die Abgaswerte gemessen, "
                "ich bin schwarz bis hinter die Ohren. Wie krieg ich Ruß aus nem hellen "
                "Handtuch?",
                "Danke, probier ich.",
            ),
            (
                "Wir haben keine Spülmaschine, und unsre Wohnung in Tönning hat ne Küche so groß "
                "wie ne Besenkammer. Was sind gute Gerichte mit wenig Abwasch?",
                "Jo, passt.",
            ),
        ),
        facts=(
            Fact("swantje.job", "inferred", ("Kamin|Schornstein|Rauchfang|chimney|sweep",)),
            Fact(
                "swantje.spuel",
                "negation",
                ("Spülmaschine|Geschirrspül|Spüler|dishwasher",),
                negated=True,
            ),
            Fact("swantje.town", "self_passing", ("Tönning",)),
        ),
        questions=(
            Question("Ich brauch ne neue Arbeitshose. Worauf sollte ich achten?", "swantje.job"),
            Question(
                "Mein Neffe will, dass ich beim Berufetag in seiner Schule erzähle, was ich so "
                "mache. Wie bau ich das auf?",
                "swantje.job",
            ),
            Question(
                "Am Sonntag kommen zwölf Leute zum Kaffee. Wie organisier ich das mit dem "
                "Geschirr?",
                "swantje.spuel",
            ),
            Question("Wo kann man bei mir in der Nähe gut Krabben essen?", "swantje.town"),
        ),
        forbidden=("Handtuch", "Ruß"),
    ),
    User(
        "irmtraud",  # formal, Sie; a job that changes without a word saying so
        sessions=(
            (
                "Guten Tag. Ich trage seit elf Jahren in Bad Hersfeld die Post aus, bei jedem "
                "Wetter, und meine Knie machen das langsam nicht mehr mit. Welche Salbe können "
                "Sie mir empfehlen?",
                "Und bitte bleiben Sie beim Sie. Dass mich ein Computer duzt, finde ich "
                "befremdlich.",
            ),
            (
                "In der Stadtbücherei war heute die Hölle los: Ferienleseclub, sechzig Kinder an "
                "der Ausleihe und ich allein hinter der Theke, weil meine Chefin Urlaub hat. "
                "Können Sie mir ein gutes Buch für Neunjährige empfehlen, das ich dort vorlesen "
                "kann?",
                "Vielen Dank.",
            ),
        ),
        facts=(
            Fact(
                "irmtraud.job",
                "changed",
                ("Bücherei|Stadtbücherei|Bibliothek|Stadtbibliothek|librar",),
                old=("Post|Zustell|Briefträger|mail|postal",),
            ),
            Fact("irmtraud.knie", "self_passing", ("Knie|knee",)),
            Fact("irmtraud.sie", "preference", ("siez|gesiez|duz|geduz|formal|förml",)),
        ),
        questions=(
            Question(
                "Ich brauche neue Schuhe für die Arbeit. Was würden Sie mir raten?",
                "irmtraud.job",
            ),
            Question(
                "Lohnt sich für mich eine richtig gute Regenjacke für die Arbeit?", "irmtraud.job"
            ),
            Question(
                "Wir planen einen Wanderurlaub im Harz. Welche Touren wären für mich geeignet?",
                "irmtraud.knie",
            ),
            Question(
                "Erklären Sie mir bitte, wie eine Patientenverfügung funktioniert.",
                "irmtraud.sie",
            ),
        ),
        forbidden=("Salbe",),
    ),
    User(
        "ludger",  # Ruhr speech; a home that changes without a word saying so
        sessions=(
            (
                "Boah, wat'n Tach. Wir wohnen zu viert in ner Dreizimmerwohnung in "
                "Gelsenkirchen-Buer, dritter Stock ohne Aufzuch, und ich schlepp jeden Morgen "
                "den Kinderwagen runter. Hasse nen Tipp für nen Kinderwagen, der leicht is und "
                "trotzdem wat aushält?",
                "Meine Frau Gülsen fährt Bus bei der Vestischen, Frühschicht ab halb fünf, "
                "deswegen mach ich morgens die Kinder fertig.",
            ),
            (
                "Hier im Reihenhaus in Dorsten-Wulfen buddelt die Kleine den ganzen Tach im "
                "Garten. Wat kann ich im März schon aussäen?",
            ),
        ),
        facts=(
            Fact(
                "ludger.home",
                "changed",
                ("Dorsten|Wulfen|Reihenhaus",),
                old=("Buer|Gelsenkirchen|Dreizimmer",),
            ),
            Fact("ludger.guelsen", "close_person", ("Gülsen", "Bus|Frühschicht")),
        ),
        questions=(
            Question(
                "Wir wollen Sonntag mit den Kindern Rad fahren. Wo geht dat bei uns inne Nähe gut?",
                "ludger.home",
            ),
            Question(
                "Ich such nen neuen Kinderwagen. Worauf muss ich bei uns zuhause achten?",
                "ludger.home",
            ),
            Question(
                "Wann kann ich mit meiner Frau mal abends ins Kino, ohne dass sie am nächsten "
                "Tag tot is?",
                "ludger.guelsen",
            ),
        ),
    ),
    User(
        "mechthild",  # a long message with typos; her mother's home changes in passing
        sessions=(
            (
                "Meine Mutter Hiltrud ist 87 und wohnt noch ganz allein in ihrem Häuschen in "
                "Zwiesel, ich fahr jedes Wochenende hin und mach den Einkauf und die Wäsche. Sie "
                "will partout keine Hilfe von ausen, und ich bin langsam echt am Ende, zumal ich "
                "letztes Jahr selbst nen Bandscheibenvorfall hatte und eigentlich nix schweres "
                "tragen darf. Hast du nen Tipp, wie ich sie überzeugen kann, wenigstens so nen "
                "Hausnotruf zu nehmen?",
            ),
            (
                "War heut bei Mama im Pflegeheim St. Gunther, die haben da nen Chor und sie "
                "singt schon mit 😊 Was kann ich ihr fürs Zimmer mitbringen, damits gemütlicher "
                "wird?",
                "Danke dir, das mach ich",
            ),
        ),
        facts=(
            Fact(
                "mechthild.hiltrud",
                "changed",
                ("Pflegeheim|Gunther|Seniorenheim|Altenheim|nursing",),
                old=("allein|alone|Häuschen",),
            ),
            Fact("mechthild.bandscheibe", "self_passing", ("Bandscheib|herniat|slipped",)),
        ),
        questions=(
            Question(
                "Soll ich für Mama jetzt doch noch so nen Hausnotruf bestellen?",
                "mechthild.hiltrud",
            ),
            Question(
                "Mama hat im Mai Geburtstag. Wie könnten wir den schön feiern?",
                "mechthild.hiltrud",
            ),
            Question(
                "Welche Sportart könnte ich anfangen, um wieder fitter zu werden?",
                "mechthild.bandscheibe",
            ),
        ),
    ),
    User(
        "okka",  # a suggestion declined; a son's skin, a family that does not fly
        sessions=(
            (
                "Wohin könnten wir über Pfingsten mit den Kindern für ein langes Wochenende?",
                "Nee, lass mal. Fliegen tun wir aus Prinzip nicht, und Rutschenparadiese sind "
                "nix für unseren Großen: der Jannes hat schlimme Neurodermitis, Chlorwasser ist "
                "Gift für seine Haut. Lieber was Ruhiges mit viel Natur, und mit der Bahn "
                "erreichbar.",
                "Danke, klingt gut!",
            ),
            ("Kannst du mir ein schnelles Rezept für Pfannkuchen geben?", "Super, danke!"),
        ),
        replies=(
            (
                "Wohin könnten wir über Pfingsten mit den Kindern für ein langes Wochenende?",
                "Wie wäre es mit dem Europa-Park in Rust? Direkt daneben liegt die Wasserwelt "
                "Rulantica. Oder ihr fliegt für ein paar Tage nach Antalya, All-inclusive gibt "
                "es dort schon günstig.",
            ),
        ),
        facts=(
            Fact(
                "okka.jannes",
                "close_person",
                ("Jannes", "Neurodermitis|Ekzem|eczema|atop|dermat"),
            ),
            Fact("okka.fliegen", "negation", ("flieg|Flug|fly|flight",), negated=True),
        ),
        questions=(
            Question(
                "Im Herbst wollen wir zwei Wochen in den Süden. Wie kommen wir am besten hin?",
                "okka.fliegen",
            ),
            Question(
                "Die Klasse von unserem Großen geht im Juni ins Hallenbad. Was sollen wir ihm "
                "mitgeben?",
                "okka.jannes",
            ),
            Question("Welches Waschmittel soll ich für die Kinderwäsche kaufen?", "okka.jannes"),
        ),
        forbidden=("Europa", "Rust", "Rulantica", "Wasserwelt", "Antalya", "inclusive"),
    ),
    User(
        "seraina",  # Swiss; a short chat learned by the inactivity flush
        sessions=(
            (
                "Grüezi! Ich habe eine Sellerieallergie, auch auf Selleriesalz und "
                "Bouillonwürfel reagiere ich. Was kann ich am Samstag an der Chilbi in Herisau "
                "bedenkenlos essen?",
                "Und antworte bitte immer kurz, ich lese das meistens im Zug.",
            ),
        ),
        facts=(
            Fact("seraina.sellerie", "constraint", ("Sellerie|celery",)),
            Fact("seraina.kurz", "preference", ("kurz|knapp|short|concise",)),
        ),
        questions=(
            Question(
                "Ich koche am Wochenende eine Gemüsesuppe für Freunde. Hast du ein Rezept?",
                "seraina.sellerie",
            ),
            Question("Welche Bratwurst soll ich fürs Grillfest kaufen?", "seraina.sellerie"),
            Question("Wie funktioniert eigentlich die Säule 3a?", "seraina.kurz"),
        ),
        forbidden=("Chilbi",),
        idle=True,
    ),
    User(
        "rieke",  # lowercase, no punctuation; an intolerance, a boyfriend, an early start
        sessions=(
            (
                "hey du ich hab ne histaminintoleranz also kein rotwein kein gereifter käse "
                "keine tomaten und so und ich soll samstag zum geburtstag von meiner kollegin "
                "gesa was fürs buffet mitbringen was kann ich machen was ich selber auch essen "
                "kann",
            ),
            (
                "muss um halb fünf in der backstube sein und bin abends immer platt wie ne "
                "flunder was kann ich schnelles kochen das nich ewig dauert",
                "danke",
            ),
            (
                "mein freund tammo ist bei der berufsfeuerwehr in neumünster und hat "
                "vierundzwanzig stunden schichten wir sehen uns manchmal drei tage nich",
                "überleg grad ob ich mir n e-bike hol aber 2950 euro sind halt echt viel also "
                "eher nich",
            ),
        ),
        facts=(
            Fact("rieke.histamin", "constraint", ("Histamin",)),
            Fact("rieke.job", "inferred", ("Backstube|Bäcker|baker",)),
            Fact(
                "rieke.tammo",
                "close_person",
                ("Tammo", "Feuerwehr|Berufsfeuerwehr|firefight|fireman|firemen"),
            ),
        ),
        questions=(
            Question(
                "was kann ich mir unter der woche schnell zum frühstück machen", "rieke.histamin"
            ),
            Question(
                "meine mädels und ich machen nen spieleabend was stell ich an snacks hin",
                "rieke.histamin",
            ),
            Question("wann sollte ich unter der woche ins bett gehen", "rieke.job"),
            Question(
                "wie plan ich am besten mal n wochenende weg zu zweit mit meinem freund",
                "rieke.tammo",
            ),
        ),
        forbidden=("bike", "2950", "Flunder"),
    ),
    User(
        "smilla",  # emoji; a place to study, a best friend, a format, a plan she rules out
        sessions=(
            (
                "AHHH ich hab die Zusage für Tiermedizin in Gießen!!! 🐄🐴🎉 ich kanns noch gar "
                "nicht glauben 😭",
                "meine beste Freundin Mavie zieht mit, die studiert dort Agrarwissenschaften und "
                "ist seit Jahren vegan 🌱 wir suchen jetzt ne 2er-WG 🏠",
                "schreib mir bitte immer in Stichpunkten, ich les das eh nur aufm Handy 📱",
            ),
            (
                "hab überlegt ob ich mir nen Hund hol fürs Studium aber ehrlich gesagt eher "
                "nicht, zu viel Stress 🐶😅",
                "wie lang muss ich Nudeln kochen? 😂",
            ),
        ),
        facts=(
            Fact("smilla.studium", "self_direct", ("Tiermed|Tierarzt|veterin|vet",)),
            Fact("smilla.city", "self_passing", ("Gießen|Giessen",)),
            Fact("smilla.mavie", "close_person", ("Mavie", "vegan")),
            Fact("smilla.stichpunkte", "preference", ("Stichpunkt|bullet|Aufzählung|Liste",)),
        ),
        questions=(
            Question(
                "Ich such nen Nebenjob neben der Uni, was würde gut passen? 🤔", "smilla.studium"
            ),
            Question("Wo such ich am besten nach ner WG? 🏡", "smilla.city"),
            Question(
                "Mavie und ich machen ne Einweihungsparty, was kochen wir? 🎉", "smilla.mavie"
            ),
            Question("Wie beantrage ich BAföG?", "smilla.stichpunkte"),
        ),
        forbidden=("Hund", "Nudel"),
    ),
    User(
        "wendelin",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "Wie viele Einwohner hat Andorra?",
                "Wie rechnet man 15 Grad Celsius in Fahrenheit um?",
                "Danke!",
            ),
        ),
        forbidden=("Andorra", "Fahrenheit", "Einwohner", "Celsius"),
    ),
)
