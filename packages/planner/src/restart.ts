import type { TPlan } from '@ito/contracts/agent/plan';
import { addDays, daysBetween } from './calendar.ts';

/**
 * A proposal accepted after the day it was made for (a guest who registers, then accepts from My programs a week
 * later) starts now rather than with weeks already behind it. Every date moves by the same number of days, so the
 * plan keeps its shape: its weeks, rest days and the order of its tasks. A plan held to some weekdays moves by whole
 * weeks, to the first start on or after today, so each session stays on a day the person said they can do; a plan
 * with no such days starts today. A plan that has not started yet is returned as it is.
 */
export function restartPlan(plan: TPlan, today: string): TPlan {
  const late = daysBetween(plan.limits.start_date, today);
  if (late <= 0) return plan;
  const shift = plan.limits.available_days.length === 0 ? late : Math.ceil(late / 7) * 7;
  const move = (date: string) => addDays(date, shift);
  return {
    ...plan,
    limits: { ...plan.limits, start_date: move(plan.limits.start_date), end_date: move(plan.limits.end_date) },
    tasks: plan.tasks.map((task) => ({ ...task, date: move(task.date) })),
    nudges: plan.nudges.map((nudge) => ({ ...nudge, date: move(nudge.date) })),
  };
}
