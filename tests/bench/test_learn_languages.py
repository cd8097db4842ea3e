"""The learning benchmark's scoring in the held-out sets' languages, their scripted
assistant answers, and the sets' own consistency."""

# ruff: noqa: RUF001  (Cyrillic letters are what the Russian cases test)

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from bench.learn.__main__ import upstream_for
from bench.learn.data import LANGS, SETS, Fact, User
from bench.learn.score import has, holds, invented, score, stale
from bench.learn.upstream import reply


def user(set_name: str, user_id: str) -> User:
    return next(u for u in SETS[set_name] if u.id == user_id)


def fact(u: User, fact_id: str) -> Fact:
    return next(f for f in u.facts if f.id == fact_id)


@pytest.mark.parametrize(
    ("set_name", "user_id", "memory", "facts"),
    [
        (
            "p",
            "remedios",
            "La usuaria trabaja como matrona en Cáceres. Su marido Anselmo es fontanero.",
            ("remedios.job", "remedios.city", "remedios.husband"),
        ),
        (
            "q",
            "wiebke",
            "Die Nutzerin arbeitet als Hebamme in Flensburg, ihr Mann Hauke ist Dachdecker.",
            ("wiebke.job", "wiebke.city", "wiebke.husband"),
        ),
        (
            "r",
            "solange",
            "L'utilisatrice est sage-femme à Quimper ; son mari Gwenaël est charpentier.",
            ("solange.job", "solange.city", "solange.husband"),
        ),
        ("r", "thibault", "L'utilisateur travaille à la mutuelle d'Annecy.", ("thibault.work",)),
        ("p", "remedios", "User is a midwife in Cáceres.", ("remedios.job", "remedios.city")),
        ("p", "remedios", "User is a midwife in Caceres.", ("remedios.job", "remedios.city")),
        ("r", "nadege", "Her colleague Mael is visually impaired.", ("nadege.mael",)),
        ("q", "annegret", "Jannik has a hazelnut allergy and turns 8 on Saturday.", ()),
        (
            "y",
            "oksana",
            "Пользовательница работает зубным техником в Самаре. Её сестра Зина — проводница.",
            ("oksana.job", "oksana.city", "oksana.zina"),
        ),
        ("y", "oksana", "Сестру пользовательницы зовут Зиной, она родом из Самары.", ()),
        (
            "y",
            "oksana",
            "User is a dental technician in Samara; her sister Zina works on trains.",
            ("oksana.job", "oksana.city", "oksana.zina"),
        ),
        ("y", "kirill", "Пользователь перешёл на Билайн.", ("kirill.operator",)),
        (
            "z",
            "xiaowen",
            "用户是同声传译。住在上海。她的表哥阿峰在苏州开奶茶店。",
            ("xiaowen.job", "xiaowen.city", "xiaowen.feng"),
        ),
        (
            "z",
            "xiaowen",
            "User is an interpreter in Shanghai; her cousin Feng sells milk tea.",
            ("xiaowen.job", "xiaowen.city", "xiaowen.feng"),
        ),
        ("z", "dagang", "用户给岳父买电动牙刷的预算是300块。", ("dagang.budget",)),
        (
            "ab",
            "femke",
            "De gebruikster is dierenarts in Leeuwarden; haar vriend Sjoerd is stratenmaker.",
            ("femke.job", "femke.city", "femke.sjoerd"),
        ),
        (
            "ab",
            "femke",
            "User is a vet in Leeuwarden; her boyfriend Sjoerd is a paver.",
            ("femke.job", "femke.city", "femke.sjoerd"),
        ),
        ("ab", "joost", "Gebruiker is vrachtwagenchauffeur en heeft een papegaai, Kobus.", ()),
        ("ab", "wouter", "De gebruiker werkt nu vijf dagen per week.", ("wouter.days",)),
        ("aa", "keisha", "User has a heat pump now.", ("keisha.heating",)),
        (
            "ad",
            "roswitha",
            "Die Nutzerin ist Bestatterin in Regensburg, ihr Mann Benedikt ist Imker.",
            ("roswitha.job", "roswitha.city", "roswitha.benedikt"),
        ),
        (
            "ad",
            "roswitha",
            "User is an undertaker in Regensburg; her husband Benedikt is a beekeeper.",
            ("roswitha.job", "roswitha.city", "roswitha.benedikt"),
        ),
        ("ad", "kai", "Der Nutzer ist bei der Feuerwehr und hat ein Meerschweinchen, Krümel.", ()),
        ("ad", "cem", "Der Nutzer arbeitet jetzt im Homeoffice.", ("cem.work",)),
        ("ac", "jerome", "User now pays a mortgage on the house.", ("jerome.home",)),
        (
            "ah",
            "apolline",
            "L'utilisatrice est cordiste à Sète ; son copain Corentin est ostréiculteur.",
            ("apolline.job", "apolline.ville", "apolline.corentin"),
        ),
        (
            "ah",
            "apolline",
            "User is a rope access technician in Sète; her boyfriend Corentin farms oysters.",
            ("apolline.job", "apolline.ville", "apolline.corentin"),
        ),
        ("ah", "bakary", "L'utilisateur a maintenant un passeport français.", ("bakary.papiers",)),
        ("ah", "murielle", "L'utilisatrice est passée au déca.", ("murielle.cafe",)),
        (
            "ag",
            "ruaridh",
            "User is 6'7\" and wants times in the 24-hour clock.",
            ("ruaridh.clock",),
        ),
        (
            "aj",
            "serafina",
            "L'utente fa la panettiera a Matera; il suo compagno Nicola è vigile del fuoco.",
            ("serafina.job", "serafina.citta", "serafina.nicola"),
        ),
        (
            "aj",
            "serafina",
            "User is a baker in Matera; her partner Nicola is a firefighter.",
            ("serafina.job", "serafina.citta", "serafina.nicola"),
        ),
        (
            "aj",
            "mirko",
            "L'utente ora ha un contratto a tempo indeterminato.",
            ("mirko.contratto",),
        ),
        ("aj", "noemi", "L'utente vive da sola in un monolocale.", ("noemi.casa",)),
        ("aj", "ubaldo", "L'utente ha 78 anni e vuole le cifre anche in lire.", ("ubaldo.lire",)),
        (
            "ai",
            "dwayne",
            "User wants to be called Moose; his jaw is wired shut after a bike wreck.",
            ("dwayne.moose", "dwayne.jaw"),
        ),
        ("ai", "annika", "User wears a retainer at night now.", ("annika.teeth",)),
        (
            "ak",
            "agatha",
            "User is a lock-keeper on the canal near Devizes; her husband Tolly makes cheese.",
            ("agatha.job", "agatha.town", "agatha.tolly"),
        ),
        (
            "ak",
            "thaddeus",
            "User sells ice cream from a van and keeps a pet pig called Truffle.",
            ("thaddeus.job", "thaddeus.truffle"),
        ),
        (
            "ak",
            "cyrus",
            "User is bipolar and on lithium, buys secondhand and doesn't eat lamb.",
            ("cyrus.lithium", "cyrus.secondhand", "cyrus.lamb"),
        ),
        ("ak", "rhiannon", "User is Rhiannon Pengelly; she took Jory's name.", ("rhiannon.name",)),
        (
            "ak",
            "hollis",
            "Tagliatelle goes out through the cat flap and brings voles.",
            ("hollis.cat",),
        ),
        ("ak", "perdita", "User's twins go to Trewithick Primary now.", ("perdita.twins",)),
        (
            "al",
            "tiezhu",
            "用户在哈尔滨开地铁，媳妇小蕾是做冰雕的。",
            ("tiezhu.job", "tiezhu.city", "tiezhu.xiaolei"),
        ),
        (
            "al",
            "tiezhu",
            "User drives a metro train in Harbin; his wife Xiaolei is an ice sculptor.",
            ("tiezhu.job", "tiezhu.city", "tiezhu.xiaolei"),
        ),
        (
            "al",
            "peiyi",
            "用户有低血糖，要用繁体字，不用微信。",
            ("peiyi.tang", "peiyi.fanti", "peiyi.wechat"),
        ),
        (
            "al",
            "peiyi",
            "User has hypoglycemia, wants Traditional characters and does not use WeChat.",
            ("peiyi.tang", "peiyi.fanti", "peiyi.wechat"),
        ),
        ("al", "laoyu", "用户把股票全清仓了，钱存了三年定期。", ("laoyu.money",)),
        (
            "al",
            "laoyu",
            "User sold all his shares and put the money in a deposit.",
            ("laoyu.money",),
        ),
        ("al", "xiumei", "小满现在走读了，用户每天晚上去校门口接她。", ("xiumei.xiaoman",)),
        (
            "al",
            "xiumei",
            "User collects her daughter Xiaoman from school every night.",
            ("xiumei.xiaoman",),
        ),
        ("al", "xiaotang", "用户中午自己带饭。", ("xiaotang.lunch",)),
        ("al", "xiaotang", "User brings a packed lunch to work.", ("xiaotang.lunch",)),
        (
            "al",
            "yanyan",
            "用户的婆婆只有145的个子，家里天天爆炒。",
            ("yanyan.popo", "yanyan.baochao"),
        ),
        ("al", "zhiqiang", "用户给姥姥买按摩椅的预算是5000。", ("zhiqiang.budget",)),
        (
            "al",
            "hongxia",
            "User's father-in-law has dementia; her daughter Chenchen faints at blood.",
            ("hongxia.gonggong", "hongxia.chenchen"),
        ),
        (
            "am",
            "gervase",
            "User is a self-employed glazier covering Stockport.",
            ("gervase.job", "gervase.town"),
        ),
        (
            "am",
            "hephzibah",
            "User has no freezer and wants one-pan or one-pot meals; her son Caradog, 15, "
            "plays prop for the under-16s.",
            ("hephzibah.freezer", "hephzibah.pan", "hephzibah.caradog"),
        ),
        (
            "am",
            "cressida",
            "User works nights at the Royal Mail depot and does her neighbour Florrie's shop "
            "every Thursday.",
            ("cressida.job", "cressida.florrie"),
        ),
        (
            "am",
            "philomena",
            "User has tinnitus; colleague Temitope has sickle cell and Gillian is retiring.",
            ("philomena.tinnitus", "philomena.temitope", "philomena.gillian"),
        ),
        (
            "am",
            "jocasta",
            "User has hypermobile Ehlers-Danlos syndrome and commutes on the Gosport ferry.",
            ("jocasta.eds", "jocasta.ferry"),
        ),
        ("am", "bellamy", "User has solar panels now.", ("bellamy.power",)),
        ("am", "clodagh", "Fiadh goes to Little Acorns nursery now.", ("clodagh.fiadh",)),
        ("am", "dunstan", "User's house is connected to the mains sewer now.", ("dunstan.drains",)),
        (
            "am",
            "edwina",
            "User is 74; her granddaughter Marnie has PKU.",
            ("edwina.age", "edwina.marnie"),
        ),
        (
            "am",
            "dilys",
            "User is a driving instructor and wants brief answers in bullet points.",
            ("dilys.job", "dilys.brief"),
        ),
        ("am", "quenby", "User farms cattle and has been up calving.", ("quenby.job",)),
        (
            "an",
            "marisol",
            "User is a respiratory therapist working 12-hour shifts at a hospital in Tucson.",
            ("marisol.job", "marisol.city"),
        ),
        (
            "an",
            "desmond",
            "User and his wife Noreen are vegetarian; her dad Cliff is diabetic.",
            ("desmond.veg", "desmond.cliff"),
        ),
        (
            "an",
            "priyanka",
            "User uses a wheelchair; her daughter Anjali, 9, is allergic to sesame.",
            ("priyanka.wheelchair", "priyanka.anjali"),
        ),
        (
            "an",
            "teodoro",
            "User drives an Outback and works shifts at a bottling plant.",
            ("teodoro.car", "teodoro.work"),
        ),
        ("an", "lorraine", "User is training as a teller at a credit union.", ("lorraine.job",)),
        (
            "an",
            "zeke",
            "User is Deaf and can't take phone calls; his husband Omar is an ASL interpreter.",
            ("zeke.deaf", "zeke.omar"),
        ),
        ("an", "juniper", "User coaches kids' swimming at a pool.", ("juniper.job",)),
        (
            "an",
            "celeste",
            "User doesn't have an oven and wants amounts in grams.",
            ("celeste.oven", "celeste.metric"),
        ),
        (
            "an",
            "rashida",
            "User's son Milo goes to Lincoln Elementary; user does medical billing from home.",
            ("rashida.milo", "rashida.work"),
        ),
        (
            "an",
            "hank",
            "User has a pacemaker and wants short answers; granddaughter Tessa set up his phone.",
            ("hank.pacemaker", "hank.short", "hank.tessa"),
        ),
        (
            "an",
            "noor",
            "User is a court stenographer; her mother-in-law Ilse has Parkinson's.",
            ("noor.job", "noor.ilse"),
        ),
        (
            "ao",
            "thais",
            "A usuária é fisioterapeuta e atende em domicílio em Campinas.",
            ("thais.job", "thais.city"),
        ),
        (
            "ao",
            "thais",
            "User is a physiotherapist in Campinas.",
            ("thais.job", "thais.city"),
        ),
        (
            "ao",
            "rogerio",
            "O usuário é celíaco; a sogra, Dona Lurdes, é hipertensa.",
            ("rogerio.celiac", "rogerio.lurdes"),
        ),
        (
            "ao",
            "rogerio",
            "User has celiac disease; his mother-in-law Lurdes has high blood pressure.",
            ("rogerio.celiac", "rogerio.lurdes"),
        ),
        (
            "ao",
            "jaqueline",
            "User has photosensitive epilepsy; her son Davi is autistic.",
            ("jaqueline.epilepsia", "jaqueline.davi"),
        ),
        ("ao", "wellington", "O usuário trabalha agora numa obra.", ("wellington.job",)),
        ("ao", "wellington", "User works in construction.", ("wellington.job",)),
        (
            "ao",
            "marlene",
            "A usuária mora em Fortaleza e trabalha num escritório de contabilidade.",
            ("marlene.city", "marlene.job"),
        ),
        (
            "ao",
            "edvaldo",
            "User is a retired bus driver; his grandson Kauã lives with him.",
            ("edvaldo.work", "edvaldo.kaua"),
        ),
        ("ao", "priscila", "A usuária é comissária de bordo.", ("priscila.job",)),
        ("ao", "priscila", "User is a flight attendant.", ("priscila.job",)),
        (
            "ao",
            "cleide",
            "A usuária não come pimenta e quer tópicos resumidos; o marido Nivaldo tem "
            "intolerância a lactose.",
            ("cleide.pimenta", "cleide.topicos", "cleide.nivaldo"),
        ),
        (
            "ao",
            "cleide",
            "User doesn't eat spicy food and wants short answers; her husband Nivaldo is "
            "lactose intolerant.",
            ("cleide.pimenta", "cleide.topicos", "cleide.nivaldo"),
        ),
        (
            "ao",
            "ivone",
            "A usuária é diabética tipo 1 e usa bomba de insulina; a filha Bruna é enfermeira.",
            ("ivone.diabetes", "ivone.bruna"),
        ),
        (
            "ao",
            "ivone",
            "User has type 1 diabetes; her daughter Bruna is a nurse.",
            ("ivone.diabetes", "ivone.bruna"),
        ),
        (
            "ao",
            "sueli",
            "User is 61 and a seamstress; her godson Enzo lives in Toronto.",
            ("sueli.age", "sueli.job", "sueli.enzo"),
        ),
        (
            "ap",
            "bronwyn",
            "User drives a haul truck at a mine in the Pilbara and is red-green colourblind.",
            ("bronwyn.job", "bronwyn.colour"),
        ),
        (
            "ap",
            "ananya",
            "User's family is Jain (no onion or garlic); her father-in-law Hasmukhlal is hard of "
            "hearing.",
            ("ananya.jain", "ananya.hasmukh"),
        ),
        (
            "ap",
            "ciaran",
            "User drives the Luas and lives in a studio in Phibsborough.",
            ("ciaran.job", "ciaran.home"),
        ),
        ("ap", "mairead", "User is a teacher correcting Macbeth essays.", ("mairead.job",)),
        (
            "ap",
            "sunil",
            "User lives in Kochi; his daughter Meera now does Bharatanatyam.",
            ("sunil.city", "sunil.meera"),
        ),
        (
            "ap",
            "orla",
            "User has an ileostomy; her husband Declan is a dairy farmer.",
            ("orla.stoma", "orla.declan"),
        ),
        (
            "aq",
            "guadalupe",
            "La usuaria vende tamales; su hija Yareli estudia contabilidad.",
            ("guadalupe.tamal", "guadalupe.yareli"),
        ),
        (
            "aq",
            "guadalupe",
            "User sells tamales; her daughter Yareli studies accounting.",
            ("guadalupe.tamal", "guadalupe.yareli"),
        ),
        (
            "aq",
            "rodrigo",
            "Su mamá, doña Chelo, va en silla de ruedas; él es alérgico al camarón.",
            ("rodrigo.chelo", "rodrigo.camaron"),
        ),
        (
            "aq",
            "rodrigo",
            "User's mother Chelo uses a wheelchair; he is allergic to shrimp.",
            ("rodrigo.chelo", "rodrigo.camaron"),
        ),
        (
            "aq",
            "valentina",
            "Su hijo Benja es sordo y usa implante coclear.",
            ("valentina.benja",),
        ),
        (
            "aq",
            "valentina",
            "User's son Benja is deaf and has a cochlear implant.",
            ("valentina.benja",),
        ),
        ("aq", "begona", "La usuaria da clases en una autoescuela.", ("begona.job",)),
        (
            "aq",
            "begona",
            "User is a driving instructor with a greyhound.",
            ("begona.job", "begona.galga"),
        ),
        ("aq", "paloma", "La usuaria trabaja de camarera por las noches.", ("paloma.job",)),
        ("aq", "paloma", "User works nights as a bartender.", ("paloma.job",)),
        (
            "aq",
            "soledad",
            "La usuaria tiene fibromialgia; su abuela Nélida tiene Alzheimer.",
            ("soledad.fibro", "soledad.nelida"),
        ),
        (
            "aq",
            "soledad",
            "User has fibromyalgia; her grandmother Nélida has dementia.",
            ("soledad.fibro", "soledad.nelida"),
        ),
        (
            "aq",
            "inma",
            "User has high cholesterol; her son Hugo studies nursing in Salamanca.",
            ("inma.colesterol", "inma.hugo"),
        ),
    ],
)
def test_a_correct_memory_in_the_users_language_is_learned_not_invented(
    set_name: str, user_id: str, memory: str, facts: tuple[str, ...]
) -> None:
    lang, u = LANGS[set_name], user(set_name, user_id)
    assert all(holds(memory, fact(u, f), lang) for f in facts)
    assert not invented(memory, u, SETS[set_name], lang)


def test_the_old_english_check_would_have_flagged_them() -> None:
    """What the language-aware check is for: a German noun or a word for the user is no
    invented name; an elided French article does not hide a word."""
    wiebke = user("q", "wiebke")
    assert invented("Die Nutzerin arbeitet als Hebamme in Flensburg.", wiebke)
    assert not has("la mutuelle d'Annecy", ["Annecy"])
    assert has("la mutuelle d'Annecy", ["Annecy"], "fr")


@pytest.mark.parametrize(
    ("set_name", "memory"),
    [
        ("p", "La usuaria se llama Remedios y tiene 45 años."),  # a number never said
        ("p", "La usuaria vive en Mérida."),  # a place never said
        ("r", "L'utilisatrice habite à Brest."),
        ("q", "Die Nutzerin ist 45 Jahre alt."),  # in German only a number can tell
        ("y", "Пользовательница живёт в Казани."),  # a place never said, in any case
        ("y", "Пользовательнице 45 лет."),
        ("z", "用户今年35岁。"),  # in Chinese only a number can tell
        ("ab", "De gebruikster woont in Groningen."),
        ("ab", "De gebruikster is 41 jaar."),
        ("ad", "Die Nutzerin ist 52 Jahre alt."),
        ("ah", "L'utilisatrice habite à Marseille."),
        ("aj", "L'utente abita a Bari."),
        ("aj", "L'utente ha 29 anni."),
        ("ak", "User lives in Swindon."),
        ("ak", "User is 52."),
        ("al", "用户今年42岁。"),
        ("am", "User lives in Salford."),
        ("am", "User is 47."),
        ("an", "User lives in Phoenix."),
        ("an", "User is 52."),
        ("ao", "A usuária mora em Sorocaba."),
        ("ao", "A usuária tem 45 anos."),
        ("ap", "User lives in Perth."),
        ("ap", "User is 34."),
        ("aq", "La usuaria vive en Puebla."),
        ("aq", "La usuaria tiene 52 años."),
    ],
)
def test_a_name_or_number_never_said_is_invented(set_name: str, memory: str) -> None:
    u = SETS[set_name][0]
    assert invented(memory, u, SETS[set_name], LANGS[set_name])


@pytest.mark.parametrize(
    ("set_name", "user_id", "fact_id", "ended", "current"),
    [
        (
            "p",
            "baltasar",
            "baltasar.work",
            "Antes daba clases de historia en un instituto de Albacete.",
            "Da clases de historia en un instituto de Albacete.",
        ),
        (
            "q",
            "volker",
            "volker.work",
            "Volker unterrichtete früher Physik an einer Gesamtschule.",
            "Der Nutzer unterrichtet Physik an einer Gesamtschule in Wuppertal.",
        ),
        (
            "r",
            "thibault",
            "thibault.work",
            "L'utilisateur n'enseigne plus au collège de Chambéry.",
            "L'utilisateur enseigne la géographie dans un collège de Chambéry.",
        ),
        (
            "r",
            "clemence",
            "clemence.city",
            "Elle habitait auparavant à Valence.",
            "Elle habite un studio à Valence.",
        ),
        (
            "y",
            "kirill",
            "kirill.operator",
            "Раньше пользователь был абонентом МТС.",
            "Пользователь — абонент МТС.",
        ),
        (
            "y",
            "yulia",
            "yulia.boss",
            "Её бывший начальник — Аркадий Семёнович.",
            "Начальник — Аркадий.",
        ),
        ("z", "xiaoyu", "xiaoyu.exam", "用户以前在准备考研。", "用户在准备考研。"),
        ("z", "haoran", "haoran.hobby", "用户不再去水库钓鱼了。", "用户周末去水库钓鱼。"),
        (
            "ab",
            "wouter",
            "wouter.days",
            "Gebruiker heeft geen papadag op vrijdag meer.",
            "Gebruiker werkt vier dagen, vrijdag is zijn papadag.",
        ),
        (
            "ab",
            "ruud",
            "ruud.mother",
            "Zijn moeder woonde vroeger zelfstandig in Zutphen.",
            "Zijn moeder woont zelfstandig in een rijtjeshuis.",
        ),
        (
            "ad",
            "cem",
            "cem.work",
            "Der Nutzer pendelt nicht mehr mit der Regionalbahn ins Büro.",
            "Der Nutzer pendelt mit der Regionalbahn ins Büro nach Frankfurt.",
        ),
        (
            "ad",
            "birgit",
            "birgit.lasse",
            "Lasse hat früher zu Hause gewohnt und Abi gemacht.",
            "Ihr Sohn Lasse macht gerade Abi.",
        ),
        (
            "ah",
            "marcel",
            "marcel.rein",
            "L'utilisateur n'est plus sous dialyse.",
            "L'utilisateur est sous dialyse trois fois par semaine.",
        ),
        (
            "ah",
            "bakary",
            "bakary.papiers",
            "Il avait auparavant un titre de séjour.",
            "Il renouvelle son titre de séjour chaque année.",
        ),
        (
            "aj",
            "mirko",
            "mirko.contratto",
            "Prima aveva un contratto a tempo determinato.",
            "L'utente ha un contratto a tempo determinato in un call center.",
        ),
        (
            "aj",
            "ettore",
            "ettore.denti",
            "L'utente non porta più la dentiera.",
            "L'utente porta la dentiera e non mangia cose dure.",
        ),
        ("al", "laoyu", "laoyu.money", "用户以前天天在家炒股。", "用户天天在家炒股。"),
        (
            "al",
            "xiaotang",
            "xiaotang.lunch",
            "用户之前在单位食堂吃午饭。",
            "用户中午在单位食堂吃饭。",
        ),
        ("al", "xiumei", "xiumei.xiaoman", "小满原来在县一中住校。", "小满在县一中住校。"),
        (
            "ao",
            "marlene",
            "marlene.city",
            "A usuária morava antes em Curitiba.",
            "A usuária mora em Curitiba.",
        ),
        (
            "ao",
            "wellington",
            "wellington.job",
            "O usuário deixou o telemarketing.",
            "O usuário é operador de telemarketing.",
        ),
        (
            "aq",
            "begona",
            "begona.job",
            "Antes trabajaba de teleoperadora en una aseguradora.",
            "La usuaria es teleoperadora en una aseguradora.",
        ),
        (
            "aq",
            "emiliano",
            "emiliano.home",
            "Antes vivía con sus papás en Iztapalapa.",
            "El usuario vive con sus papás en Iztapalapa.",
        ),
        (
            "aq",
            "joaquin",
            "joaquin.commute",
            "Antes iba al laburo en colectivo.",
            "El usuario va al laburo en colectivo.",
        ),
    ],
)
def test_an_old_value_said_to_have_ended_is_not_stale(
    set_name: str, user_id: str, fact_id: str, ended: str, current: str
) -> None:
    lang, f = LANGS[set_name], fact(user(set_name, user_id), fact_id)
    assert not stale(ended, f, lang)
    assert stale(ended, f)  # English alone cannot tell
    assert stale(current, f, lang)


@pytest.mark.parametrize(
    ("set_name", "user_id", "fact_id", "said", "lost"),
    [
        ("o", "anouk", "anouk.alcohol", "User doesn't drink alcohol.", "User drinks alcohol."),
        (
            "o",
            "mattias",
            "mattias.social",
            "User is not on social media.",
            "User uses social media.",
        ),
        ("p", "eulalia", "eulalia.drive", "La usuaria no conduce.", "La usuaria conduce."),
        ("q", "rosemarie", "rosemarie.kohl", "Sie isst keinen Rosenkohl.", "Sie liebt Rosenkohl."),
        ("r", "berenice", "berenice.cafe", "Elle ne boit jamais de café.", "Elle boit du café."),
        (
            "r",
            "berenice",
            "berenice.betterave",
            "Elle mange de tout sauf les betteraves.",
            "Elle mange des betteraves.",
        ),
        ("w", "graziella", "graziella.swim", "Graziella non sa nuotare.", "L'utente nuota."),
        ("x", "neide", "neide.alcohol", "Neide não bebe álcool.", "Neide bebe álcool."),
        (
            "y",
            "larisa",
            "larisa.phone",
            "У пользовательницы нет смартфона.",
            "Пользовательница пользуется смартфоном.",
        ),
        ("y", "vadim", "vadim.video", "Никаких видео пользователю.", "Пользователь любит видео."),
        ("z", "meilin", "meilin.coriander", "用户不吃香菜。", "用户特别爱吃香菜。"),
        ("z", "meilin", "meilin.coriander", "用户从来没吃过香菜。", "用户吃香菜吃得不错。"),
        ("ab", "anneke", "anneke.fly", "Anneke vliegt niet.", "Anneke vliegt graag."),
        ("ab", "sander", "sander.tables", "Geen tabellen voor Sander.", "Sander wil tabellen."),
        ("aa", "hattie", "hattie.drive", "User doesn't drive.", "User drives to work."),
        (
            "ad",
            "heike",
            "heike.kreditkarte",
            "Die Nutzerin hat keine Kreditkarte.",
            "Die Nutzerin zahlt mit Kreditkarte.",
        ),
        ("ad", "mareike", "mareike.amazon", "Sie bestellt nie bei Amazon.", "Sie mag Amazon."),
        (
            "ac",
            "nerys",
            "nerys.christmas",
            "User does not celebrate Christmas.",
            "User loves Christmas.",
        ),
        ("ag", "araminta", "araminta.whatsapp", "User is not on WhatsApp.", "User uses WhatsApp."),
        ("ag", "ruaridh", "ruaridh.palm", "User avoids palm oil.", "User buys palm oil."),
        (
            "ah",
            "mireille",
            "mireille.fromage",
            "Elle ne mange pas de fromage.",
            "Elle adore le fromage.",
        ),
        ("ah", "firmin", "firmin.foule", "Il ne supporte pas la foule.", "Il aime la foule."),
        (
            "ai",
            "henrietta",
            "henrietta.motorway",
            "User does not drive on motorways.",
            "User drives on motorways.",
        ),
        ("ai", "dwayne", "dwayne.google", "User avoids Google products.", "User uses Google Maps."),
        ("aj", "loredana", "loredana.spid", "L'utente non ha lo SPID.", "L'utente usa lo SPID."),
        ("aj", "ubaldo", "ubaldo.pesce", "Non mangia pesce.", "Adora il pesce."),
        ("ak", "cyrus", "cyrus.lamb", "User doesn't eat lamb.", "User loves roast lamb."),
        ("ak", "beatrix", "beatrix.tv", "User has no TV.", "User watches TV every evening."),
        ("al", "guilan", "guilan.cong", "用户不吃葱姜蒜。", "用户爱吃葱姜蒜。"),
        (
            "al",
            "guilan",
            "guilan.cong",
            "User never eats scallions, ginger or garlic.",
            "User cooks with plenty of garlic.",
        ),
        ("al", "peiyi", "peiyi.wechat", "用户不用微信。", "用户天天刷微信。"),
        (
            "am",
            "hephzibah",
            "hephzibah.freezer",
            "User has no freezer.",
            "User has a chest freezer.",
        ),
        ("an", "celeste", "celeste.oven", "User doesn't have an oven.", "User bakes in her oven."),
        ("ao", "cleide", "cleide.pimenta", "Cleide não come pimenta.", "Cleide adora pimenta."),
        (
            "ao",
            "cleide",
            "cleide.pimenta",
            "User avoids spicy food.",
            "User loves spicy food.",
        ),
        ("ap", "siobhan", "siobhan.drive", "User never learned to drive.", "User drives to work."),
        (
            "aq",
            "facundo",
            "facundo.mate",
            "Facundo no toma mate.",
            "Facundo toma mate todo el día.",
        ),
        ("aq", "facundo", "facundo.mate", "User doesn't drink mate.", "User loves mate."),
    ],
)
def test_a_negation_must_keep_its_not(
    set_name: str, user_id: str, fact_id: str, said: str, lost: str
) -> None:
    lang, f = LANGS[set_name], fact(user(set_name, user_id), fact_id)
    assert holds(said, f, lang)
    assert not holds(lost, f, lang)


@pytest.mark.parametrize(
    ("set_name", "user_id", "memory"),
    [
        ("o", "harlan", "User is staying at the Hotel Kalevipoeg in Tallinn."),
        ("p", "leocadia", "La usuaria se alojará en el Hotel Bracarense en Braga."),
        ("q", "torsten", "Der Nutzer kauft eine Lumix G9."),
        ("r", "yannick", "L'utilisateur veut un Prijon Marlin."),
        ("y", "arseniy", "Пользователь выбрал ноутбук MacBook."),
        ("z", "sisi", "用户想在阳台装宜家的蜂巢帘。"),
        ("ab", "hennie", "De gebruikster koopt een Gazelle voor Daan."),
        ("aa", "dolores", "User wants the Merrell Moab boots."),
        ("ad", "olaf", "Der Nutzer will einen Skoda Kodiaq kaufen."),
        ("ac", "gwen", "User is getting the Emma Original mattress."),
        ("ag", "fitzroy", "User is planting wisteria and lavender."),
        ("ag", "lavinia", "User is buying Jasper a MacBook."),
        ("ah", "audrey", "La famille part au club Marmara en Tunisie."),
        ("ah", "quentin", "L'utilisateur offre un iPad à sa grand-mère."),
        ("ai", "jolyon", "User is booking a Norwegian fjords cruise."),
        ("ai", "rochelle", "User is buying Odalys a Trek Marlin."),
        ("aj", "raffaele", "L'utente va alle Maldive con Ilaria."),
        ("aj", "annalisa", "L'utente compra la Strandmon per il nonno."),
        ("ak", "fintan", "User is putting in a koi pond and a hot tub."),
        ("ak", "marjorie", "User is buying Lionel a Samsung Galaxy."),
        ("al", "yanyan", "用户家厨房要装中岛台和洗碗机。"),
        ("al", "zhiqiang", "用户给姥姥买了奥佳华的大师椅。"),
        ("am", "gervase", "User is a paramedic."),
        ("am", "hephzibah", "User batch-cooks a roast chicken on Sundays."),
        ("am", "edwina", "User's daughter Marnie has PKU."),
        ("an", "desmond", "User is making a roast turkey with cornbread stuffing."),
        ("an", "celeste", "User is making a chocolate sheet cake."),
        ("ao", "rogerio", "O usuário vai fazer lasanha à bolonhesa."),
        ("ao", "sueli", "A usuária é estudante universitária."),
        ("ap", "sunil", "User is a software engineer."),
        ("ap", "orla", "User is booking Declan a golf weekend."),
        ("ap", "shelby", "User is taking the kelpies to Kangaroo Island."),
        ("aq", "valentina", "Benja es el sobrino de la usuaria."),
        ("aq", "rodrigo", "El usuario invita a su jefa de la oficina a un desayuno de negocios."),
        ("aq", "soledad", "La usuaria le regala a su abuela un libro de sudokus."),
    ],
)
def test_an_assistant_suggestion_taken_for_the_users_is_invented(
    set_name: str, user_id: str, memory: str
) -> None:
    u = user(set_name, user_id)
    assert invented(memory, u, SETS[set_name], LANGS[set_name])


def test_score_in_spanish() -> None:
    users = SETS["p"]
    active = {
        "araceli": ["Araceli vivía antes en Lugo.", "La usuaria vive en Ourense."],
        "eulalia": ["La usuaria come pepino."],  # the "not" lost
    }
    injected: dict[str, list[list[str]]] = {
        "araceli": [["La usuaria vive en Ourense."]],
        "eulalia": [[], []],
    }
    overall = score(users, active, injected, "es")["overall"]
    assert overall["invented"] == 0.0 and overall["stale_injections"] == 0
    assert overall["superseded_correctly"] == 1.0
    assert score(users, active, injected)["overall"]["superseded_correctly"] == round(2 / 3, 3)
    result = score(users, active, injected, "es")
    assert "not learned: eulalia.pepino" in result["misses"]
    assert "not learned: araceli.city" not in result["misses"]


def test_the_scripted_answer_replaces_the_stand_ins() -> None:
    body = {"messages": [{"role": "user", "content": "Where should we stay?"}]}
    assert reply(body, {"Where should we stay?": "Try the Hotel X."}) == "Try the Hotel X."
    assert reply(body, {}).startswith("[stand-in model]")


def test_the_bench_upstream_answers_a_scripted_turn(tmp_path: Path) -> None:
    """The real upstream process the runner starts for a set with scripted answers."""
    harlan = user("o", "harlan")
    turn, suggestion = harlan.replies[0]
    with upstream_for(tmp_path, (harlan,)) as url:

        def ask(text: str) -> str:
            body = {"model": "m", "messages": [{"role": "user", "content": text}]}
            r = httpx.post(f"{url}/v1/chat/completions", json=body, timeout=10)
            return str(r.json()["choices"][0]["message"]["content"])

        assert ask(turn) == suggestion
        assert ask("thanks").startswith("[stand-in model]")
    assert json.loads((tmp_path / "replies.json").read_text()) == {turn: suggestion}


@pytest.mark.parametrize(
    "set_name",
    [
        *("o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z"),
        *("aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak", "al", "am"),
        *("an", "ao", "ap", "aq", "ar", "as", "at", "au", "av", "aw", "ax", "ay", "az"),
        *("ba", "bb", "bc", "bd", "be", "bf", "bg", "bh", "bi", "bj", "bk", "bl", "bm", "bn"),
        *("bo", "bp", "bq", "br"),
    ],
)
def test_a_held_out_set_is_big_enough_and_scripts_only_what_the_user_never_said(
    set_name: str,
) -> None:
    users = SETS[set_name]
    assert len(users) >= 10 and sum(len(u.questions) for u in users) >= 12
    assert any(not u.facts and not u.questions for u in users)  # a user who tells nothing
    scripted = [u for u in users if u.replies]
    assert scripted
    for u in scripted:
        turns = [t for s in u.sessions for t in s]
        said = " ".join(turns)
        answers = " ".join(text for _, text in u.replies)
        assert all(turn in turns for turn, _ in u.replies)
        for word in u.forbidden:  # the suggestion's words: the assistant's, never the user's
            assert has(answers, [word], LANGS[set_name])
            assert not has(said, [word], LANGS[set_name])


def test_every_set_has_a_language() -> None:
    assert set(LANGS) == set(SETS)
    assert {LANGS[s] for s in "abcdefghijklmno"} == {"en"}


_USERS = {
    **{"ao": 11, "at": 10, "au": 10, "av": 10, "aw": 10, "ax": 10, "ay": 10, "az": 10},
    **{"ba": 10, "bb": 10, "bc": 10, "bd": 10, "be": 10, "bf": 10, "bg": 10, "bh": 10},
    **{"bi": 10, "bj": 10, "bk": 10, "bl": 10, "bm": 10, "bn": 10, "bo": 10, "bp": 10},
    **{"bq": 10, "br": 10},
}
"""A set of the later rounds with other than twelve users."""


@pytest.mark.parametrize(
    "set_name",
    [
        *("y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak", "al"),
        *("am", "an", "ao", "ap", "aq", "ar", "as", "at", "au", "av", "aw", "ax", "ay", "az"),
        *("ba", "bb", "bc", "bd", "be", "bf", "bg", "bh", "bi", "bj", "bk", "bl", "bm", "bn"),
        *("bo", "bp", "bq", "br"),
    ],
)
def test_the_fourth_round_has_the_third_rounds_mix(set_name: str) -> None:
    users = SETS[set_name]
    facts = [f for u in users for f in u.facts]
    assert len(users) == _USERS.get(set_name, 12) and sum(len(u.questions) for u in users) >= 21
    assert sum(f.kind == "changed" for f in facts) == 3
    assert any(f.negated for f in facts) and any(u.idle for u in users)
    assert {"inferred", "constraint", "close_person", "preference"} <= {f.kind for f in facts}
