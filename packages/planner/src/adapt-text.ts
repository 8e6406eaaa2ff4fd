import type { PlanLanguage } from './i18n.ts';
import type { GoalChoice, MissReason, QuickReply } from './api.ts';

/**
 * Adaptation's coaching sentences (decision 038) in each language the agent speaks, like compose-text.ts for the
 * composer: every why names the session or measure and the reason. Session titles come in the plan's language
 * already (from the localized domain template); numbers are passed in formatted.
 */
export type AdaptText = {
  swapped: (from: string, times: number, to: string) => string;
  recoveryTitle: (physical: boolean) => string;
  recoveryDescription: (session: string, physical: boolean) => string;
  recoveryWhy: string;
  recoveryAfterCheckin: (date: string, session: string) => string;
  recoveryAfterPain: (session: string) => string;
  recoveryAfterStreak: (count: number, session: string) => string;
  askMissed: (sessions: string) => string;
  missReasons: Record<MissReason, string>;
  noTime: (minutes: number) => string;
  tooHard: string;
  unwell: string;
  motivation: (session: string, minutes: number) => string;
  motivationNudge: string;
  motivationNudgeWhy: string;
  kpiWrongWay: (kpi: string, values: string, target: string) => string;
  kpiRaised: (kpi: string, from: string, to: string) => string;
  offer: string;
  goalChoices: Record<GoalChoice, string>;
  easier: string;
  reaimed: (kpi: string, from: string, to: string) => string;
  /** The agent's reply to a tapped answer: whether the plan changed. */
  thanks: (changed: boolean) => string;
};

const EN: AdaptText = {
  swapped: (from, n, to) =>
    `You skipped the last ${n} ${from.toLowerCase()} sessions, so the coming ones are now “${to}”: another way to work on the same goal that may suit you better.`,
  recoveryTitle: (physical) => (physical ? 'Recovery session' : 'Light session'),
  recoveryDescription: (session, physical) =>
    physical
      ? `Keep it easy and short: the gentlest version of “${session}”, or a walk and some stretching. Rest instead if you still feel worn out, and stop if anything hurts.`
      : `Keep it light and short: a quick, easy version of “${session}”, or a review of what you did last time. Rest instead if you still feel worn out.`,
  recoveryWhy: 'A lighter day now lets you come back stronger for the next one.',
  recoveryAfterCheckin: (date, s) =>
    `Your check-in on ${date} said the last stretch was very hard, so your next session (${s}) is an easy, short recovery session.`,
  recoveryAfterPain: (s) =>
    `Because of the pain you reported, your next session (${s}) is an easy, short recovery session.`,
  recoveryAfterStreak: (n, s) =>
    `You did ${n} hard sessions in a row, so your next session (${s}) is an easy, short recovery session.`,
  askMissed: (s) =>
    `You missed ${s}. What got in the way? Your answer decides how the plan changes: shorter, lighter, a pause or a smaller step.`,
  missReasons: {
    no_time: 'I had no time',
    too_hard: 'It was too hard',
    unwell: 'I felt unwell or got injured',
    motivation: 'I lost motivation',
    other: 'Something else',
  },
  noTime: (m) =>
    `You said time was short, so the next two weeks’ sessions are shorter (about ${m} minutes); a short session done beats a long one missed.`,
  tooHard: 'You said the sessions were too hard, so the coming ones are 15% lighter.',
  unwell:
    'You said you felt unwell or got injured, so the load is paused and the next week’s sessions are at their lightest. If it is an injury, pain that lasts, or you feel unwell for more than a few days, see a doctor or physiotherapist before training hard again.',
  motivation: (s, m) =>
    `You said motivation dipped, so the next step is smaller: your next session (${s}) is just ${m} minutes. Starting is the win.`,
  motivationNudge: 'Just start: put on your kit or open your notes, and do five minutes. Stop after that if you want.',
  motivationNudgeWhy: 'Starting is the hardest part; a tiny first step usually carries you on.',
  kpiWrongWay: (k, values, target) =>
    `Your ${k.toLowerCase()} went ${values}, away from your ${target} target two entries running, so the coming sessions are 10% lighter to rebuild steady progress.`,
  kpiRaised: (k, from, to) =>
    `Your ${k.toLowerCase()} is well ahead of the plan's trend, so its target moves from ${from} to ${to}, still within a safe pace.`,
  offer:
    'The plan looks off track: many sessions were missed or your numbers are well behind. Would you like to make it easier, change the goal, or keep going as it is?',
  goalChoices: { easier: 'Make it easier', change_goal: 'Change the goal', keep: 'Keep going' },
  easier: 'You asked for an easier plan, so the coming sessions are 20% lighter and shorter.',
  reaimed: (k, from, to) =>
    `You chose to change the goal, so the ${k.toLowerCase()} target moves from ${from} to ${to}: what your pace so far reaches by the end date.`,
  thanks: (changed) =>
    changed
      ? 'Thanks for telling me. Your plan is adjusted; the changes are listed above.'
      : 'Thanks for telling me. Your plan stays as it is: keep going, one session at a time.',
};

const ES: AdaptText = {
  swapped: (from, n, to) =>
    `Te saltaste las últimas ${n} sesiones de «${from}», así que las próximas pasan a ser «${to}»: otra forma de trabajar el mismo objetivo que quizá te encaje mejor.`,
  recoveryTitle: (physical) => (physical ? 'Sesión de recuperación' : 'Sesión ligera'),
  recoveryDescription: (session, physical) =>
    physical
      ? `Hazla suave y corta: la versión más tranquila de «${session}», o un paseo y algo de estiramientos. Si sigues agotado, descansa, y para si algo te duele.`
      : `Hazla ligera y corta: una versión rápida y fácil de «${session}», o repasa lo que hiciste la última vez. Si sigues agotado, descansa.`,
  recoveryWhy: 'Un día más ligero ahora te deja volver con más fuerza a la siguiente.',
  recoveryAfterCheckin: (date, s) =>
    `Tu revisión del ${date} indicó que el último tramo fue muy duro, así que tu próxima sesión (${s}) es de recuperación: suave y corta.`,
  recoveryAfterPain: (s) => `Por el dolor que indicaste, tu próxima sesión (${s}) es de recuperación: suave y corta.`,
  recoveryAfterStreak: (n, s) =>
    `Hiciste ${n} sesiones duras seguidas, así que tu próxima sesión (${s}) es de recuperación: suave y corta.`,
  askMissed: (s) =>
    `No hiciste ${s}. ¿Qué te lo impidió? Tu respuesta decide cómo cambia el plan: más corto, más ligero, una pausa o un paso más pequeño.`,
  missReasons: {
    no_time: 'No tuve tiempo',
    too_hard: 'Era demasiado duro',
    unwell: 'Me encontraba mal o me lesioné',
    motivation: 'Perdí la motivación',
    other: 'Otra cosa',
  },
  noTime: (m) =>
    `Dijiste que te falta tiempo, así que las sesiones de las próximas dos semanas son más cortas (unos ${m} minutos): una sesión corta hecha vale más que una larga sin hacer.`,
  tooHard: 'Dijiste que las sesiones eran demasiado duras, así que las próximas son un 15 % más ligeras.',
  unwell:
    'Dijiste que te encontrabas mal o te lesionaste, así que la carga queda en pausa y las sesiones de la próxima semana van a su nivel más suave. Si es una lesión, un dolor que no se va o llevas varios días mal, consulta a un médico o fisioterapeuta antes de volver a entrenar fuerte.',
  motivation: (s, m) =>
    `Dijiste que te falta motivación, así que el próximo paso es más pequeño: tu próxima sesión (${s}) dura solo ${m} minutos. Empezar ya es ganar.`,
  motivationNudge: 'Solo empieza: ponte la ropa o abre tus apuntes y dedica cinco minutos. Si quieres, para después.',
  motivationNudgeWhy: 'Empezar es lo más difícil; un primer paso pequeño suele llevarte a seguir.',
  kpiWrongWay: (k, values, target) =>
    `Tu valor de «${k.toLowerCase()}» fue ${values}, alejándose de tu objetivo de ${target} en dos registros seguidos, así que las próximas sesiones son un 10 % más ligeras para recuperar un progreso estable.`,
  kpiRaised: (k, from, to) =>
    `Tu valor de «${k.toLowerCase()}» va muy por delante de lo previsto, así que su objetivo pasa de ${from} a ${to}, siempre a un ritmo seguro.`,
  offer:
    'El plan parece desviado: faltaron muchas sesiones o tus cifras van muy por detrás. ¿Quieres hacerlo más fácil, cambiar el objetivo o seguir como está?',
  goalChoices: { easier: 'Hacerlo más fácil', change_goal: 'Cambiar el objetivo', keep: 'Seguir así' },
  easier: 'Pediste un plan más fácil, así que las próximas sesiones son un 20 % más ligeras y cortas.',
  reaimed: (k, from, to) =>
    `Elegiste cambiar el objetivo, así que el objetivo de «${k.toLowerCase()}» pasa de ${from} a ${to}: lo que tu ritmo actual alcanza para la fecha final.`,
  thanks: (changed) =>
    changed
      ? 'Gracias por contármelo. Ajusté tu plan; arriba tienes los cambios.'
      : 'Gracias por contármelo. Tu plan sigue igual: continúa, sesión a sesión.',
};

const DE: AdaptText = {
  swapped: (from, n, to) =>
    `Du hast die letzten ${n} Einheiten „${from}“ ausgelassen, deshalb werden die nächsten zu „${to}“: ein anderer Weg zum selben Ziel, der dir vielleicht besser liegt.`,
  recoveryTitle: (physical) => (physical ? 'Erholungseinheit' : 'Leichte Einheit'),
  recoveryDescription: (session, physical) =>
    physical
      ? `Locker und kurz: die sanfteste Version von „${session}“ oder ein Spaziergang mit etwas Dehnen. Wenn du noch erschöpft bist, ruh dich aus, und hör auf, wenn etwas wehtut.`
      : `Leicht und kurz: eine schnelle, einfache Version von „${session}“ oder ein Blick auf das, was du beim letzten Mal gemacht hast. Wenn du noch erschöpft bist, ruh dich aus.`,
  recoveryWhy: 'Ein leichterer Tag jetzt bringt dich gestärkt zur nächsten Einheit.',
  recoveryAfterCheckin: (date, s) =>
    `Dein Check-in am ${date} sagt, dass die letzte Zeit sehr hart war, deshalb ist deine nächste Einheit (${s}) eine kurze, lockere Erholungseinheit.`,
  recoveryAfterPain: (s) =>
    `Wegen der Schmerzen, die du angegeben hast, ist deine nächste Einheit (${s}) eine kurze, lockere Erholungseinheit.`,
  recoveryAfterStreak: (n, s) =>
    `Du hast ${n} harte Einheiten hintereinander gemacht, deshalb ist deine nächste Einheit (${s}) eine kurze, lockere Erholungseinheit.`,
  askMissed: (s) =>
    `Du hast ${s} verpasst. Was kam dazwischen? Deine Antwort entscheidet, wie sich der Plan ändert: kürzer, leichter, eine Pause oder ein kleinerer Schritt.`,
  missReasons: {
    no_time: 'Ich hatte keine Zeit',
    too_hard: 'Es war zu schwer',
    unwell: 'Mir ging es nicht gut oder ich bin verletzt',
    motivation: 'Mir fehlte die Motivation',
    other: 'Etwas anderes',
  },
  noTime: (m) =>
    `Du hast gesagt, dass dir die Zeit fehlt, deshalb sind die Einheiten der nächsten zwei Wochen kürzer (etwa ${m} Minuten): Eine kurze Einheit, die stattfindet, schlägt eine lange, die ausfällt.`,
  tooHard: 'Du hast gesagt, dass die Einheiten zu schwer waren, deshalb sind die nächsten 15 % leichter.',
  unwell:
    'Du hast gesagt, dass es dir nicht gut geht oder du verletzt bist, deshalb pausiert die Belastung und die Einheiten der nächsten Woche sind so leicht wie möglich. Bei einer Verletzung, anhaltenden Schmerzen oder wenn es dir mehrere Tage schlecht geht, lass dich ärztlich oder physiotherapeutisch untersuchen, bevor du wieder hart trainierst.',
  motivation: (s, m) =>
    `Du hast gesagt, dass dir die Motivation fehlt, deshalb ist der nächste Schritt kleiner: Deine nächste Einheit (${s}) dauert nur ${m} Minuten. Anfangen ist schon ein Erfolg.`,
  motivationNudge:
    'Fang einfach an: Zieh deine Sachen an oder öffne deine Notizen und mach fünf Minuten. Danach darfst du aufhören.',
  motivationNudgeWhy: 'Der Anfang ist das Schwerste; ein winziger erster Schritt trägt dich meist weiter.',
  kpiWrongWay: (k, values, target) =>
    `Dein Wert für „${k}“ ging ${values}, zwei Einträge hintereinander weg von deinem Ziel ${target}, deshalb sind die nächsten Einheiten 10 % leichter, damit du wieder stetig vorankommst.`,
  kpiRaised: (k, from, to) =>
    `Dein Wert für „${k}“ liegt deutlich vor dem geplanten Verlauf, deshalb steigt das Ziel von ${from} auf ${to}, weiterhin in einem sicheren Tempo.`,
  offer:
    'Der Plan scheint nicht aufzugehen: Viele Einheiten sind ausgefallen oder deine Werte liegen weit zurück. Möchtest du ihn leichter machen, das Ziel ändern oder so weitermachen?',
  goalChoices: { easier: 'Leichter machen', change_goal: 'Ziel ändern', keep: 'Weitermachen' },
  easier: 'Du wolltest einen leichteren Plan, deshalb sind die nächsten Einheiten 20 % leichter und kürzer.',
  reaimed: (k, from, to) =>
    `Du hast dich entschieden, das Ziel zu ändern, deshalb geht das Ziel für „${k}“ von ${from} auf ${to}: so weit, wie dein bisheriges Tempo bis zum Enddatum reicht.`,
  thanks: (changed) =>
    changed
      ? 'Danke, dass du es mir sagst. Dein Plan ist angepasst; die Änderungen stehen oben.'
      : 'Danke, dass du es mir sagst. Dein Plan bleibt, wie er ist: Mach weiter, eine Einheit nach der anderen.',
};

const AR: AdaptText = {
  swapped: (from, n, to) =>
    `تخطّيت آخر ${n} من جلسات «${from}»، لذلك أصبحت الجلسات القادمة «${to}»: طريقة أخرى للعمل على الهدف نفسه قد تناسبك أكثر.`,
  recoveryTitle: (physical) => (physical ? 'جلسة استشفاء' : 'جلسة خفيفة'),
  recoveryDescription: (session, physical) =>
    physical
      ? `اجعلها سهلة وقصيرة: أخف نسخة من «${session}»، أو مشيًا مع بعض الإطالة. إن كنت ما زلت مرهقًا فاسترح، وتوقف إذا آلمك أي شيء.`
      : `اجعلها خفيفة وقصيرة: نسخة سريعة وسهلة من «${session}»، أو راجع ما فعلته في المرة السابقة. إن كنت ما زلت مرهقًا فاسترح.`,
  recoveryWhy: 'يوم أخف الآن يعيدك أقوى في الجلسة التالية.',
  recoveryAfterCheckin: (date, s) =>
    `ذكرت مراجعتك بتاريخ ${date} أن الفترة الأخيرة كانت شاقة جدًا، لذلك أصبحت جلستك القادمة (${s}) جلسة استشفاء سهلة وقصيرة.`,
  recoveryAfterPain: (s) => `بسبب الألم الذي ذكرته، أصبحت جلستك القادمة (${s}) جلسة استشفاء سهلة وقصيرة.`,
  recoveryAfterStreak: (n, s) =>
    `أنجزت ${n} جلسات شاقة متتالية، لذلك أصبحت جلستك القادمة (${s}) جلسة استشفاء سهلة وقصيرة.`,
  askMissed: (s) =>
    `فاتتك ${s}. ما الذي منعك؟ إجابتك تحدد كيف تتغير الخطة: جلسات أقصر، أو أخف، أو توقف مؤقت، أو خطوة أصغر.`,
  missReasons: {
    no_time: 'لم يكن لدي وقت',
    too_hard: 'كانت صعبة جدًا',
    unwell: 'كنت متوعكًا أو أُصبت',
    motivation: 'فقدت الحماس',
    other: 'سبب آخر',
  },
  noTime: (m) =>
    `قلت إن وقتك ضيق، لذلك أصبحت جلسات الأسبوعين القادمين أقصر (نحو ${m} دقيقة): جلسة قصيرة تنجزها أفضل من جلسة طويلة تفوتك.`,
  tooHard: 'قلت إن الجلسات كانت صعبة جدًا، لذلك أصبحت الجلسات القادمة أخف بنسبة 15%.',
  unwell:
    'قلت إنك متوعك أو أُصبت، لذلك أوقفنا زيادة الحِمل وجلسات الأسبوع القادم في أخف مستوى. إن كانت إصابة أو ألمًا مستمرًا أو استمر توعكك عدة أيام، فراجع طبيبًا أو أخصائي علاج طبيعي قبل أن تعود إلى التمرين الشاق.',
  motivation: (s, m) =>
    `قلت إن حماسك تراجع، لذلك أصبحت الخطوة التالية أصغر: جلستك القادمة (${s}) مدتها ${m} دقيقة فقط. البداية بحد ذاتها إنجاز.`,
  motivationNudge: 'ابدأ فقط: البس ملابسك أو افتح ملاحظاتك واعمل خمس دقائق، ثم توقف إن شئت.',
  motivationNudgeWhy: 'البداية أصعب جزء؛ وخطوة أولى صغيرة تدفعك غالبًا إلى الاستمرار.',
  kpiWrongWay: (k, values, target) =>
    `تغيّرت قيمة «${k}» من ${values}، مبتعدة عن هدفك ${target} في قياسين متتاليين، لذلك أصبحت الجلسات القادمة أخف بنسبة 10% لتستعيد تقدمًا ثابتًا.`,
  kpiRaised: (k, from, to) =>
    `قيمة «${k}» متقدمة كثيرًا على مسار الخطة، لذلك ارتفع الهدف من ${from} إلى ${to}، مع البقاء ضمن وتيرة آمنة.`,
  offer:
    'يبدو أن الخطة خرجت عن مسارها: فاتتك جلسات كثيرة أو أرقامك متأخرة كثيرًا. هل تريد أن نجعلها أسهل، أو نغيّر الهدف، أو نستمر كما هي؟',
  goalChoices: { easier: 'اجعلها أسهل', change_goal: 'غيّر الهدف', keep: 'استمر كما هي' },
  easier: 'طلبت خطة أسهل، لذلك أصبحت الجلسات القادمة أخف وأقصر بنسبة 20%.',
  reaimed: (k, from, to) =>
    `اخترت تغيير الهدف، لذلك انتقل هدف «${k}» من ${from} إلى ${to}: ما تبلغه وتيرتك الحالية بحلول تاريخ النهاية.`,
  thanks: (changed) =>
    changed
      ? 'شكرًا لأنك أخبرتني. عدّلت خطتك، والتغييرات مذكورة أعلاه.'
      : 'شكرًا لأنك أخبرتني. تبقى خطتك كما هي: استمر، جلسة بعد جلسة.',
};

export const ADAPT_TEXT: Record<PlanLanguage, AdaptText> = { en: EN, ar: AR, es: ES, de: DE };

export const adaptText = (language: PlanLanguage | undefined): AdaptText => ADAPT_TEXT[language ?? 'en'];

/** The miss-reason question's quick replies; each value is the label, so a tap reads as the person's own words. */
export function missReplies(language: PlanLanguage | undefined): QuickReply[] {
  const reasons = adaptText(language).missReasons;
  return (Object.keys(reasons) as MissReason[]).map((reason) => ({ label: reasons[reason], value: reasons[reason] }));
}

export function goalReplies(language: PlanLanguage | undefined): QuickReply[] {
  const choices = adaptText(language).goalChoices;
  return (Object.keys(choices) as GoalChoice[]).map((choice) => ({ label: choices[choice], value: choices[choice] }));
}

const norm = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/, '');

/** The answer a message gives to an adaptation question (a quick reply's text in any language), or null. */
export function answerOf(
  text: string,
): { question: 'miss_reason'; reason: MissReason } | { question: 'goal_change'; choice: GoalChoice } | null {
  const said = norm(text);
  for (const t of Object.values(ADAPT_TEXT)) {
    for (const [reason, label] of Object.entries(t.missReasons)) {
      if (norm(label) === said) return { question: 'miss_reason', reason: reason as MissReason };
    }
    for (const [choice, label] of Object.entries(t.goalChoices)) {
      if (norm(label) === said) return { question: 'goal_change', choice: choice as GoalChoice };
    }
  }
  return null;
}
