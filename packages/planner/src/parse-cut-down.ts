import type { TIntent, TPlanLanguage } from '@ito/contracts/agent/plan';
import { NUM, readNumber } from './text.ts';

/**
 * A daily amount to cut down (decision 127): "5 coffees a day, I want 2", "screen time is 7h 20m a day, want it under
 * 3h", "bajar de 5 cafés al día a 2", "jeden Abend 3 Gläser Wein, will ganz aufhören", "بشرب ٣ كانز في اليوم وعايز
 * أبطلهم خالص". Read over the canonical text (parse-canonical.ts: "al día" and "am Tag" are "a day" there, "واحدة" is
 * 1). The amount now is the baseline, the amount wanted (zero when the person stops altogether) the target, in the
 * thing's unit per day. Only a cut: a wish for more a day ("10 pages a day, want 30") is another reader's.
 */
type Amount = NonNullable<TIntent['target']>;
export type CutDown = { target: Amount; baseline: Amount };

const HOURS = '(?:h|hrs?|hours?|stunden?|stund|std|horas?|ساعه|ساعة|ساعات)\\.?';
const MINUTES = '(?:m|mins?|minutes?|minuten|minutos|دقيقه|دقيقة|دقائق)\\.?';
const HALF = '(?: ?(?:and a half|y media|und ?einhalb|ونص|و نص))';
/** A number, a range ("4-5", "4 5" once canonical: its middle), or hours and minutes ("7h 20m", "7 Std. 30 Min."). */
const AMOUNT = `(${NUM}|uno|una|eins|einen?|cero|null)(?: ?(?:-|to|or|bis|o|او|أو)? ?(\\d+(?:\\.\\d+)?))? ?(?:(${HOURS})(?: ?(?:and |y |und |و ?)?(\\d+) ?${MINUTES})?(${HALF})?|(${MINUTES}))?(?: ?(?:x|times|mal|veces|مرات|مره|مرة)(?![\\p{L}])|(?![\\p{L}\\d]))`;
const GROUPS = 7;
/** "A day" after the amount. */
const PER_DAY_AFTER =
  '(?:(?:a|per|each|every|in the|in a|x|/|pro|por|al|am) ?(?:day|night|dia|tag|abend|noche)|daily|nightly|diarios?|diarias?|taglich|abends|cada (?:dia|noche)|(?:todas )?las noches|بالنهار|بالليل|يوميا|كل (?:يوم|ليله))';
/** "Every night", "jeden Tag", "cada noche", "كل يوم" before the amount. */
const PER_DAY_BEFORE =
  '(?:every (?:day|night|evening)|each (?:day|night)|daily|nightly|jeden (?:tag|abend)|jede nacht|taglich|cada (?:dia|noche)|todos los dias|todas las noches|كل (?:يوم|ليله)|يوميا)';
const THING = '((?: [\\p{L}/-]+(?![\\p{L}])){0,3}?)';
const NOW_AFTER = new RegExp(`(?<![\\p{L}\\d.])${AMOUNT}${THING} ?${PER_DAY_AFTER}(?![\\p{L}])`, 'gu');
const NOW_BEFORE = new RegExp(
  `(?<![\\p{L}])${PER_DAY_BEFORE}(?: [\\p{L}'’]+){0,4}? ${AMOUNT}((?: [\\p{L}/-]+){0,2})`,
  'gu',
);

/** Words that lead straight to the amount wanted. */
const TO =
  '(?:down to|under|below|less than|fewer than|to just|to only|to|(?:be |get |go )?at|at most|max(?:imum)?(?: of)?|no more than|only|just|happy with|a solo|a|hasta|menos de|maximo|bis auf|auf|unter|maximal|hochstens|nur noch|nur|bei|لـ|ل|الي|إلى|الى|لحد|(?:ع|على) ?ال|اقل من|مش اكتر من)';
/** A wish, a few words before the amount wanted: "I'd be happy with 2", "quiero dejarlo en 2", "will ich bei 2 sein". */
const WISH =
  "(?:want|wanna|would like|'d like|like to|happy with|goal|aim|target|limit|quiero|quisiera|me gustaria|meta|objetivo|will|mochte|mocht|moechte|ziel|بدي|عايز|عاوز|ابي|ابغي|اريد|هدفي|نفسي)";
const WANTED = new RegExp(
  `(?<![\\p{L}])(?:${TO} ?|${WISH}[^.\\d]{0,30}?(?<![\\p{L}])(?<!(?:from|de|desde|von|من|every|cada|alle|jede|كل) ))${AMOUNT}`,
  'gu',
);
/** Words that make the amount after them one wanted, whatever follows ("down to 4 a day"; "at 4 a day" is now). */
const LEADS_TO = new RegExp(
  `(?<![\\p{L}])(?:(?:down to|under|below|less than|fewer than|to just|to only|to|no more than|at most|hasta|a|menos de|bis auf|auf|unter|لـ|ل|الي|إلى|الى|لحد) ?|${WISH}[^.\\d]{0,30}?(?<![\\p{L}])(?<!(?:from|de|desde|von|من|every|cada|alle|jede|كل) ))${AMOUNT}`,
  'gu',
);
/** What a number followed by these is not: a deadline, an age, a weight, a time of day, sessions a week. */
const NOT_AN_AMOUNT =
  /^\s*(?:weeks?|months?|days?|years?|yrs?|semanas?|meses|mes|dias?|anos|wochen|woche|monate?n?|tage?n?|jahre?n?|اسبوع|اسابيع|شهر|شهور|اشهر|ايام|سنه|سنين|%|am\b|pm|uhr|kg|kilos?|lbs?|km|years? old|(?:x |times |mal |veces )?(?:a|per|in the|por|la|pro|die|in der|في|ب)? ?(?:week|semana|woche|اسبوع)|:|\.\d|\/\d)/u;

/** Stopping altogether: the amount wanted is zero. */
const ZERO =
  /(?:\b(?:to (?:zero|0|none)|zero|cold turkey|for good|forever|(?:quit|stop|give up|kick|cut out|drop|ditch|eliminate)\w* (?:\S+ ){0,3}?(?:completely|entirely|altogether|totally)|(?:completely|entirely|totally) (?:quit|stop|give up|cut out)\w*|stop(?:ping)? \w+ing altogether|a cero|(?:para|by) siempre|de golpe|(?:dejar|quitar|eliminar)\w* (?:\S+ ){0,2}?(?:del todo|por completo|totalmente|de una vez)|auf null|fur immer|ganz weg|weg davon|(?:ganz|komplett|vollig|total) (?:\S+ ){0,2}?(?:aufhoren|weglassen|streichen|verzichten|lassen)|(?:aufhoren|weglassen|streichen|lassen) (?:ganz|komplett|vollig))\b|(?:ابطل|بطل|اوقف|وقف|اترك|اسيب|اقطع|اقلع|امتنع)\S* (?:\S+ )?(?:خالص|نهائي\S*|تماما|بالمره|كليا|للابد)|للابد|(?:لـ ?|ل |الى |إلى )?صفر)/u;

type Read = { value: number; hours: boolean };
const WORDS: Record<string, number> = { once: 1, uno: 1, una: 1, eins: 1, ein: 1, eine: 1, einen: 1, cero: 0, null: 0 };

function amountOf(m: RegExpExecArray, at: number): Read | null {
  const said = m[at] ?? '';
  const first = WORDS[said] ?? readNumber(said);
  if (first === null) return null;
  const second = m[at + 1] !== undefined ? Number(m[at + 1]) : null;
  // "4-5" is about 4.5; "4 30" is no range.
  const value = second !== null && second > first && second <= 2 * first + 2 ? (first + second) / 2 : first;
  if (m[at + 2] !== undefined)
    return { value: value + Number(m[at + 3] ?? 0) / 60 + (m[at + 4] ? 0.5 : 0), hours: true };
  if (m[at + 5] !== undefined) return { value: value / 60, hours: true };
  return { value, hours: false };
}

const NOT_A_THING =
  /^(?:a|an|the|of|de|von|times?|x|veces|mal|or so|ish|about|like|maybe|rn|ca|so|unos|unas|etwa|ungefahr|زي|حوالي|تقريبا)$/u;

/** "A day" and "hours" in the person's language, for the unit the plan shows. */
const PER_DAY_UNIT: Record<TPlanLanguage, { day: string; hours: string }> = {
  en: { day: 'day', hours: 'hours' },
  es: { day: 'día', hours: 'horas' },
  de: { day: 'Tag', hours: 'Std.' },
  ar: { day: 'يوم', hours: 'ساعات' },
};

type Now = { index: number; end: number; amount: Read; thing: string | undefined };

function amountsNow(text: string): Now[] {
  const found: Now[] = [];
  // "... down to 4 a day": an amount wanted, said per day, is not one said as now.
  const wanted = [...text.matchAll(LEADS_TO)].map((m) => [m.index, m.index + m[0].length] as const);
  for (const m of text.matchAll(NOW_AFTER)) {
    if (wanted.some(([start, end]) => start < m.index + m[0].length && m.index < end && start < m.index)) continue;
    const amount = amountOf(m, 1);
    const thing = (m[GROUPS] ?? '')
      .trim()
      .split(' ')
      .filter((w) => w && !NOT_A_THING.test(w));
    if (amount) found.push({ index: m.index, end: m.index + m[0].length, amount, thing: thing.at(-1) });
  }
  for (const m of text.matchAll(NOW_BEFORE)) {
    const amount = amountOf(m, 1);
    const end = m.index + m[0].length;
    if (!amount || found.some((f) => f.index < end && m.index < f.end)) continue;
    if (NOT_AN_AMOUNT.test(text.slice(m.index + m[0].length - (m[GROUPS] ?? '').length))) continue;
    const thing = (m[GROUPS] ?? '')
      .trim()
      .split(' ')
      .filter((w) => w && !NOT_A_THING.test(w));
    found.push({ index: m.index, end, amount, thing: thing[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The amount now and the amount wanted, when the person wants less a day than now; else null. */
export function readCutDown(text: string, language: TPlanLanguage): CutDown | null {
  const words = PER_DAY_UNIT[language];
  const nows = amountsNow(text);
  const stops = ZERO.test(text);
  for (const [i, now] of nows.entries()) {
    const from = now.amount;
    if (from.value <= 0) continue;
    // The amount wanted follows this amount, before the next one said as now ("50 pesos a day on soda, that's 3 a
    // day, I want 1": the 1 is of the 3).
    const window = text.slice(now.end, Math.min(nows[i + 1]?.index ?? Infinity, now.end + 120));
    const wanted = [...window.matchAll(WANTED)].find(
      (m) => !NOT_AN_AMOUNT.test(window.slice(m.index + m[0].length)) && (amountOf(m, 1)?.value ?? 0) < from.value,
    );
    const to = wanted ? amountOf(wanted, 1) : null;
    // "Want it under 30" after "2 hours a day" is minutes; a bare "2" after "5 coffees" is coffees.
    const value = to ? (from.hours && !to.hours && to.value > 24 ? to.value / 60 : to.value) : stops ? 0 : null;
    if (value === null || value >= from.value) continue;
    const unit = `${from.hours ? words.hours : (now.thing ?? '')}/${words.day}`.replace(/^\//u, '');
    const round = (n: number) => Math.round(n * 100) / 100;
    return { baseline: { value: round(from.value), unit }, target: { value: round(value), unit } };
  }
  return null;
}
