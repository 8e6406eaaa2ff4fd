import { PLAN_DOMAINS, type TPlanDomain, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { DOMAIN_EVIDENCE } from './domain-keywords.ts';
import { addLanguageEvidence } from './domain-keywords-language.ts';
import { foldLetters } from './safety/fold.ts';
import { isTypoOf } from './text.ts';

type Phrase = { domain: TPlanDomain; words: string[]; weight: number };

const PHRASES: Phrase[] = PLAN_DOMAINS.flatMap((domain) =>
  Object.entries(DOMAIN_EVIDENCE[domain].phrases).flatMap(([weight, list]) =>
    list.split(',').map((phrase) => ({ domain, words: phrase.trim().split(' '), weight: Number(weight) })),
  ),
);
const VOCABULARY = [...new Set(PHRASES.flatMap((p) => p.words))].sort();
// Common words one slip away from a keyword that must not count as it.
const KNOWN_ELSEWHERE = new Set([
  'swimmer',
  'string',
  'strings',
  'sheep',
  'steep',
  'sweep',
  'learns',
  'leans',
  'monkey',
  'shape',
  'splints',
  'rating',
  'ratings',
  // One letter from "vaper": drawing on paper and a runner's taper are not vaping (decision 114).
  'paper',
  'papers',
  'taper',
  'tapers',
  'caper',
  // Two letters from "stretching": drawing is not mobility work (decision 127).
  'sketch',
  'sketches',
  'sketching',
  'sketched',
  // Two letters from "practical" (a driving test): a practice test is any exam's.
  'practice',
]);

const VOCABULARY_SET = new Set(VOCABULARY);

/** Which vocabulary words a typed word stands for: itself or its singular, else near misses ("runing", "sleeep"). */
function knownWordsFor(typed: string, typos: boolean): Set<string> {
  const singular = typed.endsWith('s') ? typed.slice(0, -1) : null;
  const exact = [typed, singular].filter((w): w is string => w !== null && VOCABULARY_SET.has(w));
  // A word we know is never read as a typo of another ("swimmer" is not "slimmer").
  if (exact.length > 0 || KNOWN_ELSEWHERE.has(typed) || !typos) return new Set(exact);
  return new Set(VOCABULARY.filter((word) => isTypoOf(typed, word)));
}

export type DomainGuess = {
  domain: TPlanDomain | null;
  confidence: number;
  scores: Record<TPlanDomain, number>;
  /** Areas a pattern says the message is not about (watching football is not playing it), whatever else reads it so. */
  ruledOut: TPlanDomain[];
};

/** A negative pattern this strong rules its area out, not only lowers it (decision 113). */
const RULES_OUT = -5;

/**
 * Scores every domain by the evidence in the text (each phrase counts once, however often it is repeated) and picks
 * the best; ties go to the domain listed first in PLAN_DOMAINS so the answer never depends on iteration luck.
 * Confidence grows with the evidence and shrinks when a second domain is close. `typos: false` matches words exactly
 * (for text in another language, where "mejor" is not a typo of "major").
 */
export function guessDomain(
  normalized: string,
  tokens: readonly string[],
  typos = true,
  language: TPlanLanguage = 'en',
): DomainGuess {
  const scores = Object.fromEntries(PLAN_DOMAINS.map((d) => [d, 0])) as Record<TPlanDomain, number>;
  const cache = new Map<string, Set<string>>();
  const known = (token: string) => {
    let words = cache.get(token);
    if (!words) {
      words = knownWordsFor(token, typos);
      cache.set(token, words);
    }
    return words;
  };

  for (const phrase of PHRASES) {
    // In another language an English word counts only when it names a domain: "sea" is Spanish too (decision 099).
    if (language !== 'en' && phrase.weight < 3) continue;
    if (containsPhrase(tokens, phrase.words, known)) scores[phrase.domain] += phrase.weight;
  }
  addLanguageEvidence(normalized, language, scores);
  const ruledOut: TPlanDomain[] = [];
  let folded: string | undefined;
  for (const domain of PLAN_DOMAINS) {
    for (const [pattern, weight] of DOMAIN_EVIDENCE[domain].patterns) {
      if (!pattern.test(normalized)) continue;
      scores[domain] += weight;
      if (weight <= RULES_OUT) ruledOut.push(domain);
    }
    for (const [pattern, weight] of DOMAIN_EVIDENCE[domain].foldedPatterns ?? []) {
      if (!pattern.test((folded ??= foldLetters(normalized)))) continue;
      scores[domain] += weight;
      if (weight <= RULES_OUT) ruledOut.push(domain);
    }
    // A negative pattern ("drink more water" is not about alcohol) can cancel evidence, never go below none.
    scores[domain] = Math.max(0, scores[domain]);
  }

  let best: TPlanDomain | null = null;
  let bestScore = 0;
  let second = 0;
  for (const domain of PLAN_DOMAINS) {
    const score = scores[domain];
    if (score > bestScore) {
      second = bestScore;
      best = domain;
      bestScore = score;
    } else if (score > second) {
      second = score;
    }
  }
  if (!best) return { domain: null, confidence: 0, scores, ruledOut };
  const confidence = Math.min(1, bestScore / 4) * (bestScore / (bestScore + second));
  return { domain: best, confidence: Math.round(confidence * 100) / 100, scores, ruledOut };
}

function containsPhrase(tokens: readonly string[], words: readonly string[], known: (t: string) => Set<string>) {
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let j = 0; j < words.length; j++) {
      if (!known(tokens[i + j] ?? '').has(words[j] ?? '')) continue outer;
    }
    return true;
  }
  return false;
}
