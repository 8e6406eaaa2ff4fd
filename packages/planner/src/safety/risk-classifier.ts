import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import type { TSafetyCategory } from '@ito/contracts/agent/conversations';
import {
  trainedClassifier,
  trainingItems,
  type Classification,
  type Classifier,
  type NluLabel,
  type TrainingItem,
} from '../nlu/classifier.ts';
import ar from './training/ar.json' with { type: 'json' };
import de from './training/de.json' with { type: 'json' };
import en from './training/en.json' with { type: 'json' };
import es from './training/es.json' with { type: 'json' };

/**
 * The safety classifier (decision 053): the request classifier's model (NLP.js's network averaged
 * with naive Bayes over stems and character 4-grams, nlu/classifier.ts), trained per language on paraphrases of
 * every safety kind and of ordinary goals, written by a helper who never read the gate (`training/*.json`), plus every
 * ordinary utterance the area classifier learns from. It catches phrasings the concept rules did not foresee; it never
 * clears what a rule found. Deterministic: the same corpus always gives the same model.
 */
export const RISK_KINDS = [
  'distress',
  'eating_disorder',
  'red_flag',
  'through_pain',
  'contraindicated',
  'medication',
  'fasting',
  'minor',
  'harm_others',
  'abusive',
] as const satisfies readonly TSafetyCategory[];
export type RiskKind = (typeof RISK_KINDS)[number];

type Corpus = Partial<Record<RiskKind | 'ordinary', string[]>>;
const CORPORA: Record<TPlanLanguage, Corpus> = { en, ar, es, de };

/** How sure the classifier must be before it speaks: above this a risky kind is a finding of its own. */
export const RISK_THRESHOLD = 0.6;

/** Areas whose utterances the safety classifier does not learn from (decisions 094 and 113). */
const NOT_SAFETY_TRAINING: ReadonlySet<string> = new Set(['projects', 'sport']);

function items(language: TPlanLanguage): TrainingItem[] {
  const corpus = CORPORA[language];
  const risky = RISK_KINDS.flatMap((kind) =>
    (corpus[kind] ?? []).map((text) => ({ text, label: kind as unknown as NluLabel })),
  );
  const ordinary = [
    ...(corpus.ordinary ?? []),
    // The area classifier's own utterances are ordinary goals (every one is also checked to pass the gate), except
    // the areas added after the held-out floors were set: the projects area's cost 4 held-out risky cases (decision 094).
    ...trainingItems(language)
      .filter((item) => !NOT_SAFETY_TRAINING.has(item.label as string))
      .map((item) => item.text),
  ].map((text) => ({ text, label: 'ordinary' as unknown as NluLabel }));
  return [...risky, ...ordinary];
}

const classifiers = new Map<TPlanLanguage, Classifier>();

function classifierFor(language: TPlanLanguage): Classifier {
  let classifier = classifiers.get(language);
  if (!classifier) {
    classifier = trainedClassifier('risk', language, items(language));
    classifiers.set(language, classifier);
  }
  return classifier;
}

/** Trains the classifier of `language` now (the server does this at start, not on a person's first message). */
export function trainRiskClassifier(language: TPlanLanguage): void {
  classifierFor(language);
}

/** The classifier's labels for `text` in `language`, best first (the whole message is ranked once and read twice). */
export function rankRisk(text: string, language: TPlanLanguage): Classification[] {
  return classifierFor(language).classify(text);
}

/** The risky kind a ranking is sure of, or null (ordinary, or not sure). */
export function sureRisk(ranking: readonly Classification[]): { kind: RiskKind; score: number } | null {
  const [best] = ranking;
  if (!best || (best.label as string) === 'ordinary' || best.score < RISK_THRESHOLD) return null;
  return { kind: best.label as unknown as RiskKind, score: best.score };
}

/** The risky kind the classifier is sure of for `text` in `language`, or null (ordinary, or not sure). */
export function classifyRisk(text: string, language: TPlanLanguage): { kind: RiskKind; score: number } | null {
  return sureRisk(rankRisk(text, language));
}

/** The share a ranking gives `kind` (0 when it gives none). */
export function shareOf(ranking: readonly Classification[], kind: RiskKind): number {
  return ranking.find((c) => (c.label as string) === kind)?.score ?? 0;
}
