import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, PLAN_LANGUAGES, ZPlan, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { composePlan } from '../compose.ts';
import { checkPlan, unsafeAdvice } from './check-plan.ts';

const MONDAY = '2026-11-23';
const options = { start_date: MONDAY, assumptions: [], recommendations: [] };

function intentFor(domain: TIntent['domain'], patch: Partial<TIntent> = {}): TIntent {
  return {
    text: 'lose 6 kg',
    domain,
    goal: 'Lose 6 kg',
    target: domain === 'weight' ? { value: 6, unit: 'kg' } : null,
    horizon_weeks: 12,
    sessions_per_week: 3,
    minutes_per_session: 40,
    level: 'beginner',
    available_days: [],
    injuries: [],
    equipment: [],
    budget_minor: null,
    ...patch,
  };
}

const weightPlan = (patch: Partial<TIntent> = {}) => composePlan(intentFor('weight', patch), options);
const kgPerWeek = (plan: TPlan) => {
  const lost = plan.kpis.find((k) => k.id === 'weight-lost');
  return Math.max(
    (plan.intent.target?.value ?? 0) / plan.intent.horizon_weeks,
    (lost?.target ?? 0) / plan.intent.horizon_weeks,
  );
};

describe('checkPlan', () => {
  it.each(PLAN_DOMAINS)('passes the built-in %s plan untouched, in every language', (domain) => {
    for (const language of PLAN_LANGUAGES) {
      const plan = composePlan(intentFor(domain, { language }), options);
      const check = checkPlan(plan);
      expect(check.status === 'refused' ? check.reasons : check.repairs, `${domain} ${language}`).toEqual([]);
    }
  });

  it('lowers a weight-loss target above 1 kg a week, in the intent and the KPI', () => {
    const plan = weightPlan({ horizon_weeks: 4 });
    const pushed: TPlan = {
      ...plan,
      intent: { ...plan.intent, target: { value: 10, unit: 'kg' } },
      kpis: plan.kpis.map((k) => (k.id === 'weight-lost' ? { ...k, target: 10 } : k)),
    };
    expect(kgPerWeek(pushed)).toBe(2.5);
    const check = checkPlan(pushed);
    expect(check.status).toBe('repaired');
    if (check.status === 'refused') return;
    expect(kgPerWeek(check.plan)).toBeLessThanOrEqual(1);
    expect(() => ZPlan.parse(check.plan)).not.toThrow();
  });

  it('lowers a body-weight KPI that drops faster than 1 kg a week', () => {
    const plan = weightPlan();
    const pushed: TPlan = {
      ...plan,
      kpis: [
        ...plan.kpis,
        { id: 'body', name: 'Body weight', unit: 'kg', baseline: 90, target: 70, direction: 'decrease', why: 'x' },
      ],
    };
    const check = checkPlan(pushed);
    if (check.status === 'refused') throw new Error('refused');
    expect(check.plan.kpis.find((k) => k.id === 'body')?.target).toBe(78);
  });

  it('removes tasks and nudges that say to fast, skip meals or push through pain', () => {
    const plan = weightPlan();
    const [first, second, third] = plan.tasks.filter((t) => t.kind === 'activity');
    const unsafe: TPlan = {
      ...plan,
      tasks: plan.tasks.map((t) =>
        t.id === first?.id
          ? { ...t, title: 'Fasting day', description: 'Water only today.' }
          : t.id === second?.id
            ? { ...t, description: 'Skip meals after 2 pm to speed things up.' }
            : t.id === third?.id
              ? { ...t, description: 'If your knee hurts, push through the pain.' }
              : t,
      ),
      nudges: [...plan.nudges, { id: 'n-x', date: MONDAY, text: 'Try a 3 day water fast.', why: 'x' }],
    };
    const check = checkPlan(unsafe);
    expect(check.status).toBe('repaired');
    if (check.status === 'refused') return;
    const ids = new Set(check.plan.tasks.map((t) => t.id));
    for (const task of [first, second, third]) expect(ids.has(task?.id ?? '')).toBe(false);
    expect(check.plan.nudges.some((n) => n.id === 'n-x')).toBe(false);
    expect(check.repairs.join(' ')).toMatch(/fasting.*skipping meals.*pushing through pain/s);
  });

  it('refuses a plan whose own summary or phases advise it, or whose sessions mostly do', () => {
    const plan = weightPlan();
    const check = checkPlan({ ...plan, summary: 'A 10 day water fast, then 500 kcal a day.' });
    expect(check.status).toBe('refused');
    const allBad = checkPlan({
      ...plan,
      tasks: plan.tasks.map((t) => (t.kind === 'activity' ? { ...t, description: 'Skip lunch and dinner.' } : t)),
    });
    expect(allBad).toMatchObject({ status: 'refused' });
  });

  it('reads warnings against harm as safe advice', () => {
    expect(unsafeAdvice("Don't skip meals; eat regularly.")).toBeNull();
    expect(unsafeAdvice('Never train through pain: stop and rest.')).toBeNull();
    expect(unsafeAdvice('No steroids needed.')).toBeNull();
    expect(unsafeAdvice('Run fast for 30 seconds, then walk.')).toBeNull();
    expect(unsafeAdvice('Salta el desayuno.')).toBe('skipping meals');
    expect(unsafeAdvice('Trainiere trotz Schmerzen weiter.')).toBe('pushing through pain');
    expect(unsafeAdvice('تمرن رغم الألم')).toBe('pushing through pain');
    expect(unsafeAdvice('Eat 800 kcal on weekdays.')).toBe('very low calories');
    expect(unsafeAdvice('Add a SARMs cycle.')).toBe('performance drugs');
  });
});
