import { describe, expect, it } from 'vitest';
import { ZPlan, type TIntent } from '@ito/contracts/agent/plan';
import { addDays, daysBetween, isoWeekday } from './calendar.ts';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';
import { restartPlan } from './restart.ts';

const RUN: TIntent = {
  text: 'I want to run 5K, three times a week',
  domain: 'running',
  goal: 'Run 5K',
  target: { value: 5, unit: 'km' },
  horizon_weeks: 6,
  sessions_per_week: 3,
  minutes_per_session: 30,
  level: 'beginner',
  available_days: [],
  injuries: [],
  equipment: [],
  budget_minor: null,
};
const WEDNESDAY = '2026-11-18';
const made = (intent: TIntent) => composePlan(intent, { start_date: WEDNESDAY, assumptions: [], recommendations: [] });

describe('restartPlan: a proposal accepted days after it was made', () => {
  it('leaves a plan that starts today or later as it is', () => {
    const plan = made(RUN);
    expect(restartPlan(plan, WEDNESDAY)).toBe(plan);
    expect(restartPlan(plan, '2026-11-10')).toBe(plan);
  });

  it('starts a plan with no set weekdays today, every date moved alike', () => {
    const plan = made(RUN);
    const today = '2026-11-28';
    const restarted = restartPlan(plan, today);
    expect(restarted.limits.start_date).toBe(today);
    expect(daysBetween(restarted.limits.start_date, restarted.limits.end_date)).toBe(
      daysBetween(plan.limits.start_date, plan.limits.end_date),
    );
    expect(restarted.tasks.map((task) => task.date)).toEqual(plan.tasks.map((task) => addDays(task.date, 10)));
    expect(restarted.nudges.map((nudge) => nudge.date)).toEqual(plan.nudges.map((nudge) => addDays(nudge.date, 10)));
    expect(restarted.tasks.map((task) => task.week)).toEqual(plan.tasks.map((task) => task.week));
    expect(() => ZPlan.parse(restarted)).not.toThrow();
    expect(checkPlanLimits(restarted)).toEqual([]);
  });

  it('keeps each session on a weekday the person named, starting on or after today', () => {
    const plan = made({ ...RUN, available_days: [2, 4, 6] });
    const today = '2026-11-28';
    const restarted = restartPlan(plan, today);
    expect(daysBetween(today, restarted.limits.start_date)).toBeGreaterThanOrEqual(0);
    expect(daysBetween(today, restarted.limits.start_date)).toBeLessThan(7);
    expect(restarted.tasks.map((task) => isoWeekday(task.date))).toEqual(
      plan.tasks.map((task) => isoWeekday(task.date)),
    );
    expect(restarted.tasks.every((task) => daysBetween(today, task.date) >= 0)).toBe(true);
    expect(checkPlanLimits(restarted)).toEqual([]);
  });
});
