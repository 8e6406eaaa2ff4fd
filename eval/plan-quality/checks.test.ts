import { describe, expect, it } from 'vitest';
import type { TIntent } from '@ito/contracts/agent/plan';
import { composePlan } from '@ito/planner/compose';
import { checkPlan, loadPlanCases, PLAN_SETS, scoreChecks, type PlanCase } from './checks.ts';

/** The plan-quality checks read a plan the way the case says: these fail when a check passes what it should not. */
const INTENT: TIntent = {
  text: 'Run a 10K in 8 weeks',
  domain: 'running',
  goal: 'Run a 10K',
  target: { value: 10, unit: 'km' },
  horizon_weeks: 8,
  sessions_per_week: 3,
  minutes_per_session: 40,
  level: 'beginner',
  available_days: [1, 3, 6],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const plan = composePlan(INTENT, { start_date: '2026-11-23', assumptions: [], recommendations: [] });
const kpi = plan.kpis[0]!;
const CASE: PlanCase = {
  id: 'pq-test',
  lang: 'en',
  kind: 'performance',
  text: INTENT.text,
  subject: ['run'],
  numbers: { target: { value: kpi.target, unit: kpi.unit }, weeks: [8, 8], sessions_per_week: 3, minutes: [30, 45] },
  constraints: { days: ['mon', 'wed', 'sat'] },
  split: 'dev',
  set: 'first',
};
const failed = (c: PlanCase) =>
  checkPlan(c, plan)
    .filter((check) => !check.pass)
    .map((check) => check.name);

describe('plan-quality checks', () => {
  it('passes a plan that has what the case asks', () => {
    expect(failed(CASE)).toEqual([]);
    expect(scoreChecks(checkPlan(CASE, plan))).toMatchObject({ relevance: 5, concreteness: 5, constraints: 5 });
  });

  it('fails each thing the plan does not have', () => {
    expect(failed({ ...CASE, subject: ['run', 'kettlebell'] })).toEqual(['subject']);
    expect(failed({ ...CASE, must_not: ['easy run|long run|tempo'] })).toEqual(['must_not']);
    expect(failed({ ...CASE, numbers: { ...CASE.numbers, weeks: [12, 16] } })).toEqual(['weeks']);
    expect(
      failed({ ...CASE, numbers: { ...CASE.numbers, target: { value: kpi.target * 3 + 7, unit: kpi.unit } } }),
    ).toEqual(['target']);
    expect(failed({ ...CASE, constraints: { excluded_days: ['sat'] } })).toEqual(['excluded_days']);
    expect(failed({ ...CASE, constraints: { days: ['tue', 'thu'] } })).toEqual(['days']);
    expect(scoreChecks(checkPlan(CASE, null))).toEqual({
      relevance: 0,
      concreteness: 0,
      constraints: 0,
      progression: 0,
    });
  });

  it('loads the intents: 350 cases in two sets, a third of each held out, every regex valid', () => {
    const cases = loadPlanCases();
    expect(cases.length).toBeGreaterThanOrEqual(350);
    for (const set of Object.keys(PLAN_SETS)) {
      const mine = cases.filter((c) => c.set === set);
      expect(Math.abs(mine.filter((c) => c.split === 'held').length - mine.length / 3), set).toBeLessThanOrEqual(1);
    }
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) for (const source of [...c.subject, ...(c.must_not ?? [])]) new RegExp(source, 'iu');
    for (const c of cases.filter((c) => c.constraints?.named)) {
      const labels = [...(c.constraints!.equipment ?? []), ...(c.constraints!.injuries ?? [])].filter(
        (w) => w !== 'none',
      );
      expect(c.constraints!.named!.length, c.id).toBe(labels.length);
      labels.forEach((label, i) => expect(new RegExp(c.constraints!.named![i]!, 'iu').test(label), c.id).toBe(true));
    }
  });

  it("names equipment and injuries by the case's patterns in the plan's language, else by the English label", () => {
    const withGear = { ...CASE, constraints: { equipment: ['exercise bike'] } };
    expect(failed(withGear)).toEqual(['named']);
    expect(failed({ ...withGear, constraints: { equipment: ['exercise bike'], named: ['bici est[aá]tica'] } })).toEqual(
      ['named'],
    );
    const run = plan.tasks.find((t) => t.kind === 'activity')!;
    const named = {
      ...plan,
      tasks: plan.tasks.map((t) => (t === run ? { ...t, description: 'En la bici estática' } : t)),
    };
    expect(
      checkPlan({ ...withGear, constraints: { equipment: ['exercise bike'], named: ['bici est[aá]tica'] } }, named)
        .filter((check) => !check.pass)
        .map((check) => check.name),
    ).toEqual([]);
  });
});
