"""A sixth round of held-out learning sets, written before any run of them and without
reading the learning code: `ac` in English and `ad` in German. Each language's set was
written on its own, with its own people and situations (neither is a translation of the
other, nor of `o`-`ab`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (six horses shod at a livery yard, a kitchen fire and an
oil slick in one night shift), standing constraints and negations that should shape
answers on other topics (`negated`: a memory must keep the "not"), hedges (a plan the
user doubts is no fact: its words are `forbidden`), other people with their own
attributes, and three changes per set of attributes no earlier set changed (the hob, a
rented home bought, glasses swapped for contact lenses; the computer's operating system,
a son gone to study in another city, the commute given up for working from home): one
said with a signal ("Quick update", "Kleines Update"), two without one (the later
session only mentions the new value in passing). Assistant suggestions the user never
takes up are scripted (`replies`) and their words are `forbidden`; one user per set
tells nothing. Questions are asked in the user's language on a topic the fact should
shape. A keyword "a|b" is found by either ("Imker|beekeep": a memory may be written in
German or in English); German keywords are stems or the first part of a compound
("Bestatt" finds "Bestatterin", "Histamin" finds "Histaminintoleranz"), and keywords
were chosen so that no other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH6: tuple[User, ...] = (
    User(
        "bronwen",  # chatty: a job, a city and a husband beside a request
        sessions=(
            (
                "Morning! Sorry if I'm a bit scatty, I've been up since five. I tune pianos for "
                "a living, and today it's three school halls and a grand in a hotel that nobody "
                "has touched since the nineties.",
                "Gethin's a baker and he's on nights all this month, so he'll be fast asleep "
                "when I get in and gone again by the time I've eaten. Such is married life up "
                "here in Inverness.",
                "Is it true you should never wash a cast-iron pan with soap?",
            ),
        ),
        facts=(
            Fact("bronwen.job", "self_direct", ("piano|tuner|tuning",)),
            Fact("bronwen.city", "self_passing", ("Inverness",)),
            Fact("bronwen.gethin", "close_person", ("Gethin", "baker|bakery|bread")),
        ),
        questions=(
            Question(
                "I'm getting some business cards printed. What should go on them?", "bronwen.job"
            ),
            Question(
                "Some old friends are visiting on Saturday. Where should I take them?",
                "bronwen.city",
            ),
            Question(
                "What's something nice my husband and I could do together on a weekday?",
                "bronwen.gethin",
            ),
        ),
        forbidden=("soap", "iron"),
    ),
    User(
        "lenny",  # a job and a cat said only by what they imply, and a hedge
        sessions=(
            (
                "Six horses shod before lunch at a livery yard out past Thirsk, and the big grey "
                "leaned his whole weight on me for every single hoof. My back's in bits, and the "
                "gas bottle on the van ran out halfway through the last set.",
                "Got in to find Marmite sat on top of the fridge, tail lashing, with half a "
                "pigeon laid out on the doormat like a peace offering. Apparently I was late "
                "with her tea.",
                "I keep saying I'll learn the fiddle this winter, though knowing me it'll end up "
                "under the bed next to the rowing machine.",
                "Anyway, how long do parsnips want in the oven?",
            ),
        ),
        facts=(
            Fact(
                "lenny.job",
                "inferred",
                ("farrier|horse|hoof|hooves|blacksmith|equine|livery",),
            ),
            Fact("lenny.marmite", "inferred", ("Marmite",)),
        ),
        questions=(
            Question("My work boots have split. What should I replace them with?", "lenny.job"),
            Question(
                "I fancy some houseplants and a bunch of flowers for the living room. What "
                "should I get?",
                "lenny.marmite",
            ),
        ),
        forbidden=("fiddle|violin", "rowing", "parsnip"),
    ),
    User(
        "nerys",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Before anything else, because it rules my life: I have photosensitive "
                "epilepsy, so flashing lights, strobes, even some video games can set off a "
                "seizure.",
                "And we don't do Christmas in this house. Never have, my family didn't either, "
                "so please spare me the tinsel and the turkey.",
                "A friend wants me to go halves on a beach hut in Whitstable. Maybe. Though I'd "
                "probably use it twice and then resent every penny.",
                "Can you explain what a tontine is?",
            ),
        ),
        facts=(
            Fact("nerys.epilepsy", "constraint", ("epilep|seizure|photosens|strobe",)),
            Fact("nerys.christmas", "negation", ("Christmas",), negated=True),
        ),
        questions=(
            Question(
                "It's my fortieth in the spring. What kind of party should I throw?",
                "nerys.epilepsy",
            ),
            Question(
                "What could I do with the week off I've got at the end of December?",
                "nerys.christmas",
            ),
        ),
        forbidden=("Whitstable", "hut", "tontine"),
    ),
    User(
        "maurice",  # a constraint, a preference and a negation that hold on every topic
        sessions=(
            (
                "Blowing a gale out there, the recycling's halfway down the lane and a fence "
                "panel's gone again. While I think of it: I'm on warfarin for my heart, so no "
                "aspirin or ibuprofen for me, and anything where I might take a knock is a "
                "worry.",
                "I'm on the state pension and nothing else, so please always give me the "
                "cheapest way of doing anything first.",
                "And I don't do heights. No ladders, no cable cars, nothing with a long drop "
                "underneath. I'm not going up any of them, ever.",
                "What's the difference between a crocodile and an alligator?",
            ),
        ),
        facts=(
            Fact("maurice.warfarin", "constraint", ("warfarin|anticoag|thinner",)),
            Fact("maurice.pension", "preference", ("pension",)),
            Fact("maurice.heights", "negation", ("height|ladder",), negated=True),
        ),
        questions=(
            Question("I've got a thumping headache. What can I take for it?", "maurice.warfarin"),
            Question("I need a new winter coat. Where should I look?", "maurice.pension"),
            Question("How do I clear the leaves out of my gutters?", "maurice.heights"),
            Question("What's a good day out for my birthday next month?", "maurice.heights"),
        ),
        forbidden=("gale", "fence", "crocodile", "alligator"),
    ),
    User(
        "dervla",  # two other people, each with their own attributes
        sessions=(
            (
                "My mother-in-law Bernadette has just started on dialysis, three mornings a "
                "week at the hospital, and she's wiped out for the rest of the day.",
                "And our youngest, Alfie, has a stammer that gets much worse when he's rushed or "
                "put on the spot, bless him.",
                "How do I get biro off a leather sofa?",
            ),
        ),
        facts=(
            Fact("dervla.bernadette", "close_person", ("Bernadette", "dialysis|kidney|renal")),
            Fact("dervla.alfie", "close_person", ("Alfie", "stammer|stutter")),
        ),
        questions=(
            Question(
                "My mother-in-law wants to come with us to Cornwall for a week in August. How "
                "should we plan it?",
                "dervla.bernadette",
            ),
            Question(
                "Our youngest has his first school play coming up. How can we help him get ready?",
                "dervla.alfie",
            ),
        ),
        forbidden=("biro", "leather"),
        idle=True,
    ),
    User(
        "priscilla",  # the hob, changed with a signal
        sessions=(
            (
                "Our kitchen still has the old gas hob the last owners put in, and the back "
                "burner only lights if you hold a match to it and pray.",
                "What's a quick one-pot supper for a weeknight?",
            ),
            (
                "Quick update: the gas hob has gone. We had an induction one fitted on Monday, "
                "and half my pans just sit there on it doing nothing.",
                "How long should I rest a roast chicken?",
            ),
        ),
        facts=(Fact("priscilla.hob", "changed", ("induct",), old=("gas",)),),
        questions=(
            Question("I need some new pans. What should I get?", "priscilla.hob"),
            Question("How do I get a proper crust on a steak at home?", "priscilla.hob"),
        ),
        forbidden=("supper", "chicken"),
    ),
    User(
        "jerome",  # a rented home bought, said only in passing
        sessions=(
            (
                "Our landlord still hasn't sorted the damp in the back bedroom, and the tenancy "
                "says we can't so much as put a nail in the wall.",
                "What's the best way to get mould off a windowsill?",
            ),
            (
                "Spent the whole bank holiday steaming woodchip off the hallway. The first "
                "mortgage payment went out on Friday, so I suppose the place really is ours "
                "now. Is there a trick to getting old wallpaper paste off?",
            ),
        ),
        facts=(
            Fact("jerome.home", "changed", ("mortgage|homeown",), old=("landlord|rent|tenan",)),
        ),
        questions=(
            Question("Is it worth putting solar panels on our roof?", "jerome.home"),
            Question(
                "We'd like to knock the kitchen and the dining room into one. Where do we start?",
                "jerome.home",
            ),
        ),
        forbidden=("mould", "woodchip", "paste"),
    ),
    User(
        "yvette",  # glasses swapped for contact lenses, said only in passing
        sessions=(
            (
                "These new varifocal glasses are doing my head in. I keep missing the bottom "
                "step because everything below my knees is a blur.",
                "Can you recommend a good audiobook for a long drive?",
            ),
            (
                "Day three in contact lenses and I still keep pushing imaginary specs up my "
                "nose, ha. What's a good film for a rainy Sunday?",
            ),
        ),
        facts=(
            Fact(
                "yvette.eyes",
                "changed",
                ("lens",),
                old=("glasses|varifocal|specs|spectacles",),
            ),
        ),
        questions=(
            Question(
                "I've booked swimming lessons at the leisure centre. What should I bring?",
                "yvette.eyes",
            ),
            Question("What sunglasses should I buy for the summer?", "yvette.eyes"),
        ),
        forbidden=("audiobook", "film"),
    ),
    User(
        "gwen",  # an assistant suggestion the user turns down
        sessions=(
            (
                "I need a new mattress. What should I get?",
                "No, soft is no good to me. I've a slipped disc in my lower back and I sleep on "
                "my front. And my husband Vikram sweats buckets at night, he's kicked the duvet "
                "off by three every morning.",
                "ok, thanks",
            ),
        ),
        replies=(
            (
                "I need a new mattress. What should I get?",
                "The Emma Original and the Simba Hybrid are both very popular: soft "
                "memory-foam comfort that moulds itself to your body.",
            ),
        ),
        facts=(
            Fact("gwen.back", "self_passing", ("slipped|spine|spinal|herniat|sciatic",)),
            Fact("gwen.vikram", "close_person", ("Vikram", "sweat|overheat")),
        ),
        questions=(
            Question("So which mattress should I actually be looking at?", "gwen.back"),
            Question("What bedding should we buy for the winter?", "gwen.vikram"),
        ),
        forbidden=("Emma", "Simba"),
    ),
    User(
        "desmond",  # a suggestion waved away, a budget and a father said in passing
        sessions=(
            (
                "Can you suggest a tablet for my dad? Around £200.",
                "No, he'd never manage one of those. Dad has Parkinson's and his hands shake, "
                "so he needs big buttons and something that sits on a stand. All he wants is "
                "video calls with his grandchildren in Perth.",
                "right, ta",
            ),
        ),
        replies=(
            (
                "Can you suggest a tablet for my dad? Around £200.",
                "The iPad Air or the Samsung Galaxy Tab S9 would be excellent: bright, sharp "
                "screens, and brilliant for streaming and games.",
            ),
        ),
        facts=(
            Fact("desmond.budget", "self_passing", ("200",)),
            Fact("desmond.dad", "close_person", ("dad|father", "Parkinson|tremor|shak")),
        ),
        questions=(
            Question("Which one should I go for, then?", "desmond.budget"),
            Question(
                "What else could make day-to-day life a bit easier for my dad?", "desmond.dad"
            ),
        ),
        forbidden=("iPad", "Galaxy", "Samsung"),
    ),
    User(
        "kwabena",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "My business partner Ifeoma gets hay fever so badly that from May to July she "
                "can barely function outdoors.",
                "I keep saying I'll learn to code and build our website myself, but honestly I "
                "doubt I ever will.",
                "Could you make this sound friendlier: 'Your order is delayed due to supplier "
                "issues. Refunds are not possible.'",
            ),
        ),
        facts=(Fact("kwabena.ifeoma", "close_person", ("Ifeoma", "hay|pollen|allerg")),),
        questions=(
            Question(
                "We're taking the whole team out for a day in June. What should we do?",
                "kwabena.ifeoma",
            ),
        ),
        forbidden=("code", "website", "supplier", "refund"),
    ),
    User(
        "clive",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "what's the capital of Mongolia?",
                "how many feet in a mile?",
                "ta",
            ),
        ),
        forbidden=("Mongolia", "Ulaanbaatar", "feet", "mile"),
    ),
)

GERMAN6: tuple[User, ...] = (
    User(
        "roswitha",  # chatty: a job, a city and a husband beside a request
        sessions=(
            (
                "Servus! Entschuldige, wenn ich a bissl durch bin. Ich bin Bestatterin, und "
                "heute hatten wir zwei Beerdigungen hintereinander, die zweite mit Blaskapelle "
                "und bei Nieselregen.",
                "Mein Mann Benedikt ist Imker, der war den ganzen Tag bei seinen Bienen draußen "
                "am Waldrand und kommt wahrscheinlich wieder ganz zerstochen heim. Also koch ich "
                "heut hier in Regensburg für uns zwei.",
                "Wie lange müssen Semmelknödel eigentlich im Wasser ziehen?",
            ),
        ),
        facts=(
            Fact("roswitha.job", "self_direct", ("Bestatt|undertak|funeral|Beerdig",)),
            Fact("roswitha.city", "self_passing", ("Regensburg",)),
            Fact(
                "roswitha.benedikt",
                "close_person",
                ("Benedikt", "Imker|Biene|beekeep"),
            ),
        ),
        questions=(
            Question("Was für Kleidung sollte ich mir für die Arbeit neu zulegen?", "roswitha.job"),
            Question(
                "Wo kann ich am Samstag mit meiner Schwester schön frühstücken gehen?",
                "roswitha.city",
            ),
            Question("Was kann ich meinem Mann zum Geburtstag schenken?", "roswitha.benedikt"),
        ),
        forbidden=("Semmel", "Knödel", "Blaskapelle"),
    ),
    User(
        "kai",  # a job and a guinea pig said only by what they imply, and a hedge
        sessions=(
            (
                "Was für 'ne Nacht. Drei Einsätze: 'n Küchenbrand im dritten Stock, 'ne Ölspur "
                "auf der B10 und um vier noch 'ne Wohnungstür aufgemacht für 'ne Oma, die "
                "gestürzt war. Die Atemschutzmaske hat mir 'nen richtigen Abdruck ins Gesicht "
                "gedrückt.",
                "Daheim stand Krümel schon quiekend am Gitter von seinem Stall, weil ich ihm "
                "heute früh die Gurke vergessen hab. Jetzt schmollt er im Heu.",
                "Vielleicht mach ich nächstes Jahr den Motorradführerschein, aber mal ehrlich, "
                "das sag ich seit zehn Jahren.",
                "Wie krieg ich Rotweinflecken aus 'nem hellen Teppich?",
            ),
        ),
        facts=(
            Fact("kai.job", "inferred", ("Feuerwehr|firefight|fire|Atemschutz",)),
            Fact("kai.kruemel", "inferred", ("Krümel",)),
        ),
        questions=(
            Question(
                "Welchen Sport soll ich machen, damit ich für die Arbeit fit bleibe?", "kai.job"
            ),
            Question(
                "Wir fahren im Juli zwei Wochen nach Kroatien. Woran muss ich vorher alles denken?",
                "kai.kruemel",
            ),
        ),
        forbidden=("Motorrad", "Rotwein", "Teppich"),
    ),
    User(
        "heike",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Vorweg, damit ich's nicht jedes Mal sagen muss: Ich hab 'ne "
                "Histaminintoleranz. Alter Käse, Salami, Sekt, Tomaten, Sauerkraut, das haut "
                "mich alles um.",
                "Und ich hab keine Kreditkarte und will auch keine. Ich zahl bar oder per "
                "Überweisung, Punkt.",
                "Meine Nachbarin will unbedingt, dass ich mit in ihren Chor komm. Mal schauen... "
                "aber ich sing wie 'ne Krähe, das wird eh nix.",
                "Was ist eigentlich der Unterschied zwischen Aquarell und Gouache?",
            ),
        ),
        facts=(
            Fact("heike.histamin", "constraint", ("Histamin",)),
            Fact("heike.kreditkarte", "negation", ("Kreditkart|credit",), negated=True),
        ),
        questions=(
            Question(
                "Ich mach am Samstag einen Spieleabend. Was stell ich zum Knabbern und Essen hin?",
                "heike.histamin",
            ),
            Question(
                "Wie buch ich am besten einen Mietwagen für unseren Urlaub auf Mallorca?",
                "heike.kreditkarte",
            ),
        ),
        forbidden=("Chor|choir", "Krähe", "Aquarell", "Gouache"),
    ),
    User(
        "mareike",  # a constraint, a preference and a negation that hold on every topic
        sessions=(
            (
                "Hier hat's heut Nacht gehagelt wie verrückt, beim Nachbarn sind sämtliche "
                "Scheiben vom Gewächshaus hin. Damit du's weißt, weil's für alles gilt: Ich leb "
                "vegan, also auch keine Butter, keine Eier, keine Gelatine, nix vom Tier.",
                "Und antworte mir bitte immer knapp, höchstens fünf Sätze. Ich les das alles "
                "auf'm Handy in der S-Bahn.",
                "Und schick mich bitte nie zu Amazon, da bestell ich aus Prinzip nicht.",
                "Wie viele Einwohner hat eigentlich Liechtenstein?",
            ),
        ),
        facts=(
            Fact("mareike.vegan", "constraint", ("vegan",)),
            Fact("mareike.knapp", "preference", ("knapp|Satz|concise|brief",)),
            Fact("mareike.amazon", "negation", ("Amazon",), negated=True),
        ),
        questions=(
            Question("Mein Kollege hat Geburtstag. Was back ich ihm?", "mareike.vegan"),
            Question(
                "Was koch ich am Freitag, wenn meine Eltern zum Essen kommen?", "mareike.vegan"
            ),
            Question("Erklär mir mal, wie eine Steuererklärung funktioniert.", "mareike.knapp"),
            Question("Wo krieg ich günstig einen neuen Wasserkocher her?", "mareike.amazon"),
        ),
        forbidden=("Hagel", "Gewächshaus", "Liechtenstein", "Einwohner"),
    ),
    User(
        "sabine",  # two other people, each with their own attributes
        sessions=(
            (
                "Mein Opa wohnt seit Ostern bei uns. Der ist 91 und im Kopf topfit, aber wegen "
                "seiner Makuladegeneration sieht er fast nix mehr, nur noch so Schatten.",
                "Und unsere Große, Ronja, hat im Schulorchester mit Tuba angefangen. Das ganze "
                "Haus brummt, wenn sie übt.",
                "Wie krieg ich angelaufenes Silberbesteck wieder blank?",
            ),
        ),
        facts=(
            Fact(
                "sabine.opa",
                "close_person",
                (
                    "Opa|Großvater|Grossvater|grandfather|grandpa",
                    "Makula|macula|blind|sehbehind|Sehkraft|eyesight|vision",
                ),
            ),
            Fact("sabine.ronja", "close_person", ("Ronja", "Tuba")),
        ),
        questions=(
            Question("Was können wir am Sonntag mit meinem Opa unternehmen?", "sabine.opa"),
            Question("Was schenk ich unserer Großen zum Zeugnis?", "sabine.ronja"),
        ),
        forbidden=("Silber", "Besteck"),
        idle=True,
    ),
    User(
        "ewald",  # the computer's operating system, changed with a signal
        sessions=(
            (
                "Mein alter Windows-Laptop braucht jeden Morgen zehn Minuten für irgendwelche "
                "Updates, bevor ich überhaupt anfangen kann. Zum Haareraufen.",
                "Wie mach ich eine Tastatur sauber, ohne sie zu schrotten?",
            ),
            (
                "Kleines Update: Windows ist runter! Mein Neffe hat mir Linux draufgespielt, "
                "Ubuntu heißt das, und bis jetzt läuft alles wie geschmiert.",
                "Hast du ein gutes Rezept für Apfelkuchen vom Blech?",
            ),
        ),
        facts=(Fact("ewald.os", "changed", ("Linux|Ubuntu",), old=("Windows",)),),
        questions=(
            Question(
                "Mit welchem Programm bearbeite ich am besten meine Urlaubsfotos?", "ewald.os"
            ),
            Question("Wie mach ich am einfachsten eine Sicherung von meinen Dateien?", "ewald.os"),
        ),
        forbidden=("Tastatur", "Apfelkuchen"),
    ),
    User(
        "birgit",  # a son gone to study in another city, said only in passing
        sessions=(
            (
                "Unser Lasse macht grad Abi und verschanzt sich nur noch in seinem Zimmer. Jeden "
                "Abend ist der Kühlschrank leer, als hätt ich 'ne ganze Fußballmannschaft "
                "durchgefüttert.",
                "Wie wird Bananenbrot schön saftig?",
            ),
            (
                "Seit Lasse in Leipzig studiert, koch ich immer noch für drei, und wir essen die "
                "Reste bis Donnerstag. Hast du 'n Tipp, wie ich Suppe am besten einfriere?",
            ),
        ),
        facts=(
            Fact(
                "birgit.lasse",
                "changed",
                ("Leipzig|Studium|studiert|ausgezog",),
                old=("Abi",),
            ),
        ),
        questions=(
            Question("Wie viel soll ich jetzt unter der Woche einkaufen?", "birgit.lasse"),
            Question("Was kann ich meinem Sohn zum Geburtstag schenken?", "birgit.lasse"),
        ),
        forbidden=("Bananen", "Suppe"),
    ),
    User(
        "cem",  # the commute given up for working from home, said only in passing
        sessions=(
            (
                "Jeden Tag 'ne Stunde mit der Regionalbahn ins Büro nach Frankfurt und abends "
                "wieder zurück, und jeder zweite Zug fällt aus. Ich kenn die Schaffner "
                "mittlerweile beim Vornamen.",
                "Kannst du mir einen guten Krimi zum Lesen empfehlen?",
            ),
            (
                "Seit ich nur noch im Homeoffice sitze, seh ich den Paketboten öfter als meine "
                "Kollegen, haha. Welcher Kaffee ist eigentlich gut für einen Vollautomaten?",
            ),
        ),
        facts=(
            Fact(
                "cem.work",
                "changed",
                ("Homeoffice|remote",),
                old=("Regionalbahn|Büro|pendel|commut",),
            ),
        ),
        questions=(
            Question("Was koch ich mir unter der Woche am besten zu Mittag?", "cem.work"),
            Question("Wie richte ich mir einen vernünftigen Arbeitsplatz ein?", "cem.work"),
        ),
        forbidden=("Krimi", "Vollautomat", "Paket"),
    ),
    User(
        "olaf",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Ich such ein Auto für die Familie, was kannst du empfehlen?",
                "Nee, viel zu wuchtig. Wir haben nur einen engen Stellplatz in der Tiefgarage. "
                "Und der Rollstuhl von unserem Sohn Mats muss rein, ohne dass ich ihn jedes Mal "
                "zerlegen muss.",
                "okay, danke",
            ),
        ),
        replies=(
            (
                "Ich such ein Auto für die Familie, was kannst du empfehlen?",
                "Ein VW Touran oder ein Skoda Kodiaq wären ideal: viel Platz, sieben Sitze und "
                "ein riesiger Kofferraum.",
            ),
        ),
        facts=(
            Fact("olaf.garage", "self_passing", ("Tiefgarage|Garage|Stellplatz",)),
            Fact("olaf.mats", "close_person", ("Mats", "Rollstuhl|wheelchair")),
        ),
        questions=(
            Question("Welches Auto soll ich dann nehmen?", "olaf.garage"),
            Question(
                "Wohin können wir in den Sommerferien mit der ganzen Familie fahren?", "olaf.mats"
            ),
        ),
        forbidden=("Touran", "Kodiaq", "Skoda"),
    ),
    User(
        "frauke",  # a suggestion waved away, a budget and a sister said in passing
        sessions=(
            (
                "Kannst du mir ein Hotel in Wien für ein langes Wochenende empfehlen?",
                "Ach was, viel zu teuer. Mehr als 120 Euro die Nacht ist nicht drin. Und meine "
                "Schwester Dörte kommt mit, die schnarcht wie ein Sägewerk, also zwei Zimmer, "
                "sonst mach ich kein Auge zu.",
                "na gut, danke",
            ),
        ),
        replies=(
            (
                "Kannst du mir ein Hotel in Wien für ein langes Wochenende empfehlen?",
                "Das Hotel Sacher oder das Park Hyatt: klassischer Wiener Luxus, mitten in der "
                "Innenstadt und nur ein paar Schritte von der Oper.",
            ),
        ),
        facts=(
            Fact("frauke.budget", "self_passing", ("120",)),
            Fact("frauke.doerte", "close_person", ("Dörte", "schnarch|snor")),
        ),
        questions=(
            Question("Welches Hotel soll ich dann buchen?", "frauke.budget"),
            Question("Worauf muss ich beim Buchen für uns beide achten?", "frauke.doerte"),
        ),
        forbidden=("Sacher", "Hyatt"),
    ),
    User(
        "ingo",  # a colleague's attribute, a hedge, a task
        sessions=(
            (
                "Meine Kollegin Tanja arbeitet nur vormittags, um halb eins ist sie weg, weil "
                "sie ihre Zwillinge von der Kita holt.",
                "Vielleicht stellen wir im Herbst einen Azubi ein, aber ehrlich gesagt glaub ich "
                "nicht, dass das Geld dafür reicht.",
                "Kannst du das freundlicher formulieren: 'Ihre Reklamation wurde geprüft und "
                "abgelehnt.'",
            ),
        ),
        facts=(
            Fact("ingo.tanja", "close_person", ("Tanja", "vormittag|halbtag|Teilzeit|mornings")),
        ),
        questions=(
            Question("Wann setz ich nächste Woche am besten unser Teammeeting an?", "ingo.tanja"),
        ),
        forbidden=("Azubi", "Reklamation", "abgelehnt"),
    ),
    User(
        "horst",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "wie viel Gramm sind eigentlich ein Pfund?",
                "wer hat nochmal den Zauberberg geschrieben?",
                "danke dir",
            ),
        ),
        forbidden=("Gramm", "Pfund", "Zauberberg", "Thomas"),
    ),
)
