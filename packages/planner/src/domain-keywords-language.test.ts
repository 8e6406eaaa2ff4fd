import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, type TPlanDomain, type TPlanLanguage } from '@ito/contracts/agent/plan';
import { addLanguageEvidence } from './domain-keywords-language.ts';
import { DOMAIN_WORDS_AR, DOMAIN_WORDS_DE, DOMAIN_WORDS_ES } from './domain-words.ts';
import { parseIntent } from './parse.ts';
import { normalize } from './text.ts';

const evidence = (text: string, language: TPlanLanguage) => {
  const scores = Object.fromEntries(PLAN_DOMAINS.map((d) => [d, 0])) as Record<TPlanDomain, number>;
  addLanguageEvidence(normalize(text), language, scores);
  return scores;
};
const TODAY = '2026-11-30';

describe('area words in Spanish, German and Arabic (decision 099)', () => {
  it('has words for every area in each language', () => {
    for (const words of [DOMAIN_WORDS_ES, DOMAIN_WORDS_DE, DOMAIN_WORDS_AR]) {
      for (const domain of PLAN_DOMAINS)
        expect(Object.values(words[domain] ?? {}).flat().length, domain).toBeGreaterThan(10);
    }
  });

  it('places goals the classifier alone misplaced by the words that name their area', () => {
    for (const [language, text, domain] of [
      ['es', 'Quiero ahorrar 2.500€ para irme de viaje a México en verano, ahora tengo 300 apartados', 'finance'],
      ['de', 'Ich will bis Juni 5.000 € für ein gebrauchtes Auto zurücklegen, gespart habe ich 800 €', 'finance'],
      ['ar', 'أبي أرفع 100 كيلو في السكوات خلال 10 أسابيع، حاليا أرفع 80', 'strength'],
      ['es', 'Quiero aprender a cocinar platos con lentejas y garbanzos, no sé hacer casi nada', 'learning'],
    ] as const) {
      const parsed = parseIntent(text, TODAY, language);
      expect(parsed.domain ?? parsed.candidates?.[0], text).toBe(domain);
    }
  });

  it('counts an English word in another language only when it names an area: "sea" is Spanish too', () => {
    const parsed = parseIntent('Quiero aprender a cocinar algo que no sea pasta, con legumbres y tofu', TODAY, 'es');
    expect(parsed.candidates ?? [parsed.domain]).not.toContain('swimming');
  });

  it('reads no evidence from a word said not to be wanted, and counts a longer entry once', () => {
    expect(evidence('Estoy embarazada, no quiero perder peso ni hacer dieta', 'es').weight).toBe(0);
    expect(evidence('ich will auf keinen Fall abnehmen', 'de').weight).toBe(0);
    expect(evidence('quiero perder peso antes del verano', 'es').weight).toBeGreaterThan(0);
    const social = evidence('quiero mejorar mi vida social', 'es').social;
    expect(social).toBeGreaterThan(0);
    expect(social).toBeLessThanOrEqual(4);
  });

  it('reads Spanish weekdays cut short or by their calendar letters, only in lists', () => {
    for (const [text, days] of [
      ['le puedo dedicar L, X y S dos horas', [1, 3, 6]],
      ['trabajo en ello lun/mié/sáb 2h', [1, 3, 6]],
      ['entreno L-X-V una hora', [1, 3, 5]],
      ['voy al mar el sábado', [6]],
    ] as const) {
      expect(parseIntent(text, TODAY, 'es').available_days, text).toEqual(days);
    }
    expect(parseIntent('2 horitas los martes', TODAY, 'es').minutes_per_session).toBe(120);
  });
});

describe('Arabic entries that end in a hamza (decision 118)', () => {
  const scoresOf = (text: string) => {
    const scores = Object.fromEntries(PLAN_DOMAINS.map((d) => [d, 0])) as Record<TPlanDomain, number>;
    addLanguageEvidence(normalize(text), 'ar', scores);
    return Object.fromEntries(Object.entries(scores).filter(([, v]) => v > 0));
  };

  it('reads them as the word, never as every word that begins the same', () => {
    // "القاء" (a speech's delivery) is not "القاهرة"; "ماء" (water) is not "ماراثون" or the "ما" of negation.
    expect(scoresOf('عايز أزرع خضار على سطح البيت في القاهرة')).toEqual({ projects: 4 });
    expect(scoresOf('ما عندي وقت، ابي اركض ماراثون').selfcare).toBeUndefined();
    expect(scoresOf('عايز اتحسن في إلقاء العروض').speaking).toBeGreaterThan(0);
    expect(scoresOf('ابي اشرب ماء اكثر').selfcare).toBeGreaterThan(0);
  });
});
