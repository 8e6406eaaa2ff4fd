import type { QuantityRead } from './parse-quantity.ts';

/**
 * A performance to reach (decision 095), where no area rule and no count read the goal: a load on a lift ("deadlift
 * from 100 to 140 kg", "pull 405 lbs"), an exam score ("diagnostic 497, target 512", "need a 266"), a hold ("plank 5
 * min") and a race time ("half marathon in 1:45", "sub 8 mile", "100 free in 1:18, goal 1:12"). The number said with
 * where the person is ("currently", "my max", "diagnostic", "I'm at") is the baseline. Reads canonical text (folded,
 * lower case) in the four languages' words.
 */
const LIFT = String.raw`(?:deadlift\w*|squat\w*|bench\w*|overhead press|press|pull|lift\w*|clean(?: and jerk)?|snatch|row|peso muerto|sentadilla\w*|press (?:de )?banca|banca|kreuzheb\w*|kniebeug\w*|bankdruck\w*|(?:ال)?سكوات|(?:ال)?ديدلفت|(?:ال)?ديد ليفت|(?:ال)?بنش)`;
const LOAD_UNIT = String.raw`(kg|kgs|kilos?|lbs?|pounds|libras|كغ|كيلو)`;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const NOW_WORDS = String.raw`(?:currently|current(?:ly)?|now|right now|my (?:max|best|pr|1rm)|max(?:imum)? (?:is|of)|i'?m at|im at|stuck at|at the moment|i can(?: do| lift| hold| pull| squat| bench)?|diagnostic|practice (?:test|exam)|scored|got(?: an?)?|first attempt|last (?:time|attempt)|ahora|actualmente|mi (?:maximo|record)|aktuell|derzeit|momentan|bisher|حاليا|الان)`;

const BARE_NOW = new RegExp(
  String.raw`\b${NOW_WORDS}\s+(?:\d?\p{L}[\p{L}\d]*\s+){0,2}(\d{2,4}(?:\.\d+)?)(?!\d|\.\d|\s?(?:%|reps?|x(?!1\b)|times|days?|weeks?|months?|min\w*|hours?|kg|lbs?))`,
  'u',
);
/** A load said anywhere, with or without a lift beside it. */
const ANY_LOAD = new RegExp(String.raw`${NUM}\s?${LOAD_UNIT}(?![\p{L}])`, 'gu');
const LIFT_FROM_TO = new RegExp(
  String.raw`(?<![\p{L}])${LIFT}(?![\p{L}])[^.;\d]{0,30}?(?:from |von |de )?${NUM}\s?${LOAD_UNIT}?\s?(?:->|→|to|auf|a|bis|الى|إلى)\s?${NUM}\s?${LOAD_UNIT}`,
  'u',
);
const LIFT_LOAD = new RegExp(
  String.raw`(?<![\p{L}])${LIFT}(?![\p{L}])[^.;\d]{0,30}?${NUM}\s?${LOAD_UNIT}(?![\p{L}])|${NUM}\s?${LOAD_UNIT}(?![\p{L}])[^.;\d]{0,25}(?<![\p{L}])${LIFT}(?![\p{L}])`,
  'gu',
);

const EXAM =
  /\b(?:mcat|sat|act|gre|gmat|lsat|ube|bar exam|toefl|ielts|cpa|band|overall|score|points|puntos|puntuacion|nota|punkte|notendurchschnitt)\b|درجه|درجة|نقاط|معدل|توجيهي|امتحان|اختبار/u;
const SCORE_TARGET =
  /(?:\b(?:target(?: score)?|goal(?: score)?|aim(?:ing)? for|needs?(?: an?| at least)?|wants?(?: an?)?|get(?: an?)?|hit|reach|score of|objetivo|meta|ziel|quiero|necesito|sacar|brauche|will)|هدفي|بدها|بده|بدي|ابي|اريد|احتاج|تحتاج)\s*(?:is |of |:|a |an |un |una |einen? )?(\d{2,4}|[1-9](?:\.[05])?)(?!\d|\.\d)(?!\s?(?:%|weeks?|days?|months?|hours?|hrs?|h\b|min|x\b|times|sessions|pages|words))/u;
const SCORE_NOW = new RegExp(
  String.raw`(?:\b(?:${NOW_WORDS}|with)|معدلها|معدله|معدلي)\s*(?:is|was|of|:|a|an|\p{L}+)?\s*(\d{2,4}|[1-9](?:\.[05])?)(?!\d|\.\d)(?!\s?(?:%|weeks?|days?|months?|hours?|min))`,
  'u',
);
const SCORE_FROM_TO = /\b(?:from )?(\d{3,4})\s?(?:->|→|to)\s?(\d{3,4})\b/u;

const HOLD = String.raw`(?:plank\w*|dead ?hang|hang|l-?sit|wall sit|hold|plancha|unterarmstutz|halten|handstand\w*|parada de manos|pino|بلانك|الوقوف على اليدين|هاندستاند)`;
const TIME_UNIT = String.raw`(min(?:ute)?s?|mins?|minutos?|minuten|sec(?:ond)?s?|s|segundos?|sekunden|دقيقه|دقائق|ثانيه|ثواني)`;
const HOLD_TIME = new RegExp(
  String.raw`\b${HOLD}\b[^.;\d]{0,20}?${NUM}\s?${TIME_UNIT}(?![\p{L}])|${NUM}\s?${TIME_UNIT}(?![\p{L}])\s(?:of )?${HOLD}\b`,
  'gu',
);

const RACE =
  /\b(?:marathon|half|5k|10k|21k|42k|ultra|mile|km|race|run|free(?:style)?|back(?:stroke)?|breast(?:stroke)?|fly|swim|sprint|\d+ ?m\b|maraton|carrera|lauf|rennen|سباق|ماراثون)\b/u;
const LONG_RACE = /\b(?:marathon|half|10k|21k|42k|ultra|maraton|halbmarathon)\b/u;
const CLOCK =
  /\b(?:in|under|sub|below|break(?:ing)?|goal(?: is)?|target(?: is)?|to|en|unter|bajo|من|الى)\s?(\d{1,2}):(\d{2})(?::(\d{2}))?\b/gu;
const TIME_FROM_TO = new RegExp(
  String.raw`${NUM}\s?${TIME_UNIT}?\s?(?:->|→|to|a|auf|bis|الى|إلى)\s?${NUM}\s?${TIME_UNIT}(?![\p{L}])`,
  'u',
);
const SUB_MINUTES = /\b(?:sub|under|below|break(?:ing)?)[- ]?(\d{1,2})(?:[- ]?(?:min(?:ute)?s?))?\s?(?:mile|5k|km)\b/u;

/** A clock time anywhere, and the words before it that make it where the person is. */
const CLOCK_ANY = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\b/gu;
const RECORD_BEFORE = new RegExp(
  String.raw`(?:\b${NOW_WORDS}|\b(?:pb|pr|personal best|best time|my best|record|mejor marca|marca personal|mejor tiempo|bestzeit|bestleistung|persoenliche bestzeit|افضل زمن|رقمي)\b)[^.;\d]{0,20}$`,
  'u',
);

/** "h:mm" for long races, "m:ss" for short ones, "h:mm:ss" always: in minutes, to two decimals. */
export function clockMinutes(m: RegExpMatchArray, long: boolean): number {
  const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null];
  const minutes = c !== null ? a * 60 + b + c / 60 : long ? a * 60 + b : a + b / 60;
  return Math.round(minutes * 100) / 100;
}

const amount = (value: number, unit: string) => ({ value, unit });
const SHORT_RACE_MINUTES = 5;
const NOW_BEFORE = new RegExp(`${NOW_WORDS}[^.;\\d]{0,20}$`, 'u');
const NOW_AFTER = /^[^.,;\d]{0,12}\b(?:now|currently|right now|at the moment|ahora|aktuell|derzeit|حاليا|الان)\b/u;
/** Whether the number at [start, end) is said with where the person is now. */
const isNow = (text: string, start: number, end: number) =>
  NOW_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || NOW_AFTER.test(text.slice(end));
const loadUnit = (word: string | undefined) => (word && /^(?:lbs?|pounds|libras)$/u.test(word) ? 'lb' : 'kg');
const timeUnit = (word: string) => (/^(?:s|sec|second|segund|sekund|ثاني)/u.test(word) ? 's' : 'min');

export function readPerformance(text: string): QuantityRead {
  return lift(text) ?? score(text) ?? hold(text) ?? raceTime(text) ?? { target: null, baseline: null };
}

function lift(text: string): QuantityRead | null {
  const fromTo = LIFT_FROM_TO.exec(text);
  if (fromTo) {
    const unit = loadUnit(fromTo[4] ?? fromTo[2]);
    return { baseline: amount(Number(fromTo[1]), unit), target: amount(Number(fromTo[3]), unit) };
  }
  const loads = [...text.matchAll(LIFT_LOAD)].map((m) => ({
    value: Number(m[1] ?? m[3]),
    unit: loadUnit(m[2] ?? m[4]),
    now: isNow(text, m.index, m.index + m[0].length),
  }));
  const goal = loads.find((l) => !l.now);
  if (!goal) return null;
  // Where they are may be said without the lift ("pull 405 lbs, my max is 365").
  const said = [...text.matchAll(ANY_LOAD)].map((m) => ({
    value: Number(m[1]),
    unit: loadUnit(m[2]),
    now: isNow(text, m.index, m.index + m[0].length),
  }));
  const now = [...loads, ...said].find((l) => l.now && l.unit === goal.unit && l.value < goal.value);
  // ... or as a bare number ("ahorita levanto 250").
  const bare = BARE_NOW.exec(text);
  const bareValue = bare ? Number(bare[1]) : null;
  const baseline = now
    ? amount(now.value, now.unit)
    : bareValue !== null && bareValue < goal.value && bareValue >= goal.value / 4
      ? amount(bareValue, goal.unit)
      : null;
  return { target: amount(goal.value, goal.unit), baseline };
}

function score(text: string): QuantityRead | null {
  if (!EXAM.test(text)) return null;
  const fromTo = SCORE_FROM_TO.exec(text);
  if (fromTo) return { baseline: amount(Number(fromTo[1]), 'points'), target: amount(Number(fromTo[2]), 'points') };
  const target = SCORE_TARGET.exec(text);
  if (!target) return null;
  const now = SCORE_NOW.exec(text);
  // Where they are is on the target's scale: "got 6.5" against a band 7, "with a 258" against 266.
  const [goal, was] = [Number(target[1]), now ? Number(now[1]) : NaN];
  const baseline = was > 0 && was !== goal && was >= goal / 3 && was <= goal * 1.5 ? amount(was, 'points') : null;
  return { target: amount(goal, 'points'), baseline };
}

function hold(text: string): QuantityRead | null {
  const holds = [...text.matchAll(HOLD_TIME)].map((m) => ({
    value: Number(m[1] ?? m[3]),
    unit: timeUnit(m[2] ?? m[4] ?? ''),
    now: isNow(text, m.index, m.index + m[0].length),
  }));
  const goal = holds.find((h) => !h.now);
  if (!goal) return null;
  // "plank 5 min, I can hold 90 seconds": where they are, in the goal's unit.
  const now = holds.find((h) => h.now);
  const inGoalUnit = (h: { value: number; unit: string }) =>
    h.unit === goal.unit ? h.value : h.unit === 's' ? Math.round((h.value / 60) * 100) / 100 : h.value * 60;
  return { target: amount(goal.value, goal.unit), baseline: now ? amount(inGoalUnit(now), goal.unit) : null };
}

/** A time to beat: "h:mm" for long races, "m:ss" for short ones, in minutes (seconds under a minute). */
function raceTime(text: string): QuantityRead | null {
  if (!RACE.test(text)) return null;
  // "from 4.6 to 4.3 seconds": a time that comes down is a race time (a session growing longer is not).
  const faster = TIME_FROM_TO.exec(text);
  if (faster && Number(faster[3]) < Number(faster[1])) {
    const unit = timeUnit(faster[4] ?? faster[2] ?? '');
    return { baseline: amount(Number(faster[1]), unit), target: amount(Number(faster[3]), unit) };
  }
  const long = LONG_RACE.test(text);
  const times = [...text.matchAll(CLOCK)].map((m) => ({ minutes: clockMinutes(m, long), at: m.index }));
  const sub = SUB_MINUTES.exec(text);
  // Where the person is, said as a record or a time now ("PB is 27:40", "my best is 1:52", "ahora hago 31:20").
  const now = [...text.matchAll(CLOCK_ANY)]
    .filter((m) => RECORD_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)))
    .map((m) => clockMinutes(m, long));
  if (times.length === 0) {
    if (!sub) return null;
    const goal = Number(sub[1]);
    const was = now.find((minutes) => minutes > goal);
    return { target: amount(goal, 'min'), baseline: was !== undefined ? amount(was, 'min') : null };
  }
  // A short race's time reads in seconds ("1:12" is 72 s), a long one's in minutes.
  const asAmount = (minutes: number) =>
    !long && minutes < SHORT_RACE_MINUTES ? amount(Math.round(minutes * 60), 's') : amount(minutes, 'min');
  if (times.length === 1) return { target: asAmount(times[0]!.minutes), baseline: null };
  // Two times: the faster is the goal, the slower where they are.
  const sorted = [...times].sort((x, y) => x.minutes - y.minutes);
  return { target: asAmount(sorted[0]!.minutes), baseline: asAmount(sorted.at(-1)!.minutes) };
}
