import type { TIntent } from '@ito/contracts/agent/plan';

/**
 * Who is asking: their level, injuries or conditions to plan around, the equipment they have and what they can spend.
 * Each is a table of patterns over the normalised text, checked in order.
 */

type Level = TIntent['level'];

// Beginner is checked first: "haven't run in years" must not read as "years" of experience.
const LEVEL_RULES: ReadonlyArray<readonly [RegExp, Level]> = [
  [
    /\b(?:beginner|beginer|begginer|novice|newbie|noob|new to|first time|first ever|from scratch|from zero|couch)\b/,
    'beginner',
  ],
  [
    /\b(?:never|havent|haven'?t|have not|hadn'?t|not been|not done|stopped|quit)\b[^.]{0,30}\b(?:in|for) (?:years|ages|a long time|a while|forever)\b/,
    'beginner',
  ],
  [
    /\b(?:i'?ve never|i have never|i never|never (?:been|done|tried|run|ran|lifted|studied|learned|learnt|spoken|meditated|exercised|worked out|invested|saved|had))\b/,
    'beginner',
  ],
  [
    /\b(?:out of shape|unfit|not (?:very |at all )?fit|just (?:starting|started)|starting out|getting back into|no experience|zero experience|complete(?:ly)? new|total(?:ly)? new|basics)\b/,
    'beginner',
  ],
  [
    /\b(?:advanced|experienced|competitive|compete|competing|expert|professional|seasoned|years of experience|personal best|pb|pr|elite|sub \d|fluent already|already fluent)\b/,
    'advanced',
  ],
  [
    /\b(?:been|ve been|have been) (?:running|lifting|training|playing|studying|learning|investing|doing (?:it|this)|working out)\b[^.]{0,20}\bfor (?:many |several |a few |\d+ |two |three |four |five |ten )?years\b/,
    'advanced',
  ],
  [
    /\b(?:intermediate|some experience|a bit of experience|used to|occasionally|already (?:run|lift|know|speak|have|do)|on and off|rusty|decent)\b/,
    'intermediate',
  ],
  [
    /\bcan (?:already )?(?:run|jog|do|hold) (?:a |about |around )?\d+(?:\.\d+)? ?(?:k|km|miles?|minutes?|mins?|push|pull|squats?|chin)\b/,
    'intermediate',
  ],
  // A CEFR level is where they are only when they say so ("I'm B1"); "reach B2" is a target.
  [/\b(?:i'?m|i am|currently|now|level is|at) (?:an? |at )?(?:a1|a2)\b/, 'beginner'],
  [/\b(?:i'?m|i am|currently|now|level is|at) (?:an? |at )?(?:b1|b2)\b/, 'intermediate'],
  [/\b(?:i'?m|i am|currently|now|level is|at) (?:an? |at )?(?:c1|c2)\b/, 'advanced'],
];

export function readLevel(text: string): Level | null {
  for (const [pattern, level] of LEVEL_RULES) if (pattern.test(text)) return level;
  return null;
}

// A body part only counts as an injury when a word of pain or damage is near it ("my knee hurts", "bad back").
const BODY_PARTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bknees?\b/, 'knee'],
  // The person's words where they are more precise ("lower back" stays "lower back").
  [/\blower back\b/, 'lower back'],
  [/\bupper back\b/, 'upper back'],
  [/\bback\b/, 'back'],
  [/\bankles?\b/, 'ankle'],
  [/\bhips?\b/, 'hip'],
  [/\bshoulders?\b/, 'shoulder'],
  [/\bwrists?\b/, 'wrist'],
  [/\bneck\b/, 'neck'],
  [/\bhamstrings?\b/, 'hamstring'],
  [
    /\b(?:achilles|calf|calves|achillessehne\w*|aquiles|gemelos?|pantorrillas?|waden?)\b|(?:ال)?(?:اكيليس|اكيلس|اخيل)|سمان(?:ه|ة)|بط(?:ه|ة) الساق/u,
    'achilles or calf',
  ],
  [/\bfoot|feet\b/, 'foot'],
  [/\belbows?\b/, 'elbow'],
  // Fingers and hands, of climbers, players and typists (decision 125); not "on the other hand" or "hand in".
  [/\b(?:fingers?|finger pulley|dedos?|fingern?|ringfinger|mittelfinger|zeigefinger)\b|اصبع\S*|صباع\S*/u, 'finger'],
  [/\b(?:thumbs?|pulgar(?:es)?|daumen)\b|ابهام\S*|الابهام/u, 'thumb'],
  [
    /\b(?<!other |second |by |at |first |upper )(?:hands?|manos?|hand|hande)\b(?! (?:in|it|over|out|made|written|held|wash\w*))|(?:^|\s)(?:يدي|ايدي|ايديا|اليد|ايدي)(?:\s|$)/u,
    'hand',
  ],
  // Spanish, German and Arabic, read on canonical text (accents folded; decision 102).
  // "ركبت" alone is "I rode" or "I fitted": the knee is "ركبتي", "ركبتين", "الركبة".
  [/\b(?:rodillas?|knie|knies)\b|ركبت(?:ي|ين|ك|ه|ها|يا)|ركبه|ركبة|الركبه|الركبة/u, 'knee'],
  [
    /\b(?:zona lumbar|lumbares?|la lumbar|lumbago|lumbalgia|unterer? rucken|lendenwirbel\w*)\b|اسفل (?:ال)?ظهر\S*|أسفل الظهر|ضهري من تحت|ظهري من تحت/u,
    'lower back',
  ],
  [/\b(?:espalda|rucken)\b|ظهري|الظهر|ضهري|الضهر/u, 'back'],
  [/\b(?:tobillos?|knochel|sprunggelenk)\b|كاحل\S*|الكاحل/u, 'ankle'],
  [/\b(?:caderas?|hufte|huften)\b|وركي|الورك/u, 'hip'],
  [/\b(?:hombros?|schulter|schultern)\b|كتفي|الكتف/u, 'shoulder'],
  [/\b(?:munecas?|handgelenk\w*)\b|رسغي|الرسغ|معصمي|المعصم/u, 'wrist'],
  [/\b(?:cuello|nacken|hals)\b|رقبتي|الرقبه|الرقبة/u, 'neck'],
  [/\b(?:isquios?|isquiotibiales|oberschenkelruckseite)\b|الهامسترينغ|العضله الخلفيه|العضلة الخلفية/u, 'hamstring'],
  [/\b(?:codos?|ellbogen|ellenbogen)\b|كوع\S*|الكوع|مرفق\S*|المرفق/u, 'elbow'],
  [/\b(?:shins?|espinillas?|schienbein\w*)\b|قصب(?:ه|ة) (?:ال)?(?:ساق|رجل)/u, 'shin'],
  [/\b(?:jaw|mandibula|kiefer\w*)\b|فكي|الفك/u, 'jaw'],
  [/\b(?:traps|trapezius|trapecios?|trapez\w*|nackenmuskel\w*)\b/u, 'trapezius'],
  [/\b(?:pie|pies|fuss|fusse)\b|قدمي|رجلي/u, 'foot'],
];
const PAIN =
  /\b(?:instabil|unstable|inestable|banderdehnung|banderriss|umgeknickt|verstaucht|knackt|knacken|clicks?|clicking|cruje|crujen|se me cargan?|sturz|caida|cargad[oa]|verspann\w*|schwach|debil|flojo|floja|duele|duelen|dolor|molesti\w*|lesion\w*|operaron|operacion|cirugia|torci|esguince|rotura|roto|tendinitis|artrosis|weh|schmerz\w*|probleme?|verletz\w*|op|operiert|zerrung|arthrose|gerissen|entzundung|zickt|zwickt|ziept|muckt|mault|meckert|molest\w*|acts up|acting up|playing up|plays up|niggl\w*|twinge\w*|grumbl\w*|bad|sore|dodgy|weak|injured|injury|injuries|hurt|hurts|hurting|pain|painful|problems?|issues?|surgery|torn|tear|sprained|sprain|achy|aching|aches|ache|recovering|rehab|arthritis|busted|stiff|tendonitis|tendinitis|strain|strained|tweak|tweaked|flare|flares|flaring|replacement|replaced|epicondylitis|tendinopathy|bursitis|fracture|fractured|broke|broken|operated|operation|chronic|hurts?|flared|wrecked|killing me|tight|tightness|tocad[oa]|kaputt\w*|nicht mehr ok|macht(?: \w+){1,4} zu|cranky|sketchy|grumpy|iffy|angry|fussy|swollen|swelling|inflamed|irritated|overuse\w*|gives? out|giving out|gave out|locks? up|locking up|rolled|popped|tender|not (?:100|great|right|happy)|resentid[oa]|delicad[oa]|sobrecarga\w*|inflamad[oa]|hinchad[oa]|fastidiad[oa]|jodid[oa]|me da (?:guerra|lata|problemas)|angeschlagen|uberlastet|uberlastung|gereizt|reizung|entzundet|angerissen|\w+riss|meldet sich|macht (?:arger|arger|probleme|stress|mucken)|geschwollen|cramp\w*|dislocat\w*|rompi\w*|machen (?:arger|probleme|stress)|luxacion|luxad[oa]|ausgerenkt|ausgekugelt|se (?:me )?quejan?|quej\w*|clic|hace clic|verhartet|blockiert|dick|tensa|tenso|cargad\w*|no (?:me )?aguantan?|resienten?|resiente|jungste)\b|يزعجني|بيزعجني|عم يزعجني|يطق|بيطق|عم يطق|مرهق\S*|يتعبوني|بيتعبوني|ملتهب\S*|التهاب|متورم\S*|وارم\S*|مش مظبوط\S*|بتتعبني|تتعبني|فيها شد|فيه شد|تعور\S*|بتعور\S*|انكسر\S*|مكسور\S*|بتوجع\S*|يوجع\S*|توجع\S*|يعور\S*|بيوجع\S*|الم|ألم|اصابه|إصابة|اصابة|عمليه|عملية|التواء|خشونه|خشونة|انزلاق|تمزق|اصيب\S*|انصاب\S*|يؤلم\S*|تؤلم\S*|يولم\S*|تولم\S*|اتصاب\S*|ضعيف\S*|بتطقطق|طقطقه|طقطقة|تعبان\S*|بتعبني|تعبني/u;
const CONDITIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bshin ?splints?\b/, 'shin splints'],
  [
    /\b(?:flat feet|flat foot|fallen arches|pies? planos?|plattfu(?:ss|sse)|senkfu(?:ss|sse)|senk ?spreizfu\w*)\b|(?:قدم|اقدام|رجل) مسطح\S*|فلات فوت/u,
    'flat feet',
  ],
  [/\bplantar(?: fasciitis)?\b/, 'plantar fasciitis'],
  [/\bsciatica\b/, 'sciatica'],
  [/\b(?:herniated|slipped|bulging) dis[ck]\b/, 'herniated disc'],
  [/\bacl\b|\bmeniscus\b/, 'knee'],
  [/\brotator cuff\b/, 'shoulder'],
  [/\b(?:tennis|golfer'?s) elbow\b/, 'elbow'],
  // A climber's finger pulley: "A2 pulley", "Ringbandriss", "polea del dedo" (not a gym's cable pulley).
  [
    /\b(?:a[1-5] )?pulleys?\b(?! (?:machine|row|station|system|pulldown))(?<!cable pulleys?)|\b(?:a[1-5][- ])?ringband\w*|\bpoleas?\b(?=[^.]{0,20}\bded)|\bded\w*[^.]{0,20}\bpoleas?\b/u,
    'finger',
  ],
  [/\bdiastasis(?: recti)?\b/, 'diastasis recti'],
  // "Belastungsasthma", "exercise-induced asthma", "asma", "الربو" (decision 122).
  [/asthma\b|\basma\b|الربو|(?:^|\s)ربو(?:\s|$)/u, 'asthma'],
  [/\bosteopor\w*|هشاشه العظام|هشاشة العظام/u, 'osteoporosis'],
  [/\barthritis\b/, 'arthritis'],
  [/\bpregnan(?:t|cy)\b|\bpostpartum\b/, 'pregnancy'],
  [/\bheart (?:condition|problems?|disease)\b/, 'heart condition'],
  [/\b(?:fascitis plantar|plantarfasziitis|fersensporn)\b|التهاب (?:ب|في )?اللفاف(?:ه|ة)/u, 'plantar fasciitis'],
  [/\b(?:lumbalgia|lumbago|hexenschuss)\b/, 'lower back'],
  [/\b(?:hernia discal|bandscheibe\w*)\b|انزلاق غضروفي/u, 'herniated disc'],
  [/\b(?:ciatica|ischias)\b|عرق النسا/u, 'sciatica'],
  [/\b(?:artritis|artrosis|arthrose|arthritis)\b|خشونه|خشونة|التهاب المفاصل/u, 'arthritis'],
  [/\b(?:epicondilitis|tennisarm|codo de tenista)\b|كوع (?:ال)?تنس|مرفق (?:ال)?تنس/u, 'elbow'],
  [/\b(?:menisco|kreuzband\w*|ligamento cruzado|meniskus)\b|الرباط الصليبي|الغضروف الهلالي/u, 'knee'],
  [/\b(?:manguito rotador|rotatorenmanschette)\b/, 'shoulder'],
  [/\bhigh blood pressure\b|\bhypertension\b/, 'high blood pressure'],
  // Named beside a goal, these are planned around in the person's terms (decision 128).
  [/\b(?:carpal tunnel|tunel carpiano|karpaltunnel\w*|sehnenscheidenentzundung)\b/, 'wrist'],
  [/\bfrozen shoulder\b|\bhombro congelado\b/, 'shoulder'],
  [
    /\bvocal (?:nodules?|cords?|folds?)\b|\bnodulos? (?:vocales|en las cuerdas)\b|\bstimm(?:band|lippen)\w*\b|الاحبال الصوتي(?:ه|ة)/u,
    'vocal cords',
  ],
  [/\btinnitus\b|\bacufenos?\b|طنين/u, 'tinnitus'],
  [
    /\b(?:had|have had|since|after|from) (?:a|my|the) stroke\b|\bstroke survivor\b|\b(?:ictus|derrame cerebral|schlaganfall\w*)\b|جلط(?:ه|ة) (?:في )?(?:ال)?(?:دماغ|مخ)|سكت(?:ه|ة) دماغي/u,
    'stroke',
  ],
  // German joins the body part and what is wrong with it into one word: "Kniearthrose", "Rückenschmerzen".
  [/\bknie(?:gelenk)?(?:arthrose|schmerz\w*|verletz\w*|probleme?|op|entzundung|operation)\b/, 'knee'],
  [/\b(?:rucken|kreuz)(?:schmerz\w*|probleme?|verletz\w*)\b/, 'back'],
  [/\bschulter(?:schmerz\w*|probleme?|verletz\w*|op|arthrose|entzundung)\b/, 'shoulder'],
  [/\bhuft(?:arthrose|schmerz\w*|probleme?|op|gelenk\w*)\b/, 'hip'],
  [/\bnacken(?:schmerz\w*|probleme?|verspannung\w*)\b/, 'neck'],
  [/\b(?:fuss|sprunggelenk)(?:schmerz\w*|probleme?|verletz\w*|arthrose)\b/, 'foot'],
];
/**
 * What is said of a body part: its sentence, up to 50 characters before it and 70 after ("el pulgar derecho me hace
 * clic y anda un poco resentido", "calf keeps cramping up, right one mostly").
 */
function sentenceAround(text: string, start: number, end: number): string {
  const from = Math.max(start - 50, ...[...'.!?;\n'].map((mark) => text.lastIndexOf(mark, start - 1) + 1));
  const stops = [...'.!?;\n'].map((mark) => text.indexOf(mark, end)).filter((i) => i >= 0);
  return text.slice(from, Math.min(end + 70, ...stops, text.length));
}

const NO_INJURY = /\bno (?:injuries|injury|health (?:issues|problems))\b/;

export function readInjuries(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, label] of CONDITIONS) if (pattern.test(text)) found.push(label);
  if (!NO_INJURY.test(text)) {
    for (const [pattern, label] of BODY_PARTS) {
      for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
        const near = sentenceAround(text, match.index, match.index + match[0].length);
        if (PAIN.test(near) && !(label === 'back' && /\b(?:get|getting|come|coming|go|going) back\b/.test(near))) {
          found.push(label);
          break;
        }
      }
    }
  }
  // "lower back" says more than the "back" inside it.
  const unique = [...new Set(found)];
  return unique.filter((label) => !unique.some((other) => other !== label && other.includes(label))).slice(0, 10);
}

const EQUIPMENT: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\bno (?:equipment|gear)\b|\bbody ?weight only\b|\bnothing at home\b|\bwithout (?:any )?equipment\b/,
    'no equipment',
  ],
  [/\bdumb ?b?ells?\b|\bdumbels?\b/, 'dumbbells'],
  [/\bbarbells?\b/, 'barbell'],
  [/\bkettle ?bells?\b/, 'kettlebell'],
  // A band to train with, not the one someone plays in.
  [/\b(?:resistance|exercise|loop|mini|therapy|elastic|pull ?up) bands?\b/, 'resistance bands'],
  [/\b(?:squat |power )?rack\b/, 'rack'],
  [/\bplates\b(?=[^.]{0,30}\b(?:rack|barbell)\b)|\b(?:rack|barbell)\b[^.]{0,30}\bplates\b/, 'plates'],
  [/\b(?:walk(?:ing)? with|use|need) (?:a |my )?(?:cane|walking stick|crutch(?:es)?|walker)\b/, 'cane'],
  [/\bpull ?up bar\b/, 'pull-up bar'],
  [/\b(?:(?<!no )gym membership|(?:at|to|join|joined|go to) (?:the |a )?gym|(?<!no )gym access|my gym)\b/, 'gym'],
  [/\btreadmill\b/, 'treadmill'],
  [/\b(?:stationary |exercise |spin )?(?:bike|bicycle)\b|\bpeloton\b/, 'bike'],
  [/\browing machine\b|\browers?\b/, 'rowing machine'],
  [/\byoga mat\b|\bmat\b/, 'mat'],
  [/\b(?:jump|skipping) rope\b/, 'jump rope'],
  [/\b(?:swimming )?pool\b/, 'pool'],
  [/\b(?:garmin|fitbit|apple watch|smart ?watch|heart rate monitor|whoop|oura)\b/, 'tracker'],
  // "Libre" alone is Spanish for free ("tiempo libre"): the sensor is named with its brand or its number.
  [/\b(?:glucose meter|glucometer|cgm|freestyle libre|libre (?:2|3|sensor)|dexcom)\b/, 'glucose meter'],
  // Naming an instrument is not owning one: "learn guitar" vs "I have a piano".
  [/\b(?:have|own|got|bought|my)\s+(?:an? |my |old )?(?:guitar|piano|keyboard|violin)\b/, 'instrument'],
  [/\b(?:have|own|got|my)\s+(?:an? |my |old )?(?:laptop|computer|pc)\b/, 'computer'],
];

/**
 * What the person says they have, in their words (decision 093): "I have a doorway bar", "tengo una bici estatica",
 * "ich hab ein E-Bike und ein Theraband", "عندي مطاط مقاومة". Only things one trains or makes with (the heads below),
 * so "I have a job interview" names nothing. Read on canonical text (lower case, no accents in Spanish and German).
 */
const OWNED: readonly RegExp[] = [
  /\b(?:i have|have|i'?ve got|we'?ve got|got|i own|i bought|i use|we have|there'?s|and|plus)\s+(?:an? |my |the |some |one |two |this |a cheap |an old |a new )?((?:(?!(?:an?|the|my|some|theres?|is|are|at|in|on|with)\b)[a-z0-9+-]+ ){0,2}(?:bar|bike|e ?-?bike|machine|desk|oven|mat|bands?|theraband|treadmill|rower|rack|bench|weights|pens?|brush pens?|pad|paper|camera|lens|tablet|ipad|guitar|ukulele|piano|keyboard|microphone|mic|pool|kettlebells?|dumbbells?|inhaler|stepper|trampoline|sketchbook|notebook|wok|skillet|stand mixer|printer))\b/,
  // A model, named by its number ("a Focusrite 2i2 and 2 SM57s", "with my Canon R50").
  /\b(?:i have|have|i'?ve got|we'?ve got|got|i own|i bought|i use|we have|with(?: my)?|and|plus)\s+(?:an? |my |the |\d+ )?((?:[a-z]+ )?(?=[a-z0-9]*[a-z])(?=[a-z0-9]*\d)[a-z0-9]+)\b/,
  /\b(?:tengo|uso|compre|me compre|y)\s+(?:una? |1 |mi |unas? |unos? )?((?:barra|bici(?:cleta)?|maquina|escritorio|horno|esterilla|bandas?|gomas?|cinta|pesas|mancuernas|camara|tableta|guitarra|piano|teclado|piscina|kettlebell|rueda|comba)(?: (?:de|en) (?:la )?[a-z]+| [a-z]+)?)\b/,
  /\b(?:ich hab(?:e)?|hab|wir haben|ich besitze|und)\s+(?:ein(?:e|en)? |1 |mein(?:e|en)? |zwei |2 )?((?:[a-z-]+ )?(?:e ?-?bike|fahrrad|ergometer|theraband|hanteln|kettlebells?|klimmzugstange|matte|laufband|nahmaschine|kamera|gitarre|klavier|keyboard|tablet|schreibtisch|backofen|rudergerat|springseil))\b/,
  /(?:عندي|عندى|لدي|لديّ|معي)\s+((?:[\u0621-\u064a]+ )?(?:مطاط|باند|دراج[هة]|عجل[هة]|مشاي[هة]|دمبل|دمبلز|اثقال|كاميرا|عود|جيتار|بيانو|ماكين[هة]|لابتوب|سجاد[هة]|حبل)(?: [\u0621-\u064a]+)?)/u,
];

export function readEquipment(text: string): string[] {
  const named = EQUIPMENT.filter(([pattern]) => pattern.test(text)).map(([, label]) => label);
  const owned = OWNED.flatMap((pattern) =>
    [
      ...text.matchAll(new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)),
    ].map((m) => (m[1] ?? '').trim()),
  )
    // A phrase that is only a known item ("pull up bar") is that item's label.
    .filter((phrase) => phrase.length > 1 && !EQUIPMENT.some(([pattern]) => pattern.exec(phrase)?.[0] === phrase))
    // A time or an amount is not a model: "i use maybe 1h a day", "about 3x".
    .filter(
      (phrase) =>
        !/^(?:maybe|about|around|like|almost|nearly|only|just|roughly)\b|\b\d+\s?(?:h|hrs?|min|mins|x|k|km|kg|am|pm|st|nd|rd|th)$/u.test(
          phrase,
        ),
    );
  // The person's words win over the generic label they contain ("e-bike" over "bike").
  const found = [...new Set([...named.filter((label) => !owned.some((phrase) => phrase.includes(label))), ...owned])];
  // "No equipment except a mat": what they do have wins. "E-Bike" lost its hyphen to normalising.
  const kept = found.length > 1 ? found.filter((label) => label !== 'no equipment') : found;
  return kept.map((label) => label.replace(/\be bike\b/, 'e-bike')).slice(0, 20);
}

const CURRENCIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\$|\b(?:dollars?|usd|bucks)\b/, 'USD'],
  [/€|\b(?:euros?|eur)\b/, 'EUR'],
  [/£|\b(?:gbp|quid|pounds? sterling)\b/, 'GBP'],
];
const AMOUNT = '(\\d+(?:\\.\\d+)?) ?(k|m|mn|million)?\\b';
export const MONEY_RE = new RegExp(
  `(?:[$€£] ?${AMOUNT}|${AMOUNT} ?(?:dollars?|usd|bucks|euros?|eur|gbp|quid|pounds? sterling|[$€£]))`,
);
const BUDGET_RE = new RegExp(
  `\\b(?:budget(?: is| of|'s|:)?|spend|spending|afford|pay|under|up to|max(?:imum)?|no more than|less than|at most|below|limit of|cap of)\\s+(?:about |around |roughly |maybe |only |just |like )?(${MONEY_RE.source})|(${MONEY_RE.source})\\s*(?:budget|max|maximum|tops|or less|limit|at most)`,
);
const FREE_RE =
  /\b(?:free only|only free|no budget|no money to spend|can'?t (?:afford|spend) anything|for free|nothing to spend|zero budget)\b/;

export type Money = { value: number; currency: string };

/** An amount of money in the text (major units) and its currency, USD when only "$" or nothing names one. */
export function readMoney(fragment: string): Money | null {
  const match = MONEY_RE.exec(fragment);
  if (!match) return null;
  const digits = match[1] ?? match[3] ?? '0';
  const scale = match[2] ?? match[4];
  const times = scale === 'k' ? 1000 : scale ? 1_000_000 : 1;
  const currency = CURRENCIES.find(([pattern]) => pattern.test(match[0]))?.[1] ?? 'USD';
  return { value: Number(digits) * times, currency };
}

/**
 * A spending limit in minor units ("$50" -> 5000, "under 30 euros" -> 3000); 0 for "free only". In a money or
 * business goal an amount is the target ("save $5000", "$1k in sales") unless it is called a budget.
 */
export function readBudgetMinor(text: string, isMoneyGoal: boolean): number | null {
  if (FREE_RE.test(text)) return 0;
  const match = BUDGET_RE.exec(text);
  if (match && (!isMoneyGoal || /budget/.test(match[0]))) {
    const money = readMoney(match[0]);
    return money ? Math.round(money.value * 100) : null;
  }
  // Elsewhere a bare amount ("guitar lessons, $50") is what they can spend.
  const money = isMoneyGoal ? null : readMoney(text);
  return money ? Math.round(money.value * 100) : null;
}
