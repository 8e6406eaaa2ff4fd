import type { PlanLanguage } from './i18n.ts';

/**
 * What the limit repair (adapt-repair.ts) says, in each language the agent speaks: a plan a model wrote or an older
 * plan under new limits is brought back within them, and each change names its task and why. Titles are the tasks'
 * own; days come from `dayIn` (adapt-text-moves.ts).
 */
export type RepairText = {
  outsideDates: (title: string, date: string) => string;
  shortened: (title: string, minutes: number) => string;
  loadRange: (title: string) => string;
  weekFull: (title: string, sessions: number, rest: number, week: number) => string;
  unavailableMoved: (title: string, from: string, to: string) => string;
  unavailableDropped: (title: string) => string;
};

const EN: RepairText = {
  outsideDates: (t, d) => `${t} on ${d} fell outside the plan's dates, so it was dropped.`,
  shortened: (t, m) => `${t} was shortened to your ${m}-minute limit.`,
  loadRange: (t) => `${t} was brought within the plan's load range.`,
  weekFull: (t, s, r, w) => `${t} was dropped to keep ${s} sessions and ${r} rest days in week ${w}.`,
  unavailableMoved: (t, from, to) => `${t} is on a day you are not available (${from}), so it moved to ${to}.`,
  unavailableDropped: (t) => `${t} is on a day you are not available and the week had no free day, so it was dropped.`,
};

const ES: RepairText = {
  outsideDates: (t, d) => `«${t}» del ${d} quedaba fuera de las fechas del plan, así que se quitó.`,
  shortened: (t, m) => `«${t}» se acortó a tu límite de ${m} minutos.`,
  loadRange: (t) => `«${t}» se ajustó al rango de carga del plan.`,
  weekFull: (t, s, r, w) => `Se quitó «${t}» para mantener ${s} sesiones y ${r} días de descanso en la semana ${w}.`,
  unavailableMoved: (t, from, to) =>
    `«${t}» caía en un día en que no estás disponible (${from}), así que pasó al ${to}.`,
  unavailableDropped: (t) =>
    `«${t}» caía en un día en que no estás disponible y la semana no tenía ningún día libre, así que se quitó.`,
};

const DE: RepairText = {
  outsideDates: (t, d) => `„${t}“ am ${d} lag außerhalb des Planzeitraums und wurde gestrichen.`,
  shortened: (t, m) => `„${t}“ wurde auf dein Limit von ${m} Minuten gekürzt.`,
  loadRange: (t) => `„${t}“ wurde in den Belastungsbereich des Plans gebracht.`,
  weekFull: (t, s, r, w) => `„${t}“ wurde gestrichen, damit Woche ${w} bei ${s} Einheiten und ${r} Ruhetagen bleibt.`,
  unavailableMoved: (t, from, to) =>
    `„${t}“ lag an einem Tag, an dem du keine Zeit hast (${from}), und ist auf ${to} verschoben.`,
  unavailableDropped: (t) =>
    `„${t}“ lag an einem Tag, an dem du keine Zeit hast, und die Woche hatte keinen freien Tag mehr, deshalb wurde sie gestrichen.`,
};

const AR: RepairText = {
  outsideDates: (t, d) => `«${t}» في ${d} وقعت خارج تواريخ الخطة، لذلك حُذفت.`,
  shortened: (t, m) => `قُصّرت «${t}» إلى الحد الذي اخترته: ${m} دقيقة.`,
  loadRange: (t) => `عُدّلت «${t}» لتبقى ضمن نطاق الحمل في الخطة.`,
  weekFull: (t, s, r, w) => `حُذفت «${t}» للحفاظ على ${s} جلسات و${r} أيام راحة في الأسبوع ${w}.`,
  unavailableMoved: (t, from, to) => `«${t}» كانت في يوم لست متاحًا فيه (${from})، لذلك نُقلت إلى ${to}.`,
  unavailableDropped: (t) => `«${t}» كانت في يوم لست متاحًا فيه ولم يبق في الأسبوع يوم فارغ، لذلك حُذفت.`,
};

const REPAIR_TEXT: Record<PlanLanguage, RepairText> = { en: EN, ar: AR, es: ES, de: DE };
export const repairText = (language: PlanLanguage | undefined): RepairText => REPAIR_TEXT[language ?? 'en'];
