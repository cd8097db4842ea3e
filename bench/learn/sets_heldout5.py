"""A fifth round of held-out learning sets, written before any run of them and without
reading the learning code: `aa` in English and `ab` in Dutch. Each language's set was
written on its own, with its own people and situations (neither is a translation of the
other, nor of `o`-`z`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (power lines re-hung from a bucket truck, a night in the
cab before the Gotthard), standing constraints and negations that should shape answers
on other topics (`negated`: a memory must keep the "not"), hedges (a plan the user
doubts is no fact: its words are `forbidden`), other people with their own attributes,
and three changes per set of attributes no earlier set changed (where vegetables are
grown, the heating, a flatmate; the days worked, a baby born, a mother's home): one said
with a signal ("Big change", "Nieuws"), two without one (the later session only
mentions the new value in passing). Assistant suggestions the user never takes up are
scripted (`replies`) and their words are `forbidden`; one user per set tells nothing.
Questions are asked in the user's language on a topic the fact should shape. A keyword
"a|b" is found by either ("vlieg|fly": a memory may be written in Dutch or in English);
Dutch keywords are stems or the first part of a compound ("vrachtwagen" finds
"vrachtwagenchauffeur", "zwem" finds "zwemles"), and keywords were chosen so that no
other user's memory would hold them unsaid.
"""

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH5: tuple[User, ...] = (
    User(
        "rosalind",  # chatty: a job, a city and a partner beside a request
        sessions=(
            (
                "Hiya! Excuse the typos, my fingers are full of tacks. I restore antique "
                "furniture for a living, and today it's a buttoned Victorian armchair a client "
                "wants back before her daughter's wedding.",
                "Declan's on another run of twelve-hour shifts on the ambulance, so it's toast "
                "for tea on my own again here in Galway. The rain hasn't stopped since Tuesday.",
                "Could you tell me how to get a white water ring off a walnut table?",
            ),
        ),
        facts=(
            Fact("rosalind.job", "self_direct", ("restor|upholster|antique|furniture",)),
            Fact("rosalind.city", "self_passing", ("Galway",)),
            Fact("rosalind.declan", "close_person", ("Declan", "ambulance|paramedic")),
        ),
        questions=(
            Question(
                "I'm treating myself to some new tools for work. What's worth buying?",
                "rosalind.job",
            ),
            Question(
                "What's a nice thing to do this weekend without going far from home?",
                "rosalind.city",
            ),
            Question(
                "How can I make my partner's long stretches of shifts a bit easier?",
                "rosalind.declan",
            ),
        ),
        forbidden=("walnut", "wedding"),
    ),
    User(
        "obi",  # a job and a dog said only by what they imply, and a hedge
        sessions=(
            (
                "What a day. Forty feet up in a bucket truck re-hanging the power lines the "
                "storm brought down, sleet coming in sideways, then three hours chasing a fault "
                "round the back of a substation.",
                "Got home and Biscuit had gutted the sofa cushions again: stuffing everywhere and "
                "her sat in the middle of it with her tail going, like she'd done me a favour. So "
                "that's another lap of the reservoir before bed.",
                "There's a supervisor post going and I might put in for it, but I reckon it'll go "
                "to someone with more years in.",
                "Anyway, what's a decent slow-cooker chilli?",
            ),
        ),
        facts=(
            Fact(
                "obi.job",
                "inferred",
                ("power|substation|lineman|lineworker|linesman|pylon",),
            ),
            Fact("obi.biscuit", "inferred", ("Biscuit",)),
        ),
        questions=(
            Question("What gloves and base layers should I get for work this winter?", "obi.job"),
            Question(
                "We're picking a new sofa this month. What should we look for?", "obi.biscuit"
            ),
        ),
        forbidden=("chilli", "supervisor"),
    ),
    User(
        "hattie",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Right, first things first: I'm coeliac, the real kind, not the fashionable "
                "kind, so even crumbs off a shared chopping board wipe me out for days.",
                "Also I don't drive. Never learned, and I've no plans to, so it's buses, trains "
                "and my bike.",
                "My brother keeps on at me to walk the Camino with him next spring. Maybe. I "
                "don't know, I'd probably give up in the first week.",
                "Can you recommend a history podcast for long bus rides?",
            ),
        ),
        facts=(
            Fact("hattie.coeliac", "constraint", ("coeliac|celiac|gluten",)),
            Fact("hattie.drive", "negation", ("driv",), negated=True),
        ),
        questions=(
            Question(
                "I'm baking for my niece's birthday tea on Sunday. What should I make?",
                "hattie.coeliac",
            ),
            Question(
                "I've got an interview at a business park on the edge of town next Thursday. "
                "How should I plan getting there?",
                "hattie.drive",
            ),
        ),
        forbidden=("Camino", "podcast"),
    ),
    User(
        "fergus",  # preferences and a negation that hold on every topic
        sessions=(
            (
                "Foggy as anything this morning, couldn't even see the far bank. A couple of "
                "things while I think of them: I'm red-green colour-blind, so describing "
                "anything to me by colour alone is no use at all.",
                "I live on a narrowboat most of the year, so there's no dishwasher, the oven is "
                "about the size of a shoebox and the fridge holds four yoghurts.",
                "And please don't ever point me at anything that needs a subscription. I've got "
                "rid of every last one and I'm not signing up again.",
                "What's the difference between a heron and an egret?",
            ),
        ),
        facts=(
            Fact("fergus.colour", "preference", ("colour|color",)),
            Fact("fergus.boat", "constraint", ("narrowboat|boat",)),
            Fact("fergus.subs", "negation", ("subscri",), negated=True),
        ),
        questions=(
            Question(
                "How can I tell when a steak is done without cutting into it?", "fergus.colour"
            ),
            Question("What's a good way to roast a chicken for two?", "fergus.boat"),
            Question("What's the best way to pick up some Spanish in the evenings?", "fergus.subs"),
        ),
        forbidden=("heron", "egret"),
    ),
    User(
        "shireen",  # two other people, each with their own attributes
        sessions=(
            (
                "Dad moved in with us after his hip replacement and he's still on the walker, "
                "so stairs are off the menu for a few more weeks. He's camped in the dining "
                "room like a king.",
                "And our eldest, Kavya, has just been diagnosed with dyslexia, which honestly "
                "explains years of tears over spelling tests.",
                "How do I get candle wax out of a linen tablecloth?",
            ),
        ),
        facts=(
            Fact("shireen.dad", "close_person", ("dad|father", "hip|walker")),
            Fact("shireen.kavya", "close_person", ("Kavya", "dyslex")),
        ),
        questions=(
            Question("We'd like a family day out this Sunday. Where should we go?", "shireen.dad"),
            Question(
                "What kind of present would suit my eldest for her birthday?", "shireen.kavya"
            ),
        ),
        forbidden=("wax", "tablecloth", "candle"),
        idle=True,
    ),
    User(
        "colm",  # where the vegetables are grown, changed with a signal
        sessions=(
            (
                "Spent the whole of Saturday at the allotment digging in manure, and the slugs "
                "have had every one of my lettuces again.",
                "Are used coffee grounds any good against them?",
            ),
            (
                "Big change: no more allotment, it was too much with the twins. Now it's just "
                "tomatoes and herbs in pots on the balcony of the flat.",
                "How often should I water things in pots in summer?",
            ),
        ),
        facts=(Fact("colm.garden", "changed", ("balcon",), old=("allotment",)),),
        questions=(
            Question("What should I plant this spring?", "colm.garden"),
            Question("What compost should I buy this year?", "colm.garden"),
        ),
        forbidden=("grounds",),
    ),
    User(
        "keisha",  # the heating, changed and said only in passing
        sessions=(
            (
                "Our gas boiler is making that banging noise again. The engineer says it's on "
                "its last legs and needs a part they stopped making years ago.",
                "How do I bleed a radiator?",
            ),
            (
                "Since the heat pump went in, the house never gets properly hot, just sort of "
                "evenly warm all day, which took some getting used to. What's a good warming "
                "soup for a cold evening?",
            ),
        ),
        facts=(Fact("keisha.heating", "changed", ("pump|heatpump",), old=("boiler|gas",)),),
        questions=(
            Question("How should I set the heating now that winter's coming?", "keisha.heating"),
            Question("Is a smart thermostat worth it for our house?", "keisha.heating"),
        ),
        forbidden=("bleed", "soup"),
    ),
    User(
        "ezra",  # a new flatmate, said only in passing
        sessions=(
            (
                "My flatmate Lorcan has left a pan of porridge soaking in the sink for three "
                "days now. I'm not his mum.",
                "How do I bring up a cleaning rota without it turning into a row?",
            ),
            (
                "Juno made focaccia again last night and the whole flat smells of rosemary, "
                "easily the best flatmate I've ever had. Can you recommend a bread knife that "
                "isn't a fortune?",
            ),
        ),
        facts=(Fact("ezra.flatmate", "changed", ("Juno",), old=("Lorcan",)),),
        questions=(
            Question(
                "I'm away for two weeks in June. Help me write a note for my flatmate about the "
                "plants and the bins.",
                "ezra.flatmate",
            ),
            Question("What's a nice thank-you present for my flatmate?", "ezra.flatmate"),
        ),
        forbidden=("knife", "rota"),
    ),
    User(
        "dolores",  # an assistant suggestion the user turns down
        sessions=(
            (
                "I need new walking boots. What should I get?",
                "Hmm, no. My feet are very wide and I've a bunion on the left one, so anything "
                "narrow is agony. And I only walk on flat riverside paths with my sister Maud, "
                "who's had two new knees and won't go near a hill.",
                "ok, cheers",
            ),
        ),
        replies=(
            (
                "I need new walking boots. What should I get?",
                "The Salomon X Ultra and the Merrell Moab are both great all-rounders: light, "
                "grippy on rock and comfortable straight out of the box.",
            ),
        ),
        facts=(
            Fact("dolores.feet", "self_passing", ("wide|bunion",)),
            Fact("dolores.maud", "close_person", ("Maud", "knee")),
        ),
        questions=(
            Question("So which boots should I actually be looking at?", "dolores.feet"),
            Question("Where could my sister and I go walking on Saturday?", "dolores.maud"),
        ),
        forbidden=("Salomon", "Merrell", "Moab"),
    ),
    User(
        "barnaby",  # a suggestion waved away, a budget and a wife said in passing
        sessions=(
            (
                "Can you recommend a coffee machine? About £150.",
                "No, not espresso, sorry. My wife Marisol has a heart arrhythmia and can't touch "
                "caffeine, so it's decaf only in this house, and we need something that does a "
                "big jug for when her family come round.",
                "fine, thanks",
            ),
        ),
        replies=(
            (
                "Can you recommend a coffee machine? About £150.",
                "The De'Longhi Dedica or the Sage Bambino would suit you well: compact espresso "
                "machines with a steam wand for frothing milk.",
            ),
        ),
        facts=(
            Fact("barnaby.budget", "self_passing", ("150",)),
            Fact("barnaby.marisol", "close_person", ("Marisol", "heart|arrhythm|caffeine|decaf")),
        ),
        questions=(
            Question("So which machine should I get?", "barnaby.budget"),
            Question("What could I make my wife as a treat this weekend?", "barnaby.marisol"),
        ),
        forbidden=("Dedica", "Bambino", "Sage"),
    ),
    User(
        "philippa",  # a colleague's attribute, a hedge, a task
        sessions=(
            (
                "My colleague Rashid is deaf and lip-reads, so on video calls I always keep my "
                "camera on, the light in front of me and my hands away from my mouth.",
                "We might move to the Copenhagen office next year, though honestly I doubt it'll "
                "ever happen.",
                "Could you tidy this up: 'Please find attached the report which was requested by "
                "yourself.'",
            ),
        ),
        facts=(Fact("philippa.rashid", "close_person", ("Rashid", "deaf|lip")),),
        questions=(
            Question(
                "How should I run next week's team workshop so that everyone can follow it?",
                "philippa.rashid",
            ),
        ),
        forbidden=("Copenhagen", "attached"),
    ),
    User(
        "wendell",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "how many teaspoons in a tablespoon?",
                "who painted the water lilies in the Orangerie?",
                "cheers",
            ),
        ),
        forbidden=("teaspoon", "tablespoon", "Orangerie", "Monet"),
    ),
)

DUTCH5: tuple[User, ...] = (
    User(
        "femke",  # chatty: a job, a city and a partner beside a request
        sessions=(
            (
                "Hoi! Wat een dag. Ik ben dierenarts in een landbouwpraktijk en vanochtend heb "
                "ik drie kalveren gehaald op een boerderij bij Dokkum, m'n laarzen staan nog "
                "buiten te stinken.",
                "Mijn vriend Sjoerd is stratenmaker, die ligt 's avonds met een warmtekussen op "
                "z'n rug op de bank, dus vanavond kook ik hier in Leeuwarden.",
                "Kun je me een goed recept voor erwtensoep geven?",
            ),
        ),
        facts=(
            Fact("femke.job", "self_direct", ("dierenarts|veearts|veterinar|vet",)),
            Fact("femke.city", "self_passing", ("Leeuwarden",)),
            Fact(
                "femke.sjoerd",
                "close_person",
                ("Sjoerd", "straten|bestrat|paver|paving|tegel|klinker"),
            ),
        ),
        questions=(
            Question(
                "Wat voor werkbroek en handschoenen raad je me aan voor mijn werk?", "femke.job"
            ),
            Question(
                "Waar kunnen we zondag heen om uit te waaien zonder ver te rijden?", "femke.city"
            ),
            Question(
                "Wat kan ik mijn vriend voor zijn verjaardag geven waar hij op zijn werk iets "
                "aan heeft?",
                "femke.sjoerd",
            ),
        ),
        forbidden=("erwtensoep",),
    ),
    User(
        "joost",  # a job and a parrot said only by what they imply, and a hedge
        sessions=(
            (
                "Vannacht weer van Rotterdam naar Milaan, negen uur achter het stuur, en voor de "
                "Gotthardtunnel twee uur stilgestaan in de sneeuw met twintig ton sla achterin. "
                "Geslapen in de cabine op een parkeerplaats.",
                "Thuis begon Kobus meteen 'hallo schatje' te krijsen en aan m'n oorlel te "
                "knabbelen, die had me gemist. Wel had hij weer een hoek van het behang "
                "afgeknaagd.",
                "Misschien koop ik ooit een camper om met m'n vrouw door Noorwegen te toeren, maar "
                "eerlijk gezegd zie ik dat er niet van komen.",
                "Hoe lang moet ik een ei koken voor een zacht eitje?",
            ),
        ),
        facts=(
            Fact(
                "joost.job",
                "inferred",
                ("vrachtwagen|chauffeur|truck|lorry|trucker|cabine|cabin|transport",),
            ),
            Fact("joost.kobus", "inferred", ("Kobus",)),
        ),
        questions=(
            Question(
                "Wat zijn gezonde maaltijden die ik onderweg kan klaarmaken zonder keuken?",
                "joost.job",
            ),
            Question("Welke kamerplanten kan ik het beste in huis zetten?", "joost.kobus"),
        ),
        forbidden=("eitje", "camper", "Noorweg|Norw"),
    ),
    User(
        "anneke",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Even vooraf, dan hoef ik het niet steeds te herhalen: ik heb de ziekte van "
                "Crohn, dus rauwkost, peulvruchten en vezelrijk spul laat ik staan, anders lig "
                "ik een week plat.",
                "En ik vlieg niet. Sinds die landing op Kreta krijg je me echt geen vliegtuig "
                "meer in, ik ga overal met de trein heen.",
                "Mijn zus wil dat ik met haar op keramiekles ga. Misschien... maar ik zie mezelf "
                "eerlijk gezegd niet achter een draaischijf zitten.",
                "Hoe krijg ik kalkaanslag van een glazen douchewand?",
            ),
        ),
        facts=(
            Fact("anneke.crohn", "constraint", ("Crohn",)),
            Fact("anneke.fly", "negation", ("vlieg|vlucht|fly|flie|flight",), negated=True),
        ),
        questions=(
            Question("Mijn schoonouders komen zondag eten, wat zal ik koken?", "anneke.crohn"),
            Question(
                "We willen in mei een week naar Rome, hoe kunnen we dat het beste regelen?",
                "anneke.fly",
            ),
        ),
        forbidden=("keramiek|ceramic|pottery", "draaischijf", "kalk", "douche"),
    ),
    User(
        "sander",  # a constraint, a preference and a negation that hold on every topic
        sessions=(
            (
                "Het regent pijpenstelen en er staat weer tien centimeter water in de kelder, "
                "gezellig. Voor de duidelijkheid, want dit geldt voor alles: ik eet halal, dus "
                "geen varkensvlees en ook geen scheutje wijn of bier in de pan.",
                "Ik lees je antwoorden hardop voor aan m'n moeder van 88, dus graag eenvoudige "
                "taal zonder Engelse woorden, en geen tabellen, want die kan ik niet voorlezen.",
                "Hoe krijg ik dat water het snelst uit de kelder?",
            ),
        ),
        facts=(
            Fact("sander.halal", "constraint", ("halal",)),
            Fact(
                "sander.plain",
                "preference",
                ("eenvoudig|simpel|simple|plain|Engels|English|anglicis|jargon",),
            ),
            Fact("sander.tables", "negation", ("tabel|table",), negated=True),
        ),
        questions=(
            Question("Wat kan ik op de barbecue leggen als de buren komen?", "sander.halal"),
            Question(
                "Geef me een recept voor een stevige stoofpot voor deze koude avonden.",
                "sander.halal",
            ),
            Question("Kun je uitleggen hoe een warmtepomp werkt?", "sander.plain"),
            Question("Vergelijk drie goedkope energiecontracten voor me.", "sander.tables"),
        ),
        forbidden=("kelder",),
    ),
    User(
        "marloes",  # two other people, each with their own attributes
        sessions=(
            (
                "Mijn schoonvader woont sinds de zomer bij ons in. Hij heeft beginnende "
                "alzheimer en raakt 's middags soms de weg kwijt, zelfs in z'n eigen straat.",
                "En onze jongste, Teun, is net begonnen met zwemles, maar hij is doodsbang voor "
                "water en klemt zich de hele les vast aan de rand.",
                "Hoe krijg ik kauwgom uit een spijkerbroek?",
            ),
        ),
        facts=(
            Fact(
                "marloes.schoonvader",
                "close_person",
                ("schoonvader|father", "alzheimer|dement|geheugen|memory"),
            ),
            Fact("marloes.teun", "close_person", ("Teun", "zwem|swim|water")),
        ),
        questions=(
            Question(
                "Wat kan ik op een doordeweekse middag met mijn schoonvader ondernemen?",
                "marloes.schoonvader",
            ),
            Question(
                "Onze jongste wordt zes, wat voor kinderfeestje zal ik organiseren?", "marloes.teun"
            ),
        ),
        forbidden=("kauwgom", "spijkerbroek"),
        idle=True,
    ),
    User(
        "wouter",  # the days worked, changed with a signal
        sessions=(
            (
                "Ik werk vier dagen in de week, vrijdag is mijn papadag met de tweeling. Vandaag "
                "de hele ochtend in de speeltuin gestaan met twee snotneuzen.",
                "Wat is een leuk binnenspelletje voor tweejarigen als het regent?",
            ),
            (
                "Nieuws: sinds deze maand werk ik fulltime, vijf dagen, dus die vrije vrijdag is "
                "voorbij. Wennen, hoor.",
                "Hoe blijf ik 's middags op kantoor een beetje wakker?",
            ),
        ),
        facts=(
            Fact(
                "wouter.days",
                "changed",
                ("fulltime|voltijd|full|vijf|five",),
                old=("vier|four|parttime|papadag",),
            ),
        ),
        questions=(
            Question(
                "Wanneer kan ik het best een afspraak bij de tandarts inplannen?", "wouter.days"
            ),
            Question("Hoe regelen we de opvang van de tweeling op vrijdag?", "wouter.days"),
        ),
        forbidden=("binnenspel", "speeltuin"),
    ),
    User(
        "ruud",  # a mother's home that changed, said only in passing
        sessions=(
            (
                "Mijn moeder woont nog helemaal zelfstandig in haar rijtjeshuis in Zutphen. Ze "
                "is 84 en fietst nog elke dag naar de markt.",
                "Hoe krijg ik mos van de oprit af?",
            ),
            (
                "Woensdag zat ik bij m'n moeder in de Lindenhof, ze had de verzorgsters al "
                "helemaal ingepakt met haar verhalen over vroeger. Welke thee helpt om beter te "
                "slapen?",
            ),
        ),
        facts=(
            Fact(
                "ruud.mother",
                "changed",
                ("Lindenhof|verpleeghuis|verzorgingshuis|zorgcentrum|nursing",),
                old=("zelfstandig|rijtjeshuis|independ",),
            ),
        ),
        questions=(
            Question(
                "Wat kan ik meenemen als ik woensdag bij mijn moeder op bezoek ga?", "ruud.mother"
            ),
            Question("Mijn moeder wordt 85, hoe kunnen we haar verjaardag vieren?", "ruud.mother"),
        ),
        forbidden=("mos", "oprit", "thee"),
    ),
    User(
        "lotte",  # a baby born, said only in passing
        sessions=(
            (
                "Ik ben 32 weken zwanger van de tweede en die kleine schopt 's nachts de hele "
                "tijd tegen m'n ribben, dus om drie uur lig ik weer naar het plafond te staren.",
                "Heb je een tip voor een luisterboek voor slapeloze nachten?",
            ),
            (
                "Guus is nu drie weken en heeft vannacht voor het eerst vier uur achter elkaar "
                "geslapen, ik voel me een nieuw mens. Wat kan ik snel koken met één hand vrij?",
            ),
        ),
        facts=(
            Fact("lotte.guus", "changed", ("Guus|bevallen|bevalling",), old=("zwanger|pregnan",)),
        ),
        questions=(
            Question("Welke sport kan ik deze maand rustig weer oppakken?", "lotte.guus"),
            Question(
                "Mijn schoonmoeder wil ons iets geven, wat kan ik op ons verlanglijstje zetten?",
                "lotte.guus",
            ),
        ),
        forbidden=("luisterboek",),
    ),
    User(
        "hennie",  # an assistant suggestion the user turns down, a budget and a grandson
        sessions=(
            (
                "Ik zoek een nieuwe fiets, wat raad je aan?",
                "Nee, niet elektrisch. Hij is voor mijn kleinzoon Daan, die zit op de "
                "wielrenclub en gaat na de zomer naar de middelbare school, twaalf kilometer "
                "heen en terug. Meer dan 600 euro wil ik er niet aan uitgeven.",
                "goed, dank je",
            ),
        ),
        replies=(
            (
                "Ik zoek een nieuwe fiets, wat raad je aan?",
                "Een Gazelle Ultimate of een Cortina E-U4 zijn prima keuzes: degelijke "
                "elektrische stadsfietsen met een accu die lang meegaat.",
            ),
        ),
        facts=(
            Fact("hennie.daan", "close_person", ("Daan", "wielren|cycling|racing")),
            Fact("hennie.budget", "self_passing", ("600",)),
        ),
        questions=(
            Question("Welke fiets moet ik dan nemen?", "hennie.budget"),
            Question("Wat kan ik mijn kleinzoon met Sinterklaas geven?", "hennie.daan"),
        ),
        forbidden=("Gazelle", "Cortina", "accu"),
    ),
    User(
        "bram",  # a suggestion waved away, a wife and a dog said in passing
        sessions=(
            (
                "Kun je een leuke bestemming voor de herfstvakantie aanraden?",
                "Te ver en veel te warm. Mijn vrouw Nienke heeft MS en kan slecht tegen hitte, "
                "en haar rolstoel moet mee achter in de auto. En Bobbie, onze oude labrador, gaat "
                "altijd mee, dus honden moeten er welkom zijn.",
                "oké, bedankt",
            ),
        ),
        replies=(
            (
                "Kun je een leuke bestemming voor de herfstvakantie aanraden?",
                "Denk eens aan Sevilla of Malaga: in oktober nog volop zon, prachtige oude "
                "binnensteden en tapas op elke hoek.",
            ),
        ),
        facts=(
            Fact(
                "bram.nienke",
                "close_person",
                ("Nienke", "MS|scleros|rolstoel|wheelchair|hitte|heat"),
            ),
            Fact("bram.bobbie", "self_passing", ("Bobbie",)),
        ),
        questions=(
            Question("Welke bestemming raad je dan wel aan?", "bram.nienke"),
            Question("Wat moeten we allemaal inpakken voor een week weg?", "bram.bobbie"),
        ),
        forbidden=("Sevilla", "Malaga", "tapas"),
    ),
    User(
        "esther",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "Mijn compagnon Kees woont op Texel, dus hij hangt aan de dienstregeling van de "
                "boot en is nooit voor half elf in Amsterdam.",
                "Misschien openen we volgend jaar een tweede zaak in Antwerpen, maar ik geloof er "
                "zelf eerlijk gezegd weinig van.",
                "Wil je dit even netjes maken: 'Wij hebben uw bestelling in goede orde ontvangen "
                "en zullen deze zsm verzenden.'",
            ),
        ),
        facts=(Fact("esther.kees", "close_person", ("Kees", "Texel")),),
        questions=(
            Question(
                "Wanneer kan ik volgende week het best een overleg plannen met mijn compagnon en "
                "een klant in Amsterdam?",
                "esther.kees",
            ),
        ),
        forbidden=("Antwerp", "bestelling", "verzend"),
    ),
    User(
        "gerrit",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "hoeveel centiliter gaat er in een wijnglas?",
                "wie schreef de Max Havelaar ook alweer?",
                "dank je",
            ),
        ),
        forbidden=("centiliter", "wijnglas", "Havelaar", "Multatuli"),
    ),
)
