import * as chrono from 'chrono-node/en';
import { daysInMonth, toDayNumber as dayNumber } from './calendar.ts';
import { NUM_OR_A, clamp, readNumber } from './text.ts';

/**
 * The horizon: how many whole weeks from `today` the person gave, as a duration ("in 8 weeks", "3 months", "a
 * 30 day challenge"), a date chrono-node reads ("by March 15", "before my wedding on 2027-05-02") or a named time of
 * year ("by summer", "by the end of the year"). The earliest mention in the text wins; the result is clamped to 1..104.
 */
const SPAN = '(weeks?|months?|years?)';
const HALF = String.raw`(?:and a half|y medi[oa]|und ?ein ?halb|ونص|و ?نص|ونصف|و ?نصف)`;
const ONES: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
const GERMAN_HALVES: Readonly<Record<string, number>> = {
  anderthalb: 1.5,
  eineinhalb: 1.5,
  zweieinhalb: 2.5,
  dreieinhalb: 3.5,
  viereinhalb: 4.5,
  funfeinhalb: 5.5,
};
const count = (word: string) => ONES[word] ?? Number(word);
const plural = (span: string) => (span.endsWith('s') ? span : `${span}s`);

/**
 * A span and a half as a decimal the duration reader takes (decision 127): "a month and a half", "2 and a half
 * months", "un mes y medio" ("a month y medio" once canonical), "anderthalb Monate", "2,5 Monate", "شهر ونص" ("a month
 * ونص"), "year y medio".
 */
function withHalves(text: string): string {
  return text
    .replace(
      new RegExp(String.raw`\b(a|an|one|two|three|four|five|six|\d+)? ?${SPAN} ${HALF}(?![\p{L}])`, 'gu'),
      (_m, n: string | undefined, span: string) => ` ${count(n ?? 'a') + 0.5} ${plural(span)} `,
    )
    .replace(
      new RegExp(String.raw`\b(one|two|three|four|five|six|\d+) and a half ${SPAN}\b`, 'gu'),
      (_m, n: string, span: string) => ` ${count(n) + 0.5} ${plural(span)} `,
    )
    .replace(
      new RegExp(String.raw`\b(${Object.keys(GERMAN_HALVES).join('|')}) ${SPAN}\b`, 'gu'),
      (_m, n: string, span: string) => ` ${GERMAN_HALVES[n]} ${plural(span)} `,
    )
    .replace(new RegExp(String.raw`\b(\d{1,2}),(\d) ${SPAN}\b`, 'gu'), ' $1.$2 $3 ');
}

export function readHorizonWeeks(normalized: string, today: string): number | null {
  // A count the person gave ("about 20 weeks", "(16 wks)", "11 weeks out") wins over a date it explains ("JLPT in
  // december, about 20 weeks"): the person counted from their own today (decision 093).
  // "في سنة ٢٠٢٧" reads "a year 2027" in canonical English: that year, not a year's time.
  const text = withHalves(normalized).replace(/\b(?:in )?a year (20\d\d)\b/g, 'in $1');
  const counted = durations(text);
  const found = counted.length > 0 ? counted : [...namedDates(text, today), ...chronoDates(text, today)];
  const first = found.sort((a, b) => a.index - b.index)[0];
  return first ? clamp(Math.round(first.weeks), 1, 104) : null;
}

type Found = { index: number; weeks: number };

const WEEKS_PER: Record<string, number> = { day: 1 / 7, week: 1, month: 52 / 12, year: 52 };
const UNIT = '(day|days|week|weeks|wk|wks|month|months|mo|mos|year|years|yr|yrs)';
const PREP = '(in|within|for|over|next|the next|over the next|in the next|in about|in around|about|around|roughly)';
const DURATION = new RegExp(
  `\\b(?:${PREP} )?(${NUM_OR_A}|half a) ${UNIT}\\b( (?:and a half|ago|old|of experience|a week|a day|per week|per day|in a row))?`,
  'g',
);
// "A 10 day challenge", "10 days meditation challenge", "a 21 day reset": a days-long thing is a horizon.
const DAY_THING =
  /^ (?:[a-z]+ ){0,2}(?:challenge|plan|program|programme|streak|reset|detox|cleanse|course|retreat|fast)\b/;
const AGE_BEFORE = /(?:\b(?:de|aged?|ist|is|von)|عمره|عمرها|عمر|بعمر|ذا|ذات|ذي)\s*$/;
// Time already spent, in any of the languages: "been running for 5 years", "seit 15 Jahren", "hace 6 meses",
// "llevo 4 meses", "vor 3 Monaten", "منذ 10 سنوات".
const EXPERIENCE_BEFORE =
  /(?:\b(?:been|for the (?:past|last)|past|last|after|since|seit|vor|hace|desde hace|llevo|llevamos)\s*(?:\w+\s*){0,3}|(?:منذ|قبل)\s*)$/;

const EXPERIENCE_AFTER =
  /^ (?:of (?:[a-z]+ ){0,3}(?:experience|work|practice|coding|teaching|nursing)|experience|as an? |in the (?:industry|field|job|trade)|de (?:experiencia|enfermer\w*|taxista|profesor\w*|trabajo)|trabajando|como |(?:berufs)?erfahrung|im beruf|als )|^ ?(?:خبره|خبرة)/;
const TRIP_BEFORE =
  /\b(?:going|go|trip|travel\w*|visit\w*|vacation|holiday|staying|stay|moving|flying|viaje|viajo|vacaciones|reise|urlaub|fliege)\b[^.]{0,30}$|(?:سفر|مسافر|رحله|رحلة)[^.]{0,30}$/;
/**
 * A span the person already went through, said in the clause before it: "never stuck with it more than 2 weeks",
 * "last time I kept it up for 3 weeks", "nunca aguanté más de 2 semanas", "nie länger als 2 Wochen durchgehalten",
 * "عمري ما كملت اكتر من اسبوعين" (decision 129). Canonical text: the span is English, the words around it the person's.
 */
const PAST_BEFORE =
  /\b(?:never|was|were|had|did|didn'?t|tried|kept|stuck|lasted|managed|made it|quit|stopped|gave up|used to|last time|previously|nunca|jamas|aguante|dure|intente|probe|estuve|hice|llegue|logre|mantuve|deje|la ultima vez|nie|niemals|durchgehalten|probiert|versucht|geschafft|gehalten|war|hatte|damals|fruher|letztes mal)\b|(?:عمري ما|ما كملت|ما قدرت|ما صمدت|ما استمريت|استمريت|كملت|جربت|حاولت|كنت)/;
const PAST_AFTER =
  /^ (?:ago|then (?:quit|stopped|gave up|dropped|fell off)|and then (?:quit|stopped|gave up)|last (?:year|time|spring|summer|fall|autumn|winter)|el (?:year|ano) pasado|durchgehalten|probiert|versucht|geschafft|gehalten|a year اللي فات|اللي فات)/;
/** Where the clause a span is said in begins: a sentence or clause end, or "but" in the four languages. */
const CLAUSE_START = /[.!?;,]|\b(?:but|pero|aber)\b|(?:^|\s)(?:بس|لكن)(?=\s)/g;

const STATE_BEFORE = /\b(?:pregnant|embarazada de|schwanger in der|schwanger seit)\s*$|(?:حامل في|حامل ب)\s*$/;

function wentThrough(text: string, index: number, following: string): boolean {
  const head = text.slice(0, index);
  const starts = [...head.matchAll(CLAUSE_START)].map((m) => m.index + m[0].length);
  const clause = head.slice(starts.at(-1) ?? 0);
  return PAST_BEFORE.test(clause) || PAST_AFTER.test(following);
}

function unitOf(word: string): keyof typeof WEEKS_PER {
  if (word.startsWith('d')) return 'day';
  if (word.startsWith('w')) return 'week';
  if (word.startsWith('y')) return 'year';
  return 'month';
}

function durations(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(DURATION)) {
    const [, prep, amountWord = '', unitWord = '', suffix] = match;
    const unit = unitOf(unitWord);
    const suffixText = suffix?.trim() ?? '';
    if (suffixText && suffixText !== 'and a half') continue;
    const isArticle = /^(a|an|half a|few|couple|couple of|a few|a couple|a couple of|several)$/.test(amountWord);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (!prep && isArticle) continue;
    // "for 5 years" after "been running" is experience, not a horizon; days need a preposition or a plan word.
    if (EXPERIENCE_BEFORE.test(before) && (!prep || prep === 'for' || unit === 'year')) continue;
    if ((prep === 'for' && unit === 'year') || /\bevery $/.test(before)) continue;
    // A child's age, not a horizon: "mi hija de 4 años", "5 Jahre alt", "ابني عمره 5 سنوات".
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 6);
    if (!prep && ((unit === 'year' && AGE_BEFORE.test(before)) || /^ (?:alt|old)\b/.test(after))) continue;
    // Where the person is, not how long they have: "8 months post surgery", "20 weeks pregnant", "embarazada de 14
    // semanas", "6 months postpartum", "3 weeks into".
    const state = text.slice(match.index + match[0].length, match.index + match[0].length + 14);
    if (
      /^ (?:post\w*|pregnant|along|into|since|after (?:my|the|surgery|birth))\b/.test(state) ||
      STATE_BEFORE.test(before)
    ) {
      continue;
    }
    // Years of work, and a trip's length, are not the time to the goal: "4 yrs of native android experience", "15
    // años de enfermera", "going to Cairo for 3 weeks in november ... I leave in 9 weeks" (decision 102).
    const following = text.slice(match.index + match[0].length, match.index + match[0].length + 40);
    if (EXPERIENCE_AFTER.test(following)) continue;
    // Bare years are a life ("15 years in the ER", "hijos de 8 y 10 años"), unless said as the time to the goal.
    if (unit === 'year' && !prep && !/^ (?:to|plan|goal|from now|left|away)\b/.test(following)) continue;
    if (prep === 'for' && TRIP_BEFORE.test(before)) continue;
    // A span already lived ("never more than 2 weeks", "kept it up for 3 weeks then quit") is no time to the goal.
    if ((!prep || prep === 'for') && unit !== 'year' && wentThrough(text, match.index, following)) continue;
    const afterDays = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    if (unit === 'day' && !prep && !DAY_THING.test(afterDays)) continue;
    let amount = amountWord === 'half a' ? 0.5 : (readNumber(amountWord) ?? 0);
    if (suffixText === 'and a half') amount += 0.5;
    if (amount <= 0) continue;
    const weeks = unit === 'day' ? Math.ceil(amount / 7) : amount * (WEEKS_PER[unit] ?? 1);
    found.push({ index: match.index, weeks });
  }
  return found;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_RE = `(${MONTHS.map((m) => `${m.slice(0, 3)}${m.length > 3 ? `(?:${m.slice(3)})?` : ''}`).join('|')})`;

/** Days of the year that people name instead of a date: [month, day]. */
const NAMED_DAYS: ReadonlyArray<readonly [RegExp, number, number]> = [
  [
    /\b(?:by|before|until|till|for|in) (?:the )?(?:end of (?:the |this )?year|year end|new years?(?: eve)?)\b(?! ?20\d\d| que viene)/,
    12,
    31,
  ],
  [/\b(?:by|before|until|till|for|in|this)(?: the| next| this)? summer\b/, 6, 21],
  [/\b(?:by|before|until|till|for|in|this)(?: the| next| this)? (?:autumn|fall)\b/, 9, 22],
  [/\b(?:by|before|until|till|for|in|this)(?: the| next| this)? winter\b/, 12, 21],
  [/\b(?:by|before|until|till|for|in|this)(?: the| next| this)? spring\b/, 3, 20],
  [/\b(?:by|before|until|till|for) (?:christmas|xmas)\b/, 12, 25],
];
/**
 * A whole year as the time to the goal: a year after a word of when or of a goal (never "since 2022", never "2026 km"),
 * or the next year said in words, in the canonical English and what it leaves of the other languages.
 */
const YEAR_END =
  /(?:\b(?:in|within|during|for|throughout|by|before|until|till|through|of|el|del|im|jahr|ziel|goal|resolution|will|want|year|a year|para|durante|en|fur|bis|sene|عام|سنه|خلال|في)\s(?:the\s)?(?:end of (?:the )?(?:year )?)?(20\d\d)\b(?! ?(?:km|kms|mi|miles?|m|k|kg|lbs?|steps|pasos|schritte|words|pages|hm|[$€£]|usd|eur|euros?|dollars?|jahre?|years?|anos?)\b)|\b(?:end of )?(?:the )?(next year|year que viene|proximo ano|ano que viene|nachste[ns]? jahr(?:es)?|kommende[ns]? jahr(?:es)?|(?:a )?year (?:الجايه|الجاي|القادم|الياي))\b|(?:السنه|العام) (?:الجايه|الجاي|القادم|الياي))/gu;
/**
 * First days of Ramadan 1447-1452 AH and of Eid al-Fitr after each, as expected by the Umm al-Qura calendar (the
 * tables of https://en.wikipedia.org/wiki/Ramadan#Dates and https://www.timeanddate.com/holidays/common/ramadan-begins);
 * moon sighting can move a day either way, which a horizon in whole weeks hardly notices. Extend before 2030 ends.
 */
const RAMADAN_STARTS = ['2026-02-18', '2027-02-08', '2028-01-28', '2029-01-16', '2030-01-06', '2030-12-26'];
const EID_AL_FITR = ['2026-03-20', '2027-03-10', '2028-02-27', '2029-02-15', '2030-02-05', '2031-01-25'];
const MOVABLE_DAYS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\b(?:by|before|until|till|for|in time for) (?:the )?(?:start of |beginning of )?ramadh?an\b/, RAMADAN_STARTS],
  [/\b(?:by|before|until|till|for|in time for) (?:the )?eid\b(?! al adha)/, EID_AL_FITR],
];
/**
 * A month with a word of when: "by May", "in mid May", "before early March", "end of Feb", "by the end of April" (and
 * what parse-canonical.ts makes of "a mediados de mayo", "Ende März", "منتصف مايو"). A bare month is no horizon.
 */
const MONTH_ONLY = new RegExp(
  `\\b(?:(by|before|until|till|in|for|around)\\s+)?(?:the\\s+)?(?:(early|beginn?ing of|start of|mid|middle of|late|end of)[\\s-]+)?${MONTH_RE}\\b(?! ?\\d{1,2}(?:st|nd|rd|th)?\\b(?! ?(?:km|mi|miles|kg|k|pages|words|%)\\b))(?! ?20\\d{2}\\b(?! ?(?:km|mi|miles|kg|k|pages|words)\\b))`,
  'g',
);
/** The day of the month a word of when means ("mid May" is the 15th); the month's last day when none is said. */
const PART_DAY: Record<string, number> = {
  'beginning of': 3,
  'begining of': 3,
  'start of': 3,
  early: 7,
  mid: 15,
  'middle of': 15,
  late: 24,
};

/**
 * A date the plan starts from, not one it leads to ("I want to start in September", "arrancar en septiembre",
 * "ab Januar"), and a season said of the weather ("in summer it gets really hot", "في الصيف بيبقى نار"): no horizon
 * (decision 118).
 */
const START_BEFORE =
  /\b(?:\w*start\w*|\w*begin\w*|kick(?:ing)? off|from|a partir de|desde|since|seit|arrancar|arranco|empezar|empiezo|empezando|comenzar|comienzo|anfangen|fange (?:ich )?an|beginnen|beginne|starten|starte|ab)\s+(?:\w+\s+){0,2}$|(?:ابدا|ابدأ|هبدا|ببدا|نبدا|ابتداء من|من اول)\s*$/;
const WEATHER_AFTER =
  /^\s*(?:it\s+)?(?:is(?! (?:when|the|due|my|our|his|her|their)\b)|gets|becomes|turns|'s|it'?s|es|hace|ist|wird|ist es|wird es|بيبقي|بيكون|يصير|بيصير|يكون)\b|^\s*(?:بيبقي|بيكون|يصير|بيصير|يكون)/;
const startsOrWeather = (text: string, index: number, length: number) =>
  START_BEFORE.test(text.slice(Math.max(0, index - 30), index)) ||
  WEATHER_AFTER.test(text.slice(index + length, index + length + 20));

function namedDates(text: string, today: string): Found[] {
  const [year = 1970, month = 1, day = 1] = today.split('-').map(Number);
  const start = dayNumber(today);
  const weeksUntil = (m: number, d: number) => {
    let target = dayNumber(isoDate(year, m, d));
    if (target <= start) target = dayNumber(isoDate(year + 1, m, d));
    return Math.ceil((target - start) / 7);
  };
  const found: Found[] = [];
  for (const [pattern, m, d] of NAMED_DAYS) {
    const match = pattern.exec(text);
    if (match && !startsOrWeather(text, match.index, match[0].length)) {
      found.push({ index: match.index, weeks: weeksUntil(m, d) });
    }
  }
  // "In 2027", "en el 2027", "Mein Ziel 2027:", "خلال 2027": to the end of that year; "next year", "el año que viene",
  // "nächstes Jahr": of the next one. "This year" alone stays vague: in December it is more often the coming twelve
  // months than four weeks (decision 124).
  for (const match of text.matchAll(YEAR_END)) {
    const said = match[1] ? Number(match[1]) : year + 1;
    if (said < year || said > year + 2 || startsOrWeather(text, match.index, match[0].length)) continue;
    const end = dayNumber(isoDate(said, 12, 31));
    if (end > start) found.push({ index: match.index, weeks: Math.ceil((end - start) / 7) });
  }
  for (const [pattern, starts] of MOVABLE_DAYS) {
    const match = pattern.exec(text);
    const next = match ? starts.map(dayNumber).find((d) => d > start) : undefined;
    if (match && next !== undefined) found.push({ index: match.index, weeks: Math.ceil((next - start) / 7) });
  }
  for (const match of text.matchAll(MONTH_ONLY)) {
    const [, prep, part, name = '?'] = match;
    const m = MONTHS.findIndex((month) => month.startsWith(name)) + 1;
    // A month needs a word of when; "early" or "late" alone before "may" is the verb ("getting up early may help").
    if (m < 1 || (!prep && !part) || (!prep && name === 'may' && (part === 'early' || part === 'late'))) continue;
    if (m === month && day > 1 && prep === 'before' && !part) continue;
    if (startsOrWeather(text, match.index, match[0].length)) continue;
    // "before May" means by its first day, "mid May" its 15th; "by May", "in May", "end of May" its last day.
    const target = part && part !== 'end of' ? PART_DAY[part]! : prep === 'before' ? 1 : daysInMonth(year, m);
    found.push({ index: match.index, weeks: weeksUntil(m, target) });
  }
  return found;
}

function isoDate(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Dates chrono-node reads with a known day and month; relative phrases ("a week") are ours to read, not chrono's. */
function chronoDates(text: string, today: string): Found[] {
  const start = dayNumber(today);
  const [y = 1970, m = 1, d = 1] = today.split('-').map(Number);
  // Noon UTC with a zero offset: the same calendar day whatever the machine's time zone.
  const reference = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const found: Found[] = [];
  for (const result of chrono.casual.parse(text, reference, { forwardDate: true })) {
    const { start: at } = result;
    if (result.tags().has('result/relativeDate') || !at.isCertain('month')) continue;
    // "I do 3 beers a night now", "today": where the person is, not a date to plan toward.
    if (/^(?:right )?(?:now|today|tonight|this (?:morning|evening))$/.test(result.text.trim())) continue;
    if (!at.isCertain('day') && !result.tags().has('refiner/ENEndOfPeriodRefiner')) continue;
    if (START_BEFORE.test(text.slice(Math.max(0, result.index - 30), result.index))) continue;
    // "my nerves are 8/10", "closeness 4/10": a rating, not the 10th of August, unless a date word comes first.
    if (
      /^\d{1,2} ?\/ ?10$/.test(result.text.trim()) &&
      !/\b(?:by|before|until|till|on)\s*$/.test(text.slice(0, result.index))
    )
      continue;
    const month = at.get('month') ?? m;
    const day = at.get('day') ?? d;
    // "March 15, 45 min" is not the year 2045: only a written four-digit year counts, else the next such day.
    let target = dayNumber(isoDate(/\d{4}/.test(result.text) ? (at.get('year') ?? y) : y, month, day));
    if (!/\d{4}/.test(result.text) && target <= start) target = dayNumber(isoDate(y + 1, month, day));
    if (target <= start) continue;
    found.push({ index: result.index, weeks: Math.ceil((target - start) / 7) });
  }
  return found;
}
