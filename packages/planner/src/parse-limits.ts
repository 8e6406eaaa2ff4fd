/**
 * Numbers of a message that are not the plan's sessions (decision 116): how often someone else or something else
 * happens or used to happen ("my son has football twice a week", "Fahrstunden sind dienstags", "the spin class I hate, 3x a week"), a
 * cap the person sets on a habit ("no more than 2 coffees a day", "como mucho 4 cervezas a la semana", "auf max. 2x
 * pro Woche runter"), and the last step of a staged goal ("down to 10, then quit completely"). Read over the
 * canonical text (parse-canonical.ts: English time words, the person's own nouns), in the four languages.
 */
import type { TIntent } from '@ito/contracts/agent/plan';
import { EVENINGS_GIVEN_OVER } from './parse-days.ts';
import { NUM, readNumber } from './text.ts';

/** Someone else: a child, a partner, a parent, a flatmate, a colleague (the person's own words in four languages). */
const SOMEONE_ELSE =
  /\b(?:the|our) (?:kids|children|baby|twins)\b|\b(?:he|she|they) (?:has|have|works?|goes|go|plays?|trains?|does|meets?|meet up|get together)\b|\b(?:the|my|our|this) (?:[a-z]+ )?(?:club|group|class|team|choir|band|league|meetup|course|society|circle)s? (?:meets?|meet up|gets? together|runs?|trains?|happens?|is on|are on|is every|are every)\b|\b(?:el|la|mi|nuestr[oa]) (?:club|grupo|clase|equipo|coro|curso)\b[^.,;]{0,20}\b(?:se reunen?|se junta\w*|quedan?|es (?:los|el)|son (?:los|el))\b|\b(?:der|die|das|mein\w*|unser\w*) (?:verein|gruppe|kurs|chor|club|mannschaft|team|treff)\b[^.,;]{0,20}\b(?:trifft sich|treffen sich|findet)\b|\b(?:my|our|his|her) (?:son|daughter|kids?|child(?:ren)?|boy|girl|husband|wife|partner|boyfriend|girlfriend|fianc[eé]e?|mum|mom|dad|mother|father|flatmate|roommate|colleague|boss)\b|\b(?:mis?|nuestr[oa]s?|su) (?:hij[oa]s?|niñ[oa]s?|nin[oa]s?|novi[oa]|marido|espos[oa]|mujer|pareja|madre|padre|mama|papa|companer[oa])\b|\b(?:unser\w*|mein\w*|sein\w*|ihr\w*) (?:sohn|tochter|kinder?|kids|mann|frau|freund(?:in)?|partner(?:in)?|mutter|vater|mitbewohner\w*|kolleg\w*|chef\w*)\b|(?:^|\s)(?:ابني|بنتي|ابنتي|اولادي|ولادي|عيالي|زوجي|زوجتي|جوزي|مراتي|امي|ابوي|ابويا)(?:\s|$)/iu;
/** The person's own lessons with an instructor or a school, which the plan works around, not on. */
const INSTRUCTOR_LESSONS =
  /\b(?:driving|practical) lessons?\b|\blessons? with (?:the|my) instructor\b|\bautoescuela\b|\bclases? practicas?\b|\bfahrstunden?\b|\bfahrschule\b|دروس (?:سواقة|سواقه|القيادة|القياده)/iu;
/** Something the person says is not theirs: "I hate", "not for me", "ist nicht meins", "no me gusta". */
const NOT_MINE =
  /\b(?:hate|can'?t stand|not for me|don'?t like|do not like|dislike|odio|no me gusta|no es lo mio|nicht meins|nichts fur mich|mag ich nicht|hasse)\b|(?:^|\s)(?:مش بحب|ما بحب|بكره|ما احب|ما بحبها|ما بحبه|مش عاجب\S*|مو عاجب\S*|ما يعجبني|ما تعجبني|مش حابب|مو حابب|مش حابه|ما احبها)(?:\s|$)/iu;
/** A routine of the past ("I used to", "before the pregnancy", "solía", "früher", "كنت"): not the time the person has now. */
const PAST_ROUTINE =
  /\b(?:used to|back when|back in|in college|in school|years ago|before (?:the |my )?(?:pregnancy|baby|kids|injury|surgery|covid|lockdown)|solia|antes del? (?:embarazo|bebe|parto|lesion|operacion)|fruher|damals|vor der (?:schwangerschaft|geburt|verletzung|op))\b|(?:^|\s)(?:كنت|قبل الحمل|قبل الولاده|قبل الولادة|قبل الاصابه|قبل الاصابة)(?:\s|$)/iu;
/** The person speaking for themselves: a clause with them in it still says their own time. */
// ... also when someone does it with or for them: "my dad will teach me on Fridays", "mi padre me enseña".
const MYSELF =
  /\b(?:i|i'm|im|me|we|yo|ich|wir|me ensena\w*|me ayuda\w*|conmigo|mit mir|bringt mir|hilft mir)\b|(?:^|\s)(?:انا|أنا|احنا|نحن|معايا|معي|وياي|ويايا|\S*علمني|\S*ساعدني|\S*دربني|\S*وديني)(?:\s|$)/iu;
/** Where one clause ends: punctuation, "but", "and I". */
const CLAUSE_END =
  /[.;!?\n]+|,|\b(?:but|pero|aber|sondern)\b|\band (?=i\b)|\by (?=yo\b)|\bund (?=ich\b)|(?:^|\s)(?:بس|لكن|وانا|و انا)(?=\s)/iu;

/** Words that rule days out for the person ("so avoid those two", "da hab ich keine Zeit", "مش هقدر"). */
const RULES_DAYS_OUT = new RegExp(
  String.raw`\b(?:avoid|not then|gone|busy|no time|not free|keine zeit|nicht frei|no puedo|no tengo tiempo|imposible|ocupad[oa]s?|can'?t|cannot|tabu|sperrzone|sagrad[oa]s?|olvidate|forget it|nunca|never|nie am|nicht am|nicht an|away|unterwegs|me voy|family days?|familientag|(?:${EVENINGS_GIVEN_OVER}) (?:night|day|evening)|(?:is|are) for (?:the |my |our )?(?:kids|children|family|wife|husband|son|daughter)|(?:es|son) para (?:mis |los |la |mi )?(?:hijos|ninos|familia)|(?:gehort|gehoren|sind|ist) (?:fur )?(?:die |den |meine |meinen )?(?:kinder|kindern|familie))\b|مش فاضي|مش هقدر|ما اقدر|ما بقدر|مشغول|ماليش وقت|ما عندي وقت|مخصص\S*|ابدا|أبدا|ابداً|أبداً`,
  'iu',
);

/**
 * The text without the clauses that say someone else's schedule, the person's lessons with an instructor or a class
 * they do not want: what is left says the plan's own days and sessions.
 */
export function withoutOthersSchedules(text: string): string {
  const parts: string[] = [];
  let rest = text;
  for (let guard = 0; guard < 200 && rest.length > 0; guard += 1) {
    const end = CLAUSE_END.exec(rest);
    const cut = end ? end.index + Math.max(end[0].length, 1) : rest.length;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  let at = 0;
  return parts
    .map((clause) => {
      const start = at;
      at += clause.length;
      // "Saturday is my son's match day, so avoid those two": someone else's days the person rules out are theirs.
      const sentence = text.slice(
        Math.max(0, ...[...text.slice(0, start).matchAll(/[.;!?\n]/g)].map((m) => m.index + 1)),
        at + (/[.;!?\n]/.exec(text.slice(at))?.index ?? text.length),
      );
      if (RULES_DAYS_OUT.test(sentence)) return clause;
      const isOthers = SOMEONE_ELSE.test(clause) && !MYSELF.test(clause.replace(SOMEONE_ELSE, ' '));
      const isLessons = INSTRUCTOR_LESSONS.test(clause) && !/\b(?:can|could|free|available)\b/i.test(clause);
      return isOthers || isLessons || NOT_MINE.test(clause) || PAST_ROUTINE.test(clause)
        ? ' '.repeat(clause.length)
        : clause;
    })
    .join('');
}

const PERIOD = '(?:a|per|each|every|x|al|am|pro|in the|in a) ?(day|week|month|night)';
const COUNT = `(${NUM}|once|twice)`;
/** "no more than", "como mucho", "höchstens", "ما يتعدى": a cap set before the number. */
const CAP_BEFORE =
  '(?:no more than|not more than|never more than|at most|at the most|maximum(?: of)?|max\\.?|limit(?:ed|ing)? (?:\\S+ ){0,4}?to|como mucho|como maximo|a lo sumo|maximo|hochstens|maximal|nicht mehr als|auf max\\.?|ما يزيد عن|لا يزيد عن|ما يتعد[يى]|ما تتعد[يى]|لا يتعد[يى]|لا تتعد[يى]|مش اكتر من|مو اكثر من|ما اكثر من|بحد اقصى)';
/** "I want it under 2 hours a day", "quiero bajar a menos de 3", "أبي أقل من ساعتين": a cap said as a wish. */
const WISH_UNDER =
  '(?:want|wanna|goal|aim|get|keep|bring|cut|reduce|limit|quiero|queremos|bajar|reducir|will|mochte|moechte|ziel|runter|reduzieren|ابي|ابغي|عايز|بدي|اريد|هدفي)[^.,;]{0,30}?(?:under|below|less than|fewer than|menos de|weniger als|unter|اقل من)';
const CAP = new RegExp(
  `(?:${CAP_BEFORE}|${WISH_UNDER}) ${COUNT} ?(?:x |times? )?((?:[\\p{L}-]+ ){0,3}?)${PERIOD}(?![\\p{L}])|${COUNT} ?(?:x |times? )?((?:[\\p{L}-]+ ){0,3}?)${PERIOD} (?:max(?:imum)?|at most|tops|como mucho|como maximo|hochstens|maximal)(?![\\p{L}])`,
  'u',
);
/** "I can train twice a week max": a limit on the person's own time, which is the plan's sessions, not a habit. */
const OWN_TIME_BEFORE =
  /(?:\b(?:can|could|able to|have time|train\w*|practi[cs]\w*|study|work out|puedo|puede|tengo tiempo|kann|schaffe|habe zeit|hab zeit)|اقدر|أقدر|فيني|بقدر)[^.,;]{0,20}$/u;
const TIME_UNIT = /^(?:hours?|minutes?|mins?|stunden?|minuten|horas?|minutos|ساعه|ساعة|ساعات|دقيقه|دقيقة|دقائق)$/u;

function capMatches(text: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(CAP.source, 'gu'))].filter(
    (m) => !OWN_TIME_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index)),
  );
}
const NOT_A_NOUN = /^(?:a|an|the|of|de|von|times?|x|veces|mal|cups?|glasses?)$/;

/** A cap on a habit the person sets ("no more than 2 coffees a day"): the target, its unit per day, week or month. */
export function readCap(text: string): TIntent['target'] {
  const m = capMatches(text)[0];
  if (!m) return null;
  const [count, words, period] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  const value = count === 'once' ? 1 : count === 'twice' ? 2 : readNumber(count ?? '');
  if (value === null || value < 0) return null;
  const said = (words ?? '')
    .trim()
    .split(' ')
    .filter((word) => word && !NOT_A_NOUN.test(word));
  // "1 hour social media a day" is hours a day; "2 coffees a day" is coffees.
  const noun = said.find((word) => TIME_UNIT.test(word)) ? 'hours' : said.at(-1);
  const per = period === 'night' ? 'day' : (period ?? 'week');
  return { value, unit: noun ? `${noun}/${per}` : `per ${per}` };
}

/** The cap's words, taken out before sessions are read: "max. 2x a week" is the habit's, not the plan's. */
export function withoutCap(text: string): string {
  let out = text;
  for (const m of capMatches(text)) out = out.replace(m[0], ' '.repeat(m[0].length));
  return out;
}

const THEN =
  '(?:then|and then|after that|afterwards|eventually|later|luego|despues|y despues|y luego|dann|danach|und dann|anschliessend|spater|ثم|وبعدين|بعدين|وبعد كده|وبعد ذلك|وبعدها)';
/** "... then quit completely", "y después dejarlo del todo", "dann ganz aufhören", "وبعدين أبطل خالص": to zero. */
const THEN_ZERO = new RegExp(
  `(?<![\\p{L}])${THEN}(?![\\p{L}])[^.;]{0,40}?(?:\\b(?:quit\\w*|stop\\w*|zero|none|nothing|completely|entirely|altogether|for good|dejar\\w*|ninguno|ninguna|nada|del todo|aufh\\w*|ganz|komplett\\w*|vollig|null|schuldenfrei|debt[- ]free|free of)\\b|(?:ابطل|أبطل|اوقف|أوقف|نهائي\\S*|خالص|تماما|صفر))`,
  'u',
);
/** "... then 5", "y luego a 1", "ثم إلى ٢": a later, further step. */
const THEN_STEP = new RegExp(
  `(?<![\\p{L}])${THEN}\\s+(?:[\\p{L}]+\\s+){0,4}?(?:to |a |al |auf |لـ ?|ل |الي |إلى |الى )?(${NUM})(?![\\p{L}\\d])(?!\\s*(?:weeks?|months?|days?|years?|semanas?|meses|wochen|monate?n?|tage?n?|jahre?n?))`,
  'gu',
);

/**
 * The last step of a staged goal: zero when the person says they will then stop altogether, or the last number said
 * after "then" when it goes further the same way. `first` is the step read so far; null when nothing is staged.
 */
export function readLastStep(text: string, first: TIntent['target'], baseline: TIntent['baseline']): number | null {
  if (THEN_ZERO.test(text)) return 0;
  if (!first) return null;
  const steps = [...text.matchAll(THEN_STEP)].map((m) => readNumber(m[1] ?? '')).filter((n) => n !== null);
  const last = steps.at(-1);
  if (last === undefined) return null;
  const isLowering = baseline ? first.value < baseline.value : true;
  return (isLowering ? last < first.value : last > first.value) ? last : null;
}

const AMOUNT = '([$€£]\\s?)?(\\d+(?:\\.\\d+)?)(k)?\\s?([$€£])?';
/** "from $1,200 to $5,000", "de 10 a 30", "von 2k auf 10k €", "من 3 الي 10": where the person is and the goal. */
const FROM_TO = new RegExp(
  `(?:^|[\\s(])(?:from|de|desde|von|من)\\s+${AMOUNT}\\s+(?:to|a|hasta|auf|bis|الي|إلى|الى|ل|لـ)\\s+${AMOUNT}(?![\\d:])(?!\\s?(?:am|pm|h|uhr)\\b)`,
  'gu',
);
const amountOf = (digits: string | undefined, k: string | undefined) =>
  digits === undefined ? null : Number(digits) * (k ? 1000 : 1);

/**
 * The number the person starts from, when they say it as "from X to Y" and Y is the target already read; or the
 * pair turned the right way when the target read is X (decision 116). Null when no pair names the target.
 */
export function readFromTo(
  text: string,
  target: TIntent['target'],
): { target: NonNullable<TIntent['target']>; baseline: NonNullable<TIntent['baseline']> } | null {
  if (!target) return null;
  for (const m of text.matchAll(FROM_TO)) {
    const from = amountOf(m[2], m[3]);
    const to = amountOf(m[6], m[7]);
    if (from === null || to === null || from === to) continue;
    // "I work from 9 to 5": hours, not a sum; a sum of money is said with its currency or a "k".
    const isMoney = /^(?:USD|EUR|GBP)$/.test(target.unit);
    if (isMoney && !(m[1] || m[4] || m[3] || m[5] || m[8] || m[7])) continue;
    if (/\b(?:work\w*|open|shifts?|trabajo|arbeite\w*)\s*$/u.test(text.slice(Math.max(0, m.index - 14), m.index + 1)))
      continue;
    if (to === target.value) return { target, baseline: { value: from, unit: target.unit } };
    if (from === target.value)
      return { target: { value: to, unit: target.unit }, baseline: { value: from, unit: target.unit } };
  }
  return null;
}
