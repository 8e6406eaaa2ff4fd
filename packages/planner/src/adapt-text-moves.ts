import type { PlanLanguage } from './i18n.ts';
import { daysBetween, isoWeekday } from './calendar.ts';
import { weekdayIn } from './compose-text.ts';

/**
 * Adaptation's older sentences (moving, bridging, dropping, re-ramping, check-in and KPI load changes) in each
 * language the agent speaks (decision 038). The English ones are exactly what they were before. Days come from
 * `dayIn`; titles are the tasks' own (in the plan's language already).
 */
export type Next = { day: string; title: string };

export type MoveText = {
  movedForEdit: (mine: string, from: string, theirs: string, to: string) => string;
  moved: (day: string, title: string, to: string) => string;
  absorbed: (day: string, title: string, nextDay: string, nextTitle: string, extra: number) => string;
  droppedNoDay: (day: string, title: string) => string;
  droppedResumed: (count: number, from: string) => string;
  bridged: (count: number, since: string, changed: boolean) => string;
  reramped: (days: number, count: number, fromLast: boolean, changed: boolean, end: string) => string;
  /** `next`: the first session the change reaches, named so the why is this plan's, not any plan's. */
  checkin: (date: string, score: string, max: string, lower: boolean, next?: Next) => string;
  kpi: (reading: string, expected: string, behind: boolean, next?: Next) => string;
};

/** "Easy run" -> "easy run" (a title's first letter, unless it starts an acronym). */
function lower(title: string): string {
  return title.length > 1 && title[1] === title[1]?.toLowerCase() ? title[0]?.toLowerCase() + title.slice(1) : title;
}

const enNext = (n?: Next) => (n ? `, starting with ${n.day}'s ${lower(n.title)},` : '');
const esNext = (n?: Next) => (n ? `, empezando por «${n.title}» del ${n.day},` : '');
const deNext = (n?: Next) => (n ? `, ab „${n.title}“ am ${n.day},` : '');
const arNext = (n?: Next) => (n ? `، بدءًا من «${n.title}» يوم ${n.day}،` : '');

const EN: MoveText = {
  movedForEdit: (mine, from, theirs, to) =>
    `You moved your ${lower(mine)} to ${from}, so the ${lower(theirs)} planned that day moved to ${to}.`,
  moved: (day, title, to) => `You missed ${day}'s ${lower(title)}, so it moved to ${to}.`,
  absorbed: (day, title, nextDay, nextTitle, extra) =>
    `You missed ${day}'s ${lower(title)} and the week had no free day left, so ${nextDay}'s ${lower(nextTitle)} is ${extra} minutes longer instead.`,
  droppedNoDay: (day, title) =>
    `You missed ${day}'s ${lower(title)} and the week had no free day left, so it was dropped and the plan carries on.`,
  droppedResumed: (n, from) => `You missed ${n} sessions from ${from} but have trained since, so they were dropped.`,
  bridged: (n, since, changed) => {
    const missed = `You missed ${n === 1 ? 'a session' : `${n} sessions in a row`} since ${since}`;
    return changed
      ? `${missed}, so the coming week repeats your last completed load before the build resumes.`
      : `${missed}, so ${n === 1 ? 'it was' : 'they were'} dropped; the coming sessions are light enough to pick up from.`;
  },
  reramped: (days, n, fromLast, changed, end) => {
    const away = `You have been away for ${days} days (${n} ${n === 1 ? 'session' : 'sessions'} missed)`;
    const restart = fromLast ? '75% of your last load' : 'the first week’s load';
    return changed
      ? `${away}, so the plan restarts at ${restart} and builds back up; the end date stays ${end}.`
      : `${away}, so the missed sessions were dropped; the coming sessions are already light enough to restart with.`;
  },
  checkin: (date, score, max, lowerLoad, next) =>
    `Your check-in on ${date} scored ${score} of ${max}, so the coming sessions${enNext(next)} are ${lowerLoad ? '10% lighter' : '5% harder'}.`,
  kpi: (reading, expected, behind, next) =>
    behind
      ? `${reading} is behind the ${expected} expected by now, so the coming sessions${enNext(next)} are 10% lighter to rebuild consistency.`
      : `${reading} is ahead of the ${expected} expected by now, so the coming sessions${enNext(next)} are 5% harder.`,
};

const ES: MoveText = {
  movedForEdit: (mine, from, theirs, to) =>
    `Pasaste «${mine}» al ${from}, así que «${theirs}», previsto ese día, pasa al ${to}.`,
  moved: (day, title, to) => `No hiciste «${title}» del ${day}, así que pasa al ${to}.`,
  absorbed: (day, title, nextDay, nextTitle, extra) =>
    `No hiciste «${title}» del ${day} y la semana no tenía días libres, así que «${nextTitle}» del ${nextDay} dura ${extra} minutos más.`,
  droppedNoDay: (day, title) =>
    `No hiciste «${title}» del ${day} y la semana no tenía días libres, así que se quitó y el plan sigue.`,
  droppedResumed: (n, from) =>
    `No hiciste ${n} sesiones desde el ${from}, pero ya has vuelto a entrenar, así que se quitaron.`,
  bridged: (n, since, changed) => {
    const missed =
      n === 1 ? `No hiciste una sesión desde el ${since}` : `No hiciste ${n} sesiones seguidas desde el ${since}`;
    return changed
      ? `${missed}, así que la próxima semana repite tu última carga completada antes de seguir progresando.`
      : `${missed}, así que ${n === 1 ? 'se quitó' : 'se quitaron'}; las próximas sesiones son lo bastante suaves para retomar.`;
  },
  reramped: (days, n, fromLast, changed, end) => {
    const away = `Llevas ${days} días sin entrenar (${n} ${n === 1 ? 'sesión perdida' : 'sesiones perdidas'})`;
    const restart = fromLast ? 'el 75 % de tu última carga' : 'la carga de la primera semana';
    return changed
      ? `${away}, así que el plan vuelve a empezar con ${restart} y sube poco a poco; la fecha final sigue siendo el ${end}.`
      : `${away}, así que se quitaron las sesiones perdidas; las próximas ya son lo bastante suaves para volver a empezar.`;
  },
  checkin: (date, score, max, lowerLoad, next) =>
    `Tu revisión del ${date} obtuvo ${score} de ${max}, así que las próximas sesiones${esNext(next)} son ${lowerLoad ? 'un 10 % más ligeras' : 'un 5 % más exigentes'}.`,
  kpi: (reading, expected, behind, next) =>
    behind
      ? `${reading} va por detrás de los ${expected} previstos a estas alturas, así que las próximas sesiones${esNext(next)} son un 10 % más ligeras para recuperar la constancia.`
      : `${reading} va por delante de los ${expected} previstos a estas alturas, así que las próximas sesiones${esNext(next)} son un 5 % más exigentes.`,
};

const DE: MoveText = {
  movedForEdit: (mine, from, theirs, to) =>
    `Du hast „${mine}“ auf ${from} verschoben, deshalb ist „${theirs}“ von diesem Tag jetzt am ${to}.`,
  moved: (day, title, to) => `Du hast „${title}“ am ${day} verpasst, deshalb ist die Einheit jetzt am ${to}.`,
  absorbed: (day, title, nextDay, nextTitle, extra) =>
    `Du hast „${title}“ am ${day} verpasst und die Woche hatte keinen freien Tag mehr, deshalb dauert „${nextTitle}“ am ${nextDay} ${extra} Minuten länger.`,
  droppedNoDay: (day, title) =>
    `Du hast „${title}“ am ${day} verpasst und die Woche hatte keinen freien Tag mehr, deshalb fällt die Einheit weg und der Plan geht weiter.`,
  droppedResumed: (n, from) =>
    `Du hast ab ${from} ${n} Einheiten verpasst, aber seitdem wieder trainiert, deshalb fallen sie weg.`,
  bridged: (n, since, changed) => {
    const missed =
      n === 1
        ? `Du hast seit ${since} eine Einheit verpasst`
        : `Du hast seit ${since} ${n} Einheiten hintereinander verpasst`;
    return changed
      ? `${missed}, deshalb wiederholt die nächste Woche deine zuletzt geschaffte Belastung, bevor es weiter aufwärts geht.`
      : `${missed}, deshalb ${n === 1 ? 'fällt sie' : 'fallen sie'} weg; die nächsten Einheiten sind leicht genug für den Wiedereinstieg.`;
  },
  reramped: (days, n, fromLast, changed, end) => {
    const away = `Du hast ${days} Tage pausiert (${n} ${n === 1 ? 'Einheit' : 'Einheiten'} verpasst)`;
    const restart = fromLast ? '75 % deiner letzten Belastung' : 'der Belastung der ersten Woche';
    return changed
      ? `${away}, deshalb startet der Plan wieder bei ${restart} und baut sich neu auf; das Enddatum bleibt der ${end}.`
      : `${away}, deshalb fallen die verpassten Einheiten weg; die nächsten sind schon leicht genug für den Neustart.`;
  },
  checkin: (date, score, max, lowerLoad, next) =>
    `Dein Check-in am ${date} ergab ${score} von ${max}, deshalb sind die nächsten Einheiten${deNext(next)} ${lowerLoad ? '10 % leichter' : '5 % schwerer'}.`,
  kpi: (reading, expected, behind, next) =>
    behind
      ? `${reading} liegt hinter den ${expected}, die jetzt zu erwarten wären, deshalb sind die nächsten Einheiten${deNext(next)} 10 % leichter, damit du wieder regelmäßig dranbleibst.`
      : `${reading} liegt vor den ${expected}, die jetzt zu erwarten wären, deshalb sind die nächsten Einheiten${deNext(next)} 5 % schwerer.`,
};

const AR: MoveText = {
  movedForEdit: (mine, from, theirs, to) =>
    `نقلت «${mine}» إلى يوم ${from}، لذلك انتقلت «${theirs}» المقررة في ذلك اليوم إلى يوم ${to}.`,
  moved: (day, title, to) => `فاتتك «${title}» يوم ${day}، لذلك انتقلت إلى يوم ${to}.`,
  absorbed: (day, title, nextDay, nextTitle, extra) =>
    `فاتتك «${title}» يوم ${day} ولم يبق في الأسبوع يوم فارغ، لذلك أصبحت «${nextTitle}» يوم ${nextDay} أطول بـ${extra} دقيقة.`,
  droppedNoDay: (day, title) => `فاتتك «${title}» يوم ${day} ولم يبق في الأسبوع يوم فارغ، لذلك حُذفت وتستمر الخطة.`,
  droppedResumed: (n, from) => `فاتتك ${n} جلسات منذ يوم ${from} لكنك عدت إلى التمرين بعدها، لذلك حُذفت.`,
  bridged: (n, since, changed) => {
    const missed = n === 1 ? `فاتتك جلسة منذ يوم ${since}` : `فاتتك ${n} جلسات متتالية منذ يوم ${since}`;
    return changed
      ? `${missed}، لذلك يكرر الأسبوع القادم آخر حِمل أنجزته قبل أن يستأنف التدرج.`
      : `${missed}، لذلك حُذفت؛ والجلسات القادمة خفيفة بما يكفي لتستأنف منها.`;
  },
  reramped: (days, n, fromLast, changed, end) => {
    const away = `غبت ${days} يومًا (فاتتك ${n === 1 ? 'جلسة واحدة' : `${n} جلسات`})`;
    const restart = fromLast ? '75% من آخر حِمل لك' : 'حِمل الأسبوع الأول';
    return changed
      ? `${away}، لذلك تبدأ الخطة من جديد عند ${restart} وتتدرج صعودًا؛ ويبقى تاريخ النهاية ${end}.`
      : `${away}، لذلك حُذفت الجلسات الفائتة؛ والجلسات القادمة خفيفة بما يكفي لتبدأ من جديد.`;
  },
  checkin: (date, score, max, lowerLoad, next) =>
    `حصلت مراجعتك بتاريخ ${date} على ${score} من ${max}، لذلك أصبحت الجلسات القادمة${arNext(next)} ${lowerLoad ? 'أخف بنسبة 10%' : 'أصعب بنسبة 5%'}.`,
  kpi: (reading, expected, behind, next) =>
    behind
      ? `${reading} متأخر عن ${expected} المتوقعة حتى الآن، لذلك أصبحت الجلسات القادمة${arNext(next)} أخف بنسبة 10% لتستعيد انتظامك.`
      : `${reading} متقدم على ${expected} المتوقعة حتى الآن، لذلك أصبحت الجلسات القادمة${arNext(next)} أصعب بنسبة 5%.`,
};

export const MOVE_TEXT: Record<PlanLanguage, MoveText> = { en: EN, ar: AR, es: ES, de: DE };

export const moveText = (language: PlanLanguage | undefined): MoveText => MOVE_TEXT[language ?? 'en'];

/**
 * "Tuesday" within a week of today, else the weekday and the date as the plan's language says them ("Tuesday,
 * December 1", "الثلاثاء، 1 ديسمبر"; with the year when it is not today's): never an ISO date in a sentence.
 */
export function dayIn(date: string, today: string, language: PlanLanguage | undefined): string {
  if (Math.abs(daysBetween(today, date)) < 7) return weekdayIn(isoWeekday(date), language ?? 'en');
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return new Intl.DateTimeFormat(language ?? 'en', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "Your longest continuous run (12 min)" and its equivalents. */
export function kpiReading(name: string, value: string, unit: string, language: PlanLanguage | undefined): string {
  const amount = `${value} ${unit}`.trim();
  switch (language ?? 'en') {
    case 'es':
      return `Tu valor de «${name.toLowerCase()}» (${amount})`;
    case 'de':
      return `Dein Wert für „${name}“ (${amount})`;
    case 'ar':
      return `قيمة «${name}» (${amount})`;
    default:
      return `Your ${name.toLowerCase()} (${amount})`;
  }
}
