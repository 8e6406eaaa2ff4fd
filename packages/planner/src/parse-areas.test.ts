import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const TODAY = '2026-11-22';

/** Targets of the issue-12 life areas in the languages the agent speaks (intent-cases-areas.ts has English ones). */
describe('parseIntent: life-area targets in Spanish, German and Arabic', () => {
  it.each([
    ['quiero nadar 1000 metros sin parar', 'es', 'swimming', { value: 1000, unit: 'm' }],
    ['mein Blutdruck ist 150/95, ich will unter 135/85', 'de', 'heart', { value: 135, unit: 'mmHg' }],
    ['quiero reducir a 5 cigarrillos al día', 'es', 'smoking', { value: 5, unit: 'cigarettes' }],
    ['bajar a 7 copas a la semana', 'es', 'drinking', { value: 7, unit: 'drinks' }],
    [
      'ich möchte jeden Tag 9000 Schritte gehen, im Moment schaffe ich 3000',
      'de',
      'walking',
      { value: 9000, unit: 'steps' },
    ],
  ] as const)('%s (%s)', (text, language, domain, target) => {
    const parsed = parseIntent(text, TODAY, language);
    expect(parsed.domain).toBe(domain);
    expect(parsed.target).toEqual(target);
  });

  it('reads "I am a 20 a day smoker" as where the person is, not a target', () => {
    expect(parseIntent('I am a 20 a day smoker', TODAY).target).toBeNull();
  });
});

describe('a garden is a project, in every language (decision 116)', () => {
  it.each([
    ['I want to grow tomatoes and herbs on my balcony this spring', 'en'],
    ['start a vegetable garden in my backyard, total beginner', 'en'],
    ['quiero armar una huerta en el balcón del depto, nunca planté nada', 'es'],
    ['Ich will auf meinem Balkon Tomaten und Kräuter anbauen', 'de'],
    ['عايز أزرع خضار على سطح البيت، طماطم وفلفل ونعناع', 'ar'],
  ] as const)('%s (%s)', (text, language) => {
    expect(parseIntent(text, TODAY, language).domain).toBe('projects');
  });
});

describe("a country's cooking is cooking, its name alone a language (decision 116)", () => {
  it.each([
    ['want to learn thai cooking, I cook on weekends', 'learning'],
    ['I want to learn italian cooking, pasta from scratch', 'learning'],
    ['I want to learn Thai for my trip to Bangkok', 'language'],
  ] as const)('%s', (text, domain) => {
    expect(parseIntent(text, TODAY).domain).toBe(domain);
  });
});
