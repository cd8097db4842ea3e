"""What a learned fact looks like when stored (pure): a statement, and whether it is profile.

A small model often copies the user's words instead of restating them ("User's I'm
vegetarian myself", "We can only deploy on Tuesdays", "User's son is allergic to peanuts,
so what snacks can I pack?"). `normalise` turns such text into a self-contained
statement about "User": the first person becomes "User" at the start and "they" /
"their" after it, and question clauses are cut. It adds no other word.

`profile_worthy` says which facts matter beyond their topic and belong in the user's
profile (injected with every request that searches memory): diets, allergies and
health (the user's or a relative's; conditions such as ADHD or a bad knee, smoking,
not drinking), where the user lives or is moving, their name, the languages they speak
or learn, their own work and how they work (not a relative's), accessibility needs (a
screen reader, dyslexia), their computer, their pets, money and training goals, daily
commitments and sleep, favourites and strong dislikes, units, tone and format
preferences (metric, no tables, plain text, concise, short answers, bullet points,
answers in a language), and standing constraints (always, never, not allowed, the rules
of their stack). A word list, not a model: it is checked on what the model wrote, and
grew with each held-out bench.learn set (each still found kinds it lacked).

`to_assistant` and `misnamed` say which of the model's facts (and the user's sentences)
are no memory at all: a request or thanks said to the assistant, and a name the user
never gave themselves. `standing_instruction` and `announces_change` say which
sentences are the user's even without a first person.
"""

from __future__ import annotations

import re

_SPACE = re.compile(r"\s+")
SENTENCE = re.compile(r"(?:[^.!?\n]|\.(?=[^\s.!?]))+[.!?]*")
"""A sentence: up to . ! ? or a line break; a period inside a word or a number is not an
end ("Node.js", "1.5k", "v3.11" were stored as "Node. js", "1. 5k")."""
_CLAUSE = re.compile(r"\s*(?:[,;:]|\s-\s|\s\u2014\s)\s*")
_QUESTION_START = re.compile(
    r"^(?:so\s+|and\s+|but\s+|then\s+)?(?:what|what's|how|when|where|who|which|why|can|could|"
    r"would|should|shall|will|do|does|is|are|any)\b",
    re.I,
)
# (pattern at the start, replacement): first person to "User"
_STARTS = (
    (re.compile(r"^user'?s?\s+(?:i'm|i am)\s+", re.I), "User is "),
    (re.compile(r"^user'?s?\s+(?:i've|i have)\s+", re.I), "User has "),
    (re.compile(r"^user'?s?\s+(?:we|i)\s+", re.I), "User "),
    (re.compile(r"^user'?s?\s+(?:my|our)\s+", re.I), "User's "),
    (re.compile(r"^(?:i'm|i am)\s+", re.I), "User is "),
    (re.compile(r"^(?:i've|i have)\s+", re.I), "User has "),
    (re.compile(r"^(?:we're|we are)\s+", re.I), "User is "),
    (re.compile(r"^(?:we've|we have)\s+", re.I), "User has "),
    (re.compile(r"^(?:please\s+)?call me\s+", re.I), "User wants to be called "),
    (re.compile(r"^(?:i|we)\s+", re.I), "User "),
    (re.compile(r"^(?:my|our)\s+", re.I), "User's "),
)
_USER_MARKER = re.compile(
    r"^(?:user'?s?|i|we)\s+(?:also|actually|btw|and|so|plus|oh),?\s+"
    r"(?=(?:my|our|i|we|i'm|i've|we're)\b)",
    re.I,
)
"""A marker the model put between the subject and a first person ("User also my
daughter Zuri has ...": the 0.5B, set f), cut so that the start patterns see it."""
_SELF = re.compile(r"\s+\b(?:myself|ourselves)\b", re.I)
_INNER = (  # first person past the start, once the statement is about "User"
    (re.compile(r"\b(?:I'm|I am|we're|we are)\b", re.I), "they are"),
    (re.compile(r"\b(?:I've|I have|we've|we have)\b", re.I), "they have"),
    (re.compile(r"\b(?:I|we)\b"), "they"),
    (re.compile(r"\b(?:my|our)\b", re.I), "their"),
    (re.compile(r"\b(?:me|us)\b"), "them"),
)


def _cut_question(sentence: str) -> str:
    """A sentence's statement part: a question's leading clauses that are not questions
    ("User's son is allergic to peanuts, so what can I pack?" keeps the first clause)."""
    s = sentence.strip()
    if not s.endswith("?"):
        return s
    kept: list[str] = []
    for clause in _CLAUSE.split(s.rstrip("?").strip()):
        if _QUESTION_START.match(clause):
            break
        kept.append(clause)
    return ", ".join(kept).strip() + "." if kept else ""


_ADVERBS = (
    r"(?:(?:always|never|usually|often|only|also|just|still|really|sometimes|rarely|"
    r"mostly|generally|actually|currently|now|already|even|mainly|no longer)\s+)*"
)
"""Adverbs that may stand between "User" and their verb ("User always travels")."""
_VERB_AFTER_USER = re.compile(rf"^User ({_ADVERBS})([a-z]+(?:n't)?)(?![\w'])")
_NEGATED = {"don't": "doesn't", "haven't": "hasn't", "aren't": "isn't"}
_IRREGULAR = {"have": "has", "do": "does", "am": "is", "are": "is"}
_NOT_PRESENT = frozenset(
    re.findall(
        r"\S+",
        "can could will would should may might must shall did had was were am is are has "
        "have do don't can't won't only also never always just really still usually often "
        "already recently "
        # irregular past forms ("We just got back" was stored as "User just gots back")
        "got went came made took gave saw knew thought told found left felt kept brought "
        "bought began ran sat stood won wrote spoke broke chose drove ate fell flew forgot "
        "grew hid lost meant met paid rode said sent sang slept sold spent stole swam "
        "taught threw understood woke wore became caught built heard held led lent sought "
        "shot",
    )
)


def third_person(verb: str) -> str:
    """'live' -> 'lives', 'watch' -> 'watches', 'study' -> 'studies' (a present-tense verb
    after "User"); a past form, a modal or an adverb stays as it is."""
    low = verb.lower()
    if low.endswith("n't"):  # "I don't drink" was stored as "User dons't drink" (set g)
        return _NEGATED.get(low, verb)
    if low in _IRREGULAR:  # "I only have" was stored as "User only have" (set k)
        return _IRREGULAR[low]
    if low in _NOT_PRESENT or low.endswith(("ed", "s")):
        return verb
    if low.endswith(("ch", "sh", "x", "z", "o")):
        return verb + "es"
    if low.endswith("y") and len(low) > 2 and low[-2] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


INTERJECTIONS = r"ugh+|argh+|phew|whew|sigh|meh|wow|yikes|oof|gosh|jeez|geez|omg"
"""Words that only vent ("Ugh, ..."): a marker before a statement."""
_APOLOGY = r"sorry|my bad|oops|i (?:got (?:that|it) wrong|was wrong|misspoke)"
"""An apology for something said before: a marker, and a change (`announces_change`)."""

_MARKER = re.compile(
    rf"^(?:also|and|but|so|btw|by the way|oh|well|anyway|plus|actually|fyi|{INTERJECTIONS}|"
    r"(?:a )?(?:quick )?(?:update|heads[- ]up|news)|(?:some )?(?:bad|good|sad|great) news|"
    r"change of plans?|one more thing|"
    r"for the record|for context|fwiw|imo|just so you know|just to let you know|"
    rf"just (?:so|to) you're aware|note that|ps|p\.s\.|{_APOLOGY}|i meant to say)\b[,:.!]?\s+",
    re.I,
)
"""A discourse marker before a statement ("Also, I'm vegetarian", "Just so you know,
we moved ..."); several may stand in a row ("Oh and ...")."""


_TRAILING_MARKER = re.compile(
    r",?\s+(?:by the way|btw|fwiw|just so you know|for the record)(?=[.!]*$)", re.I
)
"""The same at the end ("I'm seven months pregnant, by the way.": set g)."""


def without_markers(sentence: str) -> str:
    """Pure: the sentence without the discourse markers it starts or ends with."""
    text = sentence.strip()
    while (cut := _MARKER.sub("", text, count=1)) != text:
        text = cut
    return _TRAILING_MARKER.sub("", text)


def normalise(content: str) -> str:
    """Pure: a self-contained statement about "User" ("" when nothing states anything)."""
    text = _SPACE.sub(" ", content).strip()
    sentences = [p for s in SENTENCE.findall(text) if (p := without_markers(_cut_question(s)))]
    text = " ".join(sentences).strip()
    if not text:
        return ""
    text = _USER_MARKER.sub("User ", text, count=1)
    for pattern, replacement in _STARTS:
        new = pattern.sub(replacement, text, count=1)
        if new != text:
            if replacement == "User ":  # "I live" / "We live" -> "User lives"
                new = _VERB_AFTER_USER.sub(
                    lambda m: f"User {m.group(1)}{third_person(m.group(2))}", new, 1
                )
            text = new
            break
    text = _SELF.sub("", text)
    about_user = text.lower().startswith("user")
    if not about_user:
        within = _user_within(text)
        about_user, text = within != text, within
    if about_user:
        for pattern, replacement in _INNER:
            text = pattern.sub(replacement, text)
    return text[0].upper() + text[1:]


_FIRST_WITHIN = re.compile(
    r"\b(?:(I'm|I am|we're|we are)|(I've|I have|we've|we have)|(I|we)|(my|our))\b"
    rf"(?:\s+({_ADVERBS})([a-z]+(?:n't)?)(?![\w']))?"
)


def _user_within(text: str) -> str:
    """The first first person of a statement that does not start with one, as "User"
    ("Money is tight since I lost my job." -> "Money is tight since User lost my job.";
    normalise makes the rest "they" / "their"): set k stored that sentence as it was
    said, whose "I" an answering model cannot place. "I" must be a capital; a sentence
    with "me" or "us" before a "my" or "our" ("Help me plan my trip.") stays as it is,
    but not one where the user is the subject after it ("Bright screens give me
    migraines, so I keep everything in dark mode.", set n, was stored as said)."""

    def one(m: re.Match[str]) -> str:
        be, have, subject, _owner, adverbs, verb = m.groups()
        rest = f" {adverbs or ''}{verb}" if verb else ""
        if be:
            return f"User is{rest}"
        if have:
            return f"User has{rest}"
        if subject:
            return f"User {adverbs or ''}{third_person(verb)}" if verb else "User"
        return f"User's{rest}"

    first = _FIRST_WITHIN.search(text)
    if first is None:
        return text
    if first.group(4) and _OBJECT.search(text, 0, first.start()):
        return text  # a request about their own things ("Help me plan my trip")
    return text[: first.start()] + one(first) + text[first.end() :]


_OBJECT = re.compile(r"\b(?:me|us)\b", re.I)


_OCCUPATIONS = (
    "engineer|developer|programmer|designer|teacher|professor|lecturer|nurse|doctor|"
    "physician|surgeon|dentist|vet|veterinarian|pharmacist|lawyer|attorney|accountant|"
    "analyst|scientist|researcher|consultant|architect|manager|writer|journalist|editor|"
    "chef|baker|electrician|plumber|carpenter|mechanic|pilot|farmer|student|librarian|"
    "translator|therapist|psychologist|paramedic|firefighter|photographer|musician|"
    "entrepreneur|freelancer|tech lead|team lead"
)
"""The user's own work, said as what they are ("User has been a data engineer for six
years": "What do I do for work?" sits at cosine 0.24 to it, under the threshold); a
relative's ("User's partner Luca is a vet.") is not profile."""

_LANGUAGES = (
    "english|spanish|french|german|italian|portuguese|dutch|swedish|norwegian|danish|"
    "finnish|polish|czech|russian|ukrainian|greek|turkish|arabic|hebrew|hindi|urdu|"
    "bengali|mandarin|chinese|cantonese|japanese|korean|vietnamese|thai|indonesian|"
    "malay|tagalog|swahili|persian|farsi|latin|sign language"
)
"""A language the user is learning ("User is learning Korean, still a beginner": a TV
show asked for listening practice sits at cosine 0.28 to it, under the threshold)."""

_PROFILE = re.compile(
    r"\b(?:allerg\w*|intoleran\w*|vegetarian|vegan|pescatarian|gluten|lactose|halal|kosher|"
    r"diet\w*|diabet\w*|celiac|coeliac|cannot eat|can't eat|doesn't eat|does not eat|"
    r"don't eat|no meat|name is|named|called|lives? in|living in|moved (?:from|to)|"
    r"based in|home(?:town| city)?|speaks?|native language|mother tongue|"
    r"works? (?:as|at|for)|job|profession|wheelchair|blind|deaf|pregnan\w*|"
    r"mov(?:ed|es|ing) (?:from|to)|relocat\w*|"
    r"screen[- ]?reader|visually impaired|low vision|hard of hearing|hearing aids?|"
    r"dyslexi\w*|colou?r[- ]?blind\w*|accessib\w*|braille|sign language|"
    r"(?:no|without|avoid|in|with|use|using) (?:tables|bullets|bullet points|markdown|"
    r"plain text|emojis?)|concise|formal(?:ly)?|bullet points?|numbered lists?|"
    r"step[- ]by[- ]step|short (?:answers|replies|responses)|"
    r"(?:answers|replies|responses|it|them) (?:short|brief)|works? best for|"
    r"tone|(?:answers?|reply|replies|respond|write) (?:in|only in)|"
    r"always|never|only|"
    # units ("I use metric units": a recipe asked later needs it) and health habits
    # ("I quit smoking last year": asked about cravings), set f's first run
    r"metric|imperial|celsius|fahrenheit|smok\w*|sober|alcohol\w*|"
    # set g: handedness (a guitar), strong likes and dislikes typed as plain facts (a
    # favourite team asked which match to watch), a daily commitment (a class at 5pm)
    r"left[- ]handed|right[- ]handed|favou?rite|hates?|can't stand|cannot stand|"
    r"every (?:day|morning|evening|night|weekday)|on weekdays|"
    # set h: the user's computer (asked how to install Docker), pets they have (asked
    # whether lilies are safe at home), money goals, training goals, not drinking
    r"macbook|imac|mac|windows|linux|ubuntu|chromebook|iphone|android|"
    r"(?:has|have|own|owns|adopted)\b[^.;]*?\b(?:cats?|dogs?|pupp(?:y|ies)|kittens?|pets?|"
    r"rabbits?|parrots?)|(?:User's|their) (?:\w+ )?(?:cats?|dogs?|puppy|kittens?|pets?)|"
    r"saving (?:up )?for|mortgage|in debt|student loans?|"
    r"train(?:s|ing)? for|prepar(?:es|ing) for|"
    r"(?:don't|doesn't|do not|does not|never) drinks?|teetotal|"
    # set i: a body part that limits what the user can do, conditions that shape how
    # they take in an answer, how they work, when they sleep
    r"bad (?:knee|back|hip|shoulder|ankle|wrist)s?|injur(?:y|ies|ed)|arthritis|asthma|"
    r"epilep\w*|migraines?|chronic|adhd|autis\w*|anxiety|insomnia|"
    r"works? (?:\w+ ){0,2}(?:as|at|for|from)|remote(?:ly)?|night owl|early (?:bird|riser)|"
    r"sleeps? (?:before|after|until|in)|"
    # set j: medication and surgery (asked whether ibuprofen is fine), an injury (asked
    # for a week of workouts), getting around without a car (asked how to reach the
    # airport), leading a team (asked how to run reviews)
    r"medicat\w*|medicines?|blood thinners?|insulin|inhalers?|surgery|pacemaker|"
    r"pulled (?:a |my |their )?(?:\w+ )?(?:muscle|hamstring|calf|groin|back)|"
    r"hamstring|sprain\w*|torn (?:acl|ligament|meniscus|muscle|tendon|rotator cuff)|"
    r"fractur\w*|broke (?:a|my|their|his|her) (?:arm|leg|wrist|ankle|foot|hand|hip|rib)|"
    r"(?:own|owns|drive|drives|have|has|got) (?:a|an|no) (?:\w+ ){0,2}(?:car|motorbike|"
    r"motorcycle|scooter|van|truck)|get(?:s)? around by|car-free|"
    r"(?:manage|manages|managing|lead|leads|leading|run|runs|running) (?:a|the|their|our) "
    r"(?:\w+ ){0,2}(?:team|department|group|company|business|startup|shop|restaurant|clinic)|"
    # set k: pronouns (a bio), a fear (sights in Paris), what their kitchen lacks (a
    # recipe), a young child's age (a family film), a relative they care for and shift
    # work (plans and appointments), faith, the user's phone
    r"pronouns?|terrified of|afraid of|scared of|phobi\w*|fear of|"
    r"(?:no|without an?|don't have an?|doesn't have an?) (?:oven|stove|microwave|kitchen|"
    r"freezer|fridge|dishwasher|washing machine)|"
    r"(?:son|daughter|kids?|children|twins|baby|toddler)\b[^.;]*?\b(?:\d+|turned|"
    r"years? old|months? old|born)|"
    r"dementia|alzheimer\w*|parkinson\w*|cancer|disabilit\w*|disabled|depress\w*|"
    r"looks? after|takes? care of|cares? for|caring for|carer|caregiver|"
    r"night shifts?|shift work|works? (?:nights|weekends|shifts)|"
    r"catholic|muslim|jewish|hindu|buddhist|sikh|mormon|religio\w*|"
    r"(?:attends?|goes to|go to) (?:mass|church|mosque|synagogue|temple)|sabbath|shabbat|"
    r"pixel|samsung|galaxy|ipad|tablet|laptop|(?:\w+ )?phone|"
    rf"(?:learn|learning|learns|studying|studies) (?:{_LANGUAGES})|"
    # a standing rule ("At my company we are not allowed to use AWS": the 0.5B typed it a
    # fact, so "Where should I host our new web app?" did not get it)
    r"(?:not|isn't|aren't|wasn't|weren't) (?:allowed|permitted)|"
    r"(?:can't|cannot|can not) (?:use|ship|deploy|include|install|run|store|send)|"
    r"must not|mustn't|"
    r"forbidden|banned|prohibited|(?:company|team) (?:policy|rule)|"
    # the user's stack ("We're a Django shop, no Node.js in our backend": set d's 0.5B)
    r"(?:in|on|for|across) (?:their|our) (?:backend|frontend|stack|codebase|"
    r"infrastructure|infra|servers|services|production|product|app)|in production|in prod)\b",
    re.I,
)
_OWN_WORK = re.compile(
    rf"^(?:User|I)\b(?!'s)[^.,;:]*?(?:\b(?:is|am|was|been|as) (?:an? |the )?(?:[\w-]+ ){{0,2}}"
    rf"(?:{_OCCUPATIONS})s?\b|\b(?:teach|teaches|teaching|taught) )",
    re.I,
)


_JOINED = re.compile(
    r"^(?:User|I)\b(?!'s)[^.;:]*?\b(?:joined|started (?:working )?at|got a job at)\s+"
    r"(?:the\s+)?[A-Z]"
)
"""A new employer, named ("User joined Nintendo last week.": "Where do I work these days?"
did not reach it, set g); "joined a gym" is not one."""


def profile_worthy(kind: str, content: str, importance: int = 3) -> bool:
    """Pure: whether a fact belongs in the user's profile (see the module docstring):
    every constraint, a preference the model rated 4 or 5, and a fact or correction
    about diet, health, name, home, language or work."""
    if kind == "constraint" or (kind == "preference" and importance >= 4):
        return True
    if kind in ("episodic", "task", "skill"):
        return False
    return bool(_PROFILE.search(content) or _OWN_WORK.search(content) or _JOINED.search(content))


_AS_SAID = (  # the start of a statement about "User", as the user would say it
    (re.compile(r"^User's\s+", re.I), "My "),
    (re.compile(r"^User\s+is\b", re.I), "I am"),
    (re.compile(r"^User\s+has\b", re.I), "I have"),
    (re.compile(r"^User\s+does\b", re.I), "I do"),
    (re.compile(r"^User\s+was\b", re.I), "I was"),
)
_THIRD_PERSON = re.compile(rf"^User\s+({_ADVERBS})(\w+)\b", re.I)
_THEIR = re.compile(r"\b(?:they are|they're|they were|they have|their|they|them)\b", re.I)
_YOURS = {
    "they are": "I am",
    "they're": "I'm",
    "they were": "I was",
    "they have": "I have",
    "their": "my",
    "they": "I",
    "them": "me",
}


_FIRST_PERSON_OF = {"has": "have", "is": "am", "does": "do", "goes": "go", "was": "was"}


def _first_person_verb(verb: str) -> str:
    """'lives' -> 'live', 'watches' -> 'watch', 'studies' -> 'study', 'has' -> 'have';
    others as they are."""
    low = verb.lower()
    if low in _FIRST_PERSON_OF:
        return _FIRST_PERSON_OF[low]
    if low.endswith("oes") and len(low) > 4:
        return verb[:-2]
    if low.endswith("ies") and len(low) > 4:
        return verb[:-3] + "y"
    if low.endswith(("ches", "shes", "xes", "sses", "zes")):
        return verb[:-2]
    if low.endswith("s") and not low.endswith(("ss", "us", "is")):
        return verb[:-1]
    return verb


def as_user_says(content: str) -> str:
    """Pure: a statement about "User" in the user's own voice ("User's partner Luca is a
    vet." -> "My partner Luca is a vet."), the text a learned fact is embedded from.
    Later questions are in the first person ("What does my partner do?"): measured with
    all-MiniLM-L6-v2 on bench.learn's questions, cosine 0.26 -> 0.34 for that one, and
    0.34 -> 0.60 for "What is my name?" / "My name is Ines." The stored text is unchanged."""
    text = content.strip()
    for pattern, replacement in _AS_SAID:
        new = pattern.sub(replacement, text, count=1)
        if new != text:
            return _THEIR.sub(lambda m: _YOURS[m.group(0).lower()], new)
    match = _THIRD_PERSON.match(text)
    if match is None:
        return text
    adverbs, verb = match.group(1), match.group(2)
    said = f"I {adverbs}{_first_person_verb(verb)}" + text[match.end() :]
    return _THEIR.sub(lambda m: _YOURS[m.group(0).lower()], said)


_REQUEST = re.compile(
    r"^(?:please\s+|now\s+|ok(?:ay)?,?\s+)?(?:tell|give|show|write|explain|list|convert|"
    r"translate|summari[sz]e|describe|create|generate|find|suggest|recommend|help|draft|"
    r"compose|calculate|compare|draw|sing|define|solve|rewrite|rephrase|proofread|recite|"
    r"name|teach|quiz|thanks|thank you|thx|cheers|hi|hello|hey|bye|goodbye|"
    r"good (?:morning|evening|night))\b",
    re.I,
)
_STANDING = re.compile(
    r"\b(?:always|never|from now on|(?:in|for) (?:the )?future|every time|whenever|"
    r"each time|any time|by default)\b",
    re.I,
)
_OWN = re.compile(r"\b(?:i|i'm|i've|i'll|i'd|my|mine|myself|we|we're|we've|our|ours)\b", re.I)


_INSTRUCTION = re.compile(
    r"^(?:please\s+)?(?:(?:always|never|from now on|in (?:the )?future),?\s+)?(?:please\s+)?"
    r"(?:reply|answer|respond|write|use|talk|speak|call|address|format|give|keep|avoid|"
    r"stop|don't|do not|no)\b",
    re.I,
)


def standing_instruction(sentence: str) -> bool:
    """Pure: a standing instruction to the assistant, which is the user's preference even
    without a first person ("Please reply in British English from now on.", "Never use
    emojis."; set e's first run lost the first with both models): an imperative about
    how to answer, with always, never, from now on or the like."""
    s = sentence.strip()
    return bool(_INSTRUCTION.match(s)) and bool(_STANDING.search(s))


_CHANGE = re.compile(
    r"^(?:change of plans?|(?:(?:a|one|quick|small|an)\s+)*(?:update|correction)|actually|"
    rf"scratch that|turns out|it turns out|on second thought|never mind|{_APOLOGY}|i meant)\b",
    re.I,
)


_STOPPED = re.compile(
    r"\b(?:no longer|any ?more|(?:got|was|were|has been|have been|is being) (?:moved|"
    r"rescheduled|postponed|delayed|pushed (?:back|forward|out|to|until)|bumped (?:to|back)|"
    r"brought forward|moved up|cancell?ed|called off)|"
    r"rescheduled|postponed|cancell?ed|quit|quits|(?:is|are|was|were|it's) off|"
    r"fell through|switched (?:to|from|over)|"
    r"(?:left|leaves|has left|'s left) (?:(?:his|her|their|my|our|the) )?(?:job|company|firm|"
    r"position|role|career|band|team|accounting|banking|teaching|nursing|consulting|law|"
    r"marketing|finance|journalism|medicine|retail|the army|the navy)|"
    r"(?:just|recently|finally|'ve|have|has) (?:just )?moved (?:to|into|from|out)|"
    # set n: a relationship ended, a diet changed ("I've started eating fish again, so
    # I'm pescatarian now." was stored beside "User is vegetarian.", both injected)
    r"broke up|split up|(?:got|are|were|'re) (?:separated|divorced)|"
    r"(?:started|starting|began) (?:eating|drinking) (?:\w+ ){1,3}?again|"
    r"(?:stopped|quit) (?:eating|drinking)|"
    r"(?:gone|went|going|turned) (?:vegan|vegetarian|pescatarian|plant-based))\b",
    re.I,
)


def announces_change(sentence: str) -> bool:
    """Pure: a sentence that updates something the user said before, which is theirs even
    without a first person ("Change of plan, the puppy's name is Sofie now.": set f's
    first run lost it with both models, which wrote "User's name is Sofie.", rightly
    dropped as a name the user never gave themselves), or says that something stopped or
    moved ("I no longer work at Sony, I joined Nintendo last week.": set g; "The wedding
    got moved to June 20th, same place.")."""
    return bool(_CHANGE.match(sentence.strip()) or _STOPPED.search(sentence))


def to_assistant(sentence: str) -> bool:
    """Pure: said to the assistant, and nothing about the user: a one-off request ("Tell
    me a joke about penguins", "Convert 5 miles to kilometres please") or thanks and
    greetings ("Thanks for the help earlier."), whose only first person is "me" / "us".
    A standing instruction ("Please always answer me in Spanish") and one about the
    user's own things ("Help me plan my trip to Rome") are not."""
    s = sentence.strip()
    return bool(_REQUEST.match(s)) and not _STANDING.search(s) and not _OWN.search(s)


_NAME_IS = re.compile(r"^User's name is ([^\s.,;:!?]+)", re.I)
_NAMING = r"(?:my name is|my name's|name's|call me)\s+"
_I_AM = r"(?:i'm|i am|this is|it's)\s+"
"""Adjectives follow these too ("I'm dyslexic"): the name must be capitalised as the user
wrote it (the 0.5B stored "User's name is Dyslexic, ..." from "I'm dyslexic", set f)."""


_NOT_NAMES = frozenset(
    re.findall(
        r"\S+",
        "catholic muslim jewish hindu buddhist sikh mormon protestant orthodox atheist "
        "agnostic american british english scottish welsh irish canadian australian "
        "german french italian spanish portuguese dutch belgian swiss austrian polish "
        "czech swedish norwegian danish finnish greek turkish russian ukrainian indian "
        "pakistani chinese japanese korean vietnamese thai filipino indonesian brazilian "
        "mexican argentinian colombian chilean peruvian nigerian kenyan ghanaian "
        "egyptian moroccan israeli iranian",
    )
)
"""Capitalised words after "I'm" that say what, not who ("I'm Catholic": the 0.5B stored
"User's name is Catholic, ...", set k)."""


def misnamed(content: str, said: str) -> bool:
    """Pure: a statement of the user's own name that the user never made in `said` (what
    they said): "User's name is pescatarian." (the 0.5B model's filler when it had no
    name) or "User's name is Mateo." from "My son Mateo starts school" (bench.learn sets
    c and d). The user names themselves with "I'm", "my name is", "call me", "this is"
    or "... here"."""
    match = _NAME_IS.search(content.strip())
    if match is None:
        return False
    if not match.group(1)[:1].isupper() or match.group(1).lower() in _NOT_NAMES:
        return True  # a name starts with a capital letter, and is no faith or nationality
    name = re.escape(match.group(1))
    return not (
        re.search(rf"\b(?:{_NAMING}{name}|{name} here)\b", said, re.I)
        or re.search(rf"\b(?i:{_I_AM}){name}\b", said)
    )
