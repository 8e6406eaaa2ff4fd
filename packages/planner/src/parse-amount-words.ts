/**
 * Amounts said with words for thousands and millions, or with the thousands grouped by a space or an apostrophe,
 * before a unit of something counted or covered (decision 124): "tausend Kilometer", "zweitausend km", "mil km",
 * "dos mil km", "a thousand km", "2 millones de pasos", "5 Mio. Schritte", "a million metres", "1 millón de metros",
 * "مليون خطوة", "مليون ونص متر", "20 ألف متر", "1 500 km", "1'500 km". Money has its own reader (parse-aim.ts); a number
 * with no unit after it is left alone. Reads canonical text (parse-canonical.ts: lower case, no accents, ASCII digits,
 * "ألف" as "الف").
 */

/** The units an amount is of: distance, height, steps, lengths of a pool, words and pages. */
const UNIT = String.raw`(?:km|kms|kilomet\w*|miles?|mi|m|meters?|metres?|metros?|meter|hm|hohenmeter|vertical (?:feet|ft|m)|ft|feet|steps|pasos|schritte|laps|lengths|vueltas|largos|bahnen|words|palabras|worter|pages|paginas|seiten|طول|خطوه|خطوات)`;
/** The unit follows, after "of", "de", "von" or nothing; the unit itself is not taken. */
const OF = String.raw`\s?(?:de |of |von )?`;
const AHEAD = `(?=${UNIT}(?![\\p{L}]))`;

const SMALL: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  un: 1,
  una: 1,
  ein: 1,
  eine: 1,
  two: 2,
  dos: 2,
  zwei: 2,
  three: 3,
  tres: 3,
  drei: 3,
  four: 4,
  cuatro: 4,
  vier: 4,
  five: 5,
  cinco: 5,
  funf: 5,
  fuenf: 5,
  ten: 10,
  diez: 10,
  zehn: 10,
  twenty: 20,
  veinte: 20,
  zwanzig: 20,
};
const SMALL_WORDS = Object.keys(SMALL).join('|');
const THOUSAND = String.raw`(?:thousand|tausend|mil|الف|الاف|آلاف)`;
const MILLION = String.raw`(?:millions?|millones|millon|millionen|mio\.?|مليون|ملايين)`;
const HALF = String.raw`(\s?(?:and a half|y medio|und ein halb)|\s?و ?(?:نص|نصف))?`;

function times(count: string | undefined, unit: number, half: string | undefined): string {
  const n = count === undefined || count === '' ? 1 : /^\d/.test(count) ? Number(count) : (SMALL[count] ?? 1);
  return `${Math.round((n + (half?.trim() ? 0.5 : 0)) * unit)} `;
}

const COUNT = `(?:(?<![\\d.])(\\d{1,3}(?:\\.\\d+)?)\\s?|\\b(${SMALL_WORDS})\\s)?(?<![\\p{L}])`;
const MILLIONS = new RegExp(`${COUNT}${MILLION}${HALF}${OF}${AHEAD}`, 'gu');
const THOUSANDS = new RegExp(`${COUNT}${THOUSAND}${OF}${AHEAD}`, 'gu');
/** German writes the count and the thousand as one word: "zweitausend", "fünftausend". */
const JOINED_THOUSANDS = new RegExp(`\\b(${SMALL_WORDS})tausend${OF}${AHEAD}`, 'gu');
const GROUPED = new RegExp(`(?<![\\d.,'])\\d{1,3}(?:[ '’]\\d{3})+(?=\\s?${UNIT}(?![\\p{L}]))`, 'gu');

export function wordedAmounts(text: string): string {
  return text
    .replace(MILLIONS, (_, digits?: string, word?: string, half?: string) => times(digits ?? word, 1_000_000, half))
    .replace(JOINED_THOUSANDS, (_, word: string) => times(word, 1000, undefined))
    .replace(THOUSANDS, (_, digits?: string, word?: string) => times(digits ?? word, 1000, undefined))
    .replace(GROUPED, (n) => n.replace(/[ '’]/gu, ''));
}
