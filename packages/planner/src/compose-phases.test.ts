import { describe, expect, it } from 'vitest';
import { PLAN_DOMAINS, type TIntent, type TPlan } from '@ito/contracts/agent/plan';
import { addDays } from './calendar.ts';
import { composePlan } from './compose.ts';
import { checkPlanLimits } from './limits.ts';

// An 8-week plan that started mid-week showed a "Week 9" phase, because plan weeks were calendar weeks.
const MONDAY = '2026-11-23';
const START_DATES = Array.from({ length: 7 }, (_, i) => addDays(MONDAY, i));
const WEEK_COUNTS = Array.from({ length: 52 }, (_, i) => i + 1);

function intent(domain: TIntent['domain'], weeks: number): TIntent {
  return {
    text: `A goal in ${weeks} weeks`,
    domain,
    goal: 'Reach the goal',
    target: null,
    horizon_weeks: weeks,
    sessions_per_week: 3,
    minutes_per_session: 30,
    level: 'beginner',
    available_days: [],
    injuries: [],
    equipment: [],
    budget_minor: null,
  };
}

function phaseProblems(plan: TPlan, weeks: number): string[] {
  const problems: string[] = [];
  let next = 1;
  for (const phase of plan.phases) {
    if (phase.week_start !== next) problems.push(`${phase.id} starts in week ${phase.week_start}, not ${next}`);
    if (phase.week_end < phase.week_start) problems.push(`${phase.id} ends before it starts`);
    next = phase.week_end + 1;
  }
  if (next - 1 !== weeks) problems.push(`the phases end in week ${next - 1}, not ${weeks}`);
  const lateTask = plan.tasks.find((t) => t.week < 1 || t.week > weeks);
  if (lateTask) problems.push(`task ${lateTask.id} is in week ${lateTask.week}`);
  return problems;
}

describe('composePlan: phases cover exactly the plan weeks', () => {
  it.each(START_DATES)('for 1..52 weeks starting on %s', (start) => {
    for (const weeks of WEEK_COUNTS) {
      const plan = composePlan(intent('running', weeks), { start_date: start, assumptions: [], recommendations: [] });
      expect(phaseProblems(plan, weeks), `${weeks} weeks`).toEqual([]);
      expect(plan.limits.end_date).toBe(addDays(start, weeks * 7 - 1));
      expect(checkPlanLimits(plan), `${weeks} weeks`).toEqual([]);
    }
  });

  it.each(PLAN_DOMAINS)('in every domain (%s), for an 8-week plan that starts on a Wednesday', (domain) => {
    const plan = composePlan(intent(domain, 8), { start_date: START_DATES[2]!, assumptions: [], recommendations: [] });
    expect(phaseProblems(plan, 8)).toEqual([]);
    expect(plan.phases.at(-1)!.week_end).toBe(8);
  });
});
