import type { EvalLanguage } from './cases.ts';

/**
 * Is a text in the expected language? Deterministic and explainable rather than a model: Arabic by script (share of
 * Arabic letters among all letters), the Latin-script languages by their most frequent function words (articles,
 * pronouns, prepositions, auxiliaries), which every sentence of running prose has and which survive domain words,
 * names and numbers ("IELTS", "5K", "Wonderwall") that a character-statistics guess trips on. Only words distinctive
 * of one language are listed (no "in", "die", "a", "de" shared across them).
 */

const FUNCTION_WORDS: Record<'en' | 'es' | 'de', ReadonlySet<string>> = {
  en: new Set(
    (
      'the and you your to of is are for with this that it on at be will can what how many much do does week weeks ' +
      'each every day days minutes after before or if when about from have not more than start here which ' +
      'would like should'
    ).split(' '),
  ),
  es: new Set(
    (
      'el la los las y tu tus que es para con esta este por una un del al cada semana semanas días minutos ' +
      'después antes si cuando sobre desde tienes más qué cuántos cuántas cómo aquí hasta tiempo lo ' +
      'puedes tus sin'
    ).split(' '),
  ),
  de: new Set(
    (
      'der das und du dein deine ist sind für mit diese dieser den dem ein eine einen zu von jede jeden woche ' +
      'wochen tage minuten nach vor oder wenn über hast nicht mehr als hier wie viele viel welche kannst ' +
      'dich dir auf bis auch sich'
    ).split(' '),
  ),
};

const ARABIC_LETTER = /[\u0620-\u064A\u066E-\u06D3\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
const ANY_LETTER = /\p{L}/gu;

/** Share of Arabic letters among all letters (0 when there are none). */
export function arabicShare(text: string): number {
  const letters = text.match(ANY_LETTER)?.length ?? 0;
  return letters === 0 ? 0 : (text.match(ARABIC_LETTER)?.length ?? 0) / letters;
}

export type LanguageGuess = { language: EvalLanguage | null; hits: Record<'en' | 'es' | 'de', number> };

/** The Latin-script language with the most function-word hits (null: no signal, or a tie). Arabic by script. */
export function guessLanguage(text: string): LanguageGuess {
  const hits = { en: 0, es: 0, de: 0 };
  if (arabicShare(text) >= 0.5) return { language: 'ar', hits };
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const lang of ['en', 'es', 'de'] as const) if (FUNCTION_WORDS[lang].has(word)) hits[lang] += 1;
  }
  const ranked = (['en', 'es', 'de'] as const).toSorted((a, b) => hits[b] - hits[a]);
  const [first, second] = ranked;
  if (hits[first!] === 0 || hits[first!] === hits[second!]) return { language: null, hits };
  return { language: first!, hits };
}

/** A message needs this many function words (Latin) or letters (Arabic) before it is judged on its own. */
const MIN_SIGNAL_WORDS = 3;
const MIN_SIGNAL_LETTERS = 12;
const MIN_ARABIC_SHARE = 0.6;

/**
 * The agent's words are in `expected` when (1) all of them together are, and (2) no single message with enough
 * signal is in another language (an English question before a translated plan fails). Returns null when they are,
 * else why not.
 */
export function languageMismatch(
  expected: 'ar' | 'es' | 'de',
  whole: string,
  messages: readonly string[],
): string | null {
  if (expected === 'ar') {
    const share = arabicShare(whole);
    if (share < MIN_ARABIC_SHARE) return `only ${Math.round(share * 100)}% of the agent's letters are Arabic`;
    for (const message of messages) {
      const letters = message.match(ANY_LETTER)?.length ?? 0;
      if (letters >= MIN_SIGNAL_LETTERS && arabicShare(message) < 0.5) return `not Arabic: "${clip(message)}"`;
    }
    return null;
  }
  const overall = guessLanguage(whole);
  if (overall.language !== expected) {
    return `agent's words read as ${overall.language ?? 'unclear'} (function words ${JSON.stringify(overall.hits)})`;
  }
  for (const message of messages) {
    const guess = guessLanguage(message);
    const signal = Math.max(guess.hits.en, guess.hits.es, guess.hits.de);
    if (signal >= MIN_SIGNAL_WORDS && guess.language !== null && guess.language !== expected) {
      return `a message reads as ${guess.language}: "${clip(message)}"`;
    }
  }
  return null;
}

const clip = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text).replaceAll('\n', ' ');
