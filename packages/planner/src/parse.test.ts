import { PLAN_DOMAINS } from '@ito/contracts/agent/plan';
import { describe, expect, it } from 'vitest';
import { CASES_TODAY, INTENT_CASES } from './intent-cases.ts';
import { parseIntent } from './parse.ts';

describe('parseIntent over the intent table', () => {
  it('has at least 45 cases and every domain at least 3 times', () => {
    expect(INTENT_CASES.length).toBeGreaterThanOrEqual(45);
    for (const domain of PLAN_DOMAINS) {
      expect(INTENT_CASES.filter((c) => c.expected.domain === domain).length, domain).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(INTENT_CASES.map((c) => [c.text, c.expected] as const))('%s', (text, expected) => {
    const parsed = parseIntent(text, CASES_TODAY);
    const read = Object.fromEntries(Object.keys(expected).map((key) => [key, parsed[key as keyof typeof parsed]]));
    expect(read).toEqual(expected);
  });
});

const TODAY = '2026-11-22';

describe('parseIntent slot phrasings', () => {
  it.each([
    ['3 times a week', 3],
    ['3x/week', 3],
    ['three days a week', 3],
    ['twice a week', 2],
    ['once a week', 1],
    ['a few times a week', 3],
    ['4 sessions per week', 4],
    ['daily', 7],
    ['every day', 7],
    ['every other day', 4],
    ['weekdays', 5],
    ['mondays and thursdays', 2],
    ['twice a day', 14],
    ['for 40 mins x3 a week', 3],
  ])('reads sessions per week from "%s"', (text, sessions) => {
    expect(parseIntent(text, TODAY).sessions_per_week).toBe(sessions);
  });

  it.each([
    ['40 minutes', 40],
    ['45 min', 45],
    ['forty minutes', 40],
    ['an hour', 60],
    ['1.5h', 90],
    ['1 hour 30', 90],
    ['an hour and a half', 90],
    ['half an hour', 30],
    ['20-30 mins', 30],
    ['run 5k in under 30 minutes', null],
    ['I need 8 hours of sleep', null],
  ])('reads minutes per session from "%s"', (text, minutes) => {
    expect(parseIntent(text, TODAY).minutes_per_session).toBe(minutes);
  });

  it.each([
    ['in 8 weeks', 8],
    ['in two weeks', 2],
    ['in 3 months', 13],
    ['within a month', 4],
    ['in a year', 52],
    ['a 30 day challenge', 5],
    ['by March 15', 17],
    ['before my wedding on 2027-05-02', 23],
    ['by the end of the year', 6],
    ['by summer', 31],
    ['before May', 23],
    ['in 5 years', 104],
    ['every 2 weeks', null],
    ["I've been running for 3 years", null],
    ['3 days a week', null],
  ])('reads the horizon from "%s"', (text, weeks) => {
    expect(parseIntent(text, TODAY).horizon_weeks).toBe(weeks);
  });

  it.each([
    ['mondays and thursdays', [1, 4]],
    ['mon/wed/fri', [1, 3, 5]],
    ['weekends', [6, 7]],
    ['weekdays', [1, 2, 3, 4, 5]],
    ['mon-fri', [1, 2, 3, 4, 5]],
    ['tuesday to thursday', [2, 3, 4]],
    ['any day but sunday', [1, 2, 3, 4, 5, 6]],
    ['wensdays and fridays', [3, 5]],
    ['any day works', []],
    ['I sat down and decided', null],
  ])('reads available days from "%s"', (text, days) => {
    expect(parseIntent(text, TODAY).available_days).toEqual(days);
  });

  it.each([
    ["I've never run before", 'beginner'],
    ["I'm new to the gym", 'beginner'],
    ['couch potato here', 'beginner'],
    ["haven't played in years", 'beginner'],
    ['experienced lifter', 'advanced'],
    ['competitive cyclist', 'advanced'],
    ['I can already run 5k', 'intermediate'],
    ['I want to run a 10K', null],
  ])('reads the level from "%s"', (text, level) => {
    expect(parseIntent(text, TODAY).level).toBe(level);
  });

  it.each([
    ['bad knee', ['knee']],
    ['back pain', ['back']],
    ['shin splints', ['shin splints']],
    ['my ankle is still sore after a sprain', ['ankle']],
    ['I want to get back into running', []],
    ['no injuries', []],
  ])('reads injuries from "%s"', (text, injuries) => {
    expect(parseIntent(text, TODAY).injuries).toEqual(injuries);
  });

  it.each([
    ['dumbbells at home', ['dumbbells']],
    ['no equipment', ['no equipment']],
    ['I go to the gym', ['gym']],
    ['I have a bike', ['bike']],
    ['learn guitar', []],
  ])('reads equipment from "%s"', (text, equipment) => {
    expect(parseIntent(text, TODAY).equipment).toEqual(equipment);
  });

  it.each([
    ['learn the piano, $50', 5000],
    ['under 30 euros', 3000],
    ['budget of £19.99 a month', 1999],
    ['I can spend up to 100 dollars', 10000],
    ['free only please', 0],
    ['I want to save $5000', null],
  ])('reads the budget from "%s"', (text, budget) => {
    expect(parseIntent(text, TODAY).budget_minor).toBe(budget);
  });

  it.each([
    ['run a 10K', { value: 10, unit: 'km' }],
    ['finish a half marathon', { value: 21.1, unit: 'km' }],
    ['lose 5 kg', { value: 5, unit: 'kg' }],
    ['lose 10 lbs', { value: 10, unit: 'lb' }],
    ['reach B2 in Spanish', { value: 4, unit: 'CEFR B2' }],
    ['pay off 2k of credit card debt', { value: 2000, unit: 'USD' }],
  ])('reads the target from "%s"', (text, target) => {
    expect(parseIntent(text, TODAY).target).toEqual(target);
  });
});

describe('parseIntent is a pure function', () => {
  it('gives the same result for the same input', () => {
    for (const c of INTENT_CASES) expect(parseIntent(c.text, CASES_TODAY)).toEqual(parseIntent(c.text, CASES_TODAY));
  });

  it('reads dates relative to the given day, whatever the machine time zone', () => {
    const before = process.env.TZ;
    const read = (tz: string) => {
      process.env.TZ = tz;
      return ['by March 15', 'before my wedding on 2027-05-02', 'by the end of June'].map(
        (text) => parseIntent(text, '2026-11-22').horizon_weeks,
      );
    };
    try {
      const kiritimati = read('Pacific/Kiritimati');
      const adak = read('America/Adak');
      expect(kiritimati).toEqual([17, 23, 32]);
      expect(adak).toEqual(kiritimati);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('reads a date in the past as no horizon', () => {
    expect(parseIntent('by 2020-01-01', TODAY).horizon_weeks).toBeNull();
  });
});
