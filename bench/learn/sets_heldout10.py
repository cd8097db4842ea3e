"""A tenth round of held-out learning sets, written before any run of them and without
reading the learning code: `ak` in English (British and American speech) and `al` in
(Simplified) Chinese, written as a native speaker chats, without spaces. Each language's
set was written on its own, with its own people and situations (neither is a translation
of the other, nor of `o`-`aj`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (nine hours parked by the lido with the chimes stuck on
Greensleeves, a pet that roots up the lawn and snores in straw; seven hours hanging off
a tower's glass with a seat board and a squeegee, a pet that honks and pecks at trouser
legs), standing constraints and negations that should shape answers on other topics
(`negated`: a memory must keep the "not"), hedges (a plan the user doubts is no fact: its
words are `forbidden`), some of them spread over several sentences ("My neighbour
reckons I should ... I could, I suppose. Mind you ...", "我姐一直撺掇我 ... 听着倒是挺美
... 可我 ... 再说吧"), weather and the day's news in the same turn as a real fact,
other people with their own attributes, and three changes per set of attributes no
earlier set changed (a maiden name given up for a husband's, an indoor kitten let out
through a cat flap, twins taught at home who now go to the village school; shares
traded every morning sold for a fixed-term deposit, a daughter who boarded at school and
now comes home every night, the works canteen given up for a lunch box): one said with a
signal ("Big news", "跟你说个事"), two without one (the later session only mentions the
new value in passing). Assistant suggestions the user never takes up are scripted
(`replies`) and their words are `forbidden`, as are the words of a quoted text the user
asks to have rewritten; one user per set tells nothing. Questions are asked in the user's
language on a topic the fact should shape. A keyword "a|b" is found by either
("地铁|metro": a memory may be written in Chinese or in English); Chinese keywords are
short strings found anywhere in a clause, which has no spaces ("走读" in "小满现在走读了"),
English ones start a word ("narcolep" finds "narcolepsy" and "narcoleptic"), and
keywords were chosen so that no other user's memory would hold them unsaid.
"""

# ruff: noqa: RUF001  (full-width punctuation is the Chinese set's text)

from __future__ import annotations

from bench.learn.users import Fact, Question, User

ENGLISH10: tuple[User, ...] = (
    User(
        "agatha",  # chatty: a job, a town and a husband beside the weather and a request
        sessions=(
            (
                "Evening! Forgive the state of me, I'm still steaming gently by the radiator. "
                "I'm a lock-keeper on the Kennet and Avon canal, and I've spent all day winding "
                "paddles for hire boats full of people who've never steered anything bigger "
                "than a shopping trolley.",
                "We live just outside Devizes, and the rain's been coming in sideways since "
                "breakfast, the towpath's basically soup. My husband Tolly makes cheese at a "
                "farm dairy up the road, so he's out of the door at four every morning and "
                "asleep on the sofa by eight.",
                "Anyway, what's the quickest way to dry out soaking wet walking boots?",
            ),
        ),
        facts=(
            Fact("agatha.job", "self_direct", ("lock|canal",)),
            Fact("agatha.town", "self_passing", ("Devizes",)),
            Fact("agatha.tolly", "close_person", ("Tolly|Ptolemy", "cheese")),
        ),
        questions=(
            Question(
                "My niece's class wants me to come in and talk to them about what I do. What "
                "should I bring?",
                "agatha.job",
            ),
            Question(
                "My cousin's over from Toronto in September. Where should I take her for a day "
                "out?",
                "agatha.town",
            ),
            Question(
                "It's my husband's fortieth next month. What should I get him?", "agatha.tolly"
            ),
        ),
        forbidden=("rain", "soup", "boot", "trolley", "radiator"),
    ),
    User(
        "thaddeus",  # a job and a pig said only by what they imply, and a hedge
        sessions=(
            (
                "Nine hours parked up by the lido today. Sold out of Flakes by two, had a queue "
                "of forty kids when the generator cut out, and the chimes jammed on Greensleeves "
                "the whole drive home. If I hear that tune one more time I'll scream.",
                "Then I get home and Truffle's rooted up half the back lawn again, and she's "
                "snoring in her straw with mud up to her ears, grunting in her sleep like an old "
                "man.",
                "Everyone tells me I should start a YouTube channel. Not a chance, mind. I can't "
                "even leave a voicemail without three takes.",
                "What's the best way to fold a fitted sheet?",
            ),
        ),
        facts=(
            Fact("thaddeus.job", "inferred", ("ice|whippy",)),
            Fact("thaddeus.truffle", "inferred", ("Truffle",)),
        ),
        questions=(
            Question(
                "Work goes dead for me every year from November to March. How can I keep some "
                "money coming in over the winter?",
                "thaddeus.job",
            ),
            Question(
                "My sister's getting married in Crete and we'll be gone a week. What do I need "
                "to arrange at home?",
                "thaddeus.truffle",
            ),
        ),
        forbidden=("YouTube", "channel", "voicemail", "sheet", "Greensleeves", "lido", "generator"),
    ),
    User(
        "beatrix",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "Before we go any further, you'd better know this because it'll colour "
                "everything: I've got lupus. The sun is my enemy. Twenty minutes in it without "
                "factor 50 and long sleeves and I'm in bed with a flare for a week, joints like "
                "broken glass.",
                "And I don't have a TV. Got rid of it in 2009 and never looked back, so if "
                "something's only on the telly, I've missed it.",
                "My neighbour reckons I should stand for the parish council. I could, I suppose. "
                "Mind you, I'd have to sit through three-hour meetings about dog mess and "
                "hedges, and I'd say something unforgivable by the second one.",
                "Why do onions make you cry?",
            ),
        ),
        facts=(
            Fact("beatrix.lupus", "constraint", ("lupus",)),
            Fact("beatrix.tv", "negation", ("TV|television|telly",), negated=True),
        ),
        questions=(
            Question(
                "We're going to Seville for a long weekend in July. Any tips?", "beatrix.lupus"
            ),
            Question(
                "My daughter's sports day is on the school field next month. What should I bring?",
                "beatrix.lupus",
            ),
            Question(
                "The rugby final's on Saturday and I've got friends coming round. How should I "
                "plan it?",
                "beatrix.tv",
            ),
        ),
        forbidden=("parish", "council", "neighbour", "hedge", "onion"),
    ),
    User(
        "cyrus",  # the day's news, then a constraint, a preference and a negation
        sessions=(
            (
                "You see the news? A sinkhole opened up in a Walmart parking lot in Tulsa this "
                "morning and swallowed two pickups whole. Nobody hurt, thank God. Anyway, heads "
                "up, because this one matters: I'm bipolar and I'm on lithium, so I have to keep "
                "my salt and my fluids steady, and ibuprofen's off the table.",
                "Also, only point me at secondhand stuff. Thrift stores, Craigslist, estate "
                "sales. I don't buy new if I can help it.",
                "And I don't eat lamb. Grew up on a sheep ranch in Wyoming and bottle-fed too "
                "many of them to ever eat one.",
                "How many feet are in a mile?",
            ),
        ),
        facts=(
            Fact("cyrus.lithium", "constraint", ("lithium|bipolar",)),
            Fact("cyrus.secondhand", "preference", ("secondhand|second|thrift|Craigslist",)),
            Fact("cyrus.lamb", "negation", ("lamb|mutton",), negated=True),
        ),
        questions=(
            Question(
                "I'm running my first half-marathon in August and it's going to be hot. Any tips?",
                "cyrus.lithium",
            ),
            Question(
                "I've pulled a muscle in my back. What's the quickest way to ease it?",
                "cyrus.lithium",
            ),
            Question(
                "I need a desk and a decent chair for my home office. What should I get?",
                "cyrus.secondhand",
            ),
            Question("What should I cook for Easter Sunday lunch?", "cyrus.lamb"),
        ),
        forbidden=("sinkhole", "Walmart", "Tulsa", "pickup", "feet", "mile"),
    ),
    User(
        "lorraine",  # two other people, each with their own attributes
        sessions=(
            (
                "My mother-in-law Verity lost her sense of smell after a bad bout of covid three "
                "years ago and it never came back. She can't tell if the milk's off or if she's "
                "left the gas on.",
                "And our youngest, Orson, sleepwalks. Twice now we've found him in the garden at "
                "three in the morning in his pyjamas, so the back door's double-bolted.",
                "How do I get chewing gum off a car seat?",
            ),
        ),
        facts=(
            Fact("lorraine.verity", "close_person", ("Verity", "smell|anosmi")),
            Fact("lorraine.orson", "close_person", ("Orson", "sleepwalk")),
        ),
        questions=(
            Question(
                "My mother-in-law's moving into a bungalow on her own next month. What should we "
                "sort out for her?",
                "lorraine.verity",
            ),
            Question(
                "Our youngest has been invited to his first sleepover next weekend. Any advice?",
                "lorraine.orson",
            ),
        ),
        forbidden=("gum",),
        idle=True,
    ),
    User(
        "rhiannon",  # a maiden name given up for her husband's, changed with a signal
        sessions=(
            (
                "Can you help me write a short bio for the craft fair programme? I'm Rhiannon "
                "Achterberg, I throw stoneware mugs and bowls, and I've been potting for twelve "
                "years.",
                "Lovely, thanks.",
            ),
            (
                "Big news: I got married on Saturday! I've taken Jory's name, so I'm Rhiannon "
                "Pengelly now.",
                "Anyway, why is the sea salty?",
            ),
        ),
        facts=(Fact("rhiannon.name", "changed", ("Pengelly",), old=("Achterberg",)),),
        questions=(
            Question("Can you write me a short signature for my work emails?", "rhiannon.name"),
            Question(
                "Help me write a letter to the council about the potholes on our lane.",
                "rhiannon.name",
            ),
        ),
        forbidden=("salt", "sea"),
    ),
    User(
        "hollis",  # an indoor kitten let out through a cat flap, said only in passing
        sessions=(
            (
                "Our kitten Tagliatelle is strictly indoors until she's had her jabs and been "
                "spayed, so she spends all day on the windowsill chattering at the pigeons.",
                "What's the difference between stock and broth?",
            ),
            (
                "Since the cat flap went in, Tagliatelle's been leaving a vole or a frog on the "
                "doormat every single morning like a little gift. Anyway, how do I get red wine "
                "out of a carpet?",
            ),
        ),
        facts=(Fact("hollis.cat", "changed", ("flap|vole|frog",), old=("indoor",)),),
        questions=(
            Question(
                "Our neighbours have put a bird feeder up right by our fence. Should I be worried?",
                "hollis.cat",
            ),
            Question(
                "There's a big fireworks display in the park behind us on Saturday. Anything I "
                "should do?",
                "hollis.cat",
            ),
        ),
        forbidden=("stock", "broth", "wine", "carpet"),
    ),
    User(
        "perdita",  # twins taught at home who now go to school, said only in passing
        sessions=(
            (
                "I homeschool our twins, Clover and Dashiell, who are eight, so the kitchen "
                "table's permanently buried under fractions worksheets and a half-dissected owl "
                "pellet.",
                "What's a good name for a sourdough starter?",
            ),
            (
                "Since the twins started at Trewithick Primary in September I've had the house "
                "to myself from nine till three, and the quiet is honestly unnerving. Anyway, "
                "how do I get rid of fruit flies?",
            ),
        ),
        facts=(
            Fact(
                "perdita.twins",
                "changed",
                ("Trewithick|primary",),
                old=("homeschool|educat",),
            ),
        ),
        questions=(
            Question(
                "I've been offered three days a week at the garden centre. Can I make it work?",
                "perdita.twins",
            ),
            Question(
                "We fancy a week in the Algarve. When's the best time for us to go?",
                "perdita.twins",
            ),
        ),
        forbidden=("sourdough", "starter", "fruit", "flies"),
    ),
    User(
        "fintan",  # an assistant suggestion the user turns down
        sessions=(
            (
                "We're finally sorting out the back garden this summer. What should we put in?",
                "Not for us, sadly. Our Wilf's only just two and puts everything in his mouth, "
                "and my wife Linnea's been in a wheelchair since a riding accident, so it all "
                "has to be level, wide and smooth.",
                "righto, thanks",
            ),
        ),
        replies=(
            (
                "We're finally sorting out the back garden this summer. What should we put in?",
                "A koi pond with a little waterfall, a hot tub under a cedar pergola, and a "
                "sunken fire pit ringed with Adirondack chairs: the perfect space for "
                "entertaining.",
            ),
        ),
        facts=(
            Fact("fintan.wilf", "close_person", ("Wilf",)),
            Fact("fintan.linnea", "close_person", ("Linnea", "wheelchair")),
        ),
        questions=(
            Question("So what should we put in instead?", "fintan.wilf"),
            Question(
                "I'd like to take my wife to the theatre for her birthday. What should I book?",
                "fintan.linnea",
            ),
        ),
        forbidden=(
            *("koi", "pond", "waterfall", "tub", "cedar", "pergola", "pit", "Adirondack"),
            "entertaining",
        ),
    ),
    User(
        "marjorie",  # a suggestion waved away, a budget and a father said in passing
        sessions=(
            (
                "Can you recommend a mobile phone for my dad? He's 81 and we've got about £180 "
                "to spend.",
                "No good, I'm afraid. Dad, Lionel, has macular degeneration, so the middle of "
                "everything's a blur, and he'd never find those tiny icons. It needs big chunky "
                "buttons he can feel.",
                "ok, cheers",
            ),
        ),
        replies=(
            (
                "Can you recommend a mobile phone for my dad? He's 81 and we've got about £180 "
                "to spend.",
                "The Samsung Galaxy A35 is a brilliant choice: a gorgeous 6.6-inch AMOLED "
                "display, a triple camera and 5G, and it comes in just under budget.",
            ),
        ),
        facts=(
            Fact("marjorie.budget", "self_passing", ("180",)),
            Fact("marjorie.lionel", "close_person", ("Lionel", "macular")),
        ),
        questions=(
            Question("So which one should I get him?", "marjorie.budget"),
            Question(
                "Dad's coming to stay with us for Christmas. How can I make the house easier for "
                "him?",
                "marjorie.lionel",
            ),
        ),
        forbidden=("Samsung", "Galaxy", "AMOLED", "camera", "5G", "display"),
    ),
    User(
        "ingram",  # a colleague's attribute, a hedge, a text to rewrite
        sessions=(
            (
                "My colleague Avital has narcolepsy. She can nod off mid-sentence in a meeting, "
                "and she's not allowed to drive, so someone always gives her a lift to site "
                "visits.",
                "I keep threatening to learn Welsh on Duolingo. It'll never happen; I can't keep "
                "a houseplant alive, let alone a streak.",
                "Can you make this sound friendlier? 'To all residents: bins must be brought in "
                "within 24 hours of collection. Failure to comply will be reported to the "
                "management company.'",
            ),
        ),
        facts=(Fact("ingram.avital", "close_person", ("Avital", "narcolep")),),
        questions=(
            Question(
                "I'm organising our team's away day in the Cotswolds. What should I plan?",
                "ingram.avital",
            ),
        ),
        forbidden=(
            *("Welsh", "Duolingo", "houseplant", "bins", "residents", "collection"),
            *("comply", "management"),
        ),
    ),
    User(
        "norbert",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "which planet has the most moons?",
                "how many millilitres in a pint?",
                "ta very much",
            ),
        ),
        forbidden=("planet", "moon", "Saturn", "pint", "millilit", "568"),
    ),
)

CHINESE10: tuple[User, ...] = (
    User(
        "tiezhu",  # chatty: a job, a city and a wife beside the weather and a request
        sessions=(
            (
                "在吗？刚交完班，手还冻得发麻。我在哈尔滨开地铁，今天早高峰二号线信号出毛病，"
                "整列车在隧道里趴了八分钟，我广播都喊劈了。",
                "外头零下二十九度，哈口气眉毛上都能挂霜。我媳妇小蕾是做冰雕的，这阵子在冰雪大"
                "世界赶活儿，天天后半夜两三点才到家，俩人跟倒班似的。",
                "对了，羊肉汤怎么炖才不膻？",
            ),
        ),
        facts=(
            Fact("tiezhu.job", "self_direct", ("地铁|metro|subway",)),
            Fact("tiezhu.city", "self_passing", ("哈尔滨|Harbin",)),
            Fact("tiezhu.xiaolei", "close_person", ("小蕾|Xiaolei", "冰雕|冰雪|ice|sculpt")),
        ),
        questions=(
            Question("我一坐就是一整个班，腰和颈椎越来越不行了，有什么办法？", "tiezhu.job"),
            Question("下个月我大学室友从广州来看我，带他去哪儿玩好？", "tiezhu.city"),
            Question("我媳妇生日快到了，送她点啥实用的？", "tiezhu.xiaolei"),
        ),
        forbidden=("羊肉", "膻", "隧道", "信号", "霜"),
    ),
    User(
        "xiaoqiang",  # a job and a goose said only by what they imply, and a hedge
        sessions=(
            (
                "今天在国贸三期外头吊了七个多钟头，坐板被风吹得直打转，整个人啪一下拍在玻璃上，"
                "刮子差点没攥住，下来腿还是软的。",
                "回家一开门，铁锤又伸着脖子冲过来嘎嘎叫，追着啄我裤腿，阳台上那双拖鞋也让它叼回"
                "窝里去了。",
                "老想着哪天去把驾照考了，可我连坐副驾驶都手心出汗，估计这辈子也就是想想。",
                "粽子怎么煮才不会散开？",
            ),
        ),
        facts=(
            Fact(
                "xiaoqiang.job",
                "inferred",
                ("蜘蛛人|高空|外墙|幕墙|擦玻璃|玻璃清洗|window|skyscraper|facade|abseil",),
            ),
            Fact("xiaoqiang.tiechui", "inferred", ("铁锤|Tiechui",)),
        ),
        questions=(
            Question("我想给自己买份保险，买哪种合适？", "xiaoqiang.job"),
            Question("下个月公司组织去云南玩五天，走之前家里得安排些啥？", "xiaoqiang.tiechui"),
        ),
        forbidden=("驾照", "副驾", "粽子"),
    ),
    User(
        "guilan",  # a standing constraint, a negation and a doubt over several sentences
        sessions=(
            (
                "先跟你交个底，省得你老给我出错主意：我有甲亢，医生让我忌碘，海带、紫菜、海鲜都"
                "不能碰，家里的盐都换成了无碘盐。",
                "还有我不吃葱姜蒜，打小就不吃，菜里有一点葱花我都得一粒一粒挑出来。",
                "我姐一直撺掇我跟她去大理合伙开个民宿。听着倒是挺美，苍山洱海的。可我连自己都顾"
                "不过来，还要伺候客人？再说吧，我看悬。",
                "冰箱里的鸡蛋能放多久？",
            ),
        ),
        facts=(
            Fact("guilan.jiakang", "constraint", ("甲亢|碘|thyroid|iodine|Graves",)),
            Fact(
                "guilan.cong",
                "negation",
                ("葱|蒜|姜|scallion|garlic|ginger|onion",),
                negated=True,
            ),
        ),
        questions=(
            Question("下个月带爸妈去青岛玩三天，有什么要注意的？", "guilan.jiakang"),
            Question("秋天了，给我推荐几个煲汤的方子。", "guilan.jiakang"),
            Question("教我做个家常红烧鱼吧。", "guilan.cong"),
        ),
        forbidden=("民宿", "大理", "合伙", "洱海", "苍山", "姐", "鸡蛋", "冰箱"),
    ),
    User(
        "peiyi",  # the day's news, then a constraint, a preference and a negation
        sessions=(
            (
                "你刷到热搜没？说有只猴子溜进峨眉山脚下的超市，抱着一袋薯片就跑，保安追了半条街，"
                "笑死我了。说正经的，帮我记一下：我有低血糖，一饿就手抖、冒冷汗、心慌，包里得"
                "常年揣着糖。",
                "还有，你给我写东西的时候用繁体字吧，我在香港长大的，看简体总觉得别扭。",
                "我也不用微信，嫌它吵，朋友找我都是打电话或者发短信。",
                "月亮为什么总是同一面对着地球？",
            ),
        ),
        facts=(
            Fact("peiyi.tang", "constraint", ("低血糖|hypoglyc|sugar",)),
            Fact("peiyi.fanti", "preference", ("繁体|正体|traditional",)),
            Fact("peiyi.wechat", "negation", ("微信|WeChat",), negated=True),
        ),
        questions=(
            Question("周末想去爬泰山，要准备些什么？", "peiyi.tang"),
            Question("我想试试16+8轻断食减肥，你觉得怎么样？", "peiyi.tang"),
            Question("帮我写一段给老同学的生日祝福。", "peiyi.fanti"),
            Question("我想组织一次大学同学聚会，怎么通知大家比较方便？", "peiyi.wechat"),
        ),
        forbidden=("猴子", "薯片", "超市", "峨眉", "保安", "月亮", "地球"),
    ),
    User(
        "hongxia",  # two other people, each with their own attributes
        sessions=(
            (
                "我公公前两年查出来老年痴呆，现在刚说过的话转头就忘，有回下楼买包烟，走丢了一下"
                "午，最后是派出所给送回来的。",
                "闺女晨晨上初二，打小就晕血，打个针看见针管里回血都能晕过去。",
                "白衬衫领子发黄了怎么洗干净？",
            ),
        ),
        facts=(
            Fact(
                "hongxia.gonggong",
                "close_person",
                ("公公|father", "痴呆|阿尔茨海默|走丢|dementia|Alzheimer"),
            ),
            Fact("hongxia.chenchen", "close_person", ("晨晨|Chenchen", "晕血|faint")),
        ),
        questions=(
            Question("国庆想带公公去北京玩几天，行程怎么安排比较好？", "hongxia.gonggong"),
            Question("晨晨说以后想当医生，我该怎么跟她聊？", "hongxia.chenchen"),
        ),
        forbidden=("衬衫", "领子"),
        idle=True,
    ),
    User(
        "laoyu",  # shares sold for a fixed-term deposit, changed with a signal
        sessions=(
            (
                "我退休以后天天在家炒股，早上九点半准时坐到电脑跟前，大盘一绿我这血压就往上蹿。",
                "葡萄干怎么洗才干净？",
            ),
            (
                "跟你说个事：我把股票全清仓了，钱都存成了三年定期，再也不用盯盘了，晚上觉都睡得"
                "香了。",
                "红烧带鱼怎么做才不碎？",
            ),
        ),
        facts=(
            Fact(
                "laoyu.money",
                "changed",
                ("定期|存款|清仓|deposit",),
                old=("炒股|股票|stock|shares",),
            ),
        ),
        questions=(
            Question("儿子给了我五万块钱让我自己打理，放哪儿比较好？", "laoyu.money"),
            Question("银行的理财经理老给我推荐基金，你觉得我该买吗？", "laoyu.money"),
        ),
        forbidden=("葡萄干", "带鱼"),
    ),
    User(
        "xiumei",  # a daughter who boarded and now comes home every night, said in passing
        sessions=(
            (
                "我闺女小满在县一中住校，两个礼拜才放一回假，每次回来我都得炖一锅排骨给她补补。",
                "不锈钢锅烧黑了怎么刷干净？",
            ),
            (
                "自打小满走读以后，每天晚上九点半下了晚自习，我都骑电动车去校门口接她，一路上她"
                "叽叽喳喳跟我讲班里的事，挺好。对了，暖气片漏水咋办？",
            ),
        ),
        facts=(
            Fact(
                "xiumei.xiaoman",
                "changed",
                ("走读|接她|接小满|接女儿|接闺女|fetch|collects",),
                old=("住校|寄宿|boarding|dorm",),
            ),
        ),
        questions=(
            Question("我想找份晚上六点到十点的兼职，你觉得合适吗？", "xiumei.xiaoman"),
            Question("帮我安排一下这周家里的晚饭和夜宵。", "xiumei.xiaoman"),
        ),
        forbidden=("不锈钢", "烧黑", "暖气", "漏水"),
    ),
    User(
        "xiaotang",  # the works canteen given up for a lunch box, said only in passing
        sessions=(
            (
                "我们单位食堂的菜油汪汪的，天天中午在那儿对付一口，半年胖了八斤，裤子都快扣不上"
                "了。",
                "推荐个上班用的护眼台灯？",
            ),
            (
                "昨晚多炒了一份芹菜肉丝装进饭盒，今天中午在公司微波炉前面排了十分钟队，下回得早"
                "点去。对了，绿萝叶子发黄是怎么回事？",
            ),
        ),
        facts=(
            Fact(
                "xiaotang.lunch",
                "changed",
                ("带饭|饭盒|便当|packed|lunchbox|bento",),
                old=("食堂|canteen|cafeteria",),
            ),
        ),
        questions=(
            Question("帮我列一下这个礼拜的买菜清单。", "xiaotang.lunch"),
            Question("最近想减肥，午饭怎么安排比较好？", "xiaotang.lunch"),
        ),
        forbidden=("台灯", "护眼", "绿萝"),
    ),
    User(
        "yanyan",  # an assistant suggestion the user turns down
        sessions=(
            (
                "家里老房子想把厨房重新装一下，有什么推荐？",
                "开放式可不行，我们家顿顿爆炒，油烟大得能把烟雾报警器熏响。再说我婆婆才145的"
                "个子，灶台稍微高一点她就够不着，炒个菜得踮着脚。",
                "行吧，谢谢",
            ),
        ),
        replies=(
            (
                "家里老房子想把厨房重新装一下，有什么推荐？",
                "推荐做开放式厨房，配一个大理石中岛台，再嵌一台洗碗机和一台蒸烤一体机，颜值和实用"
                "都在线。",
            ),
        ),
        facts=(
            Fact("yanyan.baochao", "self_passing", ("爆炒|油烟|stir|wok",)),
            Fact("yanyan.popo", "close_person", ("婆婆|mother", "145|个子|矮|short|petite")),
        ),
        questions=(
            Question("那你说灶台和吊柜该怎么弄？", "yanyan.popo"),
            Question("油烟机选哪种好？", "yanyan.baochao"),
        ),
        forbidden=("中岛", "大理石", "洗碗机", "蒸烤"),
    ),
    User(
        "zhiqiang",  # a suggestion waved away, a budget and a grandmother said in passing
        sessions=(
            (
                "想给我姥姥买个按摩椅，预算5000左右，有啥推荐？",
                "力度大的可不行。我姥姥腰椎间盘突出，去年犯病在床上躺了一个多月，使劲一按非出事"
                "不可。",
                "好，谢了",
            ),
        ),
        replies=(
            (
                "想给我姥姥买个按摩椅，预算5000左右，有啥推荐？",
                "推荐奥佳华的大师椅：零重力躺姿加3D机芯，揉捏力度特别足，按完浑身通透。",
            ),
        ),
        facts=(
            Fact("zhiqiang.budget", "self_passing", ("5000",)),
            Fact(
                "zhiqiang.laolao",
                "close_person",
                ("姥姥|外婆|grand", "腰椎|椎间盘|突出|disc|lumbar|spine"),
            ),
        ),
        questions=(
            Question("那到底买哪款合适？", "zhiqiang.budget"),
            Question("过年想带姥姥去海南住一个月，路上要注意什么？", "zhiqiang.laolao"),
        ),
        forbidden=("奥佳华", "大师椅", "零重力", "机芯"),
    ),
    User(
        "jianguo",  # a colleague's attribute, a hedge, a text to rewrite
        sessions=(
            (
                "我们组的老葛有夜盲症，天一擦黑就跟睁眼瞎似的，加班晚了都得有人把他送到公交站。",
                "我老婆让我去考注册会计师，我嘴上答应了，心里清楚自己撑不过三个月。",
                "帮我把这段通知改得正式点：“各位，下礼拜三下午整栋楼停水，自己提前接好水，别到"
                "时候又来找我。”",
            ),
        ),
        facts=(Fact("jianguo.laoge", "close_person", ("老葛|Lao", "夜盲|nyctalop|blindness")),),
        questions=(
            Question(
                "下周部门团建，白天爬山晚上烧烤，我负责安排，有什么要注意的？", "jianguo.laoge"
            ),
        ),
        forbidden=("注册", "会计", "停水", "接好水"),
    ),
    User(
        "laoliu",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "珠穆朗玛峰有多高？",
                "37乘以24等于多少？",
                "好嘞，谢谢",
            ),
        ),
        forbidden=("珠穆朗玛", "珠峰", "乘以"),
    ),
)
