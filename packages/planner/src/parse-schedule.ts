import { BEAT_WORDS } from './parse-aim.ts';
import { NUM, clamp, readNumber } from './text.ts';

/**
 * How often and how long: sessions per week ("3 times a week", "3x/week", "daily", "every other day", "weekdays"),
 * minutes per session ("40 minutes", "an hour", "1.5h", "half an hour"); the days are read in parse-days.ts. No library
 * reads these, so they are rules over the normalised text.
 */

// "2 veces x semana" reads "2 times x week".
const PER_WEEK = '(?:a|per|each|every|\\/|in a|a ?|x) ?(?:week|wk|w)\\b';
// The German and Spanish nouns the canonical text keeps ("4 Einheiten", "zwei Nachmittage", "tres tardes").
const SESSION_WORD =
  '(?:x|times?|sessions?|days?|workouts?|runs?|rides?|swims?|lessons?|classes|evenings?|mornings?|nights?|afternoons?|slots?|einheiten|nachmittage|abende|trainings?|tardes|noches|mananas|sesiones)';
// Never an amount of money ("$80/week for groceries").
const WEEKLY = new RegExp(`(?<![$€£]\\s?)\\b(${NUM})\\s*(?:${SESSION_WORD}\\s*)?(?:${PER_WEEK}|weekly\\b)`);
const TIMES_FIRST = new RegExp(`\\bx ?(${NUM}) ?(?:a|per|each|\\/) ?(?:week|wk)\\b`);
const DAILY_TIMES = new RegExp(
  `\\b(${NUM}) ?(?:x|times?) (?:a|per|each) day\\b|\\b(once|twice|thrice) (?:a|per|each) day\\b`,
);
// "15 a day" (pages, push-ups): a daily habit, seven sessions, whatever the count.
const DAILY_AMOUNT = new RegExp(
  `\\b(${NUM}) (?:(?:pages|push ?ups|pull ?ups|chin ?ups|squats|sit ?ups|words|verses|steps|glasses) )?(?:a|per|each) day\\b`,
);
/** "Voy al gym 5 días", "I hit the gym 4 days": the person's routine, said without "a week", is a week's. */
const GYM_DAYS = new RegExp(
  `\\b(?:go|going|get|hit|voy al?|vas al?|ir al?)\\s+(?:to\\s+)?(?:the\\s+)?(?:gym|gimnasio|gimnasio|pool|piscina|studio|box|dojo)\\s+(${NUM})\\s+(?:days|times)\\b(?!\\s*(?:ago|before|after|in a row|straight|left|later))`,
);
/**
 * "Almost every day", "casi todos los días", "fast täglich", "كل يوم تقريبا", "every day but one": six days, one kept
 * for rest; "most days", "die meisten Tage", "معظم الأيام": five (decision 122). "Fast" is German only where the
 * English verb cannot be ("I fast every day", "run fast every day").
 */
const ALMOST_EVERY_DAY =
  /(?:\b(?:almost|nearly|pretty much|practically|virtually|casi|practicamente|quasi|(?<!\b(?:i|we|you|to|run|running|runs|swim|ride|walk|go|going|eat|and|or|not) )fast|fasch|beinahe|nahezu|so gut wie)\s+(?:every ?day|daily|each day)\b|\b(?:every ?day|daily)\s+(?:but|except|minus|save|menos|salvo|excepto) (?:one|1|uno|einem|einen|eins)(?: day)?\b|\b(?:every ?day|daily)[,.]? (?:almost|more or less|mas o menos|casi|or so|ish)\b|(?:\bevery ?day|تقريبا\s+every ?day)\s*تقريبا|تقريبا\s+every ?day|\bevery ?day\s+(?:تقريبا|بالتقريب))/;
const MOST_DAYS =
  /\b(?:most days|most of the days|the majority of days|(?:la mayoria de|la mayor parte de|casi todos) (?:los )?days|die meisten days|an den meisten days)\b|(?:معظم|اغلب|أغلب|غالب) (?:ال)?(?:ايام|days)/;
const MONTHLY = new RegExp(`\\b(${NUM}) ?(?:x|times?) (?:a|per|each) month\\b`);

/** "3x15 Minuten", "4 x 30 min": sessions a week times minutes each (decision 102), never sets and reps. */
const TIMES_MINUTES =
  /\b([1-7])\s?[x×]\s?(\d{1,3})\s?(?:min|mins|minutes?|minuten|minutos?|دقيقه|دقيقة|دقائق)(?![\p{L}])/u;

export function readSessionsPerWeek(text: string): number | null {
  const timesMinutes = TIMES_MINUTES.exec(text);
  if (timesMinutes) return Number(timesMinutes[1]);
  const weekly = WEEKLY.exec(text);
  if (weekly && !/\bhours?\b|\bhrs?\b|\bminutes?\b|\bmins?\b/.test(weekly[0])) {
    const n = readNumber(weekly[1] ?? '');
    // More than twice a day is a count of something else ("40 a week" of cigarettes, pages), not sessions.
    if (n !== null && n > 0 && n <= 14) return Math.round(n);
  }
  const gym = GYM_DAYS.exec(text);
  const gymDays = gym ? readNumber(gym[1] ?? '') : null;
  if (gymDays && gymDays >= 1 && gymDays <= 7) return gymDays;
  const timesFirst = TIMES_FIRST.exec(text);
  const n = timesFirst ? readNumber(timesFirst[1] ?? '') : null;
  if (n) return clamp(Math.round(n), 1, 14);
  const perDay = DAILY_TIMES.exec(text);
  if (perDay) return clamp(Math.round((readNumber(perDay[1] ?? perDay[2] ?? '') ?? 1) * 7), 1, 14);
  if (DAILY_AMOUNT.test(text)) return 7;
  const monthly = MONTHLY.exec(text);
  if (monthly) return clamp(Math.round((readNumber(monthly[1] ?? '') ?? 1) / 4.33), 1, 14);
  if (/\b(?:every other day|every second day|alternate days|every 2(?:nd)? days)\b/.test(text)) return 4;
  if (ALMOST_EVERY_DAY.test(text)) return 6;
  if (MOST_DAYS.test(text)) return 5;
  if (everyDay(text)) return 7;
  if (dailyTime(text)) return 7;
  if (/\b(?:every|on|during the) ?weekdays?\b|\bweekdays\b|\bworkdays\b/.test(text)) return 5 + weekendToo(text);
  if (/\bonce a month\b|\bmonthly\b/.test(text)) return 1;
  return null;
}

/**
 * The weekend days said beside the weekdays as days to use too (decision 127): joined to them ("weekdays and
 * sundays", "weekdays + saturday") or given their own time ("40 min weekdays, 2-3 hours on sat/sun", "an hour on
 * weekends"). The week is then the weekdays and those. A weekend said any other way ("el finde lo quiero vacío",
 * "weekends off") adds none.
 */
const WEEKEND = String.raw`(weekends?|sat(?:urday)?s?(?: ?(?:\/|and|&|\+|,) ?sun(?:day)?s?)?|sun(?:day)?s?)\b`;
const TIME_ON_WEEKEND = String.raw`(?:\d+(?:[.-]\d+)?\s*(?:h|hrs?|hours?|mins?|minutes?)|an? (?:hour|half hour)|half an hour)`;
const WEEKEND_TOO = [
  new RegExp(
    String.raw`\bweekdays?\s*(?:and|plus|\+|&|,)\s*(?:on\s+)?(?:the\s+)?${WEEKEND}(?!\s*(?:(?:is|are)\s+)?(?:off|free|rest|no)\b)`,
  ),
  new RegExp(String.raw`${TIME_ON_WEEKEND}\s+(?:on\s+)?(?:the\s+)?${WEEKEND}`),
  new RegExp(String.raw`\b${WEEKEND}\s*:?\s*${TIME_ON_WEEKEND}`),
];

function weekendToo(text: string): number {
  const said = WEEKEND_TOO.map((pattern) => pattern.exec(text)).find((m) => m !== null);
  if (!said) return 0;
  const days = said[1] ?? '';
  return /weekend|\//.test(days) || (/sun/.test(days) && /sat/.test(days)) ? 2 : 1;
}

/**
 * Time that is not practice: at work, on screens, asleep, sitting, commuting, in the four languages as the canonical
 * text keeps them ("bildschirmzeit", "trabajo 12 hours", "بالسيارة").
 */
const NOT_PRACTICE = String.raw`(?:\b(?:screens?|sleep|sleeping|(?:work|works|working)(?! ?out)|commute|commuting|scroll|scrolling|phone|netflix|tv|gaming|sitting|sit|ipad|tablet|youtube|tiktok|video games|fortnite|roblox|shifts?|desk|office|car|bildschirm\w*|sitze\w*|arbeit\w*|schicht\w*|pendl?\w*|schlaf\w*|handy|buro|pantalla\w*|trabaj\w*|sentad[oa]s?|duermo|dormir|celular|movil|oficina|turnos?|laburo|chamba|auto|coche)\b|(?:شغل|دوام|سيار[ةه]|نوم|موبايل|جوال|شاش[ةه]|مكتب|قاعد))`;
const HOURS = '(\\d+(?:[.,]\\d+)?|an?|one|two|three|four)';
const MINUTES_RE = new RegExp(
  [
    // A number starts a word: "phone 30 minutes" is not "one 30 minutes"; "forty five" is one number, not a range.
    `\\b(?:(${NUM}) ?(?:-|to|or| ) ?)??(${NUM}) ?(?:minutes?|mins?|min)\\b`,
    `\\b${HOURS} ?(?:hours?|hrs?|h)\\b(?: ?(?:and )?(?:(a half)|(\\d+) ?(?:minutes?|mins?|m)?\\b))?`,
    '(half an? hour|half hour|quarter of an hour|(?:a )?couple (?:of )?hours|an hour and a half|hour and a half)',
  ].join('|'),
  'g',
);
// A finishing time ("5k in under 30 minutes", "sub 25 min"), hours of sleep, work or screen time, a pace: not a
// session length.
const NOT_A_SESSION_BEFORE =
  /\b(?:in|sub|within|in under|in less than|asleep in)\s*(?:about |around |maybe )?$|\b(?:pages?|words?|km|miles?|push ?ups?|cards?) (?:(?:an?|per) )?$|\b(?:plank|hold|dead ?hang|wall ?sit|l ?sit|handstand|speech|talk|toast|discurso|brindis|rede|ansprache|vortrag|presentation|presentacion)\s+(?:(?:of|de|von|for|for about|durante)\s+)?(?:about |around |like |unos |ca\.? )?$/;
/**
 * In a race, a time said after words of beating it is the finishing time to reach, and a time said with where the
 * person is ("it currently takes me 33 min", "aktuell brauche ich 54 Minuten", "ahora tardo", "last year I ran 4 hours
 * and 5 minutes") is their time now: neither is a session's length. In the four languages as the canonical text keeps
 * them: "break 4 hours in the marathon", "5k under 25 minutes", "por debajo de 2 hours", "unter 2 hours",
 * "باقل من 4 hours". ("Under 20 minutes" outside a race is how long a session may be.)
 */
const RACE_WORDS =
  /\b(?:marathon|half|ultra|triathlon|tri|duathlon|race|sprint|time trial|century|5k|10k|15k|21k|42k|km|k|miles?|\d+ ?(?:m|meters?|metres?|metros?)|run|running|swim|swimming|ride|maraton|media|carrera|nadar|triatlon|lauf\w*|rennen|halbmarathon|schwimm\w*|triathlon|freistil)\b|ماراثون|سباق|كم|متر|ترياثلون|اسبح|أسبح|سباحه|سباحة/u;
const TIME_TO_BEAT_BEFORE = new RegExp(
  String.raw`${BEAT_WORDS}\s*(?:the |a |an |el |la |den |die )?(?:about |around |roughly |ca\.? |unos )?$`,
  'u',
);
const RACE_TIME_NOW_BEFORE =
  /(?:\b(?:now|currently|right now|at the moment|takes? me|took me|it takes|ran|run it in|did(?: it)?(?: in)?|finished(?: it)?(?: in)?|do it in|doing it in|pb|pr|best|record|ahora|actualmente|tardo|tarde|hice|lo hago en|los hago en|aktuell|derzeit|im moment|brauche|gebraucht|bestzeit)|الان|الآن|حاليا|الحين|هلق|دلوقتي|احتاج|أحتاج|زمني|وقتي|(?:اخلص|أخلص|بخلص|اقطع|أقطع|بقطع|اكمل|أكمل|بكمل)\S*(?:\s+(?:بـ?|في))?)(?:\s+(?:it|a|an|the|my|me|in|en|ich|about|around|roughly|ca\.?|unos|الحالي|لي))*\s*$/u;
const NOT_A_SESSION_NEAR = new RegExp(`${NOT_PRACTICE}[^.,;]*$`, 'u');
const TIME_NOT_PRACTICE = new RegExp(NOT_PRACTICE, 'u');
const NOT_A_SESSION_AFTER =
  /^\s*(?:of sleep|sleep|a night|per night|each night|at night|in bed|of screens?|screens?|mile|km|5k|10k|pace|per km|per mile|a week|per week|each week|ago|so far|in total|total|logged|(?:long )?(?:talk|speech|presentation|pitch|keynote|toast|webinar|lecture|sermon))\b/;

const INTERVAL_STEP = String.raw`(?:run\w*|jog\w*|walk\w*|sprint\w*|rest|recovery|hard|easy|on|off|corr\w*|camin\w*|trot\w*|andar|lauf\w*|geh\w*|renn\w*|pause)`;
/** A step of an interval and the next one after it: "run / 2 min walk". */
const INTERVAL_AFTER = new RegExp(String.raw`^\s*(?:of\s+)?${INTERVAL_STEP}\s*(?:\/|,|and|then|\+|-|y|und)\s*\d`, 'u');
/** The step before: "1 min run / " before "2 min walk". */
const INTERVAL_BEFORE = new RegExp(
  String.raw`\d+\s?(?:min\w*|m|s|sec\w*|seg\w*)\s+(?:of\s+)?${INTERVAL_STEP}\s*(?:\/|,|and|then|\+|-|y|und)\s*$`,
  'u',
);

/** More than this said as one amount of time is a total, not a session: six hours. */
const MAX_SESSION_SAID = 360;

const EVERY_DAY = /\b(?:daily|every ?day|each day|every single day|(?:every|each) (?:morning|evening|night))\b/g;
/** Hours, not minutes: time spent otherwise is counted in hours ("no phone 30 minutes before bed" is the habit). */
const AMOUNT_OF_TIME =
  /\b\d+(?:\.\d+)? ?(?:hours?|hrs?|h)\b|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve) hours?\b/;

/** Work named as when the practice happens ("10 min each morning before work"), not as time spent working. */
const WORK_AS_A_TIME =
  /\b(?:before|after|antes del?|despues del?|vor der|nach der|vorm|nach dem) (?:the |my |la |el |mi )?(?:work|shift|office|school|trabajo|laburo|arbeit|schicht|buro)\b|(?:قبل|بعد) (?:ال)?(?:شغل|دوام)/gu;

/** "Every day", "daily": seven sessions, unless the clause is time spent otherwise ("2 hours every day in the car"). */
function everyDay(text: string): boolean {
  for (const match of text.matchAll(EVERY_DAY)) {
    const from = Math.max(0, ...[...'.,;'].map((mark) => text.lastIndexOf(mark, match.index) + 1));
    const ends = [...'.,;'].map((mark) => text.indexOf(mark, match.index)).filter((at) => at >= 0);
    const clause = text.slice(from, ends.length > 0 ? Math.min(...ends) : text.length);
    const spent = clause.replace(WORK_AS_A_TIME, ' ');
    if (AMOUNT_OF_TIME.test(spent) && TIME_NOT_PRACTICE.test(spent)) continue;
    return true;
  }
  return false;
}

/**
 * "30 min a day", "1h a day": a daily session; not hours at a desk, at work or asleep ("I sit 10 hours a day", "12
 * hours a day in the warehouse"), nor a day's total too long for one session.
 */
function dailyTime(text: string): boolean {
  for (const match of text.matchAll(MINUTES_RE)) {
    const end = match.index + match[0].length;
    if (!/^ (?:a|per|each) day\b/.test(text.slice(end, end + 10))) continue;
    const minutes = minutesOf(match);
    const near = text.slice(Math.max(0, match.index - 30), match.index);
    if (minutes !== null && minutes <= MAX_SESSION_SAID && !NOT_A_SESSION_NEAR.test(near)) return true;
  }
  return false;
}

export function readMinutesPerSession(text: string, sessionsPerWeek: number | null): number | null {
  const timesMinutes = TIMES_MINUTES.exec(text);
  if (timesMinutes) return clamp(Number(timesMinutes[2]), 5, 240);
  for (const match of text.matchAll(MINUTES_RE)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 16);
    const minutes = minutesOf(match);
    // "4 hours a week", "150 minutes of exercise a week": a week's budget, split over the sessions when we know
    // them (decision 109).
    if (minutes !== null && isWeeklyTotal(text, match)) {
      if (sessionsPerWeek) return splitWeekly(minutes, sessionsPerWeek);
      continue;
    }
    // "100 hours of meditation" is a total to reach, never one session (decision 093).
    if (minutes === null || minutes > MAX_SESSION_SAID) continue;
    const near = text.slice(Math.max(0, match.index - 30), match.index);
    if (NOT_A_SESSION_BEFORE.test(before) || NOT_A_SESSION_NEAR.test(near) || NOT_A_SESSION_AFTER.test(after)) continue;
    // "1 min run / 2 min walk", "2 Min laufen, 1 Min gehen": the steps of an interval, not a session (decision 126).
    if (
      INTERVAL_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 24)) ||
      INTERVAL_BEFORE.test(before)
    )
      continue;
    if ((TIME_TO_BEAT_BEFORE.test(before) || RACE_TIME_NOW_BEFORE.test(before)) && RACE_WORDS.test(text)) continue;
    // "Best man speech ... max 5 mins", "eine Rede, ca. 5 Minuten": the talk's length (decision 097).
    if (minutes <= TALK_MAX_MINUTES && SPEECH.test(text) && TALK_LENGTH_BEFORE.test(before)) continue;
    return clamp(Math.round(minutes), 5, 240);
  }
  return windowMinutes(text);
}

/**
 * A week's time for the goal (decision 109): an amount followed, within a few words of the same clause, by "a week"
 * ("150 minutes of moderate exercise a week", "3 hours per week", "2 horas semanales" once canonical). Words of how
 * often in between make it a session's length ("30 minutes three times a week"); time at work, on screens or asleep
 * is not time for the goal.
 */
export function readWeeklyMinutes(text: string): number | null {
  for (const match of text.matchAll(MINUTES_RE)) {
    const minutes = minutesOf(match);
    if (minutes !== null && isWeeklyTotal(text, match)) return minutes;
  }
  return null;
}

/** Minutes per session from a week's total: steps of 5, within one session's bounds. */
export function splitWeekly(minutesPerWeek: number, sessionsPerWeek: number): number {
  return clamp(Math.round(minutesPerWeek / Math.max(1, sessionsPerWeek) / 5) * 5, 5, 240);
}

const WEEKLY_TOTAL_AFTER =
  /^(?:\s+(?!(?:once|twice|thrice|one|two|three|four|five|six|seven|times?|x|sessions?|days?|workouts?|runs?|rides?|swims?|lessons?|classes|on|in|at|by|before|after|until|and|or)\b)[a-z']+){0,4}\s*(?:,\s*)?(?:(?:a|per|each|every|in a|in the|the) ?week\b|weekly\b|\/ ?(?:week|wk|w)\b)/;
const MIN_WEEKLY = 20;
const MAX_WEEKLY = 40 * 60;

function isWeeklyTotal(text: string, match: RegExpMatchArray): boolean {
  const minutes = minutesOf(match);
  if (minutes === null || minutes < MIN_WEEKLY || minutes > MAX_WEEKLY) return false;
  const start = match.index ?? 0;
  const after = text.slice(start + match[0].length, start + match[0].length + 48);
  if (!WEEKLY_TOTAL_AFTER.test(after)) return false;
  const before = text.slice(Math.max(0, start - 30), start);
  return !NOT_A_SESSION_NEAR.test(before) && !NOT_GOAL_TIME_AFTER.test(after);
}
/** Time the goal is to cut, or time spent elsewhere: "20 hours a week on my phone", "of screen time", "at work". */
const NOT_GOAL_TIME_AFTER =
  /^[^.,;!?]*?\b(?:sleep\w*|screens?|screen time|phone|tiktok|instagram|youtube|social media|scrolling|gaming|games|netflix|tv|(?:at|for|of) (?:my |the )?(?:work|job|office)|working(?! on)|commut\w*|shifts?|overtime|sitting)\b/;

const TALK_MAX_MINUTES = 15;
const SPEECH =
  /\b(?:speech|talk|toast|presentation|pitch|keynote|sermon|eulogy|rede|vortrag|ansprache|praesentation|prasentation|discurso|brindis|charla|presentacion|exposicion)\b|خطاب|عرض تقديمي/;
const TALK_LENGTH_BEFORE =
  /\b(?:max(?:imum)?|at most|no (?:more|longer) than|up to|about|around|roughly|ca\.?|circa|etwa|maximal|hochstens|maximo|como mucho|unos|alrededor de|only|just|lasts?|long)\s*$/;

/**
 * A window of the day the person has (decision 097): "5am-6am", "9-10pm", "de 17 a 20h", "von 18 bis 20 Uhr" (the
 * hyphen is a space after normalising). Its length is the session's, from 15 minutes to 4 hours.
 */
const WINDOW =
  /\b(?:from |de |von |between )?(\d{1,2})(?::(\d{2}))?\s?(am|pm)?\s?(?:-|–|to|till|until|a|bis|by|and|y|und)?\s?(\d{1,2})(?::(\d{2}))?\s?(am|pm|h|uhr)\b/g;
/**
 * A place's opening hours are not the person's session ("our pool only has lane swim mon/wed/fri 6-8am", "la cancha
 * abre de 7 a 11"): the session's length is asked (decision 127).
 */
const OPENING_HOURS_BEFORE =
  /\b(?:open(?:s|ing)?|opening hours|hours are|lane swim(?:ming)?|lap swim(?:ming)?|public (?:swim|session)s?|schedule|abre|abierto|abierta|horario|geoffnet|offnet|oeffnet|offen|offnungszeiten)\b[^.;]{0,30}$|(?:يفتح|مفتوح|مواعيد)[^.;]{0,30}$/u;

function windowMinutes(text: string): number | null {
  for (const m of text.matchAll(WINDOW)) {
    if (OPENING_HOURS_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    const [, h1, m1, p1, h2, m2, p2] = m;
    let start = Number(h1) * 60 + Number(m1 ?? 0);
    let end = Number(h2) * 60 + Number(m2 ?? 0);
    if (p2 === 'pm' && Number(h2) < 12) end += 12 * 60;
    // "9-10pm": the start is in the afternoon or evening too, unless that would put it after the end.
    const startPm = p1 === 'pm' || (p1 === undefined && p2 === 'pm' && start + 12 * 60 < end);
    if (startPm && Number(h1) < 12) start += 12 * 60;
    const length = end - start;
    if (length >= 15 && length <= 240) return length;
  }
  return null;
}

function minutesOf(match: RegExpMatchArray): number | null {
  const [, rangeLow, minuteWord, hourWord, aHalf, extraMinutes, phrase] = match;
  if (minuteWord !== undefined) {
    const high = readNumber(minuteWord);
    const low = rangeLow !== undefined ? readNumber(rangeLow) : null;
    // "20-30 minutes": the person can give up to the upper end.
    return high === null ? null : Math.max(high, low ?? 0);
  }
  if (hourWord !== undefined) {
    const hours = /^an?$/.test(hourWord) ? 1 : (readNumber(hourWord.replace(',', '.')) ?? null);
    if (hours === null) return null;
    return hours * 60 + (aHalf ? 30 : 0) + Number(extraMinutes ?? 0);
  }
  if (!phrase) return null;
  if (phrase.includes('and a half')) return 90;
  if (phrase.startsWith('half')) return 30;
  if (phrase.startsWith('quarter')) return 15;
  return 120;
}
