/**
 * Text helpers shared by the intent parser: normalising what people type, reading numbers written as digits or
 * words, and a small typo-tolerant word match. Pure and deterministic.
 */

/** Arabic-Indic (\u0660-\u0669) and Persian (\u06f0-\u06f9) digits as ASCII, the Arabic decimal point as "." */
export function asciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
    .replace(/(\d)\u066b(\d)/g, '$1.$2')
    .replace(/(\d)\u066c(\d)/g, '$1$2');
}

const CURRENCY_WORD = String.raw`(?:€|\$|£|eur\b|euros?\b|usd\b|dollars?\b|pesos?\b|chf\b|franken\b|gbp\b|pounds?\b)`;
const MONEY_POINT_BEFORE = new RegExp(
  String.raw`(?<![\d.,])\d{1,3}(?:[.\u00a0\u202f ]\d{3})+(?![.,]?\d)(?=\s?${CURRENCY_WORD})`,
  'giu',
);
const MONEY_POINT_AFTER = new RegExp(String.raw`(?<=[€$£]\s?)\d{1,3}(?:\.\d{3})+(?![.,]?\d)`, 'gu');

/**
 * Lower case, ASCII digits ("\u0665" -> "5"), straight quotes, hyphens between words as spaces, digit groups joined
 * ("10,000" -> "10000").
 */
export function normalize(text: string): string {
  return (
    asciiDigits(text)
      .toLowerCase()
      .replace(/[\u2018\u2019\u02bc`]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/(\d),(\d{3})\b/g, '$1$2')
      // A point or space between digit groups beside money groups thousands ("45.000 €", "45 000 EUR", "€1.250";
      // decision 120).
      .replace(MONEY_POINT_BEFORE, (n) => n.replace(/[.\u00a0\u202f ]/g, ''))
      .replace(MONEY_POINT_AFTER, (n) => n.replace(/\./g, ''))
      .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1 ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words (letters and digits, keeping "1.5" and "don't" whole). */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[a-z0-9]+(?:['.][a-z0-9]+)*/g) ?? [];
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  once: 1,
  two: 2,
  twice: 2,
  three: 3,
  thrice: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const VAGUE: Record<string, number> = {
  'a couple of': 2,
  'a couple': 2,
  'couple of': 2,
  couple: 2,
  'a few': 3,
  few: 3,
  several: 4,
  a: 1,
  an: 1,
};

const byLength = (a: string, b: string) => b.length - a.length || a.localeCompare(b);
const TENS_RE = Object.keys(TENS).sort(byLength).join('|');
const UNITS_RE = Object.keys(UNITS).sort(byLength).join('|');
const VAGUE_RE = Object.keys(VAGUE)
  .filter((w) => w !== 'a' && w !== 'an')
  .sort(byLength)
  .join('|');

/** A number as digits or words, without the bare article ("a week" is not a count). */
export const NUM = `(?:\\d+(?:\\.\\d+)?|(?:${TENS_RE})(?: (?:${UNITS_RE}))?|${UNITS_RE}|${VAGUE_RE})`;
/** Same, also reading "a"/"an" as one ("in a month", "an hour"). */
export const NUM_OR_A = `(?:${NUM}|an|a)`;

/** The value of a number matched by NUM / NUM_OR_A, or null. */
export function readNumber(word: string): number | null {
  const w = word.trim().replace(/\s+/g, ' ');
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  if (w in VAGUE) return VAGUE[w] ?? null;
  if (w in UNITS) return UNITS[w] ?? null;
  const [tens, unit] = w.split(' ');
  if (tens && tens in TENS) {
    const base = TENS[tens] ?? 0;
    if (!unit) return base;
    const extra = UNITS[unit];
    return extra !== undefined && extra < 10 ? base + extra : null;
  }
  return null;
}

/** Optimal string alignment distance (a swap of two neighbours counts as one edit), stopping early past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (prevPrev[j - 2] ?? 0) + 1);
      }
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length] ?? max + 1;
}

/**
 * A typed word matches a known word exactly, or with one slip for words of 5+ letters (two for 9+), when both start
 * alike; short words must match exactly because "run"/"ran"/"rum" are too close to guess.
 */
export function isTypoOf(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (known.length < 5 || typed.length < 5 || /\d/.test(known) || /\d/.test(typed)) return false;
  if (typed[0] !== known[0] && typed[1] !== known[1]) return false;
  const max = known.length >= 9 ? 2 : 1;
  return editDistance(typed, known, max) <= max;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Lower case with accents off, letter for letter (Arabic letters kept as written). */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
