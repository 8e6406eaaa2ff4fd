/**
 * Composition: an intent and a start date become a dated, explained plan. The domain's template (domains/*.ts) says
 * what the phases, sessions, progression, check-ins, KPIs and nudges are; this file places them on the calendar
 * within the limits the intent sets. Deterministic: the same intent and options give the same plan.
 */
import type {
  TIntent,
  TPlan,
  TPlanKpi,
  TPlanLanguage,
  TPlanLimits,
  TPlanTask,
  TPlanTexts,
} from '@ito/contracts/agent/plan';
import { planTextLanguages } from '@ito/contracts/agent/plan-texts';
import type { ComposeOptions, RankedRecommendation } from './api.ts';
import { defaultGoal } from './dialogue-i18n/texts.ts';
import { addDays, datesOfWeek, isoWeekday, planWeekOf } from './calendar.ts';
import { COMPOSE_TEXT, CONDITION_NOTES, injuryWithSide, listOf, weekdayIn, type ComposeText } from './compose-text.ts';
import { domainTemplate, fillText, formatNumber, withVariants } from './domains.ts';
import { localizedTemplate } from './domains/localized.ts';
import { TIME_UNITS, readAim, type Aim } from './parse-aim.ts';
import { readFocus } from './parse-focus.ts';
import { syllabusOf } from './exam-syllabi.ts';
import { reviewPlan } from './review.ts';
import { canonicalize } from './parse-canonical.ts';
import { normalize } from './text.ts';
import type { DomainTemplate } from './domains/types.ts';
import {
  ALL_WEEKDAYS,
  allocatePhases,
  phaseOfWeek,
  round2,
  sessionsForWeek,
  weekLoads,
  weeklySlots,
  type PlacedPhase,
  type WeekLoad,
} from './schedule.ts';

const MAX_TASKS = 500;
const MAX_NUDGES = 100;
const CHECK_MINUTES = 5;
/** Where a session of share 1 starts, as a share of the minutes limit: beginners start shorter. */
const LEVEL_START: Record<TIntent['level'], number> = { beginner: 0.65, intermediate: 0.75, advanced: 0.85 };

/**
 * The plan in the intent's language, with its texts in the web's languages beside it (`plan.texts`, decision 085):
 * the same intent composed in each of them gives the same elements (ids, dates, minutes), only their words differ.
 */
export function composePlan(intent: TIntent, options: ComposeOptions): TPlan {
  const language = intent.language ?? 'en';
  const plan = composeIn(intent, options);
  const texts: Partial<Record<TPlanLanguage, TPlanTexts>> = {};
  for (const other of planTextLanguages(language)) {
    const version =
      other === language
        ? plan
        : composeIn(intentIn(intent, other), {
            ...options,
            assumptions: options.assumptions_in?.[other] ?? options.assumptions,
          });
    texts[other] = textsOf(version, options.recommendations, other);
  }
  // Checked before anyone sees it (decision 104): what the review cannot repair is rare and left to the caller.
  return reviewPlan({ ...plan, texts }, { copy: false }).plan;
}

/** The intent said in `language`: a goal the planner filled in by default is its default there. */
export function intentIn(intent: TIntent, language: TPlanLanguage): TIntent {
  const own = intent.language ?? 'en';
  const isDefaultGoal = intent.goal === defaultGoal(intent.domain, own).slice(0, 200);
  return { ...intent, language, goal: isDefaultGoal ? defaultGoal(intent.domain, language) : intent.goal };
}

/** A composed plan's words, element by element. */
function textsOf(plan: TPlan, recommendations: readonly RankedRecommendation[], language: TPlanLanguage): TPlanTexts {
  const byId = <T extends { id: string }, V>(items: readonly T[], pick: (item: T) => V) =>
    Object.fromEntries(items.map((item) => [item.id, pick(item)]));
  return {
    title: plan.title,
    summary: plan.summary,
    assumptions: plan.assumptions,
    phases: byId(plan.phases, ({ title, focus, why }) => ({ title, focus, why })),
    tasks: byId(plan.tasks, ({ title, description, why, questions }) => ({
      title,
      description,
      why,
      ...(questions
        ? { questions: byId(questions, (q) => ({ prompt: q.prompt, options: q.options.map((o) => o.label) })) }
        : {}),
    })),
    kpis: byId(plan.kpis, ({ name, unit, why }) => ({ name, unit, why })),
    nudges: byId(plan.nudges, ({ text, why }) => ({ text, why })),
    recommendations: Object.fromEntries(
      recommendations.slice(0, 10).map((r) => [`${r.kind}:${r.id}`, { why: r.why_in?.[language] ?? r.why }]),
    ),
  };
}

function composeIn(intent: TIntent, options: ComposeOptions): TPlan {
  const language = intent.language ?? 'en';
  const template = withVariants(localizedTemplate(domainTemplate(intent.domain), language), intent);
  const text = COMPOSE_TEXT[language];
  const endDate = addDays(options.start_date, intent.horizon_weeks * 7 - 1);
  const weeks = planWeekOf(options.start_date, endDate);
  const phases = allocatePhases(template.phases, weeks);
  const loads = weekLoads(template.progression, phases, weeks);
  const limits = planLimits(intent, template, options.start_date, Math.max(...loads.map((w) => w.load)));

  const kpis = planKpis(intent, template, text);
  const checks = [
    ...checkinTasks(intent, template, text, limits, phases, weeks),
    ...kpiTasks(kpis, template, text, limits, phases, weeks),
  ];
  const sessionBudget = MAX_TASKS - checks.length;
  const { sessions, plannedWeeks } = sessionTasks(intent, template, text, limits, phases, loads, sessionBudget);
  const tasks = [...sessions, ...checks].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));

  const assumptions = [...options.assumptions];
  if (plannedWeeks < weeks) {
    assumptions.push(text.plannedFirstWeeks(plannedWeeks));
  }
  return {
    version: 1,
    title: planTitle(intent, text),
    summary: planSummary(intent, template, text, limits, phases, kpis),
    intent,
    limits,
    assumptions: assumptions.slice(0, 10).map((text) => clip(text, 300)),
    phases: phases.map((phase) => ({
      id: phase.id,
      title: phase.title,
      week_start: phase.week_start,
      week_end: phase.week_end,
      focus: fillText(phase.focus, intent, template),
      why: fillText(phase.why, intent, template),
    })),
    tasks,
    kpis,
    nudges: planNudges(intent, template, text, limits, weeks),
    recommendations: options.recommendations.slice(0, 10).map(({ kind, id, title, why }) => ({ kind, id, title, why })),
  };
}

/**
 * The limits adaptation keeps: the intent's own numbers plus rest days and load bounds (from half the baseline to a
 * little above the planned peak, room for a good check-in to raise it).
 */
function planLimits(intent: TIntent, template: DomainTemplate, startDate: string, peakLoad: number): TPlanLimits {
  const sessions = intent.sessions_per_week;
  // As many rest days as the week allows with one session a day; physical training keeps at least one.
  const minRest = Math.min(6, Math.max(template.physical ? 1 : 0, 7 - sessions));
  return {
    start_date: startDate,
    end_date: addDays(startDate, intent.horizon_weeks * 7 - 1),
    minutes_per_session: intent.minutes_per_session,
    sessions_per_week: sessions,
    available_days: [...new Set(intent.available_days)].sort((a, b) => a - b),
    min_rest_days_per_week: minRest,
    min_load: 0.5,
    max_load: round2(Math.max(1.1, peakLoad) * 1.15),
  };
}

function sessionTasks(
  intent: TIntent,
  template: DomainTemplate,
  text: ComposeText,
  limits: TPlanLimits,
  phases: PlacedPhase[],
  loads: WeekLoad[],
  budget: number,
): { sessions: TPlanTask[]; plannedWeeks: number } {
  const slots = weeklySlots(limits.available_days, limits.sessions_per_week, limits.min_rest_days_per_week);
  const weeks = loads.length;
  const datesByWeek = Array.from({ length: weeks }, (_, i) => {
    const dates = datesOfWeek(limits.start_date, limits.end_date, i + 1);
    return slots.flatMap((day) => dates.filter((date) => isoWeekday(date) === day));
  });
  const lastWeekWithSessions = datesByWeek.findLastIndex((dates) => dates.length > 0) + 1;
  const sessions: TPlanTask[] = [];
  // The goal day itself (the race, the exam) works on no one part.
  const goalDays = new Set<string>();
  let plannedWeeks = 0;
  for (let week = 1; week <= weeks; week++) {
    const dates = datesByWeek[week - 1] ?? [];
    if (sessions.length + dates.length > budget) break;
    plannedWeeks = week;
    const phase = phaseOfWeek(phases, week);
    const weekLoad = loads[week - 1] ?? { load: 1, deload: false, taper: false };
    const types = sessionsForWeek(template, phase.id, dates, week);
    // The goal day is the plan's last session by date (decision 093): nothing after the exam or the race.
    const lastDate = week === lastWeekWithSessions ? [...dates].sort().at(-1) : undefined;
    const finaleIndex = template.finale && lastDate ? dates.lastIndexOf(lastDate) : -1;
    const filler = template.sessions.find((s) => s.id === template.filler);
    dates.forEach((date, i) => {
      const isFinale = i === finaleIndex;
      const planned = isFinale && template.finale ? template.finale : (types[i] ?? template.sessions[0]);
      // No demanding session the day before the goal day: the area's easy session instead.
      const isEve = finaleIndex >= 0 && lastDate !== undefined && addDays(date, 1) === lastDate;
      const session = isEve && planned?.hard && filler ? filler : planned;
      if (!session) return;
      const repeated = i > 0 && dates[i - 1] === date;
      const why = [session.why];
      if (isEve && session !== planned) why.push(text.eveWhy);
      if (weekLoad.deload) why.push(text.deloadWhy);
      if (weekLoad.taper && !isFinale) why.push(text.taperWhy);
      if (isFinale) goalDays.add(`t-w${week}-${i + 1}`);
      sessions.push({
        id: `t-w${week}-${i + 1}`,
        kind: 'activity',
        phase_id: phase.id,
        week,
        date,
        title: clip(fillText(session.title, intent, template, 160) + (repeated ? text.secondSession : ''), 160),
        description: sessionDescription(intent, template, text, session.description),
        minutes: isFinale
          ? limits.minutes_per_session
          : sessionMinutes(limits.minutes_per_session, LEVEL_START[intent.level] * session.share * weekLoad.load),
        load: weekLoad.load,
        why: fillText(why.join(' '), intent, template),
        edited_by_follower: false,
      });
    });
  }
  withQuota(intent, text, sessions);
  withFocus(
    intent,
    text,
    sessions.filter((s) => !goalDays.has(s.id)),
  );
  return { sessions, plannedWeeks };
}

/** Areas whose plans may follow an exam's sections: a certification named in a career plan is that plan's business. */
const EXAM_AREAS: ReadonlySet<TIntent['domain']> = new Set(['exams', 'language', 'learning', 'driving', 'music']);

/**
 * The parts of the goal the person named, one a session in turn (decision 103): "knife skills, sauces, seasoning",
 * "manos y ojos", "aperture/shutter/iso", "kanji is my weakness".
 */
function withFocus(intent: TIntent, text: ComposeText, sessions: TPlanTask[]): void {
  const first = normalize(intent.text.split('\n')[0] ?? '');
  // The parts the person named; else, for an exam the planner knows, its sections in turn (decision 107).
  const named = readFocus(first);
  const parts = named.length > 0 ? named : EXAM_AREAS.has(intent.domain) ? syllabusOf(normalize(intent.text)) : [];
  if (parts.length === 0) return;
  sessions.forEach((session, i) => {
    session.description = clip(`${session.description}${text.focusOn(parts[i % parts.length]!)}`, 1000);
  });
}

/**
 * What is left to accumulate, shared over the work sessions (decision 094): "23k words ... hit 80,000" over 80
 * sessions is about 800 words each, planned over the first 90% of them so the last ones are a buffer. Only counts that
 * add up across sessions (words, pages, posts, a total of push-ups), never a best to reach (a rating, reps in a row).
 */
function withQuota(intent: TIntent, text: ComposeText, sessions: TPlanTask[]): void {
  const target = intent.target;
  if (!target || !ACCUMULATED.has(target.unit)) return;
  const baseline = intent.baseline && intent.baseline.unit === target.unit ? intent.baseline.value : 0;
  const left = target.value - baseline;
  // The main work sessions (the longest ones), not a review or a check-in beside them.
  const longest = Math.max(0, ...sessions.map((s) => s.minutes));
  const work = sessions.filter((s) => s.minutes >= Math.max(MIN_QUOTA_MINUTES, MAIN_SESSION * longest));
  if (left <= 0 || work.length === 0) return;
  const share = roundShare(left / Math.max(1, Math.floor(work.length * QUOTA_SHARE_OF_SESSIONS)));
  // A total no session can hold a real share of (a best to reach, not a sum) gets no quota.
  if (share < 1 || (MIN_TOTAL[target.unit] ?? 0) > target.value) return;
  const grouped = new Intl.NumberFormat(intent.language === 'es' || intent.language === 'de' ? intent.language : 'en');
  const unit = (value: number) => `${grouped.format(value)} ${target.unit}`;
  const note = text.quota(unit(share), unit(left), work.length);
  for (const session of work) session.description = clip(session.description + note, 1000);
}
const ACCUMULATED: ReadonlySet<string> = new Set([
  'words',
  'pages',
  'posts',
  'episodes',
  'emails',
  'recipes',
  'listings',
  'questions',
  'case studies',
  'videos',
  'kanji',
  'drawings',
  'push-ups',
  'km',
  'mi',
]);
/** Totals below these are a best to reach (50 push-ups in a row, a 10 km race), not a sum of sessions. */
const MIN_TOTAL: Readonly<Record<string, number>> = { 'push-ups': 1000, km: 100, mi: 60 };
const QUOTA_SHARE_OF_SESSIONS = 0.9;
const MIN_QUOTA_MINUTES = 10;
const MAIN_SESSION = 0.7;
/** Two significant figures: 712 words is "710", 3,333 is "3,300". */
function roundShare(value: number): number {
  if (value < 10) return Math.ceil(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.ceil(value / step) * step;
}

/** Minutes for a session at `share` of the limit, in steps of 5, never below 5 or above the limit. */
export function sessionMinutes(limit: number, share: number): number {
  return Math.min(limit, Math.max(5, Math.round((limit * share) / 5) * 5));
}

/** What hurts at a desk: the parts a desk-bound plan gives a break (decision 114). */
const DESK_PARTS: ReadonlySet<string> = new Set([
  'wrist',
  'neck',
  'back',
  'lower back',
  'upper back',
  'shoulder',
  'elbow',
  'hand',
  'finger',
  'thumb',
]);

function sessionDescription(intent: TIntent, template: DomainTemplate, text: ComposeText, description: string): string {
  const named = (injuries: readonly string[]) =>
    injuries.map((i) => injuryWithSide(i, intent.language ?? 'en', intent.text)).join(', ');
  const atDesk = intent.injuries.filter((i) => DESK_PARTS.has(i));
  // A condition with a coach's note of its own gets that note; the other injuries the general one (decision 122).
  const notes = CONDITION_NOTES[intent.language ?? 'en'];
  const general = intent.injuries.filter((i) => !notes[i]);
  const own = intent.injuries.flatMap((i) => (notes[i] ? [` ${notes[i]}`] : [])).join('');
  const note = template.physical
    ? intent.injuries.length > 0
      ? (general.length > 0 ? text.injuryNote(named(general)) : '') + own
      : ''
    : atDesk.length > 0
      ? text.breakNote(named(atDesk))
      : '';
  const equipment =
    intent.equipment.length > 0 ? text.withEquipment(listOf(intent.equipment, intent.language ?? 'en')) : '';
  const goal = intent.goal.replace(/[.!?\s]+$/, '');
  // The person's goal in their own words, unless the session already says it or the goal is the area's default.
  const toward = ownGoal(intent) && !description.includes('{goal}') ? text.towardGoal(goal) : '';
  return fillText(description + note + equipment + toward, intent, template, 1000);
}

/** Whether the goal is the person's own, not the area's default goal in the plan's language. */
function ownGoal(intent: TIntent): boolean {
  return intent.goal !== defaultGoal(intent.domain, intent.language ?? 'en').slice(0, 200);
}

/** Check-ins every few weeks, weekly for plans too short for that. */
function checkinEvery(template: DomainTemplate, weeks: number): number {
  return Math.max(1, Math.min(template.checkin.every_weeks, Math.floor(weeks / 2)), Math.ceil(weeks / MAX_CHECKINS));
}
/**
 * At most this many check-ins and KPI records in a plan, so a two-year plan of an area that checks in weekly keeps
 * room for its sessions within MAX_TASKS (4 weekly KPIs and a weekly check-in over 104 weeks were 520 tasks).
 */
const MAX_CHECKINS = 52;
const MAX_KPI_RECORDS = 150;

/** The check-in weeks: every `every` weeks and the last week. */
function cadenceWeeks(every: number, weeks: number, includeFirst: boolean): number[] {
  const result = new Set<number>(includeFirst ? [1] : []);
  for (let week = every; week < weeks; week += every) result.add(week);
  result.add(weeks);
  return [...result].sort((a, b) => a - b);
}

/** The last day of the week the person is available (or the week's last day), for reviews and measurements. */
function reviewDate(limits: TPlanLimits, week: number, first: boolean): string {
  const dates = datesOfWeek(limits.start_date, limits.end_date, week);
  const allowed = limits.available_days.length > 0 ? limits.available_days : ALL_WEEKDAYS;
  const fitting = dates.filter((date) => allowed.includes(isoWeekday(date)));
  const pool = fitting.length > 0 ? fitting : dates;
  return (first ? pool[0] : pool.at(-1)) ?? limits.start_date;
}

function checkinTasks(
  intent: TIntent,
  template: DomainTemplate,
  text: ComposeText,
  limits: TPlanLimits,
  phases: PlacedPhase[],
  weeks: number,
): TPlanTask[] {
  return cadenceWeeks(checkinEvery(template, weeks), weeks, false).map((week) => ({
    id: `a-w${week}`,
    kind: 'assessment' as const,
    phase_id: phaseOfWeek(phases, week).id,
    week,
    date: reviewDate(limits, week, false),
    title: week === weeks ? text.finalCheckin : text.checkinWeek(week),
    description: template.checkin.description,
    minutes: Math.min(CHECK_MINUTES, limits.minutes_per_session),
    load: 0,
    why: fillText(template.checkin.why, intent, template),
    questions: template.checkin.questions.map((q) => ({ id: q.id, prompt: q.prompt, options: q.options })),
    edited_by_follower: false,
  }));
}

function planKpis(intent: TIntent, template: DomainTemplate, text: ComposeText): TPlanKpi[] {
  const ctx = { intent, weeks: intent.horizon_weeks };
  const seen = new Set<string>();
  const kpis: TPlanKpi[] = [];
  const own = ownTargetKpi(intent, text);
  if (own) {
    kpis.push(own);
    seen.add(own.id);
  }
  for (const kpi of template.kpis) {
    if (seen.has(kpi.id) || (kpi.when && !kpi.when(ctx))) continue;
    seen.add(kpi.id);
    const target = kpi.target(ctx);
    kpis.push({
      id: kpi.id,
      name: kpi.name,
      unit: kpi.unit === '{unit}' ? (intent.target?.unit ?? '').slice(0, 20) : kpi.unit,
      baseline: saidBaseline(intent, target) ?? kpi.baseline(ctx),
      target,
      direction: kpi.direction,
      why: fillText(kpi.why, intent, template),
    });
  }
  return kpis.slice(0, 10);
}

/**
 * Where the person said they are, for the KPI that aims at their own target (decision 095): "diagnostic 497, target
 * 512", "I know about 200 words", "my max is 365 lbs"; an area's own starting guess (0 words, no record) gives way.
 */
function saidBaseline(intent: TIntent, kpiTarget: number): number | null {
  const { target, baseline } = intent;
  if (!target || !baseline || baseline.unit !== target.unit) return null;
  return Math.abs(kpiTarget - target.value) <= Math.max(0.05 * Math.abs(target.value), 0.5) ? baseline.value : null;
}

const RACES: ReadonlySet<string> = new Set(['running', 'swimming', 'walking']);

/** Words that say a number is to come down ("down to 2 a day", "under 20k", "bajar a 3 horas", "auf null"). */
const GOES_DOWN =
  /\b(?:down to|under|below|less than|fewer|reduce|cut|lower|quit|stop|pay off|paid off|clear|bajar|reducir|menos de|dejar|abbauen|runter|weniger|unter|tilgen|auf null)\b|اقلل|أقلل|انزل|أنزل|اخفض|أخفض|اقل من|أقل من/iu;

/** Scales on which a smaller number is the better one (parse-scale.ts, decision 130). */
const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['handicap', 'place']);

/** "Unter der Woche" is on weekdays, not under a number (decision 127). */
const NOT_DOWN = /\bunter de[rn] woche\b/giu;

/**
 * The person's own number as the plan's first KPI (decision 093), when none of the area's KPIs aims at it or counts
 * in its unit: a novel's words, a reading list's pages, a rating, a time. Its direction follows from where they are (a target below the
 * baseline comes down) or, with no baseline, from the words ("down to 2 cups").
 */
function ownTargetKpi(intent: TIntent, text: ComposeText): TPlanKpi | null {
  const aim = raceAim(intent);
  const target = aim?.target ?? intent.target;
  if (!target || !Number.isFinite(target.value)) return null;
  const ctx = { intent, weeks: intent.horizon_weeks };
  const unit = target.unit.toLowerCase();
  // An area KPI at the number, or in its unit, measures it already, maybe re-aimed on purpose (a safe weekly loss).
  // Read in the area's own (English) template, so every language's plan has the same KPIs.
  // A race time is never what an area KPI aims at, even when a long run's minutes happen to match it.
  const measured =
    !aim &&
    withVariants(domainTemplate(intent.domain), intent).kpis.some((kpi) => {
      if (kpi.when && !kpi.when(ctx)) return false;
      const value = kpi.target(ctx);
      // Minutes measure many things (a run's length, a week's total, a race time): only the number itself counts.
      // A weekly distance does not measure a year's total ("2,500 km this year" against 44 km a week).
      const sameUnit =
        !TIME_UNITS.has(unit) &&
        (kpi.unit === '{unit}' ? unit : kpi.unit.toLowerCase()) === unit &&
        value * TOTAL_RATIO >= target.value;
      return sameUnit || Math.abs(value - target.value) <= Math.max(0.05 * Math.abs(target.value), 0.5);
    });
  if (measured) return null;
  const said = aim ? aim.baseline : intent.baseline;
  const baseline = said && said.value !== target.value ? said.value : null;
  // A race time is to come down (decision 095); a hold or a load goes up.
  const raceTime = TIME_UNITS.has(unit) && RACES.has(intent.domain);
  const down =
    baseline !== null
      ? target.value < baseline
      : raceTime || LOWER_IS_BETTER.has(unit) || GOES_DOWN.test(intent.text.replace(NOT_DOWN, ' '));
  const named = `${formatNumber(target.value)} ${target.unit}`.trim();
  return {
    id: 'own-target',
    name: text.ownTarget,
    unit: target.unit.slice(0, 20),
    baseline,
    target: target.value,
    direction: down ? 'decrease' : 'increase',
    why: clip(text.ownTargetWhy(named), 300),
  };
}

/** A KPI in the target's unit measures it unless the target is this many times its value (a total, not a rate). */
const TOTAL_RATIO = 4;
const DISTANCE_UNITS: ReadonlySet<string> = new Set(['km', 'mi', 'm', 'miles', 'yd']);

/**
 * The time to beat in a race, when the area read the race's distance as the target ("10K in under 50 minutes": the
 * 10K shapes the sessions, the 50 minutes is what the person is measured by; decision 100).
 */
function raceAim(intent: TIntent): Aim | null {
  if (!RACES.has(intent.domain) || !intent.target || !DISTANCE_UNITS.has(intent.target.unit.toLowerCase())) return null;
  const language = intent.language ?? 'en';
  const text = normalize(intent.text);
  const aim = readAim(language === 'en' && !/[\u0600-\u06ff]/.test(text) ? text : canonicalize(text, language), text);
  return aim?.kind === 'time' || (aim?.kind === 'pair' && TIME_UNITS.has(aim.target.unit)) ? aim : null;
}

function kpiTasks(
  kpis: TPlanKpi[],
  template: DomainTemplate,
  text: ComposeText,
  limits: TPlanLimits,
  phases: PlacedPhase[],
  weeks: number,
): TPlanTask[] {
  const every = Math.max(template.kpi_every_weeks, Math.ceil((weeks * kpis.length) / MAX_KPI_RECORDS));
  return cadenceWeeks(every, weeks, true).flatMap((week) =>
    kpis.map((kpi) => ({
      id: `k-w${week}-${kpi.id}`.slice(0, 40),
      kind: 'kpi' as const,
      phase_id: phaseOfWeek(phases, week).id,
      week,
      date: reviewDate(limits, week, week === 1),
      title: clip(text.record(kpi.name), 160),
      description: clip(text.writeDown(kpi.name, kpi.unit), 1000),
      minutes: Math.min(CHECK_MINUTES, limits.minutes_per_session),
      load: 0,
      why: week === 1 ? clip(text.baselineWhy(kpi.name), 300) : kpi.why,
      kpi_id: kpi.id,
      edited_by_follower: false,
    })),
  );
}

function planNudges(
  intent: TIntent,
  template: DomainTemplate,
  text: ComposeText,
  limits: TPlanLimits,
  weeks: number,
): TPlan['nudges'] {
  const texts = template.caution
    ? [{ text: template.caution, why: text.safetyWhy }, ...template.nudges]
    : template.nudges;
  const nudges: TPlan['nudges'] = [];
  for (let week = 1; week <= Math.min(weeks, MAX_NUDGES); week++) {
    const nudge = texts[(week - 1) % texts.length];
    const date = datesOfWeek(limits.start_date, limits.end_date, week)[0];
    if (!nudge || !date) continue;
    nudges.push({
      id: `n-w${week}`,
      date,
      text: fillText(nudge.text, intent, template),
      why: fillText(nudge.why, intent, template),
    });
  }
  return nudges;
}

function planTitle(intent: TIntent, text: ComposeText): string {
  const goal = clip(intent.goal.replace(/[.!?\s]+$/, ''), 120);
  return HAS_HORIZON.test(goal) ? goal : clip(text.title(goal, intent.horizon_weeks), 160);
}

/** A goal that already says when ("in 8 weeks", "en 3 meses", "in 10 Wochen", "خلال ٣ أشهر") keeps its own words. */
const HAS_HORIZON =
  /\b(in|within|by|for|en|dentro de|para|innerhalb|bis)\b.*\b(weeks?|months?|years?|days?|semanas?|mes(es)?|años?|días?|wochen?|monate?n?|jahre?n?|tage?n?)\b|خلال|في غضون/i;

function planSummary(
  intent: TIntent,
  template: DomainTemplate,
  text: ComposeText,
  limits: TPlanLimits,
  phases: PlacedPhase[],
  kpis: TPlanKpi[],
): string {
  const language = intent.language ?? 'en';
  const slots = weeklySlots(limits.available_days, limits.sessions_per_week, limits.min_rest_days_per_week);
  const days = listOf(
    [...new Set(slots)].map((day) => weekdayIn(day, language)),
    language,
  );
  const parts = text.summary({
    weeks: intent.horizon_weeks,
    label: template.label,
    goal: clip(intent.goal, 120),
    sessions: limits.sessions_per_week,
    minutes: limits.minutes_per_session,
    days,
    phases: phases.map((p) => p.title),
    checkinEvery: checkinEvery(template, planWeekOf(limits.start_date, limits.end_date)),
    kpis: kpis.map((k) => k.name),
  });
  parts.splice(2, 0, template.progression.why);
  // Named in every plan: a thesis plan for someone with a bad back still keeps the desk hours kind to it.
  if (intent.injuries.length > 0) {
    parts.push(
      text.injurySummary(
        listOf(
          intent.injuries.map((i) => injuryWithSide(i, language, intent.text)),
          language,
        ),
      ),
    );
  }
  if (template.caution) parts.push(template.caution);
  return clip(fillText(parts.join(' '), intent, template, 1000), 1000);
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
