import type { TIntent } from '@ito/contracts/agent/plan';

/**
 * The person's own measure (decision 100): the number a plan's own KPI aims at, when the area rules read none or read
 * the event rather than the aim ("10K in under 50 minutes": the 10K is the event, 50 minutes the aim). Six kinds, each
 * with where the person is when they said it:
 * - a debt to clear: "$7,400 on my card, pay it off", "deuda de 45 mil pesos, bajarla a menos de 10.000";
 * - a sum to save: "save €45,000 for a deposit, we have 18,500";
 * - a time to beat in a race: "sub 8 (mile), now I'm at 8:55", "media maratón en 1h50, ahora 2h05";
 * - an amount to bring down: "screen time 7h 20m a day, want it under 3h", "أدخن ٢٠ سيجارة وأبي أنزلها لـ ١٠";
 * - a gain on a measure: "+8 cm on my vertical, I jump 52 cm now", "FTP um 25 Watt steigern, aktuell 230 W";
 * - any "from X to Y" in one unit: "coffees: 5 -> 2", "von 14,2 auf 13,5 Sekunden".
 * Reads canonical text (parse-canonical.ts: folded, lower case, ASCII digits, thousands separators dropped) with the
 * cue words of the four languages. Payments, salaries and rent are never the aim ("$600/mo", "راتبي ١٤ ألف").
 */
type Amount = NonNullable<TIntent['target']>;
export type AimKind = 'debt' | 'saving' | 'time' | 'reduce' | 'gain' | 'pair';
export type Aim = { kind: AimKind; target: Amount; baseline: Amount | null };

const amount = (value: number, unit: string): Amount => ({ value: Math.round(value * 100) / 100, unit });
const NUM = String.raw`(\d+(?:\.\d+)?)`;

/** Numbers as digits: "14,2" → 14.2, "45 mil" and "٢٢ ألف" → thousands, "1h50" → 1:50, "one cup" → 1 cup. */
function prepare(text: string): string {
  return (
    text
      // Thousands said in words of their own: "half a million", "un millón y medio", "un palo" (a million in Chile and
      // Colombia), "400 lucas" (thousands of Chilean pesos), "12 Tsd.", "مليون ونص" (decision 123).
      .replace(
        /\b(?:half a|medio|eine halbe|einer halben) (?:million|millon|millionen?)\b|نص مليون|نصف مليون/gu,
        '500000',
      )
      .replace(
        /\b(?:a|one|un|1|eine?) (?:million|millon) (?:and a half|y medio)\b|\banderthalb millionen\b|مليون (?:و ?نص|و ?نصف)/gu,
        '1500000',
      )
      .replace(/ربع مليون/gu, '250000')
      .replace(/\b(?:un|1) palo\b/gu, '1000000')
      .replace(/(?<![\d.])(\d+) palos\b/gu, (_, n: string) => String(Number(n) * 1_000_000))
      .replace(/(?<![\d.])(\d+) (?:lucas|tsd\.?|tsd\b)/gu, (_, n: string) => String(Number(n) * 1000))
      // "CHF 20'000", "CHF 18 000", "18 000 €": a Swiss apostrophe, or a space beside a currency, groups thousands.
      .replace(/(?<![\d.,'])\d{1,3}(?:'\d{3})+(?![\d'])/gu, (n) => n.replace(/'/gu, ''))
      .replace(
        /(?<=(?:chf|fr\.|€|\$|£|eur|usd)\s?)\d{1,3}(?: \d{3})+(?![\d.,])|(?<![\d.,])\d{1,3}(?: \d{3})+(?=\s?(?:€|chf|eur|euros?|franken|\$))/gu,
        (n) => n.replace(/ /gu, ''),
      )
      .replace(/(?<![\d.,])\d{1,3}(?:[.,]\d{3})+(?![.,]?\d)/gu, (n) => n.replace(/[.,]/gu, ''))
      .replace(/(?<![\d.,])(\d+),(\d{1,2})(?![\d,])/gu, '$1.$2')
      .replace(
        /(?<![\d.])(\d+(?:\.\d+)?)\s?(?:mil|thousand|grand|tausend|الف|الاف|آلاف)(?![\p{L}])/gu,
        (_, n: string) => String(Math.round(Number(n) * 1000)),
      )
      // Millions: "$1.1M", "1,2 millones", "2 Mio." (decision 120); a bare "m" only after a currency sign (else metres).
      .replace(
        /(?<![\d.])(\d+(?:\.\d+)?)\s?(?:million|millions|millones|millon|millionen|mio|mill|مليون|ملايين)(?![\p{L}])|(?<=[$€£]\s?)(\d+(?:\.\d+)?)\s?(?:m|mn)(?![\p{L}])/gu,
        (_, a?: string, b?: string) => String(Math.round(Number(a ?? b) * 1_000_000)),
      )
      .replace(/(?<![\d.:])(\d{1,2})\s?h\s?(\d{2})(?![\d:])(?!\s?m(?:in|\b))/gu, '$1:$2')
      .replace(/\b(?:a|1|one|una|eine?) (?:pack|cajetilla|schachtel|packung)\b|(?:باكيت|علبه|علبة)/gu, '20 cigarettes')
      .replace(
        /(?<![\d.])(\d{1,2})\s?h(?:rs?|ours?)?\s?(\d{1,2})\s?m(?:in\w*)?\b/gu,
        (_, h: string, m: string) => `${Math.round((Number(h) + Number(m) / 60) * 100) / 100} h`,
      )
      .replace(
        /\b(?:one|a single|una|eine|ein)\s(?=(?:cup|coffee|taza|tasse|hour|hora|stunde|drink|cigarette)\b)/gu,
        '1 ',
      )
      .replace(/\ban hour\b/gu, '1 hour')
      .replace(/(كوب|فنجان|ساعة|ساعه|سيجارة|سيجاره) (?:واحد|واحدة|واحده|وحدة|وحده)/gu, '1 $1')
  );
}

// Where the person is, what they want, and which way.
const NOW =
  /(?:\b(?:now|currently|current|right now|at the moment|today|so far|already|my (?:best|pb|pr|record|max)(?: is)?|pb|pr|best|i'?m at|im at|sitting on|stuck at|i'?ve got|got|estancado en|spend|spending|paso|verbringe|i (?:have|do|row|run|swim|jump|lift|ride)|ahora|actualmente|hoy|tengo|llevo|estoy en|aktuell|derzeit|momentan|bisher|hab(?:e)? ich|schon|letztes jahr|last year|last time|es de)\b|حاليا|الان|هلا|هلأ|الحين|دلوقتي|هسا|عندي|رقمي|وزني|جبت|حصلت|وصلت له|واقف عند|جمعت|كتبت|last time)/u;
const NOW_AFTER = /^\s?(?:now|right now|currently|so far|already|ahora|aktuell|حاليا|الان)\b/u;
const GOAL_CUE =
  /(?:\b(?:want|wanna|goal(?: is)?|aim(?:ing)?(?: is| for)?|target|need|get to|hit|reach|dream|to|quiero|objetivo(?: es)?|meta|necesito|will|mochte|ziel|sub|under|below|in|break\w*|menos de|bajar de|bajo|unter|auf|en)|ابي|ابغي|اريد|بدي|عايز|هدفي|اقل من|في|ب|ل|الي)\s?(?:a |an |the |to |get |de |um |\S+ )?$/u;
const DOWN_CUE =
  /(?:\b(?:under|below|less than|down to|(?:cut|reduce|get|bring|drop)\w* (?:\S+ ){0,3}(?:to|down to)|aim is|goal is|max(?:imum)? of|bajar\w*(?: a| de)?|reducir\w*(?: a)?|dejar\w*(?: en)?|menos de|runter auf|reduzieren auf|senken auf|weniger als|unter)|(?:انزل|اقلل|قلل|تقليل|نزل)\S*(?: (?:ل|الي|لـ))?|لتحت|تحت|اقل من)\s?(?:only |solo |nur |about |like |\S+ )?$/u;
/** A reduction said after the number: "aim is 1 hour max". */
const MAX_AFTER =
  /^\s?(?:max|maximum|tops|at most|or less|como mucho|maximal|hochstens|runter|reduzieren|senken|weniger)\b/u;
const DAILY_AFTER =
  /^\s?(?:\S+\s){0,4}?(?:(?:a|per|each|every|al|pro|am|في|كل|بال)\s?(?:day|night|dia|noche|tag|nacht|يوم|ليله)|daily|nightly|diari\w*|taglich|يوميا|باليوم)/u;

type Said = { value: number; unit: string | null; at: number; end: number };
/** The words just before a number, within its clause ("currently 1:12, aiming for 1:05": 1:05 is not now). */
const before = (text: string, at: number, width: number) =>
  text
    .slice(Math.max(0, at - width), at)
    .split(/[,.;!?()\n]\s|[,;!?()\n]|\d(?:[\d.:]*\d)?(?:\s?[a-z%]{1,3}\b)?/u)
    .at(-1) ?? '';
const near = (text: string, s: Said, cue: RegExp, width = 28) => cue.test(before(text, s.at, width));
const isNow = (text: string, s: Said) =>
  near(text, s, NOW, 32) || NOW_AFTER.test(text.slice(s.end, s.end + 14).split(/[,;!?]/u)[0] ?? '');

// Money: a symbol before or a currency after ("$7400", "-3200 €", "4200 dolares", "50000 ريال").
const CURRENCIES: ReadonlyArray<readonly [string, string]> = [
  [String.raw`\$|usd|dollars?|dolares?|dolar|دولار`, 'USD'],
  [String.raw`€|eur|euros?|يورو`, 'EUR'],
  [String.raw`£|gbp|quid`, 'GBP'],
  [String.raw`egp|جنيه|جنية|جنيهات`, 'EGP'],
  [String.raw`jod|دينار|دنانير`, 'JOD'],
  [String.raw`aed|dirhams?|درهم|دراهم`, 'AED'],
  [String.raw`sar|riyals?|ريال`, 'SAR'],
  [String.raw`mxn|pesos?`, 'MXN'],
  [String.raw`₦|ngn|naira`, 'NGN'],
  [String.raw`₹|inr|rupees?|rs\.?`, 'INR'],
  [String.raw`chf|franken`, 'CHF'],
];
const CURRENCY = CURRENCIES.map(([words]) => words).join('|');
const MONEY = new RegExp(
  String.raw`(${CURRENCY})\s?-?${NUM}(k)?(?!\d|\.\d)|(?<![\d.])-?${NUM}(k)?\s?(?:de\s)?(${CURRENCY})(?![\p{L}])`,
  'gu',
);
const BARE = /(?<![\d.:$€£])(\d{3,}(?:\.\d+)?|\d{1,3}k)(?!\d|[.:]\d)(?!\s?(?:%|years?|yo|km|kg|h|hours?|min|m\b))/gu;
const bareValue = (said: string) => (said.endsWith('k') ? Number(said.slice(0, -1)) * 1000 : Number(said));
const currencyOf = (word: string) =>
  CURRENCIES.find(([words]) => new RegExp(`^(?:${words})$`, 'u').test(word))?.[1] ?? 'USD';
/**
 * A payment, an income, a rent or a budget, not a sum to reach: "$600/mo", "400 € monatlich", "the $310 minimum",
 * "ميزانيتي ٢٠٠٠ جنيه للأصص" (decision 118).
 */
const RATE_AFTER =
  /^\s?(?:\/\s?(?:mo|month|m|wk|week|hr|h|hour)\b|an hour|per hour|(?:a|per|each|every|al|pro|im|am|in the|por|cada|a la|في|كل|بال)\s?(?:month|mes|monat|week|semana|woche|fortnight|paycheck|payday|pay ?day|quincena|two weeks|شهر|اسبوع)|monthly|weekly|fortnightly|mensual\w*|semanal\w*|monatlich|wochentlich|minimum|min\b|شهريا|اسبوعيا)/u;
const RATE_BEFORE =
  /(?:monthly|every month|per month|a month|monatlich|mensual\w*|salary|salario|sueldo|gehalt|income|earn\w*|gano|verdiene|rent|renta|miete|alquiler|راتب\w*|دخل\w*|ايجار|شهريا|can (?:throw|pay|put|afford|spend|spare)|puedo (?:pagar|poner|ahorrar|meter)|kann|اقدر)\s(?:(?!(?:towards?|to|for|until|till|hasta|para|by|fur|bis|auf|عشان|لحد|حتى)\s)\S+\s){0,3}$/u;
/** A budget to spend, unless the goal is to save it up ("save for the wedding, a budget of 60,000"). */
const BUDGET_BEFORE = /(?:\bbudget\w*|\bpresupuesto|ميزاني\S*)\s(?:\S+\s){0,2}$/u;
const isRate = (text: string, s: Said) =>
  RATE_AFTER.test(text.slice(s.end, s.end + 16)) ||
  RATE_BEFORE.test(text.slice(0, s.at)) ||
  (BUDGET_BEFORE.test(text.slice(0, s.at)) && !SAVE.test(text));

const DEBT =
  /\b(?:debts?|owe\w*|owing|pay\w* (?:\S+ ){0,3}off|payoff|mortgage|cards?|balance|visa|mastercard|amex|credito|bills?|hipoteca|hypothek|loans?|borrow\w*|credit card|overdraft|dispo\w*|deuda\w*|debo|prestamo\w*|tarjeta|schulden|schulde|kredit\w*|ueberzieh\w*|uberzieh\w*)\b|دين|ديون|قرض|سلف|مديون|البطاقة/u;
const CLEAR =
  /\b(?:pay (?:it |this |that |them |him |her )?(?:off|back)|paying (?:it |this |them )?(?:off|down|back)|paid off|knock\w* off|pagad[oa]|abone|terminar de pagar|abbezahlt|pay down|payoff|clear\w*|zero|debt[- ]free|get rid|repay\w*|fully|gone|completely|out of|paid|cero|libre de deudas|saldar|liquidar|pagar\w*|devolver\w*|null|tilgen|schuldenfrei|abbezahl\w*|abbauen|loswerden|zuruck\w*|pay off my debt)\b|سداد|اسدد|تسديد|اسد|اخلص|صفر|ارجع|ارد/u;
/** Words before a sum that make it a part already paid ("already paid off", "ya he pagado", "schon abbezahlt"). */
const PAID_BEFORE =
  /(?:\b(?:paid(?: off| back| down)?|after paying(?: off| back| down)?|knocked off|repaid|pagad[oa]|pague|abone|abonad[oa]|devuelto|abbezahlt|getilgt|zuruckgezahlt|bezahlt)|سددت|دفعت|رجعت)\s(?:of |de |von )?$/u;
/** A sum said as what is still owed ("still owe", "quedan", "noch offen"): already the part left. */
const OWED_NOW = /(?:\b(?:still|left|remaining|quedan|me quedan|faltan|noch|offen|rest)\b)[^.,;\d]{0,20}$/u;
const isOwedNow = (text: string, s: Said) => near(text, s, OWED_NOW, 30);
const UNDER =
  /(?:\b(?:under|below|less than|down to|menos de|por debajo de|unter|bajarla a)|لتحت|تحت|اقل من)\s?(?:about |like |\S+ )?$/u;
/** "اجمع" and "جمع" are saving up; "الجمعة" (Friday) is a day (decision 118). */
const SAVE =
  /\b(?:sav(?:e|ed|ing|ings)|set aside|put away|deposit|down ?payment|nest egg|fund|ahorr\w*|enganche|spar\w*|anzahlung|rucklage\w*|notgroschen|zurucklegen)\b|ادخر|ادخار|اوفر|توفير|احوش|تحويش|مقدم|(?<![\u0621-\u064a])(?:ا|ن|ي|ت)?جمع(?!ه|ة|ات)/u;

function moneySaid(text: string): Said[] {
  return [...text.matchAll(MONEY)]
    .map((m) => ({
      value: Number(m[2] ?? m[4] ?? '') * (m[3] || m[5] ? 1000 : 1),
      unit: currencyOf(m[1] ?? m[6] ?? ''),
      at: m.index,
      end: m.index + m[0].length,
    }))
    .filter((s) => s.value > 0 && !isRate(text, s));
}

function money(text: string): Aim | null {
  const named = moneySaid(text);
  // A sum to save said without any currency ("15 grand for a ute", "1,5 Millionen angespart", "400 lucas"): the
  // amounts themselves, in no unit, never a year (decision 123).
  const unsaid = named.length === 0 && SAVE.test(text);
  const unit = named[0]?.unit ?? (unsaid ? '' : null);
  if (unit === null) return null;
  // A sum said without its currency, where the person is or what they owe ("still owe him 1,450", "tengo 1.200").
  const bare = [...text.matchAll(BARE)]
    .map((m) => ({ value: bareValue(m[1] ?? ''), unit, at: m.index, end: m.index + m[0].length }))
    .filter((s) => !named.some((c) => s.at >= c.at && s.at < c.end) && !isRate(text, s))
    .filter((s) => !(s.value >= 1950 && s.value <= 2100 && Number.isInteger(s.value)));
  const said = unsaid ? bare : named;
  const isDebt = DEBT.test(text) && !/\b(?:sav(?:e|ing)|ahorr\w*|sparen|spart|gespart)\b|ادخر|اوفر/u.test(text);
  const isHave = (s: Said) =>
    isNow(text, s) ||
    /^\s?(?:so far|saved|already|set aside|put away|in (?:my )?savings|ahorrados?|gespart)/u.test(text.slice(s.end));
  if (isDebt) {
    const isUnder = (s: Said) => near(text, s, UNDER, 24) && !isNow(text, s);
    const under = [...said, ...bare].find(isUnder);
    // What is still owed, said as owed or now ("borrowed 2000, still owe him 1,450"), else the largest sum.
    const isOwed = (s: Said) => near(text, s, /(?:owe\w*|still|left|debo|schulde\w*)\s(?:\S+\s){0,2}$/u) || isHave(s);
    // A part already paid off is not what is owed: the total less it is ("a $12,000 loan, I've already paid off
    // $4,500 of it"; decision 123).
    const paid = [...said, ...bare].filter((s) => s !== under && near(text, s, PAID_BEFORE, 30));
    const owing = [...said, ...bare].filter((s) => s !== under && !paid.includes(s));
    const owed = owing.find((s) => isOwed(s) && s.value > 0) ?? owing.sort((a, b) => b.value - a.value)[0];
    if (!owed || !(CLEAR.test(text) || under)) return null;
    const paidOff = paid.filter((s) => s.value < owed.value).reduce((sum, s) => sum + s.value, 0);
    const left = isOwedNow(text, owed) ? owed.value : owed.value - paidOff;
    if (under && under.value >= left) return null;
    return { kind: 'debt', target: amount(under?.value ?? 0, unit), baseline: amount(left, unit) };
  }
  const wanted = said.filter((s) => !isHave(s) || near(text, s, GOAL_CUE, 20));
  if (
    !SAVE.test(text) &&
    !wanted.some((s) => near(text, s, /(?:goal|target|need|want|quiero|necesito|will|ابي|بدي)\W{0,3}$/u, 12))
  ) {
    return null;
  }
  const goal = wanted.sort((a, b) => b.value - a.value)[0];
  if (!goal) return null;
  const have = [...said, ...bare].find((s) => s !== goal && isHave(s) && s.value < goal.value);
  return { kind: 'saving', target: amount(goal.value, unit), baseline: have ? amount(have.value, unit) : null };
}

// A race and a time to beat in it.
const RACE =
  /\b(?:\d+(?:\.\d+)? ?(?:k|km|m|mi|miles?|meters?|metres?|metros?|kilo)|marathon|half|mile|maraton|halbmarathon|sprint|freestyle|free|fly|crawl|kraul\w*|row\w*|erg|2k|5k|10k|race|carrera|lauf\w*|rennen)\b|ماراثون|سباق|متر|كيلو/u;
const LONG = /\b(?:marathon|half|maraton|halbmarathon|10k|21k|42k|ultra)\b|ماراثون/u;
const CLOCK_TIME = /(?<![\d:.])(\d{1,2}):(\d{2})(?::(\d{2}))?(?![\d:])/gu;
const TIME_SAID = new RegExp(
  String.raw`(?<![\d.:])${NUM}\s?(min|mins|minutes?|minutos?|minuten|دقيقه|دقيقة|دقائق|s|sec|secs|seconds?|segundos?|sekunden|ثانيه|ثانية|ثواني|h|hours?|horas?|stunden?|ساعات|ساعة|ساعه)(?![\p{L}])`,
  'gu',
);
const SHORT_RACE_MINUTES = 5;

type Time = Said & { unit: 'min' | 's'; goal: boolean; now: boolean; strong?: boolean };
/**
 * Words that make a time the one to beat, over a plain "in 2 min" ("under 15:54", "sub 8", "bajar de 45", "weniger
 * als", "أقل من", "كسر حاجز"), as canonical text keeps them; the session reader leaves such a time out too.
 */
export const BEAT_WORDS = String.raw`(?:\b(?:sub|under|below|break\w*|beat\w*|faster than|less than|bajo|menos de|bajar de|lose de|por debajo de|unter|weniger als|schneller als)|[اأ]قل من|تحت|[اأ]سرع من|كسر حاجز)`;
const TO_BEAT = new RegExp(String.raw`${BEAT_WORDS}\s?(?:\S+\s)?$`, 'u');
/** Units a time is read in. */
export const TIME_UNITS: ReadonlySet<string> = new Set(['min', 's', 'h']);
/**
 * A session's length or a pace, not a race time: "45 minutes a day", "1 hora cada vez", "90 min sessions", "35 min
 * por entreno", "30 min pro Lauf", "4:10/km", "5:30 per km".
 */
const SESSION_AFTER =
  /^\s?(?:\S+\s)?(?:(?:a|per|each|every|al|pro|am|por|في|كل)\s?(?:day|dia|tag|session|sesion|einheit|time|vez|run|workout|ride|swim|entreno|entrenamiento|salida|lauf|training|يوم|حصه|حصة)|daily|sessions?|each time|cada vez|يوميا)\b|^\s?(?:\/|per |pro |por |al |a |el |je )?(?:km|mi|mile|kilometro|kilometer|100 ?m)\b|^\s?(?:min)?\s?\/\s?(?:km|mi)\b/u;
/** Words before a time that make it the person's own time now, past races too ("ran 4:02 in April", "hice 1:52"). */
const TIME_NOW =
  /(?:\b(?:ran|did(?: it)?(?: in)?|took(?: me)?|takes me|was|finished(?: in)?|hice|hago|tarde|tardo|estoy en|mi mejor marca es|brauche ich|ich brauche|gebraucht|liegt bei|bestzeit)|أنهيته(?: [^ ]+){0,3} في|انهيته(?: [^ ]+){0,3} في|وقتي(?: الحالي)?|زمني(?: السابق| الحالي| الأخير)?|أفضل وقت لي|افضل وقت لي|احتاج|أحتاج)\s?(?:\S+\s)?$/u;

function raceTimes(text: string): Aim | null {
  if (!RACE.test(text)) return null;
  const long = LONG.test(text);
  const times: Time[] = [];
  const add = (value: number, unit: 'min' | 's', at: number, end: number, goal?: boolean) => {
    // A short race's clock reads in seconds ("1:12" is 72 s), a long one's in minutes.
    const [v, u] = !long && unit === 'min' && value < SHORT_RACE_MINUTES ? [value * 60, 's' as const] : [value, unit];
    const said = { value: v, unit: u, at, end };
    if (goal === undefined && SESSION_AFTER.test(text.slice(end, end + 24))) return;
    const strong = goal ?? near(text, said, TO_BEAT, 20);
    const now = isNow(text, said) || TIME_NOW.test(text.slice(Math.max(0, at - 40), at));
    times.push({ ...said, goal: goal ?? near(text, said, GOAL_CUE, 16), now, strong });
  };
  for (const m of text.matchAll(CLOCK_TIME)) {
    const [a, b, c] = [Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : null];
    add(
      c !== null ? a * 60 + b + c / 60 : long && a < 10 ? a * 60 + b : a + b / 60,
      'min',
      m.index,
      m.index + m[0].length,
    );
  }
  for (const m of text.matchAll(TIME_SAID)) {
    const word = m[2] ?? '';
    // "break 4 hours" in a marathon: minutes, like its clock times.
    const hours = /^(?:h|hour|hora|stunde|ساع)/u.test(word);
    if (hours && !long) continue;
    const seconds = /^(?:s|sec|second|segund|sekund|ثاني|ثوان)/u.test(word);
    add(Number(m[1]) * (hours ? 60 : 1), seconds ? 's' : 'min', m.index, m.index + m[0].length);
  }
  // "want sub 8" after a mile: a bare number after "sub" is a time in minutes.
  for (const m of text.matchAll(/\b(?:sub|unter|bajo)[- ]?(\d{1,3})(?![\d.:]|\s?(?:k|km|kg|%|m\b))/gu)) {
    add(Number(m[1]), 'min', m.index, m.index + m[0].length, true);
  }
  // "13.4 to 12.8" in a sprint: seconds coming down.
  for (const m of text.matchAll(
    /(?<![\d.])(\d{1,2}\.\d{1,2})\s?(?:s\s)?(?:to|->|a|auf|ل|الي)\s(\d{1,2}\.\d{1,2})(?![\d.])/gu,
  )) {
    if (Number(m[2]) >= Number(m[1])) continue;
    const end = m.index + m[0].length;
    const said = times.find((t) => t.at >= m.index && t.at < end);
    if (said) Object.assign(said, { goal: true, now: false });
    else times.push({ value: Number(m[2]), unit: 's', at: m.index, end, goal: true, now: false });
    times.push({ value: Number(m[1]), unit: 's', at: m.index, end: m.index, goal: false, now: true });
  }
  const inUnit = (t: Time, unit: Time['unit']) =>
    t.unit === unit ? t.value : t.unit === 's' ? t.value / 60 : t.value * 60;
  // Several times said as aims: the fastest is the goal ("I row 2k in 7:48, want to get to 7:30").
  const goal = times
    .filter((t) => t.goal && !t.now)
    .sort((a, b) => Number(!!b.strong) - Number(!!a.strong) || inUnit(a, 'min') - inUnit(b, 'min'))[0];
  if (!goal) return null;
  const slower = times.filter((t) => t !== goal && inUnit(t, goal.unit) > goal.value);
  // ... and where they are is the one said as now, else the slowest other; a bare "my best is 31.8" takes the unit.
  const bareNow = [...text.matchAll(/(?<![\d.:])(\d+(?:\.\d+)?)(?![\d.:]|\s?\p{L})/gu)]
    .map((m) => ({ value: Number(m[1]), unit: goal.unit, at: m.index, end: m.index + m[0].length }))
    .find((s) => isNow(text, s) && s.value > goal.value && s.value <= goal.value * 1.5);
  const now = slower.find((t) => t.now) ?? slower.sort((a, b) => inUnit(b, 'min') - inUnit(a, 'min'))[0];
  const baseline = now ? inUnit(now, goal.unit) : (bareNow?.value ?? null);
  return {
    kind: 'time',
    target: amount(goal.value, goal.unit),
    baseline: baseline !== null ? amount(baseline, goal.unit) : null,
  };
}

// Amounts in one unit: to bring down, to add to, from one to another.
const UNITS: ReadonlyArray<readonly [string, string]> = [
  [String.raw`cm|centimet\w*|سم`, 'cm'],
  [String.raw`h|hrs?|hours?|horas?|stunden?|std|ساعات|ساعة|ساعه`, 'h'],
  [String.raw`min|mins|minutes?|minutos?|minuten|دقيقه|دقيقة|دقائق`, 'min'],
  [String.raw`s|secs?|seconds?|segundos?|sekunden|ثانيه|ثانية|ثواني`, 's'],
  [String.raw`kg|kgs|kilos?|كغ|كيلو`, 'kg'],
  [String.raw`lbs?|libras`, 'lb'],
  [String.raw`w|watts?|watt|vatios|واط`, 'W'],
  [String.raw`%|percent|por ?ciento|prozent`, '%'],
  [String.raw`cups?|coffees?|cafes?|tazas?|tassen?|kaffee|فنجان|فناجين|اكواب|كوب|كاسات`, 'cups'],
  [
    String.raw`cigarettes?|cigs?|cigarrillos?|cigarros?|zigaretten?|kippen|سجائر|سيجاره|سيجارة|سجاير|سيجارات`,
    'cigarettes',
  ],
  [String.raw`l|litres?|liters?|litros?|لتر`, 'L'],
  [String.raw`drinks?|beers?|glasses|copas|cervezas|biere?|glaser`, 'drinks'],
];
const UNIT = `(${UNITS.map(([words]) => words).join('|')})`;
const unitOf = (word: string | undefined) =>
  word ? (UNITS.find(([words]) => new RegExp(`^(?:${words})$`, 'u').test(word))?.[1] ?? null) : null;
/** Every number with the unit said after it (or null), and a unit said just before it ("coffees: 5 -> 2"). */
function measures(text: string): Said[] {
  return [...text.matchAll(new RegExp(String.raw`(?<![\d.:])${NUM}(?:\s?${UNIT}(?![\p{L}\d]))?(?![\d:])`, 'gu'))].map(
    (m) => ({ value: Number(m[1]), unit: unitOf(m[2]), at: m.index, end: m.index + m[0].length }),
  );
}
const SMALLER: ReadonlySet<string> = new Set(['h', 'min', 'cups', 'cigarettes', 'drinks']);
const GAIN_CUE =
  /(?:\+|\b(?:add|adding|boost\w* (?:\S+ ){0,3}by|put on|gain|increase (?:\S+ ){0,3}by|improve (?:\S+ ){0,3}by|raise (?:\S+ ){0,3}by|subir|ganar|aumentar|um|zulegen)|زيد|ازيد|ازود|زود|اضيف)\s?(?:\S+\s){0,2}$/u;
const PAIR_SEPARATOR = /^\s?(?:to|->|→|=>|a|hasta|auf|bis|zu|الي|ل)\s(?:under |below |menos de |unter |اقل من )?$/u;

function reduce(text: string, said: Said[]): Aim | null {
  // Where they are: an amount a day (or said as now) in a unit that comes down.
  const daily = said.filter(
    (o) => o.unit && SMALLER.has(o.unit) && (DAILY_AFTER.test(text.slice(o.end, o.end + 30)) || isNow(text, o)),
  );
  for (const s of said) {
    const down = near(text, s, DOWN_CUE, 40) || MAX_AFTER.test(text.slice(s.end, s.end + 12));
    if (!down || isNow(text, s)) continue;
    const from = daily.find((o) => (s.unit ?? o.unit) === o.unit && o.value > s.value);
    if (from?.unit)
      return { kind: 'reduce', target: amount(s.value, from.unit), baseline: amount(from.value, from.unit) };
  }
  return null;
}

function gain(text: string, said: Said[]): Aim | null {
  const by = said.find((s) => s.unit && ['cm', 'kg', 'lb', 'W'].includes(s.unit) && near(text, s, GAIN_CUE, 28));
  if (!by) return null;
  // Where they are: said as now in the same unit, or a bare number said as now ("ahora levanto 140").
  const others = said.filter((s) => s !== by && s.value > by.value);
  const now =
    others.find((s) => (s.unit === by.unit || s.unit === null) && isNow(text, s)) ??
    others.find((s) => s.unit === by.unit);
  return now
    ? { kind: 'gain', target: amount(now.value + by.value, by.unit!), baseline: amount(now.value, by.unit!) }
    : null;
}

function pair(text: string, said: Said[]): Aim | null {
  for (let i = 0; i + 1 < said.length; i++) {
    const [from, to] = [said[i]!, said[i + 1]!];
    if (!PAIR_SEPARATOR.test(text.slice(from.end, to.at)) || from.value === to.value) continue;
    const before = new RegExp(`${UNIT}\\W{0,3}$`, 'u').exec(text.slice(Math.max(0, from.at - 16), from.at));
    const unit = to.unit ?? from.unit ?? unitOf(before?.[1]);
    if (!unit || (from.unit && to.unit && from.unit !== to.unit)) continue;
    // "from 9 to 5", "de 17 a 20h": hours of a day, not an amount.
    if (
      unit === 'h' &&
      !from.unit &&
      !/^\s?(?:a|per|each|every|al|am|في)\s?(?:day|dia|tag|يوم)/u.test(text.slice(to.end))
    )
      continue;
    return { kind: 'pair', target: amount(to.value, unit), baseline: amount(from.value, unit) };
  }
  return null;
}

/**
 * The person's own measure, or null when they gave none of these kinds: read in the canonical text first, then in
 * the words as written (normalized), where canonical English lost a cue ("bajar de 45 minutos", "باليوم").
 */
export function readAim(...texts: string[]): Aim | null {
  for (const written of texts) {
    const text = prepare(written);
    const said = measures(text);
    const aim = money(text) ?? raceTimes(text) ?? pair(text, said) ?? reduce(text, said) ?? gain(text, said);
    if (aim) return aim;
  }
  for (const written of texts) {
    const aim = apart(prepare(written));
    if (aim) return aim;
  }
  return null;
}

/** A goal said outright before its number: wanting, needing, aiming, a target (not "in 8 weeks" or "to"). */
const WANTS =
  /(?:\b(?:want(?: to (?:get|reach|hit|do|score|be at))?|wanna|goal(?: is)?|aim(?:ing)?(?: for| is)?|target(?: is)?|need(?: to (?:get|reach|hit|score))?|get to|reach|going for|quiero(?: llegar a| sacar| un| una)*|llegar a|meta(?: es)?|objetivo(?: es)?|necesito(?: un| una)?|bajarlo a|ziel(?: ist| sind)?|will auf|mochte auf|brauche)|ابي|ابغي|اريد|بدي|عايز|عاوز|نفسي|هدفي|احتاج|اوصل(?: ل| الي| لـ)?|وصل(?: ل| لـ))\s?(?:at least |sub |a |an |un |una |about |ل|لـ)?$/u;
/** A word after a number that names what it counts ("9 Punkte", "40 páginas"), not a small word of the sentence. */
const COUNTED = /^\s?([\p{L}€$£%]{3,})/u;
const NOT_COUNTED =
  /^(?:and|but|the|for|with|this|that|now|last|time|on|in|to|and|por|para|con|que|en|el|la|los|las|und|aber|die|der|das|mit|fur|jetzt|ich|بس|في|على|من|الحين|وعايز|وابي|وبدي)$/u;

/** A number said as now and a goal number apart from it: "I got 38 last time, I need 43" (decision 113). */
function apart(text: string): Aim | null {
  const said = measures(text);
  const goal = [...said].reverse().find((s) => near(text, s, WANTS, 36) && !isNow(text, s));
  const now = goal && said.find((s) => s !== goal && isNow(text, s));
  if (!goal || !now || goal.value === now.value) return null;
  if (goal.unit && now.unit && goal.unit !== now.unit) return null;
  const counted = (s: Said) => {
    const word = COUNTED.exec(text.slice(s.end))?.[1];
    return word && !NOT_COUNTED.test(word) ? word : null;
  };
  const unit = goal.unit ?? now.unit ?? counted(goal) ?? counted(now) ?? 'points';
  return { kind: 'pair', target: amount(goal.value, unit), baseline: amount(now.value, unit) };
}
