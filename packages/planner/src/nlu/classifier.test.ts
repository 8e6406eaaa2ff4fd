import { PLAN_LANGUAGES, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { Classifier, classify, trainingItems } from './classifier.ts';
import { DOMAIN_UTTERANCES } from './utterances/registry.ts';
import { OTHER_UTTERANCES } from './utterances/other.ts';

/** Every 5th utterance of each label, left out of training. */
function heldOut(language: TPlanLanguage) {
  const labelled = [...Object.entries(DOMAIN_UTTERANCES), ...Object.entries(OTHER_UTTERANCES)].flatMap(([label, set]) =>
    (set?.[language] ?? []).map((text) => ({ text, label })),
  );
  const test = labelled.filter((_, i) => i % 5 === 0);
  const left = new Set(test.map((item) => item.text));
  const classifier = new Classifier(
    language,
    trainingItems(language).filter((item) => !left.has(item.text)),
  );
  const correct = test.filter((item) => classifier.classify(item.text)[0]?.label === item.label).length;
  return { correct, total: test.length, accuracy: correct / test.length };
}

/**
 * Held-out accuracy of the classifier alone (the dialogue also uses keyword evidence, and English helps Spanish and
 * German; see decision 034 for the figures). The floors sit a little under what the current utterances reach, so a
 * change that makes the classifier worse fails here.
 */
const FLOORS: Record<TPlanLanguage, number> = { en: 0.7, ar: 0.68, es: 0.66, de: 0.66 };

describe('classifier', () => {
  it.each(PLAN_LANGUAGES)('classifies held-out %s utterances', (language) => {
    const result = heldOut(language);
    console.info(`held-out ${language}: ${result.correct}/${result.total} = ${Math.round(result.accuracy * 100)}%`);
    expect(result.accuracy).toBeGreaterThanOrEqual(FLOORS[language]);
  });

  it('has every registered domain and the other labels, with enough utterances', () => {
    for (const [domain, set] of Object.entries(DOMAIN_UTTERANCES)) {
      expect(set?.en.length, domain).toBeGreaterThanOrEqual(30);
      for (const language of ['es', 'de', 'ar'] as const)
        expect(set?.[language].length, domain).toBeGreaterThanOrEqual(12);
    }
    const labels = new Set(trainingItems('en').map((item) => item.label));
    expect([...labels]).toEqual(expect.arrayContaining(['out_of_scope', 'greeting', 'vague', 'running', 'finance']));
  });

  it('is deterministic: the same utterances train the same model, the same text gets the same answer', () => {
    const a = new Classifier('es', trainingItems('es'));
    const b = new Classifier('es', trainingItems('es'));
    for (const text of ['quiero correr más rápido', 'ahorrar para una casa', 'qué tiempo hace']) {
      expect(a.classify(text)).toEqual(b.classify(text));
    }
    expect(classify('run a marathon in april', 'en')).toEqual(classify('run a marathon in april', 'en'));
  });

  it.each([
    ['en', "what's the weather like tomorrow", 'out_of_scope'],
    ['en', 'hello there', 'greeting'],
    ['es', 'cuéntame un chiste', 'out_of_scope'],
    ['de', 'wie wird das wetter am wochenende', 'out_of_scope'],
    ['ar', 'مرحبا', 'greeting'],
  ] as const)('reads %s "%s" as %s', (language, text, label) => {
    expect(classify(text, language)[0]?.label).toBe(label);
  });
});
