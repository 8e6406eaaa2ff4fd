import { foldAccents } from './text.ts';

/**
 * What the person trains, makes or studies with, in their words (decision 102): the phrase after a word of having or
 * using ("I've got a Beastmaker 1000 hangboard", "training on a Concept2 rower", "con mi Nikon D3500", "mit meinem
 * Roland FP-30X E-Piano", "عندي رينج لايت وترايبود"), cut into items at "and", commas and their like, and kept when it
 * names a thing: a word for gear in one of the four languages, or a brand's model (letters and digits, "DDJ-400",
 * "iPhone 13", "Cisco 2960"). A clause that says they lack it or will buy it names nothing ("no tengo pesas", "want to
 * buy a ring light eventually"). Reads the text as written (lower case, accents folded), so the person's words stay.
 */

/**
 * Lower case with accents off, letter for letter (so parse.ts can find the phrase in what the person wrote and keep
 * their spelling); the safety fold (safety/fold.ts) also rewrites Arabic letters and would lose it.
 */
const fold = foldAccents;

/** Words of having or using, before the thing. */
const CUE =
  /(?:\b(?:i (?:only |just |also |already |still )?have|i'?ve (?:only |just |also |already )?got|all i(?:'?ve)? (?:have|got) is|(?<=^|[.!?,;]\s?)(?:got|have|(?:also|just|only) have|own)|my (?:equipment|gear|kit|setup)(?: is|:)|mein (?:equipment|setup|zeug)(?: ist|:)|(?:i )?picked up|(?:i )?have access to|cuento con|dispongo de|ando con|zur verfugung stehen? mir|ich hab(?:e)? zugang zu(?:m|r)?|i hab|ich besitze|besitze|hab(?:e)? (?:ich )?mir|auf (?:dem|meinem|meiner|einem|einer)|i play (?:on )?(?:an?|my|the)|play (?:on )?my|spiele (?:auf )?(?:einem|einer|meinem|meiner|dem|der)|toco (?:en )?(?:una?|mi|el|la)|i got|we have|i own|i bought|i use|uses|i'?m using|using|use (?:the|my)|i inherited|inherited|(?:i )?rented|(?:i )?borrowed|(?:i )?downloaded|(?:gave|lent|lend|handed) me|me regalaron|me regalo|me compre|alquile|me (?:presto|prestaron|dio|dieron|bajo|baje)|me baje|geliehen|(?:hab|habe) (?:ich )?(?:mir )?(?:ne|nen|ein|eine|einen)|ha (?:es|en|e)|(?:im|in der|in meinem) (?:fitnessstudio|studio|gym) (?:gibts|gibt es|hat es|steht)|en el (?:gym|gimnasio) (?:hay|tienen|tenemos)|in the gym (?:there'?s|there are|we have)|solo tengo|tengo solo|hab(?:e)? (?:ich )?nur|ich hab(?:e)? nur|(?:will|mochte) (?:das|die|den|mein\w*)|am|i sew on|i ride|i shoot with|shooting with|training on|practi[cs]ing on|with (?:my|a|an|the)|on (?:my|a|an|the)|my gym has|there'?s an?|just got an?|plus an?|tengo|uso|practico con|con (?:mi|un|una)|en casa tengo|ich hab(?:e)?|hab(?:e)? (?:ich )?(?:eine?n?|nen|ne)|ich nutze|nutze|mit (?:meinem|meiner|meinen|einem|einer|dem|der|nem|ner)|ich fahre (?:ein|eine|einen)|zuhause steht|im keller hab ich|gibt es|steht)\s|(?:عندي|عندنا|معي|لدي|لديّ|ولدي|استخدم|أستخدم|بستخدم|باستخدام|استاجرت|استأجرت|استعرت|عطاني|اعطاني|جابلي|فيه|يوجد|بصور ب|بصور بـ|اعطاني|أعطاني|شريت|اشتريت|استغل|أستغل|بالبيت عندي|معايا|معاي|جبت|جبتلي|لدي)\s)/gu;
/** A clause that says the thing is lacking, wanted, or someone else's. */
const LACKS =
  /\b(?:no|not|don'?t|dont|haven'?t|havent|can'?t|cant|without|want to (?:buy|get)|wants? me to (?:buy|get)|told me to (?:buy|get)|need to (?:buy|get)|should (?:buy|get)|thinking (?:about|of) (?:buying|getting)|eventually|yet|no tengo|ni|sin|quiero comprar|me quiero comprar|kein\w*|nicht|ohne|will (?:mir )?(?:eine?n? )?kaufen)\b|(?:ما عندي|ماعندي|مش عندي|بدون|ما في|مافي|لا املك|ابي اشتري|عايز اشتري)/u;
/** Where an item's phrase ends: the context that follows a thing ("from my PT", "last week", "in the basement"). */
const ITEM_END =
  /\s(?:gekauft|besorgt|geholt|zugelegt|gemietet|geliehen|ausgeliehen|geschenkt|bestellt|uben|machen|trainieren|spielen|nutzen|benutzen|ist|sind|steht|liegt|rented|borrowed|\d+\s?(?:x|times|days?|hours?|hrs?|min\w*)|quiero|voy|puedo|estoy|will|mochte|kann|bin|ابي|اريد|عايز|from|for|in|on|at|to|zu|zuhause|with|between|before|after|until|by|this|next|every|each|con|mit|bis|vor|nach|that|which|since|last|collecting|sitting|hung|above|i|im|i'?m|my|so|but|because|when|while|de segunda|que|para|por|en|desde|porque|pero|im|als|auf|zum|zur|fur|weil|aber|seit|في|من|عشان|علشان|لان|بس|للتدرب)\s/u;
const SPLIT = /\s*(?:,|،|;|\+|\band\b|&|\bplus\b|\band also\b|\s[ye]\s|\bund\b|\bsowie\b|\s+و(?=\S))\s*/u;
const LEADING =
  /^(?:(?:only|just|nomas|solo|solamente|mir|بس|عندي|وعندي|عندنا|وعندنا|معي|ومعي|لدي|ولدي|a|an|the|my|some|two|three|a pair of|a set of|un par de|ein paar|nur|pair of|set of|a couple of|cheap|old|new|used|little|small|big|un|una|unos|unas|mi|mis|el|la|los|las|ein|eine|einen|einem|einer|nem|ne|nen|meine?n?|alte[nr]?|kleine[nr]?|\d+)\s+)+/u;

/** Things one trains, makes, plays, films or studies with (word starts, folded). */
const GEAR_WORDS = [
  // Training
  'hangboard',
  'fingerboard',
  'rower',
  'erg',
  'rowing',
  'trainer',
  'turbo',
  'treadmill',
  'bike',
  'bicycle',
  'peloton',
  'rollator',
  'walker',
  'cane',
  'crutch',
  'dumbbell',
  'barbell',
  'kettlebell',
  'plates',
  'rack',
  'bench',
  'resistance band',
  'loop band',
  'mini band',
  'theraband',
  'loop',
  'foam roller',
  'roller',
  'mat',
  'ball',
  'rings',
  'bar',
  'rope',
  'vest',
  'poles',
  'skis',
  'gloves',
  'heavy bag',
  'bag',
  'buoy',
  'fins',
  'paddles',
  'kickboard',
  'pool',
  'stepper',
  'ergometer',
  'weights',
  'watch',
  'garmin',
  'forerunner',
  'strap',
  'hrm',
  'monitor',
  'tracker',
  'stairs',
  'staircase',
  'air fryer',
  'airfryer',
  'thermomix',
  // Making and playing
  'oven',
  'scale',
  'banneton',
  'pot',
  'pan',
  'skillet',
  'wok',
  'mixer',
  'cutter',
  'machine',
  'needles',
  'dpns',
  'swift',
  'hook',
  'loom',
  'sewing',
  'printer',
  'guitar',
  'acoustic',
  'piano',
  'keyboard',
  'ukulele',
  'violin',
  'drum',
  'pad',
  'sticks',
  'amp',
  'verstarker',
  'controller',
  'headphones',
  'mic',
  'microphone',
  'interface',
  'bags',
  'watering',
  'meter',
  'pruner',
  'shears',
  'pots',
  'planter',
  'raised bed',
  'easel',
  'brushes',
  'pens',
  'markers',
  'sketchbook',
  'yoga',
  'metronome',
  'notebook',
  'canon',
  'nikon',
  'sony',
  'fujifilm',
  'gym',
  'chair',
  'step',
  'burner',
  'hob',
  'stove',
  'microwave',
  'pencils',
  'ink',
  'garageband',
  'audacity',
  'procreate',
  'krita',
  // Filming and computing
  'camera',
  'lens',
  'tripod',
  'light',
  'softbox',
  'speedlite',
  'flash',
  'diffuser',
  'filters',
  'gimbal',
  'drone',
  'gopro',
  'iphone',
  'phone',
  'laptop',
  'macbook',
  'thinkpad',
  'computer',
  'pc',
  'tablet',
  'ipad',
  'wacom',
  'switch',
  'router',
  'account',
  'app',
  'anki',
  'packet tracer',
  'vs code',
  'jupyter',
  'capcut',
  'resolve',
  'rekordbox',
  'yousician',
  'simply piano',
  // Making, fixing and studying (decision 128)
  'sander',
  'drill',
  'saw',
  'yarn',
  'wool',
  'goggles',
  'racket',
  'racquet',
  'paddle',
  'dictionary',
  'whiteboard',
  'tuner',
  'leg press',
  'cable',
  'cross trainer',
  'elliptical',
  'power meter',
  'punching bag',
  'chessboard',
  'chess board',
  'cello',
  'viola',
  'flute',
  'saxophone',
  'trumpet',
  // Spanish
  'bici',
  'cinta',
  'mancuerna',
  'pesas',
  'barra',
  'esterilla',
  'pelota',
  'goma',
  'banda',
  'multipresa',
  'camara',
  'objetivo',
  'tripode',
  'filtro',
  'movil',
  'portatil',
  'horno',
  'bascula',
  'olla',
  'casco',
  'zapatillas',
  'maquina',
  'teclado',
  'guitarra',
  'ukelele',
  'router',
  'tableta',
  'reloj',
  'freidora',
  'escaleras',
  'comba',
  'silla',
  'pesa',
  'soga',
  'tela',
  'celular',
  'audifonos',
  'compu',
  'computadora',
  'fl studio',
  'hornillo',
  'microondas',
  'lapices',
  'discos',
  'liga',
  'violin',
  'afinador',
  'pala',
  'raqueta',
  'grua',
  'cama articulada',
  'agujas',
  'lana',
  'diccionario',
  'pizarra',
  'gafas de natacion',
  'taladro',
  'lijadora',
  'sierra',
  'elíptica',
  'eliptica',
  'prensa',
  'violonchelo',
  'flauta',
  // German
  'hantel',
  'kurzhantel',
  'langhantel',
  'hantelbank',
  'rad',
  'fahrrad',
  'e-bike',
  'ergometer',
  'laufband',
  'matte',
  'klimmzugstange',
  'gymnastikball',
  'kamera',
  'objektiv',
  'stativ',
  'softbox',
  'e-piano',
  'klavier',
  'gitarre',
  'topf',
  'garkorb',
  'kuchenwaage',
  'waage',
  'backofen',
  'nahmaschine',
  'rollator',
  'gehstock',
  'testabo',
  'rechner',
  'handy',
  'tablet',
  'trainingsband',
  'springseil',
  'treppenhaus',
  'treppe',
  'flachbank',
  'stuhl',
  'yogamatte',
  'metronom',
  'staffelei',
  'pulsuhr',
  'fitnessstudio',
  'hallenbad',
  'stocke',
  'herdplatte',
  'mikrowelle',
  'beinpresse',
  'crosstrainer',
  'wattmesser',
  'powermeter',
  'velo',
  'rennrad',
  'griffbrett',
  'gehorschutz',
  'knetball',
  'handtrainer',
  'liegestutzgriffe',
  'spachtel',
  'zahnspachtel',
  'worterbuch',
  'cello',
  'geige',
  'bratsche',
  'querflote',
  'schwimmbrille',
  'bohrmaschine',
  'akkuschrauber',
  'schleifmaschine',
  'sage',
  'schlager',
  'tartanbahn',
  'sandsack',
  // Arabic
  'دراجه',
  'دراجة',
  'عجله',
  'مشايه',
  'جهاز',
  'دمبل',
  'اوزان',
  'أوزان',
  'بار',
  'مطاط',
  'باند',
  'حبل',
  'سجاده',
  'كاميرا',
  'عدسه',
  'عدسة',
  'ترايبود',
  'حامل',
  'رينج',
  'اضاءه',
  'موبايل',
  'جوال',
  'لابتوب',
  'سويتش',
  'راوتر',
  'سماعات',
  'عود',
  'جيتار',
  'بيانو',
  'احواض',
  'أحواض',
  'مقص',
  'فرن',
  'ميزان',
  'سيكل',
  'اورغ',
  'أورغ',
  'عارضه',
  'عارضة',
  'عقله',
  'عقلة',
  'قلايه',
  'قلاية',
  'ثيرمومكس',
  'جارمن',
  'غارمن',
  'السلم',
  'مكنه',
  'مكنة',
  'ماكينه',
  'ماكينة',
  'تريدميل',
  'مشايه',
  'مشاية',
  'كرسي',
  'سجادة',
  'دفتر',
  'مصحف',
  'ساعه',
  'فوم',
  'رولر',
  'ووكر',
  'سبوره',
  'طابه',
  'كره',
  'مسبح',
  'نظاره',
  'مثقاب',
  'دريل',
  'قاموس',
  'مرش',
  'مجرفه',
  'مضرب',
  'كيس ملاكمه',
  'قفازات',
  'جوانتي',
  'بسكليت',
  'راك',
  'كيبل',
  'رقعه',
  'ماك',
  'ابلكيشن',
  'برنامج',
  // "كمان" alone is "also" or "in (three months)": the violin is "الكمان".
  'الكمان',
  'ناي',
  'تطبيق',
  'انكي',
  'جوتي',
  'كوتشي',
  'اقلام',
  'قلم',
  'حبر',
]
  // Arabic writes a word's last letter as ه or ة: both are read.
  .flatMap((word) => (/[\u0600-\u06ff]ه$/u.test(word) ? [word, `${word.slice(0, -1)}ة`] : [word]))
  .map((word) => fold(word));
const GEAR = new RegExp(
  String.raw`(?:^|[\s-])(?:miet|leih)?(?:${GEAR_WORDS.map((w) => w.replace(/[-\s]/gu, String.raw`[-\s]?`)).join('|')})`,
  'u',
);
/** A brand's model: a token of letters and digits ("x-t30", "ddj-400", "a54", "2i2"), or digits after a brand word. */
const MODEL = /(?:^|\s)(?=[\p{L}\d-]*\p{L})(?=[\p{L}\d-]*\d)[\p{L}\d][\p{L}\d-]*(?:\s|$)|\b[a-z]{3,}\s\d{2,4}\b/u;
/** A date, a weight, a time or a count: letters and digits that are not a model ("14th", "10kg", "5am", "3x"). */
const AMOUNT =
  /^\d+(?:\.\d+)?\s?(?:st|nd|rd|th|kg|kgs|lbs?|km|mi|am|pm|h|hrs?|min|mins|x|k|m|cm|%)?(?:\s(?:of|de|del))?$/u;
const NOT_GEAR =
  /\b(?:exam|test|interview|deadline|job|kids?|children|hours?|minutes?|mins?|hrs?|kms?|reps|sets|times|maybe|about|around|like|time|day|week|month|year|weeks|months|asthma|diabetes|injury|surgery|pain|examen|entrevista|prufung|termin)\b|(?:^|\s)(?:ال)?(?:خطه|امتحان|مقابله|انترفيو|انترفيوا|شغل|شهور|اسابيع|ايام|سنين|ساعات|دقايق|شهر|اسبوع|يوم|سنه)(?=\s|$)/u;

/** What a list of things had may also hold that is not a thing: time, feelings, people, money. */
const NOT_A_THING =
  /\b(?:lot|lots|bit|stress|motivation|energy|patience|money|budget|space|room|experience|knowledge|access|idea|ideas|plan|goal|problem|problems|issue|issues|fear|anxiety|family|friends?|partner|wife|husband|boss|dog|cat|job|work|school|life|nothing|everything|something|anything|some|few|no|none|arthritis|tendinitis|injur\w*|pain|ache|sore|bad|knees?|back|shoulders?|hips?|condition|doctor|physio|zeit|geld|lust|tiempo|dinero|ganas|it|them|one|ones|wedding|trip|holiday|vacation|race|competition|match|game|tournament|recital|concert|gig|presentation|meeting|appointment|kids?|boda|viaje|vacaciones|carrera|competencia|partido|torneo|concierto|cita|ninos|hijos|hochzeit|reise|urlaub|wettkampf|turnier|konzert|kinder|semanas?|mes|meses|dias?|horas?|wochen?|monate?|tage?|stunden?|\w+itis|\w+algia|sciatica|ciatica|ischias|anos|years?|jahre\w*|hausarbeit|essay|thesis|tesis|hernia\w*|fascitis|fasciitis|tinnitus|asthma|asma|lesion\w*|verletzung\w*|bandscheibe\w*|neighbou?rs?|brother|sister|mom|mum|dad|grandma|grandpa|grandad|friend|cousin|uncle|aunt|carnal|vecin[oa]s?|herman[oa]s?|abuel[oa]s?|mama|papa|madre|padre|suegr[oa]|amig[oa]s?|ti[oa]|primo|prima|fisio\w*|nachbar\w*|bruder|schwester|oma|opa|mutter|vater|freund\w*|onkel|tante|physio\w*)\b|اصاب\S*|جار\S*|اخوي|اختي|امي|ابوي|خالي|عمي|صاحبي|الفيزيو|انزلاق|فتق/u;

/** A thing before the word of having, in German word order (folded text). */
const THING_FIRST =
  /(?:^|[.,;!?]\s*|\bund\s+)(?:eine?n?|ne|nen|ein)\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s+(?:hab|habe|besitze)\s+ich\b|\bmein(?:e|en)?\s+([\p{L}-]+)\s+(?:steht|liegt|hangt)\b/gu;

/** Things no one names but to train, cook or breathe with (folded), read without a word of having (decision 122). */
const NAMED_ANYWHERE =
  /(?<![\p{L}])((?:electric |gas |induction )?(?:burners?|hobs?)|herdplatten?|kochplatten?|hornill[ao]s?|microwave|mikrowelle|microondas|inhalers?|inhalator|asthmaspray|inhalador|treadmill|laufband|cinta de correr|rollators?|andador|gehstock|krucken|muletas|crutches|wheelchair|rollstuhl|silla de ruedas|therabands?|yoga ?blocks?|yoga-?blocke?|yogabl(?:o|ö)cke?|bloques? de yoga|ring ?lights?|ringlicht|tripods?|stativ|tripodes?|floor sanders?|parkettschleifer|schleifmaschine|lijadora|hangboards?|fingerboards?|faszienrolle|foam rollers?|(?:ال)?عكاز|(?:ال)?ووكر|(?:ال)?رينج لايت|(?:ال)?ترايبود|كرسي متحرك|(?:ال)?تريدميل|(?:ال)?تردميل|بخاخ(?:ه|ة)?|(?:ال)?ميكروويف)(?![\p{L}])/gu;
/**
 * The apps and programs people learn, make, train and study with, known by name (decision 128): read wherever they
 * are named ("learning figma", "editing in davinci resolve", "on duolingo", "بعدل عاللايتروم"), unless the clause says
 * they are lacking or someone else's ("my friend has babbel but i dont").
 */
const KNOWN_TOOLS =
  /(?<![\p{L}])((?:duolingo|babbel|busuu|memrise|rosetta stone|pimsleur|italki|preply|anki|quizlet|notion|obsidian|figma|adobe xd|photoshop|lightroom|illustrator|indesign|premiere(?: pro)?|after effects|davinci(?: resolve)?|final cut(?: pro)?|capcut|imovie|audacity|ableton(?: live)?|fl studio|garageband|logic pro|musescore|sibelius|yousician|simply piano|flowkey|strava|zwift|trainerroad|garmin connect|myfitnesspal|ynab|excel|google sheets|vs ?code|visual studio|pycharm|intellij|jupyter|packet tracer|gns3|leetcode|hackerrank|chess\.com|lichess|canva|blender|unity|unreal(?: engine)?|procreate|krita|gimp|inkscape|uworld|amboss|khan academy|coursera|udemy|codecademy|freecodecamp|tableau|power bi|autocad|fusion 360|sketchup|revit|solidworks|lightburn|cricut design space)|(?:[وبع]|عل|على )?(?:ال)?(?:دولينجو|دوولينجو|بابل|انكي|أنكي|نوشن|فيجما|فوتوشوب|لايت ?روم|لايتروم|اللايتروم|بريمير|بريميير|كاب ?كات|اكسل|إكسل|كانفا|بلندر|يوسيشن|باكيت تريسر|تشيس دوت كوم|سترافا|زويفت|يوورلد|ليت ?كود|اوتوكاد|أوتوكاد))(?![\p{L}])/gu;
/** Whose the thing is, when it is not the person's: "my roommate has a peloton", "mein Freund hat Rosetta Stone". */
const SOMEONE_ELSES =
  /\b(?:friend|roommate|flatmate|brother|sister|wife|husband|partner|boyfriend|girlfriend|dad|mom|mum|son|daughter|colleague|amig[oa]|herman[oa]|novi[oa]|espos[oa]|freund\w*|bruder|schwester|mitbewohner\w*|kolleg\w*)\b[^.,;]{0,15}\b(?:has|had|uses|tiene|usa|hat|nutzt)\b|(?:صاحبي|اخوي|أخوي|اختي|أختي)\s(?:عنده|عندها|بيستخدم)/u;

/** Said of a thing one no longer has: "my treadmill broke", "la cinta se rompió", "das Laufband ist kaputt". */
const GONE =
  /\b(?:broke|broken|died|is dead|sold|gave (?:it )?away|got rid of|gone|se (?:me )?rompio|rot[oa]|no funciona|la vendi|lo vendi|kaputt\w*|verkauft|defekt|geht nicht mehr)\b|خرب\S*|باظ|بايظ|انكسر\S*|بعته|بعتها/u;
/** A word that can describe such a thing ("2 electric", "gym", "blue"), not a verb or a clause word before it. */
const MODIFIER =
  /^(?:\d+|two|three|electric|gas|induction|gym|home|old|new|cheap|blue|small|little|mini|portable|zwei|drei|elektrische\w*|kleine\w*|alte\w*|dos|tres|electric[oa]s?|pequen[oa]s?|viej[oa]s?)$/u;

/** A thing named as one: right after the word of having, or with an article ("and a campus board"). */
const DETERMINER =
  /^(?:a|an|the|my|some|two|three|a pair of|un par de|un|una|unos|unas|mi|mis|el|la|los|las|ein|eine|einen|einem|nen|ne|meine?n?)\s/u;

/** The words of having (not of place or company: "on my", "with a"), after which a thing named is a thing had. */
const HAVING =
  /^(?:(?:i )?(?:only |just |also |already |still )?have|own|got|i'?ve (?:only |just |also |already )?got|i got|we have|i own|i bought|i use|i'?m using|using|i inherited|inherited|(?:i )?rented|(?:i )?borrowed|(?:i )?downloaded|(?:gave|lent|lend|handed) me|tengo|tenemos|uso|me (?:presto|prestaron|dio|dieron|regalaron|regalo|compre|baje)|alquile|cuento con|dispongo de|solo tengo|tengo solo|ich hab(?:e)?|hab(?:e)?.*|ich besitze|besitze|ich nutze|nutze|geliehen|ha (?:es|en|e)|عندي|عندنا|معي|لدي|ولدي|استخدم|أستخدم|بستخدم|باستخدام|استاجرت|استأجرت|استعرت|عطاني|اعطاني|شريت|اشتريت|معايا|معاي|جبت|جبتلي)$/u;

/** The clause a thing is named in, up to it: from the last sentence or clause mark before `index`. */
function clauseBefore(text: string, index: number): string {
  const start = Math.max(...[...'.,;!?('].map((mark) => text.lastIndexOf(mark, index)), 0);
  return text.slice(start, index);
}

export function readGear(written: string): string[] {
  const text = fold(written).replace(/\s+/gu, ' ');
  const found: string[] = [];
  for (const match of text.matchAll(CUE)) {
    const start = match.index + match[0].length;
    const clauseStart = Math.max(text.lastIndexOf('.', match.index), text.lastIndexOf(',', match.index), 0);
    if (LACKS.test(text.slice(clauseStart, start))) continue;
    const rest = text.slice(start, start + 90).split(/[.!?;:()\n؛]|\s-\s|\p{Extended_Pictographic}/u)[0] ?? '';
    const items: string[] = [];
    let listHasGear = false;
    for (const [index, part] of rest.split(SPLIT).entries()) {
      // "my" ends an item ("a bike my brother gave me") but also begins one ("I have my grandad's OM-1").
      const bare = part.trim().replace(LEADING, '');
      const cut = ITEM_END.exec(` ${bare} `);
      const item = (cut ? ` ${bare} `.slice(0, cut.index) : bare).trim().replace(LEADING, '').trim();
      const words = item.split(' ').filter(Boolean);
      if (words.length === 0 || words.length > 5 || NOT_GEAR.test(item) || LACKS.test(item)) continue;
      if (GEAR.test(item) || (MODEL.test(` ${item} `) && !AMOUNT.test(item))) {
        found.push(item);
        listHasGear = true;
      } else if (
        words.length <= 3 &&
        (index === 0 || DETERMINER.test(part.trim())) &&
        !/^\S+ing\b/u.test(item) &&
        !AMOUNT.test(item) &&
        !NOT_A_THING.test(item)
      ) {
        items.push(item);
        // After a word of having, "a" or "my" before a noun names a thing had, on a list of known gear or not:
        // "rented a floor sander", "tengo una desbrozadora", "hab ne Gießkanne", "استأجرت الة" (decision 125).
        const named = DETERMINER.test(part.trim()) || /^ال/u.test(part.trim());
        if (HAVING.test(match[0].trim()) && named) listHasGear = true;
      }
    }
    // One list of things had: beside a printer, "index cards" and "sleeves" are things too (decision 096).
    if (listHasGear) found.push(...items);
  }
  // Things only ever trained or cooked with, named without a word of having ("I use the gym treadmill when it's
  // freezing" has one, "tiny kitchen, 2 electric burners and a microwave" and "على التريدميل في البيت" have none): the
  // thing with up to two words before it, unless the clause says it is lacking (decision 122).
  for (const match of text.matchAll(NAMED_ANYWHERE)) {
    const before = clauseBefore(text, match.index);
    const after = text.slice(match.index + match[0].length).split(/[.,;!?()]/u)[0] ?? '';
    if (LACKS.test(before) || GONE.test(after)) continue;
    const modifiers = before
      .trim()
      .split(' ')
      .filter(Boolean)
      .slice(-2)
      .filter((word, i, all) => MODIFIER.test(word) && all.slice(i).every((w) => MODIFIER.test(w)));
    const item = [...modifiers, match[1]!].join(' ').replace(LEADING, '').trim();
    if (item) found.push(item);
  }
  for (const match of text.matchAll(KNOWN_TOOLS)) {
    const before = clauseBefore(text, match.index);
    if (LACKS.test(before) || SOMEONE_ELSES.test(before)) continue;
    found.push(match[1]!.replace(/^(?:[وبع]|عل|على )?(?:ال)?(?=\S{4})/u, ''));
  }
  // German puts the thing first: "eine Staffelei hab ich schon", "mein Laufband steht im Wohnzimmer".
  for (const match of text.matchAll(THING_FIRST)) {
    const item = (match[1] ?? match[2] ?? '').trim();
    if (item && (GEAR.test(item) || MODEL.test(` ${item} `)) && !LACKS.test(item)) found.push(item);
  }
  // A thing named anywhere may already be inside one read after a word of having ("beastmaker 1000 hangboard").
  return withoutInner(found);
}

/** Items inside a longer one said ("rower" in "concept2 rower"), once. */
export function withoutInner(items: readonly string[]): string[] {
  // Compared without hyphens and spaces: "pull up bar" is the "pull-up bar" label.
  const key = (item: string) => item.toLowerCase().replace(/[-\s]/gu, '');
  const unique = items.filter((item, i) => items.findIndex((other) => key(other) === key(item)) === i);
  return unique.filter((item) => !unique.some((other) => other !== item && key(other).includes(key(item))));
}

/**
 * Whether the clause an item is said in says it is lacking or wanted ("i dont have a bike yet", "no tengo pesas ni
 * ningún equipo") or is not a thing at all ("a bar exam"): for items any reader found.
 */
export function saidAsLacking(written: string, item: string): boolean {
  const text = fold(written).replace(/\s+/gu, ' ');
  const at = text.indexOf(fold(item).trim());
  if (at < 0) return false;
  const clauseStart = Math.max(text.lastIndexOf('.', at), text.lastIndexOf(',', at), text.lastIndexOf(' but ', at), 0);
  const after = text.slice(at + item.length, at + item.length + 12);
  // "keine hanteln" read as a thing had by a reader that takes any word before the thing.
  const negated = /^(?:no|kein\w*|sin|ningun\w*|ni)\s(?!equipment\b)/u.test(fold(item).trim());
  return (
    negated || LACKS.test(text.slice(clauseStart, at)) || /^\s?(?:exam|test|interview|examen|prufung)\b/u.test(after)
  );
}
