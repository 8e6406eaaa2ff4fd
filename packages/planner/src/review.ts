/**
 * The plan's own review before anyone sees it (decision 104): the built-in planner's plan or a model's edit of it.
 * Pure. Each check repairs what it can and names what it cannot:
 * - durations agree with the words: no task asks in its text for more minutes than it has, and a title that names
 *   a length names the task's own;
 * - the day before the goal day (a race, an exam, a talk) carries none of the area's demanding sessions;
 * - no week's minutes of exercise jump by more than a third (or half an hour) over the weeks before it;
 * - the work grows: a plan of three weeks or more ends with more work than it starts with;
 * - the title names the goal in the person's words.
 * The person's own numbers ("a 3-minute speech", "under 25 minutes") are theirs and never rewritten.
 */
import type { TPlan, TPlanTask, TPlanTexts } from '@ito/contracts/agent/plan';
import { addDays } from './calendar.ts';
import { domainTemplate, fillText, withVariants } from './domains.ts';
import { localizedTemplate } from './domains/localized.ts';
import { fold } from './safety/fold.ts';
import { asciiDigits } from './text.ts';

export type PlanReview = { plan: TPlan; repairs: string[]; problems: string[] };

/** A week's minutes of exercise may grow to this multiple of the larger of the two weeks before it... */
export const MAX_WEEKLY_RAMP = 4 / 3;
/** ...or by this many minutes (or five a session), whichever is more: a 15-minute week may become a 45-minute one. */
const RAMP_SLACK_MINUTES = 30;
/** The work of the plan's second half reaches at least this multiple of its first week's. */
export const MIN_GROWTH = 1.1;
const STEP = 5;
const MICRO_HABIT_MINUTES = 15;
const HALF_DAY_HOURS = 12;

export function reviewPlan(input: TPlan, options: { copy?: boolean } = {}): PlanReview {
  // A plan just composed is nobody else's: the planner reviews it in place (`copy: false`).
  const plan = options.copy === false ? input : structuredClone(input);
  const repairs: string[] = [];
  const problems: string[] = [];
  const goal = goalDay(plan);
  agreeDurations(plan, repairs, problems, true);
  restBeforeGoalDay(plan, goal, repairs);
  keepRamp(plan, goal, repairs);
  keepGrowth(plan, goal, repairs, problems);
  agreeDurations(plan, repairs, problems, false);
  nameGoal(plan, repairs);
  return { plan, repairs, problems };
}

const activities = (plan: TPlan) => plan.tasks.filter((t) => t.kind === 'activity');

/** The goal day: the plan's last session when its area ends on one (a race, an exam, a talk), else null. */
function goalDay(plan: TPlan): TPlanTask | null {
  const template = withVariants(domainTemplate(plan.intent.domain), plan.intent);
  if (!template.finale) return null;
  return (
    activities(plan)
      .sort((a, b) => a.date.localeCompare(b.date))
      .at(-1) ?? null
  );
}

function restBeforeGoalDay(plan: TPlan, goal: TPlanTask | null, repairs: string[]): void {
  if (!goal) return;
  const eve = addDays(goal.date, -1);
  const hard = hardTitles(plan);
  const key = activities(plan).filter((t) => t.date === eve && hard.some((title) => t.title.startsWith(title)));
  if (key.length === 0) return;
  plan.tasks = plan.tasks.filter((t) => !key.includes(t));
  repairs.push(`Rest the day before the goal day: ${key.map((t) => t.id).join(', ')} dropped.`);
}

/** The titles of the area's demanding sessions (intervals, a long run, a mock exam), as the planner writes them. */
function hardTitles(plan: TPlan): string[] {
  const { intent } = plan;
  const template = withVariants(localizedTemplate(domainTemplate(intent.domain), intent.language ?? 'en'), intent);
  // An area without an easy session to put there (a project's last push before its launch) keeps its eve.
  const filler = template.sessions.find((s) => s.id === template.filler);
  if (!filler || filler.hard) return [];
  return template.sessions.filter((s) => s.hard).map((s) => fillText(s.title, intent, template, 160).replace(/…$/, ''));
}

/** Minutes × load of each week's sessions, the goal day left out (one long day is the point of it). */
function weeklyWork(plan: TPlan, goal: TPlanTask | null): Map<number, number> {
  const work = new Map<number, number>();
  for (const t of activities(plan)) {
    if (t.id === goal?.id) continue;
    work.set(t.week, (work.get(t.week) ?? 0) + t.minutes * Math.max(t.load, 0.01));
  }
  return work;
}

/** The sessions of each week, the goal day left out: read once, changed in place by the checks below. */
function sessionsByWeek(plan: TPlan, goal: TPlanTask | null): Map<number, TPlanTask[]> {
  const weeks = new Map<number, TPlanTask[]>();
  for (const t of activities(plan)) {
    if (t.id === goal?.id) continue;
    weeks.set(t.week, [...(weeks.get(t.week) ?? []), t]);
  }
  return weeks;
}

function keepRamp(plan: TPlan, goal: TPlanTask | null, repairs: string[]): void {
  // Load is the body's: a week of study or saving may double without harm.
  if (!domainTemplate(plan.intent.domain).physical) return;
  const byWeek = sessionsByWeek(plan, goal);
  const volume = (week: number) => (byWeek.get(week) ?? []).reduce((sum, t) => sum + t.minutes, 0);
  for (const week of [...byWeek.keys()].sort((a, b) => a - b)) {
    const before = Math.max(0, ...[week - 1, week - 2].map(volume));
    const now = volume(week);
    if (before === 0) continue;
    const sessions = byWeek.get(week)!;
    // Five minutes more in every session is a step too, however many sessions a week.
    const allowed = Math.max(MAX_WEEKLY_RAMP * before, before + Math.max(RAMP_SLACK_MINUTES, STEP * sessions.length));
    if (now <= allowed) continue;
    // The longest sessions give up a step at a time until the week is within it.
    for (let total = now; total > allowed; total -= STEP) {
      const longest = sessions.filter((t) => t.minutes > STEP).sort((a, b) => b.minutes - a.minutes)[0];
      if (!longest) break;
      longest.minutes -= STEP;
    }
    repairs.push(`Week ${week}'s minutes kept within a third over the weeks before it.`);
  }
}

function keepGrowth(plan: TPlan, goal: TPlanTask | null, repairs: string[], problems: string[]): void {
  const work = weeklyWork(plan, goal);
  const weeks = [...work.keys()].sort((a, b) => a - b);
  // A habit of a few minutes grows by being kept, not by being longer (flossing, a glass of water).
  if (weeks.length < 3 || plan.limits.minutes_per_session <= MICRO_HABIT_MINUTES) return;
  const first = work.get(weeks[0]!)!;
  const later = weeks.slice(Math.floor(weeks.length / 2));
  if (Math.max(...later.map((w) => work.get(w)!)) >= MIN_GROWTH * first) return;
  // Longer sessions in the second half, a step at a time up to the limit, the later weeks longest.
  const limit = plan.limits.minutes_per_session;
  const byWeek = sessionsByWeek(plan, goal);
  later.forEach((week, i) => {
    const aim = MIN_GROWTH * first * (1 + (0.1 * i) / Math.max(1, later.length - 1));
    const sessions = byWeek.get(week) ?? [];
    let total = sessions.reduce((sum, t) => sum + t.minutes * Math.max(t.load, 0.01), 0);
    for (let round = 0; total < aim && round < 48; round++) {
      const task = sessions.filter((t) => t.minutes + STEP <= limit).sort((a, b) => a.minutes - b.minutes)[0];
      if (!task) break;
      task.minutes += STEP;
      total += STEP * Math.max(task.load, 0.01);
    }
  });
  const grown = weeklyWork(plan, goal);
  if (Math.max(...later.map((w) => grown.get(w)!)) >= MIN_GROWTH * first) {
    repairs.push('Longer sessions in the second half, so the work grows.');
  } else {
    problems.push('The work does not grow: the sessions are already at their limit from the first week.');
  }
}

// ---- durations in the words ----

const DIGITS = '[0-9\\u0660-\\u0669]';
const MINUTES_UNIT = String.raw`(?:minutes?|minutos?|minuten?|mins?\b\.?|min\b\.?|دقيقة|دقيقه|دقائق|دقايق)`;
const HOURS_UNIT = String.raw`(?:hours?|hrs?\b|horas?|stunden?|std\b\.?|ساعة|ساعه|ساعات)`;
const NOT_AFTER = String.raw`(?<![0-9\u0660-\u0669.,:/])`;
/**
 * Not a length of the session: a pace ("6 min/km"), a frequency ("every 45 minutes"), a deadline or a wait ("within
 * 48 hours", "wait 15 minutes", "nach 10 Minuten") or a shift ("30 minutes earlier", "by 15 minutes more").
 */
const NOT_RATE = String.raw`(?!\s*(?:\/|per\b|por\b|pro\b|je\b|لكل|more\b|longer\b|earlier\b|later\b|before\b|after\b|ago\b|mas\b|más\b|antes\b|despu[eé]s\b|mehr\b|länger\b|früher\b|später\b|vorher\b|danach\b|قبل|بعد|اكثر|أكثر))`;
const NOT_PRECEDED = String.raw`(?<!(?:every|each|within|after|by|wait|waiting|delay|delayed|cada|dentro de|despu[eé]s de|espera|esperar|alle|jede|jeden|innerhalb|innerhalb von|nach|warte|warten|um|كل|خلال|بعد|انتظر)\s+(?:(?:the|a|an|another|un|una|el|la|der|die|das|weitere)\s+)?(?:${DIGITS}+\s*(?:-|–|to|a|bis|الى|إلى)\s*)?)`;
const AMOUNT = new RegExp(
  `${NOT_PRECEDED}${NOT_AFTER}(?:(?<sets>${DIGITS}+)\\s*(?:x|×|mal)\\s*)?(?<low>${DIGITS}+)` +
    `(?:\\s*(?:-|–|—|to|a|bis|الى|إلى|حتى)\\s*(?<high>${DIGITS}+))?` +
    `(?<unit>[\\s-]*(?:(?<min>${MINUTES_UNIT})|(?<hours>${HOURS_UNIT})))(?!\\p{L})${NOT_RATE}`,
  'giud',
);
const FROM = /(?:from|de|von|zwischen|من|بين)\s+$/iu;
const MINUTE_WORD = { en: 'minutes', es: 'minutos', de: 'Minuten', ar: 'دقيقة' } as const;
type Language = keyof typeof MINUTE_WORD;

/** Writes `value` in the digits the text used (Arabic-Indic or ASCII). */
function digitsLike(value: number, like: string): string {
  const ascii = String(value);
  return /[\u0660-\u0669]/.test(like) ? ascii.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d))) : ascii;
}

const MAY_HOLD_TIME = /[0-9\u0660-\u0669][^]{0,40}?(?:min|hour|hr|hora|stund|std|دقي|دقا|ساع)/iu;
type Asked = { m: RegExpExecArray; sets: number | null; low: number; high: number | null; perUnit: number };

/** Sleep is not a session ("sleep 7 to 9 hours the night before", "نم من 7 إلى 9 ساعات"). */
const SLEEP = /sleep|schlaf|duerm|dormir|نم |النوم|ينام|تنام/i;

/** The amounts of time a text asks for, the person's own numbers, sleep and facts in brackets ("(40 minutes)") left out. */
function askedIn(text: string, own: ReadonlySet<number>): Asked[] {
  // Most texts name no time at all: skip the full reading for them.
  if (!MAY_HOLD_TIME.test(text)) return [];
  const read = (s: string | undefined) => (s === undefined ? null : Number(asciiDigits(s)));
  return [...text.matchAll(AMOUNT)].flatMap((m) => {
    const g = m.groups!;
    const low = read(g.low)!;
    const high = read(g.high);
    if (own.has(low) || (high !== null && own.has(high))) return [];
    // Half a day or more is a wait ("test it on your skin for 24 hours"), never a session.
    if (g.hours && low >= HALF_DAY_HOURS) return [];
    if (/\(\s*$/.test(text.slice(0, m.index)) || SLEEP.test(text.slice(Math.max(0, m.index - 40), m.index))) return [];
    return [{ m, sets: read(g.sets), low, high, perUnit: g.hours ? 60 : 1 }];
  });
}

/** The fewest minutes a text asks for at once: its largest amount's lower end (sets times their length). */
export function minutesAsked(text: string, own: ReadonlySet<number>): number {
  return Math.max(0, ...askedIn(text, own).map((a) => (a.sets ?? 1) * a.low * a.perUnit));
}

/**
 * The text with every amount of time that asks for more than `minutes` brought within it (a title's single length
 * made the task's own); `stuck` when a repeat count cannot be fitted. Amounts that are the person's own are kept.
 */
export function fitDurations(
  text: string,
  minutes: number,
  own: ReadonlySet<number>,
  isTitle: boolean,
  language: Language,
): { text: string; changed: boolean; stuck: boolean } {
  let out = '';
  let last = 0;
  let stuck = false;
  for (const { m, sets, low, high, perUnit } of askedIn(text, own)) {
    const g = m.groups!;
    const at = m.indices!.groups!;
    const whole = digitsLike(minutes, m[0]);
    // Hours brought under the session's length are said in minutes.
    const unit = perUnit === 60 ? ` ${MINUTE_WORD[language]}` : g.unit!;
    let span: [number, number] | null = null;
    let replacement = '';
    if (sets !== null) {
      if (sets * low * perUnit > minutes) {
        const fit = Math.floor(minutes / (low * perUnit));
        if (fit >= 1) [span, replacement] = [at.sets!, digitsLike(fit, m[0])];
        else stuck = true;
      }
    } else if (low * perUnit > minutes || (isTitle && high === null && low * perUnit !== minutes)) {
      // "from 60 to 90 minutes" becomes "45 minutes", its "from" with it.
      const from = high === null ? 0 : (FROM.exec(text.slice(0, at.low![0]))?.[0].length ?? 0);
      [span, replacement] = [[at.low![0] - from, m.index + m[0].length], `${whole}${unit}`];
    } else if (high !== null && high * perUnit > minutes && perUnit === 1) {
      // "5 to 10 minutes" in a 5-minute task is "5 minutes".
      [span, replacement] = low === minutes ? [[at.low![0], at.high![1]], whole] : [at.high!, whole];
    }
    if (span === null) continue;
    out += text.slice(last, span[0]) + replacement;
    last = span[1];
  }
  const changed = last > 0;
  return { text: changed ? out + text.slice(last) : text, changed, stuck };
}

/** The numbers the person wrote: theirs to keep wherever a plan quotes them. */
function ownNumbers(plan: TPlan): Set<number> {
  const text = asciiDigits(`${plan.intent.text}\n${plan.intent.goal}`);
  return new Set((text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(',', '.'))));
}

/**
 * A task whose words ask for more minutes than it has is lengthened to them, as far as the person's session limit
 * allows (`lengthen`); what the limit does not allow, the words give up ("walk 30 to 45 minutes" in 10-minute
 * sessions is a 10-minute walk).
 */
function agreeDurations(plan: TPlan, repairs: string[], problems: string[], lengthen: boolean): void {
  const own = ownNumbers(plan);
  const language = plan.intent.language ?? 'en';
  const limit = plan.limits.minutes_per_session;
  const lengthened = new Set<string>();
  const fixed = new Set<string>();
  for (const task of activities(plan)) {
    if (task.minutes <= 0) continue;
    const texts = plan.texts ?? {};
    // The other languages' texts follow only where they were the same words (decision 085).
    const sameTitle = texts[language]?.tasks[task.id]?.title === task.title;
    const sameDescription = texts[language]?.tasks[task.id]?.description === task.description;
    const entries = (Object.entries(texts) as [Language, TPlanTexts | undefined][]).flatMap(([lang, entry]) => {
      const words = entry?.tasks[task.id];
      return words ? [{ lang, words }] : [];
    });
    // What every language's words ask, so the plan in each language has the same minutes.
    const asked = Math.max(
      minutesAsked(task.title, own),
      minutesAsked(task.description, own),
      ...entries.map(({ words }) =>
        Math.max(
          sameTitle ? minutesAsked(words.title, own) : 0,
          sameDescription ? minutesAsked(words.description, own) : 0,
        ),
      ),
    );
    if (asked > task.minutes && lengthen && task.minutes < limit) {
      task.minutes = Math.min(limit, Math.ceil(asked / STEP) * STEP);
      lengthened.add(task.id);
    }
    const fit = (text: string, isTitle: boolean, lang: Language) => {
      const result = fitDurations(text, task.minutes, own, isTitle, lang);
      if (result.stuck) problems.push(`Task ${task.id} repeats more than its ${task.minutes} minutes hold.`);
      if (result.changed) fixed.add(task.id);
      return result.text;
    };
    task.title = fit(task.title, true, language);
    task.description = fit(task.description, false, language);
    for (const { lang, words } of entries) {
      if (sameTitle) words.title = fit(words.title, true, lang);
      if (sameDescription) words.description = fit(words.description, false, lang);
    }
  }
  if (lengthened.size > 0) repairs.push(`${lengthened.size} tasks lengthened to the minutes their words ask for.`);
  if (fixed.size > 0) repairs.push(`Durations in the words of ${fixed.size} tasks made their own.`);
}

// ---- the title ----

const STOP = new Set(
  (
    'the and for with want need get my your our into from this that then than have just like more less some also ' +
    'que para con por los las del una unos mis tus quiero necesito como mas muy ' +
    'und der die das den dem des ein eine mit fur von ich mein meine will mochte mehr ' +
    'في من على الى عن مع ان او هذا هذه ما لا'
  ).split(' '),
);

function contentWords(text: string): string[] {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !STOP.has(w) && (w.length >= 3 || /\d/.test(w) || /[\u0600-\u06ff]/.test(w)),
  );
}

function nameGoal(plan: TPlan, repairs: string[]): void {
  const goal = contentWords(plan.intent.goal);
  if (goal.length === 0) return;
  const title = new Set(contentWords(plan.title));
  if (goal.some((w) => title.has(w))) return;
  // The goal first, the title's own words after it ("Run a 10K: your best season yet").
  const named = `${plan.intent.goal.replace(/[.!?\s]+$/, '')}: ${plan.title}`;
  plan.title = named.length <= 160 ? named : `${named.slice(0, 159).trimEnd()}…`;
  repairs.push("The title names the goal in the person's words.");
}
