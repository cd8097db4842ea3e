"""A twenty-third round of held-out learning sets, written before any run of them and without
reading the learning code: `bi` in German and `bj` in English, each with its own people and
situations. The English set was written on its own: no part of it is a translation of the
German one.

`bi` is everyday people in Germany, Austria and Switzerland, each in their own idiom: a
joiner in eastern Switzerland and a tram driver in Basel with Swiss words (Zmittag, Büez,
Rüebli, Franken), a Viennese tobacconist, a nurse in Graz and a ski instructor in Innsbruck
in Austrian German (Paradeiser, Ordination, Backrohr, Garçonnière), a retired man in
Upper Bavaria in Bavarian, a tattooist in Berlin typing in lower case with Berlin phrasing,
a steelworks shift leader in Duisburg in Ruhr German, and a woman of 81 in Swabian. `bj` is
everyday people in Pembrokeshire, Wisconsin, Kumasi, Lahore, Chaguanas, Portland, Penang,
Johannesburg and Newfoundland, each in theirs (Welsh English, the Midwest's "ope" and "you
betcha", Ghanaian "chale", Pakistani "kindly" and "yaar", Trinidadian creole, Manglish
"lah", South African "eish" and "howzit", Newfoundland "b'y", some of it typed in lower
case).

The turns are chatty and carry several facts at once, most of them in passing: a trade or a
relative's condition given as the reason an assistant's suggestion will not do, a job said
only to correct the assistant's wrong guess, a town named while planning a shopping trip, a
condition named while complaining about the evening's work. Facts said only by what they
imply (the morning rush of a tobacconist's kiosk, two night call-outs of a lifeboat crew),
standing constraints and negations that should shape answers on other topics (`negated`: a
memory must keep the "not"), a preference for the user's own regional words and one for a
currency, and three changes of attributes in each set, all told without a signal word: the
later session only describes the new situation (district heating where a tiled wood stove
was, a flat with a partner where a four-person flat share was, a doctor's practice where
hospital night shifts were; a doubles stand where a route taxi was, a duplex with a yard
where a houseboat was, a newborn daughter where a pregnancy was). Assistant suggestions and
wrong guesses the user never takes up are scripted (`replies`) and their words are
`forbidden`, as are a hedged plan's words and a story's small talk; one user in each set
tells nothing, and one short chat in each is learned by the inactivity flush. Questions are
asked both directly and on a topic the fact should shape. A keyword "a|b" is found by
either; keywords start a word ("Zöliak" finds "Zöliakie"), and were chosen so that no other
user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

GERMAN23: tuple[User, ...] = (
    User(
        "reto",  # a suggestion the user turns down, his wife's diet and his trade in passing
        sessions=(
            (
                "Grüezi. Ich sollte fürs Zmittag am Sonntag etwas planen, wir sind zu fünft, die "
                "Schwiegereltern kommen auch. Hast du eine Idee?",
                "Nei, das geht leider nicht. Corinne, meine Frau, isst seit letztem Frühling "
                "vegan, und ich will nicht zwei Menüs kochen. Und es sollte nicht zu viel Büez "
                "geben: Ich stehe die ganze Woche in der Schreinerei, am Sonntag will ich nicht "
                "auch noch stundenlang in der Küche sein.",
                "Merci vielmal, das tönt gut.",
            ),
        ),
        replies=(
            (
                "Grüezi. Ich sollte fürs Zmittag am Sonntag etwas planen, wir sind zu fünft, die "
                "Schwiegereltern kommen auch. Hast du eine Idee?",
                "Sehr gerne! Wie wäre es mit einem gemütlichen Raclette? Mit Gschwellti, "
                "Cornichons und Silberzwiebeln ist das für fünf Personen schnell vorbereitet.",
            ),
        ),
        facts=(
            Fact("reto.corinne", "close_person", ("Corinne", "vegan")),
            Fact("reto.job", "self_passing", ("Schreiner|Tischler|carpent|joiner",)),
        ),
        questions=(
            Question(
                "Corinne hat nächsten Monat Geburtstag. Was für einen Kuchen soll ich ihr backen?",
                "reto.corinne",
            ),
            Question(
                "Wir gehen im Sommer eine Woche ins Engadin wandern und schlafen in Hütten. "
                "Worauf muss ich beim Proviant achten?",
                "reto.corinne",
            ),
            Question(
                "Ich habe am Abend oft Schmerzen im Handgelenk und im Ellbogen. Woher kann das "
                "kommen?",
                "reto.job",
            ),
        ),
        forbidden=("Raclette", "Gschwellti", "Cornichon", "Silberzwiebel"),
    ),
    User(
        "bea",  # a job given with a request, a condition given to turn a suggestion down
        sessions=(
            (
                "Sali! Ich komme grad vom Spätdienst, ich fahre Tram bei den BVB, und ich habe "
                "einen Bärenhunger. Was kann ich um elf in der Nacht noch schnell kochen?",
                "Nudeln gehen bei mir nicht, ich habe Zöliakie, seit ich ein Kind bin. Etwas mit "
                "Reis oder Härdöpfel vielleicht? Im Kühlschrank hat es noch Rüebli, Lauch und "
                "zwei Eier.",
                "Noch etwas: Wenn du mir Preise nennst, dann bitte in Franken. Mit Euro kann ich "
                "nichts anfangen.",
            ),
        ),
        replies=(
            (
                "Sali! Ich komme grad vom Spätdienst, ich fahre Tram bei den BVB, und ich habe "
                "einen Bärenhunger. Was kann ich um elf in der Nacht noch schnell kochen?",
                "Nach einem langen Dienst tut etwas Schnelles gut! Wie wäre es mit einer Pasta "
                "Carbonara oder einem Flammkuchen? Beides ist in zwanzig Minuten fertig.",
            ),
        ),
        facts=(
            Fact("bea.job", "self_direct", ("Tram",)),
            Fact("bea.zoeliakie", "constraint", ("Zöliak|celiac|coeliac|gluten",)),
            Fact("bea.franken", "preference", ("Franken|CHF|franc|Stutz",)),
        ),
        questions=(
            Question(
                "Am Samstag gehe ich mit zwei Kolleginnen an den Weihnachtsmarkt auf dem "
                "Münsterplatz. Was kann ich dort essen?",
                "bea.zoeliakie",
            ),
            Question(
                "Ich möchte mir ein E-Bike kaufen. Mit wie viel muss ich ungefähr rechnen?",
                "bea.franken",
            ),
            Question(
                "Ich möchte mit einem Sport anfangen. Was passt zu meinen Arbeitszeiten?",
                "bea.job",
            ),
        ),
        forbidden=("Carbonara", "Flammkuchen"),
    ),
    User(
        "oemer",  # a job said only to correct the assistant's wrong guess, and his father
        sessions=(
            (
                "N'Abend. Komm grad vonne Maloche, Nachtschicht, und die Blagen sind schon wach "
                "und wollen Frühstück. So is dat halt.",
                "Nee, nix mit Krankenhaus. Ich bin Schichtleiter im Stahlwerk in Bruckhausen, "
                "seit achtzehn Jahren, wie mein Vadder früher.",
                "Der Yusuf, also mein Vadder, muss dreimal die Woche zur Dialyse, Montag, "
                "Mittwoch, Freitag, und wenn ich Spätschicht hab, fahr ich ihn morgens hin. "
                "Kannste mir sagen, wat der alles nich essen darf? Der futtert mir sonst heimlich "
                "Bananen.",
            ),
        ),
        replies=(
            (
                "N'Abend. Komm grad vonne Maloche, Nachtschicht, und die Blagen sind schon wach "
                "und wollen Frühstück. So is dat halt.",
                "Oh, das klingt wirklich anstrengend! Du bist bestimmt Krankenpfleger, oder? "
                "Gönn dir heute unbedingt ein Nickerchen.",
            ),
        ),
        facts=(
            Fact("oemer.job", "self_direct", ("Stahl|steel",)),
            Fact("oemer.yusuf", "close_person", ("Yusuf", "Dialys")),
        ),
        questions=(
            Question(
                "Wir wollen in den Sommerferien drei Wochen zur Familie nach Kayseri, mit meinen "
                "Eltern. Woran müssen wir denken?",
                "oemer.yusuf",
            ),
            Question(
                "Meine Frau sagt, ich schlaf zu wenig. Wie krieg ich besseren Schlaf hin?",
                "oemer.job",
            ),
            Question(
                "Weißte noch, wo ich arbeite? Ich brauch dat für'n Formular.",
                "oemer.job",
            ),
        ),
        forbidden=("Krankenpfleger", "anstrengend", "Nickerchen"),
    ),
    User(
        "sepp",  # a wood stove, then district heating described in passing; gout
        sessions=(
            (
                "Griaß Gott. I hock grad am Kachelofen, draußen hat's minus vierzehn, und i hab "
                "heid an ganzen Nachmittag Buchenholz gspaltn. Der Ofen frisst ma im Winter sechs "
                "Ster, mindestens.",
                "Was i eigentlich fragen wollt: Der Doktor sagt, i hab Gicht, im großen Zeh, und "
                "i soll weniger Fleisch und weniger Bier. Mei, des is hart für an Bayern. Was "
                "kann i denn zur Brotzeit no essen?",
                "Heid in da Früh is übrigens a Fuchs am Waldrand entlang übern Schnee, schee war "
                "des.",
            ),
            (
                "D'Fernwärm vom Biogashof drüben is a Traum, in da Früh is im Bad warm wia im "
                "Hochsommer.",
                "Und a Frag: Mei Enkelin, d'Vroni, heirat im Mai. Was schenkt ma da heitzutag?",
            ),
        ),
        facts=(
            Fact(
                "sepp.heizung",
                "changed",
                ("Fernwärm|Nahwärm|Biogas",),
                old=("Kachelofen|Holzofen|Holzheiz|Brennholz|Buchenholz|Scheitholz|wood",),
            ),
            Fact("sepp.gicht", "constraint", ("Gicht|gout",)),
        ),
        questions=(
            Question(
                "Soll i heuer scho im Sommer as Holz für'n Winter bstelln, oder wart i bis zum "
                "Herbst?",
                "sepp.heizung",
            ),
            Question(
                "Im Januar fahr ma drei Wochen nach Teneriffa. Muss i wegen der Heizung daheim "
                "was beachten?",
                "sepp.heizung",
            ),
            Question(
                "Am Samstag is bei uns Feuerwehrfest mit Schweinsbraten und Freibier. Auf was "
                "muass i aufpassen?",
                "sepp.gicht",
            ),
            Question("Was woaßt du no über mei Gsundheit?", "sepp.gicht"),
        ),
        forbidden=("Fuchs", "Waldrand"),
    ),
    User(
        "jule",  # lower-case Berlin chat; a four-person flat share, then a flat with Jonas
        sessions=(
            (
                "yo, kurze frage: wie krieg ich rotwein aus nem hellen teppich raus? bei uns in "
                "der wg in friedrichshain war gestern party, wir sind zu viert und natürlich "
                "fühlt sich keiner zuständig außer icke 🙄",
                "und noch was. mein chef im studio will, dass ich jede woche n reel von meinen "
                "motiven poste, aber ich bin tätowiererin und keine influencerin, ick hab da null "
                "bock drauf. wie sag ich ihm dit nett?",
                "ach so, falls relevant: ich hab keinen führerschein, bei mir geht alles mit "
                "s-bahn oder rad.",
                "gestern hat übrigens ne krähe auf unserm balkon n ganzes croissant geklaut, ick "
                "lach immer noch",
            ),
            (
                "jonas und ich streiten uns seit tagen, wer in unsrer wohnung in lichtenberg den "
                "müll runterbringt. der typ tut so, als würde der sich von alleine rausbringen 😤",
                "egal. was kann man abends zu zweit kochen, dit nich länger als zwanzig minuten "
                "dauert?",
            ),
        ),
        facts=(
            Fact("jule.job", "self_passing", ("tätowier|tattoo",)),
            Fact("jule.fuehrerschein", "negation", ("Führerschein|licen",), negated=True),
            Fact(
                "jule.wohnung",
                "changed",
                ("Jonas",),
                old=("WG|Wohngemeinschaft|Mitbewohn|flatshare|flatmate|roommate|housemate",),
            ),
        ),
        questions=(
            Question(
                "ich will am wochenende an die ostsee, am liebsten nach usedom. wie komm ich da "
                "am besten hin?",
                "jule.fuehrerschein",
            ),
            Question(
                "wir brauchen n neuen putzplan für die wohnung, wie teilt man dit am fairsten auf?",
                "jule.wohnung",
            ),
            Question(
                "meine rechte hand is nach langen tagen total verkrampft, was hilft da?",
                "jule.job",
            ),
        ),
        forbidden=("krähe", "croissant", "rotwein", "teppich"),
    ),
    User(
        "manuela",  # hospital night shifts, then a doctor's practice in passing; her son
        sessions=(
            (
                "Servus! Bin grad heim vom Nachtdienst im LKH, zwölf Stunden auf der "
                "Unfallchirurgie, und mein Bua Elias steht schon mit dem Legokasten in der Tür.",
                "Er hat Neurodermitis und hat sich laut meiner Mama die halbe Nacht die "
                "Kniekehlen aufgekratzt. Was kann i ihm anziehen, das ned so kratzt?",
                "Danke dir, des schau i mir nach'm Schlafen an.",
            ),
            (
                "In der Ordination war heut a Wahnsinn, die Grippe geht um, das Wartezimmer war "
                "bis zur Tür voll, und trotzdem hat mich die Frau Doktor um fünf pünktlich "
                "heimgschickt.",
                "Was kann i am Abend mit dem Elias unternehmen? Er is total aufgedreht und es "
                "schüttet.",
            ),
        ),
        facts=(
            Fact("manuela.elias", "close_person", ("Elias", "Neurodermitis|Ekzem|eczema|atopi")),
            Fact(
                "manuela.arbeit",
                "changed",
                ("Ordination|Praxis|Arztpraxis|practice",),
                old=("Nachtdienst|LKH|Spital|Krankenhaus|hospital|Unfallchirurg",),
            ),
        ),
        questions=(
            Question(
                "Welches Duschgel und welches Waschmittel soll i für uns kaufen?",
                "manuela.elias",
            ),
            Question(
                "Der Elias soll im Sommer an Schwimmkurs machen. Auf was muss i achten?",
                "manuela.elias",
            ),
            Question(
                "Es gibt an Yogakurs am Dienstag um halb neun in der Früh oder am Donnerstag um "
                "sieben am Abend. Welcher passt besser zu mir?",
                "manuela.arbeit",
            ),
        ),
    ),
    User(
        "gitti",  # a tobacconist's kiosk said only by its morning; her own words wanted
        sessions=(
            (
                "Griaß Eahna. Um halb sechs sperr i auf, um sechs stehen scho die ersten "
                "Bauarbeiter vor der Tür und wollen ihre Tschick und die Krone, und am Freitag "
                "vorm Lotto-Jackpot is sowieso die Hölle los.",
                "Was i wissen wollt: Welche Schuhe san guat, wenn ma den ganzen Tag steht?",
                "Und bitte, schreiben S' ma mit unsere Wörter, Paradeiser, Erdäpfel, Topfen, "
                "Sackerl. Mit Tomaten und Quark kann i nix anfangen, des is deitsch.",
                "Heut war übrigens der Herr Pospischil wieder da und hat mir zwanzig Minuten von "
                "seiner Gallenblase erzählt, der Arme.",
            ),
        ),
        facts=(
            Fact(
                "gitti.trafik",
                "inferred",
                ("Trafik|Tabak|tobacc|Kiosk|newsagent|Zeitung|newspaper|Zigarett|cigarett|Lotto",),
            ),
            Fact("gitti.woerter", "preference", ("österreichisch|Paradeiser|Erdäpfel|Topfen",)),
        ),
        questions=(
            Question(
                "Was koch i heut? Im Kühlschrank hab i no Eier, a Zwiebel und an Rest Nudeln.",
                "gitti.woerter",
            ),
            Question(
                "Können S' ma a Rezept für an Kuchen geben, den ma gut mitnehmen kann?",
                "gitti.woerter",
            ),
            Question(
                "Im August möcht i zwei Wochen auf Urlaub fahren. Was muss i vorher organisieren?",
                "gitti.trafik",
            ),
            Question(
                "I überleg, ob i mit sechzig in Pension geh. Worauf muss i da schauen?",
                "gitti.trafik",
            ),
        ),
        forbidden=("Pospischil", "Gallenblase"),
    ),
    User(
        "hannes",  # a seasonal job and no oven in passing, a hedged plan, small talk
        sessions=(
            (
                "Griaß di! Die Saison is vorbei, i bin im Winter Skilehrer am Patscherkofel, und "
                "bis Dezember hab i Zeit für alles, was i verschoben hab.",
                "Erste Frage: Was kann i kochen, wenn ma in der Garçonnière kein Backrohr hat? I "
                "hab lei zwoa Herdplatten und a Mikrowelle.",
                "Vielleicht mach i amal die Bergführerausbildung, aber ehrlich, des wird eh nix, "
                "dafür bin i z'faul.",
                "Heut in da Früh is übrigens a Oachkatzl übers Geländer spaziert und hat mi "
                "angschaut, als ob i eahm was schuldig wär.",
            ),
        ),
        facts=(
            Fact("hannes.job", "self_passing", ("Ski",)),
            Fact("hannes.backrohr", "negation", ("Backrohr|Backofen|Ofen|oven",), negated=True),
        ),
        questions=(
            Question(
                "Meine Freundin kommt am Samstag zum ersten Mal zu mir zum Essen. Was soll i "
                "kochen?",
                "hannes.backrohr",
            ),
            Question(
                "Meine Schwester hat nächste Woche Geburtstag. Kann i ihr was backen?",
                "hannes.backrohr",
            ),
            Question(
                "I möcht im Herbst trainieren, damit i im Dezember richtig fit bin. Wie soll i "
                "des angehn?",
                "hannes.job",
            ),
        ),
        forbidden=("Bergführer", "Oachkatzl", "Eichhörnch"),
    ),
    User(
        "annemarie",  # a short chat in Swabian, learned by the inactivity flush
        sessions=(
            (
                "Grüß Gott, do isch d'Annemarie. Mei Enkele hot mr des Handy eigrichtet, aber "
                "d'Schrift isch arg klei. Wie mach i die größer?",
                "I bin 81 ond hab a Makuladegeneration am linke Aug, do sieht ma nemme so guad.",
            ),
        ),
        facts=(
            Fact("annemarie.alter", "self_direct", ("81",)),
            Fact("annemarie.makula", "constraint", ("Makula|macula",)),
        ),
        questions=(
            Question(
                "Was könnt i im Winter lese oder anhöre, wenn's draußen so früh dunkel wird?",
                "annemarie.makula",
            ),
            Question("Welchen Sport kann i in meim Alter no mache?", "annemarie.alter"),
        ),
        idle=True,
    ),
    User(
        "timo",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "wie lang braucht der zug von hamburg nach kopenhagen",
                "und wie heißt die hauptstadt von montenegro",
                "ok danke",
            ),
        ),
        forbidden=("Kopenhagen", "Montenegro", "Podgorica", "Hamburg"),
    ),
)

ENGLISH23: tuple[User, ...] = (
    User(
        "ceri",  # lifeboat call-outs said only by what they imply, a suggestion turned down
        sessions=(
            (
                "Duw, what a night. Pager went off twice, first for a yacht with a rope round "
                "her prop off Strumble Head, then gone three for a kayaker who'd let the tide "
                "cut him off under the cliffs. Tidy result both times mind, everybody home and "
                "dry. I'm running on tea and Welsh cakes now.",
                "Anyway, my bamp Emrys is 90 on Saturday. Still splits his own kindling, speaks "
                "Welsh in the house and pretends he can't understand a word of English when the "
                "surgery phones. What can I get him?",
                "Ha, he'd have a fit. He's chapel, never touched a drop in his life. Something "
                "for the garden, maybe, he's out there with his leeks every morning. I'll have a "
                "look round Fishguard market on Thursday.",
            ),
        ),
        replies=(
            (
                "Anyway, my bamp Emrys is 90 on Saturday. Still splits his own kindling, speaks "
                "Welsh in the house and pretends he can't understand a word of English when the "
                "surgery phones. What can I get him?",
                "Happy birthday to him! A round of golf at a nice course and a bottle of single "
                "malt whisky would make a lovely treat for such a special birthday.",
            ),
        ),
        facts=(
            Fact("ceri.lifeboat", "inferred", ("lifeboat|RNLI|rescue|coastguard",)),
            Fact("ceri.emrys", "close_person", ("Emrys", "Welsh|Cymraeg|90|ninety")),
            Fact("ceri.town", "self_passing", ("Fishguard",)),
        ),
        questions=(
            Question(
                "Is it all right for me to have a glass of wine with my tea on a weeknight?",
                "ceri.lifeboat",
            ),
            Question(
                "I'm after a hobby that gets me out of the house. What would fit my life?",
                "ceri.lifeboat",
            ),
            Question("Help me write a card for my bamp's birthday.", "ceri.emrys"),
            Question(
                "My cousin's coming down from Leeds for a week in August. Where should I take "
                "her round my way?",
                "ceri.town",
            ),
        ),
        forbidden=("golf", "whisky", "malt"),
    ),
    User(
        "darlene",  # a bar job and a condition in one breath, a hedge and small talk
        sessions=(
            (
                "Ope, real quick before I head in. Friday fish fry at the supper club is gonna be "
                "a zoo and I'm the only one tending bar till eight. Worst part is the ice well. "
                "I've got Raynaud's, so the second my hands hit that ice my fingers go white and "
                "numb and I can't hardly feel the bottles.",
                "Anyhoo, what's a good hotdish I could bring to the church potluck Sunday? "
                "Something with tater tots, you betcha.",
                "I keep telling myself I'll go back for my real estate license. Who am I "
                "kidding, I won't.",
                "And my neighbor's snowblower has been going since six, I swear that man clears "
                "his driveway for fun.",
            ),
        ),
        facts=(
            Fact("darlene.job", "self_passing", ("bartend|supper",)),
            Fact("darlene.raynaud", "constraint", ("Raynaud",)),
        ),
        questions=(
            Question(
                "My brother-in-law wants to take me ice fishing up north this weekend. What "
                "should I bring?",
                "darlene.raynaud",
            ),
            Question("What kind of gloves should I put on my Christmas list?", "darlene.raynaud"),
            Question(
                "I wanna pick up a side gig on Saturday mornings. What would fit around my job?",
                "darlene.job",
            ),
        ),
        forbidden=("hotdish", "potluck", "tater", "estate", "snowblower", "driveway"),
    ),
    User(
        "akosua",  # a wrong guess at her country corrected, with her trade and no bank account
        sessions=(
            (
                "Good afternoon please. The light has been off since morning, dumsor is back "
                "again, and my phone is almost dead. How can I make the battery last till "
                "evening?",
                "Chale, I'm in Kumasi oo, not Naija 😂. I have a small shop at Kejetia, I sell "
                "fabric, wax print and kente, and the phone is everything to me. All my "
                "customers pay by MoMo. I don't even have a bank account, MoMo is my bank.",
                "Ok, I will just put it on power saving then. Thank you o.",
            ),
        ),
        replies=(
            (
                "Good afternoon please. The light has been off since morning, dumsor is back "
                "again, and my phone is almost dead. How can I make the battery last till "
                "evening?",
                "Power cuts in Lagos can be really frustrating! The simplest fix is a small "
                "petrol generator, which will keep your phone charged all day.",
            ),
        ),
        facts=(
            Fact("akosua.job", "self_direct", ("fabric|kente|textile",)),
            Fact("akosua.city", "self_passing", ("Kumasi",)),
            Fact("akosua.bank", "negation", ("bank",), negated=True),
        ),
        questions=(
            Question(
                "My sister in London wants to send me money for my birthday. What is the easiest "
                "way for her to do it?",
                "akosua.bank",
            ),
            Question(
                "I want to sell more this Christmas. How can I use WhatsApp and Instagram for my "
                "business?",
                "akosua.job",
            ),
            Question(
                "My cousin is coming from Takoradi to visit me next month. Where can I take her "
                "in town?",
                "akosua.city",
            ),
        ),
        forbidden=("Lagos", "generator", "petrol"),
    ),
    User(
        "farzana",  # her husband's surgery given as the reason for a request, and a hedge
        sessions=(
            (
                "Assalam o alaikum. Kindly suggest some dinner recipes for this week. My husband "
                "Imran had his bypass in March, the doctor has said very little salt and no "
                "ghee, and he is sulking like a small child, yaar. Everything is phika for him.",
                "And please, whenever you tell me prices, give them in rupees. I can't do dollar "
                "conversion in my head at eleven at night after the kids' homework.",
                "One day I'll start a tiffin service from my kitchen, everyone in the mohalla "
                "says my food is the best, but let's be honest, with two kids and the in-laws, "
                "who has the time.",
            ),
        ),
        facts=(
            Fact("farzana.imran", "close_person", ("Imran", "bypass|cardiac|heart")),
            Fact("farzana.rupees", "preference", ("rupee|PKR",)),
        ),
        questions=(
            Question(
                "We have a walima next week, lots of biryani and mithai. Any tips for the two of "
                "us?",
                "farzana.imran",
            ),
            Question(
                "Imran wants to start playing cricket with his friends on Sunday mornings. Is "
                "that a good idea?",
                "farzana.imran",
            ),
            Question(
                "Which air fryer should I buy, and roughly how much will it cost?",
                "farzana.rupees",
            ),
        ),
        forbidden=("tiffin",),
    ),
    User(
        "dexter",  # a route-taxi, then a doubles stand described in passing; his daughter
        sessions=(
            (
                "Wha happenin. Boy, my back real stiff. I does drive a maxi on the Priority Bus "
                "Route, Chaguanas to Port of Spain, from five in the morning, and by evening I "
                "cyah even straighten up. What stretches I could do?",
                "And my daughter Kezia just get into a steelpan side for Panorama, she "
                "practising every night in the panyard till ten, so I does be liming by the "
                "fence waiting to carry her home.",
                "Steups, the traffic on the highway this morning was madness, a truck overturn "
                "and whole Trinidad stuck.",
            ),
            (
                "Boy, the line by the stand this morning was ridiculous. I start frying bara from "
                "four o'clock and by nine not one doubles left, and my wife say I need a next "
                "person to handle the channa.",
                "Anyway, what's a easy way to keep track of money for a small food business? I "
                "writing everything in a copybook right now.",
            ),
        ),
        facts=(
            Fact("dexter.work", "changed", ("doubles|bara|channa",), old=("maxi|taxi",)),
            Fact("dexter.kezia", "close_person", ("Kezia", "steelpan|pan")),
        ),
        questions=(
            Question(
                "Help me come up with a name for my business's Instagram page.", "dexter.work"
            ),
            Question(
                "What time should I go to bed on weeknights so I'm not dead tired?", "dexter.work"
            ),
            Question(
                "Kezia's band is playing in the Panorama finals at the Savannah. What should I "
                "bring to watch them?",
                "dexter.kezia",
            ),
        ),
        forbidden=("truck", "overturn", "highway"),
    ),
    User(
        "rowan",  # a city guessed wrong, the job in the correction; a houseboat, then a duplex
        sessions=(
            (
                "Sunbreak!! First one in like nine days. I'm out on the deck of our houseboat on "
                "the Columbia with coffee, watching a heron stare at the water like it owes him "
                "money.",
                "Anyway, what's a good rain jacket? Mine delaminated after four winters.",
                "Ha, Portland, and nobody here owns one of those. I need something I can ride to "
                "work in. I'm a bike mechanic at a shop in Sellwood and I commute on the bike all "
                "year, so it's got to handle a downpour and have pit zips.",
            ),
            (
                "Our duplex in St. Johns has a yard! Like actual dirt! I want to grow tomatoes "
                "and kale. When do I start seeds around here?",
            ),
        ),
        replies=(
            (
                "Anyway, what's a good rain jacket? Mine delaminated after four winters.",
                "Great question! For Seattle weather, honestly a sturdy umbrella is hard to beat, "
                "paired with a light windbreaker.",
            ),
        ),
        facts=(
            Fact("rowan.job", "self_direct", ("mechanic",)),
            Fact("rowan.home", "changed", ("duplex",), old=("houseboat|floating",)),
        ),
        questions=(
            Question(
                "We're thinking about adopting a big dog. Does our place work for that?",
                "rowan.home",
            ),
            Question("What should I ask about when we renew our home insurance?", "rowan.home"),
            Question("My wrists and forearms ache after work. Any ideas?", "rowan.job"),
        ),
        forbidden=("Seattle", "umbrella", "windbreaker"),
    ),
    User(
        "hafiz",  # a pregnancy, then a newborn named in passing; shifts in passing
        sessions=(
            (
                "Salam bro. My wife 7 months pregnant already, due end of March, and every night "
                "she cannot sleep, back pain lah, leg cramp lah. Got any tips or not?",
                "I'm also doing 12-hour rotating shifts at the semiconductor plant in Bayan "
                "Lepas, so when I'm on nights she's alone at home. Alamak, stress.",
                "Last weekend we went makan durian at Balik Pulau, so heaty, until now my throat "
                "pain.",
            ),
            (
                "Aisyah slept four hours straight last night, wah, I feel like a new man. The "
                "confinement lady is cooking ginger with everything, whole house smell like "
                "ginger.",
                "Can recommend a stroller that can fold small? My car is a Myvi, the boot very "
                "small one.",
            ),
        ),
        facts=(
            Fact("hafiz.wife", "changed", ("Aisyah",), old=("pregnan",)),
            Fact("hafiz.job", "self_passing", ("semiconductor|Bayan",)),
        ),
        questions=(
            Question(
                "Hari Raya is coming, we want to balik kampung to Kota Bharu, about seven hours "
                "drive. What should we prepare?",
                "hafiz.wife",
            ),
            Question("I want to join a futsal league. Which nights can I commit to?", "hafiz.job"),
            Question(
                "What's my daughter's name? Just testing whether you remember, haha.",
                "hafiz.wife",
            ),
        ),
        forbidden=("durian", "Balik", "heaty"),
    ),
    User(
        "sipho",  # a trip suggestion turned down for his grandmother's sake, his trade after
        sessions=(
            (
                "Howzit. Heritage Day is Monday and for once I'm off. What should we do?",
                "Eish, no, that won't work for us. My gogo Nomvula stays with us and she's been "
                "in a wheelchair since her stroke last year, so we're keeping it at home with a "
                "braai in the yard.",
                "I'm an electrician with City Power, so I do enough climbing around anyway. Just "
                "tell me how to make pap that isn't lumpy, my wife laughs at mine.",
            ),
        ),
        replies=(
            (
                "Howzit. Heritage Day is Monday and for once I'm off. What should we do?",
                "Lucky you! A long weekend is perfect for a road trip to the Drakensberg, with a "
                "hike up to the Amphitheatre and a night in a mountain chalet.",
            ),
        ),
        facts=(
            Fact("sipho.nomvula", "close_person", ("Nomvula", "wheelchair")),
            Fact("sipho.job", "self_direct", ("electrician|sparky",)),
        ),
        questions=(
            Question(
                "We're redoing the bathroom next month. Anything I should think about?",
                "sipho.nomvula",
            ),
            Question("Where can we go for a family lunch on my birthday?", "sipho.nomvula"),
            Question(
                "A neighbour wants me to do some work on his house over the weekend. How much "
                "should I charge?",
                "sipho.job",
            ),
        ),
        forbidden=("Drakensberg", "hike", "chalet", "Amphitheatre"),
    ),
    User(
        "wade",  # a short lower-case chat from the boat, learned by the inactivity flush
        sessions=(
            (
                "some day on the water b'y. i fish crab out of bonavista and we were hauling "
                "pots all morning with the wind come up nor'east something wicked. what's good "
                "for a sore shoulder?",
                "right on, thanks",
            ),
        ),
        facts=(
            Fact("wade.job", "self_direct", ("crab",)),
            Fact("wade.town", "self_passing", ("Bonavista",)),
        ),
        questions=(
            Question("what kind of boots should i buy for work?", "wade.job"),
            Question(
                "my daughter's coming home from toronto for a week in july. what's there to do "
                "around home?",
                "wade.town",
            ),
        ),
        idle=True,
    ),
    User(
        "bex",  # tells nothing about herself: anything learned is invented
        sessions=(
            (
                "how many tablespoons in a cup?",
                "what year did the Berlin Wall come down?",
                "cool ty",
            ),
        ),
        forbidden=("tablespoon", "Berlin", "1989", "Wall"),
    ),
)
