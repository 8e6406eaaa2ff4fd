import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';

/** Goal-specific versions of the original areas: strength, habits and weight. */

const MONDAY = '2026-11-23';
const base: TIntent = {
  text: '',
  domain: 'strength',
  goal: '',
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

function plan(intent: Partial<TIntent>): TPlan {
  const result = composePlan({ ...base, ...intent }, { start_date: MONDAY, assumptions: [], recommendations: [] });
  expect(() => ZPlan.parse(result)).not.toThrow();
  expect(checkPlanLimits(result)).toEqual([]);
  return result;
}
const activities = (p: TPlan) => p.tasks.filter((t) => t.kind === 'activity');
const sessionText = (p: TPlan) =>
  activities(p)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');
const kpi = (p: TPlan, name: string) => p.kpis.find((k) => k.name === name);

describe('strength: pull-up goal', () => {
  const p = plan({
    text: 'I want to do 10 pull-ups, I can do 2 pull-ups now',
    goal: 'Do 10 pull-ups',
    target: { value: 10, unit: 'pull-ups' },
  });

  it('progresses from hangs and scapular pulls to negatives, band-assisted reps and sets to the target', () => {
    const byPhase = (id: string) =>
      activities(p)
        .filter((t) => t.phase_id === id)
        .map((t) => t.description)
        .join('\n');
    expect(byPhase('foundation')).toMatch(/Dead hang/);
    expect(byPhase('foundation')).toMatch(/scapular pulls/);
    expect(byPhase('progress')).toMatch(/Negatives/);
    expect(byPhase('progress')).toMatch(/band-assisted/);
    expect(activities(p).some((t) => t.title === 'Pull-up sets toward 10 pull-ups')).toBe(true);
    expect(p.phases.map((ph) => ph.title)).toEqual([
      'Hangs and shoulder-blade control',
      'Negatives and assisted pull-ups',
      'Sets toward your target',
    ]);
  });

  it('measures strict pull-ups from the stated baseline to the target, and the dead hang', () => {
    expect(kpi(p, 'Strict pull-ups in one set')).toMatchObject({ baseline: 2, target: 10 });
    expect(kpi(p, 'Dead hang')).toBeDefined();
    expect(kpi(p, 'Plank hold')).toBeUndefined();
  });

  it('reads "cannot do a single one" as a baseline of zero', () => {
    const zero = plan({ text: "I can't do a single pull-up, I want to get my first", goal: 'My first pull-up' });
    expect(kpi(zero, 'Strict pull-ups in one set')).toMatchObject({ baseline: 0, target: 3 });
  });
});

describe('strength: pull-up goal from a stronger start', () => {
  const p = plan({
    text: 'I can do 8 pull-ups now, I want to get to 15',
    goal: 'Do 15 pull-ups',
    target: { value: 15, unit: 'pull-ups' },
    level: 'intermediate',
  });

  it('starts with volume sets, not hangs and bands, and measures from 8', () => {
    const first = activities(p).filter((t) => t.phase_id === 'foundation');
    expect(first.some((t) => t.title === 'Pull-up volume sets')).toBe(true);
    expect(first.map((t) => t.description).join('\n')).not.toMatch(/band-assisted pull-ups 3/);
    expect(activities(p).some((t) => t.phase_id === 'progress' && t.title === 'Pull-up sets toward 15 pull-ups')).toBe(
      true,
    );
    expect(kpi(p, 'Strict pull-ups in one set')).toMatchObject({ baseline: 8, target: 15 });
  });
});

describe('strength: squat goal', () => {
  const p = plan({
    text: 'I squat 60 kg now and want to squat 100 kg',
    goal: 'Squat 100 kg',
    target: { value: 100, unit: 'kg' },
    level: 'intermediate',
  });

  it('teaches technique, then adds load in steps from the current squat, then tests', () => {
    const titles = new Set(activities(p).map((t) => t.title));
    expect(titles).toContain('Squat technique');
    expect(titles).toContain('Squat work sets of 5');
    expect(titles).toContain('Heavy squat triples and test');
    expect(sessionText(p)).toMatch(/Add 2\.5 kg \(5 lb\) next time/);
  });

  it('tracks the squat from the stated 60 kg to 100 kg', () => {
    expect(kpi(p, 'Squat, best set of 5')).toMatchObject({ baseline: 60, target: 100, unit: 'kg' });
  });
});

describe('strength: core and lower back, no crunches', () => {
  const p = plan({
    text: 'stronger core for my lower back, no crunches please',
    goal: 'A stronger core for my lower back',
  });

  it('builds on planks, bird-dogs, dead bugs and bridges and never prescribes crunches', () => {
    const text = sessionText(p);
    for (const move of ['plank', 'bird-dogs', 'dead bugs', 'glute bridges']) expect(text).toContain(move);
    expect(text.replaceAll('No crunches or sit-ups', '')).not.toMatch(/crunch|sit-up/i);
    expect(kpi(p, 'Side plank hold, each side')).toBeDefined();
  });

  it('leaves a general strength goal with the general sessions', () => {
    const general = plan({ text: 'get stronger', goal: 'Get stronger' });
    expect(activities(general)[0]?.title).toMatch(/Full-body strength/);
    expect(sessionText(general)).not.toMatch(/Dead hang|bird-dogs/);
  });
});

describe('habits: concrete sessions, never a bare "Do it"', () => {
  const p = plan({
    domain: 'habits',
    text: 'I want to journal every morning',
    goal: 'Journal every morning',
    sessions_per_week: 5,
    minutes_per_session: 15,
  });

  it('starts with habit stacking, environment design and a tracker, with a tiny version', () => {
    const text = sessionText(p);
    expect(text).not.toMatch(/Do it:/);
    expect(text).toContain('"After I [something you already do every day], I will');
    expect(text).toMatch(/tracker/);
    expect(text).toMatch(/two-minute version/);
    const first = activities(p).filter((t) => t.week === 1);
    expect(first.some((t) => t.title === 'Set up your cue and space')).toBe(true);
  });
});

describe('weight: returning after pregnancy', () => {
  const p = plan({
    domain: 'weight',
    text: 'I had my baby 3 months ago and want to get back in shape and lose the baby weight, about 8 kg',
    goal: 'Get back in shape after my baby',
    target: { value: 8, unit: 'kg' },
    horizon_weeks: 12,
    sessions_per_week: 5,
  });

  it('is a gentle, doctor-cleared return with pelvic floor work and no running, jumping or naps', () => {
    const text = sessionText(p);
    expect(p.phases[0]?.title).toBe('Gentle return');
    expect(p.phases[0]?.focus).toMatch(/doctor or midwife has cleared you/);
    expect(text).toMatch(/Pelvic floor/);
    expect(text).toMatch(/No running or jumping until at least 12 weeks/);
    expect(text).not.toMatch(/\bnaps?\b/i);
    expect(text).not.toMatch(/8 rounds of 30 seconds fast/);
  });

  it('aims for a slower pace of loss than the general plan', () => {
    expect(kpi(p, 'Weight lost')).toMatchObject({ target: 6 });
    const general = plan({ ...p.intent, text: 'lose 8 kg', goal: 'Lose 8 kg' });
    expect(kpi(general, 'Weight lost')).toMatchObject({ target: 8 });
  });

  it('is written in Spanish for a Spanish request', () => {
    const es = plan({ ...p.intent, text: 'quiero recuperar mi forma después del parto', language: 'es' });
    expect(es.phases[0]?.title).toBe('Vuelta suave');
    expect(sessionText(es)).not.toMatch(/Pelvic floor/);
  });
});
