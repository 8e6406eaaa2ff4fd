import { describe, expect, it } from 'vitest';
import { canonicalize } from './parse-canonical.ts';
import { readHorizonWeeks } from './parse-horizon.ts';
import { normalize } from './text.ts';
import type { TPlanLanguage } from '@ito/contracts/agent/plan';

const TODAY = '2026-12-01';
const weeks = (text: string, lang: TPlanLanguage = 'en') =>
  readHorizonWeeks(canonicalize(normalize(text), lang), TODAY);

describe('the time to the goal (decision 118)', () => {
  it('reads the date a goal leads to', () => {
    expect(weeks("I'd like to run a half by summer")).toBe(29);
    expect(weeks('run a marathon in october')).toBe(48);
    expect(weeks('in 10 weeks')).toBe(10);
  });

  it('never reads the date a plan starts from as its end', () => {
    expect(weeks('I want to start in september')).toBeNull();
    expect(weeks('quiero arrancar en septiembre que acá es primavera', 'es')).toBeNull();
    // The start is skipped, the deadline after it read.
    expect(weeks('starting in january I want to lose 5 kg by june')).toBe(31);
    expect(weeks('from march 3 I want to train for a 10k on may 10')).toBe(23);
  });

  it('never reads a season said of the weather as a deadline', () => {
    expect(weeks('in summer it gets really hot on my balcony')).toBeNull();
    expect(weeks('والسطح عليه شمس طول اليوم وفي الصيف بيبقى نار', 'ar')).toBeNull();
  });
});
