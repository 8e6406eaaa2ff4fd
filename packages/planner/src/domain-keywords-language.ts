import type { TPlanDomain, TPlanLanguage } from '@ito/contracts/agent/plan';
import { foldLetters } from './safety/fold.ts';
import { DOMAIN_WORDS_AR, DOMAIN_WORDS_DE, DOMAIN_WORDS_ES, type DomainWords } from './domain-words.ts';

/**
 * Evidence for each plan domain in the words of Spanish, German and Arabic (decision 099). The English evidence
 * (domain-keywords.ts) counts in another language only where a word is exactly English, so "ahorrar 3.000€ para
 * Japón" had no finance word and "السكوات" no strength word, and the classifier alone chose parenting and drinking.
 * Each entry is a word beginning ("ahorr" reads ahorrar, ahorro, ahorrando), weighed as in English (4: only this
 * domain, 1: a hint shared with others), written by an author who had read no planner code (domain-words.ts).
 */

/** Lowercase, accents and umlauts off, Arabic letter forms joined (as the entries are written; safety/fold.ts). */
export const foldWords = foldLetters;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Arabic folded with its hamza kept (as "x", which folding leaves alone): folding drops "ء", and entries are word
 * beginnings, so "ماء" (water) read every word starting "ما" ("ماراثون", the "ما" of negation), "القاء" (a speech's
 * delivery) read "القاهرة", "انهاء" read "انها" (decision 118).
 */
const HAMZA = /ء/gu;
const foldArabicWords = (text: string) => foldWords(text.replace(HAMZA, 'x'));

type Matcher = { domain: TPlanDomain; weight: number; pattern: RegExp };

/** One pattern per domain and weight: its entries as alternatives, each at the start of a word. */
function matchers(words: DomainWords, arabic: boolean): Matcher[] {
  // Arabic words take و ف ب ل and ال before them, "لل" (ل with ال) and "عال" (على with ال); a Latin word starts
  // after a non-letter.
  const start = arabic ? String.raw`(?<![\u0621-\u064a])(?:لل|عال|[وفبل]?(?:ال)?)` : String.raw`(?<![\p{L}\p{N}])`;
  const between = arabic ? String.raw`[\u0621-\u064a]*\s+(?:[وفبل]?(?:ال)?)` : String.raw`\p{L}*\s+`;
  return Object.entries(words).flatMap(([domain, byWeight]) =>
    Object.entries(byWeight ?? {})
      .filter(([, list]) => list && list.length > 0)
      .map(([weight, list]) => {
        const fold = arabic ? foldArabicWords : foldWords;
        const alternatives = [...new Set(list!.map((entry) => fold(entry.trim())).filter(Boolean))]
          .sort((a, b) => b.length - a.length)
          .map((entry) => entry.split(/\s+/).map(escape).join(between));
        return {
          domain: domain as TPlanDomain,
          weight: Number(weight),
          pattern: new RegExp(`${start}(${alternatives.join('|')})`, 'gu'),
        };
      }),
  );
}

const MATCHERS: Partial<Record<TPlanLanguage, Matcher[]>> = {
  es: matchers(DOMAIN_WORDS_ES, false),
  de: matchers(DOMAIN_WORDS_DE, false),
  ar: matchers(DOMAIN_WORDS_AR, true),
};

/** A word said not to be wanted ("no quiero perder peso", "ich will NICHT abnehmen", "مش عايز أخس") is no evidence. */
const NEGATED =
  /(?:^|[^\p{L}])(?:no|ni|sin|nada de|nicht|kein\w*|ohne|weder|لا|مش|مو|ما|بدون|من غير|بلا)(?:\s+\p{L}+){0,3}\s+$/u;

/**
 * Adds each domain's evidence in the text's language to `scores`. Each entry counts once, and words already counted
 * for a domain inside a longer entry ("vida social") do not count again ("social").
 */
export function addLanguageEvidence(
  normalized: string,
  language: TPlanLanguage,
  scores: Record<TPlanDomain, number>,
): void {
  const list = MATCHERS[language];
  if (!list) return;
  const folded = language === 'ar' ? foldArabicWords(normalized) : foldWords(normalized);
  const found: { domain: TPlanDomain; weight: number; entry: string; start: number; end: number }[] = [];
  for (const { domain, weight, pattern } of list) {
    for (const match of folded.matchAll(pattern)) {
      const start = match.index + match[0].length - match[1]!.length;
      if (NEGATED.test(folded.slice(Math.max(0, start - 30), start))) continue;
      found.push({ domain, weight, entry: match[1]!, start, end: start + match[1]!.length });
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || b.weight - a.weight);
  const counted: typeof found = [];
  for (const f of found) {
    const inside = counted.some((c) => c.domain === f.domain && f.start >= c.start && f.end <= c.end);
    const again = counted.some((c) => c.domain === f.domain && c.entry === f.entry);
    if (inside || again) continue;
    counted.push(f);
    scores[f.domain] += f.weight;
  }
}
