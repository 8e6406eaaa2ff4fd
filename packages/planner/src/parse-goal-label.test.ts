import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';

const goal = (text: string, language: 'en' | 'es' | 'de' | 'ar') => parseIntent(text, '2026-11-30', language).goal;

describe('a goal after its label is the goal (decision 125)', () => {
  it.each([
    ['en', 'i boulder 3x a week. goal: send V6 by summer', 'Send V6'],
    ['de', 'Ziel: 7a klettern bis Herbst, trainiere 3x pro Woche', '7a klettern bis Herbst'],
    [
      'de',
      'Ich klettere seit 2 Jahren. Mein Ziel: eine 7a im Frankenjura bis Oktober',
      'Eine 7a im Frankenjura bis Oktober',
    ],
    ['es', 'objetivo: terminar mi primer triatlón sprint en agosto', 'Terminar mi primer triatlón sprint en agosto'],
    ['ar', 'هدفي: اقرا ٢٠ كتاب السنة دي', 'اقرا ٢٠ كتاب السنة دي'],
  ] as const)('%s "%s"', (language, text, expected) => {
    expect(goal(text, language)).toBe(expected);
  });

  it.each([
    [
      'de',
      'Ich esse jeden Abend Schokolade. Ziel: maximal 2 Mal pro Woche, ich will einfach weniger Zucker.',
      'Einfach weniger Zucker',
    ],
    [
      'es',
      'Meta: hasta junio. Quiero aprender a nadar crol sin parar 200 metros',
      'Aprender a nadar crol sin parar 200 metros',
    ],
  ] as const)('a label followed by a date or a limit gives way to the wish: %s "%s"', (language, text, expected) => {
    expect(goal(text, language)).toBe(expected);
  });
});
