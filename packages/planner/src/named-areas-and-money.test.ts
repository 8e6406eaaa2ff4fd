import type { TPlanLanguage } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { parseIntent } from './parse.ts';
import { understand } from './nlu/understand.ts';
import { normalize, tokenize } from './text.ts';

const TODAY = '2026-11-30';
const areaOf = (text: string, language: TPlanLanguage) => {
  const normalized = normalize(text);
  return understand(normalized, tokenize(normalized), language);
};

describe('a rating pair with its word left out (decision 120)', () => {
  it.each([
    ['en', 'lichess blitz 980 -> 1200 by the summer, I play every evening', 1200, 980],
    ['en', 'get my chess.com rapid from 1320 to 1500 before the club championship', 1500, 1320],
  ] as const)('%s: "%s"', (language, text, target, baseline) => {
    const intent = parseIntent(text, TODAY, language);
    expect(intent.target).toEqual({ value: target, unit: 'rating' });
    expect(intent.baseline?.value).toBe(baseline);
  });
});

describe("the area the person's words name leads the choice (decision 120)", () => {
  it('offers chess first when the rest of the message reads social', () => {
    const read = areaOf(
      'chess.com blitz 900 -> 1100. evenings only, my wife has choir and my friends come over on fridays',
      'en',
    );
    expect(read.domain ?? read.candidates[0]).toBe('learning');
  });

  it.each([
    ['en', 'I drink 4 coffees a day and want to be down to one by March'],
    ['es', 'me tomo 6 cafés al día y quiero bajar a 2 antes de las vacaciones'],
    ['de', 'ich trinke 5 Tassen Kaffee am Tag und will auf 2 runter'],
    ['ar', 'بشرب ٤ علب بيبسي كل يوم وعايز أوقفها خلال شهرين'],
  ] as const)('a drink to cut down is a habit: %s "%s"', (language, text) => {
    const read = areaOf(text, language);
    expect(read.domain ?? read.candidates[0]).toBe('habits');
  });

  it.each([
    ['en', 'sew a linen summer dress from a pattern, I have a Janome machine and 8 weeks'],
    ['es', 'quiero coser una falda para la boda de mi hermana, tengo una máquina de coser vieja'],
    ['de', 'ich will bis Weihnachten einen Pullover stricken, hab noch nie gestrickt'],
  ] as const)('a thing made by hand is a project: %s "%s"', (language, text) => {
    const read = areaOf(text, language);
    expect(read.domain ?? read.candidates[0]).toBe('projects');
  });

  it.each([
    ['en', 'hold a freestanding handstand for 20 seconds, I can do 5 now against the wall'],
    ['de', 'Ich will einen freien Handstand 20 Sekunden halten, jetzt schaffe ich 4'],
  ] as const)('a handstand is strength, held for its seconds: %s "%s"', (language, text) => {
    const intent = parseIntent(text, TODAY, language);
    expect(intent.domain).toBe('strength');
    expect(intent.target).toEqual({ value: 20, unit: 's' });
  });
});

describe('money with its thousands and millions (decision 120)', () => {
  it.each([
    ['en', 'save a 30.000 € deposit for a flat in 3 years', 30000, 'EUR'],
    ['en', 'save 30 000 EUR for a flat deposit by 2029', 30000, 'EUR'],
    ['en', 'save $2.4M for retirement by 60', 2400000, 'USD'],
  ] as const)('%s: "%s"', (language, text, value, unit) => {
    expect(parseIntent(text, TODAY, language).target).toEqual({ value, unit });
  });

  it('a debt to pay off is read with its thousands point, down to zero', () => {
    const intent = parseIntent('pay off €12.500 of car loan in two years', TODAY, 'en');
    expect(intent.target).toEqual({ value: 0, unit: 'EUR' });
    expect(intent.baseline).toEqual({ value: 12500, unit: 'EUR' });
  });

  it('a share of a price is not the amount to save', () => {
    expect(parseIntent('save a 10% deposit on a $450k house in 4 years', TODAY, 'en').target).not.toEqual({
      value: 10,
      unit: 'USD',
    });
  });
});
