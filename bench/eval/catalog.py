"""The vocabulary of the evaluation set: topics of personal memory, each with several
phrasings of the fact, questions that ask for it in other words, vague follow-ups with
the turns that give them context, and how the fact is later changed.

Placeholders are `{slot}` names of the topic's `slots`; `entity` (when set) names the slot
that tells two instances of a topic apart (the Hawaii trip vs the Japan trip), and
`changes` the slot whose value an update replaces.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Topic:
    key: str
    type: str  # a memproxy MemoryType value
    slots: dict[str, tuple[str, ...]]
    statements: tuple[str, ...]
    questions: tuple[str, ...]
    vague: tuple[tuple[str, str], ...] = ()  # (context turn, vague question)
    updates: tuple[str, ...] = ()
    entity: str = ""
    changes: str = ""


DESTS = ("Hawaii", "Japan", "Portugal", "Iceland", "Peru", "Morocco", "Norway", "Vietnam")
AMOUNTS = ("$2,500", "$4,000", "$6,200", "$8,000", "$10,000", "$12,500", "$3,300", "$7,750")
DATES = (
    "March 14",
    "the second week of April",
    "June 3",
    "July 21",
    "August 9",
    "September 30",
    "October 12",
    "early December",
)
PROJECTS = ("Phoenix", "Atlas", "Orion", "Nimbus", "Falcon", "Juniper")
SERVICES = ("billing-api", "web-frontend", "auth-service", "search-indexer", "mail-relay")
RELATIVES = ("my sister Ana", "my brother Tomas", "my mother", "my dad", "my niece Lily")
SPECIALISTS = ("dentist", "dermatologist", "eye doctor", "physiotherapist", "cardiologist")
PETS = ("dog", "cat", "parrot", "rabbit", "tortoise")
PLANTS = ("fern", "cactus", "orchid", "basil", "monstera")

TOPICS: tuple[Topic, ...] = (
    Topic(
        "trip_budget",
        "fact",
        {"dest": DESTS, "amount": AMOUNTS},
        (
            "My budget for the {dest} trip is {amount}.",
            "I can spend at most {amount} on the {dest} vacation.",
            "For the {dest} holiday we set aside {amount} in total.",
        ),
        (
            "How much money can I put toward the {dest} holiday?",
            "What spending cap did I give myself for visiting {dest}?",
            "Remind me how much cash I planned to use going to {dest}.",
        ),
        (
            ("I'm finalising the {dest} trip this weekend.", "How much?"),
            ("Still planning the {dest} vacation, flights look pricey.", "how much can I spend?"),
            ("Let's talk about {dest} again.", "and the budget?"),
        ),
        ("Change of plan: the {dest} trip budget is now {amount}.",),
        entity="dest",
        changes="amount",
    ),
    Topic(
        "trip_dates",
        "fact",
        {"dest": DESTS, "date": DATES},
        (
            "I fly out to {dest} on {date}.",
            "My {dest} trip starts {date}.",
            "Departure for {dest} is booked for {date}.",
        ),
        (
            "When am I leaving for {dest}?",
            "What day does my journey to {dest} begin?",
            "On which date is my flight to {dest}?",
        ),
        (
            ("I need to book a hotel in {dest}.", "and when?"),
            ("Thinking about the {dest} holiday.", "When do I leave?"),
        ),
        ("The {dest} flight was moved to {date}.",),
        entity="dest",
        changes="date",
    ),
    Topic(
        "allergy",
        "fact",
        {"allergen": ("peanuts", "shellfish", "penicillin", "latex", "sesame", "bee stings")},
        (
            "I'm allergic to {allergen}.",
            "I have a serious {allergen} allergy.",
            "{allergen} give me a bad allergic reaction.",
        ),
        (
            "Is there anything I react badly to medically?",
            "What should a doctor know about my allergies?",
            "Which substance triggers an allergic response in me?",
        ),
    ),
    Topic(
        "diet",
        "preference",
        {"diet": ("vegetarian", "vegan", "pescatarian", "gluten-free", "halal", "low-carb")},
        (
            "I follow a {diet} diet.",
            "I eat {diet} and stick to it strictly.",
            "Keep in mind that my meals are always {diet}.",
        ),
        (
            "What kind of food restrictions do I have?",
            "Which eating style do I stick to?",
            "Anything I should remember when picking a recipe for me?",
        ),
        (("Planning dinner for tonight.", "what can I eat?"),),
        ("I've switched to a {diet} diet now.",),
        changes="diet",
    ),
    Topic(
        "pet_name",
        "fact",
        {"pet": PETS, "name": ("Biscuit", "Luna", "Pepper", "Mochi", "Rex", "Ziggy", "Olive")},
        (
            "My {pet} is called {name}.",
            "We named our {pet} {name}.",
            "{name} is the name of my {pet}.",
        ),
        (
            "What's the name of my {pet}?",
            "What did I call my {pet}?",
            "How is my {pet} named?",
        ),
        (("My {pet} knocked over a vase again.", "what's its name again?"),),
        entity="pet",
    ),
    Topic(
        "employer",
        "fact",
        {
            "company": ("Acme Robotics", "Globex", "Initech", "Northwind", "Umbrella Labs"),
            "role": ("data engineer", "product manager", "nurse", "teacher", "accountant"),
        },
        (
            "I work at {company} as a {role}.",
            "I'm a {role} at {company}.",
            "My job: {role}, employed by {company}.",
        ),
        (
            "Where am I employed these days?",
            "Which company pays my salary?",
            "What do I do for a living and for whom?",
        ),
        (),
        ("I changed jobs; I now work at {company} as a {role}.",),
        changes="company",
    ),
    Topic(
        "home_city",
        "fact",
        {"city": ("Lisbon", "Denver", "Toronto", "Melbourne", "Berlin", "Austin", "Seoul")},
        (
            "I live in {city}.",
            "Home for me is {city}.",
            "I'm based in {city} these days.",
        ),
        (
            "Which city do I reside in?",
            "Where is my home located?",
            "What town am I living in right now?",
        ),
        (),
        ("I moved; I live in {city} now.",),
        changes="city",
    ),
    Topic(
        "coffee",
        "preference",
        {
            "drink": (
                "oat-milk flat white",
                "black americano",
                "double espresso",
                "chai latte",
                "iced cold brew",
            )
        },
        (
            "I always order a {drink} in the morning.",
            "My go-to coffee is a {drink}.",
            "A {drink} is what I drink every morning.",
        ),
        (
            "What's my usual café order?",
            "Which caffeinated drink do I like to start the day with?",
            "If you were buying me a coffee, what should you get?",
        ),
        (("Heading to the café now.", "what should I order?"),),
        ("These days my morning coffee is a {drink}.",),
        changes="drink",
    ),
    Topic(
        "language_pref",
        "preference",
        {"lang": ("TypeScript", "Rust", "Go", "Python", "Kotlin", "Elixir")},
        (
            "I prefer writing {lang} for new projects.",
            "{lang} is my favourite programming language.",
            "When I start a codebase I reach for {lang}.",
        ),
        (
            "Which programming language do I like best?",
            "What should the example code be written in for me?",
            "What's my preferred language for fresh software projects?",
        ),
        (),
        ("I've moved over to {lang} for all new code.",),
        changes="lang",
    ),
    Topic(
        "meetings",
        "preference",
        {"slot": ("mornings", "early afternoons", "late mornings", "Tuesdays and Thursdays")},
        (
            "I prefer meetings in the {slot}, never after 4pm.",
            "Schedule my calls for {slot} if possible.",
            "My best time for meetings is {slot}.",
        ),
        (
            "When do I like to have calls booked?",
            "What time of day works for scheduling a sync with me?",
        ),
        (("I need to set up a sync with the design team.", "when works best?"),),
    ),
    Topic(
        "deploy",
        "procedural",
        {
            "service": SERVICES,
            "cmd": (
                "make release then ./scripts/deploy.sh prod",
                "helm upgrade with the prod values file",
                "kubectl apply -k overlays/prod",
                "tag a release and let the pipeline promote it",
            ),
        },
        (
            "To deploy {service}, run {cmd}.",
            "Deploying {service} to production: {cmd}.",
            "The release procedure for {service} is {cmd}.",
        ),
        (
            "What's the process for shipping {service} to prod?",
            "How do I push a new version of {service} live?",
            "Remind me of the steps to release {service}.",
        ),
        (("I have to ship {service} today.", "how do I do that?"),),
        ("New deploy steps for {service}: {cmd}.",),
        entity="service",
        changes="cmd",
    ),
    Topic(
        "backup",
        "procedural",
        {
            "target": ("the NAS in the hallway", "an external SSD", "Backblaze", "a USB drive"),
            "freq": ("every Sunday", "every night", "on the first of each month"),
        },
        (
            "I back up my photo library to {target} {freq} with rsync.",
            "Photo backups go to {target}, {freq}, using rsync -av.",
        ),
        (
            "How do I keep my pictures safe from disk failure?",
            "Where do my photo copies get saved, and how often?",
        ),
        (("My laptop disk is making noises.", "what about my photos?"),),
    ),
    Topic(
        "sourdough",
        "procedural",
        {"temp": ("230C", "250C", "220C", "240C"), "hours": ("12", "14", "16")},
        (
            "My sourdough method: feed the starter, rest the dough {hours} hours, bake at {temp}.",
            "For bread I proof the dough {hours} hours and bake it at {temp} in a dutch oven.",
        ),
        (
            "What's my bread recipe?",
            "How do I usually bake my loaf?",
            "Remind me of the steps for making my homemade bread.",
        ),
        (("Going to bake this weekend.", "how long does it proof?"),),
    ),
    Topic(
        "car",
        "fact",
        {
            "color": ("blue", "silver", "red", "black", "green"),
            "car": ("Toyota Corolla", "Subaru Outback", "Tesla Model 3", "VW Golf", "Honda Civic"),
        },
        (
            "I drive a {color} {car}.",
            "My car is a {color} {car}.",
            "I own a {color} {car}.",
        ),
        (
            "What vehicle do I have?",
            "Which automobile is parked in my driveway?",
            "What's the make and model of my ride?",
        ),
        (("I need new tyres.", "which car is it for?"),),
        ("I sold my old car and bought a {color} {car}.",),
        changes="car",
    ),
    Topic(
        "appointment",
        "fact",
        {
            "doc": SPECIALISTS,
            "when": ("Tuesday at 3pm", "next Friday at 9:30", "the 18th at noon", "Monday 8am"),
        },
        (
            "My {doc} appointment is on {when}.",
            "I see the {doc} {when}.",
            "Booked: {doc} visit, {when}.",
        ),
        (
            "When am I scheduled with the {doc}?",
            "What time is my next visit to the {doc}?",
        ),
        (("I have to call the {doc}'s office.", "and when is it?"),),
        ("The {doc} moved my appointment to {when}.",),
        entity="doc",
        changes="when",
    ),
    Topic(
        "gym",
        "fact",
        {"days": ("Mondays and Thursdays", "every weekday at 6am", "Tuesday, Thursday, Saturday")},
        (
            "I go to the gym {days}.",
            "My workout schedule is {days}.",
            "I lift weights {days}.",
        ),
        (
            "Which days do I exercise?",
            "When are my training sessions during the week?",
        ),
        (("Trying to plan my week around workouts.", "which days?"),),
    ),
    Topic(
        "birthday",
        "fact",
        {"rel": RELATIVES, "date": DATES},
        (
            "The birthday of {rel} is {date}.",
            "{rel} celebrates their birthday on {date}.",
            "Don't forget: {rel} has a birthday on {date}.",
        ),
        (
            "When should I wish {rel} a happy birthday?",
            "On what date was {rel} born?",
        ),
        (("I want to get {rel} a present.", "when is it?"),),
        entity="rel",
    ),
    Topic(
        "cuisine",
        "preference",
        {"cuisine": ("Thai", "Ethiopian", "Mexican", "Japanese", "Lebanese", "Italian")},
        (
            "My favourite cuisine is {cuisine}.",
            "I love {cuisine} food more than anything.",
            "{cuisine} restaurants are my first choice.",
        ),
        (
            "What type of food do I enjoy most?",
            "Which restaurant style should I pick for a treat?",
        ),
    ),
    Topic(
        "music",
        "preference",
        {"genre": ("lo-fi hip hop", "baroque music", "ambient techno", "jazz piano", "post-rock")},
        (
            "I listen to {genre} while working.",
            "{genre} helps me focus at my desk.",
        ),
        (
            "What should I put on to concentrate?",
            "Which sounds help me get into deep work?",
        ),
    ),
    Topic(
        "reading",
        "fact",
        {"book": ("Dune", "The Overstory", "Middlemarch", "Project Hail Mary", "Sapiens")},
        (
            "I'm currently reading {book}.",
            "The book on my nightstand right now is {book}.",
        ),
        (
            "What novel am I in the middle of?",
            "Which title am I working my way through at the moment?",
        ),
        (),
        ("I finished that one; now I'm reading {book}.",),
        changes="book",
    ),
    Topic(
        "rent",
        "fact",
        {"amount": ("$1,450", "$2,100", "$980", "$3,200", "$1,775")},
        (
            "My rent is {amount} a month.",
            "I pay {amount} monthly for my apartment.",
        ),
        (
            "How much does housing cost me each month?",
            "What do I owe the landlord monthly?",
        ),
        (("Doing my monthly finances, the apartment payment is due.", "how much is it?"),),
        ("My landlord raised the rent to {amount} a month.",),
        changes="amount",
    ),
    Topic(
        "deadline",
        "fact",
        {"project": PROJECTS, "date": DATES},
        (
            "The {project} project is due on {date}.",
            "Deadline for {project}: {date}.",
            "We have to deliver {project} by {date}.",
        ),
        (
            "When does {project} need to be finished?",
            "What's the delivery date for the {project} work?",
        ),
        (("The {project} project is stressing me out.", "when is it due?"),),
        ("The {project} deadline slipped to {date}.",),
        entity="project",
        changes="date",
    ),
    Topic(
        "stack",
        "fact",
        {
            "project": PROJECTS,
            "db": ("PostgreSQL 16", "MySQL 8", "MongoDB", "SQLite", "Cassandra", "DynamoDB"),
        },
        (
            "The {project} service stores its data in {db}.",
            "{project} runs on {db} as its database.",
        ),
        (
            "Which database does {project} use?",
            "Where does {project} keep its records?",
        ),
        (("Looking at the {project} schema.", "which database?"),),
        ("We migrated {project} to {db}.",),
        entity="project",
        changes="db",
    ),
    Topic(
        "instrument",
        "fact",
        {"instrument": ("cello", "bass guitar", "piano", "drums", "ukulele")},
        (
            "I play the {instrument} on weekends.",
            "I've been practising {instrument} for years.",
        ),
        (
            "What musical hobby do I have?",
            "Which instrument do I practice?",
        ),
    ),
    Topic(
        "learning",
        "fact",
        {"language": ("Spanish", "Japanese", "German", "Korean", "Portuguese")},
        (
            "I'm learning {language} and practise 20 minutes a day.",
            "I study {language} every evening with flashcards.",
        ),
        (
            "Which foreign tongue am I studying?",
            "What language lessons am I taking?",
        ),
    ),
    Topic(
        "partner",
        "fact",
        {"name": ("Sam", "Priya", "Jordan", "Mateo", "Hannah", "Kenji")},
        (
            "My partner's name is {name}.",
            "I live with my partner {name}.",
        ),
        (
            "Who is my significant other?",
            "What's my spouse called?",
        ),
    ),
    Topic(
        "shoes",
        "fact",
        {"size": ("EU 42", "US 9", "UK 7", "EU 38", "US 11")},
        (
            "I wear size {size} shoes.",
            "My shoe size is {size}.",
        ),
        (
            "What footwear size should I order?",
            "Which size fits my feet?",
        ),
        (("Buying new running shoes online.", "what size?"),),
    ),
    Topic(
        "seat",
        "preference",
        {"seat": ("a window", "an aisle", "an exit-row")},
        (
            "I always book {seat} seat on flights.",
            "On planes I want {seat} seat.",
        ),
        (
            "Where do I like to sit when flying?",
            "Which place on the airplane should you reserve for me?",
        ),
        (("Booking my flight now.", "which seat?"),),
    ),
    Topic(
        "bugs",
        "procedural",
        {"team": ("the platform team", "QA", "the on-call engineer", "the mobile squad")},
        (
            "When I file a bug I attach logs, the version and repro steps, then tag {team}.",
            "Bug reports: logs + version + steps to reproduce, and assign {team}.",
        ),
        (
            "What's my checklist for reporting a defect?",
            "How should an issue ticket be written up?",
        ),
    ),
    Topic(
        "plants",
        "procedural",
        {"plant": PLANTS, "freq": ("every three days", "once a week", "every two weeks")},
        (
            "I water the {plant} {freq}.",
            "The {plant} gets watered {freq}.",
        ),
        (
            "How often does the {plant} need water?",
            "What's the watering schedule for my {plant}?",
        ),
        (("The {plant} is looking droopy.", "how often?"),),
        entity="plant",
    ),
)

FILLER_TURNS: tuple[str, ...] = (
    "It's been a long week at work.",
    "Can you help me plan my day?",
    "I just got back from a walk.",
    "The weather has been awful lately.",
    "I'm trying to be more organised this month.",
    "My inbox is a mess.",
)

NOISE_MEMORIES: tuple[str, ...] = (
    "Talked about a movie night with friends.",
    "Asked for tips on sleeping better.",
    "Discussed how to write a cover letter.",
    "Wanted a summary of a podcast about economics.",
    "Asked how to fix a squeaky door hinge.",
    "Brainstormed names for a board game night.",
    "Compared two laptops for battery life.",
    "Asked for a recipe for lemon pasta.",
    "Discussed stretching routines for back pain.",
    "Wanted help drafting a thank-you note.",
    "Asked about the rules of padel tennis.",
    "Planned a picnic menu for the park.",
)

GENERAL_QUESTIONS: tuple[str, ...] = (
    "What is the capital of Australia?",
    "Who wrote Pride and Prejudice?",
    "How many bones are in the human body?",
    "Explain how photosynthesis works.",
    "What causes the northern lights?",
    "Why is the sky blue?",
    "What is the boiling point of water at sea level?",
    "Explain the difference between TCP and UDP.",
)

TASK_QUESTIONS: tuple[str, ...] = (
    "Write a haiku about autumn leaves.",
    "Summarise the plot of Hamlet in two sentences.",
    "Convert 5 miles to kilometres.",
    "Give me three ideas for a team-building game.",
    "Write a regex that matches an email address.",
    "Tell me a joke about penguins.",
    "Draft a polite reminder email about an unpaid invoice.",
    "List five synonyms for happy.",
)

BROAD: tuple[tuple[str, tuple[str, ...], tuple[str, ...]], ...] = (
    (
        "food",
        ("diet", "cuisine", "coffee", "allergy"),
        (
            "What do you know about my eating habits and food preferences?",
            "Summarise what I like to eat and drink and what I must avoid.",
        ),
    ),
    (
        "travel",
        ("trip_budget", "trip_dates", "seat"),
        (
            "What are my travel plans and how do I like to fly?",
            "Tell me everything about my trips.",
        ),
    ),
    (
        "work",
        ("employer", "meetings", "language_pref", "deploy", "bugs", "deadline", "stack"),
        ("What do you know about my job and how I work?", "Give me an overview of my work setup."),
    ),
    (
        "health",
        ("allergy", "appointment", "gym", "diet"),
        ("What should a doctor know about my health and routines?",),
    ),
    (
        "home",
        ("home_city", "rent", "plants", "pet_name", "partner"),
        ("What do you know about my home life?", "Describe my household for me."),
    ),
)
"""Broad questions: (group, topics, questions); every memory of the group's topics answers."""
