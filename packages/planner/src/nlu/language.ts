import { Language } from '@nlpjs/language';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { DOMAIN_UTTERANCES } from './utterances/registry.ts';
import { OTHER_UTTERANCES } from './utterances/other.ts';

/**
 * Which language a message is written in (decision 034): the agent speaks English, Arabic, Spanish and German.
 * Arabic (and other scripts) by the letters used; Latin-script text by its common words and letters (ñ, ß, ã, ç...),
 * backed by NLP.js's trigram detector on longer texts. `other` means a language the agent does not speak (French,
 * Chinese, Russian...). Short and number-only texts carry little evidence: their confidence is low, so they never
 * flip a conversation's language (see `conversationLanguage`).
 */
export type DetectedLanguage = TPlanLanguage | 'other';
export type LanguageGuess = { language: DetectedLanguage; confidence: number };

type Latin = 'en' | 'es' | 'de' | 'fr' | 'it' | 'pt' | 'nl';

// Frequent words that mostly belong to one language. Words shared by two languages are listed in neither.
const COMMON_WORDS: Record<Latin, string> = {
  en: "i, i'm, i've, my, me, want, to, the, and, of, is, am, a, an, for, on, with, be, get, how, what, can, would, like, need, help, please, do, it, this, that, start, more, less, better, week, weeks, days, month, times, minutes, every, by, before, after, at, you, your, run, lose, learn, save, sleep, stop, make, have, from, about, just, so, but, not, don't, can't, really, feel, much, some, up, out, day, hours",
  es: 'quiero, quisiera, mi, mis, yo, el, la, los, las, de, del, y, en, para, por, con, una, un, que, es, estoy, tengo, puedo, necesito, ayuda, ayúdame, hacer, más, menos, mejor, semana, semanas, días, veces, minutos, cada, antes, después, como, cómo, qué, correr, bajar, perder, dormir, aprender, ahorrar, dejar, hola, gracias, también, pero, muy, sin, sobre, hasta, desde, al, lo, me, se, su, mañana, noche, cuándo',
  de: 'ich, möchte, will, mein, meine, meinen, mir, mich, der, die, das, und, zu, für, mit, ein, eine, einen, ist, bin, habe, kann, brauche, hilfe, hilf, mehr, weniger, besser, woche, wochen, tage, tagen, mal, minuten, jeden, jede, vor, nach, wie, was, laufen, abnehmen, schlafen, lernen, sparen, aufhören, hallo, danke, auch, aber, sehr, ohne, über, bis, seit, im, auf, nicht, es, sie, wir, morgen, abend, wann, pro',
  fr: "je, j'ai, veux, voudrais, mon, ma, mes, le, les, et, du, des, pour, avec, une, est, suis, ai, peux, besoin, aide, aidez, faire, plus, moins, mieux, semaine, semaines, jours, fois, chaque, avant, après, comment, quoi, courir, perdre, dormir, apprendre, économiser, arrêter, bonjour, merci, aussi, mais, très, sans, sur, jusqu'à, depuis, au, aux, pas, nous, vous, demain, soir, quand, ce, cette, qui, dans",
  it: 'voglio, vorrei, il, gli, della, dello, di, e, per, con, uno, è, sono, ho, posso, bisogno, aiuto, aiutami, fare, più, meno, meglio, settimana, settimane, giorni, volte, ogni, prima, dopo, come, cosa, correre, perdere, dormire, imparare, risparmiare, smettere, ciao, grazie, anche, ma, molto, senza, fino, da, non, noi, voi, domani, sera, quando, questo, che',
  pt: 'eu, quero, gostaria, meu, minha, meus, o, os, as, e, do, da, dos, das, em, para, com, um, uma, é, estou, tenho, posso, preciso, ajuda, fazer, mais, menos, melhor, semana, semanas, dias, vezes, cada, antes, depois, como, quê, correr, perder, dormir, aprender, economizar, parar, olá, obrigado, obrigada, também, mas, muito, sem, sobre, até, desde, ao, não, nós, você, amanhã, noite, quando, isso',
  nl: 'ik, wil, mijn, het, een, en, van, voor, met, ben, heb, kan, nodig, hulp, meer, minder, beter, week, weken, dagen, keer, elke, voor, na, hoe, wat, lopen, afvallen, slapen, leren, sparen, stoppen, dank, ook, maar, heel, zonder, over, tot, niet, wij, jij, morgen, avond, wanneer, dit, dat',
};

const WORD_LANGUAGES = new Map<string, Latin[]>();
for (const [language, list] of Object.entries(COMMON_WORDS) as Array<[Latin, string]>) {
  for (const word of list.split(',').map((w) => w.trim())) {
    WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);
  }
}

const SUPPORTED_LATIN = ['en', 'es', 'de'] as const;
let utteranceWords: Map<string, Latin> | null = null;

/** Words of the training utterances that only one of English, Spanish and German uses ("ahorrar", "sparen"). */
function vocabulary(): Map<string, Latin> {
  if (utteranceWords) return utteranceWords;
  const seen = new Map<string, Set<Latin>>();
  for (const set of [...Object.values(DOMAIN_UTTERANCES), ...Object.values(OTHER_UTTERANCES)]) {
    for (const language of SUPPORTED_LATIN) {
      for (const text of set[language]) {
        for (const word of text.toLowerCase().match(/[\p{L}']+/gu) ?? []) {
          seen.set(word, (seen.get(word) ?? new Set()).add(language));
        }
      }
    }
  }
  utteranceWords = new Map();
  for (const [word, languages] of seen) {
    const [only] = [...languages];
    if (languages.size === 1 && only && !WORD_LANGUAGES.has(word)) utteranceWords.set(word, only);
  }
  return utteranceWords;
}

// Letters that only some of the Latin languages use.
const LETTER_HINTS: ReadonlyArray<readonly [RegExp, Latin[]]> = [
  [/[ñ¿¡]/, ['es']],
  [/[ß]/, ['de']],
  [/[äöü]/, ['de']],
  [/[ãõ]/, ['pt']],
  [/[çœèêëîïûù]/, ['fr']],
  [/[ìò]/, ['it']],
];

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
// Letters of Persian and Urdu that Arabic does not use.
const NOT_ARABIC = /[\u067E\u0686\u0698\u06AF\u06A9\u06CC\u0679\u0688\u0691\u06BA\u06BE\u06C1\u06D2]/gu;
const LATIN = /[a-z\u00C0-\u024F]/giu;
const LETTER = /\p{L}/gu;

const trigrams = new Language();
const TRIGRAM_LANGUAGES: Latin[] = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl'];

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;

export function detectLanguage(text: string): LanguageGuess {
  const letters = count(text, LETTER);
  if (letters < 2) return { language: 'en', confidence: 0 };
  const arabic = count(text, ARABIC);
  if (arabic / letters >= 0.5) {
    const isPersianOrUrdu = count(text, NOT_ARABIC) >= 2;
    return {
      language: isPersianOrUrdu ? 'other' : 'ar',
      confidence: round(Math.min(1, letters / 8) * (arabic / letters)),
    };
  }
  const latin = count(text, LATIN);
  if (latin / letters < 0.5) return { language: 'other', confidence: round(Math.min(1, letters / 4)) };
  return detectLatin(text.toLowerCase());
}

function detectLatin(lower: string): LanguageGuess {
  const scores: Record<Latin, number> = { en: 0, es: 0, de: 0, fr: 0, it: 0, pt: 0, nl: 0 };
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  for (const word of words) {
    const languages = WORD_LANGUAGES.get(word);
    if (languages) for (const language of languages) scores[language] += 1 / languages.length;
    const known = languages ? undefined : vocabulary().get(word);
    if (known) scores[known] += 0.75;
  }
  for (const [pattern, languages] of LETTER_HINTS) {
    if (pattern.test(lower)) for (const language of languages) scores[language] += 1.5;
  }
  // Trigrams say little about a couple of words ("gym", "ok"); on a sentence they settle close calls.
  if (words.join('').length >= 16) {
    const [top] = trigrams.guess(lower, TRIGRAM_LANGUAGES, 1);
    const language = top?.alpha2 as Latin | undefined;
    if (language && language in scores) scores[language] += 0.75;
  }
  const ranked = (Object.entries(scores) as Array<[Latin, number]>).sort((a, b) => b[1] - a[1]);
  const [best, bestScore] = ranked[0] ?? ['en', 0];
  const second = ranked[1]?.[1] ?? 0;
  if (bestScore === 0) return { language: 'en', confidence: 0 };
  const confidence = Math.min(1, bestScore / 3) * ((bestScore - second) / bestScore);
  const language: DetectedLanguage = best === 'en' || best === 'es' || best === 'de' ? best : 'other';
  return { language, confidence: round(confidence) };
}

/** How sure a guess must be to call the first message unsupported, or to switch a conversation's language. */
const UNSUPPORTED_CONFIDENCE = 0.5;
const SWITCH_CONFIDENCE = 0.6;
const SWITCH_MIN_WORDS = 3;

export type ConversationLanguage = { language: TPlanLanguage; unsupported: boolean };

/**
 * The conversation's language after this message: the first message sets it (English when unsure); a later message
 * changes it only when it is clearly another supported language and says a few words, so "3", "ok" or "gym" never
 * flip it. `unsupported` says the message is clearly in a language the agent does not speak.
 */
export function conversationLanguage(previous: TPlanLanguage | null, message: string): ConversationLanguage {
  const guess = detectLanguage(message);
  const wordCount = (message.match(/\p{L}+/gu) ?? []).length;
  const isArabicScript = guess.language === 'ar';
  if (previous === null) {
    if (guess.language === 'other') return { language: 'en', unsupported: guess.confidence >= UNSUPPORTED_CONFIDENCE };
    return { language: guess.confidence > 0 ? guess.language : 'en', unsupported: false };
  }
  const isClear = guess.confidence >= SWITCH_CONFIDENCE && wordCount >= (isArabicScript ? 2 : SWITCH_MIN_WORDS);
  if (!isClear || guess.language === previous) return { language: previous, unsupported: false };
  if (guess.language === 'other') return { language: previous, unsupported: true };
  return { language: guess.language, unsupported: false };
}
