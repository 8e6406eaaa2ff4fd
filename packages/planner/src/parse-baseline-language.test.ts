import { describe, expect, it } from 'vitest';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { parseIntent } from './parse.ts';

const TODAY = '2026-12-01';

describe('where the person is now, in their words (decision 106)', () => {
  it.each([
    ['es', 'tengo que escribir 20.000 palabras para la tesis y llevo 5.000', 5000],
    ['es', 'quiero hacer 30 flexiones seguidas, hoy hago 12', 12],
    ['de', 'Ich will 500 Seiten lesen, hab erst 120 geschafft', 120],
    ['de', 'Bachelorarbeit: 12000 Wörter, bisher 3000', 3000],
    ['ar', 'بدي أوصل ٢٠ عقلة، هلق بعمل ٥ بس', 5],
    ['ar', 'عايز أعمل ٤٠ ضغط، دلوقتي بعمل ١٠', 10],
  ] as const)('%s: "%s" starts from %d', (language, text, value) => {
    expect(parseIntent(text, TODAY, language as TPlanLanguage).baseline?.value).toBe(value);
  });

  it('does not take how long they have been at it for where they are', () => {
    expect(parseIntent('llevo 3 semanas corriendo y quiero correr 10k', TODAY, 'es').baseline).toBeNull();
  });
});
