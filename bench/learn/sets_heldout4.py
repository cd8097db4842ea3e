"""A fourth round of held-out learning sets, written before any run of them and without
reading the learning code: `y` in Russian and `z` in (Simplified) Chinese. Each
language's set was written on its own, with its own people and situations (neither is a
translation of the other, nor of `o`-`x`).

Each holds chatty turns with two or three facts beside small talk and a request, facts
said only by what they imply (a shift at the coal face, sixty deliveries in the rain),
standing constraints and negations that should shape answers on other topics (`negated`:
a memory must keep the "not"), hedges (a plan the user doubts is no fact: its words are
`forbidden`), other people with their own attributes, and three changes per set of
attributes no earlier set changed (a phone operator, a boss, a daughter's sport; an exam
being prepared for, a housekeeper, a weekend hobby): one said with a signal ("новости: я
сменил оператора", "计划有变"), two without one (the later session only mentions the new
value in passing). Assistant suggestions the user never takes up are scripted
(`replies`) and their words are `forbidden`; one user per set tells nothing. Questions
are asked in the user's language on a topic the fact should shape. A keyword "a|b" is
found by either ("шахт|miner": a memory may be written in the user's language or in
English); Russian keywords are stems, so that any case ending finds them ("Самар" finds
"Самаре"), and Chinese ones are found anywhere in a clause, which has no spaces.
"""

# ruff: noqa: RUF001  (Cyrillic letters and full-width punctuation are the sets' text)

from __future__ import annotations

from bench.learn.users import Fact, Question, User

RUSSIAN4: tuple[User, ...] = (
    User(
        "oksana",  # chatty: a job, a city and a sister beside a request
        sessions=(
            (
                "Привет! Ну и денёк. Я зубной техник, с утра до вечера в лаборатории точила "
                "коронки, у нас тут в Самаре все разом решили делать улыбки к лету.",
                "Сестра Зина вообще проводница на поездах дальнего следования, вчера вернулась "
                "из Владивостока и проспала сутки.",
                "Поможешь написать тост на проводы коллеги на пенсию?",
            ),
        ),
        facts=(
            Fact("oksana.job", "self_direct", ("зубн|коронк|протез|dental|crown|denture",)),
            Fact("oksana.city", "self_passing", ("Самар|Samara",)),
            Fact("oksana.zina", "close_person", ("Зин|Zin", "проводниц|поезд|train|conductor")),
        ),
        questions=(
            Question("Какую лампу с лупой мне взять на рабочее место?", "oksana.job"),
            Question("Куда сходить в субботу, не уезжая далеко от дома?", "oksana.city"),
            Question("Что подарить сестре, чтобы пригодилось ей в рейсе?", "oksana.zina"),
        ),
        forbidden=("тост", "пенси"),
    ),
    User(
        "gleb",  # a job and a horse said only by what they imply
        sessions=(
            (
                "Отработал смену в забое, комбайн встал на третьем часу, и мы полтора "
                "километра под землёй ждали электрика. Каска натёрла лоб до крови.",
                "Вечером съездил к Буяну на конюшню, почистил ему копыта, дал морковки, а он "
                "в благодарность наступил мне на ногу.",
                "Как сварить борщ, чтобы он остался красным?",
            ),
        ),
        facts=(
            Fact("gleb.job", "inferred", ("шахт|забой|забое|забоя|горняк|miner|mine|coal|уголь",)),
            Fact("gleb.horse", "inferred", ("Буян|Buyan",)),
        ),
        questions=(
            Question("Как мне беречь спину и лёгкие при моей работе?", "gleb.job"),
            Question("Уезжаю на две недели в санаторий, что надо устроить заранее?", "gleb.horse"),
        ),
        forbidden=("борщ",),
    ),
    User(
        "larisa",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "Сразу скажу: у меня язва желудка, так что острое, жареное, копчёное и кофе "
                "мне противопоказаны, врач строгий.",
                "И смартфона у меня нет, принципиально хожу с кнопочным телефоном, пусть "
                "внуки хоть обсмеются.",
                "Подруга зовёт в Грузию в сентябре. Может быть... но, скорее всего, никуда я "
                "не поеду.",
                "Посоветуй хороший детектив про старый Петербург?",
            ),
        ),
        facts=(
            Fact("larisa.ulcer", "constraint", ("язв|ulcer|желуд|stomach|gastr",)),
            Fact("larisa.phone", "negation", ("смартфон|smartphone",), negated=True),
        ),
        questions=(
            Question("Что приготовить на день рождения мужа, если придут гости?", "larisa.ulcer"),
            Question("Как мне удобнее всего записываться к врачу в поликлинику?", "larisa.phone"),
        ),
        forbidden=("Грузи", "детектив", "Петербург"),
    ),
    User(
        "vadim",  # preferences and a negation that hold on every topic
        sessions=(
            (
                "За окном опять метель, дорогу до трассы замело. Пока помню, пара вещей: "
                "я вешу 130 килограммов, так что любую мебель и снаряды мне советуй с "
                "запасом по нагрузке.",
                "Видео мне не присылай никакие, интернет в деревне еле живой, только текстом.",
                "И плиты у меня нет, одна мультиварка, так что рецепты только под неё.",
                "Сколько снега выдерживает крыша из профнастила?",
            ),
        ),
        facts=(
            Fact("vadim.weight", "constraint", ("130",)),
            Fact("vadim.video", "negation", ("видео|video",), negated=True),
            Fact("vadim.cooker", "preference", ("мультивар|multicook|cooker",)),
        ),
        questions=(
            Question("Какое компьютерное кресло мне купить?", "vadim.weight"),
            Question("Как научиться самому класть плитку в ванной?", "vadim.video"),
            Question("Что приготовить на ужин из курицы и картошки?", "vadim.cooker"),
        ),
        forbidden=("профнастил", "крыш"),
    ),
    User(
        "tamara",  # two other people, each with their own attributes
        sessions=(
            (
                "Мой Пётр после инсульта ходит с палочкой, левая рука пока слушается плохо, "
                "но на дачу рвётся каждые выходные.",
                "А внук Тимофей заикается, второй год ходим к логопеду, и он стесняется "
                "отвечать у доски.",
                "Как отмыть пригоревшую чугунную сковородку?",
            ),
        ),
        facts=(
            Fact(
                "tamara.pyotr",
                "close_person",
                ("Пётр|Петр|Pyotr|Petr|Peter", "инсульт|stroke|палочк|трост|cane"),
            ),
            Fact(
                "tamara.timofey",
                "close_person",
                ("Тимоф|Timof", "заик|stutter|stammer|логопед|speech"),
            ),
        ),
        questions=(
            Question("Куда нам с мужем съездить на выходные?", "tamara.pyotr"),
            Question("Что подарить внуку на день рождения?", "tamara.timofey"),
        ),
        forbidden=("сковород", "чугун"),
        idle=True,
    ),
    User(
        "kirill",  # a phone operator that changed, said with a signal
        sessions=(
            (
                "У меня МТС уже лет десять, но в новой квартире на Уралмаше связь ловит "
                "только у окна на кухне.",
                "Можно как-то усилить сигнал дома?",
            ),
            (
                "Кстати, новости: я сменил оператора, ушёл с МТС на Билайн, номер оставил старый.",
                "Почему после переноса номера не приходят СМС от банка?",
            ),
        ),
        facts=(Fact("kirill.operator", "changed", ("Билайн|Beeline",), old=("МТС|MTS",)),),
        questions=(
            Question(
                "Какой тариф мне выбрать, чтобы хватало мобильного интернета?", "kirill.operator"
            ),
            Question(
                "Еду на неделю в Казахстан, как мне не разориться на роуминге?", "kirill.operator"
            ),
        ),
    ),
    User(
        "yulia",  # a new boss, said only in passing
        sessions=(
            (
                "Мой начальник Аркадий Семёнович опять назначил планёрку на восемь утра в "
                "субботу. Третий раз за месяц.",
                "Как вежливо отказаться от переработки?",
            ),
            (
                "С тех пор как нашим отделом руководит Галина Петровна, субботних планёрок "
                "нет, благодать. Посоветуй, что почитать в отпуске на море?",
            ),
        ),
        facts=(Fact("yulia.boss", "changed", ("Галин|Galin",), old=("Аркади|Arkad",)),),
        questions=(
            Question(
                "Помоги составить письмо руководителю с просьбой о прибавке к зарплате.",
                "yulia.boss",
            ),
            Question(
                "Хочу работать из дома по пятницам. Как лучше попросить об этом начальство?",
                "yulia.boss",
            ),
        ),
    ),
    User(
        "denis",  # a daughter's sport that changed, said only in passing
        sessions=(
            (
                "Дочка Соня занимается фигурным катанием, тренировки в шесть утра, я её вожу "
                "на каток до работы и сплю в машине.",
                "Как быстро высушить мокрые варежки?",
            ),
            (
                "Забирал Соню с дзюдо, она на схватке уложила мальчишку на голову выше себя, "
                "гордость распирает. Что ей дать перекусить после тренировки?",
            ),
        ),
        facts=(Fact("denis.sonya", "changed", ("дзюдо|judo",), old=("фигур|катан|skat",)),),
        questions=(
            Question("Что подарить дочке на день рождения?", "denis.sonya"),
            Question("Какой спортивный лагерь выбрать дочке на лето?", "denis.sonya"),
        ),
        forbidden=("варежк",),
    ),
    User(
        "nina",  # an assistant suggestion the user turns down
        sessions=(
            (
                "Хочу завести аквариум на 60 литров. С кого лучше начать?",
                "Нет, рыбок не хочу. Хочу креветок, вишнёвых, и чтобы живые растения. Муж Стас "
                "уже купил грунт и лампу.",
                "ладно, спасибо",
            ),
        ),
        replies=(
            (
                "Хочу завести аквариум на 60 литров. С кого лучше начать?",
                "Для начала отлично подойдут гуппи и неоны, а ещё сомики-коридорасы: они "
                "неприхотливые и мирные.",
            ),
        ),
        facts=(
            Fact("nina.shrimp", "self_passing", ("кревет|shrimp",)),
            Fact("nina.tank", "self_passing", ("60",)),
        ),
        questions=(
            Question("Какой корм купить для аквариума?", "nina.shrimp"),
            Question("Какой фильтр и обогреватель подойдут?", "nina.tank"),
        ),
        forbidden=("гупп", "неон", "сомик", "коридорас"),
    ),
    User(
        "arseniy",  # a suggestion waved away, a budget and a niece said in passing
        sessions=(
            (
                "Посоветуй ноутбук для учёбы, до 70 тысяч рублей.",
                "Не то совсем. Это для племянницы Дарины, она поступила на архитектурный, ей "
                "нужен мощный, чтобы тянул 3D-модели.",
            ),
        ),
        replies=(
            (
                "Посоветуй ноутбук для учёбы, до 70 тысяч рублей.",
                "Посмотрите MacBook Air или ASUS Zenbook 14: лёгкие, тихие и долго держат заряд.",
            ),
        ),
        facts=(
            Fact("arseniy.budget", "self_passing", ("70",)),
            Fact("arseniy.darina", "close_person", ("Дарин|Darin", "архитект|architect")),
        ),
        questions=(
            Question("Так какой ноутбук в итоге брать?", "arseniy.budget"),
            Question("Что подарить племяннице на Новый год?", "arseniy.darina"),
        ),
        forbidden=("MacBook", "ASUS", "Zenbook"),
    ),
    User(
        "ruslan",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "Мой компаньон Эдик сидит во Владивостоке, у него на семь часов больше, чем у "
                "нас в Москве, так что созваниваемся или рано утром, или никак.",
                "Может, откроем вторую точку в Тюмени, но я в это слабо верю.",
                "Исправь, пожалуйста: «Согласно договора, оплата производится до пятого числа.»",
            ),
        ),
        facts=(
            Fact(
                "ruslan.edik",
                "close_person",
                ("Эдик|Эдуард|Edik|Eduard", "Владивост|Vladivostok"),
            ),
        ),
        questions=(
            Question(
                "Когда лучше поставить общий созвон с компаньоном и поставщиком на следующей "
                "неделе?",
                "ruslan.edik",
            ),
        ),
        forbidden=("Тюмен", "договор", "оплат"),
    ),
    User(
        "valentin",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "сколько граммов в фунте?",
                "кто написал «Мастера и Маргариту»?",
                "спасибо",
            ),
        ),
        forbidden=("фунт", "Маргарит", "Булгаков"),
    ),
)

CHINESE4: tuple[User, ...] = (
    User(
        "xiaowen",  # chatty: a job, a city and a cousin beside a request
        sessions=(
            (
                "哈喽！累瘫了。我是做同声传译的，今天在上海的国家会展中心连着翻了4个小时，"
                "嗓子都快冒烟了。",
                "我表哥阿峰在苏州开了家奶茶店，天天在朋友圈发新品，我都被他发胖了。",
                "帮我给楼下新开的面包店写一句好评呗？",
            ),
        ),
        facts=(
            Fact("xiaowen.job", "self_direct", ("同传|同声传译|翻译|口译|interpret|translat",)),
            Fact("xiaowen.city", "self_passing", ("上海|Shanghai",)),
            Fact("xiaowen.feng", "close_person", ("阿峰|Feng|Afeng", "奶茶|milk|bubble|boba")),
        ),
        questions=(
            Question("有什么护嗓子的办法适合我这份工作？", "xiaowen.job"),
            Question("这个周末在家附近有什么好玩的地方？", "xiaowen.city"),
            Question("我表哥过生日，送他什么能用在店里？", "xiaowen.feng"),
        ),
        forbidden=("面包店", "好评"),
    ),
    User(
        "laozhou",  # a job and a dog said only by what they imply
        sessions=(
            (
                "今天跑了60单，电瓶换了两块，暴雨里送餐送到一半汤洒了，还被顾客打了差评，"
                "站点扣了我五十。",
                "一进门豆包就扑上来舔我一脸，尾巴摇得跟螺旋桨似的，叼着牵引绳蹲门口等我带它下楼。",
                "红烧肉怎么做才不腻？",
            ),
        ),
        facts=(
            Fact("laozhou.job", "inferred", ("外卖|骑手|送餐|配送|delivery|courier|rider",)),
            Fact("laozhou.dog", "inferred", ("豆包|Doubao",)),
        ),
        questions=(
            Question("天天在外面跑，膝盖和腰该怎么保养？", "laozhou.job"),
            Question("我下个月回老家待一周，家里得提前安排些什么？", "laozhou.dog"),
        ),
        forbidden=("红烧肉",),
    ),
    User(
        "meilin",  # a standing constraint, a negation and a hedge
        sessions=(
            (
                "先说好：我有痛风，海鲜、啤酒、动物内脏一碰就犯，脚趾头疼得下不了地。",
                "还有，我不吃香菜，闻到那个味儿就想吐。",
                "闺蜜喊我明年一起去考潜水证，说不定吧，但我估计自己最后不会去。",
                "给我推荐一部适合周末一口气看完的悬疑剧？",
            ),
        ),
        facts=(
            Fact("meilin.gout", "constraint", ("痛风|尿酸|gout|uric",)),
            Fact("meilin.coriander", "negation", ("香菜|cilantro|coriander",), negated=True),
        ),
        questions=(
            Question("周末请朋友来家里吃火锅，该准备哪些菜？", "meilin.gout"),
            Question("教我做一道夏天吃的凉拌菜吧。", "meilin.coriander"),
        ),
        forbidden=("潜水", "悬疑"),
    ),
    User(
        "laoqian",  # preferences that hold on every topic
        sessions=(
            (
                "今年雨水多，院子里的丝瓜都烂了。趁我还记得，说两件事：我过日子看农历，"
                "你跟我说日子的时候顺便把农历也告诉我。",
                "还有我不用手机支付，出门只带现金，什么扫码的别推荐给我。",
                "“未雨绸缪”是什么意思？",
            ),
        ),
        facts=(
            Fact("laoqian.lunar", "preference", ("农历|阴历|lunar",)),
            Fact("laoqian.cash", "preference", ("现金|cash",)),
        ),
        questions=(
            Question("下个月我想去医院复查，帮我挑两个日子。", "laoqian.lunar"),
            Question("我想去杭州玩三天，出门要准备些什么？", "laoqian.cash"),
        ),
        forbidden=("未雨绸缪", "丝瓜"),
    ),
    User(
        "chenjie",  # two other people, each with their own attributes
        sessions=(
            (
                "我婆婆只会说温州话，普通话基本听不懂，去医院都得有人跟着翻译。",
                "儿子乐乐在读高三，明年6月高考，每天学到夜里一点，我看着都心疼。",
                "羽绒服怎么洗才不结块？",
            ),
        ),
        facts=(
            Fact(
                "chenjie.popo", "close_person", ("婆婆|mother-in-law", "温州|Wenzhou|方言|dialect")
            ),
            Fact("chenjie.lele", "close_person", ("乐乐|Lele", "高三|高考|gaokao|exam|senior")),
        ),
        questions=(
            Question("五一想带婆婆跟团出去玩几天，有什么要注意的？", "chenjie.popo"),
            Question("给儿子买点什么能帮到他？", "chenjie.lele"),
        ),
        forbidden=("羽绒",),
        idle=True,
    ),
    User(
        "xiaoyu",  # an exam being prepared for that changed, said with a signal
        sessions=(
            (
                "我在准备考研，目标是中国传媒大学的新闻学，每天在图书馆泡十个小时。",
                "考研英语作文有没有好用的模板？",
            ),
            (
                "计划有变：不考研了，我改考公务员，家里人都觉得稳定点。",
                "行测的数量关系怎么提速？",
            ),
        ),
        facts=(
            Fact(
                "xiaoyu.exam",
                "changed",
                ("公务员|公考|行测|civil",),
                old=("考研|研究生|graduate|postgrad|master",),
            ),
        ),
        questions=(
            Question("推荐几本适合我现在备考的书。", "xiaoyu.exam"),
            Question("每天的复习时间该怎么安排？", "xiaoyu.exam"),
        ),
    ),
    User(
        "aping",  # a new housekeeper, said only in passing
        sessions=(
            (
                "家里的钟点工刘阿姨每周二、周五来，可她老把我的衬衫熨出亮印子。",
                "真丝衬衫到底怎么熨？",
            ),
            (
                "周阿姨来了以后家里干净多了，今天还给我们包了一锅荠菜馄饨，我儿子吃了三碗。"
                "馄饨怎么冻才不粘在一起？",
            ),
        ),
        facts=(Fact("aping.ayi", "changed", ("周阿姨|Zhou",), old=("刘阿姨|Liu",)),),
        questions=(
            Question("下周我出差五天，帮我给家里阿姨写张交代事情的字条。", "aping.ayi"),
            Question("过年给家里阿姨包多少红包合适？", "aping.ayi"),
        ),
    ),
    User(
        "haoran",  # a weekend hobby that changed, said only in passing
        sessions=(
            (
                "我周末都去水库钓鱼，一坐一整天，钓到的鲫鱼拿回去给我妈炖汤。",
                "天热了，中午出门怎么防晒？",
            ),
            ("上周去湿地拍鸟，长焦镜头扛了一天，胳膊都快废了。有什么轻一点的三脚架推荐？",),
        ),
        facts=(
            Fact(
                "haoran.hobby",
                "changed",
                ("拍鸟|摄影|镜头|photo|bird|camera",),
                old=("钓鱼|fishing|angl",),
            ),
        ),
        questions=(
            Question("这个周末去哪儿玩比较好？", "haoran.hobby"),
            Question("生日想犒劳一下自己，买点什么好？", "haoran.hobby"),
        ),
        forbidden=("防晒",),
    ),
    User(
        "sisi",  # an assistant suggestion the user turns down
        sessions=(
            (
                "我家阳台朝西，下午晒得厉害，想装个帘子，有什么推荐？",
                "不要不要，我想要透光的纱帘，阳台上养了一堆多肉，得见光。我老公已经量好尺寸了。",
                "好吧，谢谢",
            ),
        ),
        replies=(
            (
                "我家阳台朝西，下午晒得厉害，想装个帘子，有什么推荐？",
                "可以试试宜家的蜂巢帘，或者装一套电动百叶窗，遮光隔热效果都很好。",
            ),
        ),
        facts=(
            Fact("sisi.succulents", "self_passing", ("多肉|succulent",)),
            Fact("sisi.west", "self_passing", ("朝西|西晒|west",)),
        ),
        questions=(
            Question("阳台上用什么样的花盆和土比较好？", "sisi.succulents"),
            Question("夏天阳台怎么降温？", "sisi.west"),
        ),
        forbidden=("宜家", "蜂巢", "百叶"),
    ),
    User(
        "dagang",  # a suggestion waved away, a budget and a father-in-law said in passing
        sessions=(
            (
                "推荐一款电动牙刷？预算300块以内。",
                "太花哨了，也不是我用。是给我岳父的，他戴了半口假牙，而且手抖得厉害。",
            ),
        ),
        replies=(
            (
                "推荐一款电动牙刷？预算300块以内。",
                "飞利浦钻石亮白系列和欧乐B的iO系列都很受欢迎，清洁力强，还能连App看刷牙报告。",
            ),
        ),
        facts=(
            Fact("dagang.budget", "self_passing", ("300",)),
            Fact(
                "dagang.father_in_law",
                "close_person",
                ("岳父|老丈人|father-in-law", "假牙|手抖|denture|tremor|shak"),
            ),
        ),
        questions=(
            Question("那到底买哪款牙刷合适？", "dagang.budget"),
            Question("过年给岳父买点什么好？", "dagang.father_in_law"),
        ),
        forbidden=("飞利浦", "欧乐", "钻石"),
    ),
    User(
        "xuefeng",  # a business partner's attribute, a hedge, a task
        sessions=(
            (
                "我合伙人老鲍晕车晕得厉害，坐车超过半小时就吐，所以出差我们只坐高铁，"
                "到了当地他宁可走路。",
                "可能明年在成都开个分店吧，不过我自己都不太信。",
                "帮我改改这句：“我们公司成立于2015年，至今已经十年有余了。”",
            ),
        ),
        facts=(Fact("xuefeng.bao", "close_person", ("老鲍|Bao", "晕车|carsick|motion")),),
        questions=(Question("下个月要和合伙人一起去宁波见客户，行程怎么安排？", "xuefeng.bao"),),
        forbidden=("成都", "分店"),
    ),
    User(
        "laozhang",  # tells nothing about himself: anything learned is invented
        sessions=(
            (
                "一斤等于多少克？",
                "《围城》是谁写的？",
                "谢谢啊",
            ),
        ),
        forbidden=("围城", "钱钟书", "一斤"),
    ),
)
