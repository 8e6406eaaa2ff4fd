import type { TIntent, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { ParsedIntent, SlotName } from './api.ts';
import { countUnitIn, isBelowBaseline, readDailyCount } from './parse-baseline.ts';
import { canonicalize } from './parse-canonical.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { readLevel } from './parse-profile.ts';
import { readAvailableDays } from './parse-days.ts';
import { NUM, clamp, normalize, readNumber } from './text.ts';

/**
 * How a new message joins what was said before (decision 034, "Own words and four-language slots"): later answers win
 * for single values, but the person's own words win over a reading of them. The goal stays the first one stated; a
 * baseline ("I can do 4 now") never replaces a target; a target at or below the stated baseline is not a goal; a day
 * named for one kind of session ("longer on sundays") adds to the days, never replaces them or the sessions.
 */
export function merge(previous: ParsedIntent, incoming: ParsedIntent, pending: SlotName | null): ParsedIntent {
  const takeDomain = !previous.domain || (pending === 'domain' && incoming.domain !== null);
  const domain = takeDomain ? incoming.domain : previous.domain;
  const answersSlot = pending !== null && pending !== 'domain' && incoming[pending] !== null;
  // "Los miércoles 1 hora, el finde 2 a 3 horas" answering how long: a time in an answer about the schedule is no goal
  // and no starting point when the goal is in another unit (1,500 km; decision 124).
  const goalUnit = previous.target?.unit;
  const aboutSchedule = pending !== null && SCHEDULE_SLOTS.has(pending) && goalUnit !== undefined;
  const offGoal = (t: TIntent['target'] | undefined) =>
    aboutSchedule && !!t && SAID_TIME.test(t.unit) && t.unit !== goalUnit;
  const said = offGoal(incoming.target) ? { ...incoming, target: null } : incoming;
  const incomingBaseline = offGoal(said.baseline) ? null : said.baseline;
  const baseline = withUnit(incomingBaseline ?? previous.baseline ?? null, said.target ?? previous.target);
  const newTarget = said.target && !(baseline && isBelowBaseline(said.target, baseline, domain));
  // "Unter der Woche max 60 min" answering how long: the weekdays say when that length holds, not which days to plan,
  // when the person named their days one by one already ("Di, Do und Sa"; decision 123).
  const qualifies =
    pending !== null &&
    pending !== 'available_days' &&
    pending !== 'sessions_per_week' &&
    namedDays(previous.available_days) &&
    isPeriodOfWeek(incoming.available_days);
  return {
    text: `${previous.text}\n${incoming.text}`.slice(0, 2000),
    domain,
    domain_confidence: takeDomain ? incoming.domain_confidence : previous.domain_confidence,
    // The closest areas stay those of the words that had some (a "3 times a week" has none), for a later choice.
    candidates: incoming.candidates?.length ? incoming.candidates : previous.candidates,
    ...(previous.area_assumed && domain === previous.domain ? { area_assumed: true } : {}),
    // "20 minutes" answering a question is a slot, never the goal.
    goal: previous.goal ?? (answersSlot ? null : incoming.goal),
    target: newTarget ? said.target : previous.target,
    baseline,
    horizon_weeks: incoming.horizon_weeks ?? previous.horizon_weeks,
    // Which days says when, not how often: "every day" or "weekdays" answering it keeps the sessions already said
    // (fewer days than sessions are planned as that many, with a note; decision 118).
    sessions_per_week:
      (pending === 'available_days' || qualifies) && previous.sessions_per_week !== null
        ? previous.sessions_per_week
        : (incoming.sessions_per_week ?? previous.sessions_per_week),
    minutes_per_session: incoming.minutes_per_session ?? previous.minutes_per_session,
    minutes_per_week: incoming.minutes_per_week ?? previous.minutes_per_week ?? null,
    level: incoming.level ?? previous.level,
    available_days: qualifies
      ? previous.available_days
      : (incoming.available_days ?? withPreferred(previous.available_days, incoming.preferred_days)),
    preferred_days: incoming.preferred_days ?? previous.preferred_days ?? null,
    injuries: [...new Set([...previous.injuries, ...incoming.injuries])].slice(0, 10),
    equipment: [...new Set([...previous.equipment, ...incoming.equipment])].slice(0, 20),
    budget_minor: incoming.budget_minor ?? previous.budget_minor,
  };
}

const SAID_TIME = /^(?:s|secs?|seconds?|min|mins|minutes?|h|hrs?|hours?)$/;

/** The questions about when and how much: an answer to one says how the plan runs, not what it aims at. */
const SCHEDULE_SLOTS: ReadonlySet<SlotName> = new Set([
  'minutes_per_session',
  'sessions_per_week',
  'horizon_weeks',
  'available_days',
  'level',
]);

/** Whether a message gave any slot (a number of sessions, minutes, weeks, a level, days, a target or a baseline). */
export function givesSlot(parsed: ParsedIntent): boolean {
  const { horizon_weeks, sessions_per_week, minutes_per_session, level, available_days, target, baseline } = parsed;
  const weekly = parsed.minutes_per_week;
  return [horizon_weeks, sessions_per_week, minutes_per_session, weekly, level, available_days, target, baseline].some(
    (slot) => slot !== null && slot !== undefined,
  );
}

/** Days named one by one: some of the week, not all of it, the working week or the weekend. */
function namedDays(days: number[] | null): boolean {
  return days !== null && days.length > 0 && days.length < 7 && !isPeriodOfWeek(days);
}

/** The working week or the weekend as a whole, not days named one by one. */
function isPeriodOfWeek(days: number[] | null): boolean {
  const said = days?.join() ?? '';
  return said === '1,2,3,4,5' || said === '6,7';
}

/** A baseline said without a unit ("I can do 4 now") is in the unit of the target. */
function withUnit(baseline: TIntent['target'], target: TIntent['target']): TIntent['target'] {
  return baseline && baseline.unit === '' && target ? { ...baseline, unit: target.unit } : baseline;
}

/** Named days plus the day a kind of session should fall on; "any day" ([]) and unknown (null) stay as they are. */
function withPreferred(days: number[] | null, preferred: number[] | null | undefined): number[] | null {
  if (!days || days.length === 0 || !preferred) return days;
  return [...new Set([...days, ...preferred])].sort((a, b) => a - b);
}

const BARE_NUMBER = new RegExp(`\\b(${NUM})\\b`);
const BARE_LEVELS: ReadonlyArray<readonly [RegExp, TIntent['level']]> = [
  [
    /\b(?:new|none|nothing|never|zero|start(?:ing)?|total(?:ly)?|not much|not really|no|nunca|desde cero|de cero|nie|noch nie|bei null|von null)\b|الصفر|اول مره|ما جربت|عمري ما/,
    'beginner',
  ],
  [
    /\b(?:some|a bit|a little|ok|okay|average|medium|moderate|so so|middle|mid|fair|mas o menos|mittel|mittelmassig)\b/,
    'intermediate',
  ],
  [/\b(?:very|lots|a lot|pro|expert|fit|strong|good|experienced)\b/, 'advanced'],
];
const NOT_BEGINNER =
  /\b(?:not|no longer|no more|no)(?: a| an)?(?: total| complete)? beginner\b|\bno (?:soy )?principiante\b|\bkein anfanger\b|مش مبتدئ|مو مبتدئ|لست مبتدئ/;
const NOT_ADVANCED = /\b(?:not|nor|no)(?: an?)? advanced(?: either)?\b/g;

/** Lengths said without a number: "half a year", "a year", "un mes nomás", "ein halbes Jahr", "نص سنة". */
const WORDED_HORIZONS: ReadonlyArray<readonly [RegExp, number]> = [
  [/\bhalf (?:a )?year\b|\bmedio (?:ano|year)\b|\bhalbes? (?:jahr|year)\b|(?:نص|نصف) (?:a )?(?:سنه|سنة|year)/, 26],
  [
    /^(?:\S+ ){0,3}(?:a|one|un|una|ein|einen|1) (?:full |whole |entire |complete |ganzes )?(?:year|ano|jahr)\b|^(?:ال)?سنه(?: كامله)?$|^(?:ال)?سنة(?: كاملة)?$|^\w+ سنه$|^عام(?: كامل)?$/,
    52,
  ],
  [/^(?:\S+ ){0,3}(?:a|one|un|una|ein|einen|1) (?:month|mes|monat)\b|^(?:\S+ )?(?:شهر|month)(?: واحد)?$/, 4],
];

/**
 * A reply's numbers as the bare-answer reader takes them: "6mo", "5x", "4ish" split from their digits, "forty five"
 * and "twenty-five" one number, "a quarter of an hour" fifteen minutes, "N and a half months" in weeks.
 */
function spokenAnswer(canonical: string): string {
  return canonical
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(
      /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety) (one|two|three|four|five|six|seven|eight|nine)\b/g,
      (_, tens: string, unit: string) => String((readNumber(tens) ?? 0) + (readNumber(unit) ?? 0)),
    )
    .replace(/\b(?:a )?quarter (?:of an )?hour\b|\bun cuarto de hour\b|\bviertelstunde\b|ربع ساعه/g, '15 minutes')
    .replace(/\bdreiviertel ?stunde\b|\bthree quarters of an hour\b|ساعه الا ربع/g, '45 minutes')
    .replace(
      new RegExp(String.raw`\b(${NUM}) (?:and a half months?|months? (?:y|and) (?:medio|a half)|einhalb monate?)`, 'g'),
      (_, n: string) => `${Math.round(((readNumber(n) ?? 0) + 0.5) * 4.33)} weeks`,
    );
}

// What may follow a bare number for each slot: "3", "3 times", "40 min", "8 weeks". Anything else ("4 pull-ups",
// "20 minutes" to a question about weeks) is about something else.
const FITS_SLOT: Partial<Record<SlotName, RegExp>> = {
  sessions_per_week:
    /^(?:x|times?|sessions?|days?|workouts?|runs?|rides?|swims?|lessons?|classes|a|per|each|or|to|maybe|please|weekly|ish)$/,
  minutes_per_session: /^(?:minutes?|mins?|min|m|hours?|hrs?|hr|h|a|per|each|or|to|maybe|please|max|tops|at|ish)$/,
  horizon_weeks: /^(?:weeks?|wks?|w|months?|mos?|mo|years?|yrs?|days?|or|to|maybe|please|from|ish)$/,
};

/**
 * A short reply to the pending question ("3", "three", "40", "mornings", "march 15", "10 days", "٣٠ دقيقة") fills
 * that slot. A reply stating where the person is ("I can do 4 pull-ups now") or naming another slot's unit does not.
 */
export function withBareAnswer(
  parsed: ParsedIntent,
  previous: ParsedIntent | null,
  pending: SlotName | null,
  message: string,
  today: string,
  lang: TPlanLanguage = 'en',
): ParsedIntent {
  const canonical = canonicalize(normalize(message), lang);
  // "15 a day" of push-ups or pages is a daily count: the target when none was stated, never minutes.
  const daily = readDailyCount(canonical);
  const unit = daily !== null && !parsed.target ? countUnitIn(normalize(previous?.text ?? '')) : null;
  if (daily !== null && unit) return { ...parsed, target: previous?.target ? null : { value: daily, unit } };
  // "Not a beginner anymore, not advanced either" is in the middle, whatever single word the parser saw.
  if (
    pending === 'level' &&
    NOT_BEGINNER.test(canonical) &&
    !/\badvanced\b/.test(canonical.replace(NOT_ADVANCED, ''))
  ) {
    return { ...parsed, level: 'intermediate' };
  }
  if (!pending || pending === 'domain' || parsed[pending] !== null) return parsed;
  if (/\b(?:don'?t know|dunno|not sure|no idea|skip|whatever|you (?:choose|decide|pick)|up to you)\b/.test(canonical)) {
    return parsed;
  }
  if (parsed.baseline) return parsed;
  const text = spokenAnswer(canonical);
  const isShort = text.split(' ').length <= 6;
  const found = BARE_NUMBER.exec(text);
  const after = found ? /^\s*([a-z]+)/.exec(text.slice(found.index + found[0].length))?.[1] : null;
  // A longer reply counts when its number is said with the slot's word ("maybe like 3 times, work is crazy").
  const numberMatch = found && (isShort || (after && FITS_SLOT[pending]?.test(after))) ? found : null;
  const next = numberMatch ? after : null;
  const fits = !next || (FITS_SLOT[pending]?.test(next) ?? true);
  const n = numberMatch && fits ? readNumber(numberMatch[1] ?? '') : null;
  switch (pending) {
    case 'sessions_per_week':
      return n && n > 0 && n <= 14 ? { ...parsed, sessions_per_week: Math.round(n) } : parsed;
    case 'minutes_per_session':
      // "1" or "1.5" to "how many minutes" means hours; "3 hours a week" is a week's time (decision 109).
      if (!n || n <= 0 || n > 240 || parsed.minutes_per_week) return parsed;
      return { ...parsed, minutes_per_session: clamp(Math.round(n <= 4 ? n * 60 : n), 5, 240) };
    case 'horizon_weeks': {
      const worded = WORDED_HORIZONS.find(([pattern]) => pattern.test(text))?.[1];
      if (worded) return { ...parsed, horizon_weeks: worded };
      // "10 days" is two weeks, "3 months" thirteen; a bare number is weeks; else a date ("march 15", "summer").
      const duration = numberMatch && fits && next ? readHorizonWeeks(`in ${text}`, today) : null;
      if (duration) return { ...parsed, horizon_weeks: duration };
      if (n && n > 0 && !next) return { ...parsed, horizon_weeks: clamp(Math.round(n), 1, 104) };
      if (numberMatch && !fits) return parsed;
      return { ...parsed, horizon_weeks: readHorizonWeeks(`by ${text}`, today) };
    }
    case 'level': {
      const level = readLevel(text) ?? BARE_LEVELS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
      return { ...parsed, level };
    }
    case 'available_days': {
      // Day ranges are read from the raw words ("mon-fri"), the canonical copy in other languages.
      // Asked which days, "during the week" is the working week (in a longer message it may only frame the days named).
      const asked = (said: string) => said.replace(/\b(?:during|in) the week\b/g, 'weekdays');
      const { days } = readAvailableDays(asked(text), asked(lang === 'en' ? message : text));
      // Asked which days, "every day" is any day; said of how often, it names none (decision 126).
      const isAnyTime = /\b(?:mornings?|evenings?|nights?|afternoons?|lunch|any|anytime|all|every ?day|daily)\b/.test(
        text,
      );
      return { ...parsed, available_days: days ?? (isAnyTime ? [] : null) };
    }
  }
}
