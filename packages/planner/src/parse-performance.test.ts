import { describe, expect, it } from 'vitest';
import { composePlan } from './compose.ts';
import { parseIntent } from './parse.ts';
import { readPerformance } from './parse-performance.ts';
import { normalize } from './text.ts';
import { intentWith } from './test/intents.ts';

const read = (text: string) => readPerformance(normalize(text));
const TODAY = '2026-12-01';

describe('a performance to reach (decision 095)', () => {
  it('reads a load on a lift, with where the person is', () => {
    expect(read('Get my bench from 60 to 80 kg')).toEqual({
      baseline: { value: 60, unit: 'kg' },
      target: { value: 80, unit: 'kg' },
    });
    expect(read('want a 500 lb deadlift, my max is 455 lbs')).toEqual({
      target: { value: 500, unit: 'lb' },
      baseline: { value: 455, unit: 'lb' },
    });
    expect(read('squat 100 kg by summer, I squat 70 kg now')).toEqual({
      target: { value: 100, unit: 'kg' },
      baseline: { value: 70, unit: 'kg' },
    });
    // A body weight to lose is no lift.
    expect(read('lose 8 kg before the wedding')).toEqual({ target: null, baseline: null });
  });

  it('reads an exam score and the score the person has now', () => {
    expect(read('GRE in 10 weeks, practice test 305, target 320')).toEqual({
      target: { value: 320, unit: 'points' },
      baseline: { value: 305, unit: 'points' },
    });
    expect(read('LSAT: need a 165, scored 152 on my first attempt')).toEqual({
      target: { value: 165, unit: 'points' },
      baseline: { value: 152, unit: 'points' },
    });
  });

  it('reads a hold and a race time, a short race in seconds', () => {
    expect(read('hold a plank for 3 min, right now I can hold 45 seconds')).toEqual({
      target: { value: 3, unit: 'min' },
      baseline: { value: 0.75, unit: 'min' },
    });
    expect(read('run a marathon in 3:30')).toEqual({ target: { value: 210, unit: 'min' }, baseline: null });
    expect(read('50 free: 31.0 now, want under 0:29')).toEqual({ target: { value: 29, unit: 's' }, baseline: null });
    expect(read('200m from 28.5 to 26.9 seconds')).toEqual({
      baseline: { value: 28.5, unit: 's' },
      target: { value: 26.9, unit: 's' },
    });
    // A session growing longer is not a race time.
    expect(read('run from 20 min to 45 min')).toEqual({ target: null, baseline: null });
  });

  it('gives the KPI that aims at the person’s number their starting point, and a race time comes down', () => {
    const lift = parseIntent('Kreuzheben von 100 auf 140 kg bis Jahresende, 3 mal pro Woche', TODAY);
    expect(lift.target).toEqual({ value: 140, unit: 'kg' });
    expect(lift.baseline).toEqual({ value: 100, unit: 'kg' });
    const plan = composePlan(
      intentWith({ domain: 'strength', target: lift.target, baseline: lift.baseline, language: 'de' }),
      { start_date: TODAY, assumptions: [], recommendations: [] },
    );
    expect(plan.kpis.find((k) => k.target === 140)).toMatchObject({ baseline: 100, direction: 'increase' });

    const race = composePlan(
      intentWith({
        domain: 'swimming',
        goal: 'Swim 100 free faster',
        target: { value: 72, unit: 's' },
        language: 'en',
      }),
      { start_date: TODAY, assumptions: [], recommendations: [] },
    );
    expect(race.kpis.find((k) => k.target === 72)).toMatchObject({ unit: 's', direction: 'decrease' });
  });
});
