import { UTCDate } from '@date-fns/utc';
import type { PlanLanguage } from './i18n.ts';
import { foldAccents } from './text.ts';

/**
 * The composer's own sentences (what the domain templates do not say: titles of check-ins and measurements, the
 * plan's title and summary, notes on lighter weeks) in each language the agent speaks. Arabic counts use the
 * noun's dual and plural forms; lists use each language's "and".
 */

type Counted = { one: string; two: string; few: string; many: string };

/** "3 weeks", "أسبوعان", "11 أسبوعًا": a number with its noun in the right form. */
function arabicCount(n: number, noun: Counted): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.two;
  const mod = n % 100;
  return mod >= 3 && mod <= 10 ? `${n} ${noun.few}` : `${n} ${noun.many}`;
}

const AR_WEEKS: Counted = { one: 'أسبوع واحد', two: 'أسبوعان', few: 'أسابيع', many: 'أسبوعًا' };
const AR_SESSIONS: Counted = { one: 'جلسة واحدة', two: 'جلستان', few: 'جلسات', many: 'جلسة' };
const AR_MINUTES: Counted = { one: 'دقيقة واحدة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' };

/** "أسبوع واحد", "أسبوعان", "3 أسابيع", "12 أسبوعًا". */
export function arabicWeeks(n: number): string {
  return arabicCount(n, AR_WEEKS);
}

const LOCALE: Record<PlanLanguage, string> = { en: 'en-GB', ar: 'ar', es: 'es', de: 'de' };
const AND: Record<PlanLanguage, string> = { en: 'and', ar: 'و', es: 'y', de: 'und' };

export function listOf(items: readonly string[], language: PlanLanguage): string {
  if (items.length <= 1) return items[0] ?? '';
  const head = items.slice(0, -1).join(language === 'ar' ? '، ' : ', ');
  return language === 'ar' ? `${head} و${items.at(-1)}` : `${head} ${AND[language]} ${items.at(-1)}`;
}

/** The weekday's name (1 = Monday) in the language. */
export function weekdayIn(day: number, language: PlanLanguage): string {
  const date = new UTCDate(2024, 0, day); // 2024-01-01 was a Monday
  return new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(date);
}

export type SummaryFacts = {
  weeks: number;
  label: string;
  goal: string;
  sessions: number;
  minutes: number;
  days: string;
  phases: string[];
  checkinEvery: number;
  kpis: string[];
};

export type ComposeText = {
  plannedFirstWeeks: (weeks: number) => string;
  deloadWhy: string;
  taperWhy: string;
  /** The easy session that takes a demanding one's place the day before the goal day. */
  eveWhy: string;
  secondSession: string;
  injuryNote: (injuries: string) => string;
  /** A desk-bound plan's note for a wrist, neck or back that hurts at the desk (decision 114). */
  breakNote: (injuries: string) => string;
  /** Every session says the goal it serves, in the person's words (decision 093). */
  towardGoal: (goal: string) => string;
  /** ...and the equipment the person named. */
  withEquipment: (equipment: string) => string;
  /** ...and the part of the goal this session works on, in the person's words (decision 103). */
  focusOn: (part: string) => string;
  /** A session's share of what the person set out to accumulate (decision 094). */
  quota: (share: string, left: string, sessions: number) => string;
  finalCheckin: string;
  checkinWeek: (week: number) => string;
  record: (kpi: string) => string;
  writeDown: (kpi: string, unit: string) => string;
  baselineWhy: (kpi: string) => string;
  /** The person's own target as a KPI when the area's KPIs do not aim at it (decision 093). */
  ownTarget: string;
  ownTargetWhy: (target: string) => string;
  safetyWhy: string;
  title: (goal: string, weeks: number) => string;
  summary: (facts: SummaryFacts) => string[];
  injurySummary: (injuries: string) => string;
};

const EN: ComposeText = {
  plannedFirstWeeks: (w) => `Sessions are planned for the first ${w} weeks; ask for the next block when you get there.`,
  deloadWhy: 'This week is lighter so your body can absorb the work.',
  taperWhy: 'Lighter now so you arrive fresh.',
  eveWhy: 'Easy, because tomorrow is your goal day.',
  secondSession: ' (second session)',
  injuryNote: (i) => ` Mind your ${i}: keep every movement pain-free.`,
  breakNote: (i) => ` Every 25 minutes, a short break for your ${i}: stand up, loosen it and stretch.`,
  towardGoal: (g) => ` This builds toward your goal: ${g}.`,
  withEquipment: (e) => ` Use what you have: ${e}.`,
  focusOn: (p) => ` Focus this time: ${p}.`,
  quota: (share, left, n) =>
    ` Your share today: about ${share} (${left} to go over ${n} sessions, with a buffer before the end).`,
  finalCheckin: 'Final check-in',
  checkinWeek: (w) => `Check-in: week ${w}`,
  record: (k) => `Record: ${k}`,
  writeDown: (k, unit) => `Write down your ${k.toLowerCase()}${unit ? ` (${unit})` : ''}.`,
  baselineWhy: (k) => `Your starting ${k.toLowerCase()} is the baseline the plan measures progress against.`,
  ownTarget: 'Progress toward your target',
  ownTargetWhy: (t) => `The number you set yourself: ${t}. Every record shows how far you have come.`,
  safetyWhy: 'Your safety comes before any plan.',
  title: (goal, w) => `${goal} in ${w} ${w === 1 ? 'week' : 'weeks'}`,
  summary: (f) => [
    `${/^(8|11|18)/.test(String(f.weeks)) ? 'An' : 'A'} ${f.weeks}-week ${f.label} plan for "${f.goal}": ${f.sessions} ${f.sessions === 1 ? 'session' : 'sessions'} a week of up to ${f.minutes} minutes, on ${f.days}.`,
    `${f.phases.length === 1 ? 'One phase' : `${f.phases.length} phases`}: ${listOf(f.phases, 'en')}.`,
    `A check-in every ${f.checkinEvery === 1 ? 'week' : `${f.checkinEvery} weeks`} tunes the load${
      f.kpis.length
        ? `, and you will track ${listOf(
            f.kpis.map((k) => k.toLowerCase()),
            'en',
          )}`
        : ''
    }.`,
  ],
  injurySummary: (i) => `You mentioned ${i}: keep sessions pain-free and see a professional if it flares up.`,
};

const ES: ComposeText = {
  plannedFirstWeeks: (w) =>
    `Las sesiones están planificadas para las primeras ${w} semanas; pide el siguiente bloque cuando llegues.`,
  deloadWhy: 'Esta semana es más ligera para que tu cuerpo asimile el trabajo.',
  taperWhy: 'Más ligero ahora para que llegues descansado.',
  eveWhy: 'Suave, porque mañana es tu gran día.',
  secondSession: ' (segunda sesión)',
  injuryNote: (i) => ` Cuida tu ${i}: cada movimiento debe ser sin dolor.`,
  breakNote: (i) => ` Cada 25 minutos, una pausa corta por tu ${i}: levántate, muévete y estira.`,
  towardGoal: (g) => ` Te acerca a tu objetivo: ${g}.`,
  withEquipment: (e) => ` Usa lo que tienes: ${e}.`,
  focusOn: (p) => ` Enfoque de hoy: ${p}.`,
  quota: (share, left, n) =>
    ` Tu parte de hoy: unos ${share} (faltan ${left} en ${n} sesiones, con margen antes del final).`,
  finalCheckin: 'Revisión final',
  checkinWeek: (w) => `Revisión: semana ${w}`,
  record: (k) => `Registrar: ${k}`,
  writeDown: (k, unit) => `Anota tu valor de «${k.toLowerCase()}»${unit ? ` (${unit})` : ''}.`,
  baselineWhy: (k) => `Tu valor inicial de «${k.toLowerCase()}» es la referencia con la que el plan mide tu progreso.`,
  ownTarget: 'Avance hacia tu meta',
  ownTargetWhy: (t) => `La cifra que tú te pusiste: ${t}. Cada registro muestra cuánto has avanzado.`,
  safetyWhy: 'Tu seguridad va antes que cualquier plan.',
  title: (goal, w) => `${goal} en ${w} ${w === 1 ? 'semana' : 'semanas'}`,
  summary: (f) => [
    `Un plan de ${f.label} de ${f.weeks} ${f.weeks === 1 ? 'semana' : 'semanas'} para «${f.goal}»: ${f.sessions} ${f.sessions === 1 ? 'sesión' : 'sesiones'} por semana de hasta ${f.minutes} minutos, los ${f.days}.`,
    `${f.phases.length === 1 ? 'Una fase' : `${f.phases.length} fases`}: ${listOf(f.phases, 'es')}.`,
    `Una revisión ${f.checkinEvery === 1 ? 'cada semana' : `cada ${f.checkinEvery} semanas`} ajusta la carga${
      f.kpis.length
        ? ` y llevarás el registro de: ${listOf(
            f.kpis.map((k) => k.toLowerCase()),
            'es',
          )}`
        : ''
    }.`,
  ],
  injurySummary: (i) => `Mencionaste ${i}: mantén las sesiones sin dolor y consulta a un profesional si empeora.`,
};

const DE: ComposeText = {
  plannedFirstWeeks: (w) =>
    `Die Einheiten sind für die ersten ${w} Wochen geplant; frag nach dem nächsten Block, wenn du so weit bist.`,
  deloadWhy: 'Diese Woche ist leichter, damit dein Körper das Training verarbeiten kann.',
  taperWhy: 'Jetzt leichter, damit du frisch ankommst.',
  eveWhy: 'Locker, denn morgen ist dein großer Tag.',
  secondSession: ' (zweite Einheit)',
  injuryNote: (i) => ` Achte auf: ${i}. Jede Bewegung soll schmerzfrei bleiben.`,
  breakNote: (i) => ` Alle 25 Minuten eine kurze Pause für: ${i}. Aufstehen, lockern, dehnen.`,
  towardGoal: (g) => ` Das bringt dich deinem Ziel näher: ${g}.`,
  withEquipment: (e) => ` Nutze, was du hast: ${e}.`,
  focusOn: (p) => ` Schwerpunkt heute: ${p}.`,
  quota: (share, left, n) =>
    ` Dein Anteil heute: etwa ${share} (noch ${left} in ${n} Einheiten, mit Puffer vor dem Ende).`,
  finalCheckin: 'Abschließender Check-in',
  checkinWeek: (w) => `Check-in: Woche ${w}`,
  record: (k) => `Erfassen: ${k}`,
  writeDown: (k, unit) => `Notiere deinen Wert für „${k}“${unit ? ` (${unit})` : ''}.`,
  baselineWhy: (k) => `Dein Startwert für „${k}“ ist die Grundlage, an der der Plan deinen Fortschritt misst.`,
  ownTarget: 'Stand auf dem Weg zu deinem Ziel',
  ownTargetWhy: (t) => `Die Zahl, die du dir gesetzt hast: ${t}. Jeder Eintrag zeigt, wie weit du gekommen bist.`,
  safetyWhy: 'Deine Sicherheit geht jedem Plan vor.',
  title: (goal, w) => `${goal} in ${w} ${w === 1 ? 'Woche' : 'Wochen'}`,
  summary: (f) => [
    `Ein Plan über ${f.weeks} ${f.weeks === 1 ? 'Woche' : 'Wochen'} (${f.label}) für „${f.goal}“: ${f.sessions} ${f.sessions === 1 ? 'Einheit' : 'Einheiten'} pro Woche mit bis zu ${f.minutes} Minuten, am ${f.days}.`,
    `${f.phases.length === 1 ? 'Eine Phase' : `${f.phases.length} Phasen`}: ${listOf(f.phases, 'de')}.`,
    `Ein Check-in ${f.checkinEvery === 1 ? 'jede Woche' : `alle ${f.checkinEvery} Wochen`} passt die Belastung an${f.kpis.length ? `, und du verfolgst: ${listOf(f.kpis, 'de')}` : ''}.`,
  ],
  injurySummary: (i) =>
    `Du hast ${i} erwähnt: Halte die Einheiten schmerzfrei und geh zu einer Fachperson, wenn es schlimmer wird.`,
};

const AR: ComposeText = {
  plannedFirstWeeks: (w) =>
    `الجلسات مخطط لها خلال ${arabicCount(w, AR_WEEKS)} الأولى؛ اطلب المرحلة التالية عندما تصل إليها.`,
  deloadWhy: 'هذا الأسبوع أخف حتى يستوعب جسمك المجهود.',
  taperWhy: 'أخف الآن لتصل إلى هدفك بنشاط.',
  eveWhy: 'خفيفة، لأن الغد هو يوم هدفك.',
  secondSession: ' (الجلسة الثانية)',
  injuryNote: (i) => ` انتبه إلى ${i}: اجعل كل حركة خالية من الألم.`,
  breakNote: (i) => ` كل 25 دقيقة استراحة قصيرة من أجل ${i}: قم وحرّكه وتمدّد.`,
  towardGoal: (g) => ` هذا يقربك من هدفك: ${g}.`,
  withEquipment: (e) => ` استخدم ما لديك: ${e}.`,
  focusOn: (p) => ` التركيز هذه المرة: ${p}.`,
  quota: (share, left, n) => ` نصيبك اليوم: حوالي ${share} (يتبقى ${left} على ${n} جلسة، مع هامش قبل النهاية).`,
  finalCheckin: 'المراجعة الأخيرة',
  checkinWeek: (w) => `مراجعة: الأسبوع ${w}`,
  record: (k) => `سجّل: ${k}`,
  writeDown: (k, unit) => `دوّن قيمة «${k}»${unit ? ` (${unit})` : ''}.`,
  baselineWhy: (k) => `قيمة «${k}» في البداية هي الأساس الذي تقيس به الخطة تقدمك.`,
  ownTarget: 'تقدمك نحو هدفك',
  ownTargetWhy: (t) => `الرقم الذي وضعته لنفسك: ${t}. كل تسجيل يريك كم تقدمت.`,
  safetyWhy: 'سلامتك أهم من أي خطة.',
  title: (goal, w) => `${goal} خلال ${arabicCount(w, AR_WEEKS)}`,
  summary: (f) => [
    `خطة ${f.label} لمدة ${arabicCount(f.weeks, AR_WEEKS)} لهدف «${f.goal}»: ${arabicCount(f.sessions, AR_SESSIONS)} في الأسبوع، مدة كل منها حتى ${arabicCount(f.minutes, AR_MINUTES)}، أيام ${f.days}.`,
    `${f.phases.length === 1 ? 'مرحلة واحدة' : `المراحل (${f.phases.length})`}: ${listOf(f.phases, 'ar')}.`,
    `مراجعة ${f.checkinEvery === 1 ? 'كل أسبوع' : `كل ${arabicCount(f.checkinEvery, AR_WEEKS)}`} تضبط الحمل${f.kpis.length ? `، وستتابع: ${listOf(f.kpis, 'ar')}` : ''}.`,
  ],
  injurySummary: (i) => `ذكرتَ ${i}: اجعل الجلسات خالية من الألم وراجع مختصًا إذا ساءت الحالة.`,
};

export const COMPOSE_TEXT: Record<PlanLanguage, ComposeText> = { en: EN, ar: AR, es: ES, de: DE };

/**
 * The injuries and conditions the parser names (parse-profile.ts), in the plan's language: a Spanish plan says
 * "rodilla", never "knee" (decision 096).
 */
const INJURY_NAMES: Record<'es' | 'de' | 'ar', Readonly<Record<string, string>>> = {
  es: {
    knee: 'rodilla',
    'lower back': 'zona lumbar',
    'upper back': 'parte alta de la espalda',
    back: 'espalda',
    ankle: 'tobillo',
    hip: 'cadera',
    shoulder: 'hombro',
    wrist: 'muñeca',
    neck: 'cuello',
    hamstring: 'isquiotibiales',
    'achilles or calf': 'tendón de Aquiles o gemelo',
    foot: 'pie',
    elbow: 'codo',
    finger: 'dedo',
    thumb: 'pulgar',
    hand: 'mano',
    'shin splints': 'periostitis tibial',
    'plantar fasciitis': 'fascitis plantar',
    sciatica: 'ciática',
    'herniated disc': 'hernia discal',
    asthma: 'asma',
    arthritis: 'artritis',
    pregnancy: 'embarazo',
    'heart condition': 'afección cardíaca',
    'high blood pressure': 'tensión alta',
    'diastasis recti': 'diástasis de rectos',
    'flat feet': 'pie plano',
    osteoporosis: 'osteoporosis',
    shin: 'espinilla',
    jaw: 'mandíbula',
    'vocal cords': 'cuerdas vocales',
    trapezius: 'trapecios',
    tinnitus: 'tinnitus',
    stroke: 'ictus',
  },
  de: {
    knee: 'Knie',
    'lower back': 'unterer Rücken',
    'upper back': 'oberer Rücken',
    back: 'Rücken',
    ankle: 'Knöchel',
    hip: 'Hüfte',
    shoulder: 'Schulter',
    wrist: 'Handgelenk',
    neck: 'Nacken',
    hamstring: 'hintere Oberschenkelmuskulatur',
    'achilles or calf': 'Achillessehne oder Wade',
    foot: 'Fuß',
    elbow: 'Ellbogen',
    finger: 'Finger',
    thumb: 'Daumen',
    hand: 'Hand',
    'shin splints': 'Schienbeinkantensyndrom',
    'plantar fasciitis': 'Plantarfasziitis',
    sciatica: 'Ischias',
    'herniated disc': 'Bandscheibenvorfall',
    asthma: 'Asthma',
    arthritis: 'Arthritis',
    pregnancy: 'Schwangerschaft',
    'heart condition': 'Herzerkrankung',
    'high blood pressure': 'Bluthochdruck',
    'diastasis recti': 'Rektusdiastase',
    'flat feet': 'Plattfüße',
    osteoporosis: 'Osteoporose',
    shin: 'Schienbein',
    jaw: 'Kiefer',
    'vocal cords': 'Stimmbänder',
    trapezius: 'Trapezmuskel',
    tinnitus: 'Tinnitus',
    stroke: 'Schlaganfall',
  },
  ar: {
    knee: 'الركبة',
    'lower back': 'أسفل الظهر',
    'upper back': 'أعلى الظهر',
    back: 'الظهر',
    ankle: 'الكاحل',
    hip: 'الورك',
    shoulder: 'الكتف',
    wrist: 'الرسغ',
    neck: 'الرقبة',
    hamstring: 'العضلة الخلفية للفخذ',
    'achilles or calf': 'وتر أكيليس أو بطة الساق',
    foot: 'القدم',
    elbow: 'المرفق',
    finger: 'الإصبع',
    thumb: 'الإبهام',
    hand: 'اليد',
    'shin splints': 'التهاب قصبة الساق',
    'plantar fasciitis': 'التهاب اللفافة الأخمصية',
    sciatica: 'عرق النسا',
    'herniated disc': 'الانزلاق الغضروفي',
    asthma: 'الربو',
    arthritis: 'التهاب المفاصل',
    pregnancy: 'الحمل',
    'heart condition': 'مرض القلب',
    'high blood pressure': 'ارتفاع ضغط الدم',
    'diastasis recti': 'انفصال عضلات البطن',
    'flat feet': 'القدم المسطحة',
    osteoporosis: 'هشاشة العظام',
    shin: 'قصبة الساق',
    jaw: 'الفك',
    'vocal cords': 'الأحبال الصوتية',
    trapezius: 'العضلة شبه المنحرفة',
    tinnitus: 'طنين الأذن',
    stroke: 'السكتة الدماغية',
  },
};

/**
 * What a coach says about a condition in every session, in place of the general "keep every movement pain-free"
 * (decision 122): the reliever inhaler in asthma, the talk test in pregnancy, no breath held in high blood pressure.
 * Conditions not here get the general note.
 */
export const CONDITION_NOTES: Record<PlanLanguage, Readonly<Record<string, string>>> = {
  en: {
    tinnitus:
      'Protect your hearing: keep loud sound short and quiet (earplugs or ear protection), and rest your ears after.',
    'vocal cords':
      'Warm your voice up gently, keep it easy and well watered, and stop before it strains or goes hoarse.',
    stroke: 'Follow what your therapists advised, move at your own pace and stop if you feel dizzy, weak or unwell.',
    asthma: 'Keep your reliever inhaler with you, warm up gradually and stop if you wheeze or your chest feels tight.',
    pregnancy:
      "Keep to a pace at which you can still talk, stay cool, drink water and follow your midwife's or doctor's advice; stop if anything feels wrong.",
    osteoporosis:
      'Move with control and keep your back long; avoid sudden twists and deep forward bends, and avoid jumps unless your doctor or physiotherapist agreed to them.',
    'high blood pressure':
      'Keep breathing steadily and never hold your breath while straining; a moderate effort, at which you can still talk.',
    'heart condition':
      'Stay within the effort your doctor agreed, and stop at once if you feel chest pain, dizziness or unusual breathlessness.',
    arthritis: 'Move within a comfortable range, and ease off on days your joints are swollen or painful.',
  },
  es: {
    tinnitus:
      'Protege tu oído: sonidos fuertes, breves y con protección (tapones o protectores), y descansa los oídos después.',
    'vocal cords': 'Calienta la voz con suavidad, hidrátate y para antes de forzarla o quedarte ronco.',
    stroke: 'Sigue lo que te indicaron tus terapeutas, ve a tu ritmo y para si notas mareo, debilidad o malestar.',
    asthma: 'Lleva contigo el inhalador de rescate, calienta poco a poco y para si notas pitidos o el pecho apretado.',
    pregnancy:
      'Mantén un ritmo al que aún puedas hablar, evita el calor, bebe agua y sigue las indicaciones de tu matrona o tu médico; para si algo no va bien.',
    osteoporosis:
      'Muévete con control y con la espalda larga; evita los giros bruscos y las flexiones profundas hacia delante, y evita los saltos salvo que tu médico o fisioterapeuta los haya aprobado.',
    'high blood pressure':
      'Respira de forma regular y no aguantes la respiración al hacer fuerza; esfuerzo moderado, al que aún puedas hablar.',
    'heart condition':
      'Quédate dentro del esfuerzo que acordaste con tu médico y para enseguida si notas dolor en el pecho, mareo o una falta de aire poco habitual.',
    arthritis:
      'Muévete en un rango cómodo y baja la intensidad los días en que las articulaciones estén hinchadas o doloridas.',
  },
  de: {
    tinnitus: 'Schütze dein Gehör: Lautes nur kurz und mit Gehörschutz, danach den Ohren Ruhe gönnen.',
    'vocal cords': 'Wärme die Stimme sanft auf, trink genug und hör auf, bevor sie angestrengt oder heiser wird.',
    stroke:
      'Halte dich an das, was deine Therapeuten geraten haben, geh in deinem Tempo und hör auf, wenn dir schwindlig, schwach oder unwohl wird.',
    asthma:
      'Hab dein Notfallspray (Inhalator) dabei, wärm dich langsam auf und hör auf, wenn es pfeift oder die Brust eng wird.',
    pregnancy:
      'Bleib in einem Tempo, in dem du noch sprechen kannst, vermeide Hitze, trink Wasser und halte dich an deine Hebamme oder Ärztin; hör auf, wenn sich etwas falsch anfühlt.',
    osteoporosis:
      'Beweg dich kontrolliert und mit langem Rücken; vermeide ruckartige Drehungen und tiefe Vorbeugen, und keine Sprünge, außer deine Ärztin oder Physiotherapie hat sie freigegeben.',
    'high blood pressure':
      'Atme gleichmäßig weiter und halte bei Anstrengung nie die Luft an; mäßige Belastung, bei der du noch sprechen kannst.',
    'heart condition':
      'Bleib in der Belastung, die du mit deiner Ärztin abgesprochen hast, und hör sofort auf bei Brustschmerz, Schwindel oder ungewohnter Atemnot.',
    arthritis:
      'Beweg dich in einem angenehmen Bewegungsumfang und mach an Tagen mit geschwollenen oder schmerzenden Gelenken weniger.',
  },
  ar: {
    tinnitus: 'احمِ سمعك: اجعل الأصوات العالية قصيرة ومع واقي أذن، وأرِح أذنيك بعدها.',
    'vocal cords': 'سخّن صوتك بلطف واشرب الماء، وتوقف قبل أن يُجهد صوتك أو يبحّ.',
    stroke: 'اتبع ما نصحك به المعالجون، وتحرك بوتيرتك، وتوقف إذا شعرت بدوخة أو ضعف أو تعب.',
    asthma: 'احمل بخاخ الإسعاف معك، وأحمِ جسمك تدريجيًا، وتوقف إذا سمعت صفيرًا في صدرك أو شعرت بضيق فيه.',
    pregnancy:
      'التزمي بوتيرة تستطيعين معها الكلام، وتجنبي الحر، واشربي الماء، واتبعي نصيحة القابلة أو الطبيبة؛ توقفي إذا شعرت بأي شيء غير طبيعي.',
    osteoporosis:
      'تحرك بتحكم وحافظ على استقامة ظهرك؛ تجنب الالتواءات المفاجئة والانحناءات العميقة إلى الأمام، وتجنب القفز إلا إذا وافق عليه طبيبك أو أخصائي العلاج الطبيعي.',
    'high blood pressure': 'تنفس بانتظام ولا تحبس نفسك أثناء المجهود؛ جهد معتدل تستطيع معه الكلام.',
    'heart condition':
      'ابقَ ضمن الجهد الذي اتفقت عليه مع طبيبك، وتوقف فورًا إذا شعرت بألم في الصدر أو دوخة أو ضيق نفس غير معتاد.',
    arthritis: 'تحرك في مدى مريح، وخفف في الأيام التي تكون فيها المفاصل متورمة أو مؤلمة.',
  },
};

/** An injury or condition the parser named, in `language` (the label itself in English or when unknown). */
export function injuryIn(label: string, language: PlanLanguage): string {
  return language === 'en' ? label : (INJURY_NAMES[language][label] ?? label);
}

/**
 * The words for a body part that has a side, in the four languages (folded: lower case, accents off), by label.
 * Arabic also as "my knee" (ركبتي) and with the article.
 */
const HANDS = String.raw`hand|mano|(?:ال)?(?:يد|ايد)(?:ي)?`;
const SIDED_PARTS: Readonly<Record<string, string>> = {
  knee: String.raw`knees?|rodillas?|knies?|(?:ال)?ركب(?:ه|ة|تي)|meniscus|menisco|meniskus\w*|acl|kreuzband\w*`,
  ankle: String.raw`ankles?|tobillos?|knochel|sprunggelenk\w*|(?:ال)?كاحل\S*`,
  hip: String.raw`hips?|caderas?|hufte\w*|(?:ال)?ورك\S*`,
  shoulder: String.raw`shoulders?|hombros?|schulter\w*|(?:ال)?كتف\S*|rotator cuff|labrum`,
  wrist: String.raw`wrists?|munecas?|handgelenk\w*|(?:ال)?(?:رسغ|معصم)\S*`,
  hamstring: String.raw`hamstrings?|isquio\w*|oberschenkel\w*|(?:ال)?فخذ\S*|(?:ال)?عضل(?:ه|ة) (?:ال)?خلفي(?:ه|ة)`,
  'achilles or calf': String.raw`achilles|calf|calves|aquiles|gemelos?|pantorrillas?|achillessehne\w*|wade\w*|(?:ال)?(?:اكيليس|اكيلس|اخيل|بطه الساق|سمانه)\S*`,
  foot: String.raw`foot|feet|pies?|fuss|fusse|(?:ال)?(?:قدم|رجل)\S*`,
  // Said of the foot it is in: "plantar fasciitis in my left foot", "fascitis plantar en el pie izquierdo".
  'plantar fasciitis': String.raw`foot|feet|pies?|fuss|fusse|(?:ال)?(?:قدم|رجل|اجر)\S*`,
  elbow: String.raw`elbows?|codos?|ellbogen|ell?enbogen|(?:ال)?(?:كوع|مرفق)\S*|epicondil\w*|tennisarm|golferarm|(?:tennis|golfer'?s) elbow|codo de tenista|(?:ال)?كوع التنس`,
  // A finger or a thumb takes the side of the hand it is on ("ring finger (right hand)", "dedo de la mano izquierda").
  finger: String.raw`(?:middle |ring |index )?fingers?|dedos?|(?:ring|mittel|zeige)?fingern?|(?:ال)?(?:اصبع|صباع)\S*|${HANDS}`,
  thumb: String.raw`thumbs?|pulgar|daumen|(?:ال)?ابهام\S*|${HANDS}`,
  hand: String.raw`hands?|manos?|hand|(?:ال)?يد(?:ي)?`,
};
const LEFT = String.raw`left|izquierd[oa]|izda|izq|link\w*|(?:ال)?(?:يسار|يسرى|شمال)`;
const RIGHT = String.raw`right|derech[oa]|dcha|drcha|recht\w*|(?:ال)?(?:يمين|يمنى|ايمن)`;
/** Arabic joins "in", "and" and "the" to the word: "بالركبة اليمنى", "وركبتي". */
const ARABIC_PREFIX = String.raw`(?:[وبلف]|[وب]?ال)?`;
/** Spanish names of a feminine body part (the side agrees: "rodilla derecha", "hombro derecho"). */
const FEMININE_ES = new Set(['knee', 'hip', 'wrist', 'hand']);
/** Arabic names of a feminine body part ("الركبة اليمنى", "الكتف الأيمن"). */
const FEMININE_AR = new Set(['knee', 'foot', 'hand']);

/** Each sided part's patterns, built once: the side before the part (one word may come between) or after it. */
const SIDE_PATTERNS = new Map(
  Object.entries(SIDED_PARTS).map(([label, part]) => {
    const near = (side: string) =>
      new RegExp(
        String.raw`(?:^|[^\p{L}])(?:${side})\s+(?:[\p{L}]+\s+)?(?:${ARABIC_PREFIX}(?:${part}))(?![\p{L}])|(?:^|[^\p{L}])${ARABIC_PREFIX}(?:${part})\s+(?:(?!(?:and|y|und|but|pero|aber)\s)[\p{L}]+\s+){0,2}(?:\(|on the |on my |of my |del lado |de la mano |del brazo |en el brazo |auf der |an der |am |في |ب)?(?:${side})(?![\p{L}])`,
        'u',
      );
    return [label, { left: near(LEFT), right: near(RIGHT) }] as const;
  }),
);

/** The side of a body part said in the person's text ("my right knee", "rodilla izquierda", "الكتف اليمين"), if any. */
function sideOf(label: string, text: string): 'left' | 'right' | null {
  const patterns = SIDE_PATTERNS.get(label);
  if (!patterns) return null;
  const folded = foldAccents(text);
  const left = patterns.left.test(folded);
  const right = patterns.right.test(folded);
  return left === right ? null : left ? 'left' : 'right';
}

/**
 * The person's own, more precise word for what a label names (decision 128): "knee" was a torn meniscus or an ACL,
 * "elbow" an epicondylitis, "wrist" a carpal tunnel. Folded text (lower case, no accents).
 */
const OWN_TERMS: Readonly<Record<string, RegExp>> = {
  knee: /\b(?:acl|meniscus|menisco|meniskus\w*|ligamento cruzado|lca|kreuzband\w*|patellar tendin\w*|runner'?s knee|jumper'?s knee|it band|patellaspitzen\w*)\b|الرباط الصليبي|الغضروف الهلالي/u,
  shoulder:
    /\b(?:rotator cuff|frozen shoulder|labrum|labral tear|impingement|manguito rotador|hombro congelado|rotatorenmanschette)\b|الكتف المتجمد/u,
  elbow: /\b(?:tennis elbow|golfer'?s elbow|epicondil\w*|codo de tenista|tennisarm|golferarm)\b/u,
  wrist:
    /\b(?:carpal tunnel|tunel carpiano|karpaltunnel\w*|sehnenscheidenentzundung|tendinitis de quervain|de quervain)\b/u,
  'lower back': /\b(?:lumbalgia|lumbago|hexenschuss)\b/u,
  arthritis: /\b(?:artrosis|arthrose|osteoarthritis)\b|خشون(?:ه|ة)/u,
  finger: /\b(?:pulley|a2 pulley|ringband\w*|polea)\b/u,
  'vocal cords': /\b(?:vocal nodules?|nodulos vocales|stimmlippenknotchen|stimmbandknotchen)\b/u,
};

/** The person's own term for `label` in their text, as they wrote it where the text allows, else folded. */
function ownTerm(label: string, text: string): string | null {
  const pattern = OWN_TERMS[label];
  if (!pattern) return null;
  const folded = foldAccents(text);
  const match = pattern.exec(folded);
  if (!match) return null;
  const term = folded.length === text.length ? text.slice(match.index, match.index + match[0].length) : match[0];
  return term.trim();
}

/**
 * An injury named in the plan's language with the side the person gave ("right knee", "rodilla derecha", "Knie
 * rechts"), and their own word for it when they were more precise ("right knee (meniscus)", "codo (epicondilitis)").
 */
export function injuryWithSide(label: string, language: PlanLanguage, text: string): string {
  const sided = sidedInjury(label, language, text);
  const own = ownTerm(label, text);
  if (!own || foldAccents(sided).includes(foldAccents(own))) return sided;
  // "frozen shoulder", "tennis elbow", "hombro congelado" name the part themselves: they take its place.
  const name = partName(label, language, text);
  const [ownFolded, nameFolded] = [foldAccents(own), foldAccents(name)];
  if (ownFolded.endsWith(nameFolded) || ownFolded.startsWith(nameFolded)) return sided.replace(name, own);
  return `${sided} (${own})`;
}

/**
 * Where a label names two parts or the person's language has two words for one, the one they said (folded text):
 * "my left achilles" is the Achilles, not "achilles or calf"; "Sprunggelenk" is not "Knöchel"; "المعصم" not "الرسغ".
 */
const PART_AS_SAID: Readonly<Record<string, Partial<Record<PlanLanguage, ReadonlyArray<readonly [RegExp, string]>>>>> =
  {
    'achilles or calf': {
      en: [
        [/\bachilles\b/u, 'achilles'],
        [/\bcal(?:f|ves)\b/u, 'calf'],
      ],
      es: [
        [/\baquiles\b/u, 'tendón de Aquiles'],
        [/\bgemelos?\b/u, 'gemelo'],
        [/\bpantorrillas?\b/u, 'pantorrilla'],
      ],
      de: [
        [/\bachilles\w*/u, 'Achillessehne'],
        [/\bwaden?\b/u, 'Wade'],
      ],
      ar: [
        [/(?:اكيليس|اكيلس|اخيل)/u, 'وتر أكيليس'],
        [/(?:بطه الساق|سمانه)/u, 'بطة الساق'],
      ],
    },
    ankle: { de: [[/\bsprunggelenk\w*/u, 'Sprunggelenk']] },
    wrist: { ar: [[/معصم/u, 'المعصم']] },
  };

/** The part's name in `language`: the one the person said where there is a choice, else the label's. */
function partName(label: string, language: PlanLanguage, text: string): string {
  const said = (PART_AS_SAID[label]?.[language] ?? []).filter(([pattern]) => pattern.test(foldAccents(text)));
  return said.length === 1 ? said[0]![1] : injuryIn(label, language);
}

function sidedInjury(label: string, language: PlanLanguage, text: string): string {
  const name = partName(label, language, text);
  const side = sideOf(label, text);
  if (!side) return name;
  switch (language) {
    case 'en':
      return `${side} ${name}`;
    case 'es':
      return `${name} ${side === 'left' ? 'izquierd' : 'derech'}${FEMININE_ES.has(label) ? 'a' : 'o'}`;
    case 'de':
      return `${name} ${side === 'left' ? 'links' : 'rechts'}`;
    case 'ar':
      return FEMININE_AR.has(label)
        ? `${name} ${side === 'left' ? 'اليسرى' : 'اليمنى'}`
        : `${name} ${side === 'left' ? 'الأيسر' : 'الأيمن'}`;
  }
}
