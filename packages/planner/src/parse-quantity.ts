import type { TIntent } from '@ito/contracts/agent/plan';

/**
 * What a goal counts, when no area rule read it (decision 093): words of a novel, pages of a reading list, posts,
 * emails, hours of practice, a rating, a typing speed. The number after a goal word ("hit", "reach", "to", "want to
 * write") is the target, the number said with where the person is ("I've got", "so far", "currently", "I'm on page")
 * the baseline; a bare number takes the unit said with the other ("23k words ... hit 80,000"), and "from 1150 to
 * 1500" or "45 wpm -> 90" give both. Schedule numbers ("20 min a day", "2 hours on Saturdays") are never either.
 * Reads canonical English with the unit words of the four languages.
 */
type Amount = NonNullable<TIntent['target']>;
export type QuantityRead = { target: Amount | null; baseline: Amount | null };

const UNITS: ReadonlyArray<readonly [string, string]> = [
  ['words?|palabras?|worter|worte|wortern|كلمه|كلمات', 'words'],
  ['pages?|paginas?|seiten?|صفحه|صفحات', 'pages'],
  ['posts?|articles?|articulos?|artikel|beitrage|مقالات|منشورات', 'posts'],
  ['episodes?|episodios?|folgen|حلقات', 'episodes'],
  ['e-?mails?|correos?|mails', 'emails'],
  ['recipes?|recetas?|rezepte?|وصفات', 'recipes'],
  ['dish(?:es)?|platos?|gerichte?|اطباق|اكلات', 'dishes'],
  ['chapters?|capitulos?|kapitel|فصول', 'chapters'],
  ['chords?|acordes?|akkorde?', 'chords'],
  ['listings?|products?|productos?|produkte?', 'listings'],
  ['questions?|preguntas?|fragen|اسئله|سؤال', 'questions'],
  ['case stud(?:y|ies)', 'case studies'],
  ['books?|libros?|bucher|buch|كتب|كتاب', 'books'],
  ['videos?|فيديو|فيديوهات', 'videos'],
  ['songs?|canciones?|lieder|اغاني', 'songs'],
  ['kanji', 'kanji'],
  ['wpm|words per minute', 'wpm'],
  ['elo|rating', 'rating'],
  ['hours|horas|stunden|ساعات', 'hours'],
  ['push ?ups?|flexiones|liegestutze|ضغط', 'push-ups'],
  ['pull ?ups?|dominadas|klimmzuge|عقله', 'pull-ups'],
  ['swings?', 'swings'],
  ['sketches|drawings|dibujos|zeichnungen|رسومات', 'drawings'],
  // Climbing totals of hikers and riders: "10.000 Höhenmeter", "20,000 m of elevation gain", "metros de desnivel".
  [
    '(?:hohenmeter|(?:m|meters?|metres?|metros) (?:of )?(?:elevation|vertical|climbing|de desnivel|desnivel)(?: gain| positivo)?|(?:de )?desnivel(?: positivo| acumulado)?|vertical (?:meters?|metres?))',
    'm',
  ],
  ['km|kilomet(?:er|re)s?|kilometros?|كيلو', 'km'],
  ['miles?', 'mi'],
  ['steps|pasos|schritte|خطوه|خطوات', 'steps'],
];
const NUMBER = String.raw`(\d+(?:\.\d+)?)(k)?`;
const UNIT = `(${UNITS.map(([words]) => words).join('|')})`;
const PER = String.raw`(?: ?(?:a|per|each|every|/|al|pro|am|في|كل) ?(?:day|days|week|weeks|session|night|month|dia|woche|tag|يوم|اسبوع)\b)`;
// One describing word may stand between ("300 cold emails", "1500 korean words").
const QUANTITY = new RegExp(
  String.raw`(?<![\d.])${NUMBER} ?(?:of (?:\p{L}+ )?|\p{L}{2,12} )?${UNIT}(?![\p{L}])(?!${PER})`,
  'gu',
);
/** Where someone is in a book or a list: "on page 140", "auf Seite 140", "en la página 60". */
const AT_PAGE = /\b(?:page|pagina|seite|صفحه) (\d+)\b/u;
/** A number said with where the person is, without its unit ("y llevo 8.000", "I know maybe 200"). */
const BARE_NOW = new RegExp(
  String.raw`\b(?:i know|know|i'?ve (?:got|done)|done|so far|llevo|tengo|habe|bisher|schon|حاليا)\s+(?:\p{L}+\s+)?${NUMBER}(?![\d.]|\s?(?:min|minutes?|hours?|h|x|times?|days?|weeks?|months?|years?)\b)`,
  'u',
);
const BARE_AFTER_GOAL = new RegExp(
  String.raw`\b(?:hit|reach|get to|up to|down to|to|under|below|at least|total of|llegar a|bis|auf|حتى|الى)\s+${NUMBER}(?![\d.]|\s?${UNIT}|\s?(?:min|minutes?|hours?|h|x|times?|days?|weeks?|months?|years?|am|pm|kg|lbs?|%)\b)`,
  'gu',
);
const FROM_TO = new RegExp(
  String.raw`\b(?:from\s+)?${NUMBER} ?${UNIT}? ?(?:->|→|=>|to|a|auf|bis|الى)\s+${NUMBER} ?${UNIT}?(?![\p{L}])`,
  'gu',
);
const NOW_AFTER = /^[^.,;!?]{0,25}\b(?:so far|now|already|until now|hasta ahora|bisher|حتى الان|لحد الان)\b/u;
const NOW =
  /\b(?:now|currently|so far|right now|at the moment|today|i(?:'ve| have)? (?:got|done|written|read|logged|saved|know)|i'?m (?:on|at)|im (?:on|at)|on page|already|have|tengo|llevo|ahora|habe|schon|bisher|aktuell|حاليا|الان|قرات|كتبت)\b/;
const GOAL_WORD =
  /\b(?:want|wanna|goal|aim|need|hit|reach|get to|to|learn|write|read|publish|send|fill|finish|complete|get through|quiero|necesito|meta|will|mochte|ziel|اريد|ابي|هدفي)\b/;

/** A rated game or ladder just before "1150 → 1400": the pair is a rating with its word left out (decision 120). */
const RATED_GAME =
  /\b(?:chess(?:\.com)?|lichess|elo|fide|rapid|blitz|bullet|classical|mmr|ajedrez|schach|dwz)\b|شطرنج/u;

/** A unit named just before a pair, up to two words away: "my rating from 1150 to 1500". */
const UNIT_BEFORE = new RegExp(`${UNIT}\\W{1,3}(?:\\p{L}+\\W{1,3}){0,2}$`, 'u');

const unitOf = (word: string): string =>
  UNITS.find(([words]) => new RegExp(`^(?:${words})$`, 'u').test(word))?.[1] ?? word;
const valueOf = (digits: string, thousands: string | undefined) => Number(digits) * (thousands ? 1000 : 1);

export function readQuantity(text: string): QuantityRead {
  // The unit may come first ("my rating from 1150 to 1500"), or a rated game may say it ("blitz 980 -> 1200").
  const arrow = [...text.matchAll(FROM_TO)]
    .map((m) => {
      const unitBefore = UNIT_BEFORE.exec(text.slice(0, m.index))?.[1];
      const rated = RATED_GAME.test(text.slice(Math.max(0, m.index - 30), m.index));
      return { m, unit: m[6] ?? m[3] ?? unitBefore ?? (rated ? 'rating' : undefined) };
    })
    .find((read) => read.unit !== undefined);
  if (arrow) {
    const unit = unitOf(arrow.unit!);
    const m = arrow.m;
    return {
      baseline: { value: valueOf(m[1]!, m[2]), unit },
      target: { value: valueOf(m[4]!, m[5]), unit },
    };
  }
  const found = [...text.matchAll(QUANTITY)]
    .map((m) => ({
      amount: { value: valueOf(m[1]!, m[2]), unit: unitOf(m[3]!) },
      before: text.slice(Math.max(0, m.index - 40), m.index),
      after: text.slice(m.index + m[0].length),
    }))
    // Hours count toward a goal ("100 hours of meditation"), not as a schedule ("2 hours on saturdays").
    .filter(
      (f) =>
        f.amount.unit !== 'hours' ||
        /^ of\b/.test(f.after) ||
        NOW_AFTER.test(f.after) ||
        /\b(?:reach|total|log\w*)\s*$/.test(f.before),
    );
  if (found.length === 0) return { target: null, baseline: null };
  const units = new Set(found.map((f) => f.amount.unit));
  const isNow = (f: (typeof found)[number]) =>
    (NOW.test(f.before) && !GOAL_WORD.test(f.before.slice(-15))) || NOW_AFTER.test(f.after);
  const page = AT_PAGE.exec(text);
  const bareNow = BARE_NOW.exec(text);
  const baseline =
    found.find(isNow)?.amount ??
    (page && units.has('pages') ? { value: Number(page[1]), unit: 'pages' } : null) ??
    (bareNow && units.size === 1 ? { value: valueOf(bareNow[1]!, bareNow[2]), unit: found[0]!.amount.unit } : null);
  const goal = found.find((f) => !isNow(f) && GOAL_WORD.test(f.before))?.amount ?? null;
  if (goal) return { target: goal, baseline: baseline && baseline.unit === goal.unit ? baseline : null };
  // "23k words so far ... hit 80,000": a bare number after a goal word in the only unit said.
  const bare = units.size === 1 ? [...text.matchAll(BARE_AFTER_GOAL)][0] : undefined;
  if (bare) {
    const unit = found[0]!.amount.unit;
    const value = valueOf(bare[1]!, bare[2]);
    const other = found.find((f) => f.amount.value !== value)?.amount ?? null;
    return { target: { value, unit }, baseline: other };
  }
  const rest = found.filter((f) => !isNow(f));
  return { target: rest[0]?.amount ?? null, baseline };
}
