import type { TIntent, TPlanDomain } from '@ito/contracts/agent/plan';
import { readTarget } from './parse-goal.ts';
import { clockMinutes } from './parse-performance.ts';

/**
 * Where the person is now versus where they want to be. "I can do 4 pull-ups now", "I squat 50 kg now", "I run 15 km
 * a week" state a baseline: the number is the starting point, never the target (decision 034, "Own words and
 * four-language slots"). Reads canonical English (parse-canonical.ts rewrites the other languages' cue words).
 */

type Target = NonNullable<TIntent['target']>;

/** A clause saying where the person is: a "now" word, "I can do ...", or a habit ("I run 15 km a week"). */
const BASELINE_CUE =
  /\b(?:now|currently|at the moment|right now|these days|at present|so far|today|usually|normally|on average|my (?:best|max|pb|pr|record) is|last time|the last time|my last (?:attempt|try|exam|test|score|result)|previously|i (?:got|scored|managed|hit)|i'?m (?:at|on|stuck at|sitting at)|i'?m (?:about |around )?\d[\d,.]*k? in|(?:got|have) (?:about |around |roughly |maybe )?\d[\d,.]*k? (?:down|done|written|in the bank)|i'?ve (?:already |only |maybe |about |roughly |done about |got about )?(?:done|read|written|saved|paid off|paid|logged|walked|run|ran|finished|completed|studied|learned|learnt)|i am (?:at|on|stuck at)|stuck at|sitting at)\b|\bi can(?: only| already| just| barely)? (?:do|run|jog|lift|squat|bench|deadlift|press|swim|walk|hold|manage|read)\b|\bi(?: usually| normally)? (?:run|jog|walk|swim|do|squat|bench|lift|deadlift|read|cycle|ride|weigh|smoke|drink)\b[^.,;]*\b(?:a|per|each) (?:week|day)\b/;
/** ...unless it says what they want ("now I want to do 20"). */
const WANT =
  /\b(?:want|wanna|would like|i'd like|like to|love to|goal|aim|hope|trying to|try to|plan to|need to|get to|reach|be able to)\b/;
const FROM_TO = /\bfrom (\d+(?:\.\d+)?)\b[^.,;\d]{0,20}? to (\d+(?:\.\d+)?)\b/;
const CLAUSE_END =
  /\.(?!\d)|[;!?\n]|,(?!\d)| but | though | and (?=(?:i|want|wanna|would|hope|plan|need|aim)\b)| (?:and|y|und|و) (?=(?:so far|now)\b)/;
// Schedule numbers are not a baseline: "I can do 3 times a week for 40 minutes".
const SCHEDULE =
  /\b\d+(?:\.\d+)? ?(?:x|times?|sets?|rounds?|sessions?|days?|minutes?|mins?|min|hours?|hrs?|h|weeks?|months?|years?)\b|\b\d{1,2}(?::\d{2})? ?(?:am|pm)\b/g;
/** Sets and repetitions are not where the person is: "3 sets of 8 at 60kg", "4 series de 10 con 50 kg". */
const SETS =
  /\b\d+\s?(?:sets?|rounds?|series|satze)\s?(?:of|x|×|a|de)?\s?(?:[1-9]|1\d|20)\b(?!\s?(?:kg|kgs|lbs?|kilos?))|\b\d+\s?[x×]\s?(?:[1-9]|1\d|20)\b(?!\s?(?:kg|kgs|lbs?|kilos?|min\w*))/g;
/** An age is no baseline: "I'm 41 with two kids, I can only run ...". */
const AGE =
  /\b(?:i'?m|i am|im|aged?)\s+\d{1,2}\b(?!\s?(?:kg|kgs|lbs?|km|k|mi|miles|min\w*|%|reps?|push|pull|pages|words|points))/g;
/** Domains where more is the goal: a target at or below the baseline is not a goal. */
const MORE_IS_BETTER = new Set<TPlanDomain>(['running', 'strength', 'swimming', 'walking', 'music', 'content']);

export type BaselineRead = { target: TIntent['target']; baseline: Target | null };

/** The target and the baseline one message states, each from its own clauses. */
export function readTargetAndBaseline(text: string, domain: TPlanDomain | null): BaselineRead {
  const clauses = text.split(CLAUSE_END).map((c) => c.trim());
  const isBaseline = (c: string) => BASELINE_CUE.test(c) && !WANT.test(c);
  const baselineText = clauses.filter(isBaseline).join(', ');
  const goalText = clauses.filter((c) => c && !isBaseline(c)).join(', ');
  const fromTo = FROM_TO.exec(text);
  let baseline = baselineText ? (readTarget(baselineText, domain) ?? bareNumber(baselineText)) : null;
  let target = goalText ? readTarget(goalText, domain) : null;
  // A target rule may need words from another clause ("my A1c is 8 now, want under 7"): the whole text, unless it
  // only finds the baseline again.
  const again = !target && baselineText ? readTarget(text, domain) : null;
  if (again && !(baseline && again.value === baseline.value && again.unit === baseline.unit)) target = again;
  if (fromTo) baseline = { value: Number(fromTo[1]), unit: target?.unit ?? '' };
  // A bare number, or a score said as "points" beside a band or a score to reach ("Got 6.5 overall"), is in the
  // target's unit.
  const isScore = (unit: string) => /\b(?:band|score|points|rating|grade|marks?)\b/i.test(unit);
  if (baseline && target && (baseline.unit === '' || (baseline.unit === 'points' && isScore(target.unit)))) {
    baseline = { ...baseline, unit: target.unit };
  }
  // "I'm at 12 push-ups, want 30": a bare number to reach, in the unit the baseline was said in (decision 113).
  if (!target && baseline && baseline.unit !== '' && goalText && WANT.test(goalText)) {
    const bare = bareNumber(goalText);
    if (bare && bare.value !== baseline.value) target = { value: bare.value, unit: baseline.unit };
  }
  if (target && baseline && isBelowBaseline(target, baseline, domain, baselineText, goalText)) target = null;
  return { target, baseline };
}

/** A number the baseline clause gives without a unit ("I do about 4000 now"); its unit is the target's, later. */
function bareNumber(clause: string): Target | null {
  const said = clause.replace(SETS, ' ').replace(SCHEDULE, ' ').replace(AGE, ' ');
  // A time said on a clock ("now I'm at 21:30", "PB 1:58:20"): minutes.
  const clock = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\b/.exec(said);
  if (clock) return { value: clockMinutes(clock, false), unit: 'min' };
  const match = /\b(\d+(?:\.\d+)?)(\s?k\b)?/.exec(said);
  const value = match ? Number(match[1]) * (match[2] ? 1000 : 1) : NaN;
  return Number.isFinite(value) && value > 0 ? { value, unit: '' } : null;
}

/**
 * "I run 15 km a week, I want to run more": a number at or below where they are is not a goal where more is better.
 * A weekly volume and a race distance measure different things ("15 km a week, want to race a 10K"), so those stay.
 */
export function isBelowBaseline(
  target: Target,
  baseline: Target,
  domain: TPlanDomain | null,
  baselineText = '',
  goalText = '',
): boolean {
  if (!domain || !MORE_IS_BETTER.has(domain) || target.unit !== baseline.unit) return false;
  const perPeriod = /\b(?:a|per|each) (?:week|day)\b/;
  if (perPeriod.test(baselineText) && goalText && !perPeriod.test(goalText)) return false;
  return target.value <= baseline.value;
}

const COUNT_UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpush ?ups?\b/, 'push-ups'],
  [/\bpull ?ups?\b/, 'pull-ups'],
  [/\bchin ?ups?\b/, 'chin-ups'],
  [/\bsquats\b/, 'squats'],
  [/\bsit ?ups?\b/, 'sit-ups'],
  [/\bpages\b/, 'pages'],
  [/\bwords\b/, 'words'],
  [/\bsteps\b/, 'steps'],
  [/\bverses\b|\bayahs?\b|آيات|ايات/, 'verses'],
  [/\bglasses\b/, 'glasses'],
];

/** The countable thing a conversation is about (push-ups, pages...), for a bare "15 a day". */
export function countUnitIn(text: string): string | null {
  return COUNT_UNITS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** "15 a day" with no unit: the number; null when the message names a unit or no daily number. */
export function readDailyCount(text: string): number | null {
  const match = /(?:^|\s)(\d+) (?:a|per|each) day\b/.exec(text);
  return match ? Number(match[1]) : null;
}
