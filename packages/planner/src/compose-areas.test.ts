import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';

/**
 * Goal-specific content of the life areas (swimming, mobility, heart, smoking, drinking, walking):
 * each goal gets its own activities, KPIs with the baseline the person gave, and its safety note.
 */

const base: TIntent = {
  text: '',
  domain: 'swimming',
  goal: 'goal',
  target: null,
  horizon_weeks: 12,
  sessions_per_week: 3,
  minutes_per_session: 45,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const plan = (intent: Partial<TIntent>): TPlan => {
  const result = composePlan(
    { ...base, ...intent },
    { start_date: '2026-11-23', assumptions: [], recommendations: [] },
  );
  expect(() => ZPlan.parse(result)).not.toThrow();
  expect(checkPlanLimits(result)).toEqual([]);
  return result;
};
const titles = (p: TPlan) => new Set(p.tasks.filter((t) => t.kind === 'activity').map((t) => t.title));
const sessionText = (p: TPlan, title: string) => p.tasks.find((t) => t.title === title)?.description ?? '';
const kpi = (p: TPlan, id: string) => p.kpis.find((k) => k.id === id);
const allText = (p: TPlan) =>
  [p.summary, ...p.tasks.flatMap((t) => [t.title, t.description, t.why]), ...p.nudges.map((n) => n.text)].join('\n');

describe('swimming', () => {
  const crawl = plan({
    domain: 'swimming',
    text: 'I can swim 50 m now, want to swim 400m front crawl without stopping',
    goal: 'Swim 400m front crawl without stopping',
    target: { value: 400, unit: 'm' },
    sessions_per_week: 2,
  });

  it('builds front crawl with drills, interval sets and a continuous swim toward the goal swim', () => {
    expect(sessionText(crawl, 'Technique drills')).toMatch(/kick with a board.*side-breathing.*catch-up/s);
    expect(crawl.tasks.some((t) => t.title === 'Interval set' && t.description.includes('8 × 25 m'))).toBe(true);
    expect(crawl.tasks.filter((t) => t.phase_id === 'water-skills').some((t) => t.title === 'Interval set')).toBe(
      false,
    );
    expect(titles(crawl).has('Continuous swim')).toBe(true);
    expect(crawl.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Goal swim: 400 m without stopping');
  });

  it('tracks the longest continuous swim from the stated 50 m, and says to swim where it is safe', () => {
    expect(kpi(crawl, 'longest-swim')).toMatchObject({ unit: 'm', baseline: 50, target: 400, direction: 'increase' });
    expect(kpi(crawl, 'weekly-metres')?.unit).toBe('m');
    expect(crawl.summary).toMatch(/lifeguard/);
    expect(allText(crawl)).toMatch(/never swim alone in open water/);
  });

  it('practises sighting for an open-water goal, and pool technique otherwise', () => {
    const sea = plan({ domain: 'swimming', text: 'swim 1500 m in the sea this summer', sessions_per_week: 5 });
    expect(sessionText(sea, 'Open-water skills in the pool')).toMatch(/sight/);
    expect(titles(sea).has('Easy technique swim')).toBe(false);
    expect(titles(crawl).has('Open-water skills in the pool')).toBe(false);
  });

  it('starts a non-swimmer at 0 and counts lengths when the goal is in lengths', () => {
    const lengths = plan({
      domain: 'swimming',
      text: "I can't swim yet, I want to swim 20 lengths",
      target: { value: 20, unit: 'lengths' },
    });
    expect(kpi(lengths, 'longest-swim')).toMatchObject({ unit: 'lengths', baseline: 0, target: 20 });
    expect(titles(lengths).has('Breathing and floating practice')).toBe(true);
  });
});

describe('mobility', () => {
  const splits = plan({
    domain: 'mobility',
    text: 'front splits, I am about 20 cm off the floor',
    goal: 'Get my front splits',
    horizon_weeks: 16,
    sessions_per_week: 5,
    minutes_per_session: 20,
  });

  it('stretches hips and hamstrings with named positions, a yoga flow and active work in later phases', () => {
    expect(sessionText(splits, 'Hips and hamstrings stretch')).toMatch(
      /hip flexor lunge.*half splits.*pigeon.*pancake/s,
    );
    expect(sessionText(splits, 'Yoga flow')).toMatch(/downward dog/);
    const active = splits.tasks.filter((t) => t.title === 'Active flexibility');
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((t) => t.phase_id !== 'positions')).toBe(true);
    expect(splits.summary).toMatch(/never bounce/);
  });

  it('measures the splits gap from the stated 20 cm, closing it at a realistic pace', () => {
    expect(kpi(splits, 'splits-gap')).toMatchObject({ unit: 'cm', baseline: 20, target: 8, direction: 'decrease' });
  });

  it('gives desk stiffness a stiffness score and a squat hold instead of a splits gap', () => {
    const desk = plan({
      domain: 'mobility',
      text: 'desk job, stiff back and hips',
      goal: 'Loosen up my back and hips',
    });
    expect(kpi(desk, 'splits-gap')).toBeUndefined();
    expect(kpi(desk, 'stiffness')?.direction).toBe('decrease');
    expect(kpi(desk, 'squat-hold')?.unit).toBe('s');
    expect(titles(desk).has('Desk stiffness reset')).toBe(true);
  });
});

describe('heart', () => {
  it('lowers blood pressure with home readings, less salt and brisk walking, from the stated reading', () => {
    const bp = plan({
      domain: 'heart',
      text: 'my blood pressure is 150/95, doctor wants it under 130/80',
      goal: 'Lower my blood pressure',
      target: { value: 130, unit: 'mmHg' },
      sessions_per_week: 5,
      minutes_per_session: 30,
    });
    expect(kpi(bp, 'systolic')).toMatchObject({ unit: 'mmHg', baseline: 150, target: 130, direction: 'decrease' });
    expect(kpi(bp, 'ldl')).toBeUndefined();
    expect(kpi(bp, 'active-minutes')?.target).toBe(150);
    expect(sessionText(bp, 'Home blood pressure check')).toMatch(/arm resting at heart level/);
    expect(sessionText(bp, 'Low-salt meal planning')).toMatch(/under 5 g of salt/);
    expect(titles(bp).has('Brisk walk')).toBe(true);
    expect(bp.summary).toMatch(/never changes your medication/);
    expect(bp.summary).toMatch(/180\/120/);
  });

  it('lowers LDL cholesterol with fibre and fat swaps, in mmol/L or mg/dL as the person wrote it', () => {
    const ldl = plan({
      domain: 'heart',
      text: 'LDL is 4.2 mmol, want it under 3',
      goal: 'Lower my LDL',
      target: { value: 3, unit: 'mmol/L' },
      sessions_per_week: 5,
    });
    expect(kpi(ldl, 'ldl')).toMatchObject({ unit: 'mmol/L', baseline: 4.2, target: 3 });
    expect(kpi(ldl, 'systolic')).toBeUndefined();
    expect(kpi(ldl, 'food-days')?.name).toBe('Days this week with oats, beans or lentils');
    expect(titles(ldl).has('Fibre-rich breakfast prep')).toBe(true);
    expect(titles(ldl).has('Saturated fat swaps')).toBe(true);
    expect(titles(ldl).has('Home blood pressure check')).toBe(false);
    const mg = plan({ domain: 'heart', text: 'my cholesterol is 240, LDL 160', goal: 'Lower my cholesterol' });
    expect(kpi(mg, 'ldl')).toMatchObject({ unit: 'mg/dL', baseline: 240, target: 115 });
  });
});

describe('smoking', () => {
  it('prepares a quit date with a pharmacist, then craving plans, counting down from the stated 20 a day', () => {
    const cigs = plan({
      domain: 'smoking',
      text: 'I smoke 20 a day and want to quit',
      goal: 'Quit smoking',
      horizon_weeks: 8,
      sessions_per_week: 7,
      minutes_per_session: 10,
    });
    expect(kpi(cigs, 'per-day')).toMatchObject({ name: 'Cigarettes a day', baseline: 20, target: 0 });
    expect(kpi(cigs, 'free-days')).toMatchObject({ baseline: 0, target: 7 });
    const week1 = cigs.tasks.filter((t) => t.week === 1 && t.kind === 'activity').map((t) => t.title);
    expect(week1).toEqual(expect.arrayContaining(['Quit date and support', 'Trigger log', 'Smoke-free home and car']));
    expect(sessionText(cigs, 'Quit date and support')).toMatch(/pharmacist about nicotine replacement/);
    expect(sessionText(cigs, 'Craving plan practice')).toMatch(/Delay 5 minutes/);
    expect(titles(cigs).has('Risky moments and slips')).toBe(true);
    expect(cigs.summary).toMatch(/quitlines/);
    expect(allText(cigs)).not.toMatch(/\d{3}[ -]\d{3,4}/);
  });

  it('steps a vaper down in nicotine strength and counts vaping sessions', () => {
    const vape = plan({ domain: 'smoking', text: 'stop vaping, I hit my vape all day', goal: 'Stop vaping' });
    expect(kpi(vape, 'per-day')).toMatchObject({ name: 'Vaping sessions a day', target: 0 });
    expect(sessionText(vape, 'Nicotine step-down')).toMatch(/lower nicotine strength/);
    expect(titles(vape).has('Smoke-free home and car')).toBe(false);
  });

  it('reads a pack a day as 20 and a cut-down goal as the target', () => {
    const pack = plan({ domain: 'smoking', text: 'a pack a day smoker', goal: 'Quit' });
    expect(kpi(pack, 'per-day')?.baseline).toBe(20);
    const cut = plan({
      domain: 'smoking',
      text: 'cut down from 15 cigarettes to 5 a day',
      goal: 'Cut down',
      target: { value: 5, unit: 'cigarettes' },
    });
    expect(kpi(cut, 'per-day')).toMatchObject({ baseline: 15, target: 5 });
  });
});

describe('drinking', () => {
  const weekends = plan({
    domain: 'drinking',
    text: 'I have 3 beers a night, want to drink only on weekends',
    goal: 'Drink only on weekends',
    horizon_weeks: 8,
    sessions_per_week: 7,
    minutes_per_session: 10,
  });

  it('counts drinks from the stated baseline and aims at five alcohol-free days for a weekends-only goal', () => {
    expect(kpi(weekends, 'drinks-week')).toMatchObject({ baseline: 21, target: 11, direction: 'decrease' });
    expect(kpi(weekends, 'af-days')).toMatchObject({ target: 5, direction: 'increase' });
  });

  it('plans alcohol-free days, swaps and social situations, and warns heavy drinkers not to stop suddenly', () => {
    expect(titles(weekends)).toEqual(
      new Set(['Alcohol-free day', 'Drink diary', 'Urge plan', 'Social plan', 'Weekly review']),
    );
    expect(sessionText(weekends, 'Social plan')).toMatch(/alternate every drink with water/);
    expect(weekends.summary).toMatch(/do not stop suddenly: alcohol withdrawal can be dangerous/);
    expect(weekends.tasks.find((t) => t.kind === 'assessment')?.questions?.map((q) => q.id)).toContain('withdrawal');
  });
});

describe('walking', () => {
  it('builds from the stated steps to the goal with brisk walks, walk breaks and a goal day', () => {
    const steps = plan({
      domain: 'walking',
      text: 'get to 10k steps a day, currently averaging 3500',
      goal: 'Get to 10k steps a day',
      target: { value: 10000, unit: 'steps' },
      sessions_per_week: 7,
      minutes_per_session: 30,
    });
    expect(kpi(steps, 'daily-steps')).toMatchObject({ baseline: 3500, target: 10000, direction: 'increase' });
    expect(titles(steps).has('Brisk walk')).toBe(true);
    expect(sessionText(steps, 'Walk breaks')).toMatch(/about 1,000 steps/);
    expect(steps.tasks.filter((t) => t.kind === 'activity').at(-1)?.title).toBe('Goal day: 10000 steps');
  });

  it('reads a single number said to be today as the baseline and aims above it', () => {
    const now = plan({
      domain: 'walking',
      text: 'I only walk about 4,000 steps a day at the moment',
      goal: 'Walk more',
      target: { value: 4000, unit: 'steps' },
      horizon_weeks: 8,
    });
    expect(kpi(now, 'daily-steps')).toMatchObject({ baseline: 4000, target: 10000 });
  });
});

describe('translated plans', () => {
  it('writes a new area in Spanish, German and Arabic', () => {
    const intent = { domain: 'swimming' as const, goal: 'Nadar 400 m', target: { value: 400, unit: 'm' } };
    expect(titles(plan({ ...intent, language: 'es' })).has('Ejercicios de técnica')).toBe(true);
    expect(titles(plan({ ...intent, language: 'de' })).has('Technikübungen')).toBe(true);
    expect(titles(plan({ ...intent, language: 'ar' })).has('تمارين الأسلوب')).toBe(true);
  });
});
