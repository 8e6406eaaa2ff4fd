/**
 * Conditions that rule exercises out (decision 053): a named condition + a physical goal is a caution (a
 * doctor or physiotherapist first); once they are cleared, the plan is made without what the condition rules out
 * (`avoidedFor`, used by `checkPlan`). Patterns over folded text (fold.ts), per language; a condition the person says
 * is fully healed or was cleared for is still one whose exercises are avoided.
 */
import type { Lexicon } from './lexicon.ts';
import { matchLexicon } from './lexicon.ts';
import { advisedByClinician, longPast, pacesCondition, saysHealed } from './signals.ts';

/**
 * `risky`: when set, only a message that also names one of these activities gets the caution (pregnancy itself is no
 * reason to hold a plan; lying flat or sparring late in it is); the plan avoids `avoid` either way.
 */
type Condition = { id: string; names: Lexicon; avoid: RegExp; risky?: RegExp; heals?: boolean };

const KNEE_IMPACT =
  /box jump|jump|burpee|plyometric|sprint|running|jogging|lunges? jump|salto|saltos|burpees|correr|sprung|springen|seilspring\w*|jogg\w*|قفز|بيربي|جري/i;

const CONDITIONS: readonly Condition[] = [
  {
    id: 'spine',
    names: {
      en: [
        /\b(?:herniat\w*|slipped|bulg\w*|prolaps\w*|ruptured) dis[ck]s?\b|\bdis[ck] (?:herniation|prolapse|bulge|problem)\b|\bsciatica\b|\bspinal (?:fusion|stenosis|surgery)\b|\bspondylolisthesis\b|\bl[345][- /]?s?[1-5]\b/,
      ],
      es: [
        /\bhernia(?:s)? (?:de )?disc(?:al|o)\b|\bdisco (?:herniado|abombado|protruido)\b|\bciatica\b|\bprotrusion discal\b|\bl[345][- /]?s?[1-5]\b/,
      ],
      de: [/\bbandscheibe\w*\b|\bischias\b|\bspinalkanalstenose\b|\bl[345][- /]?s?[1-5]\b/],
      ar: [
        /دسك|ديسك|انزلاق (?:غضروفي|الغضروف|في الغضروف)|غضروف (?:في )?(?:الظهر|القطنيه|الرقبه)|عرق النسا|فتق (?:في )?(?:الغضروف|الديسك)/,
      ],
    },
    avoid:
      /deadlift|good ?morning|sit-?ups?|crunch|toe touch|jefferson curl|back squat|heavy squat|overhead press|clean and jerk|snatch|peso muerto|abdominales|kreuzheben|sit-ups?|رفعه ميته|ديدليفت|بطن/i,
    heals: true,
  },
  {
    id: 'osteoporosis',
    names: {
      en: [/\bosteopor\w*\b|\bosteopenia\b|\bbrittle bones\b/],
      es: [/\bosteopor\w*\b|\bosteopenia\b/],
      de: [/\bosteopor\w*\b|\bknochenschwund\b/],
      ar: [/هشاشه (?:ال)?عظام/],
    },
    avoid: /sit-?ups?|crunch|toe touch|jefferson curl|box jump|jump|plyometric|abdominales|saltos?|sprung|قفز/i,
  },
  {
    id: 'pregnancy_late',
    names: {
      en: [
        /\b(?:2[0-9]|3[0-9]|4[0-2]) weeks? (?:pregnant|along)\b|\b(?:third|3rd|second|2nd) trimester\b|\bpregnant\b.{0,40}\b(?:2[0-9]|3[0-9]) weeks\b/,
      ],
      es: [
        /\bembarazada de (?:2[0-9]|3[0-9]|4[0-2]) semanas\b|\b(?:estoy )?de (?:2[0-9]|3[0-9]|4[0-2]) semanas\b|\b(?:tercer|segundo) trimestre\b/,
      ],
      de: [
        /\b(?:2[0-9]|3[0-9]|4[0-2])\.? (?:ssw|schwangerschaftswoche)\b|\bssw (?:2[0-9]|3[0-9]|4[0-2])\b|\b(?:drittes|zweites|dritten|zweiten) trimester\b/,
      ],
      ar: [
        /حامل (?:في )?(?:ال)?(?:شهر|الشهر) (?:ال)?(?:سادس|سابع|تامن|ثامن|تاسع|6|7|8|9)|الشهر (?:ال)?(?:سادس|سابع|ثامن|تامن|تاسع) (?:من )?(?:ال)?حمل|الثلث (?:الاخير|الثالث|الثاني) من الحمل|حامل (?:ب|في )?(?:2[0-9]|3[0-9]) (?:اسبوع|اسابيع)/,
      ],
    },
    avoid:
      /flat bench|bench press|lying on (?:your|my) back|supine|crunch|sit-?ups?|contact|sparring|press de banca|abdominales|bankdrucken|ضغط صدر|بطن/i,
    risky:
      /\b(?:flat bench|bench press|bench|lying (?:flat|on (?:my|your) back)|supine|crunch\w*|sit-?ups?|abs? routine|ab workout|heavy|max|hiit|sparring|contact|press de banca|abdominales|boca arriba|pesado|bankdrucken|bauchmuskel\w*|rucken liegen|schwer)\b|بنش|ضغط صدر|بطن|تقيل|ثقيل/,
  },
  {
    id: 'pregnancy_contact',
    names: {
      en: [
        /\bpregnan\w*\b.{0,60}\b(?:sparring|boxing|kickboxing|mma|muay thai|rugby|football|soccer|hockey|martial arts|jiu[- ]?jitsu|judo|skiing|horse riding|scuba\w*|diving|dives?|freerid\w*|ski touring|backcountry)\b/,
      ],
      es: [
        /\bembarazad\w*\b.{0,60}\b(?:sparring|boxeo|kickboxing|mma|rugby|futbol|artes marciales|judo|esqui|equitacion|buceo|bucear|inmersion\w*|freeride)\b/,
      ],
      de: [
        /\bschwanger\w*\b.{0,60}\b(?:sparring|boxen|kickboxen|mma|rugby|fussball|kampfsport|judo|skifahren|reiten|tauchen|tauchgang\w*|skitour\w*|freerid\w*)\b/,
      ],
      ar: [/حامل.{0,60}(?:ملاكمه|بوكس|سبارينج|كيك بوكسينج|فنون قتاليه|كره قدم|جودو|غوص|غطس)/],
    },
    avoid: /sparring|boxing|kickbox|contact|combate|boxeo|boxen|scuba|diving|buceo|tauchen|ملاكمه|غوص/i,
  },
  {
    // Seizures not under control: swimming alone, open water, diving or climbing could end in drowning or a fall
    // (decision 124); the condition itself holds no plan.
    id: 'epilepsy_uncontrolled',
    names: {
      en: [
        /\b(?:uncontrolled|poorly controlled|not (?:well )?controlled)\b.{0,30}\b(?:epilep\w*|seizures?)\b|\b(?:epilep\w*|seizures?)\b.{0,40}\b(?:not (?:under |well )?controlled|uncontrolled|not under control|(?:had|have had) (?:a |one )?(?:seizure|fit) (?:last|this) (?:week|month))\b/,
      ],
      es: [
        /\bepilepsia\b.{0,40}\b(?:no (?:esta |la tengo )?(?:controlada|bien controlada)|sin controlar|descontrolada|tuve una (?:crisis|convulsion))\b/,
      ],
      de: [
        /\bepilepsie\b.{0,40}\b(?:nicht (?:gut |richtig )?eingestellt|unkontrolliert|nicht unter kontrolle|(?:krampf)?anfall (?:letzte woche|letzten monat))\b/,
      ],
      ar: [
        /صرع.{0,40}(?:مش منضبط|غير منضبط|مو منضبط|مش متحكم|غير مسيطر|مش مسيطر)|نوبه صرع.{0,20}(?:الاسبوع|الشهر) (?:اللي فات|الماضي)/,
      ],
    },
    avoid:
      /open water|swim(?:ming)? alone|scuba|diving|free ?div|climb|mar abierto|buceo|escalada|freiwasser|tauchen|klettern|غوص|تسلق/i,
    risky:
      /\b(?:alone|by myself|on my own|open water|the sea|ocean|lake|scuba|diving|free ?div\w*|climb\w*|solo|sola|mar abierto|en el mar|bucear|buceo|escalar|allein|freiwasser|im see|im meer|tauchen|klettern)\b|لحالي|لوحدي|بحر|غوص|تسلق/,
  },
  {
    id: 'eye_pressure',
    names: {
      en: [/\bglaucoma\b|\b(?:detached|detaching) retina\b|\bretinal detachment\b/],
      es: [/\bglaucoma\b|\bdesprendimiento de retina\b/],
      de: [/\bglaukom\b|\bgruner star\b|\bnetzhautablosung\b/],
      ar: [/جلوكوما|الجلوكوما|المياه الزرقاء|ضغط (?:ال)?عين|انفصال (?:ال)?شبكيه/],
    },
    avoid:
      /headstand|handstand|shoulder ?stand|inversion|inverted|downward dog|heavy (?:lift|squat|deadlift)|valsalva|pino|vela|invertid|kopfstand|schulterstand|handstand|umkehrhaltung|الوقوف على الراس|وضعيات مقلوبه/i,
  },
  {
    id: 'hernia_repair',
    names: {
      en: [
        /\bhernia (?:repair|surgery|operation|op)\b|\b(?:inguinal|umbilical|abdominal) hernia\b|\bdiastasis(?: recti)?\b|\bc-?section\b|\bcaesarean\b|\bcesarean\b|\babdominal surgery\b|\bopen[- ]heart surgery\b|\bbypass surgery\b|\b(?:gall ?bla?dd?er|appendix|appendectomy|appendicitis|spleen|stomach|bowel|keyhole|laparoscopic)\b.{0,25}\b(?:out|removed|surgery|operation|op)\b|\b(?:had|have) (?:my )?(?:gall ?bla?dd?er|appendix|spleen) (?:out|removed)\b|\boperation\b.{0,15}\b(?:appendi\w*|gall\w*)\b/,
      ],
      es: [
        /\b(?:operacion|cirugia) de hernia\b|\bhernia (?:inguinal|umbilical|abdominal)\b|\bdiastasis\b|\bcesarea\b|\bcirugia (?:abdominal|de corazon|cardiaca)\b|\bbypass\b|\b(?:operacion|cirugia|me operaron|me quitaron)\b.{0,20}\b(?:vesicula|apendice|apendicitis|bazo)\b|\bapendicectomia\b|\bcolecistectomia\b/,
      ],
      de: [
        /\b(?:leistenbruch|nabelbruch|bauchwandbruch|hernie)\w*\b|\brektusdiastase\b|\bdiastase\b|\bkaiserschnitt\b|\b(?:bauch|herz)-?op\b|\bbypass\b|\b(?:gallenblase|blinddarm|milz)\w*\b.{0,25}\b(?:raus|entfernt|op|operiert|operation)\b|\bblinddarm-?op\w*\b/,
      ],
      ar: [
        /فتق (?:اربي|سري|بطني)|عمليه (?:ال)?فتق|قيصريه|عمليه قلب مفتوح|انفصال (?:عضلات )?البطن|(?:عمليه|استئصال|شلت|شالوا) (?:ال)?(?:مراره|زايده|طحال)|\b(?:operation|operasyon)\b.{0,15}\b(?:appendi\w*|l'?appendicite|zayda|marara)\b/,
      ],
    },
    avoid:
      /crunch|sit-?ups?|plank|leg raise|heavy|deadlift|squat|abdominales|plancha|peso muerto|sentadilla|kreuzheben|kniebeuge|unterarmstutz|بطن|بلانك|رفعه ميته|سكوات/i,
    heals: true,
  },
  {
    id: 'shoulder',
    names: {
      en: [
        /\brotator ?cuff\b|\b(?:torn|tear in|tear of) (?:my )?(?:shoulder|labrum|supraspinatus)\b|\blabral tear\b|\bslap tear\b|\bfrozen shoulder\b|\bshoulder (?:dislocation|impingement|surgery)\b/,
      ],
      es: [
        /\bmanguito rotador\b|\brotura (?:del|de) (?:hombro|labrum|supraespinoso)\b|\bhombro congelado\b|\bluxacion de hombro\b/,
      ],
      de: [
        /\brotatorenmanschette\b|\bsupraspinatus\w*\b|\blabrum\w*\b|\bfrozen shoulder\b|\bschulterluxation\b|\bimpingement\b/,
      ],
      ar: [
        /الروتيتور|روتيتور|الكفه المدوره|قطع في (?:ال)?كتف|تمزق (?:في )?(?:ال)?كتف|خلع (?:في )?(?:ال)?كتف|الكتف المتجمد/,
      ],
    },
    avoid:
      /overhead|military press|shoulder press|snatch|jerk|handstand|pull-?ups?|dips?|press militar|press de hombro|schulterdrucken|uberkopf|ضغط (?:فوق الراس|اكتاف|كتف)/i,
    heals: true,
  },
  {
    id: 'knee_hip_replacement',
    names: {
      en: [/\b(?:knee|hip) replac\w*\b|\b(?:new|artificial|prosthetic) (?:knee|hip)\b/],
      es: [/\bpr[oó]tesis de (?:rodilla|cadera)\b/],
      de: [
        /\b(?:knie|huft)-?(?:prothese|tep|gelenkersatz)\b|\bneues? (?:knie|hufte|kniegelenk|huftgelenk)\b|\b(?:kunstliches?|kunstliche) (?:knie|hufte|kniegelenk|huftgelenk)\b/,
      ],
      ar: [/مفصل (?:ركبه|ورك) صناعي|تغيير (?:مفصل )?(?:ال)?(?:ركبه|ورك)|ركبه صناعيه/],
    },
    avoid: KNEE_IMPACT,
  },
  {
    // A torn ligament or meniscus heals with treatment; a new joint stays one (decision 117).
    id: 'knee_ligament',
    names: {
      en: [/\bacl (?:surgery|reconstruction|tear)\b|\btorn (?:my )?acl\b|\bmeniscus (?:surgery|tear)\b/],
      es: [/\b(?:operacion|cirugia|rotura) (?:del|de) (?:lca|ligamento cruzado|menisco)\b/],
      de: [/\bkreuzband\w*\b|\bmeniskus\w*\b/],
      ar: [/الرباط الصليبي|الغضروف الهلالي/],
    },
    avoid: KNEE_IMPACT,
    heals: true,
  },
  {
    id: 'blood_pressure',
    names: {
      en: [
        /\b(?:uncontrolled|very high|high|untreated) blood pressure\b.{0,80}\b(?:max|maxes|1rm|heavy|powerlift\w*|strongman|valsalva)\b|\b(?:max|maxes|1rm|heavy|powerlift\w*)\b.{0,80}\b(?:uncontrolled|very high|untreated) blood pressure\b/,
      ],
      es: [
        /\b(?:tension|presion) (?:muy )?alta\b.{0,80}\b(?:maximo|maximos|1rm|pesado|powerlifting)\b|\bhipertension\b.{0,80}\b(?:maximo|maximos|1rm|pesado|powerlifting)\b/,
      ],
      de: [/\b(?:bluthochdruck|hoher blutdruck|hypertonie)\b.{0,80}\b(?:maximal\w*|1rm|schwer|powerlifting)\b/],
      ar: [/(?:الضغط عالي|ضغط عالي|ارتفاع (?:ال)?ضغط).{0,80}(?:اقصى وزن|ماكس|تقيل|ثقيل)/],
    },
    avoid: /\b1rm\b|max(?:imal)? (?:lift|attempt)|heavy single|maximo|maximal/i,
  },
];

const CLEARED_FOR =
  /\b(?:midwife|ob-?gyn|obstetrician|matrona|ginecolog[oa]|hebamme|frauenarzt|frauenarztin)\b.{0,40}\b(?:recommend\w*|says?|said|ok|fine|good|happy|recomienda|dice|dijo|contenta?|sagt|meint|empfiehlt|gut|einverstanden)\b|\bcleared\b|\b(?:physio\w*|pt|physical therapist|rehab|fisio\w*)\b[^.;!?]{0,20}\b(?:discharged me|signed me off|me dio (?:de )?alta|hat mich entlassen)\b|\ball[- ]clear\b|\bapproved\b|\bgave me the (?:ok|green light)\b|\ballowed\b|\bvisto bueno\b|\bme (?:dio|ha dado) el alta\b|\bautoriz\w*\b|\bpermit\w*\b|\b(?:me )?(?:dio|ha dado) permiso\b|\bfreigegeben\b|\bgrunes licht\b|\berlaubt\b|\b(?:ok|okay) gegeben\b|\bgreen light\b|\bluz verde\b|سمح\S* لي|سمحلي|اذن لي|وافق|الضوء الاخضر/;

/** The conditions a message names (ids). */
export function namedConditions(folded: string): string[] {
  return CONDITIONS.filter((c) => matchLexicon(c.names, folded).length > 0).map((c) => c.id);
}

/** A named condition the person was not yet cleared for: a caution first (the gate holds the plan until cleared). */
export function namesContraindication(folded: string): boolean {
  if (CLEARED_FOR.test(folded) || advisedByClinician(folded)) return false;
  // Healed and long past ("a disc herniation 4 years ago, fine ever since"): planned without what it rules out.
  if (saysHealed(folded) && longPast(folded)) return false;
  // Paced ("I need to pace the heavy stuff", "schonend"): planned around, as the classifier's finding is (decision 127).
  if (pacesCondition(folded)) return false;
  return CONDITIONS.some((c) => matchLexicon(c.names, folded).length > 0 && (!c.risky || c.risky.test(folded)));
}

/** A clearance said not to be given: "not cleared yet", "no me autorizaron", "ما سمحلي". */
const NOT_CLEARED =
  /\b(?:not|never|isn'?t|wasn'?t|hasn'?t|haven'?t|no|nicht|nie|kein\w*|noch nicht)\b[^.;]{0,20}\b(?:cleared|allowed|approved|permit\w*|autoriz\w*|erlaubt|freigegeben)\b|\bno me (?:dej\w*|permit\w*|autoriz\w*|dio el (?:ok|alta))\b|(?:ما|مش|لم) ?(?:سمح|يسمح|بيسمح|وافق)/;

/** The person says a clinician cleared them, or guides them to be active, with their condition. */
export function clearedWithCondition(folded: string): boolean {
  return (CLEARED_FOR.test(folded) || advisedByClinician(folded)) && !NOT_CLEARED.test(folded);
}

/** What a plan must not prescribe for these conditions. */
export function avoidedFor(conditions: readonly string[]): RegExp[] {
  return CONDITIONS.filter((c) => conditions.includes(c.id)).map((c) => c.avoid);
}

/**
 * What these conditions rule out only until they heal or a clinician clears it (a torn ligament, a disc, a shoulder,
 * a repaired hernia); a new joint, thin bones or eye pressure rule theirs out for good (decision 117).
 */
export function avoidedUntilHealed(conditions: readonly string[]): RegExp[] {
  return CONDITIONS.filter((c) => c.heals && conditions.includes(c.id)).map((c) => c.avoid);
}
