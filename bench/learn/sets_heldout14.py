"""A fourteenth round of held-out learning sets, written before any run of them and without
reading the learning code: `ar` in English and `as` in German. Each was written on its own,
with its own people and situations (neither is a translation of the other, nor of any of
`o`-`aq`).

`ar` is English as it is typed outside the places earlier rounds used: a Georgia church
cook's run-on messages, a Scots piper, a Lagos pharmacist, a Singlish mother, a Winnipeg
rink hand, a waitress texting in lower case with typos, a South African father, a
grandmother of 81, a Canadian daughter whose father moves out of her basement suite, a
donut-shop owner and a Brampton granddaughter. `as` is informal everyday German in the
du-Form, some of it in dialect: a Viennese carriage driver, a Bernese commuter, a Swabian
grandmother, a steelworker from Duisburg, a Berlin nurse who texts without capitals, a
Tyrolean mountain-hut landlady, a chimney sweep from Husum, a Cologne mother, a Dresden tram
driver, an expectant mother and a Hamburg woman with hearing aids.

Both hold facts said directly (two in one clause: "a pharmacist at a private hospital in
Ikeja", "Hüttenwirtin auf da Kaiserblickhütte ob Kufstein"), facts said in passing inside a
long message about something else (a husband's logging job and the town inside a complaint
about the rain, a shift at the blast furnace inside a child's party plan), facts said only
by what they imply (drones out of tune at a funeral, three hundred dozen and a jammed glaze
waterfall, two horses taken back to the stable from the Hofburg, heartburn and a little one
kicking at the ribs), people in the user's life named with their relation and then called
"he", "she", "er", "sie" or "de", standing constraints and wishes that should shape answers
on other topics (an alpha-gal allergy, dyslexia, a CPAP machine, macular degeneration,
Crohn's disease, hearing aids, a vegan diet, answers in point form, no tables, Punjabi in
Gurmukhi, sources for every tip), first turns that open with a request and then state facts,
and negations (`negated`: a memory must keep the "not": a man who drives the Zamboni but
never learned to skate, a family that eats no pork, a flat with no garden). Each set has
three changes: one said with a signal ("UPDATE!!!", "ENDLICH!!!"), two without one, where
the later session only mentions the new value in passing (a move to Punggol, a father now
living at a care home; a season ticket for the train, a husband now retired). Hedged plans
the user doubts (Comrades next year, a drone business, retiring from the carriage, the
master craftsman's certificate, a trip alone to Iceland) are no facts: their words are
`forbidden`, as are the day's small talk (rain, haze, windchill, load-shedding, a heatwave,
an overturned tractor, a storm-flood warning, hail) and the words of a quoted text the user
asks to have rewritten or translated. Assistant suggestions the user never takes up (a
rooftop lounge and a boat cruise, a burger joint, game goulash and a fondue night, a spa
weekend and a tandem jump) are scripted (`replies`) and their words are `forbidden`. One
user in each set tells nothing and asks only general-knowledge questions, and one short chat
is learned by the inactivity flush. Questions are asked on a topic the fact should shape, as
the user would ask them. A keyword "a|b" is found by either; in German every keyword is a
name, the same word in English ("vegan", "Crohn") or has an English alternative
("Schornsteinfeg|chimney"), so a correct memory in either language holds it. Keywords start
a word ("dyslex" finds "dyslexic" and "dyslexia") and were chosen so that no other user's
memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH14: tuple[User, ...] = (
    User(
        "lurleen",  # run-on Southern messages: a constraint first, a husband and a town in passing
        sessions=(
            (
                "Can you give me a pound cake recipe that'll feed a crowd? I do the desserts for "
                "the Wednesday night supper at our church and those folks can put it away. And it "
                "can't have gelatin or lard or anything else that came off a cow or a pig, I got "
                "alpha-gal from a tick bite two summers back and even a spoonful of beef broth "
                "will land me in the ER.",
                "Lord have mercy it has not quit raining since Tuesday, the ditch out front is "
                "fixing to jump the road and the mailman won't even come down our lane. My "
                "husband Boyd hauls logs for the paper mill outside Waycross and he's been stuck "
                "at the house all week driving me up the wall because the woods are too wet to "
                "cut. Anyhow do I use cake flour or is all-purpose fine?",
                "y'all are a blessing, thank you",
            ),
        ),
        facts=(
            Fact("lurleen.alphagal", "constraint", ("alpha|tick",)),
            Fact("lurleen.boyd", "close_person", ("Boyd", "log|timber|lumber|haul")),
            Fact("lurleen.town", "self_passing", ("Waycross",)),
        ),
        questions=(
            Question(
                "We're driving up to Memphis for a wedding and everybody says we've got to eat "
                "barbecue while we're there. What should I order?",
                "lurleen.alphagal",
            ),
            Question("What's a good Christmas present for my husband?", "lurleen.boyd"),
            Question(
                "We've got a free Saturday coming up. Is there anywhere worth a day trip from "
                "home?",
                "lurleen.town",
            ),
        ),
        forbidden=("rain", "ditch", "mailman"),
    ),
    User(
        "hamish",  # a text to rewrite, a constraint as a request, a job said only by implication
        sessions=(
            (
                "Right, need a hand wi something. Can ye make this sound less like I'm aboot tae "
                "lamp somebody? It's fur the residents' group chat: 'Whoever keeps leaving their "
                "black bags oot by the bike shed, the foxes are having a party every night and "
                "I'm sick of scraping it aff the path. Sort it.'",
                "And keep it short when ye answer, eh? I'm dyslexic and a big wall of text just "
                "swims on me.",
            ),
            (
                "Three funerals and a wedding this week. At the last funeral my drones went oot of "
                "tune halfway through Amazing Grace, in the pouring rain, in front of the whole "
                "kirk. Mortified. How dae I stop the reeds drying oot between jobs?",
            ),
        ),
        facts=(
            Fact("hamish.dyslexia", "constraint", ("dyslex",)),
            Fact("hamish.piper", "inferred", ("pipe|piper|bagpipe|piping",)),
        ),
        questions=(
            Question(
                "I've got tae fill in a form fur a parking permit. Any tips?", "hamish.dyslexia"
            ),
            Question(
                "The new folk through the wall are moaning aboot the noise when I practise at "
                "hame. What can I dae?",
                "hamish.piper",
            ),
            Question("What should I charge fur a wedding two hours' drive away?", "hamish.piper"),
        ),
        forbidden=("fox", "shed", "scrap"),
    ),
    User(
        "chiamaka",  # a request first, two facts in one clause, a suggestion she never takes up
        sessions=(
            (
                "Good evening. Please I need ideas for my husband's 40th birthday next month. I'm "
                "a pharmacist at a private hospital in Ikeja and I run shifts, so whatever we do "
                "has to fit on a Sunday.",
                "It has to be at home. My mother-in-law, Mama Ifeoma, has been with us since her "
                "hip replacement in March, she can't manage stairs or a long car ride and she "
                "won't hear of being left behind. Emeka will be happy with anything as long as "
                "there's suya and highlife, that man will dance till morning.",
                "Thank you, let me show his sister.",
            ),
        ),
        replies=(
            (
                "Good evening. Please I need ideas for my husband's 40th birthday next month. I'm "
                "a pharmacist at a private hospital in Ikeja and I run shifts, so whatever we do "
                "has to fit on a Sunday.",
                "Happy 40th to him! How about booking a rooftop lounge on Victoria Island for "
                "dinner, or a boat cruise out to Tarkwa Bay with a few close friends?",
            ),
        ),
        facts=(
            Fact("chiamaka.job", "self_direct", ("pharmac",)),
            Fact("chiamaka.city", "self_direct", ("Ikeja",)),
            Fact("chiamaka.ifeoma", "close_person", ("Ifeoma", "hip|stair")),
            Fact("chiamaka.emeka", "close_person", ("Emeka", "suya|highlife")),
        ),
        questions=(
            Question(
                "I want to do a short course to grow in my career. Which one would you advise?",
                "chiamaka.job",
            ),
            Question(
                "We're thinking of travelling to the village for Christmas, it's about seven "
                "hours by road. What should we plan for?",
                "chiamaka.ifeoma",
            ),
            Question(
                "My husband's friends are coming to watch football on Saturday. What music "
                "should I put on?",
                "chiamaka.emeka",
            ),
        ),
        forbidden=("rooftop", "lounge", "Victoria", "boat", "cruise", "Tarkwa"),
    ),
    User(
        "meiling",  # Singlish: a flat in Tampines, then Punggol said only in passing
        sessions=(
            (
                "Eh can help me plan the CNY reunion dinner or not? 14 people coming to my place "
                "and my 4-room flat in Tampines damn small, the kitchen can only fit one person. "
                "Got any dishes I can prepare the day before?",
                "My son Ethan taking PSLE this year so he cannot help, must study. Wah the haze "
                "today damn jialat, cannot even open the window.",
                "Next time give me the answer in point form can? I read on my phone during lunch, "
                "long paragraph very sian.",
            ),
            (
                "Since we shifted to Punggol the MRT to my office takes almost one hour, so now "
                "got time to read. Recommend me some mystery books leh.",
            ),
        ),
        facts=(
            Fact("meiling.home", "changed", ("Punggol",), old=("Tampines",)),
            Fact("meiling.ethan", "close_person", ("Ethan", "PSLE")),
            Fact("meiling.points", "preference", ("point|bullet",)),
        ),
        questions=(
            Question(
                "This Saturday I want to bring my mother for breakfast near my place. Where to go?",
                "meiling.home",
            ),
            Question("My son very stressed these days, how to help him?", "meiling.ethan"),
            Question("Explain to me how the CPF housing grant works?", "meiling.points"),
        ),
        forbidden=("haze", "jialat", "window"),
    ),
    User(
        "tanner",  # a job and a negation in one message, a girlfriend, the day's weather
        sessions=(
            (
                "Okay this is kind of embarrassing but I drive the Zamboni at a community rink in "
                "Winnipeg and I never learned to skate. Like, at all. The guys in the beer league "
                "think it's hilarious.",
                "Anyway, my girlfriend Kenzie wants to go to Banff for her birthday in February "
                "and she's vegan, so I need restaurant ideas out there that aren't just a sad "
                "salad. She's got the whole trip planned, I just gotta feed her.",
                "It was minus 38 with the windchill this morning, the truck wouldn't start and I "
                "had to get a boost off my neighbour, eh. Anyway, thanks bud.",
            ),
        ),
        facts=(
            Fact("tanner.job", "self_direct", ("Zamboni|rink|resurfac",)),
            Fact("tanner.skate", "negation", ("skat",), negated=True),
            Fact("tanner.kenzie", "close_person", ("Kenzie", "vegan")),
        ),
        questions=(
            Question(
                "The guys are short a player for a pond hockey tournament next month. Should I "
                "sign up?",
                "tanner.skate",
            ),
            Question(
                "I want to bake my girlfriend a birthday cake. What recipe should I use?",
                "tanner.kenzie",
            ),
            Question("What should I wear to stay warm on shift?", "tanner.job"),
        ),
        forbidden=("windchill", "boost"),
    ),
    User(
        "kaylee",  # lower-case texting with typos; a job changed with a signal
        sessions=(
            (
                "ok so i just pulled a double at the waffle house and my feet r literally DEAD "
                "what do i soak them in",
                "also my roomate jess is allergic to shellfish like carries an epipen allergic so "
                "dont give me any shrimp stuff for the potluck were doing",
            ),
            (
                "UPDATE!!! i passed the test and i start as a 911 dispatcher on monday, no more "
                "waffle house 🎉 what do i bring for my first night shift",
                "thx ur the best",
            ),
        ),
        facts=(
            Fact("kaylee.job", "changed", ("dispatch",), old=("waffle",)),
            Fact("kaylee.jess", "close_person", ("Jess", "shellfish|epipen")),
        ),
        questions=(
            Question("how do i wind down after a really bad call at work", "kaylee.job"),
            Question(
                "my roomies bday dinner is next week and shes letting me pick the place, any ideas",
                "kaylee.jess",
            ),
        ),
        forbidden=("soak",),
    ),
    User(
        "thabo",  # twins named together, a constraint for travel, a hedge and load-shedding
        sessions=(
            (
                "Eish, load-shedding again, I'm typing this by candlelight. Quick one: my twins "
                "Lerato and Naledi start Grade 1 in January and I need lunchbox ideas. Naledi "
                "won't touch anything green, Lerato will eat the lunchbox if you let her.",
                "Also, we're going camping in the Drakensberg over the long weekend and I need to "
                "sort out power, because I sleep with a CPAP machine for my sleep apnoea. Without "
                "it I snore like a tractor and wake up feeling like a taxi hit me.",
                "I keep telling everyone I'll run Comrades next year. My knees laugh at me every "
                "time, and honestly so do I.",
            ),
        ),
        facts=(
            Fact("thabo.cpap", "constraint", ("CPAP|apnea|apnoea",)),
            Fact("thabo.twins", "close_person", ("Lerato", "Naledi")),
        ),
        questions=(
            Question(
                "We're booking a weekend on a houseboat on the Vaal. Anything I must check before "
                "we go?",
                "thabo.cpap",
            ),
            Question("Any tips for the girls' first week of big school?", "thabo.twins"),
        ),
        forbidden=("candle", "shedding", "Comrades", "marathon"),
    ),
    User(
        "bernadette",  # a format wish said first, as a request; learned by the inactivity flush
        sessions=(
            (
                "Just a quick one before the grandkids get here. Could you keep your lines short "
                "and leave out tables and charts? I'm 81 and I've got macular degeneration, so I "
                "read you with the font turned right up. My granddaughter reads me the long stuff "
                "but she's only here Saturdays.",
                "What's an easy supper I could make for six without much fuss?",
            ),
        ),
        facts=(
            Fact("bernadette.eyes", "constraint", ("macular",)),
            Fact("bernadette.format", "preference", ("table|chart",)),
            Fact("bernadette.age", "self_direct", ("81",)),
        ),
        questions=(
            Question("How do I set up paying my bills online?", "bernadette.format"),
            Question(
                "I'd like a new hobby for the long winter evenings. What would suit me?",
                "bernadette.eyes",
            ),
            Question("What kind of exercise is safe for someone like me?", "bernadette.age"),
        ),
        idle=True,
    ),
    User(
        "ozzie",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how many tablespoons in a cup",
                "when did Newfoundland join Canada",
                "k thx",
            ),
        ),
        forbidden=("tablespoon", "Newfoundland", "1949", "cup"),
    ),
    User(
        "darlene",  # a father in the basement suite, later visited at a care home, in passing
        sessions=(
            (
                "My dad Lyle has lived with us in the basement suite since Mom passed. He's 88 and "
                "still insists on shovelling the walk himself, which about gives me a heart "
                "attack every time. How do I get him to let the neighbour's boy do it?",
                "Thanks, I'll try bribing him with butter tarts.",
            ),
            (
                "When I went up to see Dad at Birchwood Manor on Sunday he'd talked the nurses "
                "into a cribbage tournament and he's already champion of the second floor. "
                "Anyway, what's a good soup I can freeze in portions?",
            ),
        ),
        facts=(Fact("darlene.lyle", "changed", ("Birchwood|nursing",), old=("basement",)),),
        questions=(
            Question(
                "We're thinking of renting out the basement suite to help with the mortgage. What "
                "should I think about?",
                "darlene.lyle",
            ),
            Question("What can I bring my dad when I visit this weekend?", "darlene.lyle"),
        ),
        forbidden=("tart", "heart"),
    ),
    User(
        "junie",  # a job said only by what it implies, beside a wrong guess she ignores
        sessions=(
            (
                "Been on my feet since 3 this morning. 300 dozen out the door by six, the glaze "
                "waterfall jammed twice, and I got sprinkles in places sprinkles should never be. "
                "What's good for plantar fasciitis?",
                "My husband Ray does the books for the shop since he retired, bless him, but he "
                "can't see the screen too good since his cataract surgery went sideways.",
                "Sunday's my one day off and I'm gonna sleep till noon.",
            ),
        ),
        replies=(
            (
                "Been on my feet since 3 this morning. 300 dozen out the door by six, the glaze "
                "waterfall jammed twice, and I got sprinkles in places sprinkles should never be. "
                "What's good for plantar fasciitis?",
                "Oof, that sounds like a brutal shift! Burger joints and fast food kitchens are "
                "rough on the feet. For plantar fasciitis, try rolling a frozen water bottle "
                "under your arch and look for shoes with a firm heel.",
            ),
        ),
        facts=(
            Fact("junie.job", "inferred", ("donut|doughnut|baker",)),
            Fact("junie.ray", "close_person", ("Ray", "cataract")),
        ),
        questions=(
            Question(
                "Our church wants us to help with a fundraiser. Any ideas that play to what I do?",
                "junie.job",
            ),
            Question(
                "We're thinking about opening a second location. What should I look for in a spot?",
                "junie.job",
            ),
            Question(
                "My husband wants a new computer for doing the shop's accounts. What should we "
                "look for?",
                "junie.ray",
            ),
        ),
        forbidden=("burger", "fast"),
    ),
    User(
        "gurpreet",  # a text to translate, a grandmother and a brother inside it, a hedge
        sessions=(
            (
                "Long story, bear with me. My nani has been living with us in Brampton since "
                "January and she only reads Punjabi, and the neighbours keep blocking our "
                "driveway on Sundays. Can you put this into Punjabi for a sign she can hold up at "
                "them lol: 'Please do not park across this driveway. Vehicles will be towed at "
                "the owner's expense.'",
                "And write the Punjabi in Gurmukhi please, not in English letters, she can't read "
                "it that way. The driveway has to stay clear because my brother Harjot's been in "
                "a wheelchair since his accident and his van needs the ramp space.",
                "I keep saying I'll start a drone photography business on the side but "
                "realistically I'm never gonna get round to the licence.",
            ),
        ),
        facts=(
            Fact("gurpreet.nani", "close_person", ("nani|grandm", "Punjabi")),
            Fact("gurpreet.harjot", "close_person", ("Harjot", "wheelchair")),
            Fact("gurpreet.gurmukhi", "preference", ("Gurmukhi",)),
        ),
        questions=(
            Question(
                "My nani wants to watch a movie with me tonight. What should we put on?",
                "gurpreet.nani",
            ),
            Question(
                "We want to take the whole family to Niagara Falls in August. What should we "
                "keep in mind?",
                "gurpreet.harjot",
            ),
            Question(
                "How do I say 'thank you for coming' in Punjabi for the party invites?",
                "gurpreet.gurmukhi",
            ),
        ),
        forbidden=("towed", "expense", "vehicle", "drone", "licence", "photograph"),
    ),
)

GERMAN14: tuple[User, ...] = (
    User(
        "poldi",  # Viennese: a job said only by implication, a wife, a hedge and the heat
        sessions=(
            (
                "Servus! Heit woar's so a Hitz, dass i de zwa Rösser um drei scho in Stall "
                "z'ruckbracht hob, und de Touristen woitn trotzdem olle no a Rundn um de Hofburg. "
                "Sag, wos trinkt ma am gscheitesten, wenn ma den ganzen Tog in da Sunn am Bock "
                "sitzt?",
                "Mei Frau, d'Gerti, sogt, i soll endlich in Pension gehen. De hot leicht reden, "
                "de sitzt im Büro mit Klimaanlage. Und a Torte vom Konditor kriagt de eh nimmer, "
                "weil's ka Gluten verträgt.",
                "I überleg ma's eh, des mit da Pension. Oba ehrlich, ohne de Rösser wär i nach a "
                "Woch'n deppert, des wird nix.",
            ),
        ),
        facts=(
            Fact("poldi.job", "inferred", ("Fiaker|Kutsch|carriage",)),
            Fact("poldi.gerti", "close_person", ("Gerti", "Gluten|Zöliak|celiac|coeliac")),
        ),
        questions=(
            Question(
                "Wos für a Gwand und wos für Schuach san im Winter für mei Arbeit am gscheitesten?",
                "poldi.job",
            ),
            Question(
                "Nächste Woch hot mei Frau Geburtstag. Wos für a Torte soll i bestellen?",
                "poldi.gerti",
            ),
        ),
        forbidden=("Hitz", "heat", "Pension", "retire", "Ruhestand"),
    ),
    User(
        "urs",  # Bernese: a car commute, later the train said only in passing; a constraint
        sessions=(
            (
                "Grüezi! Ich fahre jeden Morgen mit dem Auto von Thun nach Bern ins Büro und "
                "stehe dabei eine halbe Stunde im Stau auf der A6. Kannst du mir ein paar gute "
                "Podcasts empfehlen? Gern auf Deutsch, Englisch geht auch.",
                "Und noch etwas für später: Ich habe Morbus Crohn. Wenn du mir Essen vorschlägst, "
                "dann bitte nichts Scharfes und nichts Fettiges, sonst liege ich zwei Tage flach.",
                "Heute Morgen ist übrigens bei Kiesen ein Traktor mit Heuballen umgekippt, "
                "deshalb war ich erst um halb zehn im Büro. Merci vielmal!",
            ),
            (
                "Seit ich das GA habe, lese ich im Zug endlich wieder, gestern habe ich auf der "
                "Heimfahrt einen ganzen Krimi fertig gelesen. Kannst du mir einen Schweizer "
                "Krimiautor empfehlen?",
            ),
        ),
        facts=(
            Fact("urs.commute", "changed", ("Zug|Bahn|train|Generalabo",), old=("Auto|car",)),
            Fact("urs.crohn", "constraint", ("Crohn",)),
            Fact("urs.town", "self_passing", ("Thun",)),
        ),
        questions=(
            Question(
                "Wir gehen am Freitag mit dem Team essen, zur Auswahl stehen Thai oder "
                "Mexikanisch. Was soll ich nehmen?",
                "urs.crohn",
            ),
            Question(
                "Meine Frau meint, wir sollten uns ein Elektroauto anschaffen. Lohnt sich das für "
                "mich?",
                "urs.commute",
            ),
            Question(
                "Wo kann ich am Sonntag mit den Kindern baden gehen, nicht zu weit von daheim?",
                "urs.town",
            ),
        ),
        forbidden=("Traktor", "tractor", "Heuballen", "Kiesen"),
    ),
    User(
        "gerlinde",  # Swabian: a husband on the early shift, later retired, said in passing
        sessions=(
            (
                "Hallo, kannsch du mir a Rezept für Maultasche gebe, die ma gut eifriere ka? Mei "
                "Mann, dr Eugen, schafft beim Daimler in Untertürkheim in dr Frühschicht, der "
                "kommt um halb drei hoim und hat en Hunger wie a Bär.",
                "Und mittwochs nach dr Schul kommt unsere Enkelin, d'Leonie, zu uns. Die hat arg "
                "Neurodermitis, da muss i bei Seife und Waschmittel immer aufpasse.",
            ),
            (
                "Seit dr Eugen in Rente isch, steht er mir jeden Mittag in dr Küche rum und will "
                "mitkoche. Gestern hat er d'Spätzle mit em Pürierstab gmacht, i sag nix. Was kann "
                "ma zu zweit unter dr Woch Schönes unternehme in dr Gegend um Esslingen?",
            ),
        ),
        facts=(
            Fact(
                "gerlinde.eugen",
                "changed",
                ("Eugen", "Rente|Rentner|Ruhestand|retire|pension"),
                old=("Daimler|Frühschicht",),
            ),
            Fact(
                "gerlinde.leonie",
                "close_person",
                ("Leonie", "Neurodermitis|Ekzem|eczema|atopic"),
            ),
            Fact("gerlinde.town", "self_passing", ("Esslingen",)),
        ),
        questions=(
            Question(
                "Mir überleget, im Mai drei Woche mit em Wohnmobil an d'Ostsee z'fahre. Passt des "
                "für uns?",
                "gerlinde.eugen",
            ),
            Question(
                "Was für a Duschgel soll i kaufe, wenn d'Enkelin bei uns übernachtet?",
                "gerlinde.leonie",
            ),
        ),
        forbidden=("Pürierstab", "blender"),
    ),
    User(
        "murat",  # Ruhrpott: shift work said in passing, a daughter's allergy, a negation, a hedge
        sessions=(
            (
                "Boah, wat ne Woche. Ich bin auf Conti-Schicht bei Thyssen am Hochofen, diese "
                "Woche Nachtschicht, und jetzt soll ich auch noch den Geburtstag von meiner "
                "Kleinen planen. Elif wird sieben und will ne Party mit der ganzen Klasse, also "
                "zwanzig Blagen bei uns im Garten.",
                "Wichtig: Elif hat ne Erdnussallergie, so richtig mit Notfallset, also nix mit "
                "Erdnussflips oder so. Und bei uns kommt kein Schweinefleisch auf'n Tisch, auch "
                "keine Gummibärchen mit Gelatine vom Schwein. Wat kann ich denen zu essen machen?",
                "Meine Frau sagt, ich soll endlich den Meister machen. Vielleicht mach ich dat ja, "
                "aber wem mach ich wat vor, ich hab seit zwanzig Jahren keine Schulbank mehr "
                "gedrückt.",
            ),
        ),
        facts=(
            Fact("murat.job", "self_passing", ("Thyssen|Hochofen|Stahl|steel|blast",)),
            Fact("murat.elif", "close_person", ("Elif", "Erdnuss|peanut")),
            Fact("murat.pork", "negation", ("Schwein|pork",), negated=True),
        ),
        questions=(
            Question(
                "Ich will abnehmen. Wann pack ich dat mit dem Sport am besten, so wie ich arbeite?",
                "murat.job",
            ),
            Question(
                "Meine Kleine is am Samstag bei ner Freundin zum Übernachten eingeladen. Worauf "
                "muss ich achten?",
                "murat.elif",
            ),
            Question(
                "Wir machen im Sommer ne Grillparty für die Nachbarn. Wat soll ich einkaufen?",
                "murat.pork",
            ),
        ),
        forbidden=("Meister", "master"),
    ),
    User(
        "jana",  # Berlin texting without capitals: a job, a diet, a move said with a signal
        sessions=(
            (
                "hey kurze frage, was kann man in 20 min kochen wenn man nach nem 12h dienst "
                "heimkommt und die wg küche aussieht wie n schlachtfeld 🙃 bin pflegerin auf der "
                "intensiv in der charité btw also ich hab echt null energie",
                "ach und bitte alles vegan, bin ich seit 6 jahren. unsere wg in neukölln hat "
                "übrigens nen ofen der nur 180 grad oder aus kann lol",
            ),
            (
                "ENDLICH!!! hab die zusage für die 2-zimmer-wohnung in lichtenberg, anfang "
                "nächsten monat bin ich raus aus der wg 🎉🎉 was brauch ich alles für die erste "
                "eigene wohnung?",
            ),
        ),
        facts=(
            Fact(
                "jana.job",
                "self_direct",
                ("Pfleger|Krankenpfleg|Krankenschwest|Intensiv|nurse|ICU",),
            ),
            Fact("jana.vegan", "constraint", ("vegan",)),
            Fact("jana.home", "changed", ("Lichtenberg",), old=("Neukölln|WG",)),
        ),
        questions=(
            Question("wo kann ich abends in meiner gegend noch gut joggen gehen?", "jana.home"),
            Question(
                "lohnt sich für mich eher n fahrrad oder das deutschlandticket für den weg zur "
                "arbeit?",
                "jana.home",
            ),
            Question("was nehm ich mir am besten für die nachtschicht zu essen mit?", "jana.vegan"),
            Question("welche schuhe sind für meine arbeit am besten?", "jana.job"),
        ),
        forbidden=("Schlachtfeld",),
    ),
    User(
        "resi",  # Tyrolean: a request first, two facts in one clause, suggestions she ignores
        sessions=(
            (
                "Griaß di! Kannst du ma helfen, a Dankeskarte für unsere Stammgäste zu schreiben? "
                "I bin Hüttenwirtin auf da Kaiserblickhütte ob Kufstein, und heuer im Oktober "
                "sperr ma für an Winter zua.",
                "Mei Lebensgefährte, da Hias, is bei da Bergrettung und fliagt mitm Hubschrauber. "
                "Der soll a mit auf die Karte, weil er im Summa zwoamal Gäst vom Klettersteig "
                "g'holt hot.",
                "Passt, danke da!",
            ),
        ),
        replies=(
            (
                "Griaß di! Kannst du ma helfen, a Dankeskarte für unsere Stammgäste zu schreiben? "
                "I bin Hüttenwirtin auf da Kaiserblickhütte ob Kufstein, und heuer im Oktober "
                "sperr ma für an Winter zua.",
                "Sehr gern! Und falls du für die letzten Wochen noch eine Idee suchst: Wie wäre "
                "ein Wildgulasch mit Preiselbeeren als Spezialität, oder ein Fondue-Abend für die "
                "Stammgäste zum Saisonende?",
            ),
        ),
        facts=(
            Fact("resi.job", "self_direct", ("Hüttenwirt|Hütte|Kaiserblick|hut",)),
            Fact("resi.place", "self_direct", ("Kufstein",)),
            Fact("resi.hias", "close_person", ("Hias", "Bergrett|Hubschrauber|rescue|helicop")),
        ),
        questions=(
            Question("Was für a Versicherung brauch i für mein Betrieb?", "resi.job"),
            Question(
                "Mei Schwester mog mi im Juli b'suachn. Wia kummt sie am besten vo Wien her?",
                "resi.place",
            ),
            Question("Mei Freind hot bald Geburtstag, wos schenk i eahm?", "resi.hias"),
        ),
        forbidden=("Wildgulasch", "Preiselbeer", "Fondue"),
    ),
    User(
        "kalle",  # a short chat from the north, learned by the inactivity flush
        sessions=(
            (
                "Moin. Bin Schornsteinfeger in Husum und krieg ab August nen Azubi. Was muss ich "
                "dem am ersten Tag alles zeigen?",
                "Jo, danke, reicht erstmal.",
            ),
        ),
        facts=(
            Fact("kalle.job", "self_direct", ("Schornsteinfeg|chimney",)),
            Fact("kalle.town", "self_direct", ("Husum",)),
        ),
        questions=(
            Question("Welche Arbeitshandschuhe halten bei mir im Winter am längsten?", "kalle.job"),
            Question(
                "Wo kann ich am Sonntag mit dem Rad ne schöne Runde drehen, nicht so weit weg?",
                "kalle.town",
            ),
        ),
        idle=True,
    ),
    User(
        "bjarne",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "wie viele einwohner hat leipzig?",
                "was heißt eichhörnchen auf englisch?",
                "danke dir",
            ),
        ),
        forbidden=("Leipzig", "Eichhörnchen", "squirrel", "Einwohner"),
    ),
    User(
        "dilara",  # a text to translate, a husband's fear of flying, the city in small talk
        sessions=(
            (
                "Kannst du mir das ins Englische übersetzen? Geht an die Vermieterin von unserer "
                "Ferienwohnung in Cornwall: 'Hallo, wir kommen leider erst gegen 23 Uhr an. Wo "
                "finden wir den Schlüssel, und wo dürfen wir parken?'",
                "Merci! Wir fahren zu viert, mein Mann Tarik, die zwei Kleinen und ich, mit dem "
                "Auto und der Fähre ab Calais, weil Tarik Flugangst hat. Der steigt in kein "
                "Flugzeug, nicht mal für Mallorca.",
                "Heute auf der Zoobrücke wieder Stau ohne Ende, ein Laster hat seine Ladung Kohl "
                "verloren und halb Köln riecht nach Sauerkraut. Ich will dieses Jahr eigentlich "
                "noch allein nach Island, aber ehrlich gesagt sag ich das schon seit fünf Jahren.",
            ),
        ),
        facts=(
            Fact("dilara.tarik", "close_person", ("Tarik", "Flugangst|Flugzeug|fear|afraid|phobi")),
            Fact("dilara.city", "self_passing", ("Köln|Cologne",)),
        ),
        questions=(
            Question(
                "Mein Mann wird nächstes Jahr 40, ich will ihn mit einer Städtereise überraschen. "
                "Wohin könnten wir?",
                "dilara.tarik",
            ),
            Question(
                "Wo kann man am Sonntag mit Kindern in der Nähe gut frühstücken?", "dilara.city"
            ),
        ),
        forbidden=(
            *("Schlüssel", "key", "parken", "23", "Kohl", "Sauerkraut", "Laster", "Zoobrücke"),
            *("Island", "Iceland"),
        ),
    ),
    User(
        "detlef",  # Saxon: a wife's wheelchair and his job, after suggestions he never takes up
        sessions=(
            (
                "Nu, ich brauch mal deine Hilfe: meine Frau Kerstin und ich haben in drei Wochen "
                "30. Hochzeitstag und mir fällt nischt ein.",
                "Hm. Die Kerstin sitzt seit ihrem Bandscheibenvorfall im Rollstuhl, also muss "
                "alles barrierefrei sein, sonst wird das nischt. Und ich fahr Straßenbahn bei den "
                "DVB, im Schichtdienst, frei hab ich nur das Wochenende drauf.",
                "Ich überleg's mir, danke.",
            ),
        ),
        replies=(
            (
                "Nu, ich brauch mal deine Hilfe: meine Frau Kerstin und ich haben in drei Wochen "
                "30. Hochzeitstag und mir fällt nischt ein.",
                "Herzlichen Glückwunsch zum 30. Hochzeitstag! Wie wäre es mit einem "
                "Wellness-Wochenende mit Massage für zwei, oder etwas Aufregendem wie einem "
                "Tandemsprung?",
            ),
        ),
        facts=(
            Fact("detlef.kerstin", "close_person", ("Kerstin", "Rollstuhl|wheelchair")),
            Fact(
                "detlef.job",
                "self_direct",
                ("Straßenbahn|Strassenbahn|Tram|DVB|streetcar",),
            ),
        ),
        questions=(
            Question(
                "Wir wollen im Sommer eine Woche an die Ostsee. Worauf muss ich bei der "
                "Ferienwohnung achten?",
                "detlef.kerstin",
            ),
            Question("Was für eine Sonnenbrille ist für meine Arbeit die beste?", "detlef.job"),
        ),
        forbidden=("Wellness", "Massage", "Tandem"),
    ),
    User(
        "lena",  # Franconian: a pregnancy said only by what it implies, a wish for sources
        sessions=(
            (
                "Sag mal, was hilft gegen Wadenkrämpfe in der Nacht? Ich schlaf eh schon seit "
                "Wochen nur noch auf der linken Seite, hab Sodbrennen ohne Ende und der Kleine "
                "tritt mir nachts in die Rippen. Nächste Woche ist wieder Termin bei der Hebamme.",
                "Und bitte schreib mir immer dazu, woher du das hast, also mit Quelle. Ich hab "
                "keinen Bock mehr auf irgendwelche Tipps aus Mama-Foren.",
                "Mein Freund Jonas ist Schreiner und baut grad das Kinderzimmer, er hat die "
                "Wickelkommode selber gemacht, aus Eiche! Heut früh hat's hier übrigens "
                "gehagelt, Körner so groß wie Murmeln, und mein Radl stand draußen.",
            ),
        ),
        facts=(
            Fact(
                "lena.pregnant", "inferred", ("schwanger|Schwangerschaft|pregnan|Baby|expecting",)
            ),
            Fact("lena.sources", "preference", ("Quelle|source",)),
            Fact("lena.jonas", "close_person", ("Jonas", "Schreiner|Tischler|carpenter|joiner")),
        ),
        questions=(
            Question(
                "Wir wollen im Frühjahr noch ein Wochenende wegfahren, Hotel mit Sauna wär schön. "
                "Was meinst du?",
                "lena.pregnant",
            ),
            Question(
                "Was kann ich auf der Weihnachtsfeier von der Arbeit trinken?", "lena.pregnant"
            ),
            Question("Ist Zucker eigentlich so schädlich, wie alle sagen?", "lena.sources"),
            Question("Mein Freund hat bald Geburtstag, was könnt ich ihm schenken?", "lena.jonas"),
        ),
        forbidden=("Hagel", "hail", "Murmel"),
    ),
    User(
        "inge",  # Hamburg: hearing aids as a standing rule, a negation, a storm-flood warning
        sessions=(
            (
                "Moin! Ich hab Hörgeräte, und am Telefon versteh ich trotzdem kaum was. Also "
                "schlag mir bitte nie vor, irgendwo anzurufen, das bringt nix. Sag mal, wie krieg "
                "ich mein neues Tablet dazu, die Schrift größer zu machen?",
                "Heute war wieder Sturmflutwarnung, der Fischmarkt stand unter Wasser und mein "
                "Schirm ist auf der Landungsbrücke umgeklappt. Bei so einem Wetter geh ich nicht "
                "mehr raus.",
                "Ach, und eins noch: Einen Garten haben wir nicht, nur so einen handtuchgroßen "
                "Balkon zum Hof raus. Was kann ich da im Frühjahr pflanzen, wo kaum Sonne "
                "hinkommt?",
            ),
        ),
        facts=(
            Fact("inge.hearing", "constraint", ("Hörgerät|hearing|schwerhör",)),
            Fact("inge.garden", "negation", ("Garten|garden",), negated=True),
        ),
        questions=(
            Question(
                "Mein Internet geht seit gestern nicht mehr. Was soll ich machen?", "inge.hearing"
            ),
            Question(
                "Ich brauch nen neuen Termin beim Hausarzt. Wie krieg ich den am besten?",
                "inge.hearing",
            ),
            Question(
                "Ich hätte gern frische Kräuter zum Kochen. Wie fang ich am besten an?",
                "inge.garden",
            ),
        ),
        forbidden=("Sturmflut", "Fischmarkt", "Schirm", "umbrella", "flood"),
    ),
)
